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

/** "gain 1 XP for each friendly unit": the objects matching as it resolves are counted (the XP is on the board). */
export function gainXpFor(run: Run, ins: Op<"gainXpFor">): Outcome {
  const count = selectAll(run, ins.per).objs.length;
  if (count === 0) return ignored("None match, so no XP is gained.", cite("instructions.impossible-ignored"));
  const out = execute(run, { label: `gain ${ins.n * count} XP`, instruction: { op: "resource", action: "gainXp", n: ins.n * count, who: "you" } });
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
