// One resolveChain task as it crosses into a worker thread: the engine request, the cards it names
// (looked up by the service beforehand: the engine does no I/O), the step budget and the rules profile
// of the pinned release.
import { resolveChain, type CardInfo, type EngineRequest, type RulesProfile } from "../engine/index.js";
import { engineAnswer, type EngineAnswer } from "./engine-answer.js";

export interface EngineTask {
  /** The request, or its JSON (`requestJson`): a string crosses into the worker as one copy, where the
   * object graph of a large board costs the event loop milliseconds of structured cloning. */
  request?: EngineRequest;
  requestJson?: string;
  /** The catalog as [name or code as the request spells it, card] pairs (structured-clone friendly). */
  catalog: [string, CardInfo][];
  stepBudget: number;
  /** The pinned release's behaviour where it differs from RUP4 (plain data); RUP4's when absent. */
  profile?: RulesProfile;
}

export interface EngineTaskResult {
  /** The result as the service stores it (./engine-answer.ts). */
  answer: EngineAnswer;
  /** Milliseconds the engine itself ran (no queueing, no copying, no making of the answer's JSON). */
  ms: number;
}

export function runEngineTask(task: EngineTask): EngineTaskResult {
  const started = performance.now();
  const cards = new Map(task.catalog);
  const request = task.request ?? (JSON.parse(task.requestJson ?? "null") as EngineRequest);
  const result = resolveChain(request, { lookup: (key) => cards.get(key) }, { stepBudget: task.stepBudget, ...(task.profile ? { profile: task.profile } : {}) });
  const ms = performance.now() - started;
  return { answer: engineAnswer(result), ms };
}
