// Errata: a card's behaviour follows its text in force on the request's asOf (Deathgrip, Tideturner,
// Baited Hook, Targon's Peak). The printed texts run through the compiler or an earlier-version definition,
// the errata through the reviewed hand-written definitions; both are executable. (Each request is pinned by
// its asOf, so rule numbers differ between dates: these checks look at outcomes, not rule numbers.)
// Ability numbers: the compiled printed Tideturner counts its [Hidden] paragraph (its play effect is ability
// 1); the hand-written definition numbers only its play effect (ability 0).
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { card, check, facedown, unit } from "../helpers/scenario-http.js";

const PRINTED = "2025-09-01"; // before the Origins errata of 2025-10-28
const CARD = `query($name: String!, $asOf: Date) { card(name: $name, asOf: $asOf) { executable text textSource } }`;

async function executableBothWays(name: string, before: string, after: string): Promise<void> {
  const a = (await data(CARD, { name, asOf: before })).card;
  const b = (await data(CARD, { name, asOf: after })).card;
  expect(a.text, `${name} changed`).not.toBe(b.text);
  expect([a.executable, b.executable], `${name} executable on both dates`).toEqual([true, true]);
}

describe("Deathgrip: \"to\" (a cost within the instruction, 203.2) before its erratum, \"If you do\" after", () => {
  const board = {
    name: "",
    objects: [unit("a", "p1", "bf1", { might: 5 }), unit("b", "p1", "bf1"), card("zh", "Zhonya's Hourglass", "p1", "base")],
    chain: [{ id: "dg", card: "Deathgrip", controller: "p1", targets: ["a", "b"] }],
  };

  it("is executable on both dates", () => executableBothWays("Deathgrip", "2025-12-15", "2026-02-01"));

  it("printed text: the kill is replaced, the cost still counts as paid, so the Might is given", async () => {
    await check({ ...board, asOf: "2025-12-15", expect: { instructions: { dg: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { a: { zone: "BASE" }, b: { might: 8 } } } });
  });

  it("erratum: the kill is replaced, so \"if you do\" gives nothing", async () => {
    await check({ ...board, asOf: "2026-02-01", expect: { instructions: { dg: ["EXECUTED", "IGNORED", "EXECUTED"] }, objects: { a: { zone: "BASE" }, b: { might: 3 } } } });
  });
});

describe("Tideturner: a friendly unit (printed) or a unit you control at another location (erratum)", () => {
  const played = (asOf: string, target: string) => ({
    name: "",
    asOf,
    objects: [facedown("fd", "Tideturner", "p1", "bf1"), unit("near", "p1", "bf1"), unit("far", "p1", "bf2")],
    chain: [{ id: "tt", card: "Tideturner", controller: "p1", playedFrom: "fd", battlefield: "bf1", targets: [target] }],
  });

  it("is executable on both dates", () => executableBothWays("Tideturner", PRINTED, "2026-01-01"));

  it("printed: from facedown, its play effect must choose here (811.1.d.2), so a unit elsewhere is illegal", async () => {
    await check({ ...played(PRINTED, "far"), expect: { playIllegal: { "fd.a1": { far: "its target must be there" } }, objects: { far: { battlefield: "bf2" } } } });
  });

  it("erratum: it can never choose here, so it chooses freely and they swap", async () => {
    await check({ ...played("2026-01-01", "far"), expect: { instructions: { "fd.a0": ["EXECUTED"] }, objects: { far: { battlefield: "bf1" }, fd: { battlefield: "bf2" } } } });
  });
});

describe("Baited Hook: play from among them (printed) or banish, then play (erratum)", () => {
  const hook = (asOf: string) => ({
    name: "",
    asOf,
    board: { players: [{ id: "p1", hand: [], deck: ["Petty Officer", "Stalwart Poro", "Wind Wall", "Hextech Ray", "Mystic Poro"] }, { id: "p2", deckSize: 20 }] },
    objects: [card("bh", "Baited Hook", "p1", "base"), unit("k", "p1", "bf1", { might: 2 })],
    chain: [{ id: "ab", source: "bh", ability: 0, controller: "p1", targets: ["k"], destination: "base" }],
    choices: [{ item: "ab", index: 0, option: "p1:deck:1" }],
  });

  it("is executable on both dates", () => executableBothWays("Baited Hook", PRINTED, "2026-01-01"));

  it("printed: the unit is played straight from the deck", async () => {
    const r = await check({ ...hook(PRINTED), expect: { instructions: { ab: ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { "p1:deck:1": { zone: "BASE" } } } });
    expect(r.steps.some((s) => s.chainItem === "ab" && /banishes/.test(s.explanation))).toBe(false);
  });

  it("erratum: it is banished first, then played", async () => {
    const r = await check({ ...hook("2026-01-01"), expect: { instructions: { ab: ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { "p1:deck:1": { zone: "BASE" } } } });
    expect(r.steps.some((s) => s.chainItem === "ab" && /banishes/.test(s.explanation))).toBe(true);
  });
});

describe("Targon's Peak: ready 2 runes (printed) or up to 2 (erratum), at the end of the turn", () => {
  const conquest = (asOf: string) => ({
    name: "",
    asOf,
    board: { battlefields: [{ id: "bf1", card: "Targon's Peak", controller: "p2" }, { id: "bf2" }] },
    objects: [unit("u", "p1", "base")],
    chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "bf1" }],
  });

  it("is executable on both dates", () => executableBothWays("Targon's Peak", PRINTED, "2026-01-01"));

  for (const [asOf, words] of [[PRINTED, "ready 2 runes"], ["2026-01-01", "ready up to 2 runes"]] as const) {
    it(`${asOf}: the conquest creates the delayed ability "${words}"`, async () => {
      const r = await check({ ...conquest(asOf), expect: { instructions: { "bf1.a0": ["EXECUTED"] } } });
      const delayed = r.steps.find((s) => s.kind === "DELAYED");
      expect(delayed?.explanation).toContain(words);
    });
  }
});
