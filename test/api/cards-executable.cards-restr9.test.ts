// Phrases made executable on the cards-restr9 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { check, resolve } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
const hand = (r: { finalBoard: { players: { id: string; handSize: number }[] } }, p: string) => r.finalBoard.players.find((x) => x.id === p)?.handSize;

// Battlefields controlled by the player or an ally (a teammate: players given the same `team`, 489.8), counted as the
// instruction resolves; without a team a player has no allies.
describe("UNL-015 Right of Conquest: a draw, then one more for each battlefield its controller or an ally controls", () => {
  const battlefields = [{ id: "bf1", controller: "p1" }, { id: "bf2", controller: "p3" }, { id: "bf3", controller: "p2" }, { id: "bf4" }];
  const players = (teams: boolean) => [
    { id: "p1", deckSize: 20, ...(teams ? { team: "A" } : {}) },
    { id: "p2", deckSize: 20, ...(teams ? { team: "B" } : {}) },
    { id: "p3", deckSize: 20, ...(teams ? { team: "A" } : {}) },
    { id: "p4", deckSize: 20, ...(teams ? { team: "B" } : {}) },
  ];
  const chain = [{ id: "rc", card: "Right of Conquest", controller: "p1" }];

  it("is executable", async () => {
    await executable("UNL-015");
  });

  it("with a teammate: its own battlefield and the ally's count (1 + 2 cards), not the opponent's", async () => {
    const r = await check({ name: "", board: { players: players(true), battlefields }, chain, expect: { instructions: { rc: ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 3 }, p3: { handSize: 0 } } } });
    expect(text(r)).toMatch(/2 battlefields controlled by p1 or an ally \(p3\) \(bf1, bf2\)/);
  });

  it("no teams: only its own battlefield counts (1 + 1 cards)", async () => {
    await check({ name: "", board: { players: players(false), battlefields }, chain, expect: { instructions: { rc: ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 2 } } } });
  });

  it("no battlefield controlled: only the first draw", async () => {
    const r = await check({ name: "", board: { players: players(true), battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] }, chain, expect: { instructions: { rc: ["EXECUTED", "IGNORED"] }, players: { p1: { handSize: 1 } } } });
    expect(hand(r, "p1")).toBe(1);
  });
});

// A battlefield's conquest trigger counting the other battlefields of its controller's side: the battlefield itself is not counted.
describe("SFD-217 Seat of Power: a draw for each other battlefield its conqueror or an ally controls", () => {
  const players = [{ id: "p1", deckSize: 20, team: "A" }, { id: "p2", deckSize: 20, team: "B" }, { id: "p3", deckSize: 20, team: "A" }];

  it("is executable", async () => {
    await executable("SFD-217");
  });

  it("conquered by p1: p1's other battlefield and p3's count, not this one nor p2's (2 cards)", async () => {
    const r = await check({
      name: "",
      board: { players, battlefields: [{ id: "sp", card: "Seat of Power", controller: "p1" }, { id: "bf2", controller: "p1" }, { id: "bf3", controller: "p3" }, { id: "bf4", controller: "p2" }] },
      chain: [{ id: "t", source: "sp", ability: 0, controller: "p1" }],
      expect: { instructions: { t: ["EXECUTED"] }, players: { p1: { handSize: 2 } } },
    });
    expect(text(r)).toMatch(/2 other battlefields controlled by p1 or an ally \(p3\) \(bf2, bf3\)/);
  });

  it("no other battlefield of that side: nothing is drawn", async () => {
    await check({
      name: "",
      board: { players, battlefields: [{ id: "sp", card: "Seat of Power", controller: "p1" }, { id: "bf2", controller: "p2" }] },
      chain: [{ id: "t", source: "sp", ability: 0, controller: "p1" }],
      expect: { instructions: { t: ["IGNORED"] }, players: { p1: { handSize: 0 } } },
    });
  });
});
