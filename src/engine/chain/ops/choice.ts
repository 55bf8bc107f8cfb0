/** Instructions built from other instructions: "draw 1 for each …" and "X or Y" (the controller chooses). */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { execute } from "../instructions.js";
import { ask, type Outcome, type Run } from "../resolveItem.js";
import { ignored } from "./common.js";
import { selectAll } from "./select.js";
import { cite } from "../../rules.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

export function drawFor(run: Run, ins: Op<"drawFor">): Outcome {
  const count = selectAll(run, ins.per).objs.length;
  if (count === 0) return ignored("None match, so nothing is drawn.", cite("instructions.impossible-ignored"));
  const out = execute(run, { label: `draw ${ins.n * count}`, instruction: { op: "draw", who: "you", n: ins.n * count } });
  return { ...out, explanation: `${count} match: ${out.explanation}` };
}

export function either(run: Run, ins: Op<"either">): Outcome {
  const words = ins.options.map((o) => o.op);
  const c = ask(run, run.item.controller, `choose one: "0" (${words[0]}) or "1" (${words[1]}).`, ["0", "1"]);
  const k = c.option === "1" ? 1 : c.option === "0" ? 0 : undefined;
  if (k === undefined) return ignored('The choice must be "0" or "1".', cite("instructions.impossible-ignored"));
  const out = execute(run, { label: words[k]!, instruction: ins.options[k]! });
  return { ...out, explanation: `${run.item.controller} chooses ${words[k]}: ${out.explanation}` };
}
