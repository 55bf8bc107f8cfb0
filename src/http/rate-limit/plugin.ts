// The per-operation part of rate limiting: once Apollo knows the operation, its cost (with this
// request's variables) is taken from the client's bucket, together with the request's own point the
// HTTP guard left owing (src/http/rate-limit/guard.ts), so a resolveChain (cost 100) spends a hundred
// times what a rule lookup does. An operation over the cost limit is left to that limit (its request's
// point is taken after the answer).
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContextDidResolveOperation } from "@apollo/server";
import { GraphQLError } from "graphql";
import type { Context } from "../../graphql/context.type.js";
import type { ApiKeyConfig } from "./api-key.js";
import { API_KEY_HEADER, identifyClient, INVALID_API_KEY } from "./client-key.js";
import { tooManyRequestsMessage } from "./guard.js";
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
          if (cost > maxCost) return;
          const charge = context.contextValue.charge;
          const owed = charge?.points ?? 0;
          const points = Math.max(cost, 0);
          if (points + owed <= 0) return;
          let client = charge?.client;
          if (client === undefined) {
            const identity = identifyClient(context.request.http?.headers.get(API_KEY_HEADER), context.contextValue.remoteAddress, keys);
            // the HTTP guard has refused such a request already; this holds where Apollo is reached without it
            if (!identity.ok) throw new GraphQLError(identity.message, { extensions: { code: INVALID_API_KEY, header: API_KEY_HEADER, http: { status: 401 } } });
            client = identity.client;
          }
          if (charge) charge.points = 0;
          const result = await limiter.take(client, points, owed);
          if (result.allowed) return;
          const seconds = retryAfterSeconds(result);
          const http = { status: 429, headers: new HeaderMap([["retry-after", String(seconds)]]) };
          // the request's own point could not be paid: refused as the HTTP guard refuses
          if (result.refusedBy === "request") throw new GraphQLError(tooManyRequestsMessage(seconds), { extensions: { code: RATE_LIMITED, http } });
          throw new GraphQLError(`rate limit exceeded: this operation costs ${cost} points and this client has ${result.remaining} left; retry after ${seconds} s`, {
            extensions: { code: RATE_LIMITED, cost, retryAfterSeconds: seconds, http },
          });
        },
      };
    },
  };
}
