// Rate limits shared through Redis (REDIS_URL): two instances draw on the same buckets, so a client over
// its limit on one instance is over it on the other; another client is not affected. This machine and
// CI run Redis on 127.0.0.1:6379 (.ci/run starts it when it is not answering).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApiKey } from "../helpers/api-keys.js";
import { post, startOwnServer, type OwnServer } from "../helpers/own-server.js";

const REDIS_URL = process.env.RIFTRULES_TEST_REDIS_URL ?? "redis://127.0.0.1:6379/0";
const BURST = 30;
const RULE = `{ __typename }`;

let a: OwnServer;
let b: OwnServer;
beforeAll(async () => {
  const env = { REDIS_URL, RATE_LIMIT_BURST: String(BURST), RATE_LIMIT_POINTS_PER_SECOND: "1" };
  [a, b] = await Promise.all([startOwnServer(env), startOwnServer(env)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

describe("rate limits shared through Redis", () => {
  it("refuses a client on every instance once it spent its bucket on one", async () => {
    const key = testApiKey();
    const started = Date.now();
    let served = 0;
    for (; served < 200; served++) {
      const answer = await post(a.url, { query: RULE }, { "x-api-key": key });
      if (answer.status === 429) break;
      expect(answer.status).toBe(200);
    }
    expect(served).toBeGreaterThan(0);
    // the bucket holds BURST and regains a point a second while the requests go out
    expect(served).toBeLessThanOrEqual(BURST + Math.ceil((Date.now() - started) / 1000));

    const elsewhere = await post(b.url, { query: RULE }, { "x-api-key": key });
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    expect(Number(elsewhere.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

    const other = await post(b.url, { query: RULE }, { "x-api-key": testApiKey() });
    expect(other.status).toBe(200);
    expect(a.alive() && b.alive()).toBe(true);
  });
});
