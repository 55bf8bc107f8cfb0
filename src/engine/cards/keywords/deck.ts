/** Deck-building keywords: Unique (825.3.a) — a deck holds at most one card of a given name with Unique. */
import type { CardDefinition } from "../language.js";
import { normalizeName } from "../../names.js";

export function isUnique(def: CardDefinition): boolean {
  return def.abilities.some((a) => a.kind === "static" && a.rule.rule === "keyword" && a.rule.keyword === "Unique");
}

/** Names of Unique cards the deck holds more than once. */
export function uniqueViolations(deck: readonly CardDefinition[]): string[] {
  const seen = new Map<string, number>();
  for (const d of deck) if (isUnique(d)) seen.set(normalizeName(d.name), (seen.get(normalizeName(d.name)) ?? 0) + 1);
  return deck.filter((d, i) => isUnique(d) && (seen.get(normalizeName(d.name)) ?? 0) > 1 && deck.findIndex((x) => normalizeName(x.name) === normalizeName(d.name)) === i).map((d) => d.name);
}
