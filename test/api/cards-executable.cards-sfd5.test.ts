// Phrases made executable on the cards-sfd5 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check } from "../helpers/scenario-http.js";

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
