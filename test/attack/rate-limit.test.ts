// Rate limiting, against a server of our own with low limits: each client (its API key, else its
// address) has a bucket of 400 points refilled at 1 point a second. A request takes 1 point at the
// HTTP level and its operation's cost once the operation is known: a rule lookup 1, a resolveChain 100.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApiKey } from "../helpers/api-keys.js";
import { post, startOwnServer, type Answer, type OwnServer } from "../helpers/own-server.js";

const BURST = 400;
let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer({ RATE_LIMIT_BURST: String(BURST), RATE_LIMIT_POINTS_PER_SECOND: "1" });
});
afterAll(async () => {
  await server?.stop();
});

const RULE = `{ rule(number: "359.3.e") { number } }`;
const RESOLVE = `mutation { resolveChain(input: { board: { turnPlayer: "p1", players: [{ id: "p1" }], battlefields: [], objects: [] }, chain: [] }) { id } }`;
const newKey = () => testApiKey();

/** Sends `query` under `key` until the first 429; returns how many got through, and the 429. */
async function untilLimited(query: string, key: string | null, max = 1_000): Promise<{ served: number; refusal: Answer }> {
  const headers: Record<string, string> = key ? { "x-api-key": key } : {};
  for (let served = 0; served < max; served++) {
    const answer = await post(server.url, { query }, headers);
    if (answer.status === 429) return { served, refusal: answer };
  }
  throw new Error(`no 429 after ${max} requests`);
}

function expectRateLimited(answer: Answer): { retryAfter: number; extensions: Record<string, any> } {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter) && retryAfter >= 1, `retry-after: ${answer.headers.get("retry-after")}`).toBe(true);
  expect(answer.body.errors).toHaveLength(1);
  const { extensions, message } = answer.body.errors![0];
  expect(extensions!.code).toBe("RATE_LIMITED");
  expect(message).toMatch(new RegExp(`^rate limit exceeded: .*retry after ${retryAfter} s$`));
  return { retryAfter, extensions: extensions! };
}

describe("rate limiting by cost", () => {
  it("lets a client make about a hundred rule lookups for each resolveChain", async () => {
    const chains = await untilLimited(RESOLVE, newKey());
    const lookups = await untilLimited(RULE, newKey());
    // 101 points a resolveChain, 2 a lookup (the request's point and the operation's), plus the
    // few points refilled while the loop runs
    expect(chains.served).toBe(Math.floor(BURST / 101));
    expect(lookups.served).toBeGreaterThanOrEqual(Math.floor(BURST / 2));
    expect(lookups.served).toBeLessThan(Math.floor(BURST / 2) + 20);
    const chainRefusal = expectRateLimited(chains.refusal);
    expect(chainRefusal.extensions).toMatchObject({ cost: 100, retryAfterSeconds: chainRefusal.retryAfter });
    expect(chainRefusal.retryAfter).toBeGreaterThan(1);
    // the lookups' bucket ends with less than a point: refused by the operation (cost 1) or, before
    // that, by the request's own point
    const lookupRefusal = expectRateLimited(lookups.refusal);
    if ("cost" in lookupRefusal.extensions) expect(lookupRefusal.extensions.cost).toBe(1);
  });

  it("refuses at the HTTP level once the bucket is empty, and serves the client again after Retry-After", async () => {
    const key = newKey();
    await untilLimited(RULE, key);
    const started = performance.now();
    // the bucket now holds less than a point: refused before the body is read
    const refused = await post(server.url, { query: "{ __typename }" }, { "x-api-key": key });
    const { retryAfter, extensions } = expectRateLimited(refused);
    expect(extensions).toEqual({ code: "RATE_LIMITED" });
    // other clients are not affected
    expect((await post(server.url, { query: "{ __typename }" }, { "x-api-key": newKey() })).status).toBe(200);
    await new Promise((r) => setTimeout(r, retryAfter * 1000 - (performance.now() - started) + 50));
    expect((await post(server.url, { query: "{ __typename }" }, { "x-api-key": key })).status).toBe(200);
  });

  it("counts clients without an API key by address", async () => {
    const { served, refusal } = await untilLimited("{ __typename }", null);
    // { __typename } costs nothing beyond the request's point
    expect(served).toBeGreaterThanOrEqual(BURST - 5);
    expectRateLimited(refusal);
    expect((await post(server.url, { query: "{ __typename }" }, { "x-api-key": newKey() })).status).toBe(200);
    expect(server.alive()).toBe(true);
  });
});
