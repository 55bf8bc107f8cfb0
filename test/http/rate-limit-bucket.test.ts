// Token bucket arithmetic and the in-memory store.
import { describe, expect, it } from "vitest";
import { takeFromBucket } from "../../src/http/rate-limit/bucket.js";
import { clientKey } from "../../src/http/rate-limit/client-key.js";
import { MemoryRateLimitStore } from "../../src/http/rate-limit/memory-store.js";

const policy = { capacity: 10, refillPerSecond: 2 };

describe("takeFromBucket", () => {
  it.each([
    ["a new bucket is full", undefined, 4, 0, { allowed: true, remaining: 6, retryAfterMs: 0 }],
    ["takes exactly what is left", { tokens: 3, atMs: 0 }, 3, 0, { allowed: true, remaining: 0, retryAfterMs: 0 }],
    ["refuses more than is left, taking nothing", { tokens: 3, atMs: 0 }, 4, 0, { allowed: false, remaining: 3, retryAfterMs: 500 }],
    ["refills with time", { tokens: 0, atMs: 0 }, 3, 1_500, { allowed: true, remaining: 0, retryAfterMs: 0 }],
    ["refills up to the capacity only", { tokens: 0, atMs: 0 }, 10, 60_000, { allowed: true, remaining: 0, retryAfterMs: 0 }],
    ["charges a take beyond the capacity as a full bucket", undefined, 1_000, 0, { allowed: true, remaining: 0, retryAfterMs: 0 }],
    ["says how long until a big take fits", { tokens: 0, atMs: 0 }, 7, 0, { allowed: false, remaining: 0, retryAfterMs: 3_500 }],
  ])("%s", (_what, state, points, now, result) => {
    expect(takeFromBucket(state, points, policy, now).result).toEqual(result);
  });
});

describe("MemoryRateLimitStore", () => {
  it("keeps one bucket per key", async () => {
    const store = new MemoryRateLimitStore(10);
    expect((await store.take("a", 10, policy, 0)).allowed).toBe(true);
    expect((await store.take("a", 1, policy, 0)).allowed).toBe(false);
    expect((await store.take("b", 1, policy, 0)).allowed).toBe(true);
  });

  it("drops the least recently used bucket past its size", async () => {
    const store = new MemoryRateLimitStore(2);
    await store.take("a", 10, policy, 0);
    await store.take("b", 10, policy, 0);
    await store.take("a", 0, policy, 0); // a is now the most recent
    await store.take("c", 10, policy, 0);
    expect(store.size).toBe(2);
    expect((await store.take("a", 1, policy, 0)).allowed).toBe(false); // a was kept, still empty
    expect((await store.take("b", 1, policy, 0)).allowed).toBe(true); // b was dropped: a new, full bucket
  });
});

describe("clientKey", () => {
  it("uses a hash of the API key when there is one, else the address", () => {
    expect(clientKey("secret", "10.0.0.1")).toMatch(/^key:[\w-]{22}$/);
    expect(clientKey("secret", "10.0.0.1")).toBe(clientKey(" secret ", "10.0.0.2"));
    expect(clientKey("secret", "10.0.0.1")).not.toContain("secret");
    expect(clientKey("", "10.0.0.1")).toBe("addr:10.0.0.1");
    expect(clientKey(undefined, undefined)).toBe("addr:unknown");
  });
});
