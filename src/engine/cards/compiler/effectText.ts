/**
 * Which abilities of an Equipment are effect text (136.2): printed after its Equip ability, they are
 * appended to the unit that carries the Equipment (there "I"/"me" means that unit). The kinds the engine appends are
 * keywords a unit has and triggers on what the unit does; anything else printed there is reported.
 */
import type { Ability, CardDefinition } from "../language.js";
import type { LayoutEntry } from "../vocabulary.js";

const UNIT_KEYWORDS = new Set(["Tank", "Ganking", "Backline"]);
const UNIT_EVENTS = new Set(["attack", "defend", "attackOrDefend", "conquer", "hold", "conquerOrHold", "move", "moveToBattlefield", "moveFromBattlefield", "moveFromLocation", "die", "winCombat", "endOfYourTurn"]); // endOfYourTurn: "your" is the unit's controller, placed by the caller

export function appendable(a: Ability): boolean {
  if (a.kind === "triggered") return UNIT_EVENTS.has(a.on);
  if (a.kind !== "static") return false;
  const r = a.rule;
  // "[Level N][>] <static>": a Level condition (the XP of the unit's controller) on a static the unit gets
  if (r.rule === "dependent") return r.when.every((c) => c.on === "level") && r.ability.kind === "static" && appendable(r.ability);
  return r.rule === "selfTag" || r.rule === "cantBeMovedByEnemy" || r.rule === "holdAndConquerEffectsSwap" || r.rule === "assault" || r.rule === "shield" || r.rule === "deflect" || r.rule === "bonusDamage" || r.rule === "replaceOwnDeathKillThis" || (r.rule === "selfHas" && r.additional === true) || r.rule === "mightIfAttachedThisTurn" || (r.rule === "whileWithExactlyOneOther" && r.might !== undefined && r.grants.length === 0) || (r.rule === "keyword" && UNIT_KEYWORDS.has(r.keyword)) || (r.rule === "grantKeywords" && !!r.who.group && !r.who.self && !r.who.eachHave && !r.who.everywhere && !r.who.whileAtBattlefield);
}

/**
 * The effect text of an Equipment (136.1): the abilities printed after the `[Effect]` marker (the notation's
 * boundary between rules text and effect text). Without the marker the effect text is blank (136.2.a): an
 * ability printed after the Equip ability is the Equipment's own.
 */
export function effectTextOf(def: Pick<CardDefinition, "abilities" | "layout">): { indices: number[]; unreadable: number[] } {
  const layout: LayoutEntry[] = def.layout ?? [];
  if (!layout.some((e) => "ability" in e && e.keyword === "Equip")) return { indices: [], unreadable: [] };
  const after = layout.flatMap((e) => ("ability" in e && e.effectText ? [e.ability] : []));
  return {
    indices: after.filter((i) => appendable(def.abilities[i]!)),
    unreadable: after.filter((i) => !appendable(def.abilities[i]!)),
  };
}
