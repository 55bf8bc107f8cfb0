/**
 * Continuous Might changes (layers, 473): buffs (701), Assault while attacking (807), Shield granted by
 * an effect while defending (814), and static abilities of cards on the board that give Might or keywords
 * to a group ("Other friendly units have +1 {might} here.", "Your Mechs have [Assault].").
 * Scopes never depend on Might themselves, so computing Might cannot loop.
 */
import type { Requirement, StaticRule } from "../cards/language.js";
import type { KeywordGrant, Selector, StaticScope } from "../cards/vocabulary.js";
import type { GameState, Obj } from "./types.js";
import { abilitiesOf, activeAbility, timesEmpowered } from "./abilities.js";
import { mightOf } from "./queries.js"; // read at call time (queries reads this module's continuousMight)
import { mayBeStaticSources } from "./objectIndex.js";

const ON_BOARD = new Set(["BASE", "BATTLEFIELD", "FACEDOWN"]);

function loc(o: Obj): string | undefined {
  if (!ON_BOARD.has(o.zone)) return undefined;
  return o.zone === "BASE" ? `base:${o.baseOwner ?? o.controller}` : `bf:${o.battlefield}`;
}

/** The other faceup units of its controller at its location: a unit with none is alone (740.2.a); enemy units don't count. */
export function otherFriendlyUnitsAt(o: Obj, state: GameState): Obj[] {
  const at = loc(o);
  return [...state.objects.values()].filter((x) => x.id !== o.id && x.controller === o.controller && x.types.includes("unit") && x.zone !== "FACEDOWN" && at !== undefined && loc(x) === at);
}

function combatRole(o: Obj, state: GameState): "attacker" | "defender" | undefined {
  const c = state.combat;
  if (!c || o.zone !== "BATTLEFIELD" || o.battlefield !== c.battlefield) return undefined;
  if (c.attackers.has(o.id)) return "attacker";
  if (c.defenders.has(o.id)) return "defender";
  return undefined;
}

/** A static ability's source: an object on the board, or a battlefield (whose location is itself). */
export interface StaticSource {
  id: string;
  controller: string | undefined;
  location: string | undefined;
  rules: StaticRule[];
}

export function staticSources(state: GameState): StaticSource[] {
  const out: StaticSource[] = [];
  for (const o of mayBeStaticSources(state)) {
    if (!ON_BOARD.has(o.zone) || o.zone === "FACEDOWN" || !o.def) continue;
    const et = o.def.effectText;
    // an Equipment's effect text giving keywords to a group is its unit's (below), not the Equipment's own
    const rules = abilitiesOf(o, state).flatMap((a, i) => (a.kind === "static" && !(et?.includes(i) && a.rule.rule === "grantKeywords") ? [a.rule] : []));
    if (rules.length) out.push({ id: o.id, controller: o.controller, location: loc(o), rules });
    if (et?.length && o.attachedTo) {
      // effect text giving a keyword to its controller's units at its location: the unit's ability while attached (136.2; inactive unattached, 136.2.b), "your" its controller, "here" its location
      const holder = state.objects.get(o.attachedTo);
      if (holder && ON_BOARD.has(holder.zone) && holder.zone !== "FACEDOWN") {
        const grants = et.flatMap((i) => { const a = activeAbility(holder, o.def!.abilities[i], state); return a?.kind === "static" && a.rule.rule === "grantKeywords" ? [a.rule] : []; });
        if (grants.length) out.push({ id: holder.id, controller: holder.controller, location: loc(holder), rules: grants });
      }
    }
  }
  for (const bf of state.battlefields.values()) {
    const rules = (bf.def?.abilities ?? []).flatMap((a) => (a.kind === "static" ? [a.rule] : []));
    if (rules.length) out.push({ id: bf.id, controller: bf.controller, location: `bf:${bf.id}`, rules });
  }
  return out;
}

/** The static sources of a read-only sweep over many objects (see withStaticSourcesFixed). */
let sweep: { state: GameState; sources: StaticSource[]; gear: Map<string, Obj[]> } | null = null;

/**
 * Runs `fn`, which only reads the state, with the board's static sources and attached gear gathered once: the Might of
 * every object of a sweep (cleanup, final board) then costs O(objects), not O(objects²). `fn` must
 * not change the state.
 */
export function withStaticSourcesFixed<T>(state: GameState, fn: () => T): T {
  const outer = sweep;
  sweep = { state, sources: staticSources(state), gear: gearByHolder(state) };
  try {
    return fn();
  } finally {
    sweep = outer;
  }
}

function currentSources(state: GameState): StaticSource[] {
  return sweep !== null && sweep.state === state ? sweep.sources : staticSources(state);
}

function requirementHolds(o: Obj, r: Requirement, src: StaticSource, state: GameState): boolean {
  switch (r.req) {
    case "friendly":
    case "youControl":
      return src.controller !== undefined && o.controller === src.controller;
    case "enemy":
      return src.controller !== undefined && o.controller !== src.controller;
    case "other":
      return o.id !== src.id;
    case "sameNameAsSource":
      return o.name === state.objects.get(src.id)?.name;
    case "here":
      return src.location !== undefined && loc(o) === src.location;
    case "atBattlefield":
      return o.zone === "BATTLEFIELD";
    case "anywhere":
      return true;
    case "alone":
      return otherFriendlyUnitsAt(o, state).length === 0;
    case "atSourceBattlefield":
      return src.location !== undefined && src.location.startsWith("bf:") && loc(o) === src.location;
    case "tag":
      return isCalled(o, r.tag, state);
    case "notTag":
      return !isCalled(o, r.tag, state);
    case "anyTag": // "Bird, Cat, Dog, Poro, and Ivern units": a unit with one of the tags (counted once)
      return r.tags.some((t) => isCalled(o, t, state));
    case "keyword": {
      // "Units here with [Temporary] have [Shield]": keywords granted by scopes that ask for keywords are not counted here, so it cannot loop
      const has = keywordsOf(o, state, false).some((k) => k.keyword === r.keyword);
      return has === !r.without;
    }
    case "token":
      return o.token === true;
    case "buffed":
      return (o.buffs ?? 0) > 0;
    case "stunned":
      return o.stunned === true;
    case "empowered":
      return o.empowered === true;
    case "exhausted":
      return o.exhausted;
    case "attacking":
      return combatRole(o, state) === "attacker";
    case "defending":
      return combatRole(o, state) === "defender";
    default:
      return false; // a requirement a static scope never uses: match nothing rather than guess
  }
}

/** counts such as friendly gear, or buffed friendly units at the source's battlefield: the objects counted now (the source included if it matches). */
function countFor(sel: Selector, atMyBattlefield: boolean, src: StaticSource, state: GameState): number {
  if (atMyBattlefield && !src.location?.startsWith("bf:")) return 0;
  const scope: StaticScope = { group: sel, ...(atMyBattlefield ? { here: true } : {}) };
  let n = 0;
  for (const id of state.objectOrder) if (inScope(state.objects.get(id)!, scope, src, state)) n++;
  return n;
}

/** Does a static ability of `src` with this scope apply to `o`? */
export function inScope(o: Obj, scope: StaticScope, src: StaticSource, state: GameState): boolean {
  if (!ON_BOARD.has(o.zone) || o.zone === "FACEDOWN") return false;
  if (scope.self) return o.id === src.id;
  if (scope.whileAtBattlefield && !src.location?.startsWith("bf:")) return false; // "While I'm at a battlefield, …"
  if (scope.here && (src.location === undefined || loc(o) !== src.location)) return false;
  const g = scope.group;
  if (!g) return false;
  const isUnit = o.types.includes("unit");
  const isGear = o.types.includes("gear");
  if (g.kind === "unit" && !isUnit) return false;
  if (g.kind === "gear" && !isGear) return false;
  if (g.kind === "unitOrGear" && !isUnit && !isGear) return false;
  if (g.kind === "equipment" && !o.types.includes("equipment")) return false;
  if (g.kind === "legend" && !o.types.includes("legend")) return false;
  return g.requirements.every((r) => requirementHolds(o, r, src, state));
}

/** Equipment attached to a unit (their Might Bonus and effect text apply to it: 434.1.c–d). */
/** Attached gear on the board, by the id of the object it is attached to (gathered once per sweep). */
function gearByHolder(state: GameState): Map<string, Obj[]> {
  const out = new Map<string, Obj[]>();
  for (const g of state.objects.values()) {
    if (g.attachedTo === undefined || !ON_BOARD.has(g.zone)) continue;
    const list = out.get(g.attachedTo);
    if (list) list.push(g);
    else out.set(g.attachedTo, [g]);
  }
  return out;
}

function attachedGear(o: Obj, state: GameState): Obj[] {
  if (sweep !== null && sweep.state === state) return sweep.gear.get(o.id) ?? [];
  const out: Obj[] = [];
  for (const g of state.objects.values()) if (g.attachedTo === o.id && ON_BOARD.has(g.zone)) out.push(g);
  return out;
}

/** The static rules a unit has from the effect text of the Equipment attached to it (136.2; a dependent one while its condition holds). */
export function effectTextRules(o: Obj, state: GameState): StaticRule[] {
  return attachedGear(o, state).flatMap((g) => (g.def?.abilities ?? []).flatMap((printed, i) => {
    const a = g.def?.effectText?.includes(i) ? activeAbility(o, printed, state) : undefined;
    return a?.kind === "static" ? [a.rule] : [];
  }));
}

/** Keywords an object has from its own text, from attached Equipment's effect text, from effects and from other cards' static abilities. */
export function keywordsOf(o: Obj, state: GameState, keywordScopes = true): KeywordGrant[] {
  const out: KeywordGrant[] = [];
  const own = abilitiesOf(o, state).filter((_, i) => !o.def?.effectText?.includes(i)); // an Equipment's effect text is not its own
  const appended = attachedGear(o, state).flatMap((g) => (g.def?.abilities ?? []).filter((_, i) => g.def?.effectText?.includes(i)));
  for (const a of [...own, ...appended]) {
    if (a.kind !== "static") continue;
    const r = a.rule;
    if (r.rule === "assault") out.push({ keyword: "Assault", n: r.n });
    else if (r.rule === "shield") out.push({ keyword: "Shield", n: r.n });
    else if (r.rule === "deflect") out.push({ keyword: "Deflect", n: r.n });
    else if (r.rule === "keyword") out.push({ keyword: r.keyword, ...(r.n !== undefined ? { n: r.n } : {}) });
    else if (r.rule === "selfHas") out.push(...r.grants);
    else if (r.rule === "whileBuffed" && (o.buffs ?? 0) > 0) out.push(...r.grants); // grants (e.g. [Ganking]) that hold while the unit is buffed
    else if (r.rule === "whileMighty" && mightyWithoutOwnGrants(o, state)) out.push(...r.grants);
    else if (r.rule === "whileWithExactlyOneOther" && exactlyOneOtherFriendlyHere(o, state)) out.push(...r.grants);
    else if (r.rule === "assaultPerEnemyHere") { const n = r.per === "gearYouControl" ? gearControlledBy(o.controller, state) : enemyUnitsHere(o, state); if (n > 0) out.push({ keyword: "Assault", n }); } // Assault equal to the enemy units at its location // whileWithExactlyOneOther: e.g. [Shield 3] while sharing a battlefield with exactly one other friendly unit
  }
  for (const g of o.granted ?? []) out.push({ keyword: g.keyword, ...(g.n !== undefined ? { n: g.n } : {}) });
  const ifNotAlready: KeywordGrant[] = [];
  for (const src of currentSources(state))
    for (const r of src.rules)
      if (r.rule === "grantKeywords" && r.ifNotAlready && (keywordScopes || !r.who.group?.requirements.some((q) => q.req === "keyword")) && inScope(o, r.who, src, state)) ifNotAlready.push(...r.grants);
      else if (r.rule === "grantKeywords" && (keywordScopes || !r.who.group?.requirements.some((q) => q.req === "keyword")) && inScope(o, r.who, src, state)) out.push(...r.grants);
      else if (r.rule === "equipmentGive") for (const g of attachedGear(o, state)) if (g.types.includes("equipment") && g.controller === src.controller) out.push(...r.grants); // each Equipment of that player gives its unit the keyword
  // "… have [Deflect] if they didn't already": only to a unit without the keyword from anything else (and once)
  for (const g of ifNotAlready) if (!out.some((k) => k.keyword === g.keyword)) out.push(g);
  return out;
}

/** The units whose Might is being read for a "While I'm [Mighty], I have …" grant: while it is read, that grant is left out. */
const probingMighty = new Set<string>();

/** Mighty (5+ Might, 706), the Might read without the unit's own "while Mighty" keywords (they could only raise it: Shield). */
function mightyWithoutOwnGrants(o: Obj, state: GameState): boolean {
  if (probingMighty.has(o.id)) return false;
  probingMighty.add(o.id);
  try {
    const m = mightOf(o, state);
    return m !== null && m >= 5;
  } finally {
    probingMighty.delete(o.id);
  }
}

/** Units of other players at the unit's location (face-down cards are not units). */
/** The faceup gear on the board a player controls (Equipment included). */
function gearControlledBy(player: string, state: GameState): number {
  let n = 0;
  for (const x of state.objects.values()) if (x.controller === player && x.types.includes("gear") && x.zone !== "FACEDOWN" && ON_BOARD.has(x.zone)) n++;
  return n;
}

function enemyUnitsHere(o: Obj, state: GameState): number {
  const at = loc(o);
  if (at === undefined) return 0;
  let n = 0;
  for (const x of state.objects.values()) if (x.controller !== o.controller && x.types.includes("unit") && x.zone !== "FACEDOWN" && ON_BOARD.has(x.zone) && loc(x) === at) n++;
  return n;
}

function sum(grants: KeywordGrant[], keyword: string): number {
  return grants.filter((g) => g.keyword === keyword).reduce((n, g) => n + (g.n ?? 1), 0);
}

/** Might added on top of printed Might and "this turn" changes; null when it counts something the board does not give (a trash given by its size). */
export function continuousMight(o: Obj, state: GameState, before = 0): number | null {
  let m = o.buffs ?? 0;
  let floored: { n: number; minimum: number }[] | undefined; // "-N {might}, to a minimum of M": applied after the other changes
  let unknown = false;
  if (m > 0) m += m * (state.players.get(o.controller)?.buffBonus ?? 0); // for the turn, each buff on a friendly unit is worth +1 {might} more (703)
  for (const g of attachedGear(o, state)) {
    m += g.mightBonus ?? 0; // 137.3
    // an Equipment's effect text is the unit's (136.2): +N Might beside exactly one other friendly unit at its battlefield
    for (const [i, printed] of (g.def?.abilities ?? []).entries()) {
      const a = g.def?.effectText?.includes(i) ? activeAbility(o, printed, state) : undefined; // a dependent one: the unit's controller's XP (727, 824)
      if (a?.kind !== "static") continue;
      if (a.rule.rule === "whileWithExactlyOneOther" && exactlyOneOtherFriendlyHere(o, state)) m += a.rule.might ?? 0;
      else if (a.rule.rule === "selfHas" && a.rule.additional) m += a.rule.might ?? 0; // a Level static of the effect text ("I have an additional +N {might}")
      else if (a.rule.rule === "mightIfAttachedThisTurn" && g.attachedThisTurnTo?.includes(o.id)) m += a.rule.n; // bonus when the gear became attached to this unit at some point this turn
    }
  }
  const appended = attachedGear(o, state).some((g) => (g.def?.effectText?.length ?? 0) > 0);
  const role = combatRole(o, state);
  const sources = currentSources(state);
  const hasStatics = sources.length > 0;
  if (role || (o.granted?.length ?? 0) > 0 || hasStatics || appended) {
    const kws = keywordsOf(o, state);
    if (role === "attacker") m += sum(kws, "Assault");
    // Shield printed on the card is counted by mightOf itself; here only Shield from effects and other cards.
    if (role === "defender") m += sum(kws, "Shield") - ownShield(o);
  }
  for (const src of sources)
    for (const r of src.rules) {
      if (r.rule === "mightModifier" && r.minimum !== undefined) {
        if (inScope(o, r.who, src, state)) (floored ??= []).push({ n: r.n, minimum: r.minimum });
      } else if (r.rule === "mightModifier" && inScope(o, r.who, src, state)) m += r.ifEmpowered !== undefined && state.objects.get(src.id)?.empowered ? r.ifEmpowered : r.n;
      else if (r.rule === "selfHas" && src.id === o.id) m += r.might ?? 0; // "I have +2 {might}"
      else if (r.rule === "whileBuffed" && src.id === o.id && (o.buffs ?? 0) > 0) m += r.might ?? 0; // extra Might (e.g. +1) while the unit is buffed
      else if (r.rule === "noDamageUnlessInCombat" && src.id === o.id) m += r.might;
      else if (r.rule === "whileWithExactlyOneOther" && src.id === o.id && r.might !== undefined && o.types.includes("unit") && exactlyOneOtherFriendlyHere(o, state)) m += r.might; // "I have +3 {might} and can't be dealt damage …"
      else if (r.rule === "mightWhileAttackingWithAnother" && src.id === o.id && role === "attacker" && attackingWithAnother(o, state)) m += r.n; // "I have +3 {might} while I'm attacking with another unit."
      else if (r.rule === "mightWhileAlone" && whileAlone(o, r, src, role, state)) m += r.n; // "While I'm attacking or defending alone, …" / "While a friendly unit defends alone, …"
      else if (r.rule === "doubleEquipmentBonus" && src.id === o.id) for (const g of attachedGear(o, state)) m += g.types.includes("equipment") ? (g.mightBonus ?? 0) : 0; // each Equipment's printed bonus counted twice (137.3)
      else if (r.rule === "mightWhileAnotherHere" && src.id === o.id && otherFriendlyUnitsAt(o, state).length > 0) m += r.n; // +N while another unit of its controller is here
      else if (r.rule === "mightWhileStunnedEnemyHere" && src.id === o.id && stunnedEnemyAt(o, state)) m += r.n; // +N while a stunned unit of another player is here
      else if (r.rule === "mightPerEmpowered" && src.id === o.id) m += r.n * timesEmpowered(o); // "+2 {might} for each time I'm [Empowered]"
      else if (r.rule === "selfMightFor" && src.id === o.id) m += r.n * countFor(r.forEach, r.atMyBattlefield === true, src, state);
      else if (r.rule === "mightIncreasedBy" && src.id === o.id) {
        // its controller's points (194, public), or the cards in their trash (known only when the board lists them)
        const p = state.players.get(o.controller);
        if (r.by === "yourPoints") m += p?.points ?? 0;
        else if (p?.trashKnown) m += p.trash.length;
        else unknown = true;
      }
    }
  if (unknown) return null;
  for (const f of floored ?? []) {
    const total = before + m;
    if (total > f.minimum) m = Math.max(f.minimum, total + f.n) - before; // no lower than the minimum; a unit already at or below it is unchanged
  }
  return m;
}

/** A stunned unit of another player at the unit's location (on the board, faceup). */
function stunnedEnemyAt(o: Obj, state: GameState): boolean {
  const at = loc(o);
  return at !== undefined && [...state.objects.values()].some((x) => x.stunned === true && x.controller !== o.controller && x.types.includes("unit") && x.zone !== "FACEDOWN" && loc(x) === at);
}

/** "while I'm attacking with another unit": another unit is an attacker of the same combat. */
/** At a battlefield where exactly one other unit its controller controls is (face-down cards are not units). */
function exactlyOneOtherFriendlyHere(o: Obj, state: GameState): boolean {
  if (o.zone !== "BATTLEFIELD") return false;
  let n = 0;
  for (const x of state.objects.values())
    if (x.id !== o.id && x.zone === "BATTLEFIELD" && x.battlefield === o.battlefield && x.controller === o.controller && x.types.includes("unit")) n++;
  return n === 1;
}

/** "While I'm attacking or defending alone" / "While a friendly unit defends alone": in that role of the combat, with no other friendly unit at its location (740.2.a). */
function whileAlone(o: Obj, r: Extract<StaticRule, { rule: "mightWhileAlone" }>, src: StaticSource, role: "attacker" | "defender" | undefined, state: GameState): boolean {
  if (r.who === "me" ? src.id !== o.id : !(o.types.includes("unit") && src.controller !== undefined && o.controller === src.controller)) return false;
  if (role === undefined || (r.role === "defend" && role !== "defender")) return false;
  return otherFriendlyUnitsAt(o, state).length === 0;
}

function attackingWithAnother(o: Obj, state: GameState): boolean {
  return [...(state.combat?.attackers ?? [])].some((id) => {
    const x = state.objects.get(id);
    return id !== o.id && x !== undefined && x.types.includes("unit") && combatRole(x, state) === "attacker";
  });
}

function ownShield(o: Obj): number {
  return (o.def?.abilities ?? []).reduce((n, a) => n + (a.kind === "static" && a.rule.rule === "shield" ? a.rule.n : 0), 0);
}

/** The object's tags with those its own abilities or its Equipment's effect text give it (a tag it "is", 136.2.c). */
export function tagsOf(o: Obj, state: GameState): string[] {
  const extra: string[] = [];
  const own = (o.def?.abilities ?? []).filter((_, i) => !o.def?.effectText?.includes(i));
  const appended = attachedGear(o, state).flatMap((g) => (g.def?.abilities ?? []).filter((_, i) => g.def?.effectText?.includes(i)));
  for (const a of [...own, ...appended]) if (a.kind === "static" && a.rule.rule === "selfTag") extra.push(a.rule.tag);
  return extra.length ? [...(o.tags ?? []), ...extra] : (o.tags ?? []);
}

/** "a Sand Soldier", "your Sprites": an object with that tag, or a token of that name (187.3: a Sand Soldier token has the Shurima tag only). */
export function isCalled(o: Obj, tag: string, state: GameState): boolean {
  const t = tag.toLowerCase();
  return tagsOf(o, state).some((x) => x.toLowerCase() === t) || (!!o.token && o.name.toLowerCase() === `${t} token`);
}

/** Of these tags, those that at least one unit the player controls on the board (faceup) has: "the following tags among your units". */
export function tagsAmongUnits(state: GameState, player: string, tags: readonly string[]): string[] {
  const mine = [...state.objects.values()].filter((o) => ON_BOARD.has(o.zone) && o.zone !== "FACEDOWN" && o.types.includes("unit") && o.controller === player);
  return tags.filter((t) => mine.some((o) => tagsOf(o, state).some((x) => x.toLowerCase() === t.toLowerCase())));
}
