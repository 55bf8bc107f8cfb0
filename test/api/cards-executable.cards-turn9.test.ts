// Phrases made executable on the cards-turn9 branch (turn structure, holding, conquering and effects that reach beyond the
// request). Real cards of the library, compiled from their text; the card text itself is read from the datasets at test
// time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, resolve, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// A battlefield's hold effect giving its controller's next spell this turn [Repeat] with the spell's base cost as the Repeat
// cost (a delayed passive ability, 391; the cost itself is paid outside the engine, the item's repeat).
describe("UNL-216 The Academy: the next spell after the hold gets Repeat at its base cost", () => {
  const board = { battlefields: [{ id: "ac", card: "The Academy", controller: "p1" }, { id: "bf2" }] };

  it("is executable", async () => {
    await executable("UNL-216");
  });

  it("held, then a spell with its Repeat cost paid: its effect runs twice", async () => {
    const r = await check({
      name: "",
      board,
      objects: [unit("u", "p1", "ac", { might: 3 })],
      chain: [
        { id: "h", source: "ac", ability: 0, controller: "p1" },
        { id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"], repeat: true, repeatTargets: ["u"], playedAfter: "h" },
      ],
      expect: { instructions: { h: ["EXECUTED"] }, objects: { u: { might: 7 } }, kinds: { fs: { DELAYED: true, REPEAT: true } }, cites: { h: ["391", "206"] } },
    });
    expect(text(r)).toMatch(/has \[Repeat\] with its base cost/);
  });

  it("a spell played before the hold resolved, or an opponent's, does not get it", async () => {
    await check({
      name: "",
      board,
      objects: [unit("u", "p1", "ac", { might: 3 })],
      chain: [{ id: "h", source: "ac", ability: 0, controller: "p1" }, { id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }],
      expect: { objects: { u: { might: 5 } }, kinds: { fs: { DELAYED: false } } },
    });
    await check({
      name: "",
      board,
      objects: [unit("u", "p2", "bf2", { might: 3 })],
      chain: [
        { id: "h", source: "ac", ability: 0, controller: "p1" },
        { id: "fs", card: "Feral Strength", controller: "p2", targets: ["u"], playedAfter: "h" },
      ],
      expect: { objects: { u: { might: 5 } }, kinds: { fs: { DELAYED: false } } },
    });
  });
});
