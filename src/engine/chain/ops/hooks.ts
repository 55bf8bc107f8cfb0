/**
 * Small hooks the chain code calls for the compiler's vocabulary: paying its costs, how a permanent
 * enters the board (I enter ready, This enters exhausted, Accelerate), and asking "you may".
 */
import type { Cost, Line } from "../../cards/language.js";
import type { DependentCondition, EnterReadyIf } from "../../cards/vocabulary.js";
import type { Ctx } from "../../context.js";
import { decide, log } from "../../context.js";
import { cite } from "../../rules.js";
import { isOnBoard, isUnit, label, locationOf, mightOf, staticRules } from "../../state/queries.js";
import type { ChainItem, GameState, Obj } from "../../state/types.js";
import { activeAbility, conditionsOf, empowerLimit, innerAbility, timesEmpowered } from "../../state/abilities.js";
import { changeZone, killObject } from "../death.js";
import { inScope, type StaticSource } from "../../state/continuous.js";
import { ask, type Outcome, type Run } from "../resolveItem.js";
import { paidOpeningLine } from "./pay.js";
import { spendBuffOf } from "./buffs.js";
import { tagsOf } from "../../state/continuous.js";
import { noteDiscards, noteRecycled } from "../triggers.js";
import { runesControlledWords } from "../../cards/compiler/words.js";

/** Costs of the vocabulary (the engine pays what it models and records the rest). */
export function payCostMore(ctx: Ctx, item: ChainItem, c: Cost): void {
  const state = ctx.state;
  switch (c.cost) {
    case "killSelf": {
      const src = item.sourceId ? state.objects.get(item.sourceId) : undefined;
      if (!src || !isOnBoard(src)) return void log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.name}'s source is not on the board, so it can't be killed to pay the cost.` });
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${label(src)} is killed to pay the cost.`, citations: cite("kill.action") });
      killObject(ctx, src, `cost of ${item.name}`);
      return;
    }
    case "abilityCostsLessFor": {
      const src: StaticSource = { id: item.sourceId ?? item.id, controller: item.controller, location: undefined, rules: [] };
      const n = [...state.objects.values()].filter((o) => inScope(o, { group: c.forEach }, src, state)).length;
      return void log(ctx, { kind: "COST", chainItem: item.id, explanation: `The ability costs ${c.amount} less for each of the ${n} object(s) counted now (the cost is paid outside the engine).` });
    }
    case "disempowerSelf": {
      const src = item.sourceId ? state.objects.get(item.sourceId) : undefined;
      if (!src) return;
      delete src.empowered; // Empowered as it was played (activationRestriction)
      return void log(ctx, { kind: "COST", chainItem: item.id, explanation: `${label(src)} is disempowered to pay the cost.`, citations: cite("disempower.action") });
    }
    case "discard":
      noteDiscards(ctx, item.controller, c.n);
      return void log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} discards ${c.type ? `a ${c.type}` : c.n} to pay the cost (the card is chosen outside the engine).`, citations: cite("discard.as-many-as-possible") });
    case "recycleFromTrash":
      if (c.type) return recycleTypedFromTrash(ctx, item, c.type);
      if (c.n > 0) noteRecycled(ctx, item.controller, [`${c.n} card(s) from their trash`]);
      return void log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} recycles ${c.n} card(s) from their trash to pay the cost.`, citations: cite("recycle.action") });
    case "oncePerTurn": {
      const src = item.sourceId ? state.objects.get(item.sourceId) : undefined;
      if (src && item.abilityIndex !== undefined) src.usedThisTurn = [...(src.usedThisTurn ?? []), item.abilityIndex];
      return;
    }
    case "spendOwnBuff": {
      const src = item.sourceId ? state.objects.get(item.sourceId) : undefined;
      if (!src || (src.buffs ?? 0) <= 0) return; // checked as it was played (activationRestriction)
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${label(src)}'s buff is spent to pay the cost.`, citations: cite("buff.spend") });
      spendBuffOf(ctx, item.controller, src); // "When you spend a buff" notices it
      return;
    }
    case "spendXp": {
      const p = state.players.get(item.controller);
      if (p) p.xp -= c.n; // checked as it was played (activationRestriction)
      return void log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} spends ${c.n} XP to pay the cost (${p?.xp ?? 0} XP left).`, citations: cite("xp.spend") });
    }
    case "energyReducedByChosenMight": {
      const unit = item.targets.get("t1")?.[0];
      const o = unit ? state.objects.get(unit.id) : undefined;
      return void log(ctx, { kind: "COST", chainItem: item.id, explanation: `The ability's Energy cost is reduced by the Might of the unit chosen${o ? ` (${label(o)}, ${mightOf(o, state) ?? "unknown"} Might)` : ""} (Energy is paid outside the engine).` });
    }
    case "abilityCostsLess":
      return void log(ctx, { kind: "COST", chainItem: item.id, explanation: `The ability costs ${c.amount} less ${c.runes && "per" in c.runes ? "for each rune its controller controls" : `if its controller controls ${c.runes.atMost} or fewer runes`} (runes are not modelled: the cost is paid outside the engine).` });
    case "recycleSelf": {
      const card = item.sourceId ? state.objects.get(item.sourceId) : undefined;
      if (!card) return;
      const p = state.players.get(card.owner);
      const k = p?.trash.indexOf(card.name) ?? -1;
      if (p && k >= 0) p.trash.splice(k, 1);
      changeZone(card, "MAIN_DECK", state);
      if (p) {
        if (p.deck) p.deck.push(card.id);
        p.deckSize += 1;
      }
      noteRecycled(ctx, card.owner, [label(card)]);
      return void log(ctx, {
        kind: "COST", chainItem: item.id,
        explanation: `${label(card)} is recycled from ${card.owner}'s trash to the bottom of their Main Deck: the cost within the ability's instructions, paid as it goes on the chain.`,
        citations: cite("trigger.cost-within-instructions", "recycle.action"),
      });
    }
    case "mandatoryAdditional":
      return void log(ctx, { kind: "COST", chainItem: item.id, explanation: `The additional cost (${c.label}) is paid.` });
    default:
      return;
  }
}

/** The unit cards of a player's trash, when it is given (by name, read from the catalog). */
function trashCardsOfType(ctx: Ctx, player: string, type: string): string[] | undefined {
  const p = ctx.state.players.get(player);
  if (!p?.trashKnown) return undefined;
  return p.trash.filter((n) => (ctx.catalog.lookup(n)?.type ?? "").toLowerCase() === type);
}

/**
 * "Recycle a unit from your trash" as a cost: one unit card of the trash, chosen by its player (416.6: not a target), to the
 * bottom of their Main Deck (416.1). The trash not given: recorded. Its having one was checked as the ability was played.
 */
function recycleTypedFromTrash(ctx: Ctx, item: ChainItem, type: string): void {
  const state = ctx.state;
  const p = state.players.get(item.controller)!;
  const cards = trashCardsOfType(ctx, item.controller, type);
  if (!cards?.length) return void log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} recycles a ${type} card from their trash to pay the cost (the trash's contents were not given: the card is chosen outside the engine).`, citations: cite("recycle.action") });
  let name = cards[0]!;
  if (new Set(cards).size > 1) {
    const pick = decide(ctx, { item: item.id, index: item.decisionCount++, player: item.controller, prompt: `${item.name}: choose a ${type} card of your trash to recycle.`, options: [...new Set(cards)] });
    const named = pick.objects?.[0] ?? pick.option;
    if (named && cards.includes(named)) name = named;
  }
  p.trash.splice(p.trash.indexOf(name), 1);
  const o = [...state.objects.values()].find((x) => x.zone === "TRASH" && x.owner === p.id && x.name === name);
  if (o) changeZone(o, "MAIN_DECK", state);
  p.deckSize += 1;
  let note = "";
  if (p.deck) {
    if (o) p.deck.push(o.id);
    else {
      p.deck = undefined;
      note = " (the card was known by name only, so the Main Deck's contents are no longer known here)";
    }
  }
  log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} recycles ${name} from their trash to the bottom of their Main Deck to pay the cost${note}.`, citations: cite("recycle.from-zone", "recycle.action") });
  noteRecycled(ctx, item.controller, [name]);
}

/** A triggered ability's base cost that can't be paid: then it is not finalized to the chain (383.3.b.1). */
export function triggerCostUnpayable(ctx: Ctx, item: ChainItem): string | undefined {
  if (item.kind !== "triggered" || !item.sourceId || item.abilityIndex === undefined) return undefined;
  const printed = ctx.state.objects.get(item.sourceId)?.def?.abilities[item.abilityIndex];
  const ability = printed ? innerAbility(printed) : undefined;
  if (ability?.kind !== "triggered" || !ability.costs?.some((c) => c.cost === "recycleSelf")) return undefined;
  const card = ctx.state.objects.get(item.sourceId)!;
  return card.zone === "TRASH" && card.incarnation === item.sourceIncarnation ? undefined : `${label(card)} is no longer in the trash, so it can't be recycled to pay the ability's cost`;
}

/**
 * Whether a permanent entering the board is exhausted: units are (359.2) unless something says otherwise. Called once
 * as each played unit enters: a "next unit you play enters ready" waiting for it is used up here.
 */
export function entersExhausted(o: Obj, paidOptionalCost: boolean, state: GameState, acceleratedBy?: string): { exhausted: boolean; why?: string } {
  const rules = staticRules(o, state);
  const isUnit = o.types.includes("unit");
  if (rules.some((r) => r.rule === "entersExhausted")) return { exhausted: true, why: "it enters exhausted" };
  if (!isUnit) return { exhausted: false };
  const p = state.players.get(o.controller);
  const next = takeNextUnitReady(p);
  if (next) return { exhausted: false, why: `it is the next unit ${o.controller} plays this turn (${next.join(", ")})` };
  if (p?.unitsEnterReady?.length) return { exhausted: false, why: `an effect this turn (${p.unitsEnterReady.join(", ")}) makes ${o.controller}'s units enter ready` };
  const readier = othersEnterReadyBy(o.controller, o.id, state);
  if (readier) return { exhausted: false, why: `${label(readier)} makes its controller's other units enter ready` };
  for (const r of rules) {
    if (r.rule === "selfHas" && r.enterReady) return { exhausted: false, why: "\"I have … and enter ready\"" };
    if (r.rule !== "enterReady") continue;
    if (r.ifNamedInTrash) {
      // the cards of the trash the board gives (a trash not given has none known)
      if (p?.trash.includes(o.name)) return { exhausted: false, why: `"I enter ready if …": ${o.controller}'s trash has a card named ${o.name} as it enters` };
      continue;
    }
    if (!r.if) return { exhausted: false, why: "\"I enter ready\"" };
    if ("opponentControlsBattlefield" in r.if) {
      const held = [...state.battlefields.values()].find((b) => b.controller !== undefined && b.controller !== o.controller);
      if (held) return { exhausted: false, why: `its static ability makes it enter ready while an opponent controls a battlefield, and ${held.controller} controls ${held.name ?? held.id} as it enters` };
      continue;
    }
    if ("opponentControlsStunned" in r.if) {
      const stunned = [...state.objects.values()].find((x) => x.types.includes("unit") && isOnBoard(x) && x.zone !== "FACEDOWN" && x.controller !== o.controller && x.stunned);
      if (stunned) return { exhausted: false, why: `"If an opponent controls a stunned unit, … enter ready": ${stunned.controller} controls ${label(stunned)}, stunned, as it enters` };
      continue;
    }
    if ("scoreNotWithinOfVictory" in r.if) {
      const points = p?.points ?? 0;
      const goal = state.victoryScore;
      if (goal - points > r.if.scoreNotWithinOfVictory) return { exhausted: false, why: `"If your score is not within ${r.if.scoreNotWithinOfVictory} points of the Victory Score, I enter ready": ${o.controller} has ${points} of ${goal} points (194.3) as it enters` };
      continue;
    }
    if ("opponentWithinOfVictory" in r.if) {
      const n = r.if.opponentWithinOfVictory;
      const goal = state.victoryScore;
      const near = [...state.players.values()].find((x) => x.id !== o.controller && goal - (x.points ?? 0) <= n);
      if (near) return { exhausted: false, why: `"If an opponent's score is within ${n} points of the Victory Score, I enter ready": ${near.id} has ${near.points ?? 0} of ${goal} points (194.3) as it enters` };
      continue;
    }
    if ("playedToBattlefield" in r.if) {
      if (o.zone === "BATTLEFIELD") return { exhausted: false, why: `"If you play me to a battlefield, I enter ready": it is played to ${o.battlefield}` };
      continue;
    }
    if ("handAtMost" in r.if) {
      const hand = p?.handSize ?? 0;
      if (hand <= r.if.handAtMost) return { exhausted: false, why: `"… I enter ready": its controller has ${hand} card${hand === 1 ? "" : "s"} in hand as it enters, ${r.if.handAtMost} or fewer` };
      continue;
    }
    const n = otherUnitsCounted(o, r.if, state);
    if (n >= r.if.atLeast) return { exhausted: false, why: `"I enter ready if …": its controller has ${n} such other unit${n === 1 ? "" : "s"} as it enters` };
  }
  if (paidOptionalCost && acceleratedBy) return { exhausted: false, why: `its Accelerate cost, the [Accelerate] ${acceleratedBy} gives it, was paid (805.1.a)` };
  if (paidOptionalCost && rules.some((r) => r.rule === "keyword" && r.keyword === "Accelerate")) return { exhausted: false, why: "its Accelerate cost was paid (805.1.a)" };
  if (paidOptionalCost && o.def?.additionalCosts?.some((c) => c.cost === "optionalAdditional" && c.enterReady)) return { exhausted: false, why: "its optional additional cost was paid (\"If you do, I enter ready.\")" };
  return { exhausted: true };
}

/** the controller's next unit played this turn entering ready: the items waiting for that unit, used up by it. */
export function takeNextUnitReady(p: { nextUnitReady?: string[] } | undefined): string[] | undefined {
  const next = p?.nextUnitReady;
  if (!next?.length) return undefined;
  delete p!.nextUnitReady;
  return next;
}

/** "Other friendly units enter ready.": a permanent of `player` on the board, other than the unit entering, that says so. */
export function othersEnterReadyBy(player: string, entering: string, state: GameState): Obj | undefined {
  return [...state.objects.values()].find((x) =>
    x.id !== entering && isOnBoard(x) && x.zone !== "FACEDOWN" && x.controller === player && staticRules(x, state).some((r) => r.rule === "othersEnterReady"));
}

/**
 * A unit not played from a hand (played from facedown, the trash, the deck), whose controller has a permanent on the board
 * giving such units [Accelerate] (805): its paid additional cost is that Accelerate, unless the unit has its own, or an optional
 * additional cost of its own that the request's paidAdditionalCost could mean. Looked for only for such a unit with that cost paid.
 */
export function acceleratorOf(item: ChainItem, type: string, state: GameState): Obj | undefined {
  if (item.kind !== "permanent" || !item.paidAdditionalCost || type !== "unit") return undefined;
  if ((item.input.playedFrom ?? "HAND").toUpperCase() === "HAND" && item.hiddenAt === undefined) return undefined;
  if (item.def?.keywords.includes("Accelerate") || item.def?.additionalCosts?.length) return undefined;
  return [...state.objects.values()].find((x) =>
    isOnBoard(x) && x.zone !== "FACEDOWN" && x.controller === item.controller && staticRules(x, state).some((r) => r.rule === "notFromHandHaveAccelerate"));
}

/** A permanent of `player` on the board whose static makes that player's tokens enter ready (a token it plays enters ready, 369.3). */
export function tokensEnterReadyBy(player: string, state: GameState): Obj | undefined {
  return [...state.objects.values()].find((x) =>
    isOnBoard(x) && x.zone !== "FACEDOWN" && x.controller === player && staticRules(x, state).some((r) => r.rule === "tokensEnterReady"));
}

/** conditions such as controlling another Mech, or having at least two other units in base: counted as the unit enters. */
function otherUnitsCounted(o: Obj, c: Extract<EnterReadyIf, { otherUnits: unknown }>, state: GameState): number {
  return [...state.objects.values()].filter((x) =>
    x.id !== o.id && isOnBoard(x) && x.zone !== "FACEDOWN" && isUnit(x) && x.controller === o.controller &&
    (c.otherUnits.tag === undefined || tagsOf(x, state).some((t) => t.toLowerCase() === c.otherUnits.tag!.toLowerCase())) &&
    (!c.otherUnits.inYourBase || locationOf(x) === `base:${o.controller}`)).length;
}

/** "You may …": asks the controller; a declined line is not executed (and "if you do" after it is ignored). */
export function declinedOptional(run: Run, line: Line): Outcome | undefined {
  const paid = paidOpeningLine(run, line);
  if (paid) return paid; // a cost within instructions paid as the ability went on the chain (383.3.b)
  if (!line.optional || ["mayBanishLookedUnit", "drawLooked", "mayChooseLookedUnit"].includes(line.instruction.op)) return undefined;
  if (run.item.openingCostPaid && line === run.item.effect?.lines[0]) return undefined; // decided as it went on the chain (383.3.a)
  const c = ask(run, run.item.controller, `you may ${line.label.replace(/^(if you do, )?you may /, "")} — accept or decline?`, ["accept", "decline"]);
  if (c.accept === true || c.option === "accept") return undefined;
  return { outcome: "IGNORED", performed: false, explanation: `${run.item.controller} chooses not to (${line.label}).`, citations: [] };
}

/** Why an activated ability can't be played now (e.g. an ability usable only while its unit is at a battlefield), if it can't. */
export function activationRestriction(ctx: Ctx, item: ChainItem): string | undefined {
  if ((item.kind !== "activated" && !(item.kind === "triggered" && item.callerPlaced)) || !item.sourceId || item.abilityIndex === undefined) return undefined;
  const src = ctx.state.objects.get(item.sourceId);
  if (src && item.granted && !item.granted.thisTurn && !item.granted.hasAll) {
    // a battlefield's grant to its controller's legends: only while the legend's controller controls it
    const bf = ctx.state.battlefields.get(item.granted.from);
    const holder = bf?.controller;
    if (src.controller !== item.controller || holder !== item.controller)
      return `${label(src)} has that ability from ${bf?.name ?? item.granted.from} only while ${item.controller} controls it and the legend (${holder ? `${holder} controls the battlefield` : "the battlefield is uncontrolled"}${src.controller !== item.controller ? `, ${src.controller} the legend` : ""})`;
  }
  const printed = item.granted?.ability ?? src?.def?.abilities[item.abilityIndex];
  if (!src || !printed) return undefined;
  const conditions = conditionsOf(printed);
  if (conditions.length && !activeAbility(src, printed, ctx.state))
    return `${label(src)}'s ability is a dependent ability (${conditions.map(conditionWords).join(", ")}) whose condition does not hold now, so it is inactive`;
  const ability = innerAbility(printed);
  if (ability.kind !== "activated") return undefined;
  if (ability.costs.some((c) => c.cost === "onlyWhileAtBattlefield") && src.zone !== "BATTLEFIELD")
    return `${label(src)}'s ability can be used only while it is at a battlefield, and it is not`;
  const times = ability.costs.find((c) => c.cost === "onlyIfChoseEnemyTimes");
  if (times?.cost === "onlyIfChoseEnemyTimes") {
    const had = ctx.state.players.get(item.controller)?.history.choseEnemyWithSpellOrUnitAbility ?? 0;
    if (had < times.n) return `${item.controller}'s spells and unit abilities chose enemy units or gear ${had} time(s) this turn, and ${label(src)}'s ability can be used only after ${times.n}`;
  }
  if (ability.costs.some((c) => c.cost === "onlyIfPlayedEquipment") && !ctx.state.players.get(item.controller)?.history.playedEquipment)
    return `${item.controller} has not played an Equipment this turn, and ${label(src)}'s ability can be used only if they have`;
  if (ability.costs.some((c) => c.cost === "oncePerTurn" && c.onlyIf === "choseEnemyUnit") && !ctx.state.players.get(item.controller)?.history.choseEnemyUnit)
    return `${item.controller} has not chosen an enemy unit with a spell or ability this turn, and ${label(src)}'s ability can be used only if they have`;
  if (ability.costs.some((c) => c.cost === "oncePerTurn") && (src.usedThisTurn ?? []).includes(item.abilityIndex))
    return `${label(src)}'s ability can be used only once per turn, and it was already used this turn`;
  if (src.zone !== "BATTLEFIELD" && src.def!.abilities.some((a) => a.kind === "static" && a.rule.rule === "abilitiesOnlyAtBattlefield"))
    return `${label(src)}'s abilities can be used only while it is at a battlefield, and it is not`;
  const xp = ability.costs.reduce((n, c) => n + (c.cost === "spendXp" ? c.n : 0), 0);
  const has = ctx.state.players.get(item.controller)?.xp ?? 0;
  if (xp > has) return `${item.controller} has ${has} XP and can't spend ${xp} to pay its cost`;
  const typed = ability.costs.find((c) => c.cost === "recycleFromTrash" && c.type);
  if (typed?.cost === "recycleFromTrash" && trashCardsOfType(ctx, item.controller, typed.type!)?.length === 0)
    return `${item.controller}'s trash has no ${typed.type} card to recycle, so the cost can't be paid (203.3)`;
  if (ability.costs.some((c) => c.cost === "spendOwnBuff") && (src.buffs ?? 0) <= 0)
    return `${label(src)} has no buff, and a buff can't be spent from a unit that has none (702.2.b.1), so the cost can't be paid (203.3)`;
  if (ability.costs.some((c) => c.cost === "disempowerSelf") && !src.empowered)
    return `${label(src)} is not Empowered: disempowering it would do nothing (442.1.a.1), so the cost can't be paid (203.3)`;
  if (ability.costs.some((c) => c.cost === "onlyIfNotEmpowered") && src.empowered) {
    const limit = empowerLimit(src, ctx.state);
    if (limit <= 1) return `${label(src)} is already Empowered, and Empower can be used only if it is not`;
    if (timesEmpowered(src) >= limit) return `${label(src)} is already Empowered ${timesEmpowered(src)} times, as many as it can be (441.1.c.1)`;
  }
  return undefined;
}

export function conditionWords(c: DependentCondition): string {
  switch (c.on) {
    case "level": return `Level ${c.n}: ${c.n}+ XP`;
    case "empowered": return "Empowered";
    case "empoweredTimes": return `Empowered ${c.n} times`;
    case "legion": return "Legion: another card played this turn";
    case "spentOnSpell": return `${c.n}+ Energy spent to play a spell this turn`;
    case "spentPower": return `${c.n}+ Power spent this turn`;
    case "playedSpell": return "a spell played this turn";
    case "gainedXp": return "XP gained this turn";
    case "discarded": return "a card discarded this turn";
    case "unitDied": return "a unit died this turn";
    case "friendlyDiedInBeginningPhase": return "a friendly unit died during the Beginning Phase this turn";
    case "runes": return `its controller's runes: ${runesControlledWords(c.runes)}`;
  }
}
