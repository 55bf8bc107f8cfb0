// DATABASE_REPLICA_URLS end to end, through the GraphQL API over HTTP. Instance A serves on the primary
// alone and migrates and imports it; two copies of the primary then stand for replicas and are made to
// differ from it (and from each other) on purpose: a card's name and a rule's text carry the replica's
// name, a stored resolution's summary too, and one release is missing from both, as on a replica that
// lags. Instance B serves with both replicas, so each answer shows which database gave it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOLVE, typicalChain } from "../helpers/chains.js";
import { dataSubset, type DataSubset } from "../helpers/data-subset.js";
import { getJson, gqlTo, onPostgres, spawnServer, waitFor, waitReady, type Spawned } from "../helpers/fault-server.js";
import { copySchema, dropSchema, freshSchema, pgClient } from "../helpers/pg-schema.js";
import { freePort } from "../helpers/ports.js";

const RULE = "359.3.e.5";
const REPLICAS = ["replica one", "replica two"];

describe("DATABASE_REPLICA_URLS without a PostgreSQL DATABASE_URL", () => {
  it("stops the server at start with a configuration error", async () => {
    const server = await spawnServer({ DATABASE_REPLICA_URLS: "postgresql://postgres@127.0.0.1:5432/test" });
    try {
      // the process exits; its last line may reach the log file a moment later
      await waitFor("the server to exit and log why", async () => !server.alive() && server.lines().some((l) => l.level === "error"), 30_000);
      expect(server.child.exitCode).toBe(1);
      const errors = server.lines().filter((l) => l.level === "error");
      expect(errors).toHaveLength(1);
      expect(errors[0].msg).toBe("riftrules could not start: configuration error");
      expect(errors[0].err).toMatch(/DATABASE_REPLICA_URLS is set but DATABASE_URL is not/);
    } finally {
      await server.stop();
    }
  });
});

describe.runIf(onPostgres)("reads on read replicas, writes on the primary, over HTTP", () => {
  let data: DataSubset;
  let primary: { schema: string; url: string };
  const replicas: { schema: string; url: string }[] = [];
  let a: Spawned;
  let b: Spawned;
  /** Stored through A before the replicas were copied: on every database, each with its own summary. */
  let copied: string;

  async function sql<T extends Record<string, any>>(schema: string, text: string, params: unknown[] = []): Promise<T[]> {
    const client = await pgClient(schema);
    try {
      return (await client.query<T>(text, params)).rows;
    } finally {
      await client.end();
    }
  }
  async function resolveOn(server: Spawned): Promise<{ id: string; summary: string }> {
    const answer = await gqlTo(server.url, RESOLVE, { input: typicalChain() });
    expect(answer.errors).toBeUndefined();
    return answer.data.resolveChain;
  }
  const has = async (schema: string, id: string) => (await sql(schema, `SELECT 1 FROM "Resolution" WHERE id = $1`, [id])).length === 1;

  beforeAll(async () => {
    data = dataSubset({ releases: ["RUP4", "v1.3"] });
    primary = freshSchema("rr_primary");
    a = await spawnServer({ DATABASE_URL: primary.url, RIFTRULES_DATA_DIR: data.dir });
    await waitReady(a);
    copied = (await resolveOn(a)).id;
    for (const name of REPLICAS) {
      const replica = freshSchema("rr_replica");
      replicas.push(replica);
      await copySchema(primary.schema, replica.schema);
      const [{ id: v13 }] = await sql<{ id: number }>(replica.schema, `SELECT id FROM "RulesRelease" WHERE version = 'v1.3'`);
      await sql(replica.schema, `UPDATE "Card" SET name = $1 WHERE code = 'OGN-024'`, [name]);
      await sql(replica.schema, `UPDATE "Rule" SET text = $1 WHERE number = $2 AND "releaseId" = (SELECT id FROM "RulesRelease" WHERE version = 'RUP4')`, [`zqxw ${name}`, RULE]);
      await sql(replica.schema, `UPDATE "ResolutionAnswer" SET result = jsonb_set(result::jsonb, '{summary}', to_jsonb($1::text))::json WHERE hash = (SELECT "answerHash" FROM "Resolution" WHERE id = $2)`, [name, copied]);
      // lagging behind the primary: v1.3 not there yet, and an older card library
      await sql(replica.schema, `DELETE FROM "Rule" WHERE "releaseId" = $1`, [v13]);
      await sql(replica.schema, `DELETE FROM "RulesRelease" WHERE id = $1`, [v13]);
      await sql(replica.schema, `UPDATE "DatasetImport" SET "contentHash" = 'older'`);
    }
    // the hot-read cache off (HOT_CACHE_MB=0): every read reaches a database, so where it went shows
    b = await spawnServer({ DATABASE_URL: primary.url, DATABASE_REPLICA_URLS: replicas.map((r) => r.url).join(","), RIFTRULES_DATA_DIR: data.dir, HOT_CACHE_MB: "0" });
    await waitReady(b);
  });
  afterAll(async () => {
    await Promise.all([a, b].map((s) => s?.stop()));
    for (const schema of [primary, ...replicas]) if (schema) await dropSchema(schema.schema);
    data?.remove();
  });

  it("starts on what the primary holds: imports found everything published there, nothing was imported again", () => {
    const lines = b.lines();
    expect(lines.filter((l) => l.msg === "rules release").map((l) => [l.version, l.outcome]).sort()).toEqual([
      ["RUP4", "unchanged"],
      ["v1.3", "unchanged"],
    ]);
    expect(lines.filter((l) => l.msg === "card library").map((l) => l.outcome)).toEqual(["unchanged"]);
    expect(lines.find((l) => l.msg === "database ready")?.replicas).toEqual(replicas.map((r, i) => expect.stringMatching(new RegExp(`^replica ${i + 1} \\(.*${r.schema}\\)$`))));
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
  });

  it("answers card, rule, search and resolution reads from the replicas, in turn", async () => {
    const names = [];
    for (let i = 0; i < 4; i += 1) names.push((await gqlTo(b.url, `{ card(code: "OGN-024") { name } }`)).data.card.name);
    expect(new Set(names)).toEqual(new Set(REPLICAS));
    expect(names[1]).not.toBe(names[0]);
    expect([names[2], names[3]]).toEqual([names[0], names[1]]);

    const rule = await gqlTo(b.url, `{ rule(number: "${RULE}", version: "RUP4") { text } }`);
    expect(rule.data.rule.text).toMatch(/^zqxw replica (one|two)$/);

    const search = await gqlTo(b.url, `{ searchRules(text: "zqxw", version: "RUP4") { totalCount edges { node { number text } snippet } } }`);
    expect(search.data.searchRules.totalCount).toBe(1);
    expect(search.data.searchRules.edges[0].node).toEqual({ number: RULE, text: expect.stringMatching(/^zqxw replica (one|two)$/) });
    expect(search.data.searchRules.edges[0].snippet).toMatch(/^<mark>zqxw<\/mark> replica/);
    // the primary has no such text: the same search there finds nothing
    expect((await gqlTo(a.url, `{ searchRules(text: "zqxw", version: "RUP4") { totalCount } }`)).data.searchRules.totalCount).toBe(0);

    const summaries = new Set();
    for (let i = 0; i < 2; i += 1) summaries.add((await gqlTo(b.url, `{ resolution(id: "${copied}") { summary } }`)).data.resolution.summary);
    expect(summaries).toEqual(new Set(REPLICAS));
  });

  it("asks the primary what a lagging replica does not have yet: a release's rules, a resolution stored through another instance", async () => {
    const [{ text }] = await sql<{ text: string }>(primary.schema, `SELECT r.text FROM "Rule" r JOIN "RulesRelease" rr ON rr.id = r."releaseId" WHERE rr.version = 'v1.3' AND r.number = $1`, [RULE]);
    const rule = await gqlTo(b.url, `{ rule(number: "${RULE}", version: "v1.3") { text } }`);
    expect(rule.errors).toBeUndefined();
    expect(rule.data.rule.text).toBe(text);

    const stored = await resolveOn(a);
    expect(await Promise.all(replicas.map((r) => has(r.schema, stored.id)))).toEqual([false, false]);
    const read = await gqlTo(b.url, `{ resolution(id: "${stored.id}") { id summary } }`);
    expect(read.data.resolution).toEqual({ id: stored.id, summary: stored.summary });
  });

  it("writes a resolution on the primary only, and reads it back at once", async () => {
    const written = await resolveOn(b);
    expect(await has(primary.schema, written.id)).toBe(true);
    expect(await Promise.all(replicas.map((r) => has(r.schema, written.id)))).toEqual([false, false]);
    expect((await gqlTo(b.url, `{ resolution(id: "${written.id}") { summary } }`)).data.resolution.summary).toBe(written.summary);
  });

  it("reports each replica in /readyz and counts reads by who answered in /metrics", async () => {
    const ready = await getJson(`${b.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: "ready", releases: 2 });
    expect(ready.body.replicas).toEqual(
      replicas.map((r, i) => ({ replica: expect.stringMatching(new RegExp(`^replica ${i + 1} \\(.*${r.schema}\\)$`)), reachable: true, resting: false, releases: 1, cards: ready.body.cards })),
    );
    const metrics = await (await fetch(`${b.base}/metrics`)).text();
    const count = (labels: string) => Number(new RegExp(`riftrules_db_reads_total\\{${labels}\\} (\\d+)`).exec(metrics)?.[1] ?? 0);
    expect(count(`answered_by="replica",reason="routed"`)).toBeGreaterThan(0);
    expect(count(`answered_by="primary",reason="missing"`)).toBeGreaterThan(0);
  });

  it("keeps answering when a replica cannot be reached, and says so in /readyz", async () => {
    const closed = new URL(replicas[0].url);
    closed.port = String(await freePort()); // nothing listens there
    const c = await spawnServer({ DATABASE_URL: primary.url, DATABASE_REPLICA_URLS: `${closed},${replicas[0].url}`, RIFTRULES_DATA_DIR: data.dir });
    try {
      await waitReady(c);
      for (let i = 0; i < 3; i += 1) {
        const answer = await gqlTo(c.url, `{ card(code: "OGN-024") { code } resolution(id: "${copied}") { id } }`);
        expect(answer.errors).toBeUndefined();
        expect(answer.data).toEqual({ card: { code: "OGN-024" }, resolution: { id: copied } });
      }
      const ready = await getJson(`${c.base}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.body.replicas.map((r: { reachable: boolean; resting: boolean }) => [r.reachable, r.resting])).toEqual([
        [false, true],
        [true, false],
      ]);
      expect(ready.body.replicas[0].error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await c.stop();
    }
  });
});
