// Token bucket arithmetic, pure: the same for every store (redis-store.ts says it again in Lua).
import type { BucketPolicy, TakeResult } from "./store.js";

export interface BucketState {
  tokens: number;
  /** When `tokens` was last computed, in milliseconds. */
  atMs: number;
}

/**
 * A bucket seen for the first time is full. A take larger than the capacity spends a full bucket.
 * `requestPoints` (a request's own point) are taken first, and only if the bucket holds them; the
 * operation's `points` then from what is left.
 */
export function takeFromBucket(state: BucketState | undefined, points: number, policy: BucketPolicy, nowMs: number, requestPoints = 0): { state: BucketState; result: TakeResult } {
  const elapsed = state ? Math.max(0, nowMs - state.atMs) / 1000 : 0;
  let available = state ? Math.min(policy.capacity, state.tokens + elapsed * policy.refillPerSecond) : policy.capacity;
  const wait = (needed: number) => Math.ceil(((needed - available) / policy.refillPerSecond) * 1000);
  const untilOnePoint = () => (available >= 1 ? 0 : wait(1));
  const asked = Math.min(Math.max(requestPoints, 0), policy.capacity);
  if (available < asked) {
    return { state: { tokens: available, atMs: nowMs }, result: { allowed: false, remaining: Math.floor(available), retryAfterMs: wait(asked), refusedBy: "request", msUntilOnePoint: untilOnePoint() } };
  }
  available -= asked;
  const cost = Math.min(Math.max(points, 0), policy.capacity);
  if (available >= cost) {
    available -= cost;
    return { state: { tokens: available, atMs: nowMs }, result: { allowed: true, remaining: Math.floor(available), retryAfterMs: 0, msUntilOnePoint: untilOnePoint() } };
  }
  return {
    state: { tokens: available, atMs: nowMs },
    result: { allowed: false, remaining: Math.floor(available), retryAfterMs: wait(cost), refusedBy: "operation", msUntilOnePoint: untilOnePoint() },
  };
}
