// Bringing the database up at start: open it, apply migrations, import missing datasets. The HTTP
// server is already listening while this runs, so /healthz answers and /readyz says what it waits
// for. A database that is down or restarting is retried every `dbRetryMs` until it answers (no crash
// loop); any other failure (a broken migration, a conflicting release) is fatal.
import type { Config } from "./config.js";
import { openDatabase, type Database } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { describeDbError, isTransientDbError } from "./db/transient.js";
import type { Logger } from "./logger.js";
import { ImportService } from "./services/import.service.js";

export type StartupPhase = "connecting" | "migrating" | "importing" | "ready";

export interface StartupState {
  phase: StartupPhase;
  attempts: number;
  /** Why the last attempt failed, while retrying. */
  lastError: string | null;
}

export class DatabaseStartup {
  private state: StartupState = { phase: "connecting", attempts: 0, lastError: null };
  private stopped = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly config: Config,
    private readonly logger: Logger,
    private readonly migrationsDir: string,
  ) {}

  get status(): Readonly<StartupState> {
    return this.state;
  }

  /** Resolves with a migrated, imported database; retries while the database is unreachable. Call markReady() after. */
  async run(): Promise<Database> {
    let db: Database | null = null;
    for (;;) {
      this.state.attempts += 1;
      try {
        this.state.phase = "connecting";
        db ??= await openDatabase(this.config);
        this.state.phase = "migrating";
        const migrations = await migrate(db, this.migrationsDir);
        if (migrations.applied.length) this.logger.info({ applied: migrations.applied }, "migrations applied");
        if (this.config.importOnStart) {
          this.state.phase = "importing";
          await this.importAll(db);
        }
        this.state.lastError = null;
        return db;
      } catch (error) {
        if (!isTransientDbError(error) || this.stopped) {
          await db?.close().catch(() => undefined);
          throw error;
        }
        this.state.lastError = describeDbError(error);
        this.logger.error(
          { phase: this.state.phase, attempt: this.state.attempts, reason: this.state.lastError, retryInMs: this.config.dbRetryMs },
          "the database is unavailable; retrying",
        );
        await this.pause(this.config.dbRetryMs);
        if (this.stopped) {
          await db?.close().catch(() => undefined);
          throw new Error("stopped while waiting for the database");
        }
      }
    }
  }

  /** Called once the services over the database are wired: /graphql opens, /readyz checks the data. */
  markReady(): void {
    this.state = { phase: "ready", attempts: this.state.attempts, lastError: null };
  }

  /** Ends the retry loop (shutdown while the database is still down). */
  stop(): void {
    this.stopped = true;
    this.wake?.();
  }

  private pause(ms: number): Promise<void> {
    return new Promise((done) => {
      const timer = setTimeout(done, ms);
      this.wake = () => {
        clearTimeout(timer);
        done();
      };
    });
  }

  private async importAll(db: Database): Promise<void> {
    const summary = await new ImportService(db).importAll(this.config.dataDir, (message) => this.logger.info({}, message));
    for (const r of summary.releases) {
      this.logger.info({ version: r.version, outcome: r.outcome, rules: r.ruleCount, warnings: r.warnings.length, ms: r.ms }, "rules release");
    }
    if (summary.cards) {
      this.logger.info({ outcome: summary.cards.outcome, cards: summary.cards.cards, texts: summary.cards.texts, ms: summary.cards.ms }, "card library");
    }
  }
}
