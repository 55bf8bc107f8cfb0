// The per-operation part of rate limiting: once Apollo knows the operation, its cost (with this
// request's variables) is taken from the client's bucket, so a resolveChain (cost 100) spends a
// hundred times what a rule lookup does. An operation over the cost limit is left to that limit.
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContextDidResolveOperation } from "@apollo/server";
import { GraphQLError } from "graphql";
import type { Context } from "../../graphql/context.type.js";
import { API_KEY_HEADER, clientKey } from "./client-key.js";
import { RATE_LIMITED, retryAfterSeconds, type RateLimiter } from "./limiter.js";

export function rateLimitPlugin(
  limiter: RateLimiter,
  costOf: (context: GraphQLRequestContextDidResolveOperation<object>) => number,
  maxCost: number,
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
          const key = clientKey(context.request.http?.headers.get(API_KEY_HEADER), context.contextValue.remoteAddress);
          const result = await limiter.take(key, cost);
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
