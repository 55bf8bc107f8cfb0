// Each engine worker runs with the young generation the configuration gives it (ENGINE_WORKER_YOUNG_MB),
// or V8's default when that is 0. Node reports the limits a worker runs with, V8's own where none was given.
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { EnginePool } from "../../src/workers/engine-pool.js";

async function limitsOfWorkers(workerYoungGenerationMb: number) {
  const pool = new EnginePool({ size: 2, queueLimit: 2, deadlineMs: 30_000, stepBudget: 100, workerYoungGenerationMb });
  try {
    const board = { turnPlayer: "p1", players: [{ id: "p1" }, { id: "p2" }], battlefields: [], objects: [] };
    const answers = await Promise.all([0, 1].map(() => pool.run(JSON.stringify({ board, chain: [] }), new Map())));
    expect(answers.every((a) => a.ok)).toBe(true);
    return pool.workerResourceLimits();
  } finally {
    await pool.close();
  }
}

/** The young generation V8 gives a worker started without resource limits (Node reports the effective limits). */
function defaultYoungGenerationMb(): Promise<number | undefined> {
  return new Promise((done, fail) => {
    const worker = new Worker("setTimeout(() => {}, 1000)", { eval: true });
    worker.once("error", fail);
    worker.once("online", () => {
      const mb = worker.resourceLimits?.maxYoungGenerationSizeMb;
      void worker.terminate().then(() => done(mb), fail);
    });
  });
}

describe("engine worker young generation", () => {
  it("every worker of the pool starts with the young generation given", async () => {
    const limits = await limitsOfWorkers(96);
    expect(limits).toHaveLength(2);
    for (const l of limits) expect(l.maxYoungGenerationSizeMb).toBe(96);
  });

  it("0 leaves V8's default: the young generation of a worker started without limits", async () => {
    const limits = await limitsOfWorkers(0);
    expect(limits).toHaveLength(2);
    const plain = await defaultYoungGenerationMb();
    expect(plain).toBeGreaterThan(0);
    for (const l of limits) expect(l.maxYoungGenerationSizeMb).toBe(plain);
  });

  it("is read from ENGINE_WORKER_YOUNG_MB, 192 by default, and refuses what is not a count of MB", () => {
    expect(loadConfig({}).engineWorkerYoungMb).toBe(192);
    expect(loadConfig({ ENGINE_WORKER_YOUNG_MB: "64" }).engineWorkerYoungMb).toBe(64);
    expect(loadConfig({ ENGINE_WORKER_YOUNG_MB: "0" }).engineWorkerYoungMb).toBe(0);
    expect(() => loadConfig({ ENGINE_WORKER_YOUNG_MB: "lots" })).toThrow(/ENGINE_WORKER_YOUNG_MB must be a non-negative integer/);
  });
});
