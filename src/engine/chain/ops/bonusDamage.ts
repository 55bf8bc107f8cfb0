/**
 * Bonus Damage (712–715): "Your spells and abilities deal N Bonus Damage." on an object on the board, or
 * as effect text of an Equipment attached to a unit (136.2, the unit's controller's), grants its controller's
 * spells and abilities N more damage on each Deal action; every instance is summed and applied once (714).
 */
import type { GameState } from "../../state/types.js";
import { isOnBoard, label, staticRules } from "../../state/queries.js";
import { abilitiesOf } from "../../state/abilities.js";
import { topMost } from "./effectText.js";

export interface Bonus {
  n: number;
  from: string[];
}

export function bonusDamageFor(state: GameState, controller: string): Bonus {
  const out: Bonus = { n: 0, from: [] };
  for (const id of state.objectOrder) {
    const o = state.objects.get(id);
    if (!o || !isOnBoard(o) || o.zone === "FACEDOWN" || !o.def) continue;
    // its own static abilities (an Equipment's effect text is not its own)
    if (o.controller === controller)
      for (const r of staticRules(o, state))
        if (r.rule === "bonusDamage") {
          out.n += r.n;
          out.from.push(label(o));
        }
    // an attached Equipment's effect text acts as the unit's (136.2)
    const unit = o.def.effectText?.length ? topMost(o, state) : undefined;
    if (unit && unit.controller === controller)
      abilitiesOf(o, state).forEach((a, i) => {
        if (o.def?.effectText?.includes(i) && a.kind === "static" && a.rule.rule === "bonusDamage") {
          out.n += a.rule.n;
          out.from.push(`${label(unit)} (from ${label(o)})`);
        }
      });
  }
  if (out.n < 0) return { n: 0, from: [] }; // 714.2
  return out;
}
