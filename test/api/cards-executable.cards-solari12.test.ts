// OGN-227 Symbol of the Solari, made executable on the cards-solari12 branch with a combat's Resolution Step (466), which a request
// opts into with the board's combat.step RESOLUTION: the units' damage is after combat damage, the chain resolves first, then the
// engine does the combat cleanup (deaths, healing, the recall of a tie), the result and its triggers, control and conquest, and the
// combat's end. Real cards of the library, compiled from their text; the card text is read from the datasets at test time.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { data } from "../helpers/api.js";
import { card, input, reject, unit } from "../helpers/scenario-http.js";

const FIELDS = `status unsupported steps { kind chainItem outcome explanation citations { rup4 } }
  finalBoard { delayed { id when object } objects { id zone battlefield damage might } players { id xp handSize } battlefields { id controller } }`;
interface Step { kind: string; chainItem: string | null; outcome: string | null; explanation: string; citations: { rup4: string }[] }
interface Answer {
  status: string;
  unsupported: string[];
  steps: Step[];
  finalBoard: {
    delayed: { id: string; when: string; object: string | null }[];
    objects: { id: string; zone: string; battlefield: string | null; damage: number; might: number | null }[];
    players: { id: string; xp: number | null; handSize: number }[];
    battlefields: { id: string; controller: string | null }[];
  };
}
async function run(r: Parameters<typeof input>[0]): Promise<Answer> {
  return (await data<{ resolveChain: Answer }>(`mutation($input: ResolveChainInput!) { resolveChain(input: $input) { ${FIELDS} } }`, { input: input(r) })).resolveChain;
}
const obj = (r: Answer, id: string) => r.finalBoard.objects.find((o) => o.id === id);
const controllerOf = (r: Answer, bf: string) => r.finalBoard.battlefields.find((b) => b.id === bf)?.controller ?? null;
const kinds = (r: Answer) => r.steps.map((s) => s.kind);
const ofKind = (r: Answer, kind: string) => r.steps.filter((s) => s.kind === kind);
const rup4Of = (r: Answer, kind: string) => ofKind(r, kind).flatMap((s) => s.citations.map((c) => c.rup4));
const triggered = (r: Answer) => ofKind(r, "TRIGGER").map((s) => s.chainItem).filter((id): id is string => id !== null);
const RESOLUTION_STEPS = ["COMBAT_CLEANUP", "COMBAT_RESULT", "COMBAT_CONTROL", "COMBAT_ENDS"];

/** p1 attacks bf1, which p2 controls: the combat's damage has been dealt. */
const after = (attackers: string[], defenders: string[], more: Record<string, unknown> = {}) => ({
  phase: "COMBAT",
  battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }],
  combat: { battlefield: "bf1", attackers, defenders, step: "RESOLUTION" },
  ...more,
});
// a tie: both sides' units survive combat damage (a 3 Might attacker dealt 2, a 4 Might defender dealt 3)
const tie = (extra: ReturnType<typeof card>[] = []) => [unit("a", "p1", "bf1", { might: 3, damage: 2 }), unit("d", "p2", "bf1", { might: 4, damage: 3 }), ...extra];

describe("OGN-227 Symbol of the Solari: a tie its controller attacked in recalls every unit at that battlefield", () => {
  it("is executable", async () => {
    await executable("OGN-227");
  });

  it("its controller attacking, a tie: every unit there is recalled, the battlefield uncontrolled, nothing conquered", async () => {
    const r = await run({ board: after(["a"], ["d"]), objects: tie([card("sym", "Symbol of the Solari", "p1", "base")]), chain: [] });
    expect(r.status).toBe("COMPLETE");
    expect(r.unsupported).toEqual([]);
    expect(obj(r, "a")).toMatchObject({ zone: "BASE", damage: 0 });
    expect(obj(r, "d")).toMatchObject({ zone: "BASE", damage: 0 });
    expect(controllerOf(r, "bf1")).toBeNull();
    const replaced = ofKind(r, "COMBAT_CLEANUP").find((s) => /sym/.test(s.explanation))!;
    expect(replaced.explanation).toMatch(/p1 is the attacker and controls Symbol of the Solari \(sym\), whose replacement applies: every unit at battlefield bf1 is recalled/);
    expect(replaced.explanation).toMatch(/A recall is not a move/);
    expect(replaced.citations.map((c) => c.rup4)).toEqual(expect.arrayContaining(["466.1.a.2", "370.1.b", "456.1"]));
    expect(ofKind(r, "COMBAT_RESULT")[0]!.explanation).toMatch(/no result: units were recalled/);
    expect(rup4Of(r, "COMBAT_RESULT")).toContain("466.3.d");
    expect(ofKind(r, "COMBAT_CONTROL")[0]!.explanation).toMatch(/No units remain .* becomes uncontrolled \(p2 controlled it\)/);
    expect(rup4Of(r, "COMBAT_CONTROL")).toEqual(expect.arrayContaining(["466.5", "466.5.a", "466.5.b"]));
    expect(ofKind(r, "TRIGGER")).toEqual([]);
    expect(kinds(r).filter((k) => RESOLUTION_STEPS.includes(k) || k === "CHAIN_EMPTY").at(-1)).toBe("CHAIN_EMPTY");
  });

  it("the same tie without it: only the attacker is recalled, and the defender keeps the battlefield", async () => {
    const r = await run({ board: after(["a"], ["d"]), objects: tie(), chain: [] });
    expect(obj(r, "a")).toMatchObject({ zone: "BASE", damage: 0 });
    expect(obj(r, "d")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf1", damage: 0 });
    expect(controllerOf(r, "bf1")).toBe("p2");
    expect(ofKind(r, "COMBAT_CLEANUP").some((s) => /attackers still there \(a\) are recalled to p1's base/.test(s.explanation))).toBe(true);
    expect(ofKind(r, "COMBAT_CONTROL")[0]!.explanation).toMatch(/p2 has the only units .* already controls it/);
  });

  it("controlled by the defender: no effect (its controller is not the attacker)", async () => {
    const r = await run({ board: after(["a"], ["d"]), objects: tie([card("sym", "Symbol of the Solari", "p2", "base")]), chain: [] });
    expect(obj(r, "a")?.zone).toBe("BASE");
    expect(obj(r, "d")?.zone).toBe("BATTLEFIELD");
    expect(controllerOf(r, "bf1")).toBe("p2");
    expect(r.steps.some((s) => /Symbol of the Solari/.test(s.explanation))).toBe(false);
  });

  it("its controller attacking, but no tie (the defender dies): no recall, the attacker conquers", async () => {
    const r = await run({ board: after(["a"], ["d"]), objects: [unit("a", "p1", "bf1", { might: 3, damage: 2 }), unit("d", "p2", "bf1", { might: 2, damage: 3 }), card("sym", "Symbol of the Solari", "p1", "base")], chain: [] });
    expect(obj(r, "a")).toMatchObject({ zone: "BATTLEFIELD", damage: 0 });
    expect(obj(r, "d")?.zone).toBe("TRASH");
    expect(controllerOf(r, "bf1")).toBe("p1");
  });
});

describe("the Resolution Step (466) of the board's combat (combat.step RESOLUTION)", () => {
  it("the attacker wins: lethal defenders die in the combat cleanup, the attacker conquers, conquest triggers fire, excess damage read", async () => {
    const r = await run({
      board: after(["y", "pp"], ["d", "e"], { players: [{ id: "p1", deckSize: 20, excessDamageAssigned: 3 }, { id: "p2", deckSize: 20 }] }),
      objects: [card("y", "Yeti Brawler", "p1", "bf1", { damage: 2 }), card("pp", "Plundering Poro", "p1", "bf1"), unit("d", "p2", "bf1", { might: 2, damage: 2 }), unit("e", "p2", "bf1", { might: 4, damage: 7 })],
      chain: [],
      choices: [{ item: "p1:trigger-order", index: 0, objects: ["y.a0", "pp.a0"] }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(r.unsupported).toEqual([]);
    expect(obj(r, "d")?.zone).toBe("TRASH");
    expect(obj(r, "e")?.zone).toBe("TRASH");
    expect(obj(r, "y")).toMatchObject({ zone: "BATTLEFIELD", damage: 0 });
    expect(controllerOf(r, "bf1")).toBe("p1");
    const cleanup = kinds(r).indexOf("COMBAT_CLEANUP");
    expect(r.steps.findIndex((s, i) => i > cleanup && s.kind === "DEATH")).toBeGreaterThan(cleanup);
    expect(ofKind(r, "COMBAT_RESULT")[0]!.explanation).toMatch(/^p1 wins the combat at battlefield bf1: only their units remain there .*p2 loses it/);
    expect(rup4Of(r, "COMBAT_RESULT")).toEqual(expect.arrayContaining(["466.3", "466.3.a", "466.3.b", "466.3.c"]));
    expect(ofKind(r, "COMBAT_CONTROL")[0]!.explanation).toMatch(/p1 has the only units .*\(it was controlled by p2\) and establishes control of it\. .*a conquest/);
    expect(rup4Of(r, "COMBAT_CONTROL")).toEqual(expect.arrayContaining(["466.5", "466.5.d"]));
    expect(triggered(r)).toEqual(expect.arrayContaining(["y.a0", "pp.a0"]));
    expect(r.steps.some((s) => s.kind === "TRIGGER" && /assigned 3 excess damage in the combat/.test(s.explanation))).toBe(true);
    expect(r.finalBoard.objects.filter((o) => o.id.includes(".token"))).toHaveLength(3); // Yeti Brawler's two, Plundering Poro's one
    const conquered = kinds(r).indexOf("COMBAT_CONTROL");
    expect(kinds(r).indexOf("COMBAT_ENDS")).toBeGreaterThan(r.steps.findLastIndex((s) => s.kind === "ITEM_ENDS"));
    expect(r.steps.findIndex((s) => s.kind === "ITEM_BEGINS")).toBeGreaterThan(conquered);
  });

  it("the excess damage below the condition: that conquest trigger does not fire, the other does", async () => {
    const r = await run({
      board: after(["y", "pp"], ["d"], { players: [{ id: "p1", deckSize: 20, excessDamageAssigned: 1 }, { id: "p2", deckSize: 20 }] }),
      objects: [card("y", "Yeti Brawler", "p1", "bf1"), card("pp", "Plundering Poro", "p1", "bf1"), unit("d", "p2", "bf1", { might: 2, damage: 9 })],
      chain: [],
    });
    expect(triggered(r)).toEqual(["pp.a0"]);
    expect(r.steps.some((s) => /assigned 1 excess damage .*3 or more needed/.test(s.explanation))).toBe(true);
  });

  it("the defender wins: the attackers die, the defender keeps the battlefield, nothing is conquered", async () => {
    const r = await run({ board: after(["a"], ["d"]), objects: [unit("a", "p1", "bf1", { might: 3, damage: 5 }), unit("d", "p2", "bf1", { might: 5, damage: 3 })], chain: [] });
    expect(obj(r, "a")?.zone).toBe("TRASH");
    expect(obj(r, "d")).toMatchObject({ zone: "BATTLEFIELD", damage: 0 });
    expect(controllerOf(r, "bf1")).toBe("p2");
    expect(ofKind(r, "COMBAT_RESULT")[0]!.explanation).toMatch(/^p2 wins the combat/);
    expect(ofKind(r, "COMBAT_CONTROL")[0]!.explanation).toMatch(/already controls it: control does not change, and nothing is conquered/);
  });

  it("both sides die: no result, and the battlefield becomes uncontrolled", async () => {
    const r = await run({ board: after(["a"], ["d"]), objects: [unit("a", "p1", "bf1", { might: 3, damage: 3 }), unit("d", "p2", "bf1", { might: 3, damage: 4 })], chain: [] });
    expect(obj(r, "a")?.zone).toBe("TRASH");
    expect(obj(r, "d")?.zone).toBe("TRASH");
    expect(ofKind(r, "COMBAT_RESULT")[0]!.explanation).toMatch(/no result: neither player has units left/);
    expect(controllerOf(r, "bf1")).toBeNull();
  });

  it("heals all units: those at the combat and those elsewhere", async () => {
    const r = await run({
      board: after(["a"], ["d"]),
      objects: [unit("a", "p1", "bf1", { might: 5, damage: 1 }), unit("d", "p2", "bf1", { might: 2, damage: 2 }), unit("far", "p2", "bf2", { might: 4, damage: 1 }), unit("home", "p1", "base", { might: 4, damage: 3 })],
      chain: [],
    });
    for (const id of ["a", "far", "home"]) expect(obj(r, id)?.damage).toBe(0);
    const heal = ofKind(r, "COMBAT_CLEANUP").find((s) => /heals all units/.test(s.explanation))!;
    expect(heal.explanation).toMatch(/a\b.*far.*home/);
    expect(heal.citations.map((c) => c.rup4)).toContain("466.1.a.1");
  });

  it("a unit's When I win a combat fires in the step, a legend's When you win a combat and a delayed win trigger too", async () => {
    const r = await run({
      board: after(["ce"], ["d"]),
      objects: [card("ce", "Corrupt Enforcer", "p1", "bf1"), card("ge", "Glorious Executioner", "p1", "base"), unit("d", "p2", "bf1", { might: 2, damage: 4 })],
      chain: [{ id: "gr", card: "Grim Resolve", controller: "p1", targets: ["ce"] }],
      choices: [{ item: "p1:trigger-order", index: 0, objects: ["ce.a1", "ge.a0", "gr.delayed"] }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(triggered(r)).toEqual(expect.arrayContaining(["ce.a1", "ge.a0", "gr.delayed"]));
    expect(kinds(r).indexOf("COMBAT_RESULT")).toBeLessThan(r.steps.findIndex((s) => s.kind === "TRIGGER" && s.chainItem === "ce.a1"));
    expect(r.finalBoard.players.find((p) => p.id === "p1")).toMatchObject({ handSize: 2, xp: 2 });
    expect(r.finalBoard.delayed).toEqual([]);
  });

  it("a delayed win trigger on a unit that does not win keeps waiting (reported)", async () => {
    const r = await run({
      board: after(["a"], ["d"]),
      objects: tie(),
      chain: [{ id: "gr", card: "Grim Resolve", controller: "p1", targets: ["a"] }],
    });
    expect(r.finalBoard.delayed).toEqual([{ id: "gr.delayed", when: "WINS_COMBAT_THIS_TURN", object: "a" }]);
    expect(ofKind(r, "DELAYED")[0]!.explanation).toMatch(/Waiting for a to win a combat this turn \(not the combat that just ended, which it did not win/);
    expect(r.finalBoard.players.find((p) => p.id === "p1")?.xp).toBe(0);
  });

  it("a trigger on the first combat won each turn: it fires once a turn (the board's abilitiesUsedThisTurn)", async () => {
    const objects = (used: number[]) => [card("dr", "Draven, Audacious", "p1", "bf1", { abilitiesUsedThisTurn: used }), unit("d", "p2", "bf1", { might: 2, damage: 6 })];
    const first = await run({ board: after(["dr"], ["d"]), objects: objects([]), chain: [] });
    expect(triggered(first)).toContain("dr.a1");
    const again = await run({ board: after(["dr"], ["d"]), objects: objects([1]), chain: [] });
    expect(triggered(again)).not.toContain("dr.a1");
    expect(again.steps.some((s) => /already did this turn/.test(s.explanation))).toBe(true);
  });

  it("the combat ends: a recalled unit's end-of-combat trigger fires; the designations and the combat are gone", async () => {
    const r = await run({ board: after(["mw"], ["d"]), objects: [card("mw", "Mournful Witness", "p1", "bf1"), unit("d", "p2", "bf1", { might: 5 })], chain: [] });
    expect(obj(r, "mw")?.zone).toBe("BASE");
    expect(triggered(r)).toContain("mw.a0");
    expect(ofKind(r, "COMBAT_ENDS")[0]!.explanation).toMatch(/no unit or player is an attacker or defender any more/);
    expect(rup4Of(r, "COMBAT_ENDS")).toEqual(expect.arrayContaining(["466.7", "466.7.a", "466.7.b", "466.7.c"]));
  });

  it("\"this combat\" effects expire as the combat ends: a doubled Might and a granted keyword", async () => {
    const r = await run({
      board: after(["f"], ["d"], { battlefields: [{ id: "bf1", card: "Fortified Position", controller: "p2" }, { id: "bf2" }] }),
      objects: [card("f", "Fiora, Peerless", "p1", "bf1", { damage: 2 }), unit("d", "p2", "bf1", { might: 4, damage: 3 })],
      chain: [{ id: "fx", source: "f", ability: 0, controller: "p1" }, { id: "fp", source: "bf1", ability: 0, controller: "p2", targets: ["d"] }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(r.steps.some((s) => s.chainItem === "fx" && /this combat \(it expires as the combat ends in its Resolution Step/.test(s.explanation))).toBe(true);
    const ends = ofKind(r, "COMBAT_ENDS")[0]!.explanation;
    expect(ends).toMatch(/d\b.* loses \[Shield 2\]/);
    expect(ends).toMatch(/Fiora, Peerless \(f\)'s Might doubled this combat is no longer doubled/);
    expect(obj(r, "f")).toMatchObject({ zone: "BASE", might: 3 });
    expect(obj(r, "d")).toMatchObject({ zone: "BATTLEFIELD", might: 4 });
  });

  it("the chain resolves first (466.2): a spell killing the last defender before the step makes the attacker the winner", async () => {
    const r = await run({ board: after(["a"], ["d"]), objects: tie(), chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["d"] }] });
    expect(kinds(r).indexOf("COMBAT_CLEANUP")).toBeGreaterThan(r.steps.findLastIndex((s) => s.kind === "ITEM_ENDS" && s.chainItem === "vs"));
    expect(obj(r, "d")?.zone).toBe("TRASH");
    expect(obj(r, "a")).toMatchObject({ zone: "BATTLEFIELD", damage: 0 });
    expect(controllerOf(r, "bf1")).toBe("p1");
  });

  it("without the step (the showdown, the default) nothing of it happens: the request is unchanged", async () => {
    const board = { phase: "COMBAT", battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }], combat: { battlefield: "bf1", attackers: ["a"], defenders: ["d"] } };
    const objects = tie([card("sym", "Symbol of the Solari", "p1", "base")]);
    const r = await run({ board, objects, chain: [] });
    expect(kinds(r)).toEqual(["CHAIN_EMPTY"]);
    expect(obj(r, "a")).toMatchObject({ zone: "BATTLEFIELD", damage: 2 });
    expect(controllerOf(r, "bf1")).toBe("p2");
    const explicit = await run({ board: { ...board, combat: { ...board.combat, step: "SHOWDOWN" } }, objects, chain: [] });
    expect(explicit.steps).toEqual(r.steps);
  });

  it("a Resolution Step without attackers, or with an attacker not at the battlefield: refused, naming the field", async () => {
    const none = await reject({ board: after([], ["d"]), objects: tie(), chain: [] });
    expect(none.extensions?.code).toBe("BAD_USER_INPUT");
    expect(none.extensions?.field).toBe("input.board.combat.attackers");
    const away = await reject({ board: after(["a", "h"], ["d"]), objects: tie([unit("h", "p1", "base")]), chain: [] });
    expect(away.extensions?.field).toBe("input.board.combat.attackers[1]");
    expect(away.message).toMatch(/not a unit at the combat's battlefield/);
  });
});
