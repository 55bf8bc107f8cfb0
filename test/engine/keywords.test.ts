/**
 * Each keyword's rules (805–829), with the cards' real texts from the library compiled by the engine.
 * Keywords whose rules act during chain resolution are checked through resolveChain; those that act in
 * steps the engine does not simulate (timing, combat damage, standard moves, deck building) through the
 * engine's rule functions.
 */
import { describe, expect, it } from "vitest";
import { assignmentGroups } from "../../src/engine/cards/keywords/combat.js";
import { uniqueViolations } from "../../src/engine/cards/keywords/deck.js";
import { hasGanking, standardMoveAllowed } from "../../src/engine/cards/keywords/movement.js";
import { mayPlay, timingOf } from "../../src/engine/cards/keywords/timing.js";
import { cardBehaviour } from "../../src/engine/index.js";
import { at, cardInfo, obj, outcomes, resolveWithLibrary } from "./library.js";

const def = (name: string) => {
  const b = cardBehaviour(cardInfo(name), name, []);
  expect(b.def, `${name} has a definition`).toBeDefined();
  return b.def!;
};
const printedMight = (name: string) => cardInfo(name)!.might!;
const combat = (attackers: string[], defenders: string[]) => ({ combat: { battlefield: "bf1", attackers, defenders } });

describe("Accelerate (805): paying its cost as the unit is played makes it enter ready", () => {
  for (const paid of [true, false]) {
    it(`cost ${paid ? "paid: ready" : "not paid: exhausted"}`, () => {
      const r = resolveWithLibrary({ chain: [{ id: "bs", card: "Blazing Scorcher", controller: "p1", destination: "bf1", paidAdditionalCost: paid }] });
      expect(def("Blazing Scorcher").keywords).toContain("Accelerate");
      expect(obj(r, "bs")).toMatchObject({ zone: "BATTLEFIELD", exhausted: !paid });
    });
  }
});

describe("Assault (807): +X Might while an attacker; granted Assault adds up (807.2)", () => {
  it("only while it is an attacker", () => {
    const base = printedMight("Petty Officer");
    const r = resolveWithLibrary({ board: combat(["po"], ["x"]), objects: [at("po", "Petty Officer", "p1", "bf1"), at("idle", "Petty Officer", "p1", "bf2"), { id: "x", type: "unit", might: 1, owner: "p2", location: "BATTLEFIELD", battlefield: "bf1" }], chain: [] });
    expect(obj(r, "po").might).toBe(base + 1);
    expect(obj(r, "idle").might).toBe(base);
  });

  it("Cleave gives [Assault 3] this turn: an attacker with Assault now has both", () => {
    const base = printedMight("Petty Officer");
    const r = resolveWithLibrary({ board: combat(["po"], ["x"]), objects: [at("po", "Petty Officer", "p1", "bf1"), { id: "x", type: "unit", might: 1, owner: "p2", location: "BATTLEFIELD", battlefield: "bf1" }], chain: [{ id: "cl", card: "Cleave", controller: "p1", targets: ["po"] }] });
    expect(outcomes(r, "cl")).toEqual(["EXECUTED"]);
    expect(obj(r, "po").might).toBe(base + 1 + 3);
  });
});

describe("Shield (814): +X Might while a defender, from the card or from an effect", () => {
  it("printed Shield counts only while defending", () => {
    const base = printedMight("Stalwart Poro");
    const r = resolveWithLibrary({ board: combat(["a"], ["sp"]), objects: [at("sp", "Stalwart Poro", "p2", "bf1"), at("sp2", "Stalwart Poro", "p2", "bf2"), { id: "a", type: "unit", might: 1, owner: "p1", location: "BATTLEFIELD", battlefield: "bf1" }], chain: [] });
    expect(obj(r, "sp").might).toBe(base + 1);
    expect(obj(r, "sp2").might).toBe(base);
  });

  it("Block gives a defender [Shield 3] and [Tank] this turn", () => {
    const r = resolveWithLibrary({ board: combat(["a"], ["d"]), objects: [{ id: "d", type: "unit", might: 2, owner: "p2", location: "BATTLEFIELD", battlefield: "bf1" }, { id: "a", type: "unit", might: 1, owner: "p1", location: "BATTLEFIELD", battlefield: "bf1" }], chain: [{ id: "bl", card: "Block", controller: "p2", targets: ["d"] }] });
    expect(obj(r, "d").might).toBe(5);
  });
});

describe("Deflect (809): an opponent's spell that chooses it costs more", () => {
  it("the transcript says the extra cost as the spell is put on the chain", () => {
    const r = resolveWithLibrary({ objects: [at("pp", "Pouty Poro", "p2", "bf1")], chain: [{ id: "hr", card: "Hextech Ray", controller: "p1", targets: ["pp"] }] });
    const added = r.steps.find((s) => s.kind === "ITEM_ADDED" && s.chainItem === "hr");
    expect(added?.explanation).toContain("Deflect makes it cost 1 more");
  });
});

describe("Deathknell (808): when the unit dies, its effect triggers, with last known information", () => {
  it("Watchful Sentry's compiled Deathknell draws for its controller", () => {
    const r = resolveWithLibrary({ objects: [at("ws", "Watchful Sentry", "p2", "bf1")], chain: [{ id: "hr", card: "Hextech Ray", controller: "p1", targets: ["ws"] }] });
    expect(obj(r, "ws").zone).toBe("TRASH");
    expect(outcomes(r, "ws.a0")).toEqual(["EXECUTED"]);
    expect(r.finalBoard.players.find((p) => p.id === "p2")?.handSize).toBe(1);
  });
});

describe("Tank (815) and Backline (826): the order combat damage is assigned", () => {
  it("Tank units first, Backline units last", () => {
    const groups = assignmentGroups([
      { id: "plain", def: def("Petty Officer") },
      { id: "back", def: def("Enthusiastic Promoter") },
      { id: "tank", def: def("Sunlit Guardian") },
      { id: "given", granted: ["Tank"] },
    ]);
    expect(groups).toEqual([["tank", "given"], ["plain"], ["back"]]);
  });

  it("with no Tank or Backline, any order", () => {
    expect(assignmentGroups([{ id: "a", def: def("Petty Officer") }, { id: "b", def: def("Stalwart Poro") }])).toEqual([["a", "b"]]);
  });
});

describe("Ganking (810): a standard move may go from battlefield to battlefield", () => {
  it("only units with Ganking", () => {
    const vi = def("Vi, Destructive");
    expect(hasGanking(vi)).toBe(true);
    expect(hasGanking(def("Petty Officer"))).toBe(false);
    expect(standardMoveAllowed({ battlefield: "bf1" }, { battlefield: "bf2" }, hasGanking(vi))).toBe(true);
    expect(standardMoveAllowed({ battlefield: "bf1" }, { battlefield: "bf2" }, false)).toBe(false);
    expect(standardMoveAllowed({ base: true }, { battlefield: "bf2" }, false)).toBe(true);
    expect(standardMoveAllowed({ battlefield: "bf1" }, { base: true }, false)).toBe(true);
  });
});

describe("Action (806), Reaction (813), Hidden (811.6), Ambush (822): when a card may be played", () => {
  const open = { yourTurn: true, showdown: false, chainEmpty: true };
  const closed = { yourTurn: false, showdown: true, chainEmpty: false };
  const showdownOtherTurn = { yourTurn: false, showdown: true, chainEmpty: true };
  it("a card with neither: own turn, open state only", () => {
    expect(timingOf(def("Singularity"))).toBe("normal");
    expect(mayPlay("normal", open).ok).toBe(true);
    expect(mayPlay("normal", showdownOtherTurn).ok).toBe(false);
  });
  it("Action: also in showdowns on any turn, but not into a closed chain", () => {
    expect(timingOf(def("Hextech Ray"))).toBe("Action");
    expect(mayPlay("Action", showdownOtherTurn)).toEqual({ ok: true, rule: "806.1.b" });
    expect(mayPlay("Action", closed).ok).toBe(false);
  });
  it("Reaction: any time, even before items resolve", () => {
    expect(timingOf(def("Wind Wall"))).toBe("Reaction");
    expect(mayPlay("Reaction", closed)).toEqual({ ok: true, rule: "813.1" });
  });
  it("Hidden: a card played from facedown has Reaction", () => {
    expect(timingOf(def("Sprite Call"))).toBe("Action");
    expect(timingOf(def("Sprite Call"), true)).toBe("Reaction");
  });
  it("Ambush: Reaction while played to a battlefield where you have units", () => {
    expect(timingOf(def("Inferna"))).toBe("normal");
    expect(timingOf(def("Inferna"), false, true)).toBe("Reaction");
  });
  it("Hidden (811.1.d.3): a hidden spell that plays a unit token plays it at its battlefield", () => {
    const r = resolveWithLibrary({
      objects: [{ id: "fd", card: "Sprite Call", owner: "p1", location: "FACEDOWN", battlefield: "bf2" }],
      chain: [{ id: "sc", card: "Sprite Call", controller: "p1", playedFrom: "fd", battlefield: "bf2" }],
    });
    expect(obj(r, "sc.token1")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf2", exhausted: false, might: 3 });
  });
});

describe("Repeat (820): paying the Repeat cost executes the effect again", () => {
  it("Feral Strength with its Repeat cost paid gives the Might twice", () => {
    const r = resolveWithLibrary({ objects: [{ id: "u", type: "unit", might: 2, owner: "p1", location: "BATTLEFIELD", battlefield: "bf1" }], chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"], repeat: true, repeatTargets: ["u"] }] });
    expect(obj(r, "u").might).toBe(6);
    expect(r.steps.some((s) => s.kind === "REPEAT" && s.chainItem === "fs")).toBe(true);
  });
});

describe("Weaponmaster (821) and Quick-Draw (819): play effects that attach Equipment", () => {
  it("Weaponmaster: the unit's play effect attaches an Equipment its controller chooses", () => {
    const r = resolveWithLibrary({
      objects: [{ id: "eq", type: "equipment", owner: "p1", location: "BASE" }],
      chain: [{ id: "sa", card: "Sentinel Adept", controller: "p1", destination: "base", targets: ["eq"] }],
    });
    expect(outcomes(r, "sa.a0")).toEqual(["EXECUTED"]);
    expect(obj(r, "eq").attachedTo).toBe("sa");
  });

  it("Quick-Draw: the Equipment's play effect attaches it to a unit you control", () => {
    const r = resolveWithLibrary({
      objects: [{ id: "u", type: "unit", might: 2, owner: "p1", location: "BATTLEFIELD", battlefield: "bf1" }],
      chain: [{ id: "ls", card: "Long Sword", controller: "p1", targets: ["u"] }],
    });
    expect(outcomes(r, "ls.a0")).toEqual(["EXECUTED"]);
    expect(obj(r, "ls")).toMatchObject({ attachedTo: "u", zone: "BATTLEFIELD", battlefield: "bf1" });
  });
});

describe("Equip (818): paying the cost attaches the gear to a unit you control", () => {
  it("Doran's Blade's Equip ability", () => {
    const r = resolveWithLibrary({
      objects: [at("db", "Doran's Blade", "p1", "base"), { id: "u", type: "unit", might: 2, owner: "p1", location: "BATTLEFIELD", battlefield: "bf1" }],
      chain: [{ id: "eq", source: "db", ability: 0, controller: "p1", targets: ["u"] }],
    });
    expect(outcomes(r, "eq")).toEqual(["EXECUTED"]);
    expect(obj(r, "db")).toMatchObject({ attachedTo: "u", battlefield: "bf1" });
  });
});

describe("Vision (817): when played, predict", () => {
  it("looks at the top card and recycles it if its controller says so", () => {
    const r = resolveWithLibrary({
      board: { players: [{ id: "p1", hand: [], deck: ["Petty Officer", "Stalwart Poro"] }, { id: "p2", hand: [], deckSize: 20 }] },
      chain: [{ id: "mp", card: "Mystic Poro", controller: "p1", destination: "base" }],
      choices: [{ item: "mp.a0", index: 0, objects: ["p1:deck:0"] }],
    });
    expect(outcomes(r, "mp.a0")).toEqual(["EXECUTED"]);
    expect(r.steps.find((s) => s.chainItem === "mp.a0" && s.kind === "INSTRUCTION")?.explanation).toContain("recycles Petty Officer");
  });
});

describe("Hunt (823): when I conquer or hold, gain X XP", () => {
  it("a conquest during the chain fires it", () => {
    const r = resolveWithLibrary({
      board: { battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
      objects: [at("vg", "Voracious Gromp", "p1", "base")],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["vg"], destination: "bf1" }],
    });
    expect(outcomes(r, "vg.a0")).toEqual(["EXECUTED"]);
    expect(r.steps.find((s) => s.chainItem === "vg.a0" && s.kind === "INSTRUCTION")?.explanation).toMatch(/gains 3 XP/);
  });
});

describe("Temporary (816) and Unique (825): rules outside chain resolution", () => {
  it("Temporary kills at the start of the Beginning Phase: a chain never does", () => {
    const r = resolveWithLibrary({ objects: [at("s", "Sprite", "p1", "bf1")], chain: [{ id: "dc", card: "Discipline", controller: "p1", targets: ["s"] }] });
    expect(def("Sprite").keywords).toEqual(["Temporary"]);
    expect(obj(r, "s").zone).toBe("BATTLEFIELD");
  });
  it("Unique: a deck may hold one card of that name", () => {
    const cape = def("Forgefire Cape");
    expect(uniqueViolations([cape, def("Petty Officer"), cape])).toEqual([cape.name]);
    expect(uniqueViolations([cape, def("Petty Officer")])).toEqual([]);
  });
});
