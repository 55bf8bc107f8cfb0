// A document asked again is run by its compiled form (src/graphql/jit-executor.ts), the first time by
// graphql-js: the answers must be the same, errors included. Each document below is asked three times
// through the HTTP API, and /metrics shows that the later askings were compiled.
import { describe, expect, it } from "vitest";
import { apiUrl } from "../helpers/api.js";

async function executions(): Promise<Record<string, number>> {
  const text = await fetch(new URL("/metrics", apiUrl())).then((r) => r.text());
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^riftrules_graphql_executions_total\{by="([^"]+)"\} (\d+)/gm)) out[m[1]] = Number(m[2]);
  return out;
}

/** Ids and times of new resolutions differ between askings by design, and operation B is on the document's second line: nothing else may differ. */
const same = (answer: unknown) => JSON.stringify(answer).replace(/"(id|createdAt)":"[^"]*"/g, '"$1":"…"').replace(/"line":\d+/g, '"line":…');

const BOARD = {
  turnPlayer: "p1",
  players: [{ id: "p1", hand: [], deckSize: 30 }, { id: "p2", hand: [], deckSize: 30 }],
  battlefields: [{ id: "bf1" }],
  objects: [
    { id: "u1", owner: "p2", type: "unit", might: 3, location: "BATTLEFIELD", battlefield: "bf1" },
    { id: "u2", owner: "p1", type: "unit", might: 4, location: "BATTLEFIELD", battlefield: "bf1" },
  ],
};

/** Operations as `<keyword> NAME(...) { ... }`; each document holds two of them, A and B, alike. */
const OPERATIONS: [string, string, string, Record<string, unknown>?][] = [
  [
    "a resolveChain with its transcript, its citations and a fragment",
    `mutation NAME($input: ResolveChainInput!) { resolveChain(input: $input) { id status summary steps { ...Step } finalBoard { objects { id zone damage might } } } }`,
    `fragment Step on ResolutionStep { index kind outcome explanation chainItem citations { rule release text found } targets { object legal reason } }`,
    { input: { asOf: "2026-08-01", board: BOARD, chain: [{ id: "c1", card: "Void Seeker", controller: "p1", targets: ["u1"] }] } },
  ],
  ["a rule with its release, aliases and __typename", `query NAME { r: rule(number: "359.3.e", version: "RUP4") { __typename number text parent { number } release { version } } none: rule(number: "999.9", version: "RUP4") { number } }`, ""],
  ["a page of cards", `query NAME($n: Int) { cards(first: $n) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { code name types might text } } } }`, "", { n: 5 }],
  ["an error in a resolver, with its code", `query NAME { resolution(id: "not-a-uuid") { id } }`, ""],
  ["a refused input, named by its field", `mutation NAME($input: ResolveChainInput!) { resolveChain(input: $input) { id } }`, "", { input: { board: { ...BOARD, turnPlayer: "p9" }, chain: [] } }],
];

async function ask(query: string, operationName: string, variables?: Record<string, unknown>) {
  const res = await fetch(apiUrl(), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, operationName, variables }) });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe("a document asked again", () => {
  // A first (graphql-js: the document's first run), then B (compiled: its second), then B again. Two
  // operations, so that the response cache, which keys on the operation's name, cannot answer B from A.
  it.each(OPERATIONS)("answers as graphql-js did: %s", async (_what, operation, fragments, variables) => {
    const document = `${operation.replace("NAME", "A")}\n${operation.replace("NAME", "B")}\n${fragments}`;
    const before = await executions();
    const first = await ask(document, "A", variables);
    const compiled = [await ask(document, "B", variables), await ask(document, "B", variables)];
    const after = await executions();
    for (const answer of compiled) {
      expect(answer.status).toBe(first.status);
      expect(same(answer.body)).toBe(same(first.body));
    }
    expect((after.compiled ?? 0) - (before.compiled ?? 0)).toBeGreaterThanOrEqual(1);
    expect((after["graphql-js"] ?? 0) - (before["graphql-js"] ?? 0)).toBeGreaterThanOrEqual(1);
  });

  it("is run by graphql-js, never compiled, when it is long (compiling one would stall the event loop)", async () => {
    const fields = Array.from({ length: 40 }, (_, i) => `r${i}: rule(number: "359.3.e", version: "RUP4") { number text }`).join(" ");
    const document = `query A { ${fields} }\nquery B { ${fields} }`;
    expect(document.length).toBeGreaterThan(1_000);
    const before = await executions();
    const answers = [await ask(document, "A"), await ask(document, "B")];
    const after = await executions();
    expect(same(answers[1].body)).toBe(same(answers[0].body));
    expect((after.compiled ?? 0) - (before.compiled ?? 0)).toBe(0);
    expect((after["graphql-js"] ?? 0) - (before["graphql-js"] ?? 0)).toBeGreaterThanOrEqual(2);
  });

  it("refuses a bad variable with graphql-js's own words, compiled or not", async () => {
    const document = `query A($n: Int) { cards(first: $n) { totalCount } }\nquery B($n: Int) { cards(first: $n) { totalCount } }`;
    const answers = [await ask(document, "A", { n: "five" }), await ask(document, "B", { n: "five" }), await ask(document, "B", { n: "five" })];
    for (const answer of answers) expect(answer).toEqual({ status: 400, body: { errors: [expect.objectContaining({ message: expect.stringContaining('Variable "$n" got invalid value "five"'), extensions: { code: "BAD_USER_INPUT" } })] } });
  });
});
