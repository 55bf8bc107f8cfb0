// Opens a fresh, migrated database for a test: in-memory PGlite, or — when DATABASE_URL is set — a
// PostgreSQL schema of its own (dropped afterwards), so tests never disturb each other's rows.
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { loadConfig, PROJECT_ROOT } from "../../src/config.js";
import { openDatabase, type Database } from "../../src/db/client.js";
import { migrate } from "../../src/db/migrate.js";

export const MIGRATIONS_DIR = resolve(PROJECT_ROOT, "prisma", "migrations");

export const onPostgres = Boolean(process.env.DATABASE_URL);

export interface TestDatabase {
  db: Database;
  schema: string | undefined;
  /** A DATABASE_URL that reaches the same schema (PostgreSQL only). */
  url: string | undefined;
  drop(): Promise<void>;
}

export async function freshDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const base = loadConfig();
  let url: string | undefined;
  let schema: string | undefined;
  if (base.databaseUrl) {
    schema = `t_${randomBytes(5).toString("hex")}`;
    const parsed = new URL(base.databaseUrl);
    parsed.searchParams.set("schema", schema);
    url = parsed.toString();
  }
  const db = await openDatabase({ ...base, databaseUrl: url, dbDir: ":memory:" });
  if (options.migrate !== false) await migrate(db, MIGRATIONS_DIR);
  return {
    db,
    schema,
    url,
    async drop() {
      if (schema) await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await db.close();
    },
  };
}
