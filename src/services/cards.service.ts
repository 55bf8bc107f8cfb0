// Use cases over the card library: search with filters and pagination, lookup by code or name, and
// a card's text as in force on a date.
import type { CardQuery, CardsRepository, IntRange } from "../db/repositories/cards.repository.js";
import type { CardRecord, CardTextRecord } from "../domain/cards.js";
import { isIsoDate, today } from "../domain/dates.js";
import { badInput } from "../errors.js";
import { normalizeName } from "../importers/cards/index.js";
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
}

/** A card with the text in force on the date it was asked for. */
export interface CardView extends CardRecord {
  asOf: string;
  text: string;
  textSource: string | null;
}

export interface CardPage {
  cards: { card: CardView; cursor: string }[];
  total: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

export function textAsOf(history: CardTextRecord[], date: string): CardTextRecord | null {
  let inForce: CardTextRecord | null = null;
  for (const version of history) if (version.effectiveFrom <= date) inForce = version;
  return inForce ?? history[0] ?? null;
}

function titleCase(s: string): string {
  return s.trim().toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

export class CardsService {
  constructor(private readonly repo: CardsRepository) {}

  view(card: CardRecord, asOf: string): CardView {
    const inForce = textAsOf(card.textHistory, asOf);
    return { ...card, asOf, text: inForce?.text ?? "", textSource: inForce?.source ?? null };
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
    const limit = pageSize(first);
    const afterCode = after ? decodeCursor(after, "card", "after") : undefined;
    const { cards, total, hasNext } = await this.repo.page(query, limit, afterCode);
    const edges = cards.map((card) => ({ card: this.view(card, asOf), cursor: encodeCursor("card", card.code) }));
    return { cards: edges, total, hasNextPage: hasNext, endCursor: edges.at(-1)?.cursor ?? null };
  }

  /** A card by public code (OGN-024, or a printing's code) or by name (case- and punctuation-insensitive). */
  async find(code: string | null | undefined, name: string | null | undefined, asOf: string | null | undefined): Promise<CardView | null> {
    if (code == null && name == null) throw badInput("code", "give a card's code (like OGN-024) or its name");
    const date = this.date(asOf, "asOf");
    if (code != null) {
      const card = await this.repo.findByCode(code.trim().replace(/\/\d+$/, ""));
      return card ? this.view(card, date) : null;
    }
    const matches = await this.repo.findByNormalizedName(normalizeName(name as string));
    return matches[0] ? this.view(matches[0], date) : null;
  }

  /** The card for a name or a code, whichever the caller gave (used by the chain engine's catalog). */
  async lookup(nameOrCode: string, asOf: string): Promise<CardView | null> {
    const trimmed = nameOrCode.trim();
    if (/^[A-Za-z]{2,4}-\d{3}[a-z*]?(\/\d+)?$/.test(trimmed)) {
      const byCode = await this.find(trimmed, null, asOf);
      if (byCode) return byCode;
    }
    return this.find(null, trimmed, asOf);
  }

  private date(value: string | null | undefined, field: string): string {
    const date = value ?? today();
    if (!isIsoDate(date)) throw badInput(field, `"${date}" is not a date of the form YYYY-MM-DD`);
    return date;
  }
}
