/**
 * Instructions every player (or every other player) performs one at a time, in turn order starting with the next player
 * after the item's controller, as the card itself orders (it replaces the turn player's start, 303.2.a). What each player
 * picks is chosen as it resolves, not a target (355.10.e).
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { snapshot } from "../../state/actions.js";
import { isOnBoard, isUnit, label } from "../../state/queries.js";
import type { Obj } from "../../state/types.js";
import { endDying, killObject } from "../death.js";
import { ask, remember, type Outcome, type Run } from "../resolveItem.js";
import { ignored } from "./common.js";
import { returnToOwnersHand } from "./returnCost.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

/** The players in turn order starting with the one after the item's controller; the controller last. */
export function fromNextPlayer(run: Run): string[] {
  const order = run.ctx.state.playerOrder;
  const k = order.indexOf(run.item.controller) + 1;
  return [...order.slice(k), ...order.slice(0, k)];
}

function unitsOnBoard(run: Run): Obj[] {
  const state = run.ctx.state;
  return state.objectOrder.map((id) => state.objects.get(id)!).filter((o) => isUnit(o) && isOnBoard(o) && o.zone !== "FACEDOWN");
}

/** Each player, from the next one on, may send a unit back to the hand of whoever owns it: each in turn may pick any unit on the board then ("none" declines). */
export function eachFromNextMayReturnUnit(run: Run, _ins: Op<"eachFromNextMayReturnUnit">): Outcome {
  const parts: string[] = [];
  let returned = 0;
  for (const player of fromNextPlayer(run)) {
    const units = unitsOnBoard(run);
    if (units.length === 0) {
      parts.push(`No unit is on the board for ${player} to return.`);
      continue;
    }
    const c = ask(run, player, "you may choose a unit to return to its owner's hand (none: decline).", [...units.map((o) => o.id), "none"]);
    const pick = units.find((o) => o.id === (c.option ?? c.objects?.[0]));
    if (!pick) {
      parts.push(`${player} returns no unit.`);
      continue;
    }
    remember(run, pick);
    returnToOwnersHand(run.ctx, pick);
    returned++;
    parts.push(`${player} returns ${label(pick)} to ${pick.owner}'s hand (it left the board and is a new object).`);
  }
  const said = `Each player in turn, starting with the player after ${run.item.controller}: ${parts.join(" ")}`;
  if (returned === 0) return ignored(said, cite("targets.each-player-chooses"));
  return { outcome: "EXECUTED", explanation: said, citations: cite("targets.each-player-chooses", "zone.new-object") };
}

/**
 * Each other player, from the next one on, chooses a unit the spell's controller doesn't control that no one has chosen for it:
 * each other player in turn picks a unit its controller doesn't control among those not picked yet (the only one is taken).
 */
export function eachOtherFromNextChoosesUnit(run: Run, _ins: Op<"eachOtherFromNextChoosesUnit">): Outcome {
  const me = run.item.controller;
  const chosen: string[] = [];
  const parts: string[] = [];
  for (const player of fromNextPlayer(run)) {
    if (player === me) continue;
    const open = unitsOnBoard(run).filter((o) => o.controller !== me && !chosen.includes(o.id));
    if (open.length === 0) {
      parts.push(`No unit ${me} doesn't control is left for ${player} to choose.`);
      continue;
    }
    let pick = open[0]!;
    if (open.length > 1) {
      const c = ask(run, player, `choose a unit ${me} doesn't control that hasn't been chosen yet.`, open.map((o) => o.id));
      const found = open.find((o) => o.id === (c.option ?? c.objects?.[0]));
      if (!found) {
        parts.push(`${player}'s choice must be one of ${open.map((o) => o.id).join(", ")}; they choose nothing.`);
        continue;
      }
      pick = found;
    }
    chosen.push(pick.id);
    parts.push(`${player} chooses ${label(pick)}${open.length === 1 ? " (the only one left)" : ""}.`);
  }
  run.item.eachChose = chosen;
  const said = `Each other player in turn, starting with the player after ${me}: ${parts.join(" ")}`;
  if (chosen.length === 0) return ignored(said, cite("instructions.impossible-ignored"));
  return { outcome: "EXECUTED", explanation: said, citations: cite("targets.each-player-chooses") };
}

/** "Kill those units.": the units the line before had the players choose, in one kill action (370.1.a.2). */
export function killThoseChosen(run: Run, _ins: Op<"killThoseChosen">): Outcome {
  const state = run.ctx.state;
  const those = (run.item.eachChose ?? []).flatMap((id) => state.objects.get(id) ?? []).filter((o) => isUnit(o) && isOnBoard(o));
  if (those.length === 0) return ignored("No chosen unit is on the board, so nothing is killed.", cite("instructions.impossible-ignored"));
  if (those.length > 1) run.ctx.dying = new Map(those.map((o) => [o.id, snapshot(o, state)])); // one kill action: they die together (370.1.a.2)
  for (const o of those) {
    remember(run, o);
    killObject(run.ctx, o, `by ${run.item.name}`, run.item.id);
  }
  endDying(run.ctx);
  return { outcome: "EXECUTED", explanation: `The chosen units are killed: ${those.map(label).join(", ")}.`, citations: cite("kill.action") };
}
