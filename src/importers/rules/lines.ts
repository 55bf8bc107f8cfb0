/** A small line-by-line assembler shared by the markdown-like parsers. */
import type { EntryKind, RawEntry } from "./builder.js";
import type { ImportWarning } from "./types.js";

export class EntryCollector {
  readonly entries: RawEntry[] = [];
  readonly warnings: ImportWarning[] = [];
  /** Non-empty lines seen before the first numbered entry (document title, "Last Updated"). */
  readonly preamble: string[] = [];
  private current: RawEntry | null = null;
  /** Last non-blank text line, to spot cross-references broken across lines ("see rule\n352.2."). */
  lastLine = "";

  start(number: string, kind: EntryKind, text: string, where: string, heading: boolean | null = null): RawEntry {
    const entry: RawEntry = { number, kind, heading, lines: text.length > 0 ? [text] : [], where };
    this.entries.push(entry);
    this.current = entry;
    this.lastLine = text.length > 0 ? text : this.lastLine;
    return entry;
  }

  /** A line that continues the current entry (or the preamble before the first entry). */
  continueWith(text: string): void {
    if (this.current === null) {
      if (text.trim().length > 0) this.preamble.push(text.trim());
      return;
    }
    this.current.lines.push(text);
    if (text.trim().length > 0) this.lastLine = text.trim();
  }

  get currentEntry(): RawEntry | null {
    return this.current;
  }
}

/**
 * True when a line that starts with a rule number is really the rest of a
 * sentence cut after lower-case "rule"/"rules" (a heading such as
 * "050. Silver Rule" does not count) ("… in rule\n559 to pay it.").
 */
export function continuesCrossReference(previousLine: string): boolean {
  return /\brules?$/.test(previousLine.replace(/[*_\s]+$/, ""));
}
