/** Golden transcripts: the explanations the engine gives, kept in files and reviewed like code. */
import { describe, expect, it } from "vitest";
import { facedown, scenario, unit } from "./harness.js";

const cases = {
  "void-seeker-moved-to-base": () =>
    scenario({
      objects: [unit("u", "p2", "bf1")],
      chain: [
        { id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] },
        { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
      ],
    }),
  "hidden-blade-tideturner": () =>
    scenario({
      objects: [unit("u", "p2", "bf1"), facedown("hb", "p1", "bf1", "Hidden Blade"), facedown("tt", "p2", "bf2", "Tideturner")],
      chain: [
        { id: "blade", card: "Hidden Blade", controller: "p1", playedFrom: "hb", targets: ["u"] },
        { id: "tide", card: "Tideturner", controller: "p2", playedFrom: "tt", targets: ["u"] },
      ],
    }),
  "volibear-repulse-after-heedless": () =>
    scenario({
      board: { combat: { battlefield: "bf1", attackers: ["voli"], defenders: ["a", "b", "c"] } },
      objects: [
        { id: "voli", card: "Volibear, Furious", owner: "p1", location: "BATTLEFIELD", battlefield: "bf1" },
        unit("a", "p2", "bf1"), unit("b", "p2", "bf1"), unit("c", "p2", "bf1"),
      ],
      chain: [
        { id: "atk", source: "voli", ability: 1, controller: "p1", targets: ["a", "b", "c"] },
        { id: "hr1", card: "Heedless Resurrection", controller: "p2", costObjects: ["a"] },
        { id: "hr2", card: "Heedless Resurrection", controller: "p2", costObjects: ["b"] },
        { id: "rep", card: "Repulse", controller: "p2", targets: ["c", "atk"] },
      ],
    }),
  "deathgrip-replaced-by-zhonya": () =>
    scenario({
      objects: [unit("a", "p1", "bf1"), unit("b", "p1", "bf1"), { id: "zh", card: "Zhonya's Hourglass", owner: "p1", location: "BASE" }],
      chain: [{ id: "dg", card: "Deathgrip", controller: "p1", targets: ["a", "b"] }],
    }),
  "akshan-leaves-before-play-effect": () =>
    scenario({
      objects: [{ id: "g", card: "Test Blade", type: "equipment", owner: "p2", location: "BASE" }],
      chain: [
        { id: "ak", card: "Akshan, Mischievous", controller: "p1", destination: "bf1", paidAdditionalCost: true, targets: ["g"] },
        { id: "vs", card: "Void Seeker", controller: "p2", targets: ["ak"] },
      ],
      choices: [{ item: "p1:trigger-order", index: 0, objects: ["ak.a0", "ak.a1"] }], // Weaponmaster and the paid play effect trigger together (383.3.d)
    }),
  "ride-the-wind-vilemaws-lair": () =>
    scenario({
      board: { battlefields: [{ id: "lair", card: "Vilemaw's Lair" }, { id: "bf2" }] },
      objects: [unit("u", "p1", "lair", { exhausted: true })],
      chain: [{ id: "rtw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "base" }],
    }),
};

describe("golden transcripts", () => {
  for (const [name, make] of Object.entries(cases)) {
    it(name, async () => {
      await expect(make().transcript() + "\n").toMatchFileSnapshot(`./__golden__/${name}.txt`);
    });
  }
});
