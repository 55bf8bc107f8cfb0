// The per-operation part of rate limiting: once Apollo knows the operation, its cost (with this
// request's variables) is taken from the client's bucket, so a resolveChain (cost 100) spends a
// hundred times what a rule lookup does. An operation over the cost limit is left to that limit.
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContextDidResolveOperation } from "@apollo/server";
import { GraphQLError } from "graphql";
import type { Context } from "../../graphql/context.type.js";
import type { ApiKeyConfig } from "./api-key.js";
import { API_KEY_HEADER, identifyClient, INVALID_API_KEY } from "./client-key.js";
import { RATE_LIMITED, retryAfterSeconds, type RateLimiter } from "./limiter.js";

export function rateLimitPlugin(
  limiter: RateLimiter,
  costOf: (context: GraphQLRequestContextDidResolveOperation<object>) => number,
  maxCost: number,
  keys: ApiKeyConfig,
): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(context) {
          let cost: number;
          try {
            cost = costOf(context);
          } catch {
            return; // refused by the cost limit (a bad `first`)
          }
          if (cost <= 0 || cost > maxCost) return;
          const identity = identifyClient(context.request.http?.headers.get(API_KEY_HEADER), context.contextValue.remoteAddress, keys);
          // the HTTP guard has refused such a request already; this holds where Apollo is reached without it
          if (!identity.ok) throw new GraphQLError(identity.message, { extensions: { code: INVALID_API_KEY, header: API_KEY_HEADER, http: { status: 401 } } });
          const result = await limiter.take(identity.client, cost);
          if (result.allowed) return;
          const seconds = retryAfterSeconds(result);
          throw new GraphQLError(`rate limit exceeded: this operation costs ${cost} points and this client has ${result.remaining} left; retry after ${seconds} s`, {
            extensions: {
              code: RATE_LIMITED,
              cost,
              retryAfterSeconds: seconds,
              http: { status: 429, headers: new HeaderMap([["retry-after", String(seconds)]]) },
            },
          });
        },
      };
    },
  };
}
