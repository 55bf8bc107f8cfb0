// Phrases made executable on the cards-unl6 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, reject, unit } from "../helpers/scenario-http.js";

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

// A battlefield's trigger on its controller's spells only, with the Energy spent to play the spell as part of its condition
// (the request's energySpent, else the printed Energy cost).
describe("UNL-211 Forgotten Library: its controller predicts after a spell they spent 4 or more on", () => {
  const deck = ["Wind Wall", "Hextech Ray", "Mystic Poro", "Progress Day", "Concentrate"];
  const board = (controller?: string) => ({
    players: [{ id: "p1", hand: [], deck }, { id: "p2", deckSize: 20 }],
    battlefields: [{ id: "fl", card: "Forgotten Library", ...(controller ? { controller } : {}) }, { id: "bf2" }],
  });

  it("is executable", async () => {
    await executable("UNL-211", "UNL-091");
  });

  it("controlled by p1, a 5-Energy spell: p1 predicts and recycles the top card, so the spell under it draws the card after it", async () => {
    const r = await check({
      name: "",
      board: board("p1"),
      chain: [
        { id: "c2", card: "Concentrate", controller: "p1", energySpent: 3 },
        { id: "c1", card: "Concentrate", controller: "p1" },
      ],
      choices: [{ item: "fl.a0", index: 0, objects: ["p1:deck:2"] }],
      expect: { instructions: { "fl.a0": ["EXECUTED"] }, players: { p1: { hand: ["Wind Wall", "Hextech Ray", "Progress Day", "Concentrate"] } } },
    });
    expect(text(r)).toMatch(/recycles/);
  });

  it("kept on top: the spell under it draws it", async () => {
    await check({
      name: "",
      board: board("p1"),
      chain: [
        { id: "c2", card: "Concentrate", controller: "p1", energySpent: 3 },
        { id: "c1", card: "Concentrate", controller: "p1" },
      ],
      choices: [{ item: "fl.a0", index: 0, objects: ["none"] }],
      expect: { instructions: { "fl.a0": ["EXECUTED"] }, players: { p1: { hand: ["Wind Wall", "Hextech Ray", "Mystic Poro", "Progress Day"] } } },
    });
  });

  it("3 Energy spent: it does not trigger", async () => {
    const r = await check({
      name: "",
      board: board("p1"),
      chain: [{ id: "c1", card: "Concentrate", controller: "p1", energySpent: 3 }],
      expect: { players: { p1: { hand: ["Wind Wall", "Hextech Ray"] } } },
    });
    expect(r.steps.some((s) => s.chainItem === "fl.a0")).toBe(false);
    expect(text(r)).toMatch(/does not trigger.*spent 3 Energy/);
  });

  it("controlled by p2, or by nobody: p1's spell does not trigger it", async () => {
    for (const controller of ["p2", undefined]) {
      const r = await check({
        name: "",
        board: board(controller),
        chain: [{ id: "c1", card: "Concentrate", controller: "p1" }],
        expect: { players: { p1: { hand: ["Wind Wall", "Hextech Ray"] } } },
      });
      expect(r.steps.some((s) => s.chainItem === "fl.a0")).toBe(false);
    }
  });
});

// A trigger on a unit an opponent plays (noticed as it enters) while the source is at a battlefield; "it" is that unit, stunned,
// and its controller's spells and abilities can't move it for the rest of the turn.
describe("UNL-150 Vex, Apathetic: stuns a unit an opponent plays, and they can't move it this turn", () => {
  // p2's turn: p2's own play effect (OGN-191, sending a unit at a battlefield back to its base) goes on the chain first, Vex's above it
  const board = { turnPlayer: "p2" };
  const marauder = { id: "mm", card: "Maddened Marauder", controller: "p2", destination: "bf1" };

  it("is executable", async () => {
    await executable("UNL-150", "OGN-191");
  });

  it("Vex at a battlefield: the unit is stunned, and its controller's own play effect can't move it to base", async () => {
    const r = await check({
      name: "",
      board,
      objects: [card("v", "Vex, Apathetic", "p1", "bf2")],
      chain: [marauder],
      choices: [{ item: "mm.a1", index: 0, objects: ["mm"] }],
      expect: { instructions: { "v.a1": ["EXECUTED", "EXECUTED"], "mm.a1": ["IGNORED"] }, objects: { mm: { zone: "BATTLEFIELD", battlefield: "bf1" } }, cites: { "mm.a1": ["054.1"] } },
    });
    expect(text(r)).toMatch(/mm.*stunned|stuns.*mm/i);
  });

  it("Vex in its base: no trigger, and the play effect moves the unit to base", async () => {
    const r = await check({
      name: "",
      board,
      objects: [card("v", "Vex, Apathetic", "p1", "base")],
      chain: [marauder],
      choices: [{ item: "mm.a1", index: 0, objects: ["mm"] }],
      expect: { instructions: { "mm.a1": ["EXECUTED"] }, objects: { mm: { zone: "BASE" } } },
    });
    expect(r.steps.some((s) => s.chainItem === "v.a1")).toBe(false);
  });

  it("a unit its own controller plays: no trigger", async () => {
    const r = await check({
      name: "",
      board,
      objects: [card("v", "Vex, Apathetic", "p2", "bf2")],
      chain: [marauder],
      choices: [{ item: "mm.a1", index: 0, objects: ["mm"] }],
      expect: { objects: { mm: { zone: "BASE" } } },
    });
    expect(r.steps.some((s) => s.chainItem === "v.a1")).toBe(false);
  });
});

// A card's own [Legion] permission to be played from its owner's trash: checked as a request's item plays it from there (the
// Legion condition as it is played, 812.1.c); the cost is paid outside the engine, and the card leaves the trash.
describe("UNL-025 Undying Legion: played from the trash with Legion", () => {
  const players = (cardsPlayedThisTurn: number) => ({
    players: [{ id: "p1", deckSize: 20, trash: ["Undying Legion", "Wind Wall"], cardsPlayedThisTurn }, { id: "p2", deckSize: 20 }],
  });
  const fromTrash = { id: "ul", card: "Undying Legion", controller: "p1", playedFrom: "TRASH", destination: "base" };

  it("is executable", async () => {
    await executable("UNL-025");
  });

  it("another card played this turn: it enters the board and leaves the trash", async () => {
    const r = await check({
      name: "",
      board: players(1),
      chain: [fromTrash],
      expect: { objects: { ul: { zone: "BASE" } }, players: { p1: { trash: ["Wind Wall"] } }, cites: { ul: ["812.1.c"] } },
    });
    expect(text(r)).toMatch(/played from p1's trash/);
  });

  it("another card played earlier in the same request counts", async () => {
    await check({
      name: "",
      board: players(0),
      chain: [{ id: "u1", card: "Shadow", controller: "p1", destination: "base" }, { ...fromTrash, playedAfter: "u1" }],
      expect: { objects: { ul: { zone: "BASE" } }, players: { p1: { trash: ["Wind Wall"] } } },
    });
  });

  it("no other card played this turn: the permission is inactive, the play is undone, it stays in the trash", async () => {
    await check({
      name: "",
      board: players(0),
      chain: [fromTrash],
      expect: { kinds: { ul: { PLAY_ILLEGAL: true, ITEM_RESOLVES: false } }, players: { p1: { trash: ["Undying Legion", "Wind Wall"] } } },
    });
  });

  it("played from hand: no permission needed, the trash is untouched", async () => {
    await check({
      name: "",
      board: players(0),
      chain: [{ id: "ul", card: "Undying Legion", controller: "p1", destination: "base" }],
      expect: { objects: { ul: { zone: "BASE" } }, players: { p1: { trash: ["Undying Legion", "Wind Wall"] } } },
    });
  });
});

// A modal ability that remembers the modes its object chose this turn: those are not offered again (the board's
// modesChosenThisTurn for choices before the request, then each choice while it resolves); a new object has chosen none.
describe("modes not chosen this turn (OGN-157 Udyr, Wildman; SFD-049 Aphelios, Exalted)", () => {
  it("are executable", async () => {
    await executable("OGN-157", "SFD-049");
  });

  // Arena Bar buffs the exhausted Udyr, whose ability then spends that buff
  const udyr = (extra: Record<string, unknown> = {}) => ({
    name: "",
    objects: [card("ud", "Udyr, Wildman", "p1", "bf1", { exhausted: true, ...extra }), card("bar", "Arena Bar", "p1", "base"), unit("e", "p2", "bf1")],
    chain: [
      { id: "ab", source: "bar", ability: 0, controller: "p1", targets: ["ud"] },
      { id: "a", source: "ud", ability: 0, controller: "p1", playedAfter: "ab", targets: ["e"] },
    ],
  });

  it("Udyr: mode 1 (a unit at a battlefield takes 2) when nothing was chosen this turn", async () => {
    await check({ ...udyr(), choices: [{ item: "a", index: 0, option: "1" }], expect: { objects: { e: { damage: 2 } } } });
  });

  it("Udyr: mode 3 (ready me) readies it", async () => {
    await check({
      ...udyr(), chain: [udyr().chain[0]!, { id: "a", source: "ud", ability: 0, controller: "p1", playedAfter: "ab" }],
      choices: [{ item: "a", index: 0, option: "3" }], expect: { objects: { ud: { exhausted: false } } },
    });
  });

  it("Udyr: mode 1 chosen earlier this turn is not offered; given anyway, nothing is dealt", async () => {
    const r = await check({ ...udyr({ modesChosenThisTurn: [1] }), choices: [{ item: "a", index: 0, option: "1" }], expect: { objects: { e: { damage: 0 } } } });
    expect(text(r)).toMatch(/not one of 2, 3, 4 \(1 already chosen this turn\)/);
  });

  it("Udyr: the options asked for leave out the modes chosen this turn", async () => {
    await check({ ...udyr({ modesChosenThisTurn: [1, 4] }), expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "a", options: ["2", "3"] } } });
  });

  // B.F. Sword's Equip attaches it to Aphelios: its trigger, a mode chosen as it goes on the chain
  const aphelios = (extra: Record<string, unknown> = {}) => ({
    name: "",
    objects: [card("ap", "Aphelios, Exalted", "p1", "bf1", extra), card("sw", "B.F. Sword", "p1", "base"), unit("f", "p1", "bf1", { might: 2 })],
    chain: [{ id: "eq", source: "sw", ability: 0, controller: "p1", targets: ["ap"] }],
  });

  it("Aphelios: mode 3 buffs a friendly unit", async () => {
    await check({
      ...aphelios(),
      choices: [{ item: "ap.a0", index: 0, option: "3" }, { item: "ap.a0", index: 1, objects: ["f"] }],
      expect: { objects: { sw: { attachedTo: "ap" }, f: { might: 3 } } },
    });
  });

  it("Aphelios: with mode 3 chosen earlier this turn, only 1 and 2 are offered", async () => {
    await check({ ...aphelios({ modesChosenThisTurn: [3] }), expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "ap.a0", options: ["1", "2"] } } });
  });

  it("a mode number below 1 is refused", async () => {
    const e = await reject({ ...aphelios({ modesChosenThisTurn: [0] }) });
    expect(e.message).toMatch(/modesChosenThisTurn/);
  });
});

// The Power its controller spent this turn, on anything: the board's powerSpentThisTurn, then each card or activated ability the
// request plays (its item's powerSpent, else a card's printed Power cost plus one for a paid Accelerate, 805.1.a).
describe("SFD-143 Sivir, Mercenary: +2 Might and Ganking once its controller spent 2 Power this turn", () => {
  const board = (p1: number, p2 = 0) => ({ players: [{ id: "p1", deckSize: 20, powerSpentThisTurn: p1 }, { id: "p2", deckSize: 20, powerSpentThisTurn: p2 }] });

  it("is executable", async () => {
    await executable("SFD-143");
  });

  it("2 Power spent earlier this turn: 6 Might; 1: 4", async () => {
    await check({ name: "", board: board(2), objects: [card("s", "Sivir, Mercenary", "p1", "bf1")], chain: [], expect: { objects: { s: { might: 6 } } } });
    await check({ name: "", board: board(1), objects: [card("s", "Sivir, Mercenary", "p1", "bf1")], chain: [], expect: { objects: { s: { might: 4 } } } });
  });

  it("an opponent's Power does not count", async () => {
    await check({ name: "", board: board(0, 3), objects: [card("s", "Sivir, Mercenary", "p1", "bf1")], chain: [], expect: { objects: { s: { might: 4 } } } });
  });

  it("played with Accelerate after 0 Power earlier: its own Power cost and Accelerate's make 2, so it enters ready with 6 Might", async () => {
    await check({
      name: "", board: board(0),
      chain: [{ id: "s", card: "Sivir, Mercenary", controller: "p1", destination: "base", paidAdditionalCost: true }],
      expect: { objects: { s: { exhausted: false, might: 6 } } },
    });
  });

  it("played without Accelerate: 1 Power, 4 Might; with powerSpent 0 given for the card, 4 Might", async () => {
    await check({ name: "", board: board(0), chain: [{ id: "s", card: "Sivir, Mercenary", controller: "p1", destination: "base" }], expect: { objects: { s: { might: 4 } } } });
    await check({
      name: "", board: board(0),
      chain: [{ id: "s", card: "Sivir, Mercenary", controller: "p1", destination: "base", paidAdditionalCost: true, powerSpent: 0 }],
      expect: { objects: { s: { might: 4 } } },
    });
  });

  it("a negative Power spent is refused", async () => {
    const e = await reject({ board: board(0), chain: [{ id: "s", card: "Sivir, Mercenary", controller: "p1", powerSpent: -1 }] });
    expect(e.message).toMatch(/powerSpent/);
  });
});

// A battlefield's activated ability that each unit at it has: the request's item names the battlefield as its source and the unit
// using it in costObjects (its {exhaust} exhausts that unit); the unit must be one its controller controls at that battlefield.
describe("UNL-213 Gardens of Becoming: units here have an {exhaust} ability gaining 1 XP", () => {
  const board = { players: [{ id: "p1", deckSize: 20, xp: 2 }, { id: "p2", deckSize: 20 }], battlefields: [{ id: "gb", card: "Gardens of Becoming" }, { id: "bf2" }] };

  it("is executable", async () => {
    await executable("UNL-213");
  });

  it("a unit of p1's at the Gardens uses it: it is exhausted and p1 gains 1 XP", async () => {
    await check({
      name: "", board,
      objects: [unit("u", "p1", "gb")],
      chain: [{ id: "g", source: "gb", ability: 0, controller: "p1", costObjects: ["u"] }],
      expect: { instructions: { g: ["EXECUTED"] }, objects: { u: { exhausted: true } }, players: { p1: { xp: 3 } } },
    });
  });

  it("a unit at another battlefield does not have it: the play is undone, no XP", async () => {
    await check({
      name: "", board,
      objects: [unit("u", "p1", "bf2")],
      chain: [{ id: "g", source: "gb", ability: 0, controller: "p1", costObjects: ["u"] }],
      expect: { kinds: { g: { PLAY_ILLEGAL: true, INSTRUCTION: false } }, objects: { u: { exhausted: false } }, players: { p1: { xp: 2 } } },
    });
  });

  it("an opponent's unit there can't be used by p1, and without a unit named the play is undone", async () => {
    for (const costObjects of [["e"], []]) {
      await check({
        name: "", board,
        objects: [unit("e", "p2", "gb")],
        chain: [{ id: "g", source: "gb", ability: 0, controller: "p1", costObjects }],
        expect: { kinds: { g: { PLAY_ILLEGAL: true } }, players: { p1: { xp: 2 } } },
      });
    }
  });
});

// Where a unit may be played is not part of chain resolution (the engine takes the destination as given): the permissions, its own
// and its friendly units', are read and said back, and a unit played there enters there.
describe("UNL-117 Arachnoid Horror: played to an occupied battlefield where an enemy unit is alone", () => {
  it("is executable, and played to a battlefield with one enemy unit it enters there", async () => {
    await executable("UNL-117");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [{ id: "ah", card: "Arachnoid Horror", controller: "p1", destination: "bf1" }],
      expect: { objects: { ah: { zone: "BATTLEFIELD", battlefield: "bf1", exhausted: true }, e: { zone: "BATTLEFIELD", battlefield: "bf1" } } },
    });
  });

  it("the permissions change nothing else: played to its base, it enters there", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [{ id: "ah", card: "Arachnoid Horror", controller: "p1", destination: "base" }],
      expect: { objects: { ah: { zone: "BASE" } } },
    });
  });
});
