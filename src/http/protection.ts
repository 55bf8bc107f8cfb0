// Everything that protects the API from abuse, assembled from the configuration for createApp: body
// limit, document limits (src/graphql/limits), admin authentication, rate limiting per client.
import type { ApolloServerPlugin } from "@apollo/server";
import type { ParseOptions, ValidationRule } from "graphql";
import type { Config } from "../config.js";
import { adminAuthPlugin } from "../graphql/admin-auth.plugin.js";
import type { Context } from "../graphql/context.type.js";
import { queryLimits } from "../graphql/limits/index.js";
import type { Guard } from "./app.js";
import type { SourceCheck } from "./source-check.js";
import { rateLimitGuard } from "./rate-limit/guard.js";
import { RateLimiter } from "./rate-limit/limiter.js";
import { MemoryRateLimitStore } from "./rate-limit/memory-store.js";
import { rateLimitPlugin } from "./rate-limit/plugin.js";
import type { RateLimitStore } from "./rate-limit/store.js";

export interface Protection {
  bodyLimitBytes: number;
  parseOptions: ParseOptions;
  validationRules: ValidationRule[];
  sourceChecks: SourceCheck[];
  /** In order: admin authentication, cost limit, rate limit by cost. */
  apolloPlugins: ApolloServerPlugin<Context>[];
  guards: Guard[];
}

export function createProtection(config: Config, store: RateLimitStore = new MemoryRateLimitStore(config.rateLimit.maxClients)): Protection {
  const limits = queryLimits<Context>(config.limits);
  const limiter = new RateLimiter(store, config.rateLimit);
  return {
    bodyLimitBytes: config.bodyLimitBytes,
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    sourceChecks: limits.sourceChecks,
    apolloPlugins: [adminAuthPlugin(config.adminToken), ...limits.plugins, rateLimitPlugin(limiter, limits.costOf, config.limits.maxCost, config.apiKeys)],
    guards: [rateLimitGuard(limiter, config.apiKeys)],
  };
}
