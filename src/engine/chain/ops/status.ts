/** Buff (426), stun (423), granting keywords and doubling Might: changes to a unit that stays on the board. */
import type { Ability } from "../../cards/language.js";
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { mightOf, staticRules } from "../../state/queries.js";
import type { Obj } from "../../state/types.js";
import type { Outcome, Run } from "../resolveItem.js";
import { done, ignored, names, onBoard } from "./common.js";
import { noteStun, noteStuns } from "./stunTriggers.js";
import { fireBuffed } from "../triggers.js";
import { CHOSEN_HARM_CITES, chosenHarmReplaced } from "./chosenHarm.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

export function buff(run: Run, ins: Op<"buff">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  const state = run.ctx.state;
  const many = (o: Obj) => staticRules(o, state).some((r) => r.rule === "anyNumberOfBuffs"); // permission to be buffed again (426.1.b.2)
  const fresh = t.objs.filter((o) => (o.buffs ?? 0) === 0 || many(o));
  if (fresh.length === 0) return ignored(`${names(t.objs)} already ${t.objs.length === 1 ? "has" : "have"} a buff, and a unit has at most one.`, cite("buff.action"));
  for (const o of fresh) o.buffs = (o.buffs ?? 0) + 1;
  fireBuffed(run.ctx, run.item, fresh); // "When you buff me"
  const already = t.objs.filter((o) => !fresh.includes(o));
  const more = fresh.filter((o) => o.buffs! > 1);
  const note = more.length ? `; ${names(more)} can have any number of buffs, so ${more.length === 1 ? "it gets another (now" : "they get another (now"} ${more.map((o) => o.buffs).join(", ")})` : "";
  return done(fresh, t.partial, `Buffs ${names(fresh)}: a +1 Might buff${already.length ? `; ${names(already)} already had one` : ""}${note}.`, more.length ? cite("buff.action", "buff.multiple") : cite("buff.action"));
}

export function stun(run: Run, ins: Op<"stun">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  const replaced: string[] = [];
  const stunned = t.objs.filter((o) => {
    const r = chosenHarmReplaced(run, o, "stun");
    if (r) replaced.push(r);
    return !r;
  });
  for (const o of stunned) {
    o.stunned = true;
    noteStun(run.ctx, o, run.item.controller); // triggers on stunning an enemy unit at a battlefield
  }
  if (stunned.length) noteStuns(run.ctx, stunned, run.item.controller); // triggers on stunning enemy units (any number): once
  if (replaced.length) {
    const said = stunned.length ? `Stuns ${names(stunned)}: it deals no combat damage this turn. ` : "";
    return done(t.objs, t.partial, `${said}${replaced.join(". ")}.`, [...(stunned.length ? cite("stun.action") : []), ...CHOSEN_HARM_CITES()]);
  }
  return done(t.objs, t.partial, `Stuns ${names(t.objs)}: it deals no combat damage this turn.`, cite("stun.action"));
}

/** How long "this combat" lasts in this request: until the combat's Resolution Step ends it (the board's combat.step RESOLUTION), else past it. */
function combatEndSaid(run: Run, otherwise: string): string {
  return run.ctx.state.combat?.resolution ? "it expires as the combat ends in its Resolution Step, in this request" : `the end of combat is not simulated: ${otherwise}`;
}

export function grantKeyword(run: Run, ins: Op<"grantKeyword">): Outcome {
  const t = onBoard(run, ins.what, "unit or gear");
  if ("outcome" in t) return t;
  for (const o of t.objs) for (const g of ins.grants) (o.granted ??= []).push({ keyword: g.keyword, ...(g.n !== undefined ? { n: g.n } : {}), thisTurn: ins.thisTurn, ...(ins.thisCombat ? { thisCombat: true } : {}) });
  const words = ins.grants.map((g) => `[${g.keyword}${g.n !== undefined ? ` ${g.n}` : ""}]`).join(" and ");
  const lasting = ins.thisTurn ? " this turn" : ins.thisCombat ? ` this combat (${combatEndSaid(run, "it keeps it for the rest of this request")})` : "";
  return done(t.objs, t.partial, `Gives ${names(t.objs)} ${words}${lasting}.`, cite("keyword.granted"));
}

export function doubleMight(run: Run, ins: Op<"doubleMight">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  const state = run.ctx.state;
  const parts = t.objs.map((o) => {
    const m = mightOf(o, state) ?? 0;
    o.tempMight += m;
    if (ins.thisCombat && !ins.thisTurn) o.combatMight = (o.combatMight ?? 0) + m; // expires as the combat ends (466.7.c)
    return `${o.id} ${m} → ${mightOf(o, state)}`;
  });
  const lasting = ins.thisTurn ? " this turn" : ins.thisCombat ? ` this combat (${combatEndSaid(run, "it lasts for the rest of this request")})` : "";
  return done(t.objs, t.partial, `Doubles the Might of ${parts.join(", ")}${lasting}.`, cite("double.action"));
}

/**
 * A unit's Might doubled for the turn and a quoted ability readying it: the doubling (432.1), then an activated ability the unit has for
 * the rest of the turn (a request covers one turn), numbered after its printed abilities; its "me" is the unit.
 */
export function doubleMightAndGiveReady(run: Run, ins: Op<"doubleMightAndGiveReady">): Outcome {
  const doubled = doubleMight(run, { op: "doubleMight", what: ins.what, thisTurn: true });
  if (doubled.outcome === "IGNORED") return doubled;
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return doubled;
  const ability: Ability = { kind: "activated", costs: [{ cost: "resources", label: ins.cost }], effect: { targets: [], lines: [{ label: "ready me", instruction: { op: "ready", what: { self: true, say: "me" } } }] } };
  const numbered = t.objs.map((o) => {
    (o.abilitiesThisTurn ??= []).push(ability);
    return `${o.id} ability ${(o.def?.abilities.length ?? 0) + o.abilitiesThisTurn.length - 1}`;
  });
  return { ...doubled, explanation: `${doubled.explanation} It has "${ins.cost}: Ready me." this turn (${numbered.join(", ")}).`, citations: [...doubled.citations, ...cite("layer.abilities-granted")] };
}

/** The next time the unit would die this turn, it is healed, exhausted and recalled instead (a one-shot replacement, 367). */
export function shieldDeath(run: Run, ins: Op<"shieldDeath">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  for (const o of t.objs) o.deathShield = ins.pay ? { pay: ins.pay, payer: run.item.controller, from: run.item.id } : true;
  if (ins.pay)
    return done(t.objs, t.partial, `The next time ${names(t.objs)} would die this turn, ${run.item.controller} may pay ${ins.pay} (paid outside the engine) to have it healed, exhausted and recalled instead (an optional delayed replacement).`, cite("delayed.replacement", "replacement.may-apply"));
  return done(t.objs, t.partial, `The next time ${names(t.objs)} would die this turn, it is healed, exhausted and recalled instead.`, cite("replacement.applies"));
}
