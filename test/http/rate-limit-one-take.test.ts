// A request's rate-limit points are taken from the store once: its own point with its operation's cost
// (one round trip to Redis where the buckets are shared), or after its answer when it has no operation
// to run; a client the store has said is out of points is refused by the HTTP guard without asking the
// store again. Shown on the real HTTP front (createApp) with the real guard, plugin and limiter, over
// a store that counts what it is asked.
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Services } from "../../src/graphql/context.type.js";
import { createApp, type App } from "../../src/http/app.js";
import { rateLimitGuard } from "../../src/http/rate-limit/guard.js";
import { RateLimiter } from "../../src/http/rate-limit/limiter.js";
import { MemoryRateLimitStore } from "../../src/http/rate-limit/memory-store.js";
import { rateLimitPlugin } from "../../src/http/rate-limit/plugin.js";
import type { BucketPolicy, RateLimitStore, TakeResult } from "../../src/http/rate-limit/store.js";
import type { Logger } from "../../src/logger.js";
import { post } from "../helpers/own-server.js";

// graphql as Apollo loads it (Node's CommonJS build), as in test/attack/errors.test.ts
const { GraphQLObjectType, GraphQLSchema, GraphQLString } = createRequire(import.meta.url)("graphql") as typeof import("graphql");
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: "Query", fields: { ok: { type: GraphQLString, resolve: () => "fine" } } }),
});

/** The memory store, with every take it is asked for recorded. */
class CountingStore implements RateLimitStore {
  readonly takes: { key: string; points: number; requestPoints: number }[] = [];
  private readonly inner = new MemoryRateLimitStore(100);
  take(key: string, points: number, policy: BucketPolicy, nowMs: number, requestPoints = 0): Promise<TakeResult> {
    this.takes.push({ key, points, requestPoints });
    return this.inner.take(key, points, policy, nowMs, requestPoints);
  }
}

const BURST = 10;
const logger: Logger = { info: () => undefined, error: () => undefined, debug: () => undefined };
const keys = { secrets: [], revoked: new Set<string>() };
let store: CountingStore;
let app: App;
let url: string;

beforeAll(async () => {
  store = new CountingStore();
  // refilled at a point a minute: nothing comes back while the test runs
  const limiter = new RateLimiter(store, { burst: BURST, pointsPerSecond: 1 / 60, maxClients: 100 });
  // every operation costs 2 points; `{ __typename }` alone costs nothing beyond the request's point
  const costOf = (context: { document?: unknown; request: { query?: string } }) => (context.request.query?.includes("ok") ? 2 : 0);
  app = await createApp({
    schema,
    services: {} as Services,
    logger,
    ready: async () => ({ ok: true, detail: {} }),
    guards: [rateLimitGuard(limiter, keys)],
    apolloPlugins: [rateLimitPlugin(limiter, costOf as never, 1_000, keys)],
  });
  await new Promise<void>((done) => app.server.listen(0, "127.0.0.1", done));
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await new Promise((done) => app?.server.close(done));
  await app?.apollo.stop();
});
beforeEach(() => {
  store.takes.length = 0;
});

const settled = () => new Promise((r) => setTimeout(r, 50));

describe("rate-limit points, one take per request", () => {
  it("takes the request's point with the operation's cost, in one take", async () => {
    const answer = await post(url, { query: "{ ok }" });
    expect(answer.status).toBe(200);
    await settled();
    expect(store.takes).toEqual([{ key: expect.any(String), points: 2, requestPoints: 1 }]);
  });

  it("takes the point of a request with nothing to run after its answer", async () => {
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: "{ not json" });
    expect(res.status).toBe(400);
    await settled();
    expect(store.takes).toEqual([{ key: expect.any(String), points: 0, requestPoints: 1 }]);
  });

  it("refuses a client the store said is out of points at the HTTP level, without asking the store again", async () => {
    let served = 0;
    let refusal: Awaited<ReturnType<typeof post>> | undefined;
    for (; served < BURST; served++) {
      const answer = await post(url, { query: "{ ok }" });
      if (answer.status === 429) {
        refusal = answer;
        break;
      }
      expect(answer.status).toBe(200);
    }
    expect(refusal?.body.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    await settled();
    // one take a request served; the refusal, one more (the store refused it) or none (the last take left
    // less than a point, which the limiter remembered: refused before the store was asked)
    const asked = store.takes.length;
    expect([served, served + 1]).toContain(asked);
    const refused = await post(url, { query: "{ __typename }" });
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0].extensions).toEqual({ code: "RATE_LIMITED" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    await settled();
    expect(store.takes.length).toBe(asked);
  });
});
