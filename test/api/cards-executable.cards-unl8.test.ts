// Phrases made executable on the cards-unl8 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, resolve, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// Several instances of Repeat, each cost paid or not on its own (820.1.c.2, 820.3: `repeatCount` says how many were
// paid), and a spell's modes each chosen for one execution only: a mode chosen for an earlier execution is not offered.
// Modes in printed order: 1 draw, 2 damage to a battlefield unit, 3 damage to a base unit, 4 a Might decrease.
describe("UNL-182 Curtain Call: three Repeat costs, a mode not already chosen for each execution", () => {
  const objects = [unit("a", "p2", "bf1", { might: 5 }), unit("b", "p2", "base", { might: 5 }), unit("c", "p2", "bf2", { might: 5 })];
  const mode = (index: number, option: string) => ({ item: "cc", index, option });

  it("is executable", async () => {
    await executable("UNL-182");
  });

  it("all three Repeat costs paid: four executions, each mode once, with their own targets", async () => {
    const r = await check({
      name: "",
      objects,
      chain: [{ id: "cc", card: "Curtain Call", controller: "p1", targets: ["a"], repeat: true, repeatCount: 3, repeatTargets: ["b", "c"] }],
      choices: [mode(0, "2"), mode(1, "3"), mode(2, "4"), mode(3, "1")],
      expect: {
        instructions: { cc: ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"] },
        objects: { a: { damage: 2 }, b: { damage: 3 }, c: { might: 1 } },
        players: { p1: { handSize: 1 } },
      },
    });
    expect(text(r)).toMatch(/Another of its Repeat costs was paid/);
  });

  it("a mode chosen for an earlier execution is not offered again", async () => {
    const r = await resolve({
      objects,
      chain: [{ id: "cc", card: "Curtain Call", controller: "p1", targets: ["a"], repeat: true, repeatCount: 2, repeatTargets: ["b"] }],
      choices: [mode(0, "2"), mode(1, "3")],
    });
    expect(r.status).toBe("NEEDS_CHOICE");
    expect(r.pendingChoice?.options).toEqual(["1", "4"]);
    const again = await resolve({
      objects,
      chain: [{ id: "cc", card: "Curtain Call", controller: "p1", targets: ["a"], repeat: true, repeatTargets: ["a"] }],
      choices: [mode(0, "2"), mode(1, "2")],
    });
    expect(text(again)).toMatch(/is not one of 1, 3, 4/);
    expect(again.finalBoard.objects.find((o) => o.id === "a")?.damage).toBe(2);
  });

  it("one Repeat cost paid: two executions; four said paid: no mode is left for a fifth execution", async () => {
    await check({
      name: "",
      objects,
      chain: [{ id: "cc", card: "Curtain Call", controller: "p1", targets: ["a"], repeat: true }],
      choices: [mode(0, "2"), mode(1, "1")],
      expect: { instructions: { cc: ["EXECUTED", "EXECUTED"] }, objects: { a: { damage: 2 } }, players: { p1: { handSize: 1 } } },
    });
    const r = await resolve({
      objects,
      chain: [{ id: "cc", card: "Curtain Call", controller: "p1", targets: ["a"], repeat: true, repeatCount: 4, repeatTargets: ["b", "c"] }],
      choices: [mode(0, "2"), mode(1, "3"), mode(2, "4"), mode(3, "1")],
    });
    expect(r.status).toBe("COMPLETE");
    expect(text(r)).toMatch(/Every mode of Curtain Call was already chosen for an earlier execution/);
    expect(r.finalBoard.objects.find((o) => o.id === "c")?.might).toBe(1);
  });

  it("a spell with one Repeat cost paid twice is repeated once", async () => {
    const r = await resolve({
      objects: [unit("a", "p2", "base", { might: 9 })],
      chain: [{ id: "rb", card: "Rocket Barrage", controller: "p1", targets: ["a"], repeat: true, repeatCount: 2, repeatTargets: ["a", "a"] }],
      choices: [{ item: "rb", index: 0, option: "1" }, { item: "rb", index: 1, option: "1" }, { item: "rb", index: 2, option: "1" }],
    });
    expect(r.finalBoard.objects.find((o) => o.id === "a")?.damage).toBe(8);
    expect(text(r)).toMatch(/has 1 Repeat cost, each paid at most once/);
  });
});

// Cards of opponents' trashes chosen as targets (355.9.b; a trash card's controller is its owner), each recycled by its owner
// to the bottom of their Main Deck (416.1.c); the other mode draws.
describe("UNL-103 Disposal Order: up to three cards of opponents' trashes recycled, or a draw", () => {
  const board = { players: [{ id: "p1", deckSize: 20, trash: ["Flash"] }, { id: "p2", deckSize: 20, trash: ["Vengeance", "Detonate", "Flash", "Void Seeker"] }] };
  const trash = (r: { finalBoard: { players: { id: string; trash: string[] | null }[] } }, p: string) => r.finalBoard.players.find((x) => x.id === p)?.trash;

  it("is executable", async () => {
    await executable("UNL-103");
  });

  it("mode 1: the chosen cards leave p2's trash for the bottom of p2's Main Deck", async () => {
    const r = await check({
      name: "",
      board,
      chain: [{ id: "d", card: "Disposal Order", controller: "p1", targets: ["p2:trash:0", "p2:trash:3"] }],
      choices: [{ item: "d", index: 0, option: "1" }],
      expect: { instructions: { d: ["EXECUTED", "EXECUTED"] }, objects: { "p2:trash:0": { zone: "MAIN_DECK" }, "p2:trash:3": { zone: "MAIN_DECK" } } },
    });
    expect(trash(r, "p2")).toEqual(["Detonate", "Flash"]);
    expect(trash(r, "p1")).toEqual(["Flash", "Disposal Order"]);
  });

  it("a card of its controller's own trash can't be chosen", async () => {
    const r = await resolve({ board, chain: [{ id: "d", card: "Disposal Order", controller: "p1", targets: ["p1:trash:0"] }], choices: [{ item: "d", index: 0, option: "1" }] });
    expect(text(r)).toMatch(/must be an enemy/);
    expect(trash(r, "p1")).toContain("Flash");
  });

  it("mode 2: draw 1", async () => {
    await check({
      name: "",
      board,
      chain: [{ id: "d", card: "Disposal Order", controller: "p1" }],
      choices: [{ item: "d", index: 0, option: "2" }],
      expect: { instructions: { d: ["EXECUTED"] }, players: { p1: { handSize: 1 } } },
    });
  });
});

// A reflexive trigger (387.3) created only if the killed unit had N Might or less as it was killed (its last known information),
// which lets the spell's controller play the spell card from their trash: the request's item playing it from the trash right
// after the trigger (playedAfter), its cost paid outside the engine. Without the trigger, it can't be played from the trash.
describe("UNL-186 Death from Below: kills, then may be played again from the trash if the unit was small", () => {
  const board = { players: [{ id: "p1", deckSize: 20, trash: [] }, { id: "p2", deckSize: 20 }] };
  const first = { id: "db", card: "Death from Below", controller: "p1", targets: ["a"] };
  const again = { id: "db2", card: "Death from Below", controller: "p1", targets: ["b"], playedFrom: "TRASH", playedAfter: "db.delayed" };

  it("is executable", async () => {
    await executable("UNL-186");
  });

  it("a 3 Might unit killed: the trigger goes on the chain, and the card is played again from the trash on another unit", async () => {
    const r = await check({
      name: "",
      board,
      objects: [unit("a", "p2", "bf1", { might: 3 }), unit("b", "p2", "bf2", { might: 6 })],
      chain: [first, again],
      expect: {
        instructions: { db: ["EXECUTED", "EXECUTED"], "db.delayed": ["EXECUTED"], db2: ["EXECUTED", "IGNORED"] },
        objects: { a: { zone: "TRASH" }, b: { zone: "TRASH" } },
      },
    });
    expect(text(r)).toMatch(/played from p1's trash, as its reflexive trigger db.delayed allowed/);
    expect(r.finalBoard.players.find((p) => p.id === "p1")?.trash?.filter((c) => c === "Death from Below")).toHaveLength(1);
  });

  it("a unit with more Might (a buff counts, as it was killed): no trigger, and playing it from the trash is illegal", async () => {
    const r = await resolve({
      board,
      objects: [unit("a", "p2", "bf1", { might: 2, mightBonus: 2 }), unit("b", "p2", "bf2", { might: 6 })],
      chain: [first, { ...again, playedAfter: "db" }],
    });
    expect(text(r)).toMatch(/had 4 Might as it was killed/);
    expect(r.steps.some((s) => s.chainItem === "db.delayed")).toBe(false);
    expect(text(r)).toMatch(/nothing lets p1 play it from the trash here/);
    expect(r.finalBoard.objects.find((o) => o.id === "b")?.zone).toBe("BATTLEFIELD");
    const after = await resolve({ board, objects: [unit("a", "p2", "bf1", { might: 5 }), unit("b", "p2", "bf2", { might: 6 })], chain: [first, again] });
    expect(text(after)).toMatch(/db2 was to be played after db.delayed, which never went on the chain, so it is not played/);
    expect(after.finalBoard.objects.find((o) => o.id === "b")?.zone).toBe("BATTLEFIELD");
  });

  it("the trigger resolved but nothing is played (the player did not): the card stays in the trash", async () => {
    const r = await check({
      name: "",
      board,
      objects: [unit("a", "p2", "bf1", { might: 1 })],
      chain: [first],
      expect: { instructions: { "db.delayed": ["EXECUTED"] }, objects: { a: { zone: "TRASH" } } },
    });
    expect(r.finalBoard.players.find((p) => p.id === "p1")?.trash).toContain("Death from Below");
  });
});

// An activated ability's cost of exhausting a unit its controller controls (named in costObjects, ready, or the ability can't be
// played), and a move of a different unit of theirs to where the exhausted unit is as the move executes.
describe("UNL-045 Forgotten Signpost: exhaust a unit to move another unit of yours to its location", () => {
  const use = (extra: Record<string, unknown> = {}) => ({ id: "fs", source: "sp", ability: 0, controller: "p1", targets: ["y"], costObjects: ["x"], ...extra });

  it("is executable", async () => {
    await executable("UNL-045");
  });

  it("x at bf1 is exhausted as the cost, the gear too, and y moves from p1's base to bf1", async () => {
    await check({
      name: "",
      objects: [card("sp", "Forgotten Signpost", "p1", "base"), unit("x", "p1", "bf1"), unit("y", "p1", "base")],
      chain: [use()],
      expect: {
        instructions: { fs: ["EXECUTED"] },
        objects: { sp: { exhausted: true }, x: { exhausted: true, zone: "BATTLEFIELD", battlefield: "bf1" }, y: { zone: "BATTLEFIELD", battlefield: "bf1", exhausted: false } },
      },
    });
  });

  it("the cost unit in p1's base: y comes back from bf2 to the base", async () => {
    await check({
      name: "",
      objects: [card("sp", "Forgotten Signpost", "p1", "base"), unit("x", "p1", "base"), unit("y", "p1", "bf2")],
      chain: [use()],
      expect: { instructions: { fs: ["EXECUTED"] }, objects: { y: { zone: "BASE" } } },
    });
  });

  it("can't be played: no unit named, an exhausted one, an enemy unit, or the same unit as the target", async () => {
    const objects = [card("sp", "Forgotten Signpost", "p1", "base"), unit("x", "p1", "bf1"), unit("y", "p1", "base"), unit("e", "p2", "bf1"), unit("z", "p1", "bf2", { exhausted: true })];
    for (const [extra, why] of [
      [{ costObjects: [] }, /no unit was named/],
      [{ costObjects: ["z"] }, /already exhausted/],
      [{ costObjects: ["e"] }, /is not one on the board/],
      [{ targets: ["x"] }, /a different unit than the one exhausted/],
    ] as const) {
      const r = await resolve({ objects, chain: [use(extra)] });
      expect(text(r)).toMatch(why);
      expect(r.finalBoard.objects.find((o) => o.id === "y")?.zone).toBe("BASE");
      expect(r.finalBoard.objects.find((o) => o.id === "sp")?.exhausted).toBe(false);
    }
  });
});

// After a draw and a discard, one branch by the printed type of the card discarded (read from the catalog); a hand given by its
// size hides the card, and no branch is guessed.
describe("UNL-080 Hwei, Brooding Painter: when it moves, draw, discard, then a branch by the discarded card's type", () => {
  const objects = [card("h", "Hwei, Brooding Painter", "p1", "bf1")];
  const trigger = [{ id: "hw", source: "h", ability: 0, controller: "p1" }];
  const board = (hand: string[] | undefined, deck: string[]) => ({ players: [{ id: "p1", deck, ...(hand ? { hand } : { handSize: 2 }) }, { id: "p2", deckSize: 20 }] });
  const hand = (r: { finalBoard: { players: { id: string; hand: string[] | null }[] } }) => r.finalBoard.players.find((p) => p.id === "p1")?.hand;

  it("is executable", async () => {
    await executable("UNL-080");
  });

  it("a spell discarded (the only card drawn): draw 1 more", async () => {
    const r = await check({ name: "", board: board([], ["Flash", "Vengeance"]), objects, chain: trigger, expect: { instructions: { hw: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { h: { might: 5 } } } });
    expect(hand(r)).toEqual(["Vengeance"]);
    expect(text(r)).toMatch(/Flash, the card discarded, is a spell/);
  });

  it("a unit discarded: +3 Might this turn; a gear discarded (chosen from two cards): up to 2 runes readied (recorded)", async () => {
    await check({ name: "", board: board([], ["Vanguard Sergeant"]), objects, chain: trigger, expect: { instructions: { hw: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { h: { might: 8 } } } });
    const r = await check({
      name: "",
      board: board(["Iron Ballista"], ["Flash"]),
      objects,
      chain: trigger,
      choices: [{ item: "hw", index: 0, objects: ["Iron Ballista"] }],
      expect: { instructions: { hw: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { h: { might: 5 } } },
    });
    expect(hand(r)).toEqual(["Flash"]);
    expect(text(r)).toMatch(/Iron Ballista, the card discarded, is a gear/);
  });

  it("a hand given by its size: the discarded card is not known, no branch is followed", async () => {
    const r = await check({ name: "", board: board(undefined, ["Vanguard Sergeant"]), objects, chain: trigger, expect: { instructions: { hw: ["EXECUTED", "EXECUTED", "PARTIAL"] }, objects: { h: { might: 5 } } } });
    expect(text(r)).toMatch(/no branch is followed/);
  });
});

// A chosen friendly unit deals damage matching its Might, divided between enemy units at battlefields, which are targets chosen as it
// is played, no more than that damage (355.14.a–c); with more targets than damage as it resolves, its controller keeps as many as
// the damage (355.14.h). One reflexive trigger for each of those units that then dies (387).
describe("UNL-192 Alpha Strike: a unit's Might split among enemy units at battlefields, 1 XP for each it kills", () => {
  const xp = (r: { finalBoard: { players: { id: string; xp: number | null }[] } }) => r.finalBoard.players.find((p) => p.id === "p1")?.xp;

  it("is executable", async () => {
    await executable("UNL-192");
  });

  it("5 Might split 3 and 2: both enemy units die, and p1 gains 1 XP for each", async () => {
    const r = await check({
      name: "",
      objects: [unit("f", "p1", "base", { might: 5 }), unit("a", "p2", "bf1", { might: 3 }), unit("b", "p2", "bf2", { might: 2 }), unit("c", "p2", "bf1", { might: 4 })],
      chain: [{ id: "as", card: "Alpha Strike", controller: "p1", targets: ["f", "a", "b"] }],
      choices: [{ item: "as", index: 0, amounts: [3, 2] }, { item: "p1:trigger-order", index: 0, objects: ["as.delayed", "as.delayed#2"] }],
      expect: {
        instructions: { "as.delayed": ["EXECUTED"], "as.delayed#2": ["EXECUTED"] },
        objects: { a: { zone: "TRASH" }, b: { zone: "TRASH" }, c: { damage: 0 }, f: { damage: 0 } },
      },
    });
    expect(xp(r)).toBe(2);
  });

  it("more targets than its Might as it is played: the play is illegal", async () => {
    const r = await resolve({
      objects: [unit("f", "p1", "base", { might: 2 }), unit("a", "p2", "bf1"), unit("b", "p2", "bf2"), unit("c", "p2", "bf1")],
      chain: [{ id: "as", card: "Alpha Strike", controller: "p1", targets: ["f", "a", "b", "c"] }],
    });
    expect(text(r)).toMatch(/more than the 2 damage there is to split/);
  });

  it("its Might lowered in reaction: p1 keeps as many targets as the damage, and only a killed unit gives XP", async () => {
    const r = await check({
      name: "",
      objects: [unit("f", "p1", "base", { might: 3 }), unit("a", "p2", "bf1", { might: 1 }), unit("b", "p2", "bf2", { might: 3 }), unit("c", "p2", "bf1", { might: 3 })],
      chain: [
        { id: "as", card: "Alpha Strike", controller: "p1", targets: ["f", "a", "b", "c"] },
        { id: "mz", card: "Mesmerize", controller: "p2", targets: ["f"] },
      ],
      choices: [{ item: "mz", index: 0, option: "2" }, { item: "as", index: 0, objects: ["a"] }],
      expect: { objects: { a: { zone: "TRASH" }, b: { damage: 0 }, c: { damage: 0 } } },
    });
    expect(text(r)).toMatch(/cease being targets: there is only 1 damage to split/);
    expect(xp(r)).toBe(1);
  });
});

// A battlefield's trigger on the first non-token unit each player plays there each turn (the board's playedNonTokenUnitHereThisTurn
// for earlier in the turn), controlled by that player (190.6.c): they may move another unit of theirs there to its base.
describe("UNL-215 Star Spring: the first non-token unit a player plays here each turn lets them move another of theirs here to base", () => {
  const board = (before?: string[]) => ({ battlefields: [{ id: "bf1", card: "Star Spring", ...(before ? { playedNonTokenUnitHereThisTurn: before } : {}) }, { id: "bf2" }] });
  const objects = [unit("o", "p1", "bf1"), unit("e", "p2", "bf1")];
  const play = { id: "vg", card: "Vanguard Sergeant", controller: "p1", destination: "bf1" };

  it("is executable", async () => {
    await executable("UNL-215");
  });

  it("p1's first unit played there: p1 moves o, another unit of theirs there, to base", async () => {
    const r = await resolve({ board: board(), objects, chain: [play] });
    expect(r.status).toBe("NEEDS_CHOICE");
    expect(r.pendingChoice?.player).toBe("p1");
    expect(r.pendingChoice?.options).toEqual(["o"]);
    await check({
      name: "",
      board: board(),
      objects,
      chain: [play],
      choices: [{ item: "bf1.a0", index: 0, objects: ["o"] }, { item: "bf1.a0", index: 1, accept: true }],
      expect: { instructions: { "bf1.a0": ["EXECUTED"] }, objects: { o: { zone: "BASE" }, vg: { zone: "BATTLEFIELD", battlefield: "bf1" }, e: { zone: "BATTLEFIELD" } } },
    });
  });

  it("not the first time this turn for p1: no trigger", async () => {
    const r = await resolve({ board: board(["p1"]), objects, chain: [play] });
    expect(r.status).toBe("COMPLETE");
    expect(text(r)).toMatch(/already played a non-token unit there this turn/);
    expect(r.finalBoard.objects.find((o) => o.id === "o")?.zone).toBe("BATTLEFIELD");
  });
});

// Cards "banished with this": banished by an ability of the object (the board's banishedWithThis for earlier ones, in banishment as
// <id>:banished:<i>), and an activated ability playing one of them (its costs paid outside the engine) to a location its
// controller chooses.
describe("UNL-148 Cursed Sarcophagus: banishes the units of your trash with it, then plays one of them", () => {
  it("is executable", async () => {
    await executable("UNL-148");
  });

  it("played: the unit cards of p1's trash are banished with it; the spell stays", async () => {
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, trash: ["Vanguard Sergeant", "Flash", "Kinkou Initiate"] }, { id: "p2", deckSize: 20, trash: ["Vanguard Sergeant"] }] },
      chain: [{ id: "cs", card: "Cursed Sarcophagus", controller: "p1" }],
      expect: { instructions: { "cs.a0": ["EXECUTED"] }, objects: { "p1:trash:0": { zone: "BANISHMENT" }, "p1:trash:2": { zone: "BANISHMENT" } } },
    });
    expect(r.finalBoard.players.find((p) => p.id === "p1")?.trash).toEqual(["Flash"]);
    expect(r.finalBoard.players.find((p) => p.id === "p2")?.trash).toEqual(["Vanguard Sergeant"]);
    expect(text(r)).toMatch(/banished with Cursed Sarcophagus \(cs\)/);
    const unknown = await check({ name: "", chain: [{ id: "cs", card: "Cursed Sarcophagus", controller: "p1" }], expect: { instructions: { "cs.a0": ["PARTIAL"] } } });
    expect(text(unknown)).toMatch(/the trash's contents were not given/);
  });

  it("{exhaust}: p1 plays the unit chosen among those banished with it, to the destination given", async () => {
    const objects = [card("g", "Cursed Sarcophagus", "p1", "base", { banishedWithThis: ["Vanguard Sergeant", "Iron Ballista", "Kinkou Initiate"] })];
    const use = { id: "u", source: "g", ability: 1, controller: "p1", destination: "bf1" };
    const asked = await resolve({ objects, chain: [use] });
    expect(asked.pendingChoice?.options).toEqual(["g:banished:0", "g:banished:2"]);
    await check({
      name: "",
      objects,
      chain: [use],
      choices: [{ item: "u", index: 0, option: "g:banished:0" }],
      expect: { instructions: { u: ["EXECUTED"] }, objects: { g: { exhausted: true }, "g:banished:0": { zone: "BATTLEFIELD", battlefield: "bf1", controller: "p1" }, "g:banished:2": { zone: "BANISHMENT" } } },
    });
  });

  it("another object's banished cards are not its own: nothing is played", async () => {
    await check({
      name: "",
      objects: [card("g", "Cursed Sarcophagus", "p1", "base"), card("h", "Cursed Sarcophagus", "p1", "base", { banishedWithThis: ["Vanguard Sergeant"] })],
      chain: [{ id: "u", source: "g", ability: 1, controller: "p1", destination: "base" }],
      expect: { instructions: { u: ["IGNORED"] }, objects: { "h:banished:0": { zone: "BANISHMENT" } } },
    });
  });
});

// The same link through an Equipment's effect text (linked abilities, 393–397): the unit it is attached to, banished by the granted
// Deathknell, is banished with the Equipment; its own ability, paid by banishing it (only while unattached), plays every unit
// banished with it, ignoring their costs.
describe("SFD-090 The Zero Drive: its unit banished as it dies, played again by banishing the Equipment", () => {
  it("is executable", async () => {
    await executable("SFD-090");
  });

  it("the equipped unit dies: banished with the Equipment; then the Equipment is banished to play it again, to p1's base", async () => {
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { might: 3 }), card("zd", "The Zero Drive", "p1", "bf1", { attachedTo: "u" })],
      chain: [
        { id: "v", card: "Vengeance", controller: "p2", targets: ["u"] },
        { id: "z", source: "zd", ability: 1, controller: "p1", destination: "base", playedAfter: "zd.a2" },
      ],
      expect: { instructions: { "zd.a2": ["EXECUTED"], z: ["EXECUTED"] }, objects: { u: { zone: "BASE", controller: "p1" }, zd: { zone: "BANISHMENT" } } },
    });
    expect(text(r)).toMatch(/banishes The Zero Drive \(zd\)/);
  });

  it("units banished with it earlier are all played; while attached, the ability can't be used", async () => {
    const banished = { banishedWithThis: ["Vanguard Sergeant", "Kinkou Initiate"] };
    await check({
      name: "",
      objects: [card("zd", "The Zero Drive", "p1", "base", banished)],
      chain: [{ id: "z", source: "zd", ability: 1, controller: "p1", destination: "base" }],
      expect: { instructions: { z: ["EXECUTED"] }, objects: { "zd:banished:0": { zone: "BASE" }, "zd:banished:1": { zone: "BASE" }, zd: { zone: "BANISHMENT" } } },
    });
    const r = await resolve({
      objects: [unit("w", "p1", "base"), card("zd", "The Zero Drive", "p1", "base", { ...banished, attachedTo: "w" })],
      chain: [{ id: "z", source: "zd", ability: 1, controller: "p1", destination: "base" }],
    });
    expect(text(r)).toMatch(/used only while it is unattached/);
    expect(r.finalBoard.objects.find((o) => o.id === "zd")?.zone).toBe("BASE");
  });
});

// A battlefield's trigger on a unit there returned to its owner's hand, controlled by that player (190.6.c): the payment is the
// ability's base cost (383.3.b), asked as it goes on the chain; the rune channeled is recorded (runes are counted, not modelled).
describe("UNL-214 Ripper's Bay: a unit returned from here to a hand lets that player pay to channel a rune exhausted", () => {
  const board = { battlefields: [{ id: "bf1", card: "Ripper's Bay" }, { id: "bf2" }] };
  const mesmerize = (target: string) => [{ id: "mz", card: "Mesmerize", controller: "p2", targets: [target] }];

  it("is executable", async () => {
    await executable("UNL-214");
  });

  it("p2 returns its unit from here: p2 controls the trigger, pays and channels 1 rune exhausted", async () => {
    const objects = [unit("e", "p2", "bf1")];
    const asked = await resolve({ board, objects, chain: mesmerize("e"), choices: [{ item: "mz", index: 0, option: "1" }] });
    expect(asked.pendingChoice?.player).toBe("p2");
    expect(asked.pendingChoice?.item).toBe("bf1.a0");
    const r = await check({
      name: "",
      board,
      objects,
      chain: mesmerize("e"),
      choices: [{ item: "mz", index: 0, option: "1" }, { item: "bf1.a0", index: 0, accept: true }],
      expect: { instructions: { "bf1.a0": ["EXECUTED", "EXECUTED"] }, objects: { e: { zone: "HAND" } } },
    });
    expect(text(r)).toMatch(/channels 1 rune/);
    const declined = await check({ name: "", board, objects, chain: mesmerize("e"), choices: [{ item: "mz", index: 0, option: "1" }, { item: "bf1.a0", index: 0, accept: false }], expect: { objects: { e: { zone: "HAND" } } } });
    expect(declined.steps.some((s) => s.chainItem === "bf1.a0" && s.kind === "INSTRUCTION")).toBe(false);
  });

  it("a unit returned from another battlefield: no trigger", async () => {
    const r = await check({ name: "", board, objects: [unit("e", "p2", "bf2")], chain: mesmerize("e"), choices: [{ item: "mz", index: 0, option: "1" }], expect: { objects: { e: { zone: "HAND" } } } });
    expect(r.steps.some((s) => s.chainItem === "bf1.a0")).toBe(false);
  });
});
