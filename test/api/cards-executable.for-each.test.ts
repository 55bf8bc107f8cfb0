// "… for each …" amounts and "… if there is …" conditions through resolveChain over HTTP: the matching objects are
// counted as the instruction executes (359.3.f.2), with real cards of the library compiled from their text.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, cited, unit } from "../helpers/scenario-http.js";


describe("+N Might for the turn per enemy unit at the chosen unit's battlefield (Against the Odds)", () => {
  it("Against the Odds counts the enemy units at the chosen unit's battlefield, not elsewhere", async () => {
    await executable("Against the Odds");
    const r = await check({
      name: "",
      objects: [
        unit("f", "p1", "bf1", { might: 2 }),
        unit("e1", "p2", "bf1"), unit("e2", "p2", "bf1"), unit("e3", "p2", "bf2"), unit("o", "p1", "bf1"),
      ],
      chain: [{ id: "ato", card: "Against the Odds", controller: "p1", targets: ["f"] }],
      expect: { instructions: { ato: ["EXECUTED"] }, objects: { f: { might: 6 } } },
    });
    expect(cited(r, "ato")).toContain("359.3.f.2");
  });

  it("the count is taken as it resolves: an enemy moved away first is not counted", async () => {
    await check({
      name: "",
      objects: [unit("f", "p1", "bf1", { might: 2 }), unit("e1", "p2", "bf1"), unit("e2", "p2", "bf1")],
      chain: [
        { id: "ato", card: "Against the Odds", controller: "p1", targets: ["f"] },
        { id: "kill", card: "Hextech Ray", controller: "p1", targets: ["e1"] },
      ],
      expect: { instructions: { kill: ["EXECUTED"], ato: ["EXECUTED"] }, objects: { e1: { zone: "TRASH" }, f: { might: 4 } } },
    });
  });

  it("a unit in its base has no enemy units there: it is not a legal target (at a battlefield)", async () => {
    await check({
      name: "",
      objects: [unit("f", "p1", "base"), unit("e1", "p2", "bf1")],
      chain: [{ id: "ato", card: "Against the Odds", controller: "p1", targets: ["f"] }],
      expect: { playIllegal: { ato: { f: "battlefield" } } },
    });
  });
});

describe("N damage per Equipment the source carries (Riven, Shattered)", () => {
  const board = { combat: { battlefield: "bf1", attackers: ["riv"], defenders: ["e"] } };
  const attack = [{ id: "atk", source: "riv", ability: 1, controller: "p1", targets: ["e"] }];

  it("Riven, Shattered deals 2 for each Equipment attached to her: other Equipment do not count", async () => {
    await executable("Riven, Shattered");
    await check({
      name: "",
      board,
      objects: [
        card("riv", "Riven, Shattered", "p1", "bf1"), unit("e", "p2", "bf1", { might: 9 }), unit("u", "p1", "bf1"),
        card("d1", "Doran's Shield", "p1", "bf1", { attachedTo: "riv" }), card("d2", "Doran's Shield", "p1", "bf1", { attachedTo: "riv" }),
        card("d3", "Doran's Shield", "p1", "bf1", { attachedTo: "u" }), card("d4", "Doran's Shield", "p1", "base"),
      ],
      chain: attack,
      expect: { instructions: { atk: ["EXECUTED", "EXECUTED"] }, objects: { e: { damage: 4 } }, cites: { atk: ["359.3.f.2"] } },
    });
  });

  it("with no Equipment attached the amount is 0: no damage is dealt", async () => {
    await check({
      name: "",
      board,
      objects: [card("riv", "Riven, Shattered", "p1", "bf1"), unit("e", "p2", "bf1", { might: 9 }), card("d4", "Doran's Shield", "p1", "base")],
      chain: attack,
      expect: { instructions: { atk: ["EXECUTED", "IGNORED"] }, objects: { e: { damage: 0 } } },
    });
  });
});

describe("X if there is … : a condition of the effect (383.2.a.1), checked as it resolves", () => {
  const board = { combat: { battlefield: "bf1", attackers: ["dd"], defenders: ["e"] } };
  const attack = [{ id: "atk", source: "dd", ability: 0, controller: "p1" }];

  it("Dune Drake gets +2 Might this turn when a ready enemy unit is here", async () => {
    await executable("Dune Drake");
    const r = await check({
      name: "",
      board,
      objects: [card("dd", "Dune Drake", "p1", "bf1"), unit("e", "p2", "bf1")],
      chain: attack,
      expect: { instructions: { atk: ["EXECUTED"] }, objects: { dd: { might: 7 } } },
    });
    expect(cited(r, "atk")).toContain("383.2.a.1");
  });

  it("an exhausted enemy here, or a ready one elsewhere, does not meet it", async () => {
    await check({
      name: "",
      board,
      objects: [card("dd", "Dune Drake", "p1", "bf1"), unit("e", "p2", "bf1", { exhausted: true }), unit("f", "p2", "bf2")],
      chain: attack,
      expect: { instructions: { atk: ["IGNORED"] }, objects: { dd: { might: 5 } } },
    });
  });
});

describe("I have / get +N Might for each …: counted continuously on the board", () => {
  it("Ornn, Forge God has +1 Might for each friendly gear (an opponent's gear does not count, nor Ornn: the [Equip] of his Weaponmaster reminder does not make him an Equipment)", async () => {
    await executable("Ornn, Forge God");
    await check({
      name: "",
      objects: [
        card("ornn", "Ornn, Forge God", "p1", "bf1"), card("g1", "Arena Bar", "p1", "base"), card("g2", "B.F. Sword", "p1", "base"),
        card("g3", "Arena Bar", "p2", "base"),
      ],
      chain: [],
      expect: { objects: { ornn: { might: 6 } } },
    });
  });

  it("Sett, Kingpin gets +1 for each buffed friendly unit at his battlefield, counted as the buff is placed", async () => {
    await executable("Sett, Kingpin");
    const bar = card("bar", "Arena Bar", "p1", "base");
    const buff = (target: string) => [{ id: "ab", source: "bar", ability: 0, controller: "p1", targets: [target] }];
    await check({
      name: "",
      objects: [card("sett", "Sett, Kingpin", "p1", "bf1"), unit("a", "p1", "bf1", { exhausted: true }), unit("b", "p1", "bf2", { exhausted: true }), bar],
      chain: buff("a"),
      expect: { instructions: { ab: ["EXECUTED"] }, objects: { sett: { might: 6 }, a: { might: 4 } } },
    });
    await check({
      name: "",
      objects: [card("sett", "Sett, Kingpin", "p1", "bf1"), unit("a", "p1", "bf1", { exhausted: true }), unit("b", "p1", "bf2", { exhausted: true }), bar],
      chain: buff("b"),
      expect: { instructions: { ab: ["EXECUTED"] }, objects: { sett: { might: 5 }, b: { might: 4 } } },
    });
    await check({
      name: "",
      objects: [card("sett", "Sett, Kingpin", "p1", "base"), unit("a", "p1", "base", { exhausted: true }), bar],
      chain: buff("a"),
      expect: { objects: { sett: { might: 5 } } },
    });
  });
});

describe("While I'm buffed", () => {
  it("Wizened Elder has an additional +1 Might while it has a buff; Bilgewater Bully (Ganking while buffed) just gets the buff's +1", async () => {
    await executable("Wizened Elder");
    await executable("Bilgewater Bully");
    const bar = card("bar", "Arena Bar", "p1", "base");
    const buff = (target: string) => [{ id: "ab", source: "bar", ability: 0, controller: "p1", targets: [target] }];
    await check({ name: "", objects: [card("we", "Wizened Elder", "p1", "bf1", { exhausted: true }), bar], chain: buff("we"), expect: { instructions: { ab: ["EXECUTED"] }, objects: { we: { might: 6 } } } });
    await check({ name: "", objects: [card("we", "Wizened Elder", "p1", "bf1", { exhausted: true }), unit("u", "p1", "bf1", { exhausted: true }), bar], chain: buff("u"), expect: { objects: { we: { might: 4 }, u: { might: 4 } } } });
    await check({ name: "", objects: [card("bb", "Bilgewater Bully", "p1", "bf1", { exhausted: true }), bar], chain: buff("bb"), expect: { instructions: { ab: ["EXECUTED"] }, objects: { bb: { might: 7 } } } });
  });
});
