// "When you play a unit / another unit / a token unit / a gear" through resolveChain over HTTP: a player's
// permanents notice the permanents that player plays (from hand, by an effect, or as tokens). These are
// not play effects (383.4.a.4). Real cards of the library, compiled from their text.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check } from "../helpers/scenario-http.js";


describe("When you play a gear", () => {
  it("Pit Crew readies itself when its controller plays a gear, not when the opponent does", async () => {
    await executable("Pit Crew", "Seal of Rage");
    const play = (by: string) => ({
      name: "",
      objects: [card("pc", "Pit Crew", "p1", "base", { exhausted: true })],
      chain: [{ id: "g", card: "Seal of Rage", controller: by }],
    });
    await check({ ...play("p1"), expect: { instructions: { "pc.a0": ["EXECUTED"] }, objects: { pc: { exhausted: false }, g: { zone: "BASE" } } } });
    await check({ ...play("p2"), expect: { kinds: { "pc.a0": { TRIGGER: false } }, objects: { pc: { exhausted: true } } } });
  });
});

describe("When you play another unit", () => {
  it("Cithria of Cloudfield buffs herself when another unit is played, not when she is", async () => {
    await executable("Cithria of Cloudfield");
    await check({
      name: "",
      objects: [card("ci", "Cithria of Cloudfield", "p1", "base")],
      chain: [{ id: "po", card: "Petty Officer", controller: "p1", destination: "base" }],
      expect: { instructions: { "ci.a0": ["EXECUTED"] }, objects: { ci: { might: 2 } } },
    });
    await check({
      name: "",
      chain: [{ id: "ci", card: "Cithria of Cloudfield", controller: "p1", destination: "base" }],
      expect: { kinds: { "ci.a0": { TRIGGER: false } }, objects: { ci: { might: 1 } } },
    });
  });
});

describe("When you play a token unit", () => {
  it("Lillia, Protector of Dreams gets +1 Might this turn when a spell of hers plays a token", async () => {
    await executable("Lillia, Protector of Dreams", "Production Surge");
    await check({
      name: "",
      objects: [card("li", "Lillia, Protector of Dreams", "p1", "bf1")],
      chain: [{ id: "ps", card: "Production Surge", controller: "p1" }],
      expect: { instructions: { ps: ["EXECUTED", "EXECUTED"], "li.a0": ["EXECUTED"] }, objects: { li: { might: 5 }, "ps.token1": { zone: "BASE", might: 3 } } },
    });
  });
});
