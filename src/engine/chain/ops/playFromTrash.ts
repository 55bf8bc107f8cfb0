/**
 * A spell of the trash played without its Energy cost, up to a printed Energy cost (a number, or less than its controller's points): a spell card of its controller's trash, by its printed Energy cost (206),
 * chosen as it resolves, played by the effect (419.3, playSpell.ts: its Power cost paid outside the engine). "Then recycle it" is a
 * delayed replacement (390.3.a): as that spell leaves the chain, other than by its own instruction, it is recycled instead of going
 * to the trash.
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { changeZone } from "../../state/actions.js";
import { label } from "../../state/queries.js";
import type { ChainItem, GameState, Obj } from "../../state/types.js";
import { ask, type Outcome, type Run } from "../resolveItem.js";
import { ignored } from "./common.js";
import { offBoardCardObject, resolveCard } from "../../state/setup.js";
import { playSpellFromEffect } from "./playSpell.js";

type Op = Extract<MoreInstruction, { op: "playSpellFromTrashThenRecycle" }>;

export function playSpellFromTrashThenRecycle(run: Run, ins: Op): Outcome {
  const { ctx, item } = run;
  const state = ctx.state;
  const me = item.controller;
  const p = state.players.get(me);
  if (!p) return ignored(`${me} is not a player of the board.`, cite("instructions.impossible-ignored"));
  if (!p.trashKnown) return ignored(`The board does not give ${me}'s trash, so no spell can be chosen from it.`, cite("information.null", "instructions.impossible-ignored"));
  const limit = ins.energy === "lessThanYourPoints" ? { n: p.points - 1, words: `less than ${me}'s points (${p.points})` } : { n: ins.energy.atMost, words: `no more than {${ins.energy.atMost}}` };
  // the spell cards of the trash, by name (a card put there during the request may have no object yet), by printed Energy cost
  const names = [...new Set(p.trash.filter((n) => {
    const r = resolveCard(n, ctx.catalog, ctx.extraDefinitions, []);
    return !!r && r.types.includes("spell") && r.energy !== null && r.energy <= limit.n;
  }))];
  if (names.length === 0) return ignored(`${me}'s trash has no spell with Energy cost ${limit.words}${p.trash.length ? ` (${p.trash.join(", ")})` : ""}, so nothing is played.`, cite("cost.printed", "instructions.impossible-ignored"));
  const name = names.length === 1 ? names[0]! : ask(run, me, `choose a spell with Energy cost ${limit.words} from your trash to play.`, names).option;
  if (!name || !names.includes(name)) return ignored(`The card given is not one of ${names.join(", ")}.`, cite("instructions.impossible-ignored"));
  const o = trashObject(run, name);
  const how = ins.say === "ignoring" ? ", ignoring its Energy cost (its Power cost is paid outside the engine)," : " without paying its Energy cost (its Power cost is paid outside the engine)";
  const out = playSpellFromEffect(run, o, me, how, true);
  const spell = state.chain.find((c) => c.kind === "spell" && c.sourceId === o.id);
  if (out.outcome === "IGNORED" || !spell) return out;
  spell.recycleOnLeave = item.id;
  return { ...out, explanation: `${out.explanation} Then recycle it: as ${spell.id} leaves the chain, ${label(o)} is recycled instead of going to the trash.`, citations: [...out.citations, ...cite("cost.printed", "delayed.replacement")] };
}

/** The object of a card of the item's controller's trash, by name: the board's, else one made for it now (`<item>.fromTrash`). */
function trashObject(run: Run, name: string): Obj {
  const { ctx, item } = run;
  const state = ctx.state;
  const me = item.controller;
  const known = state.objectOrder.map((id) => state.objects.get(id)!).find((o) => o.zone === "TRASH" && o.owner === me && o.name === name);
  if (known) return known;
  let id = `${item.id}.fromTrash`;
  for (let n = 2; state.objects.has(id); n++) id = `${item.id}.fromTrash#${n}`;
  const o = offBoardCardObject(resolveCard(name, ctx.catalog, ctx.extraDefinitions, []), id, name, me, "TRASH");
  state.objects.set(o.id, o);
  state.objectOrder.push(o.id);
  return o;
}

/** "Then recycle it." (390.3.a): a spell played by an effect that said so is recycled (416) as it leaves the chain, not put into the trash. */
export function recycleIfSaid(item: ChainItem, state: GameState): boolean {
  if (item.kind !== "spell" || !item.recycleOnLeave) return false;
  const card: Obj | undefined = item.sourceId ? state.objects.get(item.sourceId) : undefined;
  const owner = state.players.get(card?.owner ?? item.controller);
  if (card && card.zone === "CHAIN") changeZone(card, "MAIN_DECK", state);
  if (owner) {
    if (owner.deck) owner.deck.push(card?.id ?? item.name);
    owner.deckSize += 1;
  }
  return true;
}
