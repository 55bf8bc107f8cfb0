import { Field, ID, InputType, Int, registerEnumType } from "type-graphql";
import { DateScalar } from "./date.scalar.js";

export enum Location {
  BASE = "BASE",
  BATTLEFIELD = "BATTLEFIELD",
  FACEDOWN = "FACEDOWN",
}
registerEnumType(Location, { name: "Location", description: "Where a board object is: a base, a battlefield, or a battlefield's facedown zone." });

export enum CombatStep {
  SHOWDOWN = "SHOWDOWN",
  RESOLUTION = "RESOLUTION",
}
registerEnumType(CombatStep, {
  name: "CombatStep",
  description: "Where the board's combat stands (463).",
  valuesConfig: {
    SHOWDOWN: { description: "The combat's showdown (464), the default: the chain resolves during it; combat damage, the result and what follows are the caller's." },
    RESOLUTION: { description: "Combat damage has been dealt (465.2.d): the units' damage includes it. The chain resolves first (466.2), then the engine carries out the Resolution Step (466): the combat cleanup (deaths, every unit healed, the attackers recalled if defenders remain), the result and the triggers of a win, control of the battlefield (a conquest), and the combat's end." },
  },
});

@InputType({ description: "A player and what is known of their non-board zones (card names or codes)." })
export class PlayerInput {
  @Field(() => ID) id!: string;
  @Field(() => [String], { nullable: true }) hand?: string[];
  @Field(() => Int, { nullable: true, description: "Hand size when the cards are unknown." }) handSize?: number;
  @Field(() => [String], { nullable: true, description: "Main deck, top first." }) deck?: string[];
  @Field(() => Int, { nullable: true }) deckSize?: number;
  @Field(() => [String], { nullable: true }) trash?: string[];
  @Field(() => Int, { nullable: true, description: "XP the player has (729). Default 0." }) xp?: number;
  @Field(() => Int, { nullable: true, description: "Points the player has scored (194). Default 0." }) points?: number;
  @Field(() => Int, { nullable: true, description: "Excess damage the player assigned in the combat being resolved: combat damage assigned to units beyond lethal (465.2.c.4), read by the conquest triggers placed for that combat. Default 0." }) excessDamageAssigned?: number;
  @Field(() => Int, { nullable: true, description: "Runes the player controls on the board, ready or exhausted (161.1.a), those listed as objects (type rune) included. Default 0, or the number listed as objects." }) runes?: number;
  @Field(() => [String], { nullable: true, description: "The player's Rune Deck (161.2), top first, by rune card name (e.g. Fury Rune): channeling takes runes from its top (430.1). Default: not known." }) runeDeck?: string[];
  @Field(() => Int, { nullable: true, description: "The number of runes in the player's Rune Deck, when which runes is not given (channeling takes as many as possible, 430.3). Default: not known." }) runeDeckSize?: number;
  @Field(() => Int, { nullable: true, description: "Cards the player played earlier this turn, before the chain (Legion, 812). Default 0." }) cardsPlayedThisTurn?: number;
  @Field(() => Int, { nullable: true, description: "Spells the player played earlier this turn, before the chain. Default 0." }) spellsPlayedThisTurn?: number;
  @Field(() => [Int], { nullable: true, description: "The Energy the player spent to play each spell earlier this turn, before the chain (one number a spell). Default none." }) energySpentOnSpellsThisTurn?: number[];
  @Field(() => Int, { nullable: true, description: "The Power the player spent earlier this turn, before the chain, on anything (cards, additional costs, abilities). Default 0." }) powerSpentThisTurn?: number;
  @Field(() => Int, { nullable: true, description: "XP the player gained earlier this turn, before the chain (730.1). Default 0." }) xpGainedThisTurn?: number;
  @Field(() => Int, { nullable: true, description: "Cards the player drew earlier this turn, before the chain (the Draw Phase's included). Default 0." }) cardsDrawnThisTurn?: number;
  @Field(() => Int, { nullable: true, description: "Cards the player discarded earlier this turn, before the chain. Default 0." }) cardsDiscardedThisTurn?: number;
  @Field(() => Int, { nullable: true, description: "Units the player controlled that died earlier this turn, before the chain. Default 0." }) unitsDiedThisTurn?: number;
  @Field(() => Int, { nullable: true, description: "Of those, the units that died during this player's Beginning Phase this turn. Default 0." }) unitsDiedInBeginningPhaseThisTurn?: number;
  @Field(() => Boolean, { nullable: true, description: "A spell or ability of the player chose (targeted, 355.7) an enemy unit earlier this turn, before the chain. Default false." }) choseEnemyUnitThisTurn?: boolean;
  @Field(() => Int, { nullable: true, description: "The spells and unit abilities of the player that chose (targeted, 355.7) enemy units and/or gear earlier this turn, before the chain, each counted once. Default 0." }) timesChoseEnemyWithSpellOrUnitAbilityThisTurn?: number;
  @Field(() => String, { nullable: true, description: "The card in the player's Champion Zone (their Chosen Champion, until it is played), by name. Default: the zone is empty." }) championZone?: string;
  @Field(() => String, { nullable: true, description: "The player's team, in a mode of play with teams (489.8): players with the same team are allies, read by cards that count what 'you or allies' control. Default: none (no allies)." }) team?: string;
  @Field(() => Boolean, { nullable: true, description: "The player played a non-token unit earlier this turn, before the chain (from a hand or by an effect); a non-token unit the chain plays counts as it enters. Default false." }) playedNonTokenUnitThisTurn?: boolean;
  @Field(() => Boolean, { nullable: true, description: "The player played a non-token gear (an Equipment too) earlier this turn, before the chain; one the chain plays counts as it enters. Default false." }) playedNonTokenGearThisTurn?: boolean;
  @Field(() => String, { nullable: true, description: "The name of the player's Chosen Champion (103.2.a); any card of that exact name counts as it (103.2.a.3). For cards that return it. Default: not known." }) chosenChampion?: string;
  @Field(() => Int, { nullable: true, description: "How many turns the player has begun in this game, the current one included when it is theirs (1 during their first turn); Additional Turns count. For cards that can't be played on a player's first turns. Default: not known." }) turnsTaken?: number;
  @Field(() => Boolean, { nullable: true, description: "The player played an Equipment earlier this turn, before the chain (an Equipment the chain plays counts too). Default false." }) playedEquipmentThisTurn?: boolean;
  @Field(() => [String], { nullable: true, description: "The battlefields (ids) the player conquered earlier this turn, before the chain. Default none." }) battlefieldsConqueredThisTurn?: string[];
}

@InputType()
export class BattlefieldInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true, description: "Battlefield card name or code, e.g. Vilemaw's Lair." }) card?: string;
  @Field(() => ID, { nullable: true }) controller?: string;
  @Field(() => String, { nullable: true, description: "For a battlefield token (Brush) that replaced a battlefield before the request: the card it replaced, what swapping it back gives back (438.7). Default: not known (swapping back does nothing, and the transcript says so)." }) replaced?: string;
  @Field(() => Boolean, { nullable: true, description: "Nobody controls it (without this and without a controller, who controls it is not known). Default false." }) uncontrolled?: boolean;
  @Field(() => [ID], { nullable: true, description: "The players whose spell chose (targeted, 355.7) a unit of theirs here earlier this turn, before the chain. Default none." }) choseFriendlyUnitWithSpellThisTurn?: string[];
  @Field(() => [ID], { nullable: true, description: "The players who played a non-token unit here earlier this turn, before the chain (for a battlefield's trigger on the first time each turn). Default none." }) playedNonTokenUnitHereThisTurn?: string[];
}

@InputType({ description: "A unit, gear, equipment or facedown card on the board: a card, or stats and text." })
export class GameObjectInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true, description: "Card name or public code." }) card?: string;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true, description: "unit, gear, equipment, rune, spell… (case-insensitive). A rune is in its controller's base, one of the runes the player's runes counts." }) type?: string;
  @Field(() => Int, { nullable: true }) might?: number;
  @Field(() => String, { nullable: true, description: "Card text, for an object described by its text alone." }) text?: string;
  @Field(() => ID) owner!: string;
  @Field(() => ID, { nullable: true, description: "Default: the owner." }) controller?: string;
  @Field(() => Location) location!: Location;
  @Field(() => ID, { nullable: true, description: "Required at a battlefield or in its facedown zone." }) battlefield?: string;
  @Field(() => Int, { nullable: true }) damage?: number;
  @Field(() => Boolean, { nullable: true }) exhausted?: boolean;
  @Field(() => Boolean, { nullable: true, description: "A unit stunned earlier this turn, before the request. Default false." }) stunned?: boolean;
  @Field(() => ID, { nullable: true, description: "For equipment: the unit it is attached to." }) attachedTo?: string;
  @Field(() => Int, { nullable: true, description: "A 'this turn' might bonus already applied." }) mightBonus?: number;
  @Field(() => Boolean, { nullable: true, description: "It has the Empowered status (441)." }) empowered?: boolean;
  @Field(() => Int, { nullable: true, description: "How many times it is Empowered, for an object that can be Empowered more than once (441.1.c.1): 1 or more means it has the Empowered status. Default 1 if empowered, else 0." }) timesEmpowered?: number;
  @Field(() => [Int], { nullable: true, description: "Its abilities (0-based) already used this turn before the request: an activated ability usable once a turn, or a triggered ability that triggers only the first time each turn. Default none." }) abilitiesUsedThisTurn?: number[];
  @Field(() => [String], { nullable: true, description: "Tags it gained before the request besides its printed ones (a tag chosen as it was played). Default none." }) tagsGained?: string[];
  @Field(() => String, { nullable: true, description: "The tag or card name its controller named for it before the request (a gear naming a tag as it is played, a unit's play effect naming a spell). Default none." }) named?: string;
  @Field(() => Boolean, { nullable: true, description: "For equipment: it was attached to its unit (attachedTo) earlier this turn, before the request. Default false." }) attachedThisTurn?: boolean;
  @Field(() => String, { nullable: true, description: "For an Equipment that makes its unit a copy of another unit as it is attached, for as long as it stays attached: what the unit copies, an object id of the board or a card name (chosen as it was attached, before the request). Default: not known (the unit is taken as described, and the answer says so)." }) attachedCopyOf?: string;
  @Field(() => Int, { nullable: true, description: "The times it moved earlier this turn, before the request (a standard move included). Default 0." }) movesThisTurn?: number;
  @Field(() => Boolean, { nullable: true, description: "A unit was dealt damage earlier this turn, before the request (its damage says so; give true for one healed since; false with damage is an error). Default: true if it has damage, else false." }) dealtDamageThisTurn?: boolean;
  @Field(() => Boolean, { nullable: true, description: "A unit: it conquered earlier this turn, before the request (it was among its controller's units at a battlefield they conquered); a conquest while the request resolves counts too. Default false." }) conqueredThisTurn?: boolean;
  @Field(() => [Int], { nullable: true, description: "The modes (1-based, in printed order) its modal ability that remembers its choices ('Choose one you've not chosen this turn -') chose earlier this turn, before the request. Default none." }) modesChosenThisTurn?: number[];
  @Field(() => [String], { nullable: true, description: "Cards (names or codes) banished earlier by its own abilities ('banished with this'), owned by its controller; in banishment as <id>:banished:<i>. Default none." }) banishedWithThis?: string[];
}

@InputType()
export class CombatInput {
  @Field(() => ID) battlefield!: string;
  @Field(() => [ID]) attackers!: string[];
  @Field(() => [ID]) defenders!: string[];
  @Field(() => CombatStep, { nullable: true, description: "Where the combat stands: SHOWDOWN (default) or RESOLUTION (its damage dealt; the engine then resolves the Resolution Step, 466)." }) step?: CombatStep;
}

@InputType()
export class BoardInput {
  @Field(() => ID) turnPlayer!: string;
  @Field(() => [PlayerInput]) players!: PlayerInput[];
  @Field(() => [BattlefieldInput]) battlefields!: BattlefieldInput[];
  @Field(() => [GameObjectInput]) objects!: GameObjectInput[];
  @Field(() => CombatInput, { nullable: true }) combat?: CombatInput;
  @Field(() => String, { nullable: true, description: "Turn phase, e.g. ACTION, SHOWDOWN, COMBAT, ENDING, ENDING_STEP." }) phase?: string;
  @Field(() => Int, { nullable: true, description: "The points a player must reach to win (194.3; a mode of play may change it). Default 8." }) victoryScore?: number;
  @Field(() => ID, { nullable: true, description: "The battlefield where a showdown is in progress (a non-combat showdown, with phase SHOWDOWN); a combat's showdown is at the combat's battlefield. Default none." }) showdownBattlefield?: string;
  @Field(() => [ID], { nullable: true, description: "The Additional Turns already queued after the current turn (735), in the order they will be taken: each its owner's player id. Default none." }) additionalTurns?: string[];
}

@InputType({ description: "A spell (card) or an ability of a board object (source + ability) on the chain." })
export class ChainItemInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) card?: string;
  @Field(() => ID, { nullable: true }) source?: string;
  @Field(() => Int, { nullable: true, description: "Which ability of the source (0-based)." }) ability?: number;
  @Field(() => ID) controller!: string;
  @Field(() => [ID], { nullable: true }) targets?: string[];
  @Field(() => String, { nullable: true, description: "HAND (default) or FACEDOWN (played from hidden)." }) playedFrom?: string;
  @Field(() => ID, { nullable: true, description: "The battlefield it was played at (from facedown)." }) battlefield?: string;
  @Field(() => ID, { nullable: true, description: "Played only once the item with this id has finished resolving: another item of the request, a reflexive trigger one of them makes (<item>.delayed), or a triggered ability of an object (<object>.a<k>)." }) playedAfter?: string;
  @Field(() => Boolean, { nullable: true }) paidAdditionalCost?: boolean;
  @Field(() => String, { nullable: true, description: "A destination chosen on play: a battlefield id or base." }) destination?: string;
  @Field(() => ID, { nullable: true, description: "A battlefield whose own additional cost for playing a unit with a given tag there was paid: the unit is played there. Default none." }) battlefieldCostPaid?: string;
  @Field(() => Boolean, { nullable: true, description: "The Repeat cost was paid." }) repeat?: boolean;
  @Field(() => Int, { nullable: true, description: "With repeat: how many of the spell's Repeat costs were paid (820.3; default 1). repeatTargets then lists the targets of each additional execution in turn." }) repeatCount?: number;
  @Field(() => [ID], { nullable: true }) repeatTargets?: string[];
  @Field(() => [ID], { nullable: true, description: "Objects used to pay costs." }) costObjects?: string[];
  @Field(() => ID, { nullable: true, description: "For a trigger the caller places whose condition names another object (a friendly unit that attacks alone, say): that object, 'it' in its effect. Default none." }) subject?: string;
  @Field(() => Int, { nullable: true, description: "The Energy spent to play this card (costs are paid outside the engine). Default: its printed Energy cost." }) energySpent?: number;
  @Field(() => Int, { nullable: true, description: "The Power spent to play this card or ability (costs are paid outside the engine). Default: a card's printed Power cost, plus one for a paid [Accelerate]; an activated ability's Power symbols in its cost." }) powerSpent?: number;
}

@InputType({ description: "The answer to the index-th decision of a chain item." })
export class ChoiceInput {
  @Field(() => ID) item!: string;
  @Field(() => Int, { nullable: true }) index?: number;
  @Field(() => [ID], { nullable: true }) objects?: string[];
  @Field(() => [Int], { nullable: true }) amounts?: number[];
  @Field(() => Boolean, { nullable: true }) accept?: boolean;
  @Field(() => String, { nullable: true }) option?: string;
}

@InputType()
export class ResolveChainInput {
  @Field(() => DateScalar, { nullable: true, description: "Pin to the rules in force on this date (default today)." }) asOf?: string;
  @Field(() => String, { nullable: true, description: "Pin to a rules version (instead of asOf)." }) rulesVersion?: string;
  @Field(() => BoardInput) board!: BoardInput;
  @Field(() => [ChainItemInput]) chain!: ChainItemInput[];
  @Field(() => [ChoiceInput], { nullable: true }) choices?: ChoiceInput[];
}
