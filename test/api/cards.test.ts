// The card read API over HTTP: filters, pagination, lookups, and text as of a date (errata).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { data, error } from "../helpers/api.js";
import { DATA_DIR } from "../helpers/paths.js";

const CARD = `query($code: String, $name: String, $asOf: Date) {
  card(code: $code, name: $name, asOf: $asOf) {
    code name set setName types supertypes domains energy power might tags keywords rarity printings text textSource asOf
    textHistory { text effectiveFrom source }
  }
}`;
const CARDS = `query($filter: CardFilter, $first: Int, $after: String) {
  cards(filter: $filter, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { code name set types domains energy might power tags keywords text } }
  }
}`;

let library: any;
beforeAll(async () => {
  const { loadCardLibrary } = await import("../../src/importers/cards/index.js");
  library = loadCardLibrary(DATA_DIR);
});

describe("card", () => {
  it("serves a card's fields as the gallery gives them", async () => {
    const gallery = JSON.parse(readFileSync(join(DATA_DIR, "cards", "gallery_2026-03-28.json"), "utf8")).cards;
    const printing = gallery.find((c: any) => c.publicCode.startsWith("OGN-001/"));
    const { card } = await data(CARD, { code: "OGN-001" });
    expect(card).toMatchObject({
      code: "OGN-001",
      name: printing.name,
      set: "OGN",
      setName: printing.set,
      types: printing.cardTypes,
      domains: printing.domains,
      energy: printing.energy === "" ? null : Number(printing.energy),
      might: printing.might === "" ? null : Number(printing.might),
      power: printing.power === "" ? null : Number(printing.power),
      tags: printing.tags,
      rarity: printing.rarity,
    });
    expect(card.text).not.toMatch(/:rb_/);
  });

  it("finds a card by name whatever the case and punctuation, and by any printing's code", async () => {
    const stored = library.cards.find((c: any) => /^bellow.?s breath$/i.test(c.name));
    const withApostrophe = (await data(CARD, { name: "Bellow's Breath" })).card;
    const without = (await data(CARD, { name: "bellows  BREATH" })).card;
    expect(withApostrophe.code).toBe(stored.code);
    expect(without.code).toBe(stored.code);
    const multi = library.cards.find((c: any) => c.printings.length > 1 && c.printings.some((p: string) => p !== c.code));
    const other = multi.printings.find((p: string) => p !== multi.code);
    expect((await data(CARD, { code: other })).card.code).toBe(multi.code);
    expect((await data(CARD, { code: `${multi.code}/298` })).card.code).toBe(multi.code);
  });

  it("answers null for a card that does not exist, and asks for a code or a name", async () => {
    expect((await data(CARD, { name: "No Such Card Anywhere" })).card).toBeNull();
    const e = await error(CARD, {});
    expect(e.extensions?.code).toBe("BAD_USER_INPUT");
    expect(e.message).toMatch(/^code: give a card's code/);
  });

  it.each(["Deathgrip", "Tideturner", "Baited Hook", "Targon's Peak"])("gives %s's text as in force before and after its erratum", async (name) => {
    const { card } = await data(CARD, { name });
    expect(card.textHistory.length).toBeGreaterThanOrEqual(2);
    const expected = library.texts.filter((t: any) => t.code === card.code);
    expect(card.textHistory.map((t: any) => [t.effectiveFrom, t.text])).toEqual(expected.map((t: any) => [t.effectiveFrom, t.text]));
    const [printed, ...later] = card.textHistory;
    const erratum = later.find((t: any) => t.text !== printed.text && /errata/.test(t.source));
    expect(erratum).toBeDefined();
    const dayBefore = new Date(Date.parse(erratum.effectiveFrom) - 86_400_000).toISOString().slice(0, 10);
    expect((await data(CARD, { name, asOf: dayBefore })).card.text).toBe(printed.text);
    expect((await data(CARD, { name, asOf: erratum.effectiveFrom })).card.text).toBe(erratum.text);
  });
});

describe("cards", () => {
  it("pages through the whole library by code without gaps or repeats", async () => {
    const codes: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 20; page++) {
      const { cards } = await data(CARDS, { first: 100, after });
      expect(cards.totalCount).toBe(library.cards.length);
      codes.push(...cards.edges.map((e: any) => e.node.code));
      if (!cards.pageInfo.hasNextPage) break;
      after = cards.pageInfo.endCursor;
    }
    expect(codes).toHaveLength(library.cards.length);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(library.cards.map((c: any) => c.code).sort());
  });

  it.each([
    ["set code", { set: "UNL" }, (c: any) => c.set === "UNL"],
    ["set name", { set: "spiritforged" }, (c: any) => c.set === "SFD"],
    ["type, any case", { type: "spell" }, (c: any) => c.types.includes("Spell")],
    ["domain", { domain: "fury" }, (c: any) => c.domains.includes("Fury")],
    ["energy range", { energy: { min: 2, max: 3 } }, (c: any) => c.energy !== null && c.energy >= 2 && c.energy <= 3],
    ["might at least", { might: { min: 6 } }, (c: any) => c.might !== null && c.might >= 6],
    ["keyword", { keyword: "[Hidden]" }, (c: any) => c.keywords.includes("Hidden")],
    ["tag", { tag: "noxus" }, (c: any) => c.tags.includes("Noxus")],
    ["several at once", { type: "Unit", domain: "Calm", might: { max: 2 } }, (c: any) => c.types.includes("Unit") && c.domains.includes("Calm") && c.might !== null && c.might <= 2],
  ])("filters by %s, exactly as the library says", async (_label, filter, predicate) => {
    const { cards } = await data(CARDS, { filter, first: 100 });
    const expected = library.cards.filter(predicate);
    expect(expected.length).toBeGreaterThan(0);
    expect(cards.totalCount).toBe(expected.length);
    expect(cards.edges.every((e: any) => predicate(e.node))).toBe(true);
  });

  it("filters by a partial name, case- and punctuation-insensitive, both ways", async () => {
    const a = (await data(CARDS, { filter: { name: "bellows" } })).cards;
    const b = (await data(CARDS, { filter: { name: "Bellow's" } })).cards;
    expect(a.edges.map((e: any) => e.node.name.replace("'", ""))).toContain("Bellows Breath");
    expect(b.edges.map((e: any) => e.node.code)).toEqual(a.edges.map((e: any) => e.node.code));
  });

  it("filters by words in any version of the text", async () => {
    const phrase = "draw 2";
    const { cards } = await data(CARDS, { filter: { text: "DRAW 2" }, first: 100 });
    const codes = new Set(library.texts.filter((t: any) => t.text.toLowerCase().includes(phrase)).map((t: any) => t.code));
    expect(codes.size).toBeGreaterThan(0);
    expect(cards.totalCount).toBe(codes.size);
    for (const e of cards.edges) expect(codes.has(e.node.code)).toBe(true);
  });

  it("names the field of a bad filter or page size", async () => {
    expect((await error(CARDS, { first: 0 })).message).toBe("first: must be between 1 and 100 (got 0)");
    expect((await error(CARDS, { filter: { energy: { min: 5, max: 2 } } })).message).toBe("filter.energy: min (5) is greater than max (2)");
    expect((await error(CARDS, { after: "garbage" })).message).toBe("after: is not a cursor returned by this connection");
  });
});
