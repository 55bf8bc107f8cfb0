// More compiled vocabulary through resolveChain over HTTP: choices between instructions, counts, one-shot
// replacements, pairs, move triggers, Flow, activation restrictions, Weaponmaster and predict — each with
// a real card of the library, compiled from its text.
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const explanations = (r: { steps: { chainItem: string | null; kind: string; explanation: string }[] }, item: string) =>
  r.steps.filter((s) => s.chainItem === item && s.kind === "INSTRUCTION").map((s) => s.explanation).join(" | ");

describe("a choice between two instructions: the controller picks one", () => {
  it("Qiyana's conquest: draw, or channel a rune", async () => {
    await executable("Qiyana, Victorious");
    const base = {
      name: "",
      board: { battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
      objects: [card("q", "Qiyana, Victorious", "p1", "base")],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["q"], destination: "bf1" }],
    };
    await check({ ...base, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "q.a1", options: ["0", "1"] } } });
    await check({ ...base, choices: [{ item: "q.a1", index: 0, option: "0" }], expect: { instructions: { "q.a1": ["EXECUTED"] }, players: { p1: { handSize: 1 } } } });
    const r = await check({ ...base, choices: [{ item: "q.a1", index: 0, option: "1" }], expect: { instructions: { "q.a1": ["EXECUTED"] }, players: { p1: { handSize: 0 } } } });
    expect(explanations(r, "q.a1")).toMatch(/channels 1 rune/);
  });
});

describe("counts: draws per matching unit of its controller", () => {
  it("Kadregrin counts Mighty units (5+ Might) as it resolves", async () => {
    await executable("Kadregrin the Infernal");
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1", { might: 5 }), unit("b", "p1", "bf1", { might: 4 }), unit("e", "p2", "bf1", { might: 7 })],
      chain: [{ id: "k", card: "Kadregrin the Infernal", controller: "p1", destination: "base" }],
      expect: { instructions: { "k.a0": ["EXECUTED"] }, players: { p1: { handSize: 2 } } }, // a and Kadregrin himself
    });
  });
});

describe("a one-shot death replacement on a chosen unit", () => {
  it("Highlander: the chosen unit is healed, exhausted and recalled instead of dying", async () => {
    await executable("Highlander");
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { might: 3 })],
      chain: [
        { id: "hr", card: "Hextech Ray", controller: "p2", targets: ["u"] },
        { id: "hl", card: "Highlander", controller: "p1", targets: ["u"] },
      ],
      expect: { instructions: { hl: ["EXECUTED", "EXECUTED"], hr: ["EXECUTED"] }, objects: { u: { zone: "BASE", damage: 0, exhausted: true } } },
    });
    expect(r.steps.some((s) => s.kind === "REPLACEMENT" && s.explanation.includes("did not die"))).toBe(true);
  });
});

describe("two units at once", () => {
  it("Facebreaker: one verb for two targets; the second must share the first's battlefield", async () => {
    await executable("Facebreaker");
    await check({
      name: "",
      objects: [unit("f", "p1", "bf1"), unit("e", "p2", "bf2")],
      chain: [{ id: "fb", card: "Facebreaker", controller: "p1", targets: ["f", "e"] }],
      expect: { playIllegal: { fb: { f: true, e: "same battlefield" } } },
    });
    await check({
      name: "",
      objects: [unit("f", "p1", "bf1"), unit("e", "p2", "bf1")],
      chain: [{ id: "fb", card: "Facebreaker", controller: "p1", targets: ["f", "e"] }],
      expect: { instructions: { fb: ["EXECUTED", "EXECUTED"] } },
    });
  });

  it("Clash of Giants: one slot of two units that damage each other", async () => {
    await executable("Clash of Giants");
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1", { might: 2 }), unit("b", "p2", "bf2", { might: 6 })],
      chain: [{ id: "cg", card: "Clash of Giants", controller: "p1", targets: ["a", "b"] }],
      expect: { objects: { a: { zone: "TRASH" }, b: { damage: 2 } } },
    });
  });
});

describe("move triggers (noticed as a move happens during the chain)", () => {
  it("Stellacorn Herder draws when a spell moves it", async () => {
    await executable("Stellacorn Herder");
    await check({
      name: "",
      objects: [card("sh", "Stellacorn Herder", "p1", "base")],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["sh"], destination: "bf2" }],
      expect: { instructions: { "sh.a0": ["EXECUTED"] }, players: { p1: { handSize: 1 } } },
    });
  });
});

describe("Flow (829): played from the trash, then banished instead of going to the trash", () => {
  it("Dredge Up", async () => {
    await executable("Dredge Up");
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", hand: [], trash: ["Dredge Up"], deckSize: 20 }, { id: "p2", deckSize: 20 }] },
      chain: [{ id: "du", card: "Dredge Up", controller: "p1", playedFrom: "TRASH" }],
      expect: { instructions: { du: ["EXECUTED"] }, players: { p1: { handSize: 1, trash: [] } } },
    });
    expect(r.steps.find((s) => s.kind === "ITEM_ENDS" && s.chainItem === "du")?.explanation).toContain("banished");
  });

  it("played from the hand it goes to the trash as usual", async () => {
    await check({
      name: "",
      board: { players: [{ id: "p1", hand: [], trash: [], deckSize: 20 }, { id: "p2", deckSize: 20 }] },
      chain: [{ id: "du", card: "Dredge Up", controller: "p1" }],
      expect: { players: { p1: { trash: ["Dredge Up"] } } },
    });
  });
});

describe("an activated ability restricted to its source being at a battlefield", () => {
  it("Caitlyn's ability can't be played from base; at a battlefield it deals her Might", async () => {
    await executable("Caitlyn, Patrolling");
    await check({
      name: "",
      objects: [card("c", "Caitlyn, Patrolling", "p1", "base"), unit("e", "p2", "bf1", { might: 9 })],
      chain: [{ id: "ab", source: "c", ability: 1, controller: "p1", targets: ["e"] }],
      expect: { kinds: { ab: { PLAY_ILLEGAL: true, ITEM_BEGINS: false } }, objects: { e: { damage: 0 }, c: { exhausted: false } } },
    });
    await check({
      name: "",
      objects: [card("c", "Caitlyn, Patrolling", "p1", "bf1"), unit("e", "p2", "bf1", { might: 9 })],
      chain: [{ id: "ab", source: "c", ability: 1, controller: "p1", targets: ["e"] }],
      expect: { instructions: { ab: ["EXECUTED"] }, objects: { c: { exhausted: true } } },
    });
  });
});

describe("attach (434): Weaponmaster's play effect, and predict (436)", () => {
  it("Sentinel Adept attaches an Equipment its controller controls", async () => {
    await check({
      name: "",
      objects: [card("eq", "B.F. Sword", "p1", "base")],
      chain: [{ id: "sa", card: "Sentinel Adept", controller: "p1", destination: "bf1", targets: ["eq"] }],
      expect: { instructions: { "sa.a0": ["EXECUTED"] }, objects: { eq: { attachedTo: "sa", zone: "BATTLEFIELD", battlefield: "bf1" } } },
    });
  });

  it("Spinning Axe: [Temporary] after its [Equip] is its own (no [Effect] marker); Quick-Draw attaches it as it is played", async () => {
    await executable("Spinning Axe");
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { might: 2 })],
      chain: [{ id: "ax", card: "Spinning Axe", controller: "p1", targets: ["u"] }],
      expect: { objects: { ax: { attachedTo: "u", zone: "BATTLEFIELD", battlefield: "bf1" }, u: { might: 5 } } },
    });
  });

  it("Hexdrinker's effect text [Deflect] is the equipped unit's (136.2, 809): an opponent's spell choosing it costs more", async () => {
    expect((await data(`{ card(name: "Hexdrinker", asOf: "2026-08-01") { executable } }`)).card?.executable).toBe(true);
    const ray = async (attached: boolean) => {
      const r = await check({
        name: "",
        objects: [unit("u", "p1", "bf1", { might: 5 }), card("hx", "Hexdrinker", "p1", "bf1", attached ? { attachedTo: "u" } : {})],
        chain: [{ id: "hr", card: "Hextech Ray", controller: "p2", targets: ["u"] }],
        expect: { instructions: { hr: ["EXECUTED"] }, objects: { u: { damage: 3 } } },
      });
      return r.steps.find((s) => s.kind === "ITEM_ADDED" && s.chainItem === "hr")?.explanation ?? "";
    };
    expect(await ray(true)).toContain("Deflect makes it cost 1 more");
    expect(await ray(false)).not.toContain("Deflect");
  });

  it("Scrutinizing Sergeant: gain 1 XP for each friendly unit, itself included, counted as the ability resolves", async () => {
    await executable("Scrutinizing Sergeant");
    await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, xp: 1 }, { id: "p2", deckSize: 20 }] },
      objects: [unit("a", "p1", "bf1"), unit("b", "p1", "base"), unit("e", "p2", "bf1")],
      chain: [{ id: "ss", card: "Scrutinizing Sergeant", controller: "p1", destination: "base" }],
      expect: { instructions: { "ss.a0": ["EXECUTED"] }, players: { p1: { xp: 4 }, p2: { xp: 0 } } },
    });
  });

  it("[Vision] predicts: the top card is recycled when its controller says so", async () => {
    await check({
      name: "",
      board: { players: [{ id: "p1", hand: [], deck: ["Wind Wall", "Hextech Ray"] }, { id: "p2", deckSize: 20 }] },
      chain: [{ id: "mp", card: "Mystic Poro", controller: "p1", destination: "base" }],
      choices: [{ item: "mp.a0", index: 0, objects: ["none"] }],
      expect: { instructions: { "mp.a0": ["EXECUTED"] } },
    });
  });
});
