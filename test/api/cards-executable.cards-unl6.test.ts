// Phrases made executable on the cards-unl6 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// Entering ready only when played to a battlefield (checked where it enters), and a target among the attacking units of the
// board's combat at its battlefield (the word "attacking" after the noun).
describe("UNL-194 Shadow: enters ready at a battlefield; stuns an enemy unit attacking here", () => {
  it("is executable", async () => {
    await executable("UNL-194");
  });

  it("played to a battlefield: it enters ready", async () => {
    await check({
      name: "",
      chain: [{ id: "sh", card: "Shadow", controller: "p1", destination: "bf1" }],
      expect: { objects: { sh: { zone: "BATTLEFIELD", battlefield: "bf1", exhausted: false } } },
    });
  });

  it("played to its base: it enters exhausted", async () => {
    await check({
      name: "",
      chain: [{ id: "sh", card: "Shadow", controller: "p1", destination: "base" }],
      expect: { objects: { sh: { zone: "BASE", exhausted: true } } },
    });
  });

  const combat = { combat: { battlefield: "bf1", attackers: ["a"], defenders: ["sh"] } };

  it("its ability stuns an enemy unit attacking at its battlefield, and exhausts it", async () => {
    const r = await check({
      name: "",
      board: combat,
      objects: [card("sh", "Shadow", "p1", "bf1"), unit("a", "p2", "bf1")],
      chain: [{ id: "s", source: "sh", ability: 1, controller: "p1", targets: ["a"] }],
      expect: { targets: { s: { a: true } }, instructions: { s: ["EXECUTED"] }, objects: { sh: { exhausted: true } } },
    });
    expect(text(r)).toMatch(/\ba\b.*stunned|stuns/i);
  });

  it("an enemy unit at its battlefield that is not attacking is not a legal target", async () => {
    await check({
      name: "",
      board: combat,
      objects: [card("sh", "Shadow", "p1", "bf1"), unit("a", "p2", "bf1"), unit("d", "p2", "bf1")],
      chain: [{ id: "s", source: "sh", ability: 1, controller: "p1", targets: ["d"] }],
      expect: { playIllegal: { s: { d: "attacking" } } },
    });
  });

  it("an attacking enemy unit at another battlefield is not a legal target", async () => {
    await check({
      name: "",
      board: combat,
      objects: [card("sh", "Shadow", "p1", "bf2"), unit("a", "p2", "bf1")],
      chain: [{ id: "s", source: "sh", ability: 1, controller: "p1", targets: ["a"] }],
      expect: { playIllegal: { s: { a: "it must be here" } } },
    });
  });
});
