// Several instances starting together against one fresh PostgreSQL schema: every one becomes ready,
// each migration is applied once (one row each in _prisma_migrations) and each dataset is imported
// once (one RulesRelease per version, one DatasetImport), by whichever instance got the lock first.
import { readdirSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataSubset, type DataSubset } from "../helpers/data-subset.js";
import { dropSchema, freshSchema, gqlTo, onPostgres, pgClient, spawnServer, waitReady, type Spawned } from "../helpers/fault-server.js";

const INSTANCES = 4;
const RELEASES = ["v1.3", "RUP4"];
const MIGRATIONS = resolve(__dirname, "..", "..", "prisma", "migrations");

describe.runIf(onPostgres)(`${INSTANCES} instances starting together on one database`, () => {
  let servers: Spawned[] = [];
  let schema: string;
  let data: DataSubset;

  beforeAll(async () => {
    const fresh = freshSchema("rr_together");
    schema = fresh.schema;
    data = dataSubset({ releases: RELEASES });
    servers = await Promise.all(
      Array.from({ length: INSTANCES }, () => spawnServer({ DATABASE_URL: fresh.url, RIFTRULES_DATA_DIR: data.dir, DB_STATEMENT_TIMEOUT_MS: "2000" })),
    );
    await Promise.all(servers.map((s) => waitReady(s, 120_000)));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    if (schema) await dropSchema(schema);
    data?.remove();
  });

  it("every instance is up and serving", async () => {
    for (const s of servers) {
      expect(s.alive()).toBe(true);
      const answer = await gqlTo(s.url, `{ rulesReleases { version } }`);
      expect(answer.data.rulesReleases.map((r: { version: string }) => r.version).sort()).toEqual([...RELEASES].sort());
    }
  });

  it("applied each migration exactly once", async () => {
    const folders = readdirSync(MIGRATIONS).filter((f) => existsSync(join(MIGRATIONS, f, "migration.sql")));
    const client = await pgClient(schema);
    const { rows } = await client.query(`SELECT migration_name, finished_at FROM "_prisma_migrations" ORDER BY migration_name`);
    await client.end();
    expect(rows.map((r) => r.migration_name)).toEqual(folders.sort());
    expect(rows.every((r) => r.finished_at !== null)).toBe(true);
    const appliedBy = servers.filter((s) => s.lines().some((l) => l.msg === "migrations applied"));
    expect(appliedBy).toHaveLength(1);
  });

  it("imported each release and the card library exactly once", async () => {
    const client = await pgClient(schema);
    const releases = (await client.query(`SELECT version, count(*)::int AS n FROM "RulesRelease" GROUP BY version ORDER BY version`)).rows;
    const imports = (await client.query(`SELECT dataset FROM "DatasetImport"`)).rows;
    await client.end();
    expect(releases).toEqual([...RELEASES].sort().map((version) => ({ version, n: 1 })));
    expect(imports).toEqual([{ dataset: "cards" }]);

    const lines = servers.flatMap((s) => s.lines());
    for (const version of RELEASES) {
      const importedBy = servers.filter((s) => s.lines().some((l) => l.msg === "rules release" && l.version === version && l.outcome === "imported"));
      expect(importedBy, version).toHaveLength(1);
    }
    expect(lines.filter((l) => l.msg === "card library" && l.outcome === "imported")).toHaveLength(1);
    expect(lines.filter((l) => l.msg === "card library" && l.outcome === "unchanged")).toHaveLength(INSTANCES - 1);
    // the waiting instances waited past the 2 s statement timeout without failing (the lock is polled, not awaited in SQL)
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
  });
});
