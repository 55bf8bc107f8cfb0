// Phrases made executable on the cards-unl3 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, reject, unit } from "../helpers/scenario-http.js";
type Json = Record<string, unknown>;

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
/** The default board's players with what happened earlier this turn (the history fields of docs/BOARD-FORMAT.md). */
const players = (p1: Json = {}, p2: Json = {}) => ({ players: [{ id: "p1", deckSize: 20, ...p1 }, { id: "p2", deckSize: 20, ...p2 }] });

// A condition on the turn so far, printed before a unit's static ability: active only while it holds, read from the
// board's history fields and from what the chain does.
describe("'If you've spent {N} or more to play a spell this turn, I have …' (UNL-004 Prepared Neophyte)", () => {
  it("is executable", async () => {
    await executable("UNL-004");
  });

  it("no spell this turn: printed Might; an opponent's spell does not count", async () => {
    await check({
      name: "",
      objects: [card("pn", "Prepared Neophyte", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { objects: { pn: { might: 1 } } },
    });
  });

  it("the board says p1 spent 4 on a spell earlier this turn: +4", async () => {
    await check({
      name: "",
      board: players({ energySpentOnSpellsThisTurn: [2, 4] }),
      objects: [card("pn", "Prepared Neophyte", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { objects: { pn: { might: 5 } } },
    });
  });

  it("spells of 2 and 3 Energy earlier this turn: no single spell cost 4, so no bonus", async () => {
    await check({
      name: "",
      board: players({ energySpentOnSpellsThisTurn: [2, 3] }),
      objects: [card("pn", "Prepared Neophyte", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { objects: { pn: { might: 1 } } },
    });
  });

  it("p1 plays a spell on the chain: its printed Energy cost is what was spent unless the request says otherwise", async () => {
    await check({
      name: "",
      objects: [card("pn", "Prepared Neophyte", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p1" }],
      expect: { objects: { pn: { might: 5 } } },
    });
    await check({
      name: "",
      objects: [card("pn", "Prepared Neophyte", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p1", energySpent: 3 }],
      expect: { objects: { pn: { might: 1 } } },
    });
  });

  it("a negative Energy spent is refused", async () => {
    const e = await reject({ board: players({ energySpentOnSpellsThisTurn: [-1] }), chain: [{ id: "pd", card: "Progress Day", controller: "p1", energySpent: -2 }] });
    expect(e.message).toMatch(/energySpent/);
  });
});

describe("'If you've spent {N} or more to play a spell this turn, you may play me for {P}.' (UNL-089 Jhin, Meticulous Killer)", () => {
  it("is executable", async () => {
    await executable("UNL-089");
  });

  it("played after a 4-Energy spell: it is played as usual (the alternative cost is paid outside the engine)", async () => {
    await check({
      name: "",
      board: players({ energySpentOnSpellsThisTurn: [4], deck: ["Progress Day"] }),
      chain: [{ id: "j", card: "Jhin, Meticulous Killer", controller: "p1" }],
      choices: [{ item: "j.a0", index: 0, accept: false }],
      expect: { objects: { j: { zone: "BASE", might: 4 } } },
    });
  });
});

describe("'If you've gained XP this turn, I have +N {might} and [Ganking].' (UNL-108 Wily Newtfish)", () => {
  it("is executable", async () => {
    await executable("UNL-108");
  });

  it("no XP gained this turn: printed Might", async () => {
    await check({
      name: "",
      objects: [card("wn", "Wily Newtfish", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { objects: { wn: { might: 4 } } },
    });
  });

  it("XP gained earlier this turn (board): +1", async () => {
    await check({
      name: "",
      board: players({ xpGainedThisTurn: 2, xp: 2 }),
      objects: [card("wn", "Wily Newtfish", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { objects: { wn: { might: 5 } } },
    });
  });

  it("a spell of p1's gains XP on the chain: +1 from then on", async () => {
    await check({
      name: "",
      objects: [card("wn", "Wily Newtfish", "p1", "bf1")],
      chain: [{ id: "sd", card: "Stare Down", controller: "p1", targets: ["wn", "bf2"] }],
      expect: { objects: { wn: { might: 5 } }, players: { p1: { xp: 1 } } },
    });
  });
});

describe("'If you've discarded a card this turn, I have [Assault] and [Ganking].' (OGN-019 Raging Soul)", () => {
  it("is executable", async () => {
    await executable("OGN-019");
  });

  const attacking = (extra: Json = {}) => ({ ...players({ hand: ["Progress Day", "Vengeance"], trash: [], ...extra }), combat: { battlefield: "bf1", attackers: ["rs"], defenders: [] } });

  it("attacking with no discard this turn: no Assault", async () => {
    await check({
      name: "",
      board: attacking(),
      objects: [card("rs", "Raging Soul", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { objects: { rs: { might: 4 } } },
    });
  });

  it("a card discarded earlier this turn: attacking, it has Assault (+1)", async () => {
    await check({
      name: "",
      board: attacking({ cardsDiscardedThisTurn: 1 }),
      objects: [card("rs", "Raging Soul", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { objects: { rs: { might: 5 } } },
    });
  });

  it("p1 discards with a spell on the chain: Assault from then on", async () => {
    await check({
      name: "",
      board: attacking(),
      objects: [card("rs", "Raging Soul", "p1", "bf1")],
      chain: [{ id: "lb", card: "Lunar Boon", controller: "p1" }],
      choices: [{ item: "lb", index: 0, objects: ["Vengeance"] }],
      expect: { objects: { rs: { might: 5 } }, players: { p1: { trash: ["Vengeance", "Lunar Boon"] } } },
    });
  });
});

describe("'If a unit died this turn, I enter ready.' (UNL-008 Towering Pairofant)", () => {
  it("is executable", async () => {
    await executable("UNL-008");
  });

  it("no unit died this turn: it enters exhausted", async () => {
    await check({
      name: "",
      chain: [{ id: "tp", card: "Towering Pairofant", controller: "p1" }],
      expect: { objects: { tp: { zone: "BASE", exhausted: true } } },
    });
  });

  it("an opponent's unit died earlier this turn (board): it enters ready", async () => {
    await check({
      name: "",
      board: players({}, { unitsDiedThisTurn: 1 }),
      chain: [{ id: "tp", card: "Towering Pairofant", controller: "p1" }],
      expect: { objects: { tp: { zone: "BASE", exhausted: false } } },
    });
  });

  it("a unit killed on the chain before it is played: it enters ready", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"] }, { id: "tp", card: "Towering Pairofant", controller: "p1", playedAfter: "v" }],
      expect: { objects: { e: { zone: "TRASH" }, tp: { zone: "BASE", exhausted: false } } },
    });
  });
});

describe("'If a friendly unit died during your Beginning Phase this turn, I enter ready.' (UNL-037 Shadow Watcher)", () => {
  it("is executable", async () => {
    await executable("UNL-037");
  });

  it("a friendly unit died during p1's Beginning Phase (board): it enters ready", async () => {
    await check({
      name: "",
      board: players({ unitsDiedThisTurn: 1, unitsDiedInBeginningPhaseThisTurn: 1 }),
      chain: [{ id: "sw", card: "Shadow Watcher", controller: "p1" }],
      expect: { objects: { sw: { zone: "BASE", exhausted: false } } },
    });
  });

  it("a friendly unit died this turn, but not in the Beginning Phase; or an enemy unit did: it enters exhausted", async () => {
    await check({
      name: "",
      board: players({ unitsDiedThisTurn: 1 }, { unitsDiedThisTurn: 2 }),
      chain: [{ id: "sw", card: "Shadow Watcher", controller: "p1" }],
      expect: { objects: { sw: { zone: "BASE", exhausted: true } } },
    });
  });

  it("p1's unit is killed on the chain during p1's Beginning Phase: it enters ready", async () => {
    await check({
      name: "",
      board: { phase: "BEGINNING" },
      objects: [unit("f", "p1", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["f"] }, { id: "sw", card: "Shadow Watcher", controller: "p1", playedAfter: "v" }],
      expect: { objects: { f: { zone: "TRASH" }, sw: { zone: "BASE", exhausted: false } } },
    });
  });

  it("the same kill in p2's Beginning Phase: not p1's, so it enters exhausted", async () => {
    await check({
      name: "",
      board: { phase: "BEGINNING", turnPlayer: "p2" },
      objects: [unit("f", "p1", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["f"] }, { id: "sw", card: "Shadow Watcher", controller: "p1", playedAfter: "v" }],
      expect: { objects: { f: { zone: "TRASH" }, sw: { zone: "BASE", exhausted: true } } },
    });
  });
});

// "When you play a spell, if you spent {N} or more, …": the Energy spent to play that spell is part of the trigger
// condition (383.2.a.1): the request's energySpent, else the spell's printed Energy cost.
describe("'When you play a spell, if you spent {N} or more, ready me.' (UNL-005 Revna the Lorekeeper)", () => {
  it("is executable", async () => {
    await executable("UNL-005");
  });

  it("a 6-Energy spell paid in full: it triggers and readies Revna", async () => {
    const r = await check({
      name: "",
      objects: [card("rv", "Revna the Lorekeeper", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "pd", card: "Progress Day", controller: "p1" }],
      expect: { objects: { rv: { exhausted: false } }, cites: { "*": ["383.2.a.1"] } },
    });
    expect(text(r)).toMatch(/spent 6 Energy to play Progress Day \(its printed Energy cost/);
  });

  it("the same spell paid 3 (a reduction outside the engine): it does not trigger", async () => {
    const r = await check({
      name: "",
      objects: [card("rv", "Revna the Lorekeeper", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "pd", card: "Progress Day", controller: "p1", energySpent: 3 }],
      expect: { objects: { rv: { exhausted: true } } },
    });
    expect(text(r)).toMatch(/does not trigger: p1 spent 3 Energy/);
  });

  it("a 2-Energy spell with 5 spent on it (extra costs): it triggers", async () => {
    await check({
      name: "",
      objects: [card("rv", "Revna the Lorekeeper", "p1", "bf1", { exhausted: true }), unit("e", "p2", "bf1")],
      chain: [{ id: "fs", card: "Falling Star", controller: "p1", targets: ["e", "e"], energySpent: 5 }],
      expect: { objects: { rv: { exhausted: false } } },
    });
  });
});

// The tag family: "for each of the following tags among your units - …" counts each listed tag once when at least one
// unit its controller controls has it, as the instruction executes (359.3.f.2).
describe("'… for each of the following tags among your units - Bird, Cat, Dog, and Poro' (UNL-046 Friendship)", () => {
  it("is executable", async () => {
    await executable("UNL-046");
  });

  it("two Poros and a Cat: two tags, +2; an opponent's Dog does not count", async () => {
    const r = await check({
      name: "",
      objects: [card("sp", "Stalwart Poro", "p1", "bf1"), card("pp", "Pouty Poro", "p1", "base"), card("pc", "Pakaa Cub", "p1", "base"), card("ld", "Loyal Pup", "p2", "bf1")],
      chain: [{ id: "fr", card: "Friendship", controller: "p1", targets: ["sp"] }],
      expect: { instructions: { fr: ["EXECUTED", "EXECUTED"] }, objects: { sp: { might: 4 } }, cites: { fr: ["359.3.f.2"] } },
    });
    expect(text(r)).toMatch(/2 of the tags among p1's units as it resolves \(Cat, Poro\)/);
  });

  it("no unit of those tags: +0", async () => {
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1")],
      chain: [{ id: "fr", card: "Friendship", controller: "p1", targets: ["u"] }],
      expect: { objects: { u: { might: 3 } } },
    });
  });
});

describe("'This costs {N} less if you choose a Bird, Cat, Dog, or Poro.' (UNL-168 Undying Loyalty)", () => {
  it("is executable", async () => {
    await executable("UNL-168");
  });

  it("a Poro chosen from the trash: played (the reduction is paid outside the engine)", async () => {
    await check({
      name: "",
      board: players({ trash: ["Pouty Poro"] }),
      chain: [{ id: "ul", card: "Undying Loyalty", controller: "p1", targets: ["p1:trash:0"] }],
      choices: [{ item: "ul", index: 0, option: "base" }],
      expect: { instructions: { ul: ["EXECUTED"] }, objects: { "p1:trash:0": { zone: "BASE" } } },
    });
  });
});
