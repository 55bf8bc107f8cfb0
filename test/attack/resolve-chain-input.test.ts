// Oversized resolveChain requests, against the shared server: a board far past every limit must be
// refused quickly, before the engine or the database sees it, naming the limit it broke.
import { describe, expect, it } from "vitest";
import { RESOLVE_LIMITS } from "../../src/services/resolutions.service.js";
import { apiUrl, data } from "../helpers/api.js";
import { post } from "../helpers/own-server.js";

const RESOLVE = `mutation($input: ResolveChainInput!) { resolveChain(input: $input) { id status } }`;

const board = (extra: Record<string, unknown> = {}) => ({
  turnPlayer: "p1",
  players: [{ id: "p1" }, { id: "p2" }],
  battlefields: [{ id: "bf1" }],
  objects: [],
  ...extra,
});

const tinyObjects = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `o${i}`, owner: "p1", location: "BASE" }));

async function resolve(input: Record<string, unknown>) {
  const started = performance.now();
  const answer = await post(apiUrl(), { query: RESOLVE, variables: { input } });
  return { ...answer, ms: performance.now() - started };
}

describe("resolveChain input limits", () => {
  it("refuses a 100,000-object board at the body limit (413), without reading it all", async () => {
    const answer = await resolve({ board: board({ objects: tinyObjects(100_000) }), chain: [] });
    expect(answer.status).toBe(413);
    expect(answer.body.errors![0].extensions).toMatchObject({ code: "PAYLOAD_TOO_LARGE", limit: "body", max: 1_000_000 });
    expect(answer.ms).toBeLessThan(2_000);
    expect((await data(`{ __typename }`)).__typename).toBe("Query");
  });

  it("refuses a board that fits the body but not the object limit, naming the limit", async () => {
    const answer = await resolve({ board: board({ objects: tinyObjects(15_000) }), chain: [] });
    expect(answer.status).toBe(200);
    const [error] = answer.body.errors!;
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "input.board.objects", limit: RESOLVE_LIMITS.objects });
    expect(error.message).toBe(`input.board.objects: has 15000 entries; the limit is ${RESOLVE_LIMITS.objects}`);
    expect(answer.body.data).toBeNull();
    expect(answer.ms).toBeLessThan(3_000);
  });

  const long = "x".repeat(RESOLVE_LIMITS.textLength + 1);
  const many = Array.from({ length: RESOLVE_LIMITS.listLength + 1 }, (_, i) => `o${i}`);
  it.each([
    ["a card name", { board: board(), chain: [{ id: "c", card: long, controller: "p1" }] }, "input.chain[0].card", `is ${long.length} characters`],
    ["an object id", { board: board({ objects: [{ id: long, owner: "p1", location: "BASE" }] }), chain: [] }, "input.board.objects[0].id", `is ${long.length} characters`],
    ["a player id", { board: board({ players: [{ id: "p1" }, { id: long }] }), chain: [] }, "input.board.players[1].id", `is ${long.length} characters`],
    ["a chain item's targets", { board: board(), chain: [{ id: "c", card: "Flash", controller: "p1", targets: many }] }, "input.chain[0].targets", `has ${many.length} entries`],
    ["a choice's objects", { board: board(), chain: [], choices: [{ item: "c", objects: many }] }, "input.choices[0].objects", `has ${many.length} entries`],
    ["combat attackers", { board: board({ combat: { battlefield: "bf1", attackers: many, defenders: [] } }), chain: [] }, "input.board.combat.attackers", `has ${many.length} entries`],
  ])("refuses %s past its limit, naming the path", async (_what, input, field, what) => {
    const answer = await resolve(input);
    const [error] = answer.body.errors!;
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
    expect(error.message).toMatch(new RegExp(`^${field.replace(/[[\].]/g, "\\$&")}: ${what}; the limit is \\d+$`));
    expect(answer.body.data).toBeNull();
  });
});
