/** Public entry point of the pure rules engine (no I/O, deterministic). */
export type * from "./api.js";
export { resolveChain } from "./resolveChain.js";
export { RULES } from "./rules.js";
