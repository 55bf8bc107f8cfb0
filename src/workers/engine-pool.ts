// Runs resolveChain on a pool of worker threads (piscina), so a CPU-heavy chain never stalls the event
// loop that answers every other request. Each task has a wall-clock deadline (the worker running it is
// stopped when it passes) and the pool takes at most `size + queueLimit` tasks: past that a request is
// refused at once as busy instead of waiting without end.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ResourceLimits } from "node:worker_threads";
import { Piscina } from "piscina";
import { PROJECT_ROOT } from "../config.js";
import type { CardInfo, RulesProfile } from "../engine/index.js";
import type { EngineAnswer } from "./engine-answer.js";
import { engineBusy, engineTimeout } from "./engine-errors.js";
import type { EngineTask, EngineTaskResult } from "./engine-task.js";
import type { EngineWorkerData } from "./engine.worker.js";
import { stepsOf, type EngineObserver, type EngineRunner } from "./engine-runner.js";

export interface EnginePoolOptions {
  size: number;
  queueLimit: number;
  deadlineMs: number;
  stepBudget: number;
  /** Niceness of the worker threads (0–19, Linux): the event loop answering every other request goes first. */
  workerNice?: number;
  /** `idle`: the worker threads ask for Linux's SCHED_IDLE policy (the niceness where they cannot have it); `nice` (when absent): the niceness alone. The server passes its setting (ENGINE_WORKER_SCHEDULING, default `idle`). */
  workerScheduling?: "idle" | "nice";
  /** Each worker's young generation in MB (V8's default when absent or 0). The server passes its setting (ENGINE_WORKER_YOUNG_MB). */
  workerYoungGenerationMb?: number;
  observe?: EngineObserver;
}

/** The compiled worker module: beside this file in dist/, or dist/'s copy when running from sources. */
export function engineWorkerFile(): string {
  const here = fileURLToPath(new URL("./engine.worker.js", import.meta.url));
  const file = existsSync(here) ? here : resolve(PROJECT_ROOT, "dist", "src", "workers", "engine.worker.js");
  if (!existsSync(file)) throw new Error(`engine worker not found at ${file}: run \`npm run build\` first`);
  return pathToFileURL(file).href;
}

export class EnginePool implements EngineRunner {
  private readonly pool: Piscina<EngineTask, EngineTaskResult>;
  private inFlight = 0;
  private readonly observe: EngineObserver;

  constructor(private readonly options: EnginePoolOptions) {
    this.observe = options.observe ?? (() => undefined);
    this.pool = new Piscina<EngineTask, EngineTaskResult>({
      filename: engineWorkerFile(),
      minThreads: options.size,
      maxThreads: options.size,
      idleTimeout: 60_000,
      ...(options.workerYoungGenerationMb ? { resourceLimits: { maxYoungGenerationSizeMb: options.workerYoungGenerationMb } } : {}),
      workerData: { nice: options.workerNice ?? 0, scheduling: options.workerScheduling ?? "nice" } satisfies EngineWorkerData,
    });
  }

  /** Tasks running or waiting now. */
  get load(): { running: number; waiting: number; size: number; queueLimit: number } {
    const running = Math.min(this.inFlight, this.options.size);
    return { running, waiting: this.inFlight - running, size: this.options.size, queueLimit: this.options.queueLimit };
  }

  /** The V8 resource limits each running worker was started with, as Node records them. */
  workerResourceLimits(): ResourceLimits[] {
    return this.pool.threads.map((worker) => worker.resourceLimits ?? {});
  }

  async run(requestJson: string, catalog: ReadonlyMap<string, CardInfo>, profile?: RulesProfile): Promise<EngineAnswer> {
    const { size, queueLimit, deadlineMs, stepBudget } = this.options;
    if (this.inFlight >= size + queueLimit) {
      this.observe({ outcome: "busy", engineMs: 0, totalMs: 0, steps: 0 });
      throw engineBusy(size, queueLimit);
    }
    this.inFlight += 1;
    const started = performance.now();
    // The deadline's timer ends with the task. AbortSignal.timeout's outlives it: its signal, held through a
    // WeakRef until a full collection, was still there when the timer fired, and was aborted then, seconds after
    // its task had ended (a DOMException made, its stack captured, for every task).
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), deadlineMs).unref();
    const signal = deadline.signal;
    try {
      const task: EngineTask = { requestJson, catalog: [...catalog], stepBudget, ...(profile ? { profile } : {}) };
      const { answer, ms } = await this.pool.run(task, { signal });
      this.observe({ outcome: answer.ok ? "ok" : "invalid", engineMs: ms, totalMs: performance.now() - started, steps: stepsOf(answer) });
      return answer;
    } catch (error) {
      const totalMs = performance.now() - started;
      if (signal.aborted) {
        this.observe({ outcome: "timeout", engineMs: totalMs, totalMs, steps: 0 });
        throw engineTimeout(deadlineMs);
      }
      this.observe({ outcome: "error", engineMs: 0, totalMs, steps: 0 });
      throw error;
    } finally {
      clearTimeout(timer);
      this.inFlight -= 1;
    }
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
