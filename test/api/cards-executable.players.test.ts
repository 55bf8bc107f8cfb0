// "Choose an opponent." / "Choose a player.": the player is a target (355.9.a), chosen as the item goes on the
// chain — asked of its controller when there are several, taken without asking when there is only one — and
// "they" names that player afterwards. "They reveal their hand" shows every card in it (424.3.a); a card chosen
// from it is discarded, or recycled to its owner's own Main Deck (416.1.c). A hand the board gives by its size
// alone can't be chosen from: that is reported, not guessed. Real cards of the library, compiled from their text.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { check } from "../helpers/scenario-http.js";

const steps = (r: { steps: { chainItem: string | null; kind: string; explanation: string }[] }, item: string) =>
  r.steps.filter((s) => s.chainItem === item).map((s) => s.explanation).join(" | ");
const threePlayers = { players: [{ id: "p1", deckSize: 20 }, { id: "p2", deckSize: 20 }, { id: "p3", deckSize: 20 }] };

describe("a unit's play trigger that makes a chosen player discard one card (UNL-121 Bewitching Spirit)", () => {
  const board = { players: [{ id: "p1", deckSize: 20, hand: ["Vengeance"], trash: [] }, { id: "p2", deckSize: 20, hand: ["Hextech Ray", "Vengeance"], trash: [] }] };
  const chain = [{ id: "bs", card: "Bewitching Spirit", controller: "p1", destination: "base" }];

  it("is executable", async () => {
    await executable("UNL-121");
  });

  it("its controller is asked which player (themselves included); the chosen player picks the card they discard", async () => {
    await check({ name: "", board, chain, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "bs.a0", index: 0, player: "p1", options: ["p1", "p2"] } } });
    await check({
      name: "", board, chain, choices: [{ item: "bs.a0", index: 0, option: "p2" }],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "bs.a0", index: 1, player: "p2", options: ["Hextech Ray", "Vengeance"] } },
    });
    const r = await check({
      name: "", board, chain, choices: [{ item: "bs.a0", index: 0, option: "p2" }, { item: "bs.a0", index: 1, objects: ["Vengeance"] }],
      expect: { instructions: { "bs.a0": ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 1 }, p2: { hand: ["Hextech Ray"], trash: ["Vengeance"] } }, cites: { "bs.a0": ["355.9.a"] } },
    });
    expect(steps(r, "bs.a0")).toMatch(/p1 chooses p2 as a player.*p2 discards 1 \(Vengeance\)/);
  });

  it("choosing themselves: the controller discards their only card", async () => {
    await check({
      name: "", board, chain, choices: [{ item: "bs.a0", index: 0, option: "p1" }],
      expect: { instructions: { "bs.a0": ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 0, trash: ["Vengeance"] }, p2: { handSize: 2 } } },
    });
  });
});

describe("a unit's play trigger that gives a chosen opponent a 1 {might} Bird token with [Deflect] (UNL-130 Walking Roost)", () => {
  const chain = [{ id: "wr", card: "Walking Roost", controller: "p1", destination: "base" }];

  it("is executable", async () => {
    await executable("UNL-130");
  });

  it("with one opponent, that opponent is chosen without asking and plays the token in their base, under their control", async () => {
    const r = await check({
      name: "", chain,
      expect: { instructions: { "wr.a1": ["EXECUTED", "EXECUTED"] }, objects: { "wr.a1.token1": { zone: "BASE", controller: "p2", might: 1 } }, cites: { "wr.a1": ["355.9.a"] } },
    });
    expect(steps(r, "wr.a1")).toMatch(/chooses p2 as an opponent .*\(the only opponent\).*p2 plays 1 1 Might Bird unit token/);
  });

  it("with two opponents, the controller is asked which one; the other gets nothing", async () => {
    await check({ name: "", board: threePlayers, chain, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "wr.a1", index: 0, player: "p1", options: ["p2", "p3"] } } });
    await check({
      name: "", board: threePlayers, chain, choices: [{ item: "wr.a1", index: 0, option: "p3" }],
      expect: { instructions: { "wr.a1": ["EXECUTED", "EXECUTED"] }, objects: { "wr.a1.token1": { zone: "BASE", controller: "p3" } } },
    });
  });
});

describe("a unit's play trigger: an opponent shows their hand and discards the card its controller picks from it (OGN-192 Mindsplitter)", () => {
  const chain = [{ id: "ms", card: "Mindsplitter", controller: "p1", destination: "base" }];

  it("is executable", async () => {
    await executable("OGN-192");
  });

  it("the hand is revealed and the controller (not the opponent) picks the card that is discarded", async () => {
    const board = { players: [{ id: "p1", deckSize: 20 }, { id: "p2", deckSize: 20, hand: ["Hextech Ray", "Vengeance"], trash: [] }] };
    await check({ name: "", board, chain, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "ms.a0", index: 0, player: "p1", options: ["Hextech Ray", "Vengeance"] } } });
    const r = await check({
      name: "", board, chain, choices: [{ item: "ms.a0", index: 0, option: "Vengeance" }],
      expect: { instructions: { "ms.a0": ["EXECUTED", "EXECUTED", "EXECUTED"] }, players: { p2: { hand: ["Hextech Ray"], trash: ["Vengeance"] } }, cites: { "ms.a0": ["424.3.a", "422.1"] } },
    });
    expect(steps(r, "ms.a0")).toMatch(/p2 reveals their hand: Hextech Ray, Vengeance.*p1 chooses Vengeance from p2's hand, and p2 discards it/);
  });

  it("a hand given by its size alone: the reveal is partial and choosing a card from it is reported as not modelled", async () => {
    const r = await check({
      name: "", board: { players: [{ id: "p1", deckSize: 20 }, { id: "p2", deckSize: 20, handSize: 3 }] }, chain,
      expect: { instructions: { "ms.a0": ["EXECUTED", "PARTIAL", "IGNORED"] }, players: { p2: { handSize: 3 } } },
    });
    expect(steps(r, "ms.a0")).toMatch(/gives only the size of p2's hand.*not modelled/);
  });
});

describe("a spell: an opponent shows their hand and a non-unit card picked from it is recycled (OGN-156 Sabotage)", () => {
  it("is executable", async () => {
    await executable("OGN-156");
  });

  it("the only non-unit card is taken without asking and recycled into the opponent's own Main Deck", async () => {
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20 }, { id: "p2", deckSize: 20, hand: ["Lonely Poro", "Vengeance"], trash: [] }] },
      chain: [{ id: "sab", card: "Sabotage", controller: "p1" }],
      expect: { instructions: { sab: ["EXECUTED", "EXECUTED", "EXECUTED"] }, players: { p2: { hand: ["Lonely Poro"], trash: [] } }, cites: { sab: ["416.1.c"] } },
    });
    expect(steps(r, "sab")).toMatch(/p1 chooses Vengeance from p2's hand, and it is recycled to the bottom of p2's Main Deck/);
  });

  it("a hand of units only: nothing can be chosen", async () => {
    await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20 }, { id: "p2", deckSize: 20, hand: ["Lonely Poro"] }] },
      chain: [{ id: "sab", card: "Sabotage", controller: "p1" }],
      expect: { instructions: { sab: ["EXECUTED", "EXECUTED", "IGNORED"] }, players: { p2: { hand: ["Lonely Poro"] } } },
    });
  });
});

describe("a unit's play trigger: an opponent shows their hand; for 2 XP its controller may pick a card there, which the opponent discards before drawing 1 (UNL-135 Insightful Investigator)", () => {
  const board = (xp: number) => ({ players: [{ id: "p1", deckSize: 20, xp }, { id: "p2", deckSize: 20, hand: ["Hextech Ray", "Vengeance"], trash: [] }] });
  const chain = [{ id: "ii", card: "Insightful Investigator", controller: "p1", destination: "base" }];

  it("is executable", async () => {
    await executable("UNL-135");
  });

  it("paying 2 XP as it resolves: the controller picks a card, the opponent discards it and draws 1", async () => {
    await check({ name: "", board: board(3), chain, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "ii.a0", index: 0, player: "p1", options: ["accept", "decline"] } } });
    const r = await check({
      name: "", board: board(3), chain,
      choices: [{ item: "ii.a0", index: 0, accept: true }, { item: "ii.a0", index: 1, option: "Hextech Ray" }],
      expect: {
        instructions: { "ii.a0": ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"] },
        players: { p1: { xp: 1 }, p2: { handSize: 2, trash: ["Hextech Ray"] } },
        cites: { "ii.a0": ["730.2", "359.3.e.14.c"] },
      },
    });
    expect(steps(r, "ii.a0")).toMatch(/p1 pays 2 XP \(1 left\).*p1 chooses Hextech Ray from p2's hand.*p2 discards Hextech Ray and draws 1/);
  });

  it("declining to pay: no card is chosen, and \"if you do\" is not followed", async () => {
    await check({
      name: "", board: board(3), chain, choices: [{ item: "ii.a0", index: 0, accept: false }],
      expect: { instructions: { "ii.a0": ["EXECUTED", "EXECUTED", "IGNORED", "IGNORED", "IGNORED"] }, players: { p1: { xp: 3 }, p2: { hand: ["Hextech Ray", "Vengeance"] } } },
    });
  });

  it("with 1 XP the 2 XP can't be paid, so nothing is chosen", async () => {
    const r = await check({
      name: "", board: board(1), chain, choices: [{ item: "ii.a0", index: 0, accept: true }],
      expect: { instructions: { "ii.a0": ["EXECUTED", "EXECUTED", "IGNORED", "IGNORED", "IGNORED"] }, players: { p1: { xp: 1 }, p2: { handSize: 2 } } },
    });
    expect(steps(r, "ii.a0")).toMatch(/p1 has 1 XP and can't pay 2/);
  });
});

describe("[Deathknell]: an opponent shows their hand, their facedown cards may be seen this turn, and its controller gains 1 XP (UNL-053 Scuttle Crab)", () => {
  it("is executable", async () => {
    await executable("UNL-053");
  });

  it("as it dies, the only opponent is chosen; their hand is revealed, their facedown cards may be looked at (recorded), and its controller gains 1 XP", async () => {
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, xp: 0 }, { id: "p2", deckSize: 20, hand: ["Vengeance"] }] },
      objects: [{ id: "crab", card: "Scuttle Crab", owner: "p1", location: "BATTLEFIELD", battlefield: "bf1" }, { id: "fd", card: "Hextech Ray", owner: "p2", location: "FACEDOWN", battlefield: "bf2" }],
      chain: [{ id: "v", card: "Vengeance", controller: "p2", targets: ["crab"] }],
      expect: { instructions: { "crab.a1": ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { crab: { zone: "TRASH" } }, players: { p1: { xp: 1 }, p2: { hand: ["Vengeance"] } } },
    });
    expect(steps(r, "crab.a1")).toMatch(/p2 reveals their hand: Vengeance.*p1 can look at p2's facedown cards this turn \(Hextech Ray at bf2\)/);
  });
});
