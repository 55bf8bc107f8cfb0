/**
 * Effects that reach past the request: an Additional Turn queued after the current one (735–738) and a player winning the game
 * (195–196). Neither happens inside chain resolution; the final board reports them (`additionalTurns`, `winner`).
 */
import { cite } from "../../rules.js";
import type { Outcome, Run } from "../resolveItem.js";
import { controllerMissing, ignored } from "./common.js";
import { isOnBoard, label } from "../../state/queries.js";
import { changeZone } from "../../state/actions.js";

/**
 * An Additional Turn owned by the item's controller, inserted into the turn queue right after the
 * current turn (735), in front of those queued earlier (738: the newest effect's turn comes first). Turn Order does not change (737).
 */
export function takeTurnAfterThis(run: Run): Outcome {
  const state = run.ctx.state;
  const who = run.item.controller;
  if (!state.players.has(who)) return controllerMissing(run);
  state.additionalTurns.unshift(who);
  return {
    outcome: "EXECUTED",
    explanation: `${who} will take an Additional Turn right after this turn (the turns queued after this one are now: ${state.additionalTurns.join(", ")}; Turn Order itself does not change). The final board reports the queue.`,
    citations: cite("turn.additional", "turn.additional-queue"),
  };
}

/** The item's controller wins (195) and the game ends (196): nothing else is resolved. */
export function winGame(run: Run): Outcome {
  const state = run.ctx.state;
  const who = run.item.controller;
  if (!state.players.has(who)) return controllerMissing(run);
  state.winner = who;
  return { outcome: "EXECUTED", explanation: `${who} wins the game. The game ends: nothing after this is resolved.`, citations: cite("win.by-effect", "win.game-ends") };
}

/**
 * A unit's hold effect creating a delayed trigger (390.2) for the start of its controller's next Main Phase: then they may move an
 * enemy unit, chosen then, to "this battlefield", the one the unit held, fixed now (where it is as this resolves, or, gone from
 * there, the battlefield the caller names for the trigger). It acts after the request, so the final board reports it (`delayed`).
 */
export function nextMainPhaseMayMoveEnemyHere(run: Run): Outcome {
  const state = run.ctx.state;
  const me = run.item.sourceId !== undefined ? state.objects.get(run.item.sourceId) : undefined;
  const here = me && me.incarnation === run.item.sourceIncarnation && me.zone === "BATTLEFIELD" ? me.battlefield : run.item.input.battlefield;
  if (here === undefined || !state.battlefields.has(here))
    return ignored(`${me ? label(me) : run.item.name} is not at a battlefield and the trigger names none (its battlefield), so which battlefield the delayed trigger would name is not known; it is not created.`, cite("instructions.impossible-ignored"));
  const name = state.battlefields.get(here)?.name ?? here;
  const describe = `${run.item.controller} may move an enemy unit (chosen then) to ${name === here ? here : `${name} (${here})`}`;
  state.delayed.push({ id: `${run.item.id}.delayed`, controller: run.item.controller, describe, source: run.item.sourceId ?? run.item.id, when: "START_OF_NEXT_MAIN_PHASE", battlefield: here });
  return {
    outcome: "EXECUTED",
    explanation: `Creates a delayed trigger for the start of ${run.item.controller}'s next Main Phase: ${describe}. It acts after this request, whether or not its source is still on the board then; the final board reports it.`,
    citations: cite("delayed.trigger", "delayed.abilities"),
  };
}

/**
 * A unit's hold effect adding resources at the start of its controller's next Main Phase: a delayed trigger (390.2) created now,
 * acting then whether or not the unit is still on the board (392). It acts after the request, so the final board reports it
 * (`delayed`); resources are not part of the board, so the add itself is the caller's to apply then.
 */
export function addAtNextMainPhase(run: Run, symbols: string): Outcome {
  const describe = `${run.item.controller} adds ${symbols}${symbols === "{any}" ? " (1 Power of any domain)" : ""}`;
  run.ctx.state.delayed.push({ id: `${run.item.id}.delayed`, controller: run.item.controller, describe, source: run.item.sourceId ?? run.item.id, when: "START_OF_NEXT_MAIN_PHASE" });
  return {
    outcome: "EXECUTED",
    explanation: `Creates a delayed trigger for the start of ${run.item.controller}'s next Main Phase: ${describe} then (resources are not part of the board). It acts after this request, whether or not its source is still on the board then; the final board reports it.`,
    citations: cite("delayed.trigger", "delayed.abilities", "add.action"),
  };
}

/** The Equipment whose ability this is is detached from the unit it is attached to (435); it stays where it is. */
export function detachThis(run: Run): Outcome {
  const state = run.ctx.state;
  const eq = run.item.sourceId !== undefined ? state.objects.get(run.item.sourceId) : undefined;
  if (!eq || eq.incarnation !== run.item.sourceIncarnation || !isOnBoard(eq)) return ignored(`${run.item.name}'s Equipment is no longer on the board, so there is nothing to unattach.`, cite("instructions.impossible-ignored"));
  if (!eq.attachedTo) return ignored(`${label(eq)} is not attached to a unit, so it is not unattached.`, cite("instructions.impossible-ignored", "detach.action"));
  const unit = state.objects.get(eq.attachedTo);
  delete eq.attachedTo;
  run.ctx.cleanupOutstanding = true;
  return { outcome: "EXECUTED", explanation: `Unattaches ${label(eq)} from ${unit ? label(unit) : "its unit"}.`, citations: cite("detach.action") };
}

/**
 * The Chosen Champion back from the trash to an empty Champion Zone (its "you may" asked as an optional line): a card
 * of the controller's trash with the exact name of their Chosen Champion (any copy counts, 103.2.a.3; the board's chosenChampion), put
 * into their Champion Zone while it is empty (the board's championZone). The final board reports the zone (the player's championZone).
 */
export function returnChampionToZone(run: Run): Outcome {
  const state = run.ctx.state;
  const me = run.item.controller;
  const p = state.players.get(me);
  if (!p) return controllerMissing(run);
  const name = p.chosenChampion;
  if (!name) return ignored(`The board does not name ${me}'s Chosen Champion (chosenChampion), so which card of their trash is it is not known; nothing is returned.`, cite("instructions.impossible-ignored", "champion.chosen"));
  if (p.championZone) return ignored(`${me}'s Champion Zone is not empty (${p.championZone}), so nothing is returned.`, cite("instructions.impossible-ignored"));
  const full = (n: string) => run.ctx.catalog.lookup(n)?.name ?? n; // names as the card library spells them (given names match without regard to case)
  const k = p.trash.findIndex((t) => full(t) === full(name));
  if (k < 0) return ignored(`${me}'s trash${p.trashKnown ? "" : " (not given in the board)"} holds no ${name}, their Chosen Champion, so nothing is returned.`, cite("instructions.impossible-ignored", "champion.chosen"));
  const [card] = p.trash.splice(k, 1);
  const o = [...state.objects.values()].find((x) => x.zone === "TRASH" && x.owner === me && full(x.name) === full(name));
  if (o) changeZone(o, "CHAMPION_ZONE", state);
  p.championZone = card!;
  return { outcome: "EXECUTED", explanation: `${me} returns ${card}${o ? ` (${o.id})` : ""}, a card with their Chosen Champion's name, from their trash to their Champion Zone.`, citations: cite("champion.chosen") };
}
