/**
 * Parser for the `html-rule-rows` format (v1.2, v1.3):
 * `<div class="rule-row rule-… level-N"><div class="rule-id"><id></div><div class="rule-text">…</div></div>` (<id> e.g. 356.3.e.)
 * with HTML entities. Rows without an id (`rule-cont`, or an empty
 * `rule-id`) continue the previous numbered row — in v1.3 some rules are
 * even split one word per row. Rows before the first numbered one are the
 * document's title lines.
 */
import { normaliseRuleNumber } from "./numbers.js";
import { EntryCollector } from "./lines.js";
import { decodeEntities, stripMarkdownInline } from "./text.js";
import type { RawEntry } from "./builder.js";
import type { ImportWarning } from "./types.js";

const ROW_RE =
  /<div class="rule-row([^"]*)"><div class="rule-id">([\s\S]*?)<\/div><div class="rule-text">([\s\S]*?)<\/div><\/div>/g;

/** Removes any tag left inside a cell, keeping its text. */
function stripTags(s: string): string {
  return s.replace(/<[^>]+>/g, " ");
}

export function parseHtmlRuleRows(text: string): { entries: RawEntry[]; warnings: ImportWarning[] } {
  const c = new EntryCollector();
  const lineStarts: number[] = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const lineOf = (offset: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  for (const m of text.matchAll(ROW_RE)) {
    const classes = m[1]!.trim().split(/\s+/);
    const id = decodeEntities(stripTags(m[2]!)).trim();
    const cell = stripMarkdownInline(decodeEntities(stripTags(m[3]!)));
    const where = `line ${lineOf(m.index)}`;
    if (id.length === 0 || classes.includes("rule-cont")) {
      c.continueWith(id.length > 0 ? `${id} ${cell}` : cell);
      continue;
    }
    const number = normaliseRuleNumber(id);
    if (number === null) {
      c.warnings.push({ rule: null, kind: "bad-number", message: `${where}: rule id "${id}" is not a rule number; kept as text` });
      c.continueWith(`${id} ${cell}`);
      continue;
    }
    if (classes.includes("rule-chapter")) c.start(number, "chapter", cell, where);
    // the rule-heading/rule-plain classes are not used: see buildRules
    else c.start(number, "rule", cell, where);
  }
  return { entries: c.entries, warnings: c.warnings };
}
