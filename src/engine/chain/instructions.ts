/**
 * Executors for the card language's instructions. Each follows as much as it
 * can (359.3.e.11) and says what it ignored and why (359.3.e.5–8, 12).
 */
import type { RuleRef } from "../api.js";
import type { Destination, Instruction, Line, ObjectRef } from "../cards/language.js";
import { cite } from "../rules.js";
import { log } from "../context.js";
import { changeZone, enterBoard, moveOnBoard, noteDamageFrom, placeAt, snapshot, toTrash, trashCards, trashUnknown } from "../state/actions.js";
import { additionalMightDecrease, chosenHarmReplaced } from "./ops/chosenHarm.js";
import { attachedTo, describeLocation, isEquipment, isOnBoard, isUnit, label, locationOf, mightOf, staticRules } from "../state/queries.js";
import type { Obj } from "../state/types.js";
import { endDying, killObject, leaveBoardHooks } from "./death.js";
import { amountOf, ask, chosenBattlefield, objectsOf, playerOf, remember, type Outcome, type Run } from "./resolveItem.js";
import { copyAsAttached } from "./ops/attachedCopy.js";
import { addBattlefieldTokenAsPlayed } from "./ops/battlefieldTokens.js";
import { fireKilledStunnedEnemy, fireKilledWithSpell, fireAttached, fireCardPlayed, fireDelayed, firePermanentPlayed, firePlayMe, fireReadied, fireYouBanish, noteDiscards, noteDraws, noteRecycledObjects } from "./triggers.js";
import { executeMore } from "./ops/index.js";
import { cantBeCounteredBy, cardCantBePlayedAt, unitsCantBePlayedAt, unitsOnlyToBaseFor, whyCantBeMovedBy, whyCantBeReadied } from "./ops/playRestrictions.js";
import { entersExhausted } from "./ops/hooks.js";
import { banishIfFlow } from "./ops/flow.js";
import { recycleIfSaid } from "./ops/playFromTrash.js";
import { noteMove } from "./ops/moveTriggers.js";
import { asLookedOrRevealed } from "./ops/revealedFromDeck.js";
import { lookTopBeforeReveal } from "./ops/zones.js";
import { playSpellFromEffect } from "./ops/playSpell.js";
import { forCombatPlayers, forEachPlayer } from "./ops/players.js";
import { bonusDamageFor } from "./ops/bonusDamage.js";
import { damageAfterReplacements } from "./ops/replacements.js";
import { spellOwner } from "./ops/controlSpell.js";
import { chosenChainItem } from "./ops/common.js";

const ignored = (explanation: string, citations: RuleRef[]): Outcome => ({ outcome: "IGNORED", explanation, citations });
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Shared handling of "no legal objects left" (359.3.e.7) and "some left" (359.3.e.8). */
function targetsOrIgnore(run: Run, ref: ObjectRef, what: string): { objs: Obj[]; partial: string[] } | Outcome {
  const r = objectsOf(run, ref);
  if (r.chosen === 0 && r.illegal.length === 0) return ignored(`No ${what} was chosen, so there is nothing to act on.`, cite("targets.up-to"));
  const live = r.objs.filter((o) => isOnBoard(o) || o.zone === "TRASH" || o.zone === "BANISHMENT" || o.zone === "MAIN_DECK");
  if (live.length === 0)
    return ignored(
      `Every ${what} it chose is illegal or gone (${r.illegal.join(", ") || "none left"}), so this instruction can't be followed (mistargeted).`,
      cite("illegal-targets.unaffected", "instructions.all-targets-gone", "mistargeting.definition"),
    );
  return { objs: live, partial: r.illegal };
}

function restNote(partial: string[]): string {
  return partial.length ? ` ${partial.join(", ")} ${partial.length === 1 ? "is" : "are"} illegal and unaffected; the instruction acts on the legal rest.` : "";
}

function restCites(partial: string[]): RuleRef[] {
  return partial.length ? cite("instructions.legal-rest") : [];
}

function destinationOf(run: Run, d: Destination, o: Obj, player: string): string | undefined {
  const state = run.ctx.state;
  if (d === "base") return `base:${o.controller}`;
  if (d === "yourBase") return `base:${run.item.controller}`;
  if (d === "costObjectLocation") {
    // where the unit exhausted to pay for the ability is as this executes (none once it left the board)
    const paid = run.item.costObjects[0] ? state.objects.get(run.item.costObjects[0].id) : undefined;
    return paid && isOnBoard(paid) && paid.zone !== "FACEDOWN" ? locationOf(paid) : undefined;
  }
  if (d === "sameLocation") {
    // where it was as it left the board: a battlefield, or the base of the player who plays it (no player plays a unit to another's base)
    const at = o.leftLocation;
    return at && (at.startsWith("bf:") ? state.battlefields.has(at.slice(3)) : at === `base:${player}`) ? at : undefined;
  }
  if (typeof d === "object" && "locationOf" in d) {
    const { objs } = objectsOf(run, d.locationOf);
    return objs[0] ? locationOf(objs[0]) : undefined;
  }
  if (typeof d === "object" && "chosenBattlefield" in d) {
    // "there", "to that battlefield": the battlefield chosen as a target, if it is still legal
    const bf = chosenBattlefield(run, d.chosenBattlefield);
    return bf ? `bf:${bf}` : undefined;
  }
  if (typeof d === "object") {
    // "that enemy unit's battlefield": where the referred unit is as this executes; none if it is not at a battlefield
    const at = objectsOf(run, d.battlefieldOf).objs[0];
    return at && at.zone === "BATTLEFIELD" ? locationOf(at) : undefined;
  }
  if (d === "thatBattlefield") {
    // noted from the trigger condition when it was met (359.3.f.3)
    // (a trigger the caller placed: the battlefield it names, else, for a defence, the battlefield of the combat on the board)
    const printed = run.item.sourceId !== undefined && run.item.abilityIndex !== undefined ? state.objects.get(run.item.sourceId)?.def?.abilities[run.item.abilityIndex] : undefined;
    const defence = printed?.kind === "triggered" && printed.on === "youDefendAtBattlefield" && state.combat ? `bf:${state.combat.battlefield}` : undefined;
    const at = run.item.triggerInfo?.location ?? (run.item.input.battlefield ? `bf:${run.item.input.battlefield}` : defence);
    return at?.startsWith("bf:") ? at : undefined;
  }
  const given = run.item.input.destination;
  const bfs = [...state.battlefields.keys()];
  const here = locationOf(o);
  if (d === "toOrFromBase" && o.zone !== "BASE") return `base:${o.controller}`; // from a battlefield: to its base
  if (d === "singleLocation") {
    // one location for all of them, chosen once (355.4): "base" is their controller's base
    if (!run.singleLocation) {
      const options = ["base", ...bfs];
      const pick = given && options.includes(given.toLowerCase() === "base" ? "base" : given) ? given : ask(run, player, `choose the single location every unit of this move goes to ("base" is their controller's base, or a battlefield id).`, options).option;
      if (!pick || !options.includes(pick.toLowerCase() === "base" ? "base" : pick)) return undefined;
      run.singleLocation = pick.toLowerCase() === "base" ? "base" : `bf:${pick}`;
    }
    return run.singleLocation === "base" ? `base:${o.controller}` : run.singleLocation;
  }
  if (d === "openBattlefield") {
    // one battlefield with no unit there and no controller (170.11.c), chosen once (355.4): the item's destination, else asked
    if (!run.openBattlefield) {
      const open = bfs.filter((b) => !state.battlefields.get(b)!.controller && ![...state.objects.values()].some((x) => isUnit(x) && x.zone === "BATTLEFIELD" && x.battlefield === b));
      if (open.length === 0) return undefined;
      const pick = given && open.includes(given) ? given : open.length === 1 ? open[0] : ask(run, player, `choose an open battlefield (no units there, uncontrolled) to move the units to.`, open).option;
      if (!pick || !open.includes(pick)) return undefined;
      run.openBattlefield = `bf:${pick}`;
    }
    return run.openBattlefield;
  }
  if (d === "withSameController") {
    // a base or battlefield, other than where it is, with another unit of its controller there: chosen as it is played (355.4)
    const at = (loc: string) => [...state.objects.values()].some((x) => x.id !== o.id && isUnit(x) && isOnBoard(x) && x.controller === o.controller && locationOf(x) === loc);
    const options = [...state.players.keys()].map((p) => `base:${p}`).concat(bfs.map((b) => `bf:${b}`)).filter((loc) => loc !== here && at(loc));
    const named = (loc: string) => (loc.startsWith("bf:") ? loc.slice(3) : loc === `base:${o.controller}` ? "base" : loc);
    const want = given ? (given.toLowerCase() === "base" ? `base:${o.controller}` : `bf:${given}`) : undefined;
    if (want && options.includes(want)) return want;
    if (options.length === 0) return undefined;
    const c = ask(run, player, `choose where ${label(o)} goes: a location where another unit ${o.controller} controls is ("base" is ${o.controller}'s base).`, options.map(named));
    return options.find((loc) => named(loc) === c.option);
  }
  if (d === "toOrFromBase" || d === "otherBattlefield") {
    // to a battlefield (from its base), or to a battlefield other than the one it is at: chosen (355.4, 355.4.a)
    const options = bfs.filter((b) => `bf:${b}` !== here);
    if (given && options.includes(given)) return `bf:${given}`;
    const c = ask(run, player, `choose a battlefield to move ${label(o)} to (not where it is now).`, options);
    return c.option && options.includes(c.option) ? `bf:${c.option}` : undefined;
  }
  if (d === "anyBattlefield") {
    if (given && state.battlefields.has(given)) return `bf:${given}`;
    const c = ask(run, player, `choose a battlefield to play ${label(o)} to.`, bfs);
    return c.option && state.battlefields.has(c.option) ? `bf:${c.option}` : undefined;
  }
  if (d === "aBattlefield") {
    // "to a battlefield": chosen as it is played (355.4), given as the item's destination, else asked
    if (given && state.battlefields.has(given)) return `bf:${given}`;
    const c = ask(run, player, `choose a battlefield to move ${label(o)} to.`, bfs);
    return c.option && state.battlefields.has(c.option) ? `bf:${c.option}` : undefined;
  }
  // "chosen": a destination chosen by the player (355.4 for moves; 355.2 for playing units)
  if (given) return given.toLowerCase() === "base" ? `base:${o.controller === player ? player : o.controller}` : `bf:${given}`;
  const options = ["base", ...bfs];
  const c = ask(run, player, `choose where ${label(o)} goes ("base" or a battlefield id).`, options);
  if (!c.option) return undefined;
  // a unit moved goes to its controller's base (as when the destination is given); a card played, to the base of the player playing it
  return c.option.toLowerCase() === "base" ? `base:${isOnBoard(o) ? o.controller : player}` : `bf:${c.option}`;
}

/** The rules that say where a move goes, beyond the move itself. */
function destinationCites(d: Destination): RuleRef[] {
  if (d === "thatBattlefield") return cite("referents.trigger-condition");
  if (typeof d === "object" && "battlefieldOf" in d) return cite("referents.checked-on-execution");
  if (typeof d === "object" && "chosenBattlefield" in d) return cite("targets.battlefield");
  if (d === "toOrFromBase" || d === "otherBattlefield" || d === "withSameController" || d === "singleLocation") return cite("move.valid-destination");
  if (d === "openBattlefield") return cite("move.valid-destination", "battlefield.open");
  return [];
}

/** Why a move has no destination. */
function noDestination(d: Destination): string {
  if (d === "thatBattlefield") return "the trigger condition noted no battlefield, so \"that battlefield\" is none";
  if (d === "withSameController") return "there is no other location with a unit of its controller";
  if (d === "costObjectLocation") return "the unit exhausted to pay for the ability is no longer on the board";
  if (d === "openBattlefield") return "there is no open battlefield (none without units and uncontrolled)";
  if (d === "sameLocation") return "it was not at a battlefield or in the base of the player who plays it when it left the board";
  if (typeof d === "object" && "battlefieldOf" in d) return "the referred unit is not a legal target at a battlefield now, so its battlefield is none";
  if (typeof d === "object" && "chosenBattlefield" in d) return "the chosen battlefield is not a legal target any more, so \"there\" is none";
  return "no destination was chosen";
}


/**
 * Applied costs on moving several units to one battlefield at the same time (204.4): a unit there whose static makes its controller's
 * opponents pay for each unit beyond the first. The item's controller, that unit's opponent, is asked as the move is performed
 * (204.4.b; the payment is made outside the engine); declined, the move of those units is not performed (204.4.c).
 * Returns, for each destination whose cost was not paid, why its units don't move.
 */
function appliedMoveCosts(run: Run, moves: { o: Obj; to: string }[]): Map<string, string> {
  const state = run.ctx.state;
  const out = new Map<string, string>();
  const player = run.item.controller;
  for (const to of new Set(moves.map((m) => m.to))) {
    const n = moves.filter((m) => m.to === to).length;
    if (n < 2 || !to.startsWith("bf:")) continue;
    for (const id of state.objectOrder) {
      const w = state.objects.get(id);
      if (!w || w.zone !== "BATTLEFIELD" || `bf:${w.battlefield}` !== to || w.controller === player || !isUnit(w)) continue;
      const rule = staticRules(w, state).find((r) => r.rule === "opponentsPayToMoveSeveralHere");
      if (!rule || rule.rule !== "opponentsPayToMoveSeveralHere") continue;
      const cost = rule.each.repeat(n - 1);
      const c = ask(run, player, `${label(w)} makes its controller's opponents pay ${rule.each} for each unit beyond the first to move several units to ${describeLocation(to, state)} at the same time: pay ${cost} to move these ${n} units there (accept), or don't (decline: they don't move)?`, ["accept", "decline"]);
      if (c.accept === true || c.option === "accept") {
        log(run.ctx, { kind: "COST", chainItem: run.item.id, explanation: `${player} pays ${cost} (${rule.each} for each of the ${n - 1} units beyond the first) to move ${n} units to ${describeLocation(to, state)} at the same time, as ${label(w)} requires; the payment is made outside the engine.`, citations: cite("cost.applied-not-paid") });
        continue;
      }
      out.set(to, `${player} did not pay ${cost}, the cost ${label(w)} applies to moving ${n} units to ${describeLocation(to, state)} at the same time, so that move is not performed`);
      break;
    }
  }
  return out;
}

export function moveImpossible(run: Run, o: Obj, to: string): string | undefined {
  const state = run.ctx.state;
  const from = locationOf(o);
  if (from === to) return `${label(o)} is already at ${describeLocation(to, state)}`;
  if (o.noMoveBy && o.noMoveBy.player === run.item.controller) return `${o.noMoveBy.player} can't move ${label(o)} this turn (${o.noMoveBy.from})`;
  const byEnemy = whyCantBeMovedBy(o, run.item.controller, state);
  if (byEnemy) return byEnemy;
  if (o.zone === "BATTLEFIELD" && to.startsWith("base:")) {
    const bf = state.battlefields.get(o.battlefield!);
    if (bf?.def?.abilities.some((a) => a.kind === "static" && a.rule.rule === "noMoveFromHereToBase"))
      return `${bf.name ?? bf.id} says units can't move from there to base`;
  }
  if (to.startsWith("base:") && isUnit(o)) {
    // "I can't move to base." on the unit, "Units can't move to base." on any unit on the board (can't beats can, 054.1)
    if (staticRules(o, state).some((r) => r.rule === "cantMoveToBase" && r.who === "me")) return `${label(o)} can't move to base`;
    const stopper = [...state.objects.values()].find((u) => isOnBoard(u) && u.zone !== "FACEDOWN" && staticRules(u, state).some((r) => r.rule === "cantMoveToBase" && r.who === "units"));
    if (stopper) return `${label(stopper)} says units can't move to base`;
  }
  return undefined;
}

/** A unit or gear card played by an effect (419.3): it enters the board at once, at `at` when the effect named the location already. */
export function playUnit(run: Run, o: Obj, player: string, dest: Destination, at?: string): { where: string; citations: RuleRef[]; forbidden?: string } | undefined {
  const state = run.ctx.state;
  const gearToBase = !isUnit(o) && dest === "chosen"; // a played gear goes to its base, barring an effect that names another destination (152.2)
  let where = at ?? (gearToBase ? `base:${player}` : destinationOf(run, dest, o, player));
  if (!where) return undefined;
  const noUnits = isUnit(o) ? unitsCantBePlayedAt(state, where) : undefined; // "Units can't be played here."
  const onlyToBase = isUnit(o) ? unitsOnlyToBaseFor(state, player, where) : undefined; // an opponent's unit allows only their base
  const forbidden = noUnits ? `Units can't be played at ${noUnits}` : onlyToBase ? `${onlyToBase[0]!.toUpperCase()}${onlyToBase.slice(1)}` : cardCantBePlayedAt(state, o.def, player, where); // "Play me only to …"
  if (forbidden) return { where, citations: cite("cant-beats-can", "instructions.impossible-ignored"), forbidden };
  const citations = cite("play.during-effect", "permanent.enters-board", ...(gearToBase ? (["gear.played-to-base"] as const) : []));
  if (staticRules(o, state).some((r) => r.rule === "enterInBase") && !where.startsWith("base:")) {
    where = `base:${player}`;
    citations.push(...cite("replacement.applies"));
  }
  const pit = isUnit(o) ? addBattlefieldTokenAsPlayed(run.ctx, o, player, run.item.id) : undefined; // "As you play me, add the … battlefield token …; if you do, I enter there" (369.3)
  if (pit) where = pit;
  const from = o.zone; // the zone the card is played from ("… from anywhere other than your hand")
  if (o.zone === "TRASH") {
    const p = state.players.get(o.owner);
    const k = p?.trash.indexOf(o.name) ?? -1;
    if (p && k >= 0) p.trash.splice(k, 1);
  }
  if (o.zone === "MAIN_DECK") removeFromDeck(run, o);
  if (o.zone === "HAND") {
    const p = state.players.get(o.owner);
    const k = p?.hand?.indexOf(o.name) ?? -1;
    if (p && k >= 0) p.hand!.splice(k, 1);
    if (p) p.handSize = Math.max(0, p.handSize - 1);
  }
  enterBoard(o, player, where, state, isUnit(o));
  state.players.get(player)?.playedIds.push(o.id); // a card played by an effect is played (419.3)
  o.exhausted = entersExhausted(o, false, state).exhausted;
  run.ctx.cleanupOutstanding = true;
  firePlayMe(run.ctx, o, undefined, false);
  firePermanentPlayed(run.ctx, o);
  fireCardPlayed(run.ctx, player, label(o), o.power, from, o.types.includes("unit") || o.types.includes("gear") ? { energy: o.energy } : undefined);
  return { where, citations };
}

function removeFromDeck(run: Run, o: Obj): void {
  const p = run.ctx.state.players.get(o.owner);
  if (!p?.deck) return;
  const k = p.deck.indexOf(o.id);
  if (k >= 0) p.deck.splice(k, 1);
  p.deckSize = p.deck.length;
}

/** A player draws up to n cards (fewer when the deck runs out), noted in their turn history; the number drawn. */
export function drawCards(run: Run, player: string, n: number): number {
  const state = run.ctx.state;
  const p = state.players.get(player)!;
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    if (p.deck) {
      const top = p.deck.shift();
      if (top === undefined) break;
      const card = state.objects.get(top)!;
      changeZone(card, "HAND", state);
      p.hand?.push(card.name);
    } else {
      if (p.deckSize <= 0) break;
      p.deckSize -= 1;
      p.hand = undefined;
    }
    p.handSize += 1;
    drawn++;
  }
  p.deckSize = p.deck ? p.deck.length : p.deckSize;
  noteDraws(run.ctx, player, drawn);
  return drawn;
}

export function execute(run: Run, line: Line): Outcome {
  const ins: Instruction = line.instruction;
  if ((ins as { who?: unknown }).who === "eachPlayer") return forEachPlayer(run, line, execute); // one player at a time (303.2.a)
  if ((ins as { who?: unknown }).who === "attackerAndDefender") return forCombatPlayers(run, line, execute);
  const { ctx, item } = run;
  const state = ctx.state;
  switch (ins.op) {
    case "deal": {
      const t = targetsOrIgnore(run, ins.to, "unit");
      if ("outcome" in t) return t;
      if (ins.source) {
        const src = objectsOf(run, ins.source);
        if (src.objs.length === 0) return ignored(`The unit that would deal the damage is not a legal target, so the amount and source are null and the instruction is ignored.`, cite("information.null", "referents.null-if-illegal"));
      }
      const amt = amountOf(run, ins.amount);
      if (amt.n === null) return ignored(`${capitalise(amt.note ?? "the amount is null")}; the instruction is ignored.`, [...amt.citations, ...cite("instructions.impossible-ignored")]);
      const units = t.objs.filter(isOnBoard);
      // Bonus Damage of the controller's spells and abilities (712–715); not when a unit is the one dealing the damage
      const bonus = item.kind !== "permanent" && !ins.source && amt.n > 0 ? bonusDamageFor(state, item.controller, item.bonusDamage, item) : { n: 0, from: [] as string[], unknown: undefined as string | undefined };
      const dealt = amt.n + bonus.n; // to each target (715.2), or the total that is split (715.3)
      const bonusNote = bonus.n > 0 ? ` (${amt.n} and ${bonus.n} Bonus Damage from ${bonus.from.join(", ")})` : "";
      const bonusCites = bonus.n > 0 ? cite("bonus-damage.granted-to-deal", "bonus-damage.summed", ins.split ? "bonus-damage.split-total" : "bonus-damage.each-target") : [];
      let split: number[] = units.map(() => dealt);
      let dropNote = "";
      if (ins.split && units.length > dealt && dealt >= 1) {
        // more targets than damage to divide: its controller chooses which cease being targets, keeping as many as the damage (355.14.h)
        const c = ask(run, item.controller, `there are more targets than the ${dealt} damage to split: choose the ${dealt} of ${units.map((u) => u.id).join(", ")} that remain targets.`, units.map((u) => u.id));
        const keep = [...new Set(c.objects ?? [])].filter((id) => units.some((u) => u.id === id));
        if (keep.length !== dealt || (c.objects ?? []).length !== dealt)
          return ignored(`The targets kept (${(c.objects ?? []).join(", ")}) are not valid: exactly ${dealt} of ${units.map((u) => u.id).join(", ")} must remain, one for each damage to split.`, cite("split.more-targets-than-damage"));
        const dropped = units.filter((u) => !keep.includes(u.id));
        units.splice(0, units.length, ...units.filter((u) => keep.includes(u.id)));
        split = units.map(() => 1);
        dropNote = ` ${dropped.map(label).join(", ")} cease${dropped.length === 1 ? "s" : ""} being target${dropped.length === 1 ? "" : "s"}: there is only ${dealt} damage to split.`;
      } else if (ins.split && units.length > 1) {
        const c = ask(run, item.controller, `split ${dealt} damage among ${units.map((u) => u.id).join(", ")} (give amounts in this order, each at least 1).`, units.map((u) => u.id));
        const a = c.amounts ?? [];
        if (a.length !== units.length || a.some((x) => !Number.isInteger(x) || x < 1) || a.reduce((s, x) => s + x, 0) !== dealt) {
          return ignored(`The damage split given (${a.join(", ")}) is not valid: each legal target needs at least 1 and the total must be ${dealt}${bonusNote}.`, [...cite("split.valid-amounts"), ...bonusCites]);
        }
        split = a;
      }
      if (amt.n <= 0) return ignored("Zero damage is not valid damage; nothing is dealt.", cite("deal.action"));
      // a battlefield's Bonus Damage to units there, from anyone's spells and abilities: to each instance dealt to a unit there
      const here = item.kind !== "permanent" && !ins.source ? units.map((u) => bonusDamageHere(state, u)) : units.map(() => undefined);
      here.forEach((h, i) => { if (h) split[i]! += h.n; });
      const hereNote = here.map((h, i) => (h ? ` ${label(units[i]!)} is at ${h.where}: ${h.n} Bonus Damage more.` : "")).join("");
      // delayed replacement effects on each unit's damage (437, 390.3); damage a unit is told to deal is the unit's, not the spell's
      const replaced = units.map((u, i) => damageAfterReplacements(run, u, split[i]!, !ins.source));
      units.forEach((u, i) => (u.damage += replaced[i]!.n));
      units.forEach((u, i) => replaced[i]!.n > 0 && fireDelayed(ctx, "takesDamage", u)); // only valid damage is dealt (417.1.e.1)
      units.forEach((u, i) => { if (replaced[i]!.n > 0) { u.damagedBy = item.id; u.dealtDamageThisTurn = true; } }); // a death in the next cleanup is attributed to this item (428.5.c)
      const dealer = ins.source ? (objectsOf(run, ins.source).objs[0]?.controller ?? item.controller) : item.controller; // a unit told to deal damage: its controller's
      units.forEach((u, i) => { if (replaced[i]!.n > 0) noteDamageFrom(u, dealer); });
      ctx.cleanupOutstanding = true;
      const repNote = replaced.map((r, i) => (r.note ? ` ${label(units[i]!)}: ${r.note}.` : "")).join("");
      return {
        outcome: t.partial.length || bonus.unknown ? "PARTIAL" : "EXECUTED",
        explanation: `Deals ${units.map((u, i) => `${split[i]} to ${label(u)}`).join(", ")}${amt.note ? ` (${amt.note})` : ""}${bonusNote}.${dropNote}${bonus.unknown ? ` Its Bonus Damage can't be worked out: ${bonus.unknown}.` : ""}${hereNote}${repNote} Lethal damage is only checked in the next cleanup.${restNote(t.partial)}`,
        citations: [...cite("deal.action"), ...amt.citations, ...(ins.split ? cite("split.at-resolution") : []), ...(dropNote ? cite("split.more-targets-than-damage") : []), ...bonusCites, ...(here.some((h) => h) ? cite("bonus-damage.granted-to-deal", "bonus-damage.each-target") : []), ...replaced.flatMap((r) => r.citations), ...restCites(t.partial)],
      };
    }
    case "kill": {
      const t = targetsOrIgnore(run, ins.what, "unit");
      if ("outcome" in t) return t;
      let performed = false;
      const names = t.objs.map(label);
      if (t.objs.length > 1) ctx.dying = new Map(t.objs.map((o) => [o.id, snapshot(o, state)])); // one kill action: they die together (370.1.a.2)
      for (const o of t.objs) {
        remember(run, o);
        const wasStunned = o.stunned === true;
        if (killObject(ctx, o, `by ${item.name}`, item.id).performed) {
          performed = true;
          if (isUnit(o)) fireKilledWithSpell(ctx, item, o); // the kill is attributed to this item (428.5.b)
          if (isUnit(o)) fireKilledStunnedEnemy(ctx, item, o, wasStunned);
        }
      }
      endDying(ctx);
      return {
        outcome: t.partial.length ? "PARTIAL" : "EXECUTED",
        performed,
        explanation: `Kills ${names.join(", ")}.${performed ? "" : " (The death was replaced, so the kill action itself did not happen.)"}${restNote(t.partial)}`,
        citations: [...cite("kill.action"), ...restCites(t.partial)],
      };
    }
    case "draw": {
      const who = playerOf(run, ins.who);
      if (!who.player) return ignored(`${who.note ?? "No player"}; nobody draws.`, [...who.citations, ...cite("instructions.impossible-ignored")]);
      const n = drawCards(run, who.player, ins.n);
      if (n === 0) return ignored(`${who.player} has no cards left to draw (burning out is not modelled).`, cite("instructions.partial"));
      return {
        outcome: n < ins.n ? "PARTIAL" : "EXECUTED",
        explanation: `${who.player} draws ${n}${n < ins.n ? ` of ${ins.n} (the deck ran out)` : ""}${who.note ? ` (${who.note})` : ""}.`,
        citations: [...cite("draw.action"), ...who.citations],
      };
    }
    case "discard": {
      const who = playerOf(run, ins.who);
      if (!who.player) return ignored(`${who.note ?? "No player"}; nobody discards.`, who.citations);
      const p = state.players.get(who.player)!;
      if (p.handSize === 0) return ignored(`${p.id}'s hand is empty, so "discard ${ins.n}" is ignored; the rest of the effect still happens.`, cite("instructions.partial", "discard.as-many-as-possible"));
      const count = Math.min(ins.n, p.handSize);
      let cards: string[] = [];
      if (p.hand) {
        if (p.hand.length > count) {
          const c = ask(run, p.id, `choose ${count} card(s) to discard.`, [...p.hand]);
          cards = (c.objects ?? []).slice(0, count);
          const copy = [...p.hand];
          if (cards.length !== count || !cards.every((x) => { const k = copy.indexOf(x); if (k < 0) return false; copy.splice(k, 1); return true; }))
            return ignored(`The cards chosen to discard must be ${count} cards from ${p.id}'s hand.`, cite("discard.as-many-as-possible"));
          p.hand = copy;
        } else {
          cards = [...p.hand];
          p.hand = [];
        }
        trashCards(state, p.id, cards);
      } else {
        trashUnknown(state, p.id, count);
      }
      if (p.id === item.controller) run.discarded = p.hand ? cards : "unknown";
      p.handSize -= count;
      noteDiscards(ctx, p.id, count, cards);
      return {
        outcome: count < ins.n ? "PARTIAL" : "EXECUTED",
        explanation: `${p.id} discards ${count}${cards.length ? ` (${cards.join(", ")})` : ""}${count < ins.n ? `: only ${count} card(s) in hand, so this is followed as far as possible` : ""}.`,
        citations: count < ins.n ? cite("instructions.partial", "discard.as-many-as-possible") : cite("discard.as-many-as-possible"),
      };
    }
    case "move": {
      const t = targetsOrIgnore(run, ins.what, "target");
      if ("outcome" in t) return t;
      const moved: string[] = [];
      const blocked: string[] = [];
      const plan = t.objs.map((o) => {
        const to = destinationOf(run, ins.to, o, item.controller);
        return { o, to, why: to ? moveImpossible(run, o, to) : noDestination(ins.to) };
      });
      const paid = appliedMoveCosts(run, plan.flatMap((p) => (p.to && !p.why ? [{ o: p.o, to: p.to }] : [])));
      for (const { o, to, why: cant } of plan) {
        const why = cant ?? (to ? paid.get(to) : undefined);
        if (why || !to) {
          blocked.push(`${label(o)}: ${why}`);
          continue;
        }
        noteMove(ctx, o, to, item.controller); // "When I move" triggers
        (item.movedFrom ??= new Map()).set(o.id, locationOf(o)!);
        moveOnBoard(o, to, state);
        moved.push(`${label(o)} to ${describeLocation(to, state)}`);
      }
      ctx.cleanupOutstanding = true;
      if (moved.length === 0)
        return ignored(`The move can't be followed (${blocked.join("; ")}), so it is ignored.${restNote(t.partial)}`, [...cite("instructions.impossible-ignored", "move.valid-destination"), ...destinationCites(ins.to), ...(blocked.some((b) => /can't move to base|can't move .* this turn/.test(b)) ? cite("cant-beats-can") : []), ...(paid.size ? cite("cost.applied-not-paid") : [])]);
      return {
        outcome: blocked.length || t.partial.length ? "PARTIAL" : "EXECUTED",
        explanation: `Moves ${moved.join(", ")}.${blocked.length ? ` Not moved: ${blocked.join("; ")}.` : ""}${restNote(t.partial)}`,
        citations: [...cite("move.action"), ...destinationCites(ins.to), ...restCites(t.partial), ...(blocked.length ? cite("instructions.impossible-ignored") : []), ...(paid.size ? cite("cost.applied-not-paid") : [])],
      };
    }
    case "swapWithSelf": {
      const t = targetsOrIgnore(run, ins.what, "unit");
      if ("outcome" in t) return t;
      const me = objectsOf(run, { self: true }).objs[0];
      const other = t.objs[0]!;
      if (!me) return ignored("The source is no longer on the board, so it can't swap.", cite("instructions.impossible-ignored"));
      const mine = locationOf(me)!;
      const theirs = locationOf(other)!;
      const why = moveImpossible(run, me, theirs) ?? moveImpossible(run, other, mine);
      if (why) return ignored(`The swap can't be done: ${why}.`, cite("instructions.impossible-ignored"));
      noteMove(ctx, me, theirs, item.controller);
      noteMove(ctx, other, mine, item.controller);
      moveOnBoard(me, theirs, state);
      moveOnBoard(other, mine, state);
      ctx.cleanupOutstanding = true;
      return {
        outcome: "EXECUTED",
        explanation: `${label(me)} moves to ${describeLocation(theirs, state)} and ${label(other)} moves to ${describeLocation(mine, state)}.`,
        citations: cite("move.action"),
      };
    }
    case "ready":
    case "exhaust":
    case "heal": {
      const slot = "slot" in ins.what ? item.effect?.targets.find((x) => x.slot === (ins.what as { slot: string }).slot) : undefined;
      const t = targetsOrIgnore(run, ins.what, slot?.kind === "something" || slot?.kind === "unitGearOrRune" ? "object" : "unit");
      if ("outcome" in t) return t;
      // noticed as it happens (only units that were exhausted are readied); put on the chain after this item
      const why = new Map(ins.op === "ready" ? t.objs.flatMap((o) => { const w = o.exhausted ? whyCantBeReadied(o, state) : undefined; return w ? [[o, w] as const] : []; }) : []);
      const unreadiable = [...why.keys()];
      if (ins.op === "ready") fireReadied(ctx, item, t.objs.filter((o) => o.exhausted && !unreadiable.includes(o)));
      for (const o of t.objs) {
        if (ins.op === "ready") o.exhausted = o.exhausted && unreadiable.includes(o);
        else if (ins.op === "exhaust") o.exhausted = true;
        else {
          o.damage = 0;
          delete o.damageFrom;
        }
      }
      const verb = ins.op === "ready" ? "Readies" : ins.op === "exhaust" ? "Exhausts" : "Heals";
      if (unreadiable.length) {
        const readied = t.objs.filter((o) => !unreadiable.includes(o));
        const note = `${unreadiable.map((o) => why.get(o)).join("; ")}, so ${unreadiable.length === 1 ? `${label(unreadiable[0]!)} stays` : `${unreadiable.map(label).join(", ")} stay`} exhausted.`;
        if (!readied.length) return ignored(note, cite("cant-beats-can", "instructions.impossible-ignored"));
        return { outcome: "PARTIAL", explanation: `Readies ${readied.map(label).join(", ")}. ${note}${restNote(t.partial)}`, citations: [...cite("ready.action", "cant-beats-can"), ...restCites(t.partial)] };
      }
      return { outcome: t.partial.length ? "PARTIAL" : "EXECUTED", explanation: `${verb} ${t.objs.map(label).join(", ")}.${restNote(t.partial)}`, citations: ins.op === "ready" ? cite("ready.action") : [] };
    }
    case "recall": {
      const t = targetsOrIgnore(run, ins.what, "unit");
      if ("outcome" in t) return t;
      for (const o of t.objs) placeAt(o, `base:${o.controller}`, state);
      return { outcome: "EXECUTED", explanation: `Recalls ${t.objs.map(label).join(", ")} to base (not a move).`, citations: [] };
    }
    case "buffMight": {
      const t = targetsOrIgnore(run, ins.what, "unit");
      if ("outcome" in t) return t;
      const amt = amountOf(run, ins.amount);
      if (amt.n === null) return ignored(`${capitalise(amt.note ?? "the amount is null")}; no Might is given.`, [...amt.citations, ...cite("instructions.impossible-ignored")]);
      const given = t.objs.map((o) => {
        const now = mightOf(o, state) ?? 0;
        let give = amt.n!;
        let more = "";
        if (give < 0) {
          const replaced = chosenHarmReplaced(run, o, "Might decrease");
          if (replaced) return replaced;
          // a static of its controller's making a Might decrease to a unit it chooses greater (370)
          const extra = additionalMightDecrease(run, o);
          if (extra.n > 0) {
            give -= extra.n;
            more = ` (an additional -${extra.n}: ${extra.by.map((id) => label(state.objects.get(id)!)).join(", ")}, as ${item.name} chooses it)`;
          }
        }
        // "to a minimum of N": a reduction stops at N (and never raises a unit already below it)
        const delta = ins.minimum !== undefined && give < 0 ? Math.min(0, Math.max(give, ins.minimum - now)) : give;
        o.tempMight += delta;
        return `${label(o)} ${delta < 0 ? delta : `+${delta}`} Might (now ${mightOf(o, state)})${more}`;
      });
      return {
        outcome: t.partial.length ? "PARTIAL" : "EXECUTED",
        explanation: `Gives ${given.join(", ")}${ins.thisTurn ? " this turn" : ""}${ins.minimum !== undefined ? ` (it can't go below ${ins.minimum} Might)` : ""}${amt.note ? ` (${amt.note})` : ""}.${restNote(t.partial)}`,
        citations: [...amt.citations, ...(given.some((g) => g.includes("(an additional -")) ? cite("replacement.applies") : []), ...restCites(t.partial)],
      };
    }
    case "detachOne": {
      const t = targetsOrIgnore(run, ins.from, "unit");
      if ("outcome" in t) return t;
      const unit = t.objs[0]!;
      const eq = attachedTo(unit, state).filter(isEquipment);
      if (eq.length === 0) return ignored(`${label(unit)} has no Equipment to detach.`, cite("instructions.impossible-ignored", "detach.action"));
      let pick = eq[0]!;
      if (eq.length > 1) {
        const c = ask(run, item.controller, `choose an Equipment to detach from ${label(unit)}.`, eq.map((e) => e.id));
        pick = eq.find((e) => e.id === (c.option ?? c.objects?.[0])) ?? pick;
      }
      delete pick.attachedTo;
      ctx.cleanupOutstanding = true;
      return { outcome: "EXECUTED", explanation: `Detaches ${label(pick)} from ${label(unit)}.`, citations: cite("detach.action") };
    }
    case "attachOrDetach": {
      const u = targetsOrIgnore(run, ins.unit, "unit");
      if ("outcome" in u) return u;
      const e = targetsOrIgnore(run, ins.equipment, "Equipment");
      if ("outcome" in e) return e;
      const unit = u.objs[0]!;
      const eq = e.objs[0]!;
      if (eq.attachedTo === unit.id) {
        delete eq.attachedTo;
        ctx.cleanupOutstanding = true;
        return { outcome: "EXECUTED", explanation: `${label(eq)} is attached to ${label(unit)}, so the only possible option is to detach it: detached.`, citations: cite("detach.action") };
      }
      eq.attachedTo = unit.id;
      placeAt(eq, locationOf(unit)!, state);
      fireAttached(ctx, item, eq, unit);
      const copied = copyAsAttached(run, eq, unit); // "as this is attached" (725.1)
      return { outcome: copied?.partial ? "PARTIAL" : "EXECUTED", explanation: `Attaches ${label(eq)} to ${label(unit)}.${copied?.note ?? ""}`, citations: copied?.citations ?? cite("attach.action") };
    }
    case "attach": {
      const e = targetsOrIgnore(run, ins.equipment, "gear");
      if ("outcome" in e) return e;
      const eq = e.objs[0]!;
      if (ins.onlyIfEquipment && !isEquipment(eq)) return ignored(`${label(eq)} is not an Equipment, so nothing is attached.`, cite("instructions.impossible-ignored"));
      const to = objectsOf(run, ins.to).objs[0];
      if (!to) return ignored("The unit to attach to is no longer on the board.", cite("instructions.impossible-ignored"));
      const already = eq.attachedTo === to.id; // attaching to its current unit does nothing (434.1.g)
      eq.attachedTo = to.id;
      eq.attachedThisTurnTo = [...new Set([...(eq.attachedThisTurnTo ?? []), to.id])];
      placeAt(eq, locationOf(to)!, state);
      if (!already) fireAttached(ctx, item, eq, to);
      const copied = already ? undefined : copyAsAttached(run, eq, to); // "as this is attached" (725.1); attaching to its current unit does nothing (434.1.g)
      return { outcome: copied?.partial ? "PARTIAL" : "EXECUTED", explanation: `Attaches ${label(eq)} to ${label(to)}.${copied?.note ?? ""}`, citations: copied?.citations ?? cite("attach.action") };
    }
    case "counter": {
      const target = chosenChainItem(run, ins.what);
      if (!target) return ignored("The chosen spell or ability is not a legal target any more, so nothing is countered.", cite("illegal-targets.unaffected", "instructions.all-targets-gone"));
      const protectedBy = cantBeCounteredBy(target, state);
      if (protectedBy)
        return ignored(`${target.name} (${target.id}) can't be countered (${protectedBy === target.name ? "its own static ability" : `a static ability of ${protectedBy}`}), and a "can't" beats a "can": it stays on the chain.`, cite("cant-beats-can", "instructions.impossible-ignored"));
      state.chain = state.chain.filter((c) => c !== target);
      state.removedItems.set(target.id, target);
      if (target.kind === "spell" && !recycleIfSaid(target, state) && !banishIfFlow(target, state)) {
        const card = target.sourceId ? state.objects.get(target.sourceId) : undefined;
        if (card && card.zone === "CHAIN") toTrash(card, state);
        else trashCards(state, spellOwner(target), [target.name]); // its owner's trash, whoever controls it now (157)
      }
      ctx.cleanupOutstanding = true;
      return {
        outcome: "EXECUTED",
        explanation: `Counters ${target.name} (${target.id}): it leaves the chain without doing anything${target.kind === "spell" ? "; it does not count as played" : ""}.`,
        citations: cite("counter.action", "counter.not-played"),
      };
    }
    case "banish": {
      if ("self" in ins.what && item.kind === "spell") {
        // a spell banishing itself: its card goes to its owner's banishment, not to the trash when it finishes resolving
        const card = item.sourceId ? state.objects.get(item.sourceId) : undefined;
        if (card && card.zone === "CHAIN") changeZone(card, "BANISHMENT", state);
        item.selfBanished = true;
        fireYouBanish(ctx, item.controller, [{ owner: card?.owner ?? item.controller, name: item.name }]);
        return { outcome: "EXECUTED", explanation: `Banishes ${item.name} itself: it will not go to the trash as it finishes resolving.`, citations: cite("banish.action") };
      }
      const t = targetsOrIgnore(run, ins.what, "unit");
      if ("outcome" in t) return t;
      // the cards an ability banishes are "banished with" its source (an Equipment's effect text: the Equipment, 395), as it is
      const linkTo = item.kind !== "spell" && item.sourceId !== undefined && state.objects.has(item.sourceId) ? { id: item.sourceId, incarnation: item.sourceIncarnation ?? 0 } : undefined;
      for (const o of t.objs) {
        remember(run, o);
        if (linkTo) o.banishedWith = linkTo;
        if (o.zone === "TRASH") {
          const p = state.players.get(o.owner);
          const k = p?.trash.indexOf(o.name) ?? -1;
          if (p && k >= 0) p.trash.splice(k, 1);
        }
        changeZone(o, "BANISHMENT", state);
        leaveBoardHooks(ctx, o);
      }
      fireYouBanish(ctx, item.controller, t.objs);
      ctx.cleanupOutstanding = true;
      return { outcome: "EXECUTED", explanation: `Banishes ${t.objs.map(label).join(", ")}; it becomes a new object.`, citations: cite("banish.action", "illegal-targets.new-object") };
    }
    case "returnToHand": {
      const t = targetsOrIgnore(run, ins.what, "unit");
      if ("outcome" in t) return t;
      // a unit whose return by an item choosing it is replaced ("… give me +N {might} this turn instead") stays
      const kept: string[] = [];
      const back = t.objs.filter((o) => {
        const r = chosenHarmReplaced(run, o, "return to hand");
        if (r) kept.push(r);
        return !r;
      });
      if (kept.length && back.length === 0) return { outcome: "EXECUTED", explanation: `${kept.join(". ")}.`, citations: cite("replacement.applies") };
      t.objs.splice(0, t.objs.length, ...back);
      for (const o of t.objs) {
        remember(run, o);
        changeZone(o, "HAND", state);
        const p = state.players.get(o.owner)!;
        p.hand?.push(o.name);
        p.handSize += 1;
        leaveBoardHooks(ctx, o);
      }
      ctx.cleanupOutstanding = true;
      return {
        outcome: t.partial.length ? "PARTIAL" : "EXECUTED",
        explanation: `Returns ${t.objs.map((o) => `${label(o)} to ${o.owner}'s hand`).join(", ")}; it left the board and is a new object.${kept.length ? ` ${kept.join(". ")}.` : ""}${restNote(t.partial)}`,
        citations: [...cite("zone.new-object", "illegal-targets.new-object"), ...restCites(t.partial)],
      };
    }
    case "play": {
      const who = playerOf(run, ins.by);
      const r = objectsOf(run, ins.what);
      const o = r.objs[0];
      if (!who.player || !o) return ignored("There is no card to play.", cite("instructions.impossible-ignored"));
      if (isOnBoard(o)) return ignored(`${label(o)} is already on the board.`, cite("instructions.impossible-ignored"));
      const barred = state.players.get(who.player)?.noCardsFrom;
      if (barred?.length) return ignored(`${who.player} can't play cards this turn (${barred.join(", ")}), so ${label(o)} is not played.`, cite("cant-beats-can"));
      const how = line.say === "me" || line.say === "me from your trash" ? " from their trash, for the cost paid as the ability went on the chain (paid outside the engine)," : line.say === "paying its costs" ? ", paying its costs (outside the engine)," : line.say === "ignoring its Energy cost" ? ", ignoring its Energy cost (its Power cost is paid outside the engine)," : ins.ignoringCost ? ", ignoring its cost," : ins.reducedBy ? `, its ${line.say === "looked energy" ? "Energy " : ""}cost reduced by ${ins.reducedBy} (the rest is paid outside the engine),` : line.say === "looked" ? ", paying its costs (outside the engine)," : "";
      if (o.types.includes("spell")) return playSpellFromEffect(run, o, who.player, how, ins.ignoringCost);
      const res = playUnit(run, o, who.player, ins.to);
      if (!res) return ignored(ins.to === "sameLocation" ? `${capitalise(noDestination(ins.to))}, so ${label(o)} is not played.` : "No location was chosen for the unit.", cite("instructions.impossible-ignored"));
      if (res.forbidden) return ignored(`${res.forbidden}, so ${label(o)} is not played.`, res.citations);
      return {
        outcome: "EXECUTED",
        explanation: `${who.player} plays ${label(o)}${how} to ${describeLocation(locationOf(o), state)}; it enters ${o.exhausted ? "exhausted " : isUnit(o) ? "ready " : ""}as a new object.${res.where !== locationOf(o) ? "" : ""}`,
        citations: res.citations,
      };
    }
    case "lookAtTop": {
      const p = state.players.get(item.controller)!;
      const verb = ins.reveal ? "reveals" : "looks at";
      if (ins.reveal) lookTopBeforeReveal(run, p.id); // a replacement on revealing from a deck (370)
      if (!p.deck) {
        run.looked = [];
        if (ins.reveal) run.revealUnknown = true;
        return { outcome: "PARTIAL", explanation: `${p.id} ${verb} the top ${ins.n} cards of their Main Deck (the deck's contents were not given, so nothing can be chosen from them${ins.reveal ? " and what they are is not known here" : ""}).`, citations: ins.reveal ? cite("reveal.action") : [] };
      }
      run.looked = p.deck.slice(0, ins.n).map((id) => state.objects.get(id)!);
      const seen = [...run.looked];
      const gone = asLookedOrRevealed(run, seen, ins.reveal ? "reveal" : "look"); // the cards' own replacements as they are seen (370)
      return { outcome: "EXECUTED", explanation: `${p.id} ${verb} the top ${seen.length}: ${seen.map(label).join(", ") || "(empty)"}${gone.length ? ` (${gone.map(label).join(", ")} banished as ${gone.length === 1 ? "it was" : "they were"} seen)` : ""}.`, citations: ins.reveal ? cite("reveal.action") : [] };
    }
    case "mayBanishLookedUnit": {
      const amt = ins.mightAtMost === undefined ? { n: null, citations: [] } : amountOf(run, ins.mightAtMost);
      if (ins.mightAtMost !== undefined && amt.n === null)
        return ignored(`${capitalise(amt.note ?? "the killed unit's Might is null")}, so no unit among them can be chosen.`, [...amt.citations, ...cite("information.null")]);
      if (ins.any && run.looked.length === 0)
        return ignored(run.revealUnknown ? "The revealed cards are not known (the Main Deck's contents were not given), so none can be chosen." : "No card was revealed.", cite("instructions.impossible-ignored"));
      if (ins.mightAtMost === undefined && !ins.any && !state.players.get(item.controller)?.deck)
        return ignored("The Main Deck's contents were not given, so the cards looked at are not known and no unit can be chosen from them.", cite("instructions.impossible-ignored"));
      const candidates = run.looked.filter((o) => (ins.any || isUnit(o) || (ins.orGear && o.types.includes("gear"))) && (ins.mightAtMost === undefined || (o.baseMight !== null && o.baseMight <= amt.n!)));
      const what = ins.any ? "a card" : ins.orGear ? "a unit or gear" : "a unit";
      if (candidates.length === 0) return ignored(ins.any ? "There is no card among them." : ins.orGear ? "There is no unit or gear among them." : ins.mightAtMost === undefined ? "There is no unit among them." : `No unit among them has Might ${amt.n} or less.`, cite("instructions.impossible-ignored"));
      const c = ins.must && candidates.length === 1 ? { option: candidates[0]!.id } as { option?: string; objects?: string[]; accept?: boolean }
        : ins.must ? ask(run, item.controller, `choose one of the revealed cards to banish.`, candidates.map((o) => o.id))
        : ask(run, item.controller, `you may banish ${what}${ins.mightAtMost === undefined ? "" : ` with Might ${amt.n} or less`} from among the looked-at cards (or "none").`, [...candidates.map((o) => o.id), "none"]);
      const pick = candidates.find((o) => o.id === (c.option ?? c.objects?.[0]));
      if (!pick && ins.must) return ignored(`The card given is not one of ${candidates.map((o) => o.id).join(", ")}.`, cite("instructions.impossible-ignored"));
      if (!pick || c.accept === false) return { outcome: "IGNORED", performed: false, explanation: `${item.controller} chooses not to banish ${what}.`, citations: [] };
      removeFromDeck(run, pick);
      changeZone(pick, "BANISHMENT", state);
      fireYouBanish(ctx, item.controller, [pick]);
      run.lookedChosen = pick;
      run.looked = run.looked.filter((o) => o !== pick);
      if (ins.mightAtMost === undefined) return { outcome: "EXECUTED", explanation: `${item.controller} banishes ${label(pick)}.`, citations: cite("banish.action") };
      return { outcome: "EXECUTED", explanation: `${item.controller} banishes ${label(pick)} (Might ${pick.baseMight} ≤ ${amt.n}${amt.note ? `, ${amt.note}` : ""}).`, citations: [...amt.citations, ...cite("banish.action")] };
    }
    case "recycleLooked": {
      if (run.looked.length === 0) return { outcome: "EXECUTED", explanation: "The other cards are recycled (put under the Main Deck).", citations: cite("recycle.action") };
      for (const o of run.looked) {
        const deck = state.players.get(o.owner)?.deck; // under its owner's Main Deck (416.1.c)
        if (!deck) continue;
        const k = deck.indexOf(o.id);
        if (k >= 0) deck.splice(k, 1);
        deck.push(o.id);
      }
      noteRecycledObjects(run.ctx, run.looked.filter((o) => state.players.get(o.owner)?.deck));
      return { outcome: "EXECUTED", explanation: `Recycles ${run.looked.map(label).join(", ")} (under the Main Deck).`, citations: cite("recycle.action") };
    }
    case "gainControlUntilSourceLeaves": {
      const t = targetsOrIgnore(run, ins.what, "gear");
      if ("outcome" in t) return t;
      const src = objectsOf(run, { self: true }).objs[0];
      if (!src)
        return ignored(
          `The control effect lasts until ${run.item.sourceId} leaves the board, and it already has: that duration is over before it began, so the delayed ability is not created and control never changes.`,
          cite("delayed.duration-ended", "delayed.abilities"),
        );
      for (const o of t.objs) {
        o.controlUntil = { source: src.id, sourceIncarnation: src.incarnation, revertTo: o.controller };
        o.controller = item.controller;
      }
      ctx.cleanupOutstanding = true;
      return { outcome: "EXECUTED", explanation: `${item.controller} controls ${t.objs.map(label).join(", ")} until ${label(src)} leaves the board.`, citations: cite("control.permanent", "delayed.abilities") };
    }
    case "delayedAtEndOfTurn": {
      const ended = ["ENDING_STEP", "END_OF_TURN", "CLEANUP_STEP"].includes(state.phase);
      if (ended)
        return ignored(`"At the end of this turn" has already begun (phase ${state.phase}), so the delayed trigger (${ins.describe}) is not created.`, cite("delayed.duration-ended", "delayed.abilities"));
      // the object an instruction about "it" acts on is named now (the delayed ability remembers it, 390)
      const inner = ins.effect[0];
      const about = inner && "what" in inner && inner.what && typeof inner.what === "object" ? objectsOf(run, inner.what as ObjectRef).objs.map(label) : [];
      const describe = about.length ? `${ins.describe} (${about.join(", ")})` : ins.describe;
      state.delayed.push({ id: `${item.id}.delayed`, controller: item.controller, describe, source: item.sourceId ?? item.id, when: "END_OF_TURN" });
      return { outcome: "EXECUTED", explanation: `Creates a delayed trigger for the end of this turn: ${describe}. (It fires after this chain${about.length ? "" : "; runes are not modelled"}.)`, citations: cite("delayed.abilities") };
    }
    case "readyRunes":
      return { outcome: "EXECUTED", explanation: `Ready up to ${ins.upTo} runes (runes are not modelled).`, citations: [] };
    case "leaveChain": {
      state.chain = state.chain.filter((c) => c !== item);
      trashCards(state, item.controller, [item.name]);
      return { outcome: "EXECUTED", explanation: `${item.name} leaves the chain.`, citations: cite("chain.left-mid-resolution") };
    }
    default:
      return executeMore(run, line); // the compiler's vocabulary (src/engine/chain/ops)
  }
}


/** A battlefield's Bonus Damage to units there (bonusDamageToUnitsHere), for the battlefield the unit is at (read only for the units dealt damage). */
function bonusDamageHere(state: import("../state/types.js").GameState, u: Obj): { n: number; where: string } | undefined {
  if (u.zone !== "BATTLEFIELD" || !u.battlefield) return undefined;
  const bf = state.battlefields.get(u.battlefield);
  const n = (bf?.def?.abilities ?? []).reduce((s, a) => s + (a.kind === "static" && a.rule.rule === "bonusDamageToUnitsHere" ? a.rule.n : 0), 0);
  return n > 0 ? { n, where: bf?.name ?? u.battlefield } : undefined;
}

/** mayMoveSelfWithIt: the source unit, asked, moves to where the friendly unit named by the trigger moved (the location noted as it triggered). */
export function mayMoveSelfWithIt(run: Run): Outcome {
  const state = run.ctx.state;
  const me = run.item.sourceId ? state.objects.get(run.item.sourceId) : undefined;
  const to = run.item.triggerInfo?.location;
  if (!me || !isOnBoard(me) || me.incarnation !== run.item.sourceIncarnation || !to) return ignored("The unit is no longer on the board (or where the other unit moved is not known), so it is not moved.", cite("instructions.impossible-ignored"));
  if (locationOf(me) === to) return ignored(`${label(me)} is already at ${describeLocation(to, state)}.`, cite("instructions.impossible-ignored"));
  const c = ask(run, run.item.controller, `${label(me)} may be moved to ${describeLocation(to, state)} — accept or decline?`, ["accept", "decline"]);
  if (!(c.accept === true || c.option === "accept")) return { outcome: "IGNORED", performed: false, explanation: `${run.item.controller} chooses not to move ${label(me)}.`, citations: [] };
  const why = moveImpossible(run, me, to);
  if (why) return ignored(`${label(me)} can't be moved to ${describeLocation(to, state)}: ${why}.`, cite("instructions.impossible-ignored", "move.valid-destination"));
  noteMove(run.ctx, me, to, run.item.controller);
  (run.item.movedFrom ??= new Map()).set(me.id, locationOf(me)!);
  moveOnBoard(me, to, state);
  run.ctx.cleanupOutstanding = true;
  return { outcome: "EXECUTED", explanation: `${label(me)} is moved with it, to ${describeLocation(to, state)}.`, citations: cite("move.action") };
}
