/** Projects the working state onto the public BoardState. */
import type { BoardState, ObjectState } from "../api.js";
import type { GameState } from "./types.js";
import { withStaticSourcesFixed } from "./continuous.js";
import { mightOf } from "./queries.js";

export function finalBoard(state: GameState): BoardState {
  return withStaticSourcesFixed(state, () => project(state));
}

function project(state: GameState): BoardState {
  const objects: ObjectState[] = [];
  for (const id of state.objectOrder) {
    const o = state.objects.get(id)!;
    const changed = o.incarnation > 0 || o.zone !== (id.includes(":trash:") ? "TRASH" : "MAIN_DECK");
    if (!o.fromInput && !changed) continue;
    const s: ObjectState = {
      id: o.id,
      zone: o.zone,
      damage: o.damage,
      might: mightOf(o, state),
      exhausted: o.exhausted,
      controller: o.controller,
    };
    if (o.battlefield !== undefined && (o.zone === "BATTLEFIELD" || o.zone === "FACEDOWN")) s.battlefield = o.battlefield;
    if (o.newObject) s.newObject = true;
    if (o.attachedTo) s.attachedTo = o.attachedTo;
    if (o.zone === "BASE" && o.baseOwner && o.baseOwner !== o.controller) s.baseOwner = o.baseOwner;
    if (o.empowered) s.empowered = true;
    objects.push(s);
  }
  const players = state.playerOrder.map((pid) => {
    const p = state.players.get(pid)!;
    return {
      id: p.id,
      handSize: p.handSize,
      xp: p.xp,
      ...(p.hand ? { hand: [...p.hand] } : {}),
      ...(p.trashKnown ? { trash: [...p.trash] } : {}),
      ...(p.championZone ? { championZone: p.championZone } : {}),
    };
  });
  const delayed = state.delayed.map((d) => ({ id: d.id, controller: d.controller, source: d.source, when: d.when, describe: d.describe, ...(d.battlefield !== undefined ? { battlefield: d.battlefield } : {}), ...(d.object !== undefined ? { object: d.object } : {}) }));
  const battlefields = [...state.battlefields.values()].map((b) => ({
    id: b.id, ...(b.name ? { card: b.name } : {}), ...(b.controller ? { controller: b.controller } : {}), ...(b.token ? { token: true } : {}), ...(b.replaced && !b.replaced.token && b.replaced.name ? { replaced: b.replaced.name } : {}),
  }));
  return { players, objects, additionalTurns: [...state.additionalTurns], delayed, battlefields, ...(state.winner !== undefined ? { winner: state.winner } : {}) };
}
