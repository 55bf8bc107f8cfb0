/** resolveChain: validate, build the state, run HOT FEPR, report. Pure and deterministic. */
import type { CardCatalog, EngineRequest, EngineResult, ResolveOptions } from "./api.js";
import type { CardDefinition } from "./cards/language.js";
import { Halt, type Ctx } from "./context.js";
import { runChain } from "./chain/loop.js";
import { buildState } from "./state/setup.js";
import { finalBoard } from "./state/finalBoard.js";
import { RUP4_PROFILE } from "./profile.js";

export interface EngineOptions extends ResolveOptions {
  /** Extra card definitions (hypothetical cards in rules examples, or cards under test). */
  definitions?: readonly CardDefinition[];
}

export const DEFAULT_STEP_BUDGET = 10_000;

export function resolveChain(request: EngineRequest, catalog: CardCatalog, options: EngineOptions = {}): EngineResult {
  const extra = options.definitions ?? [];
  const built = buildState(request, catalog, extra);
  if (!built.ok) return { ok: false, errors: built.errors };
  const ctx: Ctx = {
    state: built.setup.state,
    steps: [],
    unsupported: [...built.setup.unsupported],
    choices: request.choices ?? [],
    catalog,
    extraDefinitions: extra,
    stepBudget: options.stepBudget ?? DEFAULT_STEP_BUDGET,
    pendingTriggers: [],
    cleanupOutstanding: false,
    orderDecisions: new Map(),
    profile: options.profile ?? RUP4_PROFILE,
    leftInOtherBase: new Set(),
  };
  let status: "COMPLETE" | "NEEDS_CHOICE" = "COMPLETE";
  let pendingChoice;
  try {
    runChain(ctx, request.chain);
  } catch (e) {
    if (!(e instanceof Halt)) throw e;
    if (e.reason === "NEEDS_CHOICE") {
      status = "NEEDS_CHOICE";
      pendingChoice = e.pending;
    }
  }
  const steps = ctx.steps;
  const ignored = steps.filter((s) => s.outcome === "IGNORED").length;
  const partial = steps.filter((s) => s.outcome === "PARTIAL").length;
  const executed = steps.filter((s) => s.outcome === "EXECUTED").length;
  const budgetHit = steps.some((s) => s.kind === "ERROR" && s.explanation.startsWith("Stopped after"));
  const summary =
    status === "NEEDS_CHOICE"
      ? `Stopped: ${pendingChoice!.player} must make a choice for ${pendingChoice!.item} (#${pendingChoice!.index}).`
      : `${budgetHit ? "Stopped by the step budget. " : "Chain resolved. "}${executed} instruction(s) executed, ${partial} partly, ${ignored} ignored.`;
  const unsupported = [...new Set(ctx.unsupported)];
  return {
    ok: true,
    status,
    ...(pendingChoice ? { pendingChoice } : {}),
    steps,
    finalBoard: finalBoard(ctx.state),
    summary,
    unsupported,
  };
}
