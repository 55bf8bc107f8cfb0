/**
 * A tiny parser for one rule transcribed inline, as in the seed files:
 *
 *   § 359.3.e <source label>
 *   <heading text> 1. <text> 2. <text> … 9.a. <text> …
 *
 * Sub-rules are numbered relative to the rule of the `§` line. A relative
 * number opens a sub-rule only when it stands at the start of the body or
 * after sentence-ending punctuation, and when it plausibly follows the
 * previous one (a later sibling of it or of one of its ancestors, at most
 * MAX_STEP further, or one of its first children). Anything else stays text,
 * so damage such as "draw 12." (a number glued into a sentence) is kept as
 * text for checkNumbering to report.
 */
import { buildRules, type RawEntry } from "./builder.js";
import { normaliseRuleNumber, segmentOrdinal } from "./numbers.js";
import type { ParsedRule } from "./types.js";

const MAX_STEP = 3;

function plausibleNext(cand: string[], cur: string[]): boolean {
  const ords = cand.map(segmentOrdinal);
  const curOrds = cur.map(segmentOrdinal);
  if (ords.some((o) => o === null) || curOrds.some((o) => o === null)) return false;
  // the part after the diverging segment must be a first-ish child chain
  const firstish = (from: number) => ords.slice(from).every((o) => o! <= MAX_STEP);
  if (cur.length === 0) return ords[0]! <= MAX_STEP && firstish(1);
  for (let k = 0; k < cand.length; k++) {
    if (k >= cur.length) return firstish(k); // a descendant of the current rule
    if (cand[k] === cur[k]) continue;
    const step = ords[k]! - curOrds[k]!;
    return step >= 1 && step <= MAX_STEP && firstish(k + 1);
  }
  return false; // same number again
}

export interface InlineTranscription {
  /** The rule of the `§` line ("359.3.e"), or null if there is none. */
  root: string | null;
  /** The label after the number on the `§` line. */
  label: string;
  rules: ParsedRule[];
}

export function parseInlineTranscription(text: string): InlineTranscription {
  const src = text.replace(/\r/g, "");
  const header = /^[ \t]*§[ \t]*(\S+)[ \t]*(.*)$/m.exec(src);
  const root = header ? normaliseRuleNumber(header[1]!) : null;
  const label = header ? header[2]!.trim() : "";
  const body = header ? src.slice(header.index + header[0].length) : src;
  const entries: RawEntry[] = [];
  const rootNumber = root ?? "";
  const fullNumber = (rel: string) => (rootNumber ? `${rootNumber}.${rel}` : rel);

  const re = /(\d+(?:\.(?:\d+|[a-z]))*)\.\s+/g;
  let current: string[] = [];
  let cursor = 0;
  let openText: string[] = [];
  let opened: RawEntry | null = null;
  if (root !== null) {
    opened = { number: root, kind: "rule", heading: null, lines: [], where: "§" };
    entries.push(opened);
  }
  let m: RegExpExecArray | null;
  while ((m = re.exec(body)) !== null) {
    const before = body.slice(0, m.index);
    const atBoundary = before.trim().length === 0 || /[.!?"'\u201d\u2019)\]]\s+$/.test(before) || (current.length === 0 && /\S\s+$/.test(before));
    const rel = m[1]!.split(".");
    if (!atBoundary || !plausibleNext(rel, current)) continue;
    openText.push(body.slice(cursor, m.index));
    if (opened) opened.lines.push(...openText);
    openText = [];
    opened = { number: fullNumber(m[1]!), kind: "rule", heading: null, lines: [], where: `offset ${m.index}` };
    entries.push(opened);
    current = rel;
    cursor = m.index + m[0].length;
  }
  openText.push(body.slice(cursor));
  if (opened) opened.lines.push(...openText);
  else if (openText.join("").trim()) entries.push({ number: "0", kind: "rule", heading: null, lines: openText, where: "start" });
  return { root, label, rules: buildRules(entries) };
}
