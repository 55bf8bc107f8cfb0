// The worked examples of the seeds (../shared/seeds/: RUP4 359.3.e as published, the cleanup lesson,
// the RiftPal explanation), one scenario each, through resolveChain over HTTP, pinned to RUP4.
import { describe, expect, it } from "vitest";
import { SEED_PHRASES } from "../helpers/seed-phrases.js";
import { card, check, facedown, unit, type Scenario } from "../helpers/scenario-http.js";

const scenarios: Scenario[] = [
  {
    name: "359.3.e.5 Void Seeker: the unit moved to base takes no damage; its controller still draws 1",
    objects: [unit("u", "p2", "bf1")],
    chain: [
      { id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] },
      { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
    ],
    expect: {
      targets: { vs: { u: "must be at a battlefield" } },
      instructions: { vs: ["IGNORED", "EXECUTED"], fl: ["EXECUTED"] },
      objects: { u: { zone: "BASE", damage: 0 } },
      players: { p1: { handSize: 1 }, p2: { handSize: 0 } },
      cites: { vs: ["359.3.e.1", "359.3.e.2", "359.3.e.5", "359.3.e.7", "355.9.b", "413.1"] },
      golden: "void-seeker-moved-to-base",
    },
  },
  {
    name: "359.3.e.5 Bellow's Breath: the unit that can't be chosen unless in combat leaves combat and is unaffected",
    board: { combat: { battlefield: "bf1", attackers: ["a"], defenders: ["d"] } },
    objects: [unit("a", "p1", "bf1"), unit("d", "p2", "bf1", { text: SEED_PHRASES.untargetableUnlessInCombat() })],
    chain: [
      { id: "bb", card: "Bellow's Breath", controller: "p1", targets: ["d"] },
      { id: "fl", card: "Flash", controller: "p2", targets: ["d"] },
    ],
    expect: {
      targets: { bb: { d: "out of combat" } },
      instructions: { bb: ["IGNORED"] },
      objects: { d: { zone: "BASE", damage: 0 }, a: { zone: "BATTLEFIELD", damage: 0 } },
      targetCites: { bb: { d: ["359.3.e.2", "355.9.b", "758.1"] } },
      unsupported: [],
      golden: "bellows-breath-leaves-combat",
    },
  },
  {
    name: "359.3.e.5 Hidden Blade from facedown: Tideturner swaps the target to another battlefield, so its instructions are ignored",
    objects: [unit("u", "p2", "bf1"), facedown("hb", "Hidden Blade", "p1", "bf1"), facedown("tt", "Tideturner", "p2", "bf2")],
    chain: [
      { id: "blade", card: "Hidden Blade", controller: "p1", playedFrom: "hb", targets: ["u"] },
      { id: "tide", card: "Tideturner", controller: "p2", playedFrom: "tt", targets: ["u"] },
    ],
    expect: {
      targets: { blade: { u: "played from facedown" } },
      instructions: { blade: ["IGNORED", "IGNORED"], "tt.a0": ["EXECUTED"] },
      objects: { u: { zone: "BATTLEFIELD", battlefield: "bf2", damage: 0 }, tt: { zone: "BATTLEFIELD", battlefield: "bf1", newObject: true }, hb: { zone: "TRASH" } },
      players: { p2: { handSize: 0 } },
      cites: { blade: ["811.1.d.2", "359.3.e.14.a"] },
      golden: "hidden-blade-tideturner",
    },
  },
  {
    name: "359.3.e.6 Ride the Wind to base from Vilemaw's Lair: the move is impossible and ignored (and the linked ready with it)",
    board: { battlefields: [{ id: "lair", card: "Vilemaw's Lair" }, { id: "bf2" }] },
    objects: [unit("u", "p1", "lair", { exhausted: true })],
    chain: [{ id: "rtw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "base" }],
    expect: {
      targets: { rtw: { u: true } },
      instructions: { rtw: ["IGNORED", "IGNORED"] },
      objects: { u: { zone: "BATTLEFIELD", battlefield: "lair", exhausted: true } },
      cites: { rtw: ["359.3.e.6", "359.3.e.14.a"] },
      golden: "ride-the-wind-vilemaws-lair",
    },
  },
  {
    name: "RiftPal example 1: the unit went to base in reaction (Fight or Flight), so no damage, but the draw still happens",
    objects: [unit("u", "p2", "bf1")],
    chain: [
      { id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] },
      { id: "fof", card: "Fight or Flight", controller: "p2", targets: ["u"] },
    ],
    expect: {
      targets: { vs: { u: "must be at a battlefield" } },
      instructions: { fof: ["EXECUTED"], vs: ["IGNORED", "EXECUTED"] },
      objects: { u: { zone: "BASE", damage: 0 } },
      players: { p1: { handSize: 1 } },
      cites: { vs: ["359.3.e.5", "359.3.e.9"] },
    },
  },
  {
    name: "RiftPal example 2: Hidden Blade's unit went to base, so the kill is ignored and the linked draw with it",
    objects: [unit("u", "p2", "bf1")],
    chain: [
      { id: "hb", card: "Hidden Blade", controller: "p1", targets: ["u"] },
      { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
    ],
    expect: {
      targets: { hb: { u: "must be at a battlefield" } },
      instructions: { hb: ["IGNORED", "IGNORED"] },
      objects: { u: { zone: "BASE", damage: 0 } },
      players: { p2: { handSize: 0 } },
      cites: { hb: ["359.3.e.14", "359.3.e.14.a"] },
      golden: "hidden-blade-linked-draw-ignored",
    },
  },
  {
    name: "Cleanups lesson: lethal damage from a resolving spell is only acted on in the cleanup that follows it (3b)",
    objects: [unit("u", "p2", "bf1")],
    chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] }],
    expect: {
      instructions: { vs: ["EXECUTED", "EXECUTED"] },
      objects: { u: { zone: "TRASH", damage: 0, might: null } },
      cites: { "*": ["319.3", "319.4", "319.5", "321", "321.1", "322", "323.5", "142.4.b", "334.2.a"] },
      golden: "lethal-damage-dies-in-cleanup",
    },
  },
];

describe("seeds: worked examples through resolveChain", () => {
  for (const s of scenarios) it(s.name, () => check(s));

  it("the lethal unit dies after the spell has finished resolving, not during it (321, 321.1)", async () => {
    const r = await check({ ...scenarios.at(-1)!, expect: { objects: { u: { zone: "TRASH" } } } });
    const kinds = r.steps.map((s) => `${s.kind}${s.chainItem ? `:${s.chainItem}` : ""}`);
    const ends = kinds.indexOf("ITEM_ENDS:vs");
    const death = kinds.indexOf("DEATH");
    expect(ends).toBeGreaterThan(-1);
    expect(death).toBeGreaterThan(ends);
    expect(r.steps.slice(0, ends).some((s) => s.kind === "DEATH")).toBe(false);
  });

  it("a unit given by card (not by stats) behaves the same: the Tideturner card's printed Might is used", async () => {
    const r = await check({
      objects: [card("t", "Tideturner", "p2", "bf1")],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["t"] }],
      name: "", expect: { objects: { t: { zone: "TRASH" } }, instructions: { vs: ["EXECUTED", "EXECUTED"] } },
    });
    expect(r.steps.find((s) => s.kind === "CLEANUP" && s.explanation.includes("lethal"))?.explanation).toContain("2 Might");
  });
});
