// Imports every dataset found in the data folder: each rules release (published once, immutable) and
// the card library. Runs under an advisory lock, so instances starting together import exactly once.
import { createHash } from "node:crypto";
import type { Database } from "../db/client.js";
import { withAdvisoryLock } from "../db/migrate.js";
import { CardsRepository } from "../db/repositories/cards.repository.js";
import { RulesRepository } from "../db/repositories/rules.repository.js";
import { ReleaseConflictError } from "../errors.js";
import { loadCardLibrary } from "../importers/cards/index.js";
import { parseRelease, readReleaseIndex, type ParsedRelease, type ReleaseMeta } from "../importers/rules/index.js";

export const IMPORT_LOCK_KEY = 72_616_002;

/** The card fields stored (bump when a column is added: a library stored without it is imported again). */
export const STORED_CARD_FIELDS = 2; // 2: mightBonus

export type ImportOutcome = "imported" | "unchanged";

export interface ReleaseImportResult {
  version: string;
  outcome: ImportOutcome;
  ruleCount: number;
  byDepth: Record<string, number>;
  warnings: string[];
  ms: number;
}

export interface ImportSummary {
  releases: ReleaseImportResult[];
  cards: { outcome: ImportOutcome; cards: number; texts: number; warnings: string[]; ms: number } | null;
}

export type Progress = (message: string) => void;

export function formatWarning(w: { rule: string | null; kind: string; message: string }): string {
  return `${w.rule ?? "-"} [${w.kind}] ${w.message}`;
}

export class ImportService {
  private readonly db: Database;
  private readonly rules: RulesRepository;
  private readonly cards: CardsRepository;

  constructor(db: Database) {
    // what is published is decided on the primary: a replica that lags would have us import twice
    this.db = db.primaryOnly();
    this.rules = new RulesRepository(this.db);
    this.cards = new CardsRepository(this.db);
  }

  /** Imports what is missing; a release already stored with the same content is left as it is. */
  async importAll(dataDir: string, progress: Progress = () => undefined): Promise<ImportSummary> {
    return this.db.withSession((session) =>
      withAdvisoryLock(session, IMPORT_LOCK_KEY, async () => {
        const releases: ReleaseImportResult[] = [];
        for (const meta of readReleaseIndex(dataDir)) releases.push(await this.importRelease(dataDir, meta, progress));
        const cards = await this.importCards(dataDir, progress);
        return { releases, cards };
      }),
    );
  }

  async importRelease(dataDir: string, meta: ReleaseMeta, progress: Progress = () => undefined): Promise<ReleaseImportResult> {
    const started = Date.now();
    const parsed = parseRelease(dataDir, meta);
    return this.publish(parsed, progress, started);
  }

  /**
   * Publishes a parsed release. Same version and same content: a no-op. Same version, other content:
   * rejected with ReleaseConflictError, nothing written.
   */
  async publish(parsed: ParsedRelease, progress: Progress = () => undefined, started = Date.now()): Promise<ReleaseImportResult> {
    const warnings = parsed.warnings.map(formatWarning);
    const existing = await this.rules.findRelease(parsed.meta.version);
    if (existing) {
      if (existing.contentHash !== parsed.contentHash) {
        throw new ReleaseConflictError(parsed.meta.version, existing.contentHash, parsed.contentHash);
      }
      return { version: existing.version, outcome: "unchanged", ruleCount: existing.ruleCount, byDepth: existing.report.byDepth, warnings: existing.warnings, ms: Date.now() - started };
    }
    progress(`importing rules release ${parsed.meta.version} (${parsed.rules.length} rules)…`);
    await this.rules.insertRelease(
      {
        version: parsed.meta.version,
        title: parsed.meta.title,
        effectiveFrom: parsed.meta.effectiveFrom,
        lastUpdated: parsed.meta.lastUpdated,
        source: parsed.meta.source,
        format: parsed.meta.format,
        contentHash: parsed.contentHash,
        warnings,
        report: parsed.report,
      },
      parsed.rules.map((r) => ({
        number: r.number, parentNumber: r.parentNumber, position: r.position, depth: r.depth, heading: r.heading, text: r.text, examples: r.examples,
      })),
    );
    return { version: parsed.meta.version, outcome: "imported", ruleCount: parsed.rules.length, byDepth: parsed.report.byDepth, warnings, ms: Date.now() - started };
  }

  async importCards(dataDir: string, progress: Progress = () => undefined): Promise<ImportSummary["cards"]> {
    const started = Date.now();
    const library = loadCardLibrary(dataDir);
    const dataset = "cards";
    // Cards are not a published release: re-import whenever what the importer makes of the sources
    // changes (new data or a better parser), so hash the parsed library, not the files.
    // STORED_CARD_FIELDS changes when the Card table gains a column, so an unchanged library is stored again with it.
    const contentHash = createHash("sha256").update(JSON.stringify([STORED_CARD_FIELDS, library.cards, library.texts])).digest("hex");
    const previous = await this.db.prisma.datasetImport.findUnique({ where: { dataset } });
    if (previous?.contentHash === contentHash) {
      return { outcome: "unchanged", cards: library.cards.length, texts: library.texts.length, warnings: library.warnings, ms: Date.now() - started };
    }
    progress(`importing card library (${library.cards.length} cards, ${library.texts.length} text versions)…`);
    const textsByCode = new Map<string, { text: string; effectiveFrom: string; source: string }[]>();
    for (const t of library.texts) {
      const list = textsByCode.get(t.code) ?? [];
      list.push({ text: t.text, effectiveFrom: t.effectiveFrom, source: t.source });
      textsByCode.set(t.code, list);
    }
    await this.cards.replaceLibrary(
      library.cards.map((c) => ({
        code: c.code, name: c.name, normalizedName: c.normalizedName, set: c.set, setName: c.setName, types: c.types,
        supertypes: c.supertypes, domains: c.domains, energy: c.energy, power: c.power, might: c.might, mightBonus: c.mightBonus ?? null, tags: c.tags,
        keywords: c.keywords, rarity: c.rarity, printings: c.printings, source: c.source, texts: textsByCode.get(c.code) ?? [],
      })),
    );
    const report = { ...library.report, warnings: library.warnings };
    await this.db.prisma.datasetImport.upsert({
      where: { dataset },
      create: { dataset, contentHash, report },
      update: { contentHash, report, importedAt: new Date() },
    });
    return { outcome: "imported", cards: library.cards.length, texts: library.texts.length, warnings: library.warnings, ms: Date.now() - started };
  }
}
