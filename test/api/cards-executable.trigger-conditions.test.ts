// Trigger conditions through resolveChain over HTTP: a spell-played trigger with a minimum cost reads the spell's
// printed Energy cost, whatever was paid (206); a play-me trigger that asks whether its controller has a unit of a tag
// is checked as the unit is played, and a conquer trigger counting the player's units at that battlefield as the
// battlefield is conquered, each as part of the trigger condition (383.2.a.1); and the stun triggers, for one enemy
// unit or for one or more. Real cards of the library, compiled
// from their text.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";


describe("a trigger on playing a spell with a cost of {5} or higher (Lux, Illuminated)", () => {
  it("Lux, Illuminated gets +3 Might this turn for an 8-Energy spell of her controller's, not for a 2-Energy one", async () => {
    await executable("Lux, Illuminated", "Final Spark", "Discipline");
    await check({
      name: "",
      objects: [card("lux", "Lux, Illuminated", "p1", "bf1"), unit("e", "p2", "bf2", { might: 9 })],
      chain: [{ id: "fs", card: "Final Spark", controller: "p1", targets: ["e"] }],
      expect: { instructions: { fs: ["EXECUTED"], "lux.a0": ["EXECUTED"] }, objects: { lux: { might: 8 }, e: { damage: 8 } }, cites: { "*": ["206"] } },
    });
    await check({
      name: "",
      objects: [card("lux", "Lux, Illuminated", "p1", "bf1"), unit("u", "p1", "base")],
      chain: [{ id: "d", card: "Discipline", controller: "p1", targets: ["u"] }],
      expect: { instructions: { d: ["EXECUTED", "EXECUTED"] }, kinds: { "lux.a0": { TRIGGER: false } }, objects: { lux: { might: 5 }, u: { might: 5 } }, cites: { "*": ["206"] } },
    });
  });

  it("Lux does not notice an opponent's expensive spell", async () => {
    await check({
      name: "",
      objects: [card("lux", "Lux, Illuminated", "p1", "bf1"), unit("e", "p1", "bf2", { might: 9 })],
      chain: [{ id: "fs", card: "Final Spark", controller: "p2", targets: ["e"] }],
      expect: { instructions: { fs: ["EXECUTED"] }, kinds: { "lux.a0": { TRIGGER: false } }, objects: { lux: { might: 5 } } },
    });
  });

  it("Lady of Luminosity (a legend) draws 1 when its controller plays an 8-Energy spell", async () => {
    await executable("Lady of Luminosity - Starter");
    await check({
      name: "",
      objects: [card("lady", "Lady of Luminosity - Starter", "p1", "base"), unit("e", "p2", "bf1", { might: 9 })],
      chain: [{ id: "fs", card: "Final Spark", controller: "p1", targets: ["e"] }],
      expect: { instructions: { fs: ["EXECUTED"], "lady.a0": ["EXECUTED"] }, players: { p1: { handSize: 1 } } },
    });
  });
});

describe("a play trigger conditioned on controlling a Poro (Poro Herder)", () => {
  it("Poro Herder buffs itself and draws 1 when its controller controls a Poro as it is played", async () => {
    await executable("Poro Herder", "Pouty Poro");
    await check({
      name: "",
      objects: [card("pp", "Pouty Poro", "p1", "base")],
      chain: [{ id: "ph", card: "Poro Herder", controller: "p1", destination: "base" }],
      expect: { instructions: { "ph.a0": ["EXECUTED", "EXECUTED"] }, objects: { ph: { might: 4 } }, players: { p1: { handSize: 1 } }, cites: { "*": ["383.2.a.1"] } },
    });
  });

  it("Poro Herder's play effect does not trigger without a Poro (an opponent's does not count)", async () => {
    await check({
      name: "",
      objects: [card("pp", "Pouty Poro", "p2", "base")],
      chain: [{ id: "ph", card: "Poro Herder", controller: "p1", destination: "base" }],
      expect: { kinds: { "ph.a0": { TRIGGER: false } }, objects: { ph: { might: 3 } }, players: { p1: { handSize: 0 } }, cites: { "*": ["383.2.a.1"] } },
    });
  });
});

describe("a play trigger conditioned on controlling at least two gear (SFD-072 Dropboarder)", () => {
  it("Dropboarder readies itself when its controller controls two gear as it is played", async () => {
    await executable("Dropboarder");
    await check({
      name: "",
      objects: [card("g1", "Iron Ballista", "p1", "base"), card("g2", "Sun Disc", "p1", "base")],
      chain: [{ id: "db", card: "Dropboarder", controller: "p1", destination: "base" }],
      expect: { instructions: { "db.a0": ["EXECUTED"] }, objects: { db: { zone: "BASE", exhausted: false } }, cites: { "*": ["383.2.a.1"] } },
    });
  });

  it("one gear of its controller's (and an opponent's) is not enough: the play effect does not trigger and it stays exhausted", async () => {
    await check({
      name: "",
      objects: [card("g1", "Iron Ballista", "p1", "base"), card("g2", "Sun Disc", "p2", "base")],
      chain: [{ id: "db", card: "Dropboarder", controller: "p1", destination: "base" }],
      expect: { kinds: { "db.a0": { TRIGGER: false } }, objects: { db: { zone: "BASE", exhausted: true } }, cites: { "*": ["383.2.a.1"] } },
    });
  });
});

describe("a conquer trigger conditioned on having four or more units at the conquered battlefield", () => {
  // Thrill of the Hunt plays a friendly unit to a battlefield: arriving alone among p1's units at p2's battlefield, p1 conquers it.
  const conquest = (already: number) => ({
    name: "",
    board: { battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
    objects: [
      card("md", "Might of Demacia - Starter", "p1", "base"),
      unit("u", "p1", "base"),
      ...Array.from({ length: already }, (_, k) => unit(`w${k}`, "p1", "bf1")),
    ],
    chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "bf1" }],
  });

  it("Might of Demacia draws 2 when its controller conquers with a fourth unit there", async () => {
    await executable("Might of Demacia - Starter");
    await check({ ...conquest(3), expect: { instructions: { "md.a0": ["EXECUTED"] }, players: { p1: { handSize: 2 } }, cites: { "*": ["383.2.a.1"] } } });
  });

  it("Might of Demacia does not trigger on a conquest with three units there", async () => {
    await check({ ...conquest(2), expect: { kinds: { "md.a0": { TRIGGER: false } }, players: { p1: { handSize: 0 } }, cites: { "*": ["383.2.a.1"] } } });
  });
});

describe("When you stun an enemy unit / one or more enemy units", () => {
  it("Eclipse Herald readies itself and gets +1 Might this turn when its controller stuns an enemy unit, even in a base", async () => {
    await executable("Eclipse Herald", "Rune Prison");
    await check({
      name: "",
      objects: [card("eh", "Eclipse Herald", "p1", "base", { exhausted: true }), unit("e", "p2", "base")],
      chain: [{ id: "rp", card: "Rune Prison", controller: "p1", targets: ["e"] }],
      expect: { instructions: { rp: ["EXECUTED"], "eh.a0": ["EXECUTED", "EXECUTED"] }, objects: { eh: { exhausted: false, might: 8 } } },
    });
  });

  it("Eclipse Herald does not notice its controller stunning a friendly unit, nor an opponent's stun", async () => {
    await check({
      name: "",
      objects: [card("eh", "Eclipse Herald", "p1", "base", { exhausted: true }), unit("u", "p1", "base")],
      chain: [{ id: "rp", card: "Rune Prison", controller: "p1", targets: ["u"] }],
      expect: { kinds: { "eh.a0": { TRIGGER: false } }, objects: { eh: { exhausted: true, might: 7 } } },
    });
    await check({
      name: "",
      objects: [card("eh", "Eclipse Herald", "p1", "base", { exhausted: true }), unit("u", "p1", "base")],
      chain: [{ id: "rp", card: "Rune Prison", controller: "p2", targets: ["u"] }],
      expect: { kinds: { "eh.a0": { TRIGGER: false } }, objects: { eh: { exhausted: true } } },
    });
  });

  it("Radiant Dawn (a legend) buffs a friendly unit when its controller stuns an enemy unit", async () => {
    await executable("Radiant Dawn");
    await check({
      name: "",
      objects: [card("rd", "Radiant Dawn", "p1", "base"), unit("u", "p1", "base"), unit("e", "p2", "bf1")],
      chain: [{ id: "rp", card: "Rune Prison", controller: "p1", targets: ["e"] }],
      choices: [{ item: "rd.a0", index: 0, objects: ["u"] }],
      expect: { instructions: { "rd.a0": ["EXECUTED"] }, objects: { u: { might: 4 } } },
    });
  });
});
