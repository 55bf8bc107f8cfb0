/** Instructions that count the controller's units at a battlefield chosen for the effect. */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { describeLocation, isOnBoard, isUnit, label, locationOf, mightOf } from "../../state/queries.js";
import { chosenBattlefield, type Outcome, type Run } from "../resolveItem.js";
import { done, ignored } from "./common.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

/**
 * +1 {might} for the turn to each of the controller's units at a battlefield, provided they number exactly two: the units the controller has at the battlefield
 * chosen for the effect, counted as this executes (359.3.f.2); each gets the Might only if there are exactly that many.
 */
export function buffYourUnitsThereIfExactly(run: Run, ins: Op<"buffYourUnitsThereIfExactly">): Outcome {
  const state = run.ctx.state;
  const bf = chosenBattlefield(run, ins.bf);
  if (!bf) return ignored(`The chosen battlefield is not a legal target any more, so "there" is none and no unit gets Might.`, cite("instructions.impossible-ignored"));
  const at = `bf:${bf}`;
  const yours = [...state.objects.values()].filter((o) => isUnit(o) && isOnBoard(o) && o.controller === run.item.controller && locationOf(o) === at);
  if (yours.length !== ins.n)
    return ignored(
      `${run.item.controller} has ${yours.length} unit${yours.length === 1 ? "" : "s"} at ${describeLocation(at, state)}, not exactly ${ins.n}, so none gets Might.`,
      cite("referents.checked-on-execution", "instructions.impossible-ignored"),
    );
  for (const o of yours) o.tempMight += ins.amount;
  const sign = ins.amount < 0 ? `${ins.amount}` : `+${ins.amount}`;
  return done(yours, [], `${run.item.controller} has exactly ${ins.n} units at ${describeLocation(at, state)}: each gets ${sign} Might this turn (${yours.map((o) => `${label(o)} ${mightOf(o, state)}`).join(", ")}).`, cite("referents.checked-on-execution"));
}
