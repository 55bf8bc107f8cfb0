/**
 * Targets chosen as a group (355.11): e.g. as many units at one battlefield as the player likes, their Might summing to 4 at most. The group
 * must meet the requirements together as it is played (355.11.a); if it no longer does as the item resolves, its
 * controller chooses a subset of the original targets that does (355.11.b).
 */
import type { TargetSpec } from "../../cards/language.js";
import { describeLocation, locationOf, mightOf } from "../../state/queries.js";
import type { GameState, Obj } from "../../state/types.js";

export function hasGroupRequirement(spec: TargetSpec): boolean {
  return spec.requirements.some((r) => r.req === "atOneBattlefield" || r.req === "totalMightAtMost" || r.req === "sameControllerGroup" || r.req === "oneAtEachLocation");
}

/** Why these objects, together, do not meet the slot's group requirements (undefined: they do). */
export function groupFails(objs: readonly Obj[], spec: TargetSpec, state: GameState): string | undefined {
  if (spec.requirements.some((r) => r.req === "atOneBattlefield")) {
    const places = [...new Set(objs.map((o) => locationOf(o)))];
    if (places.some((p) => !p?.startsWith("bf:"))) return "they must all be at a battlefield";
    if (places.length > 1) return `they must all be at one battlefield, but are at ${places.map((p) => describeLocation(p, state)).join(" and ")}`;
  }
  if (spec.requirements.some((r) => r.req === "sameControllerGroup")) {
    const controllers = [...new Set(objs.map((o) => o.controller))];
    if (controllers.length > 1) return `they must have the same controller, but are controlled by ${controllers.join(" and ")}`;
  }
  if (spec.requirements.some((r) => r.req === "oneAtEachLocation")) {
    const seen = new Map<string, string>();
    for (const o of objs) {
      const at = locationOf(o) ?? "";
      if (seen.has(at)) return `at most one may be chosen at each location, but ${seen.get(at)} and ${o.id} are both at ${describeLocation(at, state)}`;
      seen.set(at, o.id);
    }
  }
  const total = spec.requirements.find((r) => r.req === "totalMightAtMost");
  if (total && total.req === "totalMightAtMost") {
    const sum = objs.reduce((s, o) => s + (mightOf(o, state) ?? 0), 0);
    if (sum > total.n) return `their total Might must be ${total.n} or less, but is ${sum} (${objs.map((o) => `${o.id} ${mightOf(o, state)}`).join(", ")})`;
  }
  return undefined;
}
