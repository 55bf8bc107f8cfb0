/**
 * Numbering checks over parsed rules. They only report; they never drop,
 * move or invent text.
 */
import { lastSegment, segmentOrdinal, siblingNumber, structuralParent } from "./numbers.js";
import type { ImportWarning, ParsedRule } from "./types.js";

/** Dotless numbers jump on purpose between blocks (002 -> 050); only small holes are reported. */
const MAX_DOTLESS_GAP = 4;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function fullText(r: ParsedRule): string {
  return [r.text, ...r.examples].join(" ");
}

/**
 * Checks a release's rules (in document order) and returns warnings:
 *  - duplicate-number: a number that occurs again (each later occurrence);
 *  - missing-parent: a dotted number whose parent number does not occur;
 *  - orphan: a rule whose parent occurs only after it;
 *  - gap: missing numbers in a sibling sequence (".8" then ".10", or a first
 *    child that is not ".1"/".a"); for dotless numbers only holes of at most
 *    MAX_DOTLESS_GAP numbers (the numbering jumps on purpose between blocks);
 *  - out-of-order: a sibling whose number is lower than the one before it;
 *  - merged-number: text that looks like it swallowed a rule number: a
 *    missing sibling's number inside the text of the rules before the hole
 *    ("draw 12." where 359.3.e.12 is missing), a rule number glued to a word
 *    ("Refl391. Delayed …"), a text that starts with two stray numbers ("9 6a. If …"),
 *    or a repeated number whose text starts with what should have been its
 *    last segment ("130." + "4 Effects that …" is probably 130.4; "a The …").
 *    A single step number such as "1. Move the card …" is the original's own
 *    numbering and is not reported;
 *  - empty-text: an entry with no text of its own.
 */
export interface CheckOptions {
  /**
   * For a fragment of a release (one rule and its sub-rules, as in a seed
   * transcription): the fragment's root, whose own parent and siblings are
   * outside the fragment and therefore not checked.
   */
  root?: string;
}

export function checkNumbering(rules: readonly ParsedRule[], options: CheckOptions = {}): ImportWarning[] {
  const warnings: ImportWarning[] = [];
  const outside = (n: string) =>
    options.root !== undefined && (n === options.root || !n.startsWith(`${options.root}.`));
  const firstPos = new Map<string, number>();
  for (const r of rules) {
    const seen = firstPos.get(r.number);
    if (seen === undefined) firstPos.set(r.number, r.position);
    else
      warnings.push({
        rule: r.number,
        kind: "duplicate-number",
        message: `${r.number} occurs again at position ${r.position} (first at ${seen})`,
      });
  }

  for (const r of rules) {
    if (r.parentNumber === null || outside(r.number)) continue;
    const p = firstPos.get(r.parentNumber);
    if (p === undefined) {
      warnings.push({
        rule: r.number,
        kind: "missing-parent",
        message: `parent ${r.parentNumber} of ${r.number} does not exist`,
      });
    } else if (p > r.position) {
      warnings.push({
        rule: r.number,
        kind: "orphan",
        message: `parent ${r.parentNumber} of ${r.number} only appears later (position ${p} > ${r.position})`,
      });
    }
  }

  // sibling sequences, in document order, first occurrences only
  const groups = new Map<string, ParsedRule[]>();
  const dotless: ParsedRule[] = [];
  for (const r of rules) {
    if (firstPos.get(r.number) !== r.position || outside(r.number)) continue;
    const parent = structuralParent(r.number);
    if (parent === null) dotless.push(r);
    else {
      const g = groups.get(parent);
      if (g) g.push(r);
      else groups.set(parent, [r]);
    }
  }
  const holes: { before: ParsedRule; after: ParsedRule | null; missing: string[] }[] = [];
  const scan = (sibs: ParsedRule[], isDotless: boolean) => {
    let prev: ParsedRule | null = null;
    for (const r of sibs) {
      const ord = segmentOrdinal(lastSegment(r.number));
      if (ord === null) continue;
      const prevOrd: number = prev === null ? 0 : (segmentOrdinal(lastSegment(prev.number)) ?? 0);
      if (prev !== null && ord < prevOrd) {
        warnings.push({
          rule: r.number,
          kind: "out-of-order",
          message: `${r.number} comes after ${prev.number}`,
        });
      } else if (ord > prevOrd + 1 && !(isDotless && (prev === null || ord - prevOrd - 1 > MAX_DOTLESS_GAP))) {
        const missing: string[] = [];
        for (let k = prevOrd + 1; k < ord; k++) {
          const n = siblingNumber(r.number, k);
          if (n !== null && !firstPos.has(n)) missing.push(n);
        }
        if (missing.length > 0) {
          warnings.push({
            rule: missing[0]!,
            kind: "gap",
            message: `missing ${missing.join(", ")} before ${r.number}${prev ? ` (after ${prev.number})` : ""}`,
          });
          if (prev !== null) holes.push({ before: prev, after: r, missing });
        }
      }
      if (prev === null || ord >= prevOrd) prev = r;
    }
  };
  for (const sibs of groups.values()) scan(sibs, false);
  scan(dotless, true);

  // merged numbers: a missing sibling's number swallowed by the text before the hole
  for (const hole of holes) {
    const from = hole.before.position;
    const to = hole.after ? hole.after.position : rules.length;
    for (const missing of hole.missing) {
      const seg = lastSegment(missing);
      const re = new RegExp(`(?<![\\d.])${escapeRe(seg)}\\.(?=\\s|$)`);
      for (const r of rules) {
        if (r.position < from || r.position >= to) continue;
        const m = re.exec(fullText(r));
        if (m) {
          const ctx = fullText(r).slice(Math.max(0, m.index - 12), m.index + seg.length + 1);
          warnings.push({
            rule: r.number,
            kind: "merged-number",
            message: `text of ${r.number} (position ${r.position}) contains "${ctx.trim()}": the missing ${missing} may be merged into it`,
          });
          break;
        }
      }
    }
  }
  const flagged = new Set(warnings.filter((w) => w.kind === "merged-number").map((w) => w.rule));
  const count = new Map<string, number>();
  for (const r of rules) count.set(r.number, (count.get(r.number) ?? 0) + 1);
  for (const r of rules) {
    const t = fullText(r);
    const glued = /\p{L}(\d{3}(?:\.(?:\d+|[a-z]))*)\.\s+\p{Lu}/u.exec(t);
    if (glued && !flagged.has(r.number)) {
      warnings.push({
        rule: r.number,
        kind: "merged-number",
        message: `text of ${r.number} (position ${r.position}) contains a rule number glued to a word ("${t.slice(Math.max(0, glued.index - 3), glued.index + glued[0].length - 1).trim()}")`,
      });
    }
    const pair = /^(\d+) (\d+[a-z]?)\.\s+\p{Lu}/u.exec(r.text);
    const lead = /^(\d+|[a-z])\s+\p{Lu}/u.exec(r.text);
    if (pair) {
      warnings.push({
        rule: r.number,
        kind: "merged-number",
        message: `text of ${r.number} (position ${r.position}) starts with stray numbers ("${pair[1]} ${pair[2]}.")`,
      });
    } else if (lead && (count.get(r.number) ?? 0) > 1 && !firstPos.has(`${r.number}.${lead[1]}`)) {
      // "130." + "4 Effects that …": the last segment of 130.4 slipped into the text
      warnings.push({
        rule: r.number,
        kind: "merged-number",
        message: `text of ${r.number} (position ${r.position}) starts with "${lead[1]}": this row is probably ${r.number}.${lead[1]}`,
      });
    }
    if (r.text.length === 0) {
      warnings.push({
        rule: r.number,
        kind: "empty-text",
        message: `${r.number} (position ${r.position}) has no text${r.examples.length > 0 ? " (only examples)" : ""}`,
      });
    }
  }
  return warnings;
}
