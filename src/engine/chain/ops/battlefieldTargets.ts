/**
 * Battlefields chosen as targets: "Choose a battlefield [you control | where you have units].", and the battlefield
 * of "all enemy units at a battlefield" (355.10.b: such a card targets the battlefield, not the units). Checked as the
 * item is played and again as it resolves (359.3.e.2); objects "there" are those at it as an instruction executes.
 */
import type { RuleRef, TargetCheck } from "../../api.js";
import type { TargetSpec } from "../../cards/language.js";
import { cite } from "../../rules.js";
import { describeLocation, locationOf } from "../../state/queries.js";
import type { ChainItem, GameState, TargetRef } from "../../state/types.js";

/** Why a battlefield does not meet the slot's requirements (undefined: it does). */
export function battlefieldFails(id: string, spec: TargetSpec, item: ChainItem, state: GameState): string | undefined {
  const bf = state.battlefields.get(id);
  if (!bf) return "it is not a battlefield";
  if (item.hiddenAt && spec.hiddenRestricted !== false && id !== item.hiddenAt)
    return `the card was played from facedown at ${describeLocation(`bf:${item.hiddenAt}`, state)}, so the battlefield it chooses must be that one (811.1.d.2)`;
  for (const r of spec.requirements) {
    if (r.req === "youControl" && bf.controller !== item.controller)
      return `${item.controller} must control it, but ${bf.controller ? `${bf.controller} does` : "nobody does"}`;
    if (r.req === "youHaveUnitsThere" && ![...state.objects.values()].some((o) => o.controller === item.controller && o.types.includes("unit") && locationOf(o) === `bf:${id}`))
      return `${item.controller} must have units there, but has none`;
    if (r.req !== "youControl" && r.req !== "youHaveUnitsThere") return `the engine has no rule for the battlefield requirement "${r.req}"`;
  }
  return undefined;
}

export function checkBattlefieldTarget(ref: TargetRef, spec: TargetSpec, item: ChainItem, state: GameState, when: "play" | "resolve"): TargetCheck {
  const base: RuleRef[] = when === "play" ? cite("play.check-legality", "targets.battlefield", "targets.requirements") : cite("illegal-targets.definition", "targets.requirements");
  const why = battlefieldFails(ref.id, spec, item, state);
  if (why) return { object: ref.id, legal: false, reason: why, citations: [...base, ...(item.hiddenAt ? cite("keyword.hidden-here") : [])] };
  return { object: ref.id, legal: true, citations: when === "resolve" ? cite("illegal-targets.definition") : cite("play.check-legality", "targets.battlefield") };
}

/** The battlefield chosen for slot `bf`, if it meets its requirements now ("there" is none otherwise). */
export function chosenBattlefieldNow(bf: string, item: ChainItem, state: GameState, chosen: Map<string, TargetRef[]>): string | undefined {
  const spec = (item.repeatEffect ?? item.effect)?.targets.find((t) => t.slot === bf) ?? item.effect?.targets.find((t) => t.slot === bf);
  const id = (chosen.get(bf) ?? [])[0]?.id;
  if (!spec || !id) return undefined;
  return battlefieldFails(id, spec, item, state) === undefined ? id : undefined;
}
