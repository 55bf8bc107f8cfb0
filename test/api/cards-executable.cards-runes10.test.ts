// Phrases made executable on the cards-runes10 branch: readying an exhausted "something" and a group of units, gear and runes,
// with runes the board lists as objects (type rune, in their controller's base) so that one can be chosen. Real cards of the
// library, compiled from their text; the card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, reject, resolve, unit } from "../helpers/scenario-http.js";

type Steps = { steps: { chainItem: string | null; kind: string; outcome: string | null; explanation: string }[] };
const text = (r: Steps) => r.steps.map((s) => s.explanation).join(" | ");
const triggered = (r: Steps, item: string) => r.steps.some((s) => s.chainItem === item && s.kind === "ITEM_ADDED");

const rune = (id: string, owner: string, extra: Record<string, unknown> = {}) => card(id, "Fury Rune", owner, "base", { exhausted: true, ...extra });

// A rune the board lists as an object: a chosen object like a unit or gear, one of the runes its controller's `runes` counts.
describe("runes listed as board objects", () => {
  it("a rune is in its controller's base: one at a battlefield is rejected", async () => {
    const e = await reject({ objects: [card("r1", "Fury Rune", "p1", "bf1")], chain: [] });
    expect(e.message).toMatch(/a rune is in its controller's base/);
  });

  it("the player's runes count can't be less than the runes listed", async () => {
    const e = await reject({ board: { players: [{ id: "p1", runes: 1 }, { id: "p2" }] }, objects: [rune("r1", "p1"), rune("r2", "p1")], chain: [] });
    expect(e.message).toMatch(/can't be less than the 2 listed as objects/);
  });

  it("a described rune (type rune) is on the final board as given", async () => {
    const r = await resolve({ objects: [{ id: "r1", owner: "p1", type: "rune", location: "BASE", exhausted: true }], chain: [] });
    expect(r.finalBoard.objects.find((o) => o.id === "r1")).toMatchObject({ zone: "BASE", exhausted: true, controller: "p1", might: null });
  });

  it("'ready your runes' readies the runes listed; for 'ready up to 2 runes' the player is asked which listed ones", async () => {
    const readier = { id: "g", owner: "p1", type: "gear", text: "{exhaust}: Ready your runes.", location: "BASE" as const };
    await check({
      name: "",
      objects: [readier, rune("r1", "p1"), rune("r2", "p1")],
      chain: [{ id: "a", source: "g", ability: 0, controller: "p1" }],
      expect: { instructions: { a: ["EXECUTED"] }, objects: { r1: { exhausted: false }, r2: { exhausted: false } } },
    });
    const curator = (choices: { item: string; index: number; accept?: boolean; objects?: string[] }[]) => ({
      name: "",
      objects: [card("cs", "Curator of the Sands", "p1", "base"), rune("r1", "p1"), rune("r2", "p1"), rune("r3", "p1"), rune("q", "p2")],
      chain: [{ id: "mm", card: "Mega-Mech", controller: "p1", destination: "base" }],
      choices: [{ item: "cs.a0", index: 0, accept: true }, ...choices],
    });
    const asked = await resolve(curator([]));
    expect(asked.pendingChoice).toMatchObject({ item: "cs.a0", player: "p1", options: ["r1", "r2", "r3"] });
    const r = await check({
      ...curator([{ item: "cs.a0", index: 1, objects: ["r1", "r3"] }]),
      expect: { instructions: { "cs.a0": ["EXECUTED", "EXECUTED"] }, objects: { r1: { exhausted: false }, r2: { exhausted: true }, r3: { exhausted: false }, q: { exhausted: true }, cs: { exhausted: true } } },
    });
    expect(text(r)).toMatch(/Fury Rune \(r1\), Fury Rune \(r3\) are readied/);
    await check({ ...curator([{ item: "cs.a0", index: 1, objects: ["r1", "r2", "r3"] }]), expect: { instructions: { "cs.a0": ["EXECUTED", "IGNORED"] }, objects: { r1: { exhausted: true } } } });
    await check({ ...curator([{ item: "cs.a0", index: 1, objects: ["r1"] }]), expect: { objects: { r1: { exhausted: false }, r2: { exhausted: true } } } });
  });

  it("without runes listed, readying runes is recorded as before", async () => {
    await check({
      name: "",
      objects: [card("cs", "Curator of the Sands", "p1", "base")],
      chain: [{ id: "mm", card: "Mega-Mech", controller: "p1", destination: "base" }],
      choices: [{ item: "cs.a0", index: 0, accept: true }],
      expect: { instructions: { "cs.a0": ["EXECUTED", "EXECUTED"] } },
    });
  });
});

// A first-move-of-the-turn trigger that may ready another exhausted object: the move trigger, only for the unit's first
// move of the turn (the board's movesThisTurn, or its abilitiesUsedThisTurn); the target any object on the board but the unit
// itself (a unit, gear, legend or a listed rune, any player's), exhausted as it is chosen and as it resolves.
describe("OGN-162 Miss Fortune, Captain", () => {
  const moved = (extra: Record<string, unknown> = {}) => ({
    name: "",
    objects: [card("mf", "Miss Fortune, Captain", "p1", "base", extra), rune("r1", "p1"), card("g", "Orb of Regret", "p1", "base", { exhausted: true }), rune("r2", "p2", { exhausted: false })],
    chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["mf"], destination: "bf1" }],
  });

  it("is executable", async () => {
    await executable("OGN-162");
  });

  it("her first move: p1 chooses an exhausted rune and readies it", async () => {
    const r = await check({
      ...moved(),
      choices: [{ item: "mf.a2", index: 0, objects: ["r1"] }, { item: "mf.a2", index: 1, accept: true }],
      expect: { targets: { "mf.a2": { r1: true } }, instructions: { "mf.a2": ["EXECUTED"] }, objects: { r1: { exhausted: false }, g: { exhausted: true }, mf: { battlefield: "bf1" } }, cites: { "mf.a2": ["415.1"] } },
    });
    expect(text(r)).toMatch(/Readies Fury Rune \(r1\)/);
  });

  it("the choices offered are the exhausted objects other than her; a gear chosen and readied", async () => {
    const r = await resolve(moved());
    expect(r.pendingChoice).toMatchObject({ item: "mf.a2", index: 0, options: ["r1", "g"] });
    await check({
      ...moved(),
      choices: [{ item: "mf.a2", index: 0, objects: ["g"] }, { item: "mf.a2", index: 1, accept: true }],
      expect: { objects: { g: { exhausted: false }, r1: { exhausted: true } } },
    });
  });

  it("declined: what was chosen stays exhausted", async () => {
    await check({
      ...moved(),
      choices: [{ item: "mf.a2", index: 0, objects: ["r1"] }, { item: "mf.a2", index: 1, accept: false }],
      expect: { objects: { r1: { exhausted: true } } },
    });
  });

  it("a ready rune, or she herself, is not a legal choice: the trigger's play is undone", async () => {
    const ready = await check({ ...moved(), choices: [{ item: "mf.a2", index: 0, objects: ["r2"] }], expect: { playIllegal: { "mf.a2": { r2: "it must be exhausted, but it is ready" } }, objects: { r2: { exhausted: false } } } });
    expect(triggered(ready, "mf.a2")).toBe(false);
    await check({ ...moved({ exhausted: true }), chain: [{ id: "ch", card: "Charm", controller: "p2", targets: ["mf"], destination: "bf1" }], choices: [{ item: "mf.a2", index: 0, objects: ["mf"] }], expect: { playIllegal: { "mf.a2": { mf: "another object than the source" } } } });
  });

  it("an opponent's exhausted rune may be chosen (something, not only a friendly one)", async () => {
    await check({
      ...moved(),
      objects: [...moved().objects.slice(0, 3), rune("r2", "p2")],
      choices: [{ item: "mf.a2", index: 0, objects: ["r2"] }, { item: "mf.a2", index: 1, accept: true }],
      expect: { objects: { r2: { exhausted: false, controller: "p2" } } },
    });
  });

  it("she already moved this turn (the board's movesThisTurn): the move is not her first, no trigger", async () => {
    const r = await check({ ...moved({ movesThisTurn: 1 }), expect: { objects: { mf: { battlefield: "bf1" }, r1: { exhausted: true } } } });
    expect(triggered(r, "mf.a2")).toBe(false);
    expect(text(r)).toMatch(/already moved 1 time this turn/);
  });

  it("the rune readied by something else before it resolves is no longer a legal target", async () => {
    // Acceleration Gate played once the move has resolved, so after the trigger went on the chain choosing r1: it readies r1 first
    await check({
      ...moved(),
      chain: [...moved().chain, { id: "ag", card: "Acceleration Gate", controller: "p1", targets: ["r1"], playedAfter: "rw" }],
      choices: [{ item: "mf.a2", index: 0, objects: ["r1"] }, { item: "mf.a2", index: 1, accept: true }],
      expect: { targets: { "mf.a2": { r1: "it must be exhausted" } }, instructions: { ag: ["EXECUTED"], "mf.a2": ["IGNORED"] }, objects: { r1: { exhausted: false } } },
    });
  });
});

// A trigger on being played or on the first non-token gear played each turn, that may ready another exhausted object:
// its play effect, and a non-token gear its controller plays while it is on the board when none was played before this turn
// (the board's playedNonTokenGearThisTurn, then the chain's plays); tokens don't count.
describe("VEN-068 Jayce, Brilliant Inventor", () => {
  const jayce = card("jc", "Jayce, Brilliant Inventor", "p1", "base");

  it("is executable", async () => {
    await executable("VEN-068");
  });

  it("played: he enters exhausted, and is not offered; an exhausted rune is readied", async () => {
    const objects = [rune("r1", "p1"), unit("u", "p1", "base", { exhausted: true })];
    const chain = [{ id: "jc", card: "Jayce, Brilliant Inventor", controller: "p1", destination: "base" }];
    const r = await resolve({ objects, chain });
    expect(r.pendingChoice).toMatchObject({ item: "jc.a0", index: 0, options: ["r1", "u"] });
    await check({
      name: "",
      objects,
      chain,
      choices: [{ item: "jc.a0", index: 0, objects: ["r1"] }, { item: "jc.a0", index: 1, accept: true }],
      expect: { instructions: { "jc.a0": ["EXECUTED"] }, objects: { r1: { exhausted: false }, u: { exhausted: true }, jc: { exhausted: true } } },
    });
  });

  it("an exhausted legend is something besides him too, any player's", async () => {
    await check({
      name: "",
      objects: [card("lg", "Curator of the Sands", "p2", "base", { exhausted: true })],
      chain: [{ id: "jc", card: "Jayce, Brilliant Inventor", controller: "p1", destination: "base" }],
      choices: [{ item: "jc.a0", index: 0, objects: ["lg"] }, { item: "jc.a0", index: 1, accept: true }],
      expect: { targets: { "jc.a0": { lg: true } }, objects: { lg: { exhausted: false, controller: "p2" } } },
    });
  });

  it("the first non-token gear p1 plays this turn triggers it: an exhausted unit is readied", async () => {
    const r = await check({
      name: "",
      objects: [jayce, unit("u", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "o", card: "Orb of Regret", controller: "p1", destination: "base" }],
      choices: [{ item: "jc.a0", index: 0, objects: ["u"] }, { item: "jc.a0", index: 1, accept: true }],
      expect: { instructions: { "jc.a0": ["EXECUTED"] }, objects: { u: { exhausted: false }, o: { zone: "BASE" } } },
    });
    expect(triggered(r, "jc.a0")).toBe(true);
  });

  it("a non-token gear played earlier this turn (the board says so): no trigger", async () => {
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, playedNonTokenGearThisTurn: true }, { id: "p2", deckSize: 20 }] },
      objects: [jayce, unit("u", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "o", card: "Orb of Regret", controller: "p1", destination: "base" }],
      expect: { objects: { u: { exhausted: true } } },
    });
    expect(triggered(r, "jc.a0")).toBe(false);
    expect(text(r)).toMatch(/not the first non-token gear they played this turn/);
  });

  it("two gears played on the chain: only the first triggers it", async () => {
    const r = await check({
      name: "",
      objects: [jayce, unit("u", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "o1", card: "Orb of Regret", controller: "p1", destination: "base" }, { id: "o2", card: "Sun Disc", controller: "p1", destination: "base", playedAfter: "o1" }],
      choices: [{ item: "jc.a0", index: 0, objects: ["u"] }, { item: "jc.a0", index: 1, accept: true }],
      expect: { objects: { u: { exhausted: false } } },
    });
    expect(r.steps.filter((s) => s.kind === "ITEM_ADDED" && s.chainItem?.startsWith("jc.a0")).length).toBe(1);
  });

  it("a Gold gear token is not a non-token gear, and an opponent's gear is not p1's: no trigger", async () => {
    const r = await check({
      name: "",
      objects: [jayce, unit("u", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "bw", card: "Bushwhack", controller: "p1" }, { id: "o", card: "Orb of Regret", controller: "p2", destination: "base", playedAfter: "bw" }],
      expect: { objects: { u: { exhausted: true } } },
    });
    expect(triggered(r, "jc.a0")).toBe(false);
  });
});

// Readying up to four objects: up to four targets, each a faceup unit or gear or a listed rune, any player's.
describe("VEN-150 Acceleration Gate", () => {
  it("is executable", async () => {
    await executable("VEN-150");
  });

  it("readies an exhausted unit, gear and two runes", async () => {
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { exhausted: true }), card("g", "Orb of Regret", "p1", "base", { exhausted: true }), rune("r1", "p1"), rune("r2", "p1")],
      chain: [{ id: "ag", card: "Acceleration Gate", controller: "p1", targets: ["u", "g", "r1", "r2"] }],
      expect: { targets: { ag: { u: true, g: true, r1: true, r2: true } }, instructions: { ag: ["EXECUTED"] }, objects: { u: { exhausted: false }, g: { exhausted: false }, r1: { exhausted: false }, r2: { exhausted: false } }, cites: { ag: ["415.1"] } },
    });
    expect(text(r)).toMatch(/Readies .*Fury Rune \(r1\), Fury Rune \(r2\)/);
  });

  it("a legend is not a unit, gear or rune: not a legal choice", async () => {
    await check({
      name: "",
      objects: [card("lg", "Curator of the Sands", "p1", "base", { exhausted: true }), rune("r1", "p1")],
      chain: [{ id: "ag", card: "Acceleration Gate", controller: "p1", targets: ["lg", "r1"] }],
      expect: { playIllegal: { ag: { lg: "it is not a unit, a gear or a rune", r1: true } } },
    });
  });
});
