// Cards and their text versions in the database. castCard is the one mapper from rows to records.
import type { CardRecord } from "../../domain/cards.js";
import { toIsoDate } from "../../domain/dates.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { Database } from "../client.js";

type CardRow = Prisma.CardGetPayload<{ include: { texts: true } }>;

export function castCard(row: CardRow): CardRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    set: row.set,
    setName: row.setName,
    types: row.types ?? [],
    supertypes: row.supertypes ?? [],
    domains: row.domains ?? [],
    energy: row.energy,
    power: row.power,
    might: row.might,
    mightBonus: row.mightBonus ?? null,
    tags: row.tags ?? [],
    keywords: row.keywords ?? [],
    rarity: row.rarity,
    printings: row.printings ?? [],
    textHistory: [...row.texts]
      .sort((a, b) => a.effectiveFrom.getTime() - b.effectiveFrom.getTime() || a.id - b.id)
      .map((t) => ({ text: t.text, effectiveFrom: toIsoDate(t.effectiveFrom), source: t.source })),
  };
}

export interface IntRange { min?: number | null; max?: number | null }
export interface CardQuery {
  normalizedName?: string;
  code?: string;
  set?: string;
  type?: string;
  domain?: string;
  tag?: string;
  keyword?: string;
  text?: string;
  energy?: IntRange;
  might?: IntRange;
  power?: IntRange;
  /** only these codes (e.g. the cards executable on a date) */
  codesIn?: string[];
  /** none of these codes */
  codesNotIn?: string[];
}

export interface NewCard {
  code: string; name: string; normalizedName: string; set: string; setName: string; types: string[]; supertypes: string[];
  domains: string[]; energy: number | null; power: number | null; might: number | null; mightBonus: number | null; tags: string[]; keywords: string[];
  rarity: string | null; printings: string[]; source: string;
  texts: { text: string; effectiveFrom: string; source: string }[];
}

/** Printing codes are stored as printed: set and number upper case, a variant suffix lower case (OGN-119a). */
export function canonicalPrinting(code: string): string {
  const m = /^([a-z]+-[a-z]*\d+)([a-z]?\*?)$/i.exec(code.trim());
  return m ? `${m[1].toUpperCase()}${m[2].toLowerCase()}` : code.trim().toUpperCase();
}

function range(r: IntRange | undefined): Prisma.IntNullableFilter | undefined {
  if (!r || (r.min == null && r.max == null)) return undefined;
  return { ...(r.min != null ? { gte: r.min } : {}), ...(r.max != null ? { lte: r.max } : {}) };
}

function whereOf(q: CardQuery): Prisma.CardWhereInput {
  const and: Prisma.CardWhereInput[] = [];
  if (q.normalizedName) and.push({ normalizedName: { contains: q.normalizedName } });
  if (q.code) and.push({ OR: [{ code: { equals: q.code, mode: "insensitive" } }, { printings: { has: canonicalPrinting(q.code) } }] });
  if (q.set) and.push({ OR: [{ set: { equals: q.set, mode: "insensitive" } }, { setName: { equals: q.set, mode: "insensitive" } }] });
  if (q.type) and.push({ types: { has: q.type } });
  if (q.domain) and.push({ domains: { has: q.domain } });
  if (q.tag) and.push({ tags: { has: q.tag } });
  if (q.keyword) and.push({ keywords: { has: q.keyword } });
  if (q.text) and.push({ texts: { some: { text: { contains: q.text, mode: "insensitive" } } } });
  const energy = range(q.energy);
  const might = range(q.might);
  const power = range(q.power);
  if (energy) and.push({ energy });
  if (might) and.push({ might });
  if (power) and.push({ power });
  if (q.codesIn) and.push({ code: { in: q.codesIn } });
  if (q.codesNotIn) and.push({ code: { notIn: q.codesNotIn } });
  return and.length ? { AND: and } : {};
}

export class CardsRepository {
  constructor(private readonly db: Database) {}

  async page(q: CardQuery, first: number, afterCode: string | undefined): Promise<{ cards: CardRecord[]; total: number; hasNext: boolean }> {
    const where = whereOf(q);
    // the count and the page from the same database, so they agree
    const [total, rows] = await this.db.read((from) =>
      Promise.all([
        from.prisma.card.count({ where }),
        from.prisma.card.findMany({
          where: afterCode ? { AND: [where, { code: { gt: afterCode } }] } : where,
          include: { texts: true },
          orderBy: { code: "asc" },
          take: first + 1,
        }),
      ]),
    );
    return { total, hasNext: rows.length > first, cards: rows.slice(0, first).map(castCard) };
  }

  async findByCode(code: string): Promise<CardRecord | null> {
    // a code the replica does not know yet (a library imported a moment ago) is asked of the primary
    const row = await this.db.read(
      async (from) =>
        (await from.prisma.card.findFirst({ where: { code: { equals: code, mode: "insensitive" } }, include: { texts: true } })) ??
        (await from.prisma.card.findFirst({ where: { printings: { has: canonicalPrinting(code) } }, include: { texts: true }, orderBy: { code: "asc" } })),
      { missing: (found) => found === null },
    );
    return row ? castCard(row) : null;
  }

  /** The cards of several names at once, by name, each list by code. */
  async findByNormalizedNames(names: string[]): Promise<Map<string, CardRecord[]>> {
    const rows = await this.db.read((from) => from.prisma.card.findMany({ where: { normalizedName: { in: names } }, include: { texts: true }, orderBy: { code: "asc" } }));
    const out = new Map<string, CardRecord[]>();
    for (const row of rows) {
      const list = out.get(row.normalizedName);
      if (list) list.push(castCard(row));
      else out.set(row.normalizedName, [castCard(row)]);
    }
    return out;
  }

  async findByNormalizedName(normalizedName: string): Promise<CardRecord[]> {
    const rows = await this.db.read((from) => from.prisma.card.findMany({ where: { normalizedName }, include: { texts: true }, orderBy: { code: "asc" } }));
    return rows.map(castCard);
  }

  async count(): Promise<number> {
    return this.db.read((from) => from.prisma.card.count());
  }

  /** Every card with its text history (935 cards: small enough to hold in memory for coverage). */
  async all(): Promise<CardRecord[]> {
    const rows = await this.db.read((from) => from.prisma.card.findMany({ include: { texts: true }, orderBy: { code: "asc" } }));
    return rows.map(castCard);
  }

  /**
   * Changes whenever the library is re-imported (text rows are rewritten with new ids, the import is
   * recorded with its content's hash and time), and differs between two databases holding different
   * libraries: caches shared by several databases' instances (one Redis) key by it.
   */
  async fingerprint(): Promise<string> {
    // one statement (it is read every 2 s by every instance): counts, the newest text and the import's stamp
    const [row] = await this.db.read((from) =>
      from.query<{ cards: number; texts: number; newest: number | null; hash: string | null; imported: number | null }>(
        `SELECT (SELECT count(*)::int FROM "Card") AS cards, t.texts, t.newest, d."contentHash" AS hash,
                (extract(epoch FROM d."importedAt") * 1000)::float8 AS imported
           FROM (SELECT count(*)::int AS texts, max(id) AS newest FROM "CardText") t
           LEFT JOIN "DatasetImport" d ON d.dataset = 'cards'`,
      ),
    );
    return `${row.cards}:${row.texts}:${row.newest ?? 0}:${row.hash?.slice(0, 16) ?? "-"}:${Math.round(Number(row.imported ?? 0))}`;
  }

  /** Replaces the card library in one transaction: cards are upserted by code, text versions rewritten. */
  async replaceLibrary(cards: NewCard[]): Promise<void> {
    await this.db.prisma.$transaction(
      async (tx) => {
        await tx.cardText.deleteMany({});
        await tx.card.deleteMany({ where: { code: { notIn: cards.map((c) => c.code) } } });
        for (const { texts, ...card } of cards) {
          const row = await tx.card.upsert({ where: { code: card.code }, create: card, update: card });
          await tx.cardText.createMany({
            data: texts.map((t) => ({ cardId: row.id, text: t.text, source: t.source, effectiveFrom: new Date(`${t.effectiveFrom}T00:00:00Z`) })),
            skipDuplicates: true,
          });
        }
      },
      { timeout: 300_000, maxWait: 60_000 },
    );
  }
}
