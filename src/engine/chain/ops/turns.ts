/**
 * Effects that reach past the request: an Additional Turn queued after the current one (735–738) and a player winning the game
 * (195–196). Neither happens inside chain resolution; the final board reports them (`additionalTurns`, `winner`).
 */
import { cite } from "../../rules.js";
import type { Outcome, Run } from "../resolveItem.js";
import { controllerMissing } from "./common.js";

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
