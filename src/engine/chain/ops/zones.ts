/** Cards moving between the trash, the hand and the Main Deck, and control changes. */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { changeZone } from "../../state/actions.js";
import { label } from "../../state/queries.js";
import type { Obj } from "../../state/types.js";
import { amountOf, ask, objectsOf, type Outcome, type Run } from "../resolveItem.js";
import { done, ignored, names, onBoard } from "./common.js";

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

/** "Draw one", "You may reveal a unit from among them and draw it", "Put 1 into your hand": from the looked-at cards. */
export function drawLooked(run: Run, ins: Op<"drawLooked">): Outcome {
  const me = run.item.controller;
  const p = run.ctx.state.players.get(me)!;
  if (!p.deck) return ignored("The Main Deck's contents were not given, so no card can be chosen from among them.", cite("instructions.impossible-ignored"));
  const candidates = run.looked.filter((o) => !ins.reveal || o.types.includes(ins.reveal.type));
  if (candidates.length === 0) return ignored(`None of the looked-at cards is ${ins.reveal ? `a ${ins.reveal.type}` : "left"}.`, cite("instructions.impossible-ignored"));
  let pick = candidates.slice(0, ins.n);
  if (candidates.length > ins.n || ins.optional) {
    const c = ask(run, me, `choose ${ins.n} of the looked-at cards${ins.reveal ? ` (a ${ins.reveal.type}, revealed)` : ""} to put into your hand${ins.optional ? ' (or "none")' : ""}.`, [...candidates.map((o) => o.id), ...(ins.optional ? ["none"] : [])]);
    const ids = c.objects ?? (c.option ? [c.option] : []);
    if (ins.optional && (ids.includes("none") || c.accept === false || ids.length === 0)) return { outcome: "IGNORED", performed: false, explanation: `${me} chooses not to.`, citations: [] };
    pick = candidates.filter((o) => ids.includes(o.id)).slice(0, ins.n);
    if (pick.length !== Math.min(ins.n, candidates.length)) return ignored(`The choice must name ${ins.n} of: ${candidates.map((o) => o.id).join(", ")}.`, cite("instructions.impossible-ignored"));
  }
  for (const o of pick) toHand(run, o);
  run.looked = run.looked.filter((o) => !pick.includes(o));
  return { outcome: "EXECUTED", explanation: `${me} ${ins.reveal ? "reveals and " : ""}puts ${pick.map(label).join(", ")} into their hand.`, citations: ins.reveal ? cite("reveal.action") : [] };
}

/** Predict N (436): look at the top N cards of your Main Deck, recycle any of them, put the rest back on top. */
export function predict(run: Run, ins: Op<"predict">): Outcome {
  const me = run.item.controller;
  const p = run.ctx.state.players.get(me)!;
  if (!p.deck) return { outcome: "EXECUTED", explanation: `${me} predicts ${ins.n} (the Main Deck's contents were not given, so the cards are not known here).`, citations: cite("predict.action") };
  const top = p.deck.slice(0, ins.n).map((id) => run.ctx.state.objects.get(id)!);
  if (top.length === 0) return ignored(`${me}'s Main Deck is empty: nothing to predict.`, cite("predict.action"));
  const c = ask(run, me, `predict: choose which of ${top.map(label).join(", ")} to recycle (any number; "none" for none).`, [...top.map((o) => o.id), "none"]);
  const ids = (c.objects ?? (c.option ? [c.option] : [])).filter((id) => id !== "none");
  const recycled = top.filter((o) => ids.includes(o.id));
  for (const o of recycled) {
    p.deck.splice(p.deck.indexOf(o.id), 1);
    p.deck.push(o.id);
  }
  return { outcome: "EXECUTED", explanation: `${me} looks at ${top.map(label).join(", ")} and recycles ${recycled.length ? recycled.map(label).join(", ") : "none of them"}.`, citations: cite("predict.action", "recycle.action") };
}

/** "You may play a unit from among them that has Might up to …": chooses the card the next line plays (no banish). */
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
