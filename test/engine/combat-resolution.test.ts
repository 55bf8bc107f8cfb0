/**
 * A combat's Resolution Step (466), opted into by the board's combat.step RESOLUTION: the combat cleanup (kills, heals, recalls
 * the attackers of a tie), the result and its triggers, control and conquest, the combat's end. Symbol of the Solari replaces the
 * recall of a tie its controller attacked in. Real cards of the library; units described by Might.
 */
import { describe, expect, it } from "vitest";
import { RULES_PROFILES, type GameObjectInput } from "../../src/engine/index.js";
import { at, obj, resolveWithLibrary, type Done } from "./library.js";

const unit = (id: string, owner: string, where: string, might = 3, extra: Partial<GameObjectInput> = {}): GameObjectInput => ({
  id, type: "unit", might, owner, ...(where === "base" ? { location: "BASE" as const } : { location: "BATTLEFIELD" as const, battlefield: where }), ...extra,
});
const kinds = (r: Done) => r.steps.map((s) => s.kind);
const step = (r: Done, kind: string) => r.steps.filter((s) => s.kind === kind);
const cites = (r: Done, kind: string) => step(r, kind).flatMap((s) => s.citations.map((c) => c.rup4));
const bfOut = (r: Done, id: string) => r.finalBoard.battlefields.find((b) => b.id === id)!;
const resolution = (attackers: string[], defenders: string[]) => ({ combat: { battlefield: "bf1", attackers, defenders, step: "RESOLUTION" as const } });

describe("the Resolution Step (466)", () => {
  it("a tie: the attackers are recalled (not a move), the defender keeps the battlefield, no result", () => {
    const r = resolveWithLibrary({
      board: { ...resolution(["a"], ["d"]), battlefields: [{ id: "bf1", controller: "p2" }] },
      objects: [unit("a", "p1", "bf1", 3, { damage: 2 }), unit("d", "p2", "bf1", 4, { damage: 3 })],
      chain: [],
    });
    expect(obj(r, "a").zone).toBe("BASE");
    expect(obj(r, "d").zone).toBe("BATTLEFIELD");
    expect(obj(r, "a").damage).toBe(0);
    expect(obj(r, "d").damage).toBe(0);
    expect(bfOut(r, "bf1").controller).toBe("p2");
    expect(kinds(r)).toEqual(expect.arrayContaining(["COMBAT_CLEANUP", "COMBAT_RESULT", "COMBAT_CONTROL", "COMBAT_ENDS", "CHAIN_EMPTY"]));
    expect(kinds(r).indexOf("COMBAT_ENDS")).toBeLessThan(kinds(r).indexOf("CHAIN_EMPTY"));
    expect(cites(r, "COMBAT_CLEANUP")).toEqual(expect.arrayContaining(["466.1", "466.1.a.1", "466.1.a.2", "456.1"]));
    expect(cites(r, "COMBAT_RESULT")).toContain("466.3.d");
  });

  it("Symbol of the Solari, its controller attacking: a tie recalls every unit there and leaves it uncontrolled", () => {
    const r = resolveWithLibrary({
      board: { ...resolution(["a"], ["d"]), battlefields: [{ id: "bf1", controller: "p2" }] },
      objects: [unit("a", "p1", "bf1", 3, { damage: 2 }), unit("d", "p2", "bf1", 4, { damage: 3 }), at("sym", "Symbol of the Solari", "p1", "base")],
      chain: [],
    });
    expect(obj(r, "a").zone).toBe("BASE");
    expect(obj(r, "d").zone).toBe("BASE");
    expect(bfOut(r, "bf1").controller).toBeUndefined();
    const recall = step(r, "COMBAT_CLEANUP").find((s) => s.citations.some((c) => c.id === "replacement.applies"))!;
    expect(recall.explanation).toContain("sym");
    expect(cites(r, "COMBAT_CONTROL")).toContain("466.5.b");
    expect(step(r, "TRIGGER")).toHaveLength(0);
  });

  it("Symbol of the Solari controlled by the defender does nothing", () => {
    const r = resolveWithLibrary({
      board: { ...resolution(["a"], ["d"]), battlefields: [{ id: "bf1", controller: "p2" }] },
      objects: [unit("a", "p1", "bf1", 3), unit("d", "p2", "bf1", 4), at("sym", "Symbol of the Solari", "p2", "base")],
      chain: [],
    });
    expect(obj(r, "a").zone).toBe("BASE");
    expect(obj(r, "d").zone).toBe("BATTLEFIELD");
    expect(bfOut(r, "bf1").controller).toBe("p2");
  });

  it("the attacker wins: lethal defenders die in the combat cleanup, the attacker conquers, conquest triggers read the excess damage", () => {
    const r = resolveWithLibrary({
      board: { ...resolution(["y", "pp"], ["d"]), battlefields: [{ id: "bf1", controller: "p2" }], players: [{ id: "p1", deckSize: 20, excessDamageAssigned: 3 }, { id: "p2", deckSize: 20 }] },
      objects: [at("y", "Yeti Brawler", "p1", "bf1", { damage: 1 }), at("pp", "Plundering Poro", "p1", "bf1"), unit("d", "p2", "bf1", 2, { damage: 5 })],
      choices: [{ item: "p1:trigger-order", index: 0, objects: ["y.a0", "pp.a0"] }],
      chain: [],
    });
    expect(obj(r, "d").zone).toBe("TRASH");
    expect(obj(r, "y").damage).toBe(0);
    expect(bfOut(r, "bf1").controller).toBe("p1");
    expect(step(r, "COMBAT_RESULT")[0]!.explanation).toMatch(/^p1 wins/);
    expect(cites(r, "COMBAT_CONTROL")).toContain("466.5.d");
    const gold = r.finalBoard.objects.filter((o) => o.id.includes("token"));
    expect(gold).toHaveLength(3); // two for Yeti Brawler (3 excess), one for Plundering Poro
  });

  it("the defender wins: the attackers die, the defender keeps it, nothing is conquered", () => {
    const r = resolveWithLibrary({
      board: { ...resolution(["a"], ["d"]), battlefields: [{ id: "bf1", controller: "p2" }] },
      objects: [unit("a", "p1", "bf1", 3, { damage: 3 }), unit("d", "p2", "bf1", 5, { damage: 3 })],
      chain: [],
    });
    expect(obj(r, "a").zone).toBe("TRASH");
    expect(obj(r, "d").damage).toBe(0);
    expect(bfOut(r, "bf1").controller).toBe("p2");
    expect(step(r, "COMBAT_RESULT")[0]!.explanation).toMatch(/^p2 wins/);
  });

  it("both sides die: no result, the battlefield becomes uncontrolled", () => {
    const r = resolveWithLibrary({
      board: { ...resolution(["a"], ["d"]), battlefields: [{ id: "bf1", controller: "p2" }] },
      objects: [unit("a", "p1", "bf1", 3, { damage: 3 }), unit("d", "p2", "bf1", 3, { damage: 3 })],
      chain: [],
    });
    expect(obj(r, "a").zone).toBe("TRASH");
    expect(obj(r, "d").zone).toBe("TRASH");
    expect(bfOut(r, "bf1").controller).toBeUndefined();
    expect(cites(r, "COMBAT_RESULT")).toContain("466.3.d");
  });

  it("winning fires When I win a combat, When you win a combat and a delayed ability waiting for the win", () => {
    const r = resolveWithLibrary({
      board: { ...resolution(["ce"], ["d"]), battlefields: [{ id: "bf1", controller: "p2" }] },
      objects: [at("ce", "Corrupt Enforcer", "p1", "bf1"), at("ge", "Glorious Executioner", "p1", "base"), unit("d", "p2", "bf1", 2, { damage: 4 })],
      chain: [{ id: "gr", card: "Grim Resolve", controller: "p1", targets: ["ce"] }],
      choices: [{ item: "p1:trigger-order", index: 0, objects: ["ce.a1", "ge.a0", "gr.delayed"] }],
    });
    const triggered = step(r, "TRIGGER").map((s) => s.chainItem);
    expect(triggered).toEqual(expect.arrayContaining(["ce.a1", "ge.a0", "gr.delayed"]));
    expect(r.finalBoard.players.find((p) => p.id === "p1")!.handSize).toBe(2);
    expect(r.finalBoard.players.find((p) => p.id === "p1")!.xp).toBe(2);
    expect(r.finalBoard.delayed).toHaveLength(0);
  });

  it("pinned to v1.3, a tie whose attackers were recalled is the defender's win (v1.3 has no 'no result' for it); RUP4 and v1.2 give no result", () => {
    const tie = (release: string) => resolveWithLibrary({
      board: { ...resolution(["a"], ["ce"]), battlefields: [{ id: "bf1", controller: "p2" }] },
      objects: [unit("a", "p1", "bf1", 9), at("ce", "Corrupt Enforcer", "p2", "bf1")],
      chain: [],
      profile: RULES_PROFILES[release]!,
    });
    const v13 = tie("v1.3");
    expect(obj(v13, "a").zone).toBe("BASE");
    expect(step(v13, "COMBAT_RESULT")[0]!.explanation).toMatch(/^p2 wins the combat .*under v1\.3 the player left alone at the battlefield wins/);
    expect(step(v13, "TRIGGER").map((s) => s.chainItem)).toContain("ce.a1"); // the defender's "When I win a combat"
    expect(step(v13, "COMBAT_CLEANUP")[0]!.explanation).toMatch(/but for the combat's result, which the pinned release decides \(v1\.3\)/);
    for (const release of ["RUP4", "v1.2"]) {
      const r = tie(release);
      expect(obj(r, "a").zone).toBe("BASE");
      expect(step(r, "COMBAT_RESULT")[0]!.explanation).toMatch(/has no result: units were recalled in the combat cleanup/);
      expect(step(r, "TRIGGER").map((s) => s.chainItem)).not.toContain("ce.a1");
    }
    // with Symbol of the Solari every unit is recalled: nobody is left, no result under v1.3 too
    const solari = resolveWithLibrary({
      board: { ...resolution(["a"], ["ce"]), battlefields: [{ id: "bf1", controller: "p2" }] },
      objects: [unit("a", "p1", "bf1", 9), at("ce", "Corrupt Enforcer", "p2", "bf1"), at("sym", "Symbol of the Solari", "p1", "base")],
      chain: [],
      profile: RULES_PROFILES["v1.3"]!,
    });
    expect(step(solari, "COMBAT_RESULT")[0]!.explanation).toMatch(/has no result/);
  });

  it("a trigger on the first combat won each turn: not again if it already triggered this turn", () => {
    const base = { ...resolution(["dr"], ["d"]), battlefields: [{ id: "bf1", controller: "p2" }] };
    const first = resolveWithLibrary({ board: base, objects: [at("dr", "Draven, Audacious", "p1", "bf1"), unit("d", "p2", "bf1", 2, { damage: 2 })], chain: [] });
    expect(step(first, "TRIGGER").map((s) => s.chainItem)).toContain("dr.a1");
    const again = resolveWithLibrary({ board: base, objects: [at("dr", "Draven, Audacious", "p1", "bf1", { abilitiesUsedThisTurn: [1] }), unit("d", "p2", "bf1", 2, { damage: 2 })], chain: [] });
    expect(step(again, "TRIGGER").map((s) => s.chainItem)).not.toContain("dr.a1");
  });

  it("a combat that I was in ends: the trigger fires for a unit recalled in a tie", () => {
    const r = resolveWithLibrary({
      board: { ...resolution(["mw"], ["d"]), battlefields: [{ id: "bf1", controller: "p2" }] },
      objects: [at("mw", "Mournful Witness", "p1", "bf1"), unit("d", "p2", "bf1", 5)],
      chain: [],
    });
    expect(obj(r, "mw").zone).toBe("BASE");
    expect(step(r, "TRIGGER").map((s) => s.chainItem)).toContain("mw.a0");
    expect(obj(r, "mw").empowered).toBe(true);
  });

  it("the chain resolves first; without the step nothing of the Resolution Step happens", () => {
    const board = { battlefields: [{ id: "bf1", controller: "p2" }] };
    const objects = [unit("a", "p1", "bf1", 3, { damage: 2 }), unit("d", "p2", "bf1", 4, { damage: 3 })];
    const without = resolveWithLibrary({ board: { ...board, combat: { battlefield: "bf1", attackers: ["a"], defenders: ["d"] } }, objects, chain: [] });
    expect(kinds(without)).toEqual(["CHAIN_EMPTY"]);
    expect(obj(without, "a").damage).toBe(2);
    const withStep = resolveWithLibrary({ board: { ...board, ...resolution(["a"], ["d"]) }, objects, chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["d"] }] });
    expect(kinds(withStep).indexOf("COMBAT_CLEANUP")).toBeGreaterThan(kinds(withStep).lastIndexOf("ITEM_ENDS"));
    expect(obj(withStep, "d").zone).toBe("TRASH");
    expect(bfOut(withStep, "bf1").controller).toBe("p1");
  });
});
