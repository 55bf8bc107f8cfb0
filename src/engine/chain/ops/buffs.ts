/**
 * Spending buffs (702.2.b): a buff is removed from a unit its spender controls (702.2.b.2), never from a unit without
 * one (702.2.b.1); each spent buff is noticed by "When you spend a buff". The units are chosen as the buffs are spent
 * (they are not targets): as a triggered ability's opening cost goes on the chain, or as an instruction resolves.
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import type { Instruction } from "../../cards/language.js";
import type { Ctx } from "../../context.js";
import { cite } from "../../rules.js";
import { isOnBoard, isUnit, label } from "../../state/queries.js";
import { whyCantBeReadied } from "./playRestrictions.js";
import type { Obj } from "../../state/types.js";
import { fireBuffSpent, fireReadied } from "../triggers.js";
import { ask, type Outcome, type Run } from "../resolveItem.js";
import { ignored } from "./common.js";
import { execute } from "../instructions.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

/** The units on the board `player` controls that have a buff to spend, in board order. */
export function buffedUnitsOf(ctx: Ctx, player: string): Obj[] {
  return ctx.state.objectOrder.map((id) => ctx.state.objects.get(id)!).filter((o) => isUnit(o) && isOnBoard(o) && o.zone !== "FACEDOWN" && o.controller === player && (o.buffs ?? 0) > 0);
}

/** Removes one buff from `o` (its controller, `player`, spends it): its Might goes down, and "When you spend a buff" is noticed. */
export function spendBuffOf(ctx: Ctx, player: string, o: Obj): void {
  o.buffs = (o.buffs ?? 0) - 1;
  ctx.cleanupOutstanding = true; // its Might went down
  fireBuffSpent(ctx, player, o);
}

/**
 * One buff spent, any number spent, or each friendly unit's buff spent to ready it, as it resolves.
 * One buff: the only buffed unit, or the one its controller names. Any number: the units its controller names (a unit named
 * twice spends two of its buffs; none named spends none). The count is kept for "For each buff spent".
 */
export function spendBuffs(run: Run, ins: Op<"spendBuffs">): Outcome {
  const ctx = run.ctx;
  const player = run.item.controller;
  const buffed = buffedUnitsOf(ctx, player);
  if (ins.count === "one") {
    if (buffed.length === 0) return { ...ignored(`${player} controls no buffed unit, so no buff can be spent.`, cite("buff.spend", "buff.spend-own-buffed-unit", "instructions.impossible-ignored")), performed: false };
    let o = buffed[0]!;
    if (buffed.length > 1) {
      const c = ask(run, player, `choose a buffed unit you control to spend its buff.`, buffed.map((u) => u.id));
      const pick = buffed.find((u) => u.id === (c.objects?.[0] ?? c.option));
      if (!pick) return { ...ignored(`The unit given is not a buffed unit ${player} controls (${buffed.map((u) => u.id).join(", ")}); no buff is spent.`, cite("buff.spend-own-buffed-unit")), performed: false };
      o = pick;
    }
    spendBuffOf(ctx, player, o);
    run.buffsSpent = 1;
    return { outcome: "EXECUTED", explanation: `${player} spends ${label(o)}'s buff.`, citations: cite("buff.spend") };
  }
  if (buffed.length === 0) {
    run.buffsSpent = 0;
    return { outcome: "EXECUTED", explanation: `${player} controls no buffed unit: no buff is spent.`, citations: cite("buff.spend-own-buffed-unit") };
  }
  const each = ins.then === "readyEach";
  const c = ask(
    run, player,
    each ? `choose the friendly units whose buff you spend to ready them (none to spend none).` : `choose the buffed units you control to spend a buff from (name a unit again to spend another of its buffs; none to spend none).`,
    buffed.map((u) => u.id),
  );
  const named = c.objects ?? [];
  const left = new Map(buffed.map((u) => [u.id, each ? 1 : (u.buffs ?? 0)]));
  const bad: string[] = [];
  for (const id of named) {
    const n = left.get(id) ?? 0;
    if (n <= 0) bad.push(id);
    else left.set(id, n - 1);
  }
  if (bad.length) return { ...ignored(`${bad.join(", ")} ${bad.length === 1 ? "is" : "are"} not a buffed unit ${player} controls with a buff left to spend${each ? " (each spends its buff once)" : ""}; no buff is spent.`, cite("buff.spend-own-buffed-unit")), performed: false };
  const spent = named.map((id) => ctx.state.objects.get(id)!);
  for (const o of spent) spendBuffOf(ctx, player, o);
  run.buffsSpent = spent.length;
  if (!each) return { outcome: "EXECUTED", explanation: spent.length ? `${player} spends ${spent.length} buff(s): ${spent.map(label).join(", ")}.` : `${player} spends no buff.`, citations: cite("buff.spend") };
  if (spent.length === 0) return { outcome: "EXECUTED", explanation: `${player} spends no buff, so no unit is readied this way.`, citations: cite("buff.spend") };
  const cant = spent.filter((o) => o.exhausted && whyCantBeReadied(o, ctx.state) !== undefined); // a "can't" beats a "can" (054.1)
  fireReadied(ctx, run.item, spent.filter((o) => o.exhausted && !cant.includes(o)));
  for (const o of spent) if (!cant.includes(o)) o.exhausted = false;
  if (cant.length) return { outcome: "EXECUTED", explanation: `${player} spends the buff of ${spent.map(label).join(", ")} and readies each of them that can be readied (${cant.map((o) => whyCantBeReadied(o, ctx.state)).join("; ")}).`, citations: cite("buff.spend", "ready.action", "cant-beats-can") };
  return { outcome: "EXECUTED", explanation: `${player} spends the buff of ${spent.map(label).join(", ")} and readies ${spent.length === 1 ? "it" : "each of them"}.`, citations: cite("buff.spend", "ready.action") };
}

/** "For each buff spent, X": X with its amount multiplied by the buffs this item spent before (0: nothing is done). */
export function forEachBuffSpent(run: Run, ins: Op<"forEachBuffSpent">): Outcome {
  const k = run.buffsSpent ?? 0;
  if (k === 0) return { ...ignored("No buff was spent, so this is done zero times.", cite("instructions.impossible-ignored")), performed: false };
  const then = ins.then as Instruction & { n: number };
  const out = execute(run, { label: then.op, instruction: { ...then, n: then.n * k } as Instruction });
  return { ...out, explanation: `${k} buff(s) were spent: ${out.explanation}` };
}
