// Every card the library marks executable resolves through the GraphQL API (on PGlite, and on
// PostgreSQL with DATABASE_URL): a spell, unit or gear played onto a chain from its controller's hand,
// anything else (legends, battlefields, runes, tokens: named by their code) on the board, over a board
// with units of both players at both battlefields. The answer is a stored resolution, complete or
// waiting for a choice the engine names, with nothing reported unsupported. What each card does is the
// other cards-executable files' business; this proves none of them fails or falls back to "unsupported".
import { describe, expect, it } from "vitest";
import { data, gql } from "../helpers/api.js";
import { input, RESOLVE, RUP4_DATE, unit, type ChainItem, type GameObject } from "../helpers/scenario-http.js";

const CARDS = `query($after: String) { cards(filter: { executable: true, asOf: "${RUP4_DATE}" }, first: 100, after: $after) {
  totalCount edges { node { code name types } } pageInfo { hasNextPage endCursor } } }`;

interface Card { code: string; name: string; types: string[] }

async function executableCards(): Promise<{ cards: Card[]; total: number }> {
  const cards: Card[] = [];
  let after: string | null = null;
  let total = 0;
  for (;;) {
    const page: { cards: { totalCount: number; edges: { node: Card }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } = await data(CARDS, { after });
    total = page.cards.totalCount;
    cards.push(...page.cards.edges.map((e) => e.node));
    if (!page.cards.pageInfo.hasNextPage) return { cards, total };
    after = page.cards.pageInfo.endCursor;
  }
}

const PLAYED = new Set(["spell", "unit", "gear"]);

function requestFor(c: Card) {
  const objects: GameObject[] = [unit("a1", "p1", "bf1"), unit("a2", "p1", "bf2"), unit("e1", "p2", "bf1"), unit("e2", "p2", "bf2", { might: 5 }), unit("h1", "p1", "base")];
  const type = (c.types[0] ?? "").toLowerCase();
  let chain: ChainItem[];
  if (PLAYED.has(type) && !/-T\d/.test(c.code)) chain = [{ id: "c", card: c.code, controller: "p1" }];
  else {
    objects.push({ id: "x", card: c.code, owner: "p1", location: "BASE" });
    chain = [];
  }
  return input({ objects, chain, board: { players: [{ id: "p1", hand: ["Flash"], deck: ["Flash", "Void Seeker", "Hidden Blade"], trash: ["Flash"] }, { id: "p2", deckSize: 20 }] } });
}

describe("every executable card", () => {
  it("resolves through the API: stored, complete or asking for a choice, nothing unsupported", { timeout: 600_000 }, async () => {
    const { cards, total } = await executableCards();
    expect(cards).toHaveLength(total);
    expect(total).toBeGreaterThan(400);
    const failures: string[] = [];
    for (const c of cards) {
      const res = await gql(RESOLVE, { input: requestFor(c) });
      const r = res.data?.resolveChain;
      if (res.errors?.length || !r) failures.push(`${c.code} ${c.name}: ${JSON.stringify(res.errors)}`);
      else if (!["COMPLETE", "NEEDS_CHOICE"].includes(r.status) || r.unsupported.length) failures.push(`${c.code} ${c.name}: ${r.status} ${JSON.stringify(r.unsupported)}`);
    }
    expect(failures).toEqual([]);
  });
});
