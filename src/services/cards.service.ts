// Use cases over the card library: search with filters and pagination, lookup by code or name, and
// a card's text as in force on a date.
import type { CardQuery, CardsRepository, IntRange } from "../db/repositories/cards.repository.js";
import { textInForce, type CardRecord } from "../domain/cards.js";
import { isIsoDate, today } from "../domain/dates.js";
import { badInput } from "../errors.js";
import type { Coverage } from "../engine/index.js";
import { normalizeName } from "../importers/cards/index.js";
import { createHash } from "node:crypto";
import { MemoryHotCache, ReadThrough } from "../cache/hot-cache.js";
import { Executability, executionGivingWay, type CardExecution } from "./executability.js";
import { Refreshing } from "./refreshing.js";
import { BatchLoader } from "./batch-loader.js";
import { decodeCursor, encodeCursor, pageSize } from "./pagination.js";

export interface CardFilterInput {
  name?: string | null;
  code?: string | null;
  set?: string | null;
  type?: string | null;
  domain?: string | null;
  tag?: string | null;
  keyword?: string | null;
  text?: string | null;
  energy?: IntRange | null;
  might?: IntRange | null;
  power?: IntRange | null;
  asOf?: string | null;
  executable?: boolean | null;
}

/** A card with the text in force on the date it was asked for. */
export interface CardView extends CardRecord {
  asOf: string;
  text: string;
  textSource: string | null;
}

export interface CoverageRowView {
  set: string;
  setName: string;
  type: string;
  executable: number;
  total: number;
}

export interface CoverageView {
  asOf: string;
  executable: number;
  total: number;
  rows: CoverageRowView[];
  phrases: { phrase: string; cards: number; only: number; examples: string[] }[];
}

export interface CardPage {
  cards: { card: CardView; cursor: string }[];
  total: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

function titleCase(s: string): string {
  return s.trim().toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/** A card's code as printed: "OGN-024", "OGN-024a", "OGN-024/298", and tokens' "SFD-T03". */
const CARD_CODE = /^[A-Za-z]{2,4}-(\d{3}|T\d{2,3})[a-z*]?(\/\d+)?$/;

/** How long a page or a lookup stays in the hot-read cache (its key names the library version, so it is never stale). */
const CARD_CACHE_SECONDS = 600;

export class CardsService {
  private readonly executability: Executability;
  private readonly version: Refreshing<string>;
  /** Name lookups of one tick share one query (a resolveChain names several cards at once). */
  private readonly byName = new BatchLoader<string, CardRecord[]>((names) => this.repo.findByNormalizedNames(names), () => []);

  constructor(private readonly repo: CardsRepository, private readonly hot: ReadThrough = new ReadThrough(new MemoryHotCache())) {
    this.version = new Refreshing(() => repo.fingerprint());
    this.executability = new Executability(repo, this.version);
  }

  /** The card library's version (its fingerprint, read at most every 2 s): what caches of card answers key by. */
  libraryVersion(): Promise<string> {
    return this.version.get();
  }

  /** The library version cache keys carry (none needed, and none read, with the cache off). */
  private async cacheVersion(): Promise<string> {
    return this.hot.enabled ? this.version.get() : "uncached";
  }

  /** The card library was re-imported through this instance: caches keyed by its version move on now. */
  libraryChanged(): void {
    this.version.changed();
  }

  view(card: CardRecord, asOf: string): CardView {
    const inForce = textInForce(card.textHistory, asOf);
    const text = inForce?.text ?? "";
    return { ...card, asOf, text, textSource: inForce?.source ?? null };
  }

  /** Whether the engine runs the card's text in force as printed, and why not (compiled the first time, giving way: see executionGivingWay). */
  execution(card: CardView): Promise<CardExecution> {
    return executionGivingWay(card, card.text);
  }

  /** How much of the library the engine executes on a date, by set and type, and what blocks the rest. */
  async coverage(asOf: string | null | undefined, set: string | null | undefined, type: string | null | undefined): Promise<CoverageView> {
    const date = this.date(asOf, "asOf");
    const cov = await this.executability.coverage(date);
    const setNames = new Map((await this.executability.cards()).map((c) => [c.set, c.setName]));
    const wantSet = set?.trim().toLowerCase();
    const wantType = type?.trim().toLowerCase();
    const rows = cov.rows
      .map((r) => ({ ...r, setName: setNames.get(r.set) ?? r.set }))
      .filter((r) => !wantSet || r.set.toLowerCase() === wantSet || r.setName.toLowerCase() === wantSet)
      .filter((r) => !wantType || r.type.toLowerCase() === wantType);
    if (wantSet && !rows.length && ![...setNames].some(([s, n]) => s.toLowerCase() === wantSet || n.toLowerCase() === wantSet))
      throw badInput("set", `no set "${set}"; sets are ${[...setNames.keys()].join(", ")}`);
    const inRows = new Set(rows.map((r) => `${r.set}\u0000${r.type}`));
    const scoped = !wantSet && !wantType ? cov.phrases.map(({ phrase, cards, only, examples }) => ({ phrase, cards, only, examples })) : phrasesOf(cov, (await this.executability.cards()).filter((c) => inRows.has(`${c.set}\u0000${c.types[0] || "(none)"}`)).map((c) => c.code));
    return {
      asOf: date,
      executable: rows.reduce((n, r) => n + r.executable, 0),
      total: rows.reduce((n, r) => n + r.total, 0),
      rows,
      phrases: scoped,
    };
  }

  async search(filter: CardFilterInput | null | undefined, first: number | null | undefined, after: string | null | undefined): Promise<CardPage> {
    const f = filter ?? {};
    const asOf = this.date(f.asOf, "filter.asOf");
    const query: CardQuery = {};
    if (f.name != null) {
      const key = normalizeName(f.name);
      if (!key) throw badInput("filter.name", "needs at least one letter or digit");
      query.normalizedName = key;
    }
    if (f.code != null) query.code = f.code.trim();
    if (f.set != null) query.set = f.set.trim();
    if (f.type != null) query.type = titleCase(f.type);
    if (f.domain != null) query.domain = titleCase(f.domain);
    if (f.tag != null) query.tag = titleCase(f.tag);
    if (f.keyword != null) query.keyword = titleCase(f.keyword.replace(/[[\]]/g, ""));
    if (f.text != null) {
      if (f.text.length > 200) throw badInput("filter.text", "is limited to 200 characters");
      query.text = f.text;
    }
    for (const key of ["energy", "might", "power"] as const) {
      const r = f[key];
      if (r && r.min != null && r.max != null && r.min > r.max) throw badInput(`filter.${key}`, `min (${r.min}) is greater than max (${r.max})`);
      if (r) query[key] = r;
    }
    if (f.executable != null) {
      const codes = await this.executability.executableCodes(asOf);
      if (f.executable) query.codesIn = codes;
      else query.codesNotIn = codes;
    }
    const limit = pageSize(first);
    const afterCode = after ? decodeCursor(after, "card", "after") : undefined;
    const key = `${await this.cacheVersion()}:${digest({ query, limit, afterCode, asOf })}`;
    return this.hot.get("cards-page", key, CARD_CACHE_SECONDS, async () => {
      const { cards, total, hasNext } = await this.repo.page(query, limit, afterCode);
      const edges = cards.map((card) => ({ card: this.view(card, asOf), cursor: encodeCursor("card", card.code) }));
      return { cards: edges, total, hasNextPage: hasNext, endCursor: edges.at(-1)?.cursor ?? null };
    });
  }

  /** A card by public code (OGN-024, or a printing's code) or by name (case- and punctuation-insensitive). */
  async find(code: string | null | undefined, name: string | null | undefined, asOf: string | null | undefined): Promise<CardView | null> {
    if (code == null && name == null) throw badInput("code", "give a card's code (like OGN-024) or its name");
    const date = this.date(asOf, "asOf");
    const card = await this.record(code, name);
    return card ? this.view(card, date) : null;
  }

  /** The card with a code, else the first with a name (the hot-read cache in front). */
  private async record(code: string | null | undefined, name: string | null | undefined): Promise<CardRecord | null> {
    const version = await this.cacheVersion();
    if (code != null) {
      const wanted = code.trim().replace(/\/\d+$/, "");
      return this.hot.get("card-code", `${version}:${wanted.toUpperCase()}`, CARD_CACHE_SECONDS, () => this.repo.findByCode(wanted));
    }
    const normalized = normalizeName(name as string);
    const matches = await this.hot.get("card-name", `${version}:${normalized}`, CARD_CACHE_SECONDS, () => this.byName.load(normalized));
    return matches[0] ?? null;
  }

  /**
   * The card for a name or a code, whichever the caller gave, with its text in force on `asOf` (a valid
   * date): what the chain engine's catalog needs, without the executability a CardView carries.
   */
  async lookup(nameOrCode: string, asOf: string): Promise<{ card: CardRecord; text: string } | null> {
    const trimmed = nameOrCode.trim();
    const card = (CARD_CODE.test(trimmed) ? await this.record(trimmed, null) : null) ?? (await this.record(null, trimmed));
    return card ? { card, text: textInForce(card.textHistory, asOf)?.text ?? "" } : null;
  }

  private date(value: string | null | undefined, field: string): string {
    const date = value ?? today();
    if (!isIsoDate(date)) throw badInput(field, `"${date}" is not a date of the form YYYY-MM-DD`);
    return date;
  }
}

/** The phrase counts of a coverage restricted to some cards (a set, a type). */
function phrasesOf(cov: Coverage, codes: string[]): CoverageView["phrases"] {
  const keep = new Set(codes);
  const out: CoverageView["phrases"] = [];
  for (const p of cov.phrases) {
    const examples = p.codes.filter((c) => keep.has(c));
    if (examples.length === 0) continue;
    const only = p.onlyCodes.filter((c) => keep.has(c)).length;
    out.push({ phrase: p.phrase, cards: examples.length, only, examples: examples.slice(0, 3) });
  }
  return out.sort((a, b) => b.cards - a.cards || b.only - a.only || a.phrase.localeCompare(b.phrase));
}

/** A short, stable name for a query's parameters (its cache key). */
function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 32);
}
