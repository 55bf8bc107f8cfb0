// Unleashed (UNL) and Vendetta (VEN) cards made executable on the cards-unl2 branch, through resolveChain over HTTP:
// real cards of the library, compiled from their text (looked up by name; no card text here).
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";


describe("\"if it's [Empowered], X\" and \"X if it has N {might} or less\": tests on the unit chosen, as the spell resolves", () => {
  const lacerate = (target: ReturnType<typeof unit>) => ({ name: "", objects: [target], chain: [{ id: "l", card: "Lacerate", controller: "p1", targets: [target.id] }] });

  it("VEN-127 Lacerate disempowers an Empowered unit, then kills it when it has 3 Might or less", async () => {
    await executable("Lacerate");
    await check({ ...lacerate(unit("u", "p2", "bf1", { empowered: true })), expect: { instructions: { l: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { u: { zone: "TRASH" } } } });
  });

  it("an Empowered unit whose Might is 4 once disempowered survives (Brutal Hunter: the Might is read after the disempower)", async () => {
    await check({
      name: "",
      objects: [card("bh", "Brutal Hunter", "p2", "bf1", { empowered: true })],
      chain: [{ id: "l", card: "Lacerate", controller: "p1", targets: ["bh"] }],
      expect: { instructions: { l: ["EXECUTED", "EXECUTED", "IGNORED"] }, objects: { bh: { zone: "BATTLEFIELD", empowered: false, might: 4 } } },
    });
  });

  it("a unit that is not Empowered is not disempowered; a 5 Might one is not killed", async () => {
    await check({ ...lacerate(unit("u", "p2", "bf1", { might: 5 })), expect: { instructions: { l: ["EXECUTED", "IGNORED", "IGNORED"] }, objects: { u: { zone: "BATTLEFIELD", might: 5 } } } });
    await check({ ...lacerate(unit("u", "p2", "bf1", { might: 2 })), expect: { instructions: { l: ["EXECUTED", "IGNORED", "EXECUTED"] }, objects: { u: { zone: "TRASH" } } } });
  });
});

describe("entering ready on a card of the same name in its controller's trash, read as the unit enters", () => {
  const play = (p1Trash: string[], p2Trash: string[] = []) => ({
    name: "",
    board: { players: [{ id: "p1", deckSize: 20, trash: p1Trash }, { id: "p2", deckSize: 20, trash: p2Trash }] },
    chain: [{ id: "sa", card: "Shadow Assassin", controller: "p1", destination: "base" }],
  });

  it("VEN-013 Shadow Assassin enters ready with a copy in its controller's trash, exhausted without one (an opponent's copy doesn't count)", async () => {
    await executable("Shadow Assassin");
    await check({ ...play(["Vengeance", "Shadow Assassin"]), expect: { objects: { sa: { zone: "BASE", exhausted: false } } } });
    await check({ ...play(["Vengeance"], ["Shadow Assassin"]), expect: { objects: { sa: { zone: "BASE", exhausted: true } } } });
    await check({ ...play([]), expect: { objects: { sa: { zone: "BASE", exhausted: true } } } });
  });
});

const withXp = (xp: number) => ({ players: [{ id: "p1", deckSize: 20, xp }, { id: "p2", deckSize: 20 }] });

describe("[Level N][>] with entering ready (824): the controller's XP as the unit enters", () => {
  it("UNL-016 Scorchclaw at 3 XP enters ready with +1 Might; at 2 XP exhausted, printed Might", async () => {
    await executable("Scorchclaw");
    const play = (xp: number) => ({ name: "", board: withXp(xp), chain: [{ id: "sc", card: "Scorchclaw", controller: "p1", destination: "base" }] });
    await check({ ...play(3), expect: { objects: { sc: { zone: "BASE", exhausted: false, might: 4 } } } });
    await check({ ...play(2), expect: { objects: { sc: { zone: "BASE", exhausted: true, might: 3 } } } });
  });

  it("UNL-191 Wuju Master: at 11 XP its controller's units enter ready, at 10 they don't; an opponent's never do", async () => {
    await executable("Wuju Master");
    const play = (xp: number, controller = "p1") => ({
      name: "",
      board: withXp(xp),
      objects: [card("wm", "Wuju Master", "p1", "base")],
      chain: [{ id: "u", card: "Brutal Hunter", controller, destination: "base" }],
    });
    await check({ ...play(11), expect: { objects: { u: { zone: "BASE", exhausted: false } } } });
    await check({ ...play(10), expect: { objects: { u: { zone: "BASE", exhausted: true } } } });
    await check({ ...play(11, "p2"), expect: { objects: { u: { zone: "BASE", exhausted: true } } } });
  });
});

describe("a trigger on its controller empowering another object, and the cost of disempowering the source (441.2.a, 442.1.a.1, 203.3)", () => {
  const legend = (id: string, name: string, extra: Record<string, unknown> = {}) => card(id, name, "p1", "base", extra);

  it("VEN-151 Soul's Reflection becomes Empowered when its controller's Empower ability empowers a unit", async () => {
    await executable("Soul's Reflection", "Matriarch of War");
    await check({
      name: "",
      objects: [legend("sr", "Soul's Reflection"), card("bh", "Brutal Hunter", "p1", "bf1")],
      chain: [{ id: "emp", source: "bh", ability: 0, controller: "p1" }],
      expect: { instructions: { emp: ["EXECUTED"], "sr.a0": ["EXECUTED"] }, objects: { bh: { empowered: true }, sr: { empowered: true } } },
    });
  });

  it("an opponent empowering their own unit does not trigger it; already Empowered, the trigger's empower does nothing", async () => {
    await check({
      name: "",
      objects: [legend("sr", "Soul's Reflection"), card("bh", "Brutal Hunter", "p2", "bf1")],
      chain: [{ id: "emp", source: "bh", ability: 0, controller: "p2" }],
      expect: { instructions: { emp: ["EXECUTED"] }, kinds: { "sr.a0": { TRIGGER: false } }, objects: { bh: { empowered: true }, sr: { empowered: false } } },
    });
    await check({
      name: "",
      objects: [legend("sr", "Soul's Reflection", { empowered: true }), card("bh", "Brutal Hunter", "p1", "bf1")],
      chain: [{ id: "emp", source: "bh", ability: 0, controller: "p1" }],
      expect: { instructions: { emp: ["EXECUTED"], "sr.a0": ["IGNORED"] }, objects: { sr: { empowered: true } } },
    });
  });

  it("VEN-153 Matriarch of War disempowers itself to pay for readying a unit; not Empowered, the ability can't be played", async () => {
    const use = (empowered: boolean) => ({
      name: "",
      objects: [legend("mw", "Matriarch of War", { empowered }), unit("u", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "r", source: "mw", ability: 1, controller: "p1", targets: ["u"] }],
    });
    await check({ ...use(true), expect: { instructions: { r: ["EXECUTED"] }, objects: { mw: { empowered: false, exhausted: true }, u: { exhausted: false } } } });
    await check({ ...use(false), expect: { kinds: { r: { PLAY_ILLEGAL: true, INSTRUCTION: false } }, objects: { mw: { empowered: false, exhausted: false }, u: { exhausted: true } } } });
  });
});

describe("Might and a keyword for one of the controller's other units here: one target among its controller's other units at its location", () => {
  const attack = (target: string) => ({
    name: "",
    board: { combat: { battlefield: "bf1", attackers: ["y", "f"], defenders: ["e"] } },
    objects: [card("y", "Yuumi, Magical Cat", "p1", "bf1"), unit("f", "p1", "bf1"), unit("far", "p1", "bf2"), unit("e", "p2", "bf1")],
    chain: [{ id: "t", source: "y", ability: 0, controller: "p1", targets: [target] }],
  });

  it("UNL-056 Yuumi gives another friendly unit at its battlefield +3 Might and [Tank] this turn", async () => {
    await executable("Yuumi, Magical Cat");
    const r = await check({ ...attack("f"), expect: { targets: { t: { f: true } }, instructions: { t: ["EXECUTED"] }, objects: { f: { might: 6 }, y: { might: 1 } } } });
    expect(r.steps.some((s) => s.chainItem === "t" && s.kind === "INSTRUCTION" && /\[Tank\] this turn/.test(s.explanation))).toBe(true);
  });

  it("Yuumi itself, a friendly unit elsewhere and an enemy unit here are not legal choices", async () => {
    await check({ ...attack("y"), expect: { playIllegal: { t: { y: "other" } }, objects: { f: { might: 3 } } } });
    await check({ ...attack("far"), expect: { playIllegal: { t: { far: "here" } }, objects: { far: { might: 3 } } } });
    await check({ ...attack("e"), expect: { playIllegal: { t: { e: "friendly" } }, objects: { e: { might: 3 } } } });
  });
});

describe("An Equipment's effect text giving +N Might beside exactly one other friendly unit at the battlefield (136.2)", () => {
  const board = (at: string, ...others: ReturnType<typeof unit>[]) => ({
    name: "",
    objects: [unit("u", "p1", at), card("hh", "Hand Hammer", "p1", at, { attachedTo: "u" }), ...others, unit("e", "p2", "bf1")],
    chain: [],
  });

  // its printed Might bonus (+1) always counts; the effect text's +2 only beside exactly one other friendly unit there
  it("VEN-027 Hand Hammer gives its unit +2 Might beside exactly one other friendly unit at its battlefield, not beside two, nor in base", async () => {
    await executable("Hand Hammer");
    await check({ ...board("bf1", unit("f", "p1", "bf1")), expect: { objects: { u: { might: 6 }, f: { might: 3 } } } });
    await check({ ...board("bf1", unit("f", "p1", "bf1"), unit("g", "p1", "bf1")), expect: { objects: { u: { might: 4 } } } });
    await check({ ...board("bf1", unit("f", "p1", "bf2")), expect: { objects: { u: { might: 4 } } } });
    await check({ ...board("base", unit("f", "p1", "base")), expect: { objects: { u: { might: 4 } } } });
  });
});

describe("An Equipment's effect text with a dependent keyword: a Level static giving additional Might (136.2, 727, 824)", () => {
  const board = (xp: number, owner = "p1") => ({
    name: "",
    board: { players: [{ id: "p1", deckSize: 20, xp }, { id: "p2", deckSize: 20, xp: 10 }] },
    objects: [unit("u", owner, "bf1"), card("ss", "Soul Sword", owner, "bf1", { attachedTo: "u" })],
    chain: [],
  });

  // the printed Might bonus (+1) always counts; the effect text's +1 only while the unit's controller has 3+ XP
  it("UNL-039 Soul Sword gives its unit an additional +1 Might at 3 XP, none at 2; the opponent's XP doesn't count", async () => {
    await executable("Soul Sword");
    await check({ ...board(3), expect: { objects: { u: { might: 5 } } } });
    await check({ ...board(2), expect: { objects: { u: { might: 4 } } } });
  });
});

describe("A spell's \"X.\\n[Level N][>] Y instead.\": Y while its controller has N or more XP as it resolves (824.1.b.1)", () => {
  const play = (xp: number) => ({
    name: "",
    board: withXp(xp),
    objects: [unit("u", "p1", "bf1")],
    chain: [{ id: "ce", card: "Combat Experience", controller: "p1", targets: ["u"] }],
  });

  it("UNL-031 Combat Experience gives +3 Might at 6 XP instead of +1; +1 at 5 XP", async () => {
    await executable("Combat Experience");
    await check({ ...play(6), expect: { instructions: { ce: ["EXECUTED"] }, objects: { u: { might: 6 } }, cites: { ce: ["824.1.c"] } } });
    await check({ ...play(5), expect: { instructions: { ce: ["EXECUTED"] }, objects: { u: { might: 4 } } } });
  });
});

describe("A gear's cost \"Disempower this\" (442.1.a.1, 203.3)", () => {
  it("VEN-054 Questionable Tome: Empowered, it is disempowered and exhausted to draw 1; not Empowered, the ability can't be played", async () => {
    await executable("Questionable Tome", "Hextech Disc");
    const use = (empowered: boolean) => ({
      name: "",
      objects: [card("qt", "Questionable Tome", "p1", "base", { empowered })],
      chain: [{ id: "d", source: "qt", ability: 1, controller: "p1" }],
    });
    await check({ ...use(true), expect: { instructions: { d: ["EXECUTED"] }, objects: { qt: { empowered: false, exhausted: true } }, players: { p1: { handSize: 1 } } } });
    await check({ ...use(false), expect: { kinds: { d: { PLAY_ILLEGAL: true, INSTRUCTION: false } }, objects: { qt: { empowered: false, exhausted: false } }, players: { p1: { handSize: 0 } } } });
  });

  it("VEN-087 Hextech Disc, Empowered, plays a 3 Might Mech unit token to its controller's base", async () => {
    const r = await check({
      name: "",
      objects: [card("hd", "Hextech Disc", "p1", "base", { empowered: true })],
      chain: [{ id: "t", source: "hd", ability: 1, controller: "p1" }],
      expect: { instructions: { t: ["EXECUTED"] }, objects: { hd: { empowered: false, exhausted: true } } },
    });
    const tokens = r.finalBoard.objects.filter((o) => !["hd"].includes(o.id) && o.controller === "p1" && o.zone === "BASE");
    expect(tokens.map((o) => o.might)).toEqual([3]);
  });
});

describe("[Burn N] (440): the top N cards of the player's Main Deck into their trash", () => {
  const deck = ["Vengeance", "Brutal Hunter", "Scorchclaw", "Lacerate"];

  it("VEN-144 Death Mark burns 3 of its controller's cards, then plays a Shadow Clone token", async () => {
    await executable("Death Mark");
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", deck, trash: [], deckSize: 4 }, { id: "p2", deckSize: 20 }] },
      chain: [{ id: "dm", card: "Death Mark", controller: "p1" }],
      expect: { instructions: { dm: ["EXECUTED", "EXECUTED"] }, players: { p1: { trash: ["Vengeance", "Brutal Hunter", "Scorchclaw", "Death Mark"] } } },
    });
    expect(r.finalBoard.objects.filter((o) => o.controller === "p1" && o.zone === "BASE").map((o) => o.might)).toEqual([0]);
  });

  it("VEN-165 Shadow Temple: the player who holds it burns 3", async () => {
    await executable("Shadow Temple");
    await check({
      name: "",
      board: { players: [{ id: "p1", deck, trash: [], deckSize: 4 }, { id: "p2", deckSize: 20 }], battlefields: [{ id: "bf1", card: "Shadow Temple", controller: "p1" }, { id: "bf2" }] },
      chain: [{ id: "hold", source: "bf1", ability: 0, controller: "p1" }],
      expect: { instructions: { hold: ["EXECUTED"] }, players: { p1: { trash: ["Vengeance", "Brutal Hunter", "Scorchclaw"] } } },
    });
  });
});

describe("\"This costs {N} less if …\" as a sentence of its own before a spell's effect in the flat text (costs are paid outside the engine)", () => {
  it("VEN-059 Shock Blast deals 4 to a unit at a battlefield", async () => {
    await executable("Shock Blast");
    await check({
      name: "",
      objects: [unit("u", "p2", "bf1", { might: 5 })],
      chain: [{ id: "sb", card: "Shock Blast", controller: "p1", targets: ["u"] }],
      expect: { instructions: { sb: ["EXECUTED"] }, objects: { u: { damage: 4, zone: "BATTLEFIELD" } } },
    });
  });
});

describe("\"with less Might than it\" (the unit chosen before) and \"your units that are [Empowered]\"", () => {
  it("VEN-154 Public Execution kills an enemy unit with less Might than the friendly unit chosen; one with as much is not a legal target", async () => {
    await executable("Public Execution");
    const play = (enemyMight: number) => ({
      name: "",
      objects: [unit("f", "p1", "bf1", { might: 4 }), unit("e", "p2", "bf1", { might: enemyMight })],
      chain: [{ id: "pe", card: "Public Execution", controller: "p1", targets: ["f", "e"] }],
    });
    await check({ ...play(3), expect: { objects: { e: { zone: "TRASH" }, f: { zone: "BATTLEFIELD" } } } });
    await check({ ...play(4), expect: { playIllegal: { pe: { f: true, e: "less Might" } }, objects: { e: { zone: "BATTLEFIELD" } } } });
  });

  it("VEN-130 Aurok General, Empowered, gives its controller's Empowered units +2 Might (itself too); not Empowered, none", async () => {
    await executable("Aurok General");
    const board = (empowered: boolean) => ({
      name: "",
      objects: [
        card("ag", "Aurok General", "p1", "bf1", { empowered }),
        unit("on", "p1", "bf1", { empowered: true }), unit("off", "p1", "bf1"), unit("foe", "p2", "bf1", { empowered: true }),
      ],
      chain: [],
    });
    await check({ ...board(true), expect: { objects: { ag: { might: 7 }, on: { might: 5 }, off: { might: 3 }, foe: { might: 3 } } } });
    await check({ ...board(false), expect: { objects: { ag: { might: 5 }, on: { might: 3 } } } });
  });
});

describe("a token's Might printed in braces (\"{1} {might}\")", () => {
  it("UNL-160 Ultrasoft Poro plays two 1 Might Bird tokens while it is at a battlefield; in base it can't use the ability", async () => {
    await executable("Ultrasoft Poro");
    const use = (at: string) => ({ name: "", objects: [card("up", "Ultrasoft Poro", "p1", at)], chain: [{ id: "t", source: "up", ability: 0, controller: "p1" }] });
    const r = await check({ ...use("bf1"), expect: { instructions: { t: ["EXECUTED"] }, objects: { up: { exhausted: true } } } });
    expect(r.finalBoard.objects.filter((o) => o.id !== "up" && o.controller === "p1").map((o) => o.might)).toEqual([1, 1]);
    await check({ ...use("base"), expect: { kinds: { t: { PLAY_ILLEGAL: true, INSTRUCTION: false } } } });
  });
});

describe("an optional discard printed as \"As an additional cost …, you may …\", and \"X. If you paid the additional cost, Y instead.\" (355.1.a)", () => {
  const play = (paid: boolean) => ({
    name: "",
    board: { players: [{ id: "p1", deckSize: 20, hand: ["Vengeance"], trash: [] }, { id: "p2", deckSize: 20 }] },
    objects: [unit("u", "p2", "bf1", { might: 6 })],
    chain: [{ id: "rs", card: "Ruthless Strike", controller: "p1", targets: ["u"], paidAdditionalCost: paid }],
  });

  it("VEN-008 Ruthless Strike deals 5 after its controller discards 1, else 3", async () => {
    await executable("Ruthless Strike");
    await check({ ...play(true), expect: { instructions: { rs: ["EXECUTED"] }, objects: { u: { damage: 5 } }, players: { p1: { handSize: 0, trash: ["Vengeance", "Ruthless Strike"] } } } });
    await check({ ...play(false), expect: { instructions: { rs: ["EXECUTED"] }, objects: { u: { damage: 3 } }, players: { p1: { handSize: 1 } } } });
  });
});

describe("a mandatory additional cost of killing a friendly Mighty unit (706)", () => {
  const play = (might: number) => ({
    name: "",
    objects: [unit("m", "p1", "bf1", { might })],
    chain: [{ id: "s", card: "Sacrifice", controller: "p1", costObjects: ["m"] }],
  });

  it("UNL-173 Sacrifice kills a friendly 5 Might unit to be played, then draws 2; a 4 Might one can't pay the cost", async () => {
    await executable("Sacrifice");
    await check({ ...play(5), expect: { objects: { m: { zone: "TRASH" } }, players: { p1: { handSize: 2 } } } });
    await check({ ...play(4), expect: { kinds: { s: { PLAY_ILLEGAL: true, INSTRUCTION: false } }, objects: { m: { zone: "BATTLEFIELD" } }, players: { p1: { handSize: 0 } } } });
  });
});

describe("a hold trigger conditioned on exactly one other friendly unit here: part of the trigger condition (383.2.a.1), read from the board the caller gives", () => {
  const hold = (name: string, ...others: ReturnType<typeof unit>[]) => ({
    name: "",
    objects: [card("s", name, "p1", "bf1"), ...others],
    chain: [{ id: "h", source: "s", ability: name === "Shen, Leader of the Kinkou Order" ? 1 : 0, controller: "p1" }], // the second one's [Shield] is its ability 0
  });

  it("VEN-042 Shen, Scourge of Shadows draws 1 beside exactly one other friendly unit there; beside two it does not trigger", async () => {
    await executable("Shen, Scourge of Shadows", "Shen, Leader of the Kinkou Order");
    await check({ ...hold("Shen, Scourge of Shadows", unit("f", "p1", "bf1"), unit("e", "p2", "bf1"), unit("far", "p1", "bf2")), expect: { instructions: { h: ["EXECUTED"] }, players: { p1: { handSize: 1 } } } });
    await check({
      ...hold("Shen, Scourge of Shadows", unit("f", "p1", "bf1"), unit("g", "p1", "bf1")),
      expect: { kinds: { h: { TRIGGER: true, INSTRUCTION: false } }, players: { p1: { handSize: 0 } }, cites: { h: ["383.2.a.1"] } },
    });
    await check({ ...hold("Shen, Scourge of Shadows"), expect: { kinds: { h: { INSTRUCTION: false } }, players: { p1: { handSize: 0 } } } });
  });

  it("Shen, Leader of the Kinkou Order (VEN-138) scores 1 point beside exactly one other friendly unit there", async () => {
    const r = await check({ ...hold("Shen, Leader of the Kinkou Order", unit("f", "p1", "bf1")), expect: { instructions: { h: ["EXECUTED"] } } });
    expect(r.steps.some((s) => s.chainItem === "h" && s.kind === "INSTRUCTION" && /scores? 1 point/.test(s.explanation))).toBe(true);
  });
});

describe("a static granting keywords to a group here, only while the source is at a battlefield", () => {
  const kill = (at: string) => ({
    name: "",
    objects: [card("al", "Allay, Eager Admirer", "p1", at), unit("f", "p1", at)],
    chain: [{ id: "v", card: "Vengeance", controller: "p2", targets: ["f"] }],
  });
  const deflected = (r: { steps: { chainItem: string | null; explanation: string }[] }) => r.steps.some((s) => s.chainItem === "v" && /Deflect makes it cost 1 more/.test(s.explanation));

  it("UNL-041 Allay, Eager Admirer gives its controller's other units at its battlefield [Deflect]; in base it doesn't", async () => {
    await executable("Allay, Eager Admirer");
    expect(deflected(await check({ ...kill("bf1"), expect: { objects: { f: { zone: "TRASH" } } } }))).toBe(true);
    expect(deflected(await check({ ...kill("base"), expect: { objects: { f: { zone: "TRASH" } } } }))).toBe(false);
  });
});

describe("A gear's \"<group> have +N {might}. If I'm [Empowered], they have +M {might} instead.\"", () => {
  const board = (empowered: boolean) => ({
    name: "",
    objects: [card("ra", "Rage Amplifier", "p1", "base", { empowered }), unit("u", "p1", "bf1"), unit("e", "p2", "bf1")],
    chain: [],
  });

  it("VEN-018 Rage Amplifier gives its controller's units +1 Might, +2 while it is Empowered; enemy units get none", async () => {
    await executable("Rage Amplifier");
    await check({ ...board(false), expect: { objects: { u: { might: 4 }, e: { might: 3 } } } });
    await check({ ...board(true), expect: { objects: { u: { might: 5 }, e: { might: 3 } } } });
  });
});

describe("Might for each of the player's own units with a keyword at the source's battlefield, counted continuously", () => {
  it("UNL-076 Petal Pixie counts its controller's Sprites ([Temporary]) at its battlefield, not elsewhere nor an opponent's", async () => {
    await executable("Petal Pixie");
    await check({
      name: "",
      objects: [
        card("pp", "Petal Pixie", "p1", "bf1"), card("s1", "Sprite", "p1", "bf1"), card("s2", "Sprite", "p1", "bf1"),
        card("s3", "Sprite", "p1", "bf2"), card("s4", "Sprite", "p2", "bf1"), unit("plain", "p1", "bf1"),
      ],
      chain: [],
      expect: { objects: { pp: { might: 4 } } },
    });
  });
});

describe("a static protecting its controller's weaker units at its location from enemy spells and abilities", () => {
  const kill = (target: ReturnType<typeof unit>, controller = "p2") => ({
    name: "",
    objects: [card("aw", "Alpha Wildclaw", "p1", "bf1"), target],
    chain: [{ id: "v", card: "Vengeance", controller, targets: [target.id] }],
  });

  it("UNL-057 Alpha Wildclaw: an opponent can't choose its controller's weaker unit there; a stronger one, one elsewhere, or its controller's own spell can", async () => {
    await executable("Alpha Wildclaw");
    await check({ ...kill(unit("u", "p1", "bf1")), expect: { playIllegal: { v: { u: "less Might" } }, objects: { u: { zone: "BATTLEFIELD" } } } });
    await check({ ...kill(unit("u", "p1", "bf1", { might: 8 })), expect: { objects: { u: { zone: "TRASH" } } } });
    await check({ ...kill(unit("u", "p1", "bf2")), expect: { objects: { u: { zone: "TRASH" } } } });
    await check({ ...kill(unit("u", "p1", "bf1"), "p1"), expect: { objects: { u: { zone: "TRASH" } } } });
  });
});

describe("an optional XP additional cost that also lowers the Energy cost: the XP is spent as it is played", () => {
  const play = (xp: number, paid: boolean) => ({
    name: "",
    board: withXp(xp),
    chain: [{ id: "p", card: "Poppy, Defender of the Meek", controller: "p1", destination: "base", paidAdditionalCost: paid }],
  });

  it("UNL-178 Poppy: paid, 3 XP are spent; with too little XP the cost is not paid; not paid, none is spent", async () => {
    await executable("Poppy, Defender of the Meek");
    const r = await check({ ...play(4, true), expect: { objects: { p: { zone: "BASE" } }, players: { p1: { xp: 1 } } } });
    expect(r.steps.some((s) => s.kind === "COST" && /spends 3 XP.*costs \{3\} less/.test(s.explanation))).toBe(true);
    await check({ ...play(2, true), expect: { objects: { p: { zone: "BASE" } }, players: { p1: { xp: 2 } } } });
    await check({ ...play(4, false), expect: { objects: { p: { zone: "BASE" } }, players: { p1: { xp: 4 } } } });
  });
});

describe("A triggered ability's \"choose one -\" (355.3): the mode is chosen as it goes on the chain", () => {
  const move = (option?: string) => ({
    name: "",
    board: { players: [{ id: "p1", deckSize: 20, hand: ["Vengeance"], trash: [] }, { id: "p2", deckSize: 20, hand: ["Lacerate"], trash: [] }] },
    objects: [card("ms", "Minah Swiftfoot", "p1", "bf1")],
    chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["ms"], destination: "bf2" }],
    ...(option ? { choices: [{ item: "ms.a0", index: 0, option }] } : {}),
  });

  it("VEN-111 Minah Swiftfoot, moved to a battlefield: its controller picks 'each player draws 1' or 'each player discards 1'", async () => {
    await executable("Minah Swiftfoot");
    const asked = await check({ ...move(), expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "ms.a0", index: 0, player: "p1" } } });
    expect(asked.pendingChoice!.options).toEqual(["1", "2"]);
    await check({ ...move("2"), expect: { objects: { ms: { battlefield: "bf2" } }, players: { p1: { handSize: 2 }, p2: { handSize: 2 } } } });
    await check({ ...move("1"), expect: { players: { p1: { handSize: 0, trash: ["Ride the Wind", "Vengeance"] }, p2: { handSize: 0, trash: ["Lacerate"] } } } });
  });
});

describe("each player choosing one of their units, then every other unit killed (355.10.e: chosen as it resolves, not targets)", () => {
  it("VEN-090 Cataclysmic Duel: each player keeps the unit they choose, turn player first; every other unit dies", async () => {
    await executable("Cataclysmic Duel");
    const play = {
      name: "",
      objects: [unit("a", "p1", "bf1"), unit("b", "p1", "base"), unit("c", "p2", "bf2"), unit("d", "p2", "base"), unit("only", "p2", "bf1")],
      chain: [{ id: "cd", card: "Cataclysmic Duel", controller: "p1" }],
    };
    const asked = await check({ ...play, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "cd", index: 0, player: "p1" } } });
    expect(asked.pendingChoice!.options).toEqual(["a", "b"]);
    await check({
      ...play,
      choices: [{ item: "cd", index: 0, option: "a" }, { item: "cd", index: 1, option: "c" }],
      expect: { instructions: { cd: ["EXECUTED", "EXECUTED"] }, objects: { a: { zone: "BATTLEFIELD" }, c: { zone: "BATTLEFIELD" }, b: { zone: "TRASH" }, d: { zone: "TRASH" }, only: { zone: "TRASH" } } },
    });
  });
});

describe("a trigger at the end of a combat the unit was in (placed by the caller: combat is not simulated)", () => {
  it("VEN-028 Mournful Witness empowers itself, and its [Empowered] ability then gives it +2 Might", async () => {
    await executable("Mournful Witness");
    await check({
      name: "",
      objects: [card("mw", "Mournful Witness", "p1", "bf1")],
      chain: [{ id: "t", source: "mw", ability: 0, controller: "p1" }],
      expect: { instructions: { t: ["EXECUTED"] }, objects: { mw: { empowered: true, might: 4 } } },
    });
  });
});

describe("A spell's \"[Level N][>] <instruction with its own target>\" paragraph (727.1.b, 824.1.c)", () => {
  const play = (xp: number, targets: string[]) => ({
    name: "",
    board: withXp(xp),
    objects: [unit("e1", "p2", "bf1"), unit("e2", "p2", "bf1")],
    chain: [{ id: "ss", card: "Skyward Strike", controller: "p1", targets, destination: "base" }],
  });

  it("UNL-038 Skyward Strike at 6 XP moves one enemy unit and stuns another", async () => {
    await executable("Skyward Strike");
    const r = await check({ ...play(6, ["e1", "e2"]), expect: { instructions: { ss: ["EXECUTED", "EXECUTED"] }, objects: { e1: { zone: "BASE" }, e2: { zone: "BATTLEFIELD" } } } });
    expect(r.steps.some((s) => s.chainItem === "ss" && s.kind === "INSTRUCTION" && /6 XP.*e2/i.test(s.explanation) && /stun/i.test(s.explanation))).toBe(true);
  });

  it("below 6 XP the Level ability is inactive as it is played: no second target is chosen and nobody is stunned", async () => {
    const r = await check({ ...play(5, ["e1"]), expect: { instructions: { ss: ["EXECUTED", "IGNORED"] }, objects: { e1: { zone: "BASE" } }, cites: { ss: ["824.1.c"] } } });
    expect(r.steps.some((s) => s.kind === "DEPENDENT_INACTIVE" && s.chainItem === "ss")).toBe(true);
  });
});

describe("a trigger both on being played and at the start of the Beginning Phase: a play effect the engine fires, and a trigger the caller places", () => {
  const sprites = (r: { finalBoard: { objects: { id: string; controller: string; zone: string; might: number | null; exhausted: boolean }[] } }) =>
    r.finalBoard.objects.filter((o) => o.id !== "sq" && o.controller === "p1" && o.zone === "BASE").map((o) => [o.might, o.exhausted]);

  it("UNL-084 Sprite Queen plays a ready 3 Might Sprite token to its controller's base as it is played, and when the caller places it", async () => {
    await executable("Sprite Queen");
    const played = await check({ name: "", chain: [{ id: "sq", card: "Sprite Queen", controller: "p1", destination: "base" }], expect: { instructions: { "sq.a0": ["EXECUTED"] } } });
    expect(sprites(played)).toEqual([[3, false]]);
    const placed = await check({ name: "", objects: [card("sq", "Sprite Queen", "p1", "bf1")], chain: [{ id: "bp", source: "sq", ability: 0, controller: "p1" }], expect: { instructions: { bp: ["EXECUTED"] } } });
    expect(sprites(placed)).toEqual([[3, false]]);
  });
});

describe("Battlefields: a trigger as every player's Beginning Phase starts (placed by the caller), and a Might change for a lone defender there", () => {
  it("UNL-212 Frozen Fortress deals 1 to each unit there, whoever controls it; units elsewhere are not dealt damage", async () => {
    await executable("Frozen Fortress");
    await check({
      name: "",
      board: { battlefields: [{ id: "bf1", card: "Frozen Fortress" }, { id: "bf2" }] },
      objects: [unit("a", "p1", "bf1"), unit("b", "p2", "bf1"), unit("c", "p2", "bf2")],
      chain: [{ id: "t", source: "bf1", ability: 0, controller: "p2" }],
      expect: { instructions: { t: ["EXECUTED"] }, objects: { a: { damage: 1 }, b: { damage: 1 }, c: { damage: 0 } } },
    });
  });

  it("UNL-210 Forbidding Waste: a defender alone there has -2 Might; with another friendly unit there, or attacking, it has not", async () => {
    await executable("Forbidding Waste");
    const combat = (defenders: string[], ...extra: ReturnType<typeof unit>[]) => ({
      name: "",
      board: { battlefields: [{ id: "bf1", card: "Forbidding Waste", controller: "p2" }, { id: "bf2" }], combat: { battlefield: "bf1", attackers: ["a"], defenders } },
      objects: [unit("a", "p1", "bf1"), unit("d", "p2", "bf1"), ...extra],
      chain: [],
    });
    await check({ ...combat(["d"]), expect: { objects: { d: { might: 1 }, a: { might: 3 } } } });
    await check({ ...combat(["d", "d2"], unit("d2", "p2", "bf1")), expect: { objects: { d: { might: 3 }, d2: { might: 3 } } } });
  });
});

describe("a combat trigger conditioned on a lone enemy unit here: part of the trigger condition (383.2.a.1, 740.2.a)", () => {
  const attack = (...enemies: ReturnType<typeof unit>[]) => ({
    name: "",
    board: { ...withXp(0), combat: { battlefield: "bf1", attackers: ["kz"], defenders: enemies.map((e) => e.id) } },
    objects: [card("kz", "Kha'Zix, Mutating Horror", "p1", "bf1"), ...enemies],
    chain: [{ id: "t", source: "kz", ability: 1, controller: "p1" }],
  });

  it("UNL-143 Kha'Zix gets +2 Might and 2 XP against a lone enemy unit; against two, it does not trigger", async () => {
    await executable("Kha'Zix, Mutating Horror");
    await check({ ...attack(unit("e", "p2", "bf1")), expect: { instructions: { t: ["EXECUTED", "EXECUTED"] }, objects: { kz: { might: 6 } }, players: { p1: { xp: 2 } } } });
    await check({ ...attack(unit("e", "p2", "bf1"), unit("f", "p2", "bf1")), expect: { kinds: { t: { INSTRUCTION: false } }, objects: { kz: { might: 4 } }, players: { p1: { xp: 0 } }, cites: { t: ["383.2.a.1"] } } });
  });
});

describe("A triggered ability's opening \"you may spend N XP to …\" (383.3.b): spent from the board as it goes on the chain", () => {
  const attack = (xp: number, answer?: "accept" | "decline") => ({
    name: "",
    board: withXp(xp),
    objects: [card("kz", "Kha'Zix, Evolving Hunter", "p1", "bf1"), unit("e", "p2", "bf1")],
    chain: [{ id: "t", source: "kz", ability: 1, controller: "p1", targets: ["e"] }],
    ...(answer ? { choices: [{ item: "t", index: 0, option: answer }] } : {}),
  });

  it("UNL-119 Kha'Zix, Evolving Hunter spends 3 XP to hit an enemy unit at its battlefield for damage matching its Might", async () => {
    await executable("Kha'Zix, Evolving Hunter");
    await check({ ...attack(3), expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "t", index: 0, player: "p1" } } });
    await check({ ...attack(4, "accept"), expect: { instructions: { t: ["EXECUTED", "EXECUTED"] }, objects: { e: { zone: "TRASH" } }, players: { p1: { xp: 1 } } } });
    await check({ ...attack(4, "decline"), expect: { kinds: { t: { INSTRUCTION: false } }, objects: { e: { zone: "BATTLEFIELD", damage: 0 } }, players: { p1: { xp: 4 } } } });
  });

  it("with too little XP it can't be paid: the ability does not trigger", async () => {
    await check({ ...attack(2), expect: { kinds: { t: { INSTRUCTION: false } }, objects: { e: { damage: 0 } }, players: { p1: { xp: 2 } } } });
  });
});

describe("\"… This ability costs {N} less for each <group>.\" after an activated ability's effect (costs are paid outside the engine; the count is recorded)", () => {
  it("UNL-189 Bashful Bloom plays a ready 3 Might Sprite; its cost reduction counts its controller's units with [Temporary]", async () => {
    await executable("Bashful Bloom");
    const r = await check({
      name: "",
      objects: [card("bb", "Bashful Bloom", "p1", "base"), card("s1", "Sprite", "p1", "bf1"), card("s2", "Sprite", "p1", "base"), card("s3", "Sprite", "p2", "bf1"), unit("u", "p1", "bf1")],
      chain: [{ id: "t", source: "bb", ability: 0, controller: "p1" }],
      expect: { instructions: { t: ["EXECUTED"] }, objects: { bb: { exhausted: true } } },
    });
    expect(r.steps.some((s) => s.kind === "COST" && s.chainItem === "t" && /\{1\} less for each of the 2 /.test(s.explanation))).toBe(true);
    expect(r.finalBoard.objects.filter((o) => !["bb", "s1", "s2", "s3", "u"].includes(o.id)).map((o) => [o.controller, o.might, o.exhausted])).toEqual([["p1", 3, false]]);
  });
});

describe("\"[Empower] - {N} or {P}\": either cost (paid outside the engine)", () => {
  it("VEN-074 Legion Marauder empowers itself and then has +1 Might", async () => {
    await executable("Legion Marauder");
    await check({
      name: "",
      objects: [card("lm", "Legion Marauder", "p1", "bf1")],
      chain: [{ id: "emp", source: "lm", ability: 0, controller: "p1" }],
      expect: { instructions: { emp: ["EXECUTED"] }, objects: { lm: { empowered: true, might: 3 } } },
    });
  });
});

describe("\"[Empower] {N}\" before an activated ability, and \"X. If this is [Empowered], Y instead.\" (the source's status as it resolves)", () => {
  const use = (empowered: boolean) => ({
    name: "",
    objects: [card("te", "Tools of Empire", "p1", "base", { empowered }), unit("u", "p1", "bf1")],
    chain: [{ id: "g", source: "te", ability: 1, controller: "p1", targets: ["u"] }],
  });

  it("VEN-077 Tools of Empire gives +2 Might, +4 while it is Empowered", async () => {
    await executable("Tools of Empire", "Defender of Tomorrow");
    await check({ ...use(false), expect: { instructions: { g: ["EXECUTED"] }, objects: { u: { might: 5 }, te: { exhausted: true } } } });
    await check({ ...use(true), expect: { instructions: { g: ["EXECUTED"] }, objects: { u: { might: 7 } } } });
  });

  it("VEN-149 Defender of Tomorrow readies a gear; Empowered, its second ability readies two", async () => {
    const gear = (id: string) => card(id, "Tools of Empire", "p1", "base", { exhausted: true });
    await check({
      name: "",
      objects: [card("dt", "Defender of Tomorrow", "p1", "base"), gear("g1"), gear("g2")],
      chain: [{ id: "r", source: "dt", ability: 1, controller: "p1", targets: ["g1"] }],
      expect: { instructions: { r: ["EXECUTED"] }, objects: { g1: { exhausted: false }, g2: { exhausted: true }, dt: { exhausted: true } } },
    });
    await check({
      name: "",
      objects: [card("dt", "Defender of Tomorrow", "p1", "base", { empowered: true }), gear("g1"), gear("g2")],
      chain: [{ id: "r", source: "dt", ability: 2, controller: "p1", targets: ["g1", "g2"] }],
      expect: { instructions: { r: ["EXECUTED"] }, objects: { g1: { exhausted: false }, g2: { exhausted: false } } },
    });
    await check({
      name: "",
      objects: [card("dt", "Defender of Tomorrow", "p1", "base"), gear("g1"), gear("g2")],
      chain: [{ id: "r", source: "dt", ability: 2, controller: "p1", targets: ["g1", "g2"] }],
      expect: { kinds: { r: { PLAY_ILLEGAL: true, INSTRUCTION: false } }, objects: { g1: { exhausted: true } } },
    });
  });
});

describe("\"[Empower] - Kill a friendly unit\": an activated ability's cost, the unit named in costObjects", () => {
  it("VEN-124 Escaped Grayback kills a friendly unit to empower itself (+2 Might); with none named, it can't be played", async () => {
    await executable("Escaped Grayback");
    const use = (costObjects?: string[]) => ({
      name: "",
      objects: [card("gb", "Escaped Grayback", "p1", "bf1"), unit("u", "p1", "bf1"), unit("e", "p2", "bf1")],
      chain: [{ id: "emp", source: "gb", ability: 0, controller: "p1", ...(costObjects ? { costObjects } : {}) }],
    });
    await check({ ...use(["u"]), expect: { instructions: { emp: ["EXECUTED"] }, objects: { u: { zone: "TRASH" }, gb: { empowered: true, might: 5 } } } });
    await check({ ...use(), expect: { kinds: { emp: { PLAY_ILLEGAL: true, INSTRUCTION: false } }, objects: { u: { zone: "BATTLEFIELD" }, gb: { empowered: false } } } });
    await check({ ...use(["e"]), expect: { kinds: { emp: { PLAY_ILLEGAL: true } }, objects: { e: { zone: "BATTLEFIELD" } } } });
  });
});

describe("A costed keyword inside a paragraph of the flat text is a unit of its own", () => {
  it("VEN-075 Platewyrm Egg adds {1}, or {2} while it is Empowered (the rune pool is recorded)", async () => {
    await executable("Platewyrm Egg");
    const use = (empowered: boolean) => ({
      name: "",
      objects: [card("pe", "Platewyrm Egg", "p1", "base", { empowered })],
      chain: [{ id: "a", source: "pe", ability: 2, controller: "p1" }],
    });
    const added = (r: { steps: { chainItem: string | null; kind: string; explanation: string }[] }) => r.steps.filter((s) => s.chainItem === "a" && s.kind === "INSTRUCTION").map((s) => s.explanation).join(" ");
    expect(added(await check({ ...use(false), expect: { instructions: { a: ["EXECUTED"] }, objects: { pe: { exhausted: true } } } }))).toMatch(/\{1\}/);
    expect(added(await check({ ...use(true), expect: { instructions: { a: ["EXECUTED"] } } }))).toMatch(/\{2\}/);
  });
});

describe("Statics that act only outside chain resolution: a cost condition (costs are paid outside the engine) and combat damage (not simulated)", () => {
  it("VEN-119, VEN-129 and UNL-060 are executable and are played as usual", async () => {
    await executable("Keeper of Law", "Sacred Protector", "Vilemaw");
    await check({
      name: "",
      chain: [{ id: "k", card: "Keeper of Law", controller: "p1", destination: "base" }, { id: "s", card: "Sacred Protector", controller: "p1", destination: "base" }],
      expect: { objects: { k: { zone: "BASE", might: 5 }, s: { zone: "BASE", might: 6 } } },
    });
    await check({ name: "", objects: [card("v", "Vilemaw", "p1", "bf1"), unit("e", "p2", "bf1")], chain: [{ id: "h", source: "v", ability: 2, controller: "p1" }], expect: { instructions: { h: ["EXECUTED"] }, players: { p1: { handSize: 1 } } } });
  });
});
