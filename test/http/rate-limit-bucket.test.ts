// Token bucket arithmetic and the in-memory store.
import { describe, expect, it } from "vitest";
import { takeFromBucket } from "../../src/http/rate-limit/bucket.js";
import { issueApiKey } from "../../src/http/rate-limit/api-key.js";
import { identifyClient } from "../../src/http/rate-limit/client-key.js";
import { MemoryRateLimitStore } from "../../src/http/rate-limit/memory-store.js";

const policy = { capacity: 10, refillPerSecond: 2 };

describe("takeFromBucket", () => {
  it.each([
    ["a new bucket is full", undefined, 4, 0, 0, { allowed: true, remaining: 6, retryAfterMs: 0, msUntilOnePoint: 0 }],
    ["takes exactly what is left", { tokens: 3, atMs: 0 }, 3, 0, 0, { allowed: true, remaining: 0, retryAfterMs: 0, msUntilOnePoint: 500 }],
    ["refuses more than is left, taking nothing", { tokens: 3, atMs: 0 }, 4, 0, 0, { allowed: false, remaining: 3, retryAfterMs: 500, refusedBy: "operation", msUntilOnePoint: 0 }],
    ["refills with time", { tokens: 0, atMs: 0 }, 3, 1_500, 0, { allowed: true, remaining: 0, retryAfterMs: 0, msUntilOnePoint: 500 }],
    ["refills up to the capacity only", { tokens: 0, atMs: 0 }, 10, 60_000, 0, { allowed: true, remaining: 0, retryAfterMs: 0, msUntilOnePoint: 500 }],
    ["charges a take beyond the capacity as a full bucket", undefined, 1_000, 0, 0, { allowed: true, remaining: 0, retryAfterMs: 0, msUntilOnePoint: 500 }],
    ["says how long until a big take fits", { tokens: 0, atMs: 0 }, 7, 0, 0, { allowed: false, remaining: 0, retryAfterMs: 3_500, refusedBy: "operation", msUntilOnePoint: 500 }],
    ["takes the request's point, then the operation's", { tokens: 3, atMs: 0 }, 2, 0, 1, { allowed: true, remaining: 0, retryAfterMs: 0, msUntilOnePoint: 500 }],
    ["refuses a request under a point, taking nothing", { tokens: 0.5, atMs: 0 }, 0, 0, 1, { allowed: false, remaining: 0, retryAfterMs: 250, refusedBy: "request", msUntilOnePoint: 250 }],
    ["keeps the request's point spent when the operation's cost does not fit", { tokens: 3, atMs: 0 }, 4, 0, 1, { allowed: false, remaining: 2, retryAfterMs: 1_000, refusedBy: "operation", msUntilOnePoint: 0 }],
  ])("%s", (_what, state, points, now, requestPoints, result) => {
    expect(takeFromBucket(state, points, policy, now, requestPoints).result).toEqual(result);
  });

  it("leaves the request's point spent in the bucket when the operation is refused", () => {
    expect(takeFromBucket({ tokens: 3, atMs: 0 }, 4, policy, 0, 1).state).toEqual({ tokens: 2, atMs: 0 });
    expect(takeFromBucket({ tokens: 0.5, atMs: 0 }, 0, policy, 0, 1).state).toEqual({ tokens: 0.5, atMs: 0 });
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

describe("identifyClient", () => {
  const keys = { secrets: ["first-secret-0123456789", "second-secret-0123456789"], revoked: new Set(["gone"]) };
  const off = { secrets: [], revoked: new Set<string>() };
  it.each([
    ["a valid key: its keyId", issueApiKey("acme", keys.secrets), "10.0.0.1", keys, { ok: true, client: "key:acme" }],
    ["a key signed with the second secret", issueApiKey("acme", keys.secrets[1]), "10.0.0.2", keys, { ok: true, client: "key:acme" }],
    ["surrounding spaces", ` ${issueApiKey("acme", keys.secrets)} `, "10.0.0.1", keys, { ok: true, client: "key:acme" }],
    ["no key: the address", undefined, "10.0.0.1", keys, { ok: true, client: "addr:10.0.0.1" }],
    ["an empty key: the address", "", undefined, keys, { ok: true, client: "addr:unknown" }],
    ["keys disabled: any header is ignored", "made-up", "10.0.0.1", off, { ok: true, client: "addr:10.0.0.1" }],
    ["keys disabled: even an issued key", issueApiKey("acme", keys.secrets), "10.0.0.1", off, { ok: true, client: "addr:10.0.0.1" }],
  ])("%s", (_what, key, address, config, expected) => {
    expect(identifyClient(key, address, config)).toEqual(expected);
  });

  const valid = issueApiKey("acme", keys.secrets);
  it.each([
    ["a made-up key", "client-1234", /not an issued key/],
    ["no signature", "rr_acme_", /not an issued key/],
    ["a truncated signature", valid.slice(0, -1), /not an issued key/],
    ["a keyId with other characters", valid.replace("acme", "ac.me"), /not an issued key/],
    ["another keyId under the signature", valid.replace("acme", "acmf"), /signature does not verify/],
    ["a signature changed", valid.slice(0, -1) + (valid.endsWith("A") ? "B" : "A"), /signature does not verify/],
    ["a key signed with another secret", issueApiKey("acme", "another-secret-0123456789"), /signature does not verify/],
    ["a revoked keyId", issueApiKey("gone", keys.secrets), /has been revoked/],
    ["two keys in one header", `${valid}, ${valid}`, /not an issued key/],
  ])("refuses %s", (_what, key, message) => {
    const identity = identifyClient(key, "10.0.0.1", keys);
    expect(identity.ok).toBe(false);
    if (!identity.ok) expect(identity.message).toMatch(new RegExp(`^x-api-key: the API key is not valid: .*${message.source}`));
  });
});

describe("issueApiKey", () => {
  it("signs with the first secret and refuses a bad keyId or no secret", () => {
    expect(issueApiKey("acme-1", "first-secret-0123456789,second-secret-0123456789")).toBe(issueApiKey("acme-1", "first-secret-0123456789"));
    expect(issueApiKey("acme-1", "first-secret-0123456789")).toMatch(/^rr_acme-1_[\w-]{32}$/);
    expect(() => issueApiKey("acme_1", "first-secret-0123456789")).toThrow(/letters, digits or hyphens/);
    expect(() => issueApiKey("acme", "")).toThrow(/API_KEY_SECRET is not set/);
    expect(() => issueApiKey("acme", "short")).toThrow(/shorter than 16 characters/);
  });
});
