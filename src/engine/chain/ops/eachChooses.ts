/**
 * "Each other player chooses A or B." and "For each player that chooses A, you and that player each X.": every player but the item's
 * controller picks one of two words as it resolves, in turn order starting with the turn player (303.2.a); then, for each player who
 * picked a word, the controller and that player each follow X, in turn order.
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import type { Instruction } from "../../cards/language.js";
import { execute } from "../instructions.js";
import { ask, type Outcome, type Run } from "../resolveItem.js";
import { cite } from "../../rules.js";
import { ignored } from "./common.js";
import { inTurnOrder } from "./players.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

export function eachOtherPlayerChooses(run: Run, ins: Op<"eachOtherPlayerChooses">): Outcome {
  const others = inTurnOrder(run).filter((p) => p !== run.item.controller);
  const chose = new Map<string, string>();
  const said: string[] = [];
  for (const p of others) {
    const c = ask(run, p, `choose ${ins.options[0]} or ${ins.options[1]}.`, [...ins.options]);
    const pick = ins.options.find((o) => o.toLowerCase() === (c.option ?? c.objects?.[0] ?? "").toLowerCase());
    if (!pick) {
      run.playersChose = chose;
      return ignored(`${p}'s answer must be ${ins.options[0]} or ${ins.options[1]}; nothing more is chosen.`, cite("instructions.impossible-ignored"));
    }
    chose.set(p, pick);
    said.push(`${p} chooses ${pick}`);
  }
  run.playersChose = chose;
  if (others.length === 0) return ignored("There is no other player to choose.", cite("instructions.impossible-ignored"));
  return { outcome: "EXECUTED", explanation: `Each other player in turn order, starting with the turn player: ${said.join(", ")}.`, citations: cite("actions.turn-order") };
}

export function forEachWhoChose(run: Run, ins: Op<"forEachWhoChose">): Outcome {
  const who = [...(run.playersChose ?? new Map<string, string>()).entries()].filter(([, w]) => w === ins.choice).map(([p]) => p);
  if (who.length === 0) return ignored(`No player chose ${ins.choice}, so this is done for nobody.`, cite("instructions.impossible-ignored"));
  const said: string[] = [];
  const citations = [...cite("actions.turn-order")];
  let done = false;
  for (const p of who) {
    const order = inTurnOrder(run);
    for (const player of [run.item.controller, p].sort((a, b) => order.indexOf(a) - order.indexOf(b))) { // one after the other in turn order (303.2.a)
      const out = execute(run, { label: ins.then.op, instruction: { ...ins.then, who: { player } } as Instruction });
      if (out.outcome !== "IGNORED") done = true;
      said.push(`${player}: ${out.explanation}`);
      citations.push(...out.citations);
    }
  }
  return { outcome: done ? "EXECUTED" : "IGNORED", ...(done ? {} : { performed: false }), explanation: `${who.join(", ")} chose ${ins.choice}; ${run.item.controller} and ${who.length === 1 ? "that player" : "each of them in turn"} each: ${said.join(" ")}`, citations };
}
