/** triggers on stunning an enemy unit at a battlefield: noticed as a spell or ability of yours stuns it during a chain. */
import type { Ctx } from "../../context.js";
import { isOnBoard, label } from "../../state/queries.js";
import type { Obj } from "../../state/types.js";
import { abilitiesOf } from "../../state/abilities.js";
import { nextTriggerId } from "../items.js";

/** Call after `stunned` was stunned by an item `player` controls; notes the battlefield it is at (359.3.f.3). */
export function noteStun(ctx: Ctx, stunned: Obj, player: string): void {
  if (stunned.controller === player) return;
  const atBattlefield = stunned.zone === "BATTLEFIELD" && !!stunned.battlefield;
  for (const id of ctx.state.objectOrder) {
    const o = ctx.state.objects.get(id)!;
    if (!isOnBoard(o) || o.zone === "FACEDOWN" || o.controller !== player) continue;
    abilitiesOf(o, ctx.state).forEach((a, i) => {
      if (a.kind !== "triggered") return;
      // "When you stun an enemy unit": wherever it is
      if (a.on === "youStunEnemy")
        ctx.pendingTriggers.push({ id: nextTriggerId(ctx, o.id, i), controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i, why: `${player} stunned ${label(stunned)}` });
      if (a.on !== "youStunEnemyAtBattlefield" || !atBattlefield) return;
      ctx.pendingTriggers.push({
        id: nextTriggerId(ctx, o.id, i), controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i,
        why: `${player} stunned ${label(stunned)} at a battlefield`, location: `bf:${stunned.battlefield}`,
      });
    });
  }
}

/** triggers on stunning enemy units (any number): once for one stun instruction, however many enemy units it stunned. */
export function noteStuns(ctx: Ctx, stunned: readonly Obj[], player: string): void {
  const enemies = stunned.filter((u) => u.controller !== player);
  if (enemies.length === 0) return;
  for (const id of ctx.state.objectOrder) {
    const o = ctx.state.objects.get(id)!;
    if (!isOnBoard(o) || o.zone === "FACEDOWN" || o.controller !== player) continue;
    abilitiesOf(o, ctx.state).forEach((a, i) => {
      if (a.kind !== "triggered" || a.on !== "youStunEnemies") return;
      ctx.pendingTriggers.push({
        id: nextTriggerId(ctx, o.id, i), controller: o.controller, sourceId: o.id, sourceIncarnation: o.incarnation, abilityIndex: i,
        why: `${player} stunned ${enemies.map(label).join(", ")} at once`,
      });
    });
  }
}
