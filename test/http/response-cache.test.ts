// Whole answers kept in the hot-read cache (src/http/caching/response-cache.ts): a cacheable query asked
// again is answered from the cache, byte for byte the same; answers with errors and mutations are never
// kept; each distinct question (text, variables) has its own entry.
import { describe, expect, it } from "vitest";
import { apiUrl } from "../helpers/api.js";

const base = () => apiUrl().replace(/\/graphql$/, "");

async function raw(query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; text: string; cache: string | null }> {
  const res = await fetch(apiUrl(), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  return { status: res.status, text: await res.text(), cache: res.headers.get("x-cache") };
}

// queries no other test sends (their own aliases), so the first asking is this test's
const RULE = `query CachedRule($n: String!) { responseCacheTest: rule(number: $n, version: "RUP4") { number text release { version } } }`;

describe("the response cache", () => {
  it("answers a query asked again from the cache, with the same bytes", async () => {
    const first = await raw(RULE, { n: "359.3.e.5" });
    const second = await raw(RULE, { n: "359.3.e.5" });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text).data.responseCacheTest.number).toBe("359.3.e.5");
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(second.text).toBe(first.text);
  });

  it("keeps each question apart: other variables are another entry", async () => {
    const a = await raw(RULE, { n: "359.3.e.6" });
    const b = await raw(RULE, { n: "359.3.e.7" });
    expect([a.cache, b.cache]).toEqual(["miss", "miss"]);
    expect(JSON.parse(a.text).data.responseCacheTest.number).toBe("359.3.e.6");
    expect(JSON.parse(b.text).data.responseCacheTest.number).toBe("359.3.e.7");
  });

  it("never keeps an answer with errors", async () => {
    const query = `query CachedError { responseCacheError: rule(number: "359.3.e.5", version: "no-such-version") { number } }`;
    const answers = [await raw(query), await raw(query)];
    for (const a of answers) expect(JSON.parse(a.text).errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(answers.map((a) => a.cache)).toEqual(["miss", "miss"]);
  });

  it("never answers a mutation from the cache", async () => {
    const input = {
      asOf: "2026-08-01",
      board: { turnPlayer: "p1", players: [{ id: "p1" }, { id: "p2" }], battlefields: [{ id: "bf1" }], objects: [{ id: "u", owner: "p2", type: "unit", might: 3, location: "BATTLEFIELD", battlefield: "bf1" }] },
      chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] }],
    };
    const query = `mutation CachedMutation($input: ResolveChainInput!) { resolveChain(input: $input) { id } }`;
    const answers = [await raw(query, { input }), await raw(query, { input })];
    expect(JSON.parse(answers[0].text).data.resolveChain.id).not.toBe(JSON.parse(answers[1].text).data.resolveChain.id);
    expect(answers.map((a) => a.cache)).toEqual([null, null]);
  });
});
