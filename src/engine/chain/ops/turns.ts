/**
 * Effects that reach past the request: an Additional Turn queued after the current one (735–738) and a player winning the game
 * (195–196). Neither happens inside chain resolution; the final board reports them (`additionalTurns`, `winner`).
 */
import { cite } from "../../rules.js";
import type { Outcome, Run } from "../resolveItem.js";
import { controllerMissing, ignored } from "./common.js";
import { label } from "../../state/queries.js";

/**
 * "Take a turn after this one": an Additional Turn owned by the item's controller, inserted into the turn queue right after the
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

/** "You win the game": the item's controller wins (195) and the game ends (196): nothing else is resolved. */
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
