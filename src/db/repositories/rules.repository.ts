// Rules releases and their rules in the database. One mapper (castRelease/castRule) from rows to records.
import type { ImportReport, RuleRecord, RulesReleaseRecord } from "../../domain/rules.js";
import { toIsoDate } from "../../domain/dates.js";
import type { Database } from "../client.js";

interface ReleaseRow {
  id: number; version: string; title: string; effectiveFrom: Date; lastUpdated: string | null; source: string;
  format: string; contentHash: string; ruleCount: number; warnings: string[]; report: unknown;
}
interface RuleRow {
  id: number; releaseId: number; number: string; parentNumber: string | null; position: number; depth: number;
  heading: boolean; text: string; examples: string[];
}

export function castRelease(row: ReleaseRow): RulesReleaseRecord {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    effectiveFrom: toIsoDate(row.effectiveFrom),
    lastUpdated: row.lastUpdated,
    source: row.source,
    format: row.format,
    contentHash: row.contentHash,
    ruleCount: row.ruleCount,
    warnings: row.warnings ?? [],
    report: row.report as ImportReport,
  };
}

export function castRule(row: RuleRow, version: string): RuleRecord {
  return { ...row, examples: row.examples ?? [], version };
}

export interface NewRule {
  number: string; parentNumber: string | null; position: number; depth: number; heading: boolean; text: string; examples: string[];
}
export interface NewRelease {
  version: string; title: string; effectiveFrom: string; lastUpdated: string | null; source: string; format: string;
  contentHash: string; warnings: string[]; report: ImportReport;
}

export interface SearchHit { rule: RuleRecord; rank: number; snippet: string }

export class RulesRepository {
  constructor(private readonly db: Database) {}

  /**
   * From the primary: the list decides which releases an instance serves, and the rules service keeps
   * it for the life of the process (or until an import), so a replica that lags must not leave the
   * newest release out of it. Everything read about a listed release may come from a replica.
   */
  async listReleases(): Promise<RulesReleaseRecord[]> {
    const rows = await this.db.prisma.rulesRelease.findMany({ orderBy: [{ effectiveFrom: "asc" }, { id: "asc" }] });
    return rows.map(castRelease);
  }

  /**
   * What names the published releases (their ids and content hashes), from the primary in one cheap
   * statement: read every 2 s, while the whole list is read again only when it changes (a published
   * release never changes: database triggers refuse it).
   */
  async releaseStamp(): Promise<string> {
    const [row] = await this.db.query<{ stamp: string | null }>(`SELECT string_agg(id::text || ':' || "contentHash", ',' ORDER BY id) AS stamp FROM "RulesRelease"`);
    return row?.stamp ?? "";
  }

  async findRelease(version: string): Promise<RulesReleaseRecord | null> {
    const row = await this.db.read((from) => from.prisma.rulesRelease.findUnique({ where: { version } }));
    return row ? castRelease(row) : null;
  }

  /** Publishes a release and all its rules in one transaction. */
  async insertRelease(release: NewRelease, rules: NewRule[]): Promise<RulesReleaseRecord> {
    return this.db.prisma.$transaction(
      async (tx) => {
        const row = await tx.rulesRelease.create({
          data: { ...release, effectiveFrom: new Date(`${release.effectiveFrom}T00:00:00Z`), ruleCount: rules.length, report: release.report as object },
        });
        for (let i = 0; i < rules.length; i += 1000) {
          await tx.rule.createMany({ data: rules.slice(i, i + 1000).map((rule) => ({ ...rule, releaseId: row.id })) });
        }
        return castRelease(row);
      },
      { timeout: 120_000, maxWait: 60_000 },
    );
  }

  async findRule(release: RulesReleaseRecord, number: string): Promise<RuleRecord | null> {
    const row = await this.db.read((from) => from.prisma.rule.findFirst({ where: { releaseId: release.id, number }, orderBy: { position: "asc" } }));
    return row ? castRule(row, release.version) : null;
  }

  async findChildren(release: RulesReleaseRecord, number: string): Promise<RuleRecord[]> {
    const rows = await this.db.read((from) => from.prisma.rule.findMany({ where: { releaseId: release.id, parentNumber: number }, orderBy: { position: "asc" } }));
    return rows.map((row) => castRule(row, release.version));
  }

  async findSubtree(release: RulesReleaseRecord, under: string): Promise<RuleRecord[]> {
    const rows = await this.db.read((from) =>
      from.prisma.rule.findMany({
        where: { releaseId: release.id, OR: [{ number: under }, { number: { startsWith: `${under}.` } }] },
        orderBy: { position: "asc" },
      }),
    );
    return rows.map((row) => castRule(row, release.version));
  }

  /** Every rule of a listed release: a published release has rules, so none on a replica means it lags. */
  async allRules(release: RulesReleaseRecord): Promise<RuleRecord[]> {
    const rows = await this.db.read((from) => from.prisma.rule.findMany({ where: { releaseId: release.id }, orderBy: { position: "asc" } }), {
      missing: (found) => found.length === 0,
    });
    return rows.map((row) => castRule(row, release.version));
  }

  /**
   * PostgreSQL full-text search (English configuration), best first, with highlighted snippets.
   * `"releaseId" + 0` keeps the planner off the releaseId indexes: through them it would compute
   * to_tsvector for every rule of the release; the GIN index on the text finds the matches directly.
   */
  async search(release: RulesReleaseRecord, text: string, limit: number, offset: number): Promise<{ hits: SearchHit[]; total: number }> {
    const query = `websearch_to_tsquery('english', $2)`;
    // the total and the page from the same database, so they agree
    return this.db.read(async (from) => {
      const [{ total }] = await from.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM "Rule" WHERE "releaseId" + 0 = $1 AND to_tsvector('english', "text") @@ ${query}`,
        [release.id, text],
      );
      const rows = await from.query<RuleRow & { rank: number; snippet: string }>(
        `SELECT r.id, r."releaseId", r.number, r."parentNumber", r.position, r.depth, r.heading, r.text, r.examples,
                ts_rank_cd(to_tsvector('english', r."text"), q)::float8 AS rank,
                ts_headline('english', r."text", q, 'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, MaxFragments=2') AS snippet
           FROM "Rule" r, ${query} q
          WHERE r."releaseId" + 0 = $1 AND to_tsvector('english', r."text") @@ q
          ORDER BY rank DESC, r.position ASC
          LIMIT $3 OFFSET $4`,
        [release.id, text, limit, offset],
      );
      return { total, hits: rows.map((row) => ({ rule: castRule(row, release.version), rank: Number(row.rank), snippet: row.snippet })) };
    });
  }
}
