/**
 * Equipment effect text (136.2, 718.3): abilities an Equipment appends to the unit it is attached to.
 * They are active only while it is attached, and "I"/"me" in them is that unit (the top-most card).
 */
import type { Ability } from "../../cards/language.js";
import { isOnBoard } from "../../state/queries.js";
import type { GameState, Obj } from "../../state/types.js";

export function isEffectText(g: { def?: Obj["def"] } | undefined, index: number): boolean {
  return g?.def?.effectText?.includes(index) ?? false;
}

/** The unit an attached Equipment speaks for, or undefined while it is not attached (its effect text is inactive). */
export function topMost(g: Obj, state: GameState): Obj | undefined {
  const unit = g.attachedTo ? state.objects.get(g.attachedTo) : undefined;
  return unit && isOnBoard(unit) && isOnBoard(g) ? unit : undefined;
}

/** Effect-text abilities appended to a unit by the Equipment attached to it. */
export function appendedAbilities(unit: Obj, state: GameState): { gear: Obj; index: number; ability: Ability }[] {
  const out: { gear: Obj; index: number; ability: Ability }[] = [];
  for (const g of state.objects.values()) {
    if (g.attachedTo !== unit.id || !isOnBoard(g)) continue;
    (g.def?.abilities ?? []).forEach((ability, index) => {
      if (isEffectText(g, index)) out.push({ gear: g, index, ability });
    });
  }
  return out;
}
