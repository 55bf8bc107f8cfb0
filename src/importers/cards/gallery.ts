/**
 * The official card gallery export (`gallery_<date>.json`): one entry per printing, with
 * `publicCode` like "OGN-001/298", alt arts "OGN-119a/298", starred variants "SFD-223*" (followed
 * by the set total), tokens "UNL-T05" (no total). Numbers are strings, "" when the card has none.
 */

export interface PrintingCode {
  /** The code without its "/298" total: "OGN-001", "OGN-119a", "SFD-T03". */
  code: string;
  set: string;
  /** The collector number (a token's "T05" counts as 5). */
  number: number;
  /** "T" for tokens, "R" for runes numbered apart (VEN-R01), "" otherwise. */
  series: string;
  /** "a", "*" … for alt arts and variants, "" for the regular printing. */
  suffix: string;
}

const CODE = /^([A-Z]{2,5})-([A-Z]?)(\d+)([a-z*]*)(?:\/\d+)?$/;

/** Splits a public code; null when it is not of the form SET-NNN[suffix][/total]. */
export function parsePrintingCode(publicCode: string): PrintingCode | null {
  const m = CODE.exec(publicCode.trim());
  if (!m) return null;
  const [, set, series, num, suffix] = m as unknown as [string, string, string, string, string];
  return { code: `${set}-${series}${num}${suffix}`, set, number: Number(num), series, suffix };
}

export interface GalleryPrinting {
  id: string;
  name: string;
  publicCode: string;
  printing: PrintingCode;
  setId: string;
  setName: string;
  domains: string[];
  rarity: string | null;
  cardTypes: string[];
  superTypes: string[];
  energy: number | null;
  might: number | null;
  power: number | null;
  tags: string[];
  /** As in the file (gallery symbols, errata applied as of the export). */
  abilityText: string;
}

export interface GalleryExport {
  source: string;
  /** YYYY-MM-DD */
  updatedAt: string;
  declaredCount: number | null;
  printings: GalleryPrinting[];
  warnings: string[];
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string").map((x) => x.trim()).filter(Boolean) : [];
}

function str(v: unknown): string {
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : "";
}

/** "" → null; a whole number → that number; anything else → null with a warning. */
export function statValue(raw: unknown, what: string, warnings: string[]): number | null {
  const s = str(raw).trim();
  if (s === "") return null;
  if (/^\d+$/.test(s)) return Number(s);
  warnings.push(`${what}: "${s}" is not a number, left empty`);
  return null;
}

/** Parses the gallery JSON. `fallbackDate` (YYYY-MM-DD, e.g. from the file name) is used when the file has no date. */
export function parseGallery(json: string, fileName: string, fallbackDate: string | null): GalleryExport {
  const warnings: string[] = [];
  const raw = JSON.parse(json) as Record<string, unknown>;
  const list = raw.cards;
  if (!Array.isArray(list)) throw new Error(`${fileName}: no "cards" array`);
  const updatedAtRaw = str(raw.updatedAt).slice(0, 10);
  const updatedAt = /^\d{4}-\d{2}-\d{2}$/.test(updatedAtRaw) ? updatedAtRaw : fallbackDate;
  if (!updatedAt) throw new Error(`${fileName}: no date in "updatedAt" nor in the file name`);
  const declaredCount = typeof raw.count === "number" ? raw.count : null;
  if (declaredCount !== null && declaredCount !== list.length) {
    warnings.push(`${fileName}: declares ${declaredCount} printings, holds ${list.length}`);
  }
  const printings: GalleryPrinting[] = [];
  const seen = new Set<string>();
  list.forEach((entry: unknown, i: number) => {
    if (typeof entry !== "object" || entry === null) {
      warnings.push(`${fileName}: entry #${i} is not an object, skipped`);
      return;
    }
    const c = entry as Record<string, unknown>;
    const name = str(c.name).trim();
    const publicCode = str(c.publicCode).trim();
    const printing = parsePrintingCode(publicCode);
    if (!name || !printing) {
      warnings.push(`${fileName}: entry #${i} (${publicCode || "no code"}) has no name or an unreadable code, skipped`);
      return;
    }
    if (seen.has(printing.code)) {
      warnings.push(`${fileName}: printing ${printing.code} listed twice, second one skipped`);
      return;
    }
    seen.add(printing.code);
    const setId = str(c.setId).trim() || printing.set;
    if (setId !== printing.set) warnings.push(`${printing.code}: setId ${setId} differs from the code's set, code's set used`);
    printings.push({
      id: str(c.id),
      name,
      publicCode,
      printing,
      setId: printing.set,
      setName: str(c.set).trim(),
      domains: strings(c.domains),
      rarity: str(c.rarity).trim() || null,
      cardTypes: strings(c.cardTypes),
      superTypes: strings(c.superTypes),
      energy: statValue(c.energy, `${printing.code} energy`, warnings),
      might: statValue(c.might, `${printing.code} might`, warnings),
      power: statValue(c.power, `${printing.code} power`, warnings),
      tags: strings(c.tags),
      abilityText: str(c.abilityText),
    });
  });
  return { source: str(raw.source) || "card gallery", updatedAt, declaredCount, printings, warnings };
}
