// Admin operations over the API, against a server of our own with an admin token and no data
// imported: without the token nothing is imported, whatever shape the request takes; with it, a
// release and the card library are imported from the data folder. The shared server has no admin
// token: there, admin operations are disabled.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRelease, readReleaseIndex } from "../../src/importers/rules/index.js";
import { apiUrl } from "../helpers/api.js";
import { post, startOwnServer, type OwnServer } from "../helpers/own-server.js";
import { DATA_DIR } from "../helpers/paths.js";

const TOKEN = "test-admin-token-4b1d";
const IMPORT_RELEASE = `mutation($v: String!) { importRulesRelease(version: $v) { version outcome ruleCount warningCount } }`;
const IMPORT_CARDS = `mutation { importCards { outcome cards texts } }`;
const STATE = `{ rulesReleases { version } cards(first: 1) { totalCount } }`;

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer({ ADMIN_TOKEN: TOKEN, RIFTRULES_DATA_DIR: DATA_DIR });
});
afterAll(async () => {
  await server?.stop();
});

async function state() {
  const answer = await post(server.url, { query: STATE });
  return { releases: answer.body.data!.rulesReleases.map((r: { version: string }) => r.version), cards: answer.body.data!.cards.totalCount };
}

const version = readReleaseIndex(DATA_DIR).find((r) => r.format === "html-rule-rows")!.version;

describe("admin operations without a valid token", () => {
  it.each([
    ["no Authorization header", {}, /admin operations need Authorization: Bearer <admin token>/],
    ["a wrong token", { authorization: "Bearer not-the-token" }, /the admin token is not valid/],
    ["the token with a suffix", { authorization: `Bearer ${TOKEN}x` }, /the admin token is not valid/],
    ["the token in another scheme", { authorization: `Basic ${TOKEN}` }, /need Authorization: Bearer/],
    ["an empty bearer", { authorization: "Bearer " }, /need Authorization: Bearer/],
  ])("answers 401 UNAUTHENTICATED for %s, and imports nothing", async (_what, headers, message) => {
    for (const payload of [{ query: IMPORT_RELEASE, variables: { v: version } }, { query: IMPORT_CARDS }]) {
      const answer = await post(server.url, payload, headers as Record<string, string>);
      expect(answer.status).toBe(401);
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer /);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toHaveLength(1);
      expect(answer.body.errors![0].extensions).toEqual({ code: "UNAUTHENTICATED" });
      expect(answer.body.errors![0].message).toMatch(message);
    }
    expect(await state()).toEqual({ releases: [], cards: 0 });
  });

  it("refuses the whole operation when an admin field hides behind a fragment, an alias or another field", async () => {
    const query = `mutation($input: ResolveChainInput!) {
      resolveChain(input: $input) { id }
      ...Admin
    }
    fragment Admin on Mutation { cards: importCards { outcome } ... on Mutation { r: importRulesRelease(version: "${version}") { outcome } } }`;
    const input = { board: { turnPlayer: "p1", players: [{ id: "p1" }], battlefields: [], objects: [] }, chain: [] };
    const answer = await post(server.url, { query, variables: { input } });
    expect(answer.status).toBe(401);
    expect(answer.body.errors![0].message).toMatch(/^importCards, importRulesRelease: /);
    expect(await state()).toEqual({ releases: [], cards: 0 });
  });

  it("never runs an admin mutation over GET, even with the token", async () => {
    const res = await fetch(`${server.url}?query=${encodeURIComponent(IMPORT_CARDS)}`, { headers: { "apollo-require-preflight": "true", authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(405);
    expect(((await res.json()) as any).errors[0].extensions.code).toBe("BAD_REQUEST");
    expect(await state()).toEqual({ releases: [], cards: 0 });
  });

  it("is disabled on a server without an admin token (the shared one)", async () => {
    const answer = await post(apiUrl(), { query: IMPORT_CARDS }, { authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(401);
    expect(answer.body.errors![0]).toEqual({ message: "importCards: admin operations are disabled on this server (no admin token is configured)", extensions: { code: "UNAUTHENTICATED" } });
  });
});

describe("admin operations with the token", () => {
  const admin = { authorization: `Bearer ${TOKEN}` };

  it("refuses a version the data folder does not list, naming the listed ones", async () => {
    const answer = await post(server.url, { query: IMPORT_RELEASE, variables: { v: "v9.9" } }, admin);
    const [error] = answer.body.errors!;
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "version", listed: readReleaseIndex(DATA_DIR).map((r) => r.version) });
    expect(await state()).toEqual({ releases: [], cards: 0 });
  });

  it("imports one release once; a second import changes nothing", async () => {
    const parsed = parseRelease(DATA_DIR, readReleaseIndex(DATA_DIR).find((r) => r.version === version)!);
    const first = await post(server.url, { query: IMPORT_RELEASE, variables: { v: version } }, admin);
    expect(first.body.data!.importRulesRelease).toEqual({ version, outcome: "IMPORTED", ruleCount: parsed.rules.length, warningCount: parsed.warnings.length });
    const again = await post(server.url, { query: IMPORT_RELEASE, variables: { v: version } }, admin);
    expect(again.body.data!.importRulesRelease.outcome).toBe("UNCHANGED");
    expect((await state()).releases).toEqual([version]);
  });

  it("re-imports the card library", async () => {
    const first = await post(server.url, { query: IMPORT_CARDS }, admin);
    const { outcome, cards } = first.body.data!.importCards;
    expect(outcome).toBe("IMPORTED");
    expect(cards).toBeGreaterThan(0);
    expect((await state()).cards).toBe(cards);
    const again = await post(server.url, { query: IMPORT_CARDS }, admin);
    expect(again.body.data!.importCards.outcome).toBe("UNCHANGED");
  });
});
