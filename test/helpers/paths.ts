import { resolve } from "node:path";

/** The datasets folder (RIFTRULES_DATA_DIR, default ../shared/data beside the project). */
export const DATA_DIR = resolve(process.env.RIFTRULES_DATA_DIR ?? resolve(__dirname, "..", "..", "..", "shared", "data"));
export const SEEDS_DIR = resolve(DATA_DIR, "..", "seeds");
