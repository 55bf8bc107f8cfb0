/**
 * Abilities (360–406): one printed ability is a keyword, a triggered ability ("When …, …"), an
 * activated ability ("costs: effect"), a static ability, or an additional cost of playing the card.
 */
import type { Ability, Cost, Effect, ObjectRef, TriggerCondition, TriggerEvent } from "../../language.js";
import type { CostChange, CostIfCondition, DependentCondition, EnergyCostReduction, Selector, StaticScope, TurnCondition } from "../../vocabulary.js";
import { alt, lit, map, opt, phrase, re, sepBy1, seq, type P } from "../parser.js";
import { newScope, type SourceKind } from "../scope.js";
import { DIGITS, ENERGY, KEYWORD, RUNES_CONTROLLED, SIGNED, SYMBOLS, WORD_NUMBER } from "./basics.js";
import { EFFECT, MODAL, MODAL_GIVE_ME } from "./effect.js";
import { KEYWORD_LIST } from "./instructions.js";
import { FOR_EACH, GROUP, TAG_ALL, TAG_CHOICE } from "./nouns.js";
import { expandKeyword, keywordText } from "../keywords.js";
import { COST_CONDITIONS, SIMPLE_KEYWORDS, TAG_NOUNS, numberWord, runesControlledWords } from "../words.js";

/** One parsed ability with how it is printed (for the layout). */
export interface ParsedAbility {
  ability?: Ability;
  /** an additional cost of playing the card instead of an ability */
  additionalCost?: Cost;
  /** printed as this keyword */
  keyword?: string;
  /** activated: the timing keyword is printed before the cost ("[Reaction][>] {exhaust}: …") */
  timingFirst?: boolean;
  /** printed on the line of the ability before it, after ", " */
  sameLine?: boolean;
  /** a dependent ability that is the next sentence of the dependent keyword's paragraph (the keyword printed once) */
  continuesDependent?: boolean;
  /** a costed keyword printed with " - " before its cost ("[Empower] - Discard 1") */
  dash?: boolean;
  /** a keyword printed alone as a paragraph without its brackets ("Ganking", followed by its reminder text) */
  bare?: boolean;
  /** a dependent ability whose ability is this keyword, printed after the "[>>]" glyph */
  innerKeyword?: string;
}

// ---- keywords -------------------------------------------------------------------------------

/** Keywords alone: "[Tank]", "[Assault 2]", or a list on one line ("[Assault 2], [Shield 2]"), each expanded to the ability it stands for. */
function keywordAlone(source: SourceKind): P<ParsedAbility[]> {
  return map(sepBy1(KEYWORD, lit(", ")), (ks) => {
    const out: ParsedAbility[] = [];
    for (const [n, k] of ks.entries()) {
      const ability = expandKeyword(k, source);
      if (!ability) return undefined;
      out.push({ ability, keyword: keywordText(k), ...(n > 0 ? { sameLine: true } : {}) });
    }
    return out;
  });
}

/** A keyword a card prints alone as a paragraph without brackets (the same keyword, 805–829). */
function bareKeyword(source: SourceKind): P<ParsedAbility[]> {
  return map(re(new RegExp(`(?:${SIMPLE_KEYWORDS.join("|")})$`)), (m) => {
    const ability = expandKeyword({ keyword: m[0] }, source);
    return ability ? [{ ability, keyword: m[0], bare: true }] : undefined;
  });
}

const GLYPH: P<string> = alt(lit(" - "), lit("[>] "), lit(" [>] "));

/** Deathknell's conditional statements, part of its trigger condition (383.2.a.1), with their words. */
export const DEATH_CONDITIONS: ReadonlyArray<[TriggerCondition, string]> = [
  ["diedAlone", "If I died alone, "],
  ["diedNotAlone", "If I didn't die alone, "],
  ["wasMighty", "If I was [Mighty], "],
];

const DEATH_CONDITION: P<TriggerCondition> = alt(...DEATH_CONDITIONS.map(([c, w]) => map(lit(w), () => c)));

/** "Recycle me to …" at the start of the effect: a cost within instructions, the ability's base cost (383.3.b). */
const RECYCLE_ME: P<Cost> = map(lit("Recycle me to "), (): Cost => ({ cost: "recycleSelf" }));

/** "[Deathknell] - Draw 1.", "[Deathknell] - If I died alone, draw 1.", "[Deathknell] - Recycle me to ready your runes." */
function deathknell(source: SourceKind): P<ParsedAbility[]> {
  return (s, i, scope) =>
    seq(lit("[Deathknell]"), GLYPH, opt(DEATH_CONDITION), opt(RECYCLE_ME), EFFECT)(s, i, newScope(source)).map((h) => ({
      v: [{
        ability: { kind: "triggered", on: "die", ...(h.v[2] ? { condition: h.v[2] } : {}), ...(h.v[3] ? { costs: [h.v[3]] } : {}), effect: h.v[4] } as Ability,
        keyword: "Deathknell",
      }],
      end: h.end,
      scope,
    }));
}

/**
 * "[Equip] {fury}": "[Cost]: Attach this gear to a unit you control." (818.1.c.2); "[Equip] - {P}, <other cost>": the
 * same with several costs after a dash (the resources paid outside the engine, the others by the engine as for any
 * activated ability: a friendly unit killed, cards recycled from the trash).
 */
export const EQUIP_REDUCED_WORDS = "This ability's Energy cost is reduced by the Might of the unit you choose.";
const EQUIP: P<ParsedAbility[]> = alt(
  map(phrase`[Equip] ${SYMBOLS}`, ([cost]) => [{ ability: equipAbility([{ cost: "resources", label: cost }]), keyword: "Equip" }]),
  // printed without brackets (its reminder text explains the keyword all the same)
  map(phrase`Equip ${SYMBOLS}`, ([cost]) => [{ ability: equipAbility([{ cost: "resources", label: cost }]), keyword: "Equip", bare: true }]),
  // an Equip cost lowered by the chosen unit's Might (EQUIP_REDUCED_WORDS): paid outside the engine (recorded)
  map(seq(phrase`[Equip] ${SYMBOLS}. `, lit(EQUIP_REDUCED_WORDS)), ([[cost]]) => [{ ability: equipAbility([{ cost: "resources", label: cost }, { cost: "energyReducedByChosenMight" }]), keyword: "Equip" }]),
  map(seq(lit("[Equip] - "), ((s, i, sc) => COSTS(s, i, sc)) as P<Cost[]>), ([, costs]) => [{ ability: equipAbility(costs), keyword: "Equip", dash: true }]),
);

export function equipAbility(costs: Cost[]): Ability {
  return {
    kind: "activated",
    costs,
    effect: {
      targets: [{ slot: "t1", kind: "unit", min: 1, max: 1, requirements: [{ req: "youControl" }] }],
      lines: [{ label: "attach this to a unit you control", instruction: { op: "attach", equipment: { self: true }, to: { slot: "t1" } } }],
    },
  };
}

/** "[Repeat] {2}": an optional additional cost that repeats the effect (820); "[Flow] {2}": play from the trash, then banish (829). */
const COSTED_KEYWORD: P<ParsedAbility[]> = alt(
  map(phrase`[${re(/Repeat|Flow/)}] ${SYMBOLS}`, ([m, cost]) => [
    { ability: { kind: "static", rule: { rule: "keyword", keyword: m[0], cost } }, keyword: m[0] },
  ]),
  // "[Repeat] - {1} / {any} / {1}{any}": several instances of Repeat, each cost paid or not on its own (820.1.c.2, 820.3)
  map(seq(lit("[Repeat] - "), sepBy1(SYMBOLS, lit(" / "))), ([, costs]) => costs.length < 2 ? undefined : [
    { ability: { kind: "static", rule: { rule: "keyword", keyword: "Repeat", cost: costs.join(" / "), instances: costs.length } }, keyword: "Repeat", dash: true },
  ]),
  map(phrase`[Repeat] - Discard ${DIGITS}`, ([n]) => [
    { ability: { kind: "static", rule: { rule: "keyword", keyword: "Repeat", cost: `Discard ${n}`, discard: n } }, keyword: "Repeat", dash: true },
  ]),
);

// ---- triggered --------------------------------------------------------------------------------

const TRIGGERS: ReadonlyArray<[string, TriggerEvent, SourceKind[]]> = [
  ["When you play me, ", "playMe", ["unit"]],
  ["When you play this, ", "playMe", ["gear"]],
  ["When you play this from face down, ", "playMeFromFacedown", ["gear"]],
  ["When you play me from face down, ", "playMeFromFacedown", ["unit"]],
  ["When you play me from face down on your turn, ", "playMeFromFacedownOnYourTurn", ["unit"]],
  ["When you play me or when I hold, ", "playMeOrHold", ["unit"]],
  ["When you play me or when I score, ", "playMeOrScore", ["unit"]],
  ["When you play me or I attack, ", "playMeOrAttack", ["unit"]],
  ["When you discard me, ", "discardMe", ["unit"]],
  ["When this is played, discarded, or killed, ", "playedDiscardedOrKilled", ["gear"]],
  ["When you recycle one or more cards to your Main Deck, ", "youRecycleToMainDeck", ["unit"]],
  ["When a showdown begins here, ", "showdownBeginsHere", ["unit"]],
  ["When a friendly unit moves from my location, ", "friendlyMovesFromMyLocation", ["unit"]],
  ["When an opponent moves to a battlefield other than mine, ", "opponentMovesToOtherBattlefield", ["unit"]],
  ["When combat starts here, ", "combatStartsHere", ["battlefield"]],
  ["When I'm played and when I conquer, ", "playedOrConquer", ["unit"]],
  ["When you play me or at the start of your Beginning Phase, ", "playMeOrBeginningPhase", ["unit"]],
  ["When you play this or at the start of your Beginning Phase, ", "playMeOrBeginningPhase", ["gear"]],
  ["When you play me to a battlefield, ", "playMeToBattlefield", ["unit"]],
  ["When I attack, ", "attack", ["unit", "gear"]],
  ["When I defend, ", "defend", ["unit", "gear"]],
  ["When I attack or defend, ", "attackOrDefend", ["unit", "gear"]],
  ["When I conquer, ", "conquer", ["unit", "gear"]],
  ["When I hold, ", "hold", ["unit", "gear"]],
  ["When I conquer or hold, ", "conquerOrHold", ["unit", "gear"]],
  ["When I conquer after an attack, ", "conquerAfterAttack", ["unit"]],
  ["When I win a combat, ", "winCombat", ["unit", "gear"]],
  ["When I move, ", "move", ["unit", "gear"]],
  ["When I move to a battlefield, ", "moveToBattlefield", ["unit", "gear"]],
  ["When I move from a battlefield, ", "moveFromBattlefield", ["unit", "gear"]],
  ["When I move from a location, ", "moveFromLocation", ["unit", "gear"]],
  ["When you [Stun] an enemy unit at a battlefield, ", "youStunEnemyAtBattlefield", ["unit", "gear", "legend"]],
  ["When you stun an enemy unit, ", "youStunEnemy", ["unit", "gear", "legend"]],
  ["When you stun one or more enemy units, ", "youStunEnemies", ["unit", "gear", "legend"]],
  ["When I become [Empowered], ", "becomeEmpowered", ["unit", "gear", "legend"]],
  ["When you empower something else, ", "youEmpowerOther", ["unit", "gear", "legend"]],
  ["When you banish a card you own, ", "youBanishOwnCard", ["unit", "gear", "legend"]],
  ["When a combat that I was in ends, ", "combatEnds", ["unit"]],
  ["When you play a spell, ", "youPlaySpell", ["unit", "gear", "legend", "battlefield"]],
  ["When you play a unit, ", "youPlayUnit", ["gear", "legend"]],
  ["When you play another unit, ", "youPlayAnotherUnit", ["unit"]],
  ["When you play me or another Dragon, ", "playMeOrAnotherDragon", ["unit"]],
  ["When you play me or the first time you play a non-token gear each turn, ", "playMeOrFirstNonTokenGear", ["unit"]],
  ["When you play a token unit, ", "youPlayTokenUnit", ["unit", "gear", "legend"]],
  ["When you play your second card in a turn, ", "youPlaySecondCard", ["unit", "gear", "legend"]],
  ["When you play your first card each turn, ", "youPlayFirstCard", ["unit", "gear", "legend"]],
  ["When you draw your second card each turn, ", "youDrawSecondCard", ["unit", "gear", "legend"]],
  ["When you hide a card, ", "youHide", ["unit", "gear", "legend"]],
  ["When you discard one or more cards, ", "youDiscard", ["unit", "gear", "legend"]],
  ["When you recycle a rune, ", "youRecycleRune", ["unit", "gear", "legend"]],
  ["When one or more enemy units die, ", "enemyUnitsDie", ["unit", "gear", "legend"]],
  ["When you move an enemy unit, ", "youMoveEnemyUnit", ["unit", "gear", "legend"]],
  ["The first time a friendly unit dies during your Beginning Phase each turn, ", "firstFriendlyDiesInBeginningPhase", ["gear", "legend"]],
  ["The first time a friendly unit dies each turn, ", "firstFriendlyDies", ["unit", "gear", "legend"]],
  ["When you play a gear, ", "youPlayGear", ["unit", "legend"]],
  ["When an opponent plays a unit while I'm at a battlefield, ", "opponentPlaysUnitWhileAtBattlefield", ["unit"]],
  ["When an opponent plays a gear, ", "opponentPlaysGear", ["unit"]],
  ["When a unit you control becomes [Mighty], ", "friendlyUnitBecomesMighty", ["unit"]],
  ["When one of your units becomes [Mighty], ", "friendlyUnitBecomesMighty", ["legend"]],
  ["When you play a [Mighty] unit, ", "youPlayMightyUnit", ["legend"]],
  ["When you conquer here, ", "conquerHere", ["battlefield"]],
  ["When you conquer, ", "youConquer", ["unit", "gear", "legend", "spell"]], // a spell's: only one that returns itself from the trash (support.ts)
  ["When you hold here, ", "holdHere", ["battlefield"]],
  ["When you score here, ", "youScoreHere", ["battlefield"]],
  ["When a player plays a unit here, ", "playerPlaysUnitHere", ["battlefield"]],
  ["The first time a player plays a non-token unit here each turn, ", "playerPlaysNonTokenUnitHereFirst", ["battlefield"]],
  ["When a unit here is returned to a player's hand, ", "unitHereReturnedToHand", ["battlefield"]],
  ["When a player plays a spell, ", "playerPlaysSpell", ["battlefield"]],
  ["While you control this battlefield, when you play a spell, ", "youPlaySpellWhileControlled", ["battlefield"]],
  ["When you defend here, ", "defendHere", ["battlefield"]],
  ["When you defend at a battlefield, ", "youDefendAtBattlefield", ["unit", "gear", "legend"]],
  ["When you kill a stunned enemy unit, ", "youKillStunnedEnemy", ["unit", "gear", "legend"]],
  ["When a friendly unit attacks or defends alone, ", "friendlyAttacksOrDefendsAlone", ["gear", "legend"]],
  ["When an enemy unit attacks a battlefield you control, ", "enemyAttacksYourBattlefield", ["gear", "legend"]],
  ["When you hold, ", "youHold", ["gear", "legend"]],
  ["When you conquer or hold, ", "youConquerOrHold", ["legend"]],
  ["When you or an ally hold, ", "youOrAllyHold", ["gear", "legend"]],
  ["When you win a combat, ", "youWinCombat", ["gear", "legend"]],
  ["When an opponent scores, ", "opponentScores", ["unit", "gear", "legend"]],
  ["When another friendly unit dies, ", "anotherFriendlyDies", ["unit"]],
  ["When another non-Recruit unit you control dies, ", "anotherNonRecruitDies", ["unit"]],
  ["When you ready a friendly unit, ", "youReadyFriendlyUnit", ["unit", "gear", "legend"]],
  ["When a buffed friendly unit dies, ", "friendlyBuffedUnitDies", ["gear", "legend"]],
  ["When a friendly unit dies, ", "friendlyUnitDies", ["gear", "legend"]],
  ["When you kill a unit with a spell, ", "youKillUnitWithSpell", ["unit"]], // a unit card's: works from its owner's trash, where it may play itself
  ["When a unit moves from here, ", "unitMovesFromHere", ["battlefield"]],
  ["When this leaves the board, ", "leaveBoard", ["gear"]],
  ["When you play a card from [Hidden], ", "youPlayFromHidden", ["unit", "gear", "legend"]],
  ["When you choose me with a spell, ", "youChooseMeWithSpell", ["unit"]],
  ["When you buff me, ", "youBuffMe", ["unit"]],
  ["When you buff a friendly unit, ", "youBuffFriendlyUnit", ["unit", "gear", "legend"]],
  ["When you spend a buff, ", "youSpendBuff", ["unit", "gear", "legend"]],
  ["When you use an activated ability of a gear, ", "youUseGearAbility", ["unit", "gear", "legend"]],
  ["When you play a card from face down, ", "youPlayFromFacedown", ["unit", "gear", "legend"]],
  ["When you play a card from anywhere other than your hand, ", "youPlayCardNotFromHand", ["unit", "gear", "legend"]],
  ["When you attach an Equipment to me, ", "youAttachEquipmentToMe", ["unit"]],
  ["When you choose or ready me, ", "youChooseOrReadyMe", ["unit"]],
  ["When I become ready, ", "iBecomeReady", ["unit"]],
  ["When you choose a friendly unit, ", "youChooseFriendlyUnit", ["unit", "gear", "legend"]],
  ["When a player chooses a friendly unit here with a spell for the first time each turn, ", "playerChoosesFriendlyHereFirst", ["battlefield"]],
  ["At the end of your turn, ", "endOfYourTurn", ["unit", "gear", "legend"]],
  ["At the start of your Beginning Phase, ", "startOfBeginningPhase", ["unit", "gear", "legend", "battlefield"]], // a battlefield's: its controller's (190.6.d)
  ["At the start of each player's Beginning Phase, ", "startOfEachBeginningPhase", ["battlefield"]],
  ["At the start of your Main Phase, ", "startOfMainPhase", ["gear"]], // placed by the caller (the Main Phase is outside chain resolution)
  ["At the start of each player's first Beginning Phase, ", "startOfEachFirstBeginningPhase", ["battlefield"]],
  ["At start of your Beginning Phase, ", "atStartOfBeginningPhase", ["legend"]],
];

/** Battlefield triggers on what any player does, controlled by that player (190.6.c): their effect opens with "they may ". */
export const THEY_EVENTS: readonly TriggerEvent[] = ["playerPlaysUnitHere", "playerPlaysSpell", "playerChoosesFriendlyHereFirst", "playerPlaysNonTokenUnitHereFirst"];
/** A "they" trigger whose effect is mandatory ("they draw 1."): read as the effect without "they ". */
export const THEY_MUST_EVENTS: readonly TriggerEvent[] = ["playerChoosesFriendlyHereFirst"];
export const THEY_MAY = "they may ";
/** Battlefield triggers naming "a player" whose effect opens with "that player may ": controlled by that player (190.6.c). */
export const THAT_PLAYER_EVENTS: readonly TriggerEvent[] = ["unitHereReturnedToHand"];
export const THAT_PLAYER_MAY = "that player may ";

/** Every trigger opening a source of this kind can print. */
export function triggerPrefixes(source: SourceKind): string[] {
  return TRIGGERS.filter(([, , kinds]) => kinds.includes(source)).map(([w]) => w);
}

/** Printed words of each trigger event, for the renderer. */
export function triggerWords(on: TriggerEvent, source: SourceKind): string | undefined {
  return TRIGGERS.find(([, e, kinds]) => e === on && kinds.includes(source))?.[0];
}

/** "When you play a spell that costs {5} or more, ": the event narrowed by the spell's printed Energy cost (206). */
const SPELL_COST_KINDS: readonly SourceKind[] = ["unit", "gear", "legend", "battlefield"];
const SPELL_COST_HEAD: P<TriggerCondition> = map(phrase`When you play a spell that costs ${ENERGY} or more, `, ([n]): TriggerCondition => ({ spellCostsAtLeast: n }));

/** "When you play a unit, gear, or activated ability with Energy cost {7} or more, ": those plays narrowed by their Energy cost. */
const ENERGY_PLAY_KINDS: readonly SourceKind[] = ["unit", "gear", "legend"];
const ENERGY_PLAY_WORDS = (n: number): string => `When you play a unit, gear, or activated ability with Energy cost {${n}} or more, `;
const ENERGY_PLAY_HEAD: P<TriggerCondition> = map(phrase`When you play a unit, gear, or activated ability with Energy cost ${ENERGY} or more, `, ([n]): TriggerCondition => ({ energyCostAtLeast: n }));

/** "When you conquer here with one or more [Mighty] units, ": a battlefield's conquest narrowed by the conqueror's units there. */
/** "When you play a spell on an opponent's turn, ": the event narrowed by whose turn it is as the spell is played. */
const OPPONENTS_TURN_WORDS = (what: "spell" | "card"): string => `When you play a ${what} on an opponent's turn, `;
const OPPONENTS_TURN_HEAD: P<TriggerEvent> = map(re(/When you play a (spell|card) on an opponent's turn, /), (m): TriggerEvent => (m[1] === "spell" ? "youPlaySpell" : "youPlayCard"));

/** "When you play a card with Power cost {any}{any} or more, ": any card its controller plays, by its printed Power cost. */
const POWER_WORDS = (n: number): string => `When you play a card with Power cost ${"{any}".repeat(n)} or more, `;
const POWER_HEAD: P<TriggerCondition> = map(re(/When you play a card with Power cost ((?:\{any\})+) or more, /), (m): TriggerCondition => ({ powerAtLeast: m[1]!.length / 5 }));

/** "When you play a unit during a showdown, ": the unit event, only while the turn is in a Showdown State (308.1). */
const DURING_SHOWDOWN_UNIT_WORDS = "When you play a unit during a showdown, ";
const DURING_SHOWDOWN_KINDS: readonly SourceKind[] = ["gear", "legend"];

/** "The first time I conquer each turn, ": the conquest event, only the first one of the turn. */
const FIRST_CONQUER_WORDS = "The first time I conquer each turn, ";
/** "The first time I win a combat each turn, ": the caller-placed win, only the first one of the turn. */
const FIRST_WIN_WORDS = "The first time I win a combat each turn, ";
/** "When I conquer a battlefield that was uncontrolled, ": the conquest, only of a battlefield nobody controlled just before it. */
const CONQUER_UNCONTROLLED_WORDS = "When I conquer a battlefield that was uncontrolled, ";
/** "When I die in combat, ": the death event (808.1.d), only if the unit was in combat as it died (740.2.c). */
const DIE_IN_COMBAT_WORDS = "When I die in combat, ";
/** "When I attack or defend one on one, ": the caller-placed attack or defence, only one on one (740.2.b), checked as it is placed. */
const ONE_ON_ONE_WORDS = "When I attack or defend one on one, ";
/** "The first time I move each turn, ": the move event, only the first one of the turn. */
const FIRST_MOVE_WORDS = "The first time I move each turn, ";
/** "The third time I move in a turn, ": the move event, only the Nth move of the turn. */
const ORDINALS = ["second", "third", "fourth", "fifth"] as const;
const NTH_MOVE_WORDS = (n: number): string | undefined => (ORDINALS[n - 2] ? `The ${ORDINALS[n - 2]} time I move in a turn, ` : undefined);
const NTH_MOVE_HEAD: P<TriggerCondition> = map(re(/The (second|third|fourth|fifth) time I move in a turn, /), (m): TriggerCondition => ({ nthMoveThisTurn: ORDINALS.indexOf(m[1] as (typeof ORDINALS)[number]) + 2 }));
/** "Once each turn, when an enemy unit dies while I'm at a battlefield, ": only the first such death of the turn. */
const ONCE_ENEMY_DIES_WORDS = "Once each turn, when an enemy unit dies while I'm at a battlefield, ";
/** "Once each turn, when an enemy unit here dies, ": a death at the unit's location, only the first of the turn. */
const ONCE_ENEMY_DIES_HERE_WORDS = "Once each turn, when an enemy unit here dies, ";

/**
 * "When I attack while your units have all 4 tags, ": the tags are the four of the family the card lists in another paragraph
 * (Bird, Cat, Dog and Poro; no other tag list has four), so "all 4 tags" is read as those four; checked as the caller places it.
 */
export const FAMILY_TAGS = ["Bird", "Cat", "Dog", "Poro"] as const;
const ALL_TAGS_WORDS = (n: number): string => `When I attack while your units have all ${n} tags, `;
const ALL_TAGS_HEAD: P<TriggerCondition> = map(phrase`When I attack while your units have all ${DIGITS} tags, `, ([n]): TriggerCondition | undefined =>
  n === FAMILY_TAGS.length ? { yourUnitsHaveAllTags: [...FAMILY_TAGS] } : undefined);

/** "When my Might becomes 10 or more, ": the moment the unit's Might goes from less than N to N or more (as 709 for Mighty). */
const MIGHT_BECOMES_WORDS = (n: number): string => `When my Might becomes ${n} or more, `;
const MIGHT_BECOMES_HEAD: P<TriggerCondition> = map(phrase`When my Might becomes ${DIGITS} or more, `, ([n]): TriggerCondition => ({ mightAtLeast: n }));

const MIGHTY_HERE_WORDS = (n: number): string => `When you conquer here with ${numberWord(n)} or more [Mighty] units, `;
const MIGHTY_HERE_HEAD: P<TriggerCondition> = map(phrase`When you conquer here with ${WORD_NUMBER} or more [Mighty] units, `, ([n]): TriggerCondition => ({ mightyUnitsHereAtLeast: n }));

/**
 * A conditional statement right after the Condition: part of the trigger condition (383.2.a.1), checked where the engine
 * notices the event: "if you control a Poro, " on play effects, "if you have 4+ units at that battlefield, " on conquests.
 */
export const YOU_CONTROL_TAG_WORDS = (tag: string): string => `if you control ${/^[AEIOU]/.test(tag) ? "an" : "a"} ${tag}, `;
const SELF_AT_BATTLEFIELD_WORDS = "if I'm at a battlefield, ";
const FACEDOWN_AT_BATTLEFIELD_WORDS = "if you control a facedown card at a battlefield, ";
const EXACTLY_ONE_OTHER_HERE_WORDS = "if there is exactly one other unit you control here, ";
const ENEMY_ALONE_HERE_WORDS = "if an enemy unit is alone here, ";
const NOT_DEALT_DAMAGE_WORDS = "if I haven't been dealt damage this turn, ";
const NOT_CONQUERED_WORDS = "if I didn't conquer this turn, ";
const PLAYED_UNIT_GEAR_SPELL_WORDS = "if you've played a non-token unit, a non-token gear, and a spell this turn, ";
const UNITS_THERE_WORDS = (n: number): string => `if you have ${n}+ units at that battlefield, `;
const NEAR_VICTORY_WORDS = (n: number): string => `if an opponent's score is within ${n} points of the Victory Score, `;
const GEAR_AT_LEAST_WORDS = (n: number): string => `if you control ${numberWord(n)} or more gear, `;
const EXCESS_WORDS = (n: number, toEnemyUnits?: true): string => `if you assigned ${n} or more excess damage${toEnemyUnits ? " to enemy units" : ""}, `;
/** The conquests whose combat may have had excess damage assigned ("When I conquer", "When you conquer [here]", "… after an attack"). */
const CONQUESTS: readonly TriggerEvent[] = ["conquer", "youConquer", "conquerHere", "conquerAfterAttack"];
const TRIGGER_IF: P<TriggerCondition> = alt<TriggerCondition>(
  map(lit("if you paid the additional cost, "), (): TriggerCondition => "paidAdditionalCost"),
  ...TAG_NOUNS.map((tag) => map(lit(YOU_CONTROL_TAG_WORDS(tag)), (): TriggerCondition => ({ youControlTag: tag }))),
  map(phrase`if you have ${DIGITS}+ units at that battlefield, `, ([n]): TriggerCondition => ({ unitsThereAtLeast: n })),
  map(lit(PLAYED_UNIT_GEAR_SPELL_WORDS), (): TriggerCondition => ({ playedUnitGearAndSpell: true })),
  map(lit(NOT_CONQUERED_WORDS), (): TriggerCondition => ({ selfDidNotConquerThisTurn: true })),
  map(phrase`if you have ${DIGITS}+ units here, `, ([n]): TriggerCondition => ({ unitsHereAtLeast: n })),
  map(phrase`if you have exactly ${DIGITS} cards in hand and exactly ${DIGITS} units at battlefields, `, ([h, u]): TriggerCondition => ({ handAndUnitsAtBattlefieldsExactly: [h, u] })),
  map(lit(EXACTLY_ONE_OTHER_HERE_WORDS), (): TriggerCondition => ({ exactlyOneOtherHere: true })),
  map(lit(ENEMY_ALONE_HERE_WORDS), (): TriggerCondition => ({ enemyAloneHere: true })),
  map(lit(NOT_DEALT_DAMAGE_WORDS), (): TriggerCondition => ({ notDealtDamageThisTurn: true })),
  map(phrase`if you control ${DIGITS} or more other gear, `, ([n]): TriggerCondition => ({ youControlGearAtLeast: n, other: true })),
  map(phrase`if you control ${WORD_NUMBER} or more gear, `, ([n]): TriggerCondition => ({ youControlGearAtLeast: n })),
  map(lit(SELF_AT_BATTLEFIELD_WORDS), (): TriggerCondition => ({ selfAtBattlefield: true })),
  map(phrase`if an opponent's score is within ${DIGITS} points of the Victory Score, `, ([n]): TriggerCondition => ({ opponentWithinOfVictory: n })),
  map(lit(FACEDOWN_AT_BATTLEFIELD_WORDS), (): TriggerCondition => ({ youControlFacedownAtBattlefield: true })),
  map(phrase`if you spent ${ENERGY} or more, `, ([n]): TriggerCondition => ({ spentAtLeast: n })),
  map(phrase`if you assigned ${DIGITS} or more excess damage to enemy units, `, ([n]): TriggerCondition => ({ excessDamageAtLeast: n, toEnemyUnits: true })),
  map(phrase`if you assigned ${DIGITS} or more excess damage, `, ([n]): TriggerCondition => ({ excessDamageAtLeast: n })),
  map(phrase`if ${RUNES_CONTROLLED}, `, ([runes]): TriggerCondition => ({ runes })),
);

/** The events whose noticing or placing checks a condition on the controller's runes (chain/runes.ts). */
const RUNE_CONDITION_EVENTS: readonly TriggerEvent[] = ["playMe", "move", "attack", "conquerHere", "startOfBeginningPhase"];

/** "If you control fewer runes than an opponent at the start of your Beginning Phase, ": the condition printed before the Condition (383.1.a). */
const RUNES_FIRST_HEAD: P<TriggerCondition> = map(phrase`If ${RUNES_CONTROLLED} at the start of your Beginning Phase, `, ([runes]): TriggerCondition => ({ runes, say: "first" }));
const runesFirstWords = (c: Extract<TriggerCondition, { runes: unknown }>): string => `If ${runesControlledWords(c.runes)} at the start of your Beginning Phase, `;

/** The events whose firing checks each conditional statement. */
function conditionFits(c: TriggerCondition, on: TriggerEvent): boolean {
  if (typeof c === "string") return true;
  if ("youControlTag" in c || "youControlGearAtLeast" in c || "opponentWithinOfVictory" in c) return on === "playMe";
  if ("unitsThereAtLeast" in c) return on === "youConquer";
  if ("unitsHereAtLeast" in c) return on === "holdHere";
  if ("playedUnitGearAndSpell" in c) return on === "conquer";
  if ("selfDidNotConquerThisTurn" in c) return on === "endOfYourTurn"; // placed by the caller: checked as it is placed // fired by the engine or placed by the caller: checked as it triggers // placed by the caller: checked as it is placed
  if ("handAndUnitsAtBattlefieldsExactly" in c) return on === "startOfBeginningPhase"; // placed by the caller: checked as it is placed
  if ("selfAtBattlefield" in c) return on === "endOfYourTurn" || on === "youPlayFirstCard"; // a unit's, placed by the caller: checked as it is placed
  if ("youControlFacedownAtBattlefield" in c) return on === "startOfBeginningPhase"; // placed by the caller: checked as it is placed
  if ("exactlyOneOtherHere" in c) return on === "hold";
  if ("enemyAloneHere" in c) return on === "attackOrDefend";
  if ("notDealtDamageThisTurn" in c) return on === "combatEnds"; // placed by the caller: checked as it is placed
  if ("spentAtLeast" in c) return on === "youPlaySpell" || on === "youPlaySpellWhileControlled";
  if ("excessDamageAtLeast" in c) return CONQUESTS.includes(on);
  if ("runes" in c) return !c.say && RUNE_CONDITION_EVENTS.includes(on);
  return false;
}

function triggered(source: SourceKind): P<ParsedAbility[]> {
  const heads: P<[TriggerEvent, TriggerCondition | undefined]>[] = [
    ...TRIGGERS.filter(([, , kinds]) => kinds.includes(source)).map(([words, on]) => map(lit(words), (): [TriggerEvent, TriggerCondition | undefined] => [on, undefined])),
    ...(SPELL_COST_KINDS.includes(source) ? [map(SPELL_COST_HEAD, (c): [TriggerEvent, TriggerCondition | undefined] => ["youPlaySpell", c])] : []),
    ...(ENERGY_PLAY_KINDS.includes(source) ? [map(ENERGY_PLAY_HEAD, (c): [TriggerEvent, TriggerCondition | undefined] => ["youPlayUnitGearOrAbility", c])] : []),
    ...(SPELL_COST_KINDS.includes(source) ? [map(POWER_HEAD, (c): [TriggerEvent, TriggerCondition | undefined] => ["youPlayCard", c])] : []),
    ...(SPELL_COST_KINDS.includes(source) ? [map(OPPONENTS_TURN_HEAD, (on): [TriggerEvent, TriggerCondition | undefined] => [on, { onOpponentsTurn: true }])] : []),
    ...(source === "unit" ? [map(lit(FIRST_CONQUER_WORDS), (): [TriggerEvent, TriggerCondition | undefined] => ["conquer", { firstTimeEachTurn: true }])] : []),
    ...(source === "unit" ? [map(lit(FIRST_MOVE_WORDS), (): [TriggerEvent, TriggerCondition | undefined] => ["move", { firstTimeEachTurn: true }])] : []),
    ...(source === "unit" ? [map(lit(FIRST_WIN_WORDS), (): [TriggerEvent, TriggerCondition | undefined] => ["winCombat", { firstTimeEachTurn: true }])] : []),
    ...(source === "unit" ? [map(lit(CONQUER_UNCONTROLLED_WORDS), (): [TriggerEvent, TriggerCondition | undefined] => ["conquer", { wasUncontrolled: true }])] : []),
    ...(source === "unit" ? [map(lit(ONE_ON_ONE_WORDS), (): [TriggerEvent, TriggerCondition | undefined] => ["attackOrDefend", { oneOnOne: true }])] : []),
    ...(source === "unit" ? [map(lit(DIE_IN_COMBAT_WORDS), (): [TriggerEvent, TriggerCondition | undefined] => ["die", "diedInCombat"])] : []),
    ...(source === "unit" ? [map(NTH_MOVE_HEAD, (c): [TriggerEvent, TriggerCondition | undefined] => ["move", c])] : []),
    ...(source === "unit" ? [map(lit(ONCE_ENEMY_DIES_WORDS), (): [TriggerEvent, TriggerCondition | undefined] => ["enemyDiesWhileAtBattlefield", { firstTimeEachTurn: true }])] : []),
    ...(source === "unit" ? [map(lit(ONCE_ENEMY_DIES_HERE_WORDS), (): [TriggerEvent, TriggerCondition | undefined] => ["enemyDiesHere", { firstTimeEachTurn: true }])] : []),
    ...(DURING_SHOWDOWN_KINDS.includes(source) ? [map(lit(DURING_SHOWDOWN_UNIT_WORDS), (): [TriggerEvent, TriggerCondition | undefined] => ["youPlayUnit", { duringShowdown: true }])] : []),
    ...(source === "battlefield" ? [map(MIGHTY_HERE_HEAD, (c): [TriggerEvent, TriggerCondition | undefined] => ["conquerHere", c])] : []),
    ...(source === "unit" ? [map(MIGHT_BECOMES_HEAD, (c): [TriggerEvent, TriggerCondition | undefined] => ["myMightBecomesAtLeast", c])] : []),
    ...(source === "unit" ? [map(ALL_TAGS_HEAD, (c): [TriggerEvent, TriggerCondition | undefined] => ["attack", c])] : []),
    ...(source === "unit" ? [map(RUNES_FIRST_HEAD, (c): [TriggerEvent, TriggerCondition | undefined] => ["startOfBeginningPhase", c])] : []),
  ];
  return (s, i, scope) =>
    heads.flatMap((head) =>
      head(s, i, newScope(source)).flatMap((hd) => {
        const [on, narrowed] = hd.v;
        // "When you ready / choose a friendly unit, … it", "When a unit moves from here, … it": "it" is the unit the condition named (359.3.f.3)
        // "When a player plays a unit here, they may …": that player controls the ability (190.6.c), so "they" are its "you"; the rest
        // of the ability names no other player
        if (THAT_PLAYER_EVENTS.includes(on)) {
          // "that player may …": read with "you" (that player is the ability's "you"); the whole line must be read
          const line = s.slice(hd.end).split("\n")[0] ?? "";
          if (!line.startsWith(THAT_PLAYER_MAY) || /\b(you|your|they|their)\b/i.test(line)) return [];
          const swappedLine = `you may ${line.slice(THAT_PLAYER_MAY.length)}`;
          const swapped = s.slice(0, hd.end) + swappedLine + s.slice(hd.end + line.length);
          return seq(EFFECT)(swapped, hd.end, { ...newScope(source), trigger: on }).flatMap((h) =>
            h.end === hd.end + swappedLine.length ? [{ v: [{ ability: { kind: "triggered", on, effect: h.v[0] } as Ability }], end: hd.end + line.length, scope }] : []);
        }
        if (THEY_EVENTS.includes(on)) {
          // read with "you" for each "they" (that player is the ability's "you"); the whole line must be read
          const line = s.slice(hd.end).split("\n")[0] ?? "";
          if (THEY_MUST_EVENTS.includes(on)) {
            // "they draw 1.": the effect read after "they " (that player is the ability's "you"); nothing else names a player
            if (!line.startsWith("they ") || line.startsWith(THEY_MAY) || /\b(you|your|they|their)\b/i.test(line.slice(5))) return [];
            const bare = line.charAt(5).toUpperCase() + line.slice(6);
            const swapped = s.slice(0, hd.end) + bare + s.slice(hd.end + line.length);
            return seq(EFFECT)(swapped, hd.end, { ...newScope(source), trigger: on }).flatMap((h) =>
              h.end === hd.end + bare.length ? [{ v: [{ ability: { kind: "triggered", on, effect: h.v[0] } as Ability }], end: hd.end + line.length, scope }] : []);
          }
          if (!line.startsWith(THEY_MAY) || /\byou(r)?\b/i.test(line)) return [];
          const swappedLine = line.replace(/\bthey\b/g, "you");
          const swapped = s.slice(0, hd.end) + swappedLine + s.slice(hd.end + line.length);
          const it = on === "playerPlaysUnitHere" || on === "playerPlaysNonTokenUnitHereFirst" ? { it: { triggered: true } as ObjectRef } : {};
          return seq(EFFECT)(swapped, hd.end, { ...newScope(source), trigger: on, ...it }).flatMap((h) =>
            h.end === hd.end + swappedLine.length ? [{ v: [{ ability: { kind: "triggered", on, effect: h.v[0] } as Ability }], end: hd.end + line.length, scope }] : []);
        }
        const it = on === "youReadyFriendlyUnit" || on === "opponentPlaysGear" || on === "youBuffFriendlyUnit" || on === "friendlyUnitBecomesMighty" || on === "unitMovesFromHere" || on === "youChooseFriendlyUnit" || on === "youMoveEnemyUnit" || on === "opponentPlaysUnitWhileAtBattlefield" || on === "friendlyAttacksOrDefendsAlone" || on === "enemyAttacksYourBattlefield" ? { it: { triggered: true } as ObjectRef } : on === "playMeFromFacedown" ? { it: { self: true } as ObjectRef } : {};
        return seq(opt(TRIGGER_IF), alt(EFFECT, MODAL, MODAL_GIVE_ME))(s, hd.end, { ...newScope(source), trigger: on, ...it }).flatMap((h) => {
          const follows = h.v[0];
          if (narrowed && follows) return [];
          if (follows && !conditionFits(follows, on)) return [];
          // "that much" names the excess damage of the condition before it
          if (JSON.stringify(h.v[1]).includes('"excessDamage":true') && !(follows && typeof follows === "object" && "excessDamageAtLeast" in follows)) return [];
          const condition = narrowed ?? follows;
          return [{ v: [{ ability: { kind: "triggered", on, ...(condition ? { condition } : {}), effect: h.v[1] } as Ability }], end: h.end, scope }];
        });
      }),
    );
}

/** The printed words of a triggered ability's head and its condition, or undefined when they can't be said. */
export function triggerHeadWords(on: TriggerEvent, condition: TriggerCondition | undefined, source: SourceKind): string | undefined {
  if (condition && typeof condition !== "string" && "spellCostsAtLeast" in condition)
    return on === "youPlaySpell" && SPELL_COST_KINDS.includes(source) ? `When you play a spell that costs {${condition.spellCostsAtLeast}} or more, ` : undefined;
  if (condition && typeof condition !== "string" && "energyCostAtLeast" in condition)
    return on === "youPlayUnitGearOrAbility" && ENERGY_PLAY_KINDS.includes(source) ? ENERGY_PLAY_WORDS(condition.energyCostAtLeast) : undefined;
  if (condition && typeof condition !== "string" && "nthMoveThisTurn" in condition) return on === "move" && source === "unit" ? NTH_MOVE_WORDS(condition.nthMoveThisTurn) : undefined;
  if (condition && typeof condition !== "string" && "firstTimeEachTurn" in condition)
    return source !== "unit" ? undefined : on === "conquer" ? FIRST_CONQUER_WORDS : on === "move" ? FIRST_MOVE_WORDS : on === "winCombat" ? FIRST_WIN_WORDS : on === "enemyDiesWhileAtBattlefield" ? ONCE_ENEMY_DIES_WORDS : on === "enemyDiesHere" ? ONCE_ENEMY_DIES_HERE_WORDS : undefined;
  if (condition && typeof condition !== "string" && "wasUncontrolled" in condition) return on === "conquer" && source === "unit" ? CONQUER_UNCONTROLLED_WORDS : undefined;
  if (condition && typeof condition !== "string" && "oneOnOne" in condition) return on === "attackOrDefend" && source === "unit" ? ONE_ON_ONE_WORDS : undefined;
  if (condition === "diedInCombat") return on === "die" && source === "unit" ? DIE_IN_COMBAT_WORDS : undefined;
  if (condition && typeof condition !== "string" && "powerAtLeast" in condition)
    return on === "youPlayCard" && SPELL_COST_KINDS.includes(source) ? POWER_WORDS(condition.powerAtLeast) : undefined;
  if (condition && typeof condition !== "string" && "onOpponentsTurn" in condition)
    return (on === "youPlaySpell" || on === "youPlayCard") && SPELL_COST_KINDS.includes(source) ? OPPONENTS_TURN_WORDS(on === "youPlaySpell" ? "spell" : "card") : undefined;
  if (condition && typeof condition !== "string" && "yourUnitsHaveAllTags" in condition)
    return on === "attack" && source === "unit" && JSON.stringify(condition.yourUnitsHaveAllTags) === JSON.stringify(FAMILY_TAGS) ? ALL_TAGS_WORDS(FAMILY_TAGS.length) : undefined;
  if (condition && typeof condition !== "string" && "duringShowdown" in condition)
    return on === "youPlayUnit" && DURING_SHOWDOWN_KINDS.includes(source) ? DURING_SHOWDOWN_UNIT_WORDS : undefined;
  if (condition && typeof condition !== "string" && "mightAtLeast" in condition)
    return on === "myMightBecomesAtLeast" && source === "unit" ? MIGHT_BECOMES_WORDS(condition.mightAtLeast) : undefined;
  if (condition && typeof condition !== "string" && "mightyUnitsHereAtLeast" in condition)
    return on === "conquerHere" && source === "battlefield" ? MIGHTY_HERE_WORDS(condition.mightyUnitsHereAtLeast) : undefined;
  if (condition && typeof condition !== "string" && "runes" in condition && condition.say === "first")
    return on === "startOfBeginningPhase" && source === "unit" ? runesFirstWords(condition) : undefined;
  const head = triggerWords(on, source);
  if (!head) return undefined;
  if (!condition) return head;
  if (condition === "paidAdditionalCost") return `${head}if you paid the additional cost, `;
  if (typeof condition === "string" || !conditionFits(condition, on)) return undefined;
  if ("youControlTag" in condition) return `${head}${YOU_CONTROL_TAG_WORDS(condition.youControlTag)}`;
  if ("opponentWithinOfVictory" in condition) return `${head}${NEAR_VICTORY_WORDS(condition.opponentWithinOfVictory)}`;
  if ("unitsThereAtLeast" in condition) return `${head}${UNITS_THERE_WORDS(condition.unitsThereAtLeast)}`;
  if ("selfDidNotConquerThisTurn" in condition) return source === "gear" ? `${head}${NOT_CONQUERED_WORDS}` : undefined;
  if ("playedUnitGearAndSpell" in condition) return source === "unit" ? `${head}${PLAYED_UNIT_GEAR_SPELL_WORDS}` : undefined;
  if ("unitsHereAtLeast" in condition) return source === "battlefield" ? `${head}if you have ${condition.unitsHereAtLeast}+ units here, ` : undefined;
  if ("handAndUnitsAtBattlefieldsExactly" in condition) return `${head}if you have exactly ${condition.handAndUnitsAtBattlefieldsExactly[0]} cards in hand and exactly ${condition.handAndUnitsAtBattlefieldsExactly[1]} units at battlefields, `;
  if ("selfAtBattlefield" in condition) return source === "unit" ? `${head}${SELF_AT_BATTLEFIELD_WORDS}` : undefined;
  if ("youControlFacedownAtBattlefield" in condition) return `${head}${FACEDOWN_AT_BATTLEFIELD_WORDS}`;
  if ("exactlyOneOtherHere" in condition) return `${head}${EXACTLY_ONE_OTHER_HERE_WORDS}`;
  if ("enemyAloneHere" in condition) return `${head}${ENEMY_ALONE_HERE_WORDS}`;
  if ("notDealtDamageThisTurn" in condition) return `${head}${NOT_DEALT_DAMAGE_WORDS}`;
  if ("spentAtLeast" in condition) return `${head}if you spent {${condition.spentAtLeast}} or more, `;
  if ("excessDamageAtLeast" in condition) return `${head}${EXCESS_WORDS(condition.excessDamageAtLeast, condition.toEnemyUnits)}`;
  if ("runes" in condition) return `${head}if ${runesControlledWords(condition.runes)}, `;
  if ("youControlGearAtLeast" in condition) {
    const n = condition.youControlGearAtLeast;
    return condition.other ? `${head}if you control ${n} or more other gear, ` : `${head}${GEAR_AT_LEAST_WORDS(n)}`;
  }
  return undefined;
}

// ---- activated --------------------------------------------------------------------------------

const COST: P<Cost> = alt<Cost>(
  map(lit("{exhaust}"), () => ({ cost: "exhaustSelf" })),
  map(SYMBOLS, (label) => ({ cost: "resources", label })),
  map(lit("Kill this"), () => ({ cost: "killSelf", say: "this" })),
  map(lit("Disempower me"), () => ({ cost: "disempowerSelf" })),
  map(lit("Exhaust a unit you control"), () => ({ cost: "exhaustFriendlyUnit" })),
  map(lit("Banish this"), (_, scope) => (scope.source === "gear" ? ({ cost: "banishSelf" } as Cost) : undefined)),
  map(lit("Kill a friendly unit or gear"), () => ({ cost: "killFriendlyUnit", orGear: true })),
  map(lit("Kill a friendly unit"), () => ({ cost: "killFriendlyUnit" })),
  map(lit("Disempower this"), () => ({ cost: "disempowerSelf", say: "this" })),
  map(phrase`Discard ${DIGITS}`, ([n]) => ({ cost: "discard", n })),
  map(re(/Discard a (spell|unit|gear)/), (m) => ({ cost: "discard", n: 1, type: m[1] as "spell" | "unit" | "gear" })),
  map(phrase`Recycle ${DIGITS} from your trash`, ([n]) => ({ cost: "recycleFromTrash", n })),
  map(phrase`Recycle ${DIGITS} cards from your trash`, ([n]) => ({ cost: "recycleFromTrash", n, say: "cards" })),
  map(lit("Recycle a unit from your trash"), () => ({ cost: "recycleFromTrash", n: 1, type: "unit" })),
  map(phrase`Spend ${DIGITS} XP`, ([n]) => ({ cost: "spendXp", n })),
  map(lit("Spend my buff"), () => ({ cost: "spendOwnBuff" })),
);

/** "… Use this ability only while I'm at a battlefield." after an activated ability's effect. */
export const CHOSE_ENEMY_TWICE_WORDS = " Use only if you've chosen enemy units and/or gear twice this turn with spells or unit abilities.";
export const PLAYED_EQUIPMENT_WORDS = " Use only if you've played an Equipment this turn.";
export const CHOSE_ENEMY_ONCE_WORDS = " Use only if you've chosen an enemy unit this turn and only once each turn.";
const RESTRICTION: P<Cost | undefined> = opt(alt<Cost>(
  map(lit(" Use this ability only while I'm at a battlefield."), (): Cost => ({ cost: "onlyWhileAtBattlefield" })),
  map(phrase` This ability costs ${SYMBOLS} less ${FOR_EACH}.`, ([amount, forEach]): Cost => ({ cost: "abilityCostsLessFor", amount, forEach })),
  map(lit(" Use only once per turn."), (): Cost => ({ cost: "oncePerTurn" })),
  map(lit(CHOSE_ENEMY_ONCE_WORDS), (): Cost => ({ cost: "oncePerTurn", onlyIf: "choseEnemyUnit" })),
  map(lit(CHOSE_ENEMY_TWICE_WORDS), (): Cost => ({ cost: "onlyIfChoseEnemyTimes", n: 2 })),
  map(lit(PLAYED_EQUIPMENT_WORDS), (): Cost => ({ cost: "onlyIfPlayedEquipment" })),
));

const COSTS: P<Cost[]> = sepBy1(COST, lit(", "));
const TIMING: P<"Action" | "Reaction"> = map(re(/\[(Action|Reaction)\]/), (m) => m[1] as "Action" | "Reaction");

/** ". This ability costs {3} less if you control 4 or fewer runes." / "… less for each rune you control." after a costed keyword's cost. */
const ABILITY_COSTS_LESS: P<Cost> = alt<Cost>(
  map(phrase`. This ability costs ${SYMBOLS} less for each rune you control.`, ([amount]) => ({ cost: "abilityCostsLess", amount, runes: { per: "rune" } })),
  map(phrase`. This ability costs ${SYMBOLS} less if you control ${DIGITS} or fewer runes.`, ([amount, n]) => ({ cost: "abilityCostsLess", amount, runes: { atMost: n } })),
);

/** "[Empower] {2}", "[Empower] - Discard 1": "[Cost]: Empower this. Play only if not Empowered." (827.1.c.1) */
/** "[Empower] - {N} or {P}": either cost may be paid (paid outside the engine: the label records both). */
const EITHER_COST: P<Cost[]> = map(phrase`${SYMBOLS} or ${SYMBOLS}`, ([a, b]) => [{ cost: "resources", label: `${a} or ${b}` }]);

const EMPOWER: P<ParsedAbility[]> = map(seq(lit("[Empower]"), alt(map(lit(" - "), () => true), map(lit(" "), () => false)), alt(EITHER_COST, COSTS), opt(ABILITY_COSTS_LESS)), ([, dash, costs, less]) => [
  { ability: empowerAbility(less ? [...costs, less] : costs), keyword: "Empower", ...(dash ? { dash: true } : {}) },
]);

export function empowerAbility(costs: Cost[]): Ability {
  return {
    kind: "activated",
    costs: [...costs, { cost: "onlyIfNotEmpowered" }],
    effect: { targets: [], lines: [{ label: "empower this", instruction: { op: "empower", what: { self: true, say: "me" } } }] },
  };
}

function activated(source: SourceKind): P<ParsedAbility[]> {
  const build = (costs: Cost[], timing: "Action" | "Reaction" | undefined, effect: Effect, timingFirst: boolean): ParsedAbility[] => [{
    ability: { kind: "activated", costs, effect, ...(timing === "Reaction" ? { reaction: true } : timing === "Action" ? { action: true } : {}) },
    ...(timingFirst ? { timingFirst: true } : {}),
  }];
  return (s, i, scope) => [
    // "{exhaust}: [Reaction], [Legion] - X.": the effect only with Legion, the ability itself always (one instruction)
    ...seq(COSTS, lit(": "), opt(seq(TIMING, lit(", "))), lit("[Legion]"), GLYPH, EFFECT)(s, i, newScope(source)).flatMap((h) => {
      const lines = h.v[5].lines;
      if (lines.length !== 1 || lines[0]!.optional || lines[0]!.link || h.v[5].targets.length) return [];
      const line = { ...lines[0]!, instruction: { op: "ifLegion", then: lines[0]!.instruction } as Effect["lines"][number]["instruction"] };
      return [{ v: build(h.v[0], h.v[2]?.[0], { ...h.v[5], lines: [line] }, false), end: h.end, scope }];
    }),
    ...seq(COSTS, lit(": "), opt(seq(TIMING, GLYPH)), EFFECT, RESTRICTION)(s, i, newScope(source)).map((h) => ({
      v: build(h.v[4] ? [...h.v[0], h.v[4]] : h.v[0], h.v[2]?.[0], h.v[3], false), end: h.end, scope,
    })),
    // a modal activated ability whose modes exclude those chosen this turn: the modes it remembers (the only modal activated abilities read)
    ...seq(COSTS, lit(": "), MODAL)(s, i, newScope(source)).flatMap((h) => (h.v[2].modeHead === "notChosenThisTurn" || h.v[2].modeHead === "notBeenChosenThisTurn" ? [{
      v: build(h.v[0], undefined, h.v[2], false), end: h.end, scope,
    }] : [])),
    ...seq(TIMING, lit("[>] "), COSTS, lit(": "), EFFECT)(s, i, newScope(source)).map((h) => ({
      v: build(h.v[2], h.v[0], h.v[4], true), end: h.end, scope,
    })),
  ];
}

// ---- static -----------------------------------------------------------------------------------

/** A group with "here" taken out into the scope: "Other friendly units here", "Units here", "Your Mechs". */
function staticGroup(ref: ObjectRef, hereFirst: boolean): StaticScope | undefined {
  if (!("all" in ref)) return undefined;
  const sel: Selector = ref.all;
  const here = sel.requirements.some((r) => r.req === "here");
  if (hereFirst !== here && hereFirst) return undefined;
  // "Units here with [Temporary]": "here" among the other words stays a requirement of the group, in its place
  if (here && sel.requirements.at(-1)?.req !== "here") return { group: sel };
  return { group: { ...sel, requirements: sel.requirements.filter((r) => r.req !== "here") }, ...(here ? { here: true, hereFirst: true } : {}) };
}

/** "… can be played to an occupied battlefield if an enemy unit is alone there." (where units may be played: not checked by the engine) */
export const ENEMY_ALONE_PLAY_WORDS = (who: string): string => `${who} can be played to an occupied battlefield if an enemy unit is alone there.`;

/** A condition on the battlefields' controllers, printed before "I enter ready". */
const OPPONENT_HOLDS = "an opponent controls a battlefield";

const STATIC_SIMPLE: ReadonlyArray<[string, Ability, SourceKind[]]> = [
  ["I enter ready.", { kind: "static", rule: { rule: "enterReady" } }, ["unit"]],
  ["This can't be countered.", { kind: "static", rule: { rule: "cantBeCountered", who: "this" } }, ["spell"]],
  ["Prevent all damage that enemy spells and abilities would deal to me.", { kind: "static", rule: { rule: "preventEnemyDamageToMe" } }, ["unit"]],
  ["Your spells and abilities can't be countered.", { kind: "static", rule: { rule: "cantBeCountered", who: "yourSpellsAndAbilities" } }, ["unit", "gear", "legend"]],
  ...TAG_NOUNS.map((tag): [string, Ability, SourceKind[]] => [
    `I enter ready if you control another ${tag}.`, { kind: "static", rule: { rule: "enterReady", if: { otherUnits: { tag }, atLeast: 1 } } }, ["unit"],
  ]),
  ...[2, 3, 4].map((n): [string, Ability, SourceKind[]] => [
    `I enter ready if you have ${numberWord(n)} or more other units in your base.`, { kind: "static", rule: { rule: "enterReady", if: { otherUnits: { inYourBase: true }, atLeast: n } } }, ["unit"],
  ]),
  ...[1, 2, 3, 4, 5].map((n): [string, Ability, SourceKind[]] => [
    `If your score is not within ${n} points of the Victory Score, I enter ready.`, { kind: "static", rule: { rule: "enterReady", if: { scoreNotWithinOfVictory: n } } }, ["unit"],
  ]),
  ...[1, 2, 3, 4, 5].map((n): [string, Ability, SourceKind[]] => [
    `If an opponent's score is within ${n} points of the Victory Score, I enter ready.`, { kind: "static", rule: { rule: "enterReady", if: { opponentWithinOfVictory: n } } }, ["unit"],
  ]),
  ...[1, 2, 3, 4, 5].flatMap((n) => [1, 2].map((k): [string, Ability, SourceKind[]] => [
    `While your score is within ${n} points of the Victory Score, your Gold [Add] an additional {${k}}.`, { kind: "static", rule: { rule: "goldAddsAdditional", withinOfVictory: n, symbols: `{${k}}` } }, ["legend"],
  ])),
  ["If you play me to a battlefield, I enter ready.", { kind: "static", rule: { rule: "enterReady", if: { playedToBattlefield: true } } }, ["unit"]],
  [`If ${OPPONENT_HOLDS}, I enter ready.`, { kind: "static", rule: { rule: "enterReady", if: { opponentControlsBattlefield: true } } }, ["unit"]],
  ...[1, 2, 3].map((n): [string, Ability, SourceKind[]] => [
    `If you have ${numberWord(n)} or fewer cards in your hand, I enter ready.`, { kind: "static", rule: { rule: "enterReady", if: { handAtMost: n } } }, ["unit"],
  ]),
  ...[1, 2, 3, 4].map((n): [string, Ability, SourceKind[]] => [
    `If an opponent controls a stunned unit, I cost {${n}} less and enter ready.`, { kind: "static", rule: { rule: "enterReady", if: { opponentControlsStunned: true }, costsLess: `{${n}}` } }, ["unit"],
  ]),
  ["While I'm at a battlefield, opponents can't gain points.", { kind: "static", rule: { rule: "opponentsCantScore" } }, ["unit"]],
  ["Use my abilities only while I'm at a battlefield.", { kind: "static", rule: { rule: "abilitiesOnlyAtBattlefield" } }, ["unit"]],
  ["Each Equipment attached to me gives double its base Might bonus.", { kind: "static", rule: { rule: "doubleEquipmentBonus" } }, ["unit"]],
  ["As this is attached to a unit, choose another friendly unit. The equipped unit becomes a copy of that unit for as long as this is attached to it.", { kind: "static", rule: { rule: "copyChosenWhileAttached" } }, ["gear"]],
  ["As this is attached to a unit, copy that unit's text to this Equipment's effect text for as long as this is attached to it.", { kind: "static", rule: { rule: "copyUnitTextWhileAttached" } }, ["gear"]],
  ["Bird, Cat, Dog, Poro, and Ivern units here have +1 {might}.", { kind: "static", rule: { rule: "mightModifier", n: 1, who: { group: { kind: "unit", requirements: [{ req: "anyTag", tags: ["Bird", "Cat", "Dog", "Poro", "Ivern"] }] }, here: true, hereFirst: true } } }, ["battlefield"]],
  ["As you play me, add the Baron Pit battlefield token to the board if it's not there already. If you do, I enter there.", { kind: "static", rule: { rule: "addBattlefieldTokenEnterThere", token: "Baron Pit" } }, ["unit"]],
  ...TAG_NOUNS.map((tag): [string, Ability, SourceKind[]] => [`I am ${/^[AEIOU]/.test(tag) ? "an" : "a"} ${tag}.`, { kind: "static", rule: { rule: "selfTag", tag } }, ["unit", "gear"]]),
  ["I enter ready if you have a card with my name in your trash.", { kind: "static", rule: { rule: "enterReady", ifNamedInTrash: true } }, ["unit"]],
  ["I enter in base.", { kind: "static", rule: { rule: "enterInBase" } }, ["unit"]],
  ["Other friendly units enter ready.", { kind: "static", rule: { rule: "othersEnterReady" } }, ["unit"]],
  ["Your units enter ready.", { kind: "static", rule: { rule: "othersEnterReady", say: "yourUnits" } }, ["legend"]],
  ["You may pay {1} to hide a card with [Hidden] instead of {any}.", { kind: "static", rule: { rule: "hideForEnergy", pay: "{1}" } }, ["legend"]],
  ["Sand Soldiers you play have [Weaponmaster].", { kind: "static", rule: { rule: "sandSoldiersHaveWeaponmaster" } }, ["legend"]],
  ["Friendly units played from anywhere other than a player's hand have [Accelerate].", { kind: "static", rule: { rule: "notFromHandHaveAccelerate" } }, ["unit"]],
  ["Your tokens enter ready.", { kind: "static", rule: { rule: "tokensEnterReady" } }, ["unit"]],
  ["I have all {exhaust} abilities of all friendly legends, units, and gear.", { kind: "static", rule: { rule: "exhaustAbilitiesOfFriendly" } }, ["unit"]],
  ["Once each turn, if you would play a token unit while I'm at a battlefield, you may play that token and an additional copy of it instead.", { kind: "static", rule: { rule: "extraTokenCopyOnceATurn" } }, ["unit"]],
  ["This enters exhausted.", { kind: "static", rule: { rule: "entersExhausted" } }, ["gear"]],
  ["Skip your Draw Phase.", { kind: "static", rule: { rule: "skipDrawPhase" } }, ["gear"]],
  ["You may play cards from your trash.", { kind: "static", rule: { rule: "mayPlayCardsFromTrash" } }, ["gear"]],
  ["If a card would go to your trash from anywhere other than your Main Deck, banish it instead.", { kind: "static", rule: { rule: "banishInsteadOfTrash" } }, ["gear"]],
  ["If a combat where you are the attacker ends in a tie, recall ALL units instead.", { kind: "static", rule: { rule: "tieRecallsAllUnitsHere" } }, ["gear"]],
  ["I can't be chosen by enemy spells and abilities.", { kind: "static", rule: { rule: "untargetableByEnemy", unlessInCombat: false } }, ["unit"]],
  ["I can't be chosen by enemy spells and abilities unless I'm in combat.", { kind: "static", rule: { rule: "untargetableByEnemy", unlessInCombat: true } }, ["unit"]],
  ["Units can't move from here to base.", { kind: "static", rule: { rule: "noMoveFromHereToBase" } }, ["battlefield"]],
  ...[1, 2, 3, 4].map((n): [string, Ability, SourceKind[]] => [`As I'm revealed from your deck, [Add] {${n}}.`, { kind: "static", rule: { rule: "addAsRevealed", symbols: `{${n}}` } }, ["unit"]]),
  ["As you look at or reveal me from the top of your deck, you may banish me. If you do, you may play me for {any}.", { kind: "static", rule: { rule: "mayBanishAsLookedOrRevealed", playFor: "{any}" } }, ["unit"]],
  ...[1, 2, 3].map((n): [string, Ability, SourceKind[]] => [`Spells and abilities deal ${n} Bonus Damage to units here.`, { kind: "static", rule: { rule: "bonusDamageToUnitsHere", n } }, ["battlefield"]]),
  ["If you would reveal cards from a deck, look at the top card first. You may recycle it. Then reveal those cards.", { kind: "static", rule: { rule: "lookTopBeforeReveal" } }, ["unit"]],
  ["Your opponents' [Hidden] cards can't be revealed here.", { kind: "static", rule: { rule: "opponentsHiddenNotRevealedHere" } }, ["unit"]],
  ["Your [Deathknell] effects trigger an additional time.", { kind: "static", rule: { rule: "deathknellAgain" } }, ["unit"]],
  ["Your conquer effects for conquering here trigger an additional time.", { kind: "static", rule: { rule: "conquerEffectsAgainHere" } }, ["unit"]],
  ["Your hold effects for holding here trigger an additional time.", { kind: "static", rule: { rule: "holdEffectsAgainHere" } }, ["unit"]],
  ["I can't be readied.", { kind: "static", rule: { rule: "cantBeReadied" } }, ["unit"]],
  ["Any amount of your damage is enough to kill enemy units.", { kind: "static", rule: { rule: "anyDamageKillsEnemies" } }, ["unit"]],
  ["Your [Temporary] effects at my battlefield don't trigger.", { kind: "static", rule: { rule: "temporaryDoesntTriggerHere" } }, ["unit"]],
  ["I can't be moved by enemy spells and abilities.", { kind: "static", rule: { rule: "cantBeMovedByEnemy" } }, ["unit", "gear"]],
  ["While I'm at a battlefield, opponents can only play units to their base.", { kind: "static", rule: { rule: "opponentsPlayUnitsOnlyToBase" } }, ["unit"]],
  ["While I'm at a battlefield, spells and abilities can't ready enemy units and gear.", { kind: "static", rule: { rule: "cantReadyEnemiesWhileAtBattlefield" } }, ["unit"]],
  ["I can't move to base.", { kind: "static", rule: { rule: "cantMoveToBase", who: "me" } }, ["unit"]],
  ["Units can't move to base.", { kind: "static", rule: { rule: "cantMoveToBase", who: "units" } }, ["unit"]],
  ["You may play me to its battlefield.", { kind: "static", rule: { rule: "playPermission", where: "killedUnitsBattlefield" } }, ["unit"]],
  ["You may [Ambush] me to its battlefield, even if you don't have other units there.", { kind: "static", rule: { rule: "playPermission", where: "ambushToKilledUnitsBattlefield" } }, ["unit"]],
  ["I can [Ambush] to a battlefield where there are enemy units, even if you don't have units there.", { kind: "static", rule: { rule: "playPermission", where: "ambushToEnemyBattlefield", say: "evenIf" } }, ["unit"]],
  ["I can [Ambush] to a battlefield where there are enemy units.", { kind: "static", rule: { rule: "playPermission", where: "ambushToEnemyBattlefield" } }, ["unit"]],
  [ENEMY_ALONE_PLAY_WORDS("I"), { kind: "static", rule: { rule: "playPermission", where: "enemyAloneBattlefield" } }, ["unit"]],
  ["I can be played to a battlefield where there are enemy units.", { kind: "static", rule: { rule: "playPermission", where: "enemyUnitsBattlefield" } }, ["unit"]],
  ["You may play me to an open battlefield.", { kind: "static", rule: { rule: "playPermission", where: "openBattlefield" } }, ["unit"]],
  ["You may play me to an occupied enemy battlefield.", { kind: "static", rule: { rule: "playPermission", where: "occupiedEnemyBattlefield" } }, ["unit"]],
  ["I can be played to a battlefield you're attacking.", { kind: "static", rule: { rule: "playPermission", where: "attackedBattlefield" } }, ["unit"]],
  ["Units can't be played here.", { kind: "static", rule: { rule: "noUnitsPlayedHere" } }, ["battlefield"]],
  ["As you play this, name a tag.", { kind: "static", rule: { rule: "nameTagAsPlayed" } }, ["gear"]],
  ["While I'm at a battlefield, opponents can't play spells with that name.", { kind: "static", rule: { rule: "opponentsCantPlayNamedSpells" } }, ["unit"]],
  ["Play me only to a battlefield you conquered this turn.", { kind: "static", rule: { rule: "playOnlyTo", where: "conqueredThisTurn" } }, ["unit"]],
  ["I don't deal combat damage.", { kind: "static", rule: { rule: "combatDamage", what: "none" } }, ["unit"]],
  ["I must be assigned combat damage last.", { kind: "static", rule: { rule: "combatDamage", what: "assignedLast" } }, ["unit"]],
  ["I don't deal combat damage unless I'm at a battlefield with exactly one other unit you control.", { kind: "static", rule: { rule: "combatDamage", what: "noneUnlessExactlyOneOther" } }, ["unit"]],
  ["Enemy units here with less Might than me don't deal combat damage.", { kind: "static", rule: { rule: "combatDamage", what: "enemiesHereWithLessMightNone" } }, ["unit"]],
  ["If a friendly unit would die, kill this instead. Heal that unit, exhaust it, and recall it.", { kind: "static", rule: { rule: "replaceFriendlyDeathWithRecall" } }, ["gear"]],
  ["If another unit you control here would die, if it has less Might than me, instead heal it, exhaust it, and recall it.", { kind: "static", rule: { rule: "saveLesserUnitHere" } }, ["unit"]],
];

export function staticWords(a: Ability, source: SourceKind): string | undefined {
  return STATIC_SIMPLE.find(([, b, kinds]) => kinds.includes(source) && JSON.stringify(b) === JSON.stringify(a))?.[0];
}

const COST_CONDITION: P<(typeof COST_CONDITIONS)[number][0]> = alt(...COST_CONDITIONS.map(([k, w]) => map(lit(w), () => k)));

/** Conditions printed before "this costs {N} less" (costs are paid outside the engine). */
export const COST_IF_WORDS = (c: CostIfCondition): string =>
  "enemyDiedThisTurn" in c ? "If an enemy unit has died this turn" : `If an opponent's score is within ${c.opponentWithin} points of the Victory Score`;
const COST_IF: P<CostIfCondition> = alt<CostIfCondition>(
  map(lit(COST_IF_WORDS({ enemyDiedThisTurn: true })), (): CostIfCondition => ({ enemyDiedThisTurn: true })),
  map(phrase`If an opponent's score is within ${DIGITS} points of the Victory Score`, ([n]): CostIfCondition => ({ opponentWithin: n })),
);

/** An amount counted from the board: the greatest Might among its controller's units. */
const HIGHEST_MIGHT = "the highest Might among units you control";

/** The words of an Energy cost reduction by a static ability (costs are paid outside the engine). */
export function energyCostReductionWords(r: EnergyCostReduction): string {
  if ("thisSpell" in r) return `This spell's Energy cost is reduced by ${HIGHEST_MIGHT}.`;
  if ("yourTag" in r) return `Your ${r.yourTag}s' Energy costs are reduced by ${r.by}, to a minimum of ${r.minimum}.`;
  return `While I'm at a battlefield, the Energy costs for spells you play is reduced by ${r.by}, to a minimum of ${r.minimum}.`;
}
/** The words of each cost change, with the kinds of card that print it (the amounts are symbols: "{1}", "{1}{any}", "{1} or {any}"). */
export function costChangeWords(c: CostChange): string {
  if ("yourSpells" in c) return `Your spells cost ${c.yourSpells} less, to a minimum of ${c.minimum}.`;
  if ("opponentsSpellsMore" in c) return `Opponents' spells cost ${c.opponentsSpellsMore} more.${c.ifEmpoweredInstead ? ` If this is [Empowered], they cost ${c.ifEmpoweredInstead} more instead.` : ""}`;
  if ("flowFromTrash" in c) return `Spells with [Flow] you play from your trash cost ${c.flowFromTrash} less, to a minimum of ${c.minimum}.`;
  if ("empowerCostsHere" in c) return `[Empower] costs of your units here cost ${c.empowerCostsHere} less.`;
  if ("reactionInShowdownsHereMore" in c) return `During showdowns here, cards with [Reaction] cost ${c.reactionInShowdownsHereMore} more to play.`;
  if ("spellsChoosingFriendlyHere" in c) return `Each spell that chooses one or more units here that are friendly to it costs ${c.spellsChoosingFriendlyHere} less.`;
  if ("spellsChoosingMe" in c) return `Your spells that choose me cost ${c.spellsChoosingMe} less.`;
  if ("whileInCombat" in c) return `While I'm in combat, friendly spells cost ${c.whileInCombat.friendlyLess} less to a minimum of ${c.whileInCombat.minimum}, and enemy spells cost ${c.whileInCombat.enemyMore} more.`;
  if ("optionalAdditionalCosts" in c) return `Optional additional costs you pay cost ${c.optionalAdditionalCosts} less.`;
  if ("repeatCostsWhileControlled" in c) return `While you control this battlefield, friendly [Repeat] costs cost ${c.repeatCostsWhileControlled} less.`;
  if ("firstGearEachTurnWhileControlled" in c)
    return `While you control this battlefield, the first friendly ${c.what === "nonTokenGear" ? "non-token gear" : "gear activated ability"} played each turn costs ${c.firstGearEachTurnWhileControlled} less.`;
  return c.ignoreDeflect === "thisSpell" ? "Ignore [Deflect] while paying this spell's cost." : "Players ignore [Deflect] while paying for spells and abilities choosing something here.";
}
const change = (c: CostChange): ParsedAbility[] => [{ ability: { kind: "static", rule: { rule: "costChange", change: c } } }];
export const COST_CHANGES: ReadonlyArray<[P<ParsedAbility[]>, SourceKind[]]> = [
  [map(phrase`Your spells cost ${SYMBOLS} less, to a minimum of ${SYMBOLS}.`, ([by, minimum]) => change({ yourSpells: by, minimum })), ["unit", "gear", "legend"]],
  [map(phrase`Opponents' spells cost ${SYMBOLS} more.`, ([by]) => change({ opponentsSpellsMore: by })), ["unit", "gear", "legend"]],
  [map(phrase`Opponents' spells cost ${SYMBOLS} more. If this is [Empowered], they cost ${SYMBOLS} more instead.`, ([by, more]) => change({ opponentsSpellsMore: by, ifEmpoweredInstead: more })), ["gear"]],
  [map(phrase`Spells with [Flow] you play from your trash cost ${SYMBOLS} less, to a minimum of ${SYMBOLS}.`, ([by, minimum]) => change({ flowFromTrash: by, minimum })), ["unit", "gear", "legend"]],
  [map(phrase`[Empower] costs of your units here cost ${SYMBOLS} or ${SYMBOLS} less.`, ([a, b]) => change({ empowerCostsHere: `${a} or ${b}` })), ["battlefield"]],
  [map(phrase`During showdowns here, cards with [Reaction] cost ${SYMBOLS} more to play.`, ([by]) => change({ reactionInShowdownsHereMore: by })), ["battlefield"]],
  [map(phrase`Each spell that chooses one or more units here that are friendly to it costs ${SYMBOLS} less.`, ([by]) => change({ spellsChoosingFriendlyHere: by })), ["battlefield"]],
  [map(lit("Ignore [Deflect] while paying this spell's cost."), () => change({ ignoreDeflect: "thisSpell" })), ["spell"]],
  [map(phrase`Your spells that choose me cost ${SYMBOLS} or ${SYMBOLS} less.`, ([a, b]) => change({ spellsChoosingMe: `${a} or ${b}` })), ["unit"]],
  [map(phrase`While I'm in combat, friendly spells cost ${SYMBOLS} less to a minimum of ${SYMBOLS}, and enemy spells cost ${SYMBOLS} more.`, ([friendlyLess, minimum, enemyMore]) =>
    change({ whileInCombat: { friendlyLess, minimum, enemyMore } })), ["unit"]],
  [map(phrase`Optional additional costs you pay cost ${SYMBOLS} or ${SYMBOLS} less.`, ([a, b]) => change({ optionalAdditionalCosts: `${a} or ${b}` })), ["unit"]],
  [map(phrase`While you control this battlefield, friendly [Repeat] costs cost ${SYMBOLS} less.`, ([by]) => change({ repeatCostsWhileControlled: by })), ["battlefield"]],
  [map(phrase`While you control this battlefield, the first friendly ${re(/non-token gear|gear activated ability/)} played each turn costs ${SYMBOLS} less.`, ([m, by]) =>
    change({ firstGearEachTurnWhileControlled: by, what: m[0] === "non-token gear" ? "nonTokenGear" : "gearAbility" })), ["battlefield"]],
  [map(lit("Players ignore [Deflect] while paying for spells and abilities choosing something here."), () => change({ ignoreDeflect: "choosingHere" })), ["battlefield"]],
];
/** Which kinds of card print a cost change (for the renderer). */
export function costChangeKinds(c: CostChange): SourceKind[] {
  if ("empowerCostsHere" in c || "reactionInShowdownsHereMore" in c || "spellsChoosingFriendlyHere" in c || "repeatCostsWhileControlled" in c || "firstGearEachTurnWhileControlled" in c) return ["battlefield"];
  if ("spellsChoosingMe" in c || "whileInCombat" in c || "optionalAdditionalCosts" in c) return ["unit"];
  if ("ignoreDeflect" in c) return c.ignoreDeflect === "thisSpell" ? ["spell"] : ["battlefield"];
  if ("opponentsSpellsMore" in c && c.ifEmpoweredInstead) return ["gear"];
  return ["unit", "gear", "legend"];
}
const reduction = (of: EnergyCostReduction): ParsedAbility[] => [{ ability: { kind: "static", rule: { rule: "energyCostReduction", of } } }];
const ENERGY_COST_REDUCTIONS: ReadonlyArray<[P<ParsedAbility[]>, SourceKind[]]> = [
  [map(lit(energyCostReductionWords({ thisSpell: "highestMightYouControl" })), () => reduction({ thisSpell: "highestMightYouControl" })), ["spell"]],
  [map(phrase`Your ${re(new RegExp(`(${TAG_NOUNS.join("|")})s'`))} Energy costs are reduced by ${SYMBOLS}, to a minimum of ${SYMBOLS}.`, ([m, by, minimum]) =>
    reduction({ yourTag: m[1]!, by, minimum })), ["unit", "gear", "legend"]],
  [map(phrase`While I'm at a battlefield, the Energy costs for spells you play is reduced by ${SYMBOLS}, to a minimum of ${SYMBOLS}.`, ([by, minimum]) =>
    reduction({ spellsYouPlay: { whileAtBattlefield: true }, by, minimum })), ["unit"]],
];

/** "I cost {2} less to play from anywhere other than your hand." / "This costs {2} less if you control a Mech." */
function selfCost(source: SourceKind): P<ParsedAbility[]> {
  return alt<ParsedAbility[]>(
    map(phrase`I cost ${SYMBOLS} less ${COST_CONDITION}.`, ([amount, condition]) => [{ ability: { kind: "static", rule: { rule: "selfCost", amount, condition, say: "I" } } }]),
    map(phrase`This costs ${SYMBOLS} less ${COST_CONDITION}.`, ([amount, condition]) =>
      source === "spell" ? [{ ability: { kind: "static", rule: { rule: "selfCost", amount, condition, say: "This" } } }] : undefined),
    // a dependent "I cost {N} less.": no condition of its own (the dependent keyword is its condition)
    map(phrase`I cost ${SYMBOLS} less.`, ([amount]) => (source === "unit" ? [{ ability: { kind: "static", rule: { rule: "selfCost", amount, condition: "always", say: "I" } } }] : undefined)),
    // "… less instead." after a lower Level's reduction (the higher Level's replaces it; costs are paid outside the engine)
    map(phrase`I cost ${SYMBOLS} less instead.`, ([amount]) => (source === "unit" ? [{ ability: { kind: "static", rule: { rule: "selfCost", amount, condition: "always", say: "I", instead: true } } }] : undefined)),
    map(phrase`This costs ${SYMBOLS} less.`, ([amount]) => (source === "spell" ? [{ ability: { kind: "static", rule: { rule: "selfCost", amount, condition: "always", say: "This" } } }] : undefined)),
    map(phrase`This costs ${SYMBOLS} less instead.`, ([amount]) => (source === "spell" ? [{ ability: { kind: "static", rule: { rule: "selfCost", amount, condition: "always", say: "This", instead: true } } }] : undefined)),
    ...ENERGY_COST_REDUCTIONS.filter(([, kinds]) => kinds.includes(source)).map(([p]) => p),
    ...COST_CHANGES.filter(([, kinds]) => kinds.includes(source)).map(([p]) => p),
    // the condition printed first: "If <condition>, this costs {N} less."
    map(phrase`${COST_IF}, this costs ${SYMBOLS} less.`, ([condition, amount]) =>
      source === "spell" ? [{ ability: { kind: "static", rule: { rule: "selfCostIf", amount, condition } } }] : undefined),
  );
}

/** The tag family: a unit's own cost reduced for each listed tag among its controller's units (costs are paid outside the engine),
 * and a tag its controller picks from a list as the unit is played, which the unit then has (chosen as it is played). */
const TAG_STATICS: P<ParsedAbility[]> = alt<ParsedAbility[]>(
  map(phrase`Reduce my cost by ${SYMBOLS} for each of the following tags among your units - ${TAG_ALL}.`, ([amount, tags]) => [{ ability: { kind: "static", rule: { rule: "selfCostPerTag", amount, tags } } }]),
  map(phrase`As you play me, choose ${TAG_CHOICE}. I gain that tag.`, ([tags]) => [{ ability: { kind: "static", rule: { rule: "chooseTagAsPlayed", tags } } }]),
);

/** A unit's static on combat damage assignment at its battlefield (626: outside chain resolution). */
export const IGNORE_TANK_WORDS = "You ignore [Tank] while assigning combat damage here.";

/** "I have +2 {might} and [Ganking].", "I have +1 {might}.", "I have [Deflect] and [Shield 3]." */
const SELF_HAS: P<ParsedAbility[]> = alt<ParsedAbility[]>(
  map(phrase`I have ${SIGNED} {might} and ${KEYWORD}.`, ([n, k]) => [{ ability: { kind: "static", rule: { rule: "selfHas", might: n, grants: [k] } } }]),
  map(phrase`I have ${SIGNED} {might} and enter ready.`, ([n]) => [{ ability: { kind: "static", rule: { rule: "selfHas", might: n, grants: [], enterReady: true } } }]),
  map(phrase`I have ${SIGNED} {might}.`, ([n]) => [{ ability: { kind: "static", rule: { rule: "selfHas", might: n, grants: [] } } }]),
  map(phrase`While I'm attacking or defending alone, I have ${SIGNED} {might}.`, ([n]) => [{ ability: { kind: "static", rule: { rule: "mightWhileAlone", n, who: "me", role: "attackOrDefend" } } }]),
  map(phrase`I have ${SIGNED} {might} while I'm attacking with another unit.`, ([n]) => [{ ability: { kind: "static", rule: { rule: "mightWhileAttackingWithAnother", n } } }]),
  map(lit("I have [Assault] equal to the number of enemy units here."), () => [{ ability: { kind: "static", rule: { rule: "assaultPerEnemyHere" } } }]),
  map(lit("I have [Assault] equal to the number of gear you control."), () => [{ ability: { kind: "static", rule: { rule: "assaultPerEnemyHere", per: "gearYouControl" } } }]),
  map(lit("My Might is increased by your points."), () => [{ ability: { kind: "static", rule: { rule: "mightIncreasedBy", by: "yourPoints" } } }]),
  map(lit("My Might is increased by the number of cards in your trash."), () => [{ ability: { kind: "static", rule: { rule: "mightIncreasedBy", by: "cardsInYourTrash" } } }]),
  map(phrase`While you have another unit here, I have ${SIGNED} {might}.`, ([n]) => [{ ability: { kind: "static", rule: { rule: "mightWhileAnotherHere", n } } }]),
  map(phrase`While there's a stunned enemy unit here, I have ${SIGNED} {might}.`, ([n]) => [{ ability: { kind: "static", rule: { rule: "mightWhileStunnedEnemyHere", n } } }]),
  map(re(/Your deck can have any number of cards named ([A-Z][A-Za-z' -]*)\./), (m) => [{ ability: { kind: "static", rule: { rule: "deckAnyNumberNamed", name: m[1]! } } }]),
  map(lit(IGNORE_TANK_WORDS), () => [{ ability: { kind: "static", rule: { rule: "combatDamageHere", ignore: "Tank" } } }]),
  map(phrase`Opponents must pay ${SYMBOLS} for each unit beyond the first to move multiple units to my battlefield at the same time.`, ([each]) => [{ ability: { kind: "static", rule: { rule: "opponentsPayToMoveSeveralHere", each } } }]),
  map(phrase`While I'm in a showdown, your spells have [Repeat] ${SYMBOLS}.`, ([cost]) => [{ ability: { kind: "static", rule: { rule: "spellsHaveRepeatInShowdown", cost } } }]),
  map(phrase`While I'm at a battlefield, players only channel ${DIGITS} ${re(/runes?/)} at the start of their Channel Phase.`, ([n, m]) =>
    m[0] === (n === 1 ? "rune" : "runes") ? [{ ability: { kind: "static", rule: { rule: "channelPhaseRunes", n } } }] : undefined),
  map(phrase`I have ${KEYWORD_LIST}.`, ([grants]) => [{ ability: { kind: "static", rule: { rule: "selfHas", grants } } }]),
  map(phrase`While I'm buffed, I have an additional ${SIGNED} {might}.`, ([n]) => [{ ability: { kind: "static", rule: { rule: "whileBuffed", might: n, grants: [] } } }]),
  map(phrase`While I'm buffed, I have ${KEYWORD_LIST}.`, ([grants]) => [{ ability: { kind: "static", rule: { rule: "whileBuffed", grants } } }]),
  map(phrase`While I'm [Mighty], I have ${KEYWORD_LIST}.`, ([grants]) => [{ ability: { kind: "static", rule: { rule: "whileMighty", grants } } }]),
  map(phrase`I have ${KEYWORD_LIST} while I'm at a battlefield with exactly one other unit you control.`, ([grants]) => [{ ability: { kind: "static", rule: { rule: "whileWithExactlyOneOther", grants } } }]),
  map(phrase`If a spell or ability you control would give -{might} to a unit it chooses, it gives an additional -${DIGITS} {might}.`, ([n]) => [{ ability: { kind: "static", rule: { rule: "extraMightDecreaseOnChosen", n } } }]),
  map(phrase`If a spell or ability that chooses me would stun me, give me -{might}, or return me to hand, give me +${DIGITS} {might} this turn instead.`, ([n]) => [{ ability: { kind: "static", rule: { rule: "chosenHarmBecomesMight", n } } }]),
  map(phrase`I can be [Empowered] up to ${WORD_NUMBER} times.`, ([n]) => (n > 1 ? [{ ability: { kind: "static", rule: { rule: "empoweredUpTo", n } } }] : undefined)),
  map(phrase`I have ${SIGNED} {might} for each time I'm [Empowered].`, ([n]) => [{ ability: { kind: "static", rule: { rule: "mightPerEmpowered", n } } }]),
  map(phrase`I ${re(/have|get/)} ${SIGNED} {might} ${FOR_EACH} at my battlefield.`, ([v, n, forEach]) => selfMightFor(v[0], n, forEach, true)),
  map(phrase`I ${re(/have|get/)} ${SIGNED} {might} ${FOR_EACH}.`, ([v, n, forEach]) => selfMightFor(v[0], n, forEach, false)),
);

/** "I have +N {might} while …" beside exactly one other friendly unit at its battlefield (a unit's, or an Equipment's effect text) */
const MIGHT_WITH_EXACTLY_ONE_OTHER: P<ParsedAbility[]> = map(phrase`I have ${SIGNED} {might} while I'm at a battlefield with exactly one other unit you control.`, ([n]) =>
  [{ ability: { kind: "static", rule: { rule: "whileWithExactlyOneOther", grants: [], might: n } } }]);

/** "I have an additional +N {might}." (a unit's, or an Equipment's effect text: then its unit's) */
const ADDITIONAL_MIGHT: P<ParsedAbility[]> = alt<ParsedAbility[]>(
  map(phrase`I have an additional ${SIGNED} {might}.`, ([n]) => [{ ability: { kind: "static", rule: { rule: "selfHas", might: n, grants: [], additional: true } } }]),
  // an Equipment's effect text: "this" is the Equipment, "me" its unit (136.2.c)
  map(phrase`If this was attached to me this turn, I have an additional ${SIGNED} {might}.`, ([n], scope) =>
    scope.source === "gear" ? [{ ability: { kind: "static", rule: { rule: "mightIfAttachedThisTurn", n } } }] : undefined),
);

/** Requirements a static count can check on any object of the board (state/continuous.ts). */
const STATIC_COUNTABLE: ReadonlySet<string> = new Set(["friendly", "youControl", "enemy", "buffed", "stunned", "exhausted", "token", "tag", "atBattlefield", "keyword", "sameNameAsSource"]);
/** Requirements a static count can check only beside "with my name" (the other units of that name at its location). */
const COUNTABLE_WITH_NAME: ReadonlySet<string> = new Set(["other", "here"]);

function selfMightFor(verb: string, n: number, forEach: Selector, atMyBattlefield: boolean): ParsedAbility[] | undefined {
  const named = forEach.requirements.some((r) => r.req === "sameNameAsSource");
  if (forEach.kind === "equipment" || !forEach.requirements.every((r) => STATIC_COUNTABLE.has(r.req) || (named && COUNTABLE_WITH_NAME.has(r.req)))) return undefined;
  const rule = { rule: "selfMightFor" as const, n, forEach, verb: verb as "have" | "get", ...(atMyBattlefield ? { atMyBattlefield: true } : {}) };
  return [{ ability: { kind: "static", rule } }];
}

/** An Equipment's effect text naming itself (053.4): "If I would die, kill Guardian Angel instead. Heal me, exhaust me, and recall me." */
const KILL_THIS_INSTEAD: P<ParsedAbility[]> = map(seq(lit("If I would die, kill "), re(/[A-Z][A-Za-z' ,-]*?(?= instead\.)/), lit(" instead. Heal me, exhaust me, and recall me.")), ([, m]) =>
  [{ ability: { kind: "static", rule: { rule: "replaceOwnDeathKillThis", name: m[0] } } }]);

/** "If I have moved twice this turn, I don't take damage.": while it has moved that many times this turn */
const TIMES = ["once", "twice"] as const;
const NO_DAMAGE_IF_MOVED: P<ParsedAbility[]> = map(re(/If I have moved (once|twice) this turn, I don't take damage\./), (m) =>
  [{ ability: { kind: "static", rule: { rule: "noDamageIfMoved", times: TIMES.indexOf(m[1] as (typeof TIMES)[number]) + 1 } } }]);
export const timesWords = (n: number): string | undefined => TIMES[n - 1];

/** "I have +3 {might} and can't be dealt damage unless I'm in combat." */
const NO_DAMAGE: P<ParsedAbility[]> = map(phrase`I have ${SIGNED} {might} and can't be dealt damage unless I'm in combat.`, ([n]) =>
  [{ ability: { kind: "static", rule: { rule: "noDamageUnlessInCombat", might: n } } }]);

/** Each Equipment of its controller gives the keyword(s) to its unit ("Your Equipment each give …"). */
const EQUIPMENT_GIVE: P<ParsedAbility[]> = map(phrase`Your Equipment each give ${KEYWORD_LIST}.`, ([grants]) => [{ ability: { kind: "static", rule: { rule: "equipmentGive", grants } } }]);

/** A legend's "While a friendly unit defends alone, it gets +N {might}." (alone: 740.2.a) */
const FRIENDLY_ALONE: P<ParsedAbility[]> = map(phrase`While a friendly unit defends alone, it gets ${SIGNED} {might}.`, ([n]) =>
  [{ ability: { kind: "static", rule: { rule: "mightWhileAlone", n, who: "friendlyUnit", role: "defend" } } }]);

/** Permissions and game rules that act outside chain resolution (where units may be played, the points needed to win, hiding). */
export const HIDE_ONE_MORE = "an additional card";
export const MOVE_FROM_ANYWHERE_WORDS = "Units can move here from anywhere.";
export const HOLD_CONQUER_SWAP_WORDS = "My hold effects are also conquer effects, and vice versa.";
export const FIRST_THREE_TURNS_WORDS = "I can't be played on your first, second, or third turns.";
export const NO_SCORE_HERE_WORDS = "Players can't score here until their third turn.";
const HIDE_COUNT: P<1> = map(lit(HIDE_ONE_MORE), () => 1 as const);
/** 'Units here have "…"': a battlefield's activated ability each unit at it has, read as a unit's (its "me" the unit). */
const UNITS_HERE_HAVE = 'Units here have "';
const unitsHereHave: P<ParsedAbility[]> = (s, i) => {
  if (!s.startsWith(UNITS_HERE_HAVE, i) || !s.endsWith('"')) return [];
  const inner = s.slice(i + UNITS_HERE_HAVE.length, -1);
  return activated("unit")(inner, 0, newScope("unit")).flatMap((h) => {
    const a = h.v.length === 1 ? h.v[0]!.ability : undefined;
    if (h.end !== inner.length || a?.kind !== "activated" || h.v[0]!.timingFirst) return [];
    return [{ v: [{ ability: { kind: "static", rule: { rule: "unitsHereHave", ability: a } } }] as ParsedAbility[], end: s.length, scope: newScope("battlefield") }];
  });
};

function outsideChain(source: SourceKind): P<ParsedAbility[]> {
  const st = (rule: Extract<Ability, { kind: "static" }>["rule"]): ParsedAbility[] => [{ ability: { kind: "static", rule } }];
  return alt<ParsedAbility[]>(
    ...(source === "battlefield" ? [unitsHereHave] : []),
    map(seq(GROUP, lit(" may be played to open battlefields.")), ([g]) =>
      "all" in g && g.all.kind === "unit" && g.all.say === "plain" && source !== "spell" ? st({ rule: "groupPlayPermission", who: g.all, where: "openBattlefields" }) : undefined),
    map(seq(GROUP, lit(" can be played to an occupied battlefield if an enemy unit is alone there.")), ([g]) =>
      "all" in g && g.all.kind === "unit" && g.all.say === "plain" && source !== "spell" ? st({ rule: "groupPlayPermission", who: g.all, where: "enemyAloneBattlefield" }) : undefined),
    map(phrase`You may play me from your trash for ${SYMBOLS}.`, ([cost]) => (source === "unit" ? st({ rule: "playMeFromTrash", cost }) : undefined)),
    map(lit(HOLD_CONQUER_SWAP_WORDS), () => (source === "gear" ? st({ rule: "holdAndConquerEffectsSwap" }) : undefined)),
    map(lit(FIRST_THREE_TURNS_WORDS), () => (source === "unit" ? st({ rule: "cantBePlayedOnYourFirstTurns", n: 3 }) : undefined)),
    map(lit("I can have any number of buffs."), () => (source === "unit" ? st({ rule: "anyNumberOfBuffs" }) : undefined)),
    map(phrase`Increase the points needed to win the game by ${DIGITS}.`, ([n]) => (source === "battlefield" ? st({ rule: "victoryScorePlus", n }) : undefined)),
    map(phrase`You may hide ${HIDE_COUNT} here.`, ([n]) => (source === "battlefield" ? st({ rule: "hideAdditional", n }) : undefined)),
    // a permission for standard moves (moving is not part of chain resolution; a spell's or ability's move names its own destination)
    map(lit(MOVE_FROM_ANYWHERE_WORDS), () => (source === "battlefield" ? st({ rule: "moveHereFromAnywhere" }) : undefined)),
    // scoring a battlefield (conquering or holding it, 471) happens outside chain resolution
    map(lit(NO_SCORE_HERE_WORDS), () => (source === "battlefield" ? st({ rule: "noScoreHereBeforeThirdTurn" }) : undefined)),
  );
}

/** A spell's Bonus Damage per card of its name in its controller's trash (the words around N). */
export const BONUS_PER_NAMED_WORDS = ["This deals ", " Bonus Damage for each card with this name in your trash."] as const;
/** An optional death replacement with a cost of three parts (a payment, exhausting the source, the unit's buff) that recalls the unit. */
export const RECALL_BUFFED_WORDS = (pay: string): string =>
  `If a buffed unit you control would die, you may pay ${pay}, exhaust me, and spend its buff to heal it, exhaust it, and recall it instead.`;
const RECALL_BUFFED: P<ParsedAbility[]> = map(phrase`If a buffed unit you control would die, you may pay ${SYMBOLS}, exhaust me, and spend its buff to heal it, exhaust it, and recall it instead.`, ([pay]) =>
  [{ ability: { kind: "static", rule: { rule: "mayRecallBuffedInstead", pay } } }]);

/** A battlefield's optional death replacement for a unit there during combat, paid by the unit's controller, that recalls the unit. */
export const RECALL_IN_COMBAT_HERE_WORDS = (pay: string): string =>
  `If a unit here would die during combat, its controller may pay ${pay} to heal it, exhaust it, and recall it instead.`;
const RECALL_IN_COMBAT_HERE: P<ParsedAbility[]> = map(phrase`If a unit here would die during combat, its controller may pay ${SYMBOLS} to heal it, exhaust it, and recall it instead.`, ([pay]) =>
  [{ ability: { kind: "static", rule: { rule: "mayRecallDyingHereInCombat", pay } } }]);

/** "Your spells and abilities deal 1 Bonus Damage." (712–715) */
const BONUS_DAMAGE: P<ParsedAbility[]> = map(phrase`Your spells and abilities deal ${DIGITS} Bonus Damage.`, ([n]) => [{ ability: { kind: "static", rule: { rule: "bonusDamage", n } } }]);

/** A battlefield's grant of an activated ability to its controller's legends, while that player controls it (the ability as a legend's). */
export const LEGENDS_HAVE_WORDS = 'While you control this battlefield, friendly legends have "';
const LEGENDS_HAVE: P<ParsedAbility[]> = (s, i, scope) =>
  seq(lit(LEGENDS_HAVE_WORDS), activated("legend"), lit('"'))(s, i, scope).flatMap((h) => {
    const inner = h.v[1].length === 1 ? h.v[1][0]! : undefined;
    if (!inner?.ability || inner.timingFirst || inner.ability.kind !== "activated") return [];
    return [{ v: [{ ability: { kind: "static", rule: { rule: "legendsHave", ability: inner.ability } } as Ability }], end: h.end, scope }];
  });

/** A battlefield's "Any player may pay {cost} as an additional cost to play a <tag>. If they do, they play it to this battlefield." */
const PAY_TO_PLAY_HERE: P<ParsedAbility[]> = map(seq(lit("Any player may pay "), SYMBOLS, lit(" as an additional cost to play a "), re(/[A-Z][a-z]+/), lit(". If they do, they play it to this battlefield.")), ([, cost, , m]) =>
  (TAG_NOUNS as readonly string[]).includes(m[0]) ? [{ ability: { kind: "static", rule: { rule: "payToPlayTagHere", cost, tag: m[0] } } }] : undefined);

function statics(source: SourceKind): P<ParsedAbility[]> {
  const simple = STATIC_SIMPLE.filter(([, , kinds]) => kinds.includes(source)).map(([w, a]) => map(lit(w), () => [{ ability: a }] as ParsedAbility[]));
  const scoped = (hereFirst: boolean) =>
    alt<ParsedAbility[]>(
      map(seq(GROUP, lit(" have "), SIGNED, lit(" {might}"), hereFirst ? lit("") : opt(lit(" here")), lit(".")), ([g, , n, , here]) => {
        const who = staticGroup(g, hereFirst);
        if (!who) return undefined;
        const w: StaticScope = here ? { ...who, here: true, hereFirst: false } : who;
        return [{ ability: { kind: "static", rule: { rule: "mightModifier", n, who: w } } }];
      }),
      // "<group> have -N {might}, to a minimum of M {might}.": a decrease taking no unit below M
      map(seq(GROUP, lit(" have "), SIGNED, lit(" {might}, to a minimum of "), DIGITS, lit(" {might}.")), ([g, , n, , minimum]) => {
        const who = staticGroup(g, hereFirst);
        return who && n < 0 && minimum > 0 ? [{ ability: { kind: "static", rule: { rule: "mightModifier", n, who, minimum } } }] : undefined;
      }),
      // "… if they didn't already": a unit that has the keyword from elsewhere does not get it again
      map(seq(GROUP, lit(" have "), KEYWORD_LIST, lit(" if they didn't already.")), ([g, , grants]) => {
        const who = staticGroup(g, hereFirst);
        return who && !who.here ? [{ ability: { kind: "static", rule: { rule: "grantKeywords", grants, who, ifNotAlready: true } } }] : undefined;
      }),
      map(seq(GROUP, opt(lit(" everywhere")), alt(lit(" have "), lit(" each have ")), KEYWORD_LIST, lit(".")), ([g, everywhere, have, grants]) => {
        const who = staticGroup(g, hereFirst);
        const each = have === " each have ";
        if ((each || everywhere) && (!("all" in g) || g.all.say !== "your" || who?.here)) return undefined; // "your <group> each have …" / "… everywhere have …"
        return who ? [{ ability: { kind: "static", rule: { rule: "grantKeywords", grants, who: { ...who, ...(each ? { eachHave: true } : {}), ...(everywhere ? { everywhere: true } : {}) } } } }] : undefined;
      }),
    );
  // a battlefield's Might change for a unit defending alone there (740.2.a: no other friendly unit here)
  const defendingAlone = map(phrase`While a unit here is defending alone, it has ${SIGNED} {might}.`, ([n]) =>
    [{ ability: { kind: "static", rule: { rule: "mightModifier", n, who: { group: { kind: "unit", requirements: [{ req: "defending" }, { req: "alone" }] }, here: true }, say: "whileDefendingAlone" } } as Ability }]);
  // "<group> have +N {might}. If I'm [Empowered], they have +M {might} instead.": a gear's, the amount by its own status
  const empoweredInstead = map(seq(GROUP, lit(" have "), SIGNED, lit(" {might}. If I'm [Empowered], they have "), SIGNED, lit(" {might} instead.")), ([g, , n, , e]) => {
    const who = staticGroup(g, false);
    return who && !who.here ? [{ ability: { kind: "static", rule: { rule: "mightModifier", n, who, ifEmpowered: e } } as Ability }] : undefined;
  });
  // "While I'm at a battlefield, your other units here have [Deflect].": the same scopes, only while the source is at a battlefield
  const whileAt = map(seq(lit("While I'm at a battlefield, "), alt(scoped(true), scoped(false))), ([, parsed]) => {
    const a = parsed[0]?.ability;
    if (parsed.length !== 1 || a?.kind !== "static" || (a.rule.rule !== "mightModifier" && a.rule.rule !== "grantKeywords")) return undefined;
    return [{ ability: { kind: "static", rule: { ...a.rule, who: { ...a.rule.who, whileAtBattlefield: true } } } as Ability }];
  });
  // "<your units here with less Might than me> can't be chosen by enemy spells and abilities."
  const protect = map(seq(GROUP, lit(" can't be chosen by enemy spells and abilities.")), ([g]) => {
    if (!("all" in g) || g.all.say !== "your" || g.all.kind !== "unit") return undefined;
    if (!g.all.requirements.every((r) => ["friendly", "here", "mightLessThanSource"].includes(r.req))) return undefined;
    return [{ ability: { kind: "static", rule: { rule: "groupUntargetableByEnemy", who: { group: g.all } } } as Ability }];
  });
  return alt(...simple, scoped(true), scoped(false), ...(source === "unit" ? [protect, whileAt] : []), ...(source === "gear" ? [empoweredInstead] : []), ...(source === "battlefield" ? [defendingAlone, LEGENDS_HAVE, PAY_TO_PLAY_HERE, RECALL_IN_COMBAT_HERE] : []), selfCost(source), outsideChain(source), ...(source === "unit" ? [SELF_HAS, NO_DAMAGE, NO_DAMAGE_IF_MOVED, TAG_STATICS] : []), ...(source === "gear" ? [KILL_THIS_INSTEAD] : []), ...(source === "legend" ? [FRIENDLY_ALONE, RECALL_BUFFED] : []), ...(source === "unit" || source === "gear" ? [MIGHT_WITH_EXACTLY_ONE_OTHER, ADDITIONAL_MIGHT] : []), ...(source === "battlefield" ? [] : [BONUS_DAMAGE, EQUIPMENT_GIVE]));
}

// ---- dependent keywords (727) ------------------------------------------------------------------

/** "[Empowered][>]", "[Level 3][>]", "[Legion] -": the condition a dependent keyword is short for (727.1.a). */
const DEPENDENT: P<DependentCondition> = alt<DependentCondition>(
  map(seq(lit("[Empowered]"), GLYPH), (): DependentCondition => ({ on: "empowered" })),
  map(seq(lit("[Level "), DIGITS, lit("]"), GLYPH), ([, n]): DependentCondition => ({ on: "level", n })),
  map(seq(lit("[Legion]"), GLYPH), (): DependentCondition => ({ on: "legion" })),
  map(phrase`While I'm [Empowered] ${WORD_NUMBER} times, `, ([n]): DependentCondition | undefined => (n > 1 ? { on: "empoweredTimes", n } : undefined)),
);

/** A dependent ability: one ability of the card's own kinds, active only while the condition holds (727.1.b). */
function dependent(source: SourceKind): P<ParsedAbility[]> {
  return (s, i, scope) =>
    DEPENDENT(s, i, scope).flatMap((c) =>
      alt(triggered(source), activated(source), statics(source))(s, c.end, scope).flatMap((h) => {
        if (h.v.length !== 1 || !h.v[0]!.ability || h.v[0]!.keyword) return [];
        const ability: Ability = { kind: "static", rule: { rule: "dependent", when: [c.v], ability: h.v[0]!.ability } };
        const first = [{ v: [{ ability, ...(h.v[0]!.timingFirst ? { timingFirst: true } : {}) }], end: h.end, scope }];
        // "[Empowered][>] A. B.": a second static sentence of the same paragraph, under the same keyword (the segmenter keeps it in the unit)
        if (h.v[0]!.ability.kind !== "static") return first;
        const more = seq(lit(" "), statics(source))(s, h.end, scope).flatMap((n) => {
          const b = n.v[1];
          if (b.length !== 1 || !b[0]!.ability || b[0]!.keyword || b[0]!.ability.kind !== "static") return [];
          const second: Ability = { kind: "static", rule: { rule: "dependent", when: [c.v], ability: b[0]!.ability } };
          return [{ v: [first[0]!.v[0]!, { ability: second, continuesDependent: true }], end: n.end, scope }];
        });
        return [...first, ...more];
      }),
    ).concat(
      // "[Empowered][>][>>][Deathknell][>] X": a keyword ability nested under the dependent keyword, after the "[>>]" glyph
      seq(NESTED_DEPENDENT, deathknell(source))(s, i, scope).flatMap((h) => {
        const inner = h.v[1];
        if (inner.length !== 1 || !inner[0]!.ability || !inner[0]!.keyword) return [];
        const ability: Ability = { kind: "static", rule: { rule: "dependent", when: [h.v[0]], ability: inner[0]!.ability } };
        return [{ v: [{ ability, innerKeyword: inner[0]!.keyword }], end: h.end, scope }];
      }),
      // "[Level 6][>] [>>][Reaction][>] {exhaust}: X": an activated ability with its timing keyword first, nested under the dependent keyword
      seq(DEPENDENT, lit("[>>]"), activated(source))(s, i, scope).flatMap((h) => {
        const inner = h.v[2];
        const a = inner[0]?.ability;
        if (inner.length !== 1 || !a || a.kind !== "activated" || !inner[0]!.timingFirst || !(a.reaction || a.action)) return [];
        const ability: Ability = { kind: "static", rule: { rule: "dependent", when: [h.v[0]], ability: a } };
        return [{ v: [{ ability, innerKeyword: a.reaction ? "Reaction" : "Action" }], end: h.end, scope }];
      }),
    );
}

/** "[Empowered][>][>>]": the dependent keyword's condition before a keyword ability it wraps. */
const NESTED_DEPENDENT: P<DependentCondition> = map(seq(lit("[Empowered]"), alt(lit("[>]"), lit(" - ")), opt(lit(" ")), lit("[>>]")), (): DependentCondition => ({ on: "empowered" }));

// ---- conditions on the turn so far --------------------------------------------------------------

/** The words of a condition on the turn so far, printed before a unit's static ability (with its comma). */
export function turnConditionWords(c: TurnCondition): string {
  switch (c.on) {
    case "spentOnSpell": return `If you've spent {${c.n}} or more to play a spell this turn,`;
    case "spentPower": return `If you've spent at least ${"{any}".repeat(c.n)} this turn,`;
    case "playedSpell": return "If you've played a spell this turn,";
    case "gainedXp": return "If you've gained XP this turn,";
    case "discarded": return "If you've discarded a card this turn,";
    case "unitDied": return "If a unit died this turn,";
    case "friendlyDiedInBeginningPhase": return "If a friendly unit died during your Beginning Phase this turn,";
  }
}

const TURN_IF: P<TurnCondition> = alt<TurnCondition>(
  map(phrase`If you've spent ${ENERGY} or more to play a spell this turn, `, ([n]): TurnCondition => ({ on: "spentOnSpell", n })),
  map(re(/If you've spent at least ((?:\{any\})+) this turn, /), (m): TurnCondition => ({ on: "spentPower", n: m[1]!.length / 5 })),
  ...(["playedSpell", "gainedXp", "discarded", "unitDied", "friendlyDiedInBeginningPhase"] as const).map((on) =>
    map(lit(`${turnConditionWords({ on })} `), (): TurnCondition => ({ on }))),
);

/** "you may play me for {mind}": an alternative cost, printed after a condition (costs are paid outside the engine). */
const PLAY_FOR: P<ParsedAbility[]> = map(phrase`you may play me for ${SYMBOLS}.`, ([cost]) => [{ ability: { kind: "static", rule: { rule: "playFor", cost } } }]);

/** The static abilities a turn condition can make conditional: what the unit has, entering ready, an alternative cost. */
function conditionable(a: Ability | undefined): boolean {
  if (a?.kind !== "static") return false;
  const r = a.rule;
  return (r.rule === "selfHas" && !r.enterReady && !r.additional) || (r.rule === "enterReady" && !r.if && !r.ifNamedInTrash) || r.rule === "playFor";
}

/** A turn condition ("If you've gained XP this turn, ") before a unit's static ability: the ability is active only while the condition holds. */
function turnConditional(source: SourceKind): P<ParsedAbility[]> {
  return (s, i, scope) =>
    source !== "unit" ? [] : TURN_IF(s, i, scope).flatMap((c) =>
      alt(statics(source), PLAY_FOR)(s, c.end, scope).flatMap((h) => {
        if (h.v.length !== 1 || !conditionable(h.v[0]!.ability)) return [];
        const ability: Ability = { kind: "static", rule: { rule: "dependent", when: [c.v], ability: h.v[0]!.ability! } };
        return [{ v: [{ ability }], end: h.end, scope }];
      }),
    );
}

/**
 * "While you control 7 or more runes, …" / "While you have 8+ runes, …" before a unit's static ability: active only while its
 * controller's runes meet the condition, as a dependent ability is (727.1.b.2), read whenever the ability is asked for.
 */
function runesConditional(source: SourceKind): P<ParsedAbility[]> {
  return (s, i, scope) =>
    source !== "unit" ? [] : phrase`While ${RUNES_CONTROLLED}, `(s, i, scope).flatMap((c) =>
      statics(source)(s, c.end, scope).flatMap((h) => {
        const a = h.v.length === 1 ? h.v[0]!.ability : undefined;
        if (a?.kind !== "static" || !((a.rule.rule === "selfHas" && !a.rule.enterReady && !a.rule.additional) || a.rule.rule === "preventEnemyDamageToMe")) return [];
        const ability: Ability = { kind: "static", rule: { rule: "dependent", when: [{ on: "runes", runes: c.v[0] }], ability: a } };
        return [{ v: [{ ability }], end: h.end, scope }];
      }),
    );
}

// ---- additional costs -------------------------------------------------------------------------

export const SPEND_BUFF_WORDS = "As you play this, you may spend a buff as an additional cost. If you do, ignore this spell's cost.";

function additionalCost(source: SourceKind): P<ParsedAbility[]> {
  const me = source === "spell" ? "this" : "me";
  return alt<ParsedAbility[]>(
    map(phrase`You may pay ${SYMBOLS} as an additional cost to play ${lit(me)}.`, ([label]) => [{ additionalCost: { cost: "optionalAdditional", label } }]),
    map(phrase`${TURN_IF}you may pay ${SYMBOLS} as an additional cost to play me. If you do, I enter ready.`, ([onlyIf, label]) =>
      source === "unit" ? [{ additionalCost: { cost: "optionalAdditional", label, onlyIf, enterReady: true } }] : undefined),
    map(phrase`As you play ${lit(me)}, you may pay ${SYMBOLS} as an additional cost.`, ([, label]) => [{ additionalCost: { cost: "optionalAdditional", label, say: "asYouPlay" } }]),
    map(phrase`You may discard ${DIGITS} as an additional cost to play ${lit(me)}.`, ([n]) => [{ additionalCost: { cost: "optionalDiscard", n } }]),
    map(phrase`As an additional cost to play ${lit(me)}, you may discard ${DIGITS}.`, ([, n]) => [{ additionalCost: { cost: "optionalDiscard", n, say: "asCost" } }]),
    map(phrase`As you play me, you may discard ${DIGITS} as an additional cost. If you do, reduce my cost by ${SYMBOLS}.`, ([n, less]) =>
      source === "unit" ? [{ additionalCost: { cost: "optionalDiscard", n, say: "asYouPlay", costsLess: less } }] : undefined),
    map(phrase`As you play me, you may spend any number of buffs as an additional cost. Reduce my cost by ${SYMBOLS} for each buff you spend.`, ([less]) =>
      source === "unit" ? [{ additionalCost: { cost: "anyNumberAsPlayed", action: "spendBuffs", lessEach: less } }] : undefined),
    map(phrase`As you play me, you may kill any number of friendly units as an additional cost. Reduce my cost by ${SYMBOLS} for each killed this way.`, ([less]) =>
      source === "unit" ? [{ additionalCost: { cost: "anyNumberAsPlayed", action: "killFriendlyUnits", lessEach: less } }] : undefined),
    map(phrase`You may spend ${DIGITS} XP as an additional cost to play ${lit(me)}.`, ([n]) => [{ additionalCost: { cost: "optionalAdditional", label: `spend ${n} XP` } }]),
    map(phrase`You may spend ${DIGITS} XP as an additional cost to play me. If you do, I cost ${SYMBOLS} less.`, ([n, less]) =>
      source === "unit" ? [{ additionalCost: { cost: "optionalAdditional", label: `spend ${n} XP`, costsLess: less } }] : undefined),
    map(lit(`As an additional cost to play ${me}, kill a friendly unit.`), () => [{ additionalCost: { cost: "killFriendlyUnit" } }]),
    map(lit(`As an additional cost to play ${me}, return a friendly gear to its owner's hand.`), () => [{ additionalCost: { cost: "returnFriendlyGear" } }]),
    map(lit(`As an additional cost to play ${me}, kill a friendly [Mighty] unit.`), () => [{ additionalCost: { cost: "killFriendlyUnit", mighty: true } }]),
    map(phrase`As an additional cost to play ${lit(me)}, kill a ${TAG_CHOICE} you control.`, ([, anyTag]) => [{ additionalCost: { cost: "killFriendlyUnit", anyTag } }]),
    map(phrase`You may kill a friendly ${re(/unit|gear/)} as an additional cost to play ${lit(me)}.`, ([m]) => [{ additionalCost: { cost: "optionalKillFriendly", kind: m[0] as "unit" | "gear" } }]),
    map(phrase`You may kill a friendly unit as an additional cost to play me. If you do, I cost ${SYMBOLS} less for each Energy it costs and ${SYMBOLS} less for each Power it costs.`, ([energy, power]) =>
      source === "unit" ? [{ additionalCost: { cost: "optionalKillFriendly", kind: "unit", costsLess: { energy, power } } }] : undefined),
    map(lit("You may exhaust your legend as an additional cost to play me."), () => (source === "unit" ? [{ additionalCost: { cost: "optionalExhaustLegend" } }] : undefined)),
    map(lit(`As an additional cost to play ${me}, you may exhaust a friendly unit.`), () => (source === "spell" ? [{ additionalCost: { cost: "optionalExhaustFriendly" } }] : undefined)),
    map(lit(SPEND_BUFF_WORDS), () => (source === "spell" ? [{ additionalCost: { cost: "spendBuffIgnoringCost" } }] : undefined)),
  );
}

/** Every ability a permanent (unit, gear, battlefield, legend) can print, for one unit of text. */
export function permanentAbility(source: SourceKind): P<ParsedAbility[]> {
  return alt(keywordAlone(source), bareKeyword(source), deathknell(source), EQUIP, EMPOWER, triggered(source), activated(source), statics(source), dependent(source), turnConditional(source), runesConditional(source), additionalCost(source));
}

/** A spell's paragraphs besides its effect: keywords and additional costs. */
export function spellAbility(): P<ParsedAbility[]> {
  const simple = STATIC_SIMPLE.filter(([, , kinds]) => kinds.includes("spell")).map(([w, a]) => map(lit(w), () => [{ ability: a }] as ParsedAbility[]));
  simple.push(map(seq(lit(BONUS_PER_NAMED_WORDS[0]), DIGITS, lit(BONUS_PER_NAMED_WORDS[1])), ([, n]) => [{ ability: { kind: "static", rule: { rule: "bonusDamagePerNamedInTrash", n } } }] as ParsedAbility[]));
  // "[Level 6][>] This costs {2} less.": a dependent cost reduction, read and said back (costs are paid outside the engine)
  const levelCost: P<ParsedAbility[]> = map(seq(DEPENDENT, selfCost("spell")), ([when, parsed]) => {
    const a = parsed.length === 1 ? parsed[0]!.ability : undefined;
    if (when.on !== "level" || a?.kind !== "static" || a.rule.rule !== "selfCost" || a.rule.condition !== "always") return undefined;
    return [{ ability: { kind: "static", rule: { rule: "dependent", when: [when], ability: a } } }];
  });
  return alt(keywordAlone("spell"), COSTED_KEYWORD, additionalCost("spell"), selfCost("spell"), levelCost, ...simple, triggered("spell")); // triggered: only one that works from the trash (support.ts)
}

