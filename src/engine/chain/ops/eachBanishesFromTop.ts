/**
 * Each player banishing one card of the top of their own Main Deck and recycling the rest, then, starting with the next player,
 * each playing the card they banished (419.3), its Energy cost ignored and its Power cost paid outside the engine. Only a Main
 * Deck the board gives as cards can be looked at; a player whose deck is given by its size alone is reported (PARTIAL).
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { changeZone } from "../../state/actions.js";
import { describeLocation, isUnit, label, locationOf } from "../../state/queries.js";
import type { Obj } from "../../state/types.js";
import { playUnit } from "../instructions.js";
import { ask, type Outcome, type Run } from "../resolveItem.js";
import { fireYouBanish, noteRecycledObjects } from "../triggers.js";
import { ignored } from "./common.js";
import { fromNextPlayer } from "./fromNextPlayer.js";
import { playSpellFromEffect } from "./playSpell.js";
import { asLookedOrRevealed } from "./revealedFromDeck.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

/** The players in turn order from the turn player (303.2.a). */
function turnOrder(run: Run): string[] {
  const order = run.ctx.state.playerOrder;
  const k = Math.max(0, order.indexOf(run.ctx.state.turnPlayer));
  return [...order.slice(k), ...order.slice(0, k)];
}

/**
 * Each player in turn order looks at their own top N (the cards' own replacements as they are seen, 370), chooses one and
 * banishes it, and recycles the others, which go under their deck in a random order (416.5): with two or more different cards, the deck's order is
 * no longer known here. The card each banished is remembered for "those cards".
 */
export function eachLooksBanishesOneRecyclesRest(run: Run, ins: Op<"eachLooksBanishesOneRecyclesRest">): Outcome {
  const state = run.ctx.state;
  const banished = (run.banishedByPlayer = new Map<string, Obj>());
  const parts: string[] = [];
  let unknown = false;
  let random = false;
  for (const player of turnOrder(run)) {
    const p = state.players.get(player)!;
    if (!p.deck) {
      unknown = true;
      parts.push(`${player}'s Main Deck is given by its size alone, so which cards they look at, banish and recycle is not known (nothing of theirs can be played).`);
      continue;
    }
    const top = p.deck.slice(0, ins.n).map((id) => state.objects.get(id)!);
    if (top.length === 0) {
      parts.push(`${player}'s Main Deck is empty: they look at nothing and banish nothing.`);
      continue;
    }
    run.looked = [...top];
    const gone = asLookedOrRevealed(run, top, "look"); // the cards' own replacements as they are seen (370)
    const left = run.looked;
    const seen = `${player} looks at ${top.map(label).join(", ")}${gone.length ? ` (${gone.map(label).join(", ")} banished as seen)` : ""}`;
    if (left.length === 0) {
      parts.push(`${seen}; none is left to banish.`);
      continue;
    }
    const c = left.length === 1 ? { option: left[0]!.id } : ask(run, player, `you look at the top ${top.length} cards of your Main Deck: choose one of them to banish (the rest are recycled).`, left.map((o) => o.id));
    const pick = left.find((o) => o.id === (c.option ?? (c as { objects?: string[] }).objects?.[0]));
    if (!pick) {
      unknown = true;
      parts.push(`${seen}; the card given is not one of ${left.map((o) => o.id).join(", ")}, so nothing of theirs is banished or recycled.`);
      continue;
    }
    const k = p.deck.indexOf(pick.id);
    if (k >= 0) p.deck.splice(k, 1);
    p.deckSize = p.deck.length;
    changeZone(pick, "BANISHMENT", state);
    fireYouBanish(run.ctx, player, [pick]);
    banished.set(player, pick);
    const rest = left.filter((o) => o !== pick);
    for (const o of rest) {
      const j = p.deck.indexOf(o.id);
      if (j >= 0) p.deck.splice(j, 1);
      p.deck.push(o.id);
    }
    let order = "";
    if (rest.length > 1 && new Set(rest.map((o) => o.name)).size > 1) {
      random = true;
      p.deck = undefined; // a random order at the bottom (416.5): the deck's order is no longer tracked
      order = " in a random order, so the order of their Main Deck is no longer known here";
    }
    noteRecycledObjects(run.ctx, rest);
    parts.push(`${seen}, banishes ${label(pick)} and recycles ${rest.length ? rest.map(label).join(", ") : "nothing"}${rest.length ? ` to the bottom of their Main Deck${order}` : ""}.`);
  }
  run.looked = [];
  return {
    outcome: unknown ? "PARTIAL" : "EXECUTED",
    explanation: `Each player in turn order: ${parts.join(" ")}`,
    citations: cite("actions.turn-order", "banish.action", "recycle.action", ...(random ? (["recycle.random-order"] as const) : [])),
  };
}

/**
 * Each player plays the card they banished, without paying Energy: in turn order from the player after the
 * controller, each plays the card they banished (419.3), if it is still in banishment; its Power cost is paid outside the engine.
 * A unit goes to a place its player chooses (their base or a battlefield they control, 355.2.a; the item's destination for its
 * controller), a gear to their base (152.2), a spell onto the chain with targets its player chooses (it resolves after this one).
 */
export function eachFromNextPlaysBanished(run: Run): Outcome {
  const state = run.ctx.state;
  const banished = run.banishedByPlayer ?? new Map<string, Obj>();
  const parts: string[] = [];
  let played = 0;
  const how = ", ignoring its Energy cost (its Power cost is paid outside the engine),";
  for (const player of fromNextPlayer(run)) {
    const o = banished.get(player);
    if (!o) continue;
    if (o.zone !== "BANISHMENT") {
      parts.push(`${label(o)} is no longer in banishment, so ${player} can't play it.`);
      continue;
    }
    const barred = state.players.get(player)?.noCardsFrom;
    if (barred?.length) {
      parts.push(`${player} can't play cards this turn (${barred.join(", ")}), so ${label(o)} stays banished.`);
      continue;
    }
    if (o.types.includes("spell")) {
      const r = playSpellFromEffect(run, o, player, how, true);
      if (r.outcome === "EXECUTED") played++;
      parts.push(r.explanation);
      continue;
    }
    let at: string | undefined;
    if (isUnit(o)) {
      const given = player === run.item.controller ? run.item.input.destination : undefined;
      const mine = [...state.battlefields.values()].filter((b) => b.controller === player).map((b) => b.id);
      const options = ["base", ...mine];
      const choice = given !== undefined && options.includes(given) ? given : options.length === 1 ? "base" : ask(run, player, `choose where ${label(o)} enters ("base" or a battlefield you control).`, options).option;
      if (!choice || !options.includes(choice)) {
        parts.push(`No valid place was chosen for ${label(o)} (${options.join(", ")}), so ${player} does not play it.`);
        continue;
      }
      at = choice === "base" ? `base:${player}` : `bf:${choice}`;
    }
    const res = playUnit(run, o, player, "chosen", at);
    if (!res || res.forbidden) {
      parts.push(`${res?.forbidden ?? "No location was chosen"}, so ${label(o)} is not played; it stays banished.`);
      continue;
    }
    played++;
    parts.push(`${player} plays ${label(o)}${how} to ${describeLocation(locationOf(o), state)}; it enters as a new object.`);
  }
  if (banished.size === 0) return ignored("No player banished a card this way, so there is nothing to play.", cite("play.during-effect", "instructions.impossible-ignored"));
  const said = `Each player in turn, starting with the player after ${run.item.controller}: ${parts.join(" ")}`;
  return played === 0 ? ignored(said, cite("play.during-effect")) : { outcome: "EXECUTED", explanation: said, citations: cite("play.during-effect", "actions.turn-order") };
}
