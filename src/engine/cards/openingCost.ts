/**
 * A triggered ability's opening "you may pay {1} to …": the cost within its instructions right after its first
 * "you may", which is its base cost (383.3.b), decided and paid as it goes on the chain. Read by the compiler's
 * support list and by the chain.
 */
import type { Effect } from "./language.js";
import type { MoreInstruction } from "./vocabulary.js";

/** The symbols of an opening "you may pay {…} to …", if the effect starts with one. */
export function openingPayment(effect: Effect | undefined): string | undefined {
  const [first, second] = effect?.lines ?? [];
  const ins = first?.instruction as MoreInstruction | undefined;
  return ins?.op === "pay" && first!.optional && !first!.link && second?.join === "to" ? ins.symbols : undefined;
}

/** The XP of an opening "you may spend N XP to …" (XP is on the board: spent as the ability goes on the chain), if the effect starts with one. */
export function openingXp(effect: Effect | undefined): number | undefined {
  const [first, second] = effect?.lines ?? [];
  const ins = first?.instruction as MoreInstruction | undefined;
  return ins?.op === "spendXpNow" && first!.optional && !first!.link && second?.join === "to" ? ins.n : undefined;
}
