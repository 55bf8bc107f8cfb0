// API keys against servers of our own: keys are issued (signed with API_KEY_SECRET), so a client cannot
// invent keys to get fresh rate-limit buckets. A valid key has its keyId's bucket; a key that does not
// verify (made up, badly signed, revoked) is refused with 401 INVALID_API_KEY before anything runs;
// a key signed with the second of two secrets verifies (rotation). Without API_KEY_SECRET the header is
// ignored and every client counts by address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueApiKey } from "../../src/http/rate-limit/api-key.js";
import { post, startOwnServer, type Answer, type OwnServer } from "../helpers/own-server.js";

const FIRST = "first-secret-for-the-attack-test";
const SECOND = "second-secret-for-the-attack-test";
const BURST = 40;
const TYPENAME = { query: "{ __typename }" };
const RESOLVE = {
  query: `mutation($input: ResolveChainInput!) { resolveChain(input: $input) { id } }`,
  variables: { input: { board: { turnPlayer: "p1", players: [{ id: "p1" }], battlefields: [], objects: [] }, chain: [] } },
};

let keyed: OwnServer;
let unkeyed: OwnServer;
beforeAll(async () => {
  const limits = { RATE_LIMIT_BURST: String(BURST), RATE_LIMIT_POINTS_PER_SECOND: "1" };
  [keyed, unkeyed] = await Promise.all([
    startOwnServer({ ...limits, API_KEY_SECRET: `${FIRST},${SECOND}`, API_KEYS_REVOKED: "revoked-client, other" }),
    startOwnServer({ ...limits, API_KEY_SECRET: "" }),
  ]);
});
afterAll(async () => {
  await Promise.all([keyed?.stop(), unkeyed?.stop()]);
});

const withKey = (key: string) => ({ "x-api-key": key });

/** Sends { __typename } under `headers` until the first 429; returns how many were answered 200. */
async function spend(server: OwnServer, headers: Record<string, string>, max = 200): Promise<number> {
  for (let served = 0; served < max; served++) {
    const answer = await post(server.url, TYPENAME, headers);
    if (answer.status === 429) return served;
    expect(answer.status).toBe(200);
  }
  throw new Error(`no 429 after ${max} requests`);
}

/** GraphQL requests the server has counted (every operation Apollo ran, whatever its outcome). */
async function graphqlRequests(server: OwnServer): Promise<number> {
  const text = await (await fetch(new URL("/metrics", server.url))).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith("riftrules_graphql_requests_total{"))
    .reduce((sum, line) => sum + Number(line.split(" ").pop()), 0);
}

function expectInvalidKey(answer: Answer, reason: RegExp): void {
  expect(answer.status).toBe(401);
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors).toHaveLength(1);
  expect(answer.body.errors![0].extensions).toEqual({ code: "INVALID_API_KEY", header: "x-api-key" });
  expect(answer.body.errors![0].message).toMatch(/^x-api-key: the API key is not valid: /);
  expect(answer.body.errors![0].message).toMatch(reason);
}

describe("a key that does not verify", () => {
  const valid = issueApiKey("mallory", FIRST);
  it.each([
    ["a made-up key", "client-0123456789", /not an issued key/],
    ["an issued-looking key with no signature", "rr_mallory_", /not an issued key/],
    ["another keyId under a valid signature", valid.replace("mallory", "mallorz"), /signature does not verify/],
    ["a key signed with a secret the server does not hold", issueApiKey("mallory", "a-secret-the-server-does-not-hold"), /signature does not verify/],
    ["a revoked key", issueApiKey("revoked-client", FIRST), /has been revoked/],
    ["a revoked key signed with the second secret", issueApiKey("other", SECOND), /has been revoked/],
  ])("is refused with 401 INVALID_API_KEY, and nothing runs: %s", async (_what, key, reason) => {
    const before = await graphqlRequests(keyed);
    expectInvalidKey(await post(keyed.url, RESOLVE, withKey(key)), reason);
    expectInvalidKey(await post(keyed.url, TYPENAME, withKey(key)), reason);
    expect(await graphqlRequests(keyed)).toBe(before);
  });

  it("does not fall back to the address: the address's own bucket is untouched by refusals", async () => {
    // far more refused requests than the bucket holds; the address then still has its whole bucket
    for (let i = 0; i < BURST * 2; i++) expect((await post(keyed.url, TYPENAME, withKey(`made-up-${i}`))).status).toBe(401);
    expect(await spend(keyed, {})).toBeGreaterThanOrEqual(BURST - 2);
  });
});

describe("a valid key", () => {
  it("runs the operation (the count of GraphQL requests moves, unlike with a refused key)", async () => {
    const before = await graphqlRequests(keyed);
    const answer = await post(keyed.url, TYPENAME, withKey(issueApiKey("counted", FIRST)));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ __typename: "Query" });
    expect(await graphqlRequests(keyed)).toBe(before + 1);
  });

  it("has its keyId's own bucket: another key is served; the same keyId signed with the second secret is not", async () => {
    expect(await spend(keyed, withKey(issueApiKey("alice", FIRST)))).toBeGreaterThanOrEqual(BURST - 2);
    expect((await post(keyed.url, TYPENAME, withKey(issueApiKey("bob", FIRST)))).status).toBe(200);
    // rotation: a key signed with the second secret verifies, and it is the same client as alice's
    const rotated = await post(keyed.url, TYPENAME, withKey(issueApiKey("alice", SECOND)));
    expect(rotated.status).toBe(429);
    expect(rotated.body.errors![0].extensions!.code).toBe("RATE_LIMITED");
    expect((await post(keyed.url, TYPENAME, withKey(issueApiKey("carol", SECOND)))).status).toBe(200);
  });

  it("is logged at start: API keys verified", () => {
    expect(keyed.log()).toMatch(/"apiKeys":"enabled","secrets":2,"revoked":2/);
  });
});

describe("without API_KEY_SECRET", () => {
  it("ignores the header: every request counts by address, whatever key it sends", async () => {
    expect(unkeyed.log()).toMatch(/API keys are disabled \(no API_KEY_SECRET\)/);
    // the readiness probes spent a few of the address's points
    expect(await spend(unkeyed, withKey("made-up-1"))).toBeGreaterThanOrEqual(BURST - 15);
    for (const headers of [withKey("made-up-2"), withKey(issueApiKey("alice", FIRST)), {}]) {
      const answer = await post(unkeyed.url, TYPENAME, headers);
      expect(answer.status).toBe(429);
      expect(answer.body.errors![0].extensions!.code).toBe("RATE_LIMITED");
    }
  });
});
