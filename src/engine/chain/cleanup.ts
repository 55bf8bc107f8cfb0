/**
 * Cleanups (318–323): run between chain items, never while one resolves (321),
 * and repeated until a pass changes nothing (322).
 */
import { abilitiesOf } from "../state/abilities.js";
import { log, type Ctx } from "../context.js";
import { cite } from "../rules.js";
import { anyDamageKiller, isLethal, placeAt, snapshot } from "../state/actions.js";
import { isGear, isOnBoard, isUnit, label, mightOf } from "../state/queries.js";
import { withStaticSourcesFixed } from "../state/continuous.js";
import type { Obj } from "../state/types.js";
import { endDying, killObject } from "./death.js";
import { fireConquer, fireKilledStunnedEnemy, fireKilledWithSpell } from "./triggers.js";

/** One cleanup pass; returns whether anything changed. */
function cleanupOnce(ctx: Ctx): boolean {
  const state = ctx.state;
  let changed = false;
  // 2. combat designations
  const c = state.combat;
  if (c) {
    // 323.2.a: a unit at the combat's battlefield without a designation takes its controller's
    const sideOf = (player: string) =>
      [...c.attackers].some((id) => state.objects.get(id)?.controller === player) ? c.attackers
        : [...c.defenders].some((id) => state.objects.get(id)?.controller === player) ? c.defenders : undefined;
    for (const id of state.objectOrder) {
      const o = state.objects.get(id)!;
      if (!isUnit(o) || o.zone !== "BATTLEFIELD" || o.battlefield !== c.battlefield || c.attackers.has(id) || c.defenders.has(id)) continue;
      const side = sideOf(o.controller);
      if (!side) continue;
      side.add(id);
      changed = true;
      log(ctx, { kind: "CLEANUP", explanation: `${label(o)} is at the combat's battlefield without a designation, so it becomes ${side === c.attackers ? "an attacker" : "a defender"} like the rest of ${o.controller}'s units there.`, citations: cite("cleanup.combat-designations") });
    }
    for (const id of [...c.attackers, ...c.defenders]) {
      const o = state.objects.get(id);
      if (!o || !isOnBoard(o) || o.zone !== "BATTLEFIELD" || o.battlefield !== c.battlefield) {
        c.attackers.delete(id);
        c.defenders.delete(id);
        changed = true;
        log(ctx, { kind: "CLEANUP", explanation: `${o ? label(o) : id} is no longer at the combat's battlefield and loses its attacker/defender designation.`, citations: cite("cleanup.combat-designations") });
      }
    }
  }
  // 3a/3b. lethal damage: death triggers are noted, then the units die together
  const lethal = withStaticSourcesFixed(state, () => state.objectOrder.map((id) => state.objects.get(id)!).filter((o) => isLethal(o, state)));
  ctx.dying = new Map(lethal.map((o) => [o.id, snapshot(o, state)])); // they die together: each notes the others still here (323.4, 370.1.a.2)
  // the kill is attributed to the item that resolved just before this cleanup, if it dealt damage to the unit (428.5.c)
  const lastResolved = state.lastResolved;
  const lethalWhy = (o: Obj): string => {
    const w = anyDamageKiller(o, state);
    return w ? `${o.damage} damage dealt by ${w.controller}, whose ${label(w)} makes any amount of their damage enough to kill enemy units` : `${o.damage} damage, ${mightOf(o, state)} Might`;
  };
  const whys = new Map(lethal.map((o) => [o.id, lethalWhy(o)])); // read before any of them dies (they die together)
  for (const o of lethal) {
    const deathTrigger = abilitiesOf(o, state).some((a) => a.kind === "triggered" && a.on === "die");
    log(ctx, {
      kind: "CLEANUP",
      explanation: `${label(o)} has lethal damage (${whys.get(o.id)}), so it dies in this cleanup${ctx.inCombatCleanup ? ", the combat cleanup" : ", not while the spell resolved"}.${deathTrigger ? " Its death trigger is added as a pending item; nothing on the chain is finalized or resolved until the cleanups are over." : ""}`,
      citations: [
        ...cite("cleanup.outstanding-after-resolution", "lethal.damage", "cleanup.deathknell-first", "cleanup.lethal-damage-kills"),
        ...(deathTrigger ? cite("cleanup.no-resolve-during-cleanup") : []),
      ],
    });
    const killer = lastResolved && o.damagedBy === lastResolved.id ? lastResolved : undefined;
    const wasStunned = o.stunned === true;
    if (killObject(ctx, o, "lethal damage in a cleanup").performed && killer && isUnit(o)) {
      fireKilledWithSpell(ctx, killer, o);
      fireKilledStunnedEnemy(ctx, killer, o, wasStunned);
    }
    changed = true;
  }
  endDying(ctx);
  // 5. recall stray permanents: unattached non-unit gear at battlefields, permanents in other players' bases
  for (const id of state.objectOrder) {
    const o = state.objects.get(id)!;
    if (!isOnBoard(o) || o.zone === "FACEDOWN") continue;
    const strayGear = isGear(o) && !isUnit(o) && o.zone === "BATTLEFIELD" && !o.attachedTo;
    const foreignBase = o.zone === "BASE" && (o.baseOwner ?? o.controller) !== o.controller;
    if (foreignBase && !strayGear && !ctx.profile.recallFromOtherBases) {
      leaveInOtherBase(ctx, o);
      continue;
    }
    if (strayGear || foreignBase) {
      placeAt(o, `base:${o.controller}`, state);
      changed = true;
      log(ctx, {
        kind: "CLEANUP",
        explanation: `${label(o)} is ${strayGear ? "an unattached gear at a battlefield" : "in a base other than its controller's"}, so it is recalled to ${o.controller}'s base.`,
        citations: cite("cleanup.recall-stray-permanents"),
      });
    }
  }
  // 8–10 (simplified): in an open state, units of one player alone at a battlefield they don't control conquer it.
  if (state.chain.length === 0) {
    for (const bf of state.battlefields.values()) {
      if (!state.arrivals.has(bf.id)) continue;
      state.arrivals.delete(bf.id);
      const here = state.objectOrder.map((id) => state.objects.get(id)!).filter((o) => isUnit(o) && o.zone === "BATTLEFIELD" && o.battlefield === bf.id);
      const owners = [...new Set(here.map((o) => o.controller))];
      // Only battlefields whose controller is known take part: an unknown controller is never guessed.
      if ((bf.controller !== undefined || bf.uncontrolled) && owners.length === 1 && bf.controller !== owners[0] && !(state.combat && state.combat.battlefield === bf.id)) {
        const wasUncontrolled = bf.controller === undefined;
        bf.controller = owners[0]!;
        delete bf.uncontrolled;
        changed = true;
        log(ctx, {
          kind: "CLEANUP",
          explanation: `${owners[0]} has the only units at ${bf.name ?? bf.id} and conquers it (showdowns are not simulated: an uncontested arrival is treated as a conquest).`,
          citations: cite("cleanup.contested-conquer"),
        });
        fireConquer(ctx, bf.id, owners[0]!, wasUncontrolled);
      }
    }
  }
  return changed;
}

/** Releases before v1.3 recall only gear at battlefields: a permanent in another player's base stays (said once). */
function leaveInOtherBase(ctx: Ctx, o: Obj): void {
  if (ctx.leftInOtherBase.has(o.id)) return;
  ctx.leftInOtherBase.add(o.id);
  log(ctx, {
    kind: "CLEANUP",
    explanation: `${label(o)} is in ${o.baseOwner}'s base but ${o.controller} controls it. ${ctx.profile.release}'s cleanup recalls only gear at battlefields (recalling permanents from other players' bases came with v1.3), so it stays there.`,
    citations: cite("cleanup.recall-stray-permanents"),
  });
}

/** Performs the outstanding cleanup, repeating while it changes the game (322). */
export function performCleanups(ctx: Ctx): void {
  let passes = 0;
  let changed = 0;
  while (ctx.cleanupOutstanding) {
    ctx.cleanupOutstanding = false;
    passes++;
    if (cleanupOnce(ctx)) {
      changed++;
      ctx.cleanupOutstanding = true;
    }
    if (passes > 100) break;
  }
  if (changed > 0)
    log(ctx, {
      kind: "CLEANUP",
      explanation:
        passes === 2
          ? "The cleanup changed the game, so another cleanup ran; that one changed nothing, so cleanups stop."
          : `${passes} cleanups ran: each one that changed the game was followed by another, until one changed nothing.`,
      citations: cite("cleanup.repeat-until-stable"),
    });
}
