/**
 * A battlefield that forbids playing units there: no unit, card or token, is played to it (a "can't" beats a "can", 054.1).
 * Checked wherever a unit would be played: a unit card put on the chain, a unit played by an effect, a unit token.
 */
import type { ChainItem, GameState, Obj } from "../../state/types.js";
import { isGear, isUnit, label, staticRules } from "../../state/queries.js";
import type { CardDefinition } from "../../cards/language.js";
import { effectTextRules, staticSources } from "../../state/continuous.js";
import { abilitiesOf } from "../../state/abilities.js";

/** The battlefield's name if units can't be played at this location key ("bf:<id>"). */
export function unitsCantBePlayedAt(state: GameState, where: string | undefined): string | undefined {
  if (!where?.startsWith("bf:")) return undefined;
  const bf = state.battlefields.get(where.slice(3));
  return bf?.def?.abilities.some((a) => a.kind === "static" && a.rule.rule === "noUnitsPlayedHere") ? (bf.name ?? where.slice(3)) : undefined;
}

/**
 * A unit's static forbidding its opponents the spell it named while it is at a battlefield: why the player can't play
 * this spell now, or undefined. Only objects that named something are looked at.
 */
export function namedSpellForbidden(state: GameState, spellName: string, player: string): string | undefined {
  const name = spellName.toLowerCase();
  for (const o of state.objects.values()) {
    if (o.named === undefined || o.named.toLowerCase() !== name || o.zone !== "BATTLEFIELD" || o.controller === player) continue;
    if (abilitiesOf(o, state).some((a) => a.kind === "static" && a.rule.rule === "opponentsCantPlayNamedSpells"))
      return `${o.name} (${o.id}), controlled by ${o.controller}, an opponent of ${player}, is at a battlefield and named ${o.named}: its opponents can't play spells with that name`;
  }
  return undefined;
}

/**
 * A card that may be played only to a battlefield its player conquered this turn: why it can't be played at this location key
 * ("bf:<id>" or "base:<player>"), or undefined. Its own restriction (a "can't" beats a "can", 054.1), whoever plays it.
 */
export function cardCantBePlayedAt(state: GameState, def: CardDefinition | undefined, player: string, where: string | undefined): string | undefined {
  if (!def?.abilities.some((a) => a.kind === "static" && a.rule.rule === "playOnlyTo")) return undefined;
  const bf = where?.startsWith("bf:") ? where.slice(3) : undefined;
  const conquered = state.players.get(player)?.history.conquered ?? [];
  if (bf && conquered.includes(bf)) return undefined;
  const at = bf ? (state.battlefields.get(bf)?.name ?? bf) : "a base";
  return `${def.name} can be played only to a battlefield its player conquered this turn, and ${player} ${bf ? `did not conquer ${at} this turn (the board's battlefieldsConqueredThisTurn and the request's conquests)` : `would play it to ${at}`}`;
}

/**
 * What keeps a chain item from being countered ("can't" beats "can", 054.1): a spell's own static saying it can't be countered
 * (its static ability works while it is on the chain), or a static ability of a board object its controller controls
 * that covers their spells and abilities (active ones only: a dependent one while its condition holds). The name of
 * what protects it, or undefined.
 */
export function cantBeCounteredBy(target: ChainItem, state: GameState): string | undefined {
  if (target.kind === "spell" && target.def?.abilities.some((a) => a.kind === "static" && a.rule.rule === "cantBeCountered" && a.rule.who === "this")) return target.name;
  if (target.kind === "permanent") return undefined; // "your spells and abilities": a unit or gear being played is neither
  const src = staticSources(state).find((s) => s.controller === target.controller && s.rules.some((r) => r.rule === "cantBeCountered" && r.who === "yourSpellsAndAbilities"));
  return src ? (state.objects.get(src.id)?.name ?? src.id) : undefined;
}

/**
 * A unit at a battlefield whose static lets its controller's opponents play units only to their base: why `player` can't play
 * a unit at this location key ("bf:<id>" or "base:<player>"), or undefined (their own base is always allowed; 054.1).
 */
export function unitsOnlyToBaseFor(state: GameState, player: string, where: string | undefined): string | undefined {
  if (where === undefined || where === `base:${player}`) return undefined;
  for (const id of state.objectOrder) {
    const o = state.objects.get(id);
    if (!o || o.zone !== "BATTLEFIELD" || o.controller === player || !isUnit(o)) continue;
    if (staticRules(o, state).some((r) => r.rule === "opponentsPlayUnitsOnlyToBase"))
      return `${label(o)}, controlled by ${o.controller}, an opponent of ${player}, is at a battlefield: its opponents can only play units to their base`;
  }
  return undefined;
}

/**
 * Why a ready instruction can't ready this object (a "can't" beats a "can", 054.1), or undefined: its own "I can't be readied.",
 * or a unit at a battlefield forbidding spells and abilities to ready units and gear of its controller's opponents.
 */
export function whyCantBeReadied(o: Obj, state: GameState): string | undefined {
  if (staticRules(o, state).some((r) => r.rule === "cantBeReadied")) return `${label(o)} can't be readied`;
  if (!isUnit(o) && !isGear(o)) return undefined;
  for (const id of state.objectOrder) {
    const w = state.objects.get(id);
    if (!w || w.zone !== "BATTLEFIELD" || w.controller === o.controller || !isUnit(w)) continue;
    if (staticRules(w, state).some((r) => r.rule === "cantReadyEnemiesWhileAtBattlefield"))
      return `${label(w)} is at a battlefield, and spells and abilities can't ready units and gear of ${w.controller}'s opponents such as ${label(o)}`;
  }
  return undefined;
}

/** Why a spell or ability of `player` can't move this object (054.1): enemies' spells and abilities are barred from moving it (by its own text, or its Equipment's effect text). */
export function whyCantBeMovedBy(o: Obj, player: string, state: GameState): string | undefined {
  if (o.controller === player) return undefined;
  const own = staticRules(o, state).some((r) => r.rule === "cantBeMovedByEnemy");
  if (!own && !effectTextRules(o, state).some((r) => r.rule === "cantBeMovedByEnemy")) return undefined;
  return `${label(o)} can't be moved by enemy spells and abilities${own ? "" : " (the effect text of an Equipment attached to it)"}, and this is ${player}'s, an opponent of ${o.controller}`;
}
