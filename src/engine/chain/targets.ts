/**
 * Target legality: on play (355.8, 358.1) and again as the item resolves
 * (359.3.e.2–4). Every failed check names the requirement that failed.
 */
import type { RuleRef, TargetCheck } from "../api.js";
import type { Requirement, TargetSpec } from "../cards/language.js";
import { cite } from "../rules.js";
import {
  attachedTo, describeLocation, inCombat, isEquipment, isGear, isOnBoard, isUnit, label, locationOf, mightOf, staticRules,
} from "../state/queries.js";
import type { ChainItem, GameState, Obj, TargetRef } from "../state/types.js";
import { inScope, staticSources } from "../state/continuous.js";
import type { StaticScope } from "../cards/vocabulary.js";
import { hasDomain, kindFailsMore, requirementFailsMore } from "./ops/requirements.js";
import { groupFails, hasGroupRequirement } from "./ops/groupTargets.js";
import { checkBattlefieldTarget } from "./ops/battlefieldTargets.js";
import { openingCostSlots } from "../cards/openingCost.js";

export type When = "play" | "resolve";

/** Where the item's "here" is: the battlefield a hidden card was played from, else its source's location (359.3.f). */
export function hereOf(item: ChainItem, state: GameState): string | undefined {
  if (item.hiddenAt) return `bf:${item.hiddenAt}`;
  if (item.sourceId && !state.objects.has(item.sourceId) && state.battlefields.has(item.sourceId)) return `bf:${item.sourceId}`; // a battlefield's own ability
  const src = item.sourceId ? state.objects.get(item.sourceId) : undefined;
  if (!src || src.incarnation !== item.sourceIncarnation) return undefined;
  return locationOf(src);
}

function sourceLocation(item: ChainItem, state: GameState): string | undefined {
  const src = item.sourceId ? state.objects.get(item.sourceId) : undefined;
  if (!src || src.incarnation !== item.sourceIncarnation) return undefined;
  return locationOf(src);
}

/** 359.3.e.9.a: friendly units an item chooses, counting mistargeted ones but not those that left the board. */
export function countChosenFriendlyUnits(target: ChainItem, player: string, state: GameState): string[] {
  const out: string[] = [];
  for (const refs of target.targets.values()) {
    for (const r of refs) {
      const o = state.objects.get(r.id);
      if (!o || !isUnit(o)) continue;
      if (o.incarnation !== r.incarnation || !isOnBoard(o)) continue;
      if (o.controller === player) out.push(o.id);
    }
  }
  return out;
}

/** The units and gear of `player` an item chooses, counted as for 359.3.e.9.a (not those that left the board). */
function chosenFriendlyUnitsOrGear(target: ChainItem, player: string, state: GameState): string[] {
  const out: string[] = [];
  for (const refs of target.targets.values())
    for (const r of refs) {
      const o = r.isChainItem ? undefined : state.objects.get(r.id);
      if (o && (isUnit(o) || isGear(o)) && o.incarnation === r.incarnation && isOnBoard(o) && o.controller === player && !out.includes(o.id)) out.push(o.id);
    }
  return out;
}

function kindFails(o: Obj, spec: TargetSpec): string | undefined {
  switch (spec.kind) {
    case "unit":
      return isUnit(o) ? undefined : "it is not a unit";
    case "gear":
      return isGear(o) ? undefined : "it is not a gear";
    case "equipment":
      return isEquipment(o) ? undefined : "it is not an Equipment";
    case "unitInTrash":
      return isUnit(o) && o.zone === "TRASH" ? undefined : "it is not a unit card in a trash";
    case "chainItem":
      return "it is not a spell or ability on the chain";
    default:
      return kindFailsMore(o, spec);
  }
}

export function requirementFails(
  o: Obj, r: Requirement, item: ChainItem, state: GameState, chosen: Map<string, TargetRef[]>,
): string | undefined {
  const me = item.controller;
  switch (r.req) {
    case "atBattlefield":
      return o.zone === "BATTLEFIELD" ? undefined : `it must be at a battlefield, but it is at ${describeLocation(locationOf(o), state)}`;
    case "enemy":
      return o.controller !== me ? undefined : `it must be an enemy of ${me}, but ${me} controls it`;
    case "friendly":
      return o.controller === me ? undefined : `it must be friendly to ${me}, but ${o.controller} controls it`;
    case "mightAtMost": {
      const m = mightOf(o, state);
      return m !== null && m <= r.n ? undefined : `it must have ${r.n} Might or less, but has ${m}`;
    }
    case "exhausted":
      return o.exhausted ? undefined : "it must be exhausted, but it is ready";
    case "equipped":
      return attachedTo(o, state).some(isEquipment) ? undefined : "it must be equipped, but no Equipment is attached to it";
    case "here": {
      const here = hereOf(item, state);
      if (here === undefined) return "\"here\" has no location any more: the source left the board";
      return locationOf(o) === here ? undefined : `it must be here (${describeLocation(here, state)}), but it is at ${describeLocation(locationOf(o), state)}`;
    }
    case "otherLocationThanSource": {
      const src = sourceLocation(item, state);
      if (src === undefined) return "the source has no location any more";
      return locationOf(o) !== src ? undefined : `it must be at another location than the source (${describeLocation(src, state)})`;
    }
    case "distinctFrom": {
      const other = chosen.get(r.slot) ?? [];
      return other.some((t) => t.id === o.id) ? `it must be another unit than the one chosen for "${r.slot}"` : undefined;
    }
    case "sameControllerAs": {
      const other = (chosen.get(r.slot) ?? []).map((t) => state.objects.get(t.id)).filter((x): x is Obj => !!x);
      return other.every((x) => x.controller === o.controller) ? undefined : `it must have the same controller as the unit chosen for "${r.slot}"`;
    }
    case "costAtMostKilled": {
      // Energy and Power each at most those of the unit killed to pay the cost (its costs looked back at, 359.3.e.13)
      // as it is played, targets are chosen before the cost is paid: the unit named to be killed is the one compared
      const named = item.input.costObjects?.[0] !== undefined ? state.objects.get(item.input.costObjects[0]) : undefined;
      const killed = item.costObjects[0] ?? (named ? { energy: named.energy, power: named.power } : undefined);
      if (!killed) return "no unit was killed to pay the cost";
      if (o.energy === null || killed.energy === null) return "its Energy cost or the killed unit's is unknown";
      if (o.energy > killed.energy) return `it costs ${o.energy} Energy, more than the killed unit's ${killed.energy}`;
      const power = (o.power ?? 0), killedPower = (killed.power ?? 0); // a cost that prints no power symbol costs 0 Power
      return power <= killedPower ? undefined : `it costs ${power} Power, more than the killed unit's ${killedPower}`;
    }
    case "sameLocation":
    case "choosesOnlyFriendly":
      return undefined; // group / chain-item requirements, checked elsewhere
    default:
      return requirementFailsMore(o, r, item, state, chosen);
  }
}

function protectionFails(o: Obj, item: ChainItem, state: GameState): string | undefined {
  if (o.controller === item.controller) return undefined;
  if (o.protectedThisTurn) return `an effect (${o.protectedThisTurn}) stops enemy spells and abilities from choosing it this turn`;
  for (const s of staticRules(o, state)) {
    if (s.rule !== "untargetableByEnemy") continue;
    if (s.unlessInCombat && inCombat(o, state)) continue;
    return s.unlessInCombat
      ? "its protection stops enemy spells and abilities from choosing it while it is out of combat, and it is not in combat"
      : "its protection stops enemy spells and abilities from choosing it";
  }
  return groupProtectionFails(o, state);
}

/** A unit's static ability protecting its controller's weaker units at its location from enemy spells and abilities: read now. */
function groupProtectionFails(o: Obj, state: GameState): string | undefined {
  for (const src of staticSources(state))
    for (const r of src.rules) {
      if (r.rule !== "groupUntargetableByEnemy" || !r.who.group) continue;
      const less = r.who.group.requirements.some((q) => q.req === "mightLessThanSource");
      const rest: StaticScope = { group: { ...r.who.group, requirements: r.who.group.requirements.filter((q) => q.req !== "mightLessThanSource") } };
      if (!inScope(o, rest, src, state)) continue;
      const srcObj = state.objects.get(src.id);
      const mine = srcObj ? mightOf(srcObj, state) : null;
      const its = mightOf(o, state);
      if (less && (mine === null || its === null || its >= mine)) continue;
      return `${src.id}'s static ability stops enemy spells and abilities from choosing its controller's units there with less Might than it (${its} < ${mine})`;
    }
  return undefined;
}

/** "here" is a referent (359.3.f.1), checked as the item resolves (359.3.f.2); null once the source is gone (359.3.f.2.a). */
function hereCites(item: ChainItem, state: GameState): RuleRef[] {
  return hereOf(item, state) === undefined
    ? cite("referents.source-or-target", "referents.checked-on-execution", "referents.null-if-illegal")
    : cite("referents.source-or-target", "referents.checked-on-execution");
}

function base(when: When): RuleRef[] {
  return when === "play" ? cite("play.check-legality", "targets.requirements") : cite("illegal-targets.definition", "targets.requirements");
}

/** Checks one chosen object against its slot. */
export function checkObjectTarget(
  ref: TargetRef, spec: TargetSpec, item: ChainItem, state: GameState, when: When, chosen: Map<string, TargetRef[]>,
): TargetCheck {
  const o = state.objects.get(ref.id);
  const fail = (reason: string, citations: RuleRef[]): TargetCheck => ({ object: ref.id, legal: false, reason, citations });
  if (!o) return fail("it does not exist", base(when));
  const offBoardKind = spec.kind === "unitInTrash" || spec.kind === "cardInTrash";
  if (o.incarnation !== ref.incarnation) {
    const where = isOnBoard(o) ? `it is back at ${describeLocation(locationOf(o), state)}` : `it is now in ${o.zone}`;
    return fail(`${label(o)} left the board or came back to it since it was chosen (${where}); it is a new object`, cite("illegal-targets.definition", "illegal-targets.new-object"));
  }
  if (!offBoardKind && !isOnBoard(o)) return fail(`${label(o)} is not on the board (it is in ${o.zone})`, cite("illegal-targets.definition"));
  const k = kindFails(o, spec);
  if (k) return fail(k, base(when));
  if (when === "resolve" || when === "play") {
    if (item.hiddenAt && spec.hiddenRestricted !== false && !offBoardKind && spec.kind !== "chainItem") {
      if (locationOf(o) !== `bf:${item.hiddenAt}`)
        return fail(`the card was played from facedown at ${describeLocation(`bf:${item.hiddenAt}`, state)}, so its target must be there, but it is at ${describeLocation(locationOf(o), state)}`, [...base(when), ...cite("keyword.hidden-here")]);
    }
  }
  for (const r of spec.requirements) {
    const why = requirementFails(o, r, item, state, chosen);
    if (why) return fail(why, r.req === "here" && when === "resolve" ? [...base(when), ...hereCites(item, state)] : base(when));
  }
  const p = protectionFails(o, item, state);
  if (p) return fail(p, [...base(when), ...cite("untargetable.protection")]);
  const citations = when === "resolve" ? cite("illegal-targets.definition") : cite("play.check-legality");
  if (when === "resolve" && o.moves !== ref.moves) {
    return { object: ref.id, legal: true, reason: "it moved on the board while the item waited, but it meets every requirement now", citations: cite("illegal-targets.legal-again") };
  }
  return { object: ref.id, legal: true, citations };
}

/** Checks a chosen chain item (Repulse-style targets). */
export function checkItemTarget(ref: TargetRef, spec: TargetSpec, item: ChainItem, state: GameState, when: When, chosen: Map<string, TargetRef[]>): TargetCheck {
  const target = state.chain.find((c) => c.id === ref.id);
  const fail = (reason: string, extra: RuleRef[] = []): TargetCheck => ({ object: ref.id, legal: false, reason, citations: [...base(when), ...extra] });
  if (!target) return fail("it is no longer on the chain");
  if (target.id === item.id) return fail("an item cannot choose itself", cite("targets.not-itself"));
  for (const r of spec.requirements) {
    if (r.req === "enemy" && target.controller === item.controller) return fail(`it must be an enemy spell or ability, but ${item.controller} controls it`);
    if (r.req === "friendly" && target.controller !== item.controller) return fail("it must be a friendly spell or ability");
    if (r.req === "isSpell" && target.kind !== "spell") return fail("it must be a spell, but it is an ability");
    if (r.req === "domain" && !hasDomain(target.domains, r.domain)) return fail(`it must be a ${r.domain} card, but ${target.domains?.length ? `its domains are ${target.domains.join(", ")}` : "it has no domain"}`, cite("card.domain"));
    if (r.req === "energyAtMost") {
      // a spell whose Energy cost is at most {N}: compared by its printed Energy cost
      const energy = target.printedCost?.energy ?? null;
      if (energy === null) return fail("its Energy cost is unknown");
      if (energy > r.n) return fail(`its Energy cost ${energy} is more than ${r.n}`);
    }
    if (r.req === "costAtMost") {
      // "a spell that costs no more than {E} and no more than {any}": its printed Energy cost and number of Power symbols
      const cost = target.printedCost;
      if (!cost || cost.energy === null) return fail("its Energy cost is unknown");
      if (cost.energy > r.energy) return fail(`its Energy cost ${cost.energy} is more than ${r.energy}`);
      if ((cost.power ?? 0) > r.power) return fail(`its Power cost (${cost.power} symbols) is more than ${r.power}`);
    }
    if (r.req === "choosesFriendlyUnitOrGear") {
      const friendly = chosenFriendlyUnitsOrGear(target, item.controller, state);
      if (friendly.length === 0) return fail(`it chooses no unit or gear ${item.controller} controls (mistargeted choices still count, those that left the board don't)`, cite("mistargeting.counting"));
    }
    if (r.req === "choosesOnlyFriendly") {
      const unit = (chosen.get(r.slot) ?? [])[0];
      const friendly = countChosenFriendlyUnits(target, item.controller, state);
      if (!unit || !friendly.includes(unit.id))
        return fail(`it does not choose the unit chosen for "${r.slot}"`, cite("mistargeting.counting"));
      if (friendly.length !== 1)
        return fail(`it chooses ${friendly.length} friendly units (${friendly.join(", ")}); mistargeted choices still count, only those that left the board don't`, cite("mistargeting.counting"));
    }
  }
  return { object: ref.id, legal: true, citations: when === "resolve" ? cite("illegal-targets.definition") : cite("play.check-legality") };
}

export interface SlotCheck {
  spec: TargetSpec;
  refs: TargetRef[];
  checks: TargetCheck[];
}

/** Checks every slot of an item; group requirements (355.11) are checked after individual ones. */
export function checkAll(item: ChainItem, targets: Map<string, TargetRef[]>, state: GameState, when: When, effect = item.effect): SlotCheck[] {
  const paidSlots = when === "resolve" && item.openingCostPaid ? openingCostSlots(item.effect) : [];
  const specs = (effect?.targets ?? []).filter((s) => !paidSlots.includes(s.slot)); // handed over as part of its cost (383.3.b)
  const out: SlotCheck[] = [];
  for (const spec of specs) {
    const refs = targets.get(spec.slot) ?? [];
    const checks = refs.map((r) =>
      spec.kind === "chainItem" ? checkItemTarget(r, spec, item, state, when, targets)
        : spec.kind === "battlefield" ? checkBattlefieldTarget(r, spec, item, state, when)
          : checkObjectTarget(r, spec, item, state, when, targets),
    );
    if (spec.requirements.some((r) => r.req === "sameLocation")) {
      const legal = checks.filter((c) => c.legal).map((c) => locationOf(state.objects.get(c.object)!));
      const distinct = [...new Set(legal)];
      if (distinct.length > 1) {
        // Group no longer shares a location. Keep the group at the first chosen object's location (355.11.b
        // lets the controller pick a subset; the caller can override with a choice).
        const keep = legal[0];
        checks.forEach((c) => {
          if (c.legal && locationOf(state.objects.get(c.object)!) !== keep) {
            c.legal = false;
            c.reason = "the chosen units must all be at the same location, and this one no longer is";
            c.citations = cite("illegal-targets.definition", "targets.group-subset");
          }
        });
      }
    }
    if (when === "play" && hasGroupRequirement(spec)) {
      // 355.11.a: the chosen group must meet its requirements together as it is played
      const legal = checks.filter((c) => c.legal);
      const why = groupFails(legal.map((c) => state.objects.get(c.object)!), spec, state);
      if (why)
        legal.forEach((c) => {
          c.legal = false;
          c.reason = `the chosen group does not meet its requirements together: ${why}`;
          c.citations = [...base(when), ...cite("targets.group")];
        });
    }
    out.push({ spec, refs, checks });
  }
  return out;
}
