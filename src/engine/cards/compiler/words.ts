/**
 * The printed words of the card language's data, one table per part of speech. The parser reads
 * these words into typed data and the renderer writes typed data back with them; a reviewer checks
 * each row once (like XMage's text strings next to each effect class).
 */
import type { Requirement } from "../language.js";

export const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"] as const;

/** "up to any number": a target slot with no upper bound. */
export const ANY_NUMBER = 999;

/** Requirements printed before the noun: "an exhausted friendly unit". */
export const PRE_WORDS: ReadonlyArray<[Requirement["req"], string]> = [
  ["other", "other"],
  ["distinctFrom", "other"],
  ["exhausted", "exhausted"],
  ["ready", "ready"],
  ["stunned", "stunned"],
  ["damaged", "damaged"],
  ["buffed", "buffed"],
  ["attacking", "attacking"],
  ["defending", "defending"],
  ["equipped", "equipped"],
  ["friendly", "friendly"],
  ["enemy", "enemy"],
  ["mighty", "[Mighty]"],
  ["token", "token"],
  ["attached", "attached"],
  ["detached", "detached"],
];

/** Requirements printed after the noun, singular and plural: "a unit at a battlefield", "units at battlefields". */
export const POST_WORDS: ReadonlyArray<[Requirement["req"], string, string]> = [
  ["youControl", "you control", "you control"],
  ["atBattlefield", "at a battlefield", "at battlefields"],
  ["here", "here", "here"],
  ["inBase", "in a base", "in bases"],
  ["inYourBase", "in your base", "in your base"],
  ["sameLocation", "at the same location", "at the same location"],
  ["otherLocationThanSource", "at another location", "at another location"],
  ["inCombat", "in combat", "in combat"],
  ["anywhere", "anywhere", "anywhere"],
  ["empowered", "that's [Empowered]", "that are [Empowered]"],
];

export const TOKEN_NAMES = ["Recruit", "Sprite", "Sand Soldier", "Mech", "Bird", "Gold", "Reflection", "Tentacle", "Shadow Clone"] as const;

/** Tags a group or target can be named by ("your Mechs", "another friendly Mech"). */
export const TAG_NOUNS = ["Mech", "Dragon", "Poro", "Bird", "Cat", "Dog", "Recruit", "Sprite", "Sand Soldier", "Shadow Clone"] as const; // "Shadow Clone": no tag (187.11), the token's name (isCalled)

/** The six domains (134.2) as card text names them ("an enemy Chaos unit"). */
export const DOMAIN_NAMES = ["Fury", "Calm", "Mind", "Body", "Chaos", "Order"] as const;

export const DOMAIN_SYMBOLS = ["fury", "calm", "mind", "body", "chaos", "order", "any", "domain"] as const;

/** Keywords printed alone as a paragraph (or a comma-separated list of them). */
export const SIMPLE_KEYWORDS = [
  "Action", "Reaction", "Hidden", "Tank", "Ganking", "Backline", "Ambush", "Unique", "Accelerate", "Temporary", "Vision",
  "Weaponmaster", "Quick-Draw",
] as const;

/** Keywords printed with a number ("[Assault 2]"); the number defaults to 1 (807.1.b.3, 809.1.b.3, 814, 823.1.c.2). */
export const NUMBERED_KEYWORDS = ["Assault", "Deflect", "Shield", "Hunt"] as const;

export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

export function article(nextWord: string): "a" | "an" {
  return /^[aeiou]/i.test(nextWord) && !/^(one|uni|use)/i.test(nextWord) ? "an" : "a";
}

/** Conditions of "I cost {2} less …" / "This costs {2} less …" (costs are paid outside the engine). */
export const COST_CONDITIONS: ReadonlyArray<[import("../vocabulary.js").CostCondition, string]> = [
  ["notFromHand", "to play from anywhere other than your hand"],
  ["perTrashCard", "for each card in your trash"],
  ["perMighty", "for each of your [Mighty] units"],
  ["perGear", "for each gear you control"],
  ["perNamedInTrash", "for each card with my name in your trash"],
  ["ifMech", "if you control a Mech"],
  ["ifEmpowered", "if you control something that's [Empowered]"],
  ["ifBattlefieldWithExactlyTwoUnits", "if you control a battlefield with exactly two units there"],
  ["perCardPlayedMin1", "for each card you've played this turn, to a minimum of {1}"],
  ["perHoldPoint", "for each point you scored from holding this turn"],
  ["ifChooseBirdCatDogPoro", "if you choose a Bird, Cat, Dog, or Poro"],
];

/** "This ability costs {3} less …" after a costed keyword: how the reduction depends on the controller's runes. */
export function runeCountWords(c: import("../vocabulary.js").RuneCountCondition): string {
  return "per" in c ? "for each rune you control" : `if you control ${c.atMost} or fewer runes`;
}

/** A condition on the runes a player controls, as printed after "if" / "while" (without its comma). */
export function runesControlledWords(c: import("../vocabulary.js").RunesControlled): string {
  if ("atMost" in c) return `you control ${c.atMost} or fewer runes`;
  if ("atLeast" in c) return c.say === "plus" ? `you have ${c.atLeast}+ runes` : `you control ${c.atLeast} or more runes`;
  return "you control fewer runes than an opponent";
}
