/**
 * What the parser knows while it reads an effect left to right: who "me"/"this" is, which target
 * slots earlier phrases introduced (and on which line), and what "it" and "them" refer to now.
 */
import type { ObjectRef, TargetSpec } from "../language.js";

export type SourceKind = "unit" | "gear" | "spell" | "battlefield" | "legend";

export interface Scope {
  source: SourceKind;
  /** target slots introduced so far, in order */
  slots: TargetSpec[];
  /** the line that introduced each slot (a "choose" line or the first instruction naming it) */
  slotLine: Record<string, number>;
  /** how many lines the effect has so far */
  lineCount: number;
  /** an earlier line revealed the top rune of the Rune Deck ("its domain" is that rune's) */
  revealedRune?: boolean;
  /** a reflexive trigger on a unit card burned just before ("the burned card" names it) */
  burnedCard?: boolean;
  /** what "it" / "its" refers to now */
  it?: ObjectRef;
  /** what "them" / "they" refers to now (several objects, or two slots) */
  them?: ObjectRef[];
  /** the player an earlier clause made the subject (e.g. every player discarding their hand and then drawing 4) */
  subject?: "eachPlayer";
  /** an earlier "Choose an opponent." / "Choose a player." chose the player "they" names */
  chosenPlayer?: boolean;
  /** an earlier "They reveal their hand." revealed the hand "it" names in "Choose a card from it" */
  revealedHand?: boolean;
  /** an earlier "choose a card from their hand" chose the card "that card" names */
  handCard?: boolean;
  /** an earlier instruction banished a card chosen from the revealed hand: the card "it" then names */
  banishedHandCard?: boolean;
  /** the target slot of the battlefield named last ("there", "that battlefield" refer to it) */
  battlefield?: string;
  /** the target slot a move took "from a battlefield" ("that battlefield" then names where it was) */
  movedFrom?: string;
  /** "there" is the source's battlefield (e.g. buffing the other friendly units at the battlefield the source is at) */
  thereIsMine?: boolean;
  /** an earlier line looked at the top cards of the Main Deck ("them" are those cards) */
  lookedAt?: boolean;
  /** an earlier line set a card revealed from the Main Deck apart ("play it" plays that card) */
  revealedChosen?: boolean;
  /** an earlier line revealed the top card of the Main Deck (a following "draw it if it is a gear" test is about that card) */
  revealed?: boolean;
  /** an earlier line revealed the top N cards of the Main Deck ("revealed this way", "the revealed cards" are those) */
  revealedCards?: boolean;
  /** an earlier "Discard 1." discarded the card "its Energy cost" names */
  discarded?: boolean;
  /** an earlier "Each player chooses a unit they control." chose the units "the rest" excludes */
  eachChose?: boolean;
  /** an earlier "Each player chooses N units, N gear, N runes, and N cards in their hands." chose what "the rest" excludes */
  eachChoseOfEach?: boolean;
  /** an earlier line in which every other player picked a unit the controller doesn't control chose the units "those units" names */
  othersChose?: boolean;
  /** "each player … banishes one of them" came before: "those cards" are the cards they banished */
  eachBanished?: boolean;
  /** an earlier "you and each opponent may play …" ("for each opponent who did" counts them) */
  eachMayToken?: boolean;
  /** the two words "Each other player chooses A or B" offered, for "For each player that chooses A, …" */
  eachChooses?: [string, string];
  /** inside "Then do this:" after several tokens were played: "of them" names those tokens */
  madeTokens?: boolean;
  /** in a reflexive trigger after a move: "it" is the unit moved, its destination where it went, "another" not that unit */
  aboutMoved?: boolean;
  /** a card banished from among the looked-at cards was played ("Then you may do this: Empower it" names it) */
  playedLooked?: boolean;
  /** inside "Then do this:" after a token played "there": "there" is still the battlefield the trigger condition noted, "another" not the token */
  tokenThere?: boolean;
  /** inside "Then do this:" after tokens were played: the unit the effect before chose ("that unit" it becomes a copy of) */
  copyOfOuter?: ObjectRef;
  /** the event of the triggered ability being read ("that battlefield" names the battlefield of its condition) */
  trigger?: string;
}

export function newScope(source: SourceKind): Scope {
  return { source, slots: [], slotLine: {}, lineCount: 0 };
}

export function nextSlotName(scope: Scope): string {
  return `t${scope.slots.length + 1}`;
}

export function withSlot(scope: Scope, spec: TargetSpec): Scope {
  return { ...scope, slots: [...scope.slots, spec], slotLine: { ...scope.slotLine, [spec.slot]: scope.lineCount } };
}

export function slotSpec(scope: Scope, slot: string): TargetSpec | undefined {
  return scope.slots.find((s) => s.slot === slot);
}
