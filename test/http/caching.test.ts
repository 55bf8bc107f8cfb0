// HTTP caching of immutable answers: GET queries pinned to a release or a stored resolution get a long
// Cache-Control, an ETag and 304 on If-None-Match; answers that can change stay short; POST, errors
// and mutations are never cacheable.
import { describe, expect, it } from "vitest";
import { apiUrl, data } from "../helpers/api.js";

async function get(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
  const url = new URL(apiUrl());
  url.searchParams.set("query", query);
  if (variables) url.searchParams.set("variables", JSON.stringify(variables));
  return fetch(url, { headers: { accept: "application/json", "apollo-require-preflight": "true", ...headers } });
}

const maxAge = (res: Response) => Number(/max-age=(\d+)/.exec(res.headers.get("cache-control") ?? "")?.[1] ?? -1);

describe("HTTP caching", () => {
  it("marks a rule of a named release immutable, with an ETag that answers 304", async () => {
    const query = `query($n: String!) { rule(number: $n, version: "RUP4") { number text } }`;
    const first = await get(query, { n: "359.3.e.5" });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = await first.json();
    expect(body.data.rule.number).toBe("359.3.e.5");

    const again = await get(query, { n: "359.3.e.5" }, { "if-none-match": etag as string });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const other = await get(query, { n: "359.3.e.6" }, { "if-none-match": etag as string });
    expect(other.status).toBe(200);
    expect(other.headers.get("etag")).not.toBe(etag);
  });

  it("keeps a stored resolution immutable", async () => {
    const { resolveChain } = await data(
      `mutation($input: ResolveChainInput!) { resolveChain(input: $input) { id } }`,
      {
        input: {
          rulesVersion: "RUP4",
          board: {
            turnPlayer: "p1",
            players: [{ id: "p1", deckSize: 5 }, { id: "p2", deckSize: 5 }],
            battlefields: [{ id: "bf1" }],
            objects: [{ id: "u", owner: "p2", type: "unit", might: 3, location: "BATTLEFIELD", battlefield: "bf1" }],
          },
          chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] }],
        },
      },
    );
    const res = await get(`query($id: ID!) { resolution(id: $id) { id status summary } }`, { id: resolveChain.id });
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await res.json()).data.resolution.id).toBe(resolveChain.id);
  });

  it.each([
    ["a rule as of a date", `{ rule(number: "359.3.e", asOf: "2026-04-01") { number } }`],
    ["the release in force today", `{ rulesRelease { version } }`],
    ["the list of releases", `{ rulesReleases { version } }`],
    ["a rule's history (a later release adds to it)", `{ ruleHistory(number: "359.3.e", version: "RUP4") { how } }`],
    ["a pinned rule next to an unpinned one", `{ a: rule(number: "359.3.e", version: "RUP4") { number } b: rule(number: "359.3.e") { number } }`],
  ])("keeps %s short-lived", async (_label, query) => {
    const res = await get(query);
    expect(res.status).toBe(200);
    expect(maxAge(res)).toBe(60);
    expect(res.headers.get("cache-control")).not.toContain("immutable");
  });

  it("gives a card as of a date an hour", async () => {
    const res = await get(`{ card(name: "Void Seeker", asOf: "2026-04-01") { code } }`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("never caches POST, errors or refused mutations", async () => {
    const post = await fetch(apiUrl(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ rule(number: "359.3.e", version: "RUP4") { number } }` }),
    });
    expect(post.status).toBe(200);
    expect(post.headers.get("cache-control")).toBe("no-store");
    expect(post.headers.get("etag")).toBeNull();

    const failed = await get(`{ rule(number: "not a number", version: "RUP4") { number } }`);
    expect(failed.headers.get("cache-control")).toBe("no-store");
    expect(failed.headers.get("etag")).toBeNull();

    const mutation = await get(`mutation { importCards { cards } }`);
    expect(mutation.status).toBe(405);
    expect(mutation.headers.get("cache-control") ?? "no-store").toBe("no-store");
  });
});
