// Phrases made executable on the cards-sfd5 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, reject } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// A cost of recycling a unit card of its player's trash (416.6: chosen, not targeted), to the bottom of the Main Deck (416.1);
// with the trash given, it must hold a unit card, or the cost can't be paid and the ability is not played.
describe("recycling a unit from your trash as a cost (SFD-019 Assembly Rig)", () => {
  const board = (trash: string[]) => ({ players: [{ id: "p1", deckSize: 20, trash }, { id: "p2", deckSize: 20 }] });

  it("is executable", async () => {
    await executable("SFD-019");
  });

  it("the unit card is recycled from the trash and a 3-Might Mech token is played to its controller's base", async () => {
    const r = await check({
      name: "",
      board: board(["Feral Strength", "Vanguard Sergeant"]),
      objects: [card("ar", "Assembly Rig", "p1", "base")],
      chain: [{ id: "a", source: "ar", ability: 0, controller: "p1" }],
      expect: {
        instructions: { a: ["EXECUTED"] },
        objects: { ar: { exhausted: true }, "a.token1": { zone: "BASE", might: 3, controller: "p1" } },
        players: { p1: { trash: ["Feral Strength"] } },
        cites: { a: ["416.1"] },
      },
    });
    expect(text(r)).toMatch(/recycles Vanguard Sergeant/);
  });

  it("two different unit cards: its controller chooses which one", async () => {
    await check({
      name: "",
      board: board(["Vanguard Sergeant", "Playful Phantom"]),
      objects: [card("ar", "Assembly Rig", "p1", "base")],
      chain: [{ id: "a", source: "ar", ability: 0, controller: "p1" }],
      choices: [{ item: "a", index: 0, option: "Playful Phantom" }],
      expect: { objects: { "a.token1": { zone: "BASE", might: 3 } }, players: { p1: { trash: ["Vanguard Sergeant"] } } },
    });
  });

  it("no unit card in the trash: the cost can't be paid, nothing is played", async () => {
    const r = await check({
      name: "",
      board: board(["Feral Strength"]),
      objects: [card("ar", "Assembly Rig", "p1", "base")],
      chain: [{ id: "a", source: "ar", ability: 0, controller: "p1" }],
      expect: { kinds: { a: { PLAY_ILLEGAL: true } }, objects: { ar: { exhausted: false } }, players: { p1: { trash: ["Feral Strength"] } } },
    });
    expect(r.finalBoard.objects.some((o) => o.id === "a.token1")).toBe(false);
  });
});

// A card's own play restriction (054.1: a "can't" beats a "can"): only to a battlefield its player conquered this turn, as
// the board's battlefieldsConqueredThisTurn says, whoever plays it and by whatever means (a card on the chain, an effect).
describe("played only to a battlefield you conquered this turn (SFD-015 Perched Grimwyrm)", () => {
  const board = (conquered: string[], hand?: string[]) => ({
    players: [{ id: "p1", deckSize: 20, battlefieldsConqueredThisTurn: conquered, ...(hand ? { hand } : {}) }, { id: "p2", deckSize: 20 }],
    battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2", controller: "p1" }],
  });

  it("is executable", async () => {
    await executable("SFD-015");
  });

  it("played to a battlefield p1 conquered this turn: it enters there", async () => {
    await check({
      name: "",
      board: board(["bf2"]),
      chain: [{ id: "pg", card: "Perched Grimwyrm", controller: "p1", battlefield: "bf2" }],
      expect: { kinds: { pg: { PLAY_ILLEGAL: false } }, objects: { pg: { zone: "BATTLEFIELD", battlefield: "bf2", controller: "p1" } } },
    });
  });

  it("to a battlefield not conquered this turn, or to base: the play is undone", async () => {
    for (const at of [{ battlefield: "bf1" }, {}]) {
      const r = await check({
        name: "",
        board: board(["bf2"]),
        chain: [{ id: "pg", card: "Perched Grimwyrm", controller: "p1", ...at }],
        expect: { kinds: { pg: { PLAY_ILLEGAL: true } } },
      });
      expect(r.finalBoard.objects.some((o) => o.id === "pg")).toBe(false);
      expect(text(r)).toMatch(/conquered this turn/);
    }
  });

  it("played from hand by Here to Help to a battlefield p1 controls: only if p1 conquered it this turn", async () => {
    await check({
      name: "",
      board: board(["bf1"], ["Perched Grimwyrm"]),
      chain: [{ id: "hh", card: "Here to Help", controller: "p1" }],
      choices: [{ item: "hh", index: 0, accept: true }, { item: "hh", index: 1, option: "bf1" }],
      expect: { instructions: { hh: ["EXECUTED"] }, objects: { "hh.played": { zone: "BATTLEFIELD", battlefield: "bf1" } }, players: { p1: { handSize: 0 } } },
    });
    const r = await check({
      name: "",
      board: board([], ["Perched Grimwyrm"]),
      chain: [{ id: "hh", card: "Here to Help", controller: "p1" }],
      choices: [{ item: "hh", index: 0, accept: true }, { item: "hh", index: 1, option: "bf1" }],
      expect: { instructions: { hh: ["IGNORED"] } },
    });
    expect(r.finalBoard.objects.some((o) => o.id === "hh.played")).toBe(false);
    expect(text(r)).toMatch(/conquered this turn/);
  });

  it("an unknown battlefield in battlefieldsConqueredThisTurn is rejected", async () => {
    await reject({ board: board(["bf9"]), chain: [{ id: "pg", card: "Perched Grimwyrm", controller: "p1", battlefield: "bf2" }] });
  });
});
