// "Choose an opponent." / "Choose a player.": the player is a target (355.9.a), chosen as the item goes on the
// chain — asked of its controller when there are several, taken without asking when there is only one — and
// "they" names that player afterwards. "They reveal their hand" shows every card in it (424.3.a); a card chosen
// from it is discarded, or recycled to its owner's own Main Deck (416.1.c). A hand the board gives by its size
// alone can't be chosen from: that is reported, not guessed. Real cards of the library, compiled from their text.
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { check } from "../helpers/scenario-http.js";

const CARD = `query($code: String!) { card(code: $code, asOf: "2026-08-01") { name executable } }`;
async function executable(...codes: string[]): Promise<void> {
  for (const code of codes) expect((await data(CARD, { code })).card?.executable, `${code} is executable`).toBe(true);
}
const steps = (r: { steps: { chainItem: string | null; kind: string; explanation: string }[] }, item: string) =>
  r.steps.filter((s) => s.chainItem === item).map((s) => s.explanation).join(" | ");
const threePlayers = { players: [{ id: "p1", deckSize: 20 }, { id: "p2", deckSize: 20 }, { id: "p3", deckSize: 20 }] };

describe("When you play me, choose a player. They discard 1. (UNL-121 Bewitching Spirit)", () => {
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

describe("When you play me, choose an opponent. They play a 1 {might} Bird unit token with [Deflect]. (UNL-130 Walking Roost)", () => {
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

describe("When you play me, choose an opponent. They reveal their hand. Choose a card from it, and they discard that card. (OGN-192 Mindsplitter)", () => {
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

describe("Choose an opponent. They reveal their hand. Choose a non-unit card from it, and recycle that card. (OGN-156 Sabotage)", () => {
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
