// Where token buckets live. In process for now (memory-store.ts); a shared store (Redis) implements
// the same interface so that every instance draws on the same buckets.

export interface BucketPolicy {
  /** Points a full bucket holds: the largest burst a client may spend at once. */
  capacity: number;
  /** Points a bucket regains each second, up to its capacity. */
  refillPerSecond: number;
}

export interface TakeResult {
  allowed: boolean;
  /** Points left in the bucket after this take (whole points). */
  remaining: number;
  /** When refused: milliseconds until the bucket holds enough points. */
  retryAfterMs: number;
}

export interface RateLimitStore {
  /**
   * Takes `points` from the bucket of `key` when it holds that many, or nothing at all. Must be atomic
   * per key: two takes that race must not both spend the same points.
   */
  take(key: string, points: number, policy: BucketPolicy, nowMs: number): Promise<TakeResult>;
}
