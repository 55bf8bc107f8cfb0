import { describe, expect, it } from "vitest";
import { memoized } from "../../src/services/memo.js";

describe("memoized", () => {
  it("makes a value once per key, shared by callers that arrive while it is made", async () => {
    const kept = new Map<string, Promise<number>>();
    let makings = 0;
    const make = () => new Promise<number>((done) => setTimeout(() => done(++makings), 5));
    const [a, b] = await Promise.all([memoized(kept, "k", make), memoized(kept, "k", make)]);
    expect([a, b, await memoized(kept, "k", make), makings]).toEqual([1, 1, 1, 1]);
    expect(await memoized(kept, "other", make)).toBe(2);
  });

  it("forgets a failure, so the next call makes the value again", async () => {
    const kept = new Map<string, Promise<string>>();
    await expect(memoized(kept, "k", () => Promise.reject(new Error("database unreachable")))).rejects.toThrow("database unreachable");
    await Promise.resolve(); // the failure's handler has run
    expect(kept.has("k")).toBe(false);
    expect(await memoized(kept, "k", () => Promise.resolve("made"))).toBe("made");
  });

  it("keeps a making started after a clear() when an earlier one under the same key fails", async () => {
    const kept = new Map<string, Promise<string>>();
    let fail!: (e: Error) => void;
    const first = memoized(kept, "k", () => new Promise<string>((_, f) => (fail = f)));
    kept.clear();
    const second = memoized(kept, "k", () => Promise.resolve("second"));
    fail(new Error("late failure"));
    await expect(first).rejects.toThrow("late failure");
    expect(kept.get("k")).toBe(second);
    expect(await memoized(kept, "k", () => Promise.resolve("third"))).toBe("second");
  });
});
