/** Where a standard move may take a unit (445–451, 810 Ganking); moves by spells and abilities are not standard moves. */
import type { CardDefinition } from "../language.js";

export type Place = { base: true } | { battlefield: string };

export function hasGanking(def: CardDefinition | undefined, granted: readonly string[] = []): boolean {
  return granted.includes("Ganking") || (def?.abilities ?? []).some((a) => a.kind === "static" && a.rule.rule === "keyword" && a.rule.keyword === "Ganking");
}

/** A standard move goes from base to a battlefield or back; battlefield to battlefield only with Ganking (810.1.b). */
export function standardMoveAllowed(from: Place, to: Place, ganking: boolean): boolean {
  if ("base" in from) return "battlefield" in to;
  if ("base" in to) return true;
  return ganking && from.battlefield !== to.battlefield;
}
