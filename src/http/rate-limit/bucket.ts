// Token bucket arithmetic, pure: the same for every store.
import type { BucketPolicy, TakeResult } from "./store.js";

export interface BucketState {
  tokens: number;
  /** When `tokens` was last computed, in milliseconds. */
  atMs: number;
}

/** A bucket seen for the first time is full. A take larger than the capacity spends a full bucket. */
export function takeFromBucket(state: BucketState | undefined, points: number, policy: BucketPolicy, nowMs: number): { state: BucketState; result: TakeResult } {
  const elapsed = state ? Math.max(0, nowMs - state.atMs) / 1000 : 0;
  const available = state ? Math.min(policy.capacity, state.tokens + elapsed * policy.refillPerSecond) : policy.capacity;
  const cost = Math.min(Math.max(points, 0), policy.capacity);
  if (available >= cost) {
    return { state: { tokens: available - cost, atMs: nowMs }, result: { allowed: true, remaining: Math.floor(available - cost), retryAfterMs: 0 } };
  }
  const retryAfterMs = Math.ceil(((cost - available) / policy.refillPerSecond) * 1000);
  return { state: { tokens: available, atMs: nowMs }, result: { allowed: false, remaining: Math.floor(available), retryAfterMs } };
}
