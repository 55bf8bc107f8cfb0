/**
 * The card library: every distinct card with its printings and its text history, from
 *   - the official gallery export (`cards/gallery_<date>.json`, one entry per printing),
 *   - the later flat export (`cards/corpus_<date>.txt`, one line per distinct card; the only
 *     source for Vendetta (VEN) and for cards the gallery does not list),
 *   - the errata articles (`cards/errata-articles.json`: each erratum's old and new text).
 *
 * What a distinct card is: a card NAME (compared with normalizeName). Printings that share a name
 * are one card, whatever their set: alt arts and starred variants ("OGN-119a", "SFD-223*"),
 * showcase reprints in a later set (an Origins card reprinted in Unleashed), a token printed in two
 * sets, the basic runes reprinted in VEN. This is how the game itself counts cards (Tournament
 * Rules 601.2.a: a card is legal if it "has the same name as a card from a set that is legal"),
 * and in the data printings with one name never differ in types, supertypes, domains or stats.
 * The gallery's 950 printings make 767 cards; the corpus adds 168 (166 from VEN, 2 tokens).
 *
 * A card's code, set and fields are those of its first printing: regular printings before alt arts
 * and variants, then in set order (OGN, OGS, SFD, UNL, VEN), then by collector number.
 *
 * Text history (ParsedCardText, oldest first): the text printed on the card from its set's release
 * (SET_RELEASE_DATES); for a card with errata, the first erratum's OLD TEXT from the release and
 * each erratum's NEW TEXT from its article's date. An erratum published before the set's release
 * (Unleashed's, 2026-04-03, before the 2026-04-08 release) takes effect with the release: both
 * texts then start on the release date and the new one, listed after, is the one in force. Then each
 * later snapshot (the gallery for cards with errata, the corpus for gallery cards) is compared with
 * the text in force on its date: when they differ (a change no errata article in the data explains,
 * or a typo in an article) the snapshot's text is added from the snapshot's date, with a warning.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseCorpus, type CorpusExport, type CorpusRow } from "./corpus.js";
import { parseErrataArticles, type Erratum } from "./errata.js";
import { parseGallery, parsePrintingCode, type GalleryExport, type GalleryPrinting, type PrintingCode } from "./gallery.js";
import { DOMAINS, keywordsOf, markEffectText, normalizeName, symbolsIn, textKey, toNotation, withoutReminders, type DomainSymbol } from "./notation.js";

export {
  toNotation, fromNotation, markEffectText, normalizeName, keywordsOf, symbolsIn, textKey, withoutReminders, decodeEntities, normalizeWhitespace,
  DOMAINS, NAMED_SYMBOLS, SYMBOL_TOKEN, type NotationOptions, type DomainSymbol, type NamedSymbol,
} from "./notation.js";
export { parseGallery, parsePrintingCode, type GalleryExport, type GalleryPrinting, type PrintingCode } from "./gallery.js";
export { parseCorpus, type CorpusExport, type CorpusRow } from "./corpus.js";
export { parseErrataArticles, parseErrataContent, type Erratum, type ErrataArticles } from "./errata.js";

export interface ParsedCard {
  /** The public code of the card's first printing without the set total, e.g. "OGN-024". */
  code: string;
  name: string;
  normalizedName: string;
  /** Set id: OGN, OGS, SFD, UNL, VEN. */
  set: string;
  setName: string;
  types: string[];
  supertypes: string[];
  domains: string[];
  energy: number | null;
  power: number | null;
  might: number | null;
  tags: string[];
  /** Keywords of the current text, outside reminder text, without numbers: ["Accelerate", "Action"]. */
  keywords: string[];
  rarity: string | null;
  /** Every printing's code (no set total), in printing order: set, collector number, variant ("OGN-119", "OGN-119a", "SFD-227", "SFD-227*"). */
  printings: string[];
  /** The current text (the last of its history), in the notation of docs/CARD-NOTATION.md. */
  text: string;
  /** Where the card's fields come from: "gallery 2026-03-28" or "corpus 2026-09-03". */
  source: string;
  /** An Equipment's Might bonus (the corpus's "M+n"), null for other cards. */
  mightBonus?: number | null;
  /** Ban-list marks of the corpus, e.g. "constructed:banned". */
  bans?: string[];
}

export interface ParsedCardText {
  code: string;
  text: string;
  /** YYYY-MM-DD */
  effectiveFrom: string;
  /** "errata <article id> old text", "errata <article id> new text", "gallery 2026-03-28", "corpus 2026-09-03". */
  source: string;
}

export interface CardLibrary {
  cards: ParsedCard[];
  texts: ParsedCardText[];
  warnings: string[];
  /** sha256 over the source files read (gallery, corpus, errata articles). */
  contentHash: string;
  report: { cards: number; bySet: Record<string, number>; printings: number; errata: number; texts: number };
}

/**
 * The date each set's printed text takes effect (YYYY-MM-DD), the first release anywhere.
 *   UNL 2026-04-08  data: the Unleashed patch notes ("released in China on April 8th"); the
 *                   Tournament Rules of 2026-07-16 give 2026-05-08 as its rest-of-world legal date.
 *   VEN 2026-07-31  data: Tournament Rules 601.3.c.5.a ("Release Date: July 31st, 2026").
 *   OGN 2025-06-02  ASSUMPTION: the data gives no date; this is the first Core Rules release
 *                   (2025-06-02), which already has Origins' keywords (Accelerate, Legion, Deflect).
 *   OGS 2025-06-02  ASSUMPTION: Proving Grounds holds "the Origins supplemental set" (Tournament
 *                   Rules 601.3.c.1), taken to start with Origins.
 *   SFD 2025-12-01  ASSUMPTION: the data gives no date; this is Core Rules v1.2, the first with
 *                   Spiritforged's mechanics (Equipment, Weaponmaster, Quick-Draw).
 * Each is before the errata of its set's cards except Unleashed's (see the module comment).
 */
export const SET_RELEASE_DATES: Readonly<Record<string, string>> = {
  OGN: "2025-06-02",
  OGS: "2025-06-02",
  SFD: "2025-12-01",
  UNL: "2026-04-08",
  VEN: "2026-07-31",
};

/** Set names for sets the gallery does not name (the gallery's own names win). */
export const SET_NAMES: Readonly<Record<string, string>> = {
  OGN: "Origins",
  OGS: "Proving Grounds",
  SFD: "Spiritforged",
  UNL: "Unleashed",
  VEN: "Vendetta",
};

/** Set order for choosing a card's first printing and for sorting. */
export const SET_ORDER: readonly string[] = ["OGN", "OGS", "SFD", "UNL", "VEN"];

// ---------------------------------------------------------------------------------------------

function setRank(set: string): number {
  const i = SET_ORDER.indexOf(set);
  return i === -1 ? SET_ORDER.length : i;
}

/** Orders printings: set, then series (regular before runes "R" and tokens "T"), number, suffix. */
export function comparePrintings(a: PrintingCode, b: PrintingCode): number {
  return (
    setRank(a.set) - setRank(b.set) ||
    (a.set < b.set ? -1 : a.set > b.set ? 1 : 0) ||
    (a.series < b.series ? -1 : a.series > b.series ? 1 : 0) ||
    a.number - b.number ||
    (a.suffix < b.suffix ? -1 : a.suffix > b.suffix ? 1 : 0)
  );
}

function compareCodes(a: string, b: string): number {
  const pa = parsePrintingCode(a);
  const pb = parsePrintingCode(b);
  if (pa && pb) return comparePrintings(pa, pb);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The text of one card in force on a date: the latest version whose effectiveFrom is on or before
 * the date (between versions starting on the same day, the later one in the list); null before the
 * first. `texts` must be one card's versions (filter CardLibrary.texts by code).
 */
export function textAsOf(texts: readonly ParsedCardText[], date: string): ParsedCardText | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`textAsOf: "${date}" is not a date of the form YYYY-MM-DD`);
  const codes = new Set(texts.map((t) => t.code));
  if (codes.size > 1) throw new Error(`textAsOf: texts of ${codes.size} cards given; filter them by code first`);
  let inForce: ParsedCardText | null = null;
  for (const t of texts) if (t.effectiveFrom <= date && (inForce === null || t.effectiveFrom >= inForce.effectiveFrom)) inForce = t;
  return inForce;
}

/** One card's text versions out of a library, oldest first. */
export function textsOf(library: Pick<CardLibrary, "texts">, code: string): ParsedCardText[] {
  return library.texts.filter((t) => t.code === code);
}

// ---------------------------------------------------------------------------------------------

interface SourceFiles {
  dir: string;
  gallery: { file: string; date: string | null };
  corpus: { file: string; date: string | null } | null;
  errata: string | null;
}

function latestDated(dir: string, pattern: RegExp): { file: string; date: string | null } | null {
  const found = readdirSync(dir)
    .map((f) => ({ f, m: pattern.exec(f) }))
    .filter((x): x is { f: string; m: RegExpExecArray } => x.m !== null)
    .sort((a, b) => ((a.m[1] ?? "") < (b.m[1] ?? "") ? -1 : (a.m[1] ?? "") > (b.m[1] ?? "") ? 1 : a.f.localeCompare(b.f)));
  const last = found.at(-1);
  return last ? { file: path.join(dir, last.f), date: last.m[1] ?? null } : null;
}

function locateSources(dataDir: string): SourceFiles {
  const candidates = [path.join(dataDir, "cards"), dataDir];
  const dir = candidates.find((d) => existsSync(d) && statSync(d).isDirectory() && readdirSync(d).some((f) => /^gallery_.*\.json$/.test(f)));
  if (!dir) throw new Error(`no card gallery (cards/gallery_<date>.json) under ${dataDir}`);
  const gallery = latestDated(dir, /^gallery_(\d{4}-\d{2}-\d{2})?.*\.json$/);
  if (!gallery) throw new Error(`no card gallery in ${dir}`);
  const corpus = latestDated(dir, /^corpus_(\d{4}-\d{2}-\d{2})?.*\.txt$/);
  const errataPath = path.join(dir, "errata-articles.json");
  return { dir, gallery, corpus, errata: existsSync(errataPath) ? errataPath : null };
}

function sha256Files(files: readonly string[]): string {
  const h = createHash("sha256");
  for (const f of files) {
    h.update(path.basename(f));
    h.update("\0");
    h.update(readFileSync(f));
    h.update("\0");
  }
  return h.digest("hex");
}

interface CardGroup {
  key: string;
  gallery: GalleryPrinting[];
  corpus: CorpusRow | null;
}

interface Snapshot {
  text: string;
  date: string;
  source: string;
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** What the errata's [C] stands for on a card: its one domain, else the one Power symbol its text uses. */
function domainPowerOf(domains: readonly string[], currentText: string): DomainSymbol | "any" | undefined {
  const coloured = domains.map((d) => d.toLowerCase()).filter((d): d is DomainSymbol => (DOMAINS as readonly string[]).includes(d));
  if (coloured.length === 1) return coloured[0];
  const used = new Set(symbolsIn(currentText).map((s) => s.slice(1, -1)));
  const specific = [...used].filter((s): s is DomainSymbol => (DOMAINS as readonly string[]).includes(s));
  if (specific.length === 1) return specific[0];
  if (specific.length === 0 && used.has("any")) return "any";
  return undefined;
}

/** Supertypes the corpus does not give, inferred for cards only it lists. */
function inferSupertypes(row: CorpusRow): string[] {
  const out: string[] = [];
  // every gallery printing numbered "T…" is a Token
  if (row.printing.series === "T") out.push("Token");
  // in the gallery, a Unit named "<X>, <title>" with the tag <X> is always a Champion
  const m = /^(.+?),\s/.exec(row.name);
  const champion = m?.[1];
  if (row.type === "Unit" && champion && row.tags.some((t) => normalizeName(t) === normalizeName(champion))) out.push("Champion");
  return out;
}

/** Loads the card library from `<dataDir>/cards/` (or `dataDir` itself when it holds the files). */
export function loadCardLibrary(dataDir: string): CardLibrary {
  const files = locateSources(dataDir);
  const warnings: string[] = [];
  const read = (f: string): string => readFileSync(f, "utf8");

  const gallery: GalleryExport = parseGallery(read(files.gallery.file), path.basename(files.gallery.file), files.gallery.date);
  warnings.push(...gallery.warnings);
  const corpus: CorpusExport | null = files.corpus ? parseCorpus(read(files.corpus.file), path.basename(files.corpus.file), files.corpus.date) : null;
  if (corpus) warnings.push(...corpus.warnings);
  else warnings.push("no corpus_<date>.txt: cards only it lists (VEN …) are missing");
  const errataFile = files.errata ? parseErrataArticles(read(files.errata), path.basename(files.errata)) : null;
  if (errataFile) warnings.push(...errataFile.warnings);
  else warnings.push("no errata-articles.json: no text history beyond the current texts");

  const gallerySource = `gallery ${gallery.updatedAt}`;
  const corpusSource = corpus ? `corpus ${corpus.date}` : "";

  // group printings into cards by name
  const groups = new Map<string, CardGroup>();
  for (const p of gallery.printings) {
    const key = normalizeName(p.name);
    if (!key) {
      warnings.push(`${p.printing.code}: name has no letter or digit, skipped`);
      continue;
    }
    const g = groups.get(key) ?? { key, gallery: [], corpus: null };
    g.gallery.push(p);
    groups.set(key, g);
  }
  const galleryCodes = new Map<string, string>(gallery.printings.map((p) => [p.printing.code, normalizeName(p.name)]));
  for (const row of corpus?.rows ?? []) {
    const key = normalizeName(row.name);
    const owner = galleryCodes.get(row.code);
    if (owner !== undefined && owner !== key) {
      warnings.push(`corpus line ${row.line}: ${row.code} is another card's printing in the gallery, skipped`);
      continue;
    }
    const g = groups.get(key) ?? { key, gallery: [], corpus: null };
    if (g.corpus) {
      warnings.push(`corpus line ${row.line}: a second line for the card of ${g.corpus.code}, skipped`);
      continue;
    }
    g.corpus = row;
    groups.set(key, g);
  }

  // errata by card
  const errataOf = new Map<string, Erratum[]>();
  let errataApplied = 0;
  for (const e of errataFile?.errata ?? []) {
    let g = groups.get(normalizeName(e.name));
    if (!g) {
      // "<Champion>, <Legend title>": legends are named by their title and tagged with the champion
      const m = /^(.+?)\s*[,\u2013\u2014-]\s+(.+)$/.exec(e.name);
      const champion = m?.[1];
      const title = m?.[2];
      const candidate = title ? groups.get(normalizeName(title)) : undefined;
      const tags = candidate ? (candidate.gallery[0]?.tags ?? candidate.corpus?.tags ?? []) : [];
      if (candidate && champion && tags.some((t) => normalizeName(t) === normalizeName(champion))) g = candidate;
    }
    if (!g) {
      warnings.push(`errata ${e.articleId}: no card named "${e.name}", erratum not applied`);
      continue;
    }
    const list = errataOf.get(g.key) ?? [];
    list.push(e);
    errataOf.set(g.key, list);
    errataApplied++;
  }

  const cards: ParsedCard[] = [];
  const texts: ParsedCardText[] = [];
  for (const g of groups.values()) {
    const built = g.gallery.length > 0 ? fromGallery(g, gallerySource, warnings) : fromCorpus(g, corpusSource, warnings);
    if (!built) continue;
    const { card, currentText } = built;

    let release = SET_RELEASE_DATES[card.set];
    if (!release) {
      release = g.gallery.length > 0 ? gallery.updatedAt : (corpus?.date ?? gallery.updatedAt);
      warnings.push(`${card.code}: no release date for set ${card.set}, its text starts on ${release}`);
    }

    const domainPower = domainPowerOf(card.domains, currentText);
    const errata = [...(errataOf.get(g.key) ?? [])].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const entries: ParsedCardText[] = [];
    const push = (t: ParsedCardText): void => {
      entries.push(t);
      // stable: versions starting the same day keep the order they were added in
      entries.sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0));
    };
    const errataNotation = (raw: string, e: Erratum): string => {
      if (/\[C\]/.test(raw) && !domainPower) {
        warnings.push(`${card.code} (${card.name}): errata ${e.articleId} writes [C] but the card's domain is not clear, written {domain}`);
      }
      return toNotation(raw, domainPower ? { domainPower } : {});
    };

    const snapshots: Snapshot[] = [];
    if (errata.length === 0) {
      push({ code: card.code, text: currentText, effectiveFrom: release, source: card.source });
    } else {
      const first = errata[0] as Erratum;
      push({ code: card.code, text: errataNotation(first.oldText, first), effectiveFrom: release, source: `errata ${first.articleId} old text` });
      let previousNew: string | null = null;
      for (const e of errata) {
        const oldText = errataNotation(e.oldText, e);
        if (previousNew !== null && textKey(oldText) !== textKey(previousNew)) {
          warnings.push(`${card.code} (${card.name}): the old text of errata ${e.articleId} is not the new text of the erratum before it`);
        }
        const newText = errataNotation(e.newText, e);
        push({ code: card.code, text: newText, effectiveFrom: e.date > release ? e.date : release, source: `errata ${e.articleId} new text` });
        previousNew = newText;
      }
      if (g.gallery.length > 0) snapshots.push({ text: currentText, date: gallery.updatedAt, source: gallerySource });
    }
    if (g.gallery.length > 0 && g.corpus && corpus) {
      snapshots.push({ text: toNotation(g.corpus.text, domainPower ? { domainPower } : {}), date: corpus.date, source: corpusSource });
    }
    snapshots.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    for (const s of snapshots) {
      const printed = entries[0] as ParsedCardText;
      if (s.date < release) {
        if (textKey(s.text) !== textKey(printed.text)) {
          warnings.push(`${card.code} (${card.name}): the ${s.source} text, from before the set's release, differs from the printed text (${printed.source})`);
        }
        continue;
      }
      let inForce = printed;
      for (const t of entries) if (t.effectiveFrom <= s.date) inForce = t;
      if (textKey(s.text) !== textKey(inForce.text)) {
        warnings.push(`${card.code} (${card.name}): the ${s.source} text differs from the text in force then (${inForce.source}); added from ${s.date}`);
        push({ code: card.code, text: s.text, effectiveFrom: s.date, source: s.source });
      }
    }

    for (const t of entries) {
      if (/:rb_[a-z0-9_]*:/i.test(t.text)) warnings.push(`${card.code} (${t.source}): a gallery symbol the notation does not know is left in the text`);
      if (/\[[A-Z0-9]\]/.test(t.text)) warnings.push(`${card.code} (${t.source}): a one-character bracket symbol the notation does not know is left in the text`);
    }
    card.text = (entries.at(-1) as ParsedCardText).text;
    card.keywords = keywordsOf(card.text);
    cards.push(card);
    texts.push(...entries);
  }

  cards.sort((a, b) => compareCodes(a.code, b.code));
  const rank = new Map(cards.map((c, i) => [c.code, i]));
  // stable sort: a card's versions keep their order
  texts.sort((a, b) => (rank.get(a.code) ?? 0) - (rank.get(b.code) ?? 0));

  const bySet: Record<string, number> = {};
  for (const c of [...cards].sort((a, b) => setRank(a.set) - setRank(b.set) || a.set.localeCompare(b.set))) bySet[c.set] = (bySet[c.set] ?? 0) + 1;
  const contentHash = sha256Files([files.gallery.file, ...(files.corpus ? [files.corpus.file] : []), ...(files.errata ? [files.errata] : [])]);
  return {
    cards,
    texts,
    warnings,
    contentHash,
    report: {
      cards: cards.length,
      bySet,
      printings: cards.reduce((n, c) => n + c.printings.length, 0),
      errata: errataApplied,
      texts: texts.length,
    },
  };
}

function fromGallery(g: CardGroup, source: string, warnings: string[]): { card: ParsedCard; currentText: string } | null {
  const sorted = [...g.gallery].sort((a, b) => comparePrintings(a.printing, b.printing));
  const base = sorted.find((p) => p.printing.suffix === "") ?? sorted[0];
  if (!base) return null;
  if (base.printing.suffix !== "") warnings.push(`${base.printing.code}: the card has only variant printings; its code keeps the suffix`);
  const printings = new Set(sorted.map((p) => p.printing.code));
  const row = g.corpus;
  if (row) printings.add(row.code);

  const currentText = toNotation(markEffectText(base.abilityText));
  // printings of one card whose texts differ beyond reminder text and formatting
  const differing = sorted.filter((p) => textKey(withoutReminders(toNotation(p.abilityText))) !== textKey(withoutReminders(currentText)));
  if (differing.length > 0) {
    warnings.push(`${base.printing.code} (${base.name}): printings ${differing.map((p) => p.printing.code).join(", ")} have another text; ${base.printing.code}'s is used`);
  }
  if (row) {
    const diffs: string[] = [];
    if (row.energy !== base.energy) diffs.push("energy");
    if (row.power !== base.power) diffs.push("power");
    if (row.might !== base.might) diffs.push("might");
    if (!sameList(row.domains, base.domains)) diffs.push("domains");
    if (row.type !== null && !sameList([row.type], base.cardTypes)) diffs.push("type");
    if (diffs.length > 0) warnings.push(`${base.printing.code} (${base.name}): the corpus (${row.code}) gives another ${diffs.join(", ")}; the gallery's kept`);
  }
  const card: ParsedCard = {
    code: base.printing.code,
    name: base.name,
    normalizedName: g.key,
    set: base.setId,
    setName: base.setName || SET_NAMES[base.setId] || base.setId,
    types: base.cardTypes,
    supertypes: base.superTypes,
    domains: base.domains,
    energy: base.energy,
    power: base.power,
    might: base.might,
    tags: base.tags,
    keywords: [],
    rarity: base.rarity,
    printings: [...printings].sort(compareCodes),
    text: currentText,
    source,
    mightBonus: row?.mightBonus ?? null,
    bans: row?.bans ?? [],
  };
  return { card, currentText };
}

function fromCorpus(g: CardGroup, source: string, warnings: string[]): { card: ParsedCard; currentText: string } | null {
  const row = g.corpus;
  if (!row) return null;
  if (!SET_NAMES[row.printing.set]) warnings.push(`${row.code}: unknown set ${row.printing.set}`);
  const currentText = toNotation(row.text);
  const card: ParsedCard = {
    code: row.code,
    name: row.name,
    normalizedName: g.key,
    set: row.printing.set,
    setName: SET_NAMES[row.printing.set] ?? row.printing.set,
    types: row.type ? [row.type] : [],
    supertypes: inferSupertypes(row),
    domains: row.domains,
    energy: row.energy,
    power: row.power,
    might: row.might,
    tags: row.tags,
    keywords: [],
    rarity: null,
    printings: [row.code],
    text: currentText,
    source,
    mightBonus: row.mightBonus,
    bans: row.bans,
  };
  return { card, currentText };
}
