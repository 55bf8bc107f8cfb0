// Applies the SQL migrations in prisma/migrations (Prisma's layout) at start, recording each one in
// `_prisma_migrations` the way `prisma migrate deploy` does. Several instances may start at once: the
// work runs under a PostgreSQL advisory lock, so each migration is applied exactly once.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Database, SqlSession } from "./client.js";

/** Arbitrary constant shared by every riftrules instance: the advisory lock for schema changes. */
export const MIGRATION_LOCK_KEY = 72_616_001;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: string[];
}

export function readMigrations(dir: string): Migration[] {
  if (!existsSync(dir)) throw new Error(`migrations folder not found: ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`;

export async function migrate(db: Database, migrationsDir: string): Promise<MigrationReport> {
  const migrations = readMigrations(migrationsDir);
  return db.withSession((session) => withAdvisoryLock(session, MIGRATION_LOCK_KEY, () => applyPending(session, migrations)));
}

/**
 * Runs fn holding a session-level advisory lock. Waits by polling pg_try_advisory_lock rather than
 * blocking in pg_advisory_lock: a blocked statement would hit statement_timeout while another
 * instance imports for longer than that.
 */
export async function withAdvisoryLock<T>(session: SqlSession, key: number, fn: () => Promise<T>, pollMs = 200): Promise<T> {
  for (;;) {
    const [{ locked }] = await session.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [key]);
    if (locked) break;
    await new Promise((done) => setTimeout(done, pollMs));
  }
  try {
    return await fn();
  } finally {
    await session.query("SELECT pg_advisory_unlock($1)", [key]);
  }
}

async function applyPending(session: SqlSession, migrations: Migration[]): Promise<MigrationReport> {
  const [{ schema }] = await session.query<{ schema: string | null }>("SELECT current_schema() AS schema");
  if (schema === null) {
    // search_path names a schema that does not exist yet (DATABASE_URL ?schema=…): create it.
    const [{ path }] = await session.query<{ path: string }>("SELECT current_setting('search_path') AS path");
    const first = path.split(",")[0].trim().replace(/^"|"$/g, "");
    await session.exec(`CREATE SCHEMA IF NOT EXISTS "${first.replace(/"/g, "")}"`);
  }
  await session.exec(CREATE_MIGRATIONS_TABLE);
  const rows = await session.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
    `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
  );
  const done = new Map(rows.map((row) => [row.migration_name, row]));
  const report: MigrationReport = { applied: [], alreadyApplied: [] };
  for (const migration of migrations) {
    const previous = done.get(migration.name);
    if (previous?.finished_at) {
      if (previous.checksum !== migration.checksum) {
        throw new Error(`migration ${migration.name} was edited after it was applied (checksum differs); add a new migration instead`);
      }
      report.alreadyApplied.push(migration.name);
      continue;
    }
    if (previous) {
      throw new Error(`migration ${migration.name} failed earlier and was not finished; resolve it by hand before starting again`);
    }
    const id = randomUUID();
    await session.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    try {
      await session.exec(`BEGIN;\n${migration.sql}\nCOMMIT;`);
    } catch (error) {
      await session.exec("ROLLBACK").catch(() => undefined);
      await session.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, String(error)]);
      throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`);
    }
    await session.query(
      `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
      [id],
    );
    report.applied.push(migration.name);
  }
  return report;
}
