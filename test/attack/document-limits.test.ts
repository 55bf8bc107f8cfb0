// Attacks on the GraphQL document itself, against the shared server: many aliases, fragment cycles,
// deep nesting, oversized documents, huge page sizes in literals and variables, expensive operations
// hidden behind cached documents and persisted queries, deep inputs. Each must be refused with a 400
// and a code naming what was exceeded, quickly, and the server must answer a normal query afterwards.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getIntrospectionQuery } from "graphql";
import { describe, expect, it } from "vitest";
import { apiUrl, data } from "../helpers/api.js";
import { post, type Answer } from "../helpers/own-server.js";
import { DATA_DIR } from "../helpers/paths.js";

const releaseCount = (JSON.parse(readFileSync(join(DATA_DIR, "rules", "releases.json"), "utf8")).releases as unknown[]).length;

async function send(query: string, variables?: Record<string, unknown>, extensions?: Record<string, unknown>): Promise<Answer & { ms: number }> {
  const started = performance.now();
  const answer = await post(apiUrl(), { query, variables, extensions });
  return { ...answer, ms: performance.now() - started };
}

/** The server still answers a normal query, with the real data. */
async function stillServing(): Promise<void> {
  const { rulesReleases } = await data(`{ rulesReleases { version } }`);
  expect(rulesReleases).toHaveLength(releaseCount);
}

function expectRefused(answer: Answer & { ms: number }, status: number, code: string, limit?: string): { message: string; extensions?: Record<string, any> } {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(status);
  expect(answer.body.data ?? undefined).toBeUndefined();
  const error = answer.body.errors!.find((e) => (limit ? e.extensions?.limit === limit : true))!;
  expect(error, JSON.stringify(answer.body.errors).slice(0, 300)).toBeDefined();
  expect(error.extensions?.code).toBe(code);
  expect(answer.ms).toBeLessThan(3_000);
  return error;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("aliases", () => {
  it("refuses 1000 aliases with the alias limit, before resolving anything", async () => {
    const query = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: __typename`).join(" ")} }`;
    const error = expectRefused(await send(query), 400, "GRAPHQL_VALIDATION_FAILED", "aliases");
    expect(error.message).toBe("The document uses 1000 aliases; the alias limit is 100.");
    expect(error.extensions).toMatchObject({ max: 100, actual: 1000 });
    await stillServing();
  });

  it("refuses 1000 aliased rule lookups, which do not even fit the token limit", async () => {
    const query = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: rule(number: "359.${i}") { text }`).join(" ")} }`;
    const error = expectRefused(await send(query), 400, "GRAPHQL_PARSE_FAILED");
    expect(error.message).toMatch(/Document contains more tha. 5000 tokens/);
    await stillServing();
  });

  it("accepts 100 aliases", async () => {
    const query = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: __typename`).join(" ")} }`;
    const answer = await send(query);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data!)).toHaveLength(100);
  });
});

describe("fragment cycles", () => {
  it.each([
    ["a fragment spreading itself", `query { ...A } fragment A on Query { rulesReleases { version } ...A }`],
    ["two fragments spreading each other", `query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }`],
    ["a cycle under a list field", `query { rulesReleases { ...R } } fragment R on RulesRelease { version ...S } fragment S on RulesRelease { ...R }`],
    ["a cycle through a nested selection", `query { rules(under: "1") { ...R } } fragment R on Rule { children { ...R } }`],
  ])("answers 400 for %s, never 500", async (_name, query) => {
    const error = expectRefused(await send(query), 400, "GRAPHQL_VALIDATION_FAILED");
    expect(error.message).toMatch(/^Cannot spread fragment "[A-Z]" within itself/);
    await stillServing();
  });
});

describe("depth and nesting", () => {
  const nested = (levels: number) => `{ rules(under: "1") { ${"children { ".repeat(levels)}number${" }".repeat(levels)} } }`;

  it("refuses depth 100 on list fields with the depth limit", async () => {
    const error = expectRefused(await send(nested(100)), 400, "GRAPHQL_VALIDATION_FAILED", "depth");
    expect(error.message).toBe("The operation nests fields more than 20 levels deep; the depth limit is 20.");
    await stillServing();
  });

  it("counts depth through fragments", async () => {
    const fragments = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Rule { number children { ${i < 29 ? `...F${i + 1}` : "number"} } }`).join(" ");
    expectRefused(await send(`{ rules(under: "1") { ...F0 } } ${fragments}`), 400, "GRAPHQL_VALIDATION_FAILED", "depth");
  });

  it("accepts depth 20 where the cost allows it", async () => {
    const query = `{ rule(number: "359.3.e.5", version: "v1.3") { ${"parent { ".repeat(18)}number${" }".repeat(18)} } }`;
    const answer = await send(query);
    expect(answer.status).toBe(200);
    // the parents of 359.3.e.5 (359.3.e, 359.3, …) up to the top, then null
    let levels = 0;
    for (let rule = answer.body.data!.rule.parent; rule; rule = rule.parent) levels++;
    expect(levels).toBeGreaterThanOrEqual(3);
    expect(levels).toBeLessThan(18);
  });

  it.each([
    ["selection sets", 3000, (n: number) => `{ ${"a { ".repeat(n)}b${" }".repeat(n)} }`],
    ["list literals", 5000, (n: number) => `{ cards(filter: { name: ${"[".repeat(n)}"x"${"]".repeat(n)} }) { totalCount } }`],
    ["object literals", 2000, (n: number) => `{ cards(filter: ${"{ name: ".repeat(n)}"x"${" }".repeat(n)}) { totalCount } }`],
  ])("refuses %s nested %i deep before parsing, with the nesting limit", async (_what, levels, make) => {
    const error = expectRefused(await send(make(levels)), 400, "GRAPHQL_PARSE_FAILED", "nesting");
    expect(error.message).toMatch(/^Syntax Error: brackets nest \d+ levels deep; the nesting limit is 128\.$/);
    // counted up to the token limit, past which the parser refuses the document anyway
    expect(error.extensions!.actual).toBeGreaterThan(128);
    await stillServing();
  });

  it("refuses a short deep document every time it is sent (its nesting remembered, not forgotten)", async () => {
    const deep = `{ ${"a { ".repeat(200)}b${" }".repeat(200)} }`;
    for (let i = 0; i < 3; i++) {
      const error = expectRefused(await send(deep), 400, "GRAPHQL_PARSE_FAILED", "nesting");
      expect(error.extensions).toMatchObject({ max: 128, actual: 201 });
    }
    await stillServing();
  });

  it("refuses a variable nested 100,000 deep as bad input, never 500", async () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const body = `{"query":"query($f: CardFilter) { cards(filter: $f) { totalCount } }","variables":{"f":{"name":${deep}}}}`;
    const started = performance.now();
    const answer = await post(apiUrl(), body);
    expectRefused({ ...answer, ms: performance.now() - started }, 400, "BAD_USER_INPUT");
    await stillServing();
  });
});

describe("directives and tokens", () => {
  it("refuses more than 50 directives", async () => {
    const query = `{ ${Array.from({ length: 60 }, (_, i) => `a${i}: __typename @include(if: true)`).join(" ")} }`;
    const error = expectRefused(await send(query), 400, "GRAPHQL_VALIDATION_FAILED", "directives");
    expect(error.message).toBe("The document uses 60 directives; the directive limit is 50.");
  });

  it("refuses a document of more than 5000 tokens while parsing it", async () => {
    const error = expectRefused(await send(`{ ${"__typename ".repeat(6000)}}`), 400, "GRAPHQL_PARSE_FAILED");
    expect(error.message).toMatch(/Document contains more tha. 5000 tokens/);
    await stillServing();
  });
});

describe("page sizes and cost", () => {
  const CARDS = `query($n: Int) { cards(first: $n) { edges { node { code } } } }`;

  it.each([[101], [2_147_483_647], [1e12], [0], [-5], [2.5]])("refuses first: $n = %s from a variable before running anything", async (n) => {
    const error = expectRefused(await send(CARDS, { n }), 400, "BAD_USER_INPUT");
    expect(error.message).toBe(`first: must be between 1 and 100 (got ${n})`);
    expect(error.extensions).toMatchObject({ field: "first", on: "Query.cards", max: 100 });
  });

  it("refuses a huge first in a literal, on every connection", async () => {
    for (const [query, on] of [
      [`{ cards(first: 1000000) { totalCount } }`, "Query.cards"],
      [`{ searchRules(text: "damage", first: 5000) { totalCount } }`, "Query.searchRules"],
    ]) {
      const error = expectRefused(await send(query), 400, "BAD_USER_INPUT");
      expect(error.extensions).toMatchObject({ field: "first", on });
    }
  });

  it("uses a variable's default value when the variable is not sent", async () => {
    const error = expectRefused(await send(`query($n: Int = 500) { cards(first: $n) { totalCount } }`), 400, "BAD_USER_INPUT");
    expect(error.message).toBe("first: must be between 1 and 100 (got 500)");
  });

  // 30 connections: 30 × (5 + n × (edge 1 + node 1 + textHistory 3 × 1)).
  const WIDE = `query($n: Int) { ${Array.from({ length: 30 }, (_, i) => `c${i}: cards(first: $n) { edges { node { code textHistory { text } } } }`).join(" ")} }`;

  it("counts list sizes from the variables of each request, for the same cached document", async () => {
    const cheap = await send(WIDE, { n: 2 });
    expect(cheap.status).toBe(200);
    expect(cheap.body.data!.c0.edges).toHaveLength(2);
    const costly = expectRefused(await send(WIDE, { n: 100 }), 400, "GRAPHQL_VALIDATION_FAILED", "cost");
    expect(costly.extensions).toMatchObject({ max: 10_000, actual: 30 * (5 + 100 * 5) });
    expect(costly.message).toMatch(/^The operation costs 15150 .*; the cost limit is 10000\.$/);
    expect((await send(WIDE, { n: 2 })).status).toBe(200);
  });

  it("refuses a costly document that reads no variable every time it is sent (its cost counted once)", async () => {
    const fixed = WIDE.replace("query($n: Int) ", "").replaceAll("first: $n", "first: 100");
    for (let i = 0; i < 3; i++) {
      const costly = expectRefused(await send(fixed), 400, "GRAPHQL_VALIDATION_FAILED", "cost");
      expect(costly.extensions).toMatchObject({ max: 10_000, actual: 30 * (5 + 100 * 5) });
    }
    const cheap = WIDE.replace("query($n: Int) ", "").replaceAll("first: $n", "first: 2");
    for (let i = 0; i < 2; i++) expect((await send(cheap)).status).toBe(200);
  });

  it("counts them for persisted queries too, which are sent by hash alone", async () => {
    const hash = sha256(WIDE);
    const persisted = { persistedQuery: { version: 1, sha256Hash: hash } };
    const registered = await send(WIDE, { n: 3 }, persisted);
    expect(registered.status).toBe(200);
    const byHash = await post(apiUrl(), { variables: { n: 3 }, extensions: persisted });
    expect(byHash.status).toBe(200);
    expect(byHash.body.data!.c29.edges).toHaveLength(3);
    const started = performance.now();
    const costly = await post(apiUrl(), { variables: { n: 100 }, extensions: persisted });
    expectRefused({ ...costly, ms: performance.now() - started }, 400, "GRAPHQL_VALIDATION_FAILED", "cost");
    const hugeFirst = await post(apiUrl(), { variables: { n: 1e9 }, extensions: persisted });
    expect(hugeFirst.status).toBe(400);
    expect(hugeFirst.body.errors![0].extensions!.code).toBe("BAD_USER_INPUT");
  });

  it("never stores a refused document as a persisted query", async () => {
    const query = `{ ${Array.from({ length: 150 }, (_, i) => `a${i}: __typename`).join(" ")} }`;
    const persisted = { persistedQuery: { version: 1, sha256Hash: sha256(query) } };
    expectRefused(await send(query, undefined, persisted), 400, "GRAPHQL_VALIDATION_FAILED", "aliases");
    const byHash = await post(apiUrl(), { extensions: persisted });
    expect(byHash.body.errors![0].extensions!.code).toBe("PERSISTED_QUERY_NOT_FOUND");
  });

  it("answers an unknown persisted query hash with PERSISTED_QUERY_NOT_FOUND", async () => {
    const answer = await post(apiUrl(), { extensions: { persistedQuery: { version: 1, sha256Hash: sha256(`unknown ${Date.now()}`) } } });
    // Apollo's automatic persisted queries protocol: 200, so that the client retries with the query.
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toEqual([{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }]);
    const mismatched = await post(apiUrl(), { query: "{ __typename }", extensions: { persistedQuery: { version: 1, sha256Hash: sha256("{ other }") } } });
    expect(mismatched.status).toBe(400);
    expect(mismatched.body.errors![0].extensions!.code).toBe("BAD_REQUEST");
    await stillServing();
  });
});

describe("introspection and suggestions", () => {
  it("allows the standard introspection query, within every limit", async () => {
    const query = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true });
    const answer = await send(query);
    expect(answer.status).toBe(200);
    const types = answer.body.data!.__schema.types.map((t: { name: string }) => t.name);
    expect(types).toEqual(expect.arrayContaining(["Query", "Mutation", "Rule", "Card", "ResolveChainInput"]));
  });

  it.each([
    ["a misspelled field", `{ rulesReleasez { version } }`, undefined, "rulesReleases"],
    ["a misspelled argument", `{ rule(number: "1", versio: "v1.3") { number } }`, undefined, '"version"'],
    ["a misspelled type condition", `{ rulesReleases { ... on RulesReleas { version } } }`, undefined, "RulesRelease"],
    ["a misspelled enum literal", `mutation { resolveChain(input: { board: { turnPlayer: "a", players: [], battlefields: [], objects: [{ id: "o", owner: "a", location: BAS }] }, chain: [] }) { id } }`, undefined, "BASE"],
    ["a misspelled input field in a variable", `query($f: CardFilter) { cards(filter: $f) { totalCount } }`, { f: { nam: "Jinx" } }, '"name"'],
    ["a misspelled enum value in a variable", `mutation($o: GameObjectInput!) { resolveChain(input: { board: { turnPlayer: "a", players: [], battlefields: [], objects: [$o] }, chain: [] }) { id } }`, { o: { id: "o", owner: "a", location: "BAS" } }, '"BASE"'],
  ])("names no schema element for %s", async (_what, query, variables, suggestion) => {
    const answer = await send(query, variables);
    expect(answer.status).toBe(400);
    for (const error of answer.body.errors!) {
      expect(error.extensions?.code).toMatch(/^(GRAPHQL_VALIDATION_FAILED|BAD_USER_INPUT)$/);
      expect(error.message).not.toMatch(/did you mean/i);
      expect(error.message).not.toContain(suggestion);
    }
  });
});
