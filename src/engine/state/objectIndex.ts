/**
 * Which objects of a state have abilities at all, and which could be a static source, in board order: most
 * sweeps over the board ("whose abilities notice this?", "which static abilities apply?") need only those,
 * and a board of 400 plain units has none. Both depend only on which objects the state holds and on their
 * definitions, so they are kept per state and made again only when an object joins or leaves it or is
 * given a definition (definitionChanged). Zones, controllers and conditions are checked by each use.
 */
import type { GameState, Obj } from "./types.js";

interface Index {
  order: string[];
  length: number;
  size: number;
  epoch: number;
  withAbilities: Obj[];
  mayBeStaticSources: Obj[];
}

const indexes = new WeakMap<GameState, Index>();
const definitionEpochs = new WeakMap<GameState, number>();

/** To be called when an object already on the state is given a definition (a card played onto its object). */
export function definitionChanged(state: GameState): void {
  definitionEpochs.set(state, (definitionEpochs.get(state) ?? 0) + 1);
}

function indexOf(state: GameState): Index {
  const epoch = definitionEpochs.get(state) ?? 0;
  const known = indexes.get(state);
  if (known && known.order === state.objectOrder && known.length === state.objectOrder.length && known.size === state.objects.size && known.epoch === epoch) return known;
  const withAbilities: Obj[] = [];
  const mayBeStaticSources: Obj[] = [];
  for (const id of state.objectOrder) {
    const o = state.objects.get(id)!;
    if (!o.def || o.def.abilities.length === 0) continue;
    withAbilities.push(o);
    // a dependent ability is a static wrapper (727), so it is counted here whatever it wraps
    if ((o.def.effectText?.length ?? 0) > 0 || o.def.abilities.some((a) => a.kind === "static")) mayBeStaticSources.push(o);
  }
  const index = { order: state.objectOrder, length: state.objectOrder.length, size: state.objects.size, epoch, withAbilities, mayBeStaticSources };
  indexes.set(state, index);
  return index;
}

/** The objects whose definition has at least one ability, in board order. */
export function objectsWithAbilities(state: GameState): readonly Obj[] {
  return indexOf(state).withAbilities;
}

/** The objects whose definition has a static ability (dependent ones included) or effect text, in board order. */
export function mayBeStaticSources(state: GameState): readonly Obj[] {
  return indexOf(state).mayBeStaticSources;
}
