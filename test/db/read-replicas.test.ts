// Read routing with DATABASE_REPLICA_URLS, at the repository level: three migrated schemas of the
// test PostgreSQL stand for a primary and two replicas, each holding its own version of the same rows,
// so every answer says which database gave it. Configuration checks run everywhere; the rest on
// PostgreSQL only.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { openDatabase, type Database, type ReadEvent } from "../../src/db/client.js";
import { ResolutionsRepository } from "../../src/db/repositories/resolutions.repository.js";
import type { ResolutionRecord } from "../../src/domain/resolutions.js";
import { freshDatabase, onPostgres, type TestDatabase } from "../helpers/db.js";
import { freePort } from "../helpers/ports.js";

describe("DATABASE_REPLICA_URLS configuration", () => {
  it("is a list of PostgreSQL URLs beside a PostgreSQL DATABASE_URL", () => {
    const config = loadConfig({ DATABASE_URL: "postgresql://p@primary/db", DATABASE_REPLICA_URLS: " postgresql://r@one/db , postgres://r@two/db?schema=s ," });
    expect(config.replicaUrls).toEqual(["postgresql://r@one/db", "postgres://r@two/db?schema=s"]);
    expect(loadConfig({ DATABASE_URL: "postgresql://p@primary/db" }).replicaUrls).toEqual([]);
  });

  it("is a configuration error without DATABASE_URL (PGlite has no replicas)", () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: "postgresql://r@one/db" })).toThrow(/DATABASE_REPLICA_URLS is set but DATABASE_URL is not/);
  });

  it("names the entry that is not a PostgreSQL URL", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgresql://p@primary/db", DATABASE_REPLICA_URLS: "postgresql://r@one/db,mysql://r@two/db" })).toThrow(
      /DATABASE_REPLICA_URLS entry 2 must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
  });
});

describe.runIf(onPostgres)("reads on replicas, writes on the primary", () => {
  const schemas: TestDatabase[] = [];
  let primary: TestDatabase;
  let one: TestDatabase;
  let two: TestDatabase;

  /** A stored resolution whose summary names the database holding it. */
  async function store(t: TestDatabase, id: string, where: string): Promise<void> {
    await t.db.query(`INSERT INTO "Resolution" (id, "releaseVersion", request, result) VALUES ($1, 'RUP4', '{}'::jsonb, $2::jsonb)`, [id, JSON.stringify({ summary: where })]);
  }
  async function has(t: TestDatabase, id: string): Promise<boolean> {
    return (await t.db.query(`SELECT 1 FROM "Resolution" WHERE id = $1`, [id])).length === 1;
  }
  async function routed(replicaUrls: string[], statementTimeoutMs = 15_000): Promise<{ db: Database; events: ReadEvent[] }> {
    const db = await openDatabase({ ...loadConfig(), databaseUrl: primary.url, replicaUrls, dbRetryMs: 60_000, statementTimeoutMs });
    const events: ReadEvent[] = [];
    db.observeReads((event) => events.push(event));
    return { db, events };
  }

  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) schemas.push(await freshDatabase());
    [primary, one, two] = schemas;
  });
  afterAll(async () => {
    for (const t of schemas) await t.drop();
  });

  it("sends reads to the replicas in turn, and a write to the primary only", async () => {
    const id = randomUUID();
    await store(primary, id, "primary");
    await store(one, id, "replica one");
    await store(two, id, "replica two");
    const { db, events } = await routed([one.url!, two.url!]);
    try {
      const repo = new ResolutionsRepository(db);
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push((await repo.find(id))?.summary);
      expect(answers).toEqual(["replica one", "replica two", "replica one", "replica two"]);
      expect(events).toEqual(Array(4).fill({ answeredBy: "replica" }));

      const written = randomUUID();
      const record: ResolutionRecord = {
        id: written, releaseVersion: "RUP4", asOf: "2026-08-01", createdAt: new Date().toISOString(), status: "COMPLETE", pendingChoice: null,
        steps: [], finalBoard: { players: [], objects: [] }, summary: "new", unsupported: [],
      };
      await repo.insert(record, {}, `question ${written}`);
      expect([await has(primary, written), await has(one, written), await has(two, written)]).toEqual([true, false, false]);
    } finally {
      await db.close();
    }
  });

  it("asks the primary when the replica does not have the row yet", async () => {
    const id = randomUUID();
    await store(primary, id, "primary");
    const { db, events } = await routed([one.url!, two.url!]);
    try {
      const repo = new ResolutionsRepository(db);
      expect((await repo.find(id))?.summary).toBe("primary");
      expect(await repo.findRequest(id)).toEqual({});
      expect(await repo.find(randomUUID())).toBeNull();
      expect(events).toEqual(Array(3).fill({ answeredBy: "primary", reason: "missing" }));
    } finally {
      await db.close();
    }
  });

  it("reads on the primary through primaryOnly(), as imports do", async () => {
    const id = randomUUID();
    await store(primary, id, "primary");
    await store(one, id, "replica one");
    const { db } = await routed([one.url!]);
    try {
      expect((await new ResolutionsRepository(db.primaryOnly()).find(id))?.summary).toBe("primary");
      expect((await new ResolutionsRepository(db).find(id))?.summary).toBe("replica one");
    } finally {
      await db.close();
    }
  });

  it("skips a replica that cannot be reached and reads on the others, the primary if none is left", async () => {
    const id = randomUUID();
    await store(primary, id, "primary");
    await store(one, id, "replica one");
    const closed = new URL(one.url!);
    closed.port = String(await freePort()); // nothing listens there
    const { db, events } = await routed([closed.toString(), one.url!]);
    try {
      const repo = new ResolutionsRepository(db);
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push((await repo.find(id))?.summary);
      // the first read met the closed port and went to the primary; from then on the dead replica rests
      expect(answers).toEqual(["primary", "replica one", "replica one", "replica one"]);
      expect(events[0]).toEqual({ answeredBy: "primary", reason: "unavailable" });
      expect(db.replicas().map((r) => r.resting)).toEqual([true, false]);
    } finally {
      await db.close();
    }
    const alone = await routed([closed.toString()]);
    try {
      const repo = new ResolutionsRepository(alone.db);
      expect((await repo.find(id))?.summary).toBe("primary");
      expect((await repo.find(id))?.summary).toBe("primary");
      expect(alone.events).toEqual(Array(2).fill({ answeredBy: "primary", reason: "unavailable" }));
    } finally {
      await alone.db.close();
    }
  });

  it("gives replica pools the primary's statement timeout; a read that times out on a replica fails, it is not run again on the primary", async () => {
    const { db, events } = await routed([one.url!], 300);
    try {
      const read = db.read((from) => from.query(`SELECT pg_sleep(2), current_schema() AS schema`));
      await expect(read).rejects.toThrow(/statement timeout/);
      expect(events).toEqual([]);
      expect(await db.read((from) => from.query<{ schema: string }>(`SELECT current_schema() AS schema`))).toEqual([{ schema: one.schema }]);
    } finally {
      await db.close();
    }
  });
});
