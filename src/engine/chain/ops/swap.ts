/**
 * Swapping two units' Might (433): the difference between them is an increase for the lower and a decrease for the higher,
 * for the duration the effect says (433.1.a–b); equal Might, nothing changes (433.1.c).
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { label, mightOf } from "../../state/queries.js";
import { onBoard, ignored } from "./common.js";
import type { Outcome, Run } from "../resolveItem.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

export function swapMight(run: Run, ins: Op<"swapMight">): Outcome {
  const t = onBoard(run, ins.what, "unit");
  if ("outcome" in t) return t;
  if (t.objs.length !== 2) return ignored(`Only ${t.objs.map(label).join(", ")} ${t.objs.length === 1 ? "is" : "are"} still a legal target: two units are needed to swap their Might, so nothing changes.`, cite("swap.action", "instructions.impossible-ignored"));
  const [a, b] = t.objs as [typeof t.objs[0], typeof t.objs[0]];
  const ma = mightOf(a, run.ctx.state) ?? 0;
  const mb = mightOf(b, run.ctx.state) ?? 0;
  if (ma === mb) return { outcome: "EXECUTED", explanation: `${label(a)} and ${label(b)} both have ${ma} Might: swapping changes nothing.`, citations: cite("swap.action") };
  const [low, high] = ma < mb ? [a, b] : [b, a];
  const d = Math.abs(ma - mb);
  low.tempMight += d;
  high.tempMight -= d;
  return {
    outcome: "EXECUTED",
    explanation: `Swaps the Might of ${label(a)} (${ma}) and ${label(b)} (${mb}) this turn: ${label(low)} +${d}, ${label(high)} -${d} (now ${mightOf(low, run.ctx.state)} and ${mightOf(high, run.ctx.state)}).`,
    citations: cite("swap.action"),
  };
}
