/** Two units deal damage to each other at once, each as much as its own Might (417). */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { isOnBoard, label, mightOf } from "../../state/queries.js";
import { objectsOf, type Outcome, type Run } from "../resolveItem.js";
import { ignored } from "./common.js";
import { damageAfterReplacements } from "./replacements.js";
import { fireDelayed } from "../triggers.js";
import { noteDamageFrom } from "../../state/actions.js";

type FightOp = Extract<MoreInstruction, { op: "fight" }>;

export function fight(run: Run, ins: FightOp): Outcome {
  const state = run.ctx.state;
  const pair = JSON.stringify(ins.a) === JSON.stringify(ins.b); // "Choose two units. They …": one slot of two
  const first = objectsOf(run, ins.a).objs.filter(isOnBoard);
  const a = first[0];
  const b = pair ? first[1] : objectsOf(run, ins.b).objs.find(isOnBoard);
  if (!a || !b)
    return ignored(
      `${!a && !b ? "Neither unit is" : `${label((a ?? b)!)} is legal but the other unit is not`} a legal unit on the board, so its Might is null and no damage is dealt between them.`,
      cite("information.null", "referents.null-if-illegal", "instructions.impossible-ignored"),
    );
  const ma = mightOf(a, state) ?? 0;
  const mb = mightOf(b, state) ?? 0;
  // the units deal the damage, so it is not spell or ability damage; replacements on each unit still apply (437)
  const toB = ma > 0 ? damageAfterReplacements(run, b, ma, false) : { n: 0, note: "", citations: [] };
  const toA = mb > 0 ? damageAfterReplacements(run, a, mb, false) : { n: 0, note: "", citations: [] };
  b.damage += toB.n;
  a.damage += toA.n;
  if (toB.n > 0) { noteDamageFrom(b, a.controller); b.dealtDamageThisTurn = true; }
  if (toA.n > 0) { noteDamageFrom(a, b.controller); a.dealtDamageThisTurn = true; }
  if (toB.n > 0) fireDelayed(run.ctx, "takesDamage", b);
  if (toA.n > 0) fireDelayed(run.ctx, "takesDamage", a);
  run.ctx.cleanupOutstanding = true;
  const notes = [toB.note ? ` ${label(b)}: ${toB.note}.` : "", toA.note ? ` ${label(a)}: ${toA.note}.` : ""].join("");
  return {
    outcome: "EXECUTED",
    explanation: `${label(a)} deals ${ma} to ${label(b)} and ${label(b)} deals ${mb} to ${label(a)} at the same time.${notes} Lethal damage is checked in the next cleanup.`,
    citations: [...cite("deal.action"), ...toB.citations, ...toA.citations],
  };
}
