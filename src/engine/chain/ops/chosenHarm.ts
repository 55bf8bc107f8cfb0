/**
 * A unit's replacement (370) of three events a spell or ability that chooses it would do to it — a stun, a Might decrease, a
 * return to its owner's hand — by +N Might this turn (`chosenHarmBecomesMight`, active while its dependent
 * condition holds). "Chooses me": the unit is among the item's targets as the same object (355.7).
 */
import { cite } from "../../rules.js";
import { label, mightOf, staticRules } from "../../state/queries.js";
import { staticSources } from "../../state/continuous.js";
import type { Obj } from "../../state/types.js";
import type { Run } from "../resolveItem.js";

/** If the event is replaced for `o`: the +N is given and the words said; else undefined (the event happens). */
export function chosenHarmReplaced(run: Run, o: Obj, event: "stun" | "Might decrease" | "return to hand"): string | undefined {
  const state = run.ctx.state;
  const rule = staticRules(o, state).find((r) => r.rule === "chosenHarmBecomesMight");
  if (!rule || rule.rule !== "chosenHarmBecomesMight") return undefined;
  const chooses = [...run.item.targets.values()].some((refs) => refs.some((r) => !r.isChainItem && r.id === o.id && r.incarnation === o.incarnation));
  if (!chooses) return undefined;
  o.tempMight += rule.n;
  return `${run.item.name} chooses ${label(o)}, so its ${event} is replaced: ${label(o)} gets +${rule.n} Might this turn instead (now ${mightOf(o, state)})`;
}

export const CHOSEN_HARM_CITES = () => cite("replacement.applies");

/**
 * a static making its controller's Might decreases on chosen units N greater (a replacement, 370):
 * for a Might decrease the resolving item gives a unit among its targets (355.7), the additional decrease of each such static of the
 * item's controller's (active: a dependent one only while its condition holds), and the objects whose static it is.
 */
export function additionalMightDecrease(run: Run, o: Obj): { n: number; by: string[] } {
  const chooses = [...run.item.targets.values()].some((refs) => refs.some((r) => !r.isChainItem && r.id === o.id && r.incarnation === o.incarnation));
  if (!chooses) return { n: 0, by: [] };
  let n = 0;
  const by: string[] = [];
  for (const src of staticSources(run.ctx.state)) {
    if (src.controller !== run.item.controller) continue;
    for (const r of src.rules) if (r.rule === "extraMightDecreaseOnChosen") { n += r.n; by.push(src.id); }
  }
  return { n, by };
}
