/**
 * The Rune Deck (161.2) as the board gives it (`runeDeck`, top first, or `runeDeckSize`): the top rune revealed (424) and recycled
 * under it (416.1.b), and a reflexive trigger (387) doing the branch for that rune's domain.
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { isOnBoard, label } from "../../state/queries.js";
import { delayedTriggerId } from "../items.js";
import type { Outcome, Run } from "../resolveItem.js";
import { ignored } from "./common.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

/** the top rune of the rune deck is revealed and then recycled: the rune it reveals is "it" for "its domain". */
export function revealTopRuneRecycle(run: Run): Outcome {
  const p = run.ctx.state.players.get(run.item.controller)!;
  const cites = cite("reveal.action", "recycle.rune-deck");
  if (p.runeDeckSize === 0) return ignored(`${p.id}'s Rune Deck is empty: there is no rune to reveal or recycle.`, cite("instructions.impossible-ignored"));
  if (!p.runeDeck) {
    run.revealedRune = "unknown";
    return { outcome: "PARTIAL", explanation: `${p.id} reveals the top rune of their Rune Deck and recycles it to the bottom of that deck (the Rune Deck's runes were not given, so which rune is not known here).`, citations: cites };
  }
  const top = p.runeDeck.shift()!;
  p.runeDeck.push(top);
  run.revealedRune = top;
  return { outcome: "EXECUTED", explanation: `${p.id} reveals ${top}, the top rune of their Rune Deck, and recycles it: it goes to the bottom of their Rune Deck.`, citations: cites };
}

/** a choice of outcome keyed to that rune's domain: a reflexive trigger with the branch for the revealed rune's domain. */
export function byRevealedDomain(run: Run, ins: Op<"byRevealedDomain">): Outcome {
  const { ctx, item } = run;
  const cites = cite("reflexive.trigger", "reflexive.uses-chain");
  const rune = run.revealedRune;
  if (rune === "unknown") return { outcome: "PARTIAL", explanation: "The revealed rune is not known (the Rune Deck's runes were not given), so neither is its domain: no branch is followed.", citations: cite("information.null") };
  if (!rune) return ignored("No rune was revealed, so there is no domain to follow a branch for.", cite("instructions.impossible-ignored"));
  const domains = (ctx.catalog.lookup(rune)?.domains ?? []).map((d) => d.toLowerCase());
  const branch = ins.branches.find((b) => domains.includes(b.domain));
  if (!branch) return ignored(`${rune}, the rune revealed, is ${domains.length ? domains.map((d) => d[0]!.toUpperCase() + d.slice(1)).join("/") : "of no domain"}: none of the branches is for it.`, cite("instructions.impossible-ignored"));
  // "here" and "me" in the branch are the unit whose ability this is, as the trigger goes on the chain
  const me = item.sourceId !== undefined ? ctx.state.objects.get(item.sourceId) : undefined;
  const id = delayedTriggerId(ctx, item.id);
  ctx.pendingTriggers.push({
    id, controller: item.controller, sourceId: me?.id ?? item.id, sourceIncarnation: me ? (item.sourceIncarnation ?? me.incarnation) : 0, abilityIndex: -1, why: `${item.controller} revealed ${rune}`,
    delayed: { name: `${item.name}'s reflexive trigger`, effect: branch.effect, reflexive: true, ...(me ? { ofSource: true as const } : {}) },
  });
  return { outcome: "EXECUTED", explanation: `${rune}, the rune revealed, is ${branch.domain[0]!.toUpperCase()}${branch.domain.slice(1)}: the reflexive trigger with that branch goes on the chain as ${id} after ${item.name} resolves${me ? ` (${label(me)}'s)` : ""}.`, citations: cites };
}
