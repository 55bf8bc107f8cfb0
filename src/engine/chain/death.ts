/** Killing (428) with death replacements (370) and death triggers (808), shared by instructions, costs and cleanups. */
import { abilitiesOf } from "../state/abilities.js";
import { decide, log, type Ctx } from "../context.js";
import { cite } from "../rules.js";
import { changeZone, placeAt, snapshot, toTrash } from "../state/actions.js";
import { isOnBoard, isUnit, label, locationOf, mightOf, staticRules } from "../state/queries.js";
import type { Obj } from "../state/types.js";
import { fireDeath, fireDelayed, fireEnemyUnitsDied, fireFriendlyDeath, fireReturnedToHandHere } from "./triggers.js";
import { nextTriggerId } from "./items.js";
import { noteUnitDied } from "../state/history.js";
import { spendBuffOf } from "./ops/buffs.js";

export interface KillResult {
  /** the kill action happened (false when it was replaced by another event) */
  performed: boolean;
}

/**
 * Gear whose replacement applies to this unit's death: a friendly gear that is killed in place of a dying friendly
 * unit (Zhonya's Hourglass), and an attached Equipment's effect text "If I would die, kill <it> instead …"
 * (Guardian Angel, 136.2).
 */
function replacingGear(ctx: Ctx, o: Obj): Obj[] {
  if (!isUnit(o)) return [];
  return ctx.state.objectOrder
    .map((id) => ctx.state.objects.get(id)!)
    .filter((g) => g.id !== o.id && isOnBoard(g) && (
      (g.controller === o.controller && staticRules(g, ctx.state).some((r) => r.rule === "replaceFriendlyDeathWithRecall")) ||
      (g.attachedTo === o.id && abilitiesOf(g, ctx.state).some((a, i) => g.def?.effectText?.includes(i) && a.kind === "static" && a.rule.rule === "replaceOwnDeathKillThis"))
    ));
}

export function leaveBoardHooks(ctx: Ctx, left: Obj): void {
  if (left.zone === "HAND") fireReturnedToHandHere(ctx, left); // triggers on a unit here going back to a hand
  // "When this leaves the board": its own ability, noticed as it leaves, controlled by who controlled it then (its last known information)
  (left.def?.abilities ?? []).forEach((a, i) => {
    if (a.kind !== "triggered" || a.on !== "leaveBoard") return;
    const controller = left.leftController ?? left.controller;
    ctx.pendingTriggers.push({ id: nextTriggerId(ctx, left.id, i), controller, sourceId: left.id, sourceIncarnation: left.incarnation, abilityIndex: i, why: `${label(left)} left the board (now in ${left.zone})` });
  });
  for (const o of ctx.state.objects.values()) {
    if (o.controlUntil && o.controlUntil.source === left.id) {
      const back = o.controlUntil.revertTo;
      delete o.controlUntil;
      o.controller = back;
      if (o.attachedTo) delete o.attachedTo;
      log(ctx, { kind: "CONTROL", explanation: `${label(left)} left the board, so control of ${label(o)} returns to ${back}.`, citations: cite("control.permanent") });
    }
  }
}

/**
 * A gear's trigger on being played, discarded or killed (playedDiscardedOrKilled): killed, it is in its owner's trash, where the ability is evaluated as it
 * enters (383.2.c.1); controlled by who controlled it as it was killed (its last known information).
 */
function fireKilledMe(ctx: Ctx, killed: Obj): void {
  (killed.def?.abilities ?? []).forEach((a, i) => {
    if (a.kind !== "triggered" || a.on !== "playedDiscardedOrKilled") return;
    const controller = killed.leftController ?? killed.controller;
    const id = nextTriggerId(ctx, killed.id, i);
    ctx.pendingTriggers.push({ id, controller, sourceId: killed.id, sourceIncarnation: killed.incarnation, abilityIndex: i, why: `${label(killed)} was killed` });
    log(ctx, { kind: "TRIGGER", chainItem: id, explanation: `${label(killed)} was killed and is in ${killed.owner}'s trash: its ability that triggers as it is killed is evaluated there.`, citations: cite("trigger.entered-with-event", "kill.action") });
  });
}

export function killObject(ctx: Ctx, o: Obj, cause: string, decisionItem?: string): KillResult {
  const instead = deathReplacement(ctx, o, decisionItem);
  if (instead === "shield") return shieldedDeath(ctx, o, cause); // a one-shot "the next time it would die" replacement
  if (instead && typeof instead === "object" && "shieldPay" in instead) return shieldedDeath(ctx, o, cause, instead);
  if (instead === "banish") return banishedInstead(ctx, o, cause);
  if (instead && "save" in instead) return savedBy(ctx, o, instead.save, cause);
  if (instead && "recaller" in instead) return recalledByPaying(ctx, o, instead.recaller, instead.pay, cause);
  if (instead && "altar" in instead) return recalledAtBattlefield(ctx, o, instead.altar, instead.pay, cause);
  if (instead) {
    const replacement = instead.gear;
    toTrash(replacement, ctx.state);
    o.damage = 0;
    delete o.damageFrom;
    o.exhausted = true;
    placeAt(o, `base:${o.controller}`, ctx.state);
    log(ctx, {
      kind: "REPLACEMENT",
      explanation: `${label(o)} would die (${cause}), but ${label(replacement)} replaces that: the gear is killed instead and the unit is healed, exhausted and recalled to base (a recall is not a move). The unit did not die.`,
      citations: cite("replacement.applies", "keyword.deathknell-replaced"),
    });
    leaveBoardHooks(ctx, replacement);
    fireKilledMe(ctx, replacement);
    ctx.cleanupOutstanding = true;
    return { performed: false };
  }
  const snap = snapshot(o, ctx.state);
  const deathknell = abilitiesOf(o, ctx.state).some((a) => a.kind === "triggered" && a.on === "die");
  fireDeath(ctx, o, snap);
  fireDelayed(ctx, "dies", o);
  toTrash(o, ctx.state, ctx.dying && new Set(ctx.dying.keys())); // the objects killed with it: one event (370.1.a.2)
  if (isUnit(o)) {
    const first = noteUnitDied(ctx.state, snap.controller);
    if (first.firstOfTurn) snap.firstOfTurn = true;
    if (first.firstInBeginningPhase) snap.firstInBeginningPhase = true;
    if (ctx.dying) (ctx.diedTogether ??= []).push(snap); // noticed once the event is over (383.2.c)
    else {
      fireFriendlyDeath(ctx, snap, new Set());
      fireEnemyUnitsDied(ctx, [snap]);
    }
  }
  log(ctx, {
    kind: "DEATH",
    explanation: `${label(o)} is killed (${cause}) and put into ${o.owner}'s trash.`,
    citations: deathknell ? cite("kill.action", "kill.deathknell-before-trash") : cite("kill.action"),
  });
  leaveBoardHooks(ctx, o);
  fireKilledMe(ctx, o);
  ctx.cleanupOutstanding = true;
  return { performed: true };
}

export { changeZone };

/** The end of an event in which several units died together (370.1.a.2): "another friendly unit dies" is evaluated now (383.2.c). */
export function endDying(ctx: Ctx): void {
  const together = new Set(ctx.dying?.keys() ?? []);
  const died = ctx.diedTogether ?? [];
  delete ctx.dying;
  delete ctx.diedTogether;
  for (const snap of died) fireFriendlyDeath(ctx, snap, together);
  fireEnemyUnitsDied(ctx, died);
}

/**
 * The replacement that applies to this unit's death, if any: delayed ones made earlier this turn (its next death
 * becomes a recall, or any death this turn becomes a banish), another friendly unit's protection of a weaker ally
 * at its location (the ally is healed, exhausted and recalled in place of dying), and gear's
 * (replacingGear). When more than one applies, the unit's controller chooses the one that applies (372): the unit
 * no longer dies, so the others do not apply. In a cleanup there is no item to ask for: the first is applied, and
 * the transcript says so.
 */
type Instead = "shield" | "banish" | { save: Obj } | { gear: Obj } | { recaller: Obj; pay: string } | { altar: string; pay: string } | { shieldPay: string; payer: string; from: string };
type Optional = { recaller: Obj; pay: string } | { altar: string; pay: string };

function deathReplacement(ctx: Ctx, o: Obj, decisionItem: string | undefined): Instead | undefined {
  if (!isOnBoard(o) || !isUnit(o)) return undefined;
  const options: Instead[] = [
    ...(o.deathShield === true ? (["shield"] as const) : []),
    ...(o.banishIfDies ? (["banish"] as const) : []),
    ...unitsSaving(ctx, o).map((u) => ({ save: u })),
    ...replacingGear(ctx, o).map((g) => ({ gear: g })),
    ...payingRecallers(ctx, o), // optional (371.2): last, so a cleanup that can't ask applies a mandatory one first
    ...payingBattlefields(ctx, o),
    ...(typeof o.deathShield === "object" ? [{ shieldPay: o.deathShield.pay, payer: o.deathShield.payer, from: o.deathShield.from }] : []), // optional too (371.2.a)
  ];
  if (options.length === 1 && typeof options[0] === "object" && ("recaller" in options[0] || "altar" in options[0])) return mayApply(ctx, o, options[0], decisionItem);
  if (options.length === 1 && typeof options[0] === "object" && "shieldPay" in options[0]) return mayPayShield(ctx, o, options[0], decisionItem);
  if (options.length <= 1) return options[0];
  const name = (k: Instead) => (k === "shield" ? "recall" : k === "banish" ? "banish" : "save" in k ? k.save.id : "recaller" in k ? k.recaller.id : "altar" in k ? k.altar : "shieldPay" in k ? `pay ${k.shieldPay} (${k.from})` : k.gear.id);
  const names = options.map(name);
  if (!decisionItem) {
    log(ctx, {
      kind: "REPLACEMENT",
      explanation: `Several replacement effects could apply to the death of ${label(o)} (${names.join(", ")}); its controller chooses, but in a cleanup the engine has no item to ask for, so it applies the first: ${names[0]}.`,
      citations: cite("replacement.order-by-controller"),
    });
    return options[0];
  }
  const item = ctx.state.chain.find((c) => c.id === decisionItem) ?? ctx.state.removedItems.get(decisionItem);
  const choice = decide(ctx, {
    item: decisionItem, index: item ? item.decisionCount++ : 0, player: o.controller,
    prompt: `several replacement effects would apply to the death of ${label(o)}; choose the one to apply.`, options: names,
  });
  const pick = choice.option ?? choice.objects?.[0];
  return options.find((k) => name(k) === pick) ?? options[0];
}

/**
 * A legend's optional death replacement for a buffed unit of its controller, paid with a payment, exhausting itself and the unit's
 * buff: the unit is buffed and controlled by the source's controller, and the source is ready to be exhausted.
 */
function payingRecallers(ctx: Ctx, o: Obj): { recaller: Obj; pay: string }[] {
  if ((o.buffs ?? 0) <= 0) return [];
  const out: { recaller: Obj; pay: string }[] = [];
  for (const id of ctx.state.objectOrder) {
    const s = ctx.state.objects.get(id)!;
    if (s.id === o.id || !isOnBoard(s) || s.zone === "FACEDOWN" || s.controller !== o.controller || s.exhausted) continue;
    for (const r of staticRules(s, ctx.state)) if (r.rule === "mayRecallBuffedInstead") out.push({ recaller: s, pay: r.pay });
  }
  return out;
}

/**
 * The only replacement that applies is optional: its controller (the unit's) chooses whether to apply it (371.2.a). Asked for the
 * item whose kill it is, or, in a cleanup, for a decision of its own (`<source>:replace`).
 */
function mayApply(ctx: Ctx, o: Obj, k: Optional, decisionItem: string | undefined): Instead | undefined {
  const item = decisionItem ? (ctx.state.chain.find((c) => c.id === decisionItem) ?? ctx.state.removedItems.get(decisionItem)) : undefined;
  const sourceId = "recaller" in k ? k.recaller.id : k.altar;
  const sourceName = "recaller" in k ? label(k.recaller) : ctx.state.battlefields.get(k.altar)?.name ?? k.altar;
  const own = `${sourceId}:replace`;
  const index = item ? item.decisionCount++ : (ctx.orderDecisions.get(own) ?? 0);
  if (!item) ctx.orderDecisions.set(own, index + 1);
  const choice = decide(ctx, {
    item: item ? item.id : own, index, player: o.controller,
    prompt: "recaller" in k
      ? `${label(o)} would die: you may pay ${k.pay} (paid outside the engine), exhaust ${label(k.recaller)} and spend ${label(o)}'s buff, so that the unit is healed, exhausted and recalled instead — accept or decline?`
      : `${label(o)} would die during the combat at ${sourceName}: you may pay ${k.pay} (paid outside the engine) so that the unit is healed, exhausted and recalled instead — accept or decline?`,
    options: ["accept", "decline"],
  });
  if (choice.accept === true || choice.option === "accept") return k;
  log(ctx, { kind: "REPLACEMENT", explanation: `${o.controller} chooses not to apply ${sourceName}'s replacement to the death of ${label(o)}.`, citations: cite("replacement.applies") });
  return undefined;
}

/**
 * The only replacement that applies is a delayed, optional one made earlier this turn: on the unit's next death, a cost may be
 * paid to heal, exhaust and recall it in its place: the player who controls that delayed replacement (the controller of the item that made it) chooses whether to apply it,
 * paying the cost outside the engine (371.2.a). Asked for the item whose kill it is, or, in a cleanup, for a decision of its own
 * (`<item that made it>:replace`).
 */
function mayPayShield(ctx: Ctx, o: Obj, k: { shieldPay: string; payer: string; from: string }, decisionItem: string | undefined): Instead | undefined {
  const item = decisionItem ? (ctx.state.chain.find((c) => c.id === decisionItem) ?? ctx.state.removedItems.get(decisionItem)) : undefined;
  const own = `${k.from}:replace`;
  const index = item ? item.decisionCount++ : (ctx.orderDecisions.get(own) ?? 0);
  if (!item) ctx.orderDecisions.set(own, index + 1);
  const choice = decide(ctx, {
    item: item ? item.id : own, index, player: k.payer,
    prompt: `${label(o)} would die: you may pay ${k.shieldPay} (paid outside the engine) so that it is healed, exhausted and recalled instead (${k.from}) — accept or decline?`,
    options: ["accept", "decline"],
  });
  if (choice.accept === true || choice.option === "accept") return k;
  delete o.deathShield; // the next time it would die has come: it dies, and the replacement is not applied (371.2.b)
  log(ctx, { kind: "REPLACEMENT", explanation: `${k.payer} chooses not to pay ${k.shieldPay}: ${k.from}'s replacement is not applied to the death of ${label(o)}.`, citations: cite("replacement.may-apply", "delayed.replacement") });
  return undefined;
}

function recalledByPaying(ctx: Ctx, o: Obj, recaller: Obj, pay: string, cause: string): KillResult {
  recaller.exhausted = true;
  spendBuffOf(ctx, o.controller, o);
  o.damage = 0;
  delete o.damageFrom;
  o.exhausted = true;
  placeAt(o, `base:${o.controller}`, ctx.state);
  log(ctx, {
    kind: "REPLACEMENT",
    explanation: `${label(o)} would die (${cause}), but ${o.controller} applies ${label(recaller)}'s replacement: they pay ${pay} (recorded; paid outside the engine), exhaust ${label(recaller)} and spend ${label(o)}'s buff, and ${label(o)} is healed, exhausted and recalled to base instead (a recall is not a move). The unit did not die.`,
    citations: cite("replacement.applies", "buff.spend", "keyword.deathknell-replaced"),
  });
  ctx.cleanupOutstanding = true;
  return { performed: false };
}

/**
 * A battlefield's optional replacement for the death of a unit there during combat (`mayRecallDyingHereInCombat`): the board's combat
 * is at that battlefield, so a combat is ongoing there (combat damage is not simulated; deaths by spells and abilities during the
 * combat are). The unit's controller may pay.
 */
function payingBattlefields(ctx: Ctx, o: Obj): { altar: string; pay: string }[] {
  if (o.zone !== "BATTLEFIELD" || o.battlefield === undefined) return [];
  const bf = ctx.state.battlefields.get(o.battlefield);
  if (!bf || ctx.state.combat?.battlefield !== bf.id) return [];
  return (bf.def?.abilities ?? []).flatMap((a) => (a.kind === "static" && a.rule.rule === "mayRecallDyingHereInCombat" ? [{ altar: bf.id, pay: a.rule.pay }] : []));
}

function recalledAtBattlefield(ctx: Ctx, o: Obj, altar: string, pay: string, cause: string): KillResult {
  const where = ctx.state.battlefields.get(altar)?.name ?? altar;
  o.damage = 0;
  o.exhausted = true;
  placeAt(o, `base:${o.controller}`, ctx.state);
  log(ctx, {
    kind: "REPLACEMENT",
    explanation: `${label(o)} would die (${cause}) during the combat at ${where}, but ${o.controller}, its controller, applies ${where}'s replacement: they pay ${pay} (recorded; paid outside the engine), and ${label(o)} is healed, exhausted and recalled to base instead (a recall is not a move). The unit did not die.`,
    citations: cite("replacement.applies", "keyword.deathknell-replaced"),
  });
  ctx.cleanupOutstanding = true;
  return { performed: false };
}

/** Other units of its controller at its location whose protection of a weaker ally at the same location (less Might than the protector) applies. */
function unitsSaving(ctx: Ctx, o: Obj): Obj[] {
  const state = ctx.state;
  const might = mightOf(o, state);
  if (might === null) return [];
  return state.objectOrder
    .map((id) => state.objects.get(id)!)
    .filter((u) => u.id !== o.id && isOnBoard(u) && u.zone !== "FACEDOWN" && isUnit(u) && u.controller === o.controller && locationOf(u) === locationOf(o) &&
      staticRules(u, state).some((r) => r.rule === "saveLesserUnitHere") && (mightOf(u, state) ?? 0) > might);
}

function savedBy(ctx: Ctx, o: Obj, saver: Obj, cause: string): KillResult {
  o.damage = 0;
  delete o.damageFrom;
  o.exhausted = true;
  placeAt(o, `base:${o.controller}`, ctx.state);
  log(ctx, {
    kind: "REPLACEMENT",
    explanation: `${label(o)} would die (${cause}), but ${label(saver)} is at the same location with more Might and replaces that: ${label(o)} is healed, exhausted and recalled to base instead (a recall is not a move). The unit did not die.`,
    citations: cite("replacement.applies", "keyword.deathknell-replaced"),
  });
  ctx.cleanupOutstanding = true;
  return { performed: false };
}

function banishedInstead(ctx: Ctx, o: Obj, cause: string): KillResult {
  const from = o.banishIfDies;
  changeZone(o, "BANISHMENT", ctx.state);
  log(ctx, {
    kind: "REPLACEMENT",
    explanation: `${label(o)} would die (${cause}), but an earlier effect (${from}) replaces that: it is banished instead. It did not die, so nothing that waits for its death happens.`,
    citations: cite("replacement.applies", "delayed.replacement", "banish.action"),
  });
  leaveBoardHooks(ctx, o);
  ctx.cleanupOutstanding = true;
  return { performed: false };
}

function shieldedDeath(ctx: Ctx, o: Obj, cause: string, paid?: { shieldPay: string; payer: string; from: string }): KillResult {
  delete o.deathShield;
  o.damage = 0;
  delete o.damageFrom;
  o.exhausted = true;
  placeAt(o, `base:${o.controller}`, ctx.state);
  const by = paid ? `${paid.payer} pays ${paid.shieldPay} (recorded; paid outside the engine) to apply ${paid.from}'s replacement` : "an earlier effect replaces that";
  log(ctx, {
    kind: "REPLACEMENT",
    explanation: `${label(o)} would die (${cause}), but ${by}: it is healed, exhausted and recalled to base instead (a recall is not a move). The unit did not die.`,
    citations: cite("replacement.applies", ...(paid ? (["replacement.may-apply", "delayed.replacement"] as const) : []), "keyword.deathknell-replaced"),
  });
  ctx.cleanupOutstanding = true;
  return { performed: false };
}
