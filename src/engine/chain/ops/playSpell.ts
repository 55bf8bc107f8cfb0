/**
 * A spell card played by an effect as it resolves (419.3): played as a Limited Action, with every step of Play as usual
 * (419.3.b) — its mode and targets chosen by the player playing it, then finalized on the chain above the resolving item,
 * so it resolves after that item has finished. Its costs are paid outside the engine (the words say how: ignored, reduced
 * or paid). A spell that can't be played (no legal targets) is not: the play is undone and the card stays where it was (358.5).
 */
import type { ChainItemInput } from "../../api.js";
import { decide } from "../../context.js";
import { cite } from "../../rules.js";
import { changeZone } from "../../state/actions.js";
import { describeLocation, isGear, isUnit, label, locationOf } from "../../state/queries.js";
import { sourceBattlefield } from "./requirements.js";
import { offBoardCardObject, resolveCard } from "../../state/setup.js";
import { playUnit } from "../instructions.js";
import type { GameState, Obj } from "../../state/types.js";
import { assignTargets, itemFromInput } from "../items.js";
import { finalizeItem } from "../play.js";
import { ask, chosenBattlefield, type Outcome, type Run } from "../resolveItem.js";
import { candidateTargets } from "../triggers.js";
import { ignored } from "./common.js";

export function playSpellFromEffect(run: Run, o: Obj, player: string, how: string, ignoringEnergy: boolean, ignoringPower = false): Outcome {
  const { ctx, item } = run;
  const state = ctx.state;
  let id = `${item.id}.play`;
  for (let n = 2; state.chain.some((c) => c.id === id) || state.removedItems.has(id); n++) id = `${item.id}.play#${n}`;
  const from = o.zone;
  const input: ChainItemInput = { id, card: o.name, controller: player, playedFrom: from, ...(ignoringEnergy ? { energySpent: 0 } : {}), ...(ignoringPower ? { powerSpent: 0 } : {}) };
  const spell = itemFromInput(ctx, input);
  if (!spell.effect) return ignored(`The engine has no definition for ${label(o)}, so it is not played.`, cite("instructions.impossible-ignored"));
  const specs = spell.effect.targets;
  if (specs.length) {
    const candidates = candidateTargets(ctx, spell);
    let ids: string[] = [];
    if (candidates.length || specs.some((s) => s.min > 0)) {
      const c = decide(ctx, {
        item: spell.id, index: spell.decisionCount++, player,
        prompt: `choose targets for ${spell.name}, played by ${item.name} (${specs.map((s) => `${s.min === s.max ? s.max : `${s.min}-${s.max}`} ${s.kind}`).join(", ")}).`,
        options: candidates,
      });
      ids = c.objects ?? [];
    }
    spell.targets = assignTargets(specs, ids, state);
  }
  spell.sourceId = o.id;
  const zoneBefore = o.zone;
  changeZone(o, "CHAIN", state);
  if (!finalizeItem(ctx, spell)) {
    changeZone(o, zoneBefore, state);
    return ignored(`${player} can't play ${label(o)} (see ${spell.id}); the play is undone and it stays where it was.`, cite("play.during-effect", "play.illegal-undone"));
  }
  if (zoneBefore === "TRASH") {
    const p = state.players.get(o.owner);
    const k = p?.trash.indexOf(o.name) ?? -1;
    if (p && k >= 0) p.trash.splice(k, 1);
  }
  return {
    outcome: "EXECUTED",
    explanation: `${player} plays ${label(o)}${how} from ${from.toLowerCase()}: it goes on the chain as ${spell.id} and resolves after ${item.name} has finished.`,
    citations: cite("play.during-effect"),
  };
}

/**
 * A card with [Hidden] printed, from its controller's hand (chosen as it resolves when several fit; the board must give the hand's
 * cards), played ignoring its cost (419.3): a unit to the battlefield of the ability's source ("here"), a gear to their base (152.2),
 * a spell onto the chain, to resolve after this item.
 */
export function playHiddenFromHand(run: Run): Outcome {
  const { ctx, item } = run;
  const state = ctx.state;
  const me = item.controller;
  const p = state.players.get(me)!;
  if (!p.hand) return ignored(`The board gives only the size of ${me}'s hand, not its cards, so no card with [Hidden] can be chosen from it.`, cite("instructions.impossible-ignored"));
  const fits = [...new Set(p.hand.filter((name) => resolveCard(name, ctx.catalog, ctx.extraDefinitions, [])?.def?.keywords.includes("Hidden")))];
  if (fits.length === 0) return ignored(`${me} has no card with [Hidden] in hand${p.hand.length ? ` (${p.hand.join(", ")})` : ""}, so nothing is played.`, cite("play.during-effect", "instructions.impossible-ignored"));
  const name = fits.length === 1 ? fits[0]! : ask(run, me, "choose a card with [Hidden] from your hand to play, ignoring its cost.", fits).option;
  if (!name || !fits.includes(name)) return ignored(`The card given is not one of ${fits.join(", ")}.`, cite("instructions.impossible-ignored"));
  const o = handCardObject(run, name);
  if (isUnit(o) || isGear(o)) {
    const here = isUnit(o) ? sourceBattlefield(item, state) : undefined;
    if (isUnit(o) && !here) {
      forgetObject(state, o);
      return ignored(`${name} is a unit, to be played "here", but the source is not at a battlefield, so it is not played.`, cite("referents.null-if-illegal", "instructions.impossible-ignored"));
    }
    const res = playUnit(run, o, me, "chosen", here);
    if (!res || res.forbidden) {
      forgetObject(state, o);
      return ignored(`${res?.forbidden ?? "It can't be played there"}, so ${name} is not played.`, res?.citations ?? cite("instructions.impossible-ignored"));
    }
    return {
      outcome: "EXECUTED",
      explanation: `${me} plays ${name} from their hand as ${o.id}, ignoring its cost, to ${describeLocation(locationOf(o), state)}${isUnit(o) ? " (a unit: here, the source's battlefield)" : ""}.`,
      citations: res.citations,
    };
  }
  const out = playSpellFromEffect(run, o, me, ", ignoring its cost,", true, true);
  if (out.outcome === "IGNORED") {
    forgetObject(state, o);
    return out;
  }
  const k = p.hand.indexOf(name);
  if (k >= 0) p.hand.splice(k, 1);
  p.handSize = Math.max(0, p.handSize - 1);
  return out;
}

/**
 * An Equipment card of its controller's hand up to an Energy cost, played with its cost ignored (chosen as it resolves when several
 * fit), played as a gear is, to their base (152.2); "it" next is that Equipment.
 */
export function playEquipmentFromHand(run: Run, ins: { energyAtMost: number }): Outcome {
  const { ctx, item } = run;
  const state = ctx.state;
  const me = item.controller;
  const p = state.players.get(me)!;
  if (!p.hand) return ignored(`The board gives only the size of ${me}'s hand, not its cards, so no Equipment can be chosen from it.`, cite("instructions.impossible-ignored"));
  const fits = [...new Set(p.hand.filter((name) => {
    const r = resolveCard(name, ctx.catalog, ctx.extraDefinitions, []);
    return !!r && r.types.includes("gear") && !!r.def?.equipment && (r.energy ?? 0) <= ins.energyAtMost;
  }))];
  if (fits.length === 0) return ignored(`${me} has no Equipment with Energy cost no more than {${ins.energyAtMost}} in hand${p.hand.length ? ` (${p.hand.join(", ")})` : ""}, so nothing is played.`, cite("play.during-effect", "instructions.impossible-ignored"));
  const name = fits.length === 1 ? fits[0]! : ask(run, me, `choose an Equipment with Energy cost no more than {${ins.energyAtMost}} from your hand to play.`, fits).option;
  if (!name || !fits.includes(name)) return ignored(`The card given is not one of ${fits.join(", ")}.`, cite("instructions.impossible-ignored"));
  const o = handCardObject(run, name);
  const res = playUnit(run, o, me, "chosen");
  if (!res || res.forbidden) {
    forgetObject(state, o);
    return ignored(`${res?.forbidden ?? "It can't be played"}, so ${name} is not played.`, res?.citations ?? cite("instructions.impossible-ignored"));
  }
  run.playedEquipment = o;
  return {
    outcome: "EXECUTED",
    explanation: `${me} plays ${name} from their hand as ${o.id}, ignoring its cost, to ${describeLocation(locationOf(o), state)}.`,
    citations: res.citations,
  };
}

/** playing a unit from hand to one of your battlefields at {N} less: the unit card and the battlefield chosen by the player as it resolves. */
export function playUnitFromHand(run: Run, ins: { to: "battlefieldYouControl"; reducedBy: string } | { to: "yourBase"; ignoringEnergy: true }): Outcome {
  const { ctx, item } = run;
  const state = ctx.state;
  const me = item.controller;
  const p = state.players.get(me)!;
  if (!p.hand) return ignored(`The board gives only the size of ${me}'s hand, not its cards, so no unit card can be chosen from it.`, cite("instructions.impossible-ignored"));
  const units = [...new Set(p.hand.filter((name) => resolveCard(name, ctx.catalog, ctx.extraDefinitions, [])?.types.includes("unit")))];
  if (units.length === 0) return ignored(`${me} has no unit card in hand${p.hand.length ? ` (${p.hand.join(", ")})` : ""}, so nothing is played (419.3.c).`, cite("play.during-effect", "instructions.impossible-ignored"));
  const toBase = ins.to === "yourBase";
  const bfs = toBase ? [] : [...state.battlefields.values()].filter((b) => b.controller === me).map((b) => b.id);
  if (!toBase && bfs.length === 0) return ignored(`${me} controls no battlefield, so no unit can be played to one.`, cite("instructions.impossible-ignored"));
  const name = units.length === 1 ? units[0]! : ask(run, me, "choose a unit card from your hand to play.", units).option;
  if (!name || !units.includes(name)) return ignored(`The card given is not one of ${units.join(", ")}.`, cite("instructions.impossible-ignored"));
  const bf = toBase ? undefined : bfs.length === 1 ? bfs[0]! : ask(run, me, `choose a battlefield you control to play ${name} to.`, bfs).option;
  if (!toBase && (!bf || !bfs.includes(bf))) return ignored(`The battlefield given is not one ${me} controls (${bfs.join(", ")}).`, cite("instructions.impossible-ignored"));
  const o = handCardObject(run, name);
  const res = playUnit(run, o, me, "chosen", toBase ? `base:${me}` : `bf:${bf}`);
  if (!res || res.forbidden) {
    forgetObject(state, o);
    return ignored(`${res?.forbidden ?? `Units can't be played at ${bf}`}, so ${name} is not played.`, res?.citations ?? cite("instructions.impossible-ignored"));
  }
  return {
    outcome: "EXECUTED",
    explanation: `${me} plays ${name} from their hand as ${o.id}, ${"reducedBy" in ins ? `its cost reduced by ${ins.reducedBy} (the rest is paid outside the engine)` : "ignoring its Energy cost (its Power cost is paid outside the engine)"}, to ${describeLocation(locationOf(o), state)}; it enters ${o.exhausted ? "exhausted" : "ready"} as a new object.`,
    citations: res.citations,
  };
}

/**
 * The chosen player plays that unit to that battlefield for free (no cost of any kind): the chosen player plays the unit card chosen from their
 * revealed hand (run.handCard) to the battlefield the item chose (419.3; costs are not paid, outside the engine or here). The unit
 * played is what the reflexive trigger after it ("If they do, then do this") is about.
 */
export function chosenPlaysChosenUnit(run: Run, ins: { bf: string }): Outcome {
  const { ctx } = run;
  const state = ctx.state;
  const chosen = run.handCard;
  if (!chosen) return ignored("No unit card was chosen from their hand, so nothing is played.", cite("instructions.impossible-ignored"));
  const p = state.players.get(chosen.player)!;
  if (!p.hand?.includes(chosen.name)) return ignored(`${chosen.name} is no longer in ${p.id}'s hand, so it is not played.`, cite("instructions.impossible-ignored"));
  const bf = chosenBattlefield(run, ins.bf);
  if (!bf) return ignored("The chosen battlefield is not a legal target any more, so \"that battlefield\" is none and nothing is played.", cite("illegal-targets.unaffected", "instructions.impossible-ignored"));
  const o = handCardObject(run, chosen.name, p.id);
  const res = playUnit(run, o, p.id, "chosen", `bf:${bf}`);
  if (!res || res.forbidden) {
    forgetObject(state, o);
    return ignored(`${res?.forbidden ?? `Units can't be played at ${bf}`}, so ${chosen.name} is not played.`, res?.citations ?? cite("instructions.impossible-ignored"));
  }
  run.unitPlayedByChosen = o;
  return {
    outcome: "EXECUTED",
    explanation: `${p.id} plays ${chosen.name} from their hand as ${o.id} to ${describeLocation(locationOf(o), state)}, ignoring all its costs; it enters ${o.exhausted ? "exhausted" : "ready"} as a new object under ${p.id}'s control.`,
    citations: res.citations,
  };
}

/** A card of a player's hand (by default the item's controller's), as an object of the state (`<item>.played`), about to be played by an effect. */
function handCardObject(run: Run, name: string, owner?: string): Obj {
  const { ctx, item } = run;
  const state = ctx.state;
  const me = owner ?? item.controller;
  let id = `${item.id}.played`;
  for (let n = 2; state.objects.has(id); n++) id = `${item.id}.played#${n}`;
  const o = offBoardCardObject(resolveCard(name, ctx.catalog, ctx.extraDefinitions, []), id, name, me, "HAND");
  state.objects.set(o.id, o);
  state.objectOrder.push(o.id);
  return o;
}

/** Takes back an object made for a play that could not happen. */
function forgetObject(state: GameState, o: Obj): void {
  state.objects.delete(o.id);
  state.objectOrder = state.objectOrder.filter((x) => x !== o.id);
}
