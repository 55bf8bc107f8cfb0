/**
 * Parser for the `bold-markdown` format (RUP4): `**359.3.e.1.** text`
 * lines, deeper sub-rules as indented-looking plain lines
 * (`359.3.e.9.a.            text`), `##` chapters, `###` sections,
 * stray carriage returns.
 */
import { normaliseRuleNumber, SOURCE_NUMBER } from "./numbers.js";
import { continuesCrossReference, EntryCollector } from "./lines.js";
import { stripMarkdownInline } from "./text.js";
import type { RawEntry } from "./builder.js";
import type { ImportWarning } from "./types.js";

const HEADING_LINE = new RegExp(`^(#{2,3})\\s+${SOURCE_NUMBER}\\s+(.*)$`);
const BOLD_LINE = new RegExp(`^\\*\\*${SOURCE_NUMBER}\\*\\*\\s*(.*)$`);
/** Plain sub-rule lines always carry a dotted number and its trailing dot. */
const PLAIN_LINE = /^\s*(\d{3}(?:\.(?:\d+|[a-z]))+)\.\s+(.*)$/;

export function parseBoldMarkdown(text: string): { entries: RawEntry[]; warnings: ImportWarning[] } {
  const c = new EntryCollector();
  const lines = text.replace(/\r/g, "").split("\n");
  lines.forEach((raw, idx) => {
    const where = `line ${idx + 1}`;
    const line = raw.trimEnd();
    if (line.trim().length === 0) return;
    const h = HEADING_LINE.exec(line);
    if (h) {
      const kind = h[1] === "##" ? "chapter" : "section";
      c.start(normaliseRuleNumber(h[2]!)!, kind, stripMarkdownInline(h[4]!), where);
      return;
    }
    if (/^#/.test(line)) {
      c.preamble.push(line.replace(/^#+\s*/, ""));
      return;
    }
    const b = BOLD_LINE.exec(line);
    if (b) {
      c.start(normaliseRuleNumber(b[1]!)!, "rule", stripMarkdownInline(b[3]!), where);
      return;
    }
    const p = PLAIN_LINE.exec(line);
    if (p && !continuesCrossReference(c.lastLine)) {
      c.start(normaliseRuleNumber(p[1]!)!, "rule", stripMarkdownInline(p[2]!), where);
      return;
    }
    c.continueWith(stripMarkdownInline(line));
  });
  return { entries: c.entries, warnings: c.warnings };
}
