/**
 * The flat card export (`corpus_<date>.txt`): `#` header lines, a column line, then one distinct
 * card a line: `code | name | type | domains | cost | text`.
 *   - domains are joined with "/"; cost is "-" or tokens E<n> (Energy), P<n> (Power), M<n> (Might),
 *     M+<n> (an Equipment's Might bonus);
 *   - the text ends with annotations that are not card text: `[Tags: a, b]` and
 *     `[BANNED format:status, …]`; a card without text reads `[NO TEXT]` or `(no text)`;
 *   - `[Effect]` inside an Equipment's text marks the part it grants to the unit carrying it
 *     (kept in the text, see docs/CARD-NOTATION.md).
 */
import { parsePrintingCode, type PrintingCode } from "./gallery.js";

export interface CorpusRow {
  /** 1-based line in the file. */
  line: number;
  code: string;
  printing: PrintingCode;
  name: string;
  type: string | null;
  domains: string[];
  energy: number | null;
  power: number | null;
  might: number | null;
  mightBonus: number | null;
  /** Card text without the annotations, symbols as in the file ("" for a card without text). */
  text: string;
  tags: string[];
  /** Ban-list marks, e.g. "constructed:banned". */
  bans: string[];
}

export interface CorpusExport {
  /** YYYY-MM-DD of the export. */
  date: string;
  declaredDistinct: number | null;
  declaredPrintings: number | null;
  rows: CorpusRow[];
  warnings: string[];
}

const COLUMNS = ["code", "name", "type", "domains", "cost", "text"];

function parseCost(cost: string, where: string, warnings: string[]): Pick<CorpusRow, "energy" | "power" | "might" | "mightBonus"> {
  const out = { energy: null as number | null, power: null as number | null, might: null as number | null, mightBonus: null as number | null };
  const c = cost.trim();
  if (c === "" || c === "-") return out;
  for (const token of c.split(/\s+/)) {
    const m = /^(E|P|M\+|M)(\d+)$/.exec(token);
    if (!m) {
      warnings.push(`${where}: cost token "${token}" not understood, ignored`);
      continue;
    }
    const n = Number(m[2]);
    if (m[1] === "E") out.energy = n;
    else if (m[1] === "P") out.power = n;
    else if (m[1] === "M") out.might = n;
    else out.mightBonus = n;
  }
  return out;
}

/** Parses the corpus. `fallbackDate` (YYYY-MM-DD, e.g. from the file name) is used when the header has no date. */
export function parseCorpus(content: string, fileName: string, fallbackDate: string | null): CorpusExport {
  const warnings: string[] = [];
  const lines = content.replace(/^\uFEFF/, "").split(/\r?\n/);
  let date: string | null = null;
  let declaredDistinct: number | null = null;
  let declaredPrintings: number | null = null;
  const rows: CorpusRow[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const rawLine = lines[i] ?? "";
    const lineNo = i + 1;
    const line = rawLine.trim();
    if (line === "") continue;
    if (line.startsWith("#")) {
      const d = /as of (\d{4}-\d{2}-\d{2})/.exec(line);
      if (d && !date) date = d[1] ?? null;
      const n = /(\d+) distinct cards(?: \((\d+) printings)?/.exec(line);
      if (n && declaredDistinct === null) {
        declaredDistinct = Number(n[1]);
        declaredPrintings = n[2] ? Number(n[2]) : null;
      }
      continue;
    }
    // the first five "|" separate the columns; the text (the rest) may hold "|" itself
    const cells: string[] = [];
    let rest = rawLine;
    while (cells.length < COLUMNS.length - 1) {
      const bar = rest.indexOf("|");
      if (bar === -1) break;
      cells.push(rest.slice(0, bar).trim());
      rest = rest.slice(bar + 1);
    }
    cells.push(rest.trim());
    if (cells.map((c) => c.toLowerCase()).join(",") === COLUMNS.join(",")) continue;
    if (cells.length < COLUMNS.length) {
      warnings.push(`${fileName}:${lineNo}: ${cells.length} columns instead of ${COLUMNS.length}, skipped`);
      continue;
    }
    const [codeCell, nameCell, typeCell, domainsCell, costCell, textCell] = cells as [string, string, string, string, string, string];
    let text = textCell;
    const printing = parsePrintingCode(codeCell);
    const name = nameCell.trim();
    if (!printing || !name) {
      warnings.push(`${fileName}:${lineNo}: unreadable code "${codeCell.trim()}" or no name, skipped`);
      continue;
    }
    if (seen.has(printing.code)) {
      warnings.push(`${fileName}:${lineNo}: code ${printing.code} listed twice, skipped`);
      continue;
    }
    seen.add(printing.code);
    const tags: string[] = [];
    const bans: string[] = [];
    text = text.replace(/\s*\[Tags:\s*([^\]]*)\]/g, (_, list: string) => {
      tags.push(...list.split(",").map((t) => t.trim()).filter(Boolean));
      return "";
    });
    text = text.replace(/\s*\[BANNED\s+([^\]]*)\]/g, (_, list: string) => {
      bans.push(...list.split(",").map((t) => t.trim()).filter(Boolean));
      return "";
    });
    text = text.trim();
    if (/^(\[NO TEXT\]|\(no text\))$/i.test(text)) text = "";
    rows.push({
      line: lineNo,
      code: printing.code,
      printing,
      name,
      type: typeCell.trim() || null,
      domains: domainsCell.split("/").map((d) => d.trim()).filter(Boolean),
      ...parseCost(costCell, `${fileName}:${lineNo}`, warnings),
      text,
      tags,
      bans,
    });
  }
  const finalDate = date ?? fallbackDate;
  if (!finalDate) throw new Error(`${fileName}: no date in the header nor in the file name`);
  if (declaredDistinct !== null && declaredDistinct !== rows.length) {
    warnings.push(`${fileName}: header declares ${declaredDistinct} distinct cards, ${rows.length} lines read`);
  }
  return { date: finalDate, declaredDistinct, declaredPrintings, rows, warnings };
}
