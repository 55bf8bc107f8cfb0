// The HTTP part of rate limiting: every request to /graphql owes one point of its client's bucket, taken
// with its operation's cost (src/http/rate-limit/plugin.ts: one round trip to the store for both) or
// after its answer when it has no operation to run. A client this process knows to have less than a
// point left (the store said so with its last answer; the bucket refills at a known rate) is refused
// here, before its body is read, without asking the store. A request with an API key that does not
// verify is refused here with 401, before anything runs.
import type { Guard } from "../app.js";
import { HttpError } from "../body.js";
import type { ApiKeyConfig } from "./api-key.js";
import type { RequestCharge } from "./charge.js";
import { API_KEY_HEADER, identifyClient, INVALID_API_KEY } from "./client-key.js";
import { RATE_LIMITED, retryAfterSeconds, type RateLimiter } from "./limiter.js";

export const REQUEST_POINTS = 1;

/** The refusal of a request whose client has less than a point to spend. */
export function tooManyRequestsMessage(seconds: number): string {
  return `rate limit exceeded: too many requests from this client; retry after ${seconds} s`;
}

export function rateLimitGuard(limiter: RateLimiter, keys: ApiKeyConfig): Guard {
  return async (info) => {
    const apiKey = info.req.headers[API_KEY_HEADER];
    const identity = identifyClient(Array.isArray(apiKey) ? apiKey.join(", ") : apiKey, info.req.socket.remoteAddress, keys);
    if (!identity.ok) throw new HttpError(401, INVALID_API_KEY, identity.message, {}, { header: API_KEY_HEADER });
    const emptyForMs = limiter.knownEmptyFor(identity.client);
    if (emptyForMs > 0) {
      const seconds = retryAfterSeconds({ retryAfterMs: emptyForMs });
      throw new HttpError(429, RATE_LIMITED, tooManyRequestsMessage(seconds), { "retry-after": String(seconds) });
    }
    const charge: RequestCharge = {
      client: identity.client,
      points: REQUEST_POINTS,
      settle() {
        if (charge.points <= 0) return;
        const owed = charge.points;
        charge.points = 0;
        // the answer is sent: what the store says is remembered by the limiter for the client's next request
        limiter.take(charge.client, 0, owed).catch(() => undefined);
      },
    };
    info.charge = charge;
  };
}
