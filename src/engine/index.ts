/** Public entry point of the pure rules engine (no I/O, deterministic). */
export type * from "./api.js";
export { resolveChain } from "./resolveChain.js";
export { RULES } from "./rules.js";
export { RULES_PROFILES, RUP4_PROFILE, profileFor } from "./profile.js";
export { cardBehaviour, textBehaviour, type Behaviour } from "./cards/behaviour.js";
export { coverageOf, isExecutable, blockingPhrases, type Coverage, type CoverageRow, type PhraseCount, type PoolCard } from "./cards/coverage.js";
