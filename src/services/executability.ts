// Which cards the rules engine executes, for the text in force on a date. Computed with the engine's own
// compiler and verifier (the same code resolveChain runs), cached per library and per date: card texts
// are immutable once imported, and re-importing changes the library's fingerprint.
import type { CardsRepository } from "../db/repositories/cards.repository.js";
import { textInForce, type CardRecord } from "../domain/cards.js";
import type { Refreshing } from "./refreshing.js";
import { blockingPhrases, cardBehaviour, coverageOf, type Coverage, type PoolCard } from "../engine/index.js";
import { giveWay } from "../give-way.js";
import { memoized } from "./memo.js";

export interface CardExecution {
  executable: boolean;
  /** why not: the phrases the engine can't run, as printed */
  unsupported: string[];
}

/**
 * Compiling a card's text (and diagnosing what blocks it) costs about a third of a millisecond, and a page
 * of cards asks for a hundred: remembered per card and text, which never change together. Bounded far
 * above the library's size (935 cards, a few texts each) so a re-imported library can't grow it forever.
 */
const executions = new Map<string, CardExecution>();
const MAX_REMEMBERED = 10_000;

function executionKey(card: Pick<CardRecord, "code" | "name" | "types" | "might" | "energy">, text: string): string {
  return JSON.stringify([card.code, card.name, card.types[0] ?? "", card.might, card.energy, text]);
}

/** A card's executability for a given text. */
export function executionOf(card: Pick<CardRecord, "code" | "name" | "types" | "might" | "energy">, text: string): CardExecution {
  const key = executionKey(card, text);
  const known = executions.get(key);
  if (known) return known;
  const b = cardBehaviour({ code: card.code, name: card.name, type: card.types[0] ?? "", might: card.might, energy: card.energy, text }, card.name, []);
  const execution: CardExecution = { executable: b.executable, unsupported: b.unsupported };
  if (executions.size >= MAX_REMEMBERED) executions.clear();
  executions.set(key, execution);
  return execution;
}

export function poolOf(cards: CardRecord[], asOf: string): PoolCard[] {
  return cards.map((c) => ({
    code: c.code, name: c.name, set: c.set, types: c.types, might: c.might, energy: c.energy, text: textInForce(c.textHistory, asOf)?.text ?? "",
  }));
}

/** Main-thread time (ms) spent compiling cards before giving way to other requests. */
const SLICE_MS = 10;

/** When the current slice of compiling began, and the turn of the event loop the work waiting for the next slice waits for. */
let sliceStart = Number.NEGATIVE_INFINITY;
let nextSlice: Promise<void> | null = null;

/**
 * Runs `work` (a compilation, milliseconds) at once while the current slice has time left, else on a later turn of the
 * event loop (a new slice). The check and the work run together: work waiting for the same turn runs one after another,
 * each finding the slice as the work before it left it.
 */
async function inSlices<T>(work: () => T): Promise<T> {
  while (performance.now() - sliceStart >= SLICE_MS) {
    nextSlice ??= giveWay().then(() => {
      nextSlice = null;
      sliceStart = performance.now();
    });
    await nextSlice;
  }
  return work();
}

/**
 * executionOf for a GraphQL field: a page asks for a hundred cards, each compiled the first time its text is seen (a few ms
 * each, the first time in a process). Remembered ones answer at once; the others are compiled in slices shared by every
 * request, giving way between, so a rule lookup that arrives meanwhile waits for one slice at most, not the page.
 */
export async function executionGivingWay(card: Pick<CardRecord, "code" | "name" | "types" | "might" | "energy">, text: string): Promise<CardExecution> {
  const known = executions.get(executionKey(card, text));
  if (known) return known;
  return inSlices(() => executionOf(card, text));
}

/**
 * coverageOf, without holding the event loop: compiling the whole library for a date not seen before takes seconds,
 * so the cards are worked out (and remembered) a few at a time, giving way between, and the table is made from
 * what is remembered. A rule lookup that arrives meanwhile waits for one card's compilation at most, not the library's.
 */
export async function coverageGivingWay(pool: PoolCard[]): Promise<Coverage> {
  for (const card of pool) await inSlices(() => blockingPhrases(card));
  return coverageOf(pool);
}

export class Executability {
  private library: { fingerprint: string; cards: Promise<CardRecord[]> } | null = null;
  private readonly byDate = new Map<string, Promise<Coverage>>();

  constructor(private readonly repo: CardsRepository, private readonly version: Refreshing<string>) {}

  /** Every card of the library, with its text history (reloaded when the library changes). */
  async cards(): Promise<CardRecord[]> {
    const fingerprint = await this.version.get();
    if (this.library?.fingerprint !== fingerprint) {
      const cards = this.repo.all();
      this.library = { fingerprint, cards };
      this.byDate.clear();
      cards.catch(() => {
        if (this.library?.cards === cards) this.library = null;
      });
    }
    return this.library.cards;
  }

  /** Coverage of the whole library on a date (memoised per library and date). */
  async coverage(asOf: string): Promise<Coverage> {
    await this.cards();
    if (this.byDate.size > 64 && !this.byDate.has(asOf)) this.byDate.clear();
    const cards = this.library!.cards;
    return memoized(this.byDate, asOf, () => cards.then((all) => coverageGivingWay(poolOf(all, asOf))));
  }

  /** The codes of the cards executable on a date. */
  async executableCodes(asOf: string): Promise<string[]> {
    const cov = await this.coverage(asOf);
    return [...cov.byCode].filter(([, ok]) => ok).map(([code]) => code);
  }
}
