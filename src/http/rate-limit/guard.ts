// The HTTP part of rate limiting: every request to /graphql takes one point from its client's bucket
// before its body is read, so a flood of requests is refused cheaply whatever they contain.
import type { Guard } from "../app.js";
import { HttpError } from "../body.js";
import { API_KEY_HEADER, clientKey } from "./client-key.js";
import { RATE_LIMITED, retryAfterSeconds, type RateLimiter } from "./limiter.js";

export const REQUEST_POINTS = 1;

export function rateLimitGuard(limiter: RateLimiter): Guard {
  return async ({ req }) => {
    const apiKey = req.headers[API_KEY_HEADER];
    const key = clientKey(Array.isArray(apiKey) ? apiKey[0] : apiKey, req.socket.remoteAddress);
    const result = await limiter.take(key, REQUEST_POINTS);
    if (!result.allowed) {
      const seconds = retryAfterSeconds(result);
      throw new HttpError(429, RATE_LIMITED, `rate limit exceeded: too many requests from this client; retry after ${seconds} s`, {
        "retry-after": String(seconds),
      });
    }
  };
}
