/**
 * Moving one of your units to one of your battlefields: the battlefield is chosen as the move executes (the item's
 * destination, else asked of its controller) among those its controller controls. The follow-up where a chosen player
 * sends one of their own units to that same battlefield: the player chosen as the item went on the chain (355.9.a) chooses a unit they control, moved to the
 * battlefield where the unit named before is as this executes (none if it is not at a battlefield).
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { moveOnBoard } from "../../state/actions.js";
import { describeLocation, isOnBoard, isUnit, label, locationOf } from "../../state/queries.js";
import type { Obj } from "../../state/types.js";
import { moveImpossible } from "../instructions.js";
import { ask, objectsOf, type Outcome, type Run } from "../resolveItem.js";
import { keywordsOf } from "../../state/continuous.js";
import { ignored } from "./common.js";
import { noteMove } from "./moveTriggers.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

function moveTo(run: Run, o: Obj, to: string, player: string): Outcome {
  const why = moveImpossible(run, o, to);
  if (why) return ignored(`The move can't be followed (${why}), so it is ignored.`, cite("instructions.impossible-ignored", "move.valid-destination"));
  noteMove(run.ctx, o, to, player);
  (run.item.movedFrom ??= new Map()).set(o.id, locationOf(o)!);
  moveOnBoard(o, to, run.ctx.state);
  run.ctx.cleanupOutstanding = true;
  return { outcome: "EXECUTED", explanation: `Moves ${label(o)} to ${describeLocation(to, run.ctx.state)}.`, citations: cite("move.action") };
}

export function moveToBattlefieldYouControl(run: Run, ins: Op<"moveToBattlefieldYouControl">): Outcome {
  const { ctx, item } = run;
  const me = item.controller;
  const o = objectsOf(run, ins.what).objs[0];
  if (!o || !isOnBoard(o)) return ignored("The unit chosen is no longer a legal target, so nothing moves.", cite("instructions.impossible-ignored"));
  const options = [...ctx.state.battlefields.values()].filter((b) => b.controller === me).map((b) => b.id);
  if (options.length === 0) return ignored(`${me} controls no battlefield, so ${label(o)} does not move.`, cite("instructions.impossible-ignored", "move.valid-destination"));
  const given = item.input.destination;
  const bf = given && options.includes(given) ? given : options.length === 1 ? options[0]! : ask(run, me, `choose a battlefield you control to move ${label(o)} to.`, options).option;
  if (!bf || !options.includes(bf)) return ignored(`The battlefield given is not one ${me} controls (${options.join(", ")}).`, cite("instructions.impossible-ignored", "move.valid-destination"));
  return moveTo(run, o, `bf:${bf}`, me);
}

export function theyMoveUnitToSame(run: Run, ins: Op<"theyMoveUnitToSame">): Outcome {
  const { ctx, item } = run;
  const state = ctx.state;
  const who = item.chosenPlayer;
  if (!who) return ignored("No player was chosen as it was put on the chain, so nobody moves a unit.", cite("targets.player", "instructions.impossible-ignored"));
  const first = objectsOf(run, ins.as).objs[0];
  const to = first && first.zone === "BATTLEFIELD" ? locationOf(first) : undefined;
  if (!to) return ignored("The unit moved before is not at a battlefield, so there is no battlefield to move to.", cite("instructions.impossible-ignored", "move.valid-destination"));
  const units = [...state.objects.values()].filter((u) => isOnBoard(u) && u.zone !== "FACEDOWN" && isUnit(u) && u.controller === who && locationOf(u) !== to);
  if (units.length === 0) return ignored(`${who} controls no unit that can move to ${describeLocation(to, state)}.`, cite("instructions.impossible-ignored"));
  const ids = units.map((u) => u.id);
  const pick = ids.length === 1 ? ids[0]! : (() => { const c = ask(run, who, `choose a unit you control to move to ${describeLocation(to, state)}.`, ids); return c.option ?? c.objects?.[0]; })();
  const u = units.find((x) => x.id === pick);
  if (!u) return ignored(`The unit given is not one ${who} controls (${ids.join(", ")}).`, cite("instructions.impossible-ignored"));
  const out = moveTo(run, u, to, item.controller);
  return { ...out, explanation: `${who} moves a unit they control: ${out.explanation}` };
}

/** The source and a named unit of its controller trading locations: two moves (420), each unit to where the other is as it executes. */
export function swapLocations(run: Run, ins: Op<"swapLocations">): Outcome {
  const state = run.ctx.state;
  const a = objectsOf(run, ins.a).objs[0];
  const b = objectsOf(run, ins.b).objs[0];
  if (!a || !b || !isOnBoard(a) || !isOnBoard(b)) return ignored(`${!a || !isOnBoard(a) ? "The unit whose ability this is is no longer on the board" : "The other unit is no longer a legal target"}, so they don't move.`, cite("instructions.impossible-ignored"));
  const at = locationOf(a)!;
  const bt = locationOf(b)!;
  if (at === bt) return ignored(`${label(a)} and ${label(b)} are both at ${describeLocation(at, state)}: neither can move to where it already is.`, cite("instructions.impossible-ignored"));
  const refused = swap(run, a, b);
  if (refused) return refused;
  return { outcome: "EXECUTED", explanation: `${label(a)} moves to ${describeLocation(bt, state)} and ${label(b)} moves to ${describeLocation(at, state)}.`, citations: cite("move.action") };
}

/** "If at least one of them has [K], move each to the other's location.": the two units chosen swap locations (each a move). */
export function swapIfEitherHas(run: Run, ins: Op<"swapIfEitherHas">): Outcome {
  const state = run.ctx.state;
  const a = objectsOf(run, ins.a).objs[0];
  const b = objectsOf(run, ins.b).objs[0];
  if (!a || !b || !isOnBoard(a) || !isOnBoard(b)) return ignored("One of the two units is no longer a legal target, so they don't move.", cite("instructions.impossible-ignored"));
  const has = [a, b].filter((o) => keywordsOf(o, state).some((k) => k.keyword === ins.keyword));
  if (has.length === 0) return ignored(`Neither ${label(a)} nor ${label(b)} has [${ins.keyword}], so they don't move.`, cite("instructions.impossible-ignored"));
  const at = locationOf(a)!;
  const bt = locationOf(b)!;
  const refused = swap(run, a, b);
  if (refused) return refused;
  return { outcome: "EXECUTED", explanation: `${has.map(label).join(" and ")} ${has.length === 1 ? "has" : "have"} [${ins.keyword}]: ${label(a)} moves to ${describeLocation(bt, state)} and ${label(b)} moves to ${describeLocation(at, state)}.`, citations: cite("move.action") };
}

/** Moves each of two units to the other's location (two moves, 420), or the outcome refusing both when either move can't be followed. */
function swap(run: Run, a: Obj, b: Obj): Outcome | undefined {
  const { ctx, item } = run;
  const at = locationOf(a)!;
  const bt = locationOf(b)!;
  const why = moveImpossible(run, a, bt) ?? moveImpossible(run, b, at);
  if (why) return ignored(`The moves can't be followed (${why}), so they are ignored.`, cite("instructions.impossible-ignored", "move.valid-destination"));
  noteMove(ctx, a, bt, item.controller);
  noteMove(ctx, b, at, item.controller);
  (item.movedFrom ??= new Map()).set(a.id, at).set(b.id, bt);
  moveOnBoard(a, bt, ctx.state);
  moveOnBoard(b, at, ctx.state);
  ctx.cleanupOutstanding = true;
  return undefined;
}
