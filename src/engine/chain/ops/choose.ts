/** "Choose a unit." — the choice itself was made as the item was played (355); resolving it reports the choice. */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { chosenBattlefield, type Outcome, type Run } from "../resolveItem.js";

type ChooseOp = Extract<MoreInstruction, { op: "choose" }>;

export function choose(run: Run, ins: ChooseOp): Outcome {
  const picked = ins.slots.flatMap((s) => {
    const bf = chosenBattlefield(run, s); // a battlefield chosen as a target (355.10.b)
    return bf ? [bf] : run.slots.get(s)?.legal.map((o) => o.id) ?? [];
  });
  const illegal = ins.slots.flatMap((s) => run.slots.get(s)?.illegal ?? []);
  if (picked.length === 0)
    return { outcome: "IGNORED", explanation: `Nothing legal is chosen any more${illegal.length ? ` (${illegal.join(", ")} became illegal)` : ""}.`, citations: cite("illegal-targets.unaffected") };
  return {
    outcome: illegal.length ? "PARTIAL" : "EXECUTED",
    explanation: `Chosen as it was played: ${picked.join(", ")}${illegal.length ? `; ${illegal.join(", ")} became illegal` : ""}.`,
    citations: cite("targets.requirements"),
  };
}
