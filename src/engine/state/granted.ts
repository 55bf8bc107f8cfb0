/**
 * Abilities an object has from a battlefield that gives its controller's legends an activated ability while they control it. A legend's
 * abilities are its own, then those every battlefield on the board with such a grant gives (in board order), numbered after
 * its own; each works only while the legend's controller controls that battlefield (checked as it is played).
 */
import type { Ability } from "../cards/language.js";
import type { GameState, Obj } from "./types.js";

export function grantedAbilities(state: GameState, o: Obj, withHasAll = true): { ability: Ability; from: string; thisTurn?: true; hasAll?: true }[] {
  // abilities a spell or ability gave it this turn come first after its own (only a unit has them), then a legend's from battlefields
  const out: { ability: Ability; from: string; thisTurn?: true; hasAll?: true }[] = (o.abilitiesThisTurn ?? []).map((ability) => ({ ability, from: o.id, thisTurn: true as const }));
  if (o.types.includes("legend"))
    for (const bf of state.battlefields.values())
      for (const a of bf.def?.abilities ?? []) if (a.kind === "static" && a.rule.rule === "legendsHave") out.push({ ability: a.rule.ability, from: bf.id });
  // a unit having every exhaust ability of its controller's other legends, units and gear: then, in board order, each other such object's
  // activated abilities with an exhaust cost (its printed ones, dependent ones as printed, and those it has this turn or from a
  // battlefield), numbered after those; not abilities it has from such a static itself (nothing has them twice over)
  if (withHasAll && o.def?.abilities.some((a) => a.kind === "static" && a.rule.rule === "exhaustAbilitiesOfFriendly") && o.zone !== "FACEDOWN")
    for (const id of state.objectOrder) {
      const x = state.objects.get(id)!;
      if (x.id === o.id || x.controller !== o.controller || x.zone === "FACEDOWN" || !["BASE", "BATTLEFIELD"].includes(x.zone) || !["legend", "unit", "gear"].some((t) => x.types.includes(t))) continue;
      const theirs = [...(x.def?.abilities ?? []).filter((_, i) => !x.def?.effectText?.includes(i)), ...grantedAbilities(state, x, false).map((g) => g.ability)];
      for (const a of theirs) if (exhaustAbility(a)) out.push({ ability: a, from: x.id, hasAll: true });
    }
  return out;
}

/** An activated ability with an exhaust cost ("{exhaust}: …"), possibly wrapped by a dependent keyword. */
function exhaustAbility(a: Ability): boolean {
  const inner = a.kind === "static" && a.rule.rule === "dependent" ? a.rule.ability : a;
  return inner.kind === "activated" && inner.costs.some((c) => c.cost === "exhaustSelf");
}
