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

/**
 * Branches by the discarded card's type ("Spell - X.Gear - Y.Unit - Z."): the branch of the printed type of
 * the card this item just discarded; with a hand given by its size the card is not known, and no branch is guessed.
 */
export function byDiscardedType(run: Run, ins: Op<"byDiscardedType">): Outcome {
  const d = run.discarded;
  if (d === "unknown") return { outcome: "PARTIAL", explanation: "The board gives only the size of the hand, so the discarded card and its type are not known: no branch is followed.", citations: cite("information.null") };
  const name = d?.[0];
  if (!name) return ignored("No card was discarded, so there is no type to follow a branch for.", cite("instructions.impossible-ignored"));
  const type = (run.ctx.catalog.lookup(name)?.type ?? "").toLowerCase();
  const branch = ins.branches.find((b) => b.type === type);
  if (!branch) return ignored(`${name}, the card discarded, is ${type ? `a ${type}` : "of an unknown type"}: none of the branches is for it.`, cite("instructions.impossible-ignored"));
  const outs = branch.effect.lines.map((line) => execute(run, line));
  const all = outs.every((o) => o.outcome !== "IGNORED");
  return {
    outcome: outs.some((o) => o.outcome === "EXECUTED" || o.outcome === "PARTIAL") ? (all && outs.every((o) => o.outcome === "EXECUTED") ? "EXECUTED" : "PARTIAL") : "IGNORED",
    explanation: `${name}, the card discarded, is a ${type}: ${outs.map((o) => o.explanation).join(" ")}`,
    citations: [...cite("information.look-back"), ...outs.flatMap((o) => o.citations)],
  };
}
