// The hot-read cache: bounded and expiring in memory, read-through with one computation per key, a
// card-library version read at most once per interval, and Redis that may vanish without an error.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MemoryHotCache, ReadThrough, type CacheEvent } from "../../src/cache/hot-cache.js";
import { RedisHotCache } from "../../src/cache/redis-hot-cache.js";
import { Refreshing } from "../../src/services/refreshing.js";
import { freePort } from "../helpers/ports.js";

const REDIS_URL = process.env.RIFTRULES_TEST_REDIS_URL ?? "redis://127.0.0.1:6379/0";

describe("MemoryHotCache", () => {
  it("forgets an entry once its lifetime is over", async () => {
    let now = 1_000;
    const cache = new MemoryHotCache(1024 * 1024, () => now);
    await cache.set("a", "1", 10);
    now += 9_999;
    expect(await cache.get("a")).toBe("1");
    now += 1;
    expect(await cache.get("a")).toBeNull();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("drops the least recently used entries past its byte budget, and never holds one entry a quarter its size", async () => {
    const cache = new MemoryHotCache(400); // two bytes a character: each entry below is 82 bytes
    for (const key of ["a", "b", "c", "d"]) await cache.set(key, key.repeat(40), 60);
    await cache.get("a"); // a is now more recent than b
    await cache.set("e", "e".repeat(40), 60); // 5 × 82 > 400: the least recently used (b) goes
    expect(await cache.get("b")).toBeNull();
    expect(await cache.get("a")).toBe("a".repeat(40));
    expect(cache.size).toEqual({ entries: 4, bytes: 328 });
    await cache.set("big", "v".repeat(60), 60); // 126 bytes > 400 / 4
    expect(await cache.get("big")).toBeNull();
  });
});

describe("ReadThrough", () => {
  it("computes a key once for concurrent readers, then answers from the cache, and reports hits and misses", async () => {
    const events: CacheEvent[] = [];
    const store = new MemoryHotCache();
    const reads = new ReadThrough(store, (e) => events.push(e));
    let computed = 0;
    const compute = async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 20));
      return { n: 42 };
    };
    const [one, two] = await Promise.all([reads.get("k", "x", 60, compute), reads.get("k", "x", 60, compute)]);
    expect(one).toEqual({ n: 42 });
    expect(two).toBe(one);
    expect(computed).toBe(1);
    expect(await store.get("k:x")).toBe('{"n":42}');
    // another process's reader (a fresh ReadThrough on the same store) parses what this one stored
    const elsewhere = new ReadThrough(store, (e) => events.push(e));
    expect(await elsewhere.get("k", "x", 60, compute)).toEqual({ n: 42 });
    expect(computed).toBe(1);
    expect(events.map((e) => `${e.kind}:${e.hit ? "hit" : "miss"}`)).toEqual(["k:miss", "k:hit"]);
  });

  it("keeps neither a failed computation nor a value the caller says not to keep", async () => {
    const reads = new ReadThrough(new MemoryHotCache());
    await expect(reads.get("k", "boom", 60, async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await reads.get("k", "boom", 60, async () => "fine")).toBe("fine");
    let calls = 0;
    const missing = async () => (calls++, null);
    await reads.get("k", "absent", 60, missing, (v) => v !== null);
    await reads.get("k", "absent", 60, missing, (v) => v !== null);
    expect(calls).toBe(2);
  });

  it("gives the JSON it stored with the value, computed, parsed from the store or kept near, and with the cache off", async () => {
    const store = new MemoryHotCache();
    const reads = new ReadThrough(store);
    let computed = 0;
    const compute = async () => (computed++, { steps: [1, 2] });
    const made = await reads.getWithJson("k", "j", 60, compute);
    expect(made).toEqual({ value: { steps: [1, 2] }, json: '{"steps":[1,2]}' });
    expect(await reads.getWithJson("k", "j", 60, compute)).toEqual(made); // kept near, parsed beside its JSON
    expect(await new ReadThrough(store).getWithJson("k", "j", 60, compute)).toEqual(made); // read from the shared store
    expect(computed).toBe(1);
    const off = new ReadThrough(new MemoryHotCache(), () => undefined, false, 0);
    expect(await off.getWithJson("k", "j", 60, compute)).toEqual(made);
    expect(computed).toBe(2);
  });

  it("keeps a value longer than the caller's shared limit in this process only", async () => {
    const store = new MemoryHotCache();
    const reads = new ReadThrough(store);
    let computed = 0;
    const make = async () => (computed++, { value: "x".repeat(100), json: JSON.stringify("x".repeat(100)) });
    await reads.getOrMake("k", "long", 60, make, undefined, 50);
    expect(await store.get("k:long")).toBeNull(); // not written to the shared store
    await reads.getOrMake("k", "long", 60, make, undefined, 50); // kept near
    expect(computed).toBe(1);
    await new ReadThrough(store).getOrMake("k", "long", 60, make, undefined, 50); // another process computes it again
    expect(computed).toBe(2);
    await reads.getOrMake("k", "short", 60, make, undefined, 200);
    expect(await store.get("k:short")).not.toBeNull();
  });

  it("neither asks the shared store nor writes to it for a key whose values are never shared (limit 0), and counts the miss as this process's", async () => {
    const store = new MemoryHotCache();
    await store.set("k:cheap", JSON.stringify("put there by hand"), 60);
    const events: { hit: boolean; shared: boolean }[] = [];
    const reads = new ReadThrough(store, (e) => events.push(e), true);
    let computed = 0;
    const make = async () => (computed++, { value: "computed", json: JSON.stringify("computed") });
    expect((await reads.getOrMake("k", "cheap", 60, make, undefined, 0)).value).toBe("computed");
    expect((await reads.getOrMake("k", "fresh", 60, make, undefined, 0)).value).toBe("computed");
    expect(await store.get("k:fresh")).toBeNull();
    expect((await reads.getOrMake("k", "fresh", 60, make, undefined, 0)).value).toBe("computed"); // kept near
    expect(computed).toBe(2);
    expect(events.map((e) => [e.hit, e.shared])).toEqual([[false, false], [false, false], [true, false]]);
  });
});

describe("Refreshing", () => {
  it("reads the fingerprint at most once per interval, in the background once it has one, and at once after a change here", async () => {
    let now = 0;
    let reads = 0;
    let finishRead = () => undefined as void;
    const version = new Refreshing(() => {
      const value = `v${++reads}`;
      return reads !== 2 ? Promise.resolve(value) : new Promise<string>((done) => (finishRead = () => done(value)));
    }, 2_000, () => now);
    expect(await version.get()).toBe("v1");
    now = 1_500;
    expect(await version.get()).toBe("v1");
    now = 2_001;
    expect(await version.get()).toBe("v1"); // answered at once; the re-read runs meanwhile
    expect(await version.get()).toBe("v1"); // and only one re-read at a time
    expect(reads).toBe(2);
    finishRead();
    await version.settled();
    expect(await version.get()).toBe("v2");
    version.changed();
    expect(await version.get()).toBe("v3");
  });

  it("keeps its value when a re-read fails, and tries again on the next get past the interval", async () => {
    let now = 0;
    let fail = false;
    let reads = 0;
    const version = new Refreshing(async () => {
      reads++;
      if (fail) throw new Error("database down");
      return `v${reads}`;
    }, 2_000, () => now);
    expect(await version.get()).toBe("v1");
    fail = true;
    now = 2_001;
    expect(await version.get()).toBe("v1");
    await version.settled();
    expect(await version.get()).toBe("v1"); // the failed read left it, and started another
    await version.settled();
    fail = false;
    expect(await version.get()).toBe("v1");
    await version.settled();
    expect(await version.get()).toBe("v4");
  });

  it("reads again after a failed read", async () => {
    let fail = true;
    const version = new Refreshing(async () => {
      if (fail) throw new Error("database down");
      return "v";
    });
    await expect(version.get()).rejects.toThrow("database down");
    fail = false;
    expect(await version.get()).toBe("v");
  });
});

describe("RedisHotCache", () => {
  it("shares values between instances through Redis", async () => {
    const a = new RedisHotCache(REDIS_URL);
    const b = new RedisHotCache(REDIS_URL);
    try {
      expect(await a.ready()).toBe(true);
      expect(await b.ready()).toBe(true);
      const key = `test:${randomBytes(6).toString("hex")}`;
      await a.set(key, "shared", 30);
      expect(await b.get(key)).toBe("shared");
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("keeps answering from this process when Redis can't be reached, and reports it once", async () => {
    const errors: Error[] = [];
    const cache = new RedisHotCache(`redis://127.0.0.1:${await freePort()}/0`, new MemoryHotCache(), (e) => errors.push(e));
    try {
      await cache.set("k", "local", 30);
      expect(await cache.get("k")).toBe("local");
      expect(await cache.get("missing")).toBeNull();
      expect(await cache.get("missing-too")).toBeNull();
      expect(errors).toHaveLength(1);
    } finally {
      await cache.close();
    }
  });
});
