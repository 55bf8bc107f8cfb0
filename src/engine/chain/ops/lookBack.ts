/** Conditions on what an object was, read from its last known information once it has left the board (359.3.e.13). */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { isOnBoard, label } from "../../state/queries.js";
import { execute } from "../instructions.js";
import { objectsOf, type Outcome, type Run } from "../resolveItem.js";
import { ignored } from "./common.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

/** "If it was an enemy unit, X.": whose unit it was, relative to the item's controller. */
export function ifItWas(run: Run, ins: Op<"ifItWas">): Outcome {
  const o = objectsOf(run, ins.what).objs[0];
  if (!o) return ignored("The unit it refers to is not a legal target any more, so the condition can't be checked and nothing is done.", cite("illegal-targets.unaffected", "instructions.impossible-ignored"));
  const back = run.lookBack.get(o.id);
  const fromBack = !!back && !isOnBoard(o);
  const controller = fromBack ? back!.controller : o.controller;
  const was = controller === run.item.controller ? "friendly" : "enemy";
  const words = `${label(o)} was ${was === "friendly" ? "a friendly" : "an enemy"} unit (controlled by ${controller}${fromBack ? ", from its last known information" : ""})`;
  const cites = fromBack ? cite("information.look-back") : [];
  if (was !== ins.was) return ignored(`${words}, so this is not done.`, [...cites, ...cite("instructions.impossible-ignored")]);
  const out = execute(run, { label: ins.then.op, instruction: ins.then });
  return { ...out, explanation: `${words}: ${out.explanation}`, citations: [...cites, ...out.citations] };
}
