/**
 * When a card or ability may be played (806 Action, 813 Reaction, 811.6 Hidden): the engine takes the
 * chain it is given as played, so these rules are offered to callers (and tested) rather than enforced.
 */
import type { CardDefinition } from "../language.js";

export interface Moment {
  /** it is the player's own turn */
  yourTurn: boolean;
  /** a showdown is under way */
  showdown: boolean;
  /** the chain is empty (an open state); false while items wait to resolve (a closed state) */
  chainEmpty: boolean;
  /** the card is played from facedown (a hidden card) */
  fromFacedown?: boolean;
}

export type Timing = "normal" | "Action" | "Reaction";

/**
 * A card's timing: Reaction if it has it, or is played from facedown with Hidden (811.6), or is a unit
 * with Ambush played to a battlefield where its controller has units (822.1.b); else Action or normal.
 */
export function timingOf(def: CardDefinition, fromFacedown = false, ambushing = false): Timing {
  if (def.keywords.includes("Reaction") || (fromFacedown && def.keywords.includes("Hidden"))) return "Reaction"; // 811.6
  if (ambushing && def.keywords.includes("Ambush")) return "Reaction";
  if (def.keywords.includes("Action")) return "Action";
  return "normal";
}

/** Whether a card with this timing may be played now, and the rule that says so. */
export function mayPlay(timing: Timing, m: Moment): { ok: boolean; rule: string } {
  if (timing === "Reaction") return { ok: true, rule: "813.1" }; // any time, even before items resolve
  if (!m.chainEmpty) return { ok: false, rule: "813.1" }; // only Reaction plays into a closed state
  if (timing === "Action") return { ok: m.yourTurn || m.showdown, rule: "806.1.b" }; // also in showdowns on any turn
  return { ok: m.yourTurn && !m.showdown, rule: "806.1.b" };
}
