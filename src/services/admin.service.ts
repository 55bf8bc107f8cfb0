// Admin use cases: import one rules release listed in the data folder, or re-import the card library,
// while the service runs. Each runs under the import advisory lock, as imports at start do, so an
// admin import and an instance starting never import the same thing twice.
import type { Database } from "../db/client.js";
import { withAdvisoryLock } from "../db/migrate.js";
import { ApiError, badInput, ReleaseConflictError } from "../errors.js";
import { readReleaseIndex } from "../importers/rules/index.js";
import { IMPORT_LOCK_KEY, ImportService, type ImportOutcome } from "./import.service.js";
import type { CardsService } from "./cards.service.js";
import type { RulesService } from "./rules.service.js";

export interface ReleaseImportRecord {
  version: string;
  outcome: ImportOutcome;
  ruleCount: number;
  warningCount: number;
  ms: number;
}

export interface CardLibraryImportRecord {
  outcome: ImportOutcome;
  cards: number;
  texts: number;
  warningCount: number;
  ms: number;
}

export class AdminService {
  constructor(
    private readonly db: Database,
    private readonly dataDir: string,
    private readonly rules: RulesService,
    private readonly cards: CardsService,
  ) {}

  /** Imports the release `version` of rules/releases.json unless it is published already (then: unchanged). */
  async importRelease(version: string): Promise<ReleaseImportRecord> {
    const listed = readReleaseIndex(this.dataDir);
    const meta = listed.find((r) => r.version === version);
    if (!meta) {
      const versions = listed.map((r) => r.version);
      throw badInput("version", `"${version.slice(0, 100)}" is not listed in the data folder's rules/releases.json; listed: ${versions.join(", ")}`, { listed: versions });
    }
    try {
      const result = await this.underImportLock((importer) => importer.importRelease(this.dataDir, meta));
      if (result.outcome === "imported") this.rules.invalidate();
      return { version: result.version, outcome: result.outcome, ruleCount: result.ruleCount, warningCount: result.warnings.length, ms: result.ms };
    } catch (error) {
      if (error instanceof ReleaseConflictError) throw new ApiError("CONFLICT", error.message, { field: "version", version });
      throw error;
    }
  }

  /** Re-reads the card library; stores it when what the importer makes of it changed. */
  async importCards(): Promise<CardLibraryImportRecord> {
    const result = await this.underImportLock((importer) => importer.importCards(this.dataDir));
    if (!result) throw new ApiError("NOT_FOUND", "the data folder has no card library");
    if (result.outcome !== "unchanged") this.cards.libraryChanged();
    return { outcome: result.outcome, cards: result.cards, texts: result.texts, warningCount: result.warnings.length, ms: result.ms };
  }

  private underImportLock<T>(fn: (importer: ImportService) => Promise<T>): Promise<T> {
    return this.db.withSession((session) => withAdvisoryLock(session, IMPORT_LOCK_KEY, () => fn(new ImportService(this.db))));
  }
}
