/**
 * The card language: card behaviour as typed data. A definition never stores
 * the official card text; `describe.ts` renders a definition back into plain
 * words so a reviewer (or a future verifier) can compare it with the text
 * supplied by the catalog.
 */
import type {
  Join, LayoutEntry, MoreCost, MoreDestination, MoreInstruction, MoreKeyword, MoreRequirement, MoreStaticRule, MoreTargetKind, MoreTriggerCondition, MoreTriggerEvent, RefWords, Selector,
} from "./vocabulary.js";

/** What kind of thing a target slot chooses (355.9.a). */
export type TargetKind = "unit" | "gear" | "equipment" | "chainItem" | "unitInTrash" | MoreTargetKind;

/** One targeting restriction (355.9.b). Checked on play and again on resolution (359.3.e.2). */
export type Requirement =
  | { req: "atBattlefield" }
  | { req: "enemy" }
  | { req: "friendly" }
  | { req: "sameNameAsSource" } // "with my name": a card of the same name as the source (in a static count)
  | { req: "mightAtMost"; n: number; say?: "each" } // say "each": after a group, "… each with 5 {might} or less" (every one of them)
  | { req: "exhausted" }
  | { req: "equipped" }
  | { req: "sameLocation" } // all chosen objects of the slot share one location
  | { req: "here" } // at the location of the item's source (or where a hidden card was played from)
  | { req: "otherLocationThanSource" }
  | { req: "distinctFrom"; slot: string }
  | { req: "sameControllerAs"; slot: string }
  | { req: "choosesOnlyFriendly"; slot: string } // Repulse: an item that chooses that unit and no other friendly unit (359.3.e.9.a)
  | { req: "costAtMostKilled" } // Heedless Resurrection: no more Energy than the unit killed as the cost
  | MoreRequirement;

export interface TargetSpec {
  slot: string;
  kind: TargetKind;
  min: number;
  max: number;
  requirements: Requirement[];
  /** When played from a facedown zone, must this slot be chosen "here" (811.1.d.2)? Defaults to true. */
  hiddenRestricted?: boolean;
  /** presentation: numbers in words ("up to two"), "each of up to two" */
  words?: boolean;
  eachOf?: boolean;
  /** a target of a spell's "[Level N][>] …" paragraph: chosen only if its controller has N or more XP as it is played (727.1.b, 824.1.c) */
  level?: number;
  /** presentation: "one of your other units here" (one target; its first requirement is friendly) */
  oneOfYour?: boolean;
  /** presentation: "any number of your token units" (its first requirement is friendly) */
  anyOfYour?: boolean;
}

/** Something an instruction acts on. */
export type ObjectRef =
  | { slot: string; say?: RefWords } // the objects chosen for a target slot
  | { self: true; say?: RefWords } // the source object (the unit or gear whose ability this is; the spell itself for spells)
  | { looked: true } // the card chosen among cards looked at by an earlier instruction
  | { all: Selector } // every object matching, as the instruction executes (not a target)
  | { triggered: true; say?: RefWords }; // the object the trigger condition named ("When you choose a friendly unit, … ready it"), noted as it triggered (359.3.f.3)

/** "eachPlayer": every player, one at a time in turn order (303.2.a); `{ player }`: one of them, as the engine expands it. */
/** "chosenPlayer": the player an earlier "Choose an opponent." / "Choose a player." chose as the item was put on the chain ("They …"). */
export type PlayerRef = "you" | "eachPlayer" | "chosenPlayer" | "thatPlayer" /* "that player": the player whose Beginning Phase a battlefield's trigger names (the turn player) */ | "attackerAndDefender" /* "the attacker and defender each …": the two players of the combat at the source's battlefield (464.2.c) */ | { player: string } | { controllerOf: ObjectRef } | { ownerOf: ObjectRef };

/** `per` for each object matching `forEach`, counted as the instruction executes (359.3.f.2): e.g. damage scaled by the number of Equipment attached to the source. */
export type Amount = number | { mightOf: ObjectRef; plus?: number } | { per: number; forEach: Selector } | { per: number; tagsAmongYourUnits: string[] } /* an amount per listed tag: each listed tag at least one of its controller's units has */ | { energyOf: ObjectRef } | { keywordOf: ObjectRef; keyword: "Assault" } | { energyOfDiscarded: true } | { damageOn: ObjectRef } | { per: number; forEachRevealed: "Hidden" } | { excessDamage: true } | { paid: true } | { mightOfBurned: true }; // mightOfBurned: "equal to the burned card's Might", the printed Might of the unit card the Burn before put into the trash; // paid: "that much" after "Pay any amount of {any} to", the amount its controller paid as that line resolved; excessDamage: "that much" after "if you assigned N or more excess damage", the excess damage its controller assigned in the combat of the conquest; forEachRevealed: per card revealed by this item that has the keyword printed, the cards this item revealed from the top of the Main Deck with that printed keyword; damageOn: "equal to the damage marked on it", the damage on that unit as the instruction executes; energyOfDiscarded: "its Energy cost" of the card this item just discarded; energyOf: a chosen spell's Energy cost; keywordOf: "equal to my [Assault]", its total value

/** "aBattlefield": "move it to a battlefield", a battlefield chosen as it is played (355.4). */
export type Destination = "base" | "yourBase" | "chosen" | "anyBattlefield" | "aBattlefield" | { locationOf: ObjectRef } | MoreDestination;

export type Instruction =
  | { op: "deal"; amount: Amount; to: ObjectRef; source?: ObjectRef; split?: boolean }
  | { op: "kill"; what: ObjectRef }
  | { op: "draw"; who: PlayerRef; n: number }
  | { op: "discard"; who: PlayerRef; n: number }
  | { op: "move"; what: ObjectRef; to: Destination }
  | { op: "swapWithSelf"; what: ObjectRef } // the source and the chosen unit exchange locations
  | { op: "ready"; what: ObjectRef }
  | { op: "buffMight"; what: ObjectRef; amount: Amount; thisTurn: boolean; minimum?: number } // a negative amount stops at `minimum` Might
  | { op: "returnToHand"; what: ObjectRef } // to its owner's hand: a non-board zone, so a new object (359.3.e.4)
  | { op: "detachOne"; from: ObjectRef }
  | { op: "attachOrDetach"; equipment: ObjectRef; unit: ObjectRef }
  | { op: "attach"; equipment: ObjectRef; to: ObjectRef; onlyIfEquipment?: boolean }
  | { op: "counter"; what: ObjectRef }
  | { op: "banish"; what: ObjectRef }
  | { op: "play"; what: ObjectRef; by: PlayerRef; to: Destination; ignoringCost: boolean; reducedBy?: string; hereIfUnit?: true } // reducedBy: "reducing its cost by {5}" (costs are paid outside the engine: recorded); a spell goes on the chain (419.3), a gear to its player's base; hereIfUnit: a unit may also be played at this location (the source's location is among the places offered)
  | { op: "lookAtTop"; n: number; reveal?: true } // reveal: "reveal the top N cards of your Main Deck" (424), the cards shown to every player
  | { op: "mayBanishLookedUnit"; mightAtMost?: Amount; any?: true; must?: true; orGear?: true } // orGear: "a unit or gear from among them" // without mightAtMost: any unit among them; any: "you may banish one", any card among them; must: "choose one and banish it" (not optional)
  | { op: "recycleLooked" }
  | { op: "gainControlUntilSourceLeaves"; what: ObjectRef }
  | { op: "delayedAtEndOfTurn"; effect: Instruction[]; describe: string; words?: "at end of turn" } // words: printed "at end of turn" (else "at the end of this turn")
  | { op: "readyRunes"; upTo: number }
  | { op: "heal"; what: ObjectRef }
  | { op: "exhaust"; what: ObjectRef }
  | { op: "recall"; what: ObjectRef }
  | { op: "leaveChain" } // the resolving item removes itself from the chain (test hook for 359.3.e.15)
  | MoreInstruction;

/** How an instruction depends on an earlier one of the same effect (359.3.e.14). */
export type Link =
  | { kind: "its"; on: number } // refers to the object of instruction `on`: needs it executed (14.a)
  | { kind: "ifYouDo"; on: number } // refers to the game action itself: needs it performed, not replaced (14.b, 14.c)
  | { kind: "ifYouCant"; on: number; words?: "couldntThisWay" } // "If you can't, X" / "If you couldn't channel N runes this way, X": X only if instruction `on` (a channel) was not done in full (430.3)
  | { kind: "otherwise"; on: number }; // "You may pay …. If you do, X. Otherwise, Y.": Y only if instruction `on` (the optional one "if you do" names) was not done

export interface Line {
  /** Short label used in steps, e.g. "deal 4 to the chosen unit". */
  label: string;
  instruction: Instruction;
  link?: Link;
  /** "you may …" inside an effect: the controller decides at resolution. */
  optional?: boolean;
  /** presentation: how the printed text joins this line to the previous one */
  join?: Join;
  /** presentation: which of the instruction's equivalent phrasings is printed ("to its base" / "to base") */
  say?: string;
}

export interface Effect {
  targets: TargetSpec[];
  lines: Line[];
  /**
   * "Choose one -" (355.3): the modes, each an effect with its own targets; the one to execute is chosen as the
   * spell is played, and this effect's own targets and lines are empty. `modeSep`: how the printed text separates
   * the modes (presentation: "glued" after the period, or one a line).
   */
  modes?: Effect[];
  modeSep?: "glued" | "newline";
  /** presentation: a pick of one keyword (e.g. Assault 2, Deflect 2 or Ganking) for the source, each mode a keyword the unit gets this turn */
  modeHead?: "giveMeThisTurn" | "notChosenThisTurn" | "notBeenChosenThisTurn" | "notAlreadyChosen"; // notChosenThisTurn: a mode head excluding modes used this turn; notBeenChosenThisTurn: the same rule in other words (both: a mode the object chose this turn can't be chosen again); notAlreadyChosen: a spell's "you haven't already chosen" (a mode chosen for one of its executions, its Repeats included, can't be chosen for another)
}

export type Cost =
  | { cost: "exhaustSelf" }
  | { cost: "resources"; label: string } // paid outside the engine (runes and energy are not modelled)
  | { cost: "killFriendlyUnit"; mighty?: true; anyTag?: string[]; orGear?: true } // orGear: "Kill a friendly unit or gear", a unit or a gear its controller controls; mighty: the unit killed must be Mighty (5+ Might as it is paid, 706); anyTag: killing a friendly unit with a listed tag, a unit with one of the tags
  | { cost: "optionalAdditional"; label: string; costsLess?: string; onlyIf?: import("./vocabulary.js").TurnCondition; enterReady?: true; say?: "asYouPlay" } // costsLess: "If you do, I cost {N} less." (costs are paid outside the engine); onlyIf: an optional payment allowed only after a spell this turn (it can be paid only then); enterReady: "If you do, I enter ready."; say "asYouPlay": worded "As you play this, you may pay …"
  | MoreCost;

export type TriggerEvent =
  | "playMe" // "When you play me" (383.4.a)
  | "youPlaySpell" // "When you play a spell"
  | "attack" // "When I attack"
  | "die" // Deathknell / "When I die" (808)
  | "conquerHere" // "When you conquer here" (battlefields)
  | MoreTriggerEvent;

/**
 * A conditional statement right after the trigger condition: part of the trigger condition (383.2.a.1).
 * Deathknell's are read from what was noted as the unit died (808.1.d.3): "alone" means no other friendly
 * unit was at its location, counting those that died with it (370.1.a.2); "mighty": 5+ Might (706).
 */
export type TriggerCondition = "paidAdditionalCost" | "diedAlone" | "diedNotAlone" | "wasMighty" | "diedInCombat" /* "When I die in combat, ": in combat as it died (740.2.c) */ | MoreTriggerCondition;

export type Ability =
  | { kind: "activated"; costs: Cost[]; effect: Effect; reaction?: boolean; action?: boolean }
  | { kind: "triggered"; on: TriggerEvent; condition?: TriggerCondition; costs?: Cost[]; effect: Effect }
  | { kind: "static"; rule: StaticRule };

export type StaticRule =
  | { rule: "noMoveFromHereToBase" } // battlefields like Vilemaw's Lair
  | { rule: "enterInBase" } // "I enter in base": replaces where a played unit enters
  | { rule: "untargetableByEnemy"; unlessInCombat: boolean }
  | { rule: "replaceFriendlyDeathWithRecall" } // Zhonya's Hourglass style death replacement
  | { rule: "deflect"; n: number }
  | { rule: "shield"; n: number }
  | MoreStaticRule;

export type Keyword = "Action" | "Reaction" | "Hidden" | "Repeat" | "Weaponmaster" | "Deathknell" | "Equip" | MoreKeyword;

export type CardType = "Spell" | "Unit" | "Gear" | "Battlefield" | "Legend" | "Rune";

export interface CardDefinition {
  name: string;
  type: CardType;
  /** Equipment is a gear subtype. */
  equipment?: boolean;
  keywords: Keyword[];
  /** Spells: their effect. Permanents: undefined. */
  spell?: Effect;
  /** Activated, triggered and static abilities, in card order (`ability` index of a chain item). */
  abilities: Ability[];
  /** Optional additional cost (Akshan) or mandatory one (Heedless Resurrection). */
  additionalCosts?: Cost[];
  /** Paragraph order of the printed text (compiled definitions), so the renderer says it back in card order. */
  layout?: LayoutEntry[];
  /** Equipment: the abilities (indices) that are effect text, appended to the unit it is attached to (136.2). */
  effectText?: number[];
}
