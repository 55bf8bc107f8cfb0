// resolveChain under pressure, on a database of its own: a full engine pool refuses at once with a
// retryable 503 (no unbounded queue), a task past its deadline is stopped with TIMEOUT and the pool
// takes work again, and a stored resolution reads the same after a later import has added releases
// and rewritten the card library.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { openDatabase } from "../../src/db/client.js";
import { heavyChain, RESOLUTION_FIELDS, RESOLVE, typicalChain } from "../helpers/chains.js";
import { dataSubset, type DataSubset } from "../helpers/data-subset.js";
import { dropSchema, freshSchema, getJson, gqlTo, onPostgres, spawnServer, waitReady, type GqlAnswer, type Spawned } from "../helpers/fault-server.js";

describe("resolveChain under pressure, and its permalinks", () => {
  let database: Record<string, string>;
  let cleanup: () => Promise<void>;
  let subset: DataSubset;
  let server: Spawned | undefined;
  let stored: { id: string; answer: any; row: string };

  const stop = async () => {
    await server?.stop();
    server = undefined;
  };
  const start = async (env: Record<string, string>) => {
    await stop(); // one server at a time, also when an earlier test failed before stopping its own
    server = await spawnServer({ ...database, ...env });
    await waitReady(server, 180_000);
    return server;
  };
  /** The stored row as the database holds it, read while no server runs (PGlite has one user at a time). */
  const storedRow = async (id: string) => {
    const db = await openDatabase({ ...loadConfig(), databaseUrl: database.DATABASE_URL, dbDir: database.RIFTRULES_DB_DIR ?? ":memory:" });
    try {
      const [row] = await db.query<{ digest: string }>(
        `SELECT md5(concat_ws('|', r.id, r."releaseVersion", r."createdAt"::text, r.request::text, r.result::text, a.hash, a."createdAt"::text, a.result::text)) AS digest
           FROM "Resolution" r LEFT JOIN "ResolutionAnswer" a ON a.hash = r."answerHash" WHERE r.id = $1`,
        [id],
      );
      return row.digest;
    } finally {
      await db.close();
    }
  };

  beforeAll(() => {
    subset = dataSubset({ releases: ["RUP4"], errata: false });
    if (onPostgres) {
      const { schema, url } = freshSchema("rr_resolve");
      database = { DATABASE_URL: url };
      cleanup = () => dropSchema(schema);
    } else {
      const dir = mkdtempSync(join(tmpdir(), "riftrules-resolve-db-"));
      database = { RIFTRULES_DB_DIR: join(dir, "pglite") };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await stop();
    await cleanup?.();
    subset?.remove();
  });

  it("a full engine pool answers at once with 503 SERVICE_UNAVAILABLE and Retry-After instead of queueing", async () => {
    const s = await start({ RIFTRULES_DATA_DIR: subset.dir, ENGINE_POOL_SIZE: "1", ENGINE_QUEUE_LIMIT: "0", ENGINE_DEADLINE_MS: "60000" });
    const first = await gqlTo(s.url, RESOLVE, { input: typicalChain() });
    expect(first.errors).toBeUndefined();
    expect(first.data.resolveChain.status).toBe("COMPLETE");
    stored = { id: first.data.resolveChain.id, answer: first.data.resolveChain, row: "" };

    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => gqlTo(s.url, RESOLVE, { input: heavyChain(undefined, i) })));
    const busy = answers.filter((a) => a.errors?.[0].extensions?.code === "SERVICE_UNAVAILABLE");
    const done = answers.filter((a) => !a.errors);
    expect(busy.length + done.length).toBe(answers.length);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const refused of busy) {
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("1");
      expect(refused.errors?.[0].message).toMatch(/busy/);
      expect(refused.errors?.[0].extensions?.reason).toBe("BUSY");
    }
    expect(Math.max(...busy.map((a) => a.ms))).toBeLessThan(Math.max(...done.map((a) => a.ms)));
    const metrics = await (await fetch(`${s.base}/metrics`)).text();
    expect(Number(/riftrules_resolve_chain_total\{outcome="busy"\} (\d+)/.exec(metrics)?.[1])).toBe(busy.length);
    expect(metrics).toMatch(/riftrules_resolve_chain_steps_count \d+/);
    await stop();
  });

  it("a task past the wall-clock deadline is stopped with TIMEOUT; the pool takes the next task", async () => {
    const s = await start({ RIFTRULES_DATA_DIR: subset.dir, ENGINE_POOL_SIZE: "1", ENGINE_DEADLINE_MS: "1" });
    const answers: GqlAnswer[] = [];
    for (let i = 0; i < 2; i++) answers.push(await gqlTo(s.url, RESOLVE, { input: heavyChain() }));
    for (const a of answers) {
      expect(a.data).toBeNull();
      expect(a.errors?.[0].extensions).toMatchObject({ code: "TIMEOUT", deadlineMs: 1 });
      expect(a.errors?.[0].message).toMatch(/did not finish within 1 ms/);
    }
    expect((await getJson(`${s.base}/healthz`)).status).toBe(200);
    const rule = await gqlTo(s.url, `{ rulesReleases { version } }`);
    expect(rule.data.rulesReleases).toEqual([{ version: "RUP4" }]);
    const metrics = await (await fetch(`${s.base}/metrics`)).text();
    expect(metrics).toMatch(/riftrules_resolve_chain_total\{outcome="timeout"\} 2/);
    expect(metrics).toMatch(/riftrules_engine_pool_tasks\{state="running"\} 0/);
    await stop();
  });

  it("a stored resolution is never changed by a later import", async () => {
    stored.row = await storedRow(stored.id);
    // one more release, and the card library with its errata: a new release, rewritten card texts
    const later = dataSubset({ releases: ["2025-06-02", "RUP4"] });
    try {
      const s = await start({ RIFTRULES_DATA_DIR: later.dir });
      const imported = s.lines().filter((l) => (l.msg === "rules release" || l.msg === "card library") && l.outcome === "imported");
      expect(imported.filter((l) => l.msg === "rules release").map((l) => l.version)).toEqual(["2025-06-02"]);
      expect(imported.some((l) => l.msg === "card library")).toBe(true);

      const again = await gqlTo(s.url, `query($id: ID!) { resolution(id: $id) { ${RESOLUTION_FIELDS} } }`, { id: stored.id });
      expect(again.errors).toBeUndefined();
      expect(again.data.resolution).toEqual(stored.answer);
    } finally {
      await stop();
      later.remove();
    }
    expect(await storedRow(stored.id)).toBe(stored.row);
  });
});
