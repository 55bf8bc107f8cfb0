// Phrases made executable on the cards-unl7 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, facedown, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// A Deathknell playing a unit card of its controller's hand to their base without its Energy cost (419.3; the Power
// cost is paid outside the engine). The hand must be given by its cards.
describe("UNL-179 Rift Herald: its Deathknell plays a unit from hand to its controller's base", () => {
  const board = (hand?: string[]) => ({ players: [{ id: "p1", deckSize: 20, ...(hand ? { hand } : { handSize: 2 }) }, { id: "p2", deckSize: 20 }] });
  const objects = [card("rh", "Rift Herald", "p1", "bf1")];
  const chain = [{ id: "v", card: "Vengeance", controller: "p2", targets: ["rh"] }];

  it("is executable", async () => {
    await executable("UNL-179");
  });

  it("killed: the unit card leaves p1's hand and enters p1's base", async () => {
    const r = await check({
      name: "",
      board: board(["Feral Strength", "Vanguard Sergeant"]),
      objects,
      chain,
      expect: {
        instructions: { "rh.a1": ["EXECUTED"] },
        objects: { rh: { zone: "TRASH" }, "rh.a1.played": { zone: "BASE", controller: "p1" } },
        players: { p1: { hand: ["Feral Strength"], handSize: 1 } },
      },
    });
    expect(text(r)).toMatch(/ignoring its Energy cost/);
  });

  it("no unit card in hand, or a hand given by its size: nothing is played", async () => {
    for (const hand of [["Feral Strength"], undefined]) {
      const r = await check({
        name: "",
        board: board(hand),
        objects,
        chain,
        expect: { instructions: { "rh.a1": ["IGNORED"] }, objects: { rh: { zone: "TRASH" } } },
      });
      expect(r.finalBoard.objects.some((o) => o.id === "rh.a1.played")).toBe(false);
    }
  });
});

// A gear's Deathknell that follows its own play effect's instructions again (383.4.a): here a ready Sprite token to its
// controller's base.
describe("UNL-078 Sprite Fountain: its Deathknell repeats its play effect", () => {
  const sprites = (r: { finalBoard: { objects: { id: string; controller: string; zone: string; might: number | null; exhausted: boolean }[] } }) =>
    r.finalBoard.objects.filter((o) => !["sf", "g"].includes(o.id) && o.controller === "p1" && o.zone === "BASE").map((o) => [o.might, o.exhausted]);

  it("is executable", async () => {
    await executable("UNL-078");
  });

  it("played: one Sprite; killed: the play effect again, a second ready 3 Might Sprite in p1's base", async () => {
    const played = await check({ name: "", chain: [{ id: "sf", card: "Sprite Fountain", controller: "p1" }], expect: { instructions: { "sf.a1": ["EXECUTED"] } } });
    expect(sprites(played)).toEqual([[3, false]]);
    const r = await check({
      name: "",
      objects: [card("sf", "Sprite Fountain", "p1", "base")],
      chain: [{ id: "d", card: "Detonate", controller: "p2", targets: ["sf"] }],
      expect: { instructions: { "sf.a2": ["EXECUTED"] }, objects: { sf: { zone: "TRASH" } } },
    });
    expect(sprites(r)).toEqual([[3, false]]);
    expect(text(r)).toMatch(/repeated/);
  });

  it("while it stays on the board (another gear killed), nothing is repeated", async () => {
    const r = await check({
      name: "",
      objects: [card("sf", "Sprite Fountain", "p1", "base"), card("g", "Iron Ballista", "p1", "base")],
      chain: [{ id: "d", card: "Detonate", controller: "p2", targets: ["g"] }],
      expect: { objects: { sf: { zone: "BASE" }, g: { zone: "TRASH" } } },
    });
    expect(sprites(r)).toEqual([]);
    expect(r.steps.some((s) => s.chainItem === "sf.a2")).toBe(false);
  });
});

// A unit that can't be readied (a ready instruction leaves it exhausted, 054.1), and an activated ability moving it to a
// battlefield an opponent controls with units at it, only if its Might exceeds the enemy units' combined Might there.
describe("UNL-144 Maduli the Gatekeeper: can't be readied; moves to an occupied enemy battlefield if mightier", () => {
  const board = { battlefields: [{ id: "bf1" }, { id: "bf2", controller: "p2" }] };
  const move = [{ id: "m", source: "md", ability: 1, controller: "p1", destination: "bf2" }];

  it("is executable", async () => {
    await executable("UNL-144");
  });

  it("a spell readying it leaves it exhausted; another exhausted unit is readied", async () => {
    await check({
      name: "",
      objects: [card("md", "Maduli the Gatekeeper", "p1", "base", { exhausted: true })],
      chain: [{ id: "w", card: "Upstage Comedy", controller: "p1", targets: ["md"] }],
      expect: { instructions: { w: ["IGNORED"] }, objects: { md: { exhausted: true } } },
    });
    await check({
      name: "",
      objects: [card("md", "Maduli the Gatekeeper", "p1", "base", { exhausted: true }), unit("u", "p1", "base", { exhausted: true })],
      chain: [{ id: "w", card: "Upstage Comedy", controller: "p1", targets: ["u"] }],
      expect: { instructions: { w: ["EXECUTED"] }, objects: { md: { exhausted: true }, u: { exhausted: false } } },
    });
  });

  it("its Might 6 is greater than the enemy units' 5 there: it moves to the enemy battlefield", async () => {
    await check({
      name: "",
      board,
      objects: [card("md", "Maduli the Gatekeeper", "p1", "base"), unit("e", "p2", "bf2", { might: 2 }), unit("f", "p2", "bf2", { might: 3 })],
      chain: move,
      expect: { instructions: { m: ["EXECUTED"] }, objects: { md: { zone: "BATTLEFIELD", battlefield: "bf2" } } },
    });
  });

  it("not greater (6 against 6), or the battlefield not an enemy's: it stays in its base", async () => {
    const r = await check({
      name: "",
      board,
      objects: [card("md", "Maduli the Gatekeeper", "p1", "base"), unit("e", "p2", "bf2", { might: 3 }), unit("f", "p2", "bf2", { might: 3 })],
      chain: move,
      expect: { instructions: { m: ["IGNORED"] }, objects: { md: { zone: "BASE" } } },
    });
    expect(text(r)).toMatch(/not greater/);
    await check({
      name: "",
      board: { battlefields: [{ id: "bf1" }, { id: "bf2" }] },
      objects: [card("md", "Maduli the Gatekeeper", "p1", "base"), unit("e", "p2", "bf2", { might: 1 })],
      chain: move,
      expect: { instructions: { m: ["IGNORED"] }, objects: { md: { zone: "BASE" } } },
    });
  });
});

// A move to a battlefield its controller controls (chosen as it executes), then the chosen opponent moving a unit of
// theirs to where the first unit went.
describe("UNL-101 Call to Battle: my unit to a battlefield I control, then an opponent's unit to the same battlefield", () => {
  const objects = [unit("a", "p1", "base"), unit("e", "p2", "base"), unit("f", "p2", "bf2")];
  const chain = [{ id: "cb", card: "Call to Battle", controller: "p1", targets: ["a"], destination: "bf1" }];

  it("is executable", async () => {
    await executable("UNL-101");
  });

  it("p1's unit moves to bf1 (p1 controls it); p2 chooses one of their units, which moves there too", async () => {
    await check({
      name: "",
      board: { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2" }] },
      objects,
      chain,
      choices: [{ item: "cb", index: 0, option: "e" }],
      expect: {
        instructions: { cb: ["EXECUTED", "EXECUTED", "EXECUTED"] },
        objects: { a: { zone: "BATTLEFIELD", battlefield: "bf1" }, e: { zone: "BATTLEFIELD", battlefield: "bf1" }, f: { zone: "BATTLEFIELD", battlefield: "bf2" } },
      },
    });
  });

  it("p1 controls no battlefield: nothing moves, and the opponent has no battlefield to move to", async () => {
    await check({
      name: "",
      board: { battlefields: [{ id: "bf1" }, { id: "bf2" }] },
      objects,
      chain,
      expect: {
        instructions: { cb: ["IGNORED", "EXECUTED", "IGNORED"] },
        objects: { a: { zone: "BASE" }, e: { zone: "BASE" }, f: { zone: "BATTLEFIELD", battlefield: "bf2" } },
      },
    });
  });
});

// A play effect from face down only on its controller's turn (the board's turnPlayer), moving an enemy unit at another
// location than the unit to the unit's battlefield.
describe("UNL-141 Evelynn, Entrancing: played from face down on your turn, an enemy unit elsewhere moves to her battlefield", () => {
  const objects = [facedown("fd", "Evelynn, Entrancing", "p1", "bf1"), unit("e", "p2", "bf2"), unit("h", "p2", "bf1")];
  const chain = [{ id: "ev", card: "Evelynn, Entrancing", controller: "p1", playedFrom: "fd", battlefield: "bf1" }];

  it("is executable", async () => {
    await executable("UNL-141");
  });

  it("on p1's turn: the enemy unit at bf2 is the only one offered (not the one at her battlefield), and it moves to bf1", async () => {
    await check({
      name: "",
      board: { turnPlayer: "p1" },
      objects,
      chain,
      choices: [{ item: "fd.a2", index: 0, objects: ["e"] }, { item: "fd.a2", index: 1, accept: true }],
      expect: { instructions: { "fd.a2": ["EXECUTED"] }, objects: { e: { zone: "BATTLEFIELD", battlefield: "bf1" }, h: { battlefield: "bf1" } } },
    });
  });

  it("on p2's turn it does not trigger: nothing moves", async () => {
    const r = await check({
      name: "",
      board: { turnPlayer: "p2" },
      objects,
      chain,
      expect: { objects: { e: { zone: "BATTLEFIELD", battlefield: "bf2" } } },
    });
    expect(r.steps.some((s) => s.chainItem === "fd.a2")).toBe(false);
    expect(text(r)).toMatch(/does not trigger/);
  });
});

// Two friendly units at different locations (the second's requirement relative to the first), swapping locations only if
// either has [Temporary] as it resolves; the draw happens either way.
describe("UNL-083 Smoke and Mirrors: two of my units at different locations swap places if one is [Temporary]", () => {
  it("is executable", async () => {
    await executable("UNL-083");
  });

  it("a Sprite ([Temporary]) at bf1 and a unit in base swap locations; p1 draws 1", async () => {
    await check({
      name: "",
      objects: [card("s", "Sprite", "p1", "bf1"), unit("u", "p1", "base")],
      chain: [{ id: "sm", card: "Smoke and Mirrors", controller: "p1", targets: ["s", "u"] }],
      expect: { objects: { s: { zone: "BASE" }, u: { zone: "BATTLEFIELD", battlefield: "bf1" } }, players: { p1: { handSize: 1 } } },
    });
  });

  it("neither has [Temporary]: they stay where they are, and p1 still draws 1", async () => {
    const r = await check({
      name: "",
      objects: [unit("a", "p1", "bf1"), unit("u", "p1", "base")],
      chain: [{ id: "sm", card: "Smoke and Mirrors", controller: "p1", targets: ["a", "u"] }],
      expect: { objects: { a: { zone: "BATTLEFIELD", battlefield: "bf1" }, u: { zone: "BASE" } }, players: { p1: { handSize: 1 } } },
    });
    expect(text(r)).toMatch(/Neither/);
  });

  it("the second unit at the same location as the first is not a legal target", async () => {
    await check({
      name: "",
      objects: [card("s", "Sprite", "p1", "bf1"), unit("u", "p1", "bf1")],
      chain: [{ id: "sm", card: "Smoke and Mirrors", controller: "p1", targets: ["s", "u"] }],
      expect: { playIllegal: { sm: { s: true, u: "different location" } } },
    });
  });
});

// An optional additional cost of XP (spent from the board's XP) that lifts the chosen unit's Might limit; the unit is then
// taken, exhausted and recalled to its new controller's base.
describe("UNL-140 Conscription: an enemy unit with 3 Might or less, any enemy unit at a battlefield if 5 XP were spent", () => {
  const board = { players: [{ id: "p1", deckSize: 20, xp: 6 }, { id: "p2", deckSize: 20 }] };
  const cs = (paid: boolean) => [{ id: "cs", card: "Conscription", controller: "p1", targets: ["big"], ...(paid ? { paidAdditionalCost: true } : {}) }];

  it("is executable", async () => {
    await executable("UNL-140");
  });

  it("5 XP spent: a 6 Might enemy unit at a battlefield is taken, exhausted and recalled to p1's base", async () => {
    await check({
      name: "",
      board,
      objects: [unit("big", "p2", "bf1", { might: 6 })],
      chain: cs(true),
      expect: { objects: { big: { controller: "p1", zone: "BASE", exhausted: true } }, players: { p1: { xp: 1 } } },
    });
  });

  it("not paid: the 6 Might enemy unit is not a legal target; a 3 Might one is taken", async () => {
    await check({
      name: "",
      board,
      objects: [unit("big", "p2", "bf1", { might: 6 })],
      chain: cs(false),
      expect: { playIllegal: { cs: { big: "3 Might or less" } } },
    });
    await check({
      name: "",
      board,
      objects: [unit("big", "p2", "bf1", { might: 3 })],
      chain: cs(false),
      expect: { objects: { big: { controller: "p1", zone: "BASE", exhausted: true } }, players: { p1: { xp: 6 } } },
    });
  });
});
