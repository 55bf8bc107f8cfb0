// One resolveChain task as it crosses into a worker thread: the engine request, the cards it names
// (looked up by the service beforehand: the engine does no I/O), the step budget and the rules profile
// of the pinned release.
import { resolveChain, type CardInfo, type EngineRequest, type EngineResult, type RulesProfile } from "../engine/index.js";

export interface EngineTask {
  request: EngineRequest;
  /** The catalog as [name or code as the request spells it, card] pairs (structured-clone friendly). */
  catalog: [string, CardInfo][];
  stepBudget: number;
  /** The pinned release's behaviour where it differs from RUP4 (plain data); RUP4's when absent. */
  profile?: RulesProfile;
}

export interface EngineTaskResult {
  result: EngineResult;
  /** Milliseconds the engine itself ran (no queueing, no copying). */
  ms: number;
}

export function runEngineTask(task: EngineTask): EngineTaskResult {
  const started = performance.now();
  const cards = new Map(task.catalog);
  const result = resolveChain(task.request, { lookup: (key) => cards.get(key) }, { stepBudget: task.stepBudget, ...(task.profile ? { profile: task.profile } : {}) });
  return { result, ms: performance.now() - started };
}
