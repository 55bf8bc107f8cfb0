import type { RulesProfile } from "./profile.js";

/**
 * Public types of the chain-resolution engine. Keep these names stable: the
 * GraphQL layer maps them one to one. New fields may be added (optional).
 */

export type Location = "BASE" | "BATTLEFIELD" | "FACEDOWN";

export interface PlayerInput {
  id: string;
  hand?: string[];
  handSize?: number;
  deck?: string[];
  deckSize?: number;
  trash?: string[];
  /** XP the player has (729; public information). Default 0. */
  xp?: number;
  /** Points the player has scored (194; public information). Default 0. */
  points?: number;
  /** Excess damage the player assigned in the combat being resolved: combat damage assigned to units beyond what was
   * lethal (465.2.c.4), read by the conquest triggers the caller places for that combat. Default 0. */
  excessDamageAssigned?: number;
  /** Runes the player controls on the board, ready or exhausted (161.1.a; public information), those listed as objects included. Default 0, or the number listed as objects. */
  runes?: number;
  /** The player's Rune Deck (161.2), top first, by rune card name: channeling takes runes from its top (430.1), a rune recycled goes
   * under it (416.1.b). Default: not known (channeling then takes as many as it says). */
  runeDeck?: string[];
  /** The number of runes in the player's Rune Deck, when which runes is not given. */
  runeDeckSize?: number;
  /** Cards the player played earlier this turn, before the chain (for Legion, 812). Default 0. */
  cardsPlayedThisTurn?: number;
  /** What happened earlier this turn, before the chain (each default 0 / none); the chain adds what it does. */
  /** Spells the player played earlier this turn. */
  spellsPlayedThisTurn?: number;
  /** The Energy the player spent to play each spell earlier this turn (one number a spell). */
  energySpentOnSpellsThisTurn?: number[];
  /** The Power the player spent earlier this turn, before the chain, on anything (cards, additional costs, abilities). */
  powerSpentThisTurn?: number;
  /** XP the player gained earlier this turn (730.1). */
  xpGainedThisTurn?: number;
  /** Cards the player drew earlier this turn (the Draw Phase's included). */
  cardsDrawnThisTurn?: number;
  /** Cards the player discarded earlier this turn. */
  cardsDiscardedThisTurn?: number;
  /** Units the player controlled that died earlier this turn. */
  unitsDiedThisTurn?: number;
  /** Of those, how many died during this player's Beginning Phase this turn (only on their own turn). */
  unitsDiedInBeginningPhaseThisTurn?: number;
  /** A spell or ability of the player chose an enemy unit earlier this turn. */
  choseEnemyUnitThisTurn?: boolean;
  /** The spells and unit abilities of the player that chose enemy units and/or gear earlier this turn, before the chain (each counted once). */
  timesChoseEnemyWithSpellOrUnitAbilityThisTurn?: number;
  /** The card in the player's Champion Zone (their Chosen Champion, 103.2, until it is played), by name; default: the zone is empty. */
  championZone?: string;
  /** The player's team, in a mode of play with teams (489.8): players with the same team are allies. Default: none (no allies). */
  team?: string;
  /** The player played an Equipment earlier this turn, before the chain. */
  playedEquipmentThisTurn?: boolean;
  /** The player played a non-token unit earlier this turn, before the chain (from a hand or by an effect). */
  playedNonTokenUnitThisTurn?: boolean;
  /** The player played a non-token gear (an Equipment too) earlier this turn, before the chain. */
  playedNonTokenGearThisTurn?: boolean;
  /** The name of the player's Chosen Champion (103.2.a): any card of that exact name counts as it (103.2.a.3). Default: not known. */
  chosenChampion?: string;
  /** How many turns the player has begun in this game, the current one included when it is theirs (1 during their first turn); Additional Turns count. Default: not known. */
  turnsTaken?: number;
  /** The battlefields (ids) the player conquered earlier this turn, before the chain. */
  battlefieldsConqueredThisTurn?: string[];
}

export interface BattlefieldInput {
  id: string;
  card?: string;
  controller?: string;
  /** For a battlefield token (Brush) that replaced a battlefield before the request: that battlefield's card, what swapping back gives back (438.7). */
  replaced?: string;
  /** Nobody controls it (without this and without a controller, who controls it is not known). */
  uncontrolled?: boolean;
  /** The players whose spell chose a unit of theirs here earlier this turn, before the chain. */
  choseFriendlyUnitWithSpellThisTurn?: string[];
  /** The players who played a non-token unit here earlier this turn, before the chain. */
  playedNonTokenUnitHereThisTurn?: string[];
}

export interface GameObjectInput {
  id: string;
  card?: string;
  name?: string;
  type?: string;
  might?: number;
  text?: string;
  owner: string;
  controller?: string;
  location: Location;
  battlefield?: string;
  damage?: number;
  exhausted?: boolean;
  /** A unit stunned earlier this turn, before the request (the Stun status). Default false. */
  stunned?: boolean;
  attachedTo?: string;
  /** Temporary "this turn" might modifier already applied before the request. */
  mightBonus?: number;
  /** The object has the Empowered status (441). */
  empowered?: boolean;
  /** How many times it is Empowered, for an object that can be Empowered more than once (441.1.c.1); 1 or more is Empowered. */
  timesEmpowered?: number;
  /** Its abilities (0-based, printed order) already used this turn before the request: an activated ability usable once a turn,
   * a triggered ability that triggers only the first time each turn (it already did). */
  abilitiesUsedThisTurn?: number[];
  /** Tags it gained before the request besides its printed ones (a tag chosen as it was played). */
  tagsGained?: string[];
  /** The tag or card name its controller named for it before the request (a gear naming a tag as it is played, a unit's play effect naming a spell). */
  named?: string;
  /** For an Equipment that makes its unit a copy of another unit as it is attached, for as long as it stays attached: what that
   * unit copies, an object id of the board or a card name (the choice made as it was attached, before the request). */
  attachedCopyOf?: string;
  /** For equipment: it was attached to its unit (`attachedTo`) earlier this turn, before the request. */
  attachedThisTurn?: boolean;
  /** The times it moved earlier this turn, before the request (a standard move included). Default 0. */
  movesThisTurn?: number;
  /** A unit was dealt damage earlier this turn, before the request (damage marked on it says so; give true for one healed since).
   * Default: true if it has damage, else false. */
  dealtDamageThisTurn?: boolean;
  /** A unit: it conquered earlier this turn, before the request (it was among its controller's units at a battlefield they conquered). */
  conqueredThisTurn?: boolean;
  /** The modes (1-based, in printed order) its modal ability that remembers its choices ("Choose one you've not chosen this turn -")
   * chose earlier this turn, before the request. Default none. */
  modesChosenThisTurn?: number[];
  /** Cards (names) banished earlier by its own abilities ("banished with this"), owned by its controller; they are in banishment
   * as `<id>:banished:<i>`. Default none. */
  banishedWithThis?: string[];
}

/** Where a combat stands as the request begins (463): in its showdown (464, the default), or with its combat damage dealt (465.2.d). */
export type CombatStep = "SHOWDOWN" | "RESOLUTION";

export interface CombatInput {
  battlefield: string;
  attackers: string[];
  defenders: string[];
  /**
   * SHOWDOWN (default): the chain resolves during the combat's showdown; the damage, the result and what follows are the caller's.
   * RESOLUTION: combat damage has been dealt (the units' damage on the board includes it, 465.2.d); the chain resolves first
   * (466.2), then the engine carries out the Resolution Step (466): the combat cleanup, the result, control, the combat's end.
   */
  step?: CombatStep;
}

export interface BoardInput {
  turnPlayer: string;
  players: PlayerInput[];
  battlefields: BattlefieldInput[];
  objects: GameObjectInput[];
  combat?: CombatInput;
  /** e.g. "ACTION", "SHOWDOWN", "COMBAT", "ENDING", "ENDING_STEP" */
  phase?: string;
  /** The points a player must reach to win (194.3; a mode of play may change it). Default 8. */
  victoryScore?: number;
  /** The battlefield where a showdown is in progress (a non-combat showdown, with phase SHOWDOWN); a combat's showdown is at the combat's battlefield. */
  showdownBattlefield?: string;
  /** The Additional Turns already queued after the current turn (735), in the order they will be taken: each its owner's id. Default none. */
  additionalTurns?: string[];
}

export interface ChainItemInput {
  id: string;
  card?: string;
  source?: string;
  ability?: number;
  controller: string;
  targets?: string[];
  playedFrom?: string;
  battlefield?: string;
  playedAfter?: string;
  /** Optional costs paid (e.g. Akshan's additional cost). */
  paidAdditionalCost?: boolean;
  /** Destination chosen at play time (a battlefield id or "base"). */
  destination?: string;
  /** A battlefield whose own additional cost for playing a unit with a given tag there its controller paid: the unit is played there. */
  battlefieldCostPaid?: string;
  /** Repeat cost paid (820): the effect runs again with `repeatTargets`. */
  repeat?: boolean;
  /** With `repeat`: how many of the spell's Repeat costs were paid (820.3; default 1); `repeatTargets` then lists the targets of
   * each additional execution in turn. */
  repeatCount?: number;
  repeatTargets?: string[];
  /** For a trigger the caller places whose condition names another object (a friendly unit that attacks alone, say):
   * that object, "it" in its effect. */
  subject?: string;
  /** Objects used to pay costs, e.g. the unit killed for Heedless Resurrection. */
  costObjects?: string[];
  /** The Energy spent to play this card (costs are paid outside the engine); default: its printed Energy cost. */
  energySpent?: number;
  /** The Power spent to play this card or ability (costs are paid outside the engine); default: a card's printed Power cost (plus one
   * for a paid [Accelerate], 805.1.a), an activated ability's Power symbols in its cost. */
  powerSpent?: number;
}

export interface ChoiceInput {
  item: string;
  index?: number;
  objects?: string[];
  amounts?: number[];
  accept?: boolean;
  option?: string;
}

export interface EngineRequest {
  board: BoardInput;
  chain: ChainItemInput[];
  choices?: ChoiceInput[];
}

export interface CardInfo {
  code: string;
  name: string;
  type: string;
  might: number | null;
  energy: number | null;
  /** Power cost (the number of power symbols), when the catalog knows it */
  power?: number | null;
  text: string;
  /** an Equipment's Might Bonus (137): added to the Might of the unit it is attached to */
  mightBonus?: number | null;
  /** tags (Mech, Dragon, Poro…), for "your Mechs" and the like */
  tags?: string[];
  /** domains (134) as printed: "Fury", "Calm", "Mind", "Body", "Chaos", "Order"; none for a domainless card */
  domains?: string[];
}

export interface CardCatalog {
  lookup(nameOrCode: string): CardInfo | undefined;
}

export interface RuleRef {
  id: string;
  rup4: string;
}

export interface TargetCheck {
  object: string;
  legal: boolean;
  reason?: string;
  citations: RuleRef[];
}

export type StepOutcome = "EXECUTED" | "PARTIAL" | "IGNORED";

export interface Step {
  index: number;
  kind: string;
  chainItem?: string;
  instruction?: string;
  outcome?: StepOutcome;
  explanation: string;
  targets: TargetCheck[];
  citations: RuleRef[];
}

export interface PendingChoice {
  item: string;
  index: number;
  player: string;
  prompt: string;
  options: string[];
}

export type Zone =
  | "BASE"
  | "BATTLEFIELD"
  | "FACEDOWN"
  | "HAND"
  | "MAIN_DECK"
  | "TRASH"
  | "BANISHMENT"
  | "CHAMPION_ZONE"
  | "RUNE_DECK"
  | "CHAIN";

export interface ObjectState {
  id: string;
  zone: Zone;
  battlefield?: string;
  damage: number;
  might: number | null;
  exhausted: boolean;
  controller: string;
  newObject?: boolean;
  attachedTo?: string;
  /** whose base the object sits in, when that is not its controller's */
  baseOwner?: string;
  /** true when the object has the Empowered status (441) */
  empowered?: boolean;
}

export interface PlayerState {
  id: string;
  handSize: number;
  hand?: string[];
  trash?: string[];
  /** XP (729): given in the board, changed by gaining and spending it */
  xp: number;
  /** the card in the player's Champion Zone, by name (absent: empty) */
  championZone?: string;
}

export interface BoardState {
  players: PlayerState[];
  objects: ObjectState[];
  /** the Additional Turns queued after the current turn (735, 737), in the order they will be taken: the board's and those the chain inserted (738) */
  additionalTurns: string[];
  /** the player an effect made win the game (195); the game ended there (196) */
  winner?: string;
  /** delayed abilities (390) created by the chain that act after it: at the end of this turn, or at the start of a player's next Main Phase */
  delayed: DelayedAbilityState[];
  /** the battlefields, in board order (those the chain added last): a battlefield replaced by a token keeps its id (438.1.a) */
  battlefields: BattlefieldOut[];
}

export interface BattlefieldOut {
  id: string;
  /** its card's name (a token's name for a battlefield token); absent for a battlefield without a card */
  card?: string;
  controller?: string;
  /** a battlefield token (185): added by an effect or replacing a battlefield (438) */
  token?: boolean;
  /** for a token that replaced a battlefield: the card it replaced (438.7: what swapping back gives back) */
  replaced?: string;
}

export interface DelayedAbilityState {
  /** `<item>.delayed` */
  id: string;
  controller: string;
  /** the object or chain item whose ability created it */
  source: string;
  /** WHEN_PLAYER_HOLDS: the next time the player its describe names holds a battlefield; WINS_COMBAT_THIS_TURN: a delayed trigger on a unit winning a combat this turn (a win in the Resolution Step the engine carries out, board combat.step RESOLUTION, triggers it and it is no longer listed; any other win is the caller's to apply) */
  when: "END_OF_TURN" | "START_OF_NEXT_MAIN_PHASE" | "WHEN_PLAYER_HOLDS" | "WINS_COMBAT_THIS_TURN";
  /** what it will do, in the engine's words */
  describe: string;
  /** the battlefield it names, fixed as it was created */
  battlefield?: string;
  /** the object whose event it waits for (WINS_COMBAT_THIS_TURN: the unit that must win) */
  object?: string;
}

export interface InputError {
  path: string;
  message: string;
}

export type EngineResult =
  | {
      ok: true;
      status: "COMPLETE" | "NEEDS_CHOICE";
      pendingChoice?: PendingChoice;
      steps: Step[];
      finalBoard: BoardState;
      summary: string;
      unsupported: string[];
    }
  | { ok: false; errors: InputError[] };

export type { RulesProfile, LinkedInstructions } from "./profile.js";

export interface ResolveOptions {
  stepBudget?: number;
  /**
   * The rules release's behaviour where it gives a different outcome than RUP4 (see profile.ts);
   * RUP4's when absent.
   */
  profile?: RulesProfile;
}
