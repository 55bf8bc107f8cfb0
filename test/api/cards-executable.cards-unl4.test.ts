// Phrases made executable on the cards-unl4 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// A gear's "when you play a unit" trigger narrowed to showdowns: the board's phase says whether a showdown (or a
// combat, which includes one: 308.1) is in progress; the optional exhaust is its opening cost.
describe("a unit played during a showdown: may exhaust the gear to draw (UNL-011 Fresh Beans)", () => {
  it("is executable", async () => {
    await executable("UNL-011");
  });

  it("in a showdown: the trigger asks p1 whether to exhaust the gear", async () => {
    const r = await check({
      name: "",
      board: { phase: "SHOWDOWN" },
      objects: [card("fb", "Fresh Beans", "p1", "base")],
      chain: [{ id: "u", card: "Shipyard Skulker", controller: "p1" }],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { player: "p1" } },
    });
    expect(text(r)).toMatch(/SHOWDOWN/);
  });

  it("in a showdown, accepted: the gear is exhausted and p1 draws one", async () => {
    await check({
      name: "",
      board: { phase: "SHOWDOWN" },
      objects: [card("fb", "Fresh Beans", "p1", "base")],
      chain: [{ id: "u", card: "Shipyard Skulker", controller: "p1" }],
      choices: [{ item: "fb.a0", index: 0, accept: true }],
      expect: { objects: { fb: { exhausted: true }, u: { zone: "BASE" } }, players: { p1: { handSize: 1 } } },
    });
  });

  it("during a combat too; declined: nothing happens", async () => {
    await check({
      name: "",
      board: { phase: "COMBAT" },
      objects: [card("fb", "Fresh Beans", "p1", "base")],
      chain: [{ id: "u", card: "Shipyard Skulker", controller: "p1" }],
      choices: [{ item: "fb.a0", index: 0, accept: false }],
      expect: { objects: { fb: { exhausted: false } }, players: { p1: { handSize: 0 } } },
    });
  });

  it("outside a showdown: no trigger", async () => {
    const r = await check({
      name: "",
      objects: [card("fb", "Fresh Beans", "p1", "base")],
      chain: [{ id: "u", card: "Shipyard Skulker", controller: "p1" }],
      expect: { status: "COMPLETE", objects: { fb: { exhausted: false } }, players: { p1: { handSize: 0 } } },
    });
    expect(text(r)).toMatch(/does not trigger/);
  });

  it("an opponent's unit in a showdown: no trigger", async () => {
    await check({
      name: "",
      board: { phase: "SHOWDOWN" },
      objects: [card("fb", "Fresh Beans", "p1", "base")],
      chain: [{ id: "u", card: "Shipyard Skulker", controller: "p2" }],
      expect: { status: "COMPLETE", objects: { fb: { exhausted: false } }, players: { p1: { handSize: 0 } } },
    });
  });
});
