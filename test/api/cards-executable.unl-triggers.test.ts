// Trigger conditions of Unleashed cards: "When another friendly unit dies" (evaluated after the death, 383.2.c; a
// unit that dies in the same event has left the board and does not trigger, 383.2.c.2), "When an opponent scores"
// (noticed as a spell or ability makes an opponent score, 471), and the caller-placed "When you hold" and "When you
// win a combat" (the Beginning Phase and combat are not simulated). Real cards of the library, compiled from their text.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
const players = (p1: Record<string, unknown>) => ({ players: [{ id: "p1", deckSize: 20, ...p1 }, { id: "p2", deckSize: 20 }] });

describe("When another friendly unit dies (UNL-068 Spectral Centaur, UNL-129 Vicious Snapjaws)", () => {
  it("both are executable", async () => {
    await executable("UNL-068", "UNL-129");
  });

  it("Spectral Centaur: a friendly unit killed by an enemy spell gives it +2 Might this turn", async () => {
    await check({
      name: "",
      objects: [card("sc", "Spectral Centaur", "p1", "bf1"), unit("mine", "p1", "bf2")],
      chain: [{ id: "v", card: "Vengeance", controller: "p2", targets: ["mine"] }],
      expect: { instructions: { "sc.a0": ["EXECUTED"] }, objects: { mine: { zone: "TRASH" }, sc: { might: 7 } } },
    });
  });

  it("an enemy unit's death does not trigger it", async () => {
    const r = await check({
      name: "",
      objects: [card("sc", "Spectral Centaur", "p1", "bf1"), unit("e", "p2", "bf2")],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"] }],
      expect: { objects: { e: { zone: "TRASH" }, sc: { might: 5 } } },
    });
    expect(r.steps.some((s) => s.chainItem === "sc.a0")).toBe(false);
  });

  it("Spectral Centaur dying together with a friendly unit (one kill of all units) does not trigger: it left the board in the same event", async () => {
    const r = await check({
      name: "",
      objects: [card("sc", "Spectral Centaur", "p1", "bf1"), unit("mine", "p1", "bf1")],
      chain: [{ id: "ru", card: "The Ruination", controller: "p2" }],
      expect: { objects: { sc: { zone: "TRASH" }, mine: { zone: "TRASH" } } },
    });
    expect(r.steps.some((s) => s.chainItem === "sc.a0")).toBe(false);
    const step = r.steps.find((s) => /does not trigger for mine/.test(s.explanation));
    expect(step?.citations.map((c) => c.rup4)).toEqual(expect.arrayContaining(["383.2.c.2", "370.1.a.2"]));
  });

  it("two friendly units dying together in one cleanup trigger Vicious Snapjaws twice: 2 XP", async () => {
    const r = await check({
      name: "",
      board: players({ xp: 0 }),
      objects: [card("vs", "Vicious Snapjaws", "p1", "base"), unit("a", "p1", "bf1", { might: 1 }), unit("b", "p1", "bf1", { might: 1 })],
      chain: [{ id: "ps", card: "Unchecked Power", controller: "p2" }],
      choices: [{ item: "p1:trigger-order", index: 0, objects: ["vs.a0", "vs.a0#2"] }],
      expect: { objects: { a: { zone: "TRASH" }, b: { zone: "TRASH" }, vs: { zone: "BASE" } }, players: { p1: { xp: 2 } }, cites: { "vs.a0": ["730.1"] } },
    });
    expect(text(r)).toMatch(/another friendly unit \(a\) died/);
  });
});

describe("When an opponent scores (UNL-085 Sumpworks Map)", () => {
  it("is executable", async () => {
    await executable("UNL-085");
  });

  it("an opponent scoring through an ability (Ahri, Alluring's hold trigger) draws its controller 1", async () => {
    const r = await check({
      name: "",
      objects: [card("map", "Sumpworks Map", "p1", "base"), card("ahri", "Ahri, Alluring", "p2", "bf1")],
      chain: [{ id: "h", source: "ahri", ability: 0, controller: "p2" }],
      expect: { instructions: { h: ["EXECUTED"], "map.a2": ["EXECUTED"] }, players: { p1: { handSize: 1 } }, cites: { h: ["471"] } },
    });
    expect(text(r)).toMatch(/p2, an opponent, scored/);
  });

  it("its controller scoring does not trigger it", async () => {
    const r = await check({
      name: "",
      objects: [card("map", "Sumpworks Map", "p1", "base"), card("ahri", "Ahri, Alluring", "p1", "bf1")],
      chain: [{ id: "h", source: "ahri", ability: 0, controller: "p1" }],
      expect: { instructions: { h: ["EXECUTED"] }, players: { p1: { handSize: 0 } } },
    });
    expect(r.steps.some((s) => s.chainItem === "map.a2")).toBe(false);
  });
});

describe("When you hold / When you win a combat: legends' triggers the caller places (UNL-203 Keeper of the Hammer, UNL-201 Voidreaver)", () => {
  it("both are executable", async () => {
    await executable("UNL-203", "UNL-201");
  });

  it("Keeper of the Hammer's hold trigger gains 1 XP", async () => {
    await check({
      name: "",
      board: players({ xp: 2 }),
      objects: [card("k", "Keeper of the Hammer", "p1", "base")],
      chain: [{ id: "t", source: "k", ability: 0, controller: "p1" }],
      expect: { instructions: { t: ["EXECUTED"] }, players: { p1: { xp: 3 } }, cites: { t: ["730.1"] } },
    });
  });

  it("Voidreaver's combat trigger gains 1 XP", async () => {
    await check({
      name: "",
      board: players({ xp: 0 }),
      objects: [card("v", "Voidreaver", "p1", "base")],
      chain: [{ id: "t", source: "v", ability: 0, controller: "p1" }],
      expect: { instructions: { t: ["EXECUTED"] }, players: { p1: { xp: 1 } } },
    });
  });
});

describe("with [Keyword] / without [Keyword]: a requirement on the keywords a unit has now (UNL-165 Shadow's Call, UNL-208 Black Flame Altar, VEN-159 Kinkou Temple)", () => {
  it("all three are executable", async () => {
    await executable("UNL-165", "UNL-208", "VEN-159");
  });

  it("Shadow's Call gives a friendly unit without [Temporary] [Temporary] and draws 2", async () => {
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1")],
      chain: [{ id: "sc", card: "Shadow's Call", controller: "p1", targets: ["u"] }],
      expect: { instructions: { sc: ["EXECUTED", "EXECUTED", "EXECUTED"] }, targets: { sc: { u: true } }, players: { p1: { handSize: 2 } } },
    });
  });

  it("a unit that has [Temporary] (a Sprite token) can't be chosen", async () => {
    await check({
      name: "",
      objects: [card("s", "Sprite", "p1", "bf1")],
      chain: [{ id: "sc", card: "Shadow's Call", controller: "p1", targets: ["s"] }],
      expect: { playIllegal: { sc: { s: "must not have [Temporary]" } } },
    });
  });

  it("Black Flame Altar: a defender here with [Temporary] has [Shield] (+1 Might); one without has not", async () => {
    const board = { battlefields: [{ id: "bf1", card: "Black Flame Altar" }, { id: "bf2" }], combat: { battlefield: "bf1", attackers: ["a"], defenders: ["s", "d"] } };
    await check({
      name: "",
      board,
      objects: [card("s", "Sprite", "p1", "bf1"), unit("d", "p1", "bf1", { might: 3 }), unit("a", "p2", "bf1", { might: 3 })],
      chain: [],
      expect: { objects: { s: { might: 4 }, d: { might: 3 } } },
    });
  });

  it("Kinkou Temple: a unit here with [Tank] has +1 Might; a [Tank] unit elsewhere and a unit here without [Tank] do not", async () => {
    await check({
      name: "",
      board: { battlefields: [{ id: "bf1", card: "Kinkou Temple" }, { id: "bf2" }] },
      objects: [card("ly", "Lecturing Yordle", "p1", "bf1"), card("ly2", "Lecturing Yordle", "p1", "bf2"), unit("u", "p1", "bf1", { might: 3 })],
      chain: [],
      expect: { objects: { ly: { might: 3 }, ly2: { might: 2 }, u: { might: 3 } } },
    });
  });
});

describe("When you play me or another Dragon (UNL-104 Gentle Gemdragon)", () => {
  it("is executable", async () => {
    await executable("UNL-104");
  });

  it("playing it: its play effect readies up to 2 runes (recorded)", async () => {
    await check({
      name: "",
      chain: [{ id: "gd", card: "Gentle Gemdragon", controller: "p1", destination: "base" }],
      expect: { instructions: { "gd.a0": ["EXECUTED"] }, objects: { gd: { zone: "BASE" } } },
    });
  });

  it("with it on the board, its controller playing another Dragon (Direwing) triggers it; a non-Dragon unit or an opponent's Dragon does not", async () => {
    const r = await check({
      name: "",
      objects: [card("gd", "Gentle Gemdragon", "p1", "base")],
      chain: [{ id: "dw", card: "Direwing", controller: "p1", destination: "base" }],
      expect: { instructions: { "gd.a0": ["EXECUTED"] }, objects: { dw: { zone: "BASE" } } },
    });
    expect(text(r)).toMatch(/played Direwing/);
    for (const [name, controller] of [["Lecturing Yordle", "p1"], ["Direwing", "p2"]] as const) {
      const other = await check({
        name: "",
        objects: [card("gd", "Gentle Gemdragon", "p1", "base")],
        chain: [{ id: "x", card: name, controller, destination: "base" }],
        expect: { objects: { x: { zone: "BASE" } } },
      });
      expect(other.steps.some((s) => s.chainItem === "gd.a0")).toBe(false);
    }
  });
});

describe("a card in its controller's trash tagged Bird, Cat, Dog or Poro (UNL-167 Starhound)", () => {
  const board = { players: [{ id: "p1", deckSize: 20, trash: ["Lecturing Yordle", "Stalwart Poro"] }, { id: "p2", deckSize: 20, trash: ["Stalwart Poro"] }] };

  it("is executable", async () => {
    await executable("UNL-167");
  });

  it("only a card of its controller's trash with one of the tags can be chosen", async () => {
    await check({
      name: "",
      board,
      chain: [{ id: "st", card: "Starhound", controller: "p1", destination: "base" }],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "st.a0", options: ["p1:trash:1"] } },
    });
  });

  it("the chosen Poro returns to its owner's hand", async () => {
    await check({
      name: "",
      board,
      chain: [{ id: "st", card: "Starhound", controller: "p1", destination: "base" }],
      choices: [{ item: "st.a0", index: 0, objects: ["p1:trash:1"] }],
      expect: { instructions: { "st.a0": ["EXECUTED"] }, players: { p1: { handSize: 1, trash: ["Lecturing Yordle"] } } },
    });
  });
});

describe("I have +N {might} while I'm attacking with another unit (UNL-154 Crimson Pigeons)", () => {
  it("is executable", async () => {
    await executable("UNL-154");
  });

  it("+2 Might while it and another unit attack; not while it attacks alone, nor while defending", async () => {
    const at = (combat: Record<string, unknown>, extra: ReturnType<typeof unit>[]) => ({
      name: "", board: { combat: { battlefield: "bf1", ...combat } }, objects: [card("cp", "Crimson Pigeons", "p1", "bf1"), ...extra], chain: [],
    });
    await check({ ...at({ attackers: ["cp", "a"], defenders: ["d"] }, [unit("a", "p1", "bf1"), unit("d", "p2", "bf1")]), expect: { objects: { cp: { might: 5 } } } });
    await check({ ...at({ attackers: ["cp"], defenders: ["d"] }, [unit("a", "p1", "bf2"), unit("d", "p2", "bf1")]), expect: { objects: { cp: { might: 3 } } } });
    await check({ ...at({ attackers: ["d", "e"], defenders: ["cp", "a"] }, [unit("a", "p1", "bf1"), unit("d", "p2", "bf1"), unit("e", "p2", "bf1")]), expect: { objects: { cp: { might: 3 } } } });
  });
});

describe("X if your other units have total Might N or more (UNL-097 Kinkou Initiate)", () => {
  it("is executable", async () => {
    await executable("UNL-097");
  });

  it("draws 1 when its controller's other units total 5 Might or more as it resolves; not with 4 (enemy units and itself not counted)", async () => {
    const play = (mights: number[]) => ({
      name: "",
      objects: [...mights.map((m, k) => unit(`u${k}`, "p1", k === 0 ? "base" : "bf1", { might: m })), unit("e", "p2", "bf1", { might: 9 })],
      chain: [{ id: "ki", card: "Kinkou Initiate", controller: "p1", destination: "base" }],
    });
    const yes = await check({ ...play([2, 3]), expect: { instructions: { "ki.a0": ["EXECUTED"] }, players: { p1: { handSize: 1 } }, cites: { "ki.a0": ["383.2.a.1"] } } });
    expect(text(yes)).toMatch(/total Might is 5/);
    const no = await check({ ...play([1, 3]), expect: { instructions: { "ki.a0": ["IGNORED"] }, players: { p1: { handSize: 0 } } } });
    expect(text(no)).toMatch(/total Might is 4/);
  });
});
