/**
 * A player's turn so far, for conditions that look back over the turn ("if you've played a spell this turn", "if a unit
 * died this turn"): what the request says happened before the chain (optional board input, docs/BOARD-FORMAT.md), plus
 * what the chain does, noted where the engine does it (a spell finalized, XP gained, a card discarded, a unit dying).
 */
import type { PlayerInput } from "../api.js";
import type { GameState, TurnHistory } from "./types.js";

/** The phase names of a Beginning Phase (315.2). */
export const BEGINNING_PHASES: readonly string[] = ["BEGINNING", "BEGINNING_STEP", "SCORING_STEP"];

export function turnHistory(p: PlayerInput): TurnHistory {
  const spellEnergy = [...(p.energySpentOnSpellsThisTurn ?? [])];
  return {
    spellsPlayed: Math.max(p.spellsPlayedThisTurn ?? 0, spellEnergy.length),
    spellEnergy,
    spellIds: [],
    xpGained: p.xpGainedThisTurn ?? 0,
    powerSpent: p.powerSpentThisTurn ?? 0,
    drawn: p.cardsDrawnThisTurn ?? 0,
    discarded: p.cardsDiscardedThisTurn ?? 0,
    unitsDied: p.unitsDiedThisTurn ?? 0,
    unitsDiedInBeginningPhase: p.unitsDiedInBeginningPhaseThisTurn ?? 0,
    choseEnemyUnit: p.choseEnemyUnitThisTurn === true,
    choseEnemyWithSpellOrUnitAbility: p.timesChoseEnemyWithSpellOrUnitAbilityThisTurn ?? 0,
    conquered: [...(p.battlefieldsConqueredThisTurn ?? [])],
    playedEquipment: p.playedEquipmentThisTurn === true,
    playedNonTokenUnit: p.playedNonTokenUnitThisTurn === true,
    playedNonTokenGear: p.playedNonTokenGearThisTurn === true,
  };
}

const of = (state: GameState, player: string): TurnHistory | undefined => state.players.get(player)?.history;

/** A spell its controller finalized on the chain (item `id`), with the Energy spent to play it (unknown: null). */
export function noteSpellPlayed(state: GameState, player: string, id: string, energySpent: number | null): void {
  const h = of(state, player);
  if (!h) return;
  h.spellsPlayed += 1;
  h.spellIds.push(id);
  if (energySpent !== null) h.spellEnergy.push(energySpent);
}

/** Power a player spent to play a card or ability on the chain. */
export function notePowerSpent(state: GameState, player: string, n: number): void {
  const h = of(state, player);
  if (h && n > 0) h.powerSpent += n;
}

/** A battlefield the player conquered while the request resolves. */
export function noteConquered(state: GameState, player: string, battlefield: string): void {
  const h = of(state, player);
  if (h && !h.conquered.includes(battlefield)) h.conquered.push(battlefield);
}

export function noteXpGained(state: GameState, player: string, n: number): void {
  const h = of(state, player);
  if (h && n > 0) h.xpGained += n;
}

export function noteDiscarded(state: GameState, player: string, n: number): void {
  const h = of(state, player);
  if (h && n > 0) h.discarded += n;
}

/**
 * A unit that `controller` controlled died (its last known controller); during their own Beginning Phase, noted as such.
 * True when it is the first of their units to die during their Beginning Phase this turn.
 */
export function noteUnitDied(state: GameState, controller: string): { firstOfTurn: boolean; firstInBeginningPhase: boolean } {
  const h = of(state, controller);
  if (!h) return { firstOfTurn: false, firstInBeginningPhase: false };
  h.unitsDied += 1;
  const firstOfTurn = h.unitsDied === 1;
  if (state.turnPlayer !== controller || !BEGINNING_PHASES.includes(state.phase)) return { firstOfTurn, firstInBeginningPhase: false };
  h.unitsDiedInBeginningPhase += 1;
  return { firstOfTurn, firstInBeginningPhase: h.unitsDiedInBeginningPhase === 1 };
}

/** The most Energy the player spent to play one spell this turn (0 when none is known). */
export function mostSpentOnASpell(state: GameState, player: string): number {
  return Math.max(0, ...(of(state, player)?.spellEnergy ?? []));
}

/** Units that died this turn, every player's. */
export function unitsDiedThisTurn(state: GameState): number {
  return [...state.players.values()].reduce((n, p) => n + p.history.unitsDied, 0);
}
