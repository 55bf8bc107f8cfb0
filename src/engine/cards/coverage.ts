/**
 * Coverage of a card pool: how many cards are executable, by set and type, and which unsupported
 * phrases block the most cards. Pure: callers give each card's text in force (the API from the
 * database, `npm run coverage:cards` from the card library).
 */
import type { CardInfo } from "../api.js";
import { cardBehaviour } from "./behaviour.js";
import { stoppingPhrase } from "./compiler/diagnose.js";
import type { SourceKind } from "./compiler/scope.js";

export interface PoolCard {
  code: string;
  name: string;
  set: string;
  /** the card's types, first one first */
  types: string[];
  might: number | null;
  energy: number | null;
  text: string;
}

export interface CoverageRow {
  set: string;
  type: string;
  executable: number;
  total: number;
}

export interface PhraseCount {
  /** the phrase as a pattern: numbers as N, domain Power symbols as {P} */
  phrase: string;
  /** cards it blocks */
  cards: number;
  /** cards it alone blocks (they become executable once it is supported) */
  only: number;
  /** codes of a few of those cards */
  examples: string[];
  /** codes of every card it blocks, and of those it alone blocks */
  codes: string[];
  onlyCodes: string[];
}

export interface Coverage {
  rows: CoverageRow[];
  executable: number;
  total: number;
  phrases: PhraseCount[];
  /** code → executable, for every card given */
  byCode: Map<string, boolean>;
}

export function infoOf(c: PoolCard): CardInfo {
  return { code: c.code, name: c.name, type: c.types[0] ?? "", might: c.might, energy: c.energy, text: c.text };
}

export function isExecutable(c: PoolCard): boolean {
  return cardBehaviour(infoOf(c), c.name, []).executable;
}

const blockingMemo = new Map<string, string[]>();

/**
 * The phrase patterns that keep a card from being executable (memoised: they depend on the card's name, type and
 * text only, and finding where an unsupported sentence stops being understood parses it at many positions).
 */
export function blockingPhrases(c: PoolCard): string[] {
  const key = `${c.types[0] ?? ""}\u0000${c.name}\u0000${c.might}\u0000${c.energy}\u0000${c.text}`;
  let found = blockingMemo.get(key);
  if (!found) {
    found = blockingPhrasesOf(c);
    if (blockingMemo.size > 5_000) blockingMemo.clear();
    blockingMemo.set(key, found);
  }
  return found;
}

function blockingPhrasesOf(c: PoolCard): string[] {
  const b = cardBehaviour(infoOf(c), c.name, []);
  if (b.executable) return [];
  const source = (c.types[0] ?? "").toLowerCase() as SourceKind;
  const raw = b.unsupported.map((u) => u.replace(/ \(not understood from: .*\)$/, ""));
  const keys = raw.map((u) => (u.startsWith("the ") ? u : stoppingPhrase(u, source)));
  if (keys.length === 0) keys.push(b.from === "hand-written" ? "a hand-written definition not reviewed against this text" : "no definition");
  return [...new Set(keys.map(pattern))];
}

export function pattern(phrase: string): string {
  return phrase.replace(/\d+/g, "N").replace(/\{(?:fury|calm|mind|body|chaos|order|any|domain)\}/g, "{P}");
}

export function coverageOf(cards: readonly PoolCard[]): Coverage {
  const rows = new Map<string, CoverageRow>();
  const phrases = new Map<string, PhraseCount>();
  const byCode = new Map<string, boolean>();
  for (const c of cards) {
    const type = c.types[0] || "(none)";
    const key = `${c.set}\u0000${type}`;
    const row = rows.get(key) ?? { set: c.set, type, executable: 0, total: 0 };
    rows.set(key, row);
    row.total++;
    const blocking = blockingPhrases(c);
    byCode.set(c.code, blocking.length === 0);
    if (blocking.length === 0) {
      row.executable++;
      continue;
    }
    for (const p of blocking) {
      const pc = phrases.get(p) ?? { phrase: p, cards: 0, only: 0, examples: [], codes: [], onlyCodes: [] };
      phrases.set(p, pc);
      pc.cards++;
      pc.codes.push(c.code);
      if (blocking.length === 1) {
        pc.only++;
        pc.onlyCodes.push(c.code);
      }
      if (pc.examples.length < 3) pc.examples.push(c.code);
    }
  }
  const sortedRows = [...rows.values()].sort((a, b) => a.set.localeCompare(b.set) || a.type.localeCompare(b.type));
  const sortedPhrases = [...phrases.values()].sort((a, b) => b.cards - a.cards || b.only - a.only || a.phrase.localeCompare(b.phrase));
  return {
    rows: sortedRows,
    executable: sortedRows.reduce((n, r) => n + r.executable, 0),
    total: sortedRows.reduce((n, r) => n + r.total, 0),
    phrases: sortedPhrases,
    byCode,
  };
}
