// Coverage as a product feature: card { executable unsupported }, cards(filter: { executable }), and
// cardCoverage by set and type — all consistent with each other and with the engine's own coverage
// of the card library read at test time.
import { beforeAll, describe, expect, it } from "vitest";
import { coverageOf, type PoolCard } from "../../src/engine/index.js";
import { loadCardLibrary, textAsOf, textsOf, type CardLibrary } from "../../src/importers/cards/index.js";
import { data, error } from "../helpers/api.js";
import { DATA_DIR } from "../helpers/paths.js";

const AS_OF = "2026-08-01";
const COVERAGE = `query($asOf: Date, $set: String, $type: String) {
  cardCoverage(asOf: $asOf, set: $set, type: $type) { asOf executable total rows { set setName type executable total } phrases { phrase cards only examples } }
}`;
const CARDS = `query($filter: CardFilter, $first: Int, $after: String) {
  cards(filter: $filter, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { code executable unsupported } } }
}`;
const CARD = `query($name: String!, $asOf: Date) { card(name: $name, asOf: $asOf) { code executable unsupported text } }`;

let library: CardLibrary;
beforeAll(() => {
  library = loadCardLibrary(DATA_DIR);
});

async function allPages(filter: Record<string, unknown>): Promise<{ codes: string[]; total: number; flags: boolean[] }> {
  const codes: string[] = [];
  const flags: boolean[] = [];
  let after: string | null = null;
  let total = -1;
  for (;;) {
    const { cards }: { cards: { totalCount: number; edges: { node: { code: string; executable: boolean } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } = await data(CARDS, { filter, first: 100, after });
    total = cards.totalCount;
    for (const e of cards.edges) {
      codes.push(e.node.code);
      flags.push(e.node.executable);
    }
    if (!cards.pageInfo.hasNextPage) break;
    after = cards.pageInfo.endCursor;
  }
  return { codes, total, flags };
}

describe("card { executable unsupported }", () => {
  it("a compiled card the engine runs is executable, with nothing unsupported", async () => {
    const { card } = await data(CARD, { name: "Hextech Ray", asOf: AS_OF });
    expect(card).toMatchObject({ executable: true, unsupported: [] });
  });

  it("a card that is not executable says which phrases block it", async () => {
    const { cards } = await data(CARDS, { filter: { executable: false, asOf: AS_OF, type: "Spell" }, first: 5 });
    expect(cards.edges.length).toBeGreaterThan(0);
    for (const e of cards.edges) {
      expect(e.node.executable).toBe(false);
      expect(e.node.unsupported.length).toBeGreaterThan(0);
    }
  });

  it("follows the text in force: an erratum can make a card executable", async () => {
    const before = (await data(CARD, { name: "Zhonya's Hourglass", asOf: "2025-07-01" })).card;
    const after = (await data(CARD, { name: "Zhonya's Hourglass", asOf: AS_OF })).card;
    expect(before.text).not.toBe(after.text);
    expect(before.executable).toBe(false);
    expect(before.unsupported.length).toBeGreaterThan(0);
    expect(after.executable).toBe(true);
  });
});

describe("cards(filter: { executable })", () => {
  it("pages through exactly totalCount executable cards, in code order", async () => {
    const { codes, total, flags } = await allPages({ executable: true, asOf: AS_OF });
    expect(codes.length).toBe(total);
    expect(flags.every(Boolean)).toBe(true);
    expect([...codes].sort()).toEqual(codes);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("executable and not executable partition the library, and combine with other filters", async () => {
    const yes = await data(CARDS, { filter: { executable: true, asOf: AS_OF }, first: 1 });
    const no = await data(CARDS, { filter: { executable: false, asOf: AS_OF }, first: 1 });
    expect(yes.cards.totalCount + no.cards.totalCount).toBe(library.cards.length);
    const spells = await allPages({ executable: true, asOf: AS_OF, set: "OGN", type: "Spell" });
    const cov = (await data(COVERAGE, { asOf: AS_OF, set: "OGN", type: "Spell" })).cardCoverage;
    expect(spells.total).toBe(cov.executable);
  });
});

describe("cardCoverage", () => {
  it("rows by set and type add up, and match the executable filter", async () => {
    const cov = (await data(COVERAGE, { asOf: AS_OF })).cardCoverage;
    expect(cov.total).toBe(library.cards.length);
    expect(cov.rows.reduce((n: number, r: { total: number }) => n + r.total, 0)).toBe(cov.total);
    expect(cov.rows.reduce((n: number, r: { executable: number }) => n + r.executable, 0)).toBe(cov.executable);
    const yes = await data(CARDS, { filter: { executable: true, asOf: AS_OF }, first: 1 });
    expect(yes.cards.totalCount).toBe(cov.executable);
    for (const r of cov.rows) expect(r.executable).toBeLessThanOrEqual(r.total);
  });

  it("is the engine's coverage of the library (the table `npm run coverage:cards` prints)", async () => {
    // asked first: the local computation below holds this process's event loop for tens of seconds, and a request
    // sent right after it could go out on a kept-alive connection the server closed meanwhile (its close not yet seen)
    const cov = (await data(COVERAGE, { asOf: AS_OF })).cardCoverage;
    const pool: PoolCard[] = library.cards.map((c) => {
      const texts = textsOf(library, c.code);
      return { code: c.code, name: c.name, set: c.set, types: c.types, might: c.might, energy: c.energy, text: (textAsOf(texts, AS_OF) ?? texts[0])?.text ?? "" };
    });
    const local = coverageOf(pool);
    // let the event loop see any connection closed while it was held, before the next test's request
    await new Promise((next) => setTimeout(next, 0));
    expect(cov.rows.map(({ set, type, executable, total }: Record<string, unknown>) => ({ set, type, executable, total }))).toEqual(local.rows);
    expect(cov.phrases.slice(0, 20).map((p: { phrase: string; cards: number }) => [p.phrase, p.cards])).toEqual(local.phrases.slice(0, 20).map((p) => [p.phrase, p.cards]));
  });

  it("one set, one type; phrases count the cards they block, most first", async () => {
    const cov = (await data(COVERAGE, { asOf: AS_OF, set: "Origins" })).cardCoverage;
    expect(new Set(cov.rows.map((r: { set: string }) => r.set))).toEqual(new Set(["OGN"]));
    const inSet = await data(CARDS, { filter: { set: "OGN", asOf: AS_OF }, first: 1 });
    expect(cov.total).toBe(inSet.cards.totalCount);
    for (let i = 1; i < cov.phrases.length; i++) expect(cov.phrases[i - 1].cards).toBeGreaterThanOrEqual(cov.phrases[i].cards);
    for (const p of cov.phrases) {
      expect(p.only).toBeLessThanOrEqual(p.cards);
      for (const code of p.examples) expect(code.startsWith("OGN-")).toBe(true);
    }
  });

  it("an unknown set is the client's error, naming the field", async () => {
    const e = await error(COVERAGE, { set: "No Such Set" });
    expect(e.extensions?.code).toBe("BAD_USER_INPUT");
    expect(e.extensions?.field).toBe("set");
  });
});
