/** Target kinds and requirements of the compiler's vocabulary (355.9.b), checked on play and on resolution. */
import type { Requirement, TargetSpec } from "../../cards/language.js";
import { describeLocation, inCombat, isOnBoard, locationOf, mightOf } from "../../state/queries.js";
import type { ChainItem, GameState, Obj, TargetRef } from "../../state/types.js";
import { chosenBattlefieldNow } from "./battlefieldTargets.js";
import { isCalled, keywordsOf, otherFriendlyUnitsAt, tagsOf } from "../../state/continuous.js";

export function kindFailsMore(o: Obj, spec: TargetSpec): string | undefined {
  switch (spec.kind) {
    case "cardInTrash":
      return o.zone === "TRASH" ? undefined : "it is not a card in a trash";
    case "battlefieldUnitOrGear":
      if (o.zone === "FACEDOWN") return "it is a facedown card";
      if (o.types.includes("gear")) return undefined;
      if (!o.types.includes("unit")) return "it is not a unit or a gear";
      return o.zone === "BATTLEFIELD" ? undefined : "it is a unit, and it must be at a battlefield";
    case "gearUnitOrFacedown":
      // a facedown card on the board, whatever it is (a hidden card's type is not known); faceup, a gear or a unit
      return o.zone === "FACEDOWN" || o.types.includes("gear") || o.types.includes("unit") ? undefined : "it is not a gear, a unit or a facedown card";
    case "legend":
      return o.types.includes("legend") ? undefined : "it is not a legend";
    case "legendUnitOrGear":
      if (o.zone === "FACEDOWN") return "it is a facedown card";
      return o.types.some((t) => t === "legend" || t === "unit" || t === "gear") ? undefined : "it is not a legend, a unit or a gear";
    case "something":
      // any game object on the board (355.9.a): a unit, gear, legend or rune, or a facedown card whatever it is
      return o.zone === "FACEDOWN" || o.types.some((t) => t === "unit" || t === "gear" || t === "legend" || t === "rune") ? undefined : "it is not a unit, gear, legend, rune or facedown card";
    case "unitGearOrRune":
      if (o.zone === "FACEDOWN") return "it is a facedown card";
      return o.types.some((t) => t === "unit" || t === "gear" || t === "rune") ? undefined : "it is not a unit, a gear or a rune";
    case "unitOrGear":
      if (o.zone === "FACEDOWN") return "it is a facedown card";
      return o.types.includes("unit") || o.types.includes("gear") ? undefined : "it is not a unit or a gear";
    default:
      return `the engine has no rule for targets of kind "${spec.kind}"`;
  }
}

function role(o: Obj, state: GameState): "attacker" | "defender" | undefined {
  const c = state.combat;
  if (!c || !inCombat(o, state)) return undefined;
  return c.attackers.has(o.id) ? "attacker" : c.defenders.has(o.id) ? "defender" : undefined;
}

export function requirementFailsMore(
  o: Obj, r: Requirement, item: ChainItem, state: GameState, chosen: Map<string, TargetRef[]>,
): string | undefined {
  const me = item.controller;
  switch (r.req) {
    case "youControl":
      return o.controller === me ? undefined : `${me} must control it, but ${o.controller} does`;
    case "notTriggered":
      return o.id !== item.triggerInfo?.object?.id ? undefined : "it must be another unit than the one the trigger condition named";
    case "notCostObject":
      return o.id !== (item.input.costObjects?.[0] ?? item.costObjects[0]?.id) ? undefined : "it must be a different unit than the one exhausted to pay for the ability";
    case "other":
      return o.id !== item.sourceId ? undefined : "it must be another object than the source";
    case "stunned":
      return o.stunned ? undefined : "it must be stunned";
    case "ready":
      return !o.exhausted ? undefined : "it must be ready, but it is exhausted";
    case "damaged":
      return o.damage > 0 ? undefined : "it must be damaged";
    case "buffed":
      return (o.buffs ?? 0) > 0 ? undefined : "it must be buffed";
    case "empowered":
      return o.empowered ? undefined : "it must be [Empowered]";
    case "attacking":
      return role(o, state) === "attacker" ? undefined : "it must be attacking";
    case "defending":
      return role(o, state) === "defender" ? undefined : "it must be defending";
    case "inCombat":
      return inCombat(o, state) ? undefined : "it must be in combat";
    case "token":
      return o.token ? undefined : "it must be a token";
    case "costAtMost":
      if (o.energy === null || o.energy === undefined) return "its Energy cost is unknown";
      if (o.energy > r.energy) return `its Energy cost ${o.energy} is more than ${r.energy}`;
      return (o.power ?? 0) <= r.power ? undefined : `its Power cost (${o.power} symbols) is more than ${r.power}`;
    case "choosesFriendlyUnitOrGear":
      return "it must be a spell or ability on the chain";
    case "attached":
    case "detached": {
      const host = o.attachedTo !== undefined ? state.objects.get(o.attachedTo) : undefined;
      const attached = !!host && isOnBoard(host);
      if (r.req === "attached") return attached ? undefined : "it must be attached to a unit, but it is not";
      return attached ? `it must be detached, but it is attached to ${host!.id}` : undefined;
    }
    case "mighty": {
      const m = mightOf(o, state);
      return m !== null && m >= 5 ? undefined : `it must be Mighty (5+ Might), but has ${m}`;
    }
    case "inBase":
      return o.zone === "BASE" ? undefined : `it must be in a base, but it is at ${describeLocation(locationOf(o), state)}`;
    case "inYourBase":
      return locationOf(o) === `base:${me}` ? undefined : `it must be in ${me}'s base, but it is at ${describeLocation(locationOf(o), state)}`;
    case "mightAtLeast": {
      const m = mightOf(o, state);
      return m !== null && m >= r.n ? undefined : `it must have ${r.n} Might or more, but has ${m}`;
    }
    case "energyAtMost":
      return o.energy !== null && o.energy <= r.n ? undefined : `its Energy cost must be no more than ${r.n}, but it is ${o.energy ?? "unknown"}`;
    case "tag":
      return isCalled(o, r.tag, state) ? undefined : `it must be a ${r.tag}`;
    case "notTag":
      return isCalled(o, r.tag, state) ? `it must not be a ${r.tag}` : undefined;
    case "inCombatWithOrChosenByEnemyDomain": {
      const c = state.combat;
      const foes = c && inCombat(o, state) ? [...(c.attackers.has(o.id) ? c.defenders : c.attackers)] : [];
      const foe = foes.map((id) => state.objects.get(id)).find((x): x is Obj => !!x && inCombat(x, state) && x.controller !== me && hasDomain(x.domains, r.domain));
      if (foe) return undefined;
      const spell = state.chain.find((s) => s.id !== item.id && s.kind === "spell" && s.controller !== me && hasDomain(s.domains, r.domain) &&
        [...s.targets.values()].some((refs) => refs.some((t) => !t.isChainItem && t.id === o.id && t.incarnation === o.incarnation)));
      if (spell) return undefined;
      return `it must be in combat with an enemy ${r.domain} unit or be chosen by an enemy ${r.domain} spell on the chain, and it is neither`;
    }
    case "domain":
      return hasDomain(o.domains, r.domain) ? undefined : `it must be a ${r.domain} card, but ${o.domains?.length ? `its domains are ${o.domains.join(", ")}` : "it has no domain"}`;
    case "anyTag":
      return tagsOf(o, state).some((t) => r.tags.some((w) => w.toLowerCase() === t.toLowerCase())) ? undefined : `it must have one of the tags ${r.tags.join(", ")}`;
    case "cardType":
      return o.types.includes(r.type) || (r.or !== undefined && o.types.includes(r.or)) ? undefined : `it must be a ${r.type}${r.or ? ` or ${r.or}` : ""} card`;
    case "isSpell":
      return "it must be a spell on the chain";
    case "sameBattlefieldAs": {
      const other = (chosen.get(r.slot) ?? []).map((t) => state.objects.get(t.id)).find((x): x is Obj => !!x && isOnBoard(x));
      if (!other || other.zone !== "BATTLEFIELD") return `the unit chosen for "${r.slot}" is not at a battlefield`;
      return o.zone === "BATTLEFIELD" && o.battlefield === other.battlefield ? undefined : `it must be at the same battlefield as ${other.id} (${describeLocation(locationOf(other), state)})`;
    }
    case "attachedToSource": {
      const self = item.selfId ?? item.sourceId;
      return self !== undefined && o.attachedTo === self ? undefined : "it must be attached to the unit whose ability this is";
    }
    case "atLocationOf": {
      const other = (chosen.get(r.slot) ?? []).map((t) => state.objects.get(t.id)).find((x): x is Obj => !!x && isOnBoard(x));
      if (!other) return `the unit chosen for "${r.slot}" is not on the board, so "its location" is unknown`;
      return locationOf(o) === locationOf(other) ? undefined : `it must be at ${describeLocation(locationOf(other), state)}`;
    }
    case "energyAtMostSourceMight": {
      const src = sourceObject(item, state);
      const mine = src ? mightOf(src, state) : null;
      if (!src || mine === null) return "the source is no longer on the board, so \"no more than my Might\" can't be met";
      return o.energy !== null && o.energy <= mine ? undefined : `its Energy cost must be no more than ${src.id}'s Might (${mine}), but it is ${o.energy ?? "unknown"}`;
    }
    case "mightAtMostUnlessPaid": {
      if (item.paidAdditionalCost) return undefined; // once the additional cost was paid, the Might limit is lifted: any unit may be chosen
      const m = mightOf(o, state);
      return m !== null && m <= r.n ? undefined : `it must have ${r.n} Might or less (the additional cost was not paid), but has ${m}`;
    }
    case "notAtLocationOf": {
      const other = (chosen.get(r.slot) ?? []).map((t) => state.objects.get(t.id)).find((x): x is Obj => !!x && isOnBoard(x));
      if (!other) return `the unit chosen for "${r.slot}" is not on the board, so "a different location" is unknown`;
      return locationOf(o) !== locationOf(other) ? undefined : `it must be at a different location than ${other.id} (${describeLocation(locationOf(other), state)})`;
    }
    case "notAtSourceLocation": {
      const src = sourceObject(item, state);
      if (!src || !isOnBoard(src)) return "the source is no longer on the board, so \"a different location\" can't be met";
      return locationOf(o) !== locationOf(src) ? undefined : `it must be at a different location than ${src.id} (${describeLocation(locationOf(src), state)})`;
    }
    case "mightLessThanSource": {
      const src = sourceObject(item, state);
      const mine = src ? mightOf(src, state) : null;
      if (!src || mine === null) return "the source is no longer on the board, so \"less Might than me\" can't be met";
      const m = mightOf(o, state);
      return m !== null && m < mine ? undefined : `it must have less Might than ${src.id} (${mine}), but has ${m}`;
    }
    case "atSourceBattlefield": {
      const at = sourceBattlefield(item, state);
      if (!at) return "the source is not at a battlefield, so \"my battlefield\" is none";
      return locationOf(o) === at ? undefined : `it must be at ${describeLocation(at, state)}, but it is at ${describeLocation(locationOf(o), state)}`;
    }
    case "atOneBattlefield":
      return o.zone === "BATTLEFIELD" ? undefined : `it must be at a battlefield, but it is at ${describeLocation(locationOf(o), state)}`;
    case "totalMightAtMost":
    case "sameControllerGroup":
    case "oneAtEachLocation":
      return undefined; // a requirement of the group as a whole (355.11): checked on the chosen objects together
    case "atChosenBattlefield":
    case "notAtChosenBattlefield": {
      const bf = chosenBattlefieldNow(r.bf, item, state, chosen);
      if (!bf) return "the chosen battlefield is not a legal target, so there is no battlefield to compare with";
      const at = locationOf(o) === `bf:${bf}`;
      if (r.req === "atChosenBattlefield") return at ? undefined : `it must be at ${describeLocation(`bf:${bf}`, state)}, but it is at ${describeLocation(locationOf(o), state)}`;
      return at ? `it must be at a different location than ${describeLocation(`bf:${bf}`, state)}` : undefined;
    }
    case "mightLessThan": {
      const other = (chosen.get(r.than) ?? []).map((t) => state.objects.get(t.id)).find((x): x is Obj => !!x && isOnBoard(x));
      const theirs = other ? mightOf(other, state) : null;
      if (!other || theirs === null) return `the unit chosen for "${r.than}" is not on the board, so its Might is unknown`;
      const m = mightOf(o, state);
      return m !== null && m < theirs ? undefined : `it must have less Might than ${other.id} (${theirs}), but has ${m}`;
    }
    case "youHaveUnitsThere":
      return "it must be a battlefield";
    case "keyword": {
      const has = keywordsOf(o, state).some((k) => k.keyword === r.keyword);
      return has === !r.without ? undefined : `it must ${r.without ? "not have" : "have"} [${r.keyword}]`;
    }
    case "alone": {
      const others = otherFriendlyUnitsAt(o, state); // 740.2.a: enemy units may be there
      return others.length === 0 ? undefined : `it must be alone at ${describeLocation(locationOf(o), state)} (no other unit of ${o.controller}'s there), but ${others.map((x) => x.id).join(", ")} ${others.length === 1 ? "is" : "are"} there too`;
    }
    case "atMovedFrom": {
      // where this item moved the unit from (else where it is, if it was not moved)
      const id = (chosen.get(r.slot) ?? [])[0]?.id;
      const unit = id ? state.objects.get(id) : undefined;
      const at = (id && item.movedFrom?.get(id)) ?? (unit && isOnBoard(unit) ? locationOf(unit) : undefined);
      if (!at?.startsWith("bf:")) return "\"that battlefield\" is none: the unit was not at a battlefield";
      return locationOf(o) === at ? undefined : `it must be at ${describeLocation(at, state)}, but it is at ${describeLocation(locationOf(o), state)}`;
    }
    case "atBattlefieldMovedToOrFrom": {
      // the two ends of the move noted as the ability triggered (359.3.f.3); a trigger the caller places after a standard move:
      // where the source is now, and the item's `battlefield` (where it moved from)
      const src = item.sourceId ? state.objects.get(item.sourceId) : undefined;
      const ends = item.triggerInfo?.location !== undefined || item.triggerInfo?.movedFrom !== undefined
        ? [item.triggerInfo.location, item.triggerInfo.movedFrom]
        : [src && isOnBoard(src) && src.incarnation === item.sourceIncarnation ? locationOf(src) : undefined, item.input.battlefield ? `bf:${item.input.battlefield}` : undefined];
      const bfs = ends.filter((l): l is string => !!l && l.startsWith("bf:"));
      const at = locationOf(o);
      if (bfs.length === 0) return "it moved neither to nor from a battlefield";
      return at && bfs.includes(at) ? undefined : `it must be at ${bfs.map((b) => describeLocation(b, state)).join(" or ")}, where it moved to or from, but it is at ${describeLocation(at, state)}`;
    }
    case "anywhere":
      return undefined; // "anywhere": no restriction on its location
    case "inChosenPlayersTrash":
      if (!item.chosenPlayer) return "no player was chosen, so \"their trash\" names none";
      return o.zone === "TRASH" && o.owner === item.chosenPlayer ? undefined : `it must be in ${item.chosenPlayer}'s trash`;
    case "inShowdown": {
      // the showdown in progress (308.1): a non-combat one at the board's showdownBattlefield, else the combat's
      const at = state.phase === "SHOWDOWN" && state.showdownAt ? state.showdownAt : (state.phase === "SHOWDOWN" || state.phase === "COMBAT") ? state.combat?.battlefield : undefined;
      if (!at) return `no showdown is in progress (phase ${state.phase}${state.phase === "SHOWDOWN" ? ", and the board names no showdownBattlefield or combat" : ""})`;
      return o.zone === "BATTLEFIELD" && o.battlefield === at ? undefined : `it must be in the showdown at ${describeLocation(`bf:${at}`, state)}, but it is at ${describeLocation(locationOf(o), state)}`;
    }
    case "namedTag": {
      // the tag named as the source was played (its `named`), among the unit's tags now
      const src = item.sourceId ? state.objects.get(item.sourceId) : undefined;
      const tag = src?.named;
      if (!tag) return "no tag was named for its source";
      return tagsOf(o, state).some((t) => t.toLowerCase() === tag.toLowerCase()) ? undefined : `it must have the named tag ${tag}`;
    }
    case "inAnyTrash":
      return undefined; // any player's trash: the target kind (a card in a trash) is the test
    case "sameControllerAs": {
      const other = (chosen.get(r.slot) ?? []).map((t) => state.objects.get(t.id)).find((x): x is Obj => !!x && isOnBoard(x));
      if (!other) return `the unit chosen for "${r.slot}" is not on the board, so its controller is unknown`;
      return o.controller === other.controller ? undefined : `it must have the same controller as ${other.id} (${other.controller}), but ${o.controller} controls it`;
    }
    case "notTriggered": {
      const t = item.triggerInfo?.object;
      const tokens = item.triggerInfo?.objects ?? []; // the tokens a reflexive trigger names (a token and an additional copy of it, 375)
      return (t && t.id === o.id) || tokens.some((x) => x.id === o.id) ? "it must be another unit than the one the trigger names" : undefined;
    }
    case "atTriggeredLocation": {
      const at = item.triggerInfo?.location;
      if (!at) return r.say === "there" ? "no battlefield was noted for \"there\"" : "no destination was noted for the unit moved";
      return locationOf(o) === at ? undefined : `it must be at ${describeLocation(at, state)}, ${r.say === "there" ? "the battlefield the trigger condition named" : "where the unit was moved"}, but it is at ${describeLocation(locationOf(o), state)}`;
    }
    case "amongTriggered": {
      const noted = item.triggerInfo?.objects ?? [];
      return noted.some((n) => n.id === o.id && n.incarnation === o.incarnation) ? undefined : `it must be one of the tokens the trigger names (${noted.map((n) => n.id).join(", ") || "none"})`;
    }
    default:
      return `the engine has no rule for the requirement "${r.req}"`;
  }
}

/** The unit whose ability this is ("me"), while it is on the board as the same object. */
function sourceObject(item: ChainItem, state: GameState): Obj | undefined {
  const id = item.selfId ?? item.sourceId;
  const inc = item.selfId ? item.selfIncarnation : item.sourceIncarnation;
  const o = id ? state.objects.get(id) : undefined;
  return o && o.incarnation === inc && isOnBoard(o) ? o : undefined;
}

/**
 * "my battlefield": the battlefield the source is at; once it has left the board (a Deathknell), the one its last
 * known information says it was at (359.3.e.13), noted as the ability triggered.
 */
export function sourceBattlefield(item: ChainItem, state: GameState): string | undefined {
  const src = sourceObject(item, state);
  const at = src ? locationOf(src) : item.triggerInfo?.location;
  return at?.startsWith("bf:") ? at : undefined;
}

/** Whether a card's printed domains (134) include one: tokens and objects the catalog doesn't know have none (185.3.b). */
export function hasDomain(domains: readonly string[] | undefined, domain: string): boolean {
  return (domains ?? []).some((d) => d.toLowerCase() === domain.toLowerCase());
}
