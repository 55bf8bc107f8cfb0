// Phrases made executable on the cards-os8 branch. Real cards of the library, compiled from their text; the card text
// itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// A gear's trigger on any friendly unit dying, with an opening cost of exhausting itself; the card then put from the hand
// on the top or bottom of the Main Deck is chosen by its controller as it resolves.
describe("a friendly unit dies: exhaust to draw, then put a card from the hand on the deck (SFD-169 Altar of Memories)", () => {
  const players = (p1: Record<string, unknown>) => ({ players: [{ id: "p1", ...p1 }, { id: "p2", deckSize: 20 }] });
  const kill = { id: "v", card: "Vengeance", controller: "p2", targets: ["u"] };

  it("is executable", async () => {
    await executable("SFD-169");
  });

  it("p1's unit is killed: the Altar is exhausted, p1 draws the top card and puts the chosen card on the bottom", async () => {
    const r = await check({
      name: "",
      board: players({ deck: ["Discipline", "Flash"], hand: ["Void Seeker"] }),
      objects: [card("al", "Altar of Memories", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [kill],
      choices: [{ item: "al.a0", index: 0, option: "accept" }, { item: "al.a0", index: 1, option: "Void Seeker" }, { item: "al.a0", index: 2, option: "bottom" }],
      expect: { instructions: { "al.a0": ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { u: { zone: "TRASH" }, al: { exhausted: true } }, players: { p1: { hand: ["Discipline"], handSize: 1 } } },
    });
    expect(text(r)).toMatch(/p1 puts Void Seeker from their hand on the bottom of their Main Deck/);
  });

  it("the card put on top is the next one drawn", async () => {
    const r = await check({
      name: "",
      board: players({ deck: ["Discipline", "Vengeance"], hand: ["Flash"] }),
      objects: [card("al", "Altar of Memories", "p1", "base"), unit("u", "p1", "bf1"), unit("e", "p2", "bf1", { might: 8 })],
      // p1's Void Seeker was played first: it resolves after the Altar's ability and draws the card put on top
      chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["e"] }, kill],
      choices: [{ item: "al.a0", index: 0, option: "accept" }, { item: "al.a0", index: 1, option: "Flash" }, { item: "al.a0", index: 2, option: "top" }],
      expect: { objects: { e: { damage: 4 } }, players: { p1: { hand: ["Discipline", "Flash"] } } },
    });
    expect(text(r)).toMatch(/on the top of their Main Deck/);
  });

  it("declined: the Altar stays ready and the hand is unchanged; an enemy unit's death does not trigger it", async () => {
    await check({
      name: "",
      board: players({ deck: ["Discipline"], hand: ["Void Seeker"] }),
      objects: [card("al", "Altar of Memories", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [kill],
      choices: [{ item: "al.a0", index: 0, option: "decline" }],
      expect: { objects: { al: { exhausted: false } }, players: { p1: { hand: ["Void Seeker"] } }, kinds: { "al.a0": { INSTRUCTION: false } } },
    });
    await check({
      name: "",
      board: players({ deck: ["Discipline"], hand: ["Void Seeker"] }),
      objects: [card("al", "Altar of Memories", "p1", "base"), unit("u", "p2", "bf1")],
      chain: [{ ...kill, controller: "p1" }],
      expect: { objects: { u: { zone: "TRASH" }, al: { exhausted: false } }, players: { p1: { hand: ["Void Seeker"] } }, kinds: { "al.a0": { INSTRUCTION: false } } },
    });
  });

  it("already exhausted: the cost can't be paid, nothing is drawn", async () => {
    const r = await check({
      name: "",
      board: players({ deck: ["Discipline"], hand: ["Void Seeker"] }),
      objects: [card("al", "Altar of Memories", "p1", "base", { exhausted: true }), unit("u", "p1", "bf1")],
      chain: [kill],
      expect: { players: { p1: { hand: ["Void Seeker"] } }, kinds: { "al.a0": { INSTRUCTION: false } } },
    });
    expect(text(r)).toMatch(/already exhausted/);
  });

  it("a hand and deck given by their sizes: one card drawn, one put back; which one is not known", async () => {
    const r = await check({
      name: "",
      board: players({ deckSize: 10, handSize: 2 }),
      objects: [card("al", "Altar of Memories", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [kill],
      choices: [{ item: "al.a0", index: 0, option: "accept" }, { item: "al.a0", index: 1, option: "top" }],
      expect: { instructions: { "al.a0": ["EXECUTED", "EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 2 } } },
    });
    expect(text(r)).toMatch(/which card it is is not known/);
  });
});
