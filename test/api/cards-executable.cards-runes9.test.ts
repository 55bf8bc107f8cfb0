// Phrases made executable on the cards-runes9 branch (runes, the rune deck and readying). Real cards of the library,
// compiled from their text; the card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, reject, resolve, unit } from "../helpers/scenario-http.js";

type Steps = { steps: { chainItem: string | null; kind: string; outcome: string | null; explanation: string }[] };
const said = (r: Steps, item: string) => r.steps.filter((s) => s.chainItem === item && s.kind === "INSTRUCTION").map((s) => s.explanation).join(" | ");

describe("VEN-141 Butcher of the Sands: Energy added that may be spent only on units and abilities of units", () => {
  it("is executable", async () => {
    await executable("VEN-141");
  });

  it("its ability exhausts the legend and adds {2} with the restriction recorded", async () => {
    const r = await check({
      name: "",
      objects: [card("b", "Butcher of the Sands", "p1", "base")],
      chain: [{ id: "a", source: "b", ability: 0, controller: "p1" }],
      expect: { instructions: { a: ["EXECUTED"] }, objects: { b: { exhausted: true } } },
    });
    expect(said(r, "a")).toMatch(/adds \{2\} to their rune pool, to be spent only to play units or activated abilities of units/);
  });
});

// A legend's trigger on a unit, a gear or an activated ability its controller plays with an Energy cost of 7 or more: a card's
// printed Energy cost (206), an ability's Energy in its cost; its optional exhaust of the legend is asked as it goes on the chain.
describe("VEN-145 Curator of the Sands: a play with Energy cost 7 or more readies up to 2 runes for an exhaust of the legend", () => {
  const legend = card("cs", "Curator of the Sands", "p1", "base");

  it("is executable", async () => {
    await executable("VEN-145");
  });

  it("a unit with printed Energy cost 7 triggers it; accepted, the legend is exhausted and the runes' readying is recorded", async () => {
    const r = await check({
      name: "",
      objects: [legend],
      chain: [{ id: "mm", card: "Mega-Mech", controller: "p1", destination: "base" }],
      choices: [{ item: "cs.a0", index: 0, accept: true }],
      expect: { objects: { cs: { exhausted: true }, mm: { zone: "BASE" } } },
    });
    expect(r.steps.some((s) => s.kind === "TRIGGER" && /Curator of the Sands \(cs\)'s ability triggers: p1 played Mega-Mech, whose Energy cost is 7, 7 or more/.test(s.explanation))).toBe(true);
    expect(said(r, "cs.a0")).toMatch(/readies up to 2 runes/);
  });

  it("declined, the legend stays ready and no rune is readied", async () => {
    const r = await check({
      name: "",
      objects: [legend],
      chain: [{ id: "mm", card: "Mega-Mech", controller: "p1", destination: "base" }],
      choices: [{ item: "cs.a0", index: 0, accept: false }],
      expect: { objects: { cs: { exhausted: false } } },
    });
    expect(r.steps.some((s) => s.kind === "TRIGGER" && s.chainItem === "cs.a0" && /chooses not to exhaust .* considered not to have triggered/.test(s.explanation))).toBe(true);
    expect(said(r, "cs.a0")).toBe("");
  });

  it("a unit with a lower Energy cost, or an opponent's unit, does not trigger it", async () => {
    const low = await check({
      name: "",
      objects: [legend],
      chain: [{ id: "u", card: "Playful Phantom", controller: "p1", destination: "base" }, { id: "v", card: "Mega-Mech", controller: "p2", destination: "base" }],
      expect: { objects: { cs: { exhausted: false } } },
    });
    expect(low.steps.some((s) => s.chainItem === "cs.a0")).toBe(false);
  });

  it("an activated ability with {7} in its cost triggers it; one with {6} does not", async () => {
    const gear = (id: string, n: number) => ({ id, owner: "p1", type: "gear", text: `{${n}}, {exhaust}: Draw 1.`, location: "BASE" as const });
    const seven = await check({
      name: "",
      objects: [legend, gear("g7", 7)],
      chain: [{ id: "a", source: "g7", ability: 0, controller: "p1" }],
      choices: [{ item: "cs.a0", index: 0, accept: true }],
      expect: { objects: { cs: { exhausted: true }, g7: { exhausted: true } }, players: { p1: { handSize: 1 } } },
    });
    expect(said(seven, "cs.a0")).toMatch(/readies up to 2 runes/);
    const six = await check({
      name: "",
      objects: [legend, gear("g6", 6)],
      chain: [{ id: "a", source: "g6", ability: 0, controller: "p1" }],
      expect: { objects: { cs: { exhausted: false } } },
    });
    expect(six.steps.some((s) => s.kind === "TRIGGER" && /does not trigger: p1 played an activated ability of .*, whose Energy cost is 6, less than 7/.test(s.explanation))).toBe(true);
  });
});

// A channel that falls short: as many runes as the Rune Deck holds (430.3), from the board's runeDeck or runeDeckSize; the cards'
// draw, linked to the channel falling short, follows only then, and is not known (PARTIAL) without a Rune Deck.
describe("OGN-134 Mobilize and OGN-138 Catalyst of Aeons: a draw when the channel falls short", () => {
  const players = (p1: Record<string, unknown>) => ({ players: [{ id: "p1", deckSize: 10, runes: 3, ...p1 }, { id: "p2", deckSize: 10 }], battlefields: [{ id: "bf1" }] });

  it("are executable", async () => {
    await executable("OGN-134", "OGN-138");
  });

  it("Catalyst of Aeons with two or more runes in the Rune Deck: both channeled from its top, no draw", async () => {
    const r = await check({
      name: "",
      board: players({ runeDeck: ["Fury Rune", "Calm Rune", "Mind Rune"] }),
      chain: [{ id: "c", card: "Catalyst of Aeons", controller: "p1" }],
      expect: { instructions: { c: ["EXECUTED", "IGNORED"] }, players: { p1: { handSize: 0 } } },
    });
    expect(said(r, "c")).toMatch(/p1 channels 2 runes exhausted \(Fury Rune, Calm Rune\): now controls 5 runes, 1 left in their Rune Deck/);
  });

  it("Catalyst of Aeons with one rune left: that one is channeled, and p1 draws 1", async () => {
    const r = await check({
      name: "",
      board: players({ runeDeckSize: 1 }),
      chain: [{ id: "c", card: "Catalyst of Aeons", controller: "p1" }],
      expect: { instructions: { c: ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 1 } }, cites: { c: ["430.3"] } },
    });
    expect(said(r, "c")).toMatch(/channel as many as possible, 1 exhausted, and now control 4 runes/);
  });

  it("Mobilize with an empty Rune Deck: nothing is channeled, p1 draws 1; with a rune there, no draw", async () => {
    await check({
      name: "",
      board: players({ runeDeck: [] }),
      chain: [{ id: "m", card: "Mobilize", controller: "p1" }],
      expect: { instructions: { m: ["IGNORED", "EXECUTED"] }, players: { p1: { handSize: 1 } } },
    });
    await check({
      name: "",
      board: players({ runeDeckSize: 4 }),
      chain: [{ id: "m", card: "Mobilize", controller: "p1" }],
      expect: { instructions: { m: ["EXECUTED", "IGNORED"] }, players: { p1: { handSize: 0 } } },
    });
  });

  it("without a Rune Deck given, whether the channel fell short is not known: the draw is PARTIAL and not done", async () => {
    const r = await check({
      name: "",
      board: players({}),
      chain: [{ id: "m", card: "Mobilize", controller: "p1" }],
      expect: { instructions: { m: ["EXECUTED", "PARTIAL"] }, players: { p1: { handSize: 0 } } },
    });
    expect(said(r, "m")).toMatch(/not known/);
  });

  it("a Rune Deck holds runes only", async () => {
    const e = await reject({ board: players({ runeDeck: ["Mega-Mech"] }), chain: [{ id: "m", card: "Mobilize", controller: "p1" }] });
    expect(e.message).toMatch(/is not a rune card/);
  });
});

// A payment of any amount of Power followed by damage of the amount paid: its controller says the amount as it is paid (444.1, a
// decision of the item), and that much is dealt to each enemy unit at the battlefield chosen as it was played.
describe("OGN-268 Bullet Time: damage equal to the amount paid, to all enemy units at a battlefield", () => {
  const objects = [unit("a", "p2", "bf1", { might: 3 }), unit("b", "p2", "bf1", { might: 5 }), unit("c", "p2", "bf2"), unit("m", "p1", "bf1")];
  const chain = [{ id: "bt", card: "Bullet Time", controller: "p1", targets: ["bf1"] }];

  it("is executable", async () => {
    await executable("OGN-268");
  });

  it("3 paid: 3 damage to each enemy unit at bf1 (one dies), none to p1's unit there or to enemy units elsewhere", async () => {
    const r = await check({
      name: "",
      objects,
      chain,
      choices: [{ item: "bt", index: 0, amounts: [3] }],
      expect: { instructions: { bt: ["EXECUTED", "EXECUTED"] }, objects: { a: { zone: "TRASH" }, b: { damage: 3 }, c: { damage: 0 }, m: { damage: 0 } }, cites: { bt: ["444.1"] } },
    });
    expect(said(r, "bt")).toMatch(/p1 pays 3 \{any\}/);
  });

  it("the amount is asked as it is paid; 0 paid deals nothing", async () => {
    const r = await resolve({ objects, chain });
    expect(r.status).toBe("NEEDS_CHOICE");
    expect(r.pendingChoice?.player).toBe("p1");
    await check({
      name: "",
      objects,
      chain,
      choices: [{ item: "bt", index: 0, amounts: [0] }],
      expect: { instructions: { bt: ["EXECUTED", "IGNORED"] }, objects: { a: { damage: 0 }, b: { damage: 0 } } },
    });
  });
});

// A gear's trigger when played or when its controller's Beginning Phase starts (placed by the caller) that burns, and a
// reflexive trigger (387.3) for a unit card burned this way: a friendly unit chosen as it goes on the chain gets +Might equal to the
// burned card's printed Might this turn. The burned card is known only from a Main Deck given by its cards.
describe("VEN-108 Forgotten Relic: Burn 1, and a burned unit card's Might to a friendly unit", () => {
  const board = (deck: unknown) => ({ players: [{ id: "p1", ...(Array.isArray(deck) ? { deck } : { deckSize: deck }) }, { id: "p2", deckSize: 10 }], battlefields: [{ id: "bf1" }] });
  const friend = unit("u", "p1", "base", { might: 3 });

  it("is executable", async () => {
    await executable("VEN-108");
  });

  it("played, it burns Mega-Mech (8 Might): the friendly unit chosen gets +8 Might this turn", async () => {
    await check({
      name: "",
      board: board(["Mega-Mech", "Playful Phantom"]),
      objects: [friend],
      chain: [{ id: "fr", card: "Forgotten Relic", controller: "p1" }],
      choices: [{ item: "fr.a0.delayed", index: 0, objects: ["u"] }],
      expect: { instructions: { "fr.a0": ["EXECUTED", "EXECUTED"], "fr.a0.delayed": ["EXECUTED"] }, objects: { u: { might: 11 }, "p1:deck:0": { zone: "TRASH" } } },
    });
  });

  it("at the start of the Beginning Phase (placed by the caller) a burned spell is no unit: no reflexive trigger", async () => {
    const r = await check({
      name: "",
      board: board(["Mobilize", "Mega-Mech"]),
      objects: [friend, card("fr", "Forgotten Relic", "p1", "base")],
      chain: [{ id: "t", source: "fr", ability: 0, controller: "p1" }],
      expect: { instructions: { t: ["EXECUTED", "IGNORED"] }, objects: { u: { might: 3 }, "p1:deck:0": { zone: "TRASH" } } },
    });
    expect(r.steps.some((s) => s.chainItem === "t.delayed")).toBe(false);
    expect(said(r, "t")).toMatch(/is not a unit/);
  });

  it("with a Main Deck given by its size, which card was burned is not known: no trigger, PARTIAL", async () => {
    const r = await check({
      name: "",
      board: board(5),
      objects: [friend, card("fr", "Forgotten Relic", "p1", "base")],
      chain: [{ id: "t", source: "fr", ability: 0, controller: "p1" }],
      expect: { instructions: { t: ["PARTIAL", "PARTIAL"] }, objects: { u: { might: 3 } } },
    });
    expect(r.steps.some((s) => s.chainItem === "t.delayed")).toBe(false);
  });
});

// The top rune of the Rune Deck (the board's runeDeck) revealed and recycled under it, then a reflexive trigger (387) doing the branch
// of that rune's domain, its targets chosen as it goes on the chain; "here" is where the unit is. The attack trigger is placed by
// the caller (combat is not simulated).
describe("OGN-200 Twisted Fate, Gambler: the top rune's domain decides what its attack does", () => {
  const board = (runes: Record<string, unknown>) => ({ players: [{ id: "p1", deckSize: 5, ...runes }, { id: "p2", deckSize: 5 }], battlefields: [{ id: "bf1" }, { id: "bf2" }] });
  const objects = [card("tf", "Twisted Fate, Gambler", "p1", "bf1"), unit("a", "p2", "bf1"), unit("b", "p2", "bf1"), unit("c", "p2", "bf2")];
  const chain = [{ id: "t", source: "tf", ability: 0, controller: "p1" }];

  it("is executable", async () => {
    await executable("OGN-200");
  });

  it("a Fury Rune: 2 to the enemy unit chosen here and 1 to each other enemy unit here (none elsewhere)", async () => {
    const r = await check({
      name: "",
      board: board({ runeDeck: ["Fury Rune", "Mind Rune"] }),
      objects,
      chain,
      choices: [{ item: "t.delayed", index: 0, objects: ["a"] }],
      expect: { instructions: { t: ["EXECUTED", "EXECUTED"], "t.delayed": ["EXECUTED", "EXECUTED"] }, objects: { a: { damage: 2 }, b: { damage: 1 }, c: { damage: 0 } } },
    });
    expect(said(r, "t")).toMatch(/p1 reveals Fury Rune, the top rune of their Rune Deck, and recycles it/);
  });

  it("a Mind Rune: p1 draws 1; an Order Rune: the enemy unit chosen (anywhere) is stunned", async () => {
    await check({
      name: "",
      board: board({ runeDeck: ["Mind Rune", "Fury Rune"] }),
      objects,
      chain,
      expect: { instructions: { t: ["EXECUTED", "EXECUTED"], "t.delayed": ["EXECUTED"] }, players: { p1: { handSize: 1 } }, objects: { a: { damage: 0 } } },
    });
    const r = await check({
      name: "",
      board: board({ runeDeck: ["Order Rune"] }),
      objects,
      chain,
      choices: [{ item: "t.delayed", index: 0, objects: ["c"] }],
      expect: { instructions: { "t.delayed": ["EXECUTED"] }, players: { p1: { handSize: 0 } } },
    });
    expect(said(r, "t.delayed")).toMatch(/Stuns c\b/);
  });

  it("a Calm Rune has no branch; a Rune Deck given by its size only: the rune and its domain are not known", async () => {
    const calm = await check({
      name: "",
      board: board({ runeDeck: ["Calm Rune"] }),
      objects,
      chain,
      expect: { instructions: { t: ["EXECUTED", "IGNORED"] }, players: { p1: { handSize: 0 } } },
    });
    expect(calm.steps.some((s) => s.chainItem === "t.delayed")).toBe(false);
    const unknown = await check({
      name: "",
      board: board({ runeDeckSize: 3 }),
      objects,
      chain,
      expect: { instructions: { t: ["PARTIAL", "PARTIAL"] }, players: { p1: { handSize: 0 } } },
    });
    expect(unknown.steps.some((s) => s.chainItem === "t.delayed")).toBe(false);
  });
});
