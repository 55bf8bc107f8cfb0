/** Read-only questions about the game state. */
import type { Obj, GameState } from "./types.js";
import type { StaticRule } from "../cards/language.js";
import { continuousMight } from "./continuous.js";
import { abilitiesOf } from "./abilities.js";

/** On the board: one of types.ts BOARD_ZONES (asked for every object of many sweeps: compared, not searched). */
export const isOnBoard = (o: Obj): boolean => o.zone === "BATTLEFIELD" || o.zone === "BASE" || o.zone === "FACEDOWN";
export const isUnit = (o: Obj): boolean => o.types.includes("unit");
export const isGear = (o: Obj): boolean => o.types.includes("gear");
export const isEquipment = (o: Obj): boolean => o.types.includes("equipment");

/** A location key: "bf:<id>" for a battlefield (and its facedown zone), "base:<player>" for a base. */
export function locationOf(o: Obj): string | undefined {
  if (!isOnBoard(o)) return undefined;
  if (o.zone === "BASE") return `base:${o.baseOwner ?? o.controller}`;
  return `bf:${o.battlefield}`;
}

export function describeLocation(loc: string | undefined, state: GameState): string {
  if (!loc) return "no location";
  if (loc.startsWith("base:")) return `${loc.slice(5)}'s base`;
  const id = loc.slice(3);
  const bf = state.battlefields.get(id);
  return bf?.name ? `${bf.name} (${id})` : `battlefield ${id}`;
}

export function staticRules(o: Obj, state: GameState): StaticRule[] {
  // an Equipment's effect text is appended to the unit it is attached to, not the Equipment's own (136.2)
  return abilitiesOf(o, state).flatMap((a, i) => (a.kind === "static" && !o.def?.effectText?.includes(i) ? [a.rule] : []));
}

export function inCombat(o: Obj, state: GameState): boolean {
  const c = state.combat;
  if (!c || o.zone !== "BATTLEFIELD" || o.battlefield !== c.battlefield) return false;
  return c.attackers.has(o.id) || c.defenders.has(o.id);
}

export function isDefender(o: Obj, state: GameState): boolean {
  return !!state.combat && state.combat.defenders.has(o.id) && inCombat(o, state);
}

/** Current Might; null when the object is not a unit on the board (359.3.e.12). */
export function mightOf(o: Obj, state: GameState): number | null {
  if (!isOnBoard(o) || !isUnit(o) || o.baseMight === null) return null;
  let m = (o.mightBecomes ?? o.baseMight) + o.tempMight; // Might set by an effect first, then arithmetic (477.1.a.1, 477.3)
  if (isDefender(o, state)) {
    for (const r of staticRules(o, state)) if (r.rule === "shield") m += r.n;
  }
  const more = continuousMight(o, state, m); // buffs, Assault, granted keywords, other cards' static abilities
  return more === null ? null : m + more;
}

export function attachedTo(unit: Obj, state: GameState): Obj[] {
  return [...state.objects.values()].filter((g) => g.attachedTo === unit.id && isOnBoard(g));
}

export function obj(state: GameState, id: string): Obj | undefined {
  return state.objects.get(id);
}

export function label(o: Obj): string {
  return o.name === o.id ? o.id : `${o.name} (${o.id})`;
}
