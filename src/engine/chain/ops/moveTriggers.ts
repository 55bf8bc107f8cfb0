/** "When I move", "When I move to a battlefield", "When I move from a battlefield": noticed as a move happens during a chain. */
import { log, type Ctx } from "../../context.js";
import { cite } from "../../rules.js";
import { isOnBoard, isUnit, label, locationOf } from "../../state/queries.js";
import type { Obj } from "../../state/types.js";
import type { Ability } from "../../cards/language.js";
import { nextTriggerId } from "../items.js";
import { abilitiesOf } from "../../state/abilities.js";
import { appendedAbilities, isEffectText } from "./effectText.js";
import { firstTimeThisTurn, runesConditionMet } from "../triggers.js";

/** a trigger on the unit's Nth move of a turn (e.g. the third): only the move that is its Nth this turn (this one, about to happen, counted). */
function nthMove(ctx: Ctx, o: Obj, a: Ability): boolean {
  if (a.kind !== "triggered" || typeof a.condition !== "object" || !("nthMoveThisTurn" in a.condition)) return true;
  const nth = (o.movedThisTurn ?? 0) + 1;
  if (nth === a.condition.nthMoveThisTurn) return true;
  log(ctx, { kind: "TRIGGER", explanation: `${label(o)} moves for time ${nth} this turn, not time ${a.condition.nthMoveThisTurn}: its ability does not trigger.`, citations: cite("trigger.condition-in-effect") });
  return false;
}

/** Call just before `o` moves on the board to `to` ("bf:<id>" or "base:<player>"); `by`: the player whose spell or ability moves it. */
export function noteMove(ctx: Ctx, o: Obj, to: string, by?: string): void {
  const from = locationOf(o);
  if (!from || from === to) return;
  // "When you move an enemy unit": the mover's permanents notice it; "it" is the unit moved (359.3.f.3)
  if (by !== undefined && isUnit(o) && o.controller !== by)
    for (const id of ctx.state.objectOrder) {
      const src = ctx.state.objects.get(id)!;
      if (!isOnBoard(src) || src.zone === "FACEDOWN" || src.controller !== by) continue;
      abilitiesOf(src, ctx.state).forEach((a, i) => {
        if (a.kind !== "triggered" || a.on !== "youMoveEnemyUnit") return;
        ctx.pendingTriggers.push({
          id: nextTriggerId(ctx, src.id, i), controller: src.controller, sourceId: src.id, sourceIncarnation: src.incarnation, abilityIndex: i,
          why: `${by} moved ${label(o)}, an enemy unit`, object: { id: o.id, incarnation: o.incarnation },
        });
      });
    }
  if (by !== undefined && isUnit(o) && o.controller === by && to.startsWith("bf:")) opponentMoved(ctx, o, to, by);
  if (isUnit(o)) friendlyMovedFromHere(ctx, o, from, to);
  const fires = (a: Ability) =>
    a.kind === "triggered" && (a.on === "move" || a.on === "moveFromLocation" || (a.on === "moveToBattlefield" && to.startsWith("bf:")) || (a.on === "moveFromBattlefield" && from.startsWith("bf:")));
  // the location noted from the trigger condition (359.3.f.3): where it moved from, for "When I move from a location"
  const queue = (src: Obj, i: number, a: Ability) =>
    ctx.pendingTriggers.push({
      id: nextTriggerId(ctx, src.id, i), controller: src.controller, sourceId: src.id, sourceIncarnation: src.incarnation, abilityIndex: i,
      why: `${label(o)} moved`, location: a.kind === "triggered" && a.on === "moveFromLocation" ? from : to,
      ...(a.kind === "triggered" && a.on === "move" ? { movedFrom: from } : {}),
    });
  abilitiesOf(o, ctx.state).forEach((a, i) => {
    if (fires(a) && !isEffectText(o, i) && nthMove(ctx, o, a) && firstTimeThisTurn(ctx, o, i) && runesConditionMet(ctx, a, o.controller, label(o))) queue(o, i, a); // "The first time I move each turn": once a turn
  });
  for (const { gear, index, ability } of appendedAbilities(o, ctx.state)) if (fires(ability)) queue(gear, index, ability); // Equipment effect text (136.2.c)
  // a battlefield's "When a unit moves from here": controlled by its controller, else by the turn player (190.6.a–b); "it" is the unit
  const bf = from.startsWith("bf:") ? ctx.state.battlefields.get(from.slice(3)) : undefined;
  (bf?.def?.abilities ?? []).forEach((a, i) => {
    if (a.kind !== "triggered" || a.on !== "unitMovesFromHere" || !isUnit(o)) return;
    ctx.pendingTriggers.push({
      id: nextTriggerId(ctx, bf!.id, i), controller: bf!.controller ?? ctx.state.turnPlayer, sourceId: bf!.id, sourceIncarnation: 0, abilityIndex: i,
      why: `${label(o)} moved from ${bf!.name ?? bf!.id}`, location: from, object: { id: o.id, incarnation: o.incarnation },
    });
  });
}

/**
 * opponentMovesToOtherBattlefield: a player's spell or ability moving their own unit to a battlefield
 * where the listening unit is not (in its base, every battlefield is another). Units moved by one item are one move of theirs:
 * the ability triggers once while it waits to go on the chain. Standard moves happen outside a chain: the caller places those.
 */
function opponentMoved(ctx: Ctx, o: Obj, to: string, by: string): void {
  for (const id of ctx.state.objectOrder) {
    const src = ctx.state.objects.get(id)!;
    if (!isUnit(src) || !isOnBoard(src) || src.zone === "FACEDOWN" || src.controller === by) continue;
    abilitiesOf(src, ctx.state).forEach((a, i) => {
      if (a.kind !== "triggered" || a.on !== "opponentMovesToOtherBattlefield") return;
      const mine = src.zone === "BATTLEFIELD" ? `bf:${src.battlefield}` : undefined;
      if (to === mine) {
        log(ctx, { kind: "TRIGGER", explanation: `${label(src)}'s ability does not trigger: ${by} moves ${label(o)} to its own battlefield.`, citations: [] });
        return;
      }
      if (ctx.pendingTriggers.some((t) => t.sourceId === src.id && t.abilityIndex === i && t.why.startsWith(`${by}, an opponent, moved`))) return;
      ctx.pendingTriggers.push({
        id: nextTriggerId(ctx, src.id, i), controller: src.controller, sourceId: src.id, sourceIncarnation: src.incarnation, abilityIndex: i,
        why: `${by}, an opponent, moved ${label(o)} to a battlefield other than ${label(src)}'s`,
      });
    });
  }
}

/** friendlyMovesFromMyLocation: another unit of the same controller leaving the unit's location; "it" is that unit, the location noted is where it goes. */
function friendlyMovedFromHere(ctx: Ctx, o: Obj, from: string, to: string): void {
  for (const id of ctx.state.objectOrder) {
    const src = ctx.state.objects.get(id)!;
    if (src.id === o.id || !isUnit(src) || !isOnBoard(src) || src.zone === "FACEDOWN" || src.controller !== o.controller || locationOf(src) !== from) continue;
    abilitiesOf(src, ctx.state).forEach((a, i) => {
      if (a.kind !== "triggered" || a.on !== "friendlyMovesFromMyLocation") return;
      ctx.pendingTriggers.push({
        id: nextTriggerId(ctx, src.id, i), controller: src.controller, sourceId: src.id, sourceIncarnation: src.incarnation, abilityIndex: i,
        why: `${label(o)}, a friendly unit, moved from ${label(src)}'s location`, location: to, object: { id: o.id, incarnation: o.incarnation },
      });
    });
  }
}
