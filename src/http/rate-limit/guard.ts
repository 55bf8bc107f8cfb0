// The HTTP part of rate limiting: every request to /graphql takes one point from its client's bucket
// before its body is read, so a flood of requests is refused cheaply whatever they contain. A request
// with an API key that does not verify is refused here with 401, before anything runs.
import type { Guard } from "../app.js";
import { HttpError } from "../body.js";
import type { ApiKeyConfig } from "./api-key.js";
import { API_KEY_HEADER, identifyClient, INVALID_API_KEY } from "./client-key.js";
import { RATE_LIMITED, retryAfterSeconds, type RateLimiter } from "./limiter.js";

export const REQUEST_POINTS = 1;

export function rateLimitGuard(limiter: RateLimiter, keys: ApiKeyConfig): Guard {
  return async ({ req }) => {
    const apiKey = req.headers[API_KEY_HEADER];
    const identity = identifyClient(Array.isArray(apiKey) ? apiKey.join(", ") : apiKey, req.socket.remoteAddress, keys);
    if (!identity.ok) throw new HttpError(401, INVALID_API_KEY, identity.message, {}, { header: API_KEY_HEADER });
    const result = await limiter.take(identity.client, REQUEST_POINTS);
    if (!result.allowed) {
      const seconds = retryAfterSeconds(result);
      throw new HttpError(429, RATE_LIMITED, `rate limit exceeded: too many requests from this client; retry after ${seconds} s`, {
        "retry-after": String(seconds),
      });
    }
  };
}
