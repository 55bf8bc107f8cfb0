/**
 * The order combat damage is assigned among one player's units (815 Tank, 826 Backline and "I must be
 * assigned combat damage last"): the engine resolves chains, not combat damage, so this is the rule for
 * callers that do.
 */
import type { CardDefinition } from "../language.js";

export interface CombatUnit {
  id: string;
  def?: CardDefinition;
  /** keywords given by effects or other cards ("Give a unit [Tank] this turn") */
  granted?: string[];
}

function has(u: CombatUnit, keyword: string): boolean {
  return (u.granted ?? []).includes(keyword) || (u.def?.abilities ?? []).some((a) => a.kind === "static" && a.rule.rule === "keyword" && a.rule.keyword === keyword);
}

function last(u: CombatUnit): boolean {
  return has(u, "Backline") || (u.def?.abilities ?? []).some((a) => a.kind === "static" && a.rule.rule === "combatDamage" && a.rule.what === "assignedLast");
}

/** Groups in assignment order: every unit of a group must have lethal damage before the next group may take any. */
export function assignmentGroups(units: readonly CombatUnit[]): string[][] {
  const first = units.filter((u) => has(u, "Tank") && !last(u)).map((u) => u.id); // 815.1.b
  const lastOnes = units.filter(last).map((u) => u.id); // 826.3
  const middle = units.filter((u) => !first.includes(u.id) && !lastOnes.includes(u.id)).map((u) => u.id);
  return [first, middle, lastOnes].filter((g) => g.length > 0);
}
