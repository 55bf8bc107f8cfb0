/**
 * Validates a request and builds the working state. User mistakes come back as
 * InputError values (path + message); nothing here throws on bad input.
 */
import { appendUnitText, currentTraits, setTraits, traitsToCopy } from "./copyTraits.js";
import type { CardCatalog, EngineRequest, InputError, Location } from "../api.js";
import type { CardDefinition } from "../cards/language.js";
import { findDefinition } from "../cards/registry.js";
import { cardBehaviour, textBehaviour } from "../cards/behaviour.js";
import { stripReminders } from "../cards/compiler/segment.js";
import type { BattlefieldState, GameState, Obj, Player } from "./types.js";
import { BATTLEFIELD_TOKENS } from "../chain/ops/battlefieldTokens.js";
import { turnHistory } from "./history.js";

const OBJECT_TYPES = ["unit", "gear", "equipment", "spell", "battlefield", "legend", "rune"];
const LOCATIONS: Location[] = ["BASE", "BATTLEFIELD", "FACEDOWN"];

export interface Setup {
  state: GameState;
  unsupported: string[];
}

export interface Resolved {
  name: string;
  types: string[];
  might: number | null;
  energy: number | null;
  power: number | null;
  mightBonus: number | null;
  tags: string[];
  domains: string[];
  def: CardDefinition | undefined;
}

/** Looks a card up: our definition gives behaviour, the catalog gives the printed facts. */
export function resolveCard(
  card: string,
  catalog: CardCatalog,
  extra: readonly CardDefinition[],
  unsupported: string[],
): Resolved | undefined {
  const info = catalog.lookup(card);
  const behaviour = cardBehaviour(info, card, extra); // hand-written for the text in force, else compiled
  const def = behaviour.def;
  if (!info && !def) return undefined;
  const typeText = (info?.type ?? def?.type ?? "").toLowerCase();
  const types = OBJECT_TYPES.filter((t) => typeText.includes(t));
  // an Equipment is a gear with an Equip ability: "[Equip]" in a unit's Weaponmaster reminder text does not make it one
  if (types.includes("gear") && (def?.equipment || /\[equip\]/i.test(stripReminders(info?.text ?? "")))) types.push("equipment");
  if (types.includes("equipment") && !types.includes("gear")) types.push("gear");
  for (const s of behaviour.unsupported) unsupported.push(`${info?.name ?? card}: ${s}`);
  return { name: info?.name ?? def!.name, types, might: info?.might ?? null, energy: info?.energy ?? null, power: info?.power ?? null, mightBonus: info?.mightBonus ?? null, tags: info?.tags ?? [], domains: info?.domains ?? [], def };
}

/** A card in a player's trash or Main Deck as an object (its printed facts and behaviour), owned and controlled by that player. */
export function offBoardCardObject(r: Resolved | undefined, id: string, card: string, owner: string, zone: "TRASH" | "MAIN_DECK" | "BANISHMENT" | "HAND"): Obj {
  return {
    id, name: r?.name ?? card, types: r?.types ?? [], baseMight: r?.might ?? null, energy: r?.energy ?? null, power: r?.power ?? null, mightBonus: r?.mightBonus ?? null, tags: r?.tags ?? [], domains: r?.domains ?? [],
    ...(r?.def ? { def: r.def } : {}),
    owner, controller: owner, zone, damage: 0, exhausted: false, tempMight: 0, incarnation: 0, moves: 0,
    newObject: false, fromInput: false,
  };
}

export function buildState(
  req: EngineRequest,
  catalog: CardCatalog,
  extra: readonly CardDefinition[],
): { ok: true; setup: Setup } | { ok: false; errors: InputError[] } {
  const errors: InputError[] = [];
  const unsupported: string[] = [];
  const err = (path: string, message: string) => errors.push({ path, message });
  const b = req.board;
  if (!b || !Array.isArray(b.players) || !Array.isArray(b.objects) || !Array.isArray(b.battlefields)) {
    return { ok: false, errors: [{ path: "board", message: "board needs players, battlefields and objects lists" }] };
  }
  if (!Array.isArray(req.chain)) return { ok: false, errors: [{ path: "chain", message: "chain must be a list" }] };

  const seen = new Map<string, string>();
  const claim = (id: string, path: string) => {
    if (typeof id !== "string" || id === "") return err(path, "id must be a non-empty string");
    const prev = seen.get(id);
    if (prev) err(path, `duplicate id "${id}" (also used at ${prev})`);
    else seen.set(id, path);
  };
  b.players.forEach((p, i) => claim(p.id, `board.players[${i}].id`));
  b.battlefields.forEach((f, i) => claim(f.id, `board.battlefields[${i}].id`));
  b.objects.forEach((o, i) => claim(o.id, `board.objects[${i}].id`));
  req.chain.forEach((c, i) => claim(c.id, `chain[${i}].id`));

  const playerIds = new Set(b.players.map((p) => p.id));
  const bfIds = new Set(b.battlefields.map((f) => f.id));
  if (!playerIds.has(b.turnPlayer)) err("board.turnPlayer", `turn player "${b.turnPlayer}" is not a player`);

  const state: GameState = {
    turnPlayer: b.turnPlayer,
    playerOrder: b.players.map((p) => p.id),
    players: new Map(),
    battlefields: new Map(),
    objects: new Map(),
    objectOrder: [],
    phase: (b.phase ?? "ACTION").toUpperCase(),
    victoryScore: b.victoryScore ?? 8,
    ...(b.showdownBattlefield !== undefined ? { showdownAt: b.showdownBattlefield } : {}),
    chain: [],
    delayed: [],
    additionalTurns: [...(b.additionalTurns ?? [])],
    removedItems: new Map(),
    arrivals: new Set(),
  };

  const add = (o: Obj) => {
    state.objects.set(o.id, o);
    state.objectOrder.push(o.id);
  };
  const cardObject = (id: string, card: string, owner: string, zone: "TRASH" | "MAIN_DECK" | "BANISHMENT"): Obj => offBoardCardObject(resolveCard(card, catalog, extra, unsupported), id, card, owner, zone);

  b.players.forEach((p, i) => {
    for (const zone of ["hand", "deck", "trash"] as const)
      (p[zone] ?? []).forEach((card, j) => {
        if (!resolveCard(card, catalog, extra, [])) err(`board.players[${i}].${zone}[${j}]`, `unknown card "${card}": not in the card catalog and the engine has no definition`);
      });
    (p.runeDeck ?? []).forEach((card, j) => {
      const info = catalog.lookup(card);
      if (!info) err(`board.players[${i}].runeDeck[${j}]`, `unknown card "${card}": not in the card catalog`);
      else if (info.type.toLowerCase() !== "rune") err(`board.players[${i}].runeDeck[${j}]`, `"${card}" is not a rune card (a Rune Deck holds runes only, 161.2)`);
    });
    if (p.runeDeck && p.runeDeckSize !== undefined && p.runeDeckSize !== p.runeDeck.length) err(`board.players[${i}].runeDeckSize`, "must be the number of runes in runeDeck when both are given");
    for (const field of ["xp", "points", "excessDamageAssigned", "runes", "runeDeckSize", "cardsPlayedThisTurn", "spellsPlayedThisTurn", "xpGainedThisTurn", "cardsDrawnThisTurn", "cardsDiscardedThisTurn", "unitsDiedThisTurn", "unitsDiedInBeginningPhaseThisTurn", "powerSpentThisTurn"] as const) {
      const v = p[field];
      if (v !== undefined && (!Number.isInteger(v) || v < 0)) err(`board.players[${i}].${field}`, `${field} must be a whole number, 0 or more`);
    }
    const player: Player = {
      id: p.id,
      hand: p.hand ? [...p.hand] : undefined,
      handSize: p.hand ? p.hand.length : (p.handSize ?? 0),
      deck: p.deck ? [...p.deck] : undefined,
      deckSize: p.deck ? p.deck.length : (p.deckSize ?? 0),
      trash: [...(p.trash ?? [])],
      trashKnown: p.trash !== undefined,
      ...(p.championZone ? { championZone: p.championZone } : {}),
      ...(p.team ? { team: p.team } : {}),
      ...(p.turnsTaken !== undefined ? { turnsTaken: p.turnsTaken } : {}),
      ...(p.chosenChampion?.trim() ? { chosenChampion: p.chosenChampion.trim() } : {}),
      xp: p.xp ?? 0,
      points: p.points ?? 0,
      excessDamageAssigned: p.excessDamageAssigned ?? 0,
      runes: p.runes ?? 0,
      ...(p.runeDeck ? { runeDeck: p.runeDeck.map((c) => catalog.lookup(c)?.name ?? c), runeDeckSize: p.runeDeck.length } : p.runeDeckSize !== undefined ? { runeDeckSize: p.runeDeckSize } : {}),
      playedBefore: p.cardsPlayedThisTurn ?? 0,
      playedIds: [],
      history: turnHistory(p),
    };
    state.players.set(p.id, player);
  });

  b.players.forEach((p, i) => {
    if (p.turnsTaken !== undefined && (!Number.isInteger(p.turnsTaken) || p.turnsTaken < 0)) err(`board.players[${i}].turnsTaken`, "must be a whole number, 0 or more");
    if (p.turnsTaken === 0 && p.id === b.turnPlayer) err(`board.players[${i}].turnsTaken`, "the turn player has begun at least the current turn (1 or more)");
    (p.energySpentOnSpellsThisTurn ?? []).forEach((v, j) => {
      if (!Number.isInteger(v) || v < 0) err(`board.players[${i}].energySpentOnSpellsThisTurn[${j}]`, "the Energy spent must be a whole number, 0 or more");
    });
    (p.battlefieldsConqueredThisTurn ?? []).forEach((bf, j) => {
      if (!bfIds.has(bf)) err(`board.players[${i}].battlefieldsConqueredThisTurn[${j}]`, `unknown battlefield "${bf}"`);
    });
    if ((p.unitsDiedInBeginningPhaseThisTurn ?? 0) > (p.unitsDiedThisTurn ?? 0))
      err(`board.players[${i}].unitsDiedInBeginningPhaseThisTurn`, "can't be more than unitsDiedThisTurn");
  });

  if (b.victoryScore !== undefined && (!Number.isInteger(b.victoryScore) || b.victoryScore < 1)) err("board.victoryScore", "the Victory Score must be a whole number, 1 or more");
  (b.additionalTurns ?? []).forEach((p, i) => {
    if (!playerIds.has(p)) err(`board.additionalTurns[${i}]`, `"${p}" is not a player`);
  });
  if (b.showdownBattlefield !== undefined && !bfIds.has(b.showdownBattlefield)) err("board.showdownBattlefield", `"${b.showdownBattlefield}" is not a battlefield of the board`);
  b.battlefields.forEach((f, i) => {
    if (f.controller !== undefined && !playerIds.has(f.controller))
      err(`board.battlefields[${i}].controller`, `controller "${f.controller}" is not a player`);
    let name: string | undefined;
    let def: CardDefinition | undefined;
    const tokenName = f.card !== undefined ? Object.keys(BATTLEFIELD_TOKENS).find((t) => t.toLowerCase().replace(/[^a-z]/g, "") === f.card!.toLowerCase().replace(/[^a-z]/g, "")) : undefined;
    if (f.card && tokenName && !catalog.lookup(f.card)) {
      // a battlefield token that is no card of the library (the Baron Pit, 187.9)
      name = tokenName;
      def = BATTLEFIELD_TOKENS[tokenName];
    } else if (f.card) {
      const r = resolveCard(f.card, catalog, extra, unsupported);
      if (!r) err(`board.battlefields[${i}].card`, `unknown card "${f.card}"`);
      else {
        name = r.name;
        def = r.def;
      }
    }
    if (f.uncontrolled && f.controller) err(`board.battlefields[${i}].uncontrolled`, "a battlefield with a controller is not uncontrolled");
    // a battlefield token (Brush) given on the board, and the battlefield it replaced (438.7)
    let replaced: BattlefieldState["replaced"];
    if (f.replaced !== undefined) {
      const r = resolveCard(f.replaced, catalog, extra, []);
      if (!r) err(`board.battlefields[${i}].replaced`, `unknown card "${f.replaced}"`);
      else if (!BATTLEFIELD_TOKENS[name ?? ""]) err(`board.battlefields[${i}].replaced`, "only a battlefield token that replaces battlefields (Brush) can say what it replaced");
      else replaced = { name: r.name, ...(r.def ? { def: r.def } : {}) };
    }
    state.battlefields.set(f.id, { id: f.id, ...(name ? { name } : {}), ...(def ? { def } : {}), ...(name && BATTLEFIELD_TOKENS[name] ? { token: true } : {}), ...(replaced ? { replaced } : {}), ...(f.controller ? { controller: f.controller } : {}), ...(f.uncontrolled && !f.controller ? { uncontrolled: true } : {}), ...(f.choseFriendlyUnitWithSpellThisTurn?.length ? { choseFriendlyWithSpell: [...f.choseFriendlyUnitWithSpellThisTurn] } : {}), ...(f.playedNonTokenUnitHereThisTurn?.length ? { playedNonTokenUnitHere: [...f.playedNonTokenUnitHereThisTurn] } : {}) });
  });

  b.objects.forEach((o, i) => {
    const path = `board.objects[${i}]`;
    if (!playerIds.has(o.owner)) err(`${path}.owner`, `owner "${o.owner}" is not a player`);
    if (o.controller !== undefined && !playerIds.has(o.controller)) err(`${path}.controller`, `controller "${o.controller}" is not a player`);
    if (!LOCATIONS.includes(o.location)) err(`${path}.location`, `location must be one of ${LOCATIONS.join(", ")}`);
    if ((o.location === "BATTLEFIELD" || o.location === "FACEDOWN") && !o.battlefield)
      err(`${path}.battlefield`, "object at a battlefield needs a battlefield id");
    if (o.battlefield !== undefined && !bfIds.has(o.battlefield)) err(`${path}.battlefield`, `no battlefield with id "${o.battlefield}"`);
    if (o.attachedTo !== undefined) {
      if (o.attachedTo === o.id) err(`${path}.attachedTo`, "equipment cannot be attached to itself");
      else if (!b.objects.some((x) => x.id === o.attachedTo)) err(`${path}.attachedTo`, `no object with id "${o.attachedTo}"`);
    }
    if (o.timesEmpowered !== undefined && (!Number.isInteger(o.timesEmpowered) || o.timesEmpowered < 0)) err(`${path}.timesEmpowered`, "timesEmpowered must be a whole number, 0 or more");
    if (o.timesEmpowered === 0 && o.empowered) err(`${path}.timesEmpowered`, "an object Empowered 0 times is not Empowered");
    if (o.movesThisTurn !== undefined && (!Number.isInteger(o.movesThisTurn) || o.movesThisTurn < 0)) err(`${path}.movesThisTurn`, "movesThisTurn must be a whole number, 0 or more");
    if (o.dealtDamageThisTurn === false && (o.damage ?? 0) > 0) err(`${path}.dealtDamageThisTurn`, "an object with damage was dealt damage this turn (damage is removed at the end of each turn)");
    if (o.modesChosenThisTurn?.some((n) => !Number.isInteger(n) || n < 1)) err(`${path}.modesChosenThisTurn`, "modesChosenThisTurn must list mode numbers, 1 or more");
    let r: Resolved | undefined;
    if (o.card !== undefined) {
      r = resolveCard(o.card, catalog, extra, unsupported);
      if (!r) err(`${path}.card`, `unknown card "${o.card}": not in the card catalog and the engine has no definition`);
    } else if (!o.type) {
      err(`${path}.type`, "an object without a card needs a type");
    }
    let types = r?.types ?? [];
    if (o.type) {
      const t = o.type.toLowerCase();
      if (!OBJECT_TYPES.includes(t)) err(`${path}.type`, `unknown type "${o.type}"`);
      types = t === "equipment" ? ["gear", "equipment"] : [t];
    }
    let def = r?.def;
    if (o.text && !(r?.def && o.card && findDefinition(r.name, extra))) {
      const described = textBehaviour(o.text, o.name ?? r?.name ?? o.id, o.type ?? r?.types[0] ?? "unit"); // the same compiler as for catalog cards
      def = described.def;
      for (const s of described.unsupported) unsupported.push(`${o.id}: ${s}`);
    }
    if (o.attachedTo !== undefined && !types.includes("equipment") && types.includes("gear")) types = [...types, "equipment"];
    if (types.includes("rune")) {
      // a rune on the board is in its controller's base (107.1.c), one of the runes the player's `runes` counts (161.1.a)
      if (o.location !== "BASE") err(`${path}.location`, "a rune is in its controller's base (BASE)");
      if (o.attachedTo !== undefined) err(`${path}.attachedTo`, "a rune is not attached to anything");
    }
    add({
      id: o.id,
      name: o.name ?? r?.name ?? o.id,
      types,
      baseMight: o.might ?? r?.might ?? null,
      energy: r?.energy ?? null,
      power: r?.power ?? null,
      mightBonus: r?.mightBonus ?? null,
      tags: [...(r?.tags ?? []), ...(o.tagsGained ?? [])],
      domains: r?.domains ?? [],
      ...(def ? { def } : {}),
      owner: o.owner,
      controller: o.controller ?? o.owner,
      zone: o.location,
      ...(o.location === "BASE" ? { baseOwner: o.controller ?? o.owner } : {}),
      ...(o.battlefield !== undefined && o.location !== "BASE" ? { battlefield: o.battlefield } : {}),
      damage: o.damage ?? 0,
      exhausted: o.exhausted ?? false,
      ...(o.stunned ? { stunned: true } : {}),
      ...(o.attachedTo !== undefined ? { attachedTo: o.attachedTo } : {}),
      tempMight: o.mightBonus ?? 0,
      ...(o.empowered || (o.timesEmpowered ?? 0) > 0 ? { empowered: true } : {}),
      ...((o.timesEmpowered ?? 0) > 1 ? { timesEmpowered: o.timesEmpowered } : {}),
      ...(o.abilitiesUsedThisTurn?.length ? { usedThisTurn: [...o.abilitiesUsedThisTurn] } : {}),
      ...(o.attachedThisTurn && o.attachedTo !== undefined ? { attachedThisTurnTo: [o.attachedTo] } : {}),
      ...(o.movesThisTurn ? { movedThisTurn: o.movesThisTurn } : {}),
      ...(o.dealtDamageThisTurn || (o.damage ?? 0) > 0 ? { dealtDamageThisTurn: true } : {}),
      ...(o.conqueredThisTurn ? { conqueredThisTurn: true } : {}),
      ...(o.modesChosenThisTurn?.length ? { modesChosen: [...o.modesChosenThisTurn] } : {}),
      ...(o.named?.trim() ? { named: o.named.trim() } : {}),
      incarnation: 0,
      moves: 0,
      newObject: false,
      fromInput: true,
    });
  });

  // Runes listed as objects are among the runes their controller controls: `runes` counts them (by default, it is their number).
  const runeObjects = new Map<string, number>();
  for (const o of state.objects.values()) if (o.types.includes("rune")) runeObjects.set(o.controller, (runeObjects.get(o.controller) ?? 0) + 1);
  if (runeObjects.size) b.players.forEach((p, i) => {
    const listed = runeObjects.get(p.id) ?? 0;
    if (listed === 0) return;
    if (p.runes === undefined) state.players.get(p.id)!.runes = listed;
    else if (p.runes < listed) err(`board.players[${i}].runes`, `runes counts every rune the player controls, so it can't be less than the ${listed} listed as objects`);
  });

  // Cards banished with an object ("banished with this") are in banishment, linked to it: "<id>:banished:<i>".
  b.objects.forEach((o, k) => (o.banishedWithThis ?? []).forEach((c, i) => {
    if (!resolveCard(c, catalog, extra, [])) return void err(`board.objects[${k}].banishedWithThis[${i}]`, `unknown card "${c}"`);
    add({ ...cardObject(`${o.id}:banished:${i}`, c, o.controller ?? o.owner, "BANISHMENT"), banishedWith: { id: o.id, incarnation: 0 } });
  }));
  // An Equipment that made its unit a copy as it was attached, for as long as it stays attached (725.1): the board says of what.
  b.objects.forEach((o, k) => {
    const eq = state.objects.get(o.id);
    const copies = (eq?.def?.abilities ?? []).some((a) => a.kind === "static" && a.rule.rule === "copyChosenWhileAttached");
    const unit = o.attachedTo !== undefined ? state.objects.get(o.attachedTo) : undefined;
    // its unit's text copied to its effect text as it was attached: the unit's text as the board describes it
    if (eq && unit && unit.types.includes("unit") && (eq.def?.abilities ?? []).some((a) => a.kind === "static" && a.rule.rule === "copyUnitTextWhileAttached")) {
      const done = appendUnitText(state, eq, unit);
      if (done?.notApplied.length) unsupported.push(`${eq.id}: its effect text copied from ${unit.id}: abilities ${done.notApplied.join(", ")} are of kinds the engine does not append to units, so they do nothing`);
    }
    if (o.attachedCopyOf === undefined) {
      if (copies && unit) unsupported.push(`${o.id}: the board does not say which unit ${unit.id} became a copy of as ${o.id} was attached to it (attachedCopyOf); ${unit.id} is taken as described`);
      return;
    }
    const path = `board.objects[${k}].attachedCopyOf`;
    if (!eq || !copies) return void err(path, "only an Equipment that makes its unit a copy as it is attached can say what it copies");
    if (!unit) return void err(path, "the Equipment is not attached to a unit (attachedTo)");
    const onBoard = state.objects.get(o.attachedCopyOf);
    const from = onBoard ?? (resolveCard(o.attachedCopyOf, catalog, extra, []) ? cardObject(`${o.id}:copied`, o.attachedCopyOf, unit.controller, "BANISHMENT") : undefined);
    if (!from) return void err(path, `no object with id "${o.attachedCopyOf}" and no card of that name`);
    if (!from.types.includes("unit")) return void err(path, `"${o.attachedCopyOf}" is not a unit`);
    if (from === unit) return void err(path, "the unit can't be a copy of itself (the Equipment chooses another unit)");
    const traits = traitsToCopy(catalog, from);
    unit.attachedCopy = { saved: currentTraits(unit), by: [{ eq: eq.id, eqInc: 0, traits, of: onBoard ? `${from.name} (${from.id})` : from.name }] };
    setTraits(unit, traits, state);
    (state.attachedCopies ??= new Set()).add(unit.id);
  });
  // Cards known in trashes and decks become addressable objects: "<player>:trash:<i>", "<player>:deck:<i>".
  for (const p of state.players.values()) {
    p.trash.forEach((c, i) => add(cardObject(`${p.id}:trash:${i}`, c, p.id, "TRASH")));
    p.deck?.forEach((c, i) => add(cardObject(`${p.id}:deck:${i}`, c, p.id, "MAIN_DECK")));
    if (p.deck) p.deck = p.deck.map((_, i) => `${p.id}:deck:${i}`); // the deck holds object ids from here on
  }

  if (b.combat) {
    const c = b.combat;
    if (!bfIds.has(c.battlefield)) err("board.combat.battlefield", `no battlefield with id "${c.battlefield}"`);
    c.attackers.forEach((a, i) => { if (!state.objects.has(a)) err(`board.combat.attackers[${i}]`, `no object with id "${a}"`); });
    c.defenders.forEach((a, i) => { if (!state.objects.has(a)) err(`board.combat.defenders[${i}]`, `no object with id "${a}"`); });
    state.combat = { battlefield: c.battlefield, attackers: new Set(c.attackers), defenders: new Set(c.defenders) };
    if (c.step !== undefined && c.step !== "SHOWDOWN" && c.step !== "RESOLUTION") err("board.combat.step", `step must be SHOWDOWN or RESOLUTION, not "${String(c.step)}"`);
    if (c.step === "RESOLUTION") {
      // combat damage has been dealt (465.2.d): both sides' units were at the battlefield for it (465.1), each side one player's
      const sideOf = (ids: string[], field: "attackers" | "defenders"): string | undefined => {
        if (ids.length === 0) return void err(`board.combat.${field}`, `the Resolution Step comes after combat damage, which needs ${field} at the battlefield (465.1): give at least one`);
        const players = new Set<string>();
        ids.forEach((id, i) => {
          const o = state.objects.get(id);
          if (!o) return;
          if (!o.types.includes("unit") || o.zone !== "BATTLEFIELD" || o.battlefield !== c.battlefield) err(`board.combat.${field}[${i}]`, `"${id}" is not a unit at the combat's battlefield "${c.battlefield}"`);
          else players.add(o.controller);
        });
        if (players.size > 1) err(`board.combat.${field}`, `the ${field} are controlled by ${[...players].join(" and ")}: each side of a combat is one player's (462)`);
        return players.size === 1 ? [...players][0] : undefined;
      };
      const attacker = sideOf(c.attackers, "attackers");
      const defender = sideOf(c.defenders, "defenders");
      if (attacker !== undefined && attacker === defender) err("board.combat.defenders", `the defenders are controlled by ${attacker}, the attacker: a combat is between two players (462)`);
      if (attacker !== undefined && defender !== undefined && attacker !== defender) {
        const wereInCombat = new Map([...c.attackers, ...c.defenders].map((id) => [id, state.objects.get(id)!.incarnation] as const));
        state.combat.resolution = { attacker, defender, wereInCombat };
      }
    }
  }

  const itemIds = new Set(req.chain.map((c) => c.id));
  // what plays the tokens a later item may name (`<maker>.token<k>`): an item of the request, its reflexive trigger, or a triggered ability of an object
  const knownMaker = (maker: string) => itemIds.has(maker) || itemIds.has(/^(.+)\.delayed(?:#\d+)?$/.exec(maker)?.[1] ?? "") || state.objects.has(/^(.+)\.a\d+(?:#\d+)?$/.exec(maker)?.[1] ?? "");
  req.chain.forEach((c, i) => {
    const path = `chain[${i}]`;
    if (!playerIds.has(c.controller)) err(`${path}.controller`, `controller "${c.controller}" is not a player`);
    if (c.card === undefined && c.source === undefined) err(path, "chain item needs a card or a source");
    if (c.card !== undefined && !resolveCard(c.card, catalog, extra, [])) err(`${path}.card`, `unknown card "${c.card}": not in the card catalog and the engine has no definition`);
    const sourceMadeBy = c.source !== undefined ? /^(.+)\.token\d+$/.exec(c.source)?.[1] : undefined; // a token an earlier item of the request plays, using an ability it has then
    if (c.source !== undefined && !state.objects.has(c.source) && !bfIds.has(c.source) && !(sourceMadeBy !== undefined && knownMaker(sourceMadeBy) && c.playedAfter !== undefined)) err(`${path}.source`, `no object with id "${c.source}"`);
    (c.targets ?? []).forEach((t, j) => {
      const madeByItem = /^(.+)\.token\d+$/.exec(t)?.[1]; // a token an earlier item of the request plays (`<item>.token<k>`), named by an item played after it
      if (!state.objects.has(t) && !itemIds.has(t) && !bfIds.has(t) && !(madeByItem !== undefined && knownMaker(madeByItem) && c.playedAfter !== undefined)) err(`${path}.targets[${j}]`, `no object, battlefield or chain item with id "${t}"`);
      if (t === c.id) err(`${path}.targets[${j}]`, "a spell or ability cannot target itself (355.9.c)");
    });
    if (c.repeatCount !== undefined && (!Number.isInteger(c.repeatCount) || c.repeatCount < 1)) err(`${path}.repeatCount`, "the number of Repeat costs paid must be a whole number, 1 or more");
    (c.repeatTargets ?? []).forEach((t, j) => { if (!state.objects.has(t)) err(`${path}.repeatTargets[${j}]`, `no object with id "${t}"`); });
    (c.costObjects ?? []).forEach((t, j) => { if (!state.objects.has(t)) err(`${path}.costObjects[${j}]`, `no object with id "${t}"`); });
    if (c.subject !== undefined && !state.objects.has(c.subject)) err(`${path}.subject`, `no object with id "${c.subject}"`);
    if (c.subject !== undefined && c.source === undefined) err(`${path}.subject`, "a subject is given only for a triggered ability the caller places (a source and its ability)");
    if (c.energySpent !== undefined && (!Number.isInteger(c.energySpent) || c.energySpent < 0)) err(`${path}.energySpent`, "the Energy spent must be a whole number, 0 or more");
    if (c.powerSpent !== undefined && (!Number.isInteger(c.powerSpent) || c.powerSpent < 0)) err(`${path}.powerSpent`, "the Power spent must be a whole number, 0 or more");
    if (c.battlefield !== undefined && !bfIds.has(c.battlefield)) err(`${path}.battlefield`, `no battlefield with id "${c.battlefield}"`);
    if (c.destination !== undefined && c.destination.toLowerCase() !== "base" && !bfIds.has(c.destination))
      err(`${path}.destination`, `destination must be "base" or a battlefield id`);
    if (c.battlefieldCostPaid !== undefined && !bfIds.has(c.battlefieldCostPaid)) err(`${path}.battlefieldCostPaid`, `no battlefield with id "${c.battlefieldCostPaid}"`);
    // after another item of the request, after a reflexive or delayed trigger one of them makes (`<item>.delayed`, numbered `#n`),
    // or after a triggered ability of an object (`<object>.a<k>`, numbered `#n`)
    const madeBy = c.playedAfter !== undefined ? /^(.+)\.delayed(?:#\d+)?$/.exec(c.playedAfter)?.[1] : undefined;
    const triggerOf = c.playedAfter !== undefined ? /^(.+)\.a\d+(?:#\d+)?$/.exec(c.playedAfter)?.[1] : undefined;
    const known = (id: string) => itemIds.has(id) || (madeBy !== undefined && itemIds.has(madeBy) && madeBy !== c.id) || (triggerOf !== undefined && (state.objects.has(triggerOf) || itemIds.has(triggerOf) || bfIds.has(triggerOf)));
    if (c.playedAfter !== undefined && (!known(c.playedAfter) || c.playedAfter === c.id))
      err(`${path}.playedAfter`, `no other chain item with id "${c.playedAfter}"`);
    if (c.playedFrom !== undefined && !["HAND", "FACEDOWN", "DECK", "TRASH"].includes(c.playedFrom.toUpperCase())) {
      const from = state.objects.get(c.playedFrom);
      if (!from) err(`${path}.playedFrom`, `playedFrom must be HAND, FACEDOWN or the id of a facedown object`);
      else if (from.zone !== "FACEDOWN") err(`${path}.playedFrom`, `object "${c.playedFrom}" is not facedown`);
    }
    if (c.playedFrom?.toUpperCase() === "FACEDOWN" && c.battlefield === undefined)
      err(`${path}.battlefield`, "a card played from facedown needs the battlefield it was hidden at");
  });
  (req.choices ?? []).forEach((ch, i) => {
    if (typeof ch.item !== "string") err(`choices[${i}].item`, "choice needs the id of the item it answers");
  });

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, setup: { state, unsupported } };
}
