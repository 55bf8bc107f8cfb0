/** The engine's working model of a game, built from a request and updated immutably-by-convention (one owner). */
import type { ChainItemInput, Zone } from "../api.js";
import type { CardDefinition, Effect, Instruction } from "../cards/language.js";

export type BoardZone = "BASE" | "BATTLEFIELD" | "FACEDOWN";
export const BOARD_ZONES: readonly Zone[] = ["BASE", "BATTLEFIELD", "FACEDOWN"];

export interface Obj {
  id: string;
  name: string;
  /** who controlled it as it last left the board (its last known information, for "When this leaves the board") */
  leftController?: string;
  /** where it was when it last left the board (for an owner replaying it where it had been) */
  leftLocation?: string;
  /** lower-case card types: unit, gear, spell, battlefield; plus "equipment" for equipment gear */
  types: string[];
  baseMight: number | null;
  energy: number | null;
  /** Power cost, when the catalog knows it */
  power?: number | null;
  /** Given to an existing object only with definitionChanged(state) after it (objectIndex.ts keeps objects by their definitions). */
  def?: CardDefinition;
  owner: string;
  controller: string;
  zone: Zone;
  /** battlefield id when zone is BATTLEFIELD or FACEDOWN */
  battlefield?: string;
  damage: number;
  exhausted: boolean;
  attachedTo?: string;
  /** whose base it is in (zone BASE); normally its controller's */
  baseOwner?: string;
  /** "this turn" might changes */
  tempMight: number;
  /** of tempMight, the part that lasts only "this combat" (it expires as the combat ends, 466.7.c) */
  combatMight?: number;
  /** bumps whenever the object enters or leaves a zone off the board (359.3.e.4) */
  incarnation: number;
  /** bumps every time the object moves on the board */
  /** the chain item whose Deal action last dealt damage to it (428.5.c: a cleanup's kill is attributed to it) */
  damagedBy?: string;
  /** the players whose spells, abilities or units dealt it the damage marked on it during this request (damage given with the board has no known dealer) */
  damageFrom?: string[];
  moves: number;
  /** it was dealt damage this turn: the board's dealtDamageThisTurn (or its damage), then damage dealt while the request resolves (a new object was not) */
  dealtDamageThisTurn?: boolean;
  /** the times it moved this turn: the board's movesThisTurn, then each move while the request resolves (a new object has not moved) */
  movedThisTurn?: number;
  /** a unit that conquered this turn: the board's conqueredThisTurn, then each conquest while the request resolves (a new object has not) */
  conqueredThisTurn?: boolean;
  newObject: boolean;
  /** came from the request's objects (reported in finalBoard) */
  fromInput: boolean;
  /** control lasting until a source leaves the board (Akshan) */
  controlUntil?: { source: string; sourceIncarnation: number; revertTo: string };
  /** next death is replaced (reserved for future effects) */
  stunned?: boolean;
  /** buffs on the unit (701: at most one unless an effect allows more) */
  buffs?: number;
  /** keywords given by effects ("Give a unit [Assault 3] this turn") */
  granted?: { keyword: string; n?: number; thisTurn: boolean; thisCombat?: boolean }[];
  /** tags (Mech, Dragon, …) for "your Mechs" and the like; tokens are tagged by their name */
  tags?: string[];
  /** its domains (134), from the catalog; tokens have none (185.3.b) */
  domains?: string[];
  /** a token (179) */
  token?: boolean;
  /** its next death this turn is replaced: it is healed, exhausted and recalled (a one-shot replacement) */
  deathShield?: boolean | { pay: string; payer: string; from: string } /* optional: only if `payer` pays `pay` (371.2.a) */;
  /** the Empowered status (441.1.a) */
  /** abilities (indices) used this turn: given for before the request, added to as they are used (once-a-turn abilities) */
  usedThisTurn?: number[];
  /** an Equipment: the units it was attached to this turn (the board's attachedThisTurn, and each attach while this request resolves) */
  attachedThisTurnTo?: string[];
  empowered?: boolean;
  /** times Empowered beyond once, for an object that can be Empowered more than once (441.1.c.1); absent: once if empowered */
  timesEmpowered?: number;
  /** an Equipment's Might Bonus (137), added to the unit it is attached to */
  mightBonus?: number | null;
  /** delayed replacement effects on the damage it would be dealt this turn (390.3, 437) */
  damageReplacements?: DamageReplacement[];
  /** banished in place of dying for the turn: the item that said so (a delayed replacement, 390.3) */
  banishIfDies?: string;
  /** "Its base Might becomes 5 this turn." (set in the trait layer, 477.1.a.1; the latest such effect wins) */
  mightBecomes?: number;
  /** untargetable by opponents' spells and abilities for the turn: the item that said so */
  protectedThisTurn?: string;
  /** "Choose one you've not chosen this turn -": the modes (1-based) it chose this turn (the board's modesChosenThisTurn, then the request's) */
  modesChosen?: number[];
  /** activated abilities a spell or ability gave it this turn (numbered after its printed abilities; a new object has none) */
  abilitiesThisTurn?: import("../cards/language.js").Ability[];
  /** the tag or card name its controller named as it was played or by its play effect ("name a tag", "name a spell") */
  named?: string;
  /** a card in banishment banished by an ability of this object ("banished with this"): that object, as it was then */
  banishedWith?: { id: string; incarnation: number };
  /** a copy effect made it a copy (477.1.b): the name of the object first copied (a copy of a copy copies the same one) */
  copyOf?: string;
  /** copy effects lasting while an Equipment is attached to it (725.1, 477.1.b): its own traits, kept aside, and each copy in the order applied (state/copyTraits.ts) */
  attachedCopy?: { saved: import("./copyTraits.js").CopyableTraits; by: import("./copyTraits.js").AttachedCopy[] };
  /** its rules text as it left the board while such a copy lasted (last known information for what triggered on its leaving) */
  leftDef?: { def: CardDefinition | undefined; incarnation: number };
  /** "They can't move it this turn.": the player whose spells and abilities can't move it, and the item that said so */
  noMoveBy?: { player: string; from: string };
}

/**
 * A delayed replacement effect on one unit's damage, created by a resolving item (`from`, its id):
 * "Prevent the next N damage …" (437.1.b.1, its Prevent Value `n` goes down as it prevents, 437.3),
 * preventing the whole of its next damage event this turn (one event, all of it), "Double all damage …".
 */
export type DamageReplacement =
  | { kind: "prevent"; n: number; from: string }
  | { kind: "preventNext"; from: string }
  | { kind: "double"; from: string };

export interface Player {
  id: string;
  hand: string[] | undefined; // known cards, else only the count
  handSize: number;
  deck: string[] | undefined;
  deckSize: number;
  trash: string[];
  trashKnown: boolean;
  /** the card in the player's Champion Zone, by name (none: empty) */
  championZone?: string;
  /** the player's team in a mode of play with teams (489.8): players of the same team are allies; none, no allies */
  team?: string;
  /** the name of the player's Chosen Champion (the board's chosenChampion; absent: not known) */
  chosenChampion?: string;
  /** the turns the player has begun, the current one included when it is theirs (the board's turnsTaken; absent: not known) */
  turnsTaken?: number;
  /** XP (729), public information */
  xp: number;
  /** points scored (194), public information */
  points: number;
  /** excess damage the player assigned in the combat being resolved (465.2.c.4), as the request gives it */
  excessDamageAssigned: number;
  /** runes on the board the player controls (161.1.a), ready or exhausted: the request's count, plus those the chain channels (430.1) */
  runes: number;
  /** the Rune Deck's runes, top first, by card name, when the request gives them (161.2) */
  runeDeck?: string[];
  /** how many runes the Rune Deck holds: the request's (or its runes'), less those channeled; undefined when not known */
  runeDeckSize?: number;
  /** cards played this turn: a count from the request, then the ids of those played during it (812.1.c) */
  playedBefore: number;
  playedIds: string[];
  /** what the player did this turn that later conditions ask about: from the request, then what the chain does (state/history.ts) */
  history: TurnHistory;
  /** "Units you play this turn enter ready." / "Friendly units enter ready this turn.": the items that said so (369.3) */
  unitsEnterReady?: string[];
  /** the player's next unit this turn enters ready: the items that said so, waiting for that unit (tokens too) */
  nextUnitReady?: string[];
  /** buffs on friendly units worth more Might for the turn: the extra Might each buff gives this player's units (703) */
  buffBonus?: number;
  /** "Its controller can't play spells this turn.": the items that said so */
  noSpellsFrom?: string[];
  /** "Opponents can't play cards this turn.": the items that said so (spells, units and gear alike; tokens are not cards) */
  noCardsFrom?: string[];
  /** N Bonus Damage for the player's next spell this turn, waiting for that spell (391) */
  nextSpellBonus?: { n: number; from: string[] };
  /** "the next spell you play this turn" gets [Repeat] equal to its cost: the items that said so, waiting for that spell (391) */
  nextSpellRepeat?: string[];
  /** of those, the items whose Repeat cost is the spell's base cost (204.1.a, 206.1) */
  nextSpellRepeatBase?: string[];
  /** a spell card its controller may play from their trash right after the reflexive trigger `after` resolved (an optional replay from the trash at a cost) */
  mayPlayFromTrash?: { name: string; after: string; cost: string }[];
  /** spell cards of their trash given [Flow] this turn by an effect (Kennen's kind: Flow equal to its cost, for the turn), while each stays there the same object */
  flowGiven?: { id: string; incarnation: number; from: string }[];
  /** a spell's permission to play it again for the controller of the unit it chose: the spell (owned by `owner`) this player may play again right after item `after` resolved; `times`: how many times that card dealt damage this turn, `per` its Bonus Damage for each */
  mayPlayAgain?: { name: string; after: string; cost: string; owner: string; times: number; per: number }[];
  /** a cost increase on the player's non-token units for the turn: the increases for the rest of the turn (costs are paid outside the engine) */
  unitsCostMore?: { amount: string; from: string }[];
  /** a discount on the player's next spell this turn: reductions waiting for that spell (costs are paid outside the engine) */
  nextSpellCostsLess?: { amount: string; from: string; card?: true }[]; // card: "the next card" (a unit or gear as well as a spell)
}

/** A player's turn so far, as conditions like "if you've … this turn" read it (counts from the request plus the chain's). */
export interface TurnHistory {
  /** spells played this turn (finalized, 812.1.c's sense of "played") */
  spellsPlayed: number;
  /** the Energy spent to play each of those spells, as far as known */
  spellEnergy: number[];
  /** the chain items of those played during the request */
  spellIds: string[];
  /** XP gained this turn (730.1) */
  xpGained: number;
  /** Power spent this turn: the request's, plus what the chain's items spent to be played */
  powerSpent: number;
  /** cards drawn this turn */
  drawn: number;
  /** cards discarded this turn */
  discarded: number;
  /** units the player controlled that died this turn */
  unitsDied: number;
  /** of those, the ones that died during this player's Beginning Phase */
  unitsDiedInBeginningPhase: number;
  /** a spell or ability of the player chose an enemy unit this turn */
  choseEnemyUnit: boolean;
  /** the spells and unit abilities of the player that chose enemy units and/or gear this turn (each counted once) */
  choseEnemyWithSpellOrUnitAbility?: number;
  /** the battlefields (ids) the player conquered this turn */
  conquered: string[];
  /** the player played an Equipment this turn (the board's, then an Equipment the chain plays as it enters) */
  playedEquipment?: boolean;
  /** this turn the player has played a unit / a gear that is not a token (the board's, then each the chain plays as it enters) */
  playedNonTokenUnit?: boolean;
  playedNonTokenGear?: boolean;
}

export interface BattlefieldState {
  id: string;
  name?: string;
  def?: CardDefinition;
  controller?: string;
  /** nobody controls it (the board says so); without it and without a controller, its control is not known */
  uncontrolled?: boolean;
  /** players whose spell chose a unit of theirs here this turn (the board's, then as it happens) */
  choseFriendlyWithSpell?: string[];
  /** players who played a non-token unit here this turn (the board's, then as it happens) */
  playedNonTokenUnitHere?: string[];
  /** a battlefield token (185): made by a Replace or added by an effect (chain/ops/battlefieldTokens.ts), or given so by the board */
  token?: boolean;
  /** added to the board while the request resolved */
  added?: boolean;
  /** the battlefield this token replaced (438.7: what swapping back gives back): its card, or a token that stopped existing */
  replaced?: { name?: string; def?: CardDefinition; token?: true };
}

/** A chosen target as remembered by a chain item: which object, which incarnation. */
export interface TargetRef {
  id: string;
  /** object incarnation when chosen; -1 for chain items */
  incarnation: number;
  moves: number;
  isChainItem: boolean;
}

export interface ChainItem {
  id: string;
  /** a spell played from its owner's trash with the [Flow] an effect gave that card this turn (829): the item that gave it */
  flowGivenBy?: string;
  /** a reflexive trigger on a unit card a Burn put into the trash: that card ("the burned card"), its printed Might */
  burnedCard?: { name: string; might: number | null };
  /** an activated ability its source has from a battlefield (state/granted.ts): the ability, and the battlefield that gives it */
  granted?: { ability: import("../cards/language.js").Ability; from: string; thisTurn?: true; hasAll?: true }; // thisTurn: given to the object this turn (not a battlefield's grant)
  /** "Each player chooses a unit they control.": the units chosen as it resolved ("the rest" are the others) */
  eachChose?: string[];
  kind: "spell" | "activated" | "triggered" | "permanent";
  name: string;
  controller: string;
  effect: Effect | undefined;
  def?: CardDefinition;
  /** the card's printed costs (a spell's "costs no more than …"), from the catalog as it is put on the chain */
  printedCost?: { energy: number | null; power: number | null };
  /** the card's domains (134) as printed, from the catalog as it is put on the chain ("an enemy Fury spell") */
  domains?: string[];
  /** object id of the card (spells, permanents) or the ability's source */
  sourceId?: string;
  sourceIncarnation?: number;
  /** facedown battlefield the card was played from, which is "here" (811.1.d.2) */
  hiddenAt?: string;
  targets: Map<string, TargetRef[]>;
  input: ChainItemInput;
  /** which ability of the source (triggered / activated) */
  abilityIndex?: number;
  /** objects the item's costs acted on (e.g. the unit killed for Heedless Resurrection), with look-back info */
  costObjects: { id: string; might: number | null; energy: number | null; power?: number | null }[];
  paidAdditionalCost: boolean;
  /** a unit played from anywhere but a hand, its paid additional cost being the [Accelerate] a friendly permanent gives it: that permanent */
  acceleratedBy?: string;
  repeat: boolean;
  repeatTargets?: Map<string, TargetRef[]>;
  /** a modal spell (355.3): the mode chosen as it was played (1-based), and the one chosen for its Repeat execution (820.2.a) */
  mode?: number;
  repeatMode?: number;
  repeatEffect?: Effect;
  /** a reflexive trigger: the item that made it (its spell card is "this", as in "You may play this from your trash") */
  fromItem?: string;
  /** a second and further instances of Repeat paid (820.3): one more execution each, with its own mode and targets */
  moreRepeats?: { mode?: number; effect: Effect; targets: Map<string, TargetRef[]> }[];
  /** the player "Choose an opponent." / "Choose a player." chose as the item was put on the chain (a player target, 355.9.a) */
  chosenPlayer?: string;
  /** Bonus Damage this spell deals from a delayed passive ability that waited for it (391, 712) */
  bonusDamage?: { n: number; from: string[] };
  /** the object "I"/"me" is when not the source: an Equipment's effect text speaks for its unit (136.2.c) */
  selfId?: string;
  selfIncarnation?: number;
  /** where this item moved objects from, by object id ("… from a battlefield to its base. … at that battlefield") */
  movedFrom?: Map<string, string>;
  /** notes for triggered abilities: information referenced from the trigger condition (359.3.f.3) */
  /** "When you play a spell, … banish it": the spell that triggered it (noted as it triggered, 359.3.f.3) */
  playedSpell?: { item: string; name: string; owner: string; cardId?: string };
  triggerInfo?: { location?: string; movedFrom?: string; object?: { id: string; incarnation: number }; objects?: { id: string; incarnation: number }[]; copyOf?: { id: string; incarnation: number } }; // object: the one the trigger condition named; objects: the tokens a reflexive trigger's "of them" names; copyOf: the object its copy effect copies, noted as the trigger was created
  decisionCount: number;
  /** a triggered ability's opening "you may pay {1} to …": paid as it went on the chain (383.3.b) */
  openingCostPaid?: boolean;
  /** "Then recycle it.": the item whose delayed replacement recycles this spell as it leaves the chain instead of the trash (390.3.a) */
  recycleOnLeave?: string;
  /** a spell that banished itself: its card was banished as it resolved, so it does not go to the trash */
  selfBanished?: boolean;
  /** put on the chain by the request (an ability the caller says was played or triggered), not noticed by the engine */
  callerPlaced?: boolean;
  /** a spell another player gained control of on the chain: the player who played it (and owns it, 157); `controller` is the new one */
  playedBy?: string;
  /** a spell played again by another player than its owner (its card goes to its owner's trash, 157) */
  owner?: string;
  /** a spell played again: the times its card dealt damage this turn before this play */
  timesDealtBefore?: number;
}

/** A delayed triggered ability waiting for its event this turn (390.2): a unit's death, or any unit taking damage. */
export interface DelayedTrigger {
  /** the item that created it */
  from: string;
  name: string;
  controller: string;
  on: "dies" | "takesDamage" | "friendlyUnitPlayed" | "conquers"; // friendlyUnitPlayed: a unit its controller plays (tokens too); "it" is that unit; conquers: a "When I conquer" ability the unit has this turn (477.2.a), "me" is the unit
  /** only the first unit played after it this turn: it triggers once, then is gone */
  once?: true;
  /** "When it dies": that object, as it was when the trigger was created */
  objectId?: string;
  incarnation?: number;
  /** what it does; "it" (a self reference) is the unit the event happened to */
  effect: Effect;
  /** a reflexive trigger's condition (387.3) on what its item did ("If this kills it"): it lasts until the cleanup after that item resolves */
  reflexive?: true;
}

export interface DelayedAbility {
  id: string;
  controller: string;
  describe: string;
  source: string;
  /** when it acts: at the end of this turn, at the start of its controller's next Main Phase, when a player (named in describe) next holds, or when the unit it names wins a combat this turn */
  when: "END_OF_TURN" | "START_OF_NEXT_MAIN_PHASE" | "WHEN_PLAYER_HOLDS" | "WINS_COMBAT_THIS_TURN";
  /** the battlefield it names, fixed as it was created */
  battlefield?: string;
  /** the object whose event it waits for (WINS_COMBAT_THIS_TURN: that unit), as it was when it was created */
  object?: string;
  /** WINS_COMBAT_THIS_TURN: what it does, for a win the engine sees (a combat's Resolution Step); not reported */
  then?: { instruction: Instruction; label: string };
}

export interface GameState {
  turnPlayer: string;
  playerOrder: string[];
  players: Map<string, Player>;
  battlefields: Map<string, BattlefieldState>;
  objects: Map<string, Obj>;
  objectOrder: string[];
  combat?: {
    battlefield: string;
    attackers: Set<string>;
    defenders: Set<string>;
    /** the board's combat.step RESOLUTION: the attacking and defending players (fixed as given), and every unit that had a designation */
    resolution?: { attacker: string; defender: string; wereInCombat: Map<string, number> };
  };
  phase: string;
  /** the battlefield of a non-combat showdown in progress (the board's showdownBattlefield) */
  showdownAt?: string;
  /** the points a player must reach to win (194.3) */
  victoryScore: number;
  chain: ChainItem[]; // bottom first
  delayed: DelayedAbility[];
  /** the Additional Turns queued after the current turn, in the order they will be taken (735, 738): their owners */
  additionalTurns: string[];
  /** the player an effect made win the game (195): the game has ended (196) */
  winner?: string;
  /** items played in this request, by id (still referable after they leave the chain) */
  removedItems: Map<string, ChainItem>;
  /** the item that finished resolving last (the cleanup after it attributes lethal damage it dealt, 428.5.c) */
  lastResolved?: ChainItem;
  /** delayed triggered abilities created this turn (390.2) */
  delayedTriggers?: DelayedTrigger[];
  /** no spell or ability damage for the turn: the items that said so (437.1.b.1.b) */
  preventSpellDamageFrom?: string[];
  /** battlefields a unit arrived at during this request (for the simplified conquest check) */
  arrivals: Set<string>;
  /** the units with copy effects lasting while an Equipment is attached to them (state/copyTraits.ts) */
  attachedCopies?: Set<string>;
  /** cards a permanent's static banished instead of letting them go to their owner's trash, not yet said in the transcript (context.ts log) */
  trashBanished?: { card: string; id: string; owner: string; by: string; self: boolean }[];
}
