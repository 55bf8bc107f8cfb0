// Three instances against one PostgreSQL and one Redis, behind a small round-robin balancer that
// behaves like deploy/nginx.conf: migrations and imports happen once; a resolution written through one
// instance is read through the others (from the shared hot-read cache and from the database); a rate
// limit spent on one instance holds on all; and an instance killed mid-load costs the clients no error
// and no resolution. PostgreSQL only (DATABASE_URL); Redis at 127.0.0.1:6379 (.ci/run starts it).
import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApiKey } from "../helpers/api-keys.js";
import { Balancer } from "../helpers/balancer.js";
import { dataSubset, type DataSubset } from "../helpers/data-subset.js";
import { dropSchema, freshSchema, onPostgres, pgClient, spawnServer, waitFor, waitReady, type Spawned } from "../helpers/fault-server.js";
import { DATA_DIR } from "../helpers/paths.js";
import { RESOLUTION, RESOLVE, RUP4_DATE, type Resolution } from "../helpers/scenario-http.js";

const REDIS_URL = process.env.RIFTRULES_TEST_REDIS_URL ?? "redis://127.0.0.1:6379/0";
const MIGRATIONS = resolve(__dirname, "..", "..", "prisma", "migrations");
/** Rate-limit points per client: three of the chains below (a resolveChain asking for every field costs 605) */
const BURST = 2_000;
const ADMIN_TOKEN = "three-instances-admin";

interface Answer { status: number; body: { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] }; headers: Headers }

async function post(url: string, query: string, variables: Record<string, unknown> = {}, apiKey = testApiKey()): Promise<Answer> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "x-api-key": apiKey }, body: JSON.stringify({ query, variables }) });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** A two-item chain on a board whose target's Might is `might` (distinct boards are distinct questions), with `bystanders` more units. */
function input(might: number, bystanders = 0) {
  return {
    asOf: RUP4_DATE,
    board: {
      turnPlayer: "p1",
      players: [{ id: "p1", handSize: 3, deckSize: 20 }, { id: "p2", handSize: 3, deckSize: 20 }],
      battlefields: [{ id: "bf1" }, { id: "bf2" }],
      objects: [
        { id: "u", owner: "p2", type: "unit", might, location: "BATTLEFIELD", battlefield: "bf1" },
        ...Array.from({ length: bystanders }, (_, i) => ({ id: `b${i}`, owner: i % 2 ? "p1" : "p2", type: "unit", might: 2, location: "BATTLEFIELD", battlefield: "bf2" })),
      ],
    },
    chain: [
      { id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] },
      { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
    ],
  };
}

function metric(text: string, name: string, labels: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && labels.split(",").every((kv) => l.includes(kv)));
  return line ? Number(line.split(" ").pop()) : 0;
}

describe.runIf(onPostgres)("three instances behind a balancer, one PostgreSQL, one Redis", () => {
  let servers: Spawned[] = [];
  let schema: string;
  let data: DataSubset;
  let balancer: Balancer;
  let front: string;

  beforeAll(async () => {
    const fresh = freshSchema("rr_three");
    schema = fresh.schema;
    data = dataSubset({ releases: ["RUP4"] });
    const env = { DATABASE_URL: fresh.url, RIFTRULES_DATA_DIR: data.dir, REDIS_URL, RATE_LIMIT_BURST: String(BURST), RATE_LIMIT_POINTS_PER_SECOND: "1", ENGINE_POOL_SIZE: "1", ADMIN_TOKEN };
    servers = await Promise.all([0, 1, 2].map(() => spawnServer(env)));
    await Promise.all(servers.map((s) => waitReady(s, 120_000)));
    balancer = new Balancer(servers.map((s) => ({ host: "127.0.0.1", port: s.port })), 5_000);
    front = `${await balancer.start()}/graphql`;
  }, 180_000);
  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    if (schema) await dropSchema(schema);
    data?.remove();
  });

  it("applied each migration and imported each dataset once, whichever instance got there first", async () => {
    const folders = readdirSync(MIGRATIONS).filter((f) => existsSync(join(MIGRATIONS, f, "migration.sql"))).sort();
    const client = await pgClient(schema);
    const migrations = (await client.query(`SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name`)).rows.map((r) => r.migration_name);
    const releases = (await client.query(`SELECT version FROM "RulesRelease"`)).rows.map((r) => r.version);
    await client.end();
    expect(migrations).toEqual(folders);
    expect(releases).toEqual(["RUP4"]);
    expect(servers.filter((s) => s.lines().some((l) => l.msg === "migrations applied"))).toHaveLength(1);
    expect(servers.flatMap((s) => s.lines()).filter((l) => l.msg === "card library" && l.outcome === "imported")).toHaveLength(1);
  });

  it("reads a resolution written through one instance through each of the others, from the database and then from the shared cache", async () => {
    const written = await post(servers[0].url, RESOLVE, { input: input(3) });
    expect(written.status).toBe(200);
    const answer = written.body.data.resolveChain as Resolution;
    const redis = new Redis(REDIS_URL);
    try {
      // a new resolution is kept under its id in the instance that made it, not written to Redis on every resolveChain
      expect(await redis.exists(`riftrules:hot:resolution:${answer.id}`)).toBe(0);
      // the second instance finds it in the database and leaves it in Redis for every instance
      const second = await post(servers[1].url, RESOLUTION, { id: answer.id });
      expect(second.body.data.resolution).toEqual(answer);
      const metrics = await (await fetch(`${servers[1].base}/metrics`)).text();
      expect(metric(metrics, "riftrules_cache_lookups_total", 'kind="resolution",result="miss",store="redis"'), servers[1].base).toBeGreaterThanOrEqual(1);
      expect(await redis.exists(`riftrules:hot:resolution:${answer.id}`)).toBe(1);
    } finally {
      redis.disconnect();
    }
    // the third finds the whole answer the second gave in Redis
    const third = await post(servers[2].url, RESOLUTION, { id: answer.id });
    expect(third.body.data.resolution).toEqual(answer);
    const thirdMetrics = await (await fetch(`${servers[2].base}/metrics`)).text();
    expect(metric(thirdMetrics, "riftrules_cache_lookups_total", 'kind="response",result="hit",store="redis"'), servers[2].base).toBeGreaterThanOrEqual(1);
    const client = await pgClient(schema);
    const row = (await client.query(`SELECT "releaseVersion" FROM "Resolution" WHERE id = $1`, [answer.id])).rows;
    await client.end();
    expect(row).toEqual([{ releaseVersion: "RUP4" }]);

    // the same question through another instance: its own resolution, sharing the stored answer. This one (two
    // items, one unit) is cheaper to compute again than to fetch: the other instance computes it, Redis not asked.
    const memoLookups = async (s: Spawned) => {
      const text = await (await fetch(`${s.base}/metrics`)).text();
      return ["hit", "miss"].map((result) => metric(text, "riftrules_cache_lookups_total", `kind="resolution-memo",result="${result}",store="redis"`));
    };
    const lookupsBefore = await memoLookups(servers[1]);
    const again = await post(servers[1].url, RESOLVE, { input: input(3) });
    const second = again.body.data.resolveChain as Resolution;
    expect(second.id).not.toBe(answer.id);
    expect({ ...second, id: answer.id, createdAt: answer.createdAt }).toEqual(answer);
    expect(await memoLookups(servers[1])).toEqual(lookupsBefore);
    await expectOneStoredAnswer(answer.id, second.id);

    // on a board past the cheap size (60 more units), the answer is computed once for all, shared through Redis
    const large = input(3, 60);
    const computed = (await post(servers[0].url, RESOLVE, { input: large })).body.data.resolveChain as Resolution;
    const [hitsBefore] = await memoLookups(servers[2]);
    const replayed = (await post(servers[2].url, RESOLVE, { input: large })).body.data.resolveChain as Resolution;
    expect({ ...replayed, id: computed.id, createdAt: computed.createdAt }).toEqual(computed);
    expect((await memoLookups(servers[2]))[0]).toBe(hitsBefore + 1);
    await expectOneStoredAnswer(computed.id, replayed.id);
  });

  /** Two resolutions of one question: two rows sharing one stored answer. */
  async function expectOneStoredAnswer(first: string, second: string): Promise<void> {
    const shared = await pgClient(schema);
    const rows = (await shared.query(`SELECT "answerHash", result FROM "Resolution" WHERE id = ANY($1)`, [[first, second]])).rows;
    const answers = (await shared.query(`SELECT count(*)::int AS n FROM "ResolutionAnswer" WHERE hash = $1`, [rows[0]?.answerHash])).rows;
    await shared.end();
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.answerHash)).size).toBe(1);
    expect(rows.every((r) => r.result === null)).toBe(true);
    expect(answers).toEqual([{ n: 1 }]);
  }

  it("shares whole answers through Redis: a query answered by one instance is a cache hit on another", async () => {
    const query = `{ threeInstances: rule(number: "359.3.e.5", version: "RUP4") { number text } }`;
    const ask = async (s: Spawned) => {
      const res = await fetch(s.url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) });
      return { cache: res.headers.get("x-cache"), text: await res.text() };
    };
    const first = await ask(servers[0]);
    const second = await ask(servers[1]);
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(second.text).toBe(first.text);
  });

  it("sees a release imported through one instance on the others within seconds, without a restart", async () => {
    // the data folder gains v1.3; instance one imports it through the admin API
    const index = JSON.parse(readFileSync(join(DATA_DIR, "rules", "releases.json"), "utf8"));
    const entry = index.releases.find((r: { version: string }) => r.version === "v1.3");
    const subsetIndex = JSON.parse(readFileSync(join(data.dir, "rules", "releases.json"), "utf8"));
    writeFileSync(join(data.dir, "rules", "releases.json"), JSON.stringify({ ...subsetIndex, releases: [...subsetIndex.releases, entry] }));
    symlinkSync(join(DATA_DIR, "rules", entry.path), join(data.dir, "rules", entry.path));
    const versions = async (s: Spawned) => ((await post(s.url, `{ rulesReleases { version } }`)).body.data.rulesReleases as { version: string }[]).map((r) => r.version);
    expect(await versions(servers[1])).toEqual(["RUP4"]);

    const res = await fetch(servers[0].url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}`, "x-api-key": testApiKey() },
      body: JSON.stringify({ query: `mutation { importRulesRelease(version: "v1.3") { outcome } }` }),
    });
    const imported = await res.json();
    expect(imported.data?.importRulesRelease.outcome, JSON.stringify(imported.errors)).toBe("IMPORTED");
    expect(await versions(servers[0])).toEqual(["v1.3", "RUP4"]);
    const started = Date.now();
    for (const s of servers.slice(1)) await waitFor(`${s.base} to list v1.3`, async () => (await versions(s)).includes("v1.3"), 10_000, 200);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("refuses a client on every instance once it spent its bucket through the balancer", async () => {
    const key = testApiKey();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(front, RESOLVE, { input: input(3) }, key)).status);
    // three answered, by three instances in turn; the bucket they share is then empty
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    for (const s of servers) {
      const answer = await post(s.url, RESOLVE, { input: input(3) }, key);
      expect(answer.status, s.base).toBe(429);
      expect(answer.body.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    }
    expect((await post(servers[0].url, RESOLVE, { input: input(3) }, testApiKey())).status).toBe(200);
  });

  it("keeps answering, with no error and no lost resolution, when an instance is killed mid-load", async () => {
    const ids: string[] = [];
    const failures: string[] = [];
    const before = new Map(balancer.stats.byUpstream);
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const written = await post(front, RESOLVE, { input: input(1 + ((w * 1000 + i) % 97)) });
          const id = written.body.data?.resolveChain?.id as string | undefined;
          if (written.status !== 200 || !id) {
            failures.push(`resolveChain ${written.status} ${JSON.stringify(written.body.errors)}`);
            continue;
          }
          ids.push(id);
          const read = await post(front, RESOLUTION, { id });
          if (read.status !== 200 || read.body.data?.resolution?.id !== id) failures.push(`resolution ${read.status} ${JSON.stringify(read.body.errors)}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));
    await new Promise((r) => setTimeout(r, 2_000));
    const victim = servers[2];
    const servedByVictim = (balancer.stats.byUpstream.get(victim.port) ?? 0) - (before.get(victim.port) ?? 0);
    victim.child.kill("SIGKILL");
    await new Promise((r) => setTimeout(r, 4_000));
    stop = true;
    await load;

    expect(servedByVictim).toBeGreaterThan(0); // it was taking its share before it died
    expect(balancer.stats.retried).toBeGreaterThan(0); // and the balancer passed its requests on afterwards
    expect(victim.alive()).toBe(false);
    expect(failures).toEqual([]);
    expect(ids.length).toBeGreaterThan(20);
    expect(servers.slice(0, 2).every((s) => s.alive())).toBe(true);

    // every resolution a client was given is stored, and readable through each surviving instance
    const client = await pgClient(schema);
    const stored = (await client.query(`SELECT id FROM "Resolution" WHERE id = ANY($1)`, [ids])).rows.map((r) => r.id);
    await client.end();
    expect(new Set(stored)).toEqual(new Set(ids));
    for (const s of servers.slice(0, 2)) {
      for (const id of [ids[0], ids[Math.floor(ids.length / 2)], ids.at(-1)!]) {
        const read = await post(s.url, RESOLUTION, { id });
        expect(read.body.data.resolution.id).toBe(id);
      }
    }
  }, 60_000);
});
