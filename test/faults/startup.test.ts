// The database down when the server starts, and gone for a while later: the process stays up,
// /healthz answers, /readyz says what is wrong (503), /graphql refuses with a retryable code; once
// PostgreSQL answers again the server migrates, imports and serves without a restart. PostgreSQL is
// reached through a loopback TCP proxy the test switches on and off.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataSubset, type DataSubset } from "../helpers/data-subset.js";
import { dropSchema, freePort, freshSchema, getJson, gqlTo, onPostgres, spawnServer, waitFor, type Spawned } from "../helpers/fault-server.js";
import { TcpProxy } from "../helpers/tcp-proxy.js";

describe.runIf(onPostgres)("the database down at start, then up", () => {
  let proxy: TcpProxy;
  let server: Spawned;
  let schema: string;
  let data: DataSubset;

  beforeAll(async () => {
    const target = new URL(process.env.DATABASE_URL!);
    proxy = new TcpProxy(await freePort(), { host: target.hostname, port: Number(target.port || 5432) });
    const fresh = freshSchema("rr_start");
    schema = fresh.schema;
    const viaProxy = new URL(fresh.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    data = dataSubset({ releases: ["RUP4"] });
    server = await spawnServer({ DATABASE_URL: viaProxy.toString(), RIFTRULES_DATA_DIR: data.dir, DB_RETRY_MS: "200", DB_POOL_ACQUIRE_TIMEOUT_MS: "1000" });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.switchOff();
    if (schema) await dropSchema(schema);
    data?.remove();
  });

  it("stays up and says why it is not ready while nothing answers on the database's port", async () => {
    await waitFor("a few failed attempts", async () => server.lines().filter((l) => l.msg === "the database is unavailable; retrying").length >= 3, 30_000);
    expect(server.alive()).toBe(true);
    expect((await getJson(`${server.base}/healthz`)).status).toBe(200);

    const ready = await getJson(`${server.base}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: "not ready", database: "unreachable", phase: "migrating" });
    expect(ready.body.error).toMatch(/ECONNREFUSED/);
    expect(ready.body.attempts).toBeGreaterThanOrEqual(3);

    const refused = await gqlTo(server.url, "{ rulesReleases { version } }");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect(refused.errors?.[0].extensions?.code).toBe("SERVICE_UNAVAILABLE");

    const failure = server.lines().find((l) => l.msg === "the database is unavailable; retrying")!;
    expect(failure).toMatchObject({ level: "error", phase: "migrating", retryInMs: 200 });
    expect(failure.reason).toMatch(/ECONNREFUSED/);
  });

  it("migrates, imports and serves once the database answers, without a restart", async () => {
    const pid = server.child.pid;
    await proxy.switchOn();
    await waitFor("/readyz 200", async () => (await fetch(`${server.base}/readyz`)).status === 200, 90_000, 250);
    expect(server.child.pid).toBe(pid);
    const ready = await getJson(`${server.base}/readyz`);
    expect(ready.body).toMatchObject({ status: "ready", database: "reachable", releases: 1 });
    const answer = await gqlTo(server.url, `{ rulesReleases { version } }`);
    expect(answer.data).toEqual({ rulesReleases: [{ version: "RUP4" }] });
  });

  it("while the database goes away later, /readyz reports it and requests fail cleanly; it comes back by itself", async () => {
    await proxy.switchOff();
    await waitFor("/readyz 503", async () => (await fetch(`${server.base}/readyz`)).status === 503, 20_000, 200);
    expect((await getJson(`${server.base}/readyz`)).body).toMatchObject({ status: "not ready", database: "unreachable" });
    expect((await getJson(`${server.base}/healthz`)).status).toBe(200);
    const failed = await gqlTo(server.url, `{ cards(first: 1) { totalCount } }`);
    expect(failed.errors?.[0].extensions?.code).toBe("SERVICE_UNAVAILABLE");
    expect(failed.errors?.[0].message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);

    await proxy.switchOn();
    await waitFor("/readyz 200 again", async () => (await fetch(`${server.base}/readyz`)).status === 200, 20_000, 200);
    const back = await gqlTo(server.url, `{ cards(first: 1) { totalCount } }`);
    expect(back.errors).toBeUndefined();
    expect(back.data.cards.totalCount).toBeGreaterThan(0);
    expect(server.alive()).toBe(true);
  });
});
