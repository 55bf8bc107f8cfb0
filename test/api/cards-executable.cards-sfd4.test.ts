// Phrases made executable on the cards-sfd4 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// Statics about costs (costs are paid outside the engine: read and said back, they change nothing the engine resolves):
// spells choosing the unit, spells while it is in combat, optional additional costs, a battlefield's Repeat costs and
// the first gear (or gear ability) of a turn.
describe("cost changes (SFD-141, SFD-146, SFD-149, SFD-211, SFD-213, VEN-161)", () => {
  it("are executable", async () => {
    await executable("SFD-141", "SFD-146", "SFD-149", "SFD-211", "SFD-213", "VEN-161");
  });

  it("a spell choosing Irelia, Graceful resolves as usual (its cost was paid outside the engine)", async () => {
    await check({
      name: "",
      objects: [card("ir", "Irelia, Graceful", "p1", "bf1")],
      chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["ir"] }],
      expect: { instructions: { fs: ["EXECUTED"] }, objects: { ir: { might: 6 } }, unsupported: [] },
    });
  });

  it("Ezreal, Prodigy's play effect still discards 1, then draws 2", async () => {
    await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, hand: ["Feral Strength"] }, { id: "p2", deckSize: 20 }] },
      chain: [{ id: "ez", card: "Ezreal, Prodigy", controller: "p1" }],
      expect: { players: { p1: { handSize: 2 } }, unsupported: [] },
    });
  });
});

// "Becomes [Mighty]" (709): a unit's Might going from less than 5 to 5 or more, noticed after each instruction; the unit is
// "it" in the triggered ability. A unit that was already Mighty does not become Mighty.
describe("a unit becoming Mighty (SFD-180 Fiora, Worthy; SFD-205 Grand Duelist)", () => {
  it("are executable", async () => {
    await executable("SFD-180", "SFD-205");
  });

  it("a friendly 3-Might unit given +2: Fiora's trigger readies it", async () => {
    const r = await check({
      name: "",
      objects: [card("fi", "Fiora, Worthy", "p1", "bf1"), unit("u", "p1", "bf1", { might: 3, exhausted: true })],
      chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }],
      choices: [{ item: "fi.a0", index: 0, accept: true }],
      expect: { objects: { u: { might: 5, exhausted: false } }, instructions: { "fi.a0": ["EXECUTED", "EXECUTED"] }, cites: { "*": ["709"] } },
    });
    expect(text(r)).toMatch(/becomes Mighty/);
  });

  it("declined: the unit stays exhausted", async () => {
    await check({
      name: "",
      objects: [card("fi", "Fiora, Worthy", "p1", "bf1"), unit("u", "p1", "bf1", { might: 3, exhausted: true })],
      chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }],
      choices: [{ item: "fi.a0", index: 0, accept: false }],
      expect: { objects: { u: { might: 5, exhausted: true } } },
    });
  });

  it("no trigger: a unit already Mighty, a unit that stays below 5, an enemy unit", async () => {
    for (const [might, owner] of [[5, "p1"], [2, "p1"], [3, "p2"]] as const) {
      const r = await check({
        name: "",
        objects: [card("fi", "Fiora, Worthy", "p1", "bf1"), unit("u", owner, "bf1", { might, exhausted: true })],
        chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }],
        expect: { objects: { u: { might: might + 2, exhausted: true } } },
      });
      expect(r.steps.some((s) => s.chainItem === "fi.a0")).toBe(false);
    }
  });

  it("Grand Duelist: exhausted to channel a rune (recorded) as a unit of its controller becomes Mighty", async () => {
    await check({
      name: "",
      objects: [card("gd", "Grand Duelist", "p1", "base"), unit("u", "p1", "bf1", { might: 4 })],
      chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }],
      choices: [{ item: "gd.a0", index: 0, accept: true }],
      expect: { objects: { gd: { exhausted: true } }, instructions: { "gd.a0": ["EXECUTED", "EXECUTED"] } },
    });
  });
});

// "When you play a [Mighty] unit": a unit its controller plays with 5+ Might as it enters the board (708). A unit card
// played with printed Might 5 was already Mighty (711): it does not "become" Mighty.
describe("playing a Mighty unit (OGN-249 Relentless Storm)", () => {
  it("is executable", async () => {
    await executable("OGN-249");
  });

  it("a 5-Might unit played: the legend's trigger exhausts it (the rune is recorded); Fiora's does not trigger", async () => {
    const r = await check({
      name: "",
      objects: [card("rs", "Relentless Storm", "p1", "base"), card("fi", "Fiora, Worthy", "p1", "bf1")],
      chain: [{ id: "pp", card: "Playful Phantom", controller: "p1" }],
      choices: [{ item: "rs.a0", index: 0, accept: true }],
      expect: { objects: { rs: { exhausted: true }, pp: { zone: "BASE" } }, instructions: { "rs.a0": ["EXECUTED", "EXECUTED"] } },
    });
    expect(r.steps.some((s) => s.chainItem === "fi.a0")).toBe(false);
  });

  it("a 4-Might unit played, or an opponent's Mighty unit: no trigger", async () => {
    for (const [name, controller] of [["Vanguard Sergeant", "p1"], ["Playful Phantom", "p2"]]) {
      const r = await check({
        name: "",
        objects: [card("rs", "Relentless Storm", "p1", "base")],
        chain: [{ id: "pp", card: name, controller }],
        expect: { objects: { rs: { exhausted: false } } },
      });
      expect(r.steps.some((s) => s.chainItem === "rs.a0")).toBe(false);
    }
  });
});
