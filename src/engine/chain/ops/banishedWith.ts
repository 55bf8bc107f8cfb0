/**
 * Cards "banished with this": cards an ability of an object banished, linked to that object as it was then (a new object, after
 * it left the board, has banished none). The board gives earlier ones as the object's `banishedWithThis`.
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { describeLocation, label, locationOf } from "../../state/queries.js";
import { changeZone, toTrash } from "../../state/actions.js";
import { offBoardCardObject, resolveCard } from "../../state/setup.js";
import type { Obj } from "../../state/types.js";
import { execute, playUnit } from "../instructions.js";
import { ask, type Outcome, type Run } from "../resolveItem.js";
import { fireYouBanish } from "../triggers.js";
import { ignored } from "./common.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

/** "banish all units from your trash": every unit card of its controller's trash, each then banished with the source. */
export function banishFromYourTrash(run: Run, ins: Op<"banishFromYourTrash">): Outcome {
  const { ctx, item } = run;
  const state = ctx.state;
  const p = state.players.get(item.controller)!;
  if (!p.trashKnown) return { outcome: "PARTIAL", explanation: `${p.id} banishes every ${ins.type} card of their trash (the trash's contents were not given, so which cards, and so what is banished with ${item.name.replace(/ ability \d+$/, "")}, is not known here).`, citations: cite("banish.action") };
  const cards = [...state.objects.values()].filter((o) => o.zone === "TRASH" && o.owner === p.id && o.types.includes(ins.type));
  if (cards.length === 0) return ignored(`There is no ${ins.type} card in ${p.id}'s trash: nothing is banished.`, cite("instructions.impossible-ignored"));
  const src = item.sourceId !== undefined ? state.objects.get(item.sourceId) : undefined;
  for (const o of cards) {
    const k = p.trash.indexOf(o.name);
    if (k >= 0) p.trash.splice(k, 1);
    changeZone(o, "BANISHMENT", state);
    if (src) o.banishedWith = { id: src.id, incarnation: item.sourceIncarnation ?? src.incarnation };
  }
  fireYouBanish(ctx, item.controller, cards.map((o) => ({ owner: o.owner, name: o.name })));
  return {
    outcome: "EXECUTED",
    explanation: `${p.id} banishes ${cards.map(label).join(", ")} from their trash${src ? `; ${cards.length === 1 ? "it is" : "they are"} banished with ${label(src)}` : ""}.`,
    citations: cite("banish.action"),
  };
}

/**
 * "When you play a spell, … you may banish it": the card of the spell that triggered the ability. "When you play a spell" triggers as
 * the spell resolves (359.3.e.10), so its card is in its owner's trash by now; it is banished from there, with the source (a card
 * known only by its name in the trash becomes an object in banishment).
 */
export function banishPlayedSpell(run: Run): Outcome {
  const { ctx, item } = run;
  const state = ctx.state;
  const s = item.playedSpell;
  if (!s) return ignored("Its trigger condition names no spell (the ability was not triggered by a spell being played), so nothing is banished.", cite("instructions.impossible-ignored"));
  const p = state.players.get(s.owner);
  let card = s.cardId !== undefined ? state.objects.get(s.cardId) : undefined;
  if (card && card.zone !== "TRASH") return ignored(`${s.name} (${s.item}) is no longer in ${s.owner}'s trash, so it is not banished.`, cite("instructions.impossible-ignored"));
  if (!card) {
    if (!p || p.trash.lastIndexOf(s.name) < 0) return ignored(`${s.name} (${s.item}) is not in ${s.owner}'s trash, so it is not banished.`, cite("instructions.impossible-ignored"));
    let id = `${s.owner}:banished:${s.item}`;
    for (let k = 2; state.objects.has(id); k++) id = `${s.owner}:banished:${s.item}#${k}`;
    card = offBoardCardObject(resolveCard(s.name, ctx.catalog, ctx.extraDefinitions, []), id, s.name, s.owner, "TRASH");
    state.objects.set(id, card);
    state.objectOrder.push(id);
  }
  const k = p?.trash.lastIndexOf(card.name) ?? -1;
  if (p && k >= 0) p.trash.splice(k, 1);
  changeZone(card, "BANISHMENT", state);
  const src = item.sourceId !== undefined ? state.objects.get(item.sourceId) : undefined;
  if (src) card.banishedWith = { id: src.id, incarnation: item.sourceIncarnation ?? src.incarnation };
  fireYouBanish(ctx, item.controller, [{ owner: card.owner, name: card.name }]);
  return {
    outcome: "EXECUTED",
    explanation: `${item.controller} banishes ${s.name} (${s.item}), which has resolved, from ${s.owner}'s trash${src ? `; it is banished with ${label(src)}` : ""} (${card.id}).`,
    citations: cite("banish.action"),
  };
}

/**
 * a payoff once four spells sit banished with the source (they go to their trashes, then 4 runes channeled and 1 card drawn): the spells banished with the source
 * (as it is: the board's banishedWithThis and those its abilities banished in the request), counted as it resolves.
 */
export function flushBanishedSpells(run: Run, ins: Op<"flushBanishedSpells">): Outcome {
  const { ctx, item } = run;
  const spells = banishedWithSource(run).filter((o) => o.types.includes("spell"));
  const src = item.sourceId !== undefined ? ctx.state.objects.get(item.sourceId) : undefined;
  const me = src ? label(src) : "its source";
  if (spells.length < ins.n)
    return ignored(`${spells.length} spell${spells.length === 1 ? " is" : "s are"} banished with ${me}${spells.length ? ` (${spells.map(label).join(", ")})` : ""}, not ${ins.n}: nothing more happens.`, cite("instructions.impossible-ignored"));
  const names = spells.map(label).join(", ");
  for (const o of spells) toTrash(o, ctx.state);
  const channel = execute(run, { label: `channel ${ins.channel} runes`, instruction: { op: "resource", action: "channel", n: ins.channel, who: "you" } });
  const draw = execute(run, { label: `draw ${ins.draw}`, instruction: { op: "draw", who: "you", n: ins.draw } });
  const partial = channel.outcome !== "EXECUTED" || draw.outcome !== "EXECUTED";
  return {
    outcome: partial ? "PARTIAL" : "EXECUTED",
    explanation: `There are ${spells.length} spells banished with ${me} (${names}): each is put into its owner's trash. ${channel.explanation} ${draw.explanation}`,
    citations: [...cite("zone.new-object"), ...channel.citations, ...draw.citations],
  };
}

/** The cards in banishment an ability of the item's source banished while it was the object the item's source is (same incarnation). */
function banishedWithSource(run: Run): Obj[] {
  const { item, ctx } = run;
  if (item.sourceId === undefined) return [];
  const inc = item.sourceIncarnation ?? 0;
  return [...ctx.state.objects.values()].filter((o) => o.zone === "BANISHMENT" && o.banishedWith?.id === item.sourceId && o.banishedWith?.incarnation === inc);
}

/**
 * "Play a unit banished with this." (one, chosen as it resolves; its costs are paid outside the engine) and "Play all units banished
 * with this, ignoring their costs.": each to a location its controller chooses (the item's destination, else asked).
 */
export function playBanishedWithThis(run: Run, ins: Op<"playBanishedWithThis">): Outcome {
  const { ctx, item } = run;
  const units = banishedWithSource(run).filter((o) => o.types.includes("unit"));
  if (units.length === 0) return ignored("No unit is banished with it, so nothing is played.", cite("instructions.impossible-ignored"));
  let chosen = units;
  if (!ins.all && units.length > 1) {
    const c = ask(run, item.controller, "choose the unit banished with it to play.", units.map((o) => o.id));
    const o = units.find((u) => u.id === (c.option ?? c.objects?.[0]));
    if (!o) return ignored(`The unit given ("${c.option ?? c.objects?.[0] ?? ""}") is not one banished with it, so nothing is played.`, cite("instructions.impossible-ignored"));
    chosen = [o];
  } else if (!ins.all) chosen = [units[0]!];
  const played: string[] = [];
  const skipped: string[] = [];
  const citations: Outcome["citations"] = [];
  for (const o of chosen) {
    const res = playUnit(run, o, item.controller, "chosen");
    if (!res || res.forbidden) skipped.push(`${label(o)} (${res?.forbidden ?? "no location was chosen"})`);
    else {
      played.push(`${label(o)} to ${describeLocation(locationOf(o), ctx.state)}`);
      citations.push(...res.citations);
    }
  }
  if (played.length === 0) return ignored(`Nothing is played: ${skipped.join("; ")}.`, cite("instructions.impossible-ignored"));
  const how = ins.ignoringCost ? ", ignoring their costs," : ", paying its costs (outside the engine),";
  return {
    outcome: skipped.length ? "PARTIAL" : "EXECUTED",
    explanation: `${item.controller} plays ${played.join(", ")} from banishment${how} as new objects.${skipped.length ? ` Not played: ${skipped.join("; ")}.` : ""}`,
    citations,
  };
}
