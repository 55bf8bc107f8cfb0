// Faults on a running server's PostgreSQL connections: a backend killed mid-request, the pool
// exhausted, a statement past the statement timeout. Each request that meets the fault fails at once
// with a retryable code (the driver's message only in the log); the next one works; the process lives.
// A test's own lock on "Card" (held in an open transaction) is what keeps the server's queries waiting.
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropSchema, freshSchema, gqlTo, onPostgres, pgClient, spawnServer, waitFor, waitServing, type GqlAnswer, type Spawned } from "../helpers/fault-server.js";

const CARDS = "{ cards(first: 5) { totalCount } }";

/** Holds an exclusive lock on "Card" until release(); `waiters()` lists the backends it blocks. */
async function lockCards(schema: string) {
  const client: pg.Client = await pgClient(schema);
  await client.query("BEGIN");
  await client.query(`LOCK TABLE "Card" IN ACCESS EXCLUSIVE MODE`);
  const [{ pid }] = (await client.query("SELECT pg_backend_pid() AS pid")).rows;
  return {
    async waiters(): Promise<number[]> {
      const { rows } = await client.query("SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))", [pid]);
      return rows.map((r) => r.pid as number);
    },
    async release(): Promise<void> {
      await client.query("COMMIT");
      await client.end();
    },
  };
}

async function startOn(env: Record<string, string>): Promise<{ server: Spawned; schema: string }> {
  const { schema, url } = freshSchema("rr_conn");
  // the hot-read cache off: every request reaches the database, whose faults these tests are about
  const server = await spawnServer({ DATABASE_URL: url, RIFTRULES_IMPORT_ON_START: "false", HOT_CACHE_MB: "0", ...env });
  try {
    await waitServing(server);
  } catch (error) {
    await server.stop();
    await dropSchema(schema);
    throw error;
  }
  return { server, schema };
}

describe.runIf(onPostgres)("a running server's database connections", () => {
  let server: Spawned;
  let schema: string;

  beforeAll(async () => {
    ({ server, schema } = await startOn({ DB_POOL_MAX: "2", DB_POOL_ACQUIRE_TIMEOUT_MS: "1000", DB_STATEMENT_TIMEOUT_MS: "60000" }));
  });
  afterAll(async () => {
    await server?.stop();
    if (schema) await dropSchema(schema);
  });

  it("a connection killed mid-request (pg_terminate_backend) fails that request cleanly; the next one works", async () => {
    const lock = await lockCards(schema);
    let killed: GqlAnswer;
    try {
      const pending = gqlTo(server.url, CARDS);
      let victims: number[] = [];
      await waitFor("the request to wait on the lock", async () => (victims = await lock.waiters()).length > 0, 10_000, 20);
      const admin = await pgClient();
      await admin.query("SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid", [victims]);
      await admin.end();
      killed = await pending;
    } finally {
      await lock.release();
    }
    expect(killed.data).toBeNull();
    expect(killed.errors?.[0].extensions?.code).toBe("SERVICE_UNAVAILABLE");
    expect(killed.errors?.[0].message).not.toMatch(/terminat|administrator|57P01/i);
    await waitFor("the terminated connection in the server's log", async () => /terminating connection due to administrator command/.test(server.log()), 5_000, 20);

    for (let i = 0; i < 3; i++) {
      const next = await gqlTo(server.url, CARDS);
      expect(next.errors).toBeUndefined();
      expect(next.data.cards.totalCount).toBe(0);
    }
    expect(server.alive()).toBe(true);
  });

  it("an exhausted pool answers with an error within the acquire timeout, not a hang, and recovers", async () => {
    const lock = await lockCards(schema);
    let holding: Promise<GqlAnswer>[] = [];
    let starved: GqlAnswer;
    let trivial: GqlAnswer;
    let metrics: string;
    try {
      // two requests wait on the lock, each on a pooled connection: the pool (max 2) is used up
      holding = [gqlTo(server.url, CARDS), gqlTo(server.url, CARDS)];
      await waitFor("both pooled connections to wait on the lock", async () => (await lock.waiters()).length >= 2, 10_000, 20);
      starved = await gqlTo(server.url, CARDS);
      // the event loop is free meanwhile: a query that needs no connection answers at once
      trivial = await gqlTo(server.url, "{ __typename }");
      metrics = await (await fetch(`${server.base}/metrics`)).text();
    } finally {
      await lock.release();
    }
    expect(starved.errors?.[0].extensions?.code).toBe("SERVICE_UNAVAILABLE");
    expect(starved.errors?.[0].message).not.toMatch(/timeout exceeded/i);
    expect(starved.ms).toBeGreaterThanOrEqual(900);
    expect(starved.ms).toBeLessThan(5_000);
    // the server logs the cause before it answers; its output reaches this process on its own schedule
    await waitFor("the pool timeout in the server's log", async () => /timeout exceeded when trying to connect/.test(server.log()), 5_000, 20);
    expect(trivial.data).toEqual({ __typename: "Query" });
    expect(trivial.ms).toBeLessThan(1_000);
    expect(metrics).toMatch(/riftrules_db_pool_connections\{state="max"\} 2/);
    expect(metrics).toMatch(/riftrules_db_pool_connections\{state="total"\} 2/);

    // the holders' second statements (each request runs two) waited for a connection too: answered, either way
    for (const held of await Promise.all(holding)) {
      if (held.errors) expect(held.errors[0].extensions?.code).toBe("SERVICE_UNAVAILABLE");
      else expect(held.data.cards.totalCount).toBe(0);
    }
    expect((await gqlTo(server.url, CARDS)).data.cards.totalCount).toBe(0);
  });
});

describe.runIf(onPostgres)("slow SQL", () => {
  let server: Spawned;
  let schema: string;

  beforeAll(async () => {
    ({ server, schema } = await startOn({ DB_STATEMENT_TIMEOUT_MS: "500" }));
  });
  afterAll(async () => {
    await server?.stop();
    if (schema) await dropSchema(schema);
  });

  it("a statement past DB_STATEMENT_TIMEOUT_MS is cancelled: the request fails with TIMEOUT and the next one works", async () => {
    const lock = await lockCards(schema);
    let slow: GqlAnswer;
    try {
      slow = await gqlTo(server.url, CARDS);
    } finally {
      await lock.release();
    }
    expect(slow.errors?.[0].extensions?.code).toBe("TIMEOUT");
    expect(slow.ms).toBeGreaterThanOrEqual(450);
    expect(slow.ms).toBeLessThan(5_000);
    expect(server.log()).toMatch(/canceling statement due to statement timeout/);
    const next = await gqlTo(server.url, CARDS);
    expect(next.errors).toBeUndefined();
    expect(server.alive()).toBe(true);
  });
});
