// One resolveChain task as it crosses into a worker thread: the engine request, the cards it names
// (looked up by the service beforehand: the engine does no I/O), and the step budget.
import { resolveChain, type CardInfo, type EngineRequest, type EngineResult } from "../engine/index.js";

export interface EngineTask {
  request: EngineRequest;
  /** The catalog as [name or code as the request spells it, card] pairs (structured-clone friendly). */
  catalog: [string, CardInfo][];
  stepBudget: number;
}

export interface EngineTaskResult {
  result: EngineResult;
  /** Milliseconds the engine itself ran (no queueing, no copying). */
  ms: number;
}

export function runEngineTask(task: EngineTask): EngineTaskResult {
  const started = performance.now();
  const cards = new Map(task.catalog);
  const result = resolveChain(task.request, { lookup: (key) => cards.get(key) }, { stepBudget: task.stepBudget });
  return { result, ms: performance.now() - started };
}
