/** RUP4 359.3.e.2–e.16 and 359.3.f: one scenario per rule or worked example. */
import { describe, expect, it } from "vitest";
import { SEED_PHRASES } from "../helpers/seed-phrases.js";
import { scenario, unit } from "./harness.js";

describe("359.3.e.3 / e.4 — moving on the board keeps identity; leaving the board makes a new object", () => {
  it("e.3: moved to base and back to the battlefield, the target is legal again", () => {
    const s = scenario({
      objects: [unit("u", "p2", "bf1")],
      chain: [
        { id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] },
        { id: "rtw", card: "Ride the Wind", controller: "p2", targets: ["u"], destination: "bf1" },
        { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
      ],
    }).expectComplete();
    s.expectTargets("vs", { u: true }).expectInstructions("vs", ["EXECUTED", "EXECUTED"]);
    expect(s.targetCitations("vs", "u")).toContain("359.3.e.3");
    s.expectObject("u", { zone: "TRASH" }); // 4 damage ≥ 3 Might: dies in the cleanup
  });

  it("e.4: banished and played back to the same battlefield, it is a new object and not a legal target", () => {
    const s = scenario({
      objects: [unit("u", "p2", "bf1")],
      chain: [
        { id: "inc", card: "Incinerate", controller: "p1", targets: ["u"] },
        { id: "thr", card: "Thrill of the Hunt", controller: "p2", targets: ["u"], destination: "bf1" },
      ],
    }).expectComplete();
    s.expectTargets("inc", { u: "new object" })
      .expectInstructions("inc", ["IGNORED"])
      .expectInstructions("thr", ["EXECUTED", "EXECUTED"])
      .expectObject("u", { zone: "BATTLEFIELD", battlefield: "bf1", damage: 0, newObject: true, exhausted: true });
    expect(s.targetCitations("inc", "u")).toEqual(["359.3.e.2", "359.3.e.4"]);
  });
});

describe("359.3.e.8 — multi-target instructions act on the legal rest", () => {
  it("Singularity: one of two units is moved away by Flash; the other still takes 6", () => {
    const s = scenario({
      objects: [unit("a", "p2", "bf1"), unit("b", "p2", "bf1", { might: 7 })],
      chain: [
        { id: "sing", card: "Singularity", controller: "p1", targets: ["a", "b"] },
        { id: "sp", card: "Void Seeker", controller: "p2", targets: ["b"] },
      ],
    }).expectComplete();
    // Void Seeker (4) then Singularity (6): b has 10 damage in the end and dies in the cleanup
    s.expectTargets("sing", { a: true, b: true }).expectInstructions("sing", ["EXECUTED"]);
  });

  it("Singularity: a target that left the board is skipped, the rest is dealt 6", () => {
    const s = scenario({
      objects: [unit("a", "p2", "bf1"), unit("b", "p2", "bf1", { might: 7 }), unit("x", "p2", "base")],
      chain: [
        { id: "sing", card: "Singularity", controller: "p1", targets: ["a", "b"] },
        { id: "dg", card: "Deathgrip", controller: "p2", targets: ["a", "x"] },
      ],
    }).expectComplete();
    s.expectTargets("sing", { a: "new object", b: true })
      .expectInstructions("sing", ["PARTIAL"])
      .expectObject("b", { damage: 6, zone: "BATTLEFIELD" })
      .expectObject("x", { might: 6 })
      .expectCites("sing", ["359.3.e.8"]);
  });
});

describe("359.3.e.9 / e.9.a — mistargeting and counting targets", () => {
  const voli = {
    board: { combat: { battlefield: "bf1", attackers: ["voli"], defenders: ["a", "b", "c"] } },
    objects: [
      { id: "voli", card: "Volibear, Furious", owner: "p1", location: "BATTLEFIELD" as const, battlefield: "bf1" },
      unit("a", "p2", "bf1"),
      unit("b", "p2", "bf1"),
      unit("c", "p2", "bf1"),
      unit("z", "p2", "base"),
    ],
  };

  it("after Flash moves two of three units back, Repulse can't target the attack trigger (mistargeted choices count)", () => {
    const s = scenario({
      ...voli,
      chain: [
        { id: "atk", source: "voli", ability: 1, controller: "p1", targets: ["a", "b", "c"] },
        { id: "fl", card: "Flash", controller: "p2", targets: ["a", "b"] },
        { id: "rep", card: "Repulse", controller: "p2", targets: ["c", "atk"], playedAfter: "fl" },
      ],
      choices: [{ item: "atk", index: 0, amounts: [5] }],
    }).expectComplete();
    const illegal = s.steps.find((x) => x.kind === "PLAY_ILLEGAL" && x.chainItem === "rep");
    expect(illegal?.targets.find((t) => t.object === "atk")?.reason).toContain("chooses 3 friendly units");
    s.expectTargets("atk", { a: "must be here", b: "must be here", c: true })
      .expectInstructions("atk", ["PARTIAL"])
      .expectObject("c", { zone: "TRASH" })
      .expectCites(undefined, ["359.3.e.9.a"]);
  });

  it("after two Heedless Resurrections kill two of the units, Repulse counters the attack trigger", () => {
    const s = scenario({
      ...voli,
      chain: [
        { id: "atk", source: "voli", ability: 1, controller: "p1", targets: ["a", "b", "c"] },
        { id: "hr1", card: "Heedless Resurrection", controller: "p2", costObjects: ["a"] },
        { id: "hr2", card: "Heedless Resurrection", controller: "p2", costObjects: ["b"] },
        { id: "rep", card: "Repulse", controller: "p2", targets: ["c", "atk"] },
      ],
    }).expectComplete();
    s.expectTargets("rep", { c: true, atk: true })
      .expectInstructions("rep", ["EXECUTED"])
      .expectObject("c", { zone: "BATTLEFIELD", damage: 0 })
      .expectObject("a", { zone: "TRASH" });
    expect(s.steps.some((x) => x.kind === "ITEM_BEGINS" && x.chainItem === "atk")).toBe(false);
  });

  it("e.9: Incinerate's unit moved to base: the instruction is not executed", () => {
    const s = scenario({
      objects: [unit("u", "p2", "bf1")],
      chain: [
        { id: "inc", card: "Incinerate", controller: "p1", targets: ["u"] },
        { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
      ],
    }).expectComplete();
    s.expectInstructions("inc", ["IGNORED"]).expectCites("inc", ["359.3.e.9", "359.3.e.7"]);
  });
});

describe("359.3.e.10 — a spell that does nothing is still played", () => {
  it("Ravenbloom Student still gets +1 Might when Incinerate mistargets", () => {
    const s = scenario({
      objects: [unit("u", "p2", "bf1"), { id: "stu", card: "Ravenbloom Student", owner: "p1", location: "BASE" }],
      chain: [
        { id: "inc", card: "Incinerate", controller: "p1", targets: ["u"] },
        { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
      ],
    }).expectComplete();
    s.expectInstructions("inc", ["IGNORED"])
      .expectInstructions("stu.a0", ["EXECUTED"])
      .expectObject("stu", { might: 3 })
      .expectCites("inc", ["359.3.e.10"]);
  });

  it("a countered spell is not played: no trigger", () => {
    const s = scenario({
      objects: [unit("u", "p1", "bf1"), { id: "stu", card: "Ravenbloom Student", owner: "p2", location: "BASE" }],
      chain: [
        { id: "inc", card: "Incinerate", controller: "p2", targets: ["u"] },
        { id: "rep", card: "Repulse", controller: "p1", targets: ["u", "inc"] },
      ],
    }).expectComplete();
    s.expectInstructions("rep", ["EXECUTED"]).expectObject("stu", { might: 2 }).expectObject("u", { damage: 0 });
  });
});

describe("359.3.e.11 — partial execution: discard 2, then draw 2 (Undercover Agent's Deathknell)", () => {
  const agent = (hand: string[]) =>
    scenario({
      board: { players: [{ id: "p1", hand: [], deckSize: 5 }, { id: "p2", hand, deckSize: 5, trash: [] }] },
      objects: [{ id: "ag", card: "Undercover Agent", owner: "p2", location: "BATTLEFIELD", battlefield: "bf1", damage: 3 }],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["ag"] }],
    });

  it("empty hand: the discard is ignored, the draw happens", () => {
    const s = agent([]).expectComplete();
    s.expectInstructions("ag.a0", ["IGNORED", "EXECUTED"]).expectPlayer("p2", { handSize: 2 }).expectObject("ag", { zone: "TRASH" });
    s.expectCites("ag.a0", ["359.3.e.11"]);
    // the unit dies in the cleanup after Void Seeker, not during it
    const death = s.steps.findIndex((x) => x.kind === "DEATH");
    const ends = s.steps.findIndex((x) => x.kind === "ITEM_ENDS" && x.chainItem === "vs");
    expect(death).toBeGreaterThan(ends);
  });

  it("one card in hand: discard it (partial), then draw 2", () => {
    const s = agent(["Flash"]).expectComplete();
    s.expectInstructions("ag.a0", ["PARTIAL", "EXECUTED"]).expectPlayer("p2", { handSize: 2, trash: ["Undercover Agent", "Flash"] });
  });

  it("three cards in hand: which two to discard is the player's choice", () => {
    const s = agent(["Flash", "Repulse", "Deathgrip"]);
    expect(s.result.status).toBe("NEEDS_CHOICE");
    expect(s.result.pendingChoice).toEqual({ item: "ag.a0", index: 0, player: "p2", prompt: "choose 2 card(s) to discard.", options: ["Flash", "Repulse", "Deathgrip"] });
  });
});

describe("359.3.e.12 — null information from targets that are gone", () => {
  it("Baited Hook: the friendly unit returned to hand, so no unit can be chosen from the top 5", () => {
    const s = scenario({
      board: { players: [{ id: "p1", hand: [], deck: ["Test Sprout", "Test Trooper", "Flash", "Test Sprout", "Test Brute", "Flash"] }, { id: "p2", hand: [] }] },
      objects: [{ id: "hook", card: "Baited Hook", owner: "p1", location: "BASE" }, unit("f", "p1", "bf1")],
      chain: [
        { id: "bh", source: "hook", ability: 0, controller: "p1", targets: ["f"] },
        // an opponent's reaction returns the unit to its owner's hand: modelled with a hypothetical card
        { id: "bounce", card: "Test Bounce", controller: "p2", targets: ["f"] },
      ],
      definitions: [
        { name: "Test Bounce", type: "Spell", keywords: ["Reaction"], abilities: [],
          spell: { targets: [{ slot: "u", kind: "unit", min: 1, max: 1, requirements: [] }], lines: [{ label: "return it to hand", instruction: { op: "banish", what: { slot: "u" } } }] } },
      ],
    }).expectComplete();
    s.expectTargets("bh", { f: "new object" })
      .expectInstructions("bh", ["IGNORED", "EXECUTED", "IGNORED", "IGNORED", "EXECUTED"])
      .expectObject("hook", { exhausted: true })
      .expectCites("bh", ["359.3.e.12"]);
  });

  it("Baited Hook: killing a 3-Might unit lets the player banish and play a unit with Might up to 4", () => {
    const s = scenario({
      board: { players: [{ id: "p1", hand: [], deck: ["Test Brute", "Test Trooper", "Flash"] }, { id: "p2", hand: [] }] },
      objects: [{ id: "hook", card: "Baited Hook", owner: "p1", location: "BASE" }, unit("f", "p1", "bf1")],
      chain: [{ id: "bh", source: "hook", ability: 0, controller: "p1", targets: ["f"] }],
      choices: [{ item: "bh", index: 0, option: "p1:deck:1" }, { item: "bh", index: 1, option: "base" }],
    }).expectComplete();
    s.expectInstructions("bh", ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"])
      .expectObject("p1:deck:1", { zone: "BASE", newObject: true, might: 3, exhausted: true })
      .expectObject("f", { zone: "TRASH" });
  });

  it("Strike Down: the Equipment was detached by Angle Shot, so the unit is illegal and its Might is null", () => {
    const s = scenario({
      objects: [
        unit("me", "p1", "bf1", { might: 4 }),
        { id: "gear", card: "Test Blade", type: "equipment", owner: "p1", location: "BATTLEFIELD", battlefield: "bf1", attachedTo: "me" },
        unit("foe", "p2", "bf1"),
      ],
      chain: [
        { id: "sd", card: "Strike Down", controller: "p1", targets: ["me", "foe"] },
        { id: "as", card: "Angle Shot", controller: "p2", targets: ["me", "gear"] },
      ],
    }).expectComplete();
    s.expectTargets("sd", { me: "must be equipped", foe: true })
      .expectInstructions("sd", ["IGNORED", "IGNORED"])
      .expectObject("foe", { damage: 0 })
      .expectObject("gear", { zone: "BASE" });
  });

  it("Strike Down with its Equipment still attached deals the unit's Might and detaches", () => {
    const s = scenario({
      objects: [
        unit("me", "p1", "bf1", { might: 4 }),
        { id: "gear", card: "Test Blade", type: "equipment", owner: "p1", location: "BATTLEFIELD", battlefield: "bf1", attachedTo: "me" },
        unit("foe", "p2", "bf1", { might: 5 }),
      ],
      chain: [{ id: "sd", card: "Strike Down", controller: "p1", targets: ["me", "foe"] }],
    }).expectComplete();
    s.expectInstructions("sd", ["EXECUTED", "EXECUTED"]).expectObject("foe", { damage: 4 }).expectObject("gear", { zone: "BASE" });
  });
});

describe("359.3.e.14 — linked instructions", () => {
  it("14.a Hidden Blade: the unit moved to base, so its controller does not draw", () => {
    const s = scenario({
      objects: [unit("u", "p2", "bf1")],
      chain: [
        { id: "hb", card: "Hidden Blade", controller: "p1", targets: ["u"] },
        { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
      ],
    }).expectComplete();
    s.expectInstructions("hb", ["IGNORED", "IGNORED"]).expectPlayer("p2", { handSize: 0 });
  });

  it("14 + 13: Hidden Blade kills the unit and its controller (looked back) draws 2", () => {
    const s = scenario({ objects: [unit("u", "p2", "bf1")], chain: [{ id: "hb", card: "Hidden Blade", controller: "p1", targets: ["u"] }] }).expectComplete();
    s.expectInstructions("hb", ["EXECUTED", "EXECUTED"]).expectPlayer("p2", { handSize: 2 }).expectCites("hb", ["359.3.e.13"]);
  });

  it("14.b Hidden Blade: the kill is replaced (Zhonya's Hourglass), the controller still draws 2", () => {
    const s = scenario({
      objects: [unit("u", "p2", "bf1"), { id: "zh", card: "Zhonya's Hourglass", owner: "p2", location: "BASE" }],
      chain: [{ id: "hb", card: "Hidden Blade", controller: "p1", targets: ["u"] }],
    }).expectComplete();
    s.expectInstructions("hb", ["EXECUTED", "EXECUTED"])
      .expectObject("u", { zone: "BASE", exhausted: true })
      .expectObject("zh", { zone: "TRASH" })
      .expectPlayer("p2", { handSize: 2 });
  });

  it("14.b two gear could replace the death: its controller is asked once which applies, and only that gear is killed (372)", () => {
    const input = {
      objects: [unit("u", "p2", "bf1"), { id: "zh1", card: "Zhonya's Hourglass", owner: "p2", location: "BASE" as const }, { id: "zh2", card: "Zhonya's Hourglass", owner: "p2", location: "BASE" as const }],
      chain: [{ id: "hb", card: "Hidden Blade", controller: "p1", targets: ["u"] }],
    };
    const asked = scenario(input).result;
    expect(asked.status).toBe("NEEDS_CHOICE");
    expect(asked.pendingChoice).toMatchObject({ item: "hb", index: 0, player: "p2", options: ["zh1", "zh2"] });
    const s = scenario({ ...input, choices: [{ item: "hb", index: 0, option: "zh2" }] }).expectComplete();
    s.expectObject("u", { zone: "BASE", exhausted: true }).expectObject("zh2", { zone: "TRASH" }).expectObject("zh1", { zone: "BASE" }).expectPlayer("p2", { handSize: 2 });
  });

  it("14.b Deathgrip: the death is replaced, so \"if you do\" is ignored; draw 1 still happens", () => {
    const s = scenario({
      objects: [unit("a", "p1", "bf1"), unit("b", "p1", "bf1"), { id: "zh", card: "Zhonya's Hourglass", owner: "p1", location: "BASE" }],
      chain: [{ id: "dg", card: "Deathgrip", controller: "p1", targets: ["a", "b"] }],
    }).expectComplete();
    s.expectInstructions("dg", ["EXECUTED", "IGNORED", "EXECUTED"]).expectObject("b", { might: 3 }).expectCites("dg", ["359.3.e.14.b"]);
  });

  it("Deathgrip without replacement: the other unit gets the killed one's last known Might", () => {
    const s = scenario({
      objects: [unit("a", "p1", "bf1", { might: 5 }), unit("b", "p1", "bf1")],
      chain: [{ id: "dg", card: "Deathgrip", controller: "p1", targets: ["a", "b"] }],
    }).expectComplete();
    s.expectInstructions("dg", ["EXECUTED", "EXECUTED", "EXECUTED"]).expectObject("b", { might: 8 }).expectCites("dg", ["359.3.e.13", "359.3.e.14.c"]);
  });

  it("14.c: \"I enter in base\" replaces where the unit enters, but it was still played", () => {
    const s = scenario({
      objects: [unit("u", "p1", "bf1", { text: SEED_PHRASES.enterInBase() })],
      chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "bf2" }],
    }).expectComplete();
    s.expectInstructions("thr", ["EXECUTED", "EXECUTED"]).expectObject("u", { zone: "BASE", newObject: true }).expectCites("thr", ["370.1.b"]);
  });
});

describe("359.3.e.15 / e.16", () => {
  it("e.15: an item that leaves the chain mid-resolution stops", () => {
    const s = scenario({
      chain: [{ id: "x", card: "Test Vanish", controller: "p1" }],
      definitions: [
        { name: "Test Vanish", type: "Spell", keywords: [], abilities: [],
          spell: { targets: [], lines: [{ label: "leave the chain", instruction: { op: "leaveChain" } }, { label: "draw 1", instruction: { op: "draw", who: "you", n: 1 } }] } },
      ],
    }).expectComplete();
    s.expectInstructions("x", ["EXECUTED", "IGNORED"]).expectPlayer("p1", { handSize: 0 }).expectCites("x", ["359.3.e.15"]);
  });

  it("e.16 Akshan: he left the board before his play effect resolved, so control never changes", () => {
    const s = scenario({
      objects: [{ id: "g", card: "Test Blade", type: "equipment", owner: "p2", location: "BASE" }],
      chain: [
        { id: "ak", card: "Akshan, Mischievous", controller: "p1", destination: "bf1", paidAdditionalCost: true, targets: ["g"] },
        { id: "vs", card: "Void Seeker", controller: "p2", targets: ["ak"] },
      ],
      choices: [{ item: "p1:trigger-order", index: 0, objects: ["ak.a0", "ak.a1"] }], // Weaponmaster and the paid play effect trigger together (383.3.d)
    }).expectComplete();
    s.expectInstructions("ak.a1", ["EXECUTED", "IGNORED", "IGNORED"])
      .expectObject("ak", { zone: "TRASH" })
      .expectObject("g", { zone: "BASE", controller: "p2" })
      .expectCites("ak.a1", ["359.3.e.16"]);
  });

  it("Akshan stays: he controls the enemy Equipment and it is attached to him", () => {
    const s = scenario({
      objects: [{ id: "g", card: "Test Blade", type: "equipment", owner: "p2", location: "BASE" }],
      chain: [{ id: "ak", card: "Akshan, Mischievous", controller: "p1", destination: "bf1", paidAdditionalCost: true, targets: ["g"] }], choices: [{ item: "p1:trigger-order", index: 0, objects: ["ak.a0", "ak.a1"] }],
    }).expectComplete();
    s.expectInstructions("ak.a1", ["EXECUTED", "EXECUTED", "EXECUTED"]).expectObject("g", { controller: "p1", attachedTo: "ak", zone: "BATTLEFIELD" });
  });

  it("e.16 Targon's Peak conquered after the ending step began: the delayed trigger is not created", () => {
    const s = scenario({
      board: { phase: "ENDING_STEP", battlefields: [{ id: "peak", card: "Targon's Peak", controller: "p2" }, { id: "bf2" }] },
      objects: [unit("u", "p1", "base")],
      chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "peak" }],
    }).expectComplete();
    s.expectInstructions("peak.a0", ["IGNORED"]).expectCites("peak.a0", ["359.3.e.16"]);
  });

  it("Targon's Peak conquered in the action phase: the delayed trigger is created", () => {
    const s = scenario({
      board: { battlefields: [{ id: "peak", card: "Targon's Peak", controller: "p2" }, { id: "bf2" }] },
      objects: [unit("u", "p1", "base")],
      chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "peak" }],
    }).expectComplete();
    s.expectInstructions("peak.a0", ["EXECUTED"]);
  });
});

describe("359.3.f — referents are checked as the instruction executes", () => {
  const yasuo = {
    board: { combat: { battlefield: "bf1", attackers: ["yas"], defenders: ["d"] } },
    objects: [
      { id: "yas", card: "Yasuo, Remorseful", owner: "p1", location: "BATTLEFIELD" as const, battlefield: "bf1" },
      unit("d", "p2", "bf1", { might: 8 }),
      { id: "ff", card: "Fight or Flight", owner: "p2", location: "FACEDOWN" as const, battlefield: "bf1" },
    ],
  };

  it("f.2: Fight or Flight moves Yasuo to base, so \"here\" now means his base and the trigger mistargets", () => {
    const s = scenario({
      ...yasuo,
      chain: [
        { id: "atk", source: "yas", ability: 0, controller: "p1", targets: ["d"] },
        { id: "fof", card: "Fight or Flight", controller: "p2", playedFrom: "ff", targets: ["yas"] },
      ],
    }).expectComplete();
    s.expectTargets("atk", { d: "must be here" })
      .expectInstructions("atk", ["IGNORED"])
      .expectObject("yas", { zone: "BASE" })
      .expectObject("d", { damage: 0 });
    expect(s.targetCitations("atk", "d")).toEqual(expect.arrayContaining(["359.3.f.1", "359.3.f.2"]));
  });

  it("f.2: Stupefy gives Yasuo -1 Might before the trigger resolves, so it deals his current Might of 5", () => {
    const s = scenario({
      ...yasuo,
      chain: [
        { id: "atk", source: "yas", ability: 0, controller: "p1", targets: ["d"] },
        { id: "stu", card: "Stupefy", controller: "p2", targets: ["yas"] },
      ],
    }).expectComplete();
    s.expectInstructions("stu", ["EXECUTED", "EXECUTED"])
      .expectInstructions("atk", ["EXECUTED"])
      .expectObject("yas", { might: 5 })
      .expectObject("d", { damage: 5 })
      .expectCites("atk", ["359.3.f.1", "359.3.f.2", "359.3.e.12.a"]);
  });

  it("Stupefy stops at a minimum of 1 Might", () => {
    const s = scenario({ objects: [unit("u", "p2", "bf1", { might: 1 })], chain: [{ id: "stu", card: "Stupefy", controller: "p1", targets: ["u"] }] }).expectComplete();
    s.expectInstructions("stu", ["EXECUTED", "EXECUTED"]).expectObject("u", { might: 1 });
  });
});

describe("359.3.e.4 — a Might limit on a target fails once its Might rises above the limit", () => {
  it("Gust's target gets +Might from Deathgrip in reaction: Gust is ignored", () => {
    const s = scenario({
      objects: [unit("u", "p2", "bf1"), unit("x", "p2", "base", { might: 2 })],
      chain: [
        { id: "gust", card: "Gust", controller: "p1", targets: ["u"] },
        { id: "dg", card: "Deathgrip", controller: "p2", targets: ["x", "u"] },
      ],
    }).expectComplete();
    s.expectTargets("gust", { u: "3 Might or less, but has 5" })
      .expectInstructions("gust", ["IGNORED"])
      .expectObject("u", { zone: "BATTLEFIELD", might: 5 });
  });

  it("Gust returns a 3-Might unit to its owner's hand", () => {
    const s = scenario({ objects: [unit("u", "p2", "bf1")], chain: [{ id: "gust", card: "Gust", controller: "p1", targets: ["u"] }] }).expectComplete();
    s.expectInstructions("gust", ["EXECUTED"]).expectObject("u", { zone: "HAND" }).expectPlayer("p2", { handSize: 1 });
  });
});
