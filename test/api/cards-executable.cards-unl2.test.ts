// Unleashed (UNL) and Vendetta (VEN) cards made executable on the cards-unl2 branch, through resolveChain over HTTP:
// real cards of the library, compiled from their text (looked up by name; no card text here).
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const CARD = `query($name: String!) { card(name: $name, asOf: "2026-08-01") { executable } }`;
async function executable(...names: string[]): Promise<void> {
  for (const name of names) expect((await data(CARD, { name })).card?.executable, `${name} is executable`).toBe(true);
}

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

describe("\"I enter ready if you have a card with my name in your trash\": the controller's trash as the unit enters", () => {
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

describe("\"When you empower something else, empower me\" and the cost \"Disempower me\" (441.2.a, 442.1.a.1, 203.3)", () => {
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

describe("\"give one of your other units here +N {might} and [Keyword] this turn\": one target among its controller's other units at its location", () => {
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

describe("An Equipment's effect text \"I have +N {might} while I'm at a battlefield with exactly one other unit you control\" (136.2)", () => {
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

describe("An Equipment's effect text with a dependent keyword: \"[Level N][>] I have an additional +N {might}\" (136.2, 727, 824)", () => {
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

describe("\"As an additional cost to play this, you may discard N.\" and \"X. If you paid the additional cost, Y instead.\" (355.1.a)", () => {
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

describe("\"As an additional cost to play this, kill a friendly [Mighty] unit.\" (a mandatory cost, 706)", () => {
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

describe("\"When I hold, if there is exactly one other unit you control here, …\": part of the trigger condition (383.2.a.1), read from the board the caller gives", () => {
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

  it("VEN-138 Shen, Leader of the Kinkou Order scores 1 point beside exactly one other friendly unit there", async () => {
    const r = await check({ ...hold("Shen, Leader of the Kinkou Order", unit("f", "p1", "bf1")), expect: { instructions: { h: ["EXECUTED"] } } });
    expect(r.steps.some((s) => s.chainItem === "h" && s.kind === "INSTRUCTION" && /scores? 1 point/.test(s.explanation))).toBe(true);
  });
});

describe("\"While I'm at a battlefield, your other units here have [Keyword].\": only while the source is at a battlefield", () => {
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

describe("\"I have +N {might} for each of your units with [Keyword] at my battlefield\": counted continuously", () => {
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

describe("\"Your units here with less Might than me can't be chosen by enemy spells and abilities.\"", () => {
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

describe("\"You may spend N XP as an additional cost to play me. If you do, I cost {N} less.\": the XP is spent as it is played", () => {
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

describe("\"Each player chooses a unit they control. Kill the rest.\" (355.10.e: chosen as it resolves, not targets)", () => {
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
