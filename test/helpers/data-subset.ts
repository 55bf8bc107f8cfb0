// A data folder holding part of the real datasets, made at test time: the chosen rules releases (their
// entries of releases.json, their files linked, not copied) and the card files, optionally without the
// errata articles (a smaller text history: importing the whole folder later changes the card library).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DATA_DIR } from "./paths.js";

export interface DataSubset {
  dir: string;
  remove(): void;
}

export function dataSubset(options: { releases: string[]; errata?: boolean }): DataSubset {
  const dir = mkdtempSync(join(tmpdir(), "riftrules-data-"));
  mkdirSync(join(dir, "rules"));
  mkdirSync(join(dir, "cards"));
  const index = JSON.parse(readFileSync(join(DATA_DIR, "rules", "releases.json"), "utf8")) as { releases: { version: string; path: string }[] };
  const releases = index.releases.filter((r) => options.releases.includes(r.version));
  if (releases.length !== options.releases.length) throw new Error(`releases not in the data: ${options.releases.join(", ")}`);
  writeFileSync(join(dir, "rules", "releases.json"), JSON.stringify({ ...index, releases }, null, 2));
  for (const r of releases) symlinkSync(join(DATA_DIR, "rules", r.path), join(dir, "rules", r.path));
  for (const file of readdirSync(join(DATA_DIR, "cards"))) {
    if (options.errata === false && file.startsWith("errata")) continue;
    symlinkSync(join(DATA_DIR, "cards", file), join(dir, "cards", file));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
