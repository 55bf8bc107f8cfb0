// Phrases made executable on the cards-misc10 branch. Real cards of the library, compiled from their text; the card text itself
// is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable, executableCard } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

type Steps = { steps: { chainItem: string | null; kind: string; outcome: string | null; explanation: string }[] };
const said = (r: Steps, item: string) => r.steps.filter((s) => s.chainItem === item && s.kind === "INSTRUCTION").map((s) => s.explanation).join(" | ");
const text = (r: Steps) => r.steps.map((s) => s.explanation).join("\n");

// "When you play me or when I score": the play effect (383.4.a), and its controller scoring a battlefield where it is (471.2), by a
// conquest the engine notices or a hold the caller places. The Tentacle token is 1 Might (187.10).
describe("VEN-109 Illaoi, Prophet of the Great Kraken: a Tentacle token when played or when it scores; +1 Might for each token unit", () => {
  it("is executable", async () => {
    await executable("VEN-109");
  });

  it("played, its play effect makes a 1-Might Tentacle token in p1's base, and Illaoi counts it", async () => {
    await check({
      name: "",
      chain: [{ id: "il", card: "Illaoi, Prophet of the Great Kraken", controller: "p1", destination: "base" }],
      expect: { instructions: { "il.a0": ["EXECUTED"] }, objects: { "il.a0.token1": { zone: "BASE", might: 1, controller: "p1" }, il: { might: 5 } } },
    });
  });

  it("moved to an uncontrolled battlefield, it conquers it (a score): its ability triggers and makes the token", async () => {
    const r = await check({
      name: "",
      board: { battlefields: [{ id: "bf1", uncontrolled: true }, { id: "bf2" }] },
      objects: [card("il", "Illaoi, Prophet of the Great Kraken", "p1", "base")],
      chain: [{ id: "rw", card: await executableCard("OGN-173"), controller: "p1", targets: ["il"], destination: "bf1" }],
      choices: [{ item: "il.a0", index: 0, option: "bf1" }],
      expect: { instructions: { "il.a0": ["EXECUTED"] }, objects: { il: { zone: "BATTLEFIELD", might: 5 }, "il.a0.token1": { zone: "BATTLEFIELD", battlefield: "bf1", might: 1, controller: "p1" } } },
    });
    expect(text(r)).toMatch(/conquer/);
  });

  it("a hold placed by the caller makes the token too", async () => {
    await check({
      name: "",
      objects: [card("il", "Illaoi, Prophet of the Great Kraken", "p1", "bf1"), unit("t", "p1", "base", { name: "Recruit", might: 1 })],
      chain: [{ id: "h", source: "il", ability: 0, controller: "p1" }],
      expect: { instructions: { h: ["EXECUTED"] }, objects: { "h.token1": { might: 1 }, il: { might: 5 } } },
    });
  });
});
