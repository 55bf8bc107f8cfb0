/**
 * Turns the entries found by a format parser into ParsedRules: splits text
 * and examples, decides which entries are headings, assigns parents, depths
 * and positions. The same structural choices apply to every format.
 */
import { depthOf, structuralParent } from "./numbers.js";
import { splitRuleBody, normaliseWhitespace } from "./text.js";
import type { ParsedRule } from "./types.js";

export type EntryKind = "chapter" | "section" | "rule";

/** One numbered entry as found in a source, before structural analysis. */
export interface RawEntry {
  /** Normalised rule number. */
  number: string;
  /**
   * "chapter": a top-level group ("## 300. Playing the Game", HTML
   * `rule-chapter`, the chapters listed in the 2025-06-02 README);
   * "section": a dotless heading marked as such by the markup ("### 301. The Turn");
   * "rule": everything else.
   */
  kind: EntryKind;
  /** Heading flag given by the source markup (HTML `rule-heading`/`rule-plain`); null: decide from the text. */
  heading: boolean | null;
  /** Text lines in source order (markup stripped, entities decoded, not yet joined). */
  lines: string[];
  /** Where the entry starts, for messages: "file:line". */
  where: string;
}

const TERMINAL_PUNCT = /[.;:!?,]$/;
const CLOSERS = /["'\u201d\u2019)\]]+$/;

/** A short text without sentence punctuation at its end: "Handling illegal and impossible instructions". */
export function looksLikeTitle(text: string): boolean {
  if (text.length === 0 || text.length > 90) return false;
  if (text.split(" ").length > 10) return false;
  const core = text.replace(CLOSERS, "");
  return !TERMINAL_PUNCT.test(core);
}

function isDescendant(child: string, parent: string): boolean {
  return child.startsWith(`${parent}.`);
}

/**
 * Builds the rules of a release.
 *
 * Headings: entries marked as chapters/sections by the markup ("##",
 * "###", HTML `rule-chapter`), and otherwise entries whose text looks like a
 * title (short, no sentence punctuation at the end, no examples) and that
 * are followed by their own sub-rule, or (for dotless numbers) by another
 * dotless number.
 *
 * Parents. Dotted numbers: the number without its last segment, always
 * ("359.3.e.14.a" -> "359.3.e.14"), whether or not that rule exists (a
 * missing one is reported by the checks). Dotless numbers, from the document
 * structure:
 *  - a chapter ("000", "100", "300", …) has no parent;
 *  - a dotless heading ("001. Golden Rule", "### 359. Resolution",
 *    "054. “Can’t beats Can”") has the current chapter as parent;
 *  - any other dotless number ("002") has the nearest preceding dotless
 *    heading as parent, or the current chapter when no heading came since
 *    that chapter, or null before any chapter.
 * The markup of the sources is not consistent between formats (a "###" in
 * one is a bold line in another and a `rule-heading` row in a third), so
 * only chapters and "###" sections are taken from the markup; every other
 * heading flag comes from the same text rule in every format. The HTML
 * `rule-heading` class is not used: it agrees with that rule on 98% of the
 * rows and otherwise marks lines such as "Victory Score: 8" as headings.
 * A consequence: "055" is placed under "054. “Can’t beats Can”" (the
 * nearest dotless heading) in every format.
 */
export function buildRules(entries: readonly RawEntry[]): ParsedRule[] {
  const bodies = entries.map((e) => splitRuleBody(e.lines));
  const rules: ParsedRule[] = [];
  let chapter: string | null = null;
  let section: string | null = null;
  entries.forEach((entry, i) => {
    const body = bodies[i]!;
    const next = entries[i + 1];
    const dotless = !entry.number.includes(".");
    let heading: boolean;
    if (entry.kind !== "rule") heading = true;
    else if (entry.heading !== null) heading = entry.heading;
    else {
      heading =
        body.examples.length === 0 &&
        looksLikeTitle(body.text) &&
        next !== undefined &&
        (isDescendant(next.number, entry.number) || (dotless && !next.number.includes(".")));
    }

    let parentNumber: string | null;
    if (!dotless) {
      parentNumber = structuralParent(entry.number);
    } else if (entry.kind === "chapter") {
      parentNumber = null;
      chapter = entry.number;
      section = null;
    } else if (heading) {
      parentNumber = chapter;
      section = entry.number;
    } else {
      parentNumber = section ?? chapter;
    }

    rules.push({
      number: entry.number,
      parentNumber,
      position: i,
      depth: depthOf(entry.number),
      heading,
      text: normaliseWhitespace(body.text),
      examples: body.examples,
    });
  });
  return rules;
}

/** Histogram of depths: { "0": n, "1": n, … }. */
export function depthHistogram(rules: readonly ParsedRule[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rules) out[String(r.depth)] = (out[String(r.depth)] ?? 0) + 1;
  return out;
}
