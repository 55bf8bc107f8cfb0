/**
 * Abilities an object has from a battlefield that gives its controller's legends an activated ability while they control it. A legend's
 * abilities are its own, then those every battlefield on the board with such a grant gives (in board order), numbered after
 * its own; each works only while the legend's controller controls that battlefield (checked as it is played).
 */
import type { Ability } from "../cards/language.js";
import type { GameState, Obj } from "./types.js";

export function grantedAbilities(state: GameState, o: Obj): { ability: Ability; from: string; thisTurn?: true }[] {
  // abilities a spell or ability gave it this turn come first after its own (only a unit has them), then a legend's from battlefields
  if (o.abilitiesThisTurn?.length) return o.abilitiesThisTurn.map((ability) => ({ ability, from: o.id, thisTurn: true as const }));
  if (!o.types.includes("legend")) return [];
  const out: { ability: Ability; from: string; thisTurn?: true }[] = [];
  for (const bf of state.battlefields.values())
    for (const a of bf.def?.abilities ?? []) if (a.kind === "static" && a.rule.rule === "legendsHave") out.push({ ability: a.rule.ability, from: bf.id });
  return out;
}
