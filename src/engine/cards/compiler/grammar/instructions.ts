/**
 * Instructions (407–444): one verb phrase each, read into one typed instruction. `say` keeps which of
 * the equivalent printed phrasings was used, so the renderer can say the line back exactly.
 */
import type { Destination, Instruction, ObjectRef, PlayerRef, Requirement, TargetSpec } from "../../language.js";
import { nextSlotName, withSlot } from "../scope.js";
import type { AddRestriction, KeywordGrant, MoreInstruction, Selector, TokenPlace } from "../../vocabulary.js";
import { alt, bind, lit, map, opt, phrase, re, sepBy1, seq, type P } from "../parser.js";
import { ANY_NUMBER, TOKEN_NAMES } from "../words.js";
import { DIGITS, ENERGY, KEYWORD, NUMBER, RUNES_CONTROLLED, SIGNED, SYMBOLS, WORD_NUMBER } from "./basics.js";
import { BATTLEFIELD_TARGET, FOR_EACH, GROUP, TAG_ALL, THERE_IS, THERES, OBJECT, POSSESSIVE, REF_BACK, TARGET, THEIR_TRASH_UNIT, TRASH_TARGET } from "./nouns.js";

export interface Draft {
  ins: Instruction;
  say?: string;
}

const d = (ins: Instruction | MoreInstruction, say?: string): Draft => ({ ins: ins as Instruction, ...(say ? { say } : {}) });

/** The slot chooses one spell on the chain ("a spell", not "a spell or ability"). */
const isSpellSlot = (scope: { slots: TargetSpec[] }, slot: string): boolean => {
  const spec = scope.slots.find((t) => t.slot === slot);
  return !!spec && spec.kind === "chainItem" && spec.min === 1 && spec.max === 1 && spec.requirements.some((r) => r.req === "isSpell");
};

/** A card with Hidden from the hand, its cost ignored; a unit to the source's battlefield (one instruction across the two sentences). */
export const PLAY_HIDDEN_WORDS = "play a card with [Hidden] from your hand, ignoring its cost. If it's a unit, play it here";

/** "[Assault 2] and [Ganking]", "[Shield 3] and [Tank]". */
export const KEYWORD_LIST: P<KeywordGrant[]> = alt(
  map(seq(KEYWORD, lit(", "), KEYWORD, lit(", and "), KEYWORD), ([a, , b, , c]) => [a, b, c]), // a series of three
  map(seq(KEYWORD, lit(" and "), KEYWORD), ([a, , b]) => [a, b]),
  map(KEYWORD, (k) => [k]),
);

const PLAYER: P<PlayerRef> = alt<PlayerRef>(
  map(lit("each player"), () => "eachPlayer" as const),
  map(lit("they"), (_, scope) => (scope.chosenPlayer ? ("chosenPlayer" as const) : undefined)),
  map(lit("that player"), (_, scope) => (scope.trigger === "startOfEachFirstBeginningPhase" ? ("thatPlayer" as const) : undefined)),
  map(phrase`${REF_BACK}'s controller`, ([r]) => ({ controllerOf: r })),
  map(lit("its controller"), (_, scope) => (scope.it ? { controllerOf: { ...scope.it, say: "it" } as ObjectRef } : undefined)),
  map(lit("its owner"), (_, scope) => (scope.it ? { ownerOf: { ...scope.it, say: "it" } as ObjectRef } : undefined)),
);

const DEAL: P<Draft> = alt<Draft>(
  map(phrase`deal ${DIGITS} to ${OBJECT} ${FOR_EACH}`, ([n, to, per]) => d({ op: "deal", amount: { per: n, forEach: per }, to })),
  map(phrase`deal ${DIGITS} to ${OBJECT} for each card with [Hidden] revealed this way`, ([n, to], scope) => (scope.revealedCards ? d({ op: "deal", amount: { per: n, forEachRevealed: "Hidden" }, to }) : undefined)),
  map(phrase`deal ${DIGITS} to ${OBJECT}`, ([n, to]) => d({ op: "deal", amount: n, to })),
  // "deal that much to X" after "if you assigned N or more excess damage": that excess damage (checked where the condition is read)
  map(phrase`deal that much to ${OBJECT}`, ([to], scope) => (scope.trigger ? d({ op: "deal", amount: { excessDamage: true }, to }) : undefined)),
  // "Pay any amount of {any} to deal that much damage to X": the amount paid (the renderer checks the payment before it)
  map(phrase`deal that much damage to ${OBJECT}`, ([to]) => d({ op: "deal", amount: { paid: true }, to })),
  // "Discard 1. Deal its Energy cost as damage to X.": the Energy cost of the card discarded (its Power cost is not counted)
  map(phrase`deal its Energy cost as damage to ${OBJECT}`, ([to], scope) => (scope.discarded ? d({ op: "deal", amount: { energyOfDiscarded: true }, to }) : undefined)),
  map(phrase`deal damage equal to ${POSSESSIVE} Might to ${OBJECT}`, ([who, to]) => d({ op: "deal", amount: { mightOf: who }, to })),
  // "deal damage to X equal to the damage marked on it": the damage on that unit as it executes
  map(phrase`deal damage to ${OBJECT} equal to the damage marked on it`, ([to]) => ("slot" in to && !to.say ? d({ op: "deal", amount: { damageOn: { ...to, say: "it" } }, to }, "damageOnIt") : undefined)),
  map(phrase`deal damage equal to ${POSSESSIVE} [Assault] to ${OBJECT}`, ([who, to]) => d({ op: "deal", amount: { keywordOf: who, keyword: "Assault" }, to })),
  map(phrase`${REF_BACK} deals damage equal to its Might to ${OBJECT}`, ([who, to]) => d({ op: "deal", amount: { mightOf: who }, to, source: who }, "subject")),
  map(phrase`deal ${DIGITS} damage split among ${TARGET}`, ([n, to]) => d({ op: "deal", amount: n, to, split: true }, "split")),
  // "It deals damage equal to its Might split among enemy units at battlefields.": the units are targets (355.14.a), one or more,
  // chosen as it is played (355.14.b), no more than the damage then (355.14.c)
  bind(phrase`${REF_BACK} deals damage equal to its Might split among ${GROUP}`, ([who, group], scope) => {
    if (!("slot" in who) || !("all" in group) || group.all.kind !== "unit" || group.all.say !== "plain") return undefined;
    const spec: TargetSpec = { slot: nextSlotName(scope), kind: "unit", min: 1, max: ANY_NUMBER, requirements: group.all.requirements };
    const to: ObjectRef = { slot: spec.slot };
    return { v: d({ op: "deal", amount: { mightOf: who }, to, source: who, split: true }, "subject"), scope: { ...withSlot(scope, spec), them: [to] } };
  }),
);

const MIGHT: P<Draft> = alt<Draft>(
  map(phrase`give ${OBJECT} ${SIGNED} {might} this turn, to a minimum of ${DIGITS} {might}`, ([what, n, min]) =>
    n < 0 ? d({ op: "buffMight", what, amount: n, thisTurn: true, minimum: min }) : undefined),
  map(phrase`give ${OBJECT} ${SIGNED} {might} this turn for each of the following tags among your units - ${TAG_ALL}`, ([what, n, tags]) =>
    n > 0 ? d({ op: "buffMight", what, amount: { per: n, tagsAmongYourUnits: tags }, thisTurn: true }) : undefined),
  map(phrase`give ${OBJECT} ${SIGNED} {might} this turn ${FOR_EACH}`, ([what, n, per]) => (n > 0 ? d({ op: "buffMight", what, amount: { per: n, forEach: per }, thisTurn: true }) : undefined)),
  map(phrase`give ${OBJECT} ${SIGNED} {might} this turn`, ([what, n]) => d({ op: "buffMight", what, amount: n, thisTurn: true })),
  map(phrase`give ${OBJECT} each ${SIGNED} {might} this turn`, ([what, n]) => d({ op: "buffMight", what, amount: n, thisTurn: true }, "each")),
  map(phrase`give ${OBJECT} +{might} equal to ${REF_BACK}'s Energy cost this turn`, ([what, spell]) =>
    "slot" in spell && spell.say === "that spell" ? d({ op: "buffMight", what, amount: { energyOf: spell }, thisTurn: true }, "energy") : undefined),
  map(phrase`give ${OBJECT} +{might} equal to the burned card's Might this turn`, ([what], scope) =>
    scope.burnedCard ? d({ op: "buffMight", what, amount: { mightOfBurned: true }, thisTurn: true }, "burned") : undefined),
  map(phrase`give +{might} equal to ${POSSESSIVE} Might to ${OBJECT} this turn`, ([who, what]) =>
    d({ op: "buffMight", what, amount: { mightOf: who }, thisTurn: true }, "equalFirst")),
  map(phrase`swap the Might of ${TARGET} this turn`, ([what], scope) => {
    const spec = "slot" in what ? scope.slots.find((t) => t.slot === what.slot) : undefined;
    return spec && spec.kind === "unit" && spec.min === 2 && spec.max === 2 ? d({ op: "swapMight", what, thisTurn: true }) : undefined;
  }),
  map(phrase`this turn, double ${OBJECT}'s Might and give it "${SYMBOLS}: Ready me`, ([what, cost]) => d({ op: "doubleMightAndGiveReady", what, cost })),
  map(phrase`double ${OBJECT}'s Might this turn`, ([what]) => d({ op: "doubleMight", what, thisTurn: true })),
  map(lit("double my Might this combat"), (_, scope) => (scope.source === "unit" ? d({ op: "doubleMight", what: { self: true, say: "me" }, thisTurn: false, thisCombat: true }, "my") : undefined)),
  map(lit("double my Might this turn"), (_, scope) => (scope.source === "unit" ? d({ op: "doubleMight", what: { self: true, say: "me" }, thisTurn: true }, "my") : undefined)),
  map(phrase`${POSSESSIVE} base Might becomes ${DIGITS} this turn`, ([what, n]) => ("slot" in what && what.say === "it" ? d({ op: "mightBecomes", what, n }) : undefined)),
  // "increase my Might to its Might this turn": the source unit's Might raised to the chosen unit's (477.3.b)
  map(phrase`increase my Might to ${POSSESSIVE} Might this turn`, ([to], scope) =>
    (scope.source === "unit" && "slot" in to && to.say === "it" ? d({ op: "increaseMightTo", what: { self: true, say: "me" }, to }, "myToIts") : undefined)),
  map(phrase`this turn, increase ${POSSESSIVE} Might to the Might of ${TARGET}`, ([what, to]) => ("slot" in what && what.say === "it" ? d({ op: "increaseMightTo", what, to }) : undefined)),
  map(phrase`if you have exactly ${WORD_NUMBER} units there, they each get ${SIGNED} {might} this turn`, ([n, amount], scope) =>
    scope.battlefield && n > 1 ? d({ op: "buffYourUnitsThereIfExactly", bf: scope.battlefield, n, amount }) : undefined),
  map(phrase`an additional ${SIGNED} {might} this turn if it is the only unit you control there`, ([n], scope) =>
    scope.it && "slot" in scope.it && n > 0 ? d({ op: "additionalMightIfAlone", what: { ...scope.it, say: "it" } as ObjectRef, n }) : undefined),
  map(phrase`buffs give an additional ${SIGNED} {might} to friendly units this turn`, ([n]) => (n > 0 ? d({ op: "buffsGiveMore", n }) : undefined)),
  map(phrase`${OBJECT} gains ${KEYWORD_LIST} this combat`, ([what, grants]) => ("slot" in what && what.say === "it" ? d({ op: "grantKeyword", what, grants, thisTurn: false, thisCombat: true }, "gains") : undefined)),
  map(phrase`give ${OBJECT} my keywords and +{might} equal to my Might this turn`, ([what], scope) => (scope.source === "unit" ? d({ op: "myKeywordsAndMight", what }) : undefined)),
  map(phrase`give ${OBJECT} ${SIGNED} {might} and ${KEYWORD_LIST} this turn`, ([what, n, grants]) => d({ op: "mightAndKeywords", what, n, grants })),
  map(phrase`give ${OBJECT} ${KEYWORD_LIST} this turn`, ([what, grants]) => d({ op: "grantKeyword", what, grants, thisTurn: true })),
  map(phrase`give ${OBJECT} ${KEYWORD_LIST}`, ([what, grants]) => d({ op: "grantKeyword", what, grants, thisTurn: false })),
);

const STATUS: P<Draft> = alt<Draft>(
  map(phrase`buff ${OBJECT}`, ([what]) => d({ op: "buff", what })),
  map(phrase`[Buff] ${OBJECT}`, ([what]) => d({ op: "buff", what, bracket: true })),
  map(phrase`stun ${OBJECT}`, ([what]) => d({ op: "stun", what })),
  map(phrase`[Stun] ${OBJECT}`, ([what]) => d({ op: "stun", what, bracket: true })),
  map(phrase`ready ${OBJECT}`, ([what]) => d({ op: "ready", what })),
  map(phrase`exhaust ${OBJECT}`, ([what]) => d({ op: "exhaust", what })),
  map(phrase`heal ${OBJECT}`, ([what]) => d({ op: "heal", what })),
  map(phrase`recall ${OBJECT}`, ([what]) => d({ op: "recall", what })),
  map(lit("name a spell"), (_, scope) => (scope.source === "unit" && scope.trigger === "playMe" ? d({ op: "nameSpell" }) : undefined)),
  map(lit("they gain control of this and recall it"), (_, scope) => (scope.chosenPlayer && scope.source === "gear" ? d({ op: "chosenPlayerGainsControlAndRecalls" }) : undefined)),
  map(phrase`take control of ${OBJECT}`, ([what]) => d({ op: "takeControl", what })),
  map(phrase`empower ${OBJECT}`, ([what]) => d({ op: "empower", what })),
  map(phrase`disempower ${OBJECT}`, ([what]) => d({ op: "disempower", what })),
  map(lit("you control it until I leave the board"), (_, scope) =>
    scope.source === "unit" && scope.it && "slot" in scope.it ? d({ op: "gainControlUntilSourceLeaves", what: { ...scope.it, say: "it" } as ObjectRef }) : undefined),
  map(lit("if it's an Equipment, attach it to me"), (_, scope) =>
    scope.source === "unit" && scope.it && "slot" in scope.it
      ? d({ op: "attach", equipment: { ...scope.it, say: "it" } as ObjectRef, to: { self: true, say: "me" }, onlyIfEquipment: true }, "if it's an Equipment")
      : undefined),
  // after a facedown play trigger, "attach it to <a unit>": "it" is this gear (the scope's "it" before the target)
  (s, i, scope) => (scope.it && "self" in scope.it ? map(phrase`attach it to ${TARGET}`, ([to], sc) =>
    "slot" in to && sc.slots.find((t) => t.slot === to.slot)?.kind === "unit" ? d({ op: "attach", equipment: { self: true, say: "it" }, to }, "it to a target") : undefined)(s, i, scope) : []),
  // "attach <an Equipment target> to it": "it" is the unit named before the Equipment, and stays what "it" and "that unit"
  // name afterwards
  (s, i, scope) => {
    const unit = scope.it;
    if (!unit || !("slot" in unit) || scope.slots.find((t) => t.slot === unit.slot)?.kind !== "unit") return [];
    return bind(phrase`attach ${TARGET} to it`, ([equipment], sc) =>
      "slot" in equipment && sc.slots.find((t) => t.slot === equipment.slot)?.kind === "equipment"
        ? { v: d({ op: "attach", equipment, to: { ...unit, say: "it" } as ObjectRef }, "target to it"), scope: { ...sc, it: unit } }
        : undefined)(s, i, scope);
  },
  map(phrase`attach ${TARGET} to ${TARGET}`, ([equipment, to], scope) => {
    const kinds = [equipment, to].map((r) => ("slot" in r ? scope.slots.find((t) => t.slot === r.slot)?.kind : undefined));
    return kinds[0] === "equipment" && kinds[1] === "unit" ? d({ op: "attach", equipment, to }, "targets") : undefined;
  }),
  map(lit("if it's an Equipment, you may detach it"), (_, scope) =>
    scope.it && "slot" in scope.it ? d({ op: "mayDetachIfEquipment", what: { ...scope.it, say: "it" } as ObjectRef }) : undefined),
  map(lit("if it's equipped, you may attach one of its Equipment to me"), (_, scope) =>
    scope.source === "unit" && scope.it && "slot" in scope.it ? d({ op: "mayAttachOneOf", from: { ...scope.it, say: "it" } as ObjectRef, to: { self: true, say: "me" } }) : undefined),
  map(lit("the next time it would die this turn, heal it, exhaust it, and recall it instead"), (_, scope) =>
    scope.it && "slot" in scope.it ? d({ op: "shieldDeath", what: { ...scope.it, say: "it" } as ObjectRef }) : undefined),
  map(phrase`the next time it would die this turn, you may pay ${SYMBOLS} to heal it, exhaust it, and recall it instead`, ([pay], scope) =>
    scope.it && "slot" in scope.it ? d({ op: "shieldDeath", what: { ...scope.it, say: "it" } as ObjectRef, pay }) : undefined),
);

const MOVE_TO: P<{ to: Destination; say: string }> = alt(
  map(lit(" to base"), () => ({ to: "base" as Destination, say: "to base" })),
  map(lit(" to its base"), () => ({ to: "base" as Destination, say: "to its base" })),
  map(lit(" to their base"), () => ({ to: "base" as Destination, say: "to their base" })),
  map(lit(" to my base"), (_, scope) => (scope.source === "unit" ? { to: "base" as Destination, say: "to my base" } : undefined)), // "move me to my base": the unit's owner's base (its own)
  map(lit(" to your base"), () => ({ to: "yourBase" as Destination, say: "to your base" })),
  map(lit(" to here"), () => ({ to: { locationOf: { self: true } } as Destination, say: "to here" })),
  // "When I attack, … to this battlefield": the battlefield the attacking unit is at
  map(lit(" to this battlefield"), (_, scope) => (scope.source === "unit" && scope.trigger === "attack" ? { to: { locationOf: { self: true } } as Destination, say: "to this battlefield" } : undefined)),
  // "to a battlefield where you have units": the destination chosen as it is played (355.4), kept as a battlefield slot ("there" after it)
  map(seq(lit(" to "), BATTLEFIELD_TARGET), ([, bf], scope) =>
    "slot" in bf && scope.slots.find((t) => t.slot === bf.slot)?.requirements.some((r) => r.req === "youHaveUnitsThere")
      ? { to: { chosenBattlefield: bf.slot, say: "target" } as Destination, say: "to target" } : undefined),
  map(lit(" to a battlefield"), () => ({ to: "aBattlefield" as Destination, say: "to a battlefield" })),
  // "… to my battlefield": where the unit whose ability it is is as the move executes, none if it is not at a battlefield
  map(lit(" to my battlefield"), (_, scope) => (scope.source === "unit" ? { to: { battlefieldOf: { self: true, say: "me" } } as Destination, say: "to my battlefield" } : undefined)),
  map(lit(" to that battlefield"), (_, scope) => (scope.battlefield ? { to: { chosenBattlefield: scope.battlefield, say: "that battlefield" } as Destination, say: "to that battlefield" } : undefined)),
  map(lit(" there"), (_, scope) =>
    scope.battlefield ? { to: { chosenBattlefield: scope.battlefield, say: "there" } as Destination, say: "there" }
      : scope.trigger && BATTLEFIELD_TRIGGERS.has(scope.trigger) ? { to: "thatBattlefield" as Destination, say: "there" } : undefined),
  map(lit(" to a location where there's a unit with the same controller"), () => ({ to: "withSameController" as Destination, say: "to a location where there's a unit with the same controller" })),
  map(lit(" to a single location"), () => ({ to: "singleLocation" as Destination, say: "to a single location" })),
  map(lit(" to an open battlefield"), () => ({ to: "openBattlefield" as Destination, say: "to an open battlefield" })),
  map(lit(" to or from its base"), () => ({ to: "toOrFromBase" as Destination, say: "to or from its base" })),
  map(lit(" to a different battlefield"), () => ({ to: "otherBattlefield" as Destination, say: "to a different battlefield" })),
  // "When I move to a battlefield, … to that battlefield": the battlefield of the trigger condition (359.3.f.3)
  map(lit(" to that battlefield"), (_, scope) =>
    !scope.battlefield && scope.trigger && BATTLEFIELD_TRIGGERS.has(scope.trigger) ? { to: "thatBattlefield" as Destination, say: "to that battlefield" } : undefined),
  // "When I move to a battlefield, … to the same battlefield": the battlefield I moved to (359.3.f.3)
  map(lit(" to the same battlefield"), (_, scope) =>
    !scope.battlefield && scope.trigger === "moveToBattlefield" ? { to: "thatBattlefield" as Destination, say: "to the same battlefield" } : undefined),
  map(lit(" to that enemy unit's battlefield"), (_, scope) => {
    const enemies = scope.slots.filter((t) => t.kind === "unit" && t.max === 1 && t.requirements.some((r) => r.req === "enemy"));
    return enemies.length === 1 ? { to: { battlefieldOf: { slot: enemies[0]!.slot, say: "that enemy unit" } } as Destination, say: "to that enemy unit's battlefield" } : undefined;
  }),
  map(lit(""), () => ({ to: "chosen" as Destination, say: "" })),
);

/** Triggers whose condition names one battlefield, which "that battlefield" then refers to. */
const BATTLEFIELD_TRIGGERS: ReadonlySet<string> = new Set(["moveToBattlefield", "conquer", "conquerHere", "youDefendAtBattlefield", "youStunEnemyAtBattlefield"]);

/** "move up to one enemy unit from here to its base": "from here" restricts the target (355.9.b). */
const FROM_HERE: P<Draft> = bind(phrase`move ${TARGET} from here to its base`, ([what], scope) => {
  if (!("slot" in what)) return undefined;
  const slots = scope.slots.map((t) => (t.slot === what.slot ? { ...t, requirements: [...t.requirements, { req: "here" } as Requirement] } : t));
  return { v: d({ op: "move", what, to: "base" }, "from here to its base"), scope: { ...scope, slots } };
});

/** How a card played by an effect is printed when only its Energy cost is ignored (its Power cost is paid as usual). */
export const ENERGY_ONLY = "ignoring its Energy cost";
/** a card played from the trash with its costs paid as usual (outside the engine) */
export const PAYING_COSTS = "paying its costs";

/** Flow given to a spell card of your trash for the turn, its Flow cost being its cost (829) */
export const GIVE_FLOW_WORDS = "give a spell in your trash [Flow] equal to its cost this turn";

/** An activated ability paid by exhausting one of your units that moves another of your units to where the exhausted one is (the words below). */
const TO_COST_UNIT = "move a different unit you control to the location of the unit you exhausted to pay for this ability";
const MOVE_TO_COST_UNIT: P<Draft> = bind(lit(TO_COST_UNIT), (_, scope) => {
  if (scope.source !== "gear" && scope.source !== "unit") return undefined;
  const spec: TargetSpec = { slot: nextSlotName(scope), kind: "unit", min: 1, max: 1, requirements: [{ req: "notCostObject" }, { req: "youControl" }] };
  const what: ObjectRef = { slot: spec.slot };
  return { v: d({ op: "move", what, to: "costObjectLocation" }, "to the cost unit"), scope: { ...withSlot(scope, spec), it: what } };
});

const ZONES: P<Draft> = alt<Draft>(
  MOVE_TO_COST_UNIT,
  // "banish all units from your trash": not targets; the cards are then "banished with this" (the source)
  map(lit("banish all units from your trash"), (_, scope) => (scope.source === "gear" ? d({ op: "banishFromYourTrash", type: "unit" }) : undefined)),
  map(lit("banish it"), (_, scope) => (scope.source === "legend" && scope.trigger === "youPlaySpell" && !scope.it ? d({ op: "banishPlayedSpell" }) : undefined)),
  map(phrase`if there are ${WORD_NUMBER} spells banished with me, put each in its trash, channel ${DIGITS} runes, and draw ${DIGITS}`, ([n, channel, draw], scope) =>
    (scope.source === "legend" && n > 1 && channel > 1 ? d({ op: "flushBanishedSpells", n, channel, draw }) : undefined)),
  map(lit("play a unit banished with this"), (_, scope) => (scope.source === "gear" ? d({ op: "playBanishedWithThis" }) : undefined)),
  map(lit("play all units banished with this, ignoring their costs"), (_, scope) => (scope.source === "gear" ? d({ op: "playBanishedWithThis", all: true, ignoringCost: true }) : undefined)),
  map(phrase`move ${OBJECT}${MOVE_TO}`, ([what, m]) => d({ op: "move", what, to: m.to }, m.say || undefined)),
  bind(phrase`move ${TARGET} from a battlefield to its base`, ([what], scope) =>
    "slot" in what ? { v: d({ op: "move", what, to: "base" }, "from a battlefield to its base"), scope: { ...scope, movedFrom: what.slot } } : undefined),
  FROM_HERE,
  map(phrase`kill ${OBJECT}`, ([what]) => d({ op: "kill", what })),
  map(phrase`kill ${REF_BACK} now`, ([what]) => ("slot" in what && what.say === "it" ? d({ op: "kill", what }, "now") : undefined)),
  map(phrase`kill ${REF_BACK} the next time it takes damage this turn`, ([what]) => ("slot" in what && what.say === "it" ? d({ op: "killNextTimeDamaged", what }) : undefined)),
  map(lit("the defender must kill one of their units here"), (_, scope) => (scope.source === "unit" ? d({ op: "defenderKillsOne" }) : undefined)),
  bind(phrase`each player chooses ${DIGITS} units, ${DIGITS} gear, ${DIGITS} runes, and ${DIGITS} cards in their hands`, ([a, b, c, e], scope) =>
    a === b && b === c && c === e && a > 1 ? { v: d({ op: "eachChoosesNOfEach", n: a }), scope: { ...scope, eachChoseOfEach: true } } : undefined),
  bind(lit("each player chooses a unit they control"), (_, scope) => ({ v: d({ op: "eachPlayerChoosesOne" }), scope: { ...scope, eachChose: true } })),
  map(lit("kill the rest"), (_, scope) => (scope.eachChose ? d({ op: "killTheRest" }) : undefined)),
  map(lit("starting with the next player, each player may return a unit to its owner's hand"), () => d({ op: "eachFromNextMayReturnUnit" })),
  bind(phrase`each player looks at the top ${DIGITS} cards of their Main Deck, banishes one of them, then recycles the rest`, ([n], scope) =>
    scope.source === "spell" && n > 1 ? { v: d({ op: "eachLooksBanishesOneRecyclesRest", n }), scope: { ...scope, eachBanished: true } } : undefined),
  map(lit("starting with the next player, each player plays those cards, ignoring Energy costs"), (_, scope) => (scope.eachBanished ? d({ op: "eachFromNextPlaysBanished" }) : undefined)),
  bind(lit("starting with the next player, each other player chooses a unit you don't control that hasn't been chosen for this spell"), (_, scope) =>
    scope.source === "spell" ? { v: d({ op: "eachOtherFromNextChoosesUnit" }), scope: { ...scope, othersChose: true } } : undefined),
  map(lit("kill those units"), (_, scope) => (scope.othersChose ? d({ op: "killThoseChosen" }) : undefined)),
  map(phrase`each player kills one of their ${re(/units|gear/)}`, ([m]) => d({ op: "eachPlayerKillsOne", kind: m[0] === "units" ? "unit" : "gear" })),
  map(phrase`each ${re(/player|opponent/)} must kill one of their units`, ([m]) => d({ op: "eachPlayerKillsOne", kind: "unit", must: true, ...(m[0] === "opponent" ? { opponents: true as const } : {}) })),
  map(lit("each player must kill one of their units. If you paid my additional cost, you don't kill a unit this way"), () => d({ op: "eachPlayerKillsOne", kind: "unit", must: true, exceptYouIfPaid: true })),
  map(phrase`banish ${OBJECT}`, ([what]) => d({ op: "banish", what })),
  map(phrase`banish ${TRASH_TARGET}`, ([what]) => d({ op: "banish", what })),
  map(phrase`return ${OBJECT} to its owner's hand`, ([what]) => d({ op: "returnToHand", what }, "its owner's hand")),
  map(phrase`return ${OBJECT} to their owners' hands`, ([what]) => d({ op: "returnToHand", what }, "their owners' hands")),
  map(phrase`return ${TARGET} and ${TARGET} to their owners' hands`, ([a, b]) => d({ op: "returnEachToHand", what: [a, b] })),
  map(phrase`return ${REF_BACK} to my owner's hand`, ([what]) => ("self" in what && what.say === "me" ? d({ op: "returnToHand", what }, "my owner's hand") : undefined)),
  map(phrase`return ${TRASH_TARGET} to your hand`, ([what]) => d({ op: "returnFromTrash", what })),
  map(phrase`recycle ${TRASH_TARGET}`, ([what]) => d({ op: "recycleCards", what })),
  // Flow granted for the turn to one spell card of its controller's trash, chosen as a target (355.9.a)
  bind(lit(GIVE_FLOW_WORDS), (_, scope) => {
    const spec: TargetSpec = { slot: nextSlotName(scope), kind: "cardInTrash", min: 1, max: 1, requirements: [{ req: "cardType", type: "spell" }, { req: "friendly" }], hiddenRestricted: false };
    const what: ObjectRef = { slot: spec.slot };
    return { v: d({ op: "giveFlowThisTurn", what }), scope: { ...withSlot(scope, spec), it: what } };
  }),
  map(phrase`you may play this from your trash for ${SYMBOLS}`, ([cost], scope) => (scope.source === "spell" ? d({ op: "mayPlayThisFromTrash", cost }) : undefined)),
  // "Choose … cards from opponents' trashes. Their owners recycle them.": each to its owner's Main Deck (416.1.c)
  map(phrase`their owners recycle ${REF_BACK}`, ([what], scope) =>
    "slot" in what && what.say === "them" && scope.slots.find((t) => t.slot === what.slot)?.kind === "cardInTrash" ? d({ op: "recycleCards", what, say: "theirOwners" }) : undefined),
  map(phrase`recycle ${DIGITS} from your trash`, ([n]) => d({ op: "recycleFromYourTrash", n })),
  map(phrase`recycle ${TARGET}`, ([what], scope) =>
    "slot" in what && scope.slots.find((t) => t.slot === what.slot)?.kind === "unit" && scope.slots.find((t) => t.slot === what.slot)?.max === 1 ? d({ op: "recycleUnit", what }) : undefined),
  // after "you may recycle <a unit> to play <a card> …": that card's Energy cost, less the recycled unit's Might (paid outside the engine)
  map(lit("reduce its Energy cost by the Might of the unit you recycled"), (_, scope) =>
    scope.it && "slot" in scope.it && scope.slots.find((t) => t.slot === (scope.it as { slot: string }).slot)?.kind === "cardInTrash" && scope.slots.some((t) => t.kind === "unit")
      ? d({ op: "energyCostReducedByRecycledMight" }) : undefined),
  // "play a unit from your trash, ignoring its Energy cost": its Power cost is still paid (outside the engine); where it goes is chosen (355.2)
  map(phrase`play ${TRASH_TARGET}, ignoring its Energy cost`, ([what], scope) => {
    const spec = "slot" in what ? scope.slots.find((t) => t.slot === what.slot) : undefined;
    const unit = spec?.max === 1 && spec.requirements.some((r) => r.req === "cardType" && r.type === "unit" && !r.or);
    return unit ? d({ op: "play", what, by: "you", to: "chosen", ignoringCost: true }, ENERGY_ONLY) : undefined;
  }),
  // "play a unit from your trash" (no cost ignored): its costs are paid as usual, outside the engine; where it goes is chosen (355.2)
  map(phrase`play ${TRASH_TARGET}`, ([what], scope) => {
    const spec = "slot" in what ? scope.slots.find((t) => t.slot === what.slot) : undefined;
    // a unit card, or a card with a unit's tag ("a Mech from your trash")
    const unit = spec?.max === 1 && spec.min === 1 && spec.requirements.some((r) => (r.req === "cardType" && r.type === "unit" && !r.or) || r.req === "tag") && spec.requirements.length === 2;
    return unit ? d({ op: "play", what, by: "you", to: "chosen", ignoringCost: false }, PAYING_COSTS) : undefined;
  }),
  // "play me" after a discard trigger's opening payment: the card itself, from its owner's trash, for the cost that payment paid
  map(lit("I may be moved with it"), (_, scope) => (scope.trigger === "friendlyMovesFromMyLocation" ? d({ op: "mayMoveSelfWithIt" }) : undefined)),
  map(lit("play me from your trash"), (_, scope) => (scope.trigger === "youKillUnitWithSpell" ? d({ op: "play", what: { self: true }, by: "you", to: "chosen", ignoringCost: false }, "me from your trash") : undefined)),
  map(lit("play me"), (_, scope) => (scope.trigger === "discardMe" ? d({ op: "play", what: { self: true }, by: "you", to: "chosen", ignoringCost: false }, "me") : undefined)),
  map(phrase`counter ${TARGET}. Return it to its owner's hand instead of putting it in their trash`, ([what]) => d({ op: "counterToHand", what })),
  map(phrase`counter ${TARGET}`, ([what]) => d({ op: "counter", what })),
  map(phrase`counter ${REF_BACK}`, ([what], scope) => ("slot" in what && (what.say === "that spell" || (what.say === "it" && isSpellSlot(scope, what.slot))) ? d({ op: "counter", what }) : undefined)),
  // the unit's controller may play the spell again, with Bonus Damage per time it dealt damage (one instruction across the two sentences)
  map(phrase`its controller may play this spell again for ${SYMBOLS}. If they do, this deals ${DIGITS} additional Bonus Damage for each time this spell has dealt damage this turn`, ([cost, n], scope) =>
    (scope.source === "spell" && scope.it && "slot" in scope.it && scope.slots.find((t) => t.slot === (scope.it as { slot: string }).slot)?.kind === "unit"
      ? d({ op: "controllerMayPlayAgain", whose: { ...scope.it, say: "it" } as ObjectRef, cost, bonusPer: n }) : undefined)),
  // gaining control of a chosen spell and new choices for it (one instruction, across two sentences or joined by "and")
  map(phrase`gain control of ${TARGET}. You may make new choices for it`, ([what], scope) =>
    ("slot" in what && !what.say && isSpellSlot(scope, what.slot) ? d({ op: "gainControlOfSpell", what, newChoices: true, say: "sentence" }) : undefined)),
  map(phrase`gain control of ${REF_BACK} and you may make new choices for it`, ([what], scope) =>
    ("slot" in what && what.say === "it" && isSpellSlot(scope, what.slot) ? d({ op: "gainControlOfSpell", what, newChoices: true, say: "and" }) : undefined)),
  map(phrase`its owner plays it to any battlefield, ignoring its cost`, (_, scope) =>
    scope.it ? d({ op: "play", what: { ...scope.it, say: "it" } as ObjectRef, by: { ownerOf: { ...scope.it, say: "it" } as ObjectRef }, to: "anyBattlefield", ignoringCost: true }, "any battlefield") : undefined),
  // "its owner plays it to the same location, ignoring its cost": where it was as it left the board (a banished unit)
  map(lit("its owner plays it to the same location, ignoring its cost"), (_, scope) =>
    scope.it && "slot" in scope.it ? d({ op: "play", what: { ...scope.it, say: "it" } as ObjectRef, by: { ownerOf: { ...scope.it, say: "it" } as ObjectRef }, to: "sameLocation", ignoringCost: true }, "same location") : undefined),
  map(lit("put a card from your hand on the top or bottom of your Main Deck"), () => d({ op: "handCardToDeckTopOrBottom" })),
  map(lit("its owner places it on the top or bottom of their Main Deck"), (_, scope) =>
    scope.it ? d({ op: "toDeckTopOrBottom", what: { ...scope.it, say: "it" } as ObjectRef }) : undefined),
  // "its owner plays it, ignoring its cost": played as a unit is (355.2: their base or a battlefield they control), chosen by them
  map(lit("its owner plays it, ignoring its cost"), (_, scope) =>
    scope.it && "slot" in scope.it ? d({ op: "play", what: { ...scope.it, say: "it" } as ObjectRef, by: { ownerOf: { ...scope.it, say: "it" } as ObjectRef }, to: "chosen", ignoringCost: true }, "owner chooses") : undefined),
  // "play <a card> from your trash, ignoring its cost": played as a unit is, to a location its player chooses (355.2)
  map(phrase`play ${TRASH_TARGET}, ignoring its cost`, ([what], scope) =>
    "slot" in what && scope.slots.find((t) => t.slot === what.slot)?.requirements.some((r) => r.req === "costAtMost") ? d({ op: "play", what, by: "you", to: "chosen", ignoringCost: true }, "from trash") : undefined),
  // "… and play it, ignoring its cost": the card of a trash chosen before, played by you as a unit is (355.2: a location you choose)
  map(lit("play it, ignoring its cost"), (_, scope) =>
    scope.it && "slot" in scope.it && scope.slots.find((t) => t.slot === (scope.it as { slot: string }).slot)?.kind === "cardInTrash"
      ? d({ op: "play", what: { ...scope.it, say: "it" } as ObjectRef, by: "you", to: "chosen", ignoringCost: true }, "from trash") : undefined),
  // "Play it to your base, ignoring its cost.": the card of your trash chosen before
  map(lit("play it to your base, ignoring its cost"), (_, scope) =>
    scope.it && "slot" in scope.it && scope.slots.find((t) => t.slot === (scope.it as { slot: string }).slot)?.kind === "cardInTrash"
      ? d({ op: "play", what: { ...scope.it, say: "it" } as ObjectRef, by: "you", to: "yourBase", ignoringCost: true }, "to your base") : undefined),
  map(phrase`its owner plays it to their base, ignoring its cost`, (_, scope) =>
    scope.it ? d({ op: "play", what: { ...scope.it, say: "it" } as ObjectRef, by: { ownerOf: { ...scope.it, say: "it" } as ObjectRef }, to: "base", ignoringCost: true }, "their base") : undefined),
);

/** "If it's a gear, draw it. Otherwise, recycle it.": about the card revealed from the top of the Main Deck. */
const REVEALED_TYPE: P<"unit" | "gear" | "spell"> = map(re(/unit|gear|spell/), (m) => m[0] as "unit" | "gear" | "spell");
const IF_REVEALED_THEN: P<"draw" | "hand"> = alt<"draw" | "hand">(map(lit("draw it"), () => "draw" as const), map(lit("put it in your hand"), () => "hand" as const));
const IF_REVEALED_ELSE: P<{ what: "recycle" | "trash"; also?: Instruction }> = alt<{ what: "recycle" | "trash"; also?: Instruction }>(
  map(lit("recycle it"), () => ({ what: "recycle" as const })),
  map(seq(lit("put it in your trash and "), MIGHT), ([, a]) => (a.ins.op === "buffMight" && !a.say ? { what: "trash" as const, also: a.ins } : undefined)),
  map(lit("put it in your trash"), () => ({ what: "trash" as const })),
);

const CARDS: P<Draft> = alt<Draft>(
  map(phrase`draw ${DIGITS} for each battlefield you or allies control`, ([n]) => d({ op: "drawForBattlefields", n })),
  map(phrase`draw ${DIGITS} for each other battlefield you or allies control`, ([n], scope) => (scope.source === "battlefield" ? d({ op: "drawForBattlefields", n, other: true }) : undefined)),
  map(phrase`draw ${DIGITS} for each of ${GROUP}`, ([n, g]) => ("all" in g && g.all.say === "your" ? d({ op: "drawFor", n, per: g.all }) : undefined)),
  map(phrase`draw ${DIGITS}`, ([n]) => d({ op: "draw", who: "you", n })),
  map(phrase`${PLAYER} draws ${DIGITS}`, ([who, n]) => d({ op: "draw", who, n })),
  // "Discard 1.": the one card discarded is what a following "its Energy cost" names
  bind(phrase`discard ${DIGITS}`, ([n], scope) => ({ v: d({ op: "discard", who: "you", n }), scope: n === 1 ? { ...scope, discarded: true } : scope })),
  map(phrase`${PLAYER} discards ${DIGITS}`, ([who, n]) => (who === "eachPlayer" ? d({ op: "discard", who, n }) : undefined)),
  map(phrase`they discard ${DIGITS}`, ([n], scope) => (scope.chosenPlayer ? d({ op: "discard", who: "chosenPlayer", n }) : undefined)),
  bind(lit("each player discards their hand"), (_, scope) => ({ v: d({ op: "discardHand", who: "eachPlayer" }), scope: { ...scope, subject: "eachPlayer" as const } })),
  // "…, then draws 4": the subject of the clause before ("each player")
  map(phrase`draws ${DIGITS}`, ([n], scope) => (scope.subject ? d({ op: "draw", who: scope.subject, n }, "same subject") : undefined)),
  bind(phrase`look at the top ${DIGITS} cards of your Main Deck`, ([n], scope) => ({ v: d({ op: "lookAtTop", n }), scope: { ...scope, lookedAt: true } })),
  bind(phrase`look at the top ${WORD_NUMBER} cards of your Main Deck`, ([n], scope) => (n > 1 ? { v: d({ op: "lookAtTop", n }, "words"), scope: { ...scope, lookedAt: true } } : undefined)),
  map(lit("you may recycle one or both of them. Put those you don't back in any order"), (_, scope) => (scope.lookedAt ? d({ op: "mayRecycleLookedOrderRest" }) : undefined)),
  map(lit("recycle the rest"), (_, scope) => d(scope.eachChoseOfEach ? { op: "recycleTheUnchosen" } : { op: "recycleLooked" })),
  bind(phrase`reveal the top ${DIGITS} cards of your Main Deck`, ([n], scope) => (n > 1 ? { v: d({ op: "lookAtTop", n, reveal: true }), scope: { ...scope, lookedAt: true, revealedCards: true } } : undefined)),
  map(lit("recycle the revealed cards"), (_, scope) => (scope.revealedCards ? d({ op: "recycleLooked" }, "the revealed cards") : undefined)),
  map(phrase`put ${DIGITS} into your hand`, ([n]) => d({ op: "drawLooked", n, optional: false, put: true })),
  map(lit("draw one"), () => d({ op: "drawLooked", n: 1, optional: false }, "draw one")),
  map(lit("recycle the other"), () => d({ op: "recycleLooked" }, "the other")),
  map(phrase`you may reveal a ${re(/unit|gear|spell/)} from among them and draw it`, ([m]) =>
    d({ op: "drawLooked", n: 1, optional: true, reveal: { type: m[0] as "unit" | "gear" | "spell" } })),
  map(phrase`you may reveal a ${re(/unit|gear|spell/)} with Energy cost {${DIGITS}} or more from among them and draw it`, ([m, minEnergy]) =>
    d({ op: "drawLooked", n: 1, optional: true, reveal: { type: m[0] as "unit" | "gear" | "spell", minEnergy } })),
  map(lit("you may choose a card from among them and draw it"), () => d({ op: "drawLooked", n: 1, optional: true }, "choose")),
  map(lit("put the rest into your trash"), () => d({ op: "trashLooked" })),
  map(phrase`put the top ${DIGITS} cards of your Main Deck into your trash`, ([n]) => (n > 1 ? d({ op: "millTop", n }) : undefined)),
  map(lit("banish your hand and trash"), () => d({ op: "banishHandAndTrash" })),
  map(phrase`[Burn ${DIGITS}]`, ([n]) => d({ op: "millTop", n }, "burn")), // Burn (440): the top N cards of the Main Deck to the trash
  bind(lit("reveal cards from the top of your Main Deck until you reveal a unit and banish it"), (_, scope) =>
    ({ v: d({ op: "revealUntilBanish", type: "unit" }), scope: { ...scope, lookedAt: true, revealedChosen: true } })),
  map(lit("play it, ignoring its cost"), (_, scope) =>
    scope.revealedChosen ? d({ op: "play", what: { looked: true }, by: "you", to: "chosen", ignoringCost: true }, "revealed") : undefined),
  bind(lit("you may banish a unit from among them"), (_, scope) =>
    scope.lookedAt ? { v: d({ op: "mayBanishLookedUnit" }), scope: { ...scope, revealedChosen: true } } : undefined),
  bind(lit("each opponent reveals the top card of their Main Deck"), (_, scope) =>
    ({ v: d({ op: "eachOpponentRevealsTop" }), scope: { ...scope, lookedAt: true, revealedCards: true } })),
  bind(lit("choose one and banish it"), (_, scope) =>
    scope.revealedCards ? { v: d({ op: "mayBanishLookedUnit", any: true, must: true }), scope: { ...scope, revealedChosen: true } } : undefined),
  bind(lit("you may banish a unit or gear from among them"), (_, scope) =>
    scope.lookedAt ? { v: d({ op: "mayBanishLookedUnit", orGear: true }), scope: { ...scope, revealedChosen: true } } : undefined),
  bind(phrase`play it, reducing its Energy cost by ${SYMBOLS}`, ([reducedBy], scope) =>
    scope.revealedChosen ? { v: d({ op: "play", what: { looked: true }, by: "you", to: "chosen", ignoringCost: false, reducedBy }, "looked energy"), scope: { ...scope, playedLooked: true } } : undefined),
  bind(lit("you may banish one"), (_, scope) =>
    scope.revealedCards ? { v: d({ op: "mayBanishLookedUnit", any: true }), scope: { ...scope, revealedChosen: true } } : undefined),
  map(lit("play it. If it is a unit, you may play it here"), (_, scope) =>
    scope.revealedChosen && scope.source === "unit" ? d({ op: "play", what: { looked: true }, by: "you", to: "chosen", ignoringCost: false, hereIfUnit: true }, "looked") : undefined),
  map(lit("play it"), (_, scope) => (scope.revealedChosen ? d({ op: "play", what: { looked: true }, by: "you", to: "chosen", ignoringCost: false }, "looked") : undefined)),
  map(phrase`play a unit from hand to a battlefield you control, reducing its cost by ${SYMBOLS}`, ([reducedBy]) => d({ op: "playUnitFromHand", to: "battlefieldYouControl", reducedBy })),
  map(phrase`play a unit from your hand to your base, ${lit(ENERGY_ONLY)}`, () => d({ op: "playUnitFromHand", to: "yourBase", ignoringEnergy: true })),
  // a spell of its controller's trash played as it resolves, recycled instead of going to the trash as it leaves the chain (390.3.a)
  map(phrase`play a spell from your trash with Energy cost no more than ${ENERGY}, ${lit(ENERGY_ONLY)}. Then recycle it`, ([n]) => d({ op: "playSpellFromTrashThenRecycle", energy: { atMost: n }, say: "ignoring" })),
  map(lit("play a spell from your trash with Energy cost less than your points without paying its Energy cost. Then recycle it"), () => d({ op: "playSpellFromTrashThenRecycle", energy: "lessThanYourPoints", say: "withoutPaying" })),
  // "Move me and a Shadow Clone you control to each other's locations." (a unit's ability)
  map(phrase`move me and ${TARGET} to each other's locations`, ([b], scope) => (scope.source === "unit" && "slot" in b && !b.say ? d({ op: "swapLocations", a: { self: true, say: "me" }, b }) : undefined)),
  map(phrase`if at least one of them has [${re(/[A-Z][A-Za-z-]*/)}], move each to the other's location`, ([m], scope) => {
    const units = scope.slots.filter((t) => t.kind === "unit" && t.max === 1 && t.min === 1);
    return scope.source === "spell" && units.length === 2 ? d({ op: "swapIfEitherHas", a: { slot: units[0]!.slot }, b: { slot: units[1]!.slot }, keyword: m[0] }) : undefined;
  }),
  bind(lit("if you paid the additional cost, choose any enemy unit at a battlefield instead"), (_, scope) => {
    const last = scope.slots.at(-1);
    const has = (req: string) => last?.requirements.some((r) => r.req === req);
    if (scope.source !== "spell" || !last || last.kind !== "unit" || last.max !== 1 || !has("enemy") || !has("atBattlefield") || last.requirements.length !== 3) return undefined;
    const lim = last.requirements.find((r) => r.req === "mightAtMost");
    if (!lim || lim.req !== "mightAtMost" || lim.say) return undefined;
    const slots = scope.slots.map((t) => (t.slot === last.slot ? { ...t, requirements: t.requirements.map((r) => (r === lim ? ({ req: "mightAtMostUnlessPaid", n: lim.n } as Requirement) : r)) } : t));
    return { v: d({ op: "anyTargetIfPaid" }), scope: { ...scope, slots } };
  }),
  map(lit("repeat this gear's play effect"), (_, scope) => (scope.source === "gear" ? d({ op: "repeatPlayEffect" }) : undefined)),
  map(lit("move me to an occupied enemy battlefield if my Might is greater than the total Might of enemy units there"), (_, scope) => (scope.source === "unit" ? d({ op: "moveSelfIfMightier" }) : undefined)),
  map(phrase`move ${TARGET} to a battlefield you control`, ([what], scope) =>
    "slot" in what && scope.slots.find((t) => t.slot === what.slot)?.kind === "unit" ? d({ op: "moveToBattlefieldYouControl", what }) : undefined),
  map(lit("they move a unit they control to the same battlefield"), (_, scope) =>
    scope.chosenPlayer && scope.it && "slot" in scope.it ? d({ op: "theyMoveUnitToSame", as: scope.it }) : undefined),
  map(re(/[Pp]ut an? ([A-Z][A-Za-z'-]*) unit you own into your hand from your Champion Zone or the board/), (m) => d({ op: "championToHand", tag: m[1]! })),
  map(lit(PLAY_HIDDEN_WORDS), (_, scope) => (scope.source === "unit" ? d({ op: "playHiddenFromHand" }) : undefined)),
  map(phrase`play an Equipment with Energy cost no more than {${DIGITS}}, ignoring its cost`, ([energyAtMost], scope) => (scope.source === "unit" ? d({ op: "playEquipmentFromHand", energyAtMost }) : undefined)),
  map(phrase`you may play a gear with Energy cost no more than {${DIGITS}} from hand this turn, ${lit(ENERGY_ONLY)}`, ([energyAtMost]) => d({ op: "mayPlayGearFromHandThisTurn", energyAtMost })),
  map(lit("draw any you didn't banish"), (_, scope) => (scope.revealedChosen ? d({ op: "drawLookedRest" }) : undefined)),
  map(phrase`play it, reducing its cost by ${SYMBOLS}`, ([reducedBy], scope) =>
    scope.revealedChosen ? d({ op: "play", what: { looked: true }, by: "you", to: "chosen", ignoringCost: false, reducedBy }, "looked") : undefined),
  map(lit("recycle the remaining cards"), (_, scope) => (scope.lookedAt ? d({ op: "recycleLooked" }, "the remaining cards") : undefined)),
  bind(lit("reveal the top rune of your rune deck, then recycle it"), (_, scope) => ({ v: d({ op: "revealTopRuneRecycle" }), scope: { ...scope, revealedRune: true } })),
  bind(lit("reveal the top card of your Main Deck"), (_, scope) => ({ v: d({ op: "revealTop" }), scope: { ...scope, revealed: true } })),
  map(seq(lit("if it's a "), REVEALED_TYPE, lit(", "), IF_REVEALED_THEN, lit(". Otherwise, "), IF_REVEALED_ELSE), ([, type, , then, , otherwise], scope) =>
    scope.revealed ? d({ op: "ifRevealed", type, then, otherwise: otherwise.what, ...(otherwise.also ? { also: otherwise.also } : {}) }) : undefined),
  map(seq(lit("if it's a "), REVEALED_TYPE, lit(", "), IF_REVEALED_THEN), ([, type, , then], scope) => (scope.revealed ? d({ op: "ifRevealed", type, then }) : undefined)),
);

const ADD_ONLY: P<{ only: AddRestriction; say: string }> = alt<{ only: AddRestriction; say: string }>(
  map(lit(". Use only to play spells"), () => ({ only: "spells" as const, say: "use only to play spells" })),
  map(lit(". Use only to play gear or use gear abilities"), () => ({ only: "gear" as const, say: "use only to play gear or use gear abilities" })),
  map(lit(". Spend this Energy only during showdowns"), () => ({ only: "showdowns" as const, say: "spend this Energy only during showdowns" })),
  map(lit(". Spend this Energy only to play units or activated abilities of units"), () => ({ only: "unitsOrUnitAbilities" as const, say: "spend this Energy only to play units or activated abilities of units" })),
);

const RESOURCES: P<Draft> = alt<Draft>(
  // a battlefield's: the conquer effects of the units at it, checked as if they had conquered (383.4.g.1)
  map(lit("activate the conquer effects of units here"), (_, scope) => (scope.source === "battlefield" ? d({ op: "activateConquerEffects" }) : undefined)),
  map(phrase`[Add] ${SYMBOLS}${ADD_ONLY}`, ([symbols, r]) => d({ op: "resource", action: "add", n: 1, who: "you", symbols, only: r.only }, r.say)),
  map(phrase`${PLAYER} channels ${DIGITS} ${re(/runes?/)} exhausted`, ([who, n, m]) =>
    m[0] === (n === 1 ? "rune" : "runes") ? d({ op: "resource", action: "channel", n, who, exhausted: true }) : undefined),
  map(phrase`${PLAYER} channels ${DIGITS} ${re(/runes?/)}`, ([who, n, m]) =>
    who === "thatPlayer" && m[0] === (n === 1 ? "rune" : "runes") ? d({ op: "resource", action: "channel", n, who }) : undefined),
  map(phrase`${PLAYER} gains ${DIGITS} ${re(/points?/)}`, ([who, n, m]) =>
    who === "thatPlayer" && m[0] === (n === 1 ? "point" : "points") ? d({ op: "resource", action: "gainPoints", n, who }) : undefined),
  map(phrase`channel ${DIGITS} ${re(/runes?/)} exhausted`, ([n, m]) => (m[0] === (n === 1 ? "rune" : "runes") ? d({ op: "resource", action: "channel", n, who: "you", exhausted: true }) : undefined)),
  map(lit("ready your runes"), () => d({ op: "resource", action: "readyRunes", n: 0, who: "you", all: true })),
  map(lit("you must recycle one of your runes"), () => d({ op: "resource", action: "recycleRune", n: 1, who: "you" })),
  map(phrase`ready up to ${DIGITS} runes`, ([n]) => d({ op: "resource", action: "readyRunes", n, who: "you", upTo: true })),
  map(phrase`ready up to ${DIGITS} friendly runes`, ([n]) => d({ op: "resource", action: "readyRunes", n, who: "you", upTo: true }, "friendly")),
  map(phrase`ready ${DIGITS} runes`, ([n]) => d({ op: "resource", action: "readyRunes", n, who: "you" })),
  map(lit("take a turn after this one"), () => d({ op: "takeTurnAfterThis" })),
  map(lit("you win the game"), () => d({ op: "winGame" })),
  map(lit("return your Chosen Champion from your trash to your Champion Zone if it is empty"), () => d({ op: "returnChampionToZone" })),
  map(lit("unattach this"), (_, scope) => (scope.source === "gear" ? d({ op: "detachThis" }) : undefined)),
  map(lit("replace that battlefield with a Brush battlefield token"), (_, scope) => (["youConquerOrHold", "youConquer", "youHold"].includes(scope.trigger ?? "") ? d({ op: "replaceBattlefield", token: "Brush" }) : undefined)),
  map(lit("replace this with the battlefield it replaced"), (_, scope) => (scope.source === "battlefield" ? d({ op: "swapBackBattlefield" }) : undefined)),
  map(phrase`[Add] ${SYMBOLS} at the start of your next Main Phase`, ([symbols], scope) => (scope.source === "unit" && scope.trigger === "hold" ? d({ op: "addAtNextMainPhase", symbols }) : undefined)),
  map(lit("at the start of your next Main Phase, you may move an enemy unit to this battlefield"), (_, scope) =>
    scope.source === "unit" && scope.trigger === "hold" ? d({ op: "nextMainPhaseMayMoveEnemyHere" }) : undefined),
  map(phrase`the next spell you play this turn deals ${DIGITS} Bonus Damage`, ([n]) => d({ op: "nextSpellBonusDamage", n })),
  map(lit("give the next spell you play this turn [Repeat] equal to its cost"), () => d({ op: "nextSpellRepeatOwnCost" })),
  map(lit("give your next spell this turn [Repeat] equal to its base cost"), () => d({ op: "nextSpellRepeatOwnCost", base: true })),
  map(phrase`the next spell you play this turn costs ${SYMBOLS} less`, ([amount]) => d({ op: "nextSpellCostsLess", amount })),
  map(phrase`the next card you play this turn costs ${SYMBOLS} less`, ([amount]) => d({ op: "nextSpellCostsLess", amount, card: true })),
  map(phrase`your non-token units cost ${SYMBOLS} more to play this turn`, ([amount]) => d({ op: "unitsCostMoreThisTurn", amount })),
  map(phrase`gain ${DIGITS} XP for each ${re(/friendly|enemy/)} unit`, ([n, m]) =>
    d({ op: "gainXpFor", n, per: { kind: "unit", requirements: [{ req: m[0] as "friendly" | "enemy" }], say: "each" } })),
  map(phrase`gain ${DIGITS} XP`, ([n]) => d({ op: "resource", action: "gainXp", n, who: "you" })),
  map(phrase`you score ${DIGITS} ${re(/points?/)}`, ([n, m]) => (m[0] === (n === 1 ? "point" : "points") ? d({ op: "resource", action: "score", n, who: "you" }, "you") : undefined)),
  // "Choose an opponent. They score 1 point.": the player chosen before
  map(phrase`they score ${DIGITS} ${re(/points?/)}`, ([n, m], scope) => (scope.chosenPlayer && m[0] === (n === 1 ? "point" : "points") ? d({ op: "resource", action: "score", n, who: "chosenPlayer" }) : undefined)),
  map(phrase`score ${DIGITS} ${re(/points?/)}`, ([n, m]) => (m[0] === (n === 1 ? "point" : "points") ? d({ op: "resource", action: "score", n, who: "you" }) : undefined)),
  map(phrase`[Add] ${SYMBOLS}`, ([symbols]) => d({ op: "resource", action: "add", n: 1, who: "you", symbols })),
  ...["{any}", "Energy"].map((symbols) => map(lit(`[Add] that much ${symbols}`), () => d({ op: "resource", action: "add", n: 1, who: "you", symbols, thatMuch: true }))),
  map(phrase`the attacker and defender each [Add] ${SYMBOLS}`, ([symbols], scope) => (scope.source === "battlefield" ? d({ op: "resource", action: "add", n: 1, who: "attackerAndDefender", symbols }) : undefined)),
  map(lit("[Predict]"), () => d({ op: "predict", n: 1 })),
  map(phrase`[Predict ${DIGITS}]`, ([n]) => d({ op: "predict", n }, "number")),
);

const TOKEN_NAME: P<string> = alt(...TOKEN_NAMES.map((n) => lit(n)));

const TOKEN_PLACE: P<TokenPlace> = alt<TokenPlace>(
  map(lit(" here"), () => "here"),
  map(lit(" to your base"), () => "yourBase"),
  map(lit(" in your base"), () => "inYourBase"),
  map(lit(" into your base"), () => "intoYourBase"),
  map(lit(" at your base"), () => "atYourBase"),
  map(lit(" there"), (_, scope) => (scope.trigger === "moveFromLocation" || scope.trigger === "youConquerOrHold" ? "there" : undefined)),
  map(lit(""), () => "default"),
);

/** "you and each opponent may play <token>" / "For each opponent who did, you play <token>." (the line before said the first) */
const EACH_MAY_TOKEN: P<Draft> = alt<Draft>(
  bind(seq(lit("you and each opponent may "), (s, i, sc) => TOKENS(s, i, sc)), ([, t], scope) =>
    t.ins.op === "token" && !t.say && !(t.ins as { by?: unknown }).by && !(t.ins as { per?: unknown }).per ? { v: d({ op: "eachPlayerMayToken", token: t.ins as never }), scope: { ...scope, eachMayToken: true } } : undefined),
  map(seq(lit("for each opponent who did, you "), (s, i, sc) => TOKENS(s, i, sc)), ([, t], scope) =>
    scope.eachMayToken && t.ins.op === "token" && !t.say && !(t.ins as { by?: unknown }).by && !(t.ins as { per?: unknown }).per ? d({ op: "tokenPerOpponentWhoDid", token: t.ins as never }) : undefined),
);

/** "Each other player chooses Cards or Runes." / "For each player that chooses Cards, you and that player each draw 1." (the line before offered the words) */
const EACH_CHOOSES: P<Draft> = alt<Draft>(
  bind(re(/[Ee]ach other player chooses ([A-Z][a-z]+) or ([A-Z][a-z]+)/), (m, scope) =>
    m[1] === m[2] ? undefined : { v: d({ op: "eachOtherPlayerChooses", options: [m[1]!, m[2]!] }), scope: { ...scope, eachChooses: [m[1]!, m[2]!] as [string, string] } }),
  map(seq(re(/[Ff]or each player that chooses ([A-Z][a-z]+), you and that player each /), alt<Draft>(
    map(phrase`draw ${DIGITS}`, ([n]) => d({ op: "draw", who: "you", n })),
    map(phrase`channel ${DIGITS} ${re(/runes?/)} exhausted`, ([n, m]) => (m[0] === (n === 1 ? "rune" : "runes") ? d({ op: "resource", action: "channel", n, who: "you", exhausted: true }) : undefined)),
  )), ([m, then], scope) =>
    scope.eachChooses?.includes(m[1]!) ? d({ op: "forEachWhoChose", choice: m[1]!, then: then.ins as never }) : undefined),
);

/** A Tentacle token has the Bilgewater tag (187.10); some cards say where it is from after its name. */
export const TENTACLE_REGION = " from Bilgewater";

/** "Play a ready 3 {might} Sprite unit token with [Temporary] here.", "Play a Gold gear token exhausted." */
const TOKENS: P<Draft> = alt<Draft>(
  map(
    seq(alt(lit("play "), map(lit("they play "), (v, scope) => (scope.chosenPlayer ? v : undefined))), NUMBER_OR_A(), opt(lit("ready ")), alt(map(DIGITS, (n) => ({ n, braced: false })), map(phrase`{${DIGITS}}`, ([n]) => ({ n, braced: true }))), lit(" {might} "), TOKEN_NAME, re(/ unit tokens?/), opt(lit(TENTACLE_REGION)), opt(phrase` with ${KEYWORD_LIST}`), TOKEN_PLACE, opt(seq(lit(" "), FOR_EACH))),
    ([play, count, ready, m, , name, noun, region, grants, to, per]) =>
      noun[0] === (count.n === 1 ? " unit token" : " unit tokens") && (!per || (count.n === 1 && per[1].say === "each")) && (!region || name === "Tentacle")
        ? d({ op: "token", count: count.n, might: m.n, ...(m.braced ? { mightBraced: true } : {}), ...(region ? { fromTagRegion: true as const } : {}), name, kind: "unit", ...(ready ? { ready: true } : {}), ...(grants ? { grants: grants[0] } : {}), to, ...(count.words ? { words: true } : {}), ...(play.toLowerCase() === "they play " ? { by: "chosenPlayer" as const } : {}), ...(per ? { per: per[1] } : {}) })
        : undefined,
  ),
  // "Play a ready Reflection unit token to your base.": a token whose Might 187 fixes (a Reflection has 0 Might, 187.6) may be printed without it
  map(seq(lit("play "), NUMBER_OR_A(), opt(lit("ready ")), lit("Reflection"), re(/ unit tokens?/), TOKEN_PLACE), ([, count, ready, name, noun, to]) =>
    noun[0] === (count.n === 1 ? " unit token" : " unit tokens")
      ? d({ op: "token", count: count.n, name, kind: "unit", ...(ready ? { ready: true } : {}), to, ...(count.words ? { words: true } : {}) })
      : undefined,
  ),
  map(seq(lit("play "), NUMBER_OR_A(), TOKEN_NAME, re(/ gear tokens?/), lit(" exhausted")), ([, count, name, noun]) =>
    noun[0] === (count.n === 1 ? " gear token" : " gear tokens")
      ? d({ op: "token", count: count.n, name, kind: "gear", exhausted: true, to: "default", ...(count.words ? { words: true } : {}) })
      : undefined,
  ),
);

function NUMBER_OR_A(): P<{ n: number; words: boolean }> {
  return map(seq(alt(map(re(/an?(?= )/), () => ({ n: 1, words: true })), NUMBER), lit(" ")), ([n]) => n);
}

const FIGHT: P<Draft> = alt<Draft>(
  map(lit("they deal damage equal to their Mights to each other"), (_, scope) => {
    // in a reflexive trigger after a move: the unit moved and the one chosen
    if (scope.aboutMoved) return scope.slots.length === 1 && scope.slots[0]!.max === 1 ? d({ op: "fight", a: { triggered: true }, b: { slot: scope.slots[0]!.slot } }) : undefined;
    const two = scope.slots.slice(-2);
    if (two.length === 2 && two.every((s) => s.max === 1)) return d({ op: "fight", a: { slot: two[0]!.slot }, b: { slot: two[1]!.slot } });
    const pair = scope.slots.at(-1); // "Choose two units. They deal damage …": one slot of exactly two
    return pair && pair.min === 2 && pair.max === 2 ? d({ op: "fight", a: { slot: pair.slot }, b: { slot: pair.slot } }, "pair") : undefined;
  }),
  map(lit("we deal damage equal to our Mights to each other"), (_, scope) =>
    scope.source === "unit" && scope.it ? d({ op: "fight", a: { self: true }, b: scope.it, we: true }) : undefined),
);

const CHOOSE: P<Draft> = alt<Draft>(
  map(phrase`choose ${THEIR_TRASH_UNIT}`, ([ref]) => ("slot" in ref ? d({ op: "choose", slots: [ref.slot] }, "their trash") : undefined)),
  map(phrase`choose ${sepBy1(alt(TARGET, BATTLEFIELD_TARGET), lit(" and "))}`, ([refs]) => d({ op: "choose", slots: refs.map((r) => ("slot" in r ? r.slot : "")) })),
  // "Choose up to 3 cards from opponents' trashes.": cards of the trash are targets as well (355.9.b)
  map(phrase`choose ${TRASH_TARGET}`, ([ref], scope) => {
    const spec = "slot" in ref ? scope.slots.find((t) => t.slot === ref.slot) : undefined;
    return spec && spec.requirements.length === 1 && spec.requirements[0]!.req === "enemy" ? d({ op: "choose", slots: [spec.slot] }) : undefined;
  }),
  // "you may choose a unit": the choice is optional as the item is played (0 or 1 target), not a "you may" on resolution
  bind(phrase`you may choose ${TARGET}`, ([ref], scope) => {
    if (!("slot" in ref)) return undefined;
    const spec = scope.slots.find((s) => s.slot === ref.slot)!;
    if (spec.min !== 1 || spec.max !== 1) return undefined;
    return { v: d({ op: "choose", slots: [ref.slot] }, "may"), scope: { ...scope, slots: scope.slots.map((s) => (s === spec ? { ...s, min: 0 } : s)) } };
  }),
  // "you may choose a unit in your trash with Energy cost no more than …": a card of the trash, optional as it is played
  bind(phrase`you may choose ${TRASH_TARGET}`, ([ref], scope) => {
    if (!("slot" in ref)) return undefined;
    const spec = scope.slots.find((s) => s.slot === ref.slot)!;
    if (spec.min !== 1 || spec.max !== 1 || !spec.requirements.some((r) => r.req === "costAtMost" && r.say === "inYourTrash")) return undefined;
    return { v: d({ op: "choose", slots: [ref.slot] }, "may"), scope: { ...scope, slots: scope.slots.map((s) => (s === spec ? { ...s, min: 0 } : s)) } };
  }),
);

/** "Move me to its location and it to my original location." */
const SWAP: P<Draft> = map(lit("move me to its location and it to my original location"), (_, scope) =>
  scope.source === "unit" && scope.it ? d({ op: "swapWithSelf", what: { ...scope.it, say: "it" } as ObjectRef }) : undefined);

/** "it"/"that unit": an object chosen earlier (a target slot), for effects that last the turn on it. */
const CHOSEN: P<ObjectRef> = map(REF_BACK, (r) => ("slot" in r && (r.say === "it" || r.say === "that unit") ? r : undefined));

/**
 * Delayed replacement effects (390.3) created as the effect resolves and lasting the turn: prevention (437),
 * doubled damage, a death replaced by banishment; and the delayed passive "Prevent all spell and ability damage".
 */
const REPLACE: P<Draft> = alt<Draft>(
  map(phrase`prevent the next ${DIGITS} damage that would be dealt to ${CHOSEN} this turn`, ([n, what]) => d({ op: "replaceDamage", what, kind: "prevent", n })),
  map(phrase`the next time ${CHOSEN} would be dealt damage this turn, prevent it`, ([what]) => d({ op: "replaceDamage", what, kind: "preventNext" })),
  map(phrase`double all damage that would be dealt to ${CHOSEN} this turn`, ([what]) => d({ op: "replaceDamage", what, kind: "double" })),
  map(lit("friendly units enter ready this turn"), () => d({ op: "unitsEnterReady", say: "friendly" })),
  map(lit("units you play this turn enter ready"), () => d({ op: "unitsEnterReady", say: "youPlay" })),
  map(lit("the next unit you play this turn enters ready"), () => d({ op: "nextUnitEntersReady" })),
  map(lit("prevent all spell and ability damage this turn"), () => d({ op: "preventSpellDamage" })),
  map(phrase`if ${CHOSEN} would die this turn, banish it instead`, ([what]) => d({ op: "banishIfDies", what })),
  // "they": the opponent who played the unit the trigger condition names ("it")
  map(phrase`they can't move ${OBJECT} this turn`, ([what], scope) =>
    (scope.trigger === "opponentPlaysUnitWhileAtBattlefield" && "triggered" in what ? d({ op: "cantMoveThisTurn", what }) : undefined)),
  map(phrase`${CHOSEN} can't be chosen by enemy spells and abilities this turn`, ([what]) => d({ op: "protectThisTurn", what })),
  map(lit("opponents can't play cards this turn"), () => d({ op: "opponentsCantPlayCards" })),
  map(lit("its controller can't play spells this turn"), (_, scope) =>
    scope.it && "slot" in scope.it ? d({ op: "noSpells", who: { controllerOf: { ...scope.it, say: "it" } as ObjectRef } }) : undefined),
);

/** "Choose an opponent. They reveal their hand. Choose a card from it, and they discard that card." */
const PLAYERS: P<Draft> = alt<Draft>(
  bind(re(/choose (an opponent|a player)/i), (m, scope) => ({ v: d({ op: "choosePlayer", opponent: m[1]!.toLowerCase() === "an opponent" }), scope: { ...scope, chosenPlayer: true } })),
  bind(lit("an opponent reveals their hand"), (_, scope) => (scope.chosenPlayer ? undefined : { v: d({ op: "revealHand", who: "chosenPlayer", say: "anOpponent" }), scope: { ...scope, chosenPlayer: true, revealedHand: true } })),
  bind(lit("choose a unit from it"), (_, scope) => (scope.revealedHand ? { v: d({ op: "chooseFromHand", who: "chosenPlayer", unit: true, say: "fromIt" }), scope: { ...scope, handCard: true } } : undefined)),
  map(lit("they play that unit to that battlefield, ignoring any and all costs"), (_, scope) => (scope.handCard && scope.battlefield ? d({ op: "chosenPlaysChosenUnit", bf: scope.battlefield }) : undefined)),
  bind(lit("they reveal their hand"), (_, scope) => (scope.chosenPlayer ? { v: d({ op: "revealHand", who: "chosenPlayer" }), scope: { ...scope, revealedHand: true } } : undefined)),
  map(lit("choose a card from it, and they discard that card"), (_, scope) => (scope.revealedHand ? d({ op: "takeFromHand", who: "chosenPlayer", then: "discard" }) : undefined)),
  map(lit("you can hide cards ignoring costs this turn"), () => d({ op: "hideIgnoringCosts" })),
  map(lit("you can look at their facedown cards this turn"), (_, scope) => (scope.chosenPlayer ? d({ op: "lookAtFacedown", who: "chosenPlayer" }) : undefined)),
  map(phrase`pay ${DIGITS} XP`, ([n]) => d({ op: "spendXpNow", n })),
  map(phrase`spend ${DIGITS} XP`, ([n]) => d({ op: "spendXpNow", n }, "spend")),
  ...["{any}", "Energy"].map((symbols) => map(lit(`pay any amount of ${symbols}`), () => d({ op: "pay", symbols, anyAmount: true }))),
  map(phrase`pay ${SYMBOLS}`, ([symbols]) => d({ op: "pay", symbols })),
  map(lit("return this from your trash to your hand"), (_, scope) => (scope.source === "spell" ? d({ op: "returnSelfFromTrash" }) : undefined)),
  map(lit("spend a buff"), () => d({ op: "spendBuffs", count: "one" })),
  map(lit("spend any number of buffs"), () => d({ op: "spendBuffs", count: "any" })),
  map(lit("for each friendly unit, you may spend its buff to ready it"), () => d({ op: "spendBuffs", count: "any", then: "readyEach" })),
  bind(lit("choose a card from their hand"), (_, scope) => (scope.revealedHand ? { v: d({ op: "chooseFromHand", who: "chosenPlayer" }), scope: { ...scope, handCard: true } } : undefined)),
  map(phrase`they [Burn ${DIGITS}]`, ([n], scope) => (scope.chosenPlayer ? d({ op: "millTop", n, who: "chosenPlayer" }, "burn") : undefined)),
  map(phrase`they discard that card and draw ${DIGITS}`, ([n], scope) => (scope.handCard ? d({ op: "discardChosen", who: "chosenPlayer", draw: n }) : undefined)),
  // "… and you choose a <Domain> card from it": a card of the revealed hand, of that domain (134.1), remembered for "that card"
  bind(re(/you choose an? (Fury|Calm|Mind|Body|Chaos|Order) card from it/), (m, scope) =>
    (scope.revealedHand ? { v: d({ op: "chooseFromHand", who: "chosenPlayer", domain: m[1]!, say: "youFromIt" }), scope: { ...scope, handCard: true } } : undefined)),
  // a card chosen from the revealed hand is banished; then a delayed trigger (390.2) on that player's hold gives it back to their hand
  bind(lit("choose a card revealed this way and banish it"), (_, scope) => (scope.revealedHand ? { v: d({ op: "banishChosenFromHand", who: "chosenPlayer" }), scope: { ...scope, banishedHandCard: true } } : undefined)),
  map(lit("when they hold, return it to their hand"), (_, scope) => (scope.banishedHandCard ? d({ op: "whenTheyHoldReturnBanished" }) : undefined)),
  map(lit("they recycle that card"), (_, scope) => (scope.handCard ? d({ op: "recycleChosen", who: "chosenPlayer" }) : undefined)),
  map(lit("choose a non-unit card from it, and recycle that card"), (_, scope) => (scope.revealedHand ? d({ op: "takeFromHand", who: "chosenPlayer", nonUnit: true, then: "recycle" }) : undefined)),
);

/**
 * Copy effects (477.1.b) in a reflexive trigger after tokens were played: "It becomes a copy of that unit." (the unit the effect
 * before chose) and "They become copies of me." (the unit whose ability played them); the object copied is noted as the trigger is
 * created, so it is no target of the trigger.
 */
const COPY: P<Draft> = alt<Draft>(
  map(lit("it becomes a copy of that unit"), (_, scope) =>
    scope.copyOfOuter && scope.it && "triggered" in scope.it ? d({ op: "becomeCopy", what: { triggered: true, say: "it" }, of: { ...scope.copyOfOuter, say: "that unit" } as ObjectRef, noted: true }) : undefined),
  // "It becomes a copy of another unit there.": a unit the reflexive trigger chooses as it goes on the chain
  // "it" stays the token after it ("Give it [Temporary]."), not the unit chosen
  bind(phrase`it becomes a copy of ${TARGET}`, ([of], scope) =>
    scope.tokenThere && "slot" in of && !of.say ? { v: d({ op: "becomeCopy", what: { triggered: true, say: "it" }, of }), scope: { ...scope, it: { triggered: true } } } : undefined),
  map(lit("they become copies of me"), (_, scope) =>
    scope.madeTokens && scope.source === "unit" ? d({ op: "becomeCopy", what: { triggered: true, say: "they" }, of: { self: true, say: "me" }, noted: true }) : undefined),
);

/** Every instruction the compiler knows, in the order they are tried. */
const BASIC: P<Draft> = alt(CHOOSE, SWAP, DEAL, MIGHT, STATUS, ZONES, CARDS, RESOURCES, TOKENS, EACH_MAY_TOKEN, EACH_CHOOSES, FIGHT, REPLACE, PLAYERS, COPY);

/** "… unless its controller pays {2}", "… unless its controller has you draw 2": what that player may do instead. */
const UNLESS_ALT: P<{ pays: string } | { hasYouDraw: number }> = alt<{ pays: string } | { hasYouDraw: number }>(
  map(phrase`pays ${SYMBOLS}`, ([symbols]) => ({ pays: symbols })),
  map(phrase`has you draw ${DIGITS}`, ([n]) => ({ hasYouDraw: n })),
);

/** "Counter a spell unless its controller pays {2}.": the controller of the object named by X decides as it resolves. */
const UNLESS: P<Draft> = map(seq(BASIC, lit(" unless its controller "), UNLESS_ALT), ([main, , alternative], scope) =>
  scope.it && "slot" in scope.it && main.ins.op !== "choose" && !main.say
    ? d({ op: "unless", main: main.ins, who: { controllerOf: { ...scope.it, say: "it" } as ObjectRef }, alternative })
    : undefined);

/** "When it dies this turn, play a Gold gear token exhausted.", "When any unit takes damage this turn, kill it.": delayed triggers (390.2). */
const DELAYED_TRIGGER: P<Draft> = alt<Draft>(
  map(phrase`when ${CHOSEN} dies this turn, ${BASIC}`, ([what, then]) => ("slot" in what && what.say === "it" && (then.ins.op === "token" || (then.ins.op === "resource" && (then.ins as { action: string }).action === "channel")) && !then.say ? d({ op: "whenDiesThisTurn", what, then: then.ins }) : undefined)),
  map(phrase`when ${CHOSEN} wins a combat this turn, ${BASIC}`, ([what, then], scope) => (scope.source === "spell" && "slot" in what && what.say === "it" && then.ins.op === "resource" && (then.ins as { action: string }).action === "gainXp" && !then.say ? d({ op: "whenWinsCombatThisTurn", what, then: then.ins }) : undefined)),
  map(lit("when any unit takes damage this turn, kill it"), () => d({ op: "killWhenDamagedThisTurn" })),
  // "X. If this kills it, do this: Y.": a spell's reflexive trigger (387); Y chooses nothing
  map(phrase`if this kills ${CHOSEN}, do this: ${BASIC}`, ([what, then], scope) =>
    scope.source === "spell" && "slot" in what && what.say === "it" && then.ins.op === "draw" && !then.say ? d({ op: "ifThisKillsDoThis", what, then: then.ins }) : undefined),
  // "… split among <units>. Then for each unit this kills, do this: Y.": one reflexive trigger (387) for each of those units that dies
  map(phrase`then for each unit this kills, do this: ${BASIC}`, ([then], scope) => {
    const them = scope.them?.length === 1 ? scope.them[0] : undefined;
    const spec = them && "slot" in them ? scope.slots.find((t) => t.slot === them.slot) : undefined;
    const ok = scope.source === "spell" && spec && spec.kind === "unit" && spec.max > 1 && !then.say && (then.ins.op === "draw" || (then.ins.op === "resource" && (then.ins as { action: string }).action === "gainXp"));
    return ok ? d({ op: "ifThisKillsDoThis", what: { slot: spec.slot }, then: then.ins, forEachUnit: true }) : undefined;
  }),
  // a delayed trigger on each friendly unit played this turn: "it" is the unit played (noted as it triggers)
  (s, i, scope) => lit("when a friendly unit is played this turn, ")(s, i, scope).flatMap((h) =>
    BASIC(s, h.end, { ...h.scope, it: { triggered: true } }).flatMap((n) =>
      n.v.ins.op !== "choose" && !n.v.say && JSON.stringify(n.v.ins).includes('"triggered":true')
        ? [{ v: d({ op: "whenFriendlyUnitPlayedThisTurn", then: n.v.ins }), end: n.end, scope: { ...n.scope, it: scope.it } }] : [])),
  // "the next time you play a unit this turn, X it and Y it": the same delayed trigger, only for the first such unit
  (s, i, scope) => lit("the next time you play a unit this turn, ")(s, i, scope).flatMap((h) =>
    seq(BASIC, lit(" and "), BASIC)(s, h.end, { ...h.scope, it: { triggered: true } }).flatMap((n) => {
      const [a, , b] = n.v;
      const ok = (x: Draft) => x.ins.op !== "choose" && !x.say && JSON.stringify(x.ins).includes('"triggered":true');
      return ok(a) && ok(b) ? [{ v: d({ op: "whenFriendlyUnitPlayedThisTurn", then: a.ins, and: b.ins, next: true }), end: n.end, scope: { ...n.scope, it: scope.it } }] : [];
    })),
);

/** An instruction done per buff spent: its amount multiplied by the buffs the item spent before. */
const FOR_EACH_BUFF_SPENT: P<Draft> = map(phrase`for each buff spent, ${BASIC}`, ([then]) =>
  (then.ins.op === "draw" || (then.ins.op === "resource" && (then.ins as { action: string }).action === "channel")) && !then.say ? d({ op: "forEachBuffSpent", then: then.ins }) : undefined);

const NOW: P<Draft> = alt(UNLESS, DELAYED_TRIGGER, FOR_EACH_BUFF_SPENT, BASIC);

/** "… at the end of this turn": a delayed ability (390) that does the instruction then. */
const LATER: P<Draft> = map(seq(NOW, lit(" at the end of this turn")), ([inner]) =>
  inner.ins.op === "resource" || inner.ins.op === "draw"
    ? d({ op: "delayedAtEndOfTurn", effect: [inner.ins], describe: "" }, inner.say ? `later ${inner.say}` : "later")
    : undefined);

/** Empowering or disempowering "it" (the object named before) at end of turn: the same delayed ability (390), printed with shorter words. */
const LATER_STATUS: P<Draft> = map(seq(NOW, lit(" at end of turn")), ([inner]) =>
  (inner.ins.op === "empower" || inner.ins.op === "disempower") && !inner.say && "slot" in inner.ins.what && inner.ins.what.say === "it"
    ? d({ op: "delayedAtEndOfTurn", effect: [inner.ins], describe: "", words: "at end of turn" })
    : undefined);

/** "Lose control of that unit and recall it at end of turn": one delayed ability (390) doing both then, about the unit taken before. */
const LATER_LOSE_CONTROL: P<Draft> = map(phrase`lose control of ${REF_BACK} and recall it at end of turn`, ([what], scope) =>
  "slot" in what && what.say === "that unit" && scope.it && "slot" in scope.it && scope.it.slot === what.slot
    ? d({ op: "delayedAtEndOfTurn", effect: [{ op: "loseControl", what }, { op: "recall", what: { slot: what.slot, say: "it" } }], describe: "", words: "at end of turn" }, "lose control and recall")
    : undefined);

/** "draw 1 or buff me": the controller chooses one of two instructions as it resolves. */
const EITHER: P<Draft> = map(seq(NOW, lit(" or "), NOW), ([a, , b]) =>
  a.ins.op !== "choose" && b.ins.op !== "choose" ? d({ op: "either", options: [a.ins, b.ins], says: [a.say, b.say] }) : undefined);

/** "ready or exhaust a legend": two verbs on one object (one target); the controller chooses which as it resolves. */
const EITHER_VERB: P<Draft> = map(phrase`${re(/(ready|exhaust) or (ready|exhaust) /i)}${OBJECT}`, ([m, what]) => {
  const [a, b] = [m[1]!.toLowerCase(), m[2]!.toLowerCase()] as ("ready" | "exhaust")[];
  return a !== b ? d({ op: "either", options: [{ op: a!, what }, { op: b!, what }] }, "one object") : undefined;
});

/** What "If it …, X. Otherwise, Y." tests about the object, as it resolves. */
const OBJECT_TEST: P<Requirement> = alt<Requirement>(
  map(lit("is stunned"), () => ({ req: "stunned" })),
  map(phrase`has ${DIGITS} {might} or less`, ([n]) => ({ req: "mightAtMost", n })),
);

/** "If it is stunned, kill it. Otherwise, stun it.": one of two instructions, by the referred object's state as it resolves. */
const IF_OTHERWISE: P<Draft> = map(phrase`if ${REF_BACK} ${OBJECT_TEST}, ${NOW}. Otherwise, ${NOW}`, ([what, test, a, b]) =>
  "slot" in what && what.say === "it" && a.ins.op !== "choose" && b.ins.op !== "choose"
    ? d({ op: "ifThen", what, test, then: a.ins, otherwise: b.ins, says: [a.say, b.say] })
    : undefined);

/** "If it's [Empowered], X. Otherwise, Y.": the same, testing the object's Empowered status. */
const IF_ITS_OTHERWISE: P<Draft> = map(phrase`if ${REF_BACK}'s [Empowered], ${NOW}. Otherwise, ${NOW}`, ([what, a, b]) =>
  "slot" in what && what.say === "it" && a.ins.op !== "choose" && b.ins.op !== "choose"
    ? d({ op: "ifThen", what, test: { req: "empowered" }, then: a.ins, otherwise: b.ins, says: [a.say, b.say] })
    : undefined);

/** What "X. If it's …, Y instead." tests about the object X acted on, before either is done. */
const INSTEAD_TEST: P<Requirement> = alt<Requirement>(
  map(lit("attacking"), () => ({ req: "attacking" })),
  map(lit("already stunned"), () => ({ req: "stunned" })),
  map(lit("[Empowered]"), () => ({ req: "empowered" })),
);

/** "Deal 2 to a unit at a battlefield. If it's attacking, deal 4 to it instead.": Y replaces X when the test holds. */
const IF_INSTEAD: P<Draft> = map(seq(NOW, lit(". If it's "), INSTEAD_TEST, lit(", "), NOW, lit(" instead")), ([a, , test, , b], scope) =>
  scope.it && "slot" in scope.it && a.ins.op !== "choose" && b.ins.op !== "choose"
    ? d({ op: "ifThen", what: { slot: scope.it.slot, say: "it" }, test, then: b.ins, otherwise: a.ins, says: [b.say, a.say], instead: true })
    : undefined);

/** "Deal 2 to a unit at a battlefield. If you control a facedown card, deal 4 to it instead.": Y replaces X when its controller controls one. */
const IF_FACEDOWN_INSTEAD: P<Draft> = map(seq(NOW, lit(". If you control a facedown card, "), NOW, lit(" instead")), ([a, , b], scope) =>
  scope.it && "slot" in scope.it && a.ins.op !== "choose" && b.ins.op !== "choose"
    ? d({ op: "ifYouControlFacedown", then: b.ins, otherwise: a.ins, says: [b.say, a.say] })
    : undefined);

/** "X. If you control N or more runes, Y instead.": Y replaces X when its controller's runes meet the condition as it resolves. */
const IF_RUNES_INSTEAD: P<Draft> = map(seq(NOW, lit(". If "), RUNES_CONTROLLED, lit(", "), NOW, lit(" instead")), ([a, , runes, , b]) =>
  a.ins.op !== "choose" && b.ins.op !== "choose" ? d({ op: "ifRunes", runes, then: b.ins, otherwise: a.ins, says: [b.say, a.say] }) : undefined);

/** "X. If it's your Beginning Phase, Y instead.": Y replaces X when it resolves during its controller's Beginning Phase. */
const IF_BEGINNING_PHASE_INSTEAD: P<Draft> = map(seq(NOW, lit(". If it's your Beginning Phase, "), NOW, lit(" instead")), ([a, , b]) =>
  a.ins.op !== "choose" && b.ins.op !== "choose" ? d({ op: "ifYourBeginningPhase", then: b.ins, otherwise: a.ins, says: [b.say, a.say] }) : undefined);

/** "X. If this is [Empowered], Y instead.": Y replaces X while the source is Empowered as it resolves. */
const IF_SELF_EMPOWERED_INSTEAD: P<Draft> = (s, i, scope) =>
  scope.source === "spell" ? [] : map(seq(NOW, lit(". If "), alt(lit("this is"), lit("I'm")), lit(" [Empowered], "), NOW, lit(" instead")), ([a, , subject, , b]) =>
    a.ins.op !== "choose" && b.ins.op !== "choose" && (subject === "I'm") === (scope.source === "unit")
      ? d({ op: "ifSelfEmpowered", then: b.ins, otherwise: a.ins, subject: subject as "this is" | "I'm", says: [b.say, a.say] }) : undefined)(s, i, scope);

/** "deal N to <target>. If I'm [Empowered], deal M instead.": the second deal names no target, its target is the first's. */
const IF_SELF_EMPOWERED_DEAL_INSTEAD: P<Draft> = (s, i, scope) =>
  scope.source !== "unit" ? [] : map(seq(NOW, lit(". If I'm [Empowered], deal "), DIGITS, lit(" instead")), ([a, , n]) =>
    a.ins.op === "deal" && typeof a.ins.amount === "number" && !a.ins.split && !a.ins.source && !a.say
      ? d({ op: "ifSelfEmpowered", then: { ...a.ins, amount: n }, otherwise: a.ins, subject: "I'm", says: ["elidedTo", undefined] }) : undefined)(s, i, scope);

/** "If it's your turn, X": X only while its controller is the turn player as it resolves (a permanent's ability). */
const IF_YOUR_TURN: P<Draft> = (s, i, scope) =>
  scope.source === "spell" ? [] : map(seq(lit("if it's your turn, "), NOW), ([, a]) => (a.ins.op !== "choose" ? d({ op: "ifYourTurn", then: a.ins }, a.say) : undefined))(s, i, scope);

/** "if I'm [Empowered], X" as a step of its own (after " and "): X only while the source is Empowered as it resolves. */
const IF_SELF_EMPOWERED_STEP: P<Draft> = (s, i, scope) =>
  scope.source === "spell" || scope.lineCount === 0 ? [] : map(seq(lit("if I'm [Empowered], "), NOW), ([, a]) =>
    a.ins.op !== "choose" ? d({ op: "ifSelfEmpowered", then: a.ins, subject: "I'm", says: [a.say, undefined] }) : undefined)(s, i, scope);

/** A spell's "X. If you paid the additional cost, Y instead.": Y replaces X when its optional additional cost was paid. */
const IF_PAID_INSTEAD: P<Draft> = (s, i, scope) =>
  scope.source !== "spell" ? [] : map(seq(NOW, lit(". If you paid the additional cost, "), NOW, lit(" instead")), ([a, , b]) =>
    a.ins.op !== "choose" && b.ins.op !== "choose" ? d({ op: "ifPaidAdditional", then: b.ins, otherwise: a.ins, says: [b.say, a.say] }) : undefined)(s, i, scope);

/** A spell's "If you paid the additional cost, X." as one step of its effect: X only when its optional additional cost was paid (355.1.a). */
const IF_PAID_STEP: P<Draft> = (s, i, scope) =>
  scope.source !== "spell" || scope.lineCount === 0 ? [] : map(seq(lit("if you paid the additional cost, "), NOW), ([, a]) =>
    a.ins.op !== "choose" ? d({ op: "ifPaidAdditional", then: a.ins, says: [a.say, undefined] }) : undefined)(s, i, scope);

/** A spell's effect opening with "If you do, X. Otherwise, Y." after its optional additional cost: X when it was paid (355.1.a). */
const IF_YOU_DO_OTHERWISE: P<Draft> = (s, i, scope) =>
  scope.source !== "spell" || scope.lineCount !== 0 ? [] : map(seq(lit("if you do, "), NOW, lit(". Otherwise, "), NOW), ([, a, , b]) =>
    a.ins.op !== "choose" && b.ins.op !== "choose" ? d({ op: "ifPaidAdditional", then: a.ins, otherwise: b.ins, says: [a.say, b.say] }, "ifYouDo") : undefined)(s, i, scope);

/** A spell's "X.\n[Level N][>] Y instead.": the Level paragraph replaces X while it is active. */
const IF_LEVEL_INSTEAD: P<Draft> = (s, i, scope) =>
  scope.source !== "spell" ? [] : map(seq(NOW, lit(".\n[Level "), DIGITS, lit("][>] "), NOW, lit(" instead")), ([a, , n, , b]) =>
    a.ins.op !== "choose" && b.ins.op !== "choose" ? d({ op: "ifLevel", n, then: b.ins, otherwise: a.ins, says: [b.say, a.say] }) : undefined)(s, i, scope);

/** A spell's instruction X followed by a Legion paragraph with Y "instead": Y replaces X while Legion is active (158.2). */
const IF_LEGION_INSTEAD: P<Draft> = (s, i, scope) =>
  scope.source !== "spell" ? [] : map(seq(NOW, lit(".\n[Legion] - "), NOW, lit(" instead")), ([a, , b]) =>
    a.ins.op !== "choose" && b.ins.op !== "choose" ? d({ op: "ifLegionInstead", then: b.ins, otherwise: a.ins, says: [b.say, a.say] }) : undefined)(s, i, scope);

/**
 * A spell's paragraph "[Level N][>] X" (X naming its own target): an instruction active only while its controller has N+ XP; a target it
 * names is chosen only if the Level ability is active as the spell is played.
 */
const LEVEL_PARAGRAPH: P<Draft> = (s, i, scope) => {
  if (scope.source !== "spell" || scope.lineCount === 0 || s.slice(i - 1, i) !== "\n") return [];
  return seq(lit("[Level "), DIGITS, lit("][>] "), NOW)(s, i, scope).flatMap((h) => {
    const [, n, , b] = h.v;
    if (b.ins.op === "choose") return [];
    const before = new Set(scope.slots.map((t) => t.slot));
    const slots = h.scope.slots.map((t) => (before.has(t.slot) ? t : { ...t, level: n }));
    return [{ v: d({ op: "ifLevel", n, then: b.ins, ...(b.say ? { says: [b.say, undefined] as [string | undefined, undefined] } : {}) }), end: h.end, scope: { ...h.scope, slots } }];
  });
};

/**
 * "give me +2 {might} this turn if there is a ready enemy unit here", "draw 1 if your other units have total Might 5 or more":
 * not right after a trigger condition, so part of the effect (383.2.a.1), checked as it resolves. One parse of the instruction for both.
 */
type After = { exists: Selector } | { group: Selector; atLeast: number } | { handAtMost: number } | { tags: string[] } | { opponentPlayedAnotherSpell: true };
const IF_AFTER: P<Draft> = map(seq(NOW, lit(" if "), alt<After>(
  map(THERE_IS, (exists) => ({ exists })),
  map(seq(lit("you have "), WORD_NUMBER, lit(" or fewer cards in your hand")), ([, n]) => ({ handAtMost: n })),
  map(seq(lit("your units have all of the following tags among them - "), TAG_ALL), ([, tags]) => ({ tags })),
  map(lit("an opponent has played another spell this turn"), () => ({ opponentPlayedAnotherSpell: true as const })),
  map(seq(GROUP, lit(" have total Might "), DIGITS, lit(" or more")), ([g, , n]) => ("all" in g && g.all.say === "your" ? { group: g.all, atLeast: n } : undefined)),
)), ([a, , c]) => {
  if (a.ins.op === "choose") return undefined;
  if ("handAtMost" in c) return d({ op: "ifHandAtMost", n: c.handAtMost, then: a.ins }, a.say);
  if ("tags" in c) return d({ op: "ifYourUnitsHaveTags", tags: c.tags, then: a.ins }, a.say);
  if ("opponentPlayedAnotherSpell" in c) return d({ op: "ifOpponentPlayedAnotherSpell", then: a.ins }, a.say);
  return "exists" in c ? d({ op: "ifExists", exists: c.exists, then: a.ins }, a.say) : d({ op: "ifTotalMight", group: c.group, atLeast: c.atLeast, then: a.ins }, a.say);
});

/** "if I am at a battlefield, buff all other friendly units there": the source's location as it resolves; "there" is that battlefield. */
const IF_I_AM_AT: P<Draft> = (s, i, scope) => {
  if (scope.source !== "unit") return [];
  return alt(map(lit("if I am at a battlefield, "), () => "I am" as const), map(lit("if I'm at a battlefield, "), () => "I'm" as const))(s, i, scope)
    .flatMap((h) => NOW(s, h.end, { ...h.scope, thereIsMine: true }).map((n) => ({ v: { h: h.v, n: n.v }, end: n.end, scope: { ...n.scope, thereIsMine: scope.thereIsMine } })))
    .flatMap((x) => (x.v.n.ins.op === "choose" ? [] : [{ v: d({ op: "ifSelfAtBattlefield", then: x.v.n.ins, say: x.v.h }, x.v.n.say), end: x.end, scope: x.scope }]));
};

/** "if there's an enemy unit alone at that battlefield, draw 1": the same condition as "X if there is …", printed first. */
const IF_THERES_FIRST: P<Draft> = map(seq(lit("if "), THERES, lit(", "), NOW), ([, exists, , a]) =>
  a.ins.op !== "choose" ? d({ op: "ifExists", exists, then: a.ins, first: "if there's" }, a.say) : undefined);

/** "if you played this from your hand, draw 1": a spell's own origin, as it was played. */
const IF_FROM_HAND: P<Draft> = (s, i, scope) =>
  scope.source !== "spell" ? [] : map(seq(lit("if you played this from your hand, "), NOW), ([, a]) => (a.ins.op !== "choose" ? d({ op: "ifPlayedFromHand", then: a.ins }, a.say) : undefined))(s, i, scope);

/** "If it was an enemy unit, play a Gold gear token exhausted.": whose unit the object an earlier line acted on was. */
const IF_IT_WAS: P<Draft> = map(seq(re(/if it was (an enemy|a friendly) unit, /i), NOW), ([m, a], scope) =>
  scope.it && "slot" in scope.it && a.ins.op !== "choose"
    ? d({ op: "ifItWas", what: { ...scope.it, say: "it" } as ObjectRef, was: m[1]!.toLowerCase() === "an enemy" ? "enemy" : "friendly", then: a.ins }, a.say)
    : undefined);

/** "if it's [Empowered], X": X only if the object "it" refers to has the status as it resolves; no other branch. */
const IF_ITS_TEST: P<Requirement> = map(lit("[Empowered]"), () => ({ req: "empowered" }));
const IF_IT_FIRST: P<Draft> = map(seq(lit("if it's "), IF_ITS_TEST, lit(", "), NOW), ([, test, , a], scope) =>
  scope.it && "slot" in scope.it && a.ins.op !== "choose" ? d({ op: "ifIt", what: { slot: scope.it.slot, say: "it" }, test, then: a.ins }, a.say) : undefined);

/** "X if it has N {might} or less": the same, with the test printed after X (part of the effect, checked as it resolves). */
const IF_IT_AFTER: P<Draft> = map(seq(NOW, lit(" if it "), OBJECT_TEST), ([a, , test], scope) =>
  scope.it && "slot" in scope.it && a.ins.op !== "choose" ? d({ op: "ifIt", what: { slot: scope.it.slot, say: "it" }, test, then: a.ins, after: true }, a.say) : undefined);

export const INSTRUCTION: P<Draft> = alt(LATER, LATER_STATUS, LATER_LOSE_CONTROL, EITHER, EITHER_VERB, IF_IT_WAS, IF_OTHERWISE, IF_ITS_OTHERWISE, IF_IT_FIRST, IF_IT_AFTER, IF_INSTEAD, IF_FACEDOWN_INSTEAD, IF_RUNES_INSTEAD, IF_BEGINNING_PHASE_INSTEAD, IF_LEVEL_INSTEAD, IF_PAID_INSTEAD, IF_YOU_DO_OTHERWISE, IF_PAID_STEP, IF_SELF_EMPOWERED_INSTEAD, IF_SELF_EMPOWERED_DEAL_INSTEAD, IF_YOUR_TURN, IF_SELF_EMPOWERED_STEP, LEVEL_PARAGRAPH, IF_AFTER, IF_THERES_FIRST, IF_I_AM_AT, IF_FROM_HAND, NOW, IF_LEGION_INSTEAD);
