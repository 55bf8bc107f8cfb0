// Targets and destinations named by locations, through resolveChain over HTTP, with real cards of the library
// compiled from their text: "to that enemy unit's battlefield", "to that battlefield" (noted from the trigger
// condition, 359.3.f.3), "to or from its base", "to a different battlefield", "from here", "with less Might than me",
// "at my battlefield", and groups of targets "at a battlefield with total Might N or less" (355.11).
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";


describe("move … to that enemy unit's battlefield", () => {
  it("Zenith Blade stuns the enemy unit and may move a friendly unit to its battlefield", async () => {
    await executable("Zenith Blade");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf2"), unit("f", "p1", "base")],
      chain: [{ id: "zb", card: "Zenith Blade", controller: "p1", targets: ["e", "f"] }],
      choices: [{ item: "zb", index: 0, accept: true }],
      expect: { instructions: { zb: ["EXECUTED", "EXECUTED"] }, objects: { f: { zone: "BATTLEFIELD", battlefield: "bf2" } }, cites: { zb: ["420.1", "359.3.f.2"] } },
    });
  });

  it("the move is linked to the stun (359.3.e.14): the enemy unit gone, the friendly unit stays", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf2"), unit("f", "p1", "base")],
      chain: [
        { id: "zb", card: "Zenith Blade", controller: "p1", targets: ["e", "f"] },
        { id: "v", card: "Vengeance", controller: "p2", targets: ["e"] },
      ],
      choices: [{ item: "zb", index: 0, accept: true }],
      expect: { instructions: { zb: ["IGNORED", "IGNORED"] }, objects: { f: { zone: "BASE" } } },
    });
  });

  it("declined, nothing moves", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf2"), unit("f", "p1", "base")],
      chain: [{ id: "zb", card: "Zenith Blade", controller: "p1", targets: ["e", "f"] }],
      choices: [{ item: "zb", index: 0, accept: false }],
      expect: { instructions: { zb: ["EXECUTED", "IGNORED"] }, objects: { f: { zone: "BASE" } } },
    });
  });
});

describe("one of your units goes from its base to a battlefield or back (Unforgiven)", () => {
  it("from its base to the battlefield chosen as it is played", async () => {
    await executable("Unforgiven");
    await check({
      name: "",
      objects: [card("unf", "Unforgiven", "p1", "base"), unit("f", "p1", "base")],
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["f"], destination: "bf2" }],
      expect: { instructions: { ab: ["EXECUTED"] }, objects: { f: { zone: "BATTLEFIELD", battlefield: "bf2" }, unf: { exhausted: true } }, cites: { ab: ["355.4.a"] } },
    });
  });

  it("from a battlefield to its base", async () => {
    await check({
      name: "",
      objects: [card("unf", "Unforgiven", "p1", "base"), unit("f", "p1", "bf1")],
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["f"] }],
      expect: { instructions: { ab: ["EXECUTED"] }, objects: { f: { zone: "BASE" } } },
    });
  });

  it("from its base with no battlefield given: its controller is asked, among the battlefields", async () => {
    await check({
      name: "",
      objects: [card("unf", "Unforgiven", "p1", "base"), unit("f", "p1", "base")],
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["f"] }],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "ab", player: "p1", options: ["bf1", "bf2"] } },
    });
  });

  it("an enemy unit is not a legal target", async () => {
    await check({
      name: "",
      objects: [card("unf", "Unforgiven", "p1", "base"), unit("e", "p2", "bf1")],
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["e"] }],
      expect: { playIllegal: { ab: { e: "friendly" } } },
    });
  });
});

describe("a unit moving to a battlefield may pull an enemy unit to that same battlefield (Irresistible Faefolk)", () => {
  it("Irresistible Faefolk, moved to a battlefield, brings an enemy unit to the battlefield its trigger noted (359.3.f.3)", async () => {
    await executable("Irresistible Faefolk");
    await check({
      name: "",
      objects: [card("unf", "Unforgiven", "p1", "base"), card("fae", "Irresistible Faefolk", "p1", "base"), unit("e", "p2", "bf2")],
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["fae"], destination: "bf1" }],
      choices: [{ item: "fae.a0", index: 0, objects: ["e"] }, { item: "fae.a0", index: 1, accept: true }],
      expect: {
        instructions: { ab: ["EXECUTED"], "fae.a0": ["EXECUTED"] },
        objects: { fae: { battlefield: "bf1" }, e: { zone: "BATTLEFIELD", battlefield: "bf1" } },
        cites: { "fae.a0": ["359.3.f.3", "420.1"] },
      },
    });
  });

  it("moved to its base, it does not trigger", async () => {
    await check({
      name: "",
      objects: [card("unf", "Unforgiven", "p1", "base"), card("fae", "Irresistible Faefolk", "p1", "bf1"), unit("e", "p2", "bf2")],
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["fae"] }],
      expect: { instructions: { ab: ["EXECUTED"] }, objects: { fae: { zone: "BASE" }, e: { battlefield: "bf2" } }, kinds: { "fae.a0": { TRIGGER: false } } },
    });
  });
});

describe("at most one enemy unit at the source's location is sent to its base (Janna, Savior)", () => {
  const objects = [unit("f", "p1", "bf1", { damage: 2 }), unit("e", "p2", "bf1"), unit("e2", "p2", "bf2")];
  const chain = [{ id: "j", card: "Janna, Savior", controller: "p1", battlefield: "bf1" }];

  it("heals her units here, then moves the enemy unit here to its base", async () => {
    await executable("Janna, Savior");
    await check({
      name: "",
      objects,
      chain,
      choices: [{ item: "j.a1", index: 0, objects: ["e"] }],
      expect: { instructions: { "j.a1": ["EXECUTED", "EXECUTED"] }, objects: { f: { damage: 0 }, e: { zone: "BASE" }, e2: { battlefield: "bf2" } } },
    });
  });

  it("an enemy unit at another battlefield is not here: it can't be chosen", async () => {
    await check({
      name: "",
      objects,
      chain,
      choices: [{ item: "j.a1", index: 0, objects: ["e2"] }],
      expect: { playIllegal: { "j.a1": { e2: "must be here" } } },
    });
  });
});

describe("any number of units at a battlefield (355.11)", () => {
  it("Emperor's Divide moves friendly units at one battlefield to their base", async () => {
    await executable("Emperor's Divide");
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1"), unit("b", "p1", "bf1"), unit("c", "p1", "bf2")],
      chain: [{ id: "ed", card: "Emperor's Divide", controller: "p1", targets: ["a", "b"] }],
      expect: { instructions: { ed: ["EXECUTED"] }, objects: { a: { zone: "BASE" }, b: { zone: "BASE" }, c: { battlefield: "bf2" } } },
    });
  });

  it("units at two battlefields are not one group at a battlefield: the play is illegal (355.11.a)", async () => {
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1"), unit("c", "p1", "bf2")],
      chain: [{ id: "ed", card: "Emperor's Divide", controller: "p1", targets: ["a", "c"] }],
      expect: { playIllegal: { ed: { a: "one battlefield", c: "one battlefield" } }, targetCites: { ed: { a: ["355.11.a"] } } },
    });
  });

  it("Fox-Fire kills a group of units at one battlefield whose Might adds up to 4 at most", async () => {
    await executable("Fox-Fire");
    await check({
      name: "",
      objects: [unit("a", "p2", "bf1", { might: 1 }), unit("b", "p2", "bf1", { might: 1 }), unit("c", "p2", "bf1", { might: 2 }), unit("d", "p2", "bf1", { might: 1 })],
      chain: [{ id: "ff", card: "Fox-Fire", controller: "p1", targets: ["a", "b", "c"] }],
      expect: { instructions: { ff: ["EXECUTED"] }, objects: { a: { zone: "TRASH" }, b: { zone: "TRASH" }, c: { zone: "TRASH" }, d: { zone: "BATTLEFIELD" } } },
    });
  });

  it("a group with more total Might can't be chosen", async () => {
    await check({
      name: "",
      objects: [unit("a", "p2", "bf1", { might: 3 }), unit("b", "p2", "bf1", { might: 2 })],
      chain: [{ id: "ff", card: "Fox-Fire", controller: "p1", targets: ["a", "b"] }],
      expect: { playIllegal: { ff: { a: "total Might must be 4 or less", b: "total Might" } } },
    });
  });

  const pumped = {
    name: "",
    objects: [unit("a", "p2", "bf1", { might: 1 }), unit("b", "p2", "bf1", { might: 1 }), unit("c", "p2", "bf1", { might: 2 })],
    chain: [
      { id: "ff", card: "Fox-Fire", controller: "p1", targets: ["a", "b", "c"] },
      { id: "ds", card: "Discipline", controller: "p2", targets: ["a"] },
    ],
  };

  it("pumped in response, the group no longer fits: its controller chooses a subset of the original targets (355.11.b)", async () => {
    await check({ ...pumped, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "ff", index: 0, player: "p1", options: ["a", "b", "c"] } } });
    await check({
      ...pumped,
      choices: [{ item: "ff", index: 0, objects: ["a", "b"] }],
      expect: {
        instructions: { ff: ["PARTIAL"] },
        targets: { ff: { a: true, b: true, c: "chose a subset without it" } },
        targetCites: { ff: { c: ["355.11.b"] } },
        objects: { a: { zone: "TRASH" }, b: { zone: "TRASH" }, c: { zone: "BATTLEFIELD" } },
      },
    });
  });

  it("a subset that does not fit either affects none of them", async () => {
    await check({
      ...pumped,
      choices: [{ item: "ff", index: 0, objects: ["a", "c"] }],
      expect: { instructions: { ff: ["IGNORED"] }, objects: { a: { zone: "BATTLEFIELD" }, b: { zone: "BATTLEFIELD" }, c: { zone: "BATTLEFIELD" } } },
    });
  });
});

describe("a weaker enemy unit at the source's location (Imposing Challenger)", () => {
  it("Imposing Challenger, moved, may move a weaker enemy unit here to a different battlefield", async () => {
    await executable("Imposing Challenger");
    await check({
      name: "",
      objects: [card("unf", "Unforgiven", "p1", "base"), card("ic", "Imposing Challenger", "p1", "base"), unit("e", "p2", "bf1"), unit("big", "p2", "bf1", { might: 6 })],
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["ic"], destination: "bf1" }],
      choices: [{ item: "ic.a0", index: 0, objects: ["e"] }, { item: "ic.a0", index: 1, accept: true }, { item: "ic.a0", index: 2, option: "bf2" }],
      expect: { instructions: { "ic.a0": ["EXECUTED"] }, objects: { e: { battlefield: "bf2" }, big: { battlefield: "bf1" } }, cites: { "ic.a0": ["355.4.a"] } },
    });
  });

  it("an enemy unit with more Might can't be chosen", async () => {
    await check({
      name: "",
      objects: [card("unf", "Unforgiven", "p1", "base"), card("ic", "Imposing Challenger", "p1", "base"), unit("big", "p2", "bf1", { might: 6 })],
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["ic"], destination: "bf1" }],
      choices: [{ item: "ic.a0", index: 0, objects: ["big"] }],
      expect: { playIllegal: { "ic.a0": { big: "less Might than ic" } } },
    });
  });

  it("Ambessa, Respected and Feared (Empowered) kills an attacking-time weaker enemy unit here; her Assault counts", async () => {
    await executable("Ambessa, Respected and Feared");
    const board = { combat: { battlefield: "bf1", attackers: ["amb"], defenders: ["e", "big"] } };
    const objects = [card("amb", "Ambessa, Respected and Feared", "p1", "bf1", { empowered: true }), unit("e", "p2", "bf1", { might: 6 }), unit("big", "p2", "bf1", { might: 7 })];
    await check({
      name: "", board, objects,
      chain: [{ id: "atk", source: "amb", ability: 2, controller: "p1", targets: ["e"] }],
      expect: { instructions: { atk: ["EXECUTED"] }, objects: { e: { zone: "TRASH" } } },
    });
    await check({
      name: "", board, objects,
      chain: [{ id: "atk", source: "amb", ability: 2, controller: "p1", targets: ["big"] }],
      expect: { playIllegal: { atk: { big: "less Might than amb (7)" } } },
    });
  });
});

describe("… at my battlefield", () => {
  it("Kog'Maw, Caustic's Deathknell deals 4 to all units at the battlefield he died at (his last known location)", async () => {
    await executable("Kog'Maw, Caustic");
    await check({
      name: "",
      objects: [card("kog", "Kog'Maw, Caustic", "p1", "bf1"), unit("f", "p1", "bf1", { might: 5 }), unit("e", "p2", "bf1", { might: 5 }), unit("e2", "p2", "bf2", { might: 5 }), unit("b", "p1", "base", { might: 5 })],
      chain: [{ id: "v", card: "Vengeance", controller: "p2", targets: ["kog"] }],
      expect: { instructions: { "kog.a0": ["EXECUTED"] }, objects: { f: { damage: 4 }, e: { damage: 4 }, e2: { damage: 0 }, b: { damage: 0 } } },
    });
  });

  it("dying in his base, he has no battlefield: nobody is dealt damage", async () => {
    await check({
      name: "",
      objects: [card("kog", "Kog'Maw, Caustic", "p1", "base"), unit("f", "p1", "base", { might: 5 }), unit("e", "p2", "bf1", { might: 5 })],
      chain: [{ id: "v", card: "Vengeance", controller: "p2", targets: ["kog"] }],
      expect: { objects: { f: { damage: 0 }, e: { damage: 0 } } },
    });
  });

  it("Lee Sin, Centered gives other buffed friendly units at his battlefield +2 Might", async () => {
    await executable("Lee Sin, Centered");
    const bar = card("bar", "Arena Bar", "p1", "base");
    const buff = (target: string) => [{ id: "ab", source: "bar", ability: 0, controller: "p1", targets: [target] }];
    const objects = [card("lee", "Lee Sin, Centered", "p1", "bf1"), unit("a", "p1", "bf1", { exhausted: true }), unit("b", "p1", "bf2", { exhausted: true }), bar];
    await check({ name: "", objects, chain: buff("a"), expect: { instructions: { ab: ["EXECUTED"] }, objects: { a: { might: 6 }, lee: { might: 6 } } } });
    await check({ name: "", objects, chain: buff("b"), expect: { instructions: { ab: ["EXECUTED"] }, objects: { b: { might: 4 } } } });
  });
});

describe("a battlefield chosen as a target (355.10.b)", () => {
  it("Firestorm targets a battlefield and deals 3 to all enemy units there", async () => {
    await executable("Firestorm");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1", { might: 5 }), unit("e2", "p2", "bf1", { might: 5 }), unit("f", "p1", "bf1", { might: 5 }), unit("x", "p2", "bf2", { might: 5 })],
      chain: [{ id: "fs", card: "Firestorm", controller: "p1", targets: ["bf1"] }],
      expect: {
        targets: { fs: { bf1: true } },
        instructions: { fs: ["EXECUTED"] }, objects: { e: { damage: 3 }, e2: { damage: 3 }, f: { damage: 0 }, x: { damage: 0 } },
      },
    });
  });

  it("a unit is not a battlefield: the play is illegal", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [{ id: "fs", card: "Firestorm", controller: "p1", targets: ["e"] }],
      expect: { playIllegal: { fs: { e: "not a battlefield" } }, cites: { fs: ["355.10.b"] } },
    });
  });

  it("Stormbringer deals the chosen unit's Might to all enemy units at the chosen battlefield, then moves the unit there", async () => {
    await executable("Stormbringer");
    await check({
      name: "",
      objects: [unit("f", "p1", "base", { might: 5 }), unit("e", "p2", "bf2"), unit("e2", "p2", "bf2", { might: 6 }), unit("x", "p2", "bf1")],
      chain: [{ id: "sb", card: "Stormbringer", controller: "p1", targets: ["f", "bf2"] }],
      expect: {
        instructions: { sb: ["EXECUTED", "EXECUTED", "EXECUTED"] },
        objects: { f: { zone: "BATTLEFIELD", battlefield: "bf2" }, e: { zone: "TRASH" }, e2: { damage: 5 }, x: { damage: 0 } },
        cites: { sb: ["355.10.b", "420.1"] },
      },
    });
  });

  it("Stormbringer's unit must be in its controller's base", async () => {
    await check({
      name: "",
      objects: [unit("f", "p1", "bf1"), unit("e", "p2", "bf2")],
      chain: [{ id: "sb", card: "Stormbringer", controller: "p1", targets: ["f", "bf2"] }],
      expect: { playIllegal: { sb: { f: "base", bf2: true } } },
    });
  });

  it("Stare Down sends each enemy unit at the chosen battlefield that is weaker than the chosen unit back to its base, and gains 1 XP", async () => {
    await executable("Stare Down");
    await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, xp: 0 }, { id: "p2", deckSize: 20 }] },
      objects: [unit("f", "p1", "bf2", { might: 4 }), unit("e", "p2", "bf1", { might: 3 }), unit("e2", "p2", "bf1", { might: 4 }), unit("x", "p2", "bf2", { might: 1 })],
      chain: [{ id: "sd", card: "Stare Down", controller: "p1", targets: ["f", "bf1"] }],
      expect: {
        instructions: { sd: ["EXECUTED", "EXECUTED", "EXECUTED"] },
        objects: { e: { zone: "BASE" }, e2: { battlefield: "bf1" }, x: { battlefield: "bf2" } },
        players: { p1: { xp: 1 } },
      },
    });
  });

  it("Moonfall: a battlefield where you have units; an enemy unit may be moved there, then enemy units there get -2 Might", async () => {
    await executable("Moonfall");
    const objects = [unit("f", "p1", "bf1", { might: 4 }), unit("e", "p2", "bf2"), unit("e2", "p2", "bf1", { might: 4 })];
    await check({
      name: "",
      objects,
      chain: [{ id: "mf", card: "Moonfall", controller: "p1", targets: ["bf1", "e"] }],
      choices: [{ item: "mf", index: 0, accept: true }],
      expect: { instructions: { mf: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { e: { battlefield: "bf1", might: 1 }, e2: { might: 2 }, f: { might: 4 } } },
    });
    await check({
      name: "",
      objects,
      chain: [{ id: "mf", card: "Moonfall", controller: "p1", targets: ["bf2"] }],
      expect: { playIllegal: { mf: { bf2: "must have units there" } } },
    });
  });

  it("Moonfall: once you have no units there as it resolves, the battlefield is illegal and nothing is moved or weakened", async () => {
    await check({
      name: "",
      objects: [unit("f", "p1", "bf1", { might: 4 }), unit("e", "p2", "bf2"), unit("e2", "p2", "bf1", { might: 4 })],
      chain: [
        { id: "mf", card: "Moonfall", controller: "p1", targets: ["bf1", "e"] },
        { id: "v", card: "Vengeance", controller: "p2", targets: ["f"] },
      ],
      choices: [{ item: "mf", index: 0, accept: true }],
      expect: {
        targets: { mf: { bf1: "must have units there", e: true } },
        instructions: { mf: ["IGNORED", "IGNORED", "IGNORED"] },
        objects: { e: { battlefield: "bf2", might: 3 }, e2: { might: 4 } },
      },
    });
  });

  const controlled = { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2" }] };
  it("Resonating Strike moves a unit you control from a different location to a battlefield you control and gives it +2 Might", async () => {
    await executable("Resonating Strike");
    const objects = [unit("f", "p1", "base"), unit("g", "p1", "bf1")];
    await check({
      name: "", board: controlled, objects,
      chain: [{ id: "rs", card: "Resonating Strike", controller: "p1", targets: ["bf1", "f"] }],
      expect: { instructions: { rs: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { f: { battlefield: "bf1", might: 5 } } },
    });
    await check({
      name: "", board: controlled, objects,
      chain: [{ id: "rs", card: "Resonating Strike", controller: "p1", targets: ["bf2", "f"] }],
      expect: { playIllegal: { rs: { bf2: "must control it", f: "not a legal target" } } },
    });
    await check({
      name: "", board: controlled, objects,
      chain: [{ id: "rs", card: "Resonating Strike", controller: "p1", targets: ["bf1", "g"] }],
      expect: { playIllegal: { rs: { bf1: true, g: "different location" } } },
    });
  });

  it("Resonating Strike played from facedown chooses the battlefield it was hidden at (811.1.d.2); the unit is from elsewhere", async () => {
    const board = { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2", controller: "p1" }] };
    const objects = [unit("f", "p1", "base"), { id: "rsf", card: "Resonating Strike", owner: "p1", location: "FACEDOWN" as const, battlefield: "bf2" }];
    await check({
      name: "", board, objects,
      chain: [{ id: "rs", card: "Resonating Strike", controller: "p1", playedFrom: "rsf", battlefield: "bf2", targets: ["bf1", "f"] }],
      expect: { playIllegal: { rs: { bf1: "played from facedown", f: "not a legal target" } } },
    });
    await check({
      name: "", board, objects,
      chain: [{ id: "rs", card: "Resonating Strike", controller: "p1", playedFrom: "rsf", battlefield: "bf2", targets: ["bf2", "f"] }],
      expect: { instructions: { rs: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { f: { battlefield: "bf2", might: 5 } } },
    });
  });
});

describe("When you play me to a battlefield (a play effect only when it enters at a battlefield, 383.4.a)", () => {
  it("Mischievous Marai played to a battlefield deals 2 to an enemy unit here", async () => {
    await executable("Mischievous Marai");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1"), unit("e2", "p2", "bf2")],
      chain: [{ id: "m", card: "Mischievous Marai", controller: "p1", battlefield: "bf1" }],
      choices: [{ item: "m.a1", index: 0, objects: ["e"] }],
      expect: { instructions: { "m.a1": ["EXECUTED"] }, objects: { e: { damage: 2 }, e2: { damage: 0 } } },
    });
  });

  it("played to its base, it does not trigger", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [{ id: "m", card: "Mischievous Marai", controller: "p1", destination: "base" }],
      expect: { objects: { m: { zone: "BASE" }, e: { damage: 0 } }, kinds: { "m.a1": { ITEM_ADDED: false } }, cites: { "*": ["383.4.a"] } },
    });
  });

  it("played from facedown, its target is at the battlefield it was hidden at", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1"), unit("e2", "p2", "bf2"), { id: "fd", card: "Mischievous Marai", owner: "p1", location: "FACEDOWN" as const, battlefield: "bf2" }],
      chain: [{ id: "m", card: "Mischievous Marai", controller: "p1", playedFrom: "fd", battlefield: "bf2" }],
      choices: [{ item: "fd.a1", index: 0, objects: ["e2"] }],
      expect: { instructions: { "fd.a1": ["EXECUTED"] }, objects: { e2: { damage: 2 }, e: { damage: 0 } } },
    });
  });

  it("Blitzcrank, Impassive played to a battlefield may pull an enemy unit to him; on holding, he goes back to his owner's hand", async () => {
    await executable("Blitzcrank, Impassive");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf2")],
      chain: [{ id: "b", card: "Blitzcrank, Impassive", controller: "p1", battlefield: "bf1" }],
      choices: [{ item: "b.a1", index: 0, objects: ["e"] }, { item: "b.a1", index: 1, accept: true }],
      expect: { instructions: { "b.a1": ["EXECUTED"] }, objects: { e: { battlefield: "bf1" }, b: { battlefield: "bf1" } } },
    });
    await check({
      name: "",
      objects: [card("bz", "Blitzcrank, Impassive", "p1", "bf1")],
      chain: [{ id: "h", source: "bz", ability: 2, controller: "p1" }],
      expect: { instructions: { h: ["EXECUTED"] }, objects: { bz: { zone: "HAND" } }, players: { p1: { handSize: 1 } } },
    });
  });
});

describe("a verb left out after \"and\", with its own amount", () => {
  it("Crescent Strike deals 4 to the chosen enemy unit at the chosen battlefield and 1 to every other enemy unit at that battlefield", async () => {
    await executable("Crescent Strike");
    const objects = [unit("e", "p2", "bf1", { might: 6 }), unit("e2", "p2", "bf1", { might: 6 }), unit("f", "p1", "bf1", { might: 6 }), unit("x", "p2", "bf2", { might: 6 })];
    await check({
      name: "", objects,
      chain: [{ id: "cs", card: "Crescent Strike", controller: "p1", targets: ["bf1", "e"] }],
      expect: { instructions: { cs: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { e: { damage: 4 }, e2: { damage: 1 }, f: { damage: 0 }, x: { damage: 0 } } },
    });
    await check({
      name: "", objects,
      chain: [{ id: "cs", card: "Crescent Strike", controller: "p1", targets: ["bf1", "x"] }],
      expect: { playIllegal: { cs: { bf1: true, x: "must be at battlefield bf1" } } },
    });
  });

  it("Siphon Power gives friendly units at the chosen battlefield +1 Might and enemy units there -1 Might, to a minimum of 1", async () => {
    await executable("Siphon Power");
    await check({
      name: "",
      objects: [unit("f", "p1", "bf1"), unit("e", "p2", "bf1"), unit("one", "p2", "bf1", { might: 1 }), unit("x", "p2", "bf2"), unit("g", "p1", "bf2")],
      chain: [{ id: "sp", card: "Siphon Power", controller: "p1", targets: ["bf1"] }],
      expect: { instructions: { sp: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { f: { might: 4 }, e: { might: 2 }, one: { might: 1 }, x: { might: 3 }, g: { might: 3 } } },
    });
  });

  it("Defiant Dance gives a unit +2 Might and another unit -2 Might this turn", async () => {
    await executable("Defiant Dance");
    await check({
      name: "",
      objects: [unit("f", "p1", "bf1"), unit("x", "p2", "bf2")],
      chain: [{ id: "dd", card: "Defiant Dance", controller: "p1", targets: ["f", "x"] }],
      expect: { instructions: { dd: ["EXECUTED", "EXECUTED"] }, objects: { f: { might: 5 }, x: { might: 1 } } },
    });
    await check({
      name: "",
      objects: [unit("f", "p1", "bf1")],
      chain: [{ id: "dd", card: "Defiant Dance", controller: "p1", targets: ["f", "f"] }],
      expect: { playIllegal: { dd: { f: "another unit" } } },
    });
  });
});

describe("if I am at a battlefield, … there", () => {
  it("Peak Guardian buffs itself, then, at a battlefield, all other friendly units there", async () => {
    await executable("Peak Guardian");
    await check({
      name: "",
      objects: [unit("f", "p1", "bf1"), unit("g", "p1", "bf2"), unit("e", "p2", "bf1")],
      chain: [{ id: "pg", card: "Peak Guardian", controller: "p1", battlefield: "bf1" }],
      expect: { instructions: { "pg.a0": ["EXECUTED", "EXECUTED"] }, objects: { pg: { might: 6 }, f: { might: 4 }, g: { might: 3 }, e: { might: 3 } }, cites: { "pg.a0": ["359.3.f.2"] } },
    });
  });

  it("played to its base, it only buffs itself", async () => {
    await check({
      name: "",
      objects: [unit("f", "p1", "base"), unit("g", "p1", "bf2")],
      chain: [{ id: "pg", card: "Peak Guardian", controller: "p1", destination: "base" }],
      expect: { instructions: { "pg.a0": ["EXECUTED", "IGNORED"] }, objects: { pg: { might: 6 }, f: { might: 3 }, g: { might: 3 } } },
    });
  });
});

describe("a friendly unit anywhere", () => {
  it("Marching Orders: a friendly unit in its base and an enemy unit at a battlefield deal damage to each other (and again with Repeat)", async () => {
    await executable("Marching Orders");
    await check({
      name: "",
      objects: [unit("f", "p1", "base", { might: 6 }), unit("e", "p2", "bf1"), unit("e2", "p2", "bf2", { might: 2 })],
      chain: [{ id: "mo", card: "Marching Orders", controller: "p1", targets: ["f", "e"], repeat: true, repeatTargets: ["f", "e2"] }],
      expect: { instructions: { mo: ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { f: { damage: 5 }, e: { zone: "TRASH" }, e2: { zone: "TRASH" } } },
    });
  });

  it("the enemy unit must be at a battlefield", async () => {
    await check({
      name: "",
      objects: [unit("f", "p1", "base"), unit("b", "p2", "base")],
      chain: [{ id: "mo", card: "Marching Orders", controller: "p1", targets: ["f", "b"] }],
      expect: { playIllegal: { mo: { f: true, b: "at a battlefield" } } },
    });
  });
});

describe("an enemy unit moved to a location holding another unit of the same controller (Temptation)", () => {
  it("Temptation moves it to the battlefield chosen as it is played, where another unit of its controller is", async () => {
    await executable("Temptation");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1"), unit("e2", "p2", "bf2"), unit("f", "p1", "bf1")],
      chain: [{ id: "t", card: "Temptation", controller: "p1", targets: ["e"], destination: "bf2" }],
      expect: { instructions: { t: ["EXECUTED"] }, objects: { e: { battlefield: "bf2" } }, cites: { t: ["355.4.a"] } },
    });
  });

  it("a destination without such a unit is not valid: the player is asked among those that are ('base' is its controller's base)", async () => {
    const r = { name: "", objects: [unit("e", "p2", "bf1"), unit("e3", "p2", "base"), unit("f", "p1", "bf2")], chain: [{ id: "t", card: "Temptation", controller: "p1", targets: ["e"], destination: "bf2" }] };
    await check({ ...r, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "t", player: "p1", options: ["base"] } } });
    await check({ ...r, choices: [{ item: "t", index: 0, option: "base" }], expect: { instructions: { t: ["EXECUTED"] }, objects: { e: { zone: "BASE", controller: "p2" } } } });
  });

  it("with no other unit of its controller on the board, the move is ignored", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1"), unit("f", "p1", "bf2")],
      chain: [{ id: "t", card: "Temptation", controller: "p1", targets: ["e"] }],
      expect: { instructions: { t: ["IGNORED"] }, objects: { e: { battlefield: "bf1" } } },
    });
  });
});

describe("a trigger on defending at a battlefield that may bring the source unit there (Loyal Pup)", () => {
  it("Loyal Pup moves to the battlefield of the combat its controller defends (the trigger is the caller's to place)", async () => {
    await executable("Loyal Pup");
    await check({
      name: "",
      board: { combat: { battlefield: "bf2", attackers: ["a"], defenders: ["d"] } },
      objects: [card("pup", "Loyal Pup", "p1", "base"), unit("a", "p2", "bf2"), unit("d", "p1", "bf2")],
      chain: [{ id: "t", source: "pup", ability: 0, controller: "p1" }],
      choices: [{ item: "t", index: 0, accept: true }],
      expect: { instructions: { t: ["EXECUTED"] }, objects: { pup: { zone: "BATTLEFIELD", battlefield: "bf2" } }, cites: { t: ["359.3.f.3"] } },
    });
  });

  it("the battlefield the caller names for the trigger comes first; with neither, \"there\" is none", async () => {
    await check({
      name: "",
      objects: [card("pup", "Loyal Pup", "p1", "base")],
      chain: [{ id: "t", source: "pup", ability: 0, controller: "p1", battlefield: "bf1" }],
      choices: [{ item: "t", index: 0, accept: true }],
      expect: { instructions: { t: ["EXECUTED"] }, objects: { pup: { battlefield: "bf1" } } },
    });
    await check({
      name: "",
      objects: [card("pup", "Loyal Pup", "p1", "base")],
      chain: [{ id: "t", source: "pup", ability: 0, controller: "p1" }],
      choices: [{ item: "t", index: 0, accept: true }],
      expect: { instructions: { t: ["IGNORED"] }, objects: { pup: { zone: "BASE" } } },
    });
  });
});

describe("When I move from a location, … there (the location noted from the trigger condition, 359.3.f.3)", () => {
  it("Lillia, Fae Fawn, moved from a battlefield to her base, plays a Sprite token at the battlefield she left", async () => {
    await executable("Lillia, Fae Fawn");
    await check({
      name: "",
      objects: [card("unf", "Unforgiven", "p1", "base"), card("lil", "Lillia, Fae Fawn", "p1", "bf1")],
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["lil"] }],
      expect: {
        instructions: { ab: ["EXECUTED"], "lil.a1": ["EXECUTED"] },
        objects: { lil: { zone: "BASE" }, "lil.a1.token1": { zone: "BATTLEFIELD", battlefield: "bf1", might: 3 } },
        cites: { "lil.a1": ["359.3.f.3"] },
      },
    });
  });

  it("moved from her base, the token is played in her base", async () => {
    await check({
      name: "",
      objects: [card("unf", "Unforgiven", "p1", "base"), card("lil", "Lillia, Fae Fawn", "p1", "base")],
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["lil"], destination: "bf2" }],
      expect: { objects: { lil: { battlefield: "bf2" }, "lil.a1.token1": { zone: "BASE" } } },
    });
  });
});

describe("a trigger on stunning an enemy unit at a battlefield that may bring the source unit there (Vex, Mocking)", () => {
  it("Vex, Mocking moves to the battlefield of the enemy unit a spell of hers stunned", async () => {
    await executable("Vex, Mocking");
    await check({
      name: "",
      objects: [card("vex", "Vex, Mocking", "p1", "base"), unit("e", "p2", "bf2"), unit("f", "p1", "base")],
      chain: [{ id: "zb", card: "Zenith Blade", controller: "p1", targets: ["e", "f"] }],
      choices: [{ item: "zb", index: 0, accept: false }, { item: "vex.a2", index: 0, accept: true }],
      expect: { instructions: { zb: ["EXECUTED", "IGNORED"], "vex.a2": ["EXECUTED"] }, objects: { vex: { battlefield: "bf2" }, f: { zone: "BASE" } }, cites: { "vex.a2": ["359.3.f.3"] } },
    });
  });

  it("an opponent's stun does not trigger it", async () => {
    await check({
      name: "",
      objects: [card("vex", "Vex, Mocking", "p1", "base"), unit("e", "p1", "bf2"), unit("f", "p2", "base")],
      chain: [{ id: "zb", card: "Zenith Blade", controller: "p2", targets: ["e", "f"] }],
      choices: [{ item: "zb", index: 0, accept: false }],
      expect: { instructions: { zb: ["EXECUTED", "IGNORED"] }, objects: { vex: { zone: "BASE" } }, kinds: { "vex.a2": { TRIGGER: false } } },
    });
  });
});

describe("a group of enemy units sharing one controller, with combined Might at most N, moved together to one location (Tricksy Tentacles)", () => {
  const three = { players: [{ id: "p1", deckSize: 20 }, { id: "p2", deckSize: 20 }, { id: "p3", deckSize: 20 }] };

  it("Tricksy Tentacles moves them all to one location, chosen once", async () => {
    await executable("Tricksy Tentacles");
    const r = { name: "", objects: [unit("e1", "p2", "bf1"), unit("e2", "p2", "bf2", { might: 4 })], chain: [{ id: "tt", card: "Tricksy Tentacles", controller: "p1", targets: ["e1", "e2"] }] };
    await check({ ...r, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "tt", index: 0, options: ["base", "bf1", "bf2"] } } });
    await check({ ...r, choices: [{ item: "tt", index: 0, option: "base" }], expect: { instructions: { tt: ["EXECUTED"] }, objects: { e1: { zone: "BASE" }, e2: { zone: "BASE" } }, cites: { tt: ["355.4.a"] } } });
  });

  it("the destination given as it is played serves every unit; one already there stays", async () => {
    await check({
      name: "",
      objects: [unit("e1", "p2", "bf1"), unit("e2", "p2", "bf2", { might: 4 })],
      chain: [{ id: "tt", card: "Tricksy Tentacles", controller: "p1", targets: ["e1", "e2"], destination: "bf2" }],
      expect: { instructions: { tt: ["PARTIAL"] }, objects: { e1: { battlefield: "bf2" }, e2: { battlefield: "bf2" } } },
    });
  });

  it("units of two controllers, or more total Might, are not a legal group (355.11.a)", async () => {
    await check({
      name: "", board: three,
      objects: [unit("e1", "p2", "bf1"), unit("e3", "p3", "bf2")],
      chain: [{ id: "tt", card: "Tricksy Tentacles", controller: "p1", targets: ["e1", "e3"], destination: "bf2" }],
      expect: { playIllegal: { tt: { e1: "same controller", e3: "same controller" } } },
    });
    await check({
      name: "",
      objects: [unit("e1", "p2", "bf1", { might: 5 }), unit("e2", "p2", "bf2", { might: 4 })],
      chain: [{ id: "tt", card: "Tricksy Tentacles", controller: "p1", targets: ["e1", "e2"], destination: "bf2" }],
      expect: { playIllegal: { tt: { e1: "total Might must be 8 or less", e2: "total Might" } } },
    });
  });
});

describe("a unit sent from a battlefield to its base, then a follow-up if an enemy unit is left by itself at that battlefield (Isolate)", () => {
  it("Isolate draws 1 when an enemy unit is left alone at the battlefield it moved the unit from", async () => {
    await executable("Isolate");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1"), unit("e2", "p2", "bf1"), unit("x", "p2", "bf2")],
      chain: [{ id: "is", card: "Isolate", controller: "p1", targets: ["e"] }],
      expect: { instructions: { is: ["EXECUTED", "EXECUTED"] }, objects: { e: { zone: "BASE" } }, players: { p1: { handSize: 1 } } },
    });
  });

  it("alone means no other unit of its own controller there (740.2.a): a unit of ours beside it does not matter", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1"), unit("e2", "p2", "bf1"), unit("f", "p1", "bf1")],
      chain: [{ id: "is", card: "Isolate", controller: "p1", targets: ["e"] }],
      expect: { instructions: { is: ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 1 } } },
    });
  });

  it("not alone (another unit of its controller there too), or no enemy unit left there: no draw", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1"), unit("e2", "p2", "bf1"), unit("e3", "p2", "bf1"), unit("f", "p1", "bf1")],
      chain: [{ id: "is", card: "Isolate", controller: "p1", targets: ["e"] }],
      expect: { instructions: { is: ["EXECUTED", "IGNORED"] }, players: { p1: { handSize: 0 } } },
    });
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1"), unit("x", "p2", "bf2")],
      chain: [{ id: "is", card: "Isolate", controller: "p1", targets: ["e"] }],
      expect: { instructions: { is: ["EXECUTED", "IGNORED"] }, players: { p1: { handSize: 0 } } },
    });
  });
});
