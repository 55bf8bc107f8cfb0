/** Cards moving between the trash, the hand and the Main Deck, and control changes. */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { log } from "../../context.js";
import { changeZone, placeAt, toTrash } from "../../state/actions.js";
import { isOnBoard, label, mightOf, isUnit, staticRules } from "../../state/queries.js";
import type { Obj } from "../../state/types.js";
import { execute } from "../instructions.js";
import { leaveBoardHooks } from "../death.js";
import { amountOf, ask, objectsOf, playerOf, remember, type Outcome, type Run } from "../resolveItem.js";
import { done, ignored, names, onBoard } from "./common.js";
import { fireYouBanish, noteDraws, noteRecycled, noteRecycledObjects } from "../triggers.js";
import { asLookedOrRevealed } from "./revealedFromDeck.js";
import { inTurnOrder } from "./players.js";
import { cardInDeck } from "./players-chosen.js";
import { returnToOwnersHand } from "./returnCost.js";
import { isCalled } from "../../state/continuous.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

function toHand(run: Run, o: Obj): void {
  const state = run.ctx.state;
  const p = state.players.get(o.owner)!;
  if (o.zone === "TRASH") {
    const k = p.trash.indexOf(o.name);
    if (k >= 0) p.trash.splice(k, 1);
  }
  if (o.zone === "MAIN_DECK" && p.deck) {
    const k = p.deck.indexOf(o.id);
    if (k >= 0) p.deck.splice(k, 1);
    p.deckSize = p.deck.length;
  }
  changeZone(o, "HAND", state);
  p.hand?.push(o.name);
  p.handSize += 1;
}

/** A card returning itself from the trash to its owner's hand: the card whose ability it is, if it is still the same card in its owner's trash. */
export function returnSelfFromTrash(run: Run): Outcome {
  const o = run.item.sourceId ? run.ctx.state.objects.get(run.item.sourceId) : undefined;
  if (!o || o.zone !== "TRASH" || o.incarnation !== run.item.sourceIncarnation)
    return ignored(`${o ? label(o) : "The card"} is no longer in the trash, so it is not returned.`, cite("instructions.impossible-ignored"));
  toHand(run, o);
  return { outcome: "EXECUTED", explanation: `${label(o)} returns from ${o.owner}'s trash to their hand.`, citations: [] };
}

/** "recycle up to 4 cards from trashes": each chosen card still in a trash goes to the bottom of its owner's Main Deck (416.1.c). */
export function recycleCards(run: Run, ins: Op<"recycleCards">): Outcome {
  const r = objectsOf(run, ins.what);
  if (r.chosen === 0) return ignored("No card was chosen, so nothing is recycled.", cite("targets.up-to"));
  const live = r.objs.filter((o) => o.zone === "TRASH");
  if (live.length === 0) return ignored(`The chosen cards are no longer in a trash (${r.illegal.join(", ") || "gone"}), so nothing is recycled.`, cite("illegal-targets.unaffected", "instructions.all-targets-gone"));
  const state = run.ctx.state;
  for (const o of live) {
    const p = state.players.get(o.owner)!;
    const k = p.trash.indexOf(o.name);
    if (k >= 0) p.trash.splice(k, 1);
    changeZone(o, "MAIN_DECK", state);
    if (p.deck) p.deck.push(o.id);
    p.deckSize += 1;
  }
  noteRecycledObjects(run.ctx, live);
  return done(live, r.illegal, `Recycles ${live.map((o) => `${label(o)} to the bottom of ${o.owner}'s Main Deck`).join(", ")}.`, cite("recycle.action", "recycle.own-deck"));
}

/**
 * "recycle N from your trash" as an effect: N cards of its controller's choice (416.6: not targets), as many as there
 * are (416.4), to the bottom of their Main Deck; two or more go there in a random order (416.5), so a known deck's order
 * is then no longer known.
 */
export function recycleFromYourTrash(run: Run, ins: Op<"recycleFromYourTrash">): Outcome {
  const state = run.ctx.state;
  const p = state.players.get(run.item.controller)!;
  if (!p.trashKnown) return { outcome: "PARTIAL", explanation: `${p.id} recycles ${ins.n} cards from their trash, or as many as there are (the trash's contents were not given, so which cards, and how many, is not known here).`, citations: cite("recycle.from-zone", "recycle.as-many-as-possible") };
  if (p.trash.length === 0) return ignored(`${p.id}'s trash is empty: nothing is recycled.`, cite("recycle.as-many-as-possible"));
  let cards: string[];
  if (p.trash.length > ins.n && new Set(p.trash).size > 1) {
    const a = ask(run, p.id, `choose ${ins.n} card(s) of your trash to recycle.`, [...p.trash]);
    const picked = (a.objects ?? (a.option ? [a.option] : [])).slice(0, ins.n);
    const copy = [...p.trash];
    if (picked.length !== ins.n || !picked.every((x) => { const k = copy.indexOf(x); if (k < 0) return false; copy.splice(k, 1); return true; }))
      return ignored(`The cards given must be ${ins.n} card(s) of ${p.id}'s trash; nothing is recycled.`, cite("recycle.from-zone"));
    cards = picked;
  } else cards = p.trash.slice(0, ins.n);
  const moved: string[] = [];
  for (const name of cards) {
    p.trash.splice(p.trash.indexOf(name), 1);
    const o = [...state.objects.values()].find((x) => x.zone === "TRASH" && x.owner === p.id && x.name === name);
    if (o) {
      changeZone(o, "MAIN_DECK", state);
      moved.push(o.id);
    }
  }
  p.deckSize += cards.length;
  const random = cards.length > 1;
  let order = random ? " in a random order" : "";
  if (p.deck) {
    if (moved.length === cards.length && new Set(cards).size === 1) p.deck.push(...moved);
    else {
      p.deck = undefined; // a random order at the bottom (416.5), or a card known by name only: the deck's contents are no longer tracked
      order += random ? ", so the Main Deck's order is no longer known here" : " (the card was known by name only, so the Main Deck's contents are no longer known here)";
    }
  }
  noteRecycled(run.ctx, p.id, cards);
  const many = cards.length < ins.n ? ` (all there were: ${cards.length})` : "";
  return { outcome: "EXECUTED", explanation: `${p.id} recycles ${cards.join(", ")}${many} from their trash to the bottom of their Main Deck${order}.`, citations: cite("recycle.from-zone", "recycle.action", ...(many ? ["recycle.as-many-as-possible" as const] : []), ...(random ? ["recycle.random-order" as const] : [])) };
}

/** A unit on the board recycled: to the bottom of its owner's Main Deck (416.1), a new object; a token ceases to exist. */
export function recycleToDeck(ctx: Run["ctx"], o: Obj): string {
  const state = ctx.state;
  const p = state.players.get(o.owner)!;
  changeZone(o, "MAIN_DECK", state);
  leaveBoardHooks(ctx, o);
  ctx.cleanupOutstanding = true;
  if (o.token) return `${label(o)} is a token, so it then ceases to exist.`;
  if (p.deck) {
    p.deck.push(o.id);
    p.deckSize = p.deck.length;
  } else p.deckSize += 1;
  noteRecycled(ctx, o.owner, [label(o)]);
  return `${label(o)} goes to the bottom of ${o.owner}'s Main Deck; it left the board and is a new object.`;
}

/** "recycle another friendly unit" as it resolves (not as an opening cost, which paid it already). */
export function recycleUnit(run: Run, ins: Op<"recycleUnit">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  const o = t.objs[0]!;
  remember(run, o);
  run.item.costObjects.push({ id: o.id, might: mightOf(o, run.ctx.state), energy: o.energy, power: o.power ?? null });
  return done([o], t.partial, `Recycles ${label(o)}: ${recycleToDeck(run.ctx, o)}`, cite("recycle.action", "zone.new-object"));
}

/** The Energy cost of the card just played, reduced by the recycled unit's Might: recorded (costs are paid outside the engine). */
export function energyCostReducedByRecycledMight(run: Run): Outcome {
  const recycled = run.item.costObjects.at(-1);
  if (!recycled) return ignored("No unit was recycled, so there is no Might to reduce the cost by.", cite("instructions.impossible-ignored"));
  return { outcome: "EXECUTED", explanation: `The card played costs ${recycled.might ?? 0} Energy less: the Might of ${recycled.id} as it was recycled (costs are paid outside the engine).`, citations: cite("referents.checked-on-execution") };
}

export function returnFromTrash(run: Run, ins: Op<"returnFromTrash">): Outcome {
  const r = objectsOf(run, ins.what);
  if (r.chosen === 0) return ignored("No card was chosen, so nothing returns.", cite("targets.up-to"));
  const live = r.objs.filter((o) => o.zone === "TRASH");
  if (live.length === 0) return ignored(`The chosen card is no longer in the trash (${r.illegal.join(", ") || "gone"}), so nothing returns.`, cite("illegal-targets.unaffected", "instructions.all-targets-gone"));
  for (const o of live) toHand(run, o);
  return done(live, r.illegal, `Returns ${names(live)} from the trash to ${live[0]!.owner}'s hand.`, cite("zone.new-object"));
}

export function takeControl(run: Run, ins: Op<"takeControl">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  const me = run.item.controller;
  for (const o of t.objs) {
    o.controller = me;
    delete o.controlUntil;
  }
  run.ctx.cleanupOutstanding = true;
  return done(t.objs, t.partial, `${me} takes control of ${names(t.objs)}.`, cite("control.permanent"));
}

/** "name a spell" (a play effect): its controller names a spell card as it resolves; the source remembers the name while it stays the same object. */
export function nameSpell(run: Run): Outcome {
  const me = run.item.controller;
  const c = ask(run, me, "name a spell (a spell card's name: answer with option).", []);
  const given = (c.option ?? c.objects?.[0] ?? "").trim();
  const info = given ? run.ctx.catalog.lookup(given) : undefined;
  if (!info || info.type.toLowerCase() !== "spell") return ignored(`"${given}" is not the name of a spell card the library knows: no spell is named.`, cite("instructions.impossible-ignored"));
  const o = run.item.sourceId ? run.ctx.state.objects.get(run.item.sourceId) : undefined;
  if (!o || o.incarnation !== run.item.sourceIncarnation || !isOnBoard(o)) return { outcome: "EXECUTED", explanation: `${me} names ${info.name}; ${run.item.name}'s source is no longer on the board, so nothing remembers the name.`, citations: [] };
  o.named = info.name;
  return { outcome: "EXECUTED", explanation: `${me} names ${info.name}: ${label(o)} remembers that name.`, citations: [] };
}

/** After "Choose a player.": the chosen player gains control of the source, which changes control for good and goes to the new controller's base (a recall, not a move). */
export function chosenPlayerGainsControlAndRecalls(run: Run): Outcome {
  const who = playerOf(run, "chosenPlayer");
  if (!who.player) return ignored(`${who.note ?? "No player was chosen"}; nothing changes control.`, who.citations);
  const o = run.item.sourceId ? run.ctx.state.objects.get(run.item.sourceId) : undefined;
  if (!o || o.incarnation !== run.item.sourceIncarnation || !isOnBoard(o)) return ignored(`${run.item.name}'s source is no longer on the board: nothing changes control or is recalled.`, cite("instructions.impossible-ignored"));
  const was = o.controller;
  o.controller = who.player;
  delete o.controlUntil;
  placeAt(o, `base:${who.player}`, run.ctx.state);
  run.ctx.cleanupOutstanding = true;
  return {
    outcome: "EXECUTED",
    explanation: `${who.player} gains control of ${label(o)}${was === who.player ? " (they controlled it already)" : ` from ${was}`} and recalls it to their base (not a move).`,
    citations: cite("control.permanent"),
  };
}

/** drawing one of the looked-at cards, optionally revealing a unit among them to draw it, or putting 1 of them into hand. */
export function drawLooked(run: Run, ins: Op<"drawLooked">): Outcome {
  const me = run.item.controller;
  const p = run.ctx.state.players.get(me)!;
  if (!p.deck) return ignored("The Main Deck's contents were not given, so no card can be chosen from among them.", cite("instructions.impossible-ignored"));
  const min = ins.reveal?.minEnergy;
  const kind = ins.reveal ? `a ${ins.reveal.type}${min !== undefined ? ` with Energy cost ${min} or more` : ""}` : "left";
  const candidates = run.looked.filter((o) => !ins.reveal || (o.types.includes(ins.reveal.type) && (min === undefined || (o.energy ?? 0) >= min)));
  if (candidates.length === 0) return ignored(`None of the looked-at cards is ${kind}.`, cite("instructions.impossible-ignored"));
  let pick = candidates.slice(0, ins.n);
  if (candidates.length > ins.n || ins.optional) {
    const c = ask(run, me, `choose ${ins.n} of the looked-at cards${ins.reveal ? ` (${kind}, revealed)` : ""} to put into your hand${ins.optional ? ' (or "none")' : ""}.`, [...candidates.map((o) => o.id), ...(ins.optional ? ["none"] : [])]);
    const ids = c.objects ?? (c.option ? [c.option] : []);
    if (ins.optional && (ids.includes("none") || c.accept === false || ids.length === 0)) return { outcome: "IGNORED", performed: false, explanation: `${me} chooses not to.`, citations: [] };
    pick = candidates.filter((o) => ids.includes(o.id)).slice(0, ins.n);
    if (pick.length !== Math.min(ins.n, candidates.length)) return ignored(`The choice must name ${ins.n} of: ${candidates.map((o) => o.id).join(", ")}.`, cite("instructions.impossible-ignored"));
  }
  if (ins.reveal) {
    const gone = asLookedOrRevealed(run, pick, "reveal"); // banished as it is revealed: it is not put into the hand
    pick = pick.filter((o) => !gone.includes(o));
  }
  for (const o of pick) toHand(run, o);
  if (!ins.put) noteDraws(run.ctx, me, pick.length); // "draw it" is a draw (413.1); "put N into your hand" is not
  if (ins.reveal) run.revealed = [...(run.revealed ?? []), ...pick];
  run.looked = run.looked.filter((o) => !pick.includes(o));
  return { outcome: "EXECUTED", explanation: `${me} ${ins.reveal ? "reveals and " : ""}puts ${pick.map(label).join(", ")} into their hand.`, citations: ins.reveal ? cite("reveal.action") : [] };
}

/** "Draw any you didn't banish.": every card still among those looked at (none was taken from them) is drawn (413.1). */
export function drawLookedRest(run: Run): Outcome {
  const me = run.item.controller;
  const p = run.ctx.state.players.get(me)!;
  if (!p.deck) return ignored("The Main Deck's contents were not given, so the cards looked at are not known and none can be drawn.", cite("instructions.impossible-ignored"));
  const rest = run.looked.filter((o) => o.zone === "MAIN_DECK");
  if (rest.length === 0) return ignored("No card looked at is left to draw.", cite("instructions.impossible-ignored"));
  for (const o of rest) toHand(run, o);
  noteDraws(run.ctx, me, rest.length);
  run.looked = [];
  return { outcome: "EXECUTED", explanation: `${me} draws ${rest.map(label).join(", ")}, the cards not banished.`, citations: cite("draw.action") };
}

/** Predict N (436): the top N Main Deck cards are looked at; any may be recycled, and the others go back on top. */
export function predict(run: Run, ins: Op<"predict">): Outcome {
  const me = run.item.controller;
  const p = run.ctx.state.players.get(me)!;
  if (!p.deck) return { outcome: "EXECUTED", explanation: `${me} predicts ${ins.n} (the Main Deck's contents were not given, so the cards are not known here).`, citations: cite("predict.action") };
  const seen = p.deck.slice(0, ins.n).map((id) => run.ctx.state.objects.get(id)!);
  if (seen.length === 0) return ignored(`${me}'s Main Deck is empty: nothing to predict.`, cite("predict.action"));
  const gone = asLookedOrRevealed(run, seen, "look");
  const top = seen.filter((o) => !gone.includes(o));
  if (top.length === 0) return { outcome: "EXECUTED", explanation: `${me} looks at ${seen.map(label).join(", ")}; nothing is left to recycle.`, citations: cite("predict.action") };
  const c = ask(run, me, `predict: choose which of ${top.map(label).join(", ")} to recycle (any number; "none" for none).`, [...top.map((o) => o.id), "none"]);
  const ids = (c.objects ?? (c.option ? [c.option] : [])).filter((id) => id !== "none");
  const recycled = top.filter((o) => ids.includes(o.id));
  for (const o of recycled) {
    p.deck.splice(p.deck.indexOf(o.id), 1);
    p.deck.push(o.id);
  }
  noteRecycledObjects(run.ctx, recycled);
  return { outcome: "EXECUTED", explanation: `${me} looks at ${top.map(label).join(", ")} and recycles ${recycled.length ? recycled.map(label).join(", ") : "none of them"}.`, citations: cite("predict.action", "recycle.action") };
}

/** optionally playing a looked-at unit whose Might is at most some bound: chooses the card the next line plays (no banish). */
export function mayChooseLookedUnit(run: Run, ins: Op<"mayChooseLookedUnit">): Outcome {
  const me = run.item.controller;
  const amt = amountOf(run, ins.mightAtMost);
  if (amt.n === null) return ignored(`${amt.note ?? "The killed unit's Might is null"}, so no unit among them can be chosen.`, [...amt.citations, ...cite("information.null")]);
  const candidates = run.looked.filter((o) => o.types.includes("unit") && o.baseMight !== null && o.baseMight <= amt.n!);
  if (candidates.length === 0) return ignored(`No unit among them has Might ${amt.n} or less.`, cite("instructions.impossible-ignored"));
  const c = ask(run, me, `you may play a unit with Might ${amt.n} or less from among the looked-at cards (or "none").`, [...candidates.map((o) => o.id), "none"]);
  const pick = candidates.find((o) => o.id === (c.option ?? c.objects?.[0]));
  if (!pick || c.accept === false) return { outcome: "IGNORED", performed: false, explanation: `${me} chooses not to play a unit.`, citations: [] };
  run.lookedChosen = pick;
  run.looked = run.looked.filter((o) => o !== pick);
  return { outcome: "EXECUTED", explanation: `${me} chooses ${label(pick)} (Might ${pick.baseMight} ≤ ${amt.n}${amt.note ? `, ${amt.note}` : ""}) to play.`, citations: amt.citations };
}

function fromDeck(run: Run, o: Obj): void {
  const p = run.ctx.state.players.get(o.owner)!;
  if (!p.deck) return;
  const k = p.deck.indexOf(o.id);
  if (k >= 0) p.deck.splice(k, 1);
  p.deckSize = p.deck.length;
}

function recycle(run: Run, o: Obj): void {
  const p = run.ctx.state.players.get(o.owner)!;
  if (!p.deck) return;
  fromDeck(run, o);
  p.deck.push(o.id);
  p.deckSize = p.deck.length;
}

/**
 * A unit's replacement on its controller's reveals from a deck (`lookTopBeforeReveal`): before revealing, they look at the top card
 * of their Main Deck and may recycle it; then the cards are revealed from the top as it is then (370, 424). Each such unit applies
 * once (370.2). Returns what was done, for the reveal's explanation ("" when no such unit).
 */
export function lookTopBeforeReveal(run: Run, player: string): string {
  const state = run.ctx.state;
  const units = state.objectOrder.map((id) => state.objects.get(id)!).filter((o) =>
    isOnBoard(o) && o.zone !== "FACEDOWN" && o.controller === player && staticRules(o, state).some((r) => r.rule === "lookTopBeforeReveal"));
  if (units.length === 0) return "";
  const p = state.players.get(player)!;
  const said: string[] = [];
  for (const u of units) {
    if (!p.deck) {
      said.push(`${label(u)}: ${player} would reveal cards from their Main Deck, so they first look at its top card and may recycle it (the deck's contents were not given: the card, and whether it is recycled, are not known here).`);
      continue;
    }
    const top = p.deck[0];
    if (top === undefined) {
      said.push(`${label(u)}: ${player}'s Main Deck is empty, so there is no top card to look at first.`);
      continue;
    }
    const o = state.objects.get(top)!;
    const c = ask(run, player, `${label(u)}: before revealing, you look at ${label(o)}, the top card of your Main Deck: you may recycle it — accept or decline?`, ["accept", "decline"]);
    if (c.accept === true || c.option === "accept") {
      recycle(run, o);
      noteRecycledObjects(run.ctx, [o]);
      said.push(`${label(u)}: before revealing, ${player} looks at ${label(o)} on top of their Main Deck and recycles it (put under the Main Deck).`);
    } else said.push(`${label(u)}: before revealing, ${player} looks at ${label(o)} on top of their Main Deck and keeps it there.`);
  }
  log(run.ctx, { kind: "REPLACEMENT", chainItem: run.item.id, explanation: `${said.join(" ")} Then the cards are revealed.`, citations: cite("replacement.applies", "replacement.once-per-event", "recycle.action") });
  return said.join(" ");
}

/** "Put the rest into your trash": the looked-at cards nobody took. */
export function trashLooked(run: Run, _ins: Op<"trashLooked">): Outcome {
  const p = run.ctx.state.players.get(run.item.controller)!;
  if (!p.deck) {
    p.trashKnown = false;
    return { outcome: "PARTIAL", explanation: "The rest go to the trash (the Main Deck's contents were not given, so which cards, and how many, is not known here).", citations: cite("zone.new-object") };
  }
  const rest = run.looked;
  if (rest.length === 0) return ignored("No looked-at card is left to put into the trash.", cite("instructions.impossible-ignored"));
  for (const o of rest) {
    fromDeck(run, o);
    toTrash(o, run.ctx.state);
  }
  run.looked = [];
  return { outcome: "EXECUTED", explanation: `Puts ${names(rest)} from the Main Deck into ${p.id}'s trash.`, citations: cite("zone.new-object") };
}

/** moving N cards off the Main Deck's top into the trash (as many as there are). */
export function millTop(run: Run, ins: Op<"millTop">): Outcome {
  const who = ins.who ? playerOf(run, ins.who) : { player: run.item.controller, citations: [] };
  if (!who.player) return ignored(`${who.note ?? "No player"}; no card is burned.`, who.citations);
  const p = run.ctx.state.players.get(who.player)!;
  if (!p.deck) {
    const n = Math.min(ins.n, p.deckSize);
    p.deckSize -= n;
    if (n > 0) p.trashKnown = false;
    const which = n > 0 ? `${p.id} puts the top ${n} cards of their Main Deck into their trash (the deck's contents were not given, so which cards is not known here)` : `${p.id}'s Main Deck is empty`;
    if (n < ins.n) return burnOut(which);
    return { outcome: "PARTIAL", explanation: `${which}.`, citations: cite("zone.new-object") };
  }
  const top = p.deck.slice(0, ins.n).map((id) => run.ctx.state.objects.get(id)!);
  for (const o of top) {
    fromDeck(run, o);
    toTrash(o, run.ctx.state);
  }
  run.burned = top; // "When you burn a unit this way": the cards burned
  const which = top.length > 0 ? `${p.id} puts ${names(top)} from the top of their Main Deck into their trash` : `${p.id}'s Main Deck is empty`;
  if (top.length < ins.n) return burnOut(which);
  return { outcome: "EXECUTED", explanation: `${which}.`, citations: cite("zone.new-object") };
}

/** More cards than the Main Deck holds: as many as possible, then a Burn Out (431.1.b), which the engine does not model. */
function burnOut(done: string): Outcome {
  return {
    outcome: "PARTIAL",
    explanation: `${done}; the rest would make them Burn Out and then finish the instruction, which this engine does not model: the transcript stops there for this instruction.`,
    citations: [...cite("zone.new-object"), ...cite("burn-out.excess-to-zone")],
  };
}

/** revealing the Main Deck's top card (424): the card "it" then refers to. */
export function revealTop(run: Run, _ins: Op<"revealTop">): Outcome {
  const p = run.ctx.state.players.get(run.item.controller)!;
  lookTopBeforeReveal(run, p.id);
  if (!p.deck) {
    run.looked = [];
    run.revealUnknown = true;
    return { outcome: "PARTIAL", explanation: `${p.id} reveals the top card of their Main Deck (the deck's contents were not given, so the card is not known here).`, citations: cite("reveal.action") };
  }
  const top = p.deck[0];
  if (top === undefined) return ignored(`${p.id}'s Main Deck is empty: there is no card to reveal.`, cite("instructions.impossible-ignored"));
  const o = run.ctx.state.objects.get(top)!;
  run.looked = [o];
  const gone = asLookedOrRevealed(run, [o], "reveal").length > 0;
  return { outcome: "EXECUTED", explanation: `${p.id} reveals ${label(o)} (${o.types.join(", ")}) from the top of their Main Deck${gone ? "; it is banished as it is revealed" : ""}.`, citations: cite("reveal.action") };
}

/** every opponent revealing their Main Deck's top card (424): each opponent of the item's controller, in turn order. */
export function eachOpponentRevealsTop(run: Run): Outcome {
  const state = run.ctx.state;
  run.looked = [];
  const said: string[] = [];
  let unknown = false;
  for (const id of inTurnOrder(run).filter((x) => x !== run.item.controller)) {
    const p = state.players.get(id)!;
    lookTopBeforeReveal(run, id);
    if (!p.deck) {
      unknown = true;
      said.push(`${id} reveals the top card of their Main Deck (its contents were not given, so the card is not known here).`);
      continue;
    }
    const top = p.deck[0];
    if (top === undefined) {
      said.push(`${id}'s Main Deck is empty: nothing is revealed.`);
      continue;
    }
    const o = state.objects.get(top)!;
    run.looked.push(o);
    said.push(`${id} reveals ${label(o)} (${o.types.join(", ")}).`);
  }
  if (unknown) run.revealUnknown = true;
  const gone = asLookedOrRevealed(run, [...run.looked], "reveal");
  if (gone.length) said.push(`${gone.map(label).join(", ")} banished as revealed.`);
  return { outcome: unknown ? "PARTIAL" : "EXECUTED", explanation: said.join(" "), citations: [...cite("reveal.action"), ...cite("actions.turn-order")] };
}

/** draw the revealed card when it is a gear, recycle it when not: about the card just revealed, as it resolves. */
export function ifRevealed(run: Run, ins: Op<"ifRevealed">): Outcome {
  const o = run.looked[0];
  if (!o) {
    if (run.revealUnknown)
      return ignored(`The revealed card is not known (the Main Deck's contents were not given), so whether it's a ${ins.type} cannot be told here: the engine does not guess, and neither branch is carried out.`, cite("instructions.impossible-ignored"));
    return ignored("No card was revealed.", cite("instructions.impossible-ignored"));
  }
  run.looked = [];
  if (o.types.includes(ins.type)) {
    toHand(run, o);
    if (ins.then === "draw") noteDraws(run.ctx, run.item.controller, 1);
    return { outcome: "EXECUTED", explanation: `${label(o)} is a ${ins.type}: ${run.item.controller} ${ins.then === "draw" ? "draws it" : "puts it in their hand"}.`, citations: ins.then === "draw" ? cite("draw.action") : [] };
  }
  if (!ins.otherwise) return { outcome: "EXECUTED", explanation: `${label(o)} is not a ${ins.type}: nothing is done with it, and it stays on top of ${o.owner}'s Main Deck.`, citations: cite("reveal.action") };
  if (ins.otherwise === "recycle") {
    recycle(run, o);
    noteRecycledObjects(run.ctx, [o]);
    return { outcome: "EXECUTED", explanation: `${label(o)} is not a ${ins.type}: it is recycled (put under the Main Deck).`, citations: cite("recycle.action") };
  }
  fromDeck(run, o);
  toTrash(o, run.ctx.state);
  if (!ins.also) return { outcome: "EXECUTED", explanation: `${label(o)} is not a ${ins.type}: it goes to the trash.`, citations: cite("zone.new-object") };
  const more = execute(run, { label: ins.also.op, instruction: ins.also });
  return { outcome: more.outcome === "EXECUTED" ? "EXECUTED" : "PARTIAL", explanation: `${label(o)} is not a ${ins.type}: it goes to the trash. ${more.explanation}`, citations: [...cite("zone.new-object"), ...more.citations] };
}

/** recycling either or both of two looked-at cards, the rest returned on top in a chosen order: asked, then the order of those kept, top first. */
export function mayRecycleLookedOrderRest(run: Run, _ins: Op<"mayRecycleLookedOrderRest">): Outcome {
  const me = run.item.controller;
  const p = run.ctx.state.players.get(me)!;
  if (!p.deck) return { outcome: "PARTIAL", explanation: `${me} may recycle any of them and puts the others back in any order (the Main Deck's contents were not given, so which cards and their order are not known here).`, citations: cite("recycle.action") };
  const seen = run.looked;
  if (seen.length === 0) return ignored("No card was looked at.", cite("instructions.impossible-ignored"));
  const c = ask(run, me, `choose which of ${seen.map(label).join(", ")} to recycle (any number; "none" for none).`, [...seen.map((o) => o.id), "none"]);
  const ids = (c.objects ?? (c.option ? [c.option] : [])).filter((id) => id !== "none");
  const recycled = seen.filter((o) => ids.includes(o.id));
  let kept = seen.filter((o) => !recycled.includes(o));
  if (kept.length > 1) {
    const order = ask(run, me, `put ${kept.map(label).join(", ")} back in any order: name them top first.`, kept.map((o) => o.id));
    const named = (order.objects ?? (order.option ? [order.option] : [])).map((id) => kept.find((o) => o.id === id)).filter((o): o is Obj => o !== undefined);
    kept = [...new Set([...named, ...kept])]; // those not named keep their places after the named ones
  }
  for (const o of recycled) recycle(run, o);
  noteRecycledObjects(run.ctx, recycled);
  for (const o of kept) p.deck.splice(p.deck.indexOf(o.id), 1);
  p.deck.unshift(...kept.map((o) => o.id));
  run.looked = [];
  return {
    outcome: "EXECUTED",
    explanation: `${me} recycles ${recycled.length ? recycled.map(label).join(", ") : "none of them"}${kept.length ? ` and puts ${kept.map(label).join(", ")} back on top${kept.length > 1 ? ", in that order" : ""}` : ""}.`,
    citations: recycled.length ? cite("recycle.action") : [],
  };
}

/** revealing from the top of the Main Deck until a unit shows up, which is banished: the unit is "it", the others "the rest". */
export function revealUntilBanish(run: Run, ins: Op<"revealUntilBanish">): Outcome {
  const me = run.item.controller;
  const p = run.ctx.state.players.get(me)!;
  run.looked = [];
  lookTopBeforeReveal(run, me);
  if (!p.deck) {
    run.revealUnknown = true;
    return { outcome: "PARTIAL", explanation: `${me} reveals cards from the top of their Main Deck until a ${ins.type} (the deck's contents were not given, so the cards are not known here and nothing is banished).`, citations: cite("reveal.action") };
  }
  const cards = p.deck.map((id) => run.ctx.state.objects.get(id)!);
  const k = cards.findIndex((o) => o.types.includes(ins.type));
  if (k < 0) {
    run.looked = cards;
    return { outcome: "PARTIAL", explanation: `${me} reveals ${cards.length ? `every card of their Main Deck (${names(cards)})` : "nothing: their Main Deck is empty"}; there is no ${ins.type} to banish.`, citations: cite("reveal.action") };
  }
  const found = cards[k]!;
  run.looked = cards.slice(0, k);
  asLookedOrRevealed(run, [...run.looked], "reveal"); // those banished as revealed leave the rest
  asLookedOrRevealed(run, [found], "reveal", false); // the card found is banished by the instruction itself
  fromDeck(run, found);
  changeZone(found, "BANISHMENT", run.ctx.state);
  fireYouBanish(run.ctx, run.item.controller, [found]);
  run.lookedChosen = found;
  const before = run.looked.length ? `${names(run.looked)}, then ` : "";
  return { outcome: "EXECUTED", explanation: `${me} reveals ${before}${label(found)}, a ${ins.type}, and banishes it.`, citations: cite("reveal.action", "banish.action") };
}

/**
 * A unit with a champion's tag (Teemo) that its controller owns, taken back to their hand: one faceup on
 * the board (it leaves the board: a new object) or the card in their Champion Zone (the board's championZone, a unit card with the
 * tag), chosen as it resolves when there are several ("champion zone" names the latter).
 */
export function championToHand(run: Run, ins: Op<"championToHand">): Outcome {
  const state = run.ctx.state;
  const me = run.item.controller;
  const p = state.players.get(me)!;
  const onBoard = [...state.objects.values()].filter((o) => isUnit(o) && isOnBoard(o) && o.zone !== "FACEDOWN" && o.owner === me && isCalled(o, ins.tag, state));
  const zoneCard = p.championZone ? run.ctx.catalog.lookup(p.championZone) : undefined;
  const zoneFits = !!zoneCard && zoneCard.type.toLowerCase() === "unit" && (zoneCard.tags ?? []).some((t) => t.toLowerCase() === ins.tag.toLowerCase());
  const options = [...onBoard.map((o) => o.id), ...(zoneFits ? [CHAMPION_ZONE] : [])];
  if (options.length === 0)
    return ignored(`${me} owns no ${ins.tag} unit on the board${p.championZone ? `, and ${p.championZone} in their Champion Zone is not one` : " and their Champion Zone is empty"}, so nothing is put into their hand.`, cite("instructions.impossible-ignored"));
  const pick = options.length === 1 ? options[0]! : (() => { const c = ask(run, me, `choose a ${ins.tag} unit you own to put into your hand: a unit on the board, or "${CHAMPION_ZONE}".`, options); return c.option ?? c.objects?.[0]; })();
  if (!pick || !options.includes(pick)) return ignored(`The choice given is not one of ${options.join(", ")}; nothing is put into the hand.`, cite("instructions.impossible-ignored"));
  if (pick === CHAMPION_ZONE) {
    const name = zoneCard!.name;
    p.championZone = undefined;
    p.hand?.push(name);
    p.handSize += 1;
    return { outcome: "EXECUTED", explanation: `${me} puts ${name} from their Champion Zone into their hand.`, citations: [] };
  }
  const o = state.objects.get(pick)!;
  remember(run, o);
  returnToOwnersHand(run.ctx, o);
  return { outcome: "EXECUTED", explanation: `${me} puts ${label(o)} from the board into their hand; it left the board and is a new object.`, citations: cite("zone.new-object") };
}

const CHAMPION_ZONE = "champion zone";

/**
 * One card of its controller's hand moved onto either end of their Main Deck: they choose the card (asked when the hand's
 * cards are given and differ) and the end, as it resolves. With a hand given by its size only, which card is not known: the
 * deck's cards are then no longer known either.
 */
export function handCardToDeckTopOrBottom(run: Run): Outcome {
  const state = run.ctx.state;
  const p = state.players.get(run.item.controller)!;
  if (p.handSize <= 0) return ignored(`${p.id}'s hand is empty, so no card is put on their Main Deck.`, cite("instructions.impossible-ignored"));
  let name: string | undefined;
  if (p.hand) {
    const options = [...new Set(p.hand)];
    name = options[0];
    if (options.length > 1) {
      const c = ask(run, p.id, "choose a card from your hand to put on your Main Deck.", options);
      name = options.find((o) => o === (c.option ?? c.objects?.[0]));
      if (!name) return ignored(`The card given ("${c.option ?? c.objects?.[0] ?? ""}") is not one of ${options.join(", ")}; no card is put on the Main Deck.`, cite("instructions.impossible-ignored"));
    }
  }
  const end = ask(run, p.id, `put ${name ?? "the card"} on the "top" or "bottom" of your Main Deck.`, ["top", "bottom"]).option;
  if (end !== "top" && end !== "bottom") return ignored(`${p.id} must answer "top" or "bottom".`, cite("instructions.impossible-ignored"));
  p.handSize -= 1;
  p.deckSize += 1;
  let note = "";
  if (p.hand && name) {
    p.hand.splice(p.hand.indexOf(name), 1);
    const drawn = [...state.objects.values()].find((x) => x.zone === "HAND" && x.owner === p.id && x.name === name); // a card drawn from a known deck
    if (drawn) changeZone(drawn, "MAIN_DECK", state);
    if (p.deck) {
      const o = drawn ?? cardInDeck(run.ctx, name, p.id);
      if (end === "top") p.deck.unshift(o.id);
      else p.deck.push(o.id);
      p.deckSize = p.deck.length;
    }
  } else if (p.deck) {
    p.deck = undefined;
    note = " (the board gives only the size of the hand, so which card it is, and the Main Deck's cards, are no longer known here)";
  } else note = " (the board gives only the size of the hand, so which card it is is not known here)";
  return { outcome: "EXECUTED", explanation: `${p.id} puts ${name ?? "a card"} from their hand on the ${end} of their Main Deck${note}.`, citations: [] };
}

/** the owner puts it on top of, or under, their Main Deck: the owner chooses; it leaves the board, a new object (124). */
export function toDeckTopOrBottom(run: Run, ins: Op<"toDeckTopOrBottom">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  const o = t.objs[0]!;
  const state = run.ctx.state;
  const p = state.players.get(o.owner)!;
  const c = ask(run, o.owner, `place ${label(o)} on the "top" or "bottom" of your Main Deck.`, ["top", "bottom"]);
  if (c.option !== "top" && c.option !== "bottom") return ignored(`${o.owner} must answer "top" or "bottom".`, cite("instructions.impossible-ignored"));
  remember(run, o);
  changeZone(o, "MAIN_DECK", state);
  leaveBoardHooks(run.ctx, o);
  run.ctx.cleanupOutstanding = true;
  const where = `on the ${c.option} of ${o.owner}'s Main Deck`;
  if (o.token) {
    return done([o], t.partial, `${o.owner} places ${label(o)} ${where}; it is a token, so it then ceases to exist.`, cite("zone.new-object", "token.ceases-off-board"));
  }
  if (p.deck) {
    if (c.option === "top") p.deck.unshift(o.id);
    else p.deck.push(o.id);
    p.deckSize = p.deck.length;
  } else p.deckSize += 1;
  return done([o], t.partial, `${o.owner} places ${label(o)} ${where}; it left the board and is a new object.`, cite("zone.new-object"));
}
