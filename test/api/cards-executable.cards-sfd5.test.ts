// Phrases made executable on the cards-sfd5 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, reject, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// A cost of recycling a unit card of its player's trash (416.6: chosen, not targeted), to the bottom of the Main Deck (416.1);
// with the trash given, it must hold a unit card, or the cost can't be paid and the ability is not played.
describe("recycling a unit from your trash as a cost (SFD-019 Assembly Rig)", () => {
  const board = (trash: string[]) => ({ players: [{ id: "p1", deckSize: 20, trash }, { id: "p2", deckSize: 20 }] });

  it("is executable", async () => {
    await executable("SFD-019");
  });

  it("the unit card is recycled from the trash and a 3-Might Mech token is played to its controller's base", async () => {
    const r = await check({
      name: "",
      board: board(["Feral Strength", "Vanguard Sergeant"]),
      objects: [card("ar", "Assembly Rig", "p1", "base")],
      chain: [{ id: "a", source: "ar", ability: 0, controller: "p1" }],
      expect: {
        instructions: { a: ["EXECUTED"] },
        objects: { ar: { exhausted: true }, "a.token1": { zone: "BASE", might: 3, controller: "p1" } },
        players: { p1: { trash: ["Feral Strength"] } },
        cites: { a: ["416.1"] },
      },
    });
    expect(text(r)).toMatch(/recycles Vanguard Sergeant/);
  });

  it("two different unit cards: its controller chooses which one", async () => {
    await check({
      name: "",
      board: board(["Vanguard Sergeant", "Playful Phantom"]),
      objects: [card("ar", "Assembly Rig", "p1", "base")],
      chain: [{ id: "a", source: "ar", ability: 0, controller: "p1" }],
      choices: [{ item: "a", index: 0, option: "Playful Phantom" }],
      expect: { objects: { "a.token1": { zone: "BASE", might: 3 } }, players: { p1: { trash: ["Vanguard Sergeant"] } } },
    });
  });

  it("no unit card in the trash: the cost can't be paid, nothing is played", async () => {
    const r = await check({
      name: "",
      board: board(["Feral Strength"]),
      objects: [card("ar", "Assembly Rig", "p1", "base")],
      chain: [{ id: "a", source: "ar", ability: 0, controller: "p1" }],
      expect: { kinds: { a: { PLAY_ILLEGAL: true } }, objects: { ar: { exhausted: false } }, players: { p1: { trash: ["Feral Strength"] } } },
    });
    expect(r.finalBoard.objects.some((o) => o.id === "a.token1")).toBe(false);
  });
});

// A card's own play restriction (054.1: a "can't" beats a "can"): only to a battlefield its player conquered this turn, as
// the board's battlefieldsConqueredThisTurn says, whoever plays it and by whatever means (a card on the chain, an effect).
describe("may be played only to a battlefield its controller conquered earlier this turn (SFD-015 Perched Grimwyrm)", () => {
  const board = (conquered: string[], hand?: string[]) => ({
    players: [{ id: "p1", deckSize: 20, battlefieldsConqueredThisTurn: conquered, ...(hand ? { hand } : {}) }, { id: "p2", deckSize: 20 }],
    battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2", controller: "p1" }],
  });

  it("is executable", async () => {
    await executable("SFD-015");
  });

  it("played to a battlefield p1 conquered this turn: it enters there", async () => {
    await check({
      name: "",
      board: board(["bf2"]),
      chain: [{ id: "pg", card: "Perched Grimwyrm", controller: "p1", battlefield: "bf2" }],
      expect: { kinds: { pg: { PLAY_ILLEGAL: false } }, objects: { pg: { zone: "BATTLEFIELD", battlefield: "bf2", controller: "p1" } } },
    });
  });

  it("to a battlefield not conquered this turn, or to base: the play is undone", async () => {
    for (const at of [{ battlefield: "bf1" }, {}]) {
      const r = await check({
        name: "",
        board: board(["bf2"]),
        chain: [{ id: "pg", card: "Perched Grimwyrm", controller: "p1", ...at }],
        expect: { kinds: { pg: { PLAY_ILLEGAL: true } } },
      });
      expect(r.finalBoard.objects.some((o) => o.id === "pg")).toBe(false);
      expect(text(r)).toMatch(/conquered this turn/);
    }
  });

  it("played from hand by Here to Help to a battlefield p1 controls: only if p1 conquered it this turn", async () => {
    await check({
      name: "",
      board: board(["bf1"], ["Perched Grimwyrm"]),
      chain: [{ id: "hh", card: "Here to Help", controller: "p1" }],
      choices: [{ item: "hh", index: 0, accept: true }, { item: "hh", index: 1, option: "bf1" }],
      expect: { instructions: { hh: ["EXECUTED"] }, objects: { "hh.played": { zone: "BATTLEFIELD", battlefield: "bf1" } }, players: { p1: { handSize: 0 } } },
    });
    const r = await check({
      name: "",
      board: board([], ["Perched Grimwyrm"]),
      chain: [{ id: "hh", card: "Here to Help", controller: "p1" }],
      choices: [{ item: "hh", index: 0, accept: true }, { item: "hh", index: 1, option: "bf1" }],
      expect: { instructions: { hh: ["IGNORED"] } },
    });
    expect(r.finalBoard.objects.some((o) => o.id === "hh.played")).toBe(false);
    expect(text(r)).toMatch(/conquered this turn/);
  });

  it("an unknown battlefield in battlefieldsConqueredThisTurn is rejected", async () => {
    await reject({ board: board(["bf9"]), chain: [{ id: "pg", card: "Perched Grimwyrm", controller: "p1", battlefield: "bf2" }] });
  });
});

// A legend's two triggers: a rune its controller recycles (by an instruction, noticed by the engine; or as a Power cost paid
// outside the engine, placed by the caller), then a Gold gear token played exhausted if the legend is exhausted for it; and
// the units of its controller's opponents dying, once for each event however many died in it (370.1.a.2, 383.2.c).
describe("when you recycle a rune / when one or more enemy units die (SFD-203 Battle Mistress)", () => {
  it("is executable", async () => {
    await executable("SFD-203");
  });

  it("two enemy units die together: the legend is readied, by one trigger", async () => {
    const r = await check({
      name: "",
      objects: [card("bm", "Battle Mistress", "p1", "base", { exhausted: true }), unit("e1", "p2", "bf1", { might: 1 }), unit("e2", "p2", "bf1", { might: 1 }), unit("f", "p1", "bf2", { might: 3 })],
      chain: [{ id: "fb", card: "Flurry of Blades", controller: "p1" }],
      expect: { objects: { bm: { exhausted: false }, e1: { zone: "TRASH" }, e2: { zone: "TRASH" } }, instructions: { "bm.a1": ["EXECUTED"] } },
    });
    expect(r.steps.some((s) => s.chainItem?.startsWith("bm.a1#"))).toBe(false);
  });

  it("only its controller's own unit dies: no trigger, the legend stays exhausted", async () => {
    const r = await check({
      name: "",
      objects: [card("bm", "Battle Mistress", "p1", "base", { exhausted: true }), unit("f", "p1", "bf1", { might: 1 }), unit("e", "p2", "bf2", { might: 3 })],
      chain: [{ id: "fb", card: "Flurry of Blades", controller: "p1" }],
      expect: { objects: { bm: { exhausted: true }, f: { zone: "TRASH" } } },
    });
    expect(r.steps.some((s) => s.chainItem?.startsWith("bm.a1"))).toBe(false);
  });

  it("a rune recycled by an instruction (Sigil of the Storm): exhausted, a Gold gear token is played exhausted", async () => {
    await check({
      name: "",
      board: { battlefields: [{ id: "ss", card: "Sigil of the Storm", controller: "p1" }, { id: "bf2" }] },
      objects: [card("bm", "Battle Mistress", "p1", "base"), unit("u", "p1", "ss")],
      chain: [{ id: "c", source: "ss", ability: 0, controller: "p1" }],
      choices: [{ item: "bm.a0", index: 0, accept: true }],
      expect: { instructions: { "bm.a0": ["EXECUTED", "EXECUTED"] }, objects: { bm: { exhausted: true }, "bm.a0.token1": { zone: "BASE", exhausted: true, controller: "p1" } } },
    });
  });

  it("placed by the caller for a rune recycled to pay a cost; declined: nothing is played", async () => {
    await check({
      name: "",
      objects: [card("bm", "Battle Mistress", "p1", "base")],
      chain: [{ id: "t", source: "bm", ability: 0, controller: "p1" }],
      choices: [{ item: "t", index: 0, accept: true }],
      expect: { objects: { bm: { exhausted: true }, "t.token1": { zone: "BASE", exhausted: true } } },
    });
    const r = await check({
      name: "",
      objects: [card("bm", "Battle Mistress", "p1", "base")],
      chain: [{ id: "t", source: "bm", ability: 0, controller: "p1" }],
      choices: [{ item: "t", index: 0, accept: false }],
      expect: { objects: { bm: { exhausted: false } } },
    });
    expect(r.finalBoard.objects.some((o) => o.id === "t.token1")).toBe(false);
  });

  it("an opponent's rune recycled: no trigger", async () => {
    const r = await check({
      name: "",
      board: { battlefields: [{ id: "ss", card: "Sigil of the Storm", controller: "p2" }, { id: "bf2" }] },
      objects: [card("bm", "Battle Mistress", "p1", "base"), unit("u", "p2", "ss")],
      chain: [{ id: "c", source: "ss", ability: 0, controller: "p2" }],
      expect: { instructions: { c: ["EXECUTED"] }, objects: { bm: { exhausted: false } } },
    });
    expect(r.steps.some((s) => s.chainItem?.startsWith("bm.a0"))).toBe(false);
  });
});

// A battlefield's grant of an activated ability to its controller's legends while that player controls it: played as the
// legend's ability numbered after its own (Relentless Storm has one, so the granted one is ability 1); the legend is exhausted
// to pay for it, and the chosen Equipment of its controller is attached to the chosen unit they control.
describe("friendly legends have an attach ability while you control this battlefield (SFD-208 Forge of the Fluft)", () => {
  const scenario = (controller: string, player = "p1") => ({
    name: "",
    board: { battlefields: [{ id: "ff", card: "Forge of the Fluft", controller }, { id: "bf2" }] },
    objects: [card("lg", "Relentless Storm", player, "base"), unit("u", player, "ff"), card("ds", "Doran's Shield", player, "base")],
    chain: [{ id: "a", source: "lg", ability: 1, controller: player, targets: ["ds", "u"] }],
  });

  it("is executable", async () => {
    await executable("SFD-208");
  });

  it("p1 controls it: p1's legend is exhausted and the Equipment is attached to the unit", async () => {
    await check({
      ...scenario("p1"),
      expect: { instructions: { a: ["EXECUTED"] }, objects: { lg: { exhausted: true }, ds: { attachedTo: "u" } } },
    });
  });

  it("the battlefield controlled by an opponent, or by nobody: the legend has no such ability, the play is undone", async () => {
    for (const board of [scenario("p2"), { ...scenario("p1"), board: { battlefields: [{ id: "ff", card: "Forge of the Fluft" }, { id: "bf2" }] } }]) {
      const r = await check({ ...board, expect: { kinds: { a: { PLAY_ILLEGAL: true } }, objects: { lg: { exhausted: false }, ds: { attachedTo: null } } } });
      expect(text(r)).toMatch(/only while p1 controls it/);
    }
  });
});

// An Equipment's effect text giving a keyword to a group: the unit's ability while the Equipment is attached (136.2; inactive
// unattached, 136.2.b), "your" its controller and "here" its location. Seen through an object described by its text that
// gives +1 Might to units with [Ganking].
describe("an Equipment's effect text giving your units here a keyword (SFD-192 Shurelya's Requiem)", () => {
  const counter = { id: "g", owner: "p1", location: "BASE" as const, type: "unit", might: 1, text: "Units with [Ganking] have +1 {might}." };

  it("is executable", async () => {
    await executable("SFD-192");
  });

  it("attached to a unit at bf1: p1's units there have Ganking; p1's unit elsewhere and p2's unit there do not", async () => {
    await check({
      name: "",
      objects: [
        counter, unit("u", "p1", "bf1"), card("sr", "Shurelya's Requiem", "p1", "bf1", { attachedTo: "u" }),
        unit("v", "p1", "bf1"), unit("w", "p1", "bf2"), unit("e", "p2", "bf1"),
      ],
      chain: [],
      expect: { objects: { u: { might: 6 }, v: { might: 4 }, w: { might: 3 }, e: { might: 3 }, g: { might: 1 } } }, // u: 3, +2 from the Equipment, +1
    });
  });

  it("unattached in base: no unit has Ganking from it", async () => {
    await check({
      name: "",
      objects: [counter, card("sr", "Shurelya's Requiem", "p1", "base"), unit("h", "p1", "base"), unit("v", "p1", "bf1")],
      chain: [],
      expect: { objects: { h: { might: 3 }, v: { might: 3 }, g: { might: 1 } } },
    });
  });
});

// Paying any amount of one resource to add as much of the other: resources are not part of the board, so the payment and
// the addition are recorded (the amount is chosen as it is paid, outside the engine); the gear is exhausted to pay the cost.
describe("pay any amount of one resource to add that much of the other (SFD-083 Hextech Anomaly, SFD-117 Ancient Henge)", () => {
  it("are executable", async () => {
    await executable("SFD-083", "SFD-117");
  });

  it("Hextech Anomaly: exhausted, Power paid, Energy added (recorded)", async () => {
    const r = await check({
      name: "",
      objects: [card("ha", "Hextech Anomaly", "p1", "base")],
      chain: [{ id: "a", source: "ha", ability: 0, controller: "p1" }],
      expect: { instructions: { a: ["EXECUTED", "EXECUTED"] }, objects: { ha: { exhausted: true } } },
    });
    expect(text(r)).toMatch(/pays any amount of \{any\}/);
    expect(text(r)).toMatch(/adds as much Energy as was paid/);
    expect(text(r)).not.toMatch(/as much Power/);
  });

  it("Ancient Henge: Energy paid, Power added; not the other way round", async () => {
    const r = await check({
      name: "",
      objects: [card("ah", "Ancient Henge", "p1", "base")],
      chain: [{ id: "a", source: "ah", ability: 0, controller: "p1" }],
      expect: { instructions: { a: ["EXECUTED", "EXECUTED"] }, objects: { ah: { exhausted: true } } },
    });
    expect(text(r)).toMatch(/pays any amount of Energy/);
    expect(text(r)).toMatch(/adds as much Power \(\{any\}\) as was paid/);
    expect(text(r)).not.toMatch(/as much Energy/);
  });
});

// A battlefield's restriction on scoring there: a Score of a battlefield (conquering or holding it, 471) happens outside chain
// resolution, so the engine has nothing to apply; an instruction's score names no battlefield and is not stopped by it.
describe("no scoring here before a player's third turn (SFD-209 Forgotten Monument)", () => {
  it("is executable", async () => {
    await executable("SFD-209");
  });

  it("Yasuo, Windrider at the Monument moved a third time: p1 still scores 1 by the instruction", async () => {
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, points: 2 }, { id: "p2", deckSize: 20 }], battlefields: [{ id: "bf1", card: "Forgotten Monument" }, { id: "bf2" }] },
      objects: [card("y", "Yasuo, Windrider", "p1", "bf1", { movesThisTurn: 2 })],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["y"], destination: "base" }],
      expect: { objects: { y: { zone: "BASE" } }, kinds: { "y.a1": { INSTRUCTION: true } } },
    });
    expect(text(r)).toMatch(/p1 scores 1 point \(now 3\)/);
  });
});

// A delayed passive ability (391): the next spell its controller plays after it resolves has [Repeat] with its own cost as the
// Repeat cost (paid outside the engine, the item's repeat). A spell played before it resolved does not get it.
describe("the next spell you play this turn gets Repeat equal to its cost (SFD-078 Temporal Portal)", () => {
  it("is executable", async () => {
    await executable("SFD-078");
  });

  it("Feral Strength played after it resolves, its Repeat cost paid: its effect runs twice", async () => {
    const r = await check({
      name: "",
      objects: [card("tp", "Temporal Portal", "p1", "base"), unit("u", "p1", "bf1", { might: 3 })],
      chain: [
        { id: "a", source: "tp", ability: 0, controller: "p1" },
        { id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"], repeat: true, repeatTargets: ["u"], playedAfter: "a" },
      ],
      expect: { objects: { tp: { exhausted: true }, u: { might: 7 } }, kinds: { fs: { DELAYED: true, REPEAT: true } } },
    });
    expect(text(r)).toMatch(/has \[Repeat\] with its own cost/);
  });

  it("a spell played before it resolved does not get it", async () => {
    await check({
      name: "",
      objects: [card("tp", "Temporal Portal", "p1", "base"), unit("u", "p1", "bf1", { might: 3 })],
      chain: [{ id: "a", source: "tp", ability: 0, controller: "p1" }, { id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }],
      expect: { objects: { u: { might: 5 } }, kinds: { fs: { DELAYED: false } } },
    });
  });
});
