/**
 * The source moves itself to an enemy-held battlefield with units at it, provided it outmights all enemy units there combined: the
 * battlefield (one an opponent controls, with units at it) is chosen as the instruction executes — the item's destination,
 * else asked of its controller — and the unit moves there only if its Might is then greater than the total Might of the
 * enemy units there; otherwise nothing moves.
 */
import { cite } from "../../rules.js";
import { moveOnBoard } from "../../state/actions.js";
import { describeLocation, isOnBoard, isUnit, label, locationOf, mightOf } from "../../state/queries.js";
import { moveImpossible } from "../instructions.js";
import { ask, objectsOf, type Outcome, type Run } from "../resolveItem.js";
import { ignored } from "./common.js";
import { noteMove } from "./moveTriggers.js";

export function moveSelfIfMightier(run: Run): Outcome {
  const { ctx, item } = run;
  const state = ctx.state;
  const me = objectsOf(run, { self: true }).objs[0];
  if (!me || !isOnBoard(me)) return ignored("The unit is no longer on the board, so it does not move.", cite("instructions.impossible-ignored"));
  const player = item.controller;
  const unitsAt = (bf: string) => [...state.objects.values()].filter((o) => o.zone === "BATTLEFIELD" && o.battlefield === bf && isUnit(o));
  const options = [...state.battlefields.values()].filter((b) => b.controller !== undefined && b.controller !== player && unitsAt(b.id).length > 0).map((b) => b.id);
  if (options.length === 0) return ignored(`No battlefield an opponent of ${player} controls has units at it, so ${label(me)} does not move.`, cite("instructions.impossible-ignored", "move.valid-destination"));
  const given = item.input.destination;
  const bf = given && options.includes(given) ? given : options.length === 1 ? options[0]! : ask(run, player, `choose an occupied enemy battlefield to move ${label(me)} to.`, options).option;
  if (!bf || !options.includes(bf)) return ignored(`The battlefield given is not an occupied enemy battlefield (${options.join(", ")}).`, cite("instructions.impossible-ignored", "move.valid-destination"));
  const mine = mightOf(me, state) ?? 0;
  const enemies = unitsAt(bf).filter((o) => o.controller !== player);
  const total = enemies.reduce((n, o) => n + (mightOf(o, state) ?? 0), 0);
  const at = describeLocation(`bf:${bf}`, state);
  if (!(mine > total)) return ignored(`${label(me)}'s Might (${mine}) is not greater than the total Might of enemy units at ${at} (${total}), so it does not move.`, cite("instructions.impossible-ignored"));
  const to = `bf:${bf}`;
  const why = moveImpossible(run, me, to);
  if (why) return ignored(`The move can't be followed (${why}), so it is ignored.`, cite("instructions.impossible-ignored", "move.valid-destination"));
  noteMove(ctx, me, to, player);
  (item.movedFrom ??= new Map()).set(me.id, locationOf(me)!);
  moveOnBoard(me, to, state);
  ctx.cleanupOutstanding = true;
  return { outcome: "EXECUTED", explanation: `${label(me)}'s Might (${mine}) is greater than the total Might of enemy units at ${at} (${total}): it moves there.`, citations: cite("move.action") };
}
