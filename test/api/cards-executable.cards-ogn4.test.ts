// Phrases made executable on the cards-ogn4 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, reject, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
const players = (p1: Record<string, unknown>, p2: Record<string, unknown> = {}) => ({ players: [{ id: "p1", deckSize: 20, ...p1 }, { id: "p2", deckSize: 20, ...p2 }] });

// A unit's own Might increased by its controller's points (public, the board's `points`), read whenever the Might is.
describe("a unit's Might increased by its controller's points (OGN-028 Draven, Showboat)", () => {
  it("is executable", async () => {
    await executable("OGN-028");
  });

  it("p1 has 4 points: Draven's Might is its printed 3 plus 4; Void Seeker's 4 damage does not kill it", async () => {
    await check({
      name: "",
      board: players({ points: 4 }, { points: 6 }),
      objects: [card("d", "Draven, Showboat", "p1", "bf1")],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p2", targets: ["d"] }],
      expect: { objects: { d: { zone: "BATTLEFIELD", damage: 4, might: 7 } } },
    });
  });

  it("no points (the opponent's do not count): Might 3, and the 4 damage kill it", async () => {
    await check({
      name: "",
      board: players({}, { points: 6 }),
      objects: [card("d", "Draven, Showboat", "p1", "bf1")],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p2", targets: ["d"] }],
      expect: { objects: { d: { zone: "TRASH" } } },
    });
  });
});

// Dr. Mundo: its Might increased by the cards in its controller's trash (known only when the board lists them), and a
// Beginning Phase trigger (placed by the caller) recycling N cards of the trash, of its controller's choice (416.6: not
// targets), as many as there are (416.4).
describe("Might increased by the cards in the trash; recycling N from the trash (OGN-109 Dr. Mundo, Expert)", () => {
  it("is executable", async () => {
    await executable("OGN-109");
  });

  it("three cards in p1's trash: Might 6 + 3; p2's trash does not count", async () => {
    await check({
      name: "",
      board: players({ trash: ["Void Seeker", "Discipline", "Falling Star"] }, { trash: ["Void Seeker"] }),
      objects: [card("m", "Dr. Mundo, Expert", "p1", "bf1")],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p2", targets: ["m"] }],
      expect: { objects: { m: { zone: "BATTLEFIELD", damage: 4, might: 9 } } },
    });
  });

  it("the trash given by its size only: the Might is not known", async () => {
    await check({
      name: "",
      objects: [card("m", "Dr. Mundo, Expert", "p1", "base")],
      chain: [{ id: "d", card: "Discipline", controller: "p1", targets: ["m"] }],
      expect: { objects: { m: { might: null } } },
    });
  });

  it("the trigger: p1 chooses 3 of 4 cards; they leave the trash (and the Might goes down by 3)", async () => {
    const r = await check({
      name: "",
      board: players({ trash: ["Void Seeker", "Discipline", "Falling Star", "Icathian Rain"] }),
      objects: [card("m", "Dr. Mundo, Expert", "p1", "base")],
      chain: [{ id: "t", source: "m", ability: 1, controller: "p1" }],
      choices: [{ item: "t", index: 0, objects: ["Void Seeker", "Falling Star", "Icathian Rain"] }],
      expect: { instructions: { t: ["EXECUTED"] }, objects: { m: { might: 7 } }, players: { p1: { trash: ["Discipline"] } }, cites: { t: ["416.6", "416.5"] } },
    });
    expect(text(r)).toMatch(/random order/);
  });

  it("the trigger with two cards in the trash: both are recycled, nothing is asked (416.4)", async () => {
    await check({
      name: "",
      board: players({ trash: ["Void Seeker", "Discipline"] }),
      objects: [card("m", "Dr. Mundo, Expert", "p1", "base")],
      chain: [{ id: "t", source: "m", ability: 1, controller: "p1" }],
      expect: { instructions: { t: ["EXECUTED"] }, objects: { m: { might: 6 } }, players: { p1: { trash: [] } }, cites: { t: ["416.4"] } },
    });
  });

  it("the trigger without a choice of cards asks p1, among the trash's cards", async () => {
    await check({
      name: "",
      board: players({ trash: ["Void Seeker", "Discipline", "Falling Star", "Icathian Rain"] }),
      objects: [card("m", "Dr. Mundo, Expert", "p1", "base")],
      chain: [{ id: "t", source: "m", ability: 1, controller: "p1" }],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { player: "p1", item: "t", options: ["Void Seeker", "Discipline", "Falling Star", "Icathian Rain"] } },
    });
  });
});

// Optional additional costs printed "As you play me, you may … as an additional cost" (355.1.a), with the cost reduction they
// give recorded (costs are paid outside the engine). A variable amount ("any number") is the units named in costObjects.
describe("optional additional costs as the unit is played, with a cost reduction (OGN-002, OGN-150, OGN-231)", () => {
  it("are executable", async () => {
    await executable("OGN-002", "OGN-150", "OGN-231");
  });

  it("OGN-002 Brazen Buccaneer, paid: p1 discards the card chosen, and the reduction is recorded", async () => {
    const r = await check({
      name: "",
      board: players({ hand: ["Void Seeker", "Discipline"], trash: [] }),
      chain: [{ id: "bb", card: "Brazen Buccaneer", controller: "p1", paidAdditionalCost: true }],
      choices: [{ item: "bb", index: 0, objects: ["Discipline"] }],
      expect: { objects: { bb: { zone: "BASE" } }, players: { p1: { hand: ["Void Seeker"], trash: ["Discipline"] } }, cites: { bb: ["355.1.a"] } },
    });
    expect(text(r)).toMatch(/costs \{2\} less/);
  });

  it("OGN-002 not paid: the hand is kept and nothing is reduced", async () => {
    const r = await check({
      name: "",
      board: players({ hand: ["Void Seeker", "Discipline"] }),
      chain: [{ id: "bb", card: "Brazen Buccaneer", controller: "p1" }],
      expect: { players: { p1: { handSize: 2 } } },
    });
    expect(text(r)).not.toMatch(/less/);
  });

  it("OGN-231 Commander Ledros: the two friendly units named are killed together as it is played", async () => {
    const r = await check({
      name: "",
      objects: [unit("a", "p1", "bf1"), unit("b", "p1", "base"), unit("c", "p1", "base")],
      chain: [{ id: "cl", card: "Commander Ledros", controller: "p1", costObjects: ["a", "b"] }],
      expect: { objects: { a: { zone: "TRASH" }, b: { zone: "TRASH" }, c: { zone: "BASE" }, cl: { zone: "BASE" } }, cites: { cl: ["355.1.a"] } },
    });
    expect(text(r)).toMatch(/\{order\} less for each of the 2/);
  });

  it("OGN-231 none named: nothing is killed; an enemy unit named: the cost is not paid at all", async () => {
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1")],
      chain: [{ id: "cl", card: "Commander Ledros", controller: "p1" }],
      expect: { objects: { a: { zone: "BATTLEFIELD" }, cl: { zone: "BASE" } } },
    });
    const r = await check({
      name: "",
      objects: [unit("a", "p1", "bf1"), unit("e", "p2", "bf1")],
      chain: [{ id: "cl", card: "Commander Ledros", controller: "p1", costObjects: ["a", "e"] }],
      expect: { objects: { a: { zone: "BATTLEFIELD" }, e: { zone: "BATTLEFIELD" } } },
    });
    expect(text(r)).toMatch(/not a unit p1 controls/);
  });

  it("OGN-150 Kraken Hunter: the buffs of the two units named are spent (Accelerate paid as well: it enters ready)", async () => {
    const r = await check({
      name: "",
      objects: [card("bar", "Arena Bar", "p1", "base"), card("bar2", "Arena Bar", "p1", "base"), unit("a", "p1", "bf1", { exhausted: true }), unit("b", "p1", "base", { exhausted: true })],
      chain: [
        { id: "ab", source: "bar", ability: 0, controller: "p1", targets: ["a"] },
        { id: "ab2", source: "bar2", ability: 0, controller: "p1", targets: ["b"] },
        { id: "kh", card: "Kraken Hunter", controller: "p1", costObjects: ["a", "b"], paidAdditionalCost: true, playedAfter: "ab" },
      ],
      expect: { objects: { a: { might: 3 }, b: { might: 3 }, kh: { zone: "BASE", exhausted: false } }, cites: { kh: ["355.1.a", "702.2.b"] } },
    });
    expect(text(r)).toMatch(/spends 2 buff/);
  });

  it("OGN-150 a unit named that has no buff: no buff is spent", async () => {
    await check({
      name: "",
      objects: [card("bar", "Arena Bar", "p1", "base"), unit("a", "p1", "bf1", { exhausted: true }), unit("b", "p1", "base")],
      chain: [
        { id: "ab", source: "bar", ability: 0, controller: "p1", targets: ["a"] },
        { id: "kh", card: "Kraken Hunter", controller: "p1", costObjects: ["a", "b"], playedAfter: "ab" },
      ],
      expect: { objects: { a: { might: 4 }, kh: { zone: "BASE", exhausted: true } } },
    });
  });
});

// A trigger on the first death of a friendly unit in the turn: the board's unitsDiedThisTurn counts those before the
// request, and the chain's own deaths are counted as they happen.
describe("a trigger on the turn's first death of a friendly unit (OGN-118 Wraith of Echoes)", () => {
  it("is executable", async () => {
    await executable("OGN-118");
  });

  it("p1's unit dies to p2's Void Seeker: Wraith draws p1 one card", async () => {
    await check({
      name: "",
      objects: [card("w", "Wraith of Echoes", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p2", targets: ["u"] }],
      expect: { objects: { u: { zone: "TRASH" } }, players: { p1: { handSize: 1 }, p2: { handSize: 1 } } },
    });
  });

  it("a friendly unit died earlier this turn: no trigger; an enemy unit dying: no trigger", async () => {
    await check({
      name: "",
      board: players({ unitsDiedThisTurn: 1 }),
      objects: [card("w", "Wraith of Echoes", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p2", targets: ["u"] }],
      expect: { objects: { u: { zone: "TRASH" } }, players: { p1: { handSize: 0 } } },
    });
    await check({
      name: "",
      objects: [card("w", "Wraith of Echoes", "p1", "base"), unit("u", "p2", "bf1")],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] }],
      expect: { objects: { u: { zone: "TRASH" } }, players: { p1: { handSize: 1 } } },
    });
  });

  it("two friendly units die together, the first deaths of the turn: it triggers once", async () => {
    await check({
      name: "",
      objects: [card("w", "Wraith of Echoes", "p1", "base"), unit("a", "p1", "bf1"), unit("b", "p1", "bf1")],
      chain: [{ id: "cl", card: "Commander Ledros", controller: "p1", costObjects: ["a", "b"] }],
      expect: { objects: { a: { zone: "TRASH" }, b: { zone: "TRASH" } }, players: { p1: { handSize: 1 } } },
    });
  });
});

// Each player (or each other player) acts in turn order starting with the player after the spell's controller, as the card
// orders; what each picks is chosen as it resolves, not a target (355.10.e).
describe("starting with the next player, each player ... (OGN-187 Whirlwind, OGN-237 King's Edict)", () => {
  const three = { players: [{ id: "p1", deckSize: 20 }, { id: "p2", deckSize: 20 }, { id: "p3", deckSize: 20 }] };

  it("are executable", async () => {
    await executable("OGN-187", "OGN-237");
  });

  it("Whirlwind played by p2 of three: p3 is asked first, then p1, then p2", async () => {
    await check({
      name: "",
      board: three,
      objects: [unit("a", "p1", "bf1"), unit("b", "p2", "bf1"), unit("c", "p3", "base")],
      chain: [{ id: "ww", card: "Whirlwind", controller: "p2" }],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "ww", index: 0, player: "p3", options: ["a", "b", "c", "none"] } },
    });
    await check({
      name: "",
      board: three,
      objects: [unit("a", "p1", "bf1"), unit("b", "p2", "bf1"), unit("c", "p3", "base")],
      chain: [{ id: "ww", card: "Whirlwind", controller: "p2" }],
      choices: [{ item: "ww", index: 0, option: "b" }],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "ww", index: 1, player: "p1", options: ["a", "c", "none"] } },
    });
  });

  it("Whirlwind: p2 returns p1's unit, p1 declines; the unit goes to p1's hand", async () => {
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1"), unit("b", "p2", "bf1")],
      chain: [{ id: "ww", card: "Whirlwind", controller: "p1" }],
      choices: [{ item: "ww", index: 0, option: "a" }, { item: "ww", index: 1, option: "none" }],
      expect: { instructions: { ww: ["EXECUTED"] }, objects: { a: { zone: "HAND" }, b: { zone: "BATTLEFIELD" } }, players: { p1: { handSize: 1 } }, cites: { ww: ["355.10.e"] } },
    });
  });

  it("King's Edict played by p1 of three: p2 then p3 choose among units p1 doesn't control, not the same one; those die", async () => {
    await check({
      name: "",
      board: three,
      objects: [unit("a", "p1", "bf1"), unit("b", "p2", "bf1"), unit("c", "p3", "base"), unit("d", "p3", "bf2")],
      chain: [{ id: "ke", card: "King's Edict", controller: "p1" }],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "ke", index: 0, player: "p2", options: ["b", "c", "d"] } },
    });
    await check({
      name: "",
      board: three,
      objects: [unit("a", "p1", "bf1"), unit("b", "p2", "bf1"), unit("c", "p3", "base"), unit("d", "p3", "bf2")],
      chain: [{ id: "ke", card: "King's Edict", controller: "p1" }],
      choices: [{ item: "ke", index: 0, option: "c" }, { item: "ke", index: 1, option: "b" }],
      expect: { instructions: { ke: ["EXECUTED", "EXECUTED"] }, objects: { a: { zone: "BATTLEFIELD" }, b: { zone: "TRASH" }, c: { zone: "TRASH" }, d: { zone: "BATTLEFIELD" } } },
    });
  });

  it("King's Edict with two players: p2's only choice is taken without asking; p1's own units are safe", async () => {
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1"), unit("b", "p2", "bf1")],
      chain: [{ id: "ke", card: "King's Edict", controller: "p1" }],
      expect: { objects: { a: { zone: "BATTLEFIELD" }, b: { zone: "TRASH" } } },
    });
  });
});

// The times a unit moved this turn: the board's movesThisTurn for those before the request (a standard move included), then
// each move while it resolves; a new object has not moved.
describe("the Nth move of a turn (OGN-205 Yasuo, Windrider) and no damage after two moves (OGN-189 Kayn, Unleashed)", () => {
  it("are executable", async () => {
    await executable("OGN-205", "OGN-189");
  });

  it("Yasuo moved twice before: Ride the Wind's move is its third, so p1 scores 1 (Draven's Might sees it)", async () => {
    const r = await check({
      name: "",
      board: players({ points: 2 }),
      objects: [card("y", "Yasuo, Windrider", "p1", "bf1", { movesThisTurn: 2 }), card("d", "Draven, Showboat", "p1", "base")],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["y"], destination: "base" }],
      expect: { objects: { y: { zone: "BASE" }, d: { might: 6 } }, kinds: { "y.a1": { INSTRUCTION: true } } },
    });
    expect(text(r)).toMatch(/p1 scores 1 point \(now 3\)/);
  });

  it("Yasuo moved once before: the move is its second, no trigger", async () => {
    const r = await check({
      name: "",
      objects: [card("y", "Yasuo, Windrider", "p1", "bf1", { movesThisTurn: 1 }), card("d", "Draven, Showboat", "p1", "base")],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["y"], destination: "base" }],
      expect: { objects: { y: { zone: "BASE" }, d: { might: 3 } }, kinds: { "y.a1": { INSTRUCTION: false } } },
    });
    expect(text(r)).toMatch(/time 2 this turn, not time 3/);
  });

  it("the trigger placed by the caller after a standard move: only when the board says it is the third", async () => {
    await check({
      name: "",
      objects: [card("y", "Yasuo, Windrider", "p1", "bf1", { movesThisTurn: 3 })],
      chain: [{ id: "t", source: "y", ability: 1, controller: "p1" }],
      expect: { instructions: { t: ["EXECUTED"] } },
    });
    await check({
      name: "",
      objects: [card("y", "Yasuo, Windrider", "p1", "bf1", { movesThisTurn: 2 })],
      chain: [{ id: "t", source: "y", ability: 1, controller: "p1" }],
      expect: { kinds: { t: { INSTRUCTION: false } } },
    });
  });

  it("Kayn moved twice this turn: Void Seeker deals him nothing", async () => {
    const r = await check({
      name: "",
      objects: [card("k", "Kayn, Unleashed", "p1", "bf1", { movesThisTurn: 2 })],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p2", targets: ["k"] }],
      expect: { objects: { k: { zone: "BATTLEFIELD", damage: 0 } } },
    });
    expect(text(r)).toMatch(/doesn't take damage/);
  });

  it("Kayn moved once before and once by Ride the Wind: no damage; moved once only: the damage is dealt", async () => {
    await check({
      name: "",
      objects: [card("k", "Kayn, Unleashed", "p1", "bf1", { movesThisTurn: 1 })],
      chain: [
        { id: "rw", card: "Ride the Wind", controller: "p1", targets: ["k"], destination: "bf2" },
        { id: "vs", card: "Void Seeker", controller: "p2", targets: ["k"], playedAfter: "rw" },
      ],
      expect: { objects: { k: { battlefield: "bf2", damage: 0 } } },
    });
    await check({
      name: "",
      objects: [card("k", "Kayn, Unleashed", "p1", "bf1", { movesThisTurn: 1 })],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p2", targets: ["k"] }],
      expect: { objects: { k: { damage: 4 } } },
    });
  });
});

describe("movesThisTurn on the board", () => {
  it("a negative count is refused", async () => {
    expect((await reject({ objects: [card("k", "Kayn, Unleashed", "p1", "bf1", { movesThisTurn: -1 })], chain: [{ id: "vs", card: "Void Seeker", controller: "p2", targets: ["k"] }] })).message).toMatch(/movesThisTurn/);
  });
});

// A keyword given to a group only to those that don't have it from anything else ("if they didn't already"): Deflect's extra
// cost for an opponent choosing the unit is recorded as the spell is played (paid outside the engine).
describe("friendly buffed units have a keyword if they didn't already (OGN-063 Spirit's Refuge)", () => {
  it("is executable", async () => {
    await executable("OGN-063");
  });

  const scene = (target: ReturnType<typeof unit>, buff: boolean) => ({
    name: "",
    objects: [card("sr", "Spirit's Refuge", "p1", "base"), card("bar", "Arena Bar", "p1", "base"), target],
    chain: [
      ...(buff ? [{ id: "ab", source: "bar", ability: 0, controller: "p1", targets: [target.id] }] : []),
      { id: "vs", card: "Void Seeker", controller: "p2", targets: [target.id], ...(buff ? { playedAfter: "ab" } : {}) },
    ],
  });

  it("p1's buffed unit has Deflect: p2's Void Seeker choosing it costs 1 more power", async () => {
    const r = await check({ ...scene(unit("u", "p1", "bf1", { exhausted: true, might: 4 }), true), expect: { objects: { u: { damage: 4, might: 5 } } } });
    expect(text(r)).toMatch(/Deflect makes it cost 1 more power/);
  });

  it("not buffed: no Deflect", async () => {
    const r = await check({ ...scene(unit("u", "p1", "bf1", { exhausted: true }), false), expect: { objects: { u: { zone: "TRASH" } } } });
    expect(text(r)).not.toMatch(/Deflect/);
  });

  it("a buffed unit with its own Deflect (Commander Ledros) does not get a second one", async () => {
    const r = await check({ ...scene(card("cl", "Commander Ledros", "p1", "bf1", { exhausted: true }), true), expect: { objects: { cl: { damage: 4 } } } });
    expect(text(r)).toMatch(/Deflect makes it cost 1 more power/);
  });
});

// a trigger on playing a card during an opponent's turn (the card event narrowed by whose turn it is, as the spell form is) and
// "When you play a [Mighty] unit" (the unit's Might as it enters, 708): parts of the trigger condition (383.2.a.1).
describe("a card played on an opponent's turn (OGN-117 Viktor, Innovator); a Mighty unit played (OGN-249 Relentless Storm)", () => {
  it("are executable", async () => {
    await executable("OGN-117", "OGN-249");
  });

  const units = (r: { finalBoard: { objects: { controller: string; zone: string }[] } }, p: string) => r.finalBoard.objects.filter((o) => o.controller === p && o.zone === "BASE").length;

  it("p1 plays Discipline on p2's turn: Viktor plays a Recruit token in p1's base", async () => {
    const r = await check({
      name: "",
      board: { turnPlayer: "p2" },
      objects: [card("v", "Viktor, Innovator", "p1", "base")],
      chain: [{ id: "d", card: "Discipline", controller: "p1", targets: ["v"] }],
      expect: { kinds: { "v.a0": { INSTRUCTION: true } } },
    });
    expect(units(r, "p1")).toBe(2);
  });

  it("on p1's own turn: no trigger", async () => {
    const r = await check({
      name: "",
      objects: [card("v", "Viktor, Innovator", "p1", "base")],
      chain: [{ id: "d", card: "Discipline", controller: "p1", targets: ["v"] }],
      expect: { kinds: { "v.a0": { INSTRUCTION: false } } },
    });
    expect(units(r, "p1")).toBe(1);
    expect(text(r)).toMatch(/does not trigger: it is p1's turn/);
  });

  it("a Mighty unit played: p1 may exhaust the legend to channel 1 rune exhausted (recorded)", async () => {
    const r = await check({
      name: "",
      objects: [card("rs", "Relentless Storm", "p1", "base")],
      chain: [{ id: "pp", card: "Playful Phantom", controller: "p1" }],
      choices: [{ item: "rs.a0", index: 0, accept: true }],
      expect: { objects: { rs: { exhausted: true } }, kinds: { "rs.a0": { INSTRUCTION: true } } },
    });
    expect(text(r)).toMatch(/channels 1 rune exhausted/);
  });

  it("a unit with 4 Might played: no trigger", async () => {
    const r = await check({
      name: "",
      objects: [card("rs", "Relentless Storm", "p1", "base")],
      chain: [{ id: "vg", card: "Vanguard Sergeant", controller: "p1" }],
      expect: { objects: { rs: { exhausted: false } }, kinds: { "rs.a0": { TRIGGER: false, INSTRUCTION: false } } },
    });
    expect(r.status).toBe("COMPLETE");
  });
});

// "When you buff a friendly unit": a spell or ability of its controller places a buff on a unit they control; "it" is that unit.
// The opening cost (a payment and exhausting the gear) is paid as the ability goes on the chain (383.3.b).
describe("when you buff a friendly unit (OGN-152 Mistfall)", () => {
  it("is executable", async () => {
    await executable("OGN-152");
  });

  const scene = (answer: boolean, owner = "p1") => ({
    name: "",
    objects: [card("mf", "Mistfall", owner, "base"), card("bar", "Arena Bar", "p1", "base"), unit("u", "p1", "bf1", { exhausted: true })],
    chain: [{ id: "ab", source: "bar", ability: 0, controller: "p1", targets: ["u"] }],
    choices: [{ item: "mf.a0", index: 0, accept: answer }],
  });

  it("paid: Mistfall is exhausted and the buffed unit readied", async () => {
    await check({ ...scene(true), expect: { objects: { mf: { exhausted: true }, u: { exhausted: false, might: 4 } }, kinds: { "mf.a0": { INSTRUCTION: true } } } });
  });

  it("declined: the unit stays exhausted; an opponent's Mistfall does not notice p1's buff", async () => {
    await check({ ...scene(false), expect: { objects: { mf: { exhausted: false }, u: { exhausted: true, might: 4 } } } });
    await check({ ...scene(false, "p2"), expect: { objects: { mf: { exhausted: false }, u: { exhausted: true } }, kinds: { "mf.a0": { TRIGGER: false } } } });
  });
});

// A rune recycled by an instruction the player "must" complete: chosen as it resolves, not a target (355.10.f), to the Rune Deck
// (416.1.b); runes are not part of the board, so the action is recorded.
describe("you must recycle one of your runes (OGN-287 Sigil of the Storm)", () => {
  it("is executable", async () => {
    await executable("OGN-287");
  });

  it("p1 conquers it: the recycle is recorded, citing the Rune Deck and the choice made as it resolves", async () => {
    const r = await check({
      name: "",
      board: { battlefields: [{ id: "ss", card: "Sigil of the Storm", controller: "p1" }, { id: "bf2" }] },
      objects: [unit("u", "p1", "ss")],
      chain: [{ id: "c", source: "ss", ability: 0, controller: "p1" }],
      expect: { instructions: { c: ["EXECUTED"] }, cites: { c: ["416.1.b", "355.10.f"] } },
    });
    expect(text(r)).toMatch(/p1 recycles 1 of their runes/);
  });
});

// A battlefield's trigger as every player's first Beginning Phase starts (placed by the caller); "that player" is the player
// whose Beginning Phase it is, the turn player. Gaining points by an instruction (194.1.c) adds to the board's points and is not a
// Score (471); channelling is recorded (runes are not part of the board).
describe("as every player's first Beginning Phase starts, something for that player (OGN-290 The Arena's Greatest, OGN-284 Obelisk of Power)", () => {
  it("are executable", async () => {
    await executable("OGN-290", "OGN-284");
  });

  it("p2's first Beginning Phase at an uncontrolled battlefield: p2 gains 1 point (Draven of p2 sees it)", async () => {
    const r = await check({
      name: "",
      board: { turnPlayer: "p2", battlefields: [{ id: "ag", card: "The Arena's Greatest" }, { id: "bf2" }] },
      objects: [card("d", "Draven, Showboat", "p2", "base")],
      chain: [{ id: "t", source: "ag", ability: 0, controller: "p2" }],
      expect: { instructions: { t: ["EXECUTED"] }, objects: { d: { might: 4 } }, cites: { t: ["194.1.c"] } },
    });
    expect(text(r)).toMatch(/p2 gains 1 point \(now 1\)/);
  });

  it("Obelisk of Power: p1 channels 1 rune (recorded)", async () => {
    const r = await check({
      name: "",
      board: { battlefields: [{ id: "ob", card: "Obelisk of Power" }, { id: "bf2" }] },
      chain: [{ id: "t", source: "ob", ability: 0, controller: "p1" }],
      expect: { instructions: { t: ["EXECUTED"] } },
    });
    expect(text(r)).toMatch(/p1 channels 1 rune/);
  });
});
