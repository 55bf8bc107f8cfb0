/**
 * Parser for the `plain-markdown` format (2025-10): numbered lines,
 * `##` chapter and `###` section headings, `**bold**` and `_italic_` markup,
 * indented or unindented continuation lines, inline `_Example:_` labels,
 * stray code fences from the PDF conversion.
 */
import { normaliseRuleNumber, SOURCE_NUMBER } from "./numbers.js";
import { continuesCrossReference, EntryCollector } from "./lines.js";
import { stripMarkdownInline } from "./text.js";
import type { RawEntry } from "./builder.js";
import type { ImportWarning } from "./types.js";

const HEADING_LINE = new RegExp(`^(#{2,3})\\s+${SOURCE_NUMBER}\\s+(.*)$`);
const NUMBER_LINE = new RegExp(`^${SOURCE_NUMBER}\\s+(.*)$`);

export function parsePlainMarkdown(text: string): { entries: RawEntry[]; warnings: ImportWarning[] } {
  const c = new EntryCollector();
  const lines = text.replace(/\r/g, "").split("\n");
  lines.forEach((raw, idx) => {
    const where = `line ${idx + 1}`;
    const line = raw.trimEnd();
    if (line.trim().length === 0) return;
    if (/^\s*```/.test(line)) return; // fence markup only
    const h = HEADING_LINE.exec(line);
    if (h) {
      const kind = h[1] === "##" ? "chapter" : "section";
      c.start(normaliseRuleNumber(h[2]!)!, kind, stripMarkdownInline(h[4]!), where);
      return;
    }
    if (/^#/.test(line)) {
      // unnumbered headings: document title, "Last Updated"
      c.preamble.push(line.replace(/^#+\s*/, ""));
      return;
    }
    const m = NUMBER_LINE.exec(line);
    if (m && (m[2] === "." || m[1]!.includes(".")) && !continuesCrossReference(c.lastLine)) {
      c.start(normaliseRuleNumber(m[1]!)!, "rule", stripMarkdownInline(m[3]!), where);
      return;
    }
    c.continueWith(stripMarkdownInline(line));
  });
  return { entries: c.entries, warnings: c.warnings };
}
