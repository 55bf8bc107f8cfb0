/**
 * Flow (829): a spell played from its owner's trash for its Flow cost is banished, not put into the trash,
 * when it leaves the chain — after resolving or when countered (829.1.b.1, a delayed replacement effect).
 */
import { changeZone } from "../../state/actions.js";
import type { ChainItem, GameState } from "../../state/types.js";

export function playedWithFlow(item: ChainItem): boolean {
  const fromTrash = item.input.playedFrom?.toUpperCase() === "TRASH";
  return fromTrash && (item.def?.abilities ?? []).some((a) => a.kind === "static" && a.rule.rule === "keyword" && a.rule.keyword === "Flow");
}

/** Banishes a Flow spell leaving the chain; returns false for any other item (it goes to the trash as usual). */
export function banishIfFlow(item: ChainItem, state: GameState): boolean {
  if (item.kind !== "spell" || !playedWithFlow(item)) return false;
  const card = item.sourceId ? state.objects.get(item.sourceId) : undefined;
  if (card && card.zone === "CHAIN") changeZone(card, "BANISHMENT", state);
  const p = state.players.get(item.controller);
  const k = p?.trash.indexOf(item.name) ?? -1;
  if (p && k >= 0) p.trash.splice(k, 1); // it was played from there
  return true;
}
