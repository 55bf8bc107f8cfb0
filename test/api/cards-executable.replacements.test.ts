// Replacement and prevention effects that last the turn, and "this turn" restrictions, through resolveChain over
// HTTP, with library cards compiled from their text: prevention (437), doubled damage and a death replaced by
// banishment (delayed replacements, 390.3; ordered by the unit's controller, 372), "can't be chosen by enemy spells
// and abilities", "can't play spells" (054.1). Card text is never written here: cards are named.
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const ray = (id: string, controller: string, target: string, after?: string) => ({ id, card: "Hextech Ray", controller, targets: [target], ...(after ? { playedAfter: after } : {}) });
const big = (id: string, owner: string) => unit(id, owner, "bf1", { might: 9 });

describe("prevention (437)", () => {
  it("Ki Barrier: the next 7 damage is prevented, the Prevent Value going down as it prevents (437.3)", async () => {
    await executable("Ki Barrier");
    await check({
      name: "",
      objects: [big("u", "p1")],
      chain: [ray("r1", "p2", "u"), { id: "kb", card: "Ki Barrier", controller: "p1", targets: ["u"] }, ray("r2", "p2", "u", "r1"), ray("r3", "p2", "u", "r2")],
      expect: { instructions: { kb: ["EXECUTED", "EXECUTED"], r1: ["EXECUTED"], r2: ["EXECUTED"], r3: ["EXECUTED"] }, objects: { u: { damage: 2 } }, cites: { kb: ["390.3"], r1: ["437.2", "437.3", "437.4"], r3: ["437.3"] } },
    });
  });

  it("Counter Strike: all of the next damage is prevented, once; its controller draws 1", async () => {
    await executable("Counter Strike");
    await check({
      name: "",
      objects: [big("u", "p1")],
      chain: [ray("r1", "p2", "u"), { id: "cs", card: "Counter Strike", controller: "p1", targets: ["u"] }, ray("r2", "p2", "u", "r1")],
      expect: { instructions: { cs: ["EXECUTED", "EXECUTED", "EXECUTED"], r1: ["EXECUTED"], r2: ["EXECUTED"] }, objects: { u: { damage: 3 } }, players: { p1: { handSize: 1 } } },
    });
  });

  it("Unyielding Spirit: spell damage is prevented, damage a unit is told to deal is not (the unit deals it)", async () => {
    await executable("Unyielding Spirit");
    await check({
      name: "",
      objects: [big("u", "p1"), unit("a", "p2", "bf2", { might: 4 }), big("e", "p1")],
      chain: [
        ray("r1", "p2", "u"),
        { id: "us", card: "Unyielding Spirit", controller: "p1" },
        { id: "lb", card: "Last Breath", controller: "p2", targets: ["a", "e"], playedAfter: "r1" },
      ],
      expect: { instructions: { us: ["EXECUTED"], r1: ["EXECUTED"] }, objects: { u: { damage: 0 }, e: { damage: 4 } }, cites: { r1: ["437.2", "437.4"] } },
    });
  });
});

describe("doubled damage and the order of replacements (372)", () => {
  it("Lotus Trap: all damage dealt to it this turn is doubled", async () => {
    await executable("Lotus Trap");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1", { might: 20 })],
      chain: [ray("r1", "p1", "e"), { id: "lt", card: "Lotus Trap", controller: "p1", targets: ["e"] }, ray("r2", "p1", "e", "r1")],
      expect: { instructions: { lt: ["EXECUTED", "EXECUTED"] }, objects: { e: { damage: 12 } }, cites: { r1: ["390.3", "370.1.b"] } },
    });
  });

  it("with Ki Barrier as well, the unit's controller orders them: doubled then prevented, or prevented then doubled", async () => {
    const scenario = {
      name: "",
      objects: [big("u", "p1")],
      chain: [ray("r1", "p2", "u"), { id: "kb", card: "Ki Barrier", controller: "p1", targets: ["u"] }, { id: "lt", card: "Lotus Trap", controller: "p2", targets: ["u"] }, ray("r2", "p2", "u", "r1")],
    };
    // asked of p1 (the unit's controller) as the first Hextech Ray deals its 3
    await check({ ...scenario, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "r1", player: "p1", options: ["lt", "kb"] } } });
    // prevent first: 3 -> 0 (Lotus Trap has nothing left to double); then the Prevent Value of 4 meets 3 doubled to 6: 2
    await check({
      ...scenario,
      choices: [{ item: "r1", index: 0, option: "kb" }, { item: "r2", index: 0, option: "lt" }],
      expect: { objects: { u: { damage: 2 } }, cites: { r1: ["372", "437.2.a"] } },
    });
    // double first: 6 - 7 -> 0 (Prevent Value 1 left); then prevent first: 3 - 1 = 2, doubled to 4
    await check({
      ...scenario,
      choices: [{ item: "r1", index: 0, option: "lt" }, { item: "r2", index: 0, option: "kb" }],
      expect: { objects: { u: { damage: 4 } } },
    });
  });
});

describe("a death replaced by banishment", () => {
  it("Smite: the unit its damage kills in the cleanup is banished, not put into the trash", async () => {
    await executable("Smite");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1", { might: 3 })],
      chain: [{ id: "sm", card: "Smite", controller: "p1", targets: ["e"] }],
      expect: { instructions: { sm: ["EXECUTED", "EXECUTED"] }, objects: { e: { zone: "BANISHMENT" } }, cites: { "*": ["390.3"] } },
    });
  });

  it("Smite: a unit that survives is banished when it dies later this turn", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1", { might: 5 })],
      chain: [{ id: "sm", card: "Smite", controller: "p1", targets: ["e"] }, ray("r1", "p1", "e", "sm")],
      expect: { objects: { e: { zone: "BANISHMENT" } } },
    });
  });
});

describe("this turn restrictions", () => {
  it("Twilight Shroud: +1 Might, and an enemy spell that chose it finds it illegal as it resolves (355.9.b)", async () => {
    await executable("Twilight Shroud");
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1")],
      chain: [ray("r1", "p2", "u"), { id: "ts", card: "Twilight Shroud", controller: "p1", targets: ["u"] }],
      expect: { instructions: { ts: ["EXECUTED", "EXECUTED"], r1: ["IGNORED"] }, objects: { u: { damage: 0, might: 4 } }, targets: { r1: { u: "enemy spells and abilities" } } },
    });
  });

  it("Twilight Shroud: its controller's own spells may still choose it", async () => {
    await check({
      name: "",
      objects: [big("u", "p1")],
      chain: [{ id: "ts", card: "Twilight Shroud", controller: "p1", targets: ["u"] }, ray("r1", "p1", "u", "ts")],
      expect: { instructions: { r1: ["EXECUTED"] }, objects: { u: { damage: 3 } } },
    });
  });

  it("Lilting Lullaby: the countered spell's controller can't play another spell this turn; the other player can", async () => {
    await executable("Lilting Lullaby");
    await check({
      name: "",
      objects: [big("u", "p1"), big("e", "p2")],
      chain: [ray("r1", "p2", "u"), { id: "ll", card: "Lilting Lullaby", controller: "p1", targets: ["r1"] }, ray("r2", "p2", "u", "ll"), ray("r3", "p1", "e", "ll")],
      expect: { instructions: { ll: ["EXECUTED", "EXECUTED"], r3: ["EXECUTED"] }, kinds: { r2: { PLAY_ILLEGAL: true } }, objects: { u: { damage: 0 }, e: { damage: 3 } }, cites: { r2: ["054.1"] } },
    });
  });

  it("Defiant Dance: +2 to one unit and -2 to another", async () => {
    await executable("Defiant Dance");
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1"), unit("b", "p2", "bf1", { might: 5 })],
      chain: [{ id: "dd", card: "Defiant Dance", controller: "p1", targets: ["a", "b"] }],
      expect: { instructions: { dd: ["EXECUTED", "EXECUTED"] }, objects: { a: { might: 5 }, b: { might: 3 } } },
    });
  });
});

describe("Might set or increased for the turn (477)", () => {
  it("Dragon Form: the base Might becomes 5 (up or down); this turn's increases and decreases still apply on top (477.1.a.1)", async () => {
    await executable("Dragon Form");
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1", { might: 2 }), unit("b", "p2", "bf1", { might: 8 })],
      chain: [
        { id: "df", card: "Dragon Form", controller: "p1", targets: ["a"] },
        { id: "d2", card: "Dragon Form", controller: "p1", targets: ["b"], playedAfter: "df" },
        { id: "dd", card: "Defiant Dance", controller: "p1", targets: ["a", "b"], playedAfter: "d2" },
      ],
      expect: { instructions: { df: ["EXECUTED", "EXECUTED"], d2: ["EXECUTED", "EXECUTED"] }, objects: { a: { might: 7 }, b: { might: 3 } }, cites: { df: ["477.1.a.1"] } },
    });
  });

  it("Convergent Mutation: increased to the other friendly unit's Might, and by 0 when it already has more (477.3.c)", async () => {
    await executable("Convergent Mutation");
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1", { might: 2 }), unit("b", "p1", "bf2", { might: 6 })],
      chain: [{ id: "cm", card: "Convergent Mutation", controller: "p1", targets: ["a", "b"] }],
      expect: { instructions: { cm: ["EXECUTED", "EXECUTED"] }, objects: { a: { might: 6 }, b: { might: 6 } }, cites: { cm: ["477.3.b"] } },
    });
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1", { might: 7 }), unit("b", "p1", "bf2", { might: 6 })],
      chain: [{ id: "cm", card: "Convergent Mutation", controller: "p1", targets: ["a", "b"] }],
      expect: { instructions: { cm: ["EXECUTED", "EXECUTED"] }, objects: { a: { might: 7 } } },
    });
  });

  it("Convergent Mutation: the other unit must be another friendly unit", async () => {
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1", { might: 2 }), unit("e", "p2", "bf2", { might: 6 })],
      chain: [{ id: "cm", card: "Convergent Mutation", controller: "p1", targets: ["a", "e"] }],
      expect: { playIllegal: { cm: { a: true, e: "friendly" } } },
    });
  });
});


describe("more Might this turn", () => {
  it("Stand United: each buff on its controller's units gives one more Might this turn, and a second copy adds another", async () => {
    await executable("Stand United");
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1"), unit("b", "p1", "bf2")],
      chain: [{ id: "s1", card: "Stand United", controller: "p1", targets: ["a"] }, { id: "s2", card: "Stand United", controller: "p1", targets: ["b"], playedAfter: "s1" }],
      expect: { instructions: { s1: ["EXECUTED", "EXECUTED"], s2: ["EXECUTED", "EXECUTED"] }, objects: { a: { might: 6 }, b: { might: 6 } }, cites: { s1: ["703"] } },
    });
  });

  it("En Garde: the additional +1 only if it is the only unit its controller has there, checked as it resolves", async () => {
    await executable("En Garde");
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1"), unit("e", "p2", "bf1")],
      chain: [{ id: "eg", card: "En Garde", controller: "p1", targets: ["a"] }],
      expect: { instructions: { eg: ["EXECUTED", "EXECUTED"] }, objects: { a: { might: 5 } } },
    });
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1"), unit("b", "p1", "bf1")],
      chain: [{ id: "eg", card: "En Garde", controller: "p1", targets: ["a"] }],
      expect: { instructions: { eg: ["EXECUTED", "IGNORED"] }, objects: { a: { might: 4 } } },
    });
  });

  it("Fortified Position: the chosen defender gains [Shield 2] this combat (+2 while it defends)", async () => {
    await executable("Fortified Position");
    await check({
      name: "",
      board: { battlefields: [{ id: "bf1", card: "Fortified Position", controller: "p2" }, { id: "bf2" }], combat: { battlefield: "bf1", attackers: ["x"], defenders: ["d"] } },
      objects: [unit("x", "p1", "bf1"), unit("d", "p2", "bf1")],
      chain: [{ id: "fp", source: "bf1", ability: 0, controller: "p2", targets: ["d"] }],
      expect: { instructions: { fp: ["EXECUTED", "EXECUTED"] }, objects: { d: { might: 5 }, x: { might: 3 } }, cites: { fp: ["801.3.a"] } },
    });
  });
});

describe("unless its controller … (that player decides as it resolves)", () => {
  it("Shakedown: the enemy unit's controller is asked; declining means 6 damage, accepting means its caster draws 2", async () => {
    await executable("Shakedown");
    const scenario = { name: "", objects: [unit("e", "p2", "bf1", { might: 9 })], chain: [{ id: "sk", card: "Shakedown", controller: "p1", targets: ["e"] }] };
    await check({ ...scenario, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "sk", player: "p2", options: ["yes", "no"] } } });
    await check({ ...scenario, choices: [{ item: "sk", index: 0, option: "no" }], expect: { instructions: { sk: ["EXECUTED", "EXECUTED"] }, objects: { e: { damage: 6 } }, players: { p1: { handSize: 0 } } } });
    await check({ ...scenario, choices: [{ item: "sk", index: 0, option: "yes" }], expect: { instructions: { sk: ["EXECUTED", "EXECUTED"] }, objects: { e: { damage: 0 } }, players: { p1: { handSize: 2 } } } });
  });

  it("Hard Bargain: the countered spell's controller is asked; paying keeps the spell on the chain", async () => {
    await executable("Hard Bargain");
    const scenario = { name: "", objects: [big("u", "p1")], chain: [ray("r1", "p2", "u"), { id: "hb", card: "Hard Bargain", controller: "p1", targets: ["r1"] }] };
    await check({ ...scenario, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "hb", player: "p2", options: ["yes", "no"] } } });
    await check({ ...scenario, choices: [{ item: "hb", index: 0, option: "no" }], expect: { instructions: { hb: ["EXECUTED"] }, kinds: { r1: { ITEM_BEGINS: false } }, objects: { u: { damage: 0 } } } });
    await check({ ...scenario, choices: [{ item: "hb", index: 0, option: "yes" }], expect: { instructions: { hb: ["EXECUTED"], r1: ["EXECUTED"] }, objects: { u: { damage: 3 } } } });
  });
});

describe("static replacements", () => {
  it("Guardian Angel: the unit it is attached to would die, so the Equipment is killed instead and the unit is healed, exhausted and recalled", async () => {
    await executable("Guardian Angel");
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { might: 1 }), card("ga", "Guardian Angel", "p1", "bf1", { attachedTo: "u" })],
      chain: [ray("r1", "p2", "u")],
      expect: { kinds: { r1: { INSTRUCTION: true } }, objects: { u: { zone: "BASE", damage: 0, exhausted: true }, ga: { zone: "TRASH" } }, cites: { "*": ["370.1.b"] } },
    });
    // not attached: its effect text is blank for every unit, and the unit dies
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { might: 1 }), card("ga", "Guardian Angel", "p1", "base")],
      chain: [ray("r1", "p2", "u")],
      expect: { objects: { u: { zone: "TRASH" }, ga: { zone: "BASE" } } },
    });
  });

  it("Ambessa, The Wolf: while Empowered, +3 Might and no damage unless in combat", async () => {
    await executable("Ambessa, The Wolf");
    const ambessa = (extra: Record<string, unknown>) => card("am", "Ambessa, The Wolf", "p1", "bf1", extra);
    await check({ name: "", objects: [ambessa({ empowered: true })], chain: [ray("r1", "p2", "am")], expect: { objects: { am: { damage: 0, might: 7 } }, cites: { r1: ["054.1"] } } });
    await check({ name: "", objects: [ambessa({})], chain: [ray("r1", "p2", "am")], expect: { objects: { am: { damage: 3, might: 4 } } } });
    await check({
      name: "",
      board: { combat: { battlefield: "bf1", attackers: ["am"], defenders: ["d"] } },
      objects: [ambessa({ empowered: true }), unit("d", "p2", "bf1")],
      chain: [ray("r1", "p2", "am")],
      expect: { objects: { am: { damage: 3 } } },
    });
  });
});

describe("units enter ready this turn (369.3)", () => {
  it("Confront: a unit its controller plays afterwards enters ready; its controller draws 1", async () => {
    await executable("Confront");
    await check({
      name: "",
      chain: [{ id: "cf", card: "Confront", controller: "p1" }, { id: "ss", card: "Shipyard Skulker", controller: "p1", destination: "base", playedAfter: "cf" }, { id: "op", card: "Vanguard Sergeant", controller: "p2", destination: "base", playedAfter: "cf" }],
      expect: { instructions: { cf: ["EXECUTED", "EXECUTED"] }, objects: { ss: { zone: "BASE", exhausted: false }, op: { zone: "BASE", exhausted: true } }, players: { p1: { handSize: 1 } }, cites: { cf: ["369.3"] } },
    });
  });

  it("Bushwhack: friendly units enter ready, the Gold token it plays is a gear and enters exhausted", async () => {
    await executable("Bushwhack");
    const r = await check({
      name: "",
      chain: [{ id: "bw", card: "Bushwhack", controller: "p1" }, { id: "ss", card: "Shipyard Skulker", controller: "p1", destination: "base", playedAfter: "bw" }],
      expect: { instructions: { bw: ["EXECUTED", "EXECUTED"] }, objects: { ss: { exhausted: false }, "bw.token1": { exhausted: true } } },
    });
    expect(r.steps.some((s) => s.chainItem === "ss" && /enters the board ready/.test(s.explanation))).toBe(true);
  });

  it("without them, a unit enters exhausted", async () => {
    await check({ name: "", chain: [{ id: "ss", card: "Shipyard Skulker", controller: "p1", destination: "base" }], expect: { objects: { ss: { exhausted: true } } } });
  });
});

describe("another unit's replacement (370)", () => {
  it("Soraka, Wanderer: a friendly unit here with less Might than her is healed, exhausted and recalled instead of dying", async () => {
    await executable("Soraka, Wanderer");
    const soraka = card("so", "Soraka, Wanderer", "p1", "bf1");
    await check({
      name: "",
      objects: [soraka, unit("u", "p1", "bf1", { might: 3 })],
      chain: [ray("r1", "p2", "u")],
      expect: { objects: { u: { zone: "BASE", damage: 0, exhausted: true }, so: { zone: "BATTLEFIELD" } }, cites: { "*": ["370.1.b"] } },
    });
    // not less Might than her, or not at her location, or Soraka herself: it dies
    await check({
      name: "",
      objects: [soraka, unit("u", "p1", "bf1", { might: 2 })],
      chain: [{ id: "df", card: "Dragon Form", controller: "p2", targets: ["u"] }, ray("r1", "p2", "u", "df"), ray("r2", "p2", "u", "r1")],
      expect: { objects: { u: { zone: "TRASH" } } },
    });
    await check({ name: "", objects: [soraka, unit("u", "p1", "bf2", { might: 3 })], chain: [ray("r1", "p2", "u")], expect: { objects: { u: { zone: "TRASH" } } } });
    await check({ name: "", objects: [card("so", "Soraka, Wanderer", "p1", "bf1", { damage: 1 })], chain: [ray("r1", "p2", "so")], expect: { objects: { so: { zone: "TRASH" } } } });
  });
});

describe("delayed triggers this turn (390.2)", () => {
  it("Deadly Flourish: when the unit dies this turn, its controller plays a Gold gear token exhausted", async () => {
    await executable("Deadly Flourish");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [{ id: "fl", card: "Deadly Flourish", controller: "p1", targets: ["e"] }],
      expect: { instructions: { fl: ["EXECUTED", "EXECUTED"], "fl.delayed": ["EXECUTED"] }, objects: { e: { zone: "TRASH" }, "fl.delayed.token1": { zone: "BASE", exhausted: true, controller: "p1" } }, cites: { fl: ["390.2"] } },
    });
    // it survives the damage, and dies later this turn to another spell
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1", { might: 5 })],
      chain: [{ id: "fl", card: "Deadly Flourish", controller: "p1", targets: ["e"] }, ray("r1", "p1", "e", "fl")],
      expect: { objects: { e: { zone: "TRASH" }, "fl.delayed.token1": { zone: "BASE" } } },
    });
    // its death replaced: no trigger
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1"), card("so", "Soraka, Wanderer", "p2", "bf1")],
      chain: [{ id: "fl", card: "Deadly Flourish", controller: "p1", targets: ["e"] }],
      expect: { objects: { e: { zone: "BASE" } }, kinds: { "fl.delayed": { TRIGGER: false } } },
    });
  });

  it("Imperial Decree: each unit that takes damage this turn is killed; fully prevented damage is not taken", async () => {
    await executable("Imperial Decree");
    await check({
      name: "",
      objects: [big("u", "p1"), big("e", "p2")],
      chain: [
        { id: "idc", card: "Imperial Decree", controller: "p1" },
        ray("r1", "p2", "u", "idc"),
        { id: "cs", card: "Counter Strike", controller: "p1", targets: ["u"], playedAfter: "idc" },
        ray("r2", "p1", "e", "idc"),
      ],
      expect: { instructions: { idc: ["EXECUTED"], "idc.delayed": ["EXECUTED"] }, objects: { u: { zone: "BATTLEFIELD", damage: 0 }, e: { zone: "TRASH" } }, cites: { idc: ["390.2"] } },
    });
  });
});

describe("Might from a countered spell", () => {
  it("Riposte: counters the spell and gives the friendly unit +Might equal to its Energy cost, looked back after it left the chain", async () => {
    await executable("Riposte");
    const energy = (await data(`query { card(name: "Hextech Ray", asOf: "2026-08-01") { energy } }`)).card.energy as number;
    expect(energy).toBeGreaterThan(0);
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1"), big("u", "p1")],
      chain: [ray("r1", "p2", "u"), { id: "rp", card: "Riposte", controller: "p1", targets: ["a", "r1"] }],
      expect: { instructions: { rp: ["EXECUTED", "EXECUTED", "EXECUTED"] }, kinds: { r1: { ITEM_BEGINS: false } }, objects: { a: { might: 3 + energy }, u: { damage: 0 } }, cites: { rp: ["425.1", "359.3.e.13"] } },
    });
  });
});

describe("can't move to base (054.1)", () => {
  it("Determined Sentry: a spell can't move it to base, but to another battlefield", async () => {
    await executable("Determined Sentry");
    const scenario = { name: "", objects: [card("ds", "Determined Sentry", "p2", "bf1")], chain: [{ id: "ch", card: "Charm", controller: "p1", targets: ["ds"] }] };
    await check({ ...scenario, choices: [{ item: "ch", index: 0, option: "base" }], expect: { instructions: { ch: ["IGNORED"] }, objects: { ds: { zone: "BATTLEFIELD", battlefield: "bf1" } }, cites: { ch: ["054.1"] } } });
    await check({ ...scenario, choices: [{ item: "ch", index: 0, option: "bf2" }], expect: { instructions: { ch: ["EXECUTED"] }, objects: { ds: { battlefield: "bf2" } } } });
  });

  it("Minotaur Reckoner: no unit moves to base while it is on the board", async () => {
    await executable("Minotaur Reckoner");
    await check({
      name: "",
      objects: [card("sy", "The Syren", "p1", "base"), unit("u", "p1", "bf1"), card("mr", "Minotaur Reckoner", "p2", "bf2")],
      chain: [{ id: "ab", source: "sy", ability: 0, controller: "p1", targets: ["u"] }],
      expect: { instructions: { ab: ["IGNORED"] }, objects: { u: { zone: "BATTLEFIELD" } } },
    });
  });
});

describe("a countered spell returned to hand (370)", () => {
  it("Abandon: the countered spell goes to its owner's hand instead of the trash", async () => {
    await executable("Abandon");
    const r = await check({
      name: "",
      objects: [big("u", "p1")],
      chain: [ray("r1", "p2", "u"), { id: "ab", card: "Abandon", controller: "p1", targets: ["r1"] }],
      expect: { kinds: { r1: { ITEM_BEGINS: false } }, objects: { u: { damage: 0 } }, players: { p2: { handSize: 1 } }, cites: { ab: ["425.1", "370.1.b"] } },
    });
    expect(r.steps.find((s) => s.chainItem === "ab" && s.kind === "INSTRUCTION")?.explanation).toContain("hand instead of the trash");
  });
});
