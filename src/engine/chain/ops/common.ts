/** Shared helpers of the compiler-vocabulary executors: legal objects of a reference, and "ignored" outcomes. */
import type { RuleRef } from "../../api.js";
import type { ObjectRef } from "../../cards/language.js";
import { cite } from "../../rules.js";
import { isOnBoard, label } from "../../state/queries.js";
import type { ChainItem, Obj } from "../../state/types.js";
import { objectsOf, type Outcome, type Run } from "../resolveItem.js";

export const ignored = (explanation: string, citations: RuleRef[]): Outcome => ({ outcome: "IGNORED", explanation, citations });

/** The item's controller is not one of the board's players: what an instruction about that player's state does then. */
export const controllerMissing = (run: Run): Outcome => ignored(`${run.item.controller} is not a player of this board.`, cite("instructions.impossible-ignored"));

/** The chain item a spell or ability chose (its first chosen item still legal), if it is still on the chain. */
export function chosenChainItem(run: Run, ref: ObjectRef): ChainItem | undefined {
  const slot = "slot" in ref ? run.slots.get(ref.slot) : undefined;
  const id = slot?.chosen.map((c) => c.id).find((x) => !slot.illegal.includes(x));
  return id ? run.ctx.state.chain.find((c) => c.id === id) : undefined;
}

/** The legal objects of a reference on the board (359.3.e.5–8), or the outcome saying why there are none. */
export function onBoard(run: Run, ref: ObjectRef, what: string): { objs: Obj[]; partial: string[] } | Outcome {
  const r = objectsOf(run, ref);
  if ("all" in ref) {
    if (r.objs.length === 0) return ignored(`There is no ${what} matching, so there is nothing to act on.`, cite("instructions.impossible-ignored"));
    return { objs: r.objs, partial: [] };
  }
  if (r.chosen === 0 && r.illegal.length === 0) return ignored(`No ${what} was chosen, so there is nothing to act on.`, cite("targets.up-to"));
  const live = r.objs.filter(isOnBoard);
  if (live.length === 0)
    return ignored(
      `Every ${what} it chose is illegal or gone (${r.illegal.join(", ") || "none left"}), so this instruction can't be followed.`,
      cite("illegal-targets.unaffected", "instructions.all-targets-gone"),
    );
  return { objs: live, partial: r.illegal };
}

export function done(objs: Obj[], partial: string[], explanation: string, citations: RuleRef[] = []): Outcome {
  const rest = partial.length ? ` ${partial.join(", ")} ${partial.length === 1 ? "is" : "are"} illegal and unaffected.` : "";
  return {
    outcome: partial.length ? "PARTIAL" : "EXECUTED",
    explanation: `${explanation}${rest}`,
    citations: [...citations, ...(partial.length ? cite("instructions.legal-rest") : [])],
  };
}

export const names = (objs: Obj[]) => objs.map(label).join(", ");
