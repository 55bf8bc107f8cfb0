/**
 * Noun phrases: targets ("up to two friendly units at a battlefield"), groups chosen on execution
 * ("all enemy units here", "your Mechs"), and words that refer back ("it", "them", "me", "this").
 */
import type { ObjectRef, Requirement, TargetKind, TargetSpec } from "../../language.js";
import type { Selector } from "../../vocabulary.js";
import { alt, bind, lit, map, re, seq, type P } from "../parser.js";
import { nextSlotName, withSlot, type Scope } from "../scope.js";
import { ANY_NUMBER, DOMAIN_NAMES, POST_WORDS, PRE_WORDS, TAG_NOUNS } from "../words.js";
import { DIGITS, ENERGY, NUMBER } from "./basics.js";

interface Quantity {
  min: number;
  max: number;
  plural: boolean;
  words?: boolean;
  eachOf?: boolean;
  another?: boolean;
}

const Q: P<Quantity> = alt<Quantity>(
  map(lit("another "), () => ({ min: 1, max: 1, plural: false, another: true })),
  map(re(/an? /i), () => ({ min: 1, max: 1, plural: false })),
  map(seq(lit("each of up to "), NUMBER, lit(" ")), ([, n]) => ({ min: 0, max: n.n, plural: true, eachOf: true, words: n.words })),
  map(seq(lit("up to "), NUMBER, lit(" ")), ([, n]) => ({ min: 0, max: n.n, plural: n.n !== 1, words: n.words })),
  map(lit("any number of "), () => ({ min: 0, max: ANY_NUMBER, plural: true })),
  map(seq(NUMBER, lit(" ")), ([n]) => (n.n >= 2 ? { min: n.n, max: n.n, plural: true, words: n.words } : undefined)),
);

type Pre = Requirement["req"];

const PRE: P<Pre> = alt(...PRE_WORDS.filter(([req]) => req !== "distinctFrom").map(([req, w]) => map(lit(`${w} `), () => req)));

function many<T>(p: P<T>): P<T[]> {
  return (s, i, scope) => {
    const out = [{ v: [] as T[], end: i, scope }];
    let frontier = out.slice();
    while (frontier.length) {
      frontier = frontier.flatMap((h) => p(s, h.end, h.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope })));
      out.push(...frontier);
    }
    return out.reverse(); // longest first
  };
}

interface Noun {
  kind: TargetKind;
  extra: Requirement[];
}

function nounWord(plural: boolean): P<Noun> {
  const tags = TAG_NOUNS.map((t) => map(lit(plural ? `${t}s` : t), (): Noun => ({ kind: "unit", extra: [{ req: "tag", tag: t }] })));
  const nonTags = TAG_NOUNS.map((t) => map(lit(`non-${t} ${plural ? "units" : "unit"}`), (): Noun => ({ kind: "unit", extra: [{ req: "notTag", tag: t }] })));
  return alt<Noun>(
    map(lit(plural ? "units" : "unit"), () => ({ kind: "unit", extra: [] })),
    map(lit("gear"), () => ({ kind: "gear", extra: [] })),
    map(lit("Equipment"), () => ({ kind: "equipment", extra: [] })),
    map(lit("legend"), (): Noun | undefined => (plural ? undefined : { kind: "legend", extra: [] })), // "a legend": a target (355.9.a)
    map(lit(plural ? "spells or abilities" : "spell or ability"), () => ({ kind: "chainItem", extra: [] })),
    map(lit(plural ? "spells" : "spell"), () => ({ kind: "chainItem", extra: [{ req: "isSpell" }] })),
    map(lit("gear, unit, or facedown card"), () => (plural ? undefined : { kind: "gearUnitOrFacedown", extra: [] })),
    map(lit("unit or gear"), () => (plural ? undefined : { kind: "unitOrGear", extra: [] })),
    map(lit("units and/or gear"), () => (plural ? { kind: "unitOrGear", extra: [] } : undefined)), // several targets, each a unit or a gear
    map(lit("legend, unit, or gear"), () => (plural ? undefined : { kind: "legendUnitOrGear", extra: [] })),
    map(lit("units, gear, and/or runes"), () => (plural ? { kind: "unitGearOrRune", extra: [] } : undefined)), // runes: those the board lists as objects
    ...tags,
    ...nonTags,
  );
}

/** A noun, or a domain name and a noun ("Chaos unit or gear", "Fury spell"): a card of that domain (134). */
function domainNoun(plural: boolean): P<Noun> {
  return alt<Noun>(
    nounWord(plural),
    ...DOMAIN_NAMES.map((dn) => map(seq(lit(`${dn} `), nounWord(plural)), ([, n]): Noun => ({ kind: n.kind, extra: [{ req: "domain", domain: dn }, ...n.extra] }))),
  );
}

function postWords(plural: boolean): P<Requirement> {
  return alt<Requirement>(
    ...POST_WORDS.map(([req, one, many]) => map(lit(` ${plural ? many : one}`), () => ({ req }) as Requirement)),
    map(lit(" at a base"), () => (plural ? undefined : { req: "inBase", say: "atA" } as Requirement)), // the same as "in a base"
    map(seq(lit(" with "), DIGITS, lit(" {might} or less")), ([, n]) => ({ req: "mightAtMost", n })),
    map(lit(" with my name"), (_, scope) => (scope.source === "unit" && plural === false ? { req: "sameNameAsSource" as const } : undefined)),
    map(seq(lit(" each with "), DIGITS, lit(" {might} or less")), ([, n]) => (plural ? { req: "mightAtMost", n, say: "each" as const } : undefined)),
    map(seq(lit(" with "), DIGITS, lit(" {might} or more")), ([, n]) => ({ req: "mightAtLeast", n })),
    map(seq(lit(" with Energy cost no more than "), ENERGY), ([, n]) => ({ req: "energyAtMost", n })),
    // "a spell that costs no more than {E} and no more than {any}": its printed Energy cost and Power symbols
    map(seq(lit(" that costs no more than "), ENERGY, lit(" and no more than "), re(/(?:\{any\})+/)), ([, energy, , power]) => (plural ? undefined : { req: "costAtMost", energy, power: power[0].length / 5, say: "thatCosts" })),
    map(lit(" with Energy cost no more than my Might"), (_, scope) => (scope.source === "unit" ? { req: "energyAtMostSourceMight" } : undefined)),
    map(lit(" at its destination"), (_, scope) => (scope.aboutMoved ? { req: "atTriggeredLocation" } : undefined)),
    map(lit(" at its location"), (_, scope) => (scope.it && "slot" in scope.it ? { req: "atLocationOf", slot: scope.it.slot } : undefined)),
    // "any number of units at a battlefield": one battlefield for the whole group (355.11)
    map(lit(" at a battlefield"), () => (plural ? { req: "atOneBattlefield" } : undefined)),
    map(lit(" at the same battlefield"), () => (plural ? { req: "atOneBattlefield", say: "the same" } : undefined)),
    map(seq(lit(" with total Might "), DIGITS, lit(" or less")), ([, n]) => (plural ? { req: "totalMightAtMost", n } : undefined)),
    map(lit(" with the same controller"), () => (plural ? { req: "sameControllerGroup" } : undefined)),
    map(lit(" at each location"), () => (plural ? undefined : { req: "oneAtEachLocation" })), // "up to one … at each location": a group (355.11), see TARGET_Q
    map(lit(" with the same controller"), (_, scope) => (!plural && scope.it && "slot" in scope.it ? { req: "sameControllerAs", slot: scope.it.slot } : undefined)),
    map(seq(lit(" and a total Might of "), DIGITS, lit(" or less")), ([, n]) => (plural ? { req: "totalMightAtMost", n, say: "and a total Might of" } : undefined)),
    map(lit(" with less Might than me"), (_, scope) => (scope.source === "unit" ? { req: "mightLessThanSource" } : undefined)),
    map(lit(" at my battlefield"), (_, scope) => (scope.source === "unit" ? { req: "atSourceBattlefield" } : undefined)),
    // the battlefield chosen earlier ("Choose a battlefield. … enemy units there")
    map(lit(" there"), (_, scope) =>
      scope.battlefield ? { req: "atChosenBattlefield", bf: scope.battlefield, say: "there" } : scope.thereIsMine ? { req: "atSourceBattlefield", say: "there" }
        : scope.tokenThere ? { req: "atTriggeredLocation", say: "there" } : undefined),
    map(lit(" at that battlefield"), (_, scope) =>
      scope.battlefield ? { req: "atChosenBattlefield", bf: scope.battlefield, say: "atThat" }
        : scope.movedFrom ? { req: "atMovedFrom", slot: scope.movedFrom, say: "atThatBattlefield" } : undefined),
    // "When I move, … a unit at a battlefield I moved to or from": either end of the move the trigger condition noted (359.3.f.3)
    map(lit(" at a battlefield I moved to or from"), (_, scope) => (!plural && scope.source === "unit" && scope.trigger === "move" ? { req: "atBattlefieldMovedToOrFrom" } : undefined)),
    map(lit(" in a showdown"), () => (!plural ? { req: "inShowdown" } : undefined)),
    map(lit(" with the named tag"), (_, scope) => (!plural && scope.source === "gear" ? { req: "namedTag" } : undefined)),
    map(lit(" alone"), () => ({ req: "alone" })),
    map(lit(" attacking"), () => ({ req: "attacking", say: "after" })),
    map(re(/ that's in combat with an enemy (Fury|Calm|Mind|Body|Chaos|Order) unit or that's being chosen by an enemy (Fury|Calm|Mind|Body|Chaos|Order) spell/), (m) =>
      (!plural && m[1] === m[2] ? { req: "inCombatWithOrChosenByEnemyDomain", domain: m[1]! } : undefined)),
    map(lit(" that chooses a friendly unit or gear"), () => (plural ? undefined : { req: "choosesFriendlyUnitOrGear" })),
    map(re(/ with(out)? \[([A-Z][A-Za-z-]*)\]/), (m) => ({ req: "keyword", keyword: m[2]!, ...(m[1] ? { without: true } : {}) })),
    map(lit(" at a different location"), (_, scope) => (scope.battlefield ? { req: "notAtChosenBattlefield", bf: scope.battlefield } : undefined)),
    map(lit(" at a different location"), (_, scope) => (!scope.battlefield && scope.source === "unit" && scope.trigger ? { req: "notAtSourceLocation" } : undefined)),
    map(lit(" at a different location"), (_, scope) => {
      const prev = scope.slots.at(-1);
      return !scope.battlefield && scope.source === "spell" && prev && prev.kind === "unit" && prev.max === 1 ? { req: "notAtLocationOf", slot: prev.slot } : undefined;
    }),
    map(lit(" with less Might than it"), (_, scope) => (scope.it && "slot" in scope.it ? { req: "mightLessThan", than: scope.it.slot, say: "it" } : undefined)),
    map(lit(" with less Might than the chosen unit"), (_, scope) => {
      const units = scope.slots.filter((t) => t.kind === "unit" && t.max === 1);
      return units.length === 1 ? { req: "mightLessThan", than: units[0]!.slot } : undefined;
    }),
    map(lit(" at the same battlefield"), (_, scope) => {
      const prev = scope.slots.at(-1);
      return prev && prev.max === 1 ? { req: "sameBattlefieldAs", slot: prev.slot } : undefined;
    }),
  );
}

/** Requirements that a hidden card's "here" can never satisfy: 811.1.d.2 then does not restrict the slot. */
const NEVER_HERE: ReadonlySet<string> = new Set(["otherLocationThanSource", "inBase", "inYourBase", "notAtChosenBattlefield", "notAtSourceLocation"]);

/** "another"/"other": another object than the slot named just before, else than the source itself. */
function otherReq(scope: Scope): Requirement | undefined {
  const prev = scope.slots.at(-1);
  if (prev) return { req: "distinctFrom", slot: prev.slot };
  // a battlefield's trigger on a unit played there: another unit than that one
  if (scope.source === "battlefield" && scope.trigger === "playerPlaysNonTokenUnitHereFirst") return { req: "notTriggered" };
  if (scope.aboutMoved || scope.tokenThere) return { req: "notTriggered" }; // after a move: not the unit moved; after a token played there: not the token
  return scope.source === "spell" ? undefined : { req: "other" };
}

/**
 * The requirements the words before a noun make ("other", "friendly", "exhausted" …): "other" is otherReq's; undefined
 * when "other" has nothing to be other than (a spell's "other" with no object named before).
 */
function preRequirements(pres: Pre[], scope: Scope): Requirement[] | undefined {
  const reqs: Requirement[] = [];
  for (const p of pres) {
    if (p !== "other") reqs.push({ req: p } as Requirement);
    else {
      const o = otherReq(scope);
      if (!o) return undefined;
      reqs.push(o);
    }
  }
  return reqs;
}

/** "a unit at a battlefield or a gear": one target of either kind, the unit's requirement its own. */
const EITHER_TARGET: P<ObjectRef> = bind(seq(lit("a unit"), lit(" at a battlefield"), lit(" or a gear")), (_, scope) => {
  const spec: TargetSpec = { slot: nextSlotName(scope), kind: "battlefieldUnitOrGear", min: 1, max: 1, requirements: [] };
  const ref: ObjectRef = { slot: spec.slot };
  return { v: ref, scope: { ...withSlot(scope, spec), it: ref } };
});

/** "else" / "besides me" right after "something": not the source itself (a unit's or gear's ability). */
const SOMETHING_OTHER: P<Requirement | null> = alt<Requirement | null>(
  map(lit(" else"), (_, scope) => (scope.source !== "spell" ? { req: "other", say: "else" } : undefined)),
  map(lit(" besides me"), (_, scope) => (scope.source === "unit" ? { req: "other", say: "besidesMe" } : undefined)),
  map(lit(""), () => null),
);
const SOMETHING_EXHAUSTED: P<Requirement | null> = alt<Requirement | null>(map(lit(" that's exhausted"), () => ({ req: "exhausted" })), map(lit(""), () => null));

/**
 * "something here", "something you control", "something else that's exhausted": one game object on the board of any kind (a
 * target, 355.9.a), a rune included when the board lists it as an object.
 */
const SOMETHING: P<ObjectRef> = (s, i, scope) =>
  seq(lit("something"), SOMETHING_OTHER, many(postWords(false)), SOMETHING_EXHAUSTED)(s, i, scope).flatMap((h) => {
    const [, other, posts, exhausted] = h.v;
    if (!posts.every((r) => r.req === "here" || r.req === "youControl") || posts.length > 1) return [];
    const requirements: Requirement[] = [...(other ? [other] : []), ...posts, ...(exhausted ? [exhausted] : [])];
    const spec: TargetSpec = { slot: nextSlotName(h.scope), kind: "something", min: 1, max: 1, requirements };
    const ref: ObjectRef = { slot: spec.slot };
    return [{ v: ref, end: h.end, scope: { ...withSlot(h.scope, spec), it: ref } }];
  });

/** A target noun phrase: introduces a new target slot. */
export const TARGET: P<ObjectRef> = (s, i, scope) => [...EITHER_TARGET(s, i, scope), ...TARGET_Q(s, i, scope), ...TARGET_ONE_OF_YOUR(s, i, scope), ...TARGET_ANY_OF_YOUR(s, i, scope), ...SOMETHING(s, i, scope), ...TARGET_OF_TOKENS(s, i, scope)];

/** "up to two of them" after "Then do this:" when several tokens were played: some of those tokens, chosen as the trigger goes on the chain. */
const TARGET_OF_TOKENS: P<ObjectRef> = bind(seq(lit("up to "), NUMBER, lit(" of them")), ([, n], scope) => {
  if (!scope.madeTokens || n.n < 2) return undefined;
  const spec: TargetSpec = { slot: nextSlotName(scope), kind: "unit", min: 0, max: n.n, requirements: [{ req: "amongTriggered" }], ...(n.words ? { words: true } : {}) };
  const ref: ObjectRef = { slot: spec.slot };
  return { v: ref, scope: { ...withSlot(scope, spec), them: [ref] } };
});

const TARGET_Q: P<ObjectRef> = (s, i, scope) =>
  Q(s, i, scope).flatMap(({ v: q, end, scope: qs }) =>
    seq(many(PRE), domainNoun(q.plural), many(postWords(q.plural)))(s, end, qs).flatMap((h) => {
      const [pres, noun, posts] = h.v;
      const reqs: Requirement[] = [];
      if (q.another || pres.includes("other")) {
        const o = otherReq(h.scope);
        if (!o) return [];
        if (q.another) reqs.push(o);
        for (const p of pres) reqs.push(p === "other" ? o : ({ req: p } as Requirement));
      } else for (const p of pres) reqs.push({ req: p } as Requirement);
      reqs.push(...noun.extra, ...posts);
      // "up to one enemy unit at each location": any number of targets, at most one at each location, named "them" after
      const eachLocation = posts.some((r) => r.req === "oneAtEachLocation");
      if (eachLocation && (q.min !== 0 || q.max !== 1 || q.plural || !q.words)) return [];
      const spec: TargetSpec = {
        slot: nextSlotName(h.scope), kind: noun.kind, min: q.min, max: eachLocation ? ANY_NUMBER : q.max, requirements: reqs,
        ...(reqs.some((r) => NEVER_HERE.has(r.req)) ? { hiddenRestricted: false } : {}),
        ...(q.words ? { words: true } : {}),
        ...(q.eachOf ? { eachOf: true } : {}),
      };
      const ref: ObjectRef = { slot: spec.slot };
      const next = withSlot(h.scope, spec);
      return [{ v: ref, end: h.end, scope: q.plural || eachLocation ? { ...next, them: [ref] } : { ...next, it: ref } }];
    }),
  );

/** "one of your other units here": one target among the player's own objects, named in the plural. */
const TARGET_ONE_OF_YOUR: P<ObjectRef> = (s, i, scope) =>
  seq(lit("one of your "), many(PRE), nounWord(true), many(postWords(true)))(s, i, scope).flatMap((h) => {
    const [, pres, noun, posts] = h.v;
    const own = preRequirements(pres, h.scope);
    if (!own) return [];
    const reqs: Requirement[] = [{ req: "friendly" }, ...own];
    reqs.push(...noun.extra, ...posts);
    const spec: TargetSpec = { slot: nextSlotName(h.scope), kind: noun.kind, min: 1, max: 1, requirements: reqs, oneOfYour: true, ...(reqs.some((r) => NEVER_HERE.has(r.req)) ? { hiddenRestricted: false } : {}) };
    const ref: ObjectRef = { slot: spec.slot };
    return [{ v: ref, end: h.end, scope: { ...withSlot(h.scope, spec), it: ref } }];
  });

/** "any number of your token units": targets among the player's own objects. */
const TARGET_ANY_OF_YOUR: P<ObjectRef> = (s, i, scope) =>
  seq(lit("any number of your "), many(PRE), nounWord(true), many(postWords(true)))(s, i, scope).flatMap((h) => {
    const [, pres, noun, posts] = h.v;
    const own = preRequirements(pres, h.scope);
    if (!own) return [];
    const reqs: Requirement[] = [{ req: "friendly" }, ...own, ...noun.extra, ...posts];
    const spec: TargetSpec = { slot: nextSlotName(h.scope), kind: noun.kind, min: 0, max: ANY_NUMBER, requirements: reqs, anyOfYour: true, ...(reqs.some((r) => NEVER_HERE.has(r.req)) ? { hiddenRestricted: false } : {}) };
    const ref: ObjectRef = { slot: spec.slot };
    return [{ v: ref, end: h.end, scope: { ...withSlot(h.scope, spec), them: [ref] } }];
  });

/** "a battlefield", "a battlefield you control", "a battlefield where you have units": a battlefield chosen as a target (355.9.a). */
export const BATTLEFIELD_TARGET: P<ObjectRef> = bind(
  seq(lit("a battlefield"), alt<Requirement[]>(
    map(lit(" you control"), () => [{ req: "youControl" }]),
    map(lit(" where you have units"), () => [{ req: "youHaveUnitsThere" }]),
    map(lit(""), () => []),
  )),
  ([, requirements], scope) => {
    const spec: TargetSpec = { slot: nextSlotName(scope), kind: "battlefield", min: 1, max: 1, requirements };
    return { v: { slot: spec.slot }, scope: { ...withSlot(scope, spec), battlefield: spec.slot } };
  },
);

/** "Bird, Cat, Dog, or Poro": tags, any of them. */
export const TAG_CHOICE: P<string[]> = map(re(/((?:[A-Z][a-z]+, )+)or ([A-Z][a-z]+)/), (m) => {
  const tags = [...m[1]!.split(", ").filter((t) => t !== ""), m[2]!];
  return tags.length >= 3 && tags.every((t) => (TAG_NOUNS as readonly string[]).includes(t)) ? tags : undefined;
});

/** "Bird, Cat, Dog, and Poro": a list of tags, all of them (the last after ", and "). */
export const TAG_ALL: P<string[]> = map(re(/((?:[A-Z][a-z]+, )+)and ([A-Z][a-z]+)/), (m) => {
  const tags = [...m[1]!.split(", ").filter((t) => t !== ""), m[2]!];
  return tags.length >= 3 && tags.every((t) => (TAG_NOUNS as readonly string[]).includes(t)) ? tags : undefined;
});

/** The words of a list of tags: "Bird, Cat, Dog, and Poro" (all) or "Bird, Cat, Dog, or Poro" (any one). */
export const tagListWords = (tags: readonly string[], join: "and" | "or"): string => `${tags.slice(0, -1).join(", ")}, ${join} ${tags.at(-1)}`;

/** A card in your trash: "a unit from your trash" (a target off the board). */
/** "a Bird, Cat, Dog, or Poro from your trash": one card with any of the tags. */
const TRASH_TARGET_TAGS: P<ObjectRef> = bind(
  seq(re(/an? /), TAG_CHOICE, lit(" from your trash")),
  ([, tags], scope) => {
    const spec: TargetSpec = { slot: nextSlotName(scope), kind: "cardInTrash", min: 1, max: 1, requirements: [{ req: "anyTag", tags }, { req: "friendly" }], hiddenRestricted: false };
    const ref: ObjectRef = { slot: spec.slot };
    return { v: ref, scope: { ...withSlot(scope, spec), it: ref } };
  },
);

/** "a unit or gear from your trash": one card of either type. */
const TRASH_TARGET_EITHER: P<ObjectRef> = bind(
  seq(lit("a "), re(/unit|gear|spell/), lit(" or "), re(/unit|gear|spell/), lit(" from your trash")),
  ([, a, , b], scope) => {
    if (a[0] === b[0]) return undefined;
    const spec: TargetSpec = {
      slot: nextSlotName(scope), kind: "cardInTrash", min: 1, max: 1,
      requirements: [{ req: "cardType", type: a[0] as "unit" | "gear" | "spell", or: b[0] as "unit" | "gear" | "spell" }, { req: "friendly" }], hiddenRestricted: false,
    };
    const ref: ObjectRef = { slot: spec.slot };
    return { v: ref, scope: { ...withSlot(scope, spec), it: ref } };
  },
);

const TRASH_TARGET_ONE: P<ObjectRef> = bind(
  seq(Q, alt(lit("unit"), lit("gear"), lit("spell"), lit("units"), lit("spells")), lit(" from your trash")),
  ([q, noun], scope) => {
    const type = noun.replace(/s$/, "") as "unit" | "gear" | "spell";
    const spec: TargetSpec = {
      slot: nextSlotName(scope), kind: "cardInTrash", min: q.min, max: q.max, requirements: [{ req: "cardType", type }, { req: "friendly" }],
      hiddenRestricted: false, ...(q.words ? { words: true } : {}),
    };
    const ref: ObjectRef = { slot: spec.slot };
    return { v: ref, scope: { ...withSlot(scope, spec), it: ref } };
  },
);

/** "up to two cards with [Hidden] from your trash": cards of any type with a keyword. */
const TRASH_TARGET_KEYWORD: P<ObjectRef> = bind(
  seq(Q, re(/cards?/), re(/ with \[([A-Z][A-Za-z-]*)\]/), lit(" from your trash")),
  ([q, noun, m], scope) => {
    if ((noun[0] === "cards") !== q.plural) return undefined;
    const spec: TargetSpec = {
      slot: nextSlotName(scope), kind: "cardInTrash", min: q.min, max: q.max, requirements: [{ req: "keyword", keyword: m[1]! }, { req: "friendly" }],
      hiddenRestricted: false, ...(q.words ? { words: true } : {}),
    };
    const ref: ObjectRef = { slot: spec.slot };
    return { v: ref, scope: { ...withSlot(scope, spec), ...(q.plural ? { them: [ref] } : { it: ref }) } };
  },
);

/** "up to 4 cards from trashes": cards in any player's trash; "… from opponents' trashes": in another player's (a trash card's controller is its owner). */
const TRASH_TARGET_ANY: P<ObjectRef> = bind(seq(Q, re(/cards?/), re(/ from (opponents' )?trashes/)), ([q, noun, from], scope) => {
  if ((noun[0] === "cards") !== q.plural) return undefined;
  const requirements: Requirement[] = from[1] ? [{ req: "enemy" }] : [];
  const spec: TargetSpec = { slot: nextSlotName(scope), kind: "cardInTrash", min: q.min, max: q.max, requirements, hiddenRestricted: false, ...(q.words ? { words: true } : {}) };
  const ref: ObjectRef = { slot: spec.slot };
  return { v: ref, scope: { ...withSlot(scope, spec), ...(q.plural ? { them: [ref] } : { it: ref }) } };
});

/** "a unit in their trash": a unit card in the chosen player's trash (after "Choose an opponent."). */
export const THEIR_TRASH_UNIT: P<ObjectRef> = bind(lit("a unit in their trash"), (_, scope) => {
  if (!scope.chosenPlayer) return undefined;
  const spec: TargetSpec = { slot: nextSlotName(scope), kind: "cardInTrash", min: 1, max: 1, requirements: [{ req: "cardType", type: "unit" }, { req: "inChosenPlayersTrash" }], hiddenRestricted: false };
  const ref: ObjectRef = { slot: spec.slot };
  return { v: ref, scope: { ...withSlot(scope, spec), it: ref } };
});

/** "a card from any trash": one card in any player's trash (the words `inAnyTrash`). */
const TRASH_TARGET_ANY_ONE: P<ObjectRef> = bind(lit("a card from any trash"), (_, scope) => {
  const spec: TargetSpec = { slot: nextSlotName(scope), kind: "cardInTrash", min: 1, max: 1, requirements: [{ req: "inAnyTrash" }], hiddenRestricted: false };
  const ref: ObjectRef = { slot: spec.slot };
  return { v: ref, scope: { ...withSlot(scope, spec), it: ref } };
});

/** A unit in your trash limited by its printed Energy and Power costs (two wordings, "with cost" or "costing"): a card by its printed Energy and Power costs. */
const TRASH_TARGET_COST: P<ObjectRef> = bind(
  seq(re(/a unit (with cost|costing) no more than /), ENERGY, lit(" and no more than "), re(/(?:\{any\})+/), lit(" from your trash")),
  ([m, energy, , power], scope) => {
    const spec: TargetSpec = {
      slot: nextSlotName(scope), kind: "cardInTrash", min: 1, max: 1,
      requirements: [{ req: "cardType", type: "unit" }, { req: "costAtMost", energy, power: power[0].length / 5, ...(m[1] === "costing" ? { say: "costing" as const } : {}) }, { req: "friendly" }], hiddenRestricted: false,
    };
    const ref: ObjectRef = { slot: spec.slot };
    return { v: ref, scope: { ...withSlot(scope, spec), it: ref } };
  },
);

/** "a unit in your trash with Energy cost no more than {3} and Power cost no more than {any}": the same test of its printed costs. */
const TRASH_TARGET_COSTS_IN: P<ObjectRef> = bind(
  seq(lit("a unit in your trash with Energy cost no more than "), ENERGY, lit(" and Power cost no more than "), re(/(?:\{any\})+/)),
  ([, energy, , power], scope) => {
    const spec: TargetSpec = {
      slot: nextSlotName(scope), kind: "cardInTrash", min: 1, max: 1,
      requirements: [{ req: "cardType", type: "unit" }, { req: "costAtMost", energy, power: power[0].length / 5, say: "inYourTrash" }, { req: "friendly" }], hiddenRestricted: false,
    };
    const ref: ObjectRef = { slot: spec.slot };
    return { v: ref, scope: { ...withSlot(scope, spec), it: ref } };
  },
);

/** "a Mech from your trash": one card with the tag. */
const TRASH_TARGET_TAG: P<ObjectRef> = bind(seq(re(/an? /), re(/[A-Z][a-z]+/), lit(" from your trash")), ([a, m], scope) => {
  const tag = m[0];
  if (!(TAG_NOUNS as readonly string[]).includes(tag) || a[0] !== (/^[AEIOU]/.test(tag) ? "an " : "a ")) return undefined;
  const spec: TargetSpec = { slot: nextSlotName(scope), kind: "cardInTrash", min: 1, max: 1, requirements: [{ req: "tag", tag }, { req: "friendly" }], hiddenRestricted: false };
  const ref: ObjectRef = { slot: spec.slot };
  return { v: ref, scope: { ...withSlot(scope, spec), it: ref } };
});

export const TRASH_TARGET: P<ObjectRef> = alt(TRASH_TARGET_TAGS, TRASH_TARGET_TAG, TRASH_TARGET_EITHER, TRASH_TARGET_COST, TRASH_TARGET_COSTS_IN, TRASH_TARGET_ONE, TRASH_TARGET_KEYWORD, TRASH_TARGET_ANY, TRASH_TARGET_ANY_ONE);

const GROUP_SAY: P<Selector["say"]> = alt(
  map(lit("all "), () => "all" as const),
  map(lit("ALL "), () => "ALL" as const),
  map(lit("your "), () => "your" as const),
  map(lit(""), () => "plain" as const),
);

function groupNoun(): P<Noun & { gk: Selector["kind"] }> {
  return alt(
    map(nounWord(true), (n): (Noun & { gk: Selector["kind"] }) | undefined => (n.kind === "unit" || n.kind === "gear" || n.kind === "equipment" ? { ...n, gk: n.kind } : undefined)),
    map(lit("units and gear"), (): Noun & { gk: Selector["kind"] } => ({ kind: "unit", extra: [], gk: "unitOrGear" })), // "all units and gear": both kinds
  );
}

/** Requirements of a group of targets as a whole (355.11): nothing is chosen for a group picked on execution. */
const GROUP_TARGET_ONLY: ReadonlySet<string> = new Set(["atOneBattlefield", "totalMightAtMost", "sameControllerGroup", "oneAtEachLocation"]);

/** A group chosen on execution: "all enemy units here", "friendly units", "your other units here". */
export const GROUP: P<ObjectRef> = (s, i, scope) =>
  seq(GROUP_SAY, many(PRE), groupNoun(), many(postWords(true)))(s, i, scope).flatMap((h) => {
    const [say, pres, noun, posts] = h.v;
    if (say === "plain" && pres.length === 0 && posts.length === 0) return []; // a bare "units" is not a phrase of its own
    if (noun.gk === "equipment" && (say !== "your" || pres.length > 0 || posts.length > 0)) return []; // "your Equipment" only
    // "all enemy units at a battlefield": the battlefield is a target (355.10.b), chosen as it is played
    const at = posts.findIndex((r) => r.req === "atOneBattlefield");
    let scope = h.scope;
    let located = posts;
    if (at >= 0 && !posts.some((r, k) => k !== at && GROUP_TARGET_ONLY.has(r.req))) {
      const spec: TargetSpec = { slot: nextSlotName(scope), kind: "battlefield", min: 1, max: 1, requirements: [] };
      scope = { ...withSlot(scope, spec), battlefield: spec.slot };
      located = posts.map((r, k) => (k === at ? { req: "atChosenBattlefield", bf: spec.slot, say: "atA" } : r));
    }
    if (located.some((r) => GROUP_TARGET_ONLY.has(r.req))) return []; // a chosen group's requirements (355.11), not a selector's
    const reqs: Requirement[] = [];
    if (say === "your") reqs.push({ req: "friendly" });
    // "all other enemy units here" after an enemy unit chosen: other than that unit (the source is no enemy of its controller)
    const prevEnemy = scope.slots.at(-1);
    const otherThanChosen = pres.includes("enemy") && prevEnemy?.kind === "unit" && prevEnemy.max === 1 && prevEnemy.requirements.some((r) => r.req === "enemy");
    for (const p of pres) reqs.push(p === "other" && otherThanChosen ? { req: "distinctFrom", slot: prevEnemy!.slot } : ({ req: p } as Requirement));
    reqs.push(...noun.extra, ...located);
    const ref: ObjectRef = { all: { kind: noun.gk, requirements: reqs, say } };
    return [{ v: ref, end: h.end, scope: { ...scope, them: [ref] } }];
  });

/**
 * "for each enemy unit there", "for each Equipment attached to me": the objects counted as the instruction
 * executes. "there" is the location of the object named just before; "me" is the unit whose ability it is.
 */
export const FOR_EACH: P<Selector> = (s, i, scope) => [...counted(lit("for each "), "each")(s, i, scope), ...FOR_EACH_OF_YOUR(s, i, scope)];

/** "for each of your units with [Temporary]": the player's own objects, named in the plural. */
const FOR_EACH_OF_YOUR: P<Selector> = (s, i, scope) =>
  seq(lit("for each of your "), many(PRE), nounWord(true), many(postWords(true)))(s, i, scope).flatMap((h) => {
    const [, pres, noun, posts] = h.v;
    if ((noun.kind !== "unit" && noun.kind !== "gear") || pres.some((p) => p === "other" || p === "distinctFrom")) return [];
    const reqs: Requirement[] = [{ req: "friendly" }, ...pres.map((p) => ({ req: p }) as Requirement), ...noun.extra, ...posts];
    return [{ v: { kind: noun.kind, requirements: reqs, say: "eachOfYour" as const }, end: h.end, scope: h.scope }];
  });

/** "there's an enemy unit alone at that battlefield": the same, as printed before the instruction. */
export const THERES: P<Selector> = (s, i, scope) => counted(alt(lit("there's a "), lit("there's an ")), "a")(s, i, scope);

/** "there is a ready enemy unit here": whether one object matches, as the instruction executes. */
export const THERE_IS: P<Selector> = (s, i, scope) => counted(alt(lit("there is a "), lit("there is an ")), "a")(s, i, scope);

function counted(head: P<string>, say: "each" | "a"): P<Selector> {
  return (s, i, scope) => seq(head, many(PRE), nounWord(false), many(postWords(false)), alt<Requirement | null>(
    map(lit(" there"), (_, sc) => (sc.it && "slot" in sc.it ? { req: "atLocationOf", slot: sc.it.slot, say: "there" } : undefined)),
    map(lit(" attached to me"), (_, sc) => (sc.source === "unit" ? { req: "attachedToSource" } : undefined)),
    map(lit(""), () => null),
  ))(s, i, scope).flatMap((h) => {
    const [, pres, noun, posts, tail] = h.v;
    // "other" only beside "with my name" (the source's other units of its name; the source itself is never counted)
    if ((pres.includes("other") && !posts.some((r) => r.req === "sameNameAsSource")) || pres.includes("distinctFrom")) return [];
    const kind: Selector["kind"] | undefined = noun.kind === "unit" || noun.kind === "gear" || noun.kind === "equipment" ? noun.kind : undefined;
    if (!kind) return [];
    const reqs: Requirement[] = [...pres.map((p) => ({ req: p }) as Requirement), ...noun.extra, ...posts, ...(tail ? [tail] : [])];
    return [{ v: { kind, requirements: reqs, say }, end: h.end, scope: h.scope }];
  });
}

/** Words that refer back to an object named earlier, or to the source. */
export const REF_BACK: P<ObjectRef> = alt<ObjectRef>(
  // a gear says "me" only in an Equipment's effect text, where it is the unit it is attached to (136.2.c); a legend's "me" is itself
  map(lit("me"), (_, scope) => (scope.source === "unit" || scope.source === "gear" || scope.source === "legend" ? { self: true, say: "me" } : undefined)),
  map(lit("this"), (_, scope) => (scope.source !== "unit" ? { self: true, say: "this" } : undefined)),
  map(lit("it"), (_, scope) => (scope.it ? ({ ...scope.it, say: "it" } as ObjectRef) : undefined)),
  map(lit("them"), (_, scope) => (scope.them?.length === 1 && "slot" in scope.them[0]! ? { ...scope.them[0]!, say: "them" } : undefined)),
  map(lit("that unit"), (_, scope) => {
    if (!scope.it || !("slot" in scope.it)) return undefined;
    const it = scope.it.slot;
    // "Choose a friendly unit and a spell. … that unit …": the unit slot, not the spell "it" last named
    if (scope.slots.find((s) => s.slot === it)?.kind !== "chainItem") return { ...scope.it, say: "that unit" };
    const unit = [...scope.slots].reverse().find((s) => s.kind === "unit" && s.max === 1);
    return unit ? { slot: unit.slot, say: "that unit" } : undefined;
  }),
  map(lit("that spell"), (_, scope) => {
    const spell = [...scope.slots].reverse().find((s) => s.kind === "chainItem" && s.max === 1 && s.requirements.some((r) => r.req === "isSpell"));
    return spell ? { slot: spell.slot, say: "that spell" } : undefined;
  }),
  // "the friendly unit": the one friendly unit chosen before, beside a unit of another side ("Choose a friendly unit and an enemy unit. … the friendly unit …")
  map(lit("the friendly unit"), (_, scope) => {
    const friendly = scope.slots.filter((t) => t.kind === "unit" && t.max === 1 && t.requirements.some((r) => r.req === "friendly"));
    const others = scope.slots.filter((t) => t.kind === "unit" && t.requirements.some((r) => r.req === "enemy"));
    return friendly.length === 1 && others.length > 0 ? { slot: friendly[0]!.slot, say: "the friendly unit" } : undefined;
  }),
  // "your unit": the friendly unit chosen before ("Choose a friendly unit in your base. … then move your unit there.")
  map(lit("your unit"), (_, scope) => {
    const it = scope.it && "slot" in scope.it ? scope.slots.find((t) => t.slot === (scope.it as { slot: string }).slot) : undefined;
    return it && it.kind === "unit" && it.max === 1 && it.requirements.some((r) => r.req === "friendly" || r.req === "youControl") ? { slot: it.slot, say: "your unit" } : undefined;
  }),
);

/**
 * "each other enemy unit there": every object matching as the instruction executes, named in the singular; "other" is
 * another than the object chosen just before (else than the source).
 */
export const GROUP_EACH: P<ObjectRef> = (s, i, scope) =>
  seq(lit("each "), many(PRE), nounWord(false), many(postWords(false)))(s, i, scope).flatMap((h) => {
    const [, pres, noun, posts] = h.v;
    if (noun.kind !== "unit" && noun.kind !== "gear") return [];
    if (posts.some((r) => GROUP_TARGET_ONLY.has(r.req))) return [];
    const own = preRequirements(pres.filter((p) => p !== "distinctFrom"), h.scope); // "other" is read once, as "other"
    if (!own) return [];
    const reqs: Requirement[] = [...own, ...noun.extra, ...posts];
    const ref: ObjectRef = { all: { kind: noun.kind, requirements: reqs, say: "each" } };
    return [{ v: ref, end: h.end, scope: { ...h.scope, them: [ref] } }];
  });

/** "your legend": the legend its controller controls (picked as the instruction executes, not a target). */
const YOUR_LEGEND: P<ObjectRef> = map(lit("your legend"), (): ObjectRef => ({ all: { kind: "legend", requirements: [{ req: "friendly" }], say: "your" } }));

/** Anything an instruction can act on. */
export const OBJECT: P<ObjectRef> = alt(REF_BACK, TARGET, GROUP, GROUP_EACH, YOUR_LEGEND);

/** "its", "my": whose Might, owner, controller, location. */
export const POSSESSIVE: P<ObjectRef> = alt<ObjectRef>(
  map(lit("my"), (_, scope) => (scope.source === "unit" || scope.source === "gear" ? { self: true, say: "me" } : undefined)),
  map(lit("its"), (_, scope) => (scope.it ? ({ ...scope.it, say: "it" } as ObjectRef) : undefined)),
);

