/**
 * Parser for the `section-files` format (2025-06-02): one markdown file per
 * section, plain numbered lines ("563.2.c.  Handling …"), sentences broken
 * across lines, unnumbered continuation lines, `Example:` blocks. The
 * README's "## 000 - Foundation" lines name the chapters.
 */
import { normaliseRuleNumber, SOURCE_NUMBER } from "./numbers.js";
import { continuesCrossReference, EntryCollector } from "./lines.js";
import { stripMarkdownInline } from "./text.js";
import type { RawEntry } from "./builder.js";
import type { ImportWarning } from "./types.js";

export interface SourceFile {
  name: string;
  text: string;
}

const CHAPTER_LINE = new RegExp(`^##\\s+${SOURCE_NUMBER}\\s+(.*)$`);
const NUMBER_LINE = new RegExp(`^${SOURCE_NUMBER}\\s+(.*)$`);
const BOLD_ONLY = /^\*\*(.+?)\*\*\s*$/;

/** Chapter numbers listed in the README ("## 500 - Playing the Game"). */
export function readmeChapters(readme: string): Set<string> {
  const out = new Set<string>();
  for (const m of readme.matchAll(/^##\s+(\d{3})\s*-/gm)) out.add(m[1]!);
  return out;
}

export function parseSectionFiles(
  files: readonly SourceFile[],
  chapters: ReadonlySet<string>,
): { entries: RawEntry[]; warnings: ImportWarning[] } {
  const c = new EntryCollector();
  for (const file of files) {
    const lines = file.text.replace(/\r/g, "").split("\n");
    /** A standalone bold line ("**The Turn**") waiting for the entry it titles. */
    let pendingTitle: string | null = null;
    lines.forEach((raw, idx) => {
      const where = `${file.name}:${idx + 1}`;
      const line = raw.trimEnd();
      if (line.trim().length === 0) return;
      const chapter = CHAPTER_LINE.exec(line);
      if (chapter) {
        c.start(normaliseRuleNumber(chapter[1]!)!, "chapter", stripMarkdownInline(chapter[3]!), where);
        return;
      }
      const bold = BOLD_ONLY.exec(line.trim());
      if (bold) {
        const inner = bold[1]!.trim();
        const num = new RegExp(`^${SOURCE_NUMBER}$`).exec(inner);
        if (num) {
          const n = normaliseRuleNumber(num[1]!)!;
          const kind = !n.includes(".") && chapters.has(n) ? "chapter" : "rule";
          c.start(n, kind, pendingTitle ?? "", where);
          pendingTitle = null;
        } else {
          if (pendingTitle !== null) c.continueWith(pendingTitle);
          pendingTitle = inner;
        }
        return;
      }
      const m = NUMBER_LINE.exec(line);
      if (m && (m[2] === "." || m[1]!.includes(".")) && !continuesCrossReference(c.lastLine)) {
        const n = normaliseRuleNumber(m[1]!)!;
        const kind = !n.includes(".") && chapters.has(n) ? "chapter" : "rule";
        if (pendingTitle !== null) {
          c.continueWith(pendingTitle);
          pendingTitle = null;
        }
        c.start(n, kind, stripMarkdownInline(m[3]!), where);
        return;
      }
      if (pendingTitle !== null) {
        c.continueWith(pendingTitle);
        pendingTitle = null;
      }
      c.continueWith(stripMarkdownInline(line));
    });
    if (pendingTitle !== null) c.continueWith(pendingTitle);
  }
  return { entries: c.entries, warnings: c.warnings };
}
