/**
 * Triggered abilities: noticing them (fire*) and putting them on the chain as a
 * task (334.1), turn player first, one player's simultaneous triggers in the
 * order that player chooses (383.3.d).
 */
import type { Ability, TriggerCondition, TriggerEvent } from "../cards/language.js";
import { decide, log, type Ctx, type PendingTrigger } from "../context.js";
import { cite } from "../rules.js";
import type { Snapshot } from "../state/actions.js";
import { describeLocation, isEquipment, isGear, isOnBoard, isUnit, label, locationOf, mightOf, staticRules } from "../state/queries.js";
import { isCalled, keywordsOf, tagsOf, withStaticSourcesFixed } from "../state/continuous.js";
import { expandKeyword } from "../cards/compiler/keywords.js";
import { openingCostSlots } from "../cards/openingCost.js";
import type { BattlefieldState, ChainItem, Obj } from "../state/types.js";
import { abilitiesOf, innerAbility } from "../state/abilities.js";
import { objectsWithAbilities } from "../state/objectIndex.js";
import { assignTargets, chooseMode, delayedTriggerId, nextTriggerId } from "./items.js";
import { appendedAbilities, isEffectText, topMost } from "./ops/effectText.js";
import { checkAll } from "./targets.js";
import { energySpent, finalizeItem } from "./play.js";
import { choosePlayerOnPlay } from "./ops/players-chosen.js";
import { BEGINNING_PHASES, noteConquered, noteDiscarded } from "../state/history.js";
import { runesHold } from "../state/runes.js";
import { offBoardCardObject, resolveCard } from "../state/setup.js";

/** Indices of the active triggered abilities with this event: a dependent one's trigger is checked only while that ability is active (727.1.c.1). */
function abilitiesOn(ctx: Ctx, o: Obj | BattlefieldState | undefined, on: TriggerEvent): number[] {
  const abilities = !o ? [] : "incarnation" in o ? abilitiesOf(o, ctx.state) : (o.def?.abilities ?? []);
  return abilities.flatMap((a, i) => (a.kind === "triggered" && a.on === on ? [i] : []));
}

/**
 * "…, if you control 4 or fewer runes, …": a condition on its controller's runes right after the Condition is part of the
 * Trigger Condition (383.2.a.1), read as the event happens; the transcript says what was seen. True for any other ability.
 */
export function runesConditionMet(ctx: Ctx, a: Ability | undefined, controller: string, source: string): boolean {
  const c = a?.kind === "triggered" ? a.condition : undefined;
  if (!c || typeof c !== "object" || !("runes" in c)) return true;
  const r = runesHold(ctx.state, controller, c.runes);
  log(ctx, {
    kind: "TRIGGER",
    explanation: `${source}'s ability ${r.holds ? "triggers" : "does not trigger"}: ${r.seen}; that condition is part of the trigger condition.`,
    citations: cite("trigger.condition-in-effect", "rune.stays-on-board"),
  });
  return r.holds;
}

function queue(ctx: Ctx, t: Omit<PendingTrigger, "id">): string {
  const id = nextTriggerId(ctx, t.sourceId, t.abilityIndex);
  ctx.pendingTriggers.push({ id, ...t });
  return id;
}

/** A Targeting Effect noticed (383.4.b): put on the chain after the item that chose the unit is finalized (383.4.b.2). */
function queueTargeting(ctx: Ctx, t: Omit<PendingTrigger, "id">): void {
  const id = queue(ctx, t);
  log(ctx, { kind: "TRIGGER", chainItem: id, explanation: `A Targeting Effect triggers (${t.why}): it goes on the chain once that item is finalized.`, citations: cite("trigger.targeting-effect") });
}

/**
 * the trigger on a player's second card of the turn: as a card its controller played resolves (a spell resolving, a permanent
 * entering: the sense of "play" in trigger conditions), if it was the second card they played this turn (the cards
 * played before the request, then the order the chain finalized them). Its own source counts if it is that card.
 */
export function fireSecondCard(ctx: Ctx, player: string, ids: string[], what: string): void {
  const p = ctx.state.players.get(player);
  // only a card among the first two of the turn counts: the ids played after those are not searched (a long chain plays many)
  let k = -1;
  if (p) for (let i = 0; i < Math.min(p.playedIds.length, 2 - p.playedBefore); i++) if (ids.includes(p.playedIds[i]!)) { k = i; break; }
  if (p && k >= 0 && p.playedBefore + k + 1 === 1) fireFirstCard(ctx, player, what);
  if (!p || k < 0 || p.playedBefore + k + 1 !== 2) return;
  for (const o of faceupOf(ctx, player))
    for (const i of abilitiesOn(ctx, o, "youPlaySecondCard"))
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${what} is the second card ${player} played this turn (${p.playedBefore} before the request)` });
}

/**
 * the trigger on a player's first card of the turn: the same event for the first card (none played before the request, the board's
 * cardsPlayedThisTurn); "…, if I'm at a battlefield, …" is part of the trigger condition, read as it happens (383.2.a.1).
 */
function fireFirstCard(ctx: Ctx, player: string, what: string): void {
  for (const o of faceupOf(ctx, player)) {
    const all = abilitiesOf(o, ctx.state);
    for (const i of abilitiesOn(ctx, o, "youPlayFirstCard")) {
      const a = all[i]!;
      if (a.kind === "triggered" && typeof a.condition === "object" && "selfAtBattlefield" in a.condition && o.zone !== "BATTLEFIELD") {
        log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s ability does not trigger for ${what}, the first card ${player} played this turn: it is not at a battlefield (it is at ${describeLocation(locationOf(o), ctx.state)}), and that condition is part of the trigger condition.`, citations: cite("trigger.condition-in-effect") });
        continue;
      }
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${what} is the first card ${player} played this turn (none before the request)` });
    }
  }
}

/** "When you recycle a rune": a rune the player recycled by an instruction (416.1.b), noticed by their face-up permanents. */
export function fireRuneRecycled(ctx: Ctx, player: string, n: number): void {
  if (n <= 0) return;
  for (const o of faceupOf(ctx, player))
    for (const i of abilitiesOn(ctx, o, "youRecycleRune"))
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${player} recycled a rune` });
}

/**
 * "When one or more enemy units die": once for the event in which the units died (`died`, all of it: 370.1.a.2), after it (383.2.c),
 * by the face-up permanents still on the board of a player some of whose opponents' units died in it.
 */
export function fireEnemyUnitsDied(ctx: Ctx, died: readonly Snapshot[]): void {
  const units = died.filter((s) => s.zone !== "FACEDOWN");
  if (units.length === 0) return;
  for (const id of ctx.state.objectOrder) {
    const o = ctx.state.objects.get(id)!;
    if (!isOnBoard(o) || o.zone === "FACEDOWN") continue;
    const enemies = units.filter((s) => s.controller !== o.controller);
    if (enemies.length === 0) continue;
    for (const i of abilitiesOn(ctx, o, "enemyUnitsDie"))
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `enemy unit${enemies.length === 1 ? "" : "s"} died (${enemies.map((s) => s.id).join(", ")})` });
  }
}

/**
 * Cards a player discarded during the chain (as a cost or an instruction): noted in their history; "When you discard one or more
 * cards" fires once for the discard. `cards`: the names of the cards discarded when the hand's cards are known; a card whose own
 * ability triggers as it is discarded ("When you discard me") becomes an object in its owner's trash, where that ability is
 * evaluated as the card enters it (383.2.c.1).
 */
export function noteDiscards(ctx: Ctx, player: string, n: number, cards: readonly string[] = []): void {
  if (n <= 0) return;
  noteDiscarded(ctx.state, player, n);
  for (const o of faceupOf(ctx, player))
    for (const i of abilitiesOn(ctx, o, "youDiscard"))
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${player} discarded ${n} card${n === 1 ? "" : "s"}` });
  for (const name of cards) {
    const r = resolveCard(name, ctx.catalog, ctx.extraDefinitions, []);
    const on = (r?.def?.abilities ?? []).flatMap((a, i) => (a.kind === "triggered" && (a.on === "discardMe" || a.on === "playedDiscardedOrKilled") ? [i] : []));
    if (on.length === 0) continue;
    // addressed as the board's trash cards are ("<player>:trash:<i>", its place in the trash)
    const at = ctx.state.players.get(player)?.trash.lastIndexOf(name) ?? -1;
    let id = `${player}:trash:${at}`;
    for (let k = 2; ctx.state.objects.has(id); k++) id = `${player}:trash:${at}#${k}`;
    const o = offBoardCardObject(r, id, name, player, "TRASH");
    ctx.state.objects.set(id, o);
    ctx.state.objectOrder.push(id);
    log(ctx, { kind: "TRIGGER", explanation: `${player} discarded ${o.name}: it is in ${player}'s trash (${id}), and its ability that triggers as it is discarded is evaluated there.`, citations: cite("trigger.entered-with-event", "discard.action") });
    for (const i of on) queue(ctx, { controller: player, sourceId: id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${player} discarded ${o.name}` });
  }
}

/**
 * Cards recycled to a player's Main Deck (416.1): each player recycles to their own (416.1.c), so the player is their owner. The
 * youRecycleToMainDeck trigger fires once for the event (an instruction, or a cost), for that player's permanents
 * face up. Runes recycled go to the Rune Deck and tokens cease to exist (they are not cards): callers leave them out.
 */
export function noteRecycled(ctx: Ctx, player: string, cards: readonly string[]): void {
  if (cards.length === 0) return;
  for (const o of faceupOf(ctx, player))
    for (const i of abilitiesOn(ctx, o, "youRecycleToMainDeck"))
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${player} recycled ${cards.join(", ")} to their Main Deck` });
}

/** noteRecycled for cards of several owners, one event for each owner. */
export function noteRecycledObjects(ctx: Ctx, objs: readonly Obj[]): void {
  const byOwner = new Map<string, string[]>();
  for (const o of objs) if (!o.token) byOwner.set(o.owner, [...(byOwner.get(o.owner) ?? []), label(o)]);
  for (const [owner, names] of byOwner) noteRecycled(ctx, owner, names);
}

/** Cards a player drew during the chain (413.1): noted in their history; the trigger on a player's second draw of the turn fires when the count reaches two. */
export function noteDraws(ctx: Ctx, player: string, n: number): void {
  const h = ctx.state.players.get(player)?.history;
  if (!h || n <= 0) return;
  const before = h.drawn;
  h.drawn += n;
  if (before >= 2 || h.drawn < 2) return;
  for (const o of faceupOf(ctx, player))
    for (const i of abilitiesOn(ctx, o, "youDrawSecondCard"))
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${player} drew their second card this turn (${before} drawn before)` });
}

/** "When you play a spell": fires for the spell's controller's permanents as the spell resolves (359.3.e.10). */
export function fireSpellPlayed(ctx: Ctx, item: ChainItem): void {
  fireSecondCard(ctx, item.controller, [item.id, ...(item.sourceId ? [item.sourceId] : [])], item.name);
  // a battlefield's optional trigger for whoever plays a spell: controlled by the player who played it (190.6.c)
  for (const bf of ctx.state.battlefields.values())
    for (const i of abilitiesOn(ctx, bf, "playerPlaysSpell")) {
      const id = queue(ctx, { controller: item.controller, sourceId: bf.id, sourceIncarnation: 0, abilityIndex: i, why: `${item.controller} played ${item.name}`, location: `bf:${bf.id}` });
      log(ctx, { kind: "TRIGGER", chainItem: id, explanation: `${bf.name ?? bf.id}'s ability triggers: ${item.controller} played ${item.name}. The ability says that player makes its choice, so ${item.controller} controls it, whoever controls the battlefield.`, citations: cite("battlefield.chooser-controls") });
    }
  // a battlefield's spell trigger that works only for the player holding it: its controller's spells only
  for (const bf of ctx.state.battlefields.values())
    for (const i of abilitiesOn(ctx, bf, "youPlaySpellWhileControlled")) {
      const name = bf.name ?? bf.id;
      if (bf.controller !== item.controller) {
        log(ctx, { kind: "TRIGGER", explanation: `${name}'s ability does not trigger: ${item.controller} played ${item.name} while ${bf.controller === undefined ? "nobody controls it" : `${bf.controller} controls it`}.`, citations: cite("trigger.condition-in-effect") });
        continue;
      }
      const spent = spentCondition(ctx, bf.def?.abilities[i], name, item);
      if (spent === false) continue;
      queue(ctx, { controller: item.controller, sourceId: bf.id, sourceIncarnation: 0, abilityIndex: i, why: `${item.controller} played ${item.name} while controlling ${name}${spent}`, location: `bf:${bf.id}` });
    }
  for (const id of ctx.state.objectOrder) {
    const o = ctx.state.objects.get(id)!;
    if (!isOnBoard(o) || o.controller !== item.controller) continue;
    const all = abilitiesOf(o, ctx.state);
    for (const i of abilitiesOn(ctx, o, "youPlaySpell")) {
      const a = all[i]!;
      const atLeast = a.kind === "triggered" && typeof a.condition === "object" && "spellCostsAtLeast" in a.condition ? a.condition.spellCostsAtLeast : undefined;
      let why = `${item.controller} played ${item.name}`;
      if (!onOpponentsTurn(ctx, o, a)) continue;
      if (a.kind === "triggered" && typeof a.condition === "object" && "onOpponentsTurn" in a.condition) why += ` on ${ctx.state.turnPlayer}'s turn`;
      const spent = spentCondition(ctx, a, label(o), item);
      if (spent === false) continue;
      why += spent;
      if (atLeast !== undefined) {
        const energy = printedEnergy(ctx, item);
        if (energy === null || energy < atLeast) {
          const said = energy === null ? `the printed Energy cost of ${item.name} is unknown` : `${item.name}'s printed Energy cost is ${energy}, less than ${atLeast}`;
          log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s ability does not trigger: ${said}; what was paid for it does not matter.`, citations: cite("cost.printed") });
          continue;
        }
        log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s ability triggers: ${item.name}'s printed Energy cost is ${energy}, ${atLeast} or more (what was paid for it does not matter).`, citations: cite("cost.printed") });
        why += ` with printed Energy cost ${energy}`;
      }
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why, spell: playedSpellOf(ctx, item) });
    }
  }
}

/** The spell a "When you play a spell" trigger names: its card, in its owner's trash once it has resolved (an object, or a name there). */
function playedSpellOf(ctx: Ctx, item: ChainItem): NonNullable<PendingTrigger["spell"]> {
  const card = item.sourceId ? ctx.state.objects.get(item.sourceId) : undefined;
  return { item: item.id, name: item.name, owner: card?.owner ?? item.controller, ...(card ? { cardId: card.id } : {}) };
}

/**
 * "…, if you spent {4} or more, ": the Energy spent to play the spell, part of the trigger condition (383.2.a.1), logged; false when
 * it does not hold, else the words the trigger's reason adds ("" without that condition).
 */
function spentCondition(ctx: Ctx, a: Ability | undefined, source: string, item: ChainItem): string | false {
  if (!(a?.kind === "triggered" && typeof a.condition === "object" && "spentAtLeast" in a.condition)) return "";
  const n = a.condition.spentAtLeast;
  const spent = energySpent(ctx, item);
  const given = item.input.energySpent !== undefined ? "as the request gives it" : "its printed Energy cost, as the request gives no other amount";
  const holds = spent !== null && spent >= n;
  log(ctx, {
    kind: "TRIGGER",
    explanation: `${source}'s ability ${holds ? "triggers" : "does not trigger"}: ${spent === null ? `the Energy spent to play ${item.name} is not known` : `${item.controller} spent ${spent} Energy to play ${item.name} (${given})`}, ${holds ? `${n} or more` : `not ${n} or more`}; that condition is part of the trigger condition.`,
    citations: cite("trigger.condition-in-effect"),
  });
  return holds ? ` spending ${spent} Energy` : false;
}

/** "… on an opponent's turn, ": part of the trigger condition (383.2.a.1), whose turn it is as the card is played; true without that condition. */
function onOpponentsTurn(ctx: Ctx, o: Obj, a: Ability): boolean {
  if (!(a.kind === "triggered" && typeof a.condition === "object" && "onOpponentsTurn" in a.condition)) return true;
  const turn = ctx.state.turnPlayer;
  const holds = turn !== o.controller;
  log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s ability ${holds ? "triggers" : "does not trigger"}: it is ${turn}'s turn, ${holds ? "an opponent's" : `${o.controller}'s own`}; that condition is part of the trigger condition.`, citations: cite("trigger.condition-in-effect") });
  return holds;
}

/** A spell's printed Energy cost, whatever was paid for it (206): its card's, or the catalog's. */
function printedEnergy(ctx: Ctx, item: ChainItem): number | null {
  const card = item.sourceId ? ctx.state.objects.get(item.sourceId) : undefined;
  return card?.energy ?? ctx.catalog.lookup(item.input.card ?? item.name)?.energy ?? null;
}

/** play trigger conditioned on a tag among the player's units (e.g. Poro): does the player control a unit with that tag as the unit is played (383.2.a.1)? */
function controlsTag(ctx: Ctx, player: string, tag: string): Obj | undefined {
  for (const id of ctx.state.objectOrder) {
    const u = ctx.state.objects.get(id)!;
    if (isUnit(u) && isOnBoard(u) && u.zone !== "FACEDOWN" && u.controller === player && tagsOf(u, ctx.state).includes(tag)) return u;
  }
  return undefined;
}

/** play trigger conditioned on a gear count (e.g. at least two): the player's gear on the board (faceup) as the unit is played (383.2.a.1). */
function controlledGear(ctx: Ctx, player: string): Obj[] {
  return ctx.state.objectOrder.map((id) => ctx.state.objects.get(id)!).filter((g) => isGear(g) && isOnBoard(g) && g.zone !== "FACEDOWN" && g.controller === player);
}

/**
 * A play effect's condition on what its controller controls ("if you control a Poro", "if you control two or
 * more gear"), part of the trigger condition (383.2.a.1) and checked as the unit is played: whether it holds,
 * and what was seen. Undefined for any other condition.
 */
function controlCondition(ctx: Ctx, o: Obj, condition: TriggerCondition | undefined): { holds: boolean; seen: string; victory?: true; runes?: true } | undefined {
  if (typeof condition !== "object") return undefined;
  if ("runes" in condition) {
    const r = runesHold(ctx.state, o.controller, condition.runes);
    return { holds: r.holds, seen: `${r.seen} as it is played`, runes: true };
  }
  if ("youControlTag" in condition) {
    const tag = condition.youControlTag;
    const found = controlsTag(ctx, o.controller, tag);
    return found ? { holds: true, seen: `${o.controller} controls a ${tag} (${label(found)}) as it is played` } : { holds: false, seen: `${o.controller} controls no ${tag} as it is played` };
  }
  if ("opponentWithinOfVictory" in condition) {
    const n = condition.opponentWithinOfVictory;
    const goal = ctx.state.victoryScore;
    const scores = [...ctx.state.players.values()].filter((p) => p.id !== o.controller).map((p) => `${p.id} has ${p.points}`);
    const near = [...ctx.state.players.values()].find((p) => p.id !== o.controller && goal - p.points <= n);
    const said = `the Victory Score is ${goal} (194.3) and, of the opponents, ${scores.join(", ") || "none"} point(s) as it is played`;
    return near ? { holds: true, seen: `${said}: ${near.id} is within ${n}`, victory: true } : { holds: false, seen: `${said}: none is within ${n}`, victory: true };
  }
  if ("youControlGearAtLeast" in condition) {
    const { youControlGearAtLeast: atLeast, other } = condition;
    const gear = controlledGear(ctx, o.controller).filter((g) => !other || g.id !== o.id);
    const said = `${o.controller} controls ${gear.length}${other ? " other" : ""} gear${gear.length ? ` (${gear.map((g) => label(g)).join(", ")})` : ""} as it is played`;
    return gear.length >= atLeast ? { holds: true, seen: `${said}, ${atLeast} or more` } : { holds: false, seen: `${said}, fewer than ${atLeast}` };
  }
  return undefined;
}

/**
 * An Equipment played with a Quick-Draw it does not print (another object grants it to its controller's Equipment):
 * the keyword's play trigger that attaches it to a unit its controller controls (819.1.d) triggers as a printed one would;
 * a second instance has no effect beyond the first (819.2).
 */
function fireGrantedQuickDraw(ctx: Ctx, o: Obj, presetTargets: string[] | undefined): void {
  if (!isEquipment(o)) return;
  const printed = abilitiesOf(o, ctx.state).some((a, i) => a.kind === "triggered" && a.on === "playMe" && o.def?.layout?.some((e) => "ability" in e && e.ability === i && e.keyword === "Quick-Draw"));
  if (printed || !keywordsOf(o, ctx.state).some((k) => k.keyword === "Quick-Draw")) return;
  const expansion = expandKeyword({ keyword: "Quick-Draw" }, "gear");
  if (expansion?.kind !== "triggered") return;
  let id = `${o.id}.quickdraw`;
  for (let n = 2; ctx.state.removedItems.has(id) || ctx.state.chain.some((c) => c.id === id) || ctx.pendingTriggers.some((p) => p.id === id); n++) id = `${o.id}.quickdraw#${n}`;
  ctx.pendingTriggers.push({
    id, controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: -1, why: `${label(o)} was played with a granted [Quick-Draw]`,
    ...(presetTargets ? { presetTargets } : {}),
    delayed: { name: `${o.name}'s Quick-Draw`, effect: expansion.effect, it: { id: o.id, incarnation: o.incarnation }, granted: true },
  });
}

/**
 * A Sand Soldier played with a [Weaponmaster] it does not print: a legend's grant to the Sand Soldiers its controller plays (a
 * permanent of that player's on the board, as the unit is played, tokens too), or the keyword given to it by a static ability as it
 * enters (the card's earlier text); the keyword's play trigger (821.1.c) triggers as a printed one would. Only Sand Soldiers
 * are looked at (the only units the library gives Weaponmaster to), so other units cost nothing here.
 */
function fireGrantedWeaponmaster(ctx: Ctx, o: Obj): void {
  if (o.def?.keywords.includes("Weaponmaster") || !isCalled(o, "Sand Soldier", ctx.state)) return;
  const giver = [...ctx.state.objects.values()].find((x) => isOnBoard(x) && x.zone !== "FACEDOWN" && x.controller === o.controller && staticRules(x, ctx.state).some((r) => r.rule === "sandSoldiersHaveWeaponmaster"));
  if (!giver && !keywordsOf(o, ctx.state).some((k) => k.keyword === "Weaponmaster")) return;
  const expansion = expandKeyword({ keyword: "Weaponmaster" }, "unit");
  if (expansion?.kind !== "triggered") return;
  let id = `${o.id}.weaponmaster`;
  for (let n = 2; ctx.state.removedItems.has(id) || ctx.state.chain.some((c) => c.id === id) || ctx.pendingTriggers.some((p) => p.id === id); n++) id = `${o.id}.weaponmaster#${n}`;
  ctx.pendingTriggers.push({
    id, controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: -1, why: `${label(o)} was played with the [Weaponmaster] ${giver ? label(giver) : "a static ability"} gives it`,
    delayed: { name: `${label(o)}'s Weaponmaster`, effect: expansion.effect, it: { id: o.id, incarnation: o.incarnation }, granted: "Weaponmaster" },
  });
}

export function firePlayMe(ctx: Ctx, o: Obj, presetTargets: string[] | undefined, paidAdditionalCost: boolean, hiddenAt?: string): void {
  fireGrantedQuickDraw(ctx, o, presetTargets);
  abilitiesOf(o, ctx.state).forEach((a, i) => {
    if (a.kind !== "triggered" || (a.on !== "playMe" && a.on !== "playMeOrHold" && a.on !== "playMeOrScore" && a.on !== "playMeOrAttack" && a.on !== "playedOrConquer" && a.on !== "playMeToBattlefield" && a.on !== "playMeOrAnotherDragon" && a.on !== "playMeOrFirstNonTokenGear" && a.on !== "playMeOrBeginningPhase" && a.on !== "playMeFromFacedown" && a.on !== "playedDiscardedOrKilled" && a.on !== "playMeFromFacedownOnYourTurn")) return;
    if ((a.on === "playMeFromFacedown" || a.on === "playMeFromFacedownOnYourTurn") && !hiddenAt) {
      log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s play effect does not trigger: it was not played from face down.`, citations: cite("trigger.play-effect") });
      return;
    }
    if (a.on === "playMeFromFacedownOnYourTurn" && ctx.state.turnPlayer !== o.controller) {
      log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s play effect does not trigger: it was played on ${ctx.state.turnPlayer}'s turn, not its controller's.`, citations: cite("trigger.play-effect", "trigger.condition-in-effect") });
      return;
    }
    if (a.on === "playMeToBattlefield" && o.zone !== "BATTLEFIELD") {
      log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s play effect does not trigger: it was played to ${describeLocation(locationOf(o), ctx.state)}, not to a battlefield.`, citations: cite("trigger.play-effect") });
      return;
    }
    if (a.condition === "paidAdditionalCost" && !paidAdditionalCost) {
      log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s play effect does not trigger: its additional cost was not paid.`, citations: cite("trigger.play-effect") });
      return;
    }
    const own = controlCondition(ctx, o, a.condition);
    if (own) {
      log(ctx, {
        kind: "TRIGGER",
        explanation: own.holds ? `${label(o)}'s play effect triggers: ${own.seen}.` : `${label(o)}'s play effect does not trigger: ${own.seen}, and that condition is part of the trigger condition.`,
        citations: own.victory ? cite("trigger.play-effect", "trigger.condition-in-effect", "score.victory-score") : own.runes ? cite("trigger.play-effect", "trigger.condition-in-effect", "rune.stays-on-board") : cite("trigger.play-effect", "trigger.condition-in-effect"),
      });
      if (!own.holds) return;
    }
    queue(ctx, {
      controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${label(o)} was played`,
      ...(paidAdditionalCost ? { paidAdditionalCost: true as const } : {}),
      ...(presetTargets ? { presetTargets } : {}),
      ...(hiddenAt ? { hiddenAt } : {}),
    });
  });
}

/**
 * "When you play a unit / another unit / a token unit / a gear": the player's other permanents notice a
 * permanent they played enter the board, whether from hand, by an effect or as a token. These are not
 * play effects (383.4.a.4): the permanent itself is never their source.
 */
export function firePermanentPlayed(ctx: Ctx, played: Obj): void {
  if (!played.token) fireSecondCard(ctx, played.controller, [played.id], label(played));
  if (isEquipment(played)) { const h = ctx.state.players.get(played.controller)?.history; if (h) h.playedEquipment = true; } // noted for abilities usable only after an Equipment was played this turn
  let firstNonTokenGear: boolean | undefined; // a non-token gear: whether it is the first one its controller played this turn
  if (!played.token) {
    // noted for conditions on the non-token units and gear a player played this turn
    const h = ctx.state.players.get(played.controller)?.history;
    if (h && played.types.includes("gear")) firstNonTokenGear = !h.playedNonTokenGear;
    if (h && played.types.includes("unit")) h.playedNonTokenUnit = true;
    if (h && (played.types.includes("gear") || isEquipment(played))) h.playedNonTokenGear = true;
  }
  const unit = played.types.includes("unit");
  if (unit) fireGrantedWeaponmaster(ctx, played);
  if (unit) fireDelayed(ctx, "friendlyUnitPlayed", played); // delayed trigger on each friendly unit played later this turn (390.2)
  const gear = played.types.includes("gear");
  const events: TriggerEvent[] = [
    ...(unit ? (["youPlayUnit", "youPlayAnotherUnit"] as const) : []),
    ...(unit && played.token ? (["youPlayTokenUnit"] as const) : []),
    ...(gear ? (["youPlayGear"] as const) : []),
    ...(unit && isMighty(ctx, played) ? (["youPlayMightyUnit"] as const) : []), // Mighty as it enters the board (708)
    ...(unit && tagsOf(played, ctx.state).some((t) => t.toLowerCase() === "dragon") ? (["playMeOrAnotherDragon"] as const) : []),
    ...(firstNonTokenGear ? (["playMeOrFirstNonTokenGear"] as const) : []),
  ];
  if (firstNonTokenGear === false) notFirstNonTokenGear(ctx, played);
  // a battlefield's optional trigger for whoever plays a unit there: controlled by the player who played it (190.6.c); "it" is the unit
  const bf = unit && played.zone === "BATTLEFIELD" && played.battlefield ? ctx.state.battlefields.get(played.battlefield) : undefined;
  for (const i of abilitiesOn(ctx, bf, "playerPlaysUnitHere")) {
    const id = queue(ctx, { controller: played.controller, sourceId: bf!.id, sourceIncarnation: 0, abilityIndex: i, why: `${played.controller} played ${label(played)} at ${bf!.name ?? bf!.id}`, location: `bf:${bf!.id}`, object: { id: played.id, incarnation: played.incarnation } });
    log(ctx, { kind: "TRIGGER", chainItem: id, explanation: `${bf!.name ?? bf!.id}'s ability triggers: ${played.controller} played ${label(played)} there. The ability says that player makes its choice, so ${played.controller} controls it, whoever controls the battlefield.`, citations: cite("battlefield.chooser-controls") });
  }
  // a battlefield's trigger on the first non-token unit a player plays there each turn: once a turn for each player (190.6.c)
  if (bf && !played.token) {
    const first = abilitiesOn(ctx, bf, "playerPlaysNonTokenUnitHereFirst");
    const before = bf.playedNonTokenUnitHere?.includes(played.controller);
    if (first.length && before)
      log(ctx, { kind: "TRIGGER", explanation: `${bf.name ?? bf.id}'s ability does not trigger: ${played.controller} already played a non-token unit there this turn.` });
    else if (first.length)
      for (const i of first) {
        const id = queue(ctx, { controller: played.controller, sourceId: bf.id, sourceIncarnation: 0, abilityIndex: i, why: `${played.controller} played ${label(played)} at ${bf.name ?? bf.id}, their first non-token unit there this turn`, location: `bf:${bf.id}`, object: { id: played.id, incarnation: played.incarnation } });
        log(ctx, { kind: "TRIGGER", chainItem: id, explanation: `${bf.name ?? bf.id}'s ability triggers: ${played.controller} played ${label(played)} there, the first non-token unit they played there this turn. The ability says that player makes its choice, so ${played.controller} controls it, whoever controls the battlefield.`, citations: cite("battlefield.chooser-controls") });
      }
    bf.playedNonTokenUnitHere = [...new Set([...(bf.playedNonTokenUnitHere ?? []), played.controller])];
  }
  // "When an opponent plays a gear": another player's permanents; "it" is the gear
  if (gear)
    for (const id of ctx.state.objectOrder) {
      const o = ctx.state.objects.get(id)!;
      if (!isOnBoard(o) || o.zone === "FACEDOWN" || o.controller === played.controller) continue;
      for (const i of abilitiesOn(ctx, o, "opponentPlaysGear"))
        queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${played.controller}, an opponent of ${o.controller}, played ${label(played)}, a gear`, object: { id: played.id, incarnation: played.incarnation } });
    }
  if (events.length === 0) return;
  for (const id of ctx.state.objectOrder) {
    const o = ctx.state.objects.get(id)!;
    if (o.id === played.id || !isOnBoard(o) || o.zone === "FACEDOWN") continue;
    if (o.controller !== played.controller) {
      // trigger on an opponent's unit played while the source is at a battlefield: "it" is the unit played
      if (unit && o.zone === "BATTLEFIELD")
        for (const i of abilitiesOn(ctx, o, "opponentPlaysUnitWhileAtBattlefield"))
          queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${played.controller}, an opponent, played ${label(played)} while ${label(o)} is at ${describeLocation(locationOf(o)!, ctx.state)}`, object: { id: played.id, incarnation: played.incarnation } });
      continue;
    }
    const all = abilitiesOf(o, ctx.state);
    for (const on of events)
      for (const i of abilitiesOn(ctx, o, on)) {
        const a = all[i]!;
        if (a.kind === "triggered" && typeof a.condition === "object" && "duringShowdown" in a.condition && !inShowdown(ctx, o, label(played))) continue;
        queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${played.controller} played ${label(played)}` });
      }
  }
}

/** a trigger on the turn's first non-token gear played: a later one does not trigger it (the board's playedNonTokenGearThisTurn, then the chain's). */
function notFirstNonTokenGear(ctx: Ctx, played: Obj): void {
  for (const id of ctx.state.objectOrder) {
    const o = ctx.state.objects.get(id)!;
    if (o.id === played.id || !isOnBoard(o) || o.zone === "FACEDOWN" || o.controller !== played.controller || !mentions(o.def, "playMeOrFirstNonTokenGear")) continue;
    if (abilitiesOn(ctx, o, "playMeOrFirstNonTokenGear").length)
      log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s ability does not trigger: ${played.controller} played ${label(played)}, but it is not the first non-token gear they played this turn (the board's playedNonTokenGearThisTurn, then the chain's plays).` });
  }
}

function isMighty(ctx: Ctx, o: Obj): boolean {
  const m = mightOf(o, ctx.state);
  return m !== null && m >= 5;
}

const mightyKey = (o: Obj) => `${o.id}#${o.incarnation}`;

/** Per trigger event: whether a card definition mentions it anywhere (its own abilities, effect text, abilities it grants). */
const definitionsMentioning = new Map<TriggerEvent, WeakMap<object, boolean>>();
/** Whether `def` mentions the trigger event `on`: read once per definition and event. */
function mentions(def: object | undefined, on: TriggerEvent): boolean {
  if (!def) return false;
  let known = definitionsMentioning.get(on);
  if (!known) definitionsMentioning.set(on, (known = new WeakMap()));
  let yes = known.get(def);
  if (yes === undefined) known.set(def, (yes = JSON.stringify(def).includes(`"${on}"`)));
  return yes;
}

const defListens = (def: object | undefined) => mentions(def, "friendlyUnitBecomesMighty");

function becomesMightyListened(ctx: Ctx): boolean {
  for (const o of ctx.state.objects.values()) if (isOnBoard(o) && defListens(o.def)) return true;
  for (const bf of ctx.state.battlefields.values()) if (defListens(bf.def)) return true;
  return false;
}

/**
 * "Becomes [Mighty]" (709): the moment a unit's Might goes from less than 5 to 5 or more. The units on the board are compared
 * with those seen at the last look (after each instruction, cost and cleanup); a card that entered the board since then was
 * evaluated by its printed Might where it was (711), so it becomes Mighty if that was less than 5; a token was nowhere before.
 * The first look (`first`) only notes the board as given.
 */
export function noticeBecameMighty(ctx: Ctx, first = false): void {
  noticeMightThreshold(ctx, first);
  // Nothing on the board can notice it (no definition there mentions the event): no look, and no memory of one. When a
  // listener arrives, its first look only notes the board (a unit that became Mighty as it arrived is not noticed).
  if (!becomesMightyListened(ctx)) {
    ctx.mightySeen = undefined;
    return;
  }
  if (!ctx.mightySeen) first = true;
  const seen = ctx.mightySeen ?? new Map<string, boolean>();
  const now = new Map<string, boolean>();
  const became: Obj[] = [];
  // a read-only sweep over every unit, after every instruction: the board's static sources gathered once (O(units), not O(units²))
  withStaticSourcesFixed(ctx.state, () => {
    for (const id of ctx.state.objectOrder) {
      const o = ctx.state.objects.get(id)!;
      if (!isUnit(o) || !isOnBoard(o) || o.zone === "FACEDOWN") continue;
      const mighty = isMighty(ctx, o);
      now.set(mightyKey(o), mighty);
      if (first || !mighty) continue;
      const before = seen.get(mightyKey(o));
      if (before === false || (before === undefined && !o.token && o.baseMight !== null && o.baseMight < 5)) became.push(o);
    }
  });
  ctx.mightySeen = now;
  for (const o of became) {
    const listening = [...faceupOf(ctx, o.controller)].flatMap((src) => abilitiesOn(ctx, src, "friendlyUnitBecomesMighty").map((i) => [src, i] as const));
    if (listening.length === 0) continue; // said only where an ability notices it
    log(ctx, { kind: "TRIGGER", explanation: `${label(o)} becomes Mighty: its Might is now ${mightOf(o, ctx.state)}, 5 or more, and was less than 5.`, citations: cite("mighty.becomes") });
    for (const [src, i] of listening)
      queue(ctx, { controller: src.controller, sourceId: src.id, sourceIncarnation: src.incarnation, abilityIndex: i, why: `${label(o)}, a unit ${o.controller} controls, became Mighty`, object: { id: o.id, incarnation: o.incarnation } });
  }
}

const thresholdListens = (def: object | undefined) => mentions(def, "myMightBecomesAtLeast");

/**
 * "When my Might becomes N or more": the moment the unit's own Might goes from less than N to N or more (the event is
 * the change, as 709 says of Mighty; the condition is evaluated after the event, 383.2.c). Only units whose definition
 * has the trigger are looked at, after each instruction, cost and cleanup; a card that entered the board since the last
 * look was evaluated by its printed Might; the first look only notes the board as given.
 */
function noticeMightThreshold(ctx: Ctx, first: boolean): void {
  // any object of the request in any zone with the trigger, looked for again only when objects were added (no work per instruction otherwise)
  const n = ctx.state.objectOrder.length;
  if (ctx.mightThresholdAny?.objects !== n)
    ctx.mightThresholdAny = { objects: n, any: ctx.state.objectOrder.some((id) => thresholdListens(ctx.state.objects.get(id)?.def)) };
  if (!ctx.mightThresholdAny.any) return;
  const seen = ctx.mightThresholdSeen;
  if (!seen) first = true;
  const now = new Map<string, number | null>();
  const became: [Obj, number, number][] = [];
  for (const id of ctx.state.objectOrder) {
    const o = ctx.state.objects.get(id)!;
    if (!isUnit(o) || !isOnBoard(o) || o.zone === "FACEDOWN" || !thresholdListens(o.def)) continue;
    const m = mightOf(o, ctx.state);
    now.set(mightyKey(o), m);
    if (first || m === null) continue;
    const all = abilitiesOf(o, ctx.state);
    for (const i of abilitiesOn(ctx, o, "myMightBecomesAtLeast")) {
      const a = all[i]!;
      const n = a.kind === "triggered" && typeof a.condition === "object" && "mightAtLeast" in a.condition ? a.condition.mightAtLeast : undefined;
      if (n === undefined || m < n) continue;
      const before = seen?.get(mightyKey(o));
      const was = before !== undefined ? before : o.token ? undefined : o.baseMight;
      if (was !== undefined && was !== null && was < n) became.push([o, i, n]);
    }
  }
  ctx.mightThresholdSeen = now;
  for (const [o, i, n] of became) {
    log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s Might is now ${mightOf(o, ctx.state)}: it became ${n} or more, from less than ${n}, so its ability triggers.`, citations: cite("trigger.evaluated-after-event") });
    queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${label(o)}'s Might became ${n} or more` });
  }
}

/** "… during a showdown": the turn is in a Showdown State while a showdown or a combat is in progress (308.1), read from the board's phase. */
function inShowdown(ctx: Ctx, o: Obj, played: string): boolean {
  const phase = ctx.state.phase;
  const holds = phase === "SHOWDOWN" || phase === "COMBAT";
  log(ctx, {
    kind: "TRIGGER",
    explanation: `${label(o)}'s ability ${holds ? "triggers" : "does not trigger"} for ${played}: the phase is ${phase}, ${holds ? "a showdown or combat is in progress" : "no showdown or combat is in progress"}; that condition is part of the trigger condition.`,
    citations: cite("trigger.condition-in-effect", "state.showdown"),
  });
  return holds;
}

/** "When I become [Empowered]": noticed as the object becomes Empowered (828.1.d, 827.2.a). */
export function fireBecomeEmpowered(ctx: Ctx, o: Obj): void {
  for (const i of abilitiesOn(ctx, o, "becomeEmpowered"))
    queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${label(o)} became Empowered` });
}

/** "When you empower something else": the player whose spell or ability empowered objects (441.2.a); the source itself is not something else. */
export function fireYouEmpowerOther(ctx: Ctx, player: string, empowered: Obj[]): void {
  for (const o of faceupOf(ctx, player)) {
    const others = empowered.filter((x) => x.id !== o.id);
    if (others.length === 0) continue;
    for (const i of abilitiesOn(ctx, o, "youEmpowerOther"))
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${player} empowered ${others.map((x) => label(x)).join(", ")}` });
  }
}

/**
 * A Deathknell's conditional statement (383.2.a.1), read from what was noted as the unit died (808.1.d.3): its
 * Might then, and whether another friendly unit was at its location — units dying in the same event count, as
 * none of them has left yet when the deaths are noted (370.1.a.2, 323.4). Undefined: it triggers.
 */
function deathConditionFails(ctx: Ctx, ability: Ability, o: Obj, snap: Snapshot): string | undefined {
  if (ability.kind !== "triggered" || !ability.condition || typeof ability.condition !== "string" || ability.condition === "paidAdditionalCost") return undefined;
  if (ability.condition === "diedInCombat") {
    const c = ctx.state.combat;
    return snap.inCombat ? undefined : `it was not in combat as it died (${c ? `the board's combat is at ${describeLocation(`bf:${c.battlefield}`, ctx.state)}, and it was ${snap.location ? `at ${describeLocation(snap.location, ctx.state)}` : "not at a battlefield"}${snap.location === `bf:${c.battlefield}` ? " without a combat designation" : ""}` : "the board gives no combat"})`;
  }
  if (ability.condition === "wasMighty")
    return snap.might !== null && snap.might >= 5 ? undefined : `it was not Mighty as it died (${snap.might ?? "no"} Might; Mighty is 5 or more)`;
  const others = new Set<string>();
  for (const u of ctx.state.objects.values())
    if (u.id !== o.id && isUnit(u) && isOnBoard(u) && u.zone !== "FACEDOWN" && u.controller === snap.controller && locationOf(u) === snap.location) others.add(u.id);
  for (const [id, d] of ctx.dying ?? []) if (id !== o.id && d.controller === snap.controller && d.location === snap.location && d.zone !== "FACEDOWN") others.add(id);
  const alone = others.size === 0;
  const where = snap.location ? describeLocation(snap.location, ctx.state) : "its location";
  const said = alone ? `no other friendly unit was at ${where} as it died` : `other friendly units were at ${where} as it died (${[...others].join(", ")}${[...others].some((id) => ctx.dying?.has(id)) ? ", counting those that died with it" : ""})`;
  if (ability.condition === "diedAlone") return alone ? undefined : `it did not die alone: ${said}`;
  return alone ? `it died alone: ${said}` : undefined;
}

/** Deathknell and "when I die": noted before the unit goes to the trash, with its last known information (808.1.d). */
export function fireDeath(ctx: Ctx, o: Obj, snap: Snapshot): void {
  const before = ctx.pendingTriggers.length;
  fireDeathOnce(ctx, o, snap);
  deathknellAgain(ctx, o, snap, before);
}

/**
 * A unit's static doubling its controller's Deathknell triggers (deathknellAgain): each Deathknell that just triggered for the dying
 * unit's controller is put on the chain once more for each such unit that controller controls on the board, face up. One that
 * dies in the same event leaves the board at the same time and is not counted (383.2.c.2, 370.1.a.2). Looked for only when
 * a Deathknell triggered.
 */
function deathknellAgain(ctx: Ctx, o: Obj, snap: Snapshot, before: number): void {
  const fired = ctx.pendingTriggers.slice(before).filter((t) => t.controller === snap.controller);
  if (fired.length === 0) return;
  const sources = ctx.state.objectOrder.map((id) => ctx.state.objects.get(id)!).filter((u) =>
    u.id !== o.id && isUnit(u) && isOnBoard(u) && u.zone !== "FACEDOWN" && u.controller === snap.controller && !ctx.dying?.has(u.id)
    && staticRules(u, ctx.state).some((r) => r.rule === "deathknellAgain"));
  for (const src of sources) {
    for (const t of fired) ctx.pendingTriggers.push({ ...t, id: nextTriggerId(ctx, t.sourceId, t.abilityIndex), why: `${t.why}; its Deathknell triggers an additional time (${label(src)})` });
    log(ctx, { kind: "TRIGGER", explanation: `${label(src)} makes ${snap.controller}'s Deathknell effects trigger an additional time: ${label(o)}'s Deathknell (${fired.map((t) => t.id).join(", ")}) triggers once more.`, citations: cite("keyword.deathknell") });
  }
  if (ctx.dying?.size) {
    const gone = [...ctx.dying.keys()].filter((id) => id !== o.id).map((id) => ctx.state.objects.get(id)).filter((u): u is Obj => !!u && (u.def?.abilities ?? []).some((a) => a.kind === "static" && a.rule.rule === "deathknellAgain"));
    for (const u of gone) log(ctx, { kind: "TRIGGER", explanation: `${label(u)} dies in the same event as ${label(o)}, so it does not make that Deathknell trigger an additional time.`, citations: cite("trigger.left-with-event", "events.simultaneous") });
  }
}

function fireDeathOnce(ctx: Ctx, o: Obj, snap: Snapshot): void {
  const all = abilitiesOf(o, ctx.state);
  for (const i of abilitiesOn(ctx, o, "die")) {
    const ability = all[i]!;
    const fails = deathConditionFails(ctx, ability, o, snap);
    if (fails) {
      const alone = ability.kind === "triggered" && (ability.condition === "diedAlone" || ability.condition === "diedNotAlone");
      const combat = ability.kind === "triggered" && ability.condition === "diedInCombat";
      const citations = cite("trigger.condition-in-effect", "keyword.deathknell-notes", ...(alone ? (["unit.alone"] as const) : []), ...(combat ? (["unit.in-combat"] as const) : []), ...(ctx.dying?.size ? (["events.simultaneous"] as const) : []));
      log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s ${combat ? "\"When I die in combat\" ability" : "Deathknell"} does not trigger: ${fails}.`, citations });
      continue;
    }
    queue(ctx, {
      controller: snap.controller, sourceId: o.id, sourceIncarnation: o.incarnation + 1, abilityIndex: i, why: `${label(o)} died`,
      lookBack: { might: snap.might, ...(snap.location ? { location: snap.location } : {}) },
    });
  }
  // Deathknell in an attached Equipment's effect text is the unit's (136.2.c); the Equipment stays on the board
  for (const { gear, index, ability } of appendedAbilities(o, ctx.state))
    if (ability.kind === "triggered" && ability.on === "die" && !deathConditionFails(ctx, ability, o, snap))
      queue(ctx, { controller: snap.controller, sourceId: gear.id, sourceIncarnation: gear.incarnation, abilityIndex: index, why: `${label(o)} died`, lookBack: { might: snap.might }, self: { id: o.id, incarnation: o.incarnation + 1 } });
}

/**
 * "When another friendly unit dies": evaluated after the death (383.2.c), by its controller's other units still on
 * the board. A unit that died in the same event has left the board and does not trigger (383.2.c.2, 370.1.a.2).
 */
export function fireFriendlyDeath(ctx: Ctx, died: Snapshot, together: ReadonlySet<string>): void {
  if (died.zone === "FACEDOWN") return;
  fireEnemyDeath(ctx, died);
  for (const id of ctx.state.objectOrder) {
    const o = ctx.state.objects.get(id)!;
    if (o.id === died.id) continue;
    if (!isOnBoard(o)) {
      if (together.has(o.id) && o.controller === died.controller && (o.def?.abilities ?? []).some((a) => a.kind === "triggered" && a.on === "anotherFriendlyDies"))
        log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s "another friendly unit dies" ability does not trigger for ${died.id}: it died in the same event, so it was no longer on the board.`, citations: cite("trigger.left-with-event", "events.simultaneous") });
      continue;
    }
    if (o.zone === "FACEDOWN" || o.controller !== died.controller) continue;
    for (const i of abilitiesOn(ctx, o, "anotherFriendlyDies"))
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `another friendly unit (${died.id}) died` });
    // trigger on another friendly unit without the Recruit tag dying: its tags as it died
    if (!(died.tags ?? []).some((t) => t.toLowerCase() === "recruit"))
      for (const i of abilitiesOn(ctx, o, "anotherNonRecruitDies"))
        queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `another non-Recruit unit ${o.controller} controls (${died.id}) died` });
    // trigger on the turn's first friendly death in its controller's Beginning Phase: the first of the turn, noted as it died
    if (died.firstInBeginningPhase)
      for (const i of abilitiesOn(ctx, o, "firstFriendlyDiesInBeginningPhase"))
        queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `a friendly unit (${died.id}) died, the first during ${o.controller}'s Beginning Phase this turn` });
    // trigger on the turn's first friendly death: the first of the turn (the board's unitsDiedThisTurn counts earlier ones), noted as it died
    if (died.firstOfTurn)
      for (const i of abilitiesOn(ctx, o, "firstFriendlyDies"))
        queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `a friendly unit (${died.id}) died, the first of ${o.controller}'s units to die this turn` });
    // a gear's or legend's trigger on any friendly unit's death: a unit its controller controlled as it died
    for (const i of abilitiesOn(ctx, o, "friendlyUnitDies"))
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `a friendly unit (${died.id}) died` });
    // "When a buffed friendly unit dies": buffed as it died (noted before it left the board)
    if (died.buffs)
      for (const i of abilitiesOn(ctx, o, "friendlyBuffedUnitDies"))
        queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `a buffed friendly unit (${died.id}) died` });
  }
}

/**
 * a once-a-turn trigger on an enemy death while the source is at a battlefield: the other players' units at a battlefield notice it, once a turn;
 * "… when an enemy unit here dies": only those at the location the unit died at.
 */
function fireEnemyDeath(ctx: Ctx, died: Snapshot): void {
  for (const o of [...ctx.state.objects.values()]) {
    if (o.zone !== "BATTLEFIELD" || o.controller === died.controller) continue;
    for (const i of abilitiesOn(ctx, o, "enemyDiesWhileAtBattlefield"))
      if (firstTimeThisTurn(ctx, o, i))
        queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `an enemy unit (${died.id}) died while ${label(o)} is at a battlefield` });
    if (locationOf(o) !== died.location) continue;
    for (const i of abilitiesOn(ctx, o, "enemyDiesHere"))
      if (firstTimeThisTurn(ctx, o, i))
        queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `an enemy unit (${died.id}) died at ${describeLocation(died.location!, ctx.state)}, where ${label(o)} is` });
  }
}

/**
 * A player killed a unit with a spell: the kill is attributed to the item (428.5.b, 428.5.c) and the item is a spell of theirs, or
 * a triggered ability its spell made (428.5.d). Noticed by their cards in their trash whose ability works from there (a unit that
 * may then be played from the trash); the unit killed is not one of them.
 */
export function fireKilledWithSpell(ctx: Ctx, killer: ChainItem, killed: Obj): void {
  const fromSpell = killer.kind === "spell" || (killer.kind === "triggered" && killer.abilityIndex === -1 && ctx.state.removedItems.get(killer.sourceId ?? "")?.kind === "spell");
  if (!fromSpell) return;
  const player = killer.controller;
  for (const o of ctx.state.objects.values()) {
    if (o.zone !== "TRASH" || o.owner !== player || o.id === killed.id || !o.def) continue;
    for (const i of abilitiesOn(ctx, o, "youKillUnitWithSpell"))
      queue(ctx, { controller: player, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${player} killed ${label(killed)} with a spell (${killer.name})` });
  }
}

/**
 * "When you kill a stunned enemy unit": a kill attributed to a spell or ability (428.5.b, 428.5.c), whose controller is responsible
 * for it (428.5.c.1), of a unit stunned as it died and controlled then by an opponent of that player; noticed by that player's
 * permanents on the board, face up.
 */
export function fireKilledStunnedEnemy(ctx: Ctx, killer: ChainItem, killed: Obj, wasStunned: boolean): void {
  const player = killer.controller;
  const was = killed.leftController ?? killed.controller;
  if (!wasStunned || was === player) return;
  for (const id of ctx.state.objectOrder) {
    const o = ctx.state.objects.get(id)!;
    if (!isOnBoard(o) || o.zone === "FACEDOWN" || o.controller !== player) continue;
    for (const i of abilitiesOn(ctx, o, "youKillStunnedEnemy"))
      queue(ctx, { controller: player, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${player} killed ${label(killed)}, a stunned unit of ${was}, with ${killer.name}` });
  }
}

/** "When an opponent scores": noticed as a spell or ability makes a player score (471), by the other players' permanents. */
export function fireOpponentScored(ctx: Ctx, player: string): void {
  for (const id of ctx.state.objectOrder) {
    const o = ctx.state.objects.get(id)!;
    if (!isOnBoard(o) || o.zone === "FACEDOWN" || o.controller === player) continue;
    for (const i of abilitiesOn(ctx, o, "opponentScores"))
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${player}, an opponent, scored` });
  }
}

/** a conquest here by at least N Mighty units: counted as the player conquers (part of the trigger condition, 383.2.a.1). */
function mightyConditionHolds(ctx: Ctx, a: Ability | undefined, battlefield: string, player: string, where: string): boolean {
  const c = a?.kind === "triggered" ? a.condition : undefined;
  if (!c || typeof c !== "object" || !("mightyUnitsHereAtLeast" in c)) return true;
  const mighty = ctx.state.objectOrder.map((id) => ctx.state.objects.get(id)!).filter((x) =>
    isUnit(x) && x.zone === "BATTLEFIELD" && x.battlefield === battlefield && x.controller === player && (mightOf(x, ctx.state) ?? 0) >= 5);
  const holds = mighty.length >= c.mightyUnitsHereAtLeast;
  log(ctx, {
    kind: "TRIGGER",
    explanation: `${where}'s ability ${holds ? "triggers" : "does not trigger"}: ${player} has ${mighty.length} Mighty unit${mighty.length === 1 ? "" : "s"} (5+ Might) there as it conquers it${mighty.length ? ` (${mighty.map(label).join(", ")})` : ""}, ${c.mightyUnitsHereAtLeast} or more needed; that condition is part of the trigger condition.`,
    citations: cite("trigger.condition-in-effect"),
  });
  return holds;
}

/**
 * a condition on N or more excess damage assigned: the engine's own conquests are arrivals at a battlefield without a combat
 * (323.11), so no combat damage was assigned and the condition, part of the trigger condition (383.2.a.1), does not hold.
 */
/**
 * A trigger condition (383.2.a.1) that its controller has played, this turn, a spell as well as a unit and a gear that are not tokens: their turn history as the
 * trigger condition is met (the board's, with what the chain played). Why it fails, or undefined when it holds (or is not that condition).
 */
export function playedUnitGearAndSpellFails(ctx: Ctx, a: Ability | undefined, player: string): string | undefined {
  const inner = a ? innerAbility(a) : undefined;
  const c = inner?.kind === "triggered" ? inner.condition : undefined;
  if (!c || typeof c !== "object" || !("playedUnitGearAndSpell" in c)) return undefined;
  const h = ctx.state.players.get(player)?.history;
  const missing = [...(h?.playedNonTokenUnit ? [] : ["a non-token unit"]), ...(h?.playedNonTokenGear ? [] : ["a non-token gear"]), ...((h?.spellsPlayed ?? 0) > 0 ? [] : ["a spell"])];
  return missing.length ? `${player} has not played ${missing.join(", ")} this turn` : undefined;
}

/** A conquest that ends a combat (466.5.d), in its Resolution Step: the conquering player, and whether they were its attacker. */
export interface CombatConquest {
  attacker: boolean;
}

function excessConditionFails(ctx: Ctx, a: Ability | undefined, who: string, where: string, combat?: CombatConquest, player?: string): boolean {
  const inner = a ? innerAbility(a) : undefined;
  const c = inner?.kind === "triggered" ? inner.condition : undefined;
  if (!c || typeof c !== "object" || !("excessDamageAtLeast" in c)) return false;
  if (combat && player !== undefined) {
    // the combat whose Resolution Step made the conquest: the excess damage the player assigned in it (the board's excessDamageAssigned)
    const n = ctx.state.players.get(player)?.excessDamageAssigned ?? 0;
    const holds = n >= c.excessDamageAtLeast;
    log(ctx, {
      kind: "TRIGGER",
      explanation: `${who}'s ability ${holds ? "triggers" : "does not trigger"}: ${player} assigned ${n} excess damage in the combat that ended with the conquest of ${where} (the board's excessDamageAssigned), ${c.excessDamageAtLeast} or more needed; that condition is part of the trigger condition.`,
      citations: cite("trigger.condition-in-effect", "combat.excess-damage"),
    });
    return !holds;
  }
  log(ctx, {
    kind: "TRIGGER",
    explanation: `${who}'s ability does not trigger: ${where} was conquered without a combat, so no combat damage was assigned, let alone ${c.excessDamageAtLeast} or more excess damage; that condition is part of the trigger condition.`,
    citations: cite("trigger.condition-in-effect", "combat.excess-damage"),
  });
  return true;
}

/** Conquer effects for conquering a battlefield triggering once more (a unit's static there): the conquering player's units with it at that battlefield. */
function conquerAgainSources(ctx: Ctx, battlefield: string, player: string): Obj[] {
  return ctx.state.objectOrder.map((id) => ctx.state.objects.get(id)!).filter((o) =>
    isUnit(o) && o.zone === "BATTLEFIELD" && o.battlefield === battlefield && o.controller === player && staticRules(o, ctx.state).some((r) => r.rule === "conquerEffectsAgainHere"));
}

/** The conquer effects of one permanent at a battlefield (a unit, or gear attached to one): "When I conquer" and its kin (383.4.c.2.a). */
function queueOwnConquerEffects(ctx: Ctx, o: Obj, battlefield: string, where: string, why: string, wasUncontrolled: boolean, combat?: CombatConquest): void {
  // a unit whose hold effects are also conquer effects (an Equipment's effect text on it): its hold triggers too
  const unit = isUnit(o) ? o : o.attachedTo ? ctx.state.objects.get(o.attachedTo) : undefined;
  const swap = unit ? appendedAbilities(unit, ctx.state).find((x) => x.ability.kind === "static" && x.ability.rule.rule === "holdAndConquerEffectsSwap") : undefined;
  const holds = swap ? abilitiesOn(ctx, o, "hold").filter((i) => holdAsConquerFits(ctx, o, unit!, i, swap.gear)) : [];
  // "When I conquer after an attack": a conquest ending a combat its controller attacked in (the engine's Resolution Step)
  const afterAttack = combat?.attacker ? abilitiesOn(ctx, o, "conquerAfterAttack") : [];
  for (const i of [...abilitiesOn(ctx, o, "conquer"), ...abilitiesOn(ctx, o, "conquerOrHold"), ...abilitiesOn(ctx, o, "playedOrConquer"), ...abilitiesOn(ctx, o, "playMeOrScore"), ...afterAttack, ...holds]) {
    // trigger on conquering a battlefield nobody held: its control just before the conquest (part of the trigger condition)
    const a = abilitiesOf(o, ctx.state)[i];
    if (a?.kind === "triggered" && typeof a.condition === "object" && "wasUncontrolled" in a.condition && !wasUncontrolled) {
      log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s ability does not trigger: ${where} was not uncontrolled just before ${why.includes("activated") ? "its conquer effects were activated (no conquest happens: its control as it is)" : "the conquest"}, and that is part of its trigger condition.`, citations: cite("trigger.condition-in-effect") });
      continue;
    }
    if (!firstTimeThisTurn(ctx, o, i)) continue;
    if (excessConditionFails(ctx, abilitiesOf(o, ctx.state)[i], label(o), where, combat, o.controller)) continue;
    const played = playedUnitGearAndSpellFails(ctx, abilitiesOf(o, ctx.state)[i], o.controller);
    if (played) {
      log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s ability does not trigger: ${played}; that condition is part of the trigger condition.`, citations: cite("trigger.condition-in-effect") });
      continue;
    }
    queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why, location: `bf:${battlefield}` });
  }
  fireDelayed(ctx, "conquers", o, where); // a "When I conquer" ability it has this turn (477.2.a)
}

/**
 * A hold trigger of a unit (or of its Equipment's effect text) that is also a conquer effect: it triggers on the conquest,
 * its conditional statement checked now (383.2.a.1): the one on exactly one other friendly unit there is the only one checked.
 */
function holdAsConquerFits(ctx: Ctx, o: Obj, unit: Obj, i: number, gear: Obj): boolean {
  const a = abilitiesOf(o, ctx.state)[i];
  const c = a?.kind === "triggered" ? a.condition : undefined;
  let fits = true;
  let seen = "";
  if (c !== undefined) {
    if (typeof c === "object" && "exactlyOneOtherHere" in c) {
      const others = ctx.state.objectOrder.map((id) => ctx.state.objects.get(id)!).filter((x) => x.id !== unit.id && isUnit(x) && x.zone === "BATTLEFIELD" && x.battlefield === unit.battlefield && x.controller === unit.controller);
      fits = others.length === 1;
      seen = `; ${unit.controller} has ${others.length} other unit${others.length === 1 ? "" : "s"} there, exactly one needed (part of its trigger condition, 383.2.a.1)`;
    } else {
      fits = false;
      seen = "; its conditional statement is not one the engine checks for a conquest, so it is not put on the chain";
    }
  }
  log(ctx, { kind: "TRIGGER", explanation: `${label(gear)} makes ${label(unit)}'s hold effects conquer effects too: ${label(o)}'s ability ${i} (a hold effect) ${fits ? "triggers on this conquest" : "does not trigger"}${seen}.`, citations: cite("trigger.conquer-effect", ...(c !== undefined ? (["trigger.condition-in-effect"] as const) : [])) });
  return fits;
}

/**
 * "Activate the conquer effects of units here" (383.4.g.1): each unit at the battlefield (with the Equipment attached to it, whose
 * effect text is the unit's) has the conditions of its conquer effects checked as if it had conquered there; those whose other
 * conditions hold are put on the chain as if they had just triggered, each controlled by its unit's controller. No conquest happens.
 */
export function activateConquerEffects(ctx: Ctx, battlefield: string): Obj[] {
  const bf = ctx.state.battlefields.get(battlefield);
  const where = bf?.name ?? battlefield;
  const here = ctx.state.objectOrder.map((id) => ctx.state.objects.get(id)!).filter((o) => o.zone === "BATTLEFIELD" && o.battlefield === battlefield);
  const units = here.filter(isUnit);
  for (const o of here) {
    const unit = isUnit(o) ? o : o.attachedTo ? ctx.state.objects.get(o.attachedTo) : undefined;
    if (!unit || !units.includes(unit)) continue;
    queueOwnConquerEffects(ctx, o, battlefield, where, `the conquer effects of units at ${where} were activated`, bf?.uncontrolled === true); // no conquest: its control as it is
  }
  return units;
}

export function fireConquer(ctx: Ctx, battlefield: string, player: string, wasUncontrolled = false, combat?: CombatConquest): void {
  noteConquered(ctx.state, player, battlefield);
  const before = ctx.pendingTriggers.length;
  fireConquerOnce(ctx, battlefield, player, wasUncontrolled, combat);
  // conquer effects triggering once more for each such unit there
  const again = conquerAgainSources(ctx, battlefield, player);
  if (again.length === 0) return;
  const fired = ctx.pendingTriggers.slice(before).filter((t) => t.controller === player);
  for (const src of again) {
    for (const t of fired) {
      const id = t.abilityIndex >= 0 ? nextTriggerId(ctx, t.sourceId, t.abilityIndex) : delayedTriggerId(ctx, t.sourceId);
      ctx.pendingTriggers.push({ ...t, id, why: `${t.why}; it triggers an additional time (${label(src)})` });
    }
    if (fired.length)
      log(ctx, { kind: "TRIGGER", explanation: `${label(src)} is at ${ctx.state.battlefields.get(battlefield)?.name ?? battlefield}, which ${player} conquered: ${player}'s conquer effects for conquering there trigger an additional time (${fired.map((t) => t.id).join(", ")}).`, citations: cite("trigger.conquer-effect") });
  }
}

function fireConquerOnce(ctx: Ctx, battlefield: string, player: string, wasUncontrolled: boolean, combat?: CombatConquest): void {
  const bf = ctx.state.battlefields.get(battlefield);
  for (const i of abilitiesOn(ctx, bf, "conquerHere")) {
    if (!mightyConditionHolds(ctx, bf?.def?.abilities[i], battlefield, player, bf?.name ?? battlefield)) continue;
    if (excessConditionFails(ctx, bf?.def?.abilities[i], bf?.name ?? battlefield, bf?.name ?? battlefield, combat, player)) continue;
    if (!runesConditionMet(ctx, bf?.def?.abilities[i], player, bf?.name ?? battlefield)) continue;
    queue(ctx, { controller: player, sourceId: battlefield, sourceIncarnation: 0, abilityIndex: i, why: `${player} conquered ${bf?.name ?? battlefield}`, location: `bf:${battlefield}` });
  }
  // "When I conquer": the conquering player's permanents at that battlefield (a unit and its attached gear).
  for (const id of ctx.state.objectOrder) {
    const o = ctx.state.objects.get(id)!;
    if (o.zone !== "BATTLEFIELD" || o.battlefield !== battlefield || o.controller !== player) continue;
    if (isUnit(o)) o.conqueredThisTurn = true; // "if I didn't conquer this turn"
    queueOwnConquerEffects(ctx, o, battlefield, bf?.name ?? battlefield, `${label(o)} conquered ${bf?.name ?? battlefield}${wasUncontrolled ? ", which was uncontrolled" : ""}${combat ? " as the combat there resolved" : ""}`, wasUncontrolled, combat);
  }
  // "When you conquer": every permanent of the conquering player, wherever it is (a legend in its base too).
  const where = bf?.name ?? battlefield;
  for (const id of ctx.state.objectOrder) {
    const o = ctx.state.objects.get(id)!;
    if (!isOnBoard(o) || o.zone === "FACEDOWN" || o.controller !== player) continue;
    const all = abilitiesOf(o, ctx.state);
    for (const i of [...abilitiesOn(ctx, o, "youConquer"), ...abilitiesOn(ctx, o, "youConquerOrHold")]) {
      const a = all[i]!;
      const atLeast = a.kind === "triggered" && typeof a.condition === "object" && "unitsThereAtLeast" in a.condition ? a.condition.unitsThereAtLeast : undefined;
      if (atLeast !== undefined) {
        const units = ctx.state.objectOrder.filter((u) => { const x = ctx.state.objects.get(u)!; return isUnit(x) && x.zone === "BATTLEFIELD" && x.battlefield === battlefield && x.controller === player; });
        const said = `${player} has ${units.length} unit${units.length === 1 ? "" : "s"} at ${where} as it conquers it (${atLeast} or more needed)`;
        log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s ability ${units.length >= atLeast ? "triggers" : "does not trigger"}: ${said}; that condition is part of the trigger condition.`, citations: cite("trigger.condition-in-effect") });
        if (units.length < atLeast) continue;
      }
      if (excessConditionFails(ctx, a, label(o), where, combat, player)) continue;
      queue(ctx, { controller: player, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${player} conquered ${where}`, location: `bf:${battlefield}` });
    }
  }
  // a card in the conquering player's trash whose "When you conquer" returns itself from there (an ability that works in the trash)
  for (const id of ctx.state.objectOrder) {
    const o = ctx.state.objects.get(id)!;
    if (o.zone !== "TRASH" || o.owner !== player) continue;
    (o.def?.abilities ?? []).forEach((a, i) => {
      if (a.kind === "triggered" && a.on === "youConquer" && JSON.stringify(a.effect).includes('"op":"returnSelfFromTrash"'))
        queue(ctx, { controller: player, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${player} conquered ${where} (${o.name} works from the trash)`, location: `bf:${battlefield}` });
    });
  }
}

/** Hold effects whose event names no battlefield of its own: the hold is at the battlefield the caller gives with the trigger. */
const PLAYER_HOLDS = new Set(["youHold", "youOrAllyHold"]);
/** Triggers that are hold effects only when they trigger on a hold (383.4.d): placed by the caller in a Beginning Phase (315.2.b.2). */
const UNIT_HOLD_OR_OTHER = new Set(["conquerOrHold", "playMeOrHold"]);

/**
 * The battlefield whose hold made a trigger the caller placed trigger, if it is a hold effect (383.4.d): a unit's "When I hold" (or
 * its Equipment's effect text) at the unit's battlefield, a battlefield's "When you hold here", a player's "When you hold" at the
 * item's battlefield; a "conquer or hold" or "play me or hold" one (and a conquer effect that an Equipment makes a hold effect too)
 * only while the board is in a Beginning Phase, when holds happen. `undefined` for another trigger; `null` for a hold effect
 * whose battlefield is not known (a player's, without the item's battlefield).
 */
function holdPlace(ctx: Ctx, item: ChainItem, a: Extract<Ability, { kind: "triggered" }>): string | null | undefined | { notBeginning: string | null } {
  const state = ctx.state;
  const beginning = BEGINNING_PHASES.includes(state.phase);
  const unit = item.selfId !== undefined ? state.objects.get(item.selfId) : state.objects.get(item.sourceId ?? "");
  const unitPlace = () => (unit && unit.zone === "BATTLEFIELD" && unit.battlefield !== undefined ? unit.battlefield : item.input.battlefield ?? null);
  if (a.on === "hold") return unitPlace();
  if (a.on === "holdHere") return state.battlefields.has(item.sourceId ?? "") ? item.sourceId! : undefined;
  if (PLAYER_HOLDS.has(a.on)) return item.input.battlefield ?? null;
  const swapped = a.on === "conquer" && unit && isUnit(unit) && appendedAbilities(unit, state).some((x) => x.ability.kind === "static" && x.ability.rule.rule === "holdAndConquerEffectsSwap");
  if (!UNIT_HOLD_OR_OTHER.has(a.on) && a.on !== "youConquerOrHold" && !swapped) return undefined;
  const place = a.on === "youConquerOrHold" ? item.input.battlefield ?? null : unitPlace();
  return beginning ? place : { notBeginning: place };
}

/**
 * A unit's static that makes its controller's hold effects here trigger twice: a hold effect the caller places (holds are not
 * part of chain resolution) for its controller's hold of the battlefield where such a unit of theirs is triggers once more for each
 * such unit; the engine adds that trigger, which goes on the chain as the one the caller placed is followed by the cleanup.
 */
export function holdEffectsAgain(ctx: Ctx, item: ChainItem): void {
  if (item.kind !== "triggered" || !item.callerPlaced || item.sourceId === undefined || item.abilityIndex === undefined) return;
  const state = ctx.state;
  const sentinels = state.objectOrder.map((id) => state.objects.get(id)!).filter((o) => isUnit(o) && o.zone === "BATTLEFIELD" && o.controller === item.controller && staticRules(o, state).some((r) => r.rule === "holdEffectsAgainHere"));
  if (sentinels.length === 0) return;
  const printed = (state.objects.get(item.sourceId)?.def ?? state.battlefields.get(item.sourceId)?.def)?.abilities[item.abilityIndex];
  const a = printed && !item.granted ? innerAbility(printed) : undefined;
  if (a?.kind !== "triggered") return;
  const where = holdPlace(ctx, item, a);
  if (where === undefined) return;
  if (typeof where === "object" && where !== null) {
    if (where.notBeginning !== null && !sentinels.some((o) => o.battlefield === where.notBeginning)) return;
    log(ctx, { kind: "TRIGGER", chainItem: item.id, explanation: `${item.name} is a conquer effect or a hold effect; the board's phase (${state.phase}) is not a Beginning Phase, when holds happen, so it is taken as triggered by a conquest, and ${sentinels.map(label).join(", ")} ${sentinels.length === 1 ? "does" : "do"} not make it trigger an additional time (give the phase BEGINNING for a hold).`, citations: cite("trigger.hold-effect", "trigger.conquer-effect") });
    return;
  }
  if (where === null) {
    log(ctx, { kind: "TRIGGER", chainItem: item.id, explanation: `${item.name} is a hold effect of ${item.controller}, whose ${sentinels.map(label).join(", ")} make${sentinels.length === 1 ? "s" : ""} hold effects for holding ${sentinels.length === 1 ? "its battlefield" : "their battlefields"} trigger an additional time, but the request does not say which battlefield was held (give the item's battlefield), so it is not put on the chain again.`, citations: cite("trigger.hold-effect") });
    return;
  }
  const here = sentinels.filter((o) => o.battlefield === where);
  const name = state.battlefields.get(where)?.name ?? where;
  for (const src of here) {
    const id = nextTriggerId(ctx, item.sourceId, item.abilityIndex);
    ctx.pendingTriggers.push({ id, controller: item.controller, sourceId: item.sourceId, sourceIncarnation: item.sourceIncarnation ?? 0, abilityIndex: item.abilityIndex, why: `${item.controller} held ${name}; it triggers an additional time (${label(src)})`, location: `bf:${where}` });
    log(ctx, { kind: "TRIGGER", chainItem: item.id, explanation: `${label(src)} is at ${name}, which ${item.controller} held: ${item.controller}'s hold effects for holding there trigger an additional time, so ${item.name} triggers once more (${id}).`, citations: cite("trigger.hold-effect") });
  }
}

/** Handles the outstanding task of putting noticed triggers on the chain. */
export function putTriggersOnChain(ctx: Ctx): void {
  while (ctx.pendingTriggers.length > 0) {
    const order = ctx.state.playerOrder;
    const start = order.indexOf(ctx.state.turnPlayer);
    const rotation = [...order.slice(start), ...order.slice(0, start)];
    const player = rotation.find((p) => ctx.pendingTriggers.some((t) => t.controller === p))!;
    let mine = ctx.pendingTriggers.filter((t) => t.controller === player);
    if (mine.length > 1) {
      const n = ctx.orderDecisions.get(player) ?? 0;
      const choice = decide(ctx, {
        item: `${player}:trigger-order`,
        index: n,
        player,
        prompt: `${mine.length} of your abilities triggered at the same time; give the order to put them on the chain (first is put on first and resolves last).`,
        options: mine.map((t) => t.id),
      });
      ctx.orderDecisions.set(player, n + 1);
      const wanted = choice.objects ?? [];
      const sorted = wanted.map((id) => mine.find((t) => t.id === id)).filter((t): t is PendingTrigger => !!t);
      if (sorted.length !== mine.length) {
        log(ctx, { kind: "ERROR", explanation: `The trigger order given for ${player} must list exactly: ${mine.map((t) => t.id).join(", ")}.` });
        return;
      }
      mine = sorted;
      log(ctx, { kind: "TRIGGER", explanation: `${player} orders simultaneous triggers: ${mine.map((t) => t.id).join(", ")}.`, citations: cite("trigger.order-one-player") });
    }
    ctx.pendingTriggers = ctx.pendingTriggers.filter((t) => t.controller !== player);
    for (const t of mine) addTrigger(ctx, t);
  }
}

/** A delayed triggered ability (390.2) noticed: e.g. one on a unit's death this turn, or one killing any unit dealt damage this turn */
export function fireDelayed(ctx: Ctx, on: "dies" | "takesDamage" | "friendlyUnitPlayed" | "conquers", o: Obj, where?: string): void {
  for (const d of ctx.state.delayedTriggers ?? []) {
    if (d.on !== on || (d.objectId !== undefined && (d.objectId !== o.id || d.incarnation !== o.incarnation))) continue;
    if (on === "friendlyUnitPlayed" && o.controller !== d.controller) continue;
    const id = delayedTriggerId(ctx, d.from);
    ctx.pendingTriggers.push({
      id, controller: on === "conquers" ? o.controller : d.controller, sourceId: d.from, sourceIncarnation: 0, abilityIndex: -1, // a unit's own ability: its controller's
      why: on === "dies" ? `${label(o)} died` : on === "takesDamage" ? `${label(o)} took damage` : on === "conquers" ? `${label(o)} conquered ${where ?? "a battlefield"}` : `${o.controller} played ${label(o)}`,
      delayed: { name: d.name, effect: d.effect, ...(on !== "dies" ? { it: { id: o.id, incarnation: o.incarnation } } : {}), ...(d.reflexive ? { reflexive: true as const } : {}) },
    });
  }
  if (on === "dies") ctx.state.delayedTriggers = (ctx.state.delayedTriggers ?? []).filter((d) => !(d.on === "dies" && d.objectId === o.id)); // it dies once
  // a delayed kill on the next damage dealt to a unit: gone once it has triggered
  if (on === "takesDamage" && ctx.state.delayedTriggers?.some((d) => d.once && d.on === on && d.objectId === o.id))
    ctx.state.delayedTriggers = ctx.state.delayedTriggers.filter((d) => !(d.once && d.on === on && d.objectId === o.id));
  // only the first unit played after it this turn: gone once it has triggered
  if (on === "friendlyUnitPlayed") ctx.state.delayedTriggers = (ctx.state.delayedTriggers ?? []).filter((d) => !(d.on === "friendlyUnitPlayed" && d.once && d.controller === o.controller));
}

function addDelayedTrigger(ctx: Ctx, t: PendingTrigger, d: NonNullable<PendingTrigger["delayed"]>): void {
  const item: ChainItem = {
    id: t.id, kind: "triggered", name: d.name, controller: t.controller, effect: d.effect,
    targets: new Map(), input: { id: t.id, controller: t.controller }, costObjects: [], paidAdditionalCost: false, repeat: false, decisionCount: 0,
    ...(d.it ? { selfId: d.it.id, selfIncarnation: d.it.incarnation, triggerInfo: { object: d.it, ...(d.location ? { location: d.location } : {}) } } : {}),
    ...(d.them ? { triggerInfo: { objects: d.them, ...(d.location ? { location: d.location } : {}) } } : {}),
    ...(d.chosenPlayer ? { chosenPlayer: d.chosenPlayer } : {}),
    ...(d.fromItem ? { fromItem: d.fromItem } : {}),
    ...(d.burned ? { burnedCard: d.burned } : {}),
    ...(d.ofSource ? { sourceId: t.sourceId, sourceIncarnation: t.sourceIncarnation, selfId: t.sourceId, selfIncarnation: t.sourceIncarnation } : {}),
    ...(d.about && t.sourceId !== undefined ? { selfId: t.sourceId, selfIncarnation: t.sourceIncarnation, triggerInfo: { object: d.about } } : {}),
  };
  if (d.copyOf) item.triggerInfo = { ...item.triggerInfo, copyOf: d.copyOf }; // the object its copy effect copies (477.1.b)
  if (d.effect.targets.length) chooseTargetsOnChain(ctx, item, t); // a reflexive trigger's own targets, "up to two of them" among tokens (388, 355.5.b)
  const citations = d.reflexive ? cite("reflexive.trigger", "reflexive.uses-chain") : d.granted ? cite(d.granted === "Weaponmaster" ? "keyword.weaponmaster" : "keyword.quick-draw", "layer.abilities-granted", "trigger.play-effect") : cite("delayed.trigger", "trigger.placed-on-chain");
  log(ctx, { kind: "TRIGGER", chainItem: item.id, explanation: `${item.name} triggers (${t.why}) and goes on the chain as ${item.id}.`, citations });
  finalizeItem(ctx, item);
}

function addTrigger(ctx: Ctx, t: PendingTrigger): void {
  if (t.delayed) return addDelayedTrigger(ctx, t, t.delayed);
  const state = ctx.state;
  const src = state.objects.get(t.sourceId);
  const bf = state.battlefields.get(t.sourceId);
  // a unit that left the board as a copy: what triggered on its leaving is its rules text then (last known information)
  const printed = (t.lookBack && src?.leftDef && src.leftDef.incarnation === src.incarnation ? src.leftDef.def : (src?.def ?? bf?.def))?.abilities[t.abilityIndex];
  const ability = printed ? innerAbility(printed) : undefined; // it triggered while active (727.1.c.1)
  if (!ability || ability.kind !== "triggered") return;
  const unit = src && isEffectText(src, t.abilityIndex) ? topMost(src, state) : undefined;
  if (src && isEffectText(src, t.abilityIndex) && !unit && !t.lookBack) return; // effect text of an unattached Equipment is inactive (136.2.b)
  const item: ChainItem = {
    id: t.id,
    kind: "triggered",
    name: `${src?.name ?? bf?.name ?? t.sourceId}'s triggered ability`,
    controller: t.controller,
    effect: ability.effect,
    sourceId: t.sourceId,
    sourceIncarnation: t.sourceIncarnation,
    abilityIndex: t.abilityIndex,
    targets: new Map(),
    input: { id: t.id, controller: t.controller, source: t.sourceId, ability: t.abilityIndex },
    costObjects: [],
    paidAdditionalCost: t.paidAdditionalCost === true,
    repeat: false,
    decisionCount: 0,
    ...(t.location || t.lookBack?.location || t.object
      ? { triggerInfo: { ...(t.location || t.lookBack?.location ? { location: (t.location ?? t.lookBack?.location)! } : {}), ...(t.movedFrom ? { movedFrom: t.movedFrom } : {}), ...(t.object ? { object: t.object } : {}) } }
      : {}),
    ...(t.hiddenAt ? { hiddenAt: t.hiddenAt } : {}),
    ...(t.spell ? { playedSpell: t.spell } : {}),
    ...(unit ? { selfId: unit.id, selfIncarnation: unit.incarnation } : t.self ? { selfId: t.self.id, selfIncarnation: t.self.incarnation } : {}),
  };
  if (ability.effect.modes) {
    // "choose one -": the mode is chosen as it goes on the chain (355.3)
    const memory = ability.effect.modeHead === "notChosenThisTurn" || ability.effect.modeHead === "notBeenChosenThisTurn";
    const k = chooseMode(ctx, item, ability.effect.modes, false, memory ? ctx.state.objects.get(t.sourceId) : undefined);
    item.effect = k ? ability.effect.modes[k - 1] : undefined;
    if (k) item.mode = k;
  }
  choosePlayerOnPlay(ctx, item); // "choose an opponent": a player target, chosen as it goes on the chain
  chooseTargetsOnChain(ctx, item, t);
  log(ctx, {
    kind: "TRIGGER",
    chainItem: item.id,
    explanation: `${item.name} triggers (${t.why}) and goes on the chain as ${item.id}${t.lookBack ? `; it remembers the unit's last known information (Might ${t.lookBack.might})` : ""}.`,
    citations: t.lookBack ? cite("trigger.placed-on-chain", "keyword.deathknell") : cite("trigger.placed-on-chain"),
  });
  if (t.lookBack) item.triggerInfo = { ...(t.lookBack.location ? { location: t.lookBack.location } : {}) };
  finalizeItem(ctx, item);
}

/** A triggered ability's targets, chosen as it goes on the chain (355.5.b): from the caller's preset, or asked of its controller. */
function chooseTargetsOnChain(ctx: Ctx, item: ChainItem, t: PendingTrigger): void {
  const specs = item.effect?.targets ?? [];
  if (specs.length === 0) return;
  let ids = t.presetTargets;
  if (!ids) {
    const candidates = candidateTargets(ctx, item);
    // nothing to choose: no targets (a delayed or reflexive trigger that needs one then can't be put on the chain, 355.8)
    if (candidates.length === 0 && (t.delayed || specs.every((s) => s.min === 0))) ids = [];
    else {
      const choice = decide(ctx, {
        item: item.id, index: item.decisionCount++, player: t.controller,
        prompt: `choose targets for ${item.name} (${specs.map((s) => `${s.min === s.max ? s.max : `${s.min}-${s.max}`} ${s.kind}`).join(", ")}).`,
        options: candidates,
      });
      ids = choice.objects ?? [];
    }
  }
  item.targets = assignTargets(specs, ids, ctx.state);
}

/** Legal choices for an item's targets right now (used as pending-choice options). */
export function candidateTargets(ctx: Ctx, item: ChainItem): string[] {
  const specs = item.effect?.targets ?? [];
  const out: string[] = [];
  for (const spec of specs) {
    if (spec.kind === "chainItem") {
      out.push(...ctx.state.chain.filter((c) => c.id !== item.id).map((c) => c.id));
      continue;
    }
    if (spec.kind === "battlefield") {
      for (const id of ctx.state.battlefields.keys()) {
        const probe = new Map(item.targets);
        probe.set(spec.slot, [{ id, incarnation: 0, moves: 0, isChainItem: false }]);
        if (checkAll({ ...item, effect: { targets: [spec], lines: [] } }, probe, ctx.state, "play")[0]?.checks[0]?.legal && !out.includes(id)) out.push(id);
      }
      continue;
    }
    for (const id of ctx.state.objectOrder) {
      const o = ctx.state.objects.get(id)!;
      const probe = new Map(item.targets);
      probe.set(spec.slot, [{ id, incarnation: o.incarnation, moves: o.moves, isChainItem: false }]);
      const res = checkAll({ ...item, effect: { targets: [spec], lines: [] } }, probe, ctx.state, "play");
      if (res[0]?.checks[0]?.legal && !out.includes(id)) out.push(id);
    }
  }
  return out;
}

/**
 * Targeting Effects (383.4.b): "When you choose me with a spell", "When you choose or ready me", "When you choose a friendly
 * unit". They trigger as a spell or ability of their controller that chooses (targets, 355.7) the unit is finalized, once for
 * each unit chosen; "it" is the unit chosen.
 */
/** A spell, or an ability of a unit, that chose an enemy unit or gear (on the board, faceup): counted once for the item. */
function chosenEnemyByUnitOrSpell(ctx: Ctx, item: ChainItem, costSlots: readonly string[]): boolean {
  const src = item.kind === "spell" ? undefined : item.sourceId ? ctx.state.objects.get(item.sourceId) : undefined;
  if (item.kind !== "spell" && !(src && isUnit(src))) return false;
  for (const [slot, refs] of item.targets)
    for (const r of refs) {
      if (costSlots.includes(slot) || r.isChainItem) continue;
      const o = ctx.state.objects.get(r.id);
      if (o && (isUnit(o) || o.types.includes("gear")) && isOnBoard(o) && o.zone !== "FACEDOWN" && o.controller !== item.controller) return true;
    }
  return false;
}

export function fireTargeting(ctx: Ctx, item: ChainItem): void {
  const state = ctx.state;
  const chosen: Obj[] = [];
  const costSlots = openingCostSlots(item.effect); // a unit named to pay an opening cost is not chosen by the ability (not a target)
  for (const [slot, refs] of item.targets)
    for (const r of refs) {
      if (costSlots.includes(slot)) continue;
      const o = r.isChainItem ? undefined : state.objects.get(r.id);
      if (o && isUnit(o) && isOnBoard(o) && o.zone !== "FACEDOWN" && o.incarnation === r.incarnation && !chosen.includes(o)) chosen.push(o);
    }
  const h = state.players.get(item.controller)?.history;
  if (h && chosen.some((o) => o.controller !== item.controller)) h.choseEnemyUnit = true; // condition: an enemy unit was chosen this turn
  if (h && chosenEnemyByUnitOrSpell(ctx, item, costSlots)) h.choseEnemyWithSpellOrUnitAbility = (h.choseEnemyWithSpellOrUnitAbility ?? 0) + 1;
  const mine = chosen.filter((o) => o.controller === item.controller);
  if (mine.length === 0) return;
  const what = item.kind === "spell" ? "spell" : "ability";
  for (const o of mine) {
    const ons = [...(item.kind === "spell" ? abilitiesOn(ctx, o, "youChooseMeWithSpell") : []), ...abilitiesOn(ctx, o, "youChooseOrReadyMe")];
    for (const i of ons) queueTargeting(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${item.controller}'s ${what} ${item.name} chose ${label(o)}` });
  }
  if (item.kind === "spell") fireChoseFriendlyHere(ctx, item, mine);
  for (const p of faceupOf(ctx, item.controller)) {
    for (const i of abilitiesOn(ctx, p, "youChooseFriendlyUnit"))
      for (const o of mine)
        queueTargeting(ctx, { controller: p.controller, sourceId: p.id, sourceIncarnation: p.incarnation, abilityIndex: i, why: `${item.controller}'s ${what} ${item.name} chose ${label(o)}, a friendly unit`, object: { id: o.id, incarnation: o.incarnation } });
  }
}

/**
 * A battlefield's optional trigger when a unit there goes back to a hand: a unit that was at it returned to its owner's
 * hand (by a spell, an ability or a cost); that player controls the ability (190.6.c), "it" is the card returned.
 */
export function fireReturnedToHandHere(ctx: Ctx, o: Obj): void {
  if (!o.types.includes("unit") || !o.leftLocation?.startsWith("bf:")) return;
  const bf = ctx.state.battlefields.get(o.leftLocation.slice(3));
  for (const i of abilitiesOn(ctx, bf, "unitHereReturnedToHand")) {
    const id = queue(ctx, { controller: o.owner, sourceId: bf!.id, sourceIncarnation: 0, abilityIndex: i, why: `${label(o)} was returned from ${bf!.name ?? bf!.id} to ${o.owner}'s hand`, location: `bf:${bf!.id}`, object: { id: o.id, incarnation: o.incarnation } });
    log(ctx, { kind: "TRIGGER", chainItem: id, explanation: `${bf!.name ?? bf!.id}'s ability triggers: ${label(o)} was returned from there to ${o.owner}'s hand. The ability says that player decides, so ${o.owner} controls it, whoever controls the battlefield.`, citations: cite("battlefield.chooser-controls") });
  }
}

/**
 * A battlefield's trigger for a player's first spell each turn targeting one of their own units there: a spell
 * chose units of its controller, some at that battlefield; once a turn for each player (the board says who did earlier),
 * controlled by that player (190.6.c).
 */
function fireChoseFriendlyHere(ctx: Ctx, item: ChainItem, mine: readonly Obj[]): void {
  const seen = new Set<string>();
  for (const o of mine) {
    if (o.zone !== "BATTLEFIELD" || !o.battlefield || seen.has(o.battlefield)) continue;
    seen.add(o.battlefield);
    const bf = ctx.state.battlefields.get(o.battlefield);
    const abilities = abilitiesOn(ctx, bf, "playerChoosesFriendlyHereFirst");
    if (!bf || abilities.length === 0) continue;
    if (bf.choseFriendlyWithSpell?.includes(item.controller)) {
      log(ctx, { kind: "TRIGGER", explanation: `${bf.name ?? bf.id}'s ability does not trigger: ${item.controller}'s spell ${item.name} chose ${label(o)} there, but ${item.controller} already chose a unit of theirs there with a spell this turn.` });
      continue;
    }
    bf.choseFriendlyWithSpell = [...(bf.choseFriendlyWithSpell ?? []), item.controller];
    for (const i of abilities) {
      queueTargeting(ctx, { controller: item.controller, sourceId: bf.id, sourceIncarnation: 0, abilityIndex: i, why: `${item.controller}'s spell ${item.name} chose ${label(o)} at ${bf.name ?? bf.id}, the first time this turn`, location: `bf:${bf.id}` });
      log(ctx, { kind: "TRIGGER", explanation: `${bf.name ?? bf.id}'s ability triggers; it names the player who chose, so ${item.controller} controls it, whoever controls the battlefield.`, citations: cite("battlefield.chooser-controls") });
    }
  }
}

/**
 * A spell or ability readied units (each was exhausted): "When I become ready" on each one, "When you choose or ready me" on each one its controller's item
 * readied, and "When you ready a friendly unit" on every permanent of that player, for each unit of theirs readied
 * ("it" is that unit).
 */
export function fireReadied(ctx: Ctx, item: ChainItem, readied: readonly Obj[]): void {
  const player = item.controller;
  // "When I become ready": whoever's spell or ability readied it
  for (const o of readied) {
    if (!isUnit(o)) continue;
    for (const i of abilitiesOn(ctx, o, "iBecomeReady"))
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${item.controller}'s ${item.name} readied ${label(o)}` });
  }
  for (const o of readied) {
    if (!isUnit(o) || o.controller !== player) continue;
    for (const i of abilitiesOn(ctx, o, "youChooseOrReadyMe"))
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${player}'s ${item.name} readied ${label(o)}` });
    for (const src of faceupOf(ctx, player)) {
      for (const i of abilitiesOn(ctx, src, "youReadyFriendlyUnit"))
        queue(ctx, { controller: player, sourceId: src.id, sourceIncarnation: src.incarnation, abilityIndex: i, why: `${player} readied ${label(o)}`, object: { id: o.id, incarnation: o.incarnation } });
    }
  }
}

/** "When you buff me" / "When you buff a friendly unit": a spell or ability of its controller placed a buff on a unit they control (702.2.a); "it" is that unit. */
export function fireBuffed(ctx: Ctx, item: ChainItem, buffed: readonly Obj[]): void {
  for (const o of buffed) {
    if (o.controller !== item.controller) continue;
    for (const i of abilitiesOn(ctx, o, "youBuffMe"))
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${item.controller}'s ${item.name} buffed ${label(o)}` });
    for (const src of faceupOf(ctx, item.controller))
      for (const i of abilitiesOn(ctx, src, "youBuffFriendlyUnit"))
        queue(ctx, { controller: src.controller, sourceId: src.id, sourceIncarnation: src.incarnation, abilityIndex: i, why: `${item.controller}'s ${item.name} buffed ${label(o)}`, object: { id: o.id, incarnation: o.incarnation } });
  }
}

/**
 * "When you banish a card you own": `player`'s spell or ability banished these cards (an instruction, or the Flow keyword's
 * replacement as their spell leaves the chain, 829.1.b.1); once for each card that player owns, as it is banished.
 */
export function fireYouBanish(ctx: Ctx, player: string, banished: readonly { owner: string; name: string }[]): void {
  const own = banished.filter((c) => c.owner === player);
  if (own.length === 0) return;
  for (const o of faceupOf(ctx, player))
    for (const i of abilitiesOn(ctx, o, "youBanishOwnCard"))
      for (const c of own) queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${player} banished ${c.name}, a card they own` });
}

/**
 * The faceup objects `player` controls on the board, in board order, whose "When you …" abilities notice what that
 * player does: only objects with abilities can (objectIndex.ts).
 */
function* faceupOf(ctx: Ctx, player: string): Generator<Obj> {
  for (const p of objectsWithAbilities(ctx.state)) if (isOnBoard(p) && p.zone !== "FACEDOWN" && p.controller === player) yield p;
}

/** Each permanent of `player` on the board with abilities on `on`, for the ones whose condition holds. */
function eachOfPlayers(ctx: Ctx, player: string, on: TriggerEvent, why: string, holds: (a: Ability, o: Obj) => boolean = () => true): void {
  for (const p of faceupOf(ctx, player)) {
    const all = abilitiesOf(p, ctx.state);
    for (const i of abilitiesOn(ctx, p, on)) if (holds(all[i]!, p)) queue(ctx, { controller: p.controller, sourceId: p.id, sourceIncarnation: p.incarnation, abilityIndex: i, why });
  }
}

/**
 * trigger on a unit, gear or activated ability of Energy cost N or more: a unit or gear card its controller played, by its
 * printed Energy cost (206; what was paid does not matter), or an activated ability of theirs, by the Energy its cost names (costs
 * are paid outside the engine). Part of the trigger condition (383.2.a.1): logged when it does not hold.
 */
export function fireEnergyCostPlayed(ctx: Ctx, player: string, what: string, energy: number | null | undefined): void {
  for (const p of faceupOf(ctx, player)) {
    const all = abilitiesOf(p, ctx.state);
    for (const i of abilitiesOn(ctx, p, "youPlayUnitGearOrAbility")) {
      const a = all[i]!;
      const n = a.kind === "triggered" && typeof a.condition === "object" && "energyCostAtLeast" in a.condition ? a.condition.energyCostAtLeast : 0;
      const holds = energy !== null && energy !== undefined && energy >= n;
      const seen = energy === null || energy === undefined ? "whose Energy cost is not known" : `whose Energy cost is ${energy}, ${holds ? `${n} or more` : `less than ${n}`}`;
      log(ctx, { kind: "TRIGGER", explanation: `${label(p)}'s ability ${holds ? "triggers" : "does not trigger"}: ${player} played ${what}, ${seen}.`, citations: cite("cost.printed", "trigger.condition-in-effect") });
      if (holds) queue(ctx, { controller: p.controller, sourceId: p.id, sourceIncarnation: p.incarnation, abilityIndex: i, why: `${player} played ${what} with Energy cost ${energy}` });
    }
  }
}

/** The Energy an activated ability's costs name ({N} symbols; Power and other costs are not Energy, 131.2). */
export function abilityEnergyCost(a: Ability | undefined): number {
  if (a?.kind !== "activated") return 0;
  let n = 0;
  for (const c of a.costs) if (c.cost === "resources") for (const m of c.label.matchAll(/\{(\d+)\}/g)) n += Number(m[1]);
  return n;
}

/** A card its controller plays (not a token): a trigger on a card whose Power cost reaches a threshold (its printed Power cost, 206). */
export function fireCardPlayed(ctx: Ctx, player: string, name: string, power: number | null | undefined, from: string, unitOrGear?: { energy: number | null | undefined }): void {
  if (unitOrGear) fireEnergyCostPlayed(ctx, player, name, unitOrGear.energy);
  eachOfPlayers(ctx, player, "youPlayCard", `${player} played ${name} (printed Power cost ${power ?? "unknown"})`, (a, o) => {
    const c = a.kind === "triggered" && typeof a.condition === "object" && "powerAtLeast" in a.condition ? a.condition.powerAtLeast : 0;
    return (power ?? 0) >= c && onOpponentsTurn(ctx, o, a); // a card played during an opponent's turn
  });
  // a card played from any zone but the hand: the zone it was played from (419.3 for a card an effect plays)
  if (from !== "HAND") eachOfPlayers(ctx, player, "youPlayCardNotFromHand", `${player} played ${name} from ${from.toLowerCase().replace("_", " ")}, not from their hand`);
}

/** As an item is finalized: an activated ability of a gear used, a card played from face down, a card played (its Power cost). */
export function fireFinalized(ctx: Ctx, item: ChainItem): void {
  const src = item.sourceId ? ctx.state.objects.get(item.sourceId) : undefined;
  if (item.kind === "activated" && src && isGear(src)) eachOfPlayers(ctx, item.controller, "youUseGearAbility", `${item.controller} used an activated ability of ${label(src)}`);
  if (item.kind === "activated" && src) {
    const ability = item.granted?.ability ?? (item.abilityIndex !== undefined ? abilitiesOf(src, ctx.state)[item.abilityIndex] : undefined);
    fireEnergyCostPlayed(ctx, item.controller, `an activated ability of ${label(src)}`, abilityEnergyCost(ability));
  }
  if (item.kind !== "spell" && item.kind !== "permanent") return;
  // a card played from facedown, wherever the request names it (a facedown object, or playedFrom FACEDOWN): "When you play a
  // card from face down" and "… from [Hidden]" are one event in two wordings (811.1.c)
  if (item.hiddenAt) {
    eachOfPlayers(ctx, item.controller, "youPlayFromFacedown", `${item.controller} played ${item.name} from face down`);
    eachOfPlayers(ctx, item.controller, "youPlayFromHidden", `${item.controller} played ${item.name} from [Hidden]`);
  }
  const info = ctx.catalog.lookup(item.input.card ?? item.name);
  const from = item.hiddenAt !== undefined ? "FACEDOWN" : (item.input.playedFrom?.toUpperCase() ?? "HAND");
  const type = (info?.type ?? item.def?.type ?? "").toLowerCase(); // a permanent item's object is made as it resolves
  const unitOrGear = item.kind === "permanent" && (type === "unit" || type === "gear") ? { energy: info?.energy } : undefined;
  fireCardPlayed(ctx, item.controller, item.name, info?.power, ["HAND", "TRASH", "DECK"].includes(from) ? from : "FACEDOWN", unitOrGear);
}

/** "When you attach an Equipment to me": a spell or ability of the unit's controller attached an Equipment to it. */
export function fireAttached(ctx: Ctx, item: ChainItem, equipment: Obj, unit: Obj): void {
  if (!equipment.types.includes("equipment") || unit.controller !== item.controller) return;
  for (const i of abilitiesOn(ctx, unit, "youAttachEquipmentToMe"))
    queue(ctx, { controller: unit.controller, sourceId: unit.id, sourceIncarnation: unit.incarnation, abilityIndex: i, why: `${item.controller} attached ${label(equipment)} to ${label(unit)}` });
}

/** "When you spend a buff": a buff its controller spent (702.2.b). */
export function fireBuffSpent(ctx: Ctx, player: string, from: Obj): void {
  eachOfPlayers(ctx, player, "youSpendBuff", `${player} spent ${label(from)}'s buff`);
}

/**
 * "The first time I conquer / move each turn": it triggers only if it has not triggered this turn (the board's abilitiesUsedThisTurn
 * says so for before the request); it is then noted as used.
 */
export function firstTimeThisTurn(ctx: Ctx, o: Obj, i: number): boolean {
  const a = abilitiesOf(o, ctx.state)[i];
  if (!(a?.kind === "triggered" && typeof a.condition === "object" && "firstTimeEachTurn" in a.condition)) return true;
  if ((o.usedThisTurn ?? []).includes(i)) {
    log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s ability does not trigger: it already did this turn, and it triggers only the first time each turn.`, citations: cite("trigger.condition-in-effect") });
    return false;
  }
  if (a.on === "move" && (o.movedThisTurn ?? 0) > 0) {
    // the board's movesThisTurn (or a move while the request resolves): this move is not the first of the turn
    log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s ability does not trigger: ${label(o)} already moved ${o.movedThisTurn} time${o.movedThisTurn === 1 ? "" : "s"} this turn, and it triggers only the first time it moves each turn.`, citations: cite("trigger.condition-in-effect") });
    return false;
  }
  o.usedThisTurn = [...(o.usedThisTurn ?? []), i];
  return true;
}

/**
 * A combat's result, seen by the engine in its Resolution Step (466.3): the winner's units at the battlefield win it with them
 * (466.3.c). Their "When I win a combat" (and an attached Equipment's effect text saying so: the unit's), "The first time I win a
 * combat each turn" once a turn; every "When you win a combat" of the winner's permanents; and the delayed abilities waiting for one
 * of those units to win a combat this turn (they trigger, and are no longer reported waiting).
 */
export function fireWinCombat(ctx: Ctx, battlefield: string, winner: string): void {
  const state = ctx.state;
  const where = state.battlefields.get(battlefield)?.name ?? battlefield;
  const here = state.objectOrder.map((id) => state.objects.get(id)!).filter((o) => o.zone === "BATTLEFIELD" && o.battlefield === battlefield && o.controller === winner);
  const units = here.filter(isUnit);
  for (const o of here) {
    const unit = isUnit(o) ? o : o.attachedTo ? state.objects.get(o.attachedTo) : undefined;
    if (!unit || !units.includes(unit)) continue;
    for (const i of abilitiesOn(ctx, o, "winCombat")) {
      if (!firstTimeThisTurn(ctx, o, i)) continue;
      if (!runesConditionMet(ctx, abilitiesOf(o, state)[i], o.controller, label(o))) continue;
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${label(unit)} won the combat at ${where}`, location: `bf:${battlefield}` });
    }
  }
  for (const o of faceupOf(ctx, winner))
    for (const i of abilitiesOn(ctx, o, "youWinCombat")) {
      if (!runesConditionMet(ctx, abilitiesOf(o, state)[i], winner, label(o))) continue;
      queue(ctx, { controller: winner, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${winner} won the combat at ${where}`, location: `bf:${battlefield}` });
    }
  const waiting = state.delayed.filter((d) => d.when === "WINS_COMBAT_THIS_TURN" && d.object !== undefined && units.some((u) => u.id === d.object) && d.then !== undefined);
  for (const d of waiting) {
    const u = state.objects.get(d.object!)!;
    const id = delayedTriggerId(ctx, d.source);
    ctx.pendingTriggers.push({
      id, controller: d.controller, sourceId: d.source, sourceIncarnation: 0, abilityIndex: -1,
      why: `${label(u)} won the combat at ${where}`,
      delayed: { name: `the delayed ability of ${d.source}`, effect: { targets: [], lines: [{ label: d.then!.label, instruction: d.then!.instruction }] }, it: { id: u.id, incarnation: u.incarnation } },
    });
  }
  if (waiting.length) state.delayed = state.delayed.filter((d) => !waiting.includes(d));
}

/**
 * A combat ends (466.7.b): the end-of-combat trigger of the units that had a designation in it and are still the same
 * objects on the board (a recalled unit was in it too), its condition on not having been dealt damage this turn read now.
 */
export function fireCombatEnds(ctx: Ctx, battlefield: string, wereInCombat: ReadonlyMap<string, number>): void {
  const state = ctx.state;
  const where = state.battlefields.get(battlefield)?.name ?? battlefield;
  for (const id of state.objectOrder) {
    const o = state.objects.get(id)!;
    if (wereInCombat.get(id) !== o.incarnation || !isOnBoard(o) || o.zone === "FACEDOWN") continue;
    for (const i of abilitiesOn(ctx, o, "combatEnds")) {
      const a = abilitiesOf(o, state)[i];
      if (a?.kind === "triggered" && typeof a.condition === "object" && "notDealtDamageThisTurn" in a.condition && o.dealtDamageThisTurn) {
        log(ctx, { kind: "TRIGGER", explanation: `${label(o)}'s ability does not trigger: it has been dealt damage this turn (the board's damage or dealtDamageThisTurn, or damage in this request; healing does not undo that), and that condition is part of the trigger condition.`, citations: cite("trigger.condition-in-effect") });
        continue;
      }
      queue(ctx, { controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `the combat at ${where} that ${label(o)} was in ended`, ...(o.zone === "BATTLEFIELD" ? { location: `bf:${o.battlefield}` } : {}) });
    }
  }
}
