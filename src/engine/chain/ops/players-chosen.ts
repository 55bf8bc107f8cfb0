/**
 * "Choose an opponent." / "Choose a player." and what "they" then do. The player is a target (355.9.a, 355.10):
 * chosen as the item is put on the chain — asked of its controller when there are several to choose from — and
 * named by "they" in the instructions after it. "They reveal their hand" shows every card in it (424.3.a); a card
 * chosen from it is then discarded or recycled (to its owner's Main Deck, 416.1.c). The board may give a hand by
 * its size alone: then its cards are unknown, and choosing one of them is reported, not guessed.
 */
import { trashCards } from "../../state/actions.js";
import type { Effect } from "../../cards/language.js";
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { decide, log, type Ctx } from "../../context.js";
import { cite } from "../../rules.js";
import type { ChainItem, Obj, Player } from "../../state/types.js";
import { drawCards } from "../instructions.js";
import { ask, playerOf, type Outcome, type Run } from "../resolveItem.js";

import { ignored } from "./common.js";
import { hasDomain } from "./requirements.js";
import { fireYouBanish, noteDiscards, noteRecycled } from "../triggers.js";
import { offBoardCardObject, resolveCard } from "../../state/setup.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

function choosePlayerLine(effect: Effect | undefined): Op<"choosePlayer"> | undefined {
  const lines = effect?.lines.map((l) => l.instruction as MoreInstruction) ?? [];
  // "An opponent reveals their hand.": the opponent is chosen as for "Choose an opponent." (355.9.a)
  if (lines.some((i) => i.op === "revealHand" && i.say === "anOpponent")) return { op: "choosePlayer", opponent: true };
  return lines.find((i): i is Op<"choosePlayer"> => i.op === "choosePlayer");
}

/** Asks which player an item chooses, as it is put on the chain; the only possible one is taken without asking. */
export function choosePlayerOnPlay(ctx: Ctx, item: ChainItem): void {
  const ins = choosePlayerLine(item.effect);
  if (!ins) return;
  const order = ctx.state.playerOrder;
  const k = Math.max(0, order.indexOf(item.controller));
  const everyone = [...order.slice(k), ...order.slice(0, k)];
  const options = ins.opponent ? everyone.filter((p) => p !== item.controller) : everyone;
  const what = ins.opponent ? "an opponent" : "a player";
  if (options.length === 0) {
    log(ctx, { kind: "PLAYER_CHOSEN", chainItem: item.id, explanation: `${item.controller} has no opponent to choose for ${item.name}.`, citations: cite("targets.player") });
    return;
  }
  let pick: string | undefined = options[0];
  if (options.length > 1) {
    const c = decide(ctx, { item: item.id, index: item.decisionCount++, player: item.controller, prompt: `choose ${what} for ${item.name}.`, options });
    pick = options.find((p) => p === (c.option ?? c.objects?.[0]));
    if (!pick) {
      log(ctx, { kind: "PLAYER_CHOSEN", chainItem: item.id, explanation: `The player given for ${item.name} ("${c.option ?? c.objects?.[0] ?? ""}") is not one of ${options.join(", ")}; no player is chosen.`, citations: cite("targets.player") });
      return;
    }
  }
  if (!pick) return;
  item.chosenPlayer = pick;
  log(ctx, {
    kind: "PLAYER_CHOSEN", chainItem: item.id,
    explanation: `${item.controller} chooses ${pick} as ${what} for ${item.name} as it goes on the chain${options.length === 1 ? ` (the only ${ins.opponent ? "opponent" : "player"})` : ""}.`,
    citations: cite("targets.player"),
  });
}

export function choosePlayer(run: Run, ins: Op<"choosePlayer">): Outcome {
  const who = run.item.chosenPlayer;
  if (!who) return ignored(`No ${ins.opponent ? "opponent" : "player"} was chosen as it was put on the chain.`, cite("targets.player", "instructions.impossible-ignored"));
  return { outcome: "EXECUTED", explanation: `${who} is the ${ins.opponent ? "opponent" : "player"} chosen as it was put on the chain.`, citations: cite("targets.player") };
}

export function revealHand(run: Run, ins: Op<"revealHand">): Outcome {
  const who = playerOf(run, ins.who);
  if (!who.player) return ignored(`${who.note ?? "No player"}; no hand is revealed.`, who.citations);
  const p = run.ctx.state.players.get(who.player)!;
  if (!p.hand)
    return {
      outcome: "PARTIAL",
      explanation: `${p.id} reveals their hand (${p.handSize} card${p.handSize === 1 ? "" : "s"}); the board gives only its size, so the engine can't say which cards they are.`,
      citations: cite("reveal.action", "reveal.whole-zone"),
    };
  return { outcome: "EXECUTED", explanation: `${p.id} reveals their hand: ${p.hand.join(", ") || "(empty)"}.`, citations: cite("reveal.action", "reveal.whole-zone") };
}

export function takeFromHand(run: Run, ins: Op<"takeFromHand">): Outcome {
  const { ctx, item } = run;
  const who = playerOf(run, ins.who);
  if (!who.player) return ignored(`${who.note ?? "No player"}; no card is chosen.`, who.citations);
  const p = ctx.state.players.get(who.player)!;
  if (!p.hand)
    return ignored(`The board gives only the size of ${p.id}'s hand, not its cards, so choosing a card from it is not modelled; nothing is ${ins.then === "discard" ? "discarded" : "recycled"}.`, cite("instructions.impossible-ignored"));
  const fits = (name: string) => !ins.nonUnit || (ctx.catalog.lookup(name)?.type ?? "").toLowerCase() !== "unit";
  const options = [...new Set(p.hand.filter(fits))];
  if (options.length === 0)
    return ignored(`${p.id}'s hand has no ${ins.nonUnit ? "non-unit " : ""}card to choose${p.hand.length ? ` (${p.hand.join(", ")})` : ""}.`, cite("instructions.impossible-ignored"));
  let name = options[0]!;
  if (options.length > 1) {
    const c = ask(run, item.controller, `choose a ${ins.nonUnit ? "non-unit " : ""}card from ${p.id}'s revealed hand.`, options);
    const pick = options.find((o) => o === (c.option ?? c.objects?.[0]));
    if (!pick) return ignored(`The card given ("${c.option ?? c.objects?.[0] ?? ""}") is not one of ${options.join(", ")}; nothing is ${ins.then === "discard" ? "discarded" : "recycled"}.`, cite("instructions.impossible-ignored"));
    name = pick;
  }
  p.hand.splice(p.hand.indexOf(name), 1);
  p.handSize -= 1;
  if (ins.then === "discard") {
    trashCards(ctx.state, p.id, [name]);
    noteDiscards(ctx, p.id, 1, [name]);
    return { outcome: "EXECUTED", explanation: `${item.controller} chooses ${name} from ${p.id}'s hand, and ${p.id} discards it.`, citations: cite("discard.action") };
  }
  if (p.deck) p.deck.push(cardInDeck(ctx, name, p.id).id);
  p.deckSize += 1;
  noteRecycled(ctx, p.id, [name]);
  return {
    outcome: "EXECUTED",
    explanation: `${item.controller} chooses ${name} from ${p.id}'s hand, and it is recycled to the bottom of ${p.id}'s Main Deck (players recycle cards to their own deck).`,
    citations: cite("recycle.action", "recycle.own-deck"),
  };
}

/** A new object for a card put into a Main Deck whose cards the board lists. */
export function cardInDeck(ctx: Ctx, name: string, owner: string): Obj {
  const info = ctx.catalog.lookup(name);
  let id = `${owner}.deck.${name}`;
  for (let n = 2; ctx.state.objects.has(id); n++) id = `${owner}.deck.${name}#${n}`;
  const o: Obj = {
    id, name: info?.name ?? name, types: info ? [info.type.toLowerCase()] : [], baseMight: info?.might ?? null, energy: info?.energy ?? null,
    owner, controller: owner, zone: "MAIN_DECK", damage: 0, exhausted: false, tempMight: 0, incarnation: 0, moves: 0, newObject: false, fromInput: false,
  };
  ctx.state.objects.set(id, o);
  ctx.state.objectOrder.push(id);
  return o;
}



/** letting the controller see that player's facedown cards for the turn: hidden information the player may see; the board does not change. */
export function lookAtFacedown(run: Run, ins: Op<"lookAtFacedown">): Outcome {
  const who = playerOf(run, ins.who);
  if (!who.player) return ignored(`${who.note ?? "No player"}; nobody's facedown cards are looked at.`, who.citations);
  const state = run.ctx.state;
  const cards = state.objectOrder.map((id) => state.objects.get(id)!).filter((o) => o.zone === "FACEDOWN" && o.controller === who.player);
  return {
    outcome: "EXECUTED",
    explanation: `${run.item.controller} can look at ${who.player}'s facedown cards this turn (${cards.length ? cards.map((o) => `${o.name} at ${o.battlefield}`).join(", ") : "they have none now"}). Looking at hidden cards changes nothing on the board; the permission is recorded here.`,
    citations: [],
  };
}

/** "pay 2 XP" inside an effect: paid as it resolves (383.3.b: not the base cost, it is not at the beginning); XP can't go below 0. */
export function spendXpNow(run: Run, ins: Op<"spendXpNow">): Outcome {
  const p = run.ctx.state.players.get(run.item.controller)!;
  if (p.xp < ins.n) return { outcome: "IGNORED", performed: false, explanation: `${p.id} has ${p.xp} XP and can't pay ${ins.n}.`, citations: cite("xp.spend", "instructions.impossible-ignored") };
  p.xp -= ins.n;
  return { outcome: "EXECUTED", explanation: `${p.id} pays ${ins.n} XP (${p.xp} left).`, citations: cite("xp.spend") };
}

/** "choose a card from their hand": a card of a revealed hand, remembered for "that card". */
export function chooseFromHand(run: Run, ins: Op<"chooseFromHand">): Outcome {
  const who = playerOf(run, ins.who);
  if (!who.player) return ignored(`${who.note ?? "No player"}; no card is chosen.`, who.citations);
  const p = run.ctx.state.players.get(who.player)!;
  if (!p.hand) return ignored(`The board gives only the size of ${p.id}'s hand, not its cards, so choosing a card from it is not modelled.`, cite("instructions.impossible-ignored"));
  const domain = ins.domain;
  const options = [...new Set(p.hand.filter((n) => (domain === undefined || hasDomain(run.ctx.catalog.lookup(n)?.domains, domain)) && (!ins.unit || (run.ctx.catalog.lookup(n)?.type ?? "").toLowerCase() === "unit")))];
  const kind = domain ? `${domain} card` : ins.unit ? "unit card" : "card";
  if (options.length === 0)
    return ignored(p.hand.length ? `${p.id}'s hand (${p.hand.join(", ")}) has no ${kind} to choose.` : `${p.id}'s hand is empty: there is no card to choose.`, cite("instructions.impossible-ignored", ...(domain ? ["card.domain" as const] : [])));
  let name = options[0]!;
  if (options.length > 1) {
    const c = ask(run, run.item.controller, `choose a ${kind} from ${p.id}'s revealed hand.`, options);
    const pick = options.find((o) => o === (c.option ?? c.objects?.[0]));
    if (!pick) return ignored(`The card given ("${c.option ?? c.objects?.[0] ?? ""}") is not one of ${options.join(", ")}; no card is chosen.`, cite("instructions.impossible-ignored"));
    name = pick;
  }
  run.handCard = { player: p.id, name };
  return { outcome: "EXECUTED", explanation: `${run.item.controller} chooses ${name} from ${p.id}'s hand${domain ? ` (a ${domain} card)` : ""}.`, citations: domain ? cite("card.domain") : [] };
}

/**
 * The card chosen earlier in this item from the named player's hand (run.handCard), taken out of that hand; an
 * IGNORED outcome when no card of theirs was chosen or it is no longer there.
 */
function takeChosenFromHand(run: Run, whoRef: Op<"recycleChosen">["who"], verb: "recycled" | "discarded"): { p: Player; name: string } | Outcome {
  const who = playerOf(run, whoRef);
  const chosen = run.handCard;
  if (!who.player || !chosen || chosen.player !== who.player) return ignored(`No card was chosen from their hand, so nothing is ${verb}.`, cite("instructions.impossible-ignored"));
  const p = run.ctx.state.players.get(who.player)!;
  const k = p.hand?.indexOf(chosen.name) ?? -1;
  if (!p.hand || k < 0) return ignored(`${chosen.name} is no longer in ${p.id}'s hand.`, cite("instructions.impossible-ignored"));
  p.hand.splice(k, 1);
  p.handSize -= 1;
  return { p, name: chosen.name };
}

/** The chosen player recycles the card chosen from their hand: to the bottom of their own Main Deck. */
export function recycleChosen(run: Run, ins: Op<"recycleChosen">): Outcome {
  const taken = takeChosenFromHand(run, ins.who, "recycled");
  if ("outcome" in taken) return taken;
  const { p, name } = taken;
  if (p.deck) p.deck.push(cardInDeck(run.ctx, name, p.id).id);
  p.deckSize += 1;
  noteRecycled(run.ctx, p.id, [name]);
  return {
    outcome: "EXECUTED",
    explanation: `${p.id} recycles ${name} from their hand to the bottom of their Main Deck.`,
    citations: cite("recycle.action", "recycle.own-deck"),
  };
}

/** the player discards the chosen card, then draws 1: the card chosen from their hand. */
export function discardChosen(run: Run, ins: Op<"discardChosen">): Outcome {
  const taken = takeChosenFromHand(run, ins.who, "discarded");
  if ("outcome" in taken) return taken;
  const { p, name } = taken;
  trashCards(run.ctx.state, p.id, [name]);
  noteDiscards(run.ctx, p.id, 1, [name]);
  const drawn = drawCards(run, p.id, ins.draw);
  return {
    outcome: drawn < ins.draw ? "PARTIAL" : "EXECUTED",
    explanation: `${p.id} discards ${name} and draws ${drawn}${drawn < ins.draw ? ` of ${ins.draw} (the deck ran out)` : ""}.`,
    citations: cite("discard.action", "draw.action"),
  };
}

/**
 * Banishing a card of a revealed hand: its controller chooses a card of the chosen player's revealed hand (asked when the
 * hand holds different cards; the board must give them), which leaves the hand and is banished (a card object in banishment, `<item>:banished`).
 */
export function banishChosenFromHand(run: Run, ins: Op<"banishChosenFromHand">): Outcome {
  const chose = chooseFromHand(run, { op: "chooseFromHand", who: ins.who });
  if (chose.outcome !== "EXECUTED" || !run.handCard) return chose.outcome === "IGNORED" ? { ...chose, explanation: `${chose.explanation} Nothing is banished.` } : chose;
  const { player, name } = run.handCard;
  const p = run.ctx.state.players.get(player)!;
  p.hand!.splice(p.hand!.indexOf(name), 1);
  p.handSize = Math.max(0, p.handSize - 1);
  let id = `${run.item.id}:banished`;
  for (let n = 2; run.ctx.state.objects.has(id); n++) id = `${run.item.id}:banished#${n}`;
  const o = offBoardCardObject(resolveCard(name, run.ctx.catalog, run.ctx.extraDefinitions, []), id, name, player, "BANISHMENT");
  o.incarnation = 1; // it left the hand: reported with the final board
  run.ctx.state.objects.set(id, o);
  run.ctx.state.objectOrder.push(id);
  run.banishedFromHand = { player, name, id };
  fireYouBanish(run.ctx, run.item.controller, [{ owner: player, name }]);
  return { outcome: "EXECUTED", explanation: `${run.item.controller} chooses ${name} from ${player}'s revealed hand and banishes it (${id}).`, citations: cite("reveal.action", "banish.action") };
}

/**
 * Returning that banished card on its owner's next hold: a delayed trigger (390.2) created now, for the next time the chosen player holds a battlefield
 * (a later Beginning Phase, outside the request): it returns the card banished before to its owner's hand, whether or not the source is
 * still on the board then. It acts after the request, so the final board reports it (`delayed`, when WHEN_PLAYER_HOLDS).
 */
export function whenTheyHoldReturnBanished(run: Run): Outcome {
  const b = run.banishedFromHand;
  if (!b) return ignored("No card was banished from their hand, so there is nothing to return: no delayed trigger is created.", cite("instructions.impossible-ignored"));
  const describe = `when ${b.player} holds, ${b.name} (${b.id}) returns from banishment to ${b.player}'s hand`;
  run.ctx.state.delayed.push({ id: `${run.item.id}.delayed`, controller: run.item.controller, describe, source: run.item.sourceId ?? run.item.id, when: "WHEN_PLAYER_HOLDS" });
  return {
    outcome: "EXECUTED",
    explanation: `Creates a delayed trigger: ${describe}. A hold happens in ${b.player}'s Beginning Phase, after this request, whether or not its source is still on the board then; the final board reports it.`,
    citations: cite("delayed.trigger", "delayed.abilities"),
  };
}
