/**
 * A battlefield that forbids playing units there: no unit, card or token, is played to it (a "can't" beats a "can", 054.1).
 * Checked wherever a unit would be played: a unit card put on the chain, a unit played by an effect, a unit token.
 */
import type { GameState } from "../../state/types.js";

/** The battlefield's name if units can't be played at this location key ("bf:<id>"). */
export function unitsCantBePlayedAt(state: GameState, where: string | undefined): string | undefined {
  if (!where?.startsWith("bf:")) return undefined;
  const bf = state.battlefields.get(where.slice(3));
  return bf?.def?.abilities.some((a) => a.kind === "static" && a.rule.rule === "noUnitsPlayedHere") ? (bf.name ?? where.slice(3)) : undefined;
}
