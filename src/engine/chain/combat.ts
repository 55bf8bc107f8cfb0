/**
 * A combat's Resolution Step (466), for a board whose combat has dealt its damage (`combat.step: RESOLUTION`): after the chain
 * is empty (466.2), the combat cleanup (a cleanup, then every unit healed and the attackers recalled if defenders remain), the
 * combat's result and the triggers of a win, control of the battlefield (a conquest), and the combat's end ("this combat" effects
 * expire, the end-of-combat triggers of units that took part fire). What each part puts on the chain resolves before the next (466.4, 466.6).
 */
import { log, type Ctx } from "../context.js";
import { cite } from "../rules.js";
import { placeAt, toTrash } from "../state/actions.js";
import { isGear, isOnBoard, isUnit, label, staticRules } from "../state/queries.js";
import { mayBeStaticSources } from "../state/objectIndex.js";
import type { Obj } from "../state/types.js";
import { performCleanups } from "./cleanup.js";
import { handleTasks } from "./loop.js";
import { fireCombatEnds, fireConquer, fireWinCombat } from "./triggers.js";

const names = (os: readonly Obj[]): string => os.map(label).join(", ");

/** Runs the Resolution Step; `drain` resolves the chain until it is empty. False when the game ended on the way (196). */
export function resolutionStep(ctx: Ctx, drain: () => boolean): boolean {
  const state = ctx.state;
  const c = state.combat!;
  const r = c.resolution!;
  const bfId = c.battlefield;
  const bf = state.battlefields.get(bfId)!;
  const where = bf.name ? `${bf.name} (${bfId})` : `battlefield ${bfId}`;
  const unitsHere = (player?: string): Obj[] =>
    state.objectOrder.map((id) => state.objects.get(id)!).filter((o) => isUnit(o) && o.zone === "BATTLEFIELD" && o.battlefield === bfId && (player === undefined || o.controller === player));
  const noteDesignated = () => {
    for (const id of [...c.attackers, ...c.defenders]) if (!r.wereInCombat.has(id)) r.wereInCombat.set(id, state.objects.get(id)!.incarnation);
  };
  noteDesignated(); // units that joined the combat while the chain resolved (323.2.a)

  // 1. The combat cleanup (466.1): a cleanup with two steps inserted after the lethal damage step
  log(ctx, {
    kind: "COMBAT_CLEANUP",
    explanation: `The chain is empty, and the combat at ${where}, ${r.attacker} attacking and ${r.defender} defending, has dealt its combat damage: the board's damage includes it. Its Resolution Step begins with a combat cleanup: a cleanup with two more steps, healing every unit and then recalling the attackers if defenders are still there.${ctx.profile.release !== "RUP4" ? ` The Resolution Step is carried out as RUP4 has it${ctx.profile.recallTieNoResult ? ", whatever the pinned release" : ", but for the combat's result, which the pinned release decides"} (${ctx.profile.release}); each part cites that release's rule where it has one.` : ""}`,
    citations: cite("combat.damage-dealt", "combat.resolve-chain-first", "combat.resolution-cleanup", "cleanup.special"),
  });
  ctx.cleanupOutstanding = true;
  ctx.inCombatCleanup = true;
  performCleanups(ctx); // units with lethal damage die (323.4, 323.5); designations follow the units (323.2)
  delete ctx.inCombatCleanup;
  noteDesignated();
  const damaged = state.objectOrder.map((id) => state.objects.get(id)!).filter((o) => isUnit(o) && isOnBoard(o) && o.damage > 0);
  for (const o of damaged) {
    o.damage = 0;
    delete o.damageFrom;
  }
  log(ctx, {
    kind: "COMBAT_CLEANUP",
    explanation: damaged.length
      ? `The combat cleanup heals all units: ${damaged.map((o) => label(o)).join(", ")} ${damaged.length === 1 ? "has" : "have"} no damage any more (having been dealt damage this turn still counts).`
      : "The combat cleanup heals all units: no unit on the board has damage, so nothing changes.",
    citations: cite("combat.heal-all", "heal.action"),
  });
  const attackersHere = unitsHere().filter((o) => c.attackers.has(o.id));
  const defendersHere = unitsHere().filter((o) => c.defenders.has(o.id));
  let recalled: Obj[] = [];
  if (attackersHere.length > 0 && defendersHere.length > 0) {
    const symbol = tieReplacementOf(ctx, r.attacker);
    recalled = symbol ? unitsHere() : attackersHere;
    log(ctx, {
      kind: "COMBAT_CLEANUP",
      explanation: symbol
        ? `Defenders (${names(defendersHere)}) are still at ${where}, so the combat would recall ${r.attacker}'s attackers (${names(attackersHere)}) and leave it to ${r.defender}. ${r.attacker} is the attacker and controls ${label(symbol)}, whose replacement applies: every unit at ${where} is recalled to its controller's base instead (${names(recalled)}). A recall is not a move: nothing that triggers on a move triggers.`
        : `Defenders (${names(defendersHere)}) are still at ${where}, so the attackers still there (${names(attackersHere)}) are recalled to ${r.attacker}'s base. A recall is not a move: nothing that triggers on a move triggers.`,
      citations: symbol ? cite("combat.recall-attackers", "replacement.applies", "recall.not-move") : cite("combat.recall-attackers", "recall.not-move"),
    });
    for (const o of recalled) placeAt(o, `base:${o.controller}`, state);
    ctx.cleanupOutstanding = true;
  } else {
    log(ctx, {
      kind: "COMBAT_CLEANUP",
      explanation: `${attackersHere.length === 0 ? `No attacker is left at ${where}` : `No defender is left at ${where}`}, so no attacker is recalled.`,
      citations: cite("combat.recall-attackers"),
    });
  }
  handleTasks(ctx); // the cleanup after the recall is a normal one (324.2); triggers of the deaths go on the chain
  if (!drain()) return false; // items from the combat cleanup resolve first (466.2)

  // 2. The combat's result (466.3)
  const attackerLeft = unitsHere(r.attacker);
  const defenderLeft = unitsHere(r.defender);
  let winner: string | undefined;
  let loser: string | undefined;
  // RUP4 466.3.d: units recalled in the combat cleanup make it "no result"; a release without that clause (v1.3) goes by who is left
  const noResultByRecall = recalled.length > 0 && ctx.profile.recallTieNoResult;
  if (!noResultByRecall && attackerLeft.length > 0 && defenderLeft.length === 0) [winner, loser] = [r.attacker, r.defender];
  else if (!noResultByRecall && defenderLeft.length > 0 && attackerLeft.length === 0) [winner, loser] = [r.defender, r.attacker];
  if (winner !== undefined) {
    const theirs = winner === r.attacker ? attackerLeft : defenderLeft;
    const byRelease = recalled.length > 0
      ? ` Units were recalled in the combat cleanup, which RUP4 makes "no result"; ${ctx.profile.release}'s rule on no result does not say so, so under ${ctx.profile.release} the player left alone at the battlefield wins.`
      : "";
    log(ctx, {
      kind: "COMBAT_RESULT",
      explanation: `${winner} wins the combat at ${where}: only their units remain there (${names(theirs)}), and ${loser} loses it. Their units there win it with them.${byRelease}`,
      citations: cite("combat.result", "combat.win", "combat.lose", "combat.units-inherit-result", ...(byRelease ? (["combat.no-result"] as const) : [])),
    });
    fireWinCombat(ctx, bfId, winner);
  } else {
    const why = recalled.length > 0
      ? "units were recalled in the combat cleanup"
      : attackerLeft.length === 0 && defenderLeft.length === 0 ? `neither player has units left at ${where}` : `both players have units at ${where}`;
    log(ctx, {
      kind: "COMBAT_RESULT",
      explanation: `The combat at ${where} has no result: ${why}. Nobody wins or loses it, so nothing that triggers on winning a combat triggers.`,
      citations: cite("combat.result", "combat.no-result"),
    });
  }
  handleTasks(ctx);
  if (!drain()) return false; // items from the result resolve before control is established (466.4)

  // 3. Control of the battlefield (466.5)
  const owners = [...new Set(unitsHere().map((o) => o.controller))];
  if (owners.length === 1) {
    const p = owners[0]!;
    if (bf.controller === p) {
      log(ctx, { kind: "COMBAT_CONTROL", explanation: `${p} has the only units at ${where} and already controls it: control does not change, and nothing is conquered. The battlefield is no longer contested.`, citations: cite("combat.establish-control", "combat.clear-contested") });
    } else if (bf.controller === undefined && !bf.uncontrolled && p === r.defender) {
      // the attacker applied Contested, so did not control it (323.11.a); whether the defender did, the board does not say
      bf.controller = p;
      log(ctx, {
        kind: "COMBAT_CONTROL",
        explanation: `${p}, the defender, has the only units at ${where}. The board does not say who controlled it (give its controller, or uncontrolled), so no conquest is assumed: ${p} is taken to control it from here on. The battlefield is no longer contested.`,
        citations: cite("combat.establish-control", "combat.clear-contested"),
      });
    } else {
      const wasUncontrolled = bf.uncontrolled === true;
      const before = bf.controller !== undefined ? `controlled by ${bf.controller}` : wasUncontrolled ? "uncontrolled" : `not controlled by ${p}, who attacked it`;
      bf.controller = p;
      delete bf.uncontrolled;
      const scored = state.players.get(p)?.history?.conquered.includes(bfId) === true;
      log(ctx, {
        kind: "COMBAT_CONTROL",
        explanation: `${p} has the only units at ${where} (it was ${before}) and establishes control of it. ${scored ? `${p} already conquered it this turn (the board's battlefieldsConqueredThisTurn, or a conquest in this request), so this is not a conquest.` : `${p} has not scored it this turn, so it is a conquest: ${p}'s conquer effects trigger (scoring its point is the caller's, as for the engine's other conquests).`} The battlefield is no longer contested.`,
        citations: cite("combat.establish-control", "combat.clear-contested", "combat.conquer"),
      });
      if (!scored) fireConquer(ctx, bfId, p, wasUncontrolled, { attacker: p === r.attacker });
    }
  } else if (owners.length === 0) {
    const was = bf.controller;
    delete bf.controller;
    bf.uncontrolled = true;
    log(ctx, {
      kind: "COMBAT_CONTROL",
      explanation: `No units remain at ${where}, so it becomes uncontrolled${was !== undefined ? ` (${was} controlled it)` : ""}. The battlefield is no longer contested.`,
      citations: cite("combat.establish-control", "combat.clear-contested", "combat.uncontrolled"),
    });
  } else {
    log(ctx, {
      kind: "COMBAT_CONTROL",
      explanation: `Units of ${owners.join(" and ")} are at ${where}: a new showdown and combat are staged there, so nobody establishes control and control does not change. Staging and running that combat are the caller's.`,
      citations: cite("combat.no-result", "combat.establish-control"),
    });
  }
  // hidden cards at the battlefield that do not share its controller are removed (466.5.c)
  const hidden = state.objectOrder.map((id) => state.objects.get(id)!).filter((o) => o.zone === "FACEDOWN" && o.battlefield === bfId && o.controller !== bf.controller);
  if (hidden.length) {
    for (const o of hidden) toTrash(o, state);
    log(ctx, { kind: "COMBAT_CONTROL", explanation: `Hidden cards at ${where} whose controller does not control it are removed to their owners' trash: ${names(hidden)}.`, citations: cite("combat.remove-hidden") });
  }
  state.arrivals.delete(bfId); // the combat settled who holds it: no arrival there is an uncontested conquest
  handleTasks(ctx);
  if (!drain()) return false; // items from establishing control resolve before the combat ends (466.6)

  // 4. The combat ends (466.7)
  const expired: string[] = [];
  for (const id of state.objectOrder) {
    const o = state.objects.get(id)!;
    const gone = (o.granted ?? []).filter((g) => g.thisCombat && !g.thisTurn);
    if (gone.length) {
      o.granted = o.granted!.filter((g) => !gone.includes(g));
      expired.push(`${label(o)} loses ${gone.map((g) => `[${g.keyword}${g.n !== undefined ? ` ${g.n}` : ""}]`).join(" and ")}`);
    }
    if (o.combatMight) {
      o.tempMight -= o.combatMight;
      expired.push(`${label(o)}'s Might doubled this combat is no longer doubled (${o.combatMight > 0 ? "-" : "+"}${Math.abs(o.combatMight)})`);
      delete o.combatMight;
    }
  }
  delete state.combat;
  log(ctx, {
    kind: "COMBAT_ENDS",
    explanation: `The combat at ${where} ends: no unit or player is an attacker or defender any more, and every "this combat" effect expires${expired.length ? `: ${expired.join("; ")}` : " (there is none)"}. Abilities that trigger as a combat ends trigger now.`,
    citations: cite("combat.ends", "combat.designations-removed", "combat.end-effects", "combat.this-combat-expires"),
  });
  fireCombatEnds(ctx, bfId, r.wereInCombat);
  handleTasks(ctx);
  return drain();
}

/** A gear of the attacking player on the board whose replacement recalls every unit at the battlefield of a tie (Symbol of the Solari). */
function tieReplacementOf(ctx: Ctx, attacker: string): Obj | undefined {
  const state = ctx.state;
  return mayBeStaticSources(state).find((o) =>
    isGear(o) && isOnBoard(o) && o.zone !== "FACEDOWN" && o.controller === attacker && staticRules(o, state).some((s) => s.rule === "tieRecallsAllUnitsHere"));
}
