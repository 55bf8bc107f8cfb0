/**
 * Instructions every player performs: "Each player discards their hand", "Each player kills one of their
 * units." Game actions are never simultaneous: players act one at a time in turn order, starting with the
 * turn player (303.2.a). What each player kills is their own choice as it resolves, not a target (355.10.e).
 */
import type { Line } from "../../cards/language.js";
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { describeLocation, isGear, isOnBoard, isUnit, label } from "../../state/queries.js";
import { hereOf } from "../targets.js";
import { endDying, killObject } from "../death.js";
import { snapshot, trashCards, trashUnknown } from "../../state/actions.js";
import { ask, playerOf, type Outcome, type Run } from "../resolveItem.js";
import { ignored } from "./common.js";
import { noteDiscards } from "../triggers.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

/** Players in turn order, starting with the turn player (303.2.a). */
export function inTurnOrder(run: Run): string[] {
  const order = run.ctx.state.playerOrder;
  const k = Math.max(0, order.indexOf(run.ctx.state.turnPlayer));
  return [...order.slice(k), ...order.slice(0, k)];
}

/**
 * "the attacker and defender each …": the players designated Attacker and Defender (464.2.c) of the combat at the source's
 * battlefield, read from the board's combat (the controllers of its attackers and of its defenders), one at a time in turn order.
 */
export function forCombatPlayers(run: Run, line: Line, execute: (run: Run, line: Line) => Outcome): Outcome {
  const state = run.ctx.state;
  const src = run.item.sourceId;
  const here = src ? (state.battlefields.has(src) ? src : state.objects.get(src)?.battlefield) : undefined;
  const c = state.combat;
  if (!c || c.battlefield !== here)
    return ignored(`The board gives no combat at ${here ?? "the source's battlefield"}, so there is no attacker or defender: nothing happens.`, cite("combat.attacker-defender", "instructions.impossible-ignored"));
  const controllerOf = (ids: Set<string>) => [...ids].map((id) => state.objects.get(id)?.controller).find((p): p is string => p !== undefined);
  const attacker = controllerOf(c.attackers);
  const defender = controllerOf(c.defenders);
  const players = inTurnOrder(run).filter((p) => p === attacker || p === defender);
  if (players.length === 0) return ignored("The combat's attackers and defenders are not on the board: there is no attacker or defender.", cite("combat.attacker-defender", "instructions.impossible-ignored"));
  const outs = players.map((player) => execute(run, { ...line, instruction: { ...line.instruction, who: { player } } as Line["instruction"] }));
  const done = outs.filter((o) => o.outcome !== "IGNORED").length;
  return {
    outcome: done === 0 ? "IGNORED" : done === outs.length && players.length === 2 && outs.every((o) => o.outcome === "EXECUTED") ? "EXECUTED" : "PARTIAL",
    explanation: `The attacker is ${attacker ?? "unknown"} and the defender ${defender ?? "unknown"} (the controllers of the combat's attacking and defending units); each in turn order: ${outs.map((o) => o.explanation).join(" ")}`,
    citations: [...cite("combat.attacker-defender", "actions.turn-order"), ...outs.flatMap((o) => o.citations)],
  };
}

/** Runs an instruction whose subject is "each player" once per player, in turn order, and sums up the outcomes. */
export function forEachPlayer(run: Run, line: Line, execute: (run: Run, line: Line) => Outcome): Outcome {
  const outs = inTurnOrder(run).map((player) => execute(run, { ...line, instruction: { ...line.instruction, who: { player } } as Line["instruction"] }));
  const done = outs.filter((o) => o.outcome !== "IGNORED").length;
  return {
    outcome: done === 0 ? "IGNORED" : done === outs.length && outs.every((o) => o.outcome === "EXECUTED") ? "EXECUTED" : "PARTIAL",
    explanation: `Each player in turn, starting with the turn player: ${outs.map((o) => o.explanation).join(" ")}`,
    citations: [...cite("actions.turn-order"), ...outs.flatMap((o) => o.citations)],
  };
}

export function discardHand(run: Run, ins: Op<"discardHand">): Outcome {
  const who = playerOf(run, ins.who);
  if (!who.player) return ignored(`${who.note ?? "No player"}; nobody discards.`, who.citations);
  const p = run.ctx.state.players.get(who.player)!;
  if (p.handSize === 0) return ignored(`${p.id}'s hand is empty: nothing to discard.`, cite("instructions.impossible-ignored"));
  const n = p.handSize;
  const cards = p.hand ? [...p.hand] : [];
  if (p.hand) {
    trashCards(run.ctx.state, p.id, p.hand);
    p.hand = [];
  } else trashUnknown(run.ctx.state, p.id, n);
  p.handSize = 0;
  noteDiscards(run.ctx, p.id, n, cards);
  return { outcome: "EXECUTED", explanation: `${p.id} discards their hand (${cards.length ? cards.join(", ") : `${n} card${n === 1 ? "" : "s"}`}).`, citations: cite("discard.action") };
}

export function eachPlayerKillsOne(run: Run, ins: Op<"eachPlayerKillsOne">): Outcome {
  const state = run.ctx.state;
  const fits = ins.kind === "unit" ? isUnit : isGear;
  const parts: string[] = [];
  let killed = 0;
  const me = run.item.controller;
  for (const player of inTurnOrder(run)) {
    if (ins.opponents && player === me) continue; // "each opponent"
    if (ins.exceptYouIfPaid && player === me && run.item.paidAdditionalCost) {
      parts.push(`${player} paid the additional cost, so they don't kill a unit this way.`);
      continue;
    }
    const mine = state.objectOrder.map((id) => state.objects.get(id)!).filter((o) => isOnBoard(o) && o.zone !== "FACEDOWN" && o.controller === player && fits(o));
    if (mine.length === 0) {
      parts.push(`${player} controls no ${ins.kind} to kill.`);
      continue;
    }
    let pick = mine[0]!;
    if (mine.length > 1) {
      const c = ask(run, player, `choose one of your ${ins.kind === "unit" ? "units" : "gear"} to kill.`, mine.map((o) => o.id));
      const chosen = mine.find((o) => o.id === (c.option ?? c.objects?.[0]));
      if (!chosen) {
        parts.push(`${player}'s choice must be one of ${mine.map((o) => o.id).join(", ")}; nothing is killed for them.`);
        continue;
      }
      pick = chosen;
    }
    killObject(run.ctx, pick, `by ${run.item.name}`, run.item.id);
    killed++;
    parts.push(`${player} kills ${label(pick)}${mine.length === 1 ? " (their only one)" : ""}.`);
  }
  if (killed === 0) return ignored(parts.join(" "), cite("instructions.impossible-ignored", "actions.turn-order"));
  return { outcome: "EXECUTED", explanation: `Each ${ins.opponents ? "opponent" : "player"} in turn, starting with the turn player: ${parts.join(" ")}`, citations: cite("kill.action", "actions.turn-order", "targets.each-player-chooses") };
}

/** "Each player chooses a unit they control.": each player in turn order chooses one of their units as it resolves (355.10.e). */
export function eachPlayerChoosesOne(run: Run, _ins: Op<"eachPlayerChoosesOne">): Outcome {
  const state = run.ctx.state;
  const units = state.objectOrder.map((id) => state.objects.get(id)!).filter((o) => isUnit(o) && isOnBoard(o) && o.zone !== "FACEDOWN");
  const kept: string[] = [];
  const parts: string[] = [];
  for (const player of inTurnOrder(run)) {
    const mine = units.filter((o) => o.controller === player);
    if (mine.length === 0) {
      parts.push(`${player} controls no unit to choose.`);
      continue;
    }
    let pick = mine[0]!;
    if (mine.length > 1) {
      const c = ask(run, player, "choose one of your units.", mine.map((o) => o.id));
      const chosen = mine.find((o) => o.id === (c.option ?? c.objects?.[0]));
      if (!chosen) return ignored(`${player}'s choice must be one of ${mine.map((o) => o.id).join(", ")}.`, cite("instructions.impossible-ignored"));
      pick = chosen;
    }
    kept.push(pick.id);
    parts.push(`${player} chooses ${label(pick)}${mine.length === 1 ? " (their only one)" : ""}.`);
  }
  run.item.eachChose = kept;
  return { outcome: "EXECUTED", explanation: `Each player in turn, starting with the turn player: ${parts.join(" ")}`, citations: cite("actions.turn-order", "targets.each-player-chooses") };
}

/** "Kill the rest.": every unit on the board the players did not choose, in one kill action (370.1.a.2). */
export function killTheRest(run: Run, _ins: Op<"killTheRest">): Outcome {
  const state = run.ctx.state;
  const kept = new Set(run.item.eachChose ?? []);
  const rest = state.objectOrder.map((id) => state.objects.get(id)!).filter((o) => isUnit(o) && isOnBoard(o) && o.zone !== "FACEDOWN" && !kept.has(o.id));
  if (rest.length === 0) return ignored("No other unit is on the board, so nothing is killed.", cite("instructions.impossible-ignored"));
  if (rest.length > 1) run.ctx.dying = new Map(rest.map((o) => [o.id, snapshot(o, state)])); // one kill action: they die together (370.1.a.2)
  for (const o of rest) killObject(run.ctx, o, `by ${run.item.name}`, run.item.id);
  endDying(run.ctx);
  return { outcome: "EXECUTED", explanation: `The units not chosen are killed: ${rest.map(label).join(", ")}.`, citations: cite("kill.action") };
}

/** the defender kills one of their own units at this battlefield: the defending player of the combat at the source's battlefield chooses (355.10.f). */
export function defenderKillsOne(run: Run, _ins: Op<"defenderKillsOne">): Outcome {
  const state = run.ctx.state;
  const here = hereOf(run.item, state);
  const c = state.combat;
  if (!here || !c || here !== `bf:${c.battlefield}`)
    return ignored(`There is no combat at ${here ? describeLocation(here, state) : "its location (the source left the board)"}, so there is no defender.`, cite("instructions.impossible-ignored"));
  const defender = [...c.defenders].map((id) => state.objects.get(id)?.controller).find((p): p is string => !!p) ?? (state.battlefields.get(c.battlefield)?.controller !== run.item.controller ? state.battlefields.get(c.battlefield)?.controller : undefined);
  if (!defender) return ignored("The board does not say who the defender is (no defending unit, and the battlefield's controller is not given).", cite("instructions.impossible-ignored"));
  const theirs = state.objectOrder.map((id) => state.objects.get(id)!).filter((o) => isUnit(o) && isOnBoard(o) && o.zone === "BATTLEFIELD" && `bf:${o.battlefield}` === here && o.controller === defender);
  if (theirs.length === 0) return ignored(`${defender}, the defender, has no unit here to kill.`, cite("instructions.impossible-ignored"));
  let pick = theirs[0]!;
  if (theirs.length > 1) {
    const a = ask(run, defender, "you are the defender: choose one of your units here to kill.", theirs.map((o) => o.id));
    const chosen = theirs.find((o) => o.id === (a.option ?? a.objects?.[0]));
    if (!chosen) return ignored(`${defender}'s choice must be one of ${theirs.map((o) => o.id).join(", ")}; nothing is killed.`, cite("instructions.impossible-ignored"));
    pick = chosen;
  }
  const done = killObject(run.ctx, pick, `by ${run.item.name}`, run.item.id);
  return {
    outcome: "EXECUTED", performed: done.performed,
    explanation: `${defender}, the defender, kills ${label(pick)}${theirs.length === 1 ? " (their only unit here)" : ""}.`,
    citations: cite("kill.action", "targets.must-complete"),
  };
}
