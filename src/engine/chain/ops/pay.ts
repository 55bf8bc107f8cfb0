/**
 * "pay {1}" inside an effect: a cost within instructions (383.3.b). Energy and runes are not part of the board,
 * so the payment itself is made outside the engine and recorded here. At the opening of a triggered ability,
 * after its first "you may" ("When you conquer here, you may pay {1} to …"), it is the ability's base cost: its
 * controller decides as it goes on the chain, and if they decline it is removed and did not trigger (383.3.a.2).
 */
import { openingPayment, openingXp } from "../../cards/openingCost.js";
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { decide, log, type Ctx } from "../../context.js";
import { cite } from "../../rules.js";
import type { ChainItem } from "../../state/types.js";
import type { Outcome, Run } from "../resolveItem.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

/**
 * As a triggered ability with an opening payment is finalized: its controller chooses whether to pay (383.3.a,
 * 383.3.b). Returns false if they decline: the ability is removed from the chain, as if it had not triggered.
 */
export function payOpeningCost(ctx: Ctx, item: ChainItem): boolean {
  if (item.kind !== "triggered") return true;
  const xp = openingXp(item.effect);
  if (xp !== undefined) return payOpeningXp(ctx, item, xp);
  const symbols = openingPayment(item.effect);
  if (symbols === undefined) return true;
  const c = decide(ctx, {
    item: item.id, index: item.decisionCount++, player: item.controller,
    prompt: `${item.name}: you may pay ${symbols} (paid outside the engine) to perform it — accept or decline?`, options: ["accept", "decline"],
  });
  if (c.accept === true || c.option === "accept") {
    item.openingCostPaid = true;
    log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} pays ${symbols} as ${item.name} goes on the chain: the cost within its instructions after its first "you may" is its base cost (energy and runes are not part of the board: the payment is recorded).`, citations: cite("trigger.cost-within-instructions") });
    return true;
  }
  log(ctx, { kind: "TRIGGER", chainItem: item.id, explanation: `${item.controller} chooses not to pay ${symbols}: ${item.name} is removed from the chain and is considered not to have triggered.`, citations: cite("trigger.may-declined", "trigger.cost-within-instructions") });
  return false;
}

/** "you may spend N XP to …" at the opening of a triggered ability: the same choice, the XP spent from the board (730.2); without enough XP it can't be paid (203.3). */
function payOpeningXp(ctx: Ctx, item: ChainItem, n: number): boolean {
  const p = ctx.state.players.get(item.controller);
  const has = p?.xp ?? 0;
  if (!p || has < n) {
    log(ctx, { kind: "TRIGGER", chainItem: item.id, explanation: `${item.controller} has ${has} XP and can't spend ${n}: ${item.name} is removed from the chain and is considered not to have triggered.`, citations: cite("trigger.may-declined", "trigger.cost-within-instructions", "xp.spend") });
    return false;
  }
  const c = decide(ctx, { item: item.id, index: item.decisionCount++, player: item.controller, prompt: `${item.name}: you may spend ${n} XP to perform it — accept or decline?`, options: ["accept", "decline"] });
  if (c.accept === true || c.option === "accept") {
    p.xp -= n;
    item.openingCostPaid = true;
    log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} spends ${n} XP as ${item.name} goes on the chain (${p.xp} left): the cost within its instructions after its first "you may" is its base cost.`, citations: cite("trigger.cost-within-instructions", "xp.spend") });
    return true;
  }
  log(ctx, { kind: "TRIGGER", chainItem: item.id, explanation: `${item.controller} chooses not to spend ${n} XP: ${item.name} is removed from the chain and is considered not to have triggered.`, citations: cite("trigger.may-declined", "trigger.cost-within-instructions") });
  return false;
}

/** "pay {1}": paid as it resolves (energy and runes are outside the engine), or already paid as the ability went on the chain. */
export function payResources(run: Run, ins: Op<"pay">): Outcome {
  if (run.item.openingCostPaid && openingPayment(run.item.effect) !== undefined)
    return { outcome: "EXECUTED", explanation: `${ins.symbols} was paid as ${run.item.name} went on the chain.`, citations: cite("trigger.cost-within-instructions") };
  return { outcome: "EXECUTED", explanation: `${run.item.controller} pays ${ins.symbols} (energy and runes are not part of the board: the payment is recorded).`, citations: [] };
}
