import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateScalar } from "./date.scalar.js";

@ObjectType({ simpleResolvers: true, description: "A rule that decided a step, quoted from the release the request is pinned to." })
export class Citation {
  @Field(() => String, { description: "Rule number in the pinned release, or (none) when that release has no such rule." }) rule!: string;
  @Field(() => String, { nullable: true, description: "The rule's text in the pinned release." }) text!: string | null;
  @Field(() => String, { description: "Version of the release quoted." }) release!: string;
  @Field(() => String, { description: "Stable identity of the rule across releases." }) ruleId!: string;
  @Field(() => String, { description: "The rule's number in RUP4." }) rup4!: string;
  @Field(() => Boolean, { description: "False when the pinned release has no rule for this decision." }) found!: boolean;
  @Field(() => String, { nullable: true }) note!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class TargetCheck {
  @Field(() => ID) object!: string;
  @Field(() => Boolean) legal!: boolean;
  @Field(() => String, { nullable: true, description: "Which requirement failed, in plain words." }) reason!: string | null;
  @Field(() => [Citation]) citations!: Citation[];
}

@ObjectType({ simpleResolvers: true })
export class ResolutionStep {
  @Field(() => Int) index!: number;
  @Field(() => String, { description: "What happened: ITEM_BEGINS, TARGETS_CHECKED, INSTRUCTION, ITEM_ENDS, CLEANUP, TRIGGER, CHOICE_NEEDED…" }) kind!: string;
  @Field(() => ID, { nullable: true }) chainItem!: string | null;
  @Field(() => String, { nullable: true }) instruction!: string | null;
  @Field(() => String, { nullable: true, description: "EXECUTED, PARTIAL or IGNORED." }) outcome!: string | null;
  @Field(() => String) explanation!: string;
  @Field(() => [TargetCheck]) targets!: TargetCheck[];
  @Field(() => [Citation]) citations!: Citation[];
}

@ObjectType({ simpleResolvers: true })
export class PendingChoice {
  @Field(() => ID) item!: string;
  @Field(() => Int) index!: number;
  @Field(() => ID) player!: string;
  @Field(() => String) prompt!: string;
  @Field(() => [String]) options!: string[];
}

@ObjectType({ simpleResolvers: true })
export class PlayerState {
  @Field(() => ID) id!: string;
  @Field(() => Int) handSize!: number;
  @Field(() => [String], { nullable: true }) hand!: string[] | null;
  @Field(() => [String], { nullable: true }) trash!: string[] | null;
  @Field(() => Int, { nullable: true, description: "XP (729), as given in the board and changed by gaining or spending it. Null in resolutions stored before XP was part of the board." }) xp!: number | null;
  @Field(() => String, { nullable: true, description: "The card in the player's Champion Zone, by name (as given in the board, changed by what the chain puts there or takes from there); null when it is empty." }) championZone!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class ObjectState {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "BASE, BATTLEFIELD, FACEDOWN, HAND, MAIN_DECK, TRASH, BANISHMENT, CHAMPION_ZONE, RUNE_DECK or CHAIN." }) zone!: string;
  @Field(() => ID, { nullable: true }) battlefield!: string | null;
  @Field(() => Int) damage!: number;
  @Field(() => Int, { nullable: true }) might!: number | null;
  @Field(() => Boolean) exhausted!: boolean;
  @Field(() => ID) controller!: string;
  @Field(() => Boolean, { description: "True when it left the board and came back as a new object." }) newObject!: boolean;
  @Field(() => ID, { nullable: true }) attachedTo!: string | null;
  @Field(() => ID, { nullable: true, description: "For an object in a base that is not its controller's: the player whose base it is in." })
  baseOwner!: string | null;
  @Field(() => Boolean, { nullable: true, description: "True when it has the Empowered status (441). Null in resolutions stored before Empowered was part of the board." }) empowered!: boolean | null;
}

@ObjectType({ simpleResolvers: true, description: "A delayed ability (390) the chain created that acts after it." })
export class DelayedAbilityState {
  @Field(() => ID, { description: "<item>.delayed: the item whose instruction created it." }) id!: string;
  @Field(() => ID) controller!: string;
  @Field(() => ID, { description: "The object or chain item whose ability created it." }) source!: string;
  @Field(() => String, { description: "When it acts: END_OF_TURN (this turn's end), START_OF_NEXT_MAIN_PHASE (the start of its controller's next Main Phase), WHEN_PLAYER_HOLDS (the next time the player its describe names holds a battlefield) or WINS_COMBAT_THIS_TURN (when the unit named by object wins a combat this turn: a win in the board's combat with step RESOLUTION is triggered by the engine, and the ability is then no longer listed; any other win is the caller's to apply)." }) when!: string;
  @Field(() => String, { description: "What it will do, in the engine's words." }) describe!: string;
  @Field(() => ID, { nullable: true, description: "The battlefield it names, fixed as it was created." }) battlefield!: string | null;
  @Field(() => ID, { nullable: true, description: "The object whose event it waits for (WINS_COMBAT_THIS_TURN: the unit that must win the combat)." }) object!: string | null;
}

@ObjectType({ simpleResolvers: true, description: "A battlefield of the board after the chain." })
export class BattlefieldState {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true, description: "Its card's name (a battlefield token's name); null for a battlefield without a card." }) card!: string | null;
  @Field(() => ID, { nullable: true, description: "The player who controls it; null when nobody does or it is not known." }) controller!: string | null;
  @Field(() => Boolean, { description: "A battlefield token (185): added by an effect, or replacing a battlefield (438; it keeps the battlefield's id)." }) token!: boolean;
  @Field(() => String, { nullable: true, description: "For a token that replaced a battlefield: the card it replaced (what swapping back gives back, 438.7)." }) replaced!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class BoardState {
  @Field(() => [PlayerState]) players!: PlayerState[];
  @Field(() => [ObjectState]) objects!: ObjectState[];
  @Field(() => [ID], { nullable: true, description: "The Additional Turns queued after the current turn (735, 737), in the order they will be taken (each its owner's player id): the board's, with those the chain inserted (738). Null in resolutions stored before Additional Turns were part of the board." })
  additionalTurns!: string[] | null;
  @Field(() => [DelayedAbilityState], { nullable: true, description: "Delayed abilities (390) the chain created that act after it: at the end of this turn, or at the start of a player's next Main Phase. Null in resolutions stored before they were part of the board." })
  delayed!: DelayedAbilityState[] | null;
  @Field(() => ID, { nullable: true, description: "The player an effect made win the game (195); the game ended there (196), and nothing after it was resolved. Null when nobody won." }) winner!: string | null;
  @Field(() => [BattlefieldState], { nullable: true, description: "The battlefields, in board order, those the chain added last; a battlefield replaced by a token keeps its id (438.1.a). Null in resolutions stored before battlefields were part of the final board." })
  battlefields!: BattlefieldState[] | null;
}

@ObjectType({ simpleResolvers: true, description: "A stored, step-by-step chain resolution, pinned to a rules release." })
export class Resolution {
  @Field(() => ID, { description: "Permalink id: resolution(id) returns this answer unchanged." }) id!: string;
  @Field(() => String, { description: "COMPLETE, or NEEDS_CHOICE with pendingChoice." }) status!: string;
  @Field(() => PendingChoice, { nullable: true }) pendingChoice!: PendingChoice | null;
  @Field(() => [ResolutionStep]) steps!: ResolutionStep[];
  @Field(() => BoardState) finalBoard!: BoardState;
  @Field(() => String) summary!: string;
  @Field(() => [String], { description: "Card text the engine could not execute (reported, never guessed)." }) unsupported!: string[];
  @Field(() => DateScalar, { description: "The date the request was pinned to." }) asOf!: string;
  @Field(() => String) createdAt!: string;
  /** Resolved by a field resolver from the stored version. */
  releaseVersion!: string;
}
