// Token buckets in this process's memory, at most `maxKeys` of them: the least recently used bucket is
// dropped first (a dropped client starts again with a full bucket, as a new one would).
import { takeFromBucket, type BucketState } from "./bucket.js";
import type { BucketPolicy, RateLimitStore, TakeResult } from "./store.js";

export class MemoryRateLimitStore implements RateLimitStore {
  /** Map order is recency order: a take moves its key to the end. */
  private readonly buckets = new Map<string, BucketState>();

  constructor(private readonly maxKeys: number) {}

  async take(key: string, points: number, policy: BucketPolicy, nowMs: number, requestPoints = 0): Promise<TakeResult> {
    const { state, result } = takeFromBucket(this.buckets.get(key), points, policy, nowMs, requestPoints);
    this.buckets.delete(key);
    this.buckets.set(key, state);
    while (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value as string);
    return result;
  }

  get size(): number {
    return this.buckets.size;
  }
}
