/**
 * A mandatory additional cost (355.1) that returns a friendly gear to its owner's hand:
 * the gear is named in costObjects; without one the card can't be played. Paid as the card is played: the gear leaves
 * the board for its owner's hand (a new object, 124).
 */
import { log, type Ctx } from "../../context.js";
import { cite } from "../../rules.js";
import { changeZone } from "../../state/actions.js";
import { isGear, isOnBoard, label } from "../../state/queries.js";
import type { ChainItem, Obj } from "../../state/types.js";
import { leaveBoardHooks } from "../death.js";

function named(ctx: Ctx, item: ChainItem): Obj | undefined {
  const id = item.input.costObjects?.[0];
  return id ? ctx.state.objects.get(id) : undefined;
}

function fits(o: Obj | undefined, item: ChainItem): o is Obj {
  return !!o && isOnBoard(o) && o.zone !== "FACEDOWN" && o.controller === item.controller && isGear(o);
}

/** Why the play is illegal (no friendly gear named to return), if it is. */
export function returnCostUnpaid(ctx: Ctx, item: ChainItem): string | undefined {
  const o = named(ctx, item);
  if (fits(o, item)) return undefined;
  return `its additional cost is to return a friendly gear to its owner's hand, and ${o ? `${label(o)} is not a gear ${item.controller} controls on the board` : "no gear to return was named (give it in costObjects)"}`;
}

export function payReturnCost(ctx: Ctx, item: ChainItem): void {
  const o = named(ctx, item);
  if (!fits(o, item)) return; // checked before: the play is illegal without it
  returnToOwnersHand(ctx, o);
  log(ctx, { kind: "COST", chainItem: item.id, explanation: `As an additional cost, ${item.controller} returns ${label(o)} to ${o.owner}'s hand; it left the board and is a new object.`, citations: cite("zone.new-object") });
}

/** A cost that returns an object to its owner's hand: it leaves the board (a new object, 124). */
export function returnToOwnersHand(ctx: Ctx, o: Obj): void {
  changeZone(o, "HAND", ctx.state);
  const p = ctx.state.players.get(o.owner);
  if (p) {
    p.hand?.push(o.name);
    p.handSize += 1;
  }
  leaveBoardHooks(ctx, o);
  ctx.cleanupOutstanding = true;
}
