/** Game actions that change the board. Each returns what happened; callers log and cite. */
import type { Obj, GameState } from "./types.js";
import { inCombat, isOnBoard, isUnit, locationOf, mightOf, staticRules } from "./queries.js";
import type { Zone } from "../api.js";
import { mayBeStaticSources } from "./objectIndex.js";
import { leaveBoardEndsAttachedCopies } from "./copyTraits.js";

export interface Snapshot {
  id: string;
  controller: string;
  owner: string;
  might: number | null;
  location: string | undefined;
  zone: Zone;
  /** buffs it had (a buffed unit, 702.2.a) */
  buffs?: number;
  /** its tags ("Recruit", "Mech", …) */
  tags?: string[];
  /** it was the first unit of its controller to die during their Beginning Phase this turn (state/history.ts) */
  firstInBeginningPhase?: true;
  /** it was the first unit of its controller to die this turn (state/history.ts) */
  firstOfTurn?: true;
  /** it was in combat (740.2.c): at the battlefield of the board's combat with a combat designation */
  inCombat?: true;
}

export function snapshot(o: Obj, state: GameState): Snapshot {
  return { id: o.id, controller: o.controller, owner: o.owner, might: mightOf(o, state), location: locationOf(o), zone: o.zone, ...(o.buffs ? { buffs: o.buffs } : {}), ...(o.tags?.length ? { tags: [...o.tags] } : {}), ...(inCombat(o, state) ? { inCombat: true as const } : {}) };
}

/** Put an object at a board location key ("bf:<id>" or "base:<player>"). Attached gear follows its unit. */
export function placeAt(o: Obj, loc: string, state: GameState): void {
  if (loc.startsWith("base:")) {
    o.zone = "BASE";
    o.baseOwner = loc.slice(5);
    delete o.battlefield;
  } else {
    o.zone = "BATTLEFIELD";
    o.battlefield = loc.slice(3);
    delete o.baseOwner;
    if (isUnit(o)) state.arrivals.add(o.battlefield);
  }
  // combat designations are not touched here: the next cleanup assigns or removes them (323.2)
  for (const g of state.objects.values()) if (g.attachedTo === o.id && isOnBoard(g)) placeAt(g, loc, state);
}

/** Move on the board: keeps identity (359.3.e.3). */
export function moveOnBoard(o: Obj, loc: string, state: GameState): void {
  placeAt(o, loc, state);
  o.moves += 1;
  o.movedThisTurn = (o.movedThisTurn ?? 0) + 1;
}

/** Leaving or entering the board (to or from hand, trash, deck, banishment, chain): a new object afterwards (359.3.e.4). */
export function changeZone(o: Obj, zone: Zone, state: GameState): void {
  const wasOnBoard = isOnBoard(o);
  const wasAt = wasOnBoard ? locationOf(o) : undefined;
  o.zone = zone;
  delete o.battlefield;
  delete o.baseOwner;
  o.incarnation += 1;
  delete o.movedThisTurn; // a new object has not moved
  delete o.dealtDamageThisTurn; // nor been dealt damage
  delete o.conqueredThisTurn; // nor conquered
  o.damage = 0;
  delete o.damageFrom;
  o.tempMight = 0;
  delete o.combatMight;
  o.exhausted = false;
  delete o.controlUntil;
  delete o.buffs; // a new object: buffs, granted keywords and stuns do not follow it (359.3.e.4)
  delete o.granted;
  delete o.stunned;
  delete o.deathShield;
  delete o.empowered;
  delete o.timesEmpowered;
  delete o.damageReplacements;
  delete o.banishIfDies;
  delete o.protectedThisTurn;
  delete o.noMoveBy;
  delete o.modesChosen; // a new object has chosen nothing
  delete o.named; // nor named anything
  delete o.abilitiesThisTurn; // abilities given to the old object
  delete o.mightBecomes;
  delete o.usedThisTurn; // a new object has used none of its abilities
  if (wasOnBoard) {
    leaveBoardEndsAttachedCopies(o, state); // a copy lasting while an Equipment is attached ends: a new object (124)
    o.leftController = o.controller;
    o.leftLocation = wasAt;
    if (o.attachedTo) delete o.attachedTo;
    for (const g of state.objects.values()) if (g.attachedTo === o.id) delete g.attachedTo;
    if (state.combat) {
      state.combat.attackers.delete(o.id);
      state.combat.defenders.delete(o.id);
    }
  }
  o.controller = o.owner;
}

/** Puts a card from a non-board zone onto the board as a new object. */
export function enterBoard(o: Obj, controller: string, loc: string, state: GameState, exhausted: boolean): void {
  changeZone(o, "BASE", state);
  o.controller = controller;
  placeAt(o, loc, state);
  o.exhausted = exhausted;
  o.newObject = true;
}

/**
 * A permanent on the board whose static banishes its controller's cards instead of letting them go to their trash from anywhere but
 * their Main Deck (`banishInsteadOfTrash`, 369, 370.1.b): the first in board order controlled by the card's owner (a card goes to its
 * owner's trash, 157, and the static speaks of its controller's trash), else undefined. It is on the board as the event happens,
 * so it also applies to its own trip to the trash (370.4), and to the other cards of the same event (`together`: the ids of the
 * objects leaving with it, such as the units and gear one kill instruction kills) even once it has been moved itself.
 */
export function trashBanisher(owner: string, state: GameState, together?: ReadonlySet<string>): Obj | undefined {
  for (const g of mayBeStaticSources(state)) {
    if (g.controller !== owner || !isOnBoard(g) || g.zone === "FACEDOWN") continue;
    if (staticRules(g, state).some((r) => r.rule === "banishInsteadOfTrash")) return g;
  }
  for (const id of together ?? []) {
    const g = state.objects.get(id);
    if (!g || isOnBoard(g) || (g.leftController ?? g.controller) !== owner) continue; // on the board: seen above
    if (staticRules(g, state).some((r) => r.rule === "banishInsteadOfTrash")) return g;
  }
  return undefined;
}

/**
 * Puts a card into its owner's trash (a new object, 359.3.e.4). A card leaving its owner's Main Deck (a Burn, a mill) goes there
 * whatever the statics say; from anywhere else, a `banishInsteadOfTrash` static of its owner banishes it instead: it is then in
 * banishment, the event is noted for the transcript, and the result is "banished".
 */
export function toTrash(o: Obj, state: GameState, together?: ReadonlySet<string>): "trashed" | "banished" {
  const by = o.zone === "MAIN_DECK" ? undefined : trashBanisher(o.owner, state, together);
  if (by) {
    const self = by === o;
    changeZone(o, "BANISHMENT", state);
    (state.trashBanished ??= []).push({ card: o.name, id: o.id, owner: o.owner, by: by.id, self });
    return "banished";
  }
  changeZone(o, "TRASH", state);
  const p = state.players.get(o.owner);
  if (p) p.trash.push(o.name);
  return "trashed";
}

/**
 * A card known only by its name (from a hand, or named in a trash) put into banishment as a card object of its owner, so that the
 * final board reports it: its id is `<prefix>:<k>`, the first k not taken. Returns the id.
 */
export function addBanishedCard(state: GameState, prefix: string, owner: string, name: string): string {
  let k = 0;
  while (state.objects.has(`${prefix}:${k}`)) k++;
  const id = `${prefix}:${k}`;
  state.objects.set(id, {
    id, name, types: [], baseMight: null, energy: null, power: null, mightBonus: null, tags: [], domains: [],
    owner, controller: owner, zone: "BANISHMENT", damage: 0, exhausted: false, tempMight: 0, incarnation: 1, moves: 0,
    newObject: false, fromInput: false,
  });
  state.objectOrder.push(id);
  return id;
}

/**
 * Cards known only by name (from a hand, a spell that finishes resolving without a card object) going to their owner's trash from
 * anywhere but the Main Deck: each goes to the trash, or, with a `banishInsteadOfTrash` static of that player on the board, is banished
 * instead as a card object in banishment (`<owner>:banishment:<k>`, reported with the final board). Returns the ids so banished.
 */
export function trashCards(state: GameState, owner: string, cards: readonly string[]): string[] {
  const p = state.players.get(owner);
  if (!p || cards.length === 0) return [];
  const by = trashBanisher(owner, state);
  if (!by) {
    p.trash.push(...cards);
    return [];
  }
  const ids: string[] = [];
  for (const name of cards) {
    const id = addBanishedCard(state, `${owner}:banishment`, owner, name);
    (state.trashBanished ??= []).push({ card: name, id, owner, by: by.id, self: false });
    ids.push(id);
  }
  return ids;
}

/**
 * N cards not known (a discard from a hand given only by its size) going to their owner's trash: the trash is no longer known, or,
 * with a `banishInsteadOfTrash` static of that player on the board, they are banished instead (noted; no card object, since which
 * cards is not known, and the trash stays as it was).
 */
export function trashUnknown(state: GameState, owner: string, n: number): void {
  const p = state.players.get(owner);
  if (!p || n <= 0) return;
  const by = trashBanisher(owner, state);
  if (!by) {
    p.trashKnown = false;
    return;
  }
  (state.trashBanished ??= []).push({ card: `${n} card${n === 1 ? "" : "s"} not known`, id: "", owner, by: by.id, self: false });
}

/** Notes which player's spell, ability or unit dealt damage to the object (for effects under which even 1 damage from that player kills). */
export function noteDamageFrom(o: Obj, player: string): void {
  if (!(o.damageFrom ??= []).includes(player)) o.damageFrom.push(player);
}

/** A unit of another player whose static makes any amount of its controller's damage lethal to the object, if that player damaged it. */
export function anyDamageKiller(o: Obj, state: GameState): Obj | undefined {
  if (!o.damageFrom?.length || o.damage <= 0) return undefined;
  // only an object with a static ability can have this one (objectIndex.ts): a large board is not walked for each damaged unit
  for (const w of mayBeStaticSources(state)) {
    if (w.controller === o.controller || !o.damageFrom.includes(w.controller) || !isOnBoard(w) || w.zone === "FACEDOWN" || !isUnit(w)) continue;
    if (staticRules(w, state).some((r) => r.rule === "anyDamageKillsEnemies")) return w;
  }
  return undefined;
}

export function isLethal(o: Obj, state: GameState): boolean {
  // damage first: an undamaged unit is never lethal, and its Might (every static ability on the board) is not cheap
  if (o.damage <= 0 || !isOnBoard(o) || !isUnit(o)) return false;
  if (anyDamageKiller(o, state)) return true;
  const m = mightOf(o, state);
  return m !== null && o.damage >= m;
}
