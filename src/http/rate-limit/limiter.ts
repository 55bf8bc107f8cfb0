// The rate limiter: one token bucket per client, in points of operation cost (the cost model of
// src/graphql/limits), refilled continuously. Refusals name the wait, for a Retry-After header.
// Each answer about a client also says how long until its bucket holds a whole point again: until
// then this process knows the client has nothing to spend (a bucket only refills at its known rate; other
// instances' takes can only make the wait longer), so its requests are refused without asking the store.
import type { RateLimitConfig } from "../../config.js";
import type { BucketPolicy, RateLimitStore, TakeResult } from "./store.js";

export const RATE_LIMITED = "RATE_LIMITED";

/** Clients whose empty bucket this process remembers, at most (the oldest forgotten first). */
const MAX_KNOWN_EMPTY = 10_000;

export class RateLimiter {
  readonly policy: BucketPolicy;
  /** client → when its bucket next holds a whole point (ms), as the store last said */
  private readonly emptyUntil = new Map<string, number>();

  constructor(
    private readonly store: RateLimitStore,
    config: RateLimitConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.policy = { capacity: config.burst, refillPerSecond: config.pointsPerSecond };
  }

  /** Takes `requestPoints`, then `points` (see RateLimitStore.take), and remembers whether the bucket is left empty. */
  async take(client: string, points: number, requestPoints = 0): Promise<TakeResult> {
    const now = this.now();
    const result = await this.store.take(client, points, this.policy, now, requestPoints);
    this.emptyUntil.delete(client);
    if (result.msUntilOnePoint > 0) {
      if (this.emptyUntil.size >= MAX_KNOWN_EMPTY) this.emptyUntil.delete(this.emptyUntil.keys().next().value as string);
      this.emptyUntil.set(client, now + result.msUntilOnePoint);
    }
    return result;
  }

  /** Milliseconds until `client` may have a whole point again, as far as this process knows (0: it may have one now). */
  knownEmptyFor(client: string): number {
    const until = this.emptyUntil.get(client);
    if (until === undefined) return 0;
    const left = until - this.now();
    if (left > 0) return left;
    this.emptyUntil.delete(client);
    return 0;
  }
}

/** Whole seconds to wait, at least 1 (Retry-After takes seconds). */
export function retryAfterSeconds(result: Pick<TakeResult, "retryAfterMs">): number {
  return Math.max(1, Math.ceil(result.retryAfterMs / 1000));
}
