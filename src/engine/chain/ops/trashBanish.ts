/**
 * A gear that empties its controller's hand and trash into banishment as it is played, and the permission it gives to play cards
 * from that trash (`mayPlayCardsFromTrash`). Its replacement of the trash by banishment is in state/actions.ts (`toTrash`,
 * `trashCards`), where every move to a trash passes.
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { addBanishedCard, changeZone } from "../../state/actions.js";
import { isOnBoard, staticRules } from "../../state/queries.js";
import { mayBeStaticSources } from "../../state/objectIndex.js";
import type { GameState, Obj } from "../../state/types.js";
import type { Outcome, Run } from "../resolveItem.js";
import { fireYouBanish } from "../triggers.js";
import { ignored } from "./common.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

/**
 * The controller banishes every card of their hand, then every card of their trash (427.1). Cards the board gives by name go to
 * banishment (the trash's card objects keep their ids; a hand's cards become `<item>:banished:<k>`). A hand given only by its size
 * is emptied without knowing which cards (PARTIAL, said), and so is a trash whose contents the board did not give.
 */
export function banishHandAndTrash(run: Run, _ins: Op<"banishHandAndTrash">): Outcome {
  const state = run.ctx.state;
  const me = run.item.controller;
  const p = state.players.get(me)!;
  const banished: { owner: string; name: string }[] = [];
  const said: string[] = [];
  let partial = false;
  // the hand
  if (p.hand) {
    const ids = p.hand.map((name) => addBanishedCard(state, `${run.item.id}:banished`, me, name));
    if (p.hand.length) said.push(`the ${p.hand.length} card${p.hand.length === 1 ? "" : "s"} of their hand (${p.hand.map((n, i) => `${n} as ${ids[i]}`).join(", ")})`);
    banished.push(...p.hand.map((name) => ({ owner: me, name })));
    p.hand = [];
  } else if (p.handSize > 0) {
    partial = true;
    said.push(`their hand of ${p.handSize} card${p.handSize === 1 ? "" : "s"} (the board gives only its size, so which cards is not known and none is listed in banishment)`);
  }
  p.handSize = 0;
  // the trash: its card objects first (those the board listed and those put there during the request), then names without one
  const objs: Obj[] = state.objectOrder.map((id) => state.objects.get(id)!).filter((o) => o.zone === "TRASH" && o.owner === me);
  const names = [...p.trash];
  const trashed: string[] = [];
  for (const o of objs) {
    const k = names.indexOf(o.name);
    if (k >= 0) names.splice(k, 1);
    changeZone(o, "BANISHMENT", state);
    trashed.push(`${o.name} (${o.id})`);
    banished.push({ owner: me, name: o.name });
  }
  for (const name of names) {
    trashed.push(`${name} (${addBanishedCard(state, `${run.item.id}:banished`, me, name)})`);
    banished.push({ owner: me, name });
  }
  p.trash = [];
  if (trashed.length) said.push(`the ${trashed.length} card${trashed.length === 1 ? "" : "s"} of their trash (${trashed.join(", ")})`);
  if (!p.trashKnown) {
    partial = true;
    said.push("their trash, whose contents the board did not give in full (which cards is not known)");
    p.trashKnown = true; // it is empty now
  }
  if (said.length === 0) return ignored(`${me}'s hand and trash are both empty: there is nothing to banish.`, cite("instructions.impossible-ignored"));
  fireYouBanish(run.ctx, me, banished);
  run.ctx.cleanupOutstanding = true;
  return {
    outcome: partial ? "PARTIAL" : "EXECUTED",
    explanation: `${me} banishes ${said.join(", and ")}.${partial ? " PARTIAL: a zone given only by its count is emptied, but the cards it held are not known." : ""}`,
    citations: cite("banish.action", "banish.from-origin"),
  };
}

/**
 * A permanent whose static lets its controller play cards from their trash (`mayPlayCardsFromTrash`), on the board and face up,
 * controlled by that player: the first in board order, else undefined.
 */
export function trashPlayPermission(player: string, state: GameState): Obj | undefined {
  for (const g of mayBeStaticSources(state)) {
    if (g.controller !== player || !isOnBoard(g) || g.zone === "FACEDOWN") continue;
    if (staticRules(g, state).some((r) => r.rule === "mayPlayCardsFromTrash")) return g;
  }
  return undefined;
}
