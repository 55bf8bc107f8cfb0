// The engine's worker threads give way to the event loop: under `idle` they run with Linux's SCHED_IDLE
// policy, under `nice` at the niceness given; the event loop's own thread keeps the normal policy.
import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EnginePool, type EnginePoolOptions } from "../../src/workers/engine-pool.js";
import { SCHED_IDLE, schedulingOf } from "../../src/workers/thread-scheduling.js";

const SCHED_OTHER = 0;

interface ThreadState {
  tid: string;
  policy: number;
  nice: number;
}

/** This process's threads as /proc shows them. */
function threads(): ThreadState[] {
  return readdirSync("/proc/self/task").flatMap((tid) => {
    try {
      return [{ tid, ...schedulingOf(`/proc/self/task/${tid}/stat`) }];
    } catch {
      return []; // a thread that ended meanwhile
    }
  });
}

/** The threads a pool of one worker adds, once it has run a task (its worker set up by then). */
async function workerThreads(scheduling: EnginePoolOptions["workerScheduling"]): Promise<ThreadState[]> {
  const before = new Set(threads().map((t) => t.tid));
  const pool = new EnginePool({ size: 1, queueLimit: 1, deadlineMs: 30_000, stepBudget: 100, workerNice: 7, workerScheduling: scheduling });
  try {
    const board = { turnPlayer: "p1", players: [{ id: "p1" }, { id: "p2" }], battlefields: [], objects: [] };
    const answer = await pool.run(JSON.stringify({ board, chain: [] }), new Map());
    expect(answer.ok).toBe(true);
    return threads().filter((t) => !before.has(t.tid));
  } finally {
    await pool.close();
  }
}

const linuxWithChrt = process.platform === "linux" && ["/usr/bin/chrt", "/bin/chrt"].some((f) => existsSync(f));

describe.skipIf(!linuxWithChrt)("engine worker scheduling (Linux)", () => {
  it("idle: the worker thread runs under SCHED_IDLE, the event loop's thread under the normal policy", async () => {
    const added = await workerThreads("idle");
    expect(added.filter((t) => t.policy === SCHED_IDLE)).toHaveLength(1);
    expect(threads().find((t) => t.tid === String(process.pid))?.policy).toBe(SCHED_OTHER);
  });

  it("nice: the worker thread keeps the normal policy at the niceness given", async () => {
    const added = await workerThreads("nice");
    expect(added.some((t) => t.policy === SCHED_IDLE)).toBe(false);
    expect(added.filter((t) => t.nice === 7)).toHaveLength(1);
  });
});
