/**
 * Flow (829): a spell played from its owner's trash for its Flow cost is banished, not put into the trash,
 * when it leaves the chain — after resolving or when countered (829.1.b.1, a delayed replacement effect).
 * A spell card may also be given Flow for the turn by an effect (a granted keyword, 801.3.a): its controller
 * may then play it from their trash (a request item with `playedFrom: "TRASH"`), with the same banishment.
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { log, type Ctx } from "../../context.js";
import { cite } from "../../rules.js";
import { changeZone } from "../../state/actions.js";
import { label } from "../../state/queries.js";
import type { ChainItem, GameState } from "../../state/types.js";
import { objectsOf, type Outcome, type Run } from "../resolveItem.js";
import { ignored } from "./common.js";

export function playedWithFlow(item: ChainItem): boolean {
  const fromTrash = item.input.playedFrom?.toUpperCase() === "TRASH";
  return fromTrash && (item.flowGivenBy !== undefined || (item.def?.abilities ?? []).some((a) => a.kind === "static" && a.rule.rule === "keyword" && a.rule.keyword === "Flow"));
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

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

/** Flow granted for the turn to a spell card chosen in the trash: the chosen card has Flow while it stays in the trash this turn. */
export function giveFlowThisTurn(run: Run, ins: Op<"giveFlowThisTurn">): Outcome {
  const r = objectsOf(run, ins.what);
  if (r.chosen === 0) return ignored("No spell in the trash was chosen, so nothing is given [Flow].", cite("instructions.impossible-ignored"));
  const card = r.objs.find((o) => o.zone === "TRASH");
  if (!card) return ignored(`The chosen card is no longer in the trash (${r.illegal.join(", ") || "gone"}), so nothing is given [Flow].`, cite("illegal-targets.unaffected", "instructions.all-targets-gone"));
  const p = run.ctx.state.players.get(card.owner);
  if (!p) return ignored(`${card.owner} is not a player of this board.`, cite("instructions.impossible-ignored"));
  (p.flowGiven ??= []).push({ id: card.id, incarnation: card.incarnation, from: run.item.id });
  return {
    outcome: "EXECUTED",
    explanation: `${label(card)} in ${card.owner}'s trash has [Flow] this turn, its Flow cost equal to its cost: ${card.owner} may play it from their trash for that cost (paid outside the engine), and as it then leaves the chain it is banished. A card that leaves the trash is a new object and loses it.`,
    citations: cite("keyword.granted", "zone.new-object"),
  };
}

/** The index of the [Flow] given this turn to a card of the item's name in its controller's trash, still there as the same object (-1: none). */
export function givenFlowIndex(ctx: Ctx, item: ChainItem): number {
  if (item.kind !== "spell" || item.input.playedFrom?.toUpperCase() !== "TRASH") return -1;
  return (ctx.state.players.get(item.controller)?.flowGiven ?? []).findIndex((g) => {
    const o = ctx.state.objects.get(g.id);
    return !!o && o.zone === "TRASH" && o.incarnation === g.incarnation && o.owner === item.controller && o.name === item.name;
  });
}

/**
 * A spell card of its controller's trash played from there (the request's item, `playedFrom: "TRASH"`) that an effect gave [Flow]
 * this turn: the first such card of that name still in the trash as the same object is the one played; it goes on the chain.
 */
export function takeGivenFlow(ctx: Ctx, item: ChainItem): void {
  if (item.kind !== "spell" || item.input.playedFrom?.toUpperCase() !== "TRASH") return;
  if ((item.def?.abilities ?? []).some((a) => a.kind === "static" && a.rule.rule === "keyword" && a.rule.keyword === "Flow")) return; // its own Flow
  const p = ctx.state.players.get(item.controller);
  const k = givenFlowIndex(ctx, item);
  if (!p || k < 0) return;
  const g = p.flowGiven!.splice(k, 1)[0]!;
  const card = ctx.state.objects.get(g.id)!;
  item.flowGivenBy = g.from;
  changeZone(card, "CHAIN", ctx.state);
  item.sourceId = card.id;
  item.sourceIncarnation = card.incarnation;
  log(ctx, {
    kind: "COST", chainItem: item.id,
    explanation: `${item.name} is played from ${item.controller}'s trash with the [Flow] ${g.from} gave it this turn, for its Flow cost, equal to its cost (paid outside the engine); as it leaves the chain it will be banished instead.`,
    citations: cite("keyword.granted"),
  });
}
