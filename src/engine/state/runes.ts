/**
 * The runes a player controls: runes stay on the board until they are recycled (161.1.a). The board gives each player's
 * count (`runes`, default 0, or the number of runes it lists as objects, which it counts); runes the chain channels add to it (430.1). Conditions on the count are read as they are
 * checked: a trigger's as its event happens (383.2.a.1), a static's whenever it is read, an instruction's as it resolves.
 */
import type { RunesControlled } from "../cards/vocabulary.js";
import type { GameState } from "./types.js";

export function runesOf(state: GameState, player: string): number {
  return state.players.get(player)?.runes ?? 0;
}

/** Whether the condition holds for the player now, and what was seen (for the transcript). */
export function runesHold(state: GameState, player: string, c: RunesControlled): { holds: boolean; seen: string } {
  const mine = runesOf(state, player);
  const count = (n: number) => `${n} rune${n === 1 ? "" : "s"}`;
  if ("atMost" in c) return { holds: mine <= c.atMost, seen: `${player} controls ${count(mine)} (${c.atMost} or fewer needed)` };
  if ("atLeast" in c) return { holds: mine >= c.atLeast, seen: `${player} controls ${count(mine)} (${c.atLeast} or more needed)` };
  const others = state.playerOrder.filter((p) => p !== player);
  const more = others.find((p) => runesOf(state, p) > mine);
  const said = others.map((p) => `${p} ${count(runesOf(state, p))}`).join(", ") || "no opponent";
  return { holds: more !== undefined, seen: `${player} controls ${count(mine)}; of the opponents, ${said}${more ? `: ${more} controls more` : ": none controls more"}` };
}

