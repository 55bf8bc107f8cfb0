/** "Choose a unit." — the choice itself was made as the item was played (355); resolving it reports the choice. */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { chosenBattlefield, type Outcome, type Run } from "../resolveItem.js";

type ChooseOp = Extract<MoreInstruction, { op: "choose" }>;

export function choose(run: Run, ins: ChooseOp): Outcome {
  const picked = ins.slots.flatMap((s) => {
    const bf = chosenBattlefield(run, s); // a battlefield chosen as a target (355.10.b)
    if (bf) return [bf];
    const slot = run.slots.get(s);
    // a spell or ability chosen on the chain ("Choose a spell …"): still legal while it is on the chain
    const items = slot?.chosen.filter((c) => c.isChainItem && !slot.illegal.includes(c.id) && run.ctx.state.chain.some((i) => i.id === c.id)).map((c) => c.id) ?? [];
    return [...(slot?.legal.map((o) => o.id) ?? []), ...items];
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
