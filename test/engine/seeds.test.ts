/** The worked examples of RUP4 359.3.e (as given in the seeds), one scenario each. */
import { describe, expect, it } from "vitest";
import { SEED_PHRASES } from "../helpers/seed-phrases.js";
import { facedown, scenario, unit } from "./harness.js";

describe("359.3.e.5 — illegal targets are unaffected; other instructions still happen", () => {
  it("Void Seeker: the unit moved to base takes no damage, the controller still draws 1", () => {
    const s = scenario({
      objects: [unit("u", "p2", "bf1")],
      chain: [
        { id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] },
        { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
      ],
    }).expectComplete();
    s.expectTargets("vs", { u: "must be at a battlefield" })
      .expectInstructions("vs", ["IGNORED", "EXECUTED"])
      .expectObject("u", { zone: "BASE", damage: 0 })
      .expectPlayer("p1", { handSize: 1 })
      .expectCites("vs", ["359.3.e.1", "359.3.e.2", "359.3.e.5", "355.9.b"]);
  });

  it("Bellow's Breath: a unit that can't be chosen unless in combat leaves combat and is unaffected", () => {
    const s = scenario({
      board: { combat: { battlefield: "bf1", attackers: ["a"], defenders: ["d"] } },
      objects: [
        unit("a", "p1", "bf1"),
        unit("d", "p2", "bf1", { text: SEED_PHRASES.untargetableUnlessInCombat() }),
      ],
      chain: [
        { id: "bb", card: "Bellows Breath", controller: "p1", targets: ["d"] },
        { id: "fl", card: "Flash", controller: "p2", targets: ["d"] },
      ],
    }).expectComplete();
    s.expectTargets("bb", { d: "while it is out of combat" })
      .expectInstructions("bb", ["IGNORED"])
      .expectObject("d", { zone: "BASE", damage: 0 });
    expect(s.result.unsupported).toEqual([]);
    expect(s.targetCitations("bb", "d")).toEqual(expect.arrayContaining(["359.3.e.2", "355.9.b", "758.1"]));
  });

  it("Hidden Blade from facedown: Tideturner swaps the target to another battlefield, so its instructions are ignored", () => {
    const s = scenario({
      objects: [
        unit("u", "p2", "bf1"),
        facedown("hb", "p1", "bf1", "Hidden Blade"),
        facedown("tt", "p2", "bf2", "Tideturner"),
      ],
      chain: [
        { id: "blade", card: "Hidden Blade", controller: "p1", playedFrom: "hb", targets: ["u"] },
        { id: "tide", card: "Tideturner", controller: "p2", playedFrom: "tt", targets: ["u"] },
      ],
    }).expectComplete();
    s.expectTargets("blade", { u: "played from facedown" })
      .expectInstructions("blade", ["IGNORED", "IGNORED"])
      .expectObject("u", { zone: "BATTLEFIELD", battlefield: "bf2", damage: 0 })
      .expectObject("tt", { zone: "BATTLEFIELD", battlefield: "bf1", newObject: true })
      .expectObject("hb", { zone: "TRASH" })
      .expectPlayer("p2", { handSize: 0 })
      .expectCites("blade", ["811.1.d.2", "359.3.e.14.a"]);
  });
});

describe("359.3.e.6 — impossible instructions are ignored", () => {
  it("Ride the Wind to base from Vilemaw's Lair: the move is ignored (and the linked ready with it)", () => {
    const s = scenario({
      board: { battlefields: [{ id: "lair", card: "Vilemaw's Lair" }, { id: "bf2" }] },
      objects: [unit("u", "p1", "lair", { exhausted: true })],
      chain: [{ id: "rtw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "base" }],
    }).expectComplete();
    s.expectTargets("rtw", { u: true })
      .expectInstructions("rtw", ["IGNORED", "IGNORED"])
      .expectObject("u", { zone: "BATTLEFIELD", battlefield: "lair", exhausted: true })
      .expectCites("rtw", ["359.3.e.6", "359.3.e.14.a"]);
  });
});
