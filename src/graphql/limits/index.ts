// Every document limit, with where it is enforced. Static limits are validation rules (Apollo caches a
// document only once it has passed them, so cached and persisted documents are covered); the token
// limit is a parser option; nesting is checked on the source text by the HTTP front before Apollo
// parses it; cost depends on the
// variables and is checked on every request, cached document or not. docs/LIMITS.md lists the defaults.
import type { ApolloServerPlugin } from "@apollo/server";
import type { ParseOptions, ValidationRule } from "graphql";
import type { QueryLimitsConfig } from "../../config.js";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../../services/pagination.js";
import { costLimitPlugin } from "./cost-limit.plugin.js";
import { FIELD_COST, LIST_SIZE, type CostModel } from "./cost-model.js";
import { maxAliasesRule } from "./max-aliases.rule.js";
import { maxDepthRule } from "./max-depth.rule.js";
import { maxDirectivesRule } from "./max-directives.rule.js";
import type { SourceCheck } from "../../http/source-check.js";
import { maxNestingCheck } from "./max-nesting.check.js";
import { maxTokensParseOptions } from "./max-tokens.js";
import { createCostMeter } from "./operation-cost.js";

export { limitError, type LimitName } from "./limit-error.js";

/** The registry: each limit, its configuration key, and the mechanism that enforces it. */
export const LIMITS = [
  { name: "tokens", config: "maxTokens", enforcedBy: "parser option maxTokens (max-tokens.ts)" },
  { name: "nesting", config: "maxNesting", enforcedBy: "source check in the HTTP front, before parsing (max-nesting.check.ts)" },
  { name: "depth", config: "maxDepth", enforcedBy: "validation rule (max-depth.rule.ts)" },
  { name: "aliases", config: "maxAliases", enforcedBy: "validation rule (max-aliases.rule.ts)" },
  { name: "directives", config: "maxDirectives", enforcedBy: "validation rule (max-directives.rule.ts)" },
  { name: "cost", config: "maxCost", enforcedBy: "didResolveOperation plugin, every request (cost-limit.plugin.ts)" },
] as const satisfies readonly { name: string; config: keyof QueryLimitsConfig; enforcedBy: string }[];

export const COST_MODEL: CostModel = {
  fieldCost: FIELD_COST,
  listSize: LIST_SIZE,
  defaultListSize: 10,
  defaultPageSize: DEFAULT_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
};

export interface QueryLimits<TContext extends object> {
  parseOptions: ParseOptions;
  validationRules: ValidationRule[];
  sourceChecks: SourceCheck[];
  plugins: ApolloServerPlugin<TContext>[];
  /** The cost of the request's operation (memoised per request), for the rate limiter. */
  costOf: ReturnType<typeof createCostMeter>;
}

export function queryLimits<TContext extends object>(config: QueryLimitsConfig, model: CostModel = COST_MODEL): QueryLimits<TContext> {
  const costOf = createCostMeter(model);
  return {
    parseOptions: maxTokensParseOptions(config.maxTokens),
    validationRules: [maxDepthRule(config.maxDepth), maxAliasesRule(config.maxAliases), maxDirectivesRule(config.maxDirectives)],
    sourceChecks: [maxNestingCheck(config.maxNesting, config.maxTokens)],
    plugins: [costLimitPlugin<TContext>(config.maxCost, costOf)],
    costOf,
  };
}
