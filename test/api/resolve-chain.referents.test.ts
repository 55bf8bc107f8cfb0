// RUP4 359.3.f: referents ("here", "my", "its") are checked as the instruction executes. Its two worked
// examples (Yasuo, Remorseful's attack trigger against Fight or Flight and against Stupefy) over HTTP.
import { describe, it } from "vitest";
import { card, check, facedown, unit } from "../helpers/scenario-http.js";

const yasuoAttacks = {
  board: { combat: { battlefield: "bf1", attackers: ["yas"], defenders: ["d"] } },
  objects: [card("yas", "Yasuo, Remorseful", "p1", "bf1"), unit("d", "p2", "bf1", { might: 8 }), facedown("ff", "Fight or Flight", "p2", "bf1")],
};
const trigger = { id: "atk", source: "yas", ability: 0, controller: "p1", targets: ["d"] };

describe("359.3.f through resolveChain", () => {
  it("f.2: Fight or Flight from hidden moves Yasuo to base; \"here\" is no longer the combat's battlefield, so the trigger mistargets", () =>
    check({
      ...yasuoAttacks,
      name: "",
      chain: [trigger, { id: "fof", card: "Fight or Flight", controller: "p2", playedFrom: "ff", targets: ["yas"] }],
      expect: {
        targets: { atk: { d: "must be here" } },
        instructions: { fof: ["EXECUTED"], atk: ["IGNORED"] },
        objects: { yas: { zone: "BASE", damage: 0 }, d: { zone: "BATTLEFIELD", damage: 0 }, ff: { zone: "TRASH" } },
        targetCites: { atk: { d: ["359.3.e.2", "359.3.f.1", "359.3.f.2"] } },
        cites: { atk: ["359.3.e.9"] },
        golden: "yasuo-fight-or-flight",
      },
    }));

  it("f.2: Stupefy gives Yasuo -1 Might in reaction; the trigger deals his current Might, 5", () =>
    check({
      ...yasuoAttacks,
      name: "",
      chain: [trigger, { id: "stu", card: "Stupefy", controller: "p2", targets: ["yas"] }],
      expect: {
        targets: { atk: { d: true } },
        instructions: { stu: ["EXECUTED", "EXECUTED"], atk: ["EXECUTED"] },
        objects: { yas: { might: 5 }, d: { damage: 5, zone: "BATTLEFIELD" } },
        players: { p2: { handSize: 1 } },
        cites: { atk: ["359.3.f.1", "359.3.f.2", "359.3.e.12.a"] },
        golden: "yasuo-stupefy",
      },
    }));

  it("without a reaction the trigger deals Yasuo's full 6 and the defender dies in the cleanup", () =>
    check({ ...yasuoAttacks, name: "", objects: [card("yas", "Yasuo, Remorseful", "p1", "bf1"), unit("d", "p2", "bf1", { might: 6 })], chain: [trigger], expect: { instructions: { atk: ["EXECUTED"] }, objects: { d: { zone: "TRASH" } } } }));

  it("f.2.a: Yasuo killed in reaction: \"my Might\" and \"here\" are null, so the trigger's instruction is ignored", () =>
    check({
      ...yasuoAttacks,
      name: "",
      chain: [trigger, { id: "hb", card: "Hidden Blade", controller: "p2", targets: ["yas"] }],
      expect: { instructions: { hb: ["EXECUTED", "EXECUTED"], atk: ["IGNORED"] }, objects: { yas: { zone: "TRASH" }, d: { damage: 0 } }, targetCites: { atk: { d: ["359.3.f.2.a"] } } },
    }));
});
