// Where token buckets live: in process (memory-store.ts) or in Redis (redis-store.ts), shared by every
// instance. Both implement this interface with the same arithmetic (bucket.ts).

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
  /** When refused: by the request's own point(s), or by the operation's cost (the request's points then spent). */
  refusedBy?: "request" | "operation";
  /** Milliseconds until the bucket holds a whole point again, after this take (0: it holds one now). */
  msUntilOnePoint: number;
}

export interface RateLimitStore {
  /**
   * Takes `requestPoints` and then `points` from the bucket of `key`: the request's points when the bucket
   * holds them (else nothing at all), then the operation's when what is left holds them (else the request's
   * stay spent). Must be atomic per key: two takes that race must not both spend the same points.
   */
  take(key: string, points: number, policy: BucketPolicy, nowMs: number, requestPoints?: number): Promise<TakeResult>;
}
