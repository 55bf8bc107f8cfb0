/**
 * Replacement effects of cards as they are looked at or revealed from the top of their owner's Main Deck (370, 424): an add as the
 * card is revealed (addAsRevealed; recorded: resources are not part of the board), and a banish offered to its owner as they look at
 * or reveal it, then a play of it (mayBanishAsLookedOrRevealed; played by them, the cost paid outside the engine). Only cards the board knows (a deck given as card names) are seen; only those cards are read.
 */
import { log } from "../../context.js";
import { cite } from "../../rules.js";
import { changeZone } from "../../state/actions.js";
import { describeLocation, label, locationOf, staticRules } from "../../state/queries.js";
import type { Obj } from "../../state/types.js";
import { playUnit } from "../instructions.js";
import { ask, type Run } from "../resolveItem.js";

/** The looked-at or revealed cards' own replacements; those banished leave `run.looked`. Returns the cards banished. */
export function asLookedOrRevealed(run: Run, cards: readonly Obj[], how: "look" | "reveal", offerBanish = true): Obj[] {
  const state = run.ctx.state;
  const banished: Obj[] = [];
  for (const o of cards) {
    if (o.zone !== "MAIN_DECK") continue;
    const rules = staticRules(o, state);
    if (how === "reveal")
      for (const r of rules)
        if (r.rule === "addAsRevealed")
          log(run.ctx, { kind: "REPLACEMENT", chainItem: run.item.id, explanation: `${label(o)} is revealed from ${o.owner}'s Main Deck: as it is, ${o.owner} adds ${r.symbols} to their rune pool (resources are not part of the board given to the engine; this action is recorded here).`, citations: cite("replacement.applies", "reveal.action", "add.action") });
    const offer = rules.find((r) => r.rule === "mayBanishAsLookedOrRevealed");
    if (!offerBanish || !offer || offer.rule !== "mayBanishAsLookedOrRevealed") continue;
    const verb = how === "look" ? "looks at" : "reveals";
    const c = ask(run, o.owner, `you ${how === "look" ? "look at" : "reveal"} ${label(o)} from the top of your Main Deck: you may banish it — accept or decline?`, ["accept", "decline"]);
    if (!(c.accept === true || c.option === "accept")) {
      log(run.ctx, { kind: "REPLACEMENT", chainItem: run.item.id, explanation: `${o.owner} ${verb} ${label(o)} from the top of their Main Deck and chooses not to banish it.`, citations: cite("replacement.applies") });
      continue;
    }
    const p = state.players.get(o.owner)!;
    if (p.deck) {
      const k = p.deck.indexOf(o.id);
      if (k >= 0) p.deck.splice(k, 1);
      p.deckSize = p.deck.length;
    }
    changeZone(o, "BANISHMENT", state);
    run.looked = run.looked.filter((x) => x !== o);
    banished.push(o);
    log(run.ctx, { kind: "REPLACEMENT", chainItem: run.item.id, explanation: `${o.owner} ${verb} ${label(o)} from the top of their Main Deck and, as they do, banishes it.`, citations: cite("replacement.applies", "banish.action") });
    const play = ask(run, o.owner, `you banished ${label(o)}: you may play it for ${offer.playFor} (paid outside the engine) — accept or decline?`, ["accept", "decline"]);
    if (!(play.accept === true || play.option === "accept")) {
      log(run.ctx, { kind: "REPLACEMENT", chainItem: run.item.id, explanation: `${o.owner} chooses not to play ${label(o)}; it stays banished.`, citations: [] });
      continue;
    }
    const res = playUnit(run, o, o.owner, "chosen");
    if (!res || res.forbidden) {
      log(run.ctx, { kind: "REPLACEMENT", chainItem: run.item.id, explanation: `${label(o)} is not played (${res?.forbidden ? `units can't be played at ${res.forbidden}` : "no location was chosen"}); it stays banished.`, citations: res?.citations ?? [] });
      continue;
    }
    log(run.ctx, { kind: "REPLACEMENT", chainItem: run.item.id, explanation: `${o.owner} plays ${label(o)} from banishment for ${offer.playFor} (paid outside the engine) to ${describeLocation(locationOf(o), state)}; it enters as a new object.`, citations: res.citations });
  }
  return banished;
}
