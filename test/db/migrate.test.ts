import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { openDatabase } from "../../src/db/client.js";
import { migrate, readMigrations } from "../../src/db/migrate.js";
import { freshDatabase, MIGRATIONS_DIR, onPostgres, type TestDatabase } from "../helpers/db.js";

describe("migrations", () => {
  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.drop();
    t = undefined;
  });

  it("applies every migration once and records it the way Prisma does", async () => {
    t = await freshDatabase({ migrate: false });
    const first = await migrate(t.db, MIGRATIONS_DIR);
    expect(first.applied).toEqual(readMigrations(MIGRATIONS_DIR).map((m) => m.name));
    const second = await migrate(t.db, MIGRATIONS_DIR);
    expect(second.applied).toEqual([]);
    expect(second.alreadyApplied).toEqual(first.applied);
    const rows = await t.db.query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }>(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(first.applied);
    for (const row of rows) {
      expect(row.finished_at).not.toBeNull();
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it.runIf(onPostgres)("applies each migration exactly once when several instances start together", async () => {
    t = await freshDatabase({ migrate: false });
    const config = { ...loadConfig(), databaseUrl: t.url };
    const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase(config)));
    try {
      const reports = await Promise.all(instances.map((db) => migrate(db, MIGRATIONS_DIR)));
      const appliedCounts = reports.map((r) => r.applied.length);
      expect(appliedCounts.reduce((a, b) => a + b, 0)).toBe(readMigrations(MIGRATIONS_DIR).length);
      const [{ count }] = await t.db.query<{ count: string }>(`SELECT count(*)::text AS count FROM "_prisma_migrations"`);
      expect(Number(count)).toBe(readMigrations(MIGRATIONS_DIR).length);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
    }
  });

  it("refuses to change or delete a published release's rows, even by direct SQL", async () => {
    t = await freshDatabase();
    await t.db.query(
      `INSERT INTO "RulesRelease" (version, title, "effectiveFrom", source, format, "contentHash", "ruleCount", warnings, report)
       VALUES ('X', 'X', '2026-01-01', 's', 'f', 'h', 1, '{}', '{}')`,
    );
    await expect(t.db.query(`UPDATE "RulesRelease" SET title = 'changed'`)).rejects.toThrow(/immutable/);
    await expect(t.db.query(`DELETE FROM "RulesRelease"`)).rejects.toThrow(/immutable/);
    const [{ title }] = await t.db.query<{ title: string }>(`SELECT title FROM "RulesRelease"`);
    expect(title).toBe("X");
  });
});
