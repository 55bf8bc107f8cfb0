// Phrases made executable on the cards-judgment11 branch: each player choosing N of their units, gear, runes and hand cards,
// then the rest of each being recycled. Real cards of the library, compiled from their text; the card text itself is read from
// the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, resolve, unit } from "../helpers/scenario-http.js";

type Steps = { steps: { chainItem: string | null; kind: string; outcome: string | null; explanation: string }[] };
const text = (r: Steps) => r.steps.map((s) => s.explanation).join(" | ");

const rune = (id: string, owner: string, name = "Fury Rune") => card(id, name, owner, "base");
const gear = (id: string, owner: string) => card(id, "Orb of Regret", owner, "base");
const spell = { id: "dj", card: "Divine Judgment", controller: "p1" };

describe("Divine Judgment (OGN-244)", () => {
  it("is executable", async () => {
    await executable("OGN-244");
  });

  const full = {
    board: {
      players: [
        { id: "p1", deck: ["Vengeance"], hand: ["Vengeance", "Hextech Ray", "Vengeance"], runes: 3, runeDeck: ["Fury Rune"] },
        { id: "p2", deckSize: 20, hand: ["Hextech Ray"], runes: 1 },
      ],
    },
    objects: [
      unit("u1", "p1", "base"), unit("u2", "p1", "bf1"), unit("u3", "p1", "base"),
      gear("g1", "p1"), gear("g2", "p1"),
      rune("r1", "p1"), rune("r2", "p1"), rune("r3", "p1"),
      unit("v1", "p2", "bf1"), rune("s1", "p2"),
    ],
    chain: [spell],
  };

  it("each player in turn order is asked to choose, one kind at a time; a player with N or fewer of a kind is not asked", async () => {
    const asked = await resolve(full);
    expect(asked.pendingChoice).toMatchObject({ item: "dj", index: 0, player: "p1", options: ["u1", "u2", "u3"] });
    const runes = await resolve({ ...full, choices: [{ item: "dj", index: 0, objects: ["u1", "u2"] }] });
    expect(runes.pendingChoice).toMatchObject({ item: "dj", index: 1, player: "p1", options: ["r1", "r2", "r3"] });
    const hand = await resolve({ ...full, choices: [{ item: "dj", index: 0, objects: ["u1", "u2"] }, { item: "dj", index: 1, objects: ["r1", "r3"] }] });
    expect(hand.pendingChoice).toMatchObject({ item: "dj", index: 2, player: "p1", options: ["Vengeance", "Hextech Ray"] });
  });

  it("the rest is recycled: units and hand cards to the Main Deck, runes to the Rune Deck; the other player keeps all", async () => {
    const r = await check({
      name: "",
      ...full,
      choices: [{ item: "dj", index: 0, objects: ["u1", "u2"] }, { item: "dj", index: 1, objects: ["r1", "r3"] }, { item: "dj", index: 2, objects: ["Vengeance", "Vengeance"] }],
      expect: {
        instructions: { dj: ["EXECUTED", "EXECUTED"] },
        objects: { u1: { zone: "BASE" }, u2: { zone: "BATTLEFIELD" }, u3: { zone: "MAIN_DECK" }, g1: { zone: "BASE" }, g2: { zone: "BASE" }, r1: { zone: "BASE" }, r2: { zone: "RUNE_DECK" }, r3: { zone: "BASE" }, v1: { zone: "BATTLEFIELD" }, s1: { zone: "BASE" } },
        players: { p1: { hand: ["Vengeance", "Vengeance"], handSize: 2 }, p2: { hand: ["Hextech Ray"] } },
      },
    });
    expect(text(r)).toMatch(/p1 recycles u3 to the bottom of p1's Main Deck, Fury Rune \(r2\) to the bottom of p1's Rune Deck, Hextech Ray from their hand/);
    expect(text(r)).toMatch(/p2 recycles nothing/);
  });

  it("a choice that is not N of the options: that kind is not recycled, reported PARTIAL", async () => {
    await check({
      name: "",
      ...full,
      choices: [{ item: "dj", index: 0, objects: ["u1"] }, { item: "dj", index: 1, objects: ["r1", "r3"] }, { item: "dj", index: 2, objects: ["Vengeance", "Hextech Ray"] }],
      expect: { instructions: { dj: ["PARTIAL", "PARTIAL"] }, objects: { u1: { zone: "BASE" }, u3: { zone: "BASE" }, r2: { zone: "RUNE_DECK" } }, players: { p1: { hand: ["Hextech Ray", "Vengeance"] } } },
    });
  });

  it("runes given only as a count and a hand given only by its size are reported, not guessed", async () => {
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, handSize: 5, runes: 4 }, { id: "p2", deckSize: 20, hand: [] }] },
      objects: [unit("u1", "p1", "base"), unit("u2", "p1", "base"), unit("u3", "p1", "base"), rune("r1", "p1")],
      chain: [spell],
      choices: [{ item: "dj", index: 0, objects: ["u2", "u3"] }],
      expect: { instructions: { dj: ["PARTIAL", "PARTIAL"] }, objects: { u1: { zone: "MAIN_DECK" }, u2: { zone: "BASE" }, r1: { zone: "BASE" } }, players: { p1: { handSize: 5 } } },
    });
    expect(text(r)).toMatch(/p1 controls 4 runes but the board lists only 1 of them/);
    expect(text(r)).toMatch(/p1's hand is given by its size alone \(5 cards\)/);
  });

  it("with N or fewer of every kind, nothing is chosen and nothing recycled", async () => {
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, handSize: 2, runes: 5 }, { id: "p2", deckSize: 20, hand: ["Vengeance"] }] },
      objects: [unit("u1", "p1", "base"), gear("g1", "p1"), unit("v1", "p2", "bf1"), unit("v2", "p2", "bf1")],
      chain: [spell],
      expect: { instructions: { dj: ["PARTIAL", "PARTIAL"] } },
    });
    expect(text(r)).toMatch(/p1 controls 5 runes but the board lists none of them/);
    const small = await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, handSize: 2, runes: 2 }, { id: "p2", deckSize: 20, hand: ["Vengeance"] }] },
      objects: [unit("u1", "p1", "base"), gear("g1", "p1"), unit("v1", "p2", "bf1"), unit("v2", "p2", "bf1")],
      chain: [spell],
      expect: { instructions: { dj: ["EXECUTED", "EXECUTED"] }, objects: { u1: { zone: "BASE" }, v1: { zone: "BATTLEFIELD" }, v2: { zone: "BATTLEFIELD" } } },
    });
    expect(small.pendingChoice).toBeNull();
  });

  it("an opponent's units are theirs to choose; a player's units at a battlefield count too", async () => {
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, hand: [] }, { id: "p2", deckSize: 20, hand: [] }] },
      objects: [unit("v1", "p2", "bf1"), unit("v2", "p2", "bf1"), unit("v3", "p2", "base")],
      chain: [spell],
      choices: [{ item: "dj", index: 0, objects: ["v1", "v2"] }],
      expect: { instructions: { dj: ["EXECUTED", "EXECUTED"] }, objects: { v1: { zone: "BATTLEFIELD" }, v2: { zone: "BATTLEFIELD" }, v3: { zone: "MAIN_DECK" } } },
    });
    expect(r.steps.find((s) => s.kind === "CHOICE_NEEDED")).toBeUndefined();
    expect(text(r)).toMatch(/p2 recycles v3 to the bottom of p2's Main Deck/);
  });
});
