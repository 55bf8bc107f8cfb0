/**
 * "Repeat this gear's play effect.": the instructions of the source's own play effect ("When you play this", 383.4.a) are
 * followed again, in order, as this item resolves, by its controller. Only a play effect without targets is repeated (no
 * target is chosen for it again); otherwise nothing is guessed and the instruction is not followed.
 */
import { cite } from "../../rules.js";
import { execute } from "../instructions.js";
import type { Outcome, Run } from "../resolveItem.js";
import { ignored } from "./common.js";

export function repeatPlayEffect(run: Run): Outcome {
  const { ctx, item } = run;
  const def = item.def ?? (item.sourceId ? ctx.state.objects.get(item.sourceId)?.def : undefined);
  const play = def?.abilities.find((a) => a.kind === "triggered" && a.on === "playMe");
  const cites = cite("trigger.play-effect");
  if (!play || play.kind !== "triggered") return ignored(`${item.name}'s source has no play effect to repeat.`, [...cites, ...cite("instructions.impossible-ignored")]);
  if (play.effect.targets.length) return ignored(`${item.name}'s play effect chooses targets, which are not chosen again: it is not repeated.`, [...cites, ...cite("instructions.impossible-ignored")]);
  const outs = play.effect.lines.map((line) => execute(run, line));
  const done = outs.some((o) => o.outcome === "EXECUTED");
  return {
    outcome: done ? "EXECUTED" : "IGNORED",
    explanation: `The play effect of ${def!.name} is repeated: ${outs.map((o) => o.explanation).join(" ")}`,
    citations: [...cites, ...outs.flatMap((o) => o.citations)],
  };
}
