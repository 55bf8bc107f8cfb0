import type { RuleRef } from "./api.js";
export const RULES: Record<string, RuleRef> = {};
