/** Numbers, symbols and granted keywords: the smallest phrases of card text. */
import type { KeywordGrant, RunesControlled } from "../../vocabulary.js";
import { alt, map, re, type P } from "../parser.js";
import { NUMBER_WORDS, NUMBERED_KEYWORDS, SIMPLE_KEYWORDS } from "../words.js";

/** A number in digits. */
export const DIGITS: P<number> = map(re(/\d+/), (m) => Number(m[0]));

/** A number in words ("two"), with the form used. */
export const WORD_NUMBER: P<number> = map(re(new RegExp(`(?:${NUMBER_WORDS.slice(1).join("|")})\\b`, "i")), (m) => NUMBER_WORDS.indexOf(m[0].toLowerCase() as (typeof NUMBER_WORDS)[number]));

export const NUMBER: P<{ n: number; words: boolean }> = alt<{ n: number; words: boolean }>(
  map(DIGITS, (n) => ({ n, words: false })),
  map(WORD_NUMBER, (n) => ({ n, words: true })),
);

/** "+2" or "-2" before {might}. */
export const SIGNED: P<number> = map(re(/([+-])(\d+)/), (m) => (m[1] === "-" ? -1 : 1) * Number(m[2]));

/** One or more symbols in a row, as printed: "{1}{order}", "{exhaust}". */
export const SYMBOLS: P<string> = map(re(/(?:\{(?:\d+|fury|calm|mind|body|chaos|order|any|domain)\})+/), (m) => m[0]);

/** Energy alone: "{3}". */
export const ENERGY: P<number> = map(re(/\{(\d+)\}/), (m) => Number(m[1]));

const SIMPLE = new RegExp(`\\[(${SIMPLE_KEYWORDS.join("|")})\\]`, "i");
const NUMBERED = new RegExp(`\\[(${NUMBERED_KEYWORDS.join("|")})(?: (\\d+))?\\]`, "i");

function canonical(word: string): string {
  const all = [...SIMPLE_KEYWORDS, ...NUMBERED_KEYWORDS] as readonly string[];
  return all.find((k) => k.toLowerCase() === word.toLowerCase()) ?? word;
}

/** One bracketed keyword: "[Tank]", "[Assault 3]" (a numbered keyword without number means 1 but keeps its form). */
export const KEYWORD: P<KeywordGrant> = alt(
  map(re(NUMBERED), (m) => ({ keyword: canonical(m[1]!), ...(m[2] !== undefined ? { n: Number(m[2]) } : {}) })),
  map(re(SIMPLE), (m) => ({ keyword: canonical(m[1]!) })),
);

/** A condition on the runes a player controls, after "if" / "while": "you control 4 or fewer runes", "you have 8+ runes". */
export const RUNES_CONTROLLED: P<RunesControlled> = alt<RunesControlled>(
  map(re(/you control (\d+) or fewer runes/i), (m) => ({ atMost: Number(m[1]) })),
  map(re(/you control (\d+) or more runes/i), (m) => ({ atLeast: Number(m[1]) })),
  map(re(/you have (\d+)\+ runes/i), (m) => ({ atLeast: Number(m[1]), say: "plus" as const })),
  map(re(/you control fewer runes than an opponent/i), () => ({ fewerThanAnOpponent: true as const })),
);
