/**
 * Delayed replacement effects (390.3) and restrictions that a resolving item creates for the rest of the turn:
 * prevention of damage (437), doubled damage, a death replaced by banishment, "can't be chosen by enemy spells
 * and abilities", "can't play spells". A request covers one turn, so "this turn" lasts the whole request.
 */
import type { RuleRef } from "../../api.js";
import type { Instruction, ObjectRef } from "../../cards/language.js";
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { describeLocation, inCombat, isOnBoard, isUnit, label, locationOf, mightOf, staticRules } from "../../state/queries.js";
import { otherFriendlyUnitsAt } from "../../state/continuous.js";
import { execute } from "../instructions.js";
import { delayedTriggerId } from "../items.js";
import { changeZone, isLethal } from "../../state/actions.js";
import { banishIfFlow, playedWithFlow } from "./flow.js";
import type { DamageReplacement, GameState, Obj } from "../../state/types.js";
import { ask, objectsOf, type Outcome, type Run } from "../resolveItem.js";
import { chosenChainItem, controllerMissing, done, ignored, names, onBoard } from "./common.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

const WORDS: Record<DamageReplacement["kind"], string> = {
  prevent: "prevents",
  preventNext: "prevents the next damage",
  double: "doubles",
};

/** Prevention of the next N damage, of the whole next damage to a unit, and doubled damage, each lasting the turn. */
export function replaceDamage(run: Run, ins: Op<"replaceDamage">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  const from = run.item.id;
  for (const o of t.objs) {
    const r: DamageReplacement = ins.kind === "prevent" ? { kind: "prevent", n: ins.n ?? 0, from } : { kind: ins.kind, from };
    (o.damageReplacements ??= []).push(r);
  }
  const what =
    ins.kind === "prevent"
      ? `the next ${ins.n} damage that would be dealt to ${names(t.objs)} this turn is prevented (its Prevent Value goes down by what it prevents)`
      : ins.kind === "preventNext"
        ? `the next time ${names(t.objs)} would be dealt damage this turn, all of that damage is prevented`
        : `all damage that would be dealt to ${names(t.objs)} this turn is doubled`;
  const citations = ins.kind === "double" ? cite("delayed.replacement", "replacement.applies") : cite("delayed.replacement", "prevent.replaces-damage");
  return done(t.objs, t.partial, `A delayed replacement effect: ${what}. Combat damage is not simulated by the engine; it applies to damage dealt while this request resolves.`, citations);
}

/** no spell or ability damage for the turn: every unit, damage a spell or ability deals itself (not a unit told to deal it). */
export function preventSpellDamage(run: Run): Outcome {
  const s = run.ctx.state;
  (s.preventSpellDamageFrom ??= []).push(run.item.id);
  return {
    outcome: "EXECUTED",
    explanation: "All damage that spells and abilities would deal this turn is prevented (a Prevent Value of All, 437.1.b.1.b). Damage dealt by a unit that a spell or ability tells to deal it is not spell or ability damage and is not prevented.",
    citations: cite("delayed.replacement", "prevent.replaces-damage"),
  };
}

/** for the turn, banished in place of dying */
export function banishIfDies(run: Run, ins: Op<"banishIfDies">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  for (const o of t.objs) o.banishIfDies = run.item.id;
  return done(t.objs, t.partial, `If ${names(t.objs)} would die this turn, it is banished instead (a delayed replacement effect).`, cite("delayed.replacement", "replacement.applies"));
}

/** "Opponents can't play cards this turn.": every other player of the board (054.1: a later card of theirs is not played). */
export function opponentsCantPlayCards(run: Run): Outcome {
  const them = [...run.ctx.state.players.values()].filter((p) => p.id !== run.item.controller);
  for (const p of them) (p.noCardsFrom ??= []).push(run.item.id);
  return {
    outcome: "EXECUTED",
    explanation: `For the rest of this turn, ${them.map((p) => p.id).join(", ") || "no opponent"} can't play cards: a spell, unit or gear card they would play is not put on the chain, nor played by an effect (tokens are not cards).`,
    citations: cite("cant-beats-can"),
  };
}

/** "Its controller can't play spells this turn.": the controller of the object (or chain item) named before. */
export function noSpells(run: Run, ins: Op<"noSpells">): Outcome {
  const state = run.ctx.state;
  if (typeof ins.who !== "object" || !("controllerOf" in ins.who) || !("slot" in ins.who.controllerOf)) return ignored("No player is named.", cite("instructions.impossible-ignored"));
  const slot = run.slots.get(ins.who.controllerOf.slot);
  const id = slot?.chosen[0]?.id;
  const item = id ? (state.chain.find((c) => c.id === id) ?? state.removedItems.get(id)) : undefined;
  const player = item?.controller ?? (id ? state.objects.get(id)?.controller : undefined);
  const p = player ? state.players.get(player) : undefined;
  if (!p) return ignored("The player is unknown: nothing was chosen.", cite("instructions.impossible-ignored"));
  (p.noSpellsFrom ??= []).push(run.item.id);
  return {
    outcome: "EXECUTED",
    explanation: `${p.id} (the controller of ${item ? `${item.name} (${item.id})` : id}) can't play spells for the rest of this turn; a spell they would play is not put on the chain.`,
    citations: cite("cant-beats-can"),
  };
}

/** "They can't move it this turn.": the unit's controller's spells and abilities can't move it for the rest of the turn (054.1). */
export function cantMoveThisTurn(run: Run, ins: Op<"cantMoveThisTurn">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  for (const o of t.objs) o.noMoveBy = { player: o.controller, from: run.item.id };
  return done(t.objs, t.partial, `${t.objs.map((o) => `${o.controller} can't move ${label(o)}`).join("; ")} for the rest of this turn (a move by a spell or ability of theirs can't be followed).`, cite("cant-beats-can"));
}

/** for the turn, untargetable by opponents' spells and abilities */
export function protectThisTurn(run: Run, ins: Op<"protectThisTurn">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  for (const o of t.objs) o.protectedThisTurn = run.item.id;
  return done(t.objs, t.partial, `${names(t.objs)} can't be chosen by spells and abilities of ${t.objs.length === 1 ? "its" : "their"} controller's opponents this turn (already chosen targets are checked again as those items resolve).`, cite("untargetable.protection", "targets.requirements"));
}

/**
 * The damage a unit is actually dealt after the delayed replacement effects on it (437, 390.3): its controller
 * orders them when several apply (372); each applies at most once to the event (370.2); once nothing is left to
 * deal, the rest have nothing to apply to (437.2.a).
 */
export function damageAfterReplacements(run: Run, u: Obj, amount: number, bySpellOrAbility: boolean): { n: number; note: string; citations: RuleRef[] } {
  const state = run.ctx.state;
  type Applicable = { id: string; words: string; r?: DamageReplacement };
  // immune to damage outside combat (Ambessa, The Wolf while Empowered): no damage is dealt at all (054.1)
  if (staticRules(u, state).some((r) => r.rule === "noDamageUnlessInCombat") && !inCombat(u, state))
    return { n: 0, note: `${label(u)} can't be dealt damage while it is not in combat, so none is dealt`, citations: cite("cant-beats-can") };
  // no damage once it has moved N times this turn: its moves this turn (the board's movesThisTurn and the request's)
  const moved = staticRules(u, state).find((r) => r.rule === "noDamageIfMoved");
  if (moved?.rule === "noDamageIfMoved" && (u.movedThisTurn ?? 0) >= moved.times)
    return { n: 0, note: `${label(u)} has moved ${u.movedThisTurn} times this turn (${moved.times} or more), so it doesn't take damage`, citations: cite("cant-beats-can") };
  const pending: Applicable[] = [];
  if (bySpellOrAbility) for (const from of state.preventSpellDamageFrom ?? []) pending.push({ id: from, words: `${itemName(run, from)} prevents all spell and ability damage` });
  // a static prevention on the unit itself of what its controller's opponents' spells and abilities deal to it (437)
  if (bySpellOrAbility && run.item.controller !== u.controller && staticRules(u, state).some((r) => r.rule === "preventEnemyDamageToMe"))
    pending.push({ id: u.id, words: `${label(u)}'s own static ability prevents it: ${run.item.name} is a spell or ability of ${run.item.controller}, an opponent of its controller` });
  for (const r of u.damageReplacements ?? []) pending.push({ id: r.from, words: `${itemName(run, r.from)} ${WORDS[r.kind]}`, r });
  if (pending.length === 0) return { n: amount, note: "", citations: [] };
  let n = amount;
  const notes: string[] = [];
  const citations: RuleRef[] = [];
  if (pending.length > 1) citations.push(...cite("replacement.order-by-controller", "replacement.once-per-event"));
  while (pending.length > 0 && n > 0) {
    let k = 0;
    if (pending.length > 1) {
      const c = ask(run, u.controller, `several replacement effects apply to the ${n} damage that would be dealt to ${label(u)}; choose the one to apply first.`, pending.map((p) => p.id));
      k = Math.max(0, pending.findIndex((p) => p.id === c.option));
    }
    const [a] = pending.splice(k, 1);
    const r = a!.r;
    const before = n;
    if (!r) n = 0;
    else if (r.kind === "double") n *= 2;
    else if (r.kind === "preventNext") n = 0;
    else {
      const p = Math.min(n, r.n);
      n -= p;
      r.n -= p;
    }
    if (r && (r.kind === "preventNext" || (r.kind === "prevent" && r.n <= 0))) u.damageReplacements = (u.damageReplacements ?? []).filter((x) => x !== r);
    notes.push(`${a!.words}: ${before} → ${n}${r?.kind === "prevent" ? ` (Prevent Value left: ${Math.max(0, r.n)})` : ""}`);
    citations.push(...(r?.kind === "double" ? cite("delayed.replacement", "replacement.applies") : cite("prevent.replaces-damage", ...(r?.kind === "prevent" ? (["prevent.value-reduced"] as const) : []))));
  }
  if (n === 0) citations.push(...cite("prevent.zero-is-none", "prevent.not-dealt"));
  return { n, note: notes.join("; "), citations };
}

function itemName(run: Run, id: string): string {
  const state = run.ctx.state;
  const item = state.chain.find((c) => c.id === id) ?? state.removedItems.get(id);
  return item ? `${item.name} (${id})` : id;
}

/** "Its base Might becomes 5 this turn.": Might assigned in the trait layer, before every increase and decrease (477.1.a.1). */
export function mightBecomes(run: Run, ins: Op<"mightBecomes">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  const state = run.ctx.state;
  const parts = t.objs.map((o) => {
    const before = mightOf(o, state);
    o.mightBecomes = ins.n;
    return `${label(o)} ${before} → ${mightOf(o, state)}`;
  });
  return done(t.objs, t.partial, `The base Might of ${names(t.objs)} becomes ${ins.n} this turn; buffs and other increases and decreases still apply on top (${parts.join(", ")}).`, cite("layer.might-assigned"));
}

/** Raising a unit's Might this turn to another friendly unit's: applied once, as it resolves (snapshotted, 477.3.b); never a decrease (477.3.c). */
export function increaseMightTo(run: Run, ins: Op<"increaseMightTo">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  const state = run.ctx.state;
  const other = objectsOf(run, ins.to).objs.find(isOnBoard);
  const m = other ? mightOf(other, state) : null;
  if (m === null) return ignored("The other unit is not a legal target any more, so its Might is null and nothing is increased.", cite("information.null", "referents.null-if-illegal", "instructions.impossible-ignored"));
  const parts = t.objs.map((o) => {
    const before = mightOf(o, state) ?? 0;
    const by = Math.max(0, m - before);
    o.tempMight += by;
    return by > 0 ? `${label(o)} ${before} → ${before + by}` : `${label(o)} already has ${before}, so it is increased by 0`;
  });
  return done(t.objs, t.partial, `Increases Might to ${label(other!)}'s ${m} this turn, remembered at that amount: ${parts.join(", ")}.`, cite("layer.snapshot", "layer.no-negative-increase", "information.available"));
}

/** more Might for the turn when the unit is its controller's only one at that location: checked as it executes (359.3.f.2). */
export function additionalMightIfAlone(run: Run, ins: Op<"additionalMightIfAlone">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  const state = run.ctx.state;
  const o = t.objs[0]!;
  const here = locationOf(o);
  const others = o.controller === run.item.controller ? otherFriendlyUnitsAt(o, state) : [];
  if (o.controller !== run.item.controller || others.length > 0)
    return ignored(
      `${label(o)} is not the only unit ${run.item.controller} controls at ${describeLocation(here, state)}${others.length ? ` (${names(others)} ${others.length === 1 ? "is" : "are"} there too)` : ""}, so it gets no additional Might.`,
      cite("referents.checked-on-execution", "instructions.impossible-ignored"),
    );
  o.tempMight += ins.n;
  return done(t.objs, t.partial, `${label(o)} is the only unit ${run.item.controller} controls at ${describeLocation(here, state)}, so it gets an additional +${ins.n} Might this turn (${mightOf(o, state)}).`, cite("referents.checked-on-execution"));
}

/** buffs on friendly units worth more Might for the turn: every buff on the controller's units, wherever they are (a delayed passive ability, 391; 703). */
export function buffsGiveMore(run: Run, ins: Op<"buffsGiveMore">): Outcome {
  const p = run.ctx.state.players.get(run.item.controller);
  if (!p) return controllerMissing(run);
  p.buffBonus = (p.buffBonus ?? 0) + ins.n;
  return {
    outcome: "EXECUTED",
    explanation: `For the rest of this turn, each buff on a unit ${p.id} controls gives +${1 + p.buffBonus} Might instead of +1, on units buffed before or after this, at any location.`,
    citations: cite("delayed.passive", "buff.might"),
  };
}

/** The controller of the object or chain item chosen for a slot (a countered spell has left the chain: its item is remembered). */
function controllerOfSlot(run: Run, slot: string): { player?: string; what?: string } {
  const state = run.ctx.state;
  const id = run.slots.get(slot)?.chosen[0]?.id;
  if (!id) return {};
  const item = state.chain.find((c) => c.id === id) ?? state.removedItems.get(id);
  if (item) return { player: item.controller, what: `${item.name} (${item.id})` };
  const o = state.objects.get(id);
  return o ? { player: o.controller, what: label(o) } : {};
}

/**
 * a counter or damage that the affected controller may avoid by paying or by letting the player draw: that
 * player decides as it resolves (resources are not modelled: a payment is made outside the engine).
 */
export function unless(run: Run, ins: Op<"unless">): Outcome {
  const ref = typeof ins.who === "object" && "controllerOf" in ins.who ? ins.who.controllerOf : undefined;
  const slot = ref && "slot" in ref ? run.slots.get(ref.slot) : undefined;
  const live = slot ? slot.chosen.some((c) => !slot.illegal.includes(c.id)) : false;
  const who = ref && "slot" in ref && live ? controllerOfSlot(run, ref.slot) : {};
  if (!who.player) return execute(run, { label: ins.main.op, instruction: ins.main }); // nothing legal: the instruction says why it can't be followed
  const offer = "pays" in ins.alternative ? `pay ${ins.alternative.pays}` : `have ${run.item.controller} draw ${ins.alternative.hasYouDraw}`;
  const c = ask(run, who.player, `${run.item.name} will ${ins.main.op === "counter" ? "counter" : "act on"} ${who.what} unless you ${offer}${"pays" in ins.alternative ? " (paid outside the engine)" : ""}: "yes" to do it, "no" to decline.`, ["yes", "no"]);
  if (c.option !== "yes" && c.option !== "no") return ignored('The answer must be "yes" or "no".', cite("instructions.impossible-ignored"));
  if (c.option === "no") {
    const out = execute(run, { label: ins.main.op, instruction: ins.main });
    return { ...out, explanation: `${who.player} declines to ${offer}: ${out.explanation}` };
  }
  if ("pays" in ins.alternative) return { outcome: "EXECUTED", explanation: `${who.player} pays ${ins.alternative.pays} (outside the engine), so ${who.what} is not affected.`, citations: [] };
  const drawn = execute(run, { label: "draw", instruction: { op: "draw", who: "you", n: ins.alternative.hasYouDraw } });
  return { ...drawn, explanation: `${who.player} has ${run.item.controller} draw instead, so ${who.what} is not affected: ${drawn.explanation}` };
}

/** "Friendly units enter ready this turn." / "Units you play this turn enter ready.": replaces how they enter (369.3). */
export function unitsEnterReady(run: Run, ins: Op<"unitsEnterReady">): Outcome {
  const p = run.ctx.state.players.get(run.item.controller);
  if (!p) return controllerMissing(run);
  (p.unitsEnterReady ??= []).push(run.item.id);
  const who = ins.say === "friendly" ? `units ${p.id} controls (every unit enters the board by being played)` : `units ${p.id} plays, tokens included`;
  return { outcome: "EXECUTED", explanation: `For the rest of this turn, ${who} enter ready instead of exhausted.`, citations: cite("replacement.as-enters", "delayed.replacement") };
}

/** the player's next unit this turn enters ready: waits for its controller's next unit entering by being played (369.3). */
export function nextUnitEntersReady(run: Run): Outcome {
  const p = run.ctx.state.players.get(run.item.controller);
  if (!p) return controllerMissing(run);
  (p.nextUnitReady ??= []).push(run.item.id);
  return { outcome: "EXECUTED", explanation: `The next unit ${p.id} plays this turn (a unit token too) will enter ready instead of exhausted.`, citations: cite("replacement.as-enters", "delayed.replacement") };
}

/**
 * A quoted "When I conquer, X" ability a unit has this turn: the unit has that triggered ability until the end of the turn (477.2.a);
 * kept with the delayed triggers, it triggers each time that object conquers, for its controller, "me" being the unit.
 */
export function grantConquerTrigger(run: Run, ins: Op<"grantConquerTrigger">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  const state = run.ctx.state;
  for (const o of t.objs)
    (state.delayedTriggers ??= []).push({ from: run.item.id, name: `${o.name}'s ability from ${run.item.name}`, controller: o.controller, on: "conquers", objectId: o.id, incarnation: o.incarnation, effect: ins.effect });
  return done(t.objs, t.partial, `${names(t.objs)} ${t.objs.length === 1 ? "has" : "have"} a "When I conquer" triggered ability this turn (${ins.effect.lines.map((l) => labelOf(l.instruction)).join(", ")}).`, cite("layer.abilities-granted"));
}

/** an instruction (e.g. an exhausted Gold token) if the unit dies this turn: a delayed trigger on that unit's death (390.2). */
export function whenDiesThisTurn(run: Run, ins: Op<"whenDiesThisTurn">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  const state = run.ctx.state;
  for (const o of t.objs)
    (state.delayedTriggers ??= []).push({
      from: run.item.id, name: `${run.item.name}'s delayed ability`, controller: run.item.controller, on: "dies", objectId: o.id, incarnation: o.incarnation,
      effect: { targets: [], lines: [{ label: labelOf(ins.then), instruction: ins.then }] },
    });
  return done(t.objs, t.partial, `A delayed triggered ability: when ${names(t.objs)} dies this turn, ${run.item.controller} will ${labelOf(ins.then)}. (It does not trigger if the death is replaced.)`, cite("delayed.trigger"));
}

/**
 * A delayed trigger (390.2) doing an instruction (such as gaining XP) on that unit winning a combat (466.3.a, 466.3.c), for the
 * rest of the turn, each time it wins. A win comes after the showdown's chain (465–466): in a combat's Resolution Step the engine
 * carries out (board combat.step RESOLUTION) it triggers (chain/triggers.ts fireWinCombat); otherwise it waits past the request, and
 * the final board reports it (`delayed`, WINS_COMBAT_THIS_TURN, with the unit as it is now) for the caller to apply.
 */
export function whenWinsCombatThisTurn(run: Run, ins: Op<"whenWinsCombatThisTurn">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  const state = run.ctx.state;
  const will = labelOf(ins.then);
  for (const o of t.objs)
    state.delayed.push({ id: `${run.item.id}.delayed`, controller: run.item.controller, describe: `when ${label(o)} wins a combat this turn, ${run.item.controller} will ${will}`, source: run.item.sourceId ?? run.item.id, when: "WINS_COMBAT_THIS_TURN", object: o.id, then: { instruction: ins.then, label: will } });
  const resolving = state.combat?.resolution !== undefined; // the board's combat ends in this request (its Resolution Step)
  return done(t.objs, t.partial, `A delayed triggered ability: when ${names(t.objs)} wins a combat this turn (each time it does), ${run.item.controller} will ${will}. ${resolving ? "The combat at the board's battlefield resolves in this request: if it wins that one, the engine triggers it; otherwise it waits past this request, and the final board reports it." : "Combat is not simulated, so it waits past this request; the final board reports it."}`, cite("delayed.trigger", "delayed.abilities"));
}

/**
 * "X. If this kills it, do this: Y.": a reflexive trigger (387) whose condition is the unit's death. A unit dealt lethal
 * damage by a spell dies in the cleanup after the spell resolves (321.1, 323.5), so the trigger waits for that death and
 * lasts only until that cleanup is over; a death replaced (recalled, banished instead) is no death and triggers nothing.
 */
export function ifThisKillsDoThis(run: Run, ins: Op<"ifThisKillsDoThis">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  const state = run.ctx.state;
  const lethal = t.objs.filter((o) => isLethal(o, state));
  const cites = cite("reflexive.trigger", "cleanup.outstanding-after-resolution");
  if (lethal.length === 0)
    return ignored(`${names(t.objs)} ${t.objs.length === 1 ? "does" : "do"} not have lethal damage (${t.objs.map((o) => `${o.damage} damage, ${mightOf(o, state)} Might`).join("; ")}), so this does not kill ${t.objs.length === 1 ? "it" : "them"}: the reflexive trigger's condition can't be met.`, cites);
  for (const o of lethal)
    (state.delayedTriggers ??= []).push({
      from: run.item.id, name: `${run.item.name}'s reflexive trigger`, controller: run.item.controller, on: "dies", objectId: o.id, incarnation: o.incarnation, reflexive: true,
      effect: { targets: [], lines: [{ label: ins.then.op, instruction: ins.then }] },
    });
  return done(lethal, t.partial, `${names(lethal)} ${lethal.length === 1 ? "has" : "have"} lethal damage and will die in the cleanup after ${run.item.name} resolves; if ${lethal.length === 1 ? "it dies" : "one dies"} then, the reflexive trigger goes on the chain as a new item (388.1) and ${run.item.controller} will ${ins.then.op}.`, cites);
}

/**
 * "Play a … unit token. Then do this: Y.": a reflexive trigger with no condition, always added to the chain (387.2, 388)
 * as a new item once this one has resolved; "it" in Y is the token played just before (359.3.e.14.a).
 */
export function thenDoThis(run: Run, ins: Op<"thenDoThis">): Outcome {
  const { ctx, item } = run;
  if (ins.ifRevealedTag) return thenIfRevealedDoThis(run, ins, ins.ifRevealedTag);
  if (ins.ifBurnedUnit) return whenBurnUnitDoThis(run, ins);
  if (ins.ifItHadMightAtMost) return thenIfItHadDoThis(run, ins, ins.ifItHadMightAtMost);
  const cites = cite("reflexive.trigger", "reflexive.uses-chain");
  if (ins.theirTrash) {
    // an optional follow-up choosing a unit in the chosen player's trash: "their" stays the player this item chose; the card is chosen as it goes on the chain
    if (!item.chosenPlayer) return ignored(`No player was chosen, so "their trash" names none.`, [...cites, ...cite("instructions.impossible-ignored")]);
    const id = delayedTriggerId(ctx, item.id);
    ctx.pendingTriggers.push({
      id, controller: item.controller, sourceId: item.id, sourceIncarnation: 0, abilityIndex: -1, why: `${item.name} said "you may do this"`,
      delayed: { name: `${item.name}'s reflexive trigger`, effect: ins.effect, reflexive: true, chosenPlayer: item.chosenPlayer },
    });
    return { outcome: "EXECUTED", explanation: `The reflexive trigger is created; it goes on the chain as ${id} after ${item.name} resolves, choosing (or not) a unit in ${item.chosenPlayer}'s trash.`, citations: cites };
  }
  if (ins.aboutPlayed) {
    // "it" is the card banished and played from among the looked-at cards, now on the board
    const played = run.lookedChosen;
    if (!played || !isOnBoard(played)) return ignored(`No card was banished and played, so the reflexive trigger has no object for "it".`, [...cites, ...cite("instructions.impossible-ignored")]);
    const id = delayedTriggerId(ctx, item.id);
    ctx.pendingTriggers.push({
      id, controller: item.controller, sourceId: item.id, sourceIncarnation: 0, abilityIndex: -1, why: `${item.name} said "you may do this"`,
      delayed: { name: `${item.name}'s reflexive trigger`, effect: ins.effect, reflexive: true, it: { id: played.id, incarnation: played.incarnation } },
    });
    return { outcome: "EXECUTED", explanation: `The reflexive trigger is created; it goes on the chain as ${id} after ${item.name} resolves (about ${played.id}).`, citations: cites };
  }
  if (ins.aboutChosenPlayed) {
    // "If they do, then do this: …": only if the chosen player played the unit; about that unit ("it")
    const played = run.unitPlayedByChosen;
    if (!played || !isOnBoard(played)) return ignored("They did not play the unit, so the reflexive trigger is not created.", [...cites, ...cite("instructions.impossible-ignored")]);
    const id = delayedTriggerId(ctx, item.id);
    ctx.pendingTriggers.push({
      id, controller: item.controller, sourceId: item.id, sourceIncarnation: 0, abilityIndex: -1, why: `${item.name} said "if they do, then do this"`,
      delayed: { name: `${item.name}'s reflexive trigger`, effect: ins.effect, reflexive: true, it: { id: played.id, incarnation: played.incarnation } },
    });
    return { outcome: "EXECUTED", explanation: `${label(played)} was played, so the reflexive trigger is created; it goes on the chain as ${id} after ${item.name} resolves (about ${label(played)}).`, citations: cites };
  }
  if (ins.attachPlayedToMe) {
    // a reflexive trigger of the unit whose ability this is ("me"), about the Equipment this item played ("it")
    const eq = run.playedEquipment;
    const me = item.sourceId !== undefined ? ctx.state.objects.get(item.sourceId) : undefined;
    if (!eq || !isOnBoard(eq)) return ignored("No Equipment was played, so the reflexive trigger is not created.", [...cites, ...cite("instructions.impossible-ignored")]);
    if (!me) return ignored("The unit whose ability this is is not known, so the reflexive trigger is not created.", [...cites, ...cite("instructions.impossible-ignored")]);
    const id = delayedTriggerId(ctx, item.id);
    ctx.pendingTriggers.push({
      id, controller: item.controller, sourceId: me.id, sourceIncarnation: item.sourceIncarnation ?? me.incarnation, abilityIndex: -1, why: `${item.name} played ${label(eq)} and said "do this"`,
      delayed: { name: `${me.name}'s reflexive trigger`, effect: ins.effect, reflexive: true, about: { id: eq.id, incarnation: eq.incarnation } },
    });
    return { outcome: "EXECUTED", explanation: `The reflexive trigger is created; it goes on the chain as ${id} after ${item.name} resolves (attaching ${label(eq)} to ${label(me)}).`, citations: cites };
  }
  if (ins.aboutMoved) {
    // a reflexive trigger after a move: about the unit this item moved, where it went (noted now); no move, no trigger
    const moved = objectsOf(run, { slot: ins.aboutMoved }).objs.find((o) => isOnBoard(o) && item.movedFrom?.has(o.id));
    if (!moved) return ignored("The unit was not moved, so the reflexive trigger is not created.", [...cites, ...cite("instructions.impossible-ignored")]);
    const id = delayedTriggerId(ctx, item.id);
    const at = locationOf(moved)!;
    ctx.pendingTriggers.push({
      id, controller: item.controller, sourceId: item.id, sourceIncarnation: 0, abilityIndex: -1, why: `${item.name} moved ${label(moved)} and said "do this"`,
      delayed: { name: `${item.name}'s reflexive trigger`, effect: ins.effect, reflexive: true, it: { id: moved.id, incarnation: moved.incarnation }, location: at },
    });
    return { outcome: "EXECUTED", explanation: `The reflexive trigger is created; it goes on the chain as ${id} after ${item.name} resolves (about ${label(moved)}, moved to ${describeLocation(at, ctx.state)}).`, citations: cites };
  }
  // after several tokens ("… for each …"), "of them" names those tokens: chosen among them as the trigger goes on the chain
  const made = run.madeTokens ?? [];
  const several = ins.effect.targets.some((t) => t.requirements.some((r) => r.req === "amongTriggered")) || made.length > 1; // "They become copies of me." after two tokens
  const token = !several && made.length === 1 ? made[0]! : undefined;
  if (several ? made.length === 0 : !token)
    return ignored(`No token was played, so the reflexive trigger has no object for "${several ? "them" : "it"}".`, [...cites, ...cite("instructions.impossible-ignored")]);
  // a copy effect in it copies an object this item names ("that unit" it chose, "me"): noted now, as the trigger is created (359.3.f.1)
  const copy = ins.effect.lines.map((l) => l.instruction as MoreInstruction).find((x): x is Extract<MoreInstruction, { op: "becomeCopy" }> => x.op === "becomeCopy" && x.noted === true);
  const copied = copy ? objectsOf(run, copy.of).objs[0] : undefined;
  // "another unit there": the trigger's target is at the battlefield this item's trigger condition noted (a caller-placed trigger: its battlefield)
  const wantsThere = ins.effect.targets.some((t) => t.requirements.some((r) => r.req === "atTriggeredLocation"));
  const there = wantsThere ? (item.triggerInfo?.location ?? (item.callerPlaced && item.input.battlefield ? `bf:${item.input.battlefield}` : undefined)) : undefined;
  const id = delayedTriggerId(ctx, item.id);
  ctx.pendingTriggers.push({
    id, controller: item.controller, sourceId: item.id, sourceIncarnation: 0, abilityIndex: -1, why: `${item.name} said "do this"`,
    delayed: {
      name: `${item.name}'s reflexive trigger`, effect: ins.effect, reflexive: true,
      ...(token ? { it: { id: token.id, incarnation: token.incarnation } } : { them: made.map((o) => ({ id: o.id, incarnation: o.incarnation })) }),
      ...(copied ? { copyOf: { id: copied.id, incarnation: copied.incarnation } } : {}),
      ...(there ? { location: there } : {}),
    },
  });
  return { outcome: "EXECUTED", explanation: `The reflexive trigger is created; it goes on the chain as ${id} after ${item.name} resolves (about ${token ? token.id : made.map((o) => o.id).join(", ")}${copy ? `; the unit to copy is ${copied ? label(copied) : "none: it is no longer a legal target"}` : ""}).`, citations: [...cites, ...(copy ? cite("referents.source-or-target") : [])] };
}

/**
 * Burn N followed by Y for each unit so burned: a reflexive trigger (387.3) for each unit card the Burn put into the trash,
 * going on the chain once this item has resolved, choosing Y's targets then (388); "the burned card" is that card. With a Main Deck
 * given by its size, which cards were burned is not known: no trigger is created (PARTIAL).
 */
function whenBurnUnitDoThis(run: Run, ins: Op<"thenDoThis">): Outcome {
  const { ctx, item } = run;
  const cites = cite("reflexive.trigger", "reflexive.uses-chain");
  if (!run.burned) return { outcome: "PARTIAL", explanation: "Which cards were burned is not known (the Main Deck's contents were not given), so whether a unit was burned is not known: no reflexive trigger is created here.", citations: cites };
  const units = run.burned.filter((o) => o.types.includes("unit"));
  if (!units.length) return ignored(`${run.burned.length ? `The card burned (${run.burned.map(label).join(", ")}) is not a unit` : "No card was burned"}, so the reflexive trigger is not created.`, cites);
  const ids: string[] = [];
  for (const u of units) {
    const id = delayedTriggerId(ctx, item.id);
    ids.push(id);
    ctx.pendingTriggers.push({
      id, controller: item.controller, sourceId: item.id, sourceIncarnation: 0, abilityIndex: -1, why: `${item.controller} burned ${label(u)}, a unit`,
      delayed: { name: `${item.name}'s reflexive trigger`, effect: ins.effect, reflexive: true, burned: { name: u.name, might: u.baseMight } },
    });
  }
  return { outcome: "EXECUTED", explanation: `${units.map(label).join(", ")} burned ${units.length === 1 ? "is a unit" : "are units"}: the reflexive trigger goes on the chain as ${ids.join(", ")} after ${item.name} resolves.`, citations: cites };
}

/**
 * Y following when a listed tag was among the revealed cards: a reflexive trigger (387.3) only if a card revealed from among the
 * looked-at cards had one of the tags; it goes on the chain once this item has resolved, choosing Y's targets then (388).
 */
function thenIfRevealedDoThis(run: Run, ins: Op<"thenDoThis">, tags: string[]): Outcome {
  const { ctx, item } = run;
  const cites = cite("reflexive.trigger", "reflexive.uses-chain");
  const revealed = run.revealed ?? [];
  const hit = revealed.find((o) => (o.tags ?? []).some((t) => tags.some((x) => x.toLowerCase() === t.toLowerCase())));
  if (!hit) return ignored(`${revealed.length ? `The card revealed (${revealed.map(label).join(", ")}) has none of the tags ${tags.join(", ")}` : "No card was revealed"}, so the reflexive trigger is not created.`, cites);
  const id = delayedTriggerId(ctx, item.id);
  ctx.pendingTriggers.push({
    id, controller: item.controller, sourceId: item.id, sourceIncarnation: 0, abilityIndex: -1, why: `${item.controller} revealed ${label(hit)}`,
    delayed: { name: `${item.name}'s reflexive trigger`, effect: ins.effect, reflexive: true },
  });
  return { outcome: "EXECUTED", explanation: `${label(hit)} was revealed: the reflexive trigger is created and goes on the chain as ${id} after ${item.name} resolves.`, citations: cites };
}

/**
 * "Kill a unit …. Then, if it had N {might} or less, do this: Y": a reflexive trigger (387.3) created only if the kill was done
 * and the unit's Might as it was killed (its last known information, 359.3.e.13) was N or less; it goes on the chain once this
 * item has resolved (388).
 */
function thenIfItHadDoThis(run: Run, ins: Op<"thenDoThis">, had: { what: ObjectRef; n: number }): Outcome {
  const { ctx, item } = run;
  const cites = cite("reflexive.trigger", "reflexive.uses-chain");
  if (!run.results.at(-1)?.performed) return ignored("The unit was not killed, so the reflexive trigger is not created.", cites);
  const o = objectsOf(run, had.what).objs[0];
  const back = o ? run.lookBack.get(o.id) : undefined;
  const might = o && back && !isOnBoard(o) ? back.might : o ? mightOf(o, ctx.state) : null;
  if (!o || might === null) return ignored("The killed unit's Might is not known, so the reflexive trigger's condition can't be checked: it is not created.", [...cites, ...cite("information.null")]);
  const words = `${label(o)} had ${might} Might as it was killed (its last known information)`;
  if (might > had.n) return ignored(`${words}, more than ${had.n}: the reflexive trigger is not created.`, [...cites, ...cite("information.look-back")]);
  const id = delayedTriggerId(ctx, item.id);
  ctx.pendingTriggers.push({
    id, controller: item.controller, sourceId: item.id, sourceIncarnation: 0, abilityIndex: -1, why: words,
    delayed: { name: `${item.name}'s reflexive trigger`, effect: ins.effect, reflexive: true, fromItem: item.id },
  });
  return { outcome: "EXECUTED", explanation: `${words}, ${had.n} or less: the reflexive trigger is created and goes on the chain as ${id} after ${item.name} resolves.`, citations: [...cites, ...cite("information.look-back")] };
}

/**
 * A spell's reflexive trigger offering an optional replay from the trash at a cost: its controller may play the spell card from
 * their trash now. The play is the request's item with `playedFrom: "TRASH"` played right after this trigger (`playedAfter`); its
 * cost is paid outside the engine. No such item: the player did not play it.
 */
export function mayPlayThisFromTrash(run: Run, ins: Op<"mayPlayThisFromTrash">): Outcome {
  const { ctx, item } = run;
  const spell = item.fromItem !== undefined ? ctx.state.removedItems.get(item.fromItem) : undefined;
  const p = ctx.state.players.get(item.controller);
  if (!spell || !p) return ignored(`There is no spell card for "this", so nothing can be played.`, cite("instructions.impossible-ignored"));
  if (p.trashKnown && !p.trash.includes(spell.name)) return ignored(`${spell.name} is not in ${p.id}'s trash, so it can't be played from there.`, cite("instructions.impossible-ignored"));
  (p.mayPlayFromTrash ??= []).push({ name: spell.name, after: item.id, cost: ins.cost });
  return {
    outcome: "EXECUTED",
    explanation: `${p.id} may play ${spell.name} from their trash for ${ins.cost} now (paid outside the engine): a request item playing it from the trash right after ${item.id} (playedAfter) does so; without one, they did not.`,
    citations: cite("reflexive.trigger"),
  };
}

/** After the cleanup that follows an item's resolution: its reflexive triggers waiting for a death there are gone. */
export function endReflexiveTriggers(state: GameState, item: string): void {
  if (state.delayedTriggers?.some((d) => d.reflexive && d.from === item)) state.delayedTriggers = state.delayedTriggers.filter((d) => !(d.reflexive && d.from === item));
}

/** a buff for each friendly unit played later this turn: a delayed trigger (390.2) on each unit its controller plays this turn. */
export function whenFriendlyUnitPlayedThisTurn(run: Run, ins: Op<"whenFriendlyUnitPlayedThisTurn">): Outcome {
  const lines = [{ label: labelOf(ins.then), instruction: ins.then }, ...(ins.and ? [{ label: labelOf(ins.and), instruction: ins.and, join: "and" as const }] : [])];
  (run.ctx.state.delayedTriggers ??= []).push({
    from: run.item.id, name: `${run.item.name}'s delayed ability`, controller: run.item.controller, on: "friendlyUnitPlayed",
    effect: { targets: [], lines }, ...(ins.next ? { once: true as const } : {}),
  });
  return {
    outcome: "EXECUTED",
    explanation: `A delayed triggered ability: for the rest of this turn, ${ins.next ? "the next time" : "each time"} ${run.item.controller} plays a unit (tokens too), it triggers (${lines.map((l) => l.label).join(", ")} that unit).`,
    citations: cite("delayed.trigger"),
  };
}

/**
 * A delayed kill: a delayed trigger (390.2) on the chosen unit, which triggers once, the next time it is dealt damage (spells, abilities or units while this request resolves; combat damage is not simulated); a new object is another unit.
 */
export function killNextTimeDamaged(run: Run, ins: Op<"killNextTimeDamaged">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  for (const o of t.objs)
    (run.ctx.state.delayedTriggers ??= []).push({
      from: run.item.id, name: `${run.item.name}'s delayed ability`, controller: run.item.controller, on: "takesDamage", objectId: o.id, incarnation: o.incarnation, once: true,
      effect: { targets: [], lines: [{ label: "kill the unit that took damage", instruction: { op: "kill", what: { self: true, say: "it" } } }] },
    });
  return done(t.objs, t.partial, `A delayed triggered ability: the next time ${names(t.objs)} takes damage this turn, it is killed when the trigger resolves (fully prevented damage is not taken; combat damage is not simulated).`, cite("delayed.trigger"));
}

/** for the turn, any unit dealt damage is killed: a delayed trigger on every unit that is dealt damage (390.2; 417.1.e.1: invalid damage never reaches a unit). */
export function killWhenDamagedThisTurn(run: Run): Outcome {
  (run.ctx.state.delayedTriggers ??= []).push({
    from: run.item.id, name: `${run.item.name}'s delayed ability`, controller: run.item.controller, on: "takesDamage",
    effect: { targets: [], lines: [{ label: "kill the unit that took damage", instruction: { op: "kill", what: { self: true, say: "it" } } }] },
  });
  return {
    outcome: "EXECUTED",
    explanation: "A delayed triggered ability: for the rest of this turn, each time a unit takes damage (from spells, abilities or units while this request resolves; combat damage is not simulated), it is killed when the trigger resolves. Fully prevented damage is not taken.",
    citations: cite("delayed.trigger", "prevent.not-dealt"),
  };
}

function labelOf(ins: Instruction): string {
  if (ins.op === "resource" && ins.action === "gainXp") return `gain ${ins.n} XP`;
  return ins.op === "token" ? `play ${ins.count} ${ins.name} ${ins.kind} token${ins.count > 1 ? "s" : ""}${ins.exhausted ? " exhausted" : ""}` : ins.op;
}

/**
 * A counter that returns the spell to its owner's hand instead of their trash: the card leaves the chain to
 * its owner's hand (a replacement of where a countered spell goes, 370). A spell played with Flow would be banished
 * instead as well: its controller chooses which replacement applies (372).
 */
export function counterToHand(run: Run, ins: Op<"counterToHand">): Outcome {
  const state = run.ctx.state;
  const target = chosenChainItem(run, ins.what);
  if (!target) return ignored("The chosen spell is not a legal target any more, so nothing is countered.", cite("illegal-targets.unaffected", "instructions.all-targets-gone"));
  const flow = target.kind === "spell" && playedWithFlow(target);
  let toHand = target.kind === "spell";
  const citations = [...cite("counter.action", "counter.not-played"), ...cite("replacement.applies")];
  if (flow) {
    const c = ask(run, target.controller, `${target.name} leaves the chain: return it to its owner's hand ("hand") or banish it for Flow ("banish")?`, ["hand", "banish"]);
    toHand = c.option !== "banish";
    citations.push(...cite("replacement.order-by-controller"));
  }
  state.chain = state.chain.filter((c) => c !== target);
  state.removedItems.set(target.id, target);
  const card = target.sourceId ? state.objects.get(target.sourceId) : undefined;
  const owner = card?.owner ?? target.controller;
  let where = "its owner's hand";
  if (toHand) {
    const p = state.players.get(owner);
    if (card && card.zone === "CHAIN") changeZone(card, "HAND", state);
    if (p) {
      p.hand?.push(target.name);
      p.handSize += 1;
      if (flow) {
        const k = p.trash.indexOf(target.name);
        if (k >= 0) p.trash.splice(k, 1);
      }
    }
  } else if (!banishIfFlow(target, state)) where = "the trash";
  else where = "banishment (Flow)";
  run.ctx.cleanupOutstanding = true;
  return {
    outcome: "EXECUTED",
    explanation: `Counters ${target.name} (${target.id}): it leaves the chain without doing anything and does not count as played; it goes to ${where} instead of the trash.`,
    citations,
  };
}
