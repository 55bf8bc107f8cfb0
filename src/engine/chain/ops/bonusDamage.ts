/**
 * Bonus Damage (712–715): "Your spells and abilities deal N Bonus Damage." on an object on the board, or
 * as effect text of an Equipment attached to a unit (136.2, the unit's controller's), grants its controller's
 * spells and abilities N more damage on each Deal action; every instance is summed and applied once (714).
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { log, type Ctx } from "../../context.js";
import { cite } from "../../rules.js";
import type { ChainItem, GameState } from "../../state/types.js";
import type { Outcome, Run } from "../resolveItem.js";
import { isOnBoard, label, staticRules } from "../../state/queries.js";
import { abilitiesOf } from "../../state/abilities.js";
import { topMost } from "./effectText.js";
import { controllerMissing } from "./common.js";

export interface Bonus {
  n: number;
  from: string[];
  /** a count the board does not give (the trash given by its size only) */
  unknown?: string;
}

export function bonusDamageFor(state: GameState, controller: string, waiting?: Bonus, item?: ChainItem): Bonus {
  const out: Bonus = { n: waiting?.n ?? 0, from: [...(waiting?.from ?? [])] };
  // a spell's own Bonus Damage per card of its name in its controller's trash: that trash as the Deal action executes
  for (const a of item?.kind === "spell" ? (item.def?.abilities ?? []) : [])
    if (a.kind === "static" && a.rule.rule === "bonusDamagePerNamedInTrash") {
      const p = state.players.get(controller);
      if (!p?.trashKnown) {
        out.unknown = `the board does not list ${controller}'s trash, so the cards named ${item!.name} there are not counted`;
        continue;
      }
      const count = p.trash.filter((name) => name === item!.name).length;
      if (count > 0) {
        out.n += a.rule.n * count;
        out.from.push(`${item!.name} itself (${count} card${count === 1 ? "" : "s"} with its name in ${controller}'s trash)`);
      }
    }
  for (const id of state.objectOrder) {
    const o = state.objects.get(id);
    if (!o || !isOnBoard(o) || o.zone === "FACEDOWN" || !o.def) continue;
    // its own static abilities (an Equipment's effect text is not its own)
    if (o.controller === controller)
      for (const r of staticRules(o, state))
        if (r.rule === "bonusDamage") {
          out.n += r.n;
          out.from.push(label(o));
        }
    // an attached Equipment's effect text acts as the unit's (136.2)
    const unit = o.def.effectText?.length ? topMost(o, state) : undefined;
    if (unit && unit.controller === controller)
      abilitiesOf(o, state).forEach((a, i) => {
        if (o.def?.effectText?.includes(i) && a.kind === "static" && a.rule.rule === "bonusDamage") {
          out.n += a.rule.n;
          out.from.push(`${label(unit)} (from ${label(o)})`);
        }
      });
  }
  if (out.n < 0) return { n: 0, from: [] }; // 714.2
  return out;
}

/** N Bonus Damage for the controller's next spell this turn: a delayed passive ability waiting for that spell (391). */
export function nextSpellBonusDamage(run: Run, ins: Extract<MoreInstruction, { op: "nextSpellBonusDamage" }>): Outcome {
  const p = run.ctx.state.players.get(run.item.controller);
  if (!p) return controllerMissing(run);
  const from = run.item.name;
  p.nextSpellBonus = { n: (p.nextSpellBonus?.n ?? 0) + ins.n, from: [...(p.nextSpellBonus?.from ?? []), from] };
  return {
    outcome: "EXECUTED",
    explanation: `The next spell ${p.id} plays this turn will deal ${ins.n} Bonus Damage (a delayed passive ability; a spell played before this resolved does not get it).`,
    citations: cite("delayed.passive", "bonus-damage.granted-to-deal"),
  };
}

/** a discount of {N} on the controller's next spell this turn: a delayed passive ability waiting for that spell (391). */
export function nextSpellCostsLess(run: Run, ins: Extract<MoreInstruction, { op: "nextSpellCostsLess" }>): Outcome {
  const p = run.ctx.state.players.get(run.item.controller);
  if (!p) return controllerMissing(run);
  (p.nextSpellCostsLess ??= []).push({ amount: ins.amount, from: run.item.name, ...(ins.card ? { card: true as const } : {}) });
  return {
    outcome: "EXECUTED",
    explanation: `The next ${ins.card ? "card" : "spell"} ${p.id} plays this turn will cost ${ins.amount} less (a delayed passive ability; costs are paid outside the engine, so the reduction is recorded as that ${ins.card ? "card" : "spell"} is played).`,
    citations: cite("delayed.passive"),
  };
}

/** a {1} surcharge on the controller's non-token units for this turn: a delayed passive ability (391) for the rest of the turn. */
export function unitsCostMoreThisTurn(run: Run, ins: Extract<MoreInstruction, { op: "unitsCostMoreThisTurn" }>): Outcome {
  const p = run.ctx.state.players.get(run.item.controller);
  if (!p) return controllerMissing(run);
  (p.unitsCostMore ??= []).push({ amount: ins.amount, from: run.item.name });
  return {
    outcome: "EXECUTED",
    explanation: `For the rest of this turn, the units ${p.id} plays that are not tokens cost ${ins.amount} more (costs are paid outside the engine, so the increase is recorded as each one is played).`,
    citations: cite("delayed.passive"),
  };
}

/** A unit card its controller plays while that turn-long {1} surcharge on their non-token units applies (391). */
export function noteUnitCostsMore(ctx: Ctx, item: ChainItem, isUnitCard: boolean): void {
  if (item.kind !== "permanent" || !isUnitCard) return;
  const more = ctx.state.players.get(item.controller)?.unitsCostMore;
  if (!more?.length) return;
  log(ctx, {
    kind: "DELAYED", chainItem: item.id,
    explanation: `${item.name} is a unit (not a token) ${item.controller} plays this turn: it costs ${more.map((w) => `${w.amount} more (${w.from})`).join(" and ")}; the cost is paid outside the engine.`,
    citations: cite("delayed.passive"),
  });
}

/**
 * A spell its controller plays takes the cost reductions waiting for "the next spell you play this turn" (391); a card
 * (a spell, or a unit or gear the request plays) those waiting for "the next card you play this turn".
 */
export function takeNextSpellCostReduction(ctx: Ctx, item: ChainItem): void {
  if (item.kind !== "spell" && !(item.kind === "permanent" && item.input.card !== undefined)) return;
  const p = ctx.state.players.get(item.controller);
  if (!p?.nextSpellCostsLess?.length) return;
  const waiting = item.kind === "spell" ? p.nextSpellCostsLess : p.nextSpellCostsLess.filter((w) => w.card);
  if (waiting.length === 0) return;
  const left = p.nextSpellCostsLess.filter((w) => !waiting.includes(w));
  if (left.length) p.nextSpellCostsLess = left;
  else delete p.nextSpellCostsLess;
  const card = waiting.every((w) => w.card) ? "card" : "spell";
  log(ctx, {
    kind: "DELAYED", chainItem: item.id,
    explanation: `${item.name} is the next ${card} ${p.id} plays this turn: it costs ${waiting.map((w) => `${w.amount} less (${w.from})`).join(" and ")}; the cost is paid outside the engine.`,
    citations: cite("delayed.passive"),
  });
}

/** The next spell its controller plays this turn gets [Repeat] with its own cost (a delayed passive ability, 391). */
export function nextSpellRepeat(run: Run, base?: true): Outcome {
  const p = run.ctx.state.players.get(run.item.controller)!;
  p.nextSpellRepeat = [...(p.nextSpellRepeat ?? []), run.item.id];
  if (base) p.nextSpellRepeatBase = [...(p.nextSpellRepeatBase ?? []), run.item.id];
  const cost = base ? "its base cost (the cost printed on it, unaltered by cost modifications)" : "its own cost";
  return { outcome: "EXECUTED", explanation: `The next spell ${p.id} plays this turn will have [Repeat] with ${cost} as the Repeat cost (a delayed passive ability).`, citations: cite("delayed.passive", "keyword.repeat", ...(base ? (["cost.printed"] as const) : [])) };
}

/** A spell its controller plays takes the [Repeat] waiting for "the next spell you play this turn" (391): its Repeat cost is its own cost, paid outside the engine (the item's repeat). */
export function takeNextSpellRepeat(ctx: Ctx, item: ChainItem): void {
  if (item.kind !== "spell") return;
  const p = ctx.state.players.get(item.controller);
  if (!p?.nextSpellRepeat) return;
  const from = p.nextSpellRepeat;
  const base = from.some((id) => p.nextSpellRepeatBase?.includes(id));
  delete p.nextSpellRepeat;
  delete p.nextSpellRepeatBase;
  log(ctx, {
    kind: "DELAYED", chainItem: item.id,
    explanation: `${item.name} is the next spell ${p.id} plays this turn: it has [Repeat] with ${base ? "its base cost" : "its own cost"} (${from.join(", ")}); ${item.repeat ? "that cost is paid (outside the engine), so its effect is repeated" : "the Repeat cost is not paid"}.`,
    citations: cite("delayed.passive", "keyword.repeat"),
  });
}

/** A spell its controller plays takes the Bonus Damage waiting for "the next spell you play this turn" (391). */
export function takeNextSpellBonus(ctx: Ctx, item: ChainItem): void {
  if (item.kind !== "spell") return;
  const p = ctx.state.players.get(item.controller);
  if (!p?.nextSpellBonus) return;
  item.bonusDamage = p.nextSpellBonus;
  delete p.nextSpellBonus;
  log(ctx, {
    kind: "DELAYED", chainItem: item.id,
    explanation: `${item.name} is the next spell ${p.id} plays this turn: it deals ${item.bonusDamage.n} Bonus Damage (${item.bonusDamage.from.join(", ")}).`,
    citations: cite("delayed.passive", "bonus-damage.granted-to-deal"),
  });
}
