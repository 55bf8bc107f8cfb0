/**
 * A triggered ability's opening "you may pay {1} to …" / "you may kill me to …" / "you may exhaust me and pay {1} to …":
 * the cost within its instructions right after its first "you may", which is its base cost (383.3.b), decided and paid
 * as it goes on the chain. Read by the compiler's support list and by the chain.
 */
import type { Effect, Line } from "./language.js";
import type { MoreInstruction } from "./vocabulary.js";

/** One part of an opening cost: Energy/Power paid (recorded), or the source itself exhausted or killed. */
export type OpeningPart = { kind: "pay"; symbols: string } | { kind: "exhaustSelf" } | { kind: "killSelf" } | { kind: "banishSelf" } | { kind: "returnChosen"; slot: string } | { kind: "spendXp"; n: number } | { kind: "disempowerChosen"; slot: string } | { kind: "recycleChosen"; slot: string } | { kind: "spendBuff" } | { kind: "discard"; n: number } | { kind: "killChosen"; slot: string } | { kind: "burn"; n: number } | { kind: "banishFromTrash"; slot: string }; // banishFromTrash: "banish a card from any trash to …", the card chosen as it goes on the chain; burn: "you may [Burn N] to …", the top N cards of its controller's Main Deck into their trash; killChosen: killing a friendly unit here (or exactly N other friendly units and/or gear), named as it goes on the chain; discard: "you may discard N to …", the cards chosen as it is paid; spendBuff: "spend a buff", the unit chosen as it is paid; recycleChosen: "recycle another friendly unit", the unit named as it goes on the chain; disempowerChosen: "disempower something you control", named as it goes on the chain and Empowered then (442.1.a.1); returnChosen: a friendly unit here returned to its owner's hand, the unit named as it goes on the chain

/** Opening costs that hand over one chosen object, by the instruction that says so. */
const CHOSEN_PARTS = {
  returnToHand: { target: "unit", part: "returnChosen" },
  disempower: { target: "something", part: "disempowerChosen" },
  recycleUnit: { target: "unit", part: "recycleChosen" },
  kill: { target: "unit", part: "killChosen" },
} as const;

function partOf(line: Line | undefined, effect: Effect): OpeningPart | undefined {
  const ins = line?.instruction as MoreInstruction | Line["instruction"] | undefined;
  if (!ins) return undefined;
  // a chosen object handed over as the cost: the instruction, the kind of target it needs (exactly one), and the part it makes
  const chosen = CHOSEN_PARTS[ins.op as keyof typeof CHOSEN_PARTS];
  if (chosen && "what" in ins && "slot" in ins.what && !ins.what.say) {
    const slot = ins.what.slot;
    const spec = effect.targets.find((t) => t.slot === slot);
    // killing a set number of other friendly units and/or gear: several chosen objects of either kind, exactly that many
    if (ins.op === "kill" && spec && spec.kind === "unitOrGear" && spec.min === spec.max && spec.max > 1) return { kind: "killChosen", slot };
    return spec && spec.kind === chosen.target && spec.min === 1 && spec.max === 1 ? { kind: chosen.part, slot } : undefined;
  }
  if (ins.op === "pay") return { kind: "pay", symbols: ins.symbols };
  if (ins.op === "discard" && ins.who === "you") return { kind: "discard", n: ins.n };
  if (ins.op === "banish" && "slot" in ins.what) {
    const slot = ins.what.slot;
    const spec = effect.targets.find((t) => t.slot === slot);
    return spec && spec.kind === "cardInTrash" && spec.min === 1 && spec.max === 1 ? { kind: "banishFromTrash", slot } : undefined;
  }
  if (ins.op === "millTop" && !ins.who) return { kind: "burn", n: ins.n }; // "you may [Burn N] to …" (440): the controller's own Main Deck
  if (ins.op === "spendXpNow") return { kind: "spendXp", n: ins.n }; // "you may spend N XP to …": XP is on the board
  if (ins.op === "spendBuffs" && ins.count === "one" && !ins.then) return { kind: "spendBuff" }; // "you may spend a buff to …": buffs are on the board
  if ((ins.op === "exhaust" || ins.op === "kill") && "self" in ins.what) return { kind: ins.op === "exhaust" ? "exhaustSelf" : "killSelf" };
  if (ins.op === "banish" && "self" in ins.what && ins.what.say === "me") return { kind: "banishSelf" }; // "you may banish me to …"
  return undefined;
}

/** The parts of an opening "you may A [and B] to …", in printed order, if the effect starts with one. */
export function openingCost(effect: Effect | undefined): OpeningPart[] | undefined {
  const lines = effect?.lines ?? [];
  const first = lines[0];
  if (!first || first.link) return undefined;
  const a = partOf(first, effect!);
  if (!a) return undefined;
  // without "you may", a cost at the beginning of the effect (383.3.b): only a card banished from a trash, paid if it can be
  if (!first.optional) return a.kind === "banishFromTrash" && lines[1]?.join === "to" ? [a] : undefined;
  if (lines[1]?.join === "to") return [a];
  const b = lines[1]?.join === "and" && !lines[1].optional && !lines[1].link ? partOf(lines[1], effect!) : undefined;
  return b && b.kind !== a.kind && lines[2]?.join === "to" ? [a, b] : undefined;
}

/** The symbols of an opening "you may pay {…} to …" (a payment alone), if the effect starts with one. */
export function openingPayment(effect: Effect | undefined): string | undefined {
  const parts = openingCost(effect);
  return parts?.length === 1 && parts[0]!.kind === "pay" ? parts[0]!.symbols : undefined;
}

/** Target slots whose object is handed over as part of a paid opening cost: not checked again as the ability resolves. */
export function openingCostSlots(effect: Effect | undefined): string[] {
  return (openingCost(effect) ?? []).flatMap((p) => ("slot" in p ? [p.slot] : []));
}
