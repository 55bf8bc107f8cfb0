// Phrases made executable on the cards-unl4 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, reject, unit } from "../helpers/scenario-http.js";

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

// A play effect's condition on an opponent's score: the board's `points` per player and `victoryScore` (default 8, 194.3),
// read as the unit is played.
describe("a play effect while an opponent is near the Victory Score (UNL-116 Poppy, Paragon)", () => {
  const board = (p2: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    players: [{ id: "p1", deckSize: 20, points: 7 }, { id: "p2", deckSize: 20, ...p2 }], ...extra,
  });

  it("is executable", async () => {
    await executable("UNL-116");
  });

  it("p2 has 5 of 8: within 3, so Poppy is readied and p1 gains 3 XP", async () => {
    const r = await check({
      name: "",
      board: board({ points: 5 }),
      chain: [{ id: "pp", card: "Poppy, Paragon", controller: "p1" }],
      expect: { objects: { pp: { zone: "BASE", exhausted: false } }, players: { p1: { xp: 3 } } },
    });
    expect(text(r)).toMatch(/Victory Score is 8/);
  });

  it("p2 has 4 of 8: not within 3 (p1's own 7 points do not count); Poppy enters exhausted, no XP", async () => {
    await check({
      name: "",
      board: board({ points: 4 }),
      chain: [{ id: "pp", card: "Poppy, Paragon", controller: "p1" }],
      expect: { objects: { pp: { zone: "BASE", exhausted: true } }, players: { p1: { xp: 0 } } },
    });
  });

  it("no points given: 0 of 8, no trigger; a Victory Score of 3 from the board: within 3", async () => {
    await check({
      name: "",
      chain: [{ id: "pp", card: "Poppy, Paragon", controller: "p1" }],
      expect: { objects: { pp: { exhausted: true } }, players: { p1: { xp: 0 } } },
    });
    await check({
      name: "",
      board: board({}, { victoryScore: 3 }),
      chain: [{ id: "pp", card: "Poppy, Paragon", controller: "p1" }],
      expect: { objects: { pp: { exhausted: false } }, players: { p1: { xp: 3 } } },
    });
  });

  it("a negative score or a Victory Score of 0 is refused", async () => {
    expect((await reject({ board: board({ points: -1 }), chain: [{ id: "pp", card: "Poppy, Paragon", controller: "p1" }] })).message).toMatch(/points/);
    expect((await reject({ board: board({}, { victoryScore: 0 }), chain: [{ id: "pp", card: "Poppy, Paragon", controller: "p1" }] })).message).toMatch(/victoryScore/);
  });
});

// A static condition printed first, on the opponents' units, giving a cost reduction (paid outside the engine) and
// entering ready: checked as the unit enters.
describe("entering ready while an opponent controls a stunned unit (UNL-035 Monch)", () => {
  it("is executable", async () => {
    await executable("UNL-035");
  });

  it("p2 controls a stunned unit (stunned earlier this turn, board input): Monch enters ready", async () => {
    await check({
      name: "",
      objects: [unit("s", "p2", "bf1", { stunned: true })],
      chain: [{ id: "m", card: "Monch", controller: "p1" }],
      expect: { objects: { m: { zone: "BASE", exhausted: false } } },
    });
  });

  it("only p1's own unit is stunned, or p2's unit is not: Monch enters exhausted", async () => {
    await check({
      name: "",
      objects: [unit("s", "p1", "bf1", { stunned: true }), unit("t", "p2", "bf1")],
      chain: [{ id: "m", card: "Monch", controller: "p1" }],
      expect: { objects: { m: { zone: "BASE", exhausted: true } } },
    });
  });
});
