// The rate limiter: one token bucket per client, in points of operation cost (the cost model of
// src/graphql/limits), refilled continuously. Refusals name the wait, for a Retry-After header.
import type { RateLimitConfig } from "../../config.js";
import type { BucketPolicy, RateLimitStore, TakeResult } from "./store.js";

export const RATE_LIMITED = "RATE_LIMITED";

export class RateLimiter {
  readonly policy: BucketPolicy;

  constructor(
    private readonly store: RateLimitStore,
    config: RateLimitConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.policy = { capacity: config.burst, refillPerSecond: config.pointsPerSecond };
  }

  take(client: string, points: number): Promise<TakeResult> {
    return this.store.take(client, points, this.policy, this.now());
  }
}

/** Whole seconds to wait, at least 1 (Retry-After takes seconds). */
export function retryAfterSeconds(result: TakeResult): number {
  return Math.max(1, Math.ceil(result.retryAfterMs / 1000));
}
