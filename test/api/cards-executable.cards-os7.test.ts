// Phrases made executable on the cards-os7 branch. Real cards of the library, compiled from their text; the card text
// itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// An activated ability whose cost kills a friendly unit or a friendly gear (the one named in costObjects), together with
// exhausting the source; resources added are recorded (they are not part of the board).
describe("a cost killing a friendly unit or gear (OGN-113 Malzahar, Fanatic)", () => {
  it("is executable", async () => {
    await executable("OGN-113");
  });

  it("a friendly gear named: it is killed, Malzahar is exhausted, the Power is added", async () => {
    const r = await check({
      name: "",
      objects: [card("mz", "Malzahar, Fanatic", "p1", "base"), card("g", "Arena Bar", "p1", "base")],
      chain: [{ id: "a", source: "mz", ability: 0, controller: "p1", costObjects: ["g"] }],
      expect: { objects: { g: { zone: "TRASH" }, mz: { zone: "BASE", exhausted: true } } },
    });
    expect(text(r)).toMatch(/kills Arena Bar/);
  });

  it("a friendly unit named: it is killed", async () => {
    await check({
      name: "",
      objects: [card("mz", "Malzahar, Fanatic", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [{ id: "a", source: "mz", ability: 0, controller: "p1", costObjects: ["u"] }],
      expect: { objects: { u: { zone: "TRASH" }, mz: { exhausted: true } } },
    });
  });

  it("an enemy gear named, or nothing named: the cost can't be paid, nothing is killed", async () => {
    const r = await check({
      name: "",
      objects: [card("mz", "Malzahar, Fanatic", "p1", "base"), card("g", "Arena Bar", "p2", "base")],
      chain: [{ id: "a", source: "mz", ability: 0, controller: "p1", costObjects: ["g"] }],
      expect: { objects: { g: { zone: "BASE" }, mz: { exhausted: false } } },
    });
    expect(text(r)).toMatch(/not a unit or gear p1 controls/);
    const r2 = await check({
      name: "",
      objects: [card("mz", "Malzahar, Fanatic", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [{ id: "a", source: "mz", ability: 0, controller: "p1" }],
      expect: { objects: { u: { zone: "BATTLEFIELD" }, mz: { exhausted: false } } },
    });
    expect(text(r2)).toMatch(/no unit or gear to kill was named/);
  });
});

// Leona, Zealot: entering ready when an opponent is near the Victory Score (the board's points and victoryScore as it
// enters), and a continuous Might decrease for stunned enemy units at its location that takes none below the minimum.
describe("entering ready when an opponent is near winning; stunned enemy units here weakened, to a minimum (OGN-079 Leona, Zealot)", () => {
  const players = (p1: number, p2: number) => ({ victoryScore: 8, players: [{ id: "p1", deckSize: 20, points: p1 }, { id: "p2", deckSize: 20, points: p2 }] });

  it("is executable", async () => {
    await executable("OGN-079");
  });

  it("p2 has 5 of 8 points: Leona enters ready", async () => {
    await check({
      name: "",
      board: players(0, 5),
      objects: [],
      chain: [{ id: "l", card: "Leona, Zealot", controller: "p1" }],
      expect: { objects: { l: { zone: "BASE", exhausted: false } } },
    });
  });

  it("p2 has 4 points, p1 has 7 (its own score does not count): Leona enters exhausted", async () => {
    await check({
      name: "",
      board: players(7, 4),
      objects: [],
      chain: [{ id: "l", card: "Leona, Zealot", controller: "p1" }],
      expect: { objects: { l: { zone: "BASE", exhausted: true } } },
    });
  });

  it("a stunned enemy unit here drops to the minimum; unstunned, elsewhere, friendly or already at the minimum: unchanged", async () => {
    await check({
      name: "",
      objects: [
        card("l", "Leona, Zealot", "p1", "bf1"),
        unit("s", "p2", "bf1", { might: 5, stunned: true }),
        unit("one", "p2", "bf1", { might: 1, stunned: true }),
        unit("t", "p2", "bf1", { might: 5 }),
        unit("f", "p1", "bf1", { might: 5, stunned: true }),
        unit("u", "p2", "bf2", { might: 5, stunned: true }),
      ],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["t"] }],
      expect: { objects: { s: { might: 1 }, one: { might: 1 }, t: { zone: "BATTLEFIELD", damage: 4, might: 5 }, f: { might: 5 }, u: { might: 5 } } },
    });
  });

  it("Void Seeker's damage kills the stunned enemy unit at Leona's battlefield, not the one at another", async () => {
    await check({
      name: "",
      objects: [card("l", "Leona, Zealot", "p1", "bf1"), unit("s", "p2", "bf1", { might: 5, stunned: true })],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["s"] }],
      expect: { objects: { s: { zone: "TRASH" } } },
    });
    await check({
      name: "",
      objects: [card("l", "Leona, Zealot", "p1", "bf1"), unit("s", "p2", "bf2", { might: 5, stunned: true })],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["s"] }],
      expect: { objects: { s: { zone: "BATTLEFIELD", damage: 4 } } },
    });
  });
});

// Chem-Baroness: its controller's Gold adds more while that player is near the Victory Score (the board's points and
// victoryScore as the Gold's ability resolves); resources are not part of the board, so the addition is recorded.
describe("a legend's Gold adding more near the Victory Score (SFD-201 Chem-Baroness)", () => {
  const players = (p1: number, p2: number) => ({ victoryScore: 8, players: [{ id: "p1", deckSize: 20, points: p1 }, { id: "p2", deckSize: 20, points: p2 }] });

  it("is executable", async () => {
    await executable("SFD-201");
  });

  it("p1 has 5 of 8 points: p1's Gold is killed and adds the additional Energy", async () => {
    const r = await check({
      name: "",
      board: players(5, 0),
      objects: [card("cb", "Chem-Baroness", "p1", "base"), card("g", "Gold", "p1", "base")],
      chain: [{ id: "a", source: "g", ability: 0, controller: "p1" }],
      expect: { instructions: { a: ["EXECUTED"] }, objects: { g: { zone: "TRASH" }, cb: { exhausted: false } } },
    });
    expect(text(r)).toMatch(/an additional \{1\} \(Chem-Baroness/);
  });

  it("p1 has 4 points (p2's 7 do not count), or the Gold is p2's: nothing additional", async () => {
    const r = await check({
      name: "",
      board: players(4, 7),
      objects: [card("cb", "Chem-Baroness", "p1", "base"), card("g", "Gold", "p1", "base")],
      chain: [{ id: "a", source: "g", ability: 0, controller: "p1" }],
      expect: { instructions: { a: ["EXECUTED"] }, objects: { g: { zone: "TRASH" } } },
    });
    expect(text(r)).not.toMatch(/additional/);
    const r2 = await check({
      name: "",
      board: players(7, 7),
      objects: [card("cb", "Chem-Baroness", "p1", "base"), card("g", "Gold", "p2", "base")],
      chain: [{ id: "a", source: "g", ability: 0, controller: "p2" }],
      expect: { instructions: { a: ["EXECUTED"] }, objects: { g: { zone: "TRASH" } } },
    });
    expect(text(r2)).not.toMatch(/additional/);
  });
});

// The Dreaming Tree: a battlefield trigger on a spell choosing a unit of its controller there, once a turn for each player
// (the board's battlefield field for earlier in the turn), controlled by the player whose spell chose (190.6.c).
describe("a battlefield trigger on a player's spell choosing a friendly unit here, first time each turn (OGN-292 The Dreaming Tree)", () => {
  const board = (tree: Record<string, unknown> = {}) => ({
    battlefields: [{ id: "bf1", card: "The Dreaming Tree", ...tree }, { id: "bf2" }],
    players: [{ id: "p1", deckSize: 20, handSize: 0 }, { id: "p2", deckSize: 20, handSize: 0 }],
  });

  it("is executable", async () => {
    await executable("OGN-292");
  });

  it("p1's spell chooses p1's unit at the Tree: p1 draws 1; a second such spell the same turn draws nothing", async () => {
    await check({
      name: "",
      board: board(),
      objects: [unit("u", "p1", "bf1"), unit("v", "p1", "bf1")],
      chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }],
      expect: { objects: { u: { might: 5 } }, players: { p1: { handSize: 1 }, p2: { handSize: 0 } } },
    });
    await check({
      name: "",
      board: board(),
      objects: [unit("u", "p1", "bf1"), unit("v", "p1", "bf1")],
      chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }, { id: "fs2", card: "Feral Strength", controller: "p1", targets: ["v"] }],
      expect: { objects: { u: { might: 5 }, v: { might: 5 } }, players: { p1: { handSize: 1 } } },
    });
  });

  it("each player once: p2's spell choosing p2's unit there after p1's also draws, for p2", async () => {
    await check({
      name: "",
      board: board(),
      objects: [unit("u", "p1", "bf1"), unit("e", "p2", "bf1")],
      chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }, { id: "fs2", card: "Feral Strength", controller: "p2", targets: ["e"] }],
      expect: { players: { p1: { handSize: 1 }, p2: { handSize: 1 } } },
    });
  });

  it("no draw: an enemy unit chosen, a friendly unit at another battlefield, or p1 already did it earlier this turn", async () => {
    await check({
      name: "",
      board: board(),
      objects: [unit("e", "p2", "bf1"), unit("w", "p1", "bf2")],
      chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["e"] }, { id: "fs2", card: "Feral Strength", controller: "p1", targets: ["w"] }],
      expect: { objects: { e: { might: 5 }, w: { might: 5 } }, players: { p1: { handSize: 0 }, p2: { handSize: 0 } } },
    });
    const r = await check({
      name: "",
      board: board({ choseFriendlyUnitWithSpellThisTurn: ["p1"] }),
      objects: [unit("u", "p1", "bf1")],
      chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }],
      expect: { objects: { u: { might: 5 } }, players: { p1: { handSize: 0 } } },
    });
    expect(text(r)).toMatch(/already chose a unit of theirs there/);
  });
});

// Prodigal Explorer: an activated ability usable only after its controller's spells and unit abilities chose enemy units
// and/or gear twice this turn (each spell or ability counted once; the board's count for earlier in the turn).
describe("an ability usable only after choosing enemy units or gear twice this turn (SFD-199 Prodigal Explorer)", () => {
  const players = (p1: Record<string, unknown> = {}) => ({ players: [{ id: "p1", deckSize: 20, handSize: 0, ...p1 }, { id: "p2", deckSize: 20, handSize: 0 }] });

  it("is executable", async () => {
    await executable("SFD-199");
  });

  it("two earlier this turn (board): p1 exhausts the legend and draws 1", async () => {
    await check({
      name: "",
      board: players({ timesChoseEnemyWithSpellOrUnitAbilityThisTurn: 2 }),
      objects: [card("pe", "Prodigal Explorer", "p1", "base")],
      chain: [{ id: "a", source: "pe", ability: 0, controller: "p1" }],
      expect: { objects: { pe: { exhausted: true } }, players: { p1: { handSize: 1 } } },
    });
  });

  it("one earlier and a spell on the chain choosing an enemy unit: usable; the draw resolves first", async () => {
    await check({
      name: "",
      board: players({ timesChoseEnemyWithSpellOrUnitAbilityThisTurn: 1 }),
      objects: [card("pe", "Prodigal Explorer", "p1", "base"), unit("e", "p2", "bf1")],
      chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["e"] }, { id: "a", source: "pe", ability: 0, controller: "p1" }],
      expect: { objects: { pe: { exhausted: true }, e: { might: 5 } }, players: { p1: { handSize: 1 } } },
    });
  });

  it("not usable: one spell choosing an enemy unit, and another choosing p1's own unit", async () => {
    const r = await check({
      name: "",
      board: players(),
      objects: [card("pe", "Prodigal Explorer", "p1", "base"), unit("e", "p2", "bf1"), unit("u", "p1", "bf1")],
      chain: [
        { id: "fs", card: "Feral Strength", controller: "p1", targets: ["e"] },
        { id: "fs2", card: "Feral Strength", controller: "p1", targets: ["u"] },
        { id: "a", source: "pe", ability: 0, controller: "p1" },
      ],
      expect: { objects: { pe: { exhausted: false }, e: { might: 5 }, u: { might: 5 } }, players: { p1: { handSize: 0 } } },
    });
    expect(text(r)).toMatch(/chose enemy units or gear 1 time\(s\) this turn/);
  });
});

// Kato the Arm: its move trigger gives another friendly unit its keywords and as much Might as it has, this turn (the
// source's keywords and Might as the trigger resolves). The trigger is placed by the caller here.
describe("giving another friendly unit my keywords and my Might this turn (SFD-112 Kato the Arm)", () => {
  it("is executable", async () => {
    await executable("SFD-112");
  });

  it("a friendly unit with 2 Might gets +3 (Kato's Might) and Kato's Deflect", async () => {
    const r = await check({
      name: "",
      objects: [card("k", "Kato the Arm", "p1", "bf1"), unit("f", "p1", "bf1", { might: 2 })],
      chain: [{ id: "t", source: "k", ability: 1, controller: "p1", targets: ["f"] }],
      expect: { objects: { f: { might: 5 }, k: { might: 3 } } },
    });
    expect(text(r)).toMatch(/Gives f \[Deflect( 1)?\] this turn/);
  });

  it("Kato's Might raised first (Feral Strength): the unit gets +5", async () => {
    await check({
      name: "",
      objects: [card("k", "Kato the Arm", "p1", "bf1"), unit("f", "p1", "base", { might: 2 })],
      chain: [{ id: "t", source: "k", ability: 1, controller: "p1", targets: ["f"] }, { id: "fs", card: "Feral Strength", controller: "p1", targets: ["k"] }],
      expect: { objects: { f: { might: 7 }, k: { might: 5 } } },
    });
  });

  it("an enemy unit is not another friendly unit: it gets nothing", async () => {
    await check({
      name: "",
      objects: [card("k", "Kato the Arm", "p1", "bf1"), unit("e", "p2", "bf1", { might: 2 })],
      chain: [{ id: "t", source: "k", ability: 1, controller: "p1", targets: ["e"] }],
      expect: { objects: { e: { might: 2 } } },
    });
  });
});
