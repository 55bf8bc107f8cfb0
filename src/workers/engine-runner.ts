// How the resolutions service runs the engine: through a runner, so the HTTP process can move the CPU
// work off its event loop (EnginePool) while scripts and in-process tests run it inline.
import type { CardInfo, RulesProfile } from "../engine/index.js";
import { DEFAULT_STEP_BUDGET } from "../engine/resolveChain.js";
import type { EngineAnswer } from "./engine-answer.js";
import { runEngineTask } from "./engine-task.js";

export type EngineOutcome = "ok" | "invalid" | "timeout" | "busy" | "error";

/** What one run did, for metrics: engine milliseconds, steps taken, waiting time. */
export interface EngineEvent {
  outcome: EngineOutcome;
  engineMs: number;
  totalMs: number;
  steps: number;
}

export type EngineObserver = (event: EngineEvent) => void;

export interface EngineRunner {
  /**
   * `requestJson`: the engine request as JSON (made once by the caller, for its cache key too; a worker pool
   * sends it as it is). `profile`: the pinned release's behaviour where it differs from RUP4 (RUP4's when absent).
   */
  run(requestJson: string, catalog: ReadonlyMap<string, CardInfo>, profile?: RulesProfile): Promise<EngineAnswer>;
  close(): Promise<void>;
}

export function stepsOf(answer: EngineAnswer): number {
  return answer.ok ? answer.steps : 0;
}

/** Runs the engine on the calling thread (CLI, scripts, tests that build services in-process). */
export class InlineEngine implements EngineRunner {
  constructor(private readonly stepBudget = DEFAULT_STEP_BUDGET, private readonly observe: EngineObserver = () => undefined) {}

  async run(requestJson: string, catalog: ReadonlyMap<string, CardInfo>, profile?: RulesProfile): Promise<EngineAnswer> {
    const { answer, ms } = runEngineTask({ requestJson, catalog: [...catalog], stepBudget: this.stepBudget, ...(profile ? { profile } : {}) });
    this.observe({ outcome: answer.ok ? "ok" : "invalid", engineMs: ms, totalMs: ms, steps: stepsOf(answer) });
    return answer;
  }

  async close(): Promise<void> {}
}
