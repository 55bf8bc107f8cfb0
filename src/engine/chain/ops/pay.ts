/**
 * "pay {1}" inside an effect: a cost within instructions (383.3.b). Energy and runes are not part of the board,
 * so the payment itself is made outside the engine and recorded here. At the opening of a triggered ability,
 * after its first "you may" (paying {1} on a conquer here, killing the source, or exhausting
 * the source and paying {1}, each in order to do something), it is the ability's base cost: its controller decides as it goes on the chain,
 * and if they decline (or can't pay) it is removed and did not trigger (383.3.a.2, 383.3.b.1).
 */
import { openingCost, openingPayment, type OpeningPart } from "../../cards/openingCost.js";
import type { Line } from "../../cards/language.js";
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { decide, log, type Ctx } from "../../context.js";
import { cite } from "../../rules.js";
import { isOnBoard, label, mightOf } from "../../state/queries.js";
import { snapshot, trashCards, trashUnknown } from "../../state/actions.js";
import { millTop, recycleToDeck } from "./zones.js";
import type { ChainItem, Obj } from "../../state/types.js";
import { changeZone, endDying, killObject, leaveBoardHooks } from "../death.js";
import { returnToOwnersHand } from "./returnCost.js";
import { buffedUnitsOf, spendBuffOf } from "./buffs.js";
import { fireYouBanish, noteDiscards } from "../triggers.js";
import { ask, type Outcome, type Run } from "../resolveItem.js";
import { ignored } from "./common.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

function chosenFor(ctx: Ctx, item: ChainItem, slot: string): Obj | undefined {
  const ref = item.targets.get(slot)?.[0];
  const o = ref ? ctx.state.objects.get(ref.id) : undefined;
  return o && o.incarnation === ref!.incarnation && isOnBoard(o) ? o : undefined;
}

/** Every object named for a slot, while each is still on the board as the same object (undefined if one is not). */
function allChosenFor(ctx: Ctx, item: ChainItem, slot: string): Obj[] | undefined {
  const refs = item.targets.get(slot) ?? [];
  const objs = refs.map((ref) => ctx.state.objects.get(ref.id)).filter((o, k): o is Obj => !!o && o.incarnation === refs[k]!.incarnation && isOnBoard(o));
  return objs.length === refs.length && refs.length > 0 ? objs : undefined;
}

/** How many objects a slot of the item's effect needs (a slot of exactly N). */
const slotCount = (item: ChainItem, slot: string): number => item.effect?.targets.find((t) => t.slot === slot)?.max ?? 1;

/** The card in a trash named for a banishing opening cost, while it is still there. */
function trashCardFor(ctx: Ctx, item: ChainItem, slot: string): Obj | undefined {
  const ref = item.targets.get(slot)?.[0];
  const o = ref ? ctx.state.objects.get(ref.id) : undefined;
  return o && o.incarnation === ref!.incarnation && o.zone === "TRASH" ? o : undefined;
}

function partWords(ctx: Ctx, item: ChainItem, p: OpeningPart, src: string): string {
  if (p.kind === "returnChosen") {
    const o = chosenFor(ctx, item, p.slot);
    return `return ${o ? label(o) : "the unit named for it"} to its owner's hand`;
  }
  if (p.kind === "recycleChosen") {
    const o = chosenFor(ctx, item, p.slot);
    return `recycle ${o ? label(o) : "the unit named for it"}`;
  }
  if (p.kind === "killChosen") {
    const os = allChosenFor(ctx, item, p.slot);
    return `kill ${os ? os.map(label).join(", ") : slotCount(item, p.slot) > 1 ? `the ${slotCount(item, p.slot)} objects named for it` : "the unit named for it"}`;
  }
  if (p.kind === "spendXp") return `spend ${p.n} XP`;
  if (p.kind === "disempowerChosen") {
    const o = chosenFor(ctx, item, p.slot);
    return `disempower ${o ? label(o) : "the object named for it"}`;
  }
  if (p.kind === "spendBuff") return "spend a buff";
  if (p.kind === "discard") return `discard ${p.n}`;
  if (p.kind === "burn") return `[Burn ${p.n}]`;
  if (p.kind === "banishFromTrash") {
    const o = trashCardFor(ctx, item, p.slot);
    return `banish ${o ? `${label(o)} from ${o.owner}'s trash` : "the card named for it"}`;
  }
  return p.kind === "pay" ? `pay ${p.symbols}` : p.kind === "exhaustSelf" ? `exhaust ${src}` : p.kind === "banishSelf" ? `banish ${src}` : `kill ${src}`;
}

/** Why a part can't be paid now, if it can't: the source must be on the board (and ready, to be exhausted); a unit to return must be named. */
function unpayable(ctx: Ctx, p: OpeningPart, src: Obj | undefined, item: ChainItem): string | undefined {
  if (p.kind === "banishFromTrash") return trashCardFor(ctx, item, p.slot) ? undefined : "no card in a trash was named to banish";
  if (p.kind === "pay" || p.kind === "burn") return undefined; // a Burn can always be done, an empty deck making its player Burn Out (431.1.b)
  if (p.kind === "spendXp") {
    const has = ctx.state.players.get(item.controller)?.xp ?? 0;
    return has < p.n ? `${item.controller} has ${has} XP` : undefined; // XP is on the board (730.2)
  }
  if (p.kind === "discard") {
    const has = ctx.state.players.get(item.controller)?.handSize ?? 0;
    return has < p.n ? `${item.controller} has ${has} card(s) in hand` : undefined;
  }
  if (p.kind === "spendBuff") return buffedUnitsOf(ctx, item.controller).length === 0 ? `${item.controller} controls no buffed unit (702.2.b.1)` : undefined;
  if (p.kind === "returnChosen") return chosenFor(ctx, item, p.slot) ? undefined : "no unit on the board was named to return";
  if (p.kind === "disempowerChosen") {
    const o = chosenFor(ctx, item, p.slot);
    if (!o) return "nothing on the board was named to disempower";
    return o.empowered ? undefined : `${label(o)} is not [Empowered], so disempowering it can't pay a cost`; // 442.1.a.1
  }
  if (p.kind === "recycleChosen") return chosenFor(ctx, item, p.slot) ? undefined : "no unit on the board was named to recycle";
  if (p.kind === "killChosen") {
    const n = slotCount(item, p.slot);
    if (n === 1) return chosenFor(ctx, item, p.slot) ? undefined : "no unit on the board was named to kill";
    const os = allChosenFor(ctx, item, p.slot);
    return os?.length === n ? undefined : `${n} objects on the board must be named to kill (${item.targets.get(p.slot)?.length ?? 0} named, ${os ? "" : "not all of them on the board"})`.replace(", )", ")");
  }
  if (!src || src.incarnation !== (item.selfId ? item.selfIncarnation : item.sourceIncarnation) || !isOnBoard(src)) return "its source is no longer on the board";
  if (p.kind === "exhaustSelf" && src.exhausted) return `${label(src)} is already exhausted`;
  return undefined;
}

/**
 * As a triggered ability with an opening cost is finalized: its controller chooses whether to pay (383.3.a,
 * 383.3.b). Returns false if they decline or can't pay: the ability is removed from the chain, as if it had not triggered.
 */
export function payOpeningCost(ctx: Ctx, item: ChainItem): boolean {
  if (item.kind !== "triggered") return true;
  const parts = openingCost(item.effect);
  if (parts === undefined) return true;
  const selfId = item.selfId ?? item.sourceId; // "me" in an Equipment's effect text is its unit (136.2.c)
  const src = selfId ? ctx.state.objects.get(selfId) : undefined;
  const srcName = src ? label(src) : "its source";
  const words = parts.map((p) => partWords(ctx, item, p, srcName)).join(" and ");
  const cannot = parts.map((p) => unpayable(ctx, p, src, item)).find((w) => w !== undefined);
  // without "you may" (383.3.b): the cost is paid whenever it can be, nobody is asked; it must be paid to put the ability on the chain
  const mandatory = !item.effect?.lines[0]?.optional;
  if (cannot) {
    log(ctx, mandatory
      ? { kind: "TRIGGER", chainItem: item.id, explanation: `${item.controller} can't ${words} (${cannot}): the cost at the beginning of ${item.name}'s effect is its base cost and must be paid to put it on the chain, so it is removed from the chain.`, citations: cite("trigger.cost-within-instructions") }
      : { kind: "TRIGGER", chainItem: item.id, explanation: `${item.controller} can't ${words} (${cannot}): ${item.name} is removed from the chain and is considered not to have triggered.`, citations: cite("trigger.may-declined", "trigger.cost-within-instructions") });
    return false;
  }
  const c = mandatory ? { accept: true } as { accept?: boolean; option?: string } : decide(ctx, {
    item: item.id, index: item.decisionCount++, player: item.controller,
    prompt: `${item.name}: you may ${words}${parts.some((p) => p.kind === "pay") ? " (energy and runes are paid outside the engine)" : ""} to perform it — accept or decline?`, options: ["accept", "decline"],
  });
  if (!(c.accept === true || c.option === "accept")) {
    log(ctx, { kind: "TRIGGER", chainItem: item.id, explanation: `${item.controller} chooses not to ${words}: ${item.name} is removed from the chain and is considered not to have triggered.`, citations: cite("trigger.may-declined", "trigger.cost-within-instructions") });
    return false;
  }
  item.openingCostPaid = true;
  for (const p of parts) {
    if (p.kind === "pay") {
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} pays ${p.symbols} as ${item.name} goes on the chain: the cost within its instructions after its first "you may" is its base cost (energy and runes are not part of the board: the payment is recorded).`, citations: cite("trigger.cost-within-instructions") });
    } else if (p.kind === "spendXp") {
      const pl = ctx.state.players.get(item.controller)!;
      pl.xp -= p.n;
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} spends ${p.n} XP as ${item.name} goes on the chain (${pl.xp} left): the cost within its instructions after its first "you may" is its base cost.`, citations: cite("trigger.cost-within-instructions", "xp.spend") });
    } else if (p.kind === "discard") {
      const pl = ctx.state.players.get(item.controller)!;
      let cards: string[] = [];
      if (pl.hand) {
        cards = pl.hand.slice(0, p.n);
        if (pl.hand.length > p.n && new Set(pl.hand).size > 1) {
          const pick = decide(ctx, { item: item.id, index: item.decisionCount++, player: item.controller, prompt: `${item.name}: choose ${p.n} card(s) to discard.`, options: [...pl.hand] });
          const named = (pick.objects ?? (pick.option ? [pick.option] : [])).slice(0, p.n);
          const copy = [...pl.hand];
          if (named.length === p.n && named.every((x) => { const k = copy.indexOf(x); if (k < 0) return false; copy.splice(k, 1); return true; })) cards = named;
        }
        for (const c of cards) pl.hand.splice(pl.hand.indexOf(c), 1);
        trashCards(ctx.state, pl.id, cards);
      } else trashUnknown(ctx.state, pl.id, p.n);
      pl.handSize -= p.n;
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} discards ${p.n}${cards.length ? ` (${cards.join(", ")})` : ""} as ${item.name} goes on the chain: the cost within its instructions after its first "you may" is its base cost.`, citations: cite("trigger.cost-within-instructions", "discard.action") });
      noteDiscards(ctx, item.controller, p.n, cards); // noted in the turn history; discard triggers
    } else if (p.kind === "banishFromTrash") {
      const o = trashCardFor(ctx, item, p.slot)!;
      const pl = ctx.state.players.get(o.owner);
      const k = pl?.trash.indexOf(o.name) ?? -1;
      if (pl && k >= 0) pl.trash.splice(k, 1);
      changeZone(o, "BANISHMENT", ctx.state);
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} banishes ${label(o)} from ${o.owner}'s trash as ${item.name} goes on the chain: the cost within its instructions at the beginning of its effect is its base cost.`, citations: cite("trigger.cost-within-instructions", "banish.action") });
      fireYouBanish(ctx, item.controller, [o]);
    } else if (p.kind === "burn") {
      const done = millTop({ ctx, item, slots: new Map(), results: [], lookBack: new Map(), looked: [] }, { op: "millTop", n: p.n });
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} does [Burn ${p.n}] as ${item.name} goes on the chain: the cost within its instructions after its first "you may" is its base cost. ${done.explanation}`, citations: [...cite("trigger.cost-within-instructions"), ...done.citations] });
    } else if (p.kind === "spendBuff") {
      const buffed = buffedUnitsOf(ctx, item.controller);
      let o = buffed[0]!;
      if (buffed.length > 1) {
        const pick = decide(ctx, { item: item.id, index: item.decisionCount++, player: item.controller, prompt: `${item.name}: choose a buffed unit you control to spend its buff.`, options: buffed.map((u) => u.id) });
        o = buffed.find((u) => u.id === (pick.objects?.[0] ?? pick.option)) ?? o;
      }
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} spends ${label(o)}'s buff as ${item.name} goes on the chain: the cost within its instructions after its first "you may" is its base cost.`, citations: cite("trigger.cost-within-instructions", "buff.spend") });
      spendBuffOf(ctx, item.controller, o);
    } else if (p.kind === "returnChosen") {
      const o = chosenFor(ctx, item, p.slot)!;
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} returns ${label(o)} to ${o.owner}'s hand as ${item.name} goes on the chain: part of the cost within its instructions after its first "you may", its base cost. It left the board and is a new object.`, citations: cite("trigger.cost-within-instructions", "zone.new-object") });
      returnToOwnersHand(ctx, o);
    } else if (p.kind === "disempowerChosen") {
      const o = chosenFor(ctx, item, p.slot)!;
      delete o.empowered;
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} disempowers ${label(o)} as ${item.name} goes on the chain: the cost within its instructions after its first "you may" is its base cost.`, citations: cite("trigger.cost-within-instructions", "disempower.action") });
    } else if (p.kind === "recycleChosen") {
      const o = chosenFor(ctx, item, p.slot)!;
      item.costObjects.push({ id: o.id, might: mightOf(o, ctx.state), energy: o.energy, power: o.power ?? null }); // "the Might of the unit you recycled": as it left the board
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} recycles ${label(o)} (Might ${mightOf(o, ctx.state)}) as ${item.name} goes on the chain: part of the cost within its instructions after its first "you may", its base cost. ${recycleToDeck(ctx, o)}`, citations: cite("trigger.cost-within-instructions", "recycle.action", "zone.new-object") });
    } else if (p.kind === "killChosen") {
      const os = allChosenFor(ctx, item, p.slot)!;
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} kills ${os.map(label).join(", ")} as ${item.name} goes on the chain: part of the cost within its instructions after its first "you may", its base cost.`, citations: cite("trigger.cost-within-instructions", "kill.action") });
      if (os.length > 1) ctx.dying = new Map(os.map((o) => [o.id, snapshot(o, ctx.state)])); // one kill of them all: they die together (370.1.a.2)
      for (const o of os) killObject(ctx, o, `cost of ${item.name}`);
      if (os.length > 1) endDying(ctx);
      ctx.cleanupOutstanding = true;
    } else if (p.kind === "banishSelf") {
      changeZone(src!, "BANISHMENT", ctx.state);
      leaveBoardHooks(ctx, src!);
      ctx.cleanupOutstanding = true;
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} banishes ${srcName} as ${item.name} goes on the chain: the cost within its instructions after its first "you may" is its base cost. It left the board; the ability on the chain still resolves.`, citations: cite("trigger.cost-within-instructions", "banish.action") });
      fireYouBanish(ctx, item.controller, [src!]);
    } else if (p.kind === "exhaustSelf") {
      src!.exhausted = true;
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} exhausts ${srcName} as ${item.name} goes on the chain: the cost within its instructions after its first "you may" is its base cost.`, citations: cite("trigger.cost-within-instructions") });
    } else {
      log(ctx, { kind: "COST", chainItem: item.id, explanation: `${item.controller} kills ${srcName} as ${item.name} goes on the chain: the cost within its instructions after its first "you may" is its base cost.`, citations: cite("trigger.cost-within-instructions", "kill.action") });
      killObject(ctx, src!, `cost of ${item.name}`);
      ctx.cleanupOutstanding = true;
    }
  }
  return true;
}

/** A line of the opening cost, already paid as the ability went on the chain: it is not done again as it resolves. */
export function paidOpeningLine(run: Run, line: Line): Outcome | undefined {
  if (!run.item.openingCostPaid) return undefined;
  const lines = run.item.effect?.lines ?? [];
  const parts = openingCost(run.item.effect);
  const k = lines.indexOf(line);
  if (!parts || k < 0 || k >= parts.length) return undefined;
  return { outcome: "EXECUTED", explanation: `This cost (${line.label || parts[k]!.kind}) was paid as ${run.item.name} went on the chain.`, citations: cite("trigger.cost-within-instructions") };
}

/** Whether a later instruction of the resolving effect reads the amount paid ("that much damage"). */
function usesPaidAmount(run: Run): boolean {
  return (run.item.effect?.lines ?? []).some((l) => l.instruction.op === "deal" && typeof l.instruction.amount === "object" && "paid" in l.instruction.amount);
}

/** "pay {1}": paid as it resolves (energy and runes are outside the engine), or already paid as the ability went on the chain. */
export function payResources(run: Run, ins: Op<"pay">): Outcome {
  if (run.item.openingCostPaid && openingPayment(run.item.effect) !== undefined)
    return { outcome: "EXECUTED", explanation: `${ins.symbols} was paid as ${run.item.name} went on the chain.`, citations: cite("trigger.cost-within-instructions") };
  if (ins.anyAmount && usesPaidAmount(run)) {
    // "… to deal that much damage": the amount matters to the engine, so its controller says it as it is paid (444.1)
    const c = ask(run, run.item.controller, `how much ${ins.symbols} do you pay? (one amount, 0 or more)`, []);
    const n = c.amounts?.[0];
    if (c.amounts?.length !== 1 || n === undefined || !Number.isInteger(n) || n < 0) return ignored(`The amount given (${(c.amounts ?? []).join(", ") || "none"}) is not one whole number, 0 or more: nothing is paid.`, cite("pay.action"));
    run.paid = n;
    return { outcome: "EXECUTED", explanation: `${run.item.controller} pays ${n} ${ins.symbols} (energy and runes are not part of the board: the payment is recorded).`, citations: cite("pay.action") };
  }
  if (ins.anyAmount) return { outcome: "EXECUTED", explanation: `${run.item.controller} pays any amount of ${ins.symbols}, chosen as it is paid (energy and runes are not part of the board: the payment is recorded).`, citations: [] };
  return { outcome: "EXECUTED", explanation: `${run.item.controller} pays ${ins.symbols} (energy and runes are not part of the board: the payment is recorded).`, citations: [] };
}
