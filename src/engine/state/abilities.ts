/**
 * Dependent abilities (727): "[Empowered][>] …", "[Level 3][>] …", "[Legion] - …". The dependent ability
 * is on the card for reference (727.1.b.1) but active only while every condition of its keywords holds
 * (727.1.b.2, 727.1.b.3). Whoever asks what an object's abilities are gets the active ones, by index:
 * an inactive dependent ability stays the inert wrapper, so ability numbers never shift. A condition on the turn so far
 * printed in words ("If you've gained XP this turn, …", vocabulary's TurnCondition) wraps its ability the same way.
 */
import type { Ability } from "../cards/language.js";
import type { DependentCondition, TurnCondition } from "../cards/vocabulary.js";
import type { GameState, Obj } from "./types.js";
import { mostSpentOnASpell, unitsDiedThisTurn } from "./history.js";
import { runesHold } from "./runes.js";

/** Does one condition hold for this object now? */
export function conditionHolds(o: Obj, c: DependentCondition, state: GameState): boolean {
  const p = state.players.get(o.controller);
  switch (c.on) {
    case "empowered": // 828.1.c
      return o.empowered === true;
    case "empoweredTimes": // "While I'm [Empowered] three times" (441.1.c.1)
      return timesEmpowered(o) >= c.n;
    case "level": // 824.1.c: the controlling player's XP
      return (p?.xp ?? 0) >= c.n;
    case "legion": // 812.1.c: a card other than this one finalized by its controller this turn
      return !!p && (p.playedBefore > 0 || p.playedIds.some((id) => id !== o.id));
    case "runes": // "While you control 7 or more runes, …": its controller's runes now (161.1.a)
      return runesHold(state, o.controller, c.runes).holds;
    default: // a condition on the turn so far, printed in words
      return turnConditionHolds(o.controller, c, state);
  }
}

/** Does a condition on the turn so far hold for this player now (their history, state/history.ts)? */
export function turnConditionHolds(player: string, c: TurnCondition, state: GameState): boolean {
  const h = state.players.get(player)?.history;
  switch (c.on) {
    case "spentOnSpell":
      return mostSpentOnASpell(state, player) >= c.n;
    case "spentPower":
      return (h?.powerSpent ?? 0) >= c.n;
    case "playedSpell":
      return (h?.spellsPlayed ?? 0) > 0;
    case "gainedXp":
      return (h?.xpGained ?? 0) > 0;
    case "discarded":
      return (h?.discarded ?? 0) > 0;
    case "unitDied":
      return unitsDiedThisTurn(state) > 0;
    case "friendlyDiedInBeginningPhase":
      return (h?.unitsDiedInBeginningPhase ?? 0) > 0;
  }
}

/** How many times the object is Empowered: 0 without the status, else once unless it was Empowered more (441.1.c.1). */
export function timesEmpowered(o: Obj): number {
  return o.empowered ? (o.timesEmpowered ?? 1) : 0;
}

/** How many times the object may be Empowered: once (441.1.b), or N with a permission of its own (441.1.c.1, "I can be [Empowered] up to N times"). */
export function empowerLimit(o: Obj, state: GameState): number {
  let n = 1;
  for (const a of abilitiesOf(o, state)) if (a.kind === "static" && a.rule.rule === "empoweredUpTo") n = Math.max(n, a.rule.n);
  return n;
}

/** The ability as it acts now: a dependent one unwrapped while active (727.1.b.2), undefined while inactive. */
export function activeAbility(o: Obj, a: Ability | undefined, state: GameState): Ability | undefined {
  if (!a) return undefined;
  if (a.kind !== "static" || a.rule.rule !== "dependent") return a;
  const r = a.rule;
  return r.when.every((c) => conditionHolds(o, c, state)) ? activeAbility(o, r.ability, state) : undefined;
}

/** An object's abilities by index, dependent ones unwrapped while active and left as the inert wrapper while not. */
export function abilitiesOf(o: Obj, state: GameState): Ability[] {
  if (!o.def || o.def.abilities.length === 0) return NO_ABILITIES;
  return o.def.abilities.map((a) => activeAbility(o, a, state) ?? a);
}

/** What abilitiesOf gives an object without any (shared: read, never changed). */
const NO_ABILITIES: Ability[] = Object.freeze([]) as unknown as Ability[];

/** The dependent conditions that wrap ability `a` (none for an ordinary ability). */
export function conditionsOf(a: Ability | undefined): DependentCondition[] {
  if (!a || a.kind !== "static" || a.rule.rule !== "dependent") return [];
  return [...a.rule.when, ...conditionsOf(a.rule.ability)];
}

/** The ability a dependent keyword wraps, whatever its condition (an ordinary ability as it is). */
export function innerAbility(a: Ability): Ability {
  return a.kind === "static" && a.rule.rule === "dependent" ? innerAbility(a.rule.ability) : a;
}
