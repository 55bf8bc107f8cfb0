/**
 * HOT FEPR (334): handle outstanding tasks (cleanups, triggers), then finalize
 * pending items, let players pass, and resolve the newest finalized item.
 * Items marked `playedAfter: X` are played once X has finished resolving.
 */
import { log, type Ctx } from "../context.js";
import { cite } from "../rules.js";
import type { ChainItemInput } from "../api.js";
import { performCleanups } from "./cleanup.js";
import { itemFromInput } from "./items.js";
import { finalizeItem } from "./play.js";
import { resolveItem } from "./resolveItem.js";
import { noticeBecameMighty, putTriggersOnChain } from "./triggers.js";
import { endReflexiveTriggers } from "./ops/replacements.js";
import { noticeLapsedCopies } from "./ops/attachedCopy.js";
import { resolutionStep } from "./combat.js";

/** Handle Outstanding Tasks: cleanups first, then triggered abilities go on the chain; repeat until none. */
export function handleTasks(ctx: Ctx): void {
  let guard = 0;
  noticeLapsedCopies(ctx);
  noticeBecameMighty(ctx);
  while ((ctx.cleanupOutstanding || ctx.pendingTriggers.length > 0) && guard++ < 1000) {
    performCleanups(ctx);
    noticeLapsedCopies(ctx); // an Equipment killed or recalled in the cleanup: a copy it made ends
    noticeBecameMighty(ctx);
    putTriggersOnChain(ctx);
  }
}

function play(ctx: Ctx, input: ChainItemInput): void {
  const item = itemFromInput(ctx, input);
  finalizeItem(ctx, item);
  handleTasks(ctx);
}

export function runChain(ctx: Ctx, inputs: readonly ChainItemInput[]): void {
  const later = new Map<string, ChainItemInput[]>();
  for (const i of inputs) if (i.playedAfter !== undefined) later.set(i.playedAfter, [...(later.get(i.playedAfter) ?? []), i]);
  noticeBecameMighty(ctx, true); // the board as given
  for (const i of inputs) if (i.playedAfter === undefined) play(ctx, i);
  if (!resolveUntilEmpty(ctx, later)) return;
  // the board's combat has dealt its damage: its Resolution Step, once the chain is empty (466.2); what it puts on the chain resolves in it
  const combatResolved = ctx.state.combat?.resolution !== undefined;
  if (combatResolved && !resolutionStep(ctx, () => resolveUntilEmpty(ctx, later))) return;
  // an item to be played after a trigger that never went on the chain (`<item>.delayed`): it is not played
  for (const [id, followers] of later)
    for (const f of followers) log(ctx, { kind: "PLAYED_AFTER", chainItem: f.id, explanation: `${f.id} was to be played after ${id}, which never went on the chain, so it is not played.` });
  log(ctx, { kind: "CHAIN_EMPTY", explanation: "The chain is empty; play continues in an open state.", citations: cite("chain.empty-open-state") });
  if (ctx.state.delayed.length) {
    for (const d of ctx.state.delayed)
      log(ctx, { kind: "DELAYED", explanation: `Waiting for ${d.when === "END_OF_TURN" ? "the end of the turn" : d.when === "WHEN_PLAYER_HOLDS" ? "a player's hold (in a later Beginning Phase)" : d.when === "WINS_COMBAT_THIS_TURN" ? `${d.object ?? "its unit"} to win a combat this turn (${combatResolved ? "not the combat that just ended, which it did not win; a later one is the caller's to apply" : "combat is not simulated: the caller applies it"})` : `the start of ${d.controller}'s next Main Phase`}: ${d.describe} (${d.controller}). The final board reports it.`, citations: cite("delayed.abilities") });
  }
}

/**
 * Resolves the chain until it is empty (340): the newest item, then the tasks it left (cleanups, triggers), then the items to be
 * played after it. False when an effect made a player win (the game ended there, 196).
 */
export function resolveUntilEmpty(ctx: Ctx, later: Map<string, ChainItemInput[]>): boolean {
  const playFollowers = (id: string) => {
    for (const f of later.get(id) ?? []) {
      log(ctx, { kind: "PLAYED_AFTER", chainItem: f.id, explanation: `${id} has finished resolving; now ${f.controller} plays ${f.card ?? f.source ?? f.id}.` });
      play(ctx, f); // its own followers wait until it has resolved (below), not merely been played
    }
    later.delete(id);
  };
  // Items that were never played (e.g. illegal) still release their followers.
  for (const id of [...later.keys()]) if (ctx.state.removedItems.has(id) && !ctx.state.chain.some((c) => c.id === id)) playFollowers(id);
  while (ctx.state.chain.length > 0) {
    const top = ctx.state.chain[ctx.state.chain.length - 1]!;
    resolveItem(ctx, top);
    if (ctx.state.winner !== undefined) {
      // an effect made a player win (195): the game ends at once (196), with no cleanup, nothing else resolved and nothing else played
      const left = ctx.state.chain.filter((c) => c !== top).map((c) => c.id);
      log(ctx, { kind: "GAME_ENDS", chainItem: top.id, explanation: `${ctx.state.winner} has won the game, so the game ends here${left.length ? `: ${left.join(", ")} ${left.length === 1 ? "is" : "are"} never resolved` : ""}${later.size ? ", and the items to be played later are not played" : ""}.`, citations: cite("win.by-effect", "win.game-ends") });
      return false;
    }
    log(ctx, { kind: "CLEANUP", chainItem: top.id, explanation: "Tasks incurred while the item resolved are handled now that it has finished.", citations: cite("cleanup.not-during-resolution", "chain.tasks-first") });
    handleTasks(ctx);
    endReflexiveTriggers(ctx.state, top.id); // "If this kills it, …": only a death in that cleanup
    playFollowers(top.id);
    for (const id of [...later.keys()]) if (ctx.state.removedItems.has(id) && !ctx.state.chain.some((c) => c.id === id)) playFollowers(id);
  }
  return true;
}
