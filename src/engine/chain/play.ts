/** Finalizing an item on the chain (337.1, 355–359): target check, costs, and permanents entering the board. */
import { addBattlefieldTokenAsPlayed } from "./ops/battlefieldTokens.js";
import { decide, log, type Ctx } from "../context.js";
import { givenFlowIndex, takeGivenFlow } from "./ops/flow.js";
import { cite } from "../rules.js";
import { changeZone, enterBoard, trashCards, trashUnknown } from "../state/actions.js";
import { describeLocation, isGear, isOnBoard, isUnit, label, locationOf, mightOf, staticRules } from "../state/queries.js";
import type { ChainItem, Obj } from "../state/types.js";
import type { Ability, StaticRule } from "../cards/language.js";
import { killObject, leaveBoardHooks } from "./death.js";
import { conditionsOf, innerAbility, turnConditionHolds } from "../state/abilities.js";
import { keywordsOf, otherFriendlyUnitsAt, tagsAmongUnits, tagsOf } from "../state/continuous.js";
import { definitionChanged } from "../state/objectIndex.js";
import { checkAll } from "./targets.js";
import { fireBuffSpent, fireFinalized, firePermanentPlayed, firePlayMe, fireTargeting, fireYouBanish, holdEffectsAgain, noteDiscards, playedUnitGearAndSpellFails } from "./triggers.js";
import { spendBuffOf } from "./ops/buffs.js";
import { acceleratorOf, activationRestriction, conditionWords, entersExhausted, payCostMore, triggerCostUnpayable } from "./ops/hooks.js";
import { noteUnitCostsMore, takeNextSpellBonus, takeNextSpellCostReduction, takeNextSpellRepeat } from "./ops/bonusDamage.js";
import { payOpeningCost } from "./ops/pay.js";
import { payAnyNumberAsPlayed } from "./ops/variableCost.js";
import { payReturnCost, returnCostUnpaid } from "./ops/returnCost.js";
import { cardCantBePlayedAt, namedSpellForbidden, unitsCantBePlayedAt, unitsOnlyToBaseFor } from "./ops/playRestrictions.js";
import { notePowerSpent, noteSpellPlayed } from "../state/history.js";
import { runesHold } from "../state/runes.js";
import { playAgain, playAgainUnpermitted } from "./ops/controlSpell.js";
import { trashPlayPermission } from "./ops/trashBanish.js";

/** Returns false if the item could not legally be played (it is not put on the chain, 358.5). */
export function finalizeItem(ctx: Ctx, item: ChainItem): boolean {
  const state = ctx.state;
  const noSpells = item.kind === "spell" ? state.players.get(item.controller)?.noSpellsFrom : undefined;
  if (noSpells?.length) {
    log(ctx, { kind: "PLAY_ILLEGAL", chainItem: item.id, explanation: `${item.name} can't be played: an effect (${noSpells.join(", ")}) says ${item.controller} can't play spells this turn. The play is undone.`, citations: cite("cant-beats-can", "play.check-legality", "play.illegal-undone") });
    state.removedItems.set(item.id, item);
    return false;
  }
  const noCards = item.kind === "spell" || item.kind === "permanent" ? state.players.get(item.controller)?.noCardsFrom : undefined;
  if (noCards?.length) {
    log(ctx, { kind: "PLAY_ILLEGAL", chainItem: item.id, explanation: `${item.name} can't be played: an effect (${noCards.join(", ")}) says ${item.controller} can't play cards this turn. The play is undone.`, citations: cite("cant-beats-can", "play.check-legality", "play.illegal-undone") });
    state.removedItems.set(item.id, item);
    return false;
  }
  const notTriggered = callerPlacedConditionFails(ctx, item);
  if (notTriggered) {
    // "one on one" is in the Condition itself (740.2.b); the other checks are conditional statements after it (383.2.a.1)
    const oneOnOne = notTriggered.endsWith("not one on one") || notTriggered.endsWith("not one on one with an enemy unit");
    log(ctx, { kind: "TRIGGER", chainItem: item.id, explanation: `${item.name} does not trigger: ${notTriggered}${oneOnOne ? ", and its trigger condition is an attack or defence one on one" : ", and that conditional statement is part of its trigger condition"}. It is not put on the chain.`, citations: oneOnOne ? cite("unit.one-on-one", "unit.alone") : cite("trigger.condition-in-effect") });
    state.removedItems.set(item.id, item);
    return false;
  }
  const unrevealable = hiddenCantBeRevealed(ctx, item);
  if (unrevealable) {
    log(ctx, { kind: "PLAY_ILLEGAL", chainItem: item.id, explanation: `${item.name} can't be played from facedown: playing it would reveal it, and ${unrevealable}. The play is undone.`, citations: cite("keyword.hidden-play-from-facedown", "reveal.action", "cant-beats-can", "play.illegal-undone") });
    state.removedItems.set(item.id, item);
    return false;
  }
  const restricted = activationRestriction(ctx, item) ?? triggerCostUnpayable(ctx, item) ?? additionalCostUnpaid(ctx, item) ?? battlefieldCostUnpayable(ctx, item) ?? unitPlayRestricted(ctx, item) ?? fromTrashPermissionInactive(ctx, item) ?? spellFromTrashUnpermitted(ctx, item) ?? playAgainUnpermitted(ctx, item) ?? trashPlayUnpermitted(ctx, item) ?? exhaustCostUnpaid(ctx, item) ?? splitTargetsTooMany(ctx, item) ?? grantedUserMissing(ctx, item);
  if (restricted) {
    log(ctx, { kind: "PLAY_ILLEGAL", chainItem: item.id, explanation: `${item.name} can't be played: ${restricted}. The play is undone.`, citations: cite("play.check-legality", "play.illegal-undone") });
    state.removedItems.set(item.id, item);
    return false;
  }
  const slotChecks = checkAll(item, item.targets, state, "play");
  const checks = slotChecks.flatMap((s) => s.checks);
  const tooFew = slotChecks.find((s) => s.refs.length < s.spec.min);
  const bad = checks.filter((c) => !c.legal);
  if (bad.length > 0 || tooFew) {
    log(ctx, {
      kind: "PLAY_ILLEGAL",
      chainItem: item.id,
      explanation: tooFew
        ? `${item.name} can't be played: it needs ${tooFew.spec.min} target(s) for "${tooFew.spec.slot}".`
        : `${item.name} can't be played: ${bad.map((c) => `${c.object}: ${c.reason}`).join("; ")}. The play is undone.`,
      targets: checks,
      citations: cite("play.valid-targets-required", "play.check-legality", "play.illegal-undone"),
    });
    state.removedItems.set(item.id, item);
    return false;
  }
  if (!payOpeningCost(ctx, item)) {
    state.removedItems.set(item.id, item);
    return false;
  }
  payCosts(ctx, item);
  playFromTrash(ctx, item);
  spellFromTrash(ctx, item);
  playFromTrashByPermission(ctx, item);
  takeGivenFlow(ctx, item);
  repeatWithoutKeyword(ctx, item);
  payRepeatDiscard(ctx, item);
  takeNextSpellBonus(ctx, item);
  playAgain(ctx, item); // "play this spell again": its Bonus Damage added to any it takes above
  takeNextSpellRepeat(ctx, item);
  takeNextSpellCostReduction(ctx, item);
  noteUnitCostsMore(ctx, item, (ctx.catalog.lookup(item.input.card ?? item.name)?.type ?? item.def?.type ?? "").toLowerCase() === "unit");
  noteGrantedAccelerate(ctx, item);
  const fromFacedown = item.input.playedFrom ? state.objects.get(item.input.playedFrom) : undefined;
  if (fromFacedown && fromFacedown.zone === "FACEDOWN") {
    changeZone(fromFacedown, "CHAIN", state);
    if (item.kind === "spell") item.sourceId = fromFacedown.id;
  }
  state.chain.push(item);
  if (item.kind === "spell" || item.kind === "permanent") state.players.get(item.controller)?.playedIds.push(fromFacedown?.id ?? item.id); // for Legion (812.1.c)
  if (item.kind === "spell") noteSpellPlayed(state, item.controller, item.id, energySpent(ctx, item));
  if (item.kind !== "triggered") notePowerSpent(state, item.controller, powerSpent(ctx, item));
  const deflect = deflectNote(ctx, item);
  log(ctx, {
    kind: "ITEM_ADDED",
    chainItem: item.id,
    explanation: `${item.controller} puts ${item.name} on the chain${targetText(item)}${item.hiddenAt && item.kind !== "triggered" ? `, played from facedown at ${describeLocation(`bf:${item.hiddenAt}`, state)}` : ""}.${deflect}`,
    targets: checks,
    citations: cite("chain.finalize", "cleanup.when-item-added", "cleanup.when-item-finalized"),
  });
  ctx.cleanupOutstanding = true;
  fireTargeting(ctx, item); // Targeting Effects (383.4.b.2)
  fireFinalized(ctx, item); // triggers on a gear ability used, a card played from facedown, a card of a given Power cost
  holdEffectsAgain(ctx, item); // a hold effect the caller placed, at a battlefield where a unit makes it trigger an additional time
  if (item.kind === "permanent") resolvePermanent(ctx, item, fromFacedown);
  return true;
}

/** A battlefield's ability its units have ('Units here have "…"'), when the item uses it: the ability, else undefined. */
function grantedHere(ctx: Ctx, item: ChainItem): Ability | undefined {
  if (item.kind !== "activated" || item.sourceId === undefined || item.abilityIndex === undefined) return undefined;
  const a = ctx.state.battlefields.get(item.sourceId)?.def?.abilities[item.abilityIndex];
  return a?.kind === "static" && a.rule.rule === "unitsHereHave" ? a.rule.ability : undefined;
}

/** The unit using a battlefield's ability its units have (costObjects[0]) must be a unit its controller controls at that battlefield. */
function grantedUserMissing(ctx: Ctx, item: ChainItem): string | undefined {
  if (!grantedHere(ctx, item)) return undefined;
  const u = item.selfId !== undefined ? ctx.state.objects.get(item.selfId) : undefined;
  const bf = ctx.state.battlefields.get(item.sourceId!);
  if (!u) return `the ability is one each unit at ${bf?.name ?? item.sourceId} has: name the unit using it in costObjects`;
  if (!isUnit(u) || u.zone !== "BATTLEFIELD" || u.battlefield !== item.sourceId) return `${label(u)} is not a unit at ${bf?.name ?? item.sourceId}, so it does not have the ability`;
  if (u.controller !== item.controller) return `${label(u)} is controlled by ${u.controller}, not ${item.controller}`;
  return undefined;
}

/** A card's own permission to be played from its owner's trash (a replay from the trash at a printed cost), or undefined. */
function fromTrashPermission(item: ChainItem): Ability | undefined {
  if (item.kind !== "permanent" || item.input.playedFrom?.toUpperCase() !== "TRASH") return undefined;
  return item.def?.abilities.find((a) => { const inner = innerAbility(a); return inner.kind === "static" && inner.rule.rule === "playMeFromTrash"; });
}

/**
 * Played from the trash by its own permission: the permission must be active as the card is played (a [Legion] one needs another
 * card its controller played this turn, 812.1.c, 727.1.b.2); its cost is paid outside the engine. The card leaves the trash.
 */
function fromTrashPermissionInactive(ctx: Ctx, item: ChainItem): string | undefined {
  const a = fromTrashPermission(item);
  if (!a) return undefined;
  const p = ctx.state.players.get(item.controller);
  const legion = conditionsOf(a).some((c) => c.on === "legion");
  if (legion && !(p && (p.playedBefore > 0 || p.playedIds.some((id) => id !== item.id))))
    return `its permission to be played from the trash is a [Legion] ability, inactive: ${item.controller} has played no other card this turn (812.1.c, 727.1.b.2)`;
  return undefined;
}

/** Damage split among targets: no more targets than the damage there is to split as it is played (355.14.c). */
function splitTargetsTooMany(ctx: Ctx, item: ChainItem): string | undefined {
  for (const line of item.effect?.lines ?? []) {
    const ins = line.instruction;
    if (ins.op !== "deal" || !ins.split || !("slot" in ins.to)) continue;
    const chosen = item.targets.get(ins.to.slot)?.length ?? 0;
    let amount: number | null = null;
    if (typeof ins.amount === "number") amount = ins.amount;
    else if ("mightOf" in ins.amount && "slot" in ins.amount.mightOf) {
      const o = ctx.state.objects.get(item.targets.get(ins.amount.mightOf.slot)?.[0]?.id ?? "");
      amount = o ? mightOf(o, ctx.state) : null;
    }
    if (amount !== null && chosen > amount)
      return `${chosen} targets are chosen for damage split among them, more than the ${amount} damage there is to split as it is played (355.14.c)`;
  }
  return undefined;
}

/** "Exhaust a unit you control" as an activated ability's cost: the unit named in costObjects must be a ready unit its controller controls. */
function exhaustCostUnpaid(ctx: Ctx, item: ChainItem): string | undefined {
  if (item.kind !== "activated" || item.sourceId === undefined || item.abilityIndex === undefined) return undefined;
  const printed = ctx.state.objects.get(item.sourceId)?.def?.abilities[item.abilityIndex];
  const ability = printed ? innerAbility(printed) : undefined;
  if (ability?.kind === "activated" && ability.costs.some((c) => c.cost === "banishSelf")) {
    // "Banish this" on an Equipment: its reminder text says it is used only while unattached
    const src = ctx.state.objects.get(item.sourceId);
    if (!src || !isOnBoard(src)) return "its cost is to banish it, and it is not on the board";
    if (src.attachedTo !== undefined) return `${label(src)} is attached to ${src.attachedTo}, and this ability is used only while it is unattached`;
  }
  if (ability?.kind !== "activated" || !ability.costs.some((c) => c.cost === "exhaustFriendlyUnit")) return undefined;
  const id = item.input.costObjects?.[0];
  const o = id ? ctx.state.objects.get(id) : undefined;
  if (!o) return "its cost is to exhaust a unit its controller controls, and no unit was named (give it in costObjects)";
  if (!isOnBoard(o) || o.zone === "FACEDOWN" || !isUnit(o) || o.controller !== item.controller) return `its cost is to exhaust a unit ${item.controller} controls, and ${label(o)} is not one on the board`;
  if (o.exhausted) return `its cost is to exhaust a unit ${item.controller} controls, and ${label(o)} is already exhausted (203.3: a cost that can't be paid)`;
  return undefined;
}

/** A spell played from the trash by a permission a reflexive trigger of its own gave ("You may play this from your trash"), if any. */
function spellTrashPermission(ctx: Ctx, item: ChainItem): { name: string; after: string; cost: string } | undefined {
  if (item.kind !== "spell" || item.input.playedFrom?.toUpperCase() !== "TRASH") return undefined;
  return ctx.state.players.get(item.controller)?.mayPlayFromTrash?.find((m) => m.name === item.name && m.after === item.input.playedAfter);
}

/**
 * A spell whose own reflexive trigger lets it be played from the trash: played from there, the trigger must just have resolved
 * (the item is played right after it, `playedAfter`) and given the permission; otherwise it can't be played from the trash.
 */
function spellFromTrashUnpermitted(ctx: Ctx, item: ChainItem): string | undefined {
  if (item.kind !== "spell" || item.input.playedFrom?.toUpperCase() !== "TRASH" || playedWithFlowKeyword(item) || givenFlowIndex(ctx, item) >= 0) return undefined;
  if (!JSON.stringify(item.def?.spell ?? {}).includes('"op":"mayPlayThisFromTrash"') || spellTrashPermission(ctx, item)) return undefined;
  return `nothing lets ${item.controller} play it from the trash here: only its own reflexive trigger does, and the play must come right after that trigger resolved (playedAfter the trigger's item)`;
}

const playedWithFlowKeyword = (item: ChainItem): boolean => (item.def?.abilities ?? []).some((a) => a.kind === "static" && a.rule.rule === "keyword" && a.rule.keyword === "Flow");

/** A spell played from the trash by that permission: the permission is used, the cost recorded (paid outside the engine), and the card leaves the trash. */
function spellFromTrash(ctx: Ctx, item: ChainItem): void {
  const m = spellTrashPermission(ctx, item);
  const p = ctx.state.players.get(item.controller);
  if (!m || !p) return;
  p.mayPlayFromTrash = p.mayPlayFromTrash!.filter((x) => x !== m);
  const k = p.trash.indexOf(item.name);
  if (k >= 0) p.trash.splice(k, 1);
  log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.name} is played from ${item.controller}'s trash, as its reflexive trigger ${m.after} allowed, for ${m.cost} (paid outside the engine)${k >= 0 ? "; it leaves the trash" : ""}.`, citations: cite("reflexive.trigger") });
}

/** Played from the trash by its own permission (checked before): the cost is recorded, and the card leaves the trash. */
function playFromTrash(ctx: Ctx, item: ChainItem): void {
  const a = fromTrashPermission(item);
  if (!a) return;
  const p = ctx.state.players.get(item.controller);
  const legion = conditionsOf(a).some((c) => c.on === "legion");
  const inner = innerAbility(a);
  const cost = inner.kind === "static" && inner.rule.rule === "playMeFromTrash" ? inner.rule.cost : "";
  const k = p?.trash.indexOf(item.name) ?? -1;
  if (p && k >= 0) p.trash.splice(k, 1);
  log(ctx, {
    kind: "COST", chainItem: item.id,
    explanation: `${item.name} is played from ${item.controller}'s trash by its own ${legion ? "[Legion] ability (active: another card was played this turn)" : "ability"}, for ${cost} (paid outside the engine)${k >= 0 ? "; it leaves the trash" : ""}.`,
    citations: legion ? cite("keyword.legion", "dependent.active") : [],
  });
}

/**
 * A card played from its controller's trash (`playedFrom: "TRASH"`) that none of the card's own ways to be played from there covers
 * (its own permission, a reflexive trigger's replay, [Flow] printed or given, "play this spell again"): a permanent of its controller's
 * whose static lets them play cards from their trash (`mayPlayCardsFromTrash`) does; else undefined.
 */
function trashPermissionFromPermanent(ctx: Ctx, item: ChainItem): Obj | undefined | "own" {
  if ((item.kind !== "spell" && item.kind !== "permanent") || item.input.playedFrom?.toUpperCase() !== "TRASH") return undefined;
  const spell = JSON.stringify(item.def?.spell ?? {});
  const own = fromTrashPermission(item) !== undefined || spellTrashPermission(ctx, item) !== undefined || playedWithFlowKeyword(item) || givenFlowIndex(ctx, item) >= 0 ||
    spell.includes('"op":"controllerMayPlayAgain"') || spell.includes('"op":"mayPlayThisFromTrash"');
  if (own) return "own";
  return trashPlayPermission(item.controller, ctx.state);
}

/**
 * Played from the trash by a permanent's permission (`mayPlayCardsFromTrash`): the card must be in its controller's trash when the
 * board lists that trash. (A play from the trash that no permission the engine knows covers is taken as the caller gives it, as
 * before: permissions from effects outside the request are the caller's.)
 */
function trashPlayUnpermitted(ctx: Ctx, item: ChainItem): string | undefined {
  if ((item.kind !== "spell" && item.kind !== "permanent") || item.input.playedFrom?.toUpperCase() !== "TRASH") return undefined;
  const by = trashPermissionFromPermanent(ctx, item);
  if (by === "own" || !by) return undefined;
  const p = ctx.state.players.get(item.controller);
  if (p?.trashKnown && !p.trash.includes(item.name)) return `${label(by)} lets ${item.controller} play cards from their trash, but ${item.name} is not in ${item.controller}'s trash`;
  return undefined;
}

/**
 * Played from the trash by a permanent's permission (checked before): the card leaves its controller's trash. A spell's card object
 * of the trash goes on the chain with it (it is the card that finishes resolving); a permanent's is replaced by the object that
 * enters the board (the item's id). Its costs are paid outside the engine.
 */
function playFromTrashByPermission(ctx: Ctx, item: ChainItem): void {
  const by = trashPermissionFromPermanent(ctx, item);
  if (!by || by === "own") return;
  const state = ctx.state;
  const p = state.players.get(item.controller);
  const k = p?.trash.indexOf(item.name) ?? -1;
  if (p && k >= 0) p.trash.splice(k, 1);
  const card = state.objectOrder.map((id) => state.objects.get(id)!).find((o) => o.zone === "TRASH" && o.owner === item.controller && o.name === item.name);
  if (card && item.kind === "spell") {
    changeZone(card, "CHAIN", state);
    item.sourceId = card.id;
    item.sourceIncarnation = card.incarnation;
  } else if (card) {
    state.objects.delete(card.id);
    state.objectOrder = state.objectOrder.filter((id) => id !== card.id);
  }
  log(ctx, {
    kind: "COST", chainItem: item.id,
    explanation: `${item.name} is played from ${item.controller}'s trash, as ${label(by)} lets ${item.controller} play cards from their trash (its costs are paid outside the engine)${k >= 0 || card ? `; it leaves the trash${card && item.kind === "spell" ? ` (${card.id} goes on the chain)` : ""}` : ""}.`,
    citations: cite("play.check-legality"),
  });
}

/** A unit played from anywhere but a hand with its additional cost paid: that cost is the [Accelerate] a friendly permanent gives it (805.1.a). */
function noteGrantedAccelerate(ctx: Ctx, item: ChainItem): void {
  const by = acceleratorOf(item, (ctx.catalog.lookup(item.input.card ?? item.name)?.type ?? item.def?.type ?? "").toLowerCase(), ctx.state);
  if (!by) return;
  item.acceleratedBy = label(by);
  log(ctx, {
    kind: "COST", chainItem: item.id,
    explanation: `${item.name} is played from ${item.hiddenAt !== undefined ? "facedown" : item.input.playedFrom!.toLowerCase().replace("_", " ")}, not from a hand, so it has [Accelerate] from ${label(by)}: its additional cost paid is that Accelerate (paid outside the engine), and it will enter ready.`,
    citations: cite("keyword.accelerate"),
  });
}

const POWER_SYMBOL = /\{(?:fury|calm|mind|body|chaos|order|any|domain)\}/g;

/**
 * The Power spent to play a card or activated ability: as the request gives it (costs are paid outside the engine), else a card's
 * printed Power cost, plus one for a paid [Accelerate] (805.1.a), or the Power symbols of an activated ability's costs.
 */
function powerSpent(ctx: Ctx, item: ChainItem): number {
  if (item.input.powerSpent !== undefined) return item.input.powerSpent;
  if (item.kind === "activated") {
    const printed = item.sourceId !== undefined && item.abilityIndex !== undefined ? (ctx.state.objects.get(item.sourceId)?.def ?? ctx.state.battlefields.get(item.sourceId)?.def)?.abilities[item.abilityIndex] : undefined;
    const a = printed ? innerAbility(printed) : undefined;
    return a?.kind === "activated" ? a.costs.reduce((n, c) => n + (c.cost === "resources" ? (c.label.match(POWER_SYMBOL)?.length ?? 0) : 0), 0) : 0;
  }
  const printed = item.printedCost?.power ?? ctx.catalog.lookup(item.input.card ?? item.name)?.power ?? 0;
  const accelerate = item.paidAdditionalCost && (item.def?.keywords.includes("Accelerate") || item.acceleratedBy) ? 1 : 0;
  return (printed ?? 0) + accelerate;
}

/** The Energy spent to play a card: as the request gives it (costs are paid outside the engine), else its printed Energy cost. */
export function energySpent(ctx: Ctx, item: ChainItem): number | null {
  if (item.input.energySpent !== undefined) return item.input.energySpent;
  const card = item.sourceId ? ctx.state.objects.get(item.sourceId) : undefined;
  return card?.energy ?? ctx.catalog.lookup(item.input.card ?? item.name)?.energy ?? null;
}

/** A unit card played to a battlefield that says "Units can't be played here." (054.1: a "can't" beats a "can"). */
/**
 * A unit's static forbidding its controller's opponents to reveal hidden cards at its battlefield: a card played from facedown is revealed as it is
 * played (811.1.c.3), so a player's card hidden at a battlefield where an opponent of theirs has such a unit, face up, can't be
 * played from there. Looked for only for a card played from facedown.
 */
function hiddenCantBeRevealed(ctx: Ctx, item: ChainItem): string | undefined {
  if (item.kind === "triggered" || item.hiddenAt === undefined) return undefined;
  const at = item.hiddenAt;
  const stopper = ctx.state.objectOrder.map((id) => ctx.state.objects.get(id)!).find((o) =>
    isUnit(o) && o.zone === "BATTLEFIELD" && o.battlefield === at && o.controller !== item.controller && staticRules(o, ctx.state).some((r) => r.rule === "opponentsHiddenNotRevealedHere"));
  return stopper ? `${label(stopper)}, controlled by ${stopper.controller}, an opponent of ${item.controller}, says their Hidden cards can't be revealed at ${describeLocation(`bf:${at}`, ctx.state)}` : undefined;
}

/**
 * A battlefield's additional cost to play a unit with a tag there (`payToPlayTagHere`), named by the item's battlefieldCostPaid:
 * why it can't be paid for this item, if it can't (the unit is then played there; the cost is paid outside the engine).
 */
function battlefieldCostUnpayable(ctx: Ctx, item: ChainItem): string | undefined {
  const at = item.input.battlefieldCostPaid;
  if (at === undefined) return undefined;
  const bf = ctx.state.battlefields.get(at);
  const rule = bf?.def?.abilities.flatMap((a) => (a.kind === "static" && a.rule.rule === "payToPlayTagHere" ? [a.rule] : []))[0];
  const name = bf?.name ?? at;
  if (!rule || rule.rule !== "payToPlayTagHere") return `${name} has no additional cost to pay for playing a card there`;
  const info = ctx.catalog.lookup(item.input.card ?? item.name);
  const isUnit = item.kind === "permanent" && (info?.type ?? item.def?.type ?? "").toLowerCase() === "unit";
  if (!isUnit || !(info?.tags ?? []).some((t) => t.toLowerCase() === rule.tag.toLowerCase())) return `${name}'s additional cost (${rule.cost}) is paid only to play a ${rule.tag} unit, and ${item.name} is not one`;
  const elsewhere = [item.input.battlefield, item.input.destination].find((l) => l !== undefined && l !== at);
  if (elsewhere !== undefined) return `with ${name}'s additional cost paid it is played to ${name}, not to ${elsewhere}`;
  return undefined;
}

/**
 * A unit that can't be played on its player's first N turns ("can't" beats "can", 054.1): on that player's own turn, the board's
 * turnsTaken says which of their turns it is. Not known (no turnsTaken): it is not forbidden, and the transcript says why.
 */
function firstTurnsRestriction(ctx: Ctx, item: ChainItem): string | undefined {
  if (item.kind !== "permanent") return undefined;
  const found = (item.def?.abilities ?? []).find((a) => a.kind === "static" && a.rule.rule === "cantBePlayedOnYourFirstTurns");
  const rule = found?.kind === "static" && found.rule.rule === "cantBePlayedOnYourFirstTurns" ? found.rule : undefined;
  if (!rule) return undefined;
  const p = ctx.state.players.get(item.controller);
  const own = ctx.state.turnPlayer === item.controller;
  const n = p?.turnsTaken;
  const forbidden = own && n !== undefined && n <= rule.n;
  log(ctx, {
    kind: "PLAY_CHECK", chainItem: item.id,
    explanation: !own
      ? `${item.name} can't be played on its player's first ${rule.n} turns, but this is ${ctx.state.turnPlayer}'s turn, not ${item.controller}'s, so that does not forbid it.`
      : n === undefined
        ? `${item.name} can't be played on its player's first ${rule.n} turns; the board does not say how many turns ${item.controller} has begun (turnsTaken), so the play is not forbidden by it.`
        : `${item.controller} has begun ${n} turn${n === 1 ? "" : "s"} (this one included): ${forbidden ? `this is one of their first ${rule.n}` : `not one of their first ${rule.n}`}.`,
    citations: cite("cant-beats-can", "play.check-legality"),
  });
  return forbidden ? `it can't be played on ${item.controller}'s first ${rule.n} turns, and this is their turn ${n}` : undefined;
}

function unitPlayRestricted(ctx: Ctx, item: ChainItem): string | undefined {
  if (item.kind === "spell" && item.input.card !== undefined) return namedSpellForbidden(ctx.state, item.name, item.controller);
  if (item.kind !== "permanent") return undefined;
  const type = (ctx.catalog.lookup(item.input.card ?? item.name)?.type ?? item.def?.type ?? "").toLowerCase();
  if (type !== "unit") return undefined;
  const facedown = item.input.playedFrom ? ctx.state.objects.get(item.input.playedFrom) : undefined;
  const loc = facedown?.battlefield ?? item.hiddenAt ?? item.input.battlefieldCostPaid ?? item.input.battlefield ?? item.input.destination;
  const name = loc && loc.toLowerCase() !== "base" ? unitsCantBePlayedAt(ctx.state, `bf:${loc}`) : undefined;
  if (name) return `units can't be played at ${name}`;
  const onlyToBase = unitsOnlyToBaseFor(ctx.state, item.controller, loc && loc.toLowerCase() !== "base" ? `bf:${loc}` : `base:${item.controller}`);
  if (onlyToBase) return onlyToBase;
  const early = firstTurnsRestriction(ctx, item);
  if (early) return early;
  return cardCantBePlayedAt(ctx.state, item.def, item.controller, loc && loc.toLowerCase() !== "base" ? `bf:${loc}` : `base:${item.controller}`);
}

/**
 * A trigger the caller places (e.g. a hold trigger needing just one other friendly unit there): its conditional statement
 * is part of the trigger condition (383.2.a.1), read from the board as given, which is the board as the event happens.
 */
function callerPlacedConditionFails(ctx: Ctx, item: ChainItem): string | undefined {
  if (item.kind !== "triggered" || !item.callerPlaced || !item.sourceId || item.abilityIndex === undefined) return undefined;
  const src = ctx.state.objects.get(item.sourceId);
  const printed = (src?.def ?? ctx.state.battlefields.get(item.sourceId)?.def)?.abilities[item.abilityIndex];
  const ability = printed ? innerAbility(printed) : undefined;
  if (ability?.kind !== "triggered") return undefined;
  // a move trigger capped on runes controlled (a battlefield's too): its controller's runes as the trigger is placed
  if (typeof ability.condition === "object" && "runes" in ability.condition) {
    const r = runesHold(ctx.state, item.controller, ability.condition.runes);
    return r.holds ? undefined : `${r.seen} (161.1.a)`;
  }
  const c = ability.condition;
  // an Equipment's end-of-turn condition on its unit not having conquered this turn: "I" is its unit (136.2)
  if (typeof c === "object" && "selfDidNotConquerThisTurn" in c) {
    const unit = item.selfId !== undefined ? ctx.state.objects.get(item.selfId) : undefined;
    if (unit?.conqueredThisTurn) return `${label(unit)} conquered this turn (the board's conqueredThisTurn or a conquest in this request)`;
  }
  const notPlayed = playedUnitGearAndSpellFails(ctx, ability, item.controller);
  if (notPlayed) return notPlayed;
  // a battlefield's hold trigger conditioned on a number of the holder's units there: counted as the trigger is placed
  if (typeof c === "object" && "unitsHereAtLeast" in c) {
    const units = [...ctx.state.objects.values()].filter((o) => isUnit(o) && o.zone === "BATTLEFIELD" && o.battlefield === item.sourceId && o.controller === item.controller);
    const where = ctx.state.battlefields.get(item.sourceId)?.name ?? item.sourceId;
    return units.length >= c.unitsHereAtLeast ? undefined : `${item.controller} has ${units.length} unit${units.length === 1 ? "" : "s"} at ${where}, ${c.unitsHereAtLeast} or more needed`;
  }
  // a condition on an exact hand size and an exact number of units at battlefields: the board's, as it is placed
  if (typeof c === "object" && "handAndUnitsAtBattlefieldsExactly" in c) {
    const [hand, n] = c.handAndUnitsAtBattlefieldsExactly;
    const size = ctx.state.players.get(item.controller)?.handSize ?? 0;
    const units = [...ctx.state.objects.values()].filter((o) => isUnit(o) && o.zone === "BATTLEFIELD" && o.controller === item.controller).length;
    return size === hand && units === n ? undefined : `${item.controller} has ${size} card${size === 1 ? "" : "s"} in hand and ${units} unit${units === 1 ? "" : "s"} at battlefields, not exactly ${hand} and ${n}`;
  }
  if (!src) return undefined;
  // a friendly unit alone in attack or defence, an enemy unit attacking a battlefield the controller holds: the unit the caller names
  if (ability.on === "friendlyAttacksOrDefendsAlone" || ability.on === "enemyAttacksYourBattlefield") return subjectConditionFails(ctx, item, src, ability.on);
  // "When I conquer after an attack": the conquest ends a combat at its battlefield in which its controller attacked
  if (ability.on === "conquerAfterAttack") {
    const c = ctx.state.combat;
    const attacked = c && src.zone === "BATTLEFIELD" && c.battlefield === src.battlefield && [...c.attackers].some((a) => ctx.state.objects.get(a)?.controller === src.controller);
    if (!attacked) return `the board has no combat at ${describeLocation(locationOf(src), ctx.state)} in which ${src.controller} attacked, so this is not a conquest after an attack`;
  }
  if (typeof ability.condition !== "object") return undefined;
  // a trigger on the first combat won each turn: only if it has not triggered this turn (the board's abilitiesUsedThisTurn for
  // before the request, and an earlier placement in it); it is then noted as used
  if ("firstTimeEachTurn" in ability.condition && ability.on === "winCombat") {
    if ((src.usedThisTurn ?? []).includes(item.abilityIndex)) return `${label(src)}'s ability already triggered this turn (the board's abilitiesUsedThisTurn, or an earlier item of the request), and it triggers only the first time each turn`;
    src.usedThisTurn = [...(src.usedThisTurn ?? []), item.abilityIndex];
    return undefined;
  }
  // a condition on N or more excess damage assigned: what its controller assigned beyond lethal in that combat (465.2.c.4)
  if ("excessDamageAtLeast" in ability.condition) {
    const n = ctx.state.players.get(item.controller)?.excessDamageAssigned ?? 0;
    return n >= ability.condition.excessDamageAtLeast ? undefined : `${item.controller} assigned ${n} excess damage in the combat of the conquest (the board's excessDamageAssigned), ${ability.condition.excessDamageAtLeast} or more needed`;
  }
  // a trigger on conquering a battlefield nobody held, placed by the caller: the board's battlefield as it was before the conquest
  if ("wasUncontrolled" in ability.condition) {
    const bf = src.zone === "BATTLEFIELD" && src.battlefield !== undefined ? ctx.state.battlefields.get(src.battlefield) : undefined;
    if (!bf) return `${label(src)} is not at a battlefield, so it did not conquer one`;
    if (bf.uncontrolled) return undefined;
    return bf.controller !== undefined ? `${bf.name ?? bf.id} was controlled by ${bf.controller} (the board's battlefield, as it was before the conquest)` : `the board does not say that ${bf.name ?? bf.id} was uncontrolled (give it uncontrolled: true; without a controller its control is not known)`;
  }
  // a one-against-one attack or defence: it is alone, and so is the one enemy unit at its location (740.2.b)
  if ("oneOnOne" in ability.condition) {
    const here = locationOf(src);
    const enemies = [...ctx.state.objects.values()].filter((o) =>
      isUnit(o) && isOnBoard(o) && o.zone !== "FACEDOWN" && o.controller !== src.controller && here !== undefined && locationOf(o) === here);
    const friends = otherFriendlyUnitsAt(src, ctx.state).filter((o) => isOnBoard(o));
    if (friends.length > 0) return `${label(src)} is not alone at ${describeLocation(here, ctx.state)} (${friends.map((o) => o.id).join(", ")} there too), so it is not one on one`;
    if (enemies.length !== 1) return `${enemies.length === 0 ? "no enemy unit is" : `${enemies.length} enemy units (${enemies.map((o) => o.id).join(", ")}) are`} at ${describeLocation(here, ctx.state)}, so ${label(src)} is not one on one with an enemy unit`;
    return undefined;
  }
  // the end of its combat, provided the unit took no damage this turn: the unit as the combat ends
  if ("notDealtDamageThisTurn" in ability.condition)
    return src.dealtDamageThisTurn ? `${label(src)} has been dealt damage this turn (${src.damage > 0 ? `it has ${src.damage} damage` : "the board's dealtDamageThisTurn, or damage dealt while the request resolves"})` : undefined;
  if ("enemyAloneHere" in ability.condition) {
    const here = locationOf(src);
    const alone = [...ctx.state.objects.values()].find((o) =>
      isUnit(o) && isOnBoard(o) && o.zone !== "FACEDOWN" && o.controller !== src.controller && here !== undefined && locationOf(o) === here && otherFriendlyUnitsAt(o, ctx.state).length === 0);
    return alone ? undefined : `no enemy unit is alone at ${describeLocation(here, ctx.state)} (740.2.a)`;
  }
  // an attack while every listed tag is among the controller's units: the tags among its controller's units as the trigger is placed
  if ("yourUnitsHaveAllTags" in ability.condition) {
    const tags = ability.condition.yourUnitsHaveAllTags;
    const found = tagsAmongUnits(ctx.state, src.controller, tags);
    return found.length === tags.length ? undefined : `${src.controller}'s units have ${found.length ? found.join(", ") : "none"} of ${tags.join(", ")}, not all of them`;
  }
  // the Nth move of the turn: the board's movesThisTurn includes the move the caller places it for
  if ("nthMoveThisTurn" in ability.condition)
    return (src.movedThisTurn ?? 0) === ability.condition.nthMoveThisTurn ? undefined : `${label(src)} has moved ${src.movedThisTurn ?? 0} time(s) this turn (the board's movesThisTurn), and its ability triggers only on move ${ability.condition.nthMoveThisTurn}`;
  // end-of-turn trigger needing the source at a battlefield
  if ("selfAtBattlefield" in ability.condition) return src.zone === "BATTLEFIELD" ? undefined : `${label(src)} is not at a battlefield (it is at ${describeLocation(locationOf(src), ctx.state)})`;
  // Beginning Phase trigger needing a facedown card of the controller at some battlefield
  if ("youControlFacedownAtBattlefield" in ability.condition)
    return [...ctx.state.objects.values()].some((o) => o.zone === "FACEDOWN" && o.controller === item.controller) ? undefined : `${item.controller} controls no facedown card at a battlefield`;
  if (!("exactlyOneOtherHere" in ability.condition)) return undefined;
  const others = otherFriendlyUnitsAt(src, ctx.state);
  return others.length === 1 ? undefined : `${others.length} other unit(s) ${src.controller} controls are at ${describeLocation(locationOf(src), ctx.state)}, not exactly one`;
}

/**
 * A caller-placed trigger on another unit's attack or defence: the unit (the item's subject) must fit the Condition as the trigger is
 * placed: a friendly unit alone at its battlefield (740.2.a), or an enemy unit at a battlefield the source's controller controls.
 */
function subjectConditionFails(ctx: Ctx, item: ChainItem, src: Obj, on: "friendlyAttacksOrDefendsAlone" | "enemyAttacksYourBattlefield"): string | undefined {
  const id = item.input.subject;
  const u = id !== undefined ? ctx.state.objects.get(id) : undefined;
  if (!u) return `the request names no unit that ${on === "friendlyAttacksOrDefendsAlone" ? "attacks or defends" : "attacks"} (give it as the item's subject)`;
  if (!isUnit(u) || !isOnBoard(u) || u.zone !== "BATTLEFIELD") return `${label(u)} is not a unit at a battlefield`;
  const where = describeLocation(locationOf(u), ctx.state);
  if (on === "friendlyAttacksOrDefendsAlone") {
    if (u.controller !== src.controller) return `${label(u)} is not a friendly unit (it is ${u.controller}'s, and ${label(src)} is ${src.controller}'s)`;
    const others = otherFriendlyUnitsAt(u, ctx.state).filter((o) => isOnBoard(o));
    return others.length === 0 ? undefined : `${label(u)} is not alone at ${where} (${others.map((o) => o.id).join(", ")} there too, 740.2.a)`;
  }
  if (u.controller === src.controller) return `${label(u)} is not an enemy unit (it is ${u.controller}'s, like ${label(src)})`;
  const bf = ctx.state.battlefields.get(u.battlefield!);
  return bf?.controller === src.controller ? undefined : `${src.controller} does not control ${where}, where ${label(u)} attacks (${bf?.controller ? `${bf.controller} does` : "nobody does"})`;
}

/** a required extra cost of killing a friendly unit: a mandatory cost; without a friendly unit to kill, the card can't be played. */
function additionalCostUnpaid(ctx: Ctx, item: ChainItem): string | undefined {
  if (item.def?.additionalCosts?.some((c) => c.cost === "returnFriendlyGear")) return returnCostUnpaid(ctx, item);
  // a card's additional cost, or an activated ability's cost ("[Empower] - Kill a friendly unit")
  const printed = item.kind === "activated" && item.sourceId && item.abilityIndex !== undefined ? ctx.state.objects.get(item.sourceId)?.def?.abilities[item.abilityIndex] : undefined;
  const ability = printed ? innerAbility(printed) : undefined;
  const cost = item.def?.additionalCosts?.find((c) => c.cost === "killFriendlyUnit") ?? (ability?.kind === "activated" ? ability.costs.find((c) => c.cost === "killFriendlyUnit") : undefined);
  if (!cost) return undefined;
  const id = item.input.costObjects?.[0];
  const o = id ? ctx.state.objects.get(id) : undefined;
  const mighty = cost.cost === "killFriendlyUnit" && cost.mighty === true;
  const tags = cost.cost === "killFriendlyUnit" ? cost.anyTag : undefined;
  if (tags && o && isOnBoard(o) && o.zone !== "FACEDOWN" && o.controller === item.controller && isUnit(o)) {
    const has = tagsOf(o, ctx.state);
    if (tags.some((t) => has.some((x) => x.toLowerCase() === t.toLowerCase()))) return undefined;
    return `its additional cost is to kill ${`a ${tags.join(" or ")}`} its controller controls, and ${label(o)} has none of those tags`;
  }
  if (tags) return `its additional cost is to kill ${`a ${tags.join(" or ")}`} its controller controls, and ${o ? `${label(o)} is not a unit ${item.controller} controls on the board` : "no unit to kill was named (give it in costObjects)"}`;
  const orGear = cost.cost === "killFriendlyUnit" && cost.orGear === true;
  if (orGear) {
    if (o && isOnBoard(o) && o.zone !== "FACEDOWN" && o.controller === item.controller && (isUnit(o) || isGear(o))) return undefined;
    return `its cost is to kill a friendly unit or gear, and ${o ? `${label(o)} is not a unit or gear ${item.controller} controls on the board` : "no unit or gear to kill was named (give it in costObjects)"}`;
  }
  if (o && isOnBoard(o) && o.zone !== "FACEDOWN" && o.controller === item.controller && isUnit(o)) {
    const m = mightOf(o, ctx.state);
    if (!mighty || (m !== null && m >= 5)) return undefined;
    return `its additional cost is to kill a friendly [Mighty] unit, and ${label(o)} has ${m} Might (Mighty is 5 or more)`;
  }
  return `its additional cost is to kill a friendly ${mighty ? "[Mighty] " : ""}unit, and ${o ? `${label(o)} is not a unit ${item.controller} controls on the board` : "no unit to kill was named (give it in costObjects)"}`;
}

function targetText(item: ChainItem): string {
  const all = [...item.targets.values()].flat().map((t) => t.id);
  return all.length ? ` choosing ${all.join(", ")}` : "";
}

function deflectNote(ctx: Ctx, item: ChainItem): string {
  let extra = 0;
  for (const refs of item.targets.values())
    for (const r of refs) {
      const o = ctx.state.objects.get(r.id);
      if (o && o.controller !== item.controller) for (const k of keywordsOf(o, ctx.state)) if (k.keyword === "Deflect") extra += k.n ?? 1;
    }
  return extra > 0 ? ` Deflect makes it cost ${extra} more power (paid outside the engine).` : "";
}

/**
 * Discarding N as a cost of playing the item (its optional additional cost, or its Repeat cost): the cards are asked of its
 * controller when the hand's cards are given and differ; false, and nothing discarded, when the cost can't be paid.
 */
function discardAsCost(ctx: Ctx, item: ChainItem, n: number, kind: "additional" | "repeat", costsLess?: string): boolean {
  const what = kind === "additional" ? "the optional additional cost" : "the Repeat cost";
  const p = ctx.state.players.get(item.controller)!;
  if (p.handSize < n) {
    log(ctx, { kind: "COST", chainItem: item.id, explanation: `${p.id} has ${p.handSize} card(s) in hand and can't discard ${n}, so ${what} is not paid.`, citations: cite("play.optional-cost-chosen") });
    return false;
  }
  let cards: string[] = [];
  if (p.hand) {
    const options = [...new Set(p.hand)];
    if (p.hand.length > n && options.length > 1) {
      const a = decide(ctx, { item: item.id, index: item.decisionCount++, player: p.id, prompt: `choose ${n} card(s) to discard for ${item.name}'s ${kind === "additional" ? "additional" : "Repeat"} cost.`, options: [...p.hand] });
      cards = (a.objects ?? (a.option ? [a.option] : [])).slice(0, n);
      const copy = [...p.hand];
      if (cards.length !== n || !cards.every((x) => { const k = copy.indexOf(x); if (k < 0) return false; copy.splice(k, 1); return true; })) {
        log(ctx, { kind: "COST", chainItem: item.id, explanation: `The cards given to discard must be ${n} card(s) from ${p.id}'s hand; ${what} is not paid.`, citations: cite("play.optional-cost-chosen") });
        return false;
      }
      p.hand = copy;
    } else {
      cards = p.hand.slice(0, n);
      p.hand = p.hand.slice(n);
    }
    trashCards(ctx.state, p.id, cards);
  } else trashUnknown(ctx.state, p.id, n);
  p.handSize -= n;
  noteDiscards(ctx, p.id, n, cards);
  const less = costsLess ? `, so ${item.name} costs ${costsLess} less (costs are paid outside the engine)` : "";
  log(ctx, { kind: "COST", chainItem: item.id, explanation: `As ${kind === "additional" ? "an optional additional cost" : "the Repeat cost"}, ${p.id} discards ${n}${cards.length ? ` (${cards.join(", ")})` : ""}${less}.`, citations: cite("play.optional-cost-chosen", "discard.action") });
  return true;
}

/**
 * Only a spell with [Repeat] (820) is repeated: its own, or the one a delayed ability gives the next spell its
 * controller plays (takeNextSpellRepeat). A request that says a spell without it was repeated gets it once.
 */
function repeatWithoutKeyword(ctx: Ctx, item: ChainItem): void {
  if (item.kind !== "spell" || !item.repeat) return;
  // each instance of Repeat is one cost, paid once or not at all (820.1.c.2–3, 820.3): "[Repeat] - {1} / {any}" is two
  const instances = repeatKeywords(item).reduce((n, r) => n + (r.instances ?? 1), 0) + (ctx.state.players.get(item.controller)?.nextSpellRepeat ? 1 : 0) + showdownRepeats(ctx, item);
  if (item.moreRepeats && 1 + item.moreRepeats.length > instances) {
    item.moreRepeats = instances > 1 ? item.moreRepeats.slice(0, instances - 1) : undefined;
    log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.name} has ${instances} Repeat cost${instances === 1 ? "" : "s"}, each paid at most once: its effect is repeated ${instances} time${instances === 1 ? "" : "s"}, not more.`, citations: cite("keyword.repeat-each-instance") });
  }
  if (instances > 0) return;
  item.repeat = false;
  log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.name} has no [Repeat], so it can't be repeated: its effect runs once.`, citations: cite("keyword.repeat") });
}

/**
 * A unit of the spell's controller in the showdown in progress (308.1: a non-combat one at the board's showdownBattlefield,
 * else the combat's battlefield) that gives its controller's spells [Repeat] with a cost: one more instance of Repeat each
 * (820.3), read as the spell is played (its costs are paid then, outside the engine). Returns how many.
 */
function showdownRepeats(ctx: Ctx, item: ChainItem): number {
  const state = ctx.state;
  const at = state.phase === "SHOWDOWN" && state.showdownAt ? state.showdownAt : state.phase === "SHOWDOWN" || state.phase === "COMBAT" ? state.combat?.battlefield : undefined;
  const grants: string[] = [];
  for (const id of state.objectOrder) {
    const o = state.objects.get(id);
    if (!o || !isUnit(o) || o.controller !== item.controller || o.zone !== "BATTLEFIELD" || !o.def) continue;
    for (const r of staticRules(o, state)) {
      if (r.rule !== "spellsHaveRepeatInShowdown") continue;
      if (at === undefined || o.battlefield !== at) {
        log(ctx, { kind: "COST", chainItem: item.id, explanation: `${label(o)} is not in a showdown (${at === undefined ? `no showdown is in progress, phase ${state.phase}` : `the showdown is at ${describeLocation(`bf:${at}`, state)}`}), so it gives ${item.name} no [Repeat].`, citations: cite("state.showdown", "keyword.repeat") });
        continue;
      }
      grants.push(`${r.cost} from ${label(o)}`);
    }
  }
  if (grants.length)
    log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.name} is played while ${grants.length === 1 ? "a unit" : "units"} of ${item.controller} ${grants.length === 1 ? "is" : "are"} in the showdown at ${describeLocation(`bf:${at}`, state)}: it has [Repeat] ${grants.join(" and [Repeat] ")} (an instance of Repeat each, paid or not outside the engine; ${item.repeat ? "the request says Repeat was paid" : "Repeat is not paid"}).`, citations: cite("state.showdown", "keyword.repeat", "keyword.repeat-each-instance") });
  return grants.length;
}

/** The spell's own [Repeat] keywords (a dependent one as printed), each with its instances and costs: what the two steps above and below read. */
function repeatKeywords(item: ChainItem): RepeatKeyword[] {
  return (item.def?.abilities ?? []).flatMap((a) => {
    const inner = innerAbility(a);
    return inner?.kind === "static" && inner.rule.rule === "keyword" && inner.rule.keyword === "Repeat" ? [inner.rule] : [];
  });
}

type RepeatKeyword = Extract<StaticRule, { rule: "keyword" }>;

/** "[Repeat] - Discard 1": the Repeat cost (820.1.d) paid as the spell is played; not paid, the effect is not repeated. */
function payRepeatDiscard(ctx: Ctx, item: ChainItem): void {
  if (item.kind !== "spell" || !item.repeat) return;
  const rule = repeatKeywords(item).find((r) => r.discard);
  if (!rule?.discard) return;
  if (!discardAsCost(ctx, item, rule.discard, "repeat")) {
    item.repeat = false;
    log(ctx, { kind: "COST", chainItem: item.id, explanation: `The Repeat cost is not paid, so ${item.name}'s effect is not repeated.`, citations: cite("keyword.repeat") });
  }
}

function payCosts(ctx: Ctx, item: ChainItem): void {
  const state = ctx.state;
  const printed = item.granted?.ability ?? (item.sourceId && item.abilityIndex !== undefined ? state.objects.get(item.sourceId)?.def?.abilities[item.abilityIndex] : undefined);
  const ability = printed ? innerAbility(printed) : grantedHere(ctx, item);
  const costs = [...(ability?.kind === "activated" || ability?.kind === "triggered" ? (ability.costs ?? []) : []), ...(item.def?.additionalCosts ?? [])];
  for (const c of costs) {
    if (c.cost === "exhaustSelf") {
      // a battlefield's ability its units have: the unit using it is exhausted
      const src = state.objects.get(item.sourceId!) ?? (item.selfId !== undefined ? state.objects.get(item.selfId) : undefined);
      if (src) {
        const was = src.exhausted;
        src.exhausted = true;
        log(ctx, { kind: "COST", chainItem: item.id, explanation: was ? `${label(src)} was already exhausted; the exhaust cost is taken as paid.` : `${label(src)} is exhausted to pay the cost.` });
      }
    } else if (c.cost === "banishSelf") {
      const src = state.objects.get(item.sourceId ?? "");
      if (!src || !isOnBoard(src)) continue; // checked before: the play is illegal without it (exhaustCostUnpaid)
      changeZone(src, "BANISHMENT", state);
      leaveBoardHooks(ctx, src);
      ctx.cleanupOutstanding = true;
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `To pay the cost, ${item.controller} banishes ${label(src)}; it becomes a new object in banishment.`, citations: cite("banish.action") });
      fireYouBanish(ctx, item.controller, [{ owner: src.owner, name: src.name }]);
    } else if (c.cost === "exhaustFriendlyUnit") {
      const o = state.objects.get(item.input.costObjects?.[0] ?? "");
      if (!o) continue; // checked before: the play is illegal without it (exhaustCostUnpaid)
      item.costObjects.push({ id: o.id, might: mightOf(o, state), energy: o.energy, power: o.power ?? null });
      o.exhausted = true;
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `To pay the cost, ${item.controller} exhausts ${label(o)}.` });
    } else if (c.cost === "killFriendlyUnit") {
      const id = item.input.costObjects?.[0];
      const o = id ? state.objects.get(id) : undefined;
      if (!o || !isOnBoard(o) || o.controller !== item.controller || !(isUnit(o) || (c.orGear === true && isGear(o)))) continue; // checked before: the play is illegal without it (additionalCostUnpaid)
      item.costObjects.push({ id: o.id, might: o.baseMight, energy: o.energy, power: o.power ?? null });
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `As an additional cost, ${item.controller} kills ${label(o)}.` });
      killObject(ctx, o, `cost of ${item.name}`);
    } else if (c.cost === "returnFriendlyGear") {
      payReturnCost(ctx, item);
    } else if (c.cost === "spendBuffIgnoringCost") {
      if (!item.paidAdditionalCost) {
        log(ctx, { kind: "COST", chainItem: item.id, explanation: `No buff is spent as an additional cost: ${item.name}'s cost is paid as usual (outside the engine).` });
        continue;
      }
      const id = item.input.costObjects?.[0];
      const o = id ? state.objects.get(id) : undefined;
      if (!o || !isOnBoard(o) || o.controller !== item.controller || (o.buffs ?? 0) <= 0) {
        item.paidAdditionalCost = false;
        log(ctx, {
          kind: "COST", chainItem: item.id,
          explanation: `No buffed unit ${item.controller} controls was named to spend a buff from (give it in costObjects${o ? `; ${label(o)} ${o.controller !== item.controller ? "is not theirs" : "has no buff"}` : ""}), so the additional cost is not paid and ${item.name}'s cost is paid as usual.`,
          citations: cite("buff.spend", "buff.spend-own-buffed-unit"),
        });
        continue;
      }
      item.costObjects.push({ id: o.id, might: o.baseMight, energy: o.energy, power: o.power ?? null });
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `As an additional cost, ${item.controller} spends ${label(o)}'s buff, so ${item.name}'s cost is ignored.`, citations: cite("buff.spend") });
      spendBuffOf(ctx, item.controller, o); // "When you spend a buff" notices it
    } else if (c.cost === "optionalDiscard") {
      if (!item.paidAdditionalCost) {
        log(ctx, { kind: "COST", chainItem: item.id, explanation: `The optional additional cost (discard ${c.n}) is not paid.`, citations: cite("play.optional-cost-chosen") });
        continue;
      }
      if (!discardAsCost(ctx, item, c.n, "additional", c.costsLess)) item.paidAdditionalCost = false;
    } else if (c.cost === "anyNumberAsPlayed") {
      payAnyNumberAsPlayed(ctx, item, c);
    } else if (c.cost === "optionalExhaustFriendly") {
      if (!item.paidAdditionalCost) {
        log(ctx, { kind: "COST", chainItem: item.id, explanation: "The optional additional cost (exhaust a friendly unit) is not paid.", citations: cite("play.optional-cost-chosen") });
        continue;
      }
      const id = item.input.costObjects?.[0];
      const o = id ? state.objects.get(id) : undefined;
      if (!o || !isOnBoard(o) || o.zone === "FACEDOWN" || o.controller !== item.controller || !isUnit(o) || o.exhausted) {
        item.paidAdditionalCost = false;
        log(ctx, {
          kind: "COST", chainItem: item.id,
          explanation: `No ready unit ${item.controller} controls was named to exhaust for ${item.name}'s optional additional cost (give it in costObjects${o ? `; ${label(o)} ${o.exhausted ? "is already exhausted" : "is not a unit they control on the board"}` : ""}), so the cost is not paid.`,
          citations: cite("play.optional-cost-chosen"),
        });
        continue;
      }
      o.exhausted = true;
      item.costObjects.push({ id: o.id, might: o.baseMight, energy: o.energy, power: o.power ?? null });
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `As an optional additional cost, ${item.controller} exhausts ${label(o)}.`, citations: cite("play.optional-cost-chosen") });
    } else if (c.cost === "optionalExhaustLegend") {
      if (!item.paidAdditionalCost) {
        log(ctx, { kind: "COST", chainItem: item.id, explanation: "The optional additional cost (exhaust your legend) is not paid.", citations: cite("play.optional-cost-chosen") });
        continue;
      }
      // a player has one legend: the one they control on the board
      const legend = [...state.objects.values()].find((o) => o.types.includes("legend") && isOnBoard(o) && o.controller === item.controller);
      if (!legend || legend.exhausted) {
        item.paidAdditionalCost = false;
        log(ctx, {
          kind: "COST", chainItem: item.id,
          explanation: `${legend ? `${label(legend)} is already exhausted` : `The board gives no legend ${item.controller} controls`}, so ${item.name}'s optional additional cost (exhaust your legend) is not paid.`,
          citations: cite("play.optional-cost-chosen"),
        });
        continue;
      }
      legend.exhausted = true;
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `As an optional additional cost, ${item.controller} exhausts their legend, ${label(legend)}.`, citations: cite("play.optional-cost-chosen") });
    } else if (c.cost === "optionalKillFriendly") {
      if (!item.paidAdditionalCost) {
        log(ctx, { kind: "COST", chainItem: item.id, explanation: `The optional additional cost (kill a friendly ${c.kind}) is not paid.`, citations: cite("play.optional-cost-chosen") });
        continue;
      }
      const id = item.input.costObjects?.[0];
      const o = id ? state.objects.get(id) : undefined;
      const fits = o && isOnBoard(o) && o.zone !== "FACEDOWN" && o.controller === item.controller && (c.kind === "unit" ? o.types.includes("unit") : o.types.includes("gear"));
      if (!o || !fits) {
        item.paidAdditionalCost = false;
        log(ctx, {
          kind: "COST", chainItem: item.id,
          explanation: `No friendly ${c.kind} was named to kill for ${item.name}'s optional additional cost (give it in costObjects${o ? `; ${label(o)} is not a ${c.kind} ${item.controller} controls on the board` : ""}), so the cost is not paid.`,
          citations: cite("play.optional-cost-chosen"),
        });
        continue;
      }
      item.costObjects.push({ id: o.id, might: o.baseMight, energy: o.energy, power: o.power ?? null });
      const less = c.costsLess
        ? ` So ${item.name} costs ${c.costsLess.energy} less for each of its ${o.energy ?? "unknown"} Energy and ${c.costsLess.power} less for each of its ${o.power ?? 0} Power (costs are paid outside the engine).`
        : "";
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `As an optional additional cost, ${item.controller} kills ${label(o)}.${less}`, citations: cite("play.optional-cost-chosen", "kill.action") });
      killObject(ctx, o, `cost of ${item.name}`);
    } else if (c.cost === "optionalAdditional") {
      if (item.paidAdditionalCost && c.onlyIf && !turnConditionHolds(item.controller, c.onlyIf, state)) {
        item.paidAdditionalCost = false;
        log(ctx, { kind: "COST", chainItem: item.id, explanation: `The optional additional cost (${c.label}) can be paid only if ${conditionWords(c.onlyIf)}, and that is not so for ${item.controller}: it is not paid.`, citations: cite("play.optional-cost-chosen") });
        continue;
      }
      const xp = /^spend (\d+) XP$/.exec(c.label);
      const p = state.players.get(item.controller);
      if (item.paidAdditionalCost && xp && p) {
        // XP is on the board: spent as the cost is paid (730.2); without enough, it can't be paid (203.3)
        const n = Number(xp[1]);
        if (p.xp < n) {
          item.paidAdditionalCost = false;
          log(ctx, { kind: "COST", chainItem: item.id, explanation: `${p.id} has ${p.xp} XP and can't spend ${n}, so the optional additional cost is not paid.`, citations: cite("play.optional-cost-chosen", "xp.spend") });
          continue;
        }
        p.xp -= n;
        log(ctx, { kind: "COST", chainItem: item.id, explanation: `The optional additional cost is paid: ${p.id} spends ${n} XP (${p.xp} left)${c.costsLess ? `, so it costs ${c.costsLess} less (paid outside the engine)` : ""}.`, citations: cite("play.optional-cost-chosen", "xp.spend") });
        continue;
      }
      log(ctx, { kind: "COST", chainItem: item.id, explanation: item.paidAdditionalCost ? `The optional additional cost (${c.label}) is paid.` : `The optional additional cost (${c.label}) is not paid.` });
    } else payCostMore(ctx, item, c);
  }
}

/** Units and gear resolve as soon as they are finalized (337.2) and enter the board (359.2). */
/** A tag picked from a list as the unit is played (a replacement as it enters, 369.3): its controller chooses; the unit has the tag from then on. */
function chooseTagAsPlayed(ctx: Ctx, item: ChainItem, o: Obj): void {
  const rule = staticRules(o, ctx.state).find((r) => r.rule === "chooseTagAsPlayed");
  if (!rule || rule.rule !== "chooseTagAsPlayed") return;
  const a = decide(ctx, { item: item.id, index: item.decisionCount++, player: item.controller, prompt: `choose the tag ${item.name} gains as it is played.`, options: [...rule.tags] });
  const tag = rule.tags.find((t) => t === (a.option ?? a.objects?.[0]));
  if (!tag) return void log(ctx, { kind: "CHOICE", chainItem: item.id, explanation: `The tag given ("${a.option ?? a.objects?.[0] ?? ""}") is not one of ${rule.tags.join(", ")}; ${item.name} gains no tag.` });
  o.tags = [...(o.tags ?? []), tag];
  log(ctx, { kind: "CHOICE", chainItem: item.id, explanation: `${item.controller} chooses ${tag} as ${item.name} is played: it has that tag from now on.`, citations: cite("replacement.as-enters") });
}

/** A gear naming a tag as it is played (a choice as it is played, 369.3): its controller names any tag; the object remembers it. */
function nameTagAsPlayed(ctx: Ctx, item: ChainItem, o: Obj): void {
  if (!staticRules(o, ctx.state).some((r) => r.rule === "nameTagAsPlayed")) return;
  const a = decide(ctx, { item: item.id, index: item.decisionCount++, player: item.controller, prompt: `name a tag as ${item.name} is played (any tag: answer with option).`, options: [] });
  const tag = (a.option ?? a.objects?.[0] ?? "").trim();
  if (!tag) return void log(ctx, { kind: "CHOICE", chainItem: item.id, explanation: `No tag was named for ${item.name}; "the named tag" names none.` });
  o.named = tag;
  log(ctx, { kind: "CHOICE", chainItem: item.id, explanation: `${item.controller} names the tag ${tag} as ${item.name} is played.`, citations: cite("replacement.as-enters") });
}

/**
 * A permanent entering with a static that acts only in the turn structure (its controller skipping their Draw Phase, 315.4): the
 * engine resolves no Draw Phase, so there is nothing to apply during the chain. The step says so: the caller applies it.
 */
function sayTurnStructureStatics(ctx: Ctx, o: Obj): void {
  if (!staticRules(o, ctx.state).some((r) => r.rule === "skipDrawPhase")) return;
  log(ctx, {
    kind: "STATIC",
    explanation: `${label(o)} has a static ability: while it is on the board, ${o.controller} skips their Draw Phase. A Draw Phase is part of the turn structure, outside chain resolution: the engine records the ability and applies nothing during this chain; the caller skips ${o.controller}'s Draw Phases while ${label(o)} stays on the board.`,
    citations: cite("turn.draw-phase"),
  });
}

function resolvePermanent(ctx: Ctx, item: ChainItem, facedown: Obj | undefined): void {
  const state = ctx.state;
  state.chain = state.chain.filter((c) => c !== item);
  let o = facedown ?? state.objects.get(item.id);
  if (!o) {
    o = {
      id: item.id, name: item.name, types: [], baseMight: null, energy: null, owner: item.controller, controller: item.controller,
      zone: "CHAIN", damage: 0, exhausted: false, tempMight: 0, incarnation: 0, moves: 0, newObject: false, fromInput: false,
    };
    state.objects.set(o.id, o);
    state.objectOrder.push(o.id);
  }
  const info = ctx.catalog.lookup(item.input.card ?? item.name);
  if (item.def) {
    o.def = item.def;
    definitionChanged(state);
  }
  o.name = item.name;
  if (o.types.length === 0) o.types = [(info?.type ?? item.def?.type ?? "unit").toLowerCase()];
  if (o.types.includes("gear") && !o.types.includes("equipment") && item.def?.equipment) o.types.push("equipment"); // a gear with an Equip ability, as on the board (150)
  if (o.baseMight === null) o.baseMight = info?.might ?? null;
  if (o.energy === null) o.energy = info?.energy ?? null;
  if (o.power == null) o.power = info?.power ?? null;
  if (o.mightBonus == null) o.mightBonus = info?.mightBonus ?? null;
  if (!o.tags?.length && info?.tags) o.tags = info.tags;
  if (!o.domains?.length && info?.domains) o.domains = info.domains;
  const loc = facedown?.battlefield ?? item.hiddenAt ?? item.input.battlefieldCostPaid ?? item.input.battlefield ?? item.input.destination; // a battlefield's paid additional cost plays it there
  let where = loc && loc.toLowerCase() !== "base" ? `bf:${loc}` : `base:${item.controller}`;
  const citations = cite("chain.permanent-resolves-immediately", "permanent.enters-board");
  if (facedown || item.hiddenAt) citations.push(...cite("keyword.hidden-play-there"));
  if (staticRules(o, state).some((r) => r.rule === "enterInBase") && where !== `base:${item.controller}`) {
    where = `base:${item.controller}`;
    citations.push(...cite("replacement.applies"));
  }
  const isUnit = o.types.includes("unit");
  const pit = isUnit ? addBattlefieldTokenAsPlayed(ctx, o, item.controller, item.id) : undefined; // "As you play me, add the … battlefield token …; if you do, I enter there" (369.3)
  if (pit) where = pit;
  if (item.input.battlefieldCostPaid !== undefined && !facedown && !item.hiddenAt)
    log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} paid ${describeLocation(`bf:${item.input.battlefieldCostPaid}`, state)}'s additional cost to play ${item.name} (paid outside the engine), so they play it to that battlefield.`, citations: cite("play.optional-cost-chosen") });
  chooseTagAsPlayed(ctx, item, o);
  enterBoard(o, item.controller, where, state, isUnit);
  nameTagAsPlayed(ctx, item, o); // remembered by the object that entered (a new object forgets it)
  o.exhausted = entersExhausted(o, item.paidAdditionalCost, state, item.acceleratedBy).exhausted;
  o.newObject = !!facedown || !o.fromInput;
  log(ctx, {
    kind: "ITEM_RESOLVES",
    chainItem: item.id,
    explanation: `${item.name} is a permanent, so it resolves at once and enters the board ${o.exhausted ? "exhausted " : isUnit ? "ready " : ""}at ${describeLocation(where, state)}.`,
    citations,
  });
  sayTurnStructureStatics(ctx, o);
  state.removedItems.set(item.id, item);
  state.lastResolved = item;
  ctx.cleanupOutstanding = true;
  firePlayMe(ctx, o, item.input.targets, item.paidAdditionalCost, facedown?.battlefield ?? item.hiddenAt);
  firePermanentPlayed(ctx, o);
}
