// Leftovers of Unleashed and Spiritforged through resolveChain over HTTP: "If you played this from your hand, …"
// reads where the spell was played from (a spell played from facedown was not, 811.1.c.3); "If you control a facedown
// card, … instead" counts its controller's facedown cards as it resolves; "Return A and B to their owners' hands" is one
// instruction with two targets. Real cards of the
// library, compiled from their text, looked up by code.
import { describe, expect, it } from "vitest";
import { executableCard } from "../helpers/executable.js";
import { check, facedown, unit } from "../helpers/scenario-http.js";



describe("If you played this from your hand (UNL-042 Back Off)", () => {
  it("played from hand: the unit is stunned and its controller draws 1", async () => {
    const name = await executableCard("UNL-042");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [{ id: "bo", card: name, controller: "p1", targets: ["e"] }],
      expect: { instructions: { bo: ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 1 } }, cites: { bo: ["811.1.c.3"] } },
    });
  });

  it("played from facedown: the unit is stunned, nothing is drawn", async () => {
    const name = await executableCard("UNL-042");
    await check({
      name: "",
      board: { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2" }] },
      objects: [unit("e", "p2", "bf1"), { id: "bof", card: name, owner: "p1", location: "FACEDOWN" as const, battlefield: "bf1" }],
      chain: [{ id: "bo", card: name, controller: "p1", playedFrom: "bof", battlefield: "bf1", targets: ["e"] }],
      expect: { instructions: { bo: ["EXECUTED", "IGNORED"] }, players: { p1: { handSize: 0 } }, cites: { bo: ["811.1.c.3"] } },
    });
  });
});

describe("If you control a facedown card, … instead (UNL-014 Monster Harpoon)", () => {
  it("with a facedown card of its controller's it deals 4 instead of 2; an opponent's facedown card does not count", async () => {
    const name = await executableCard("UNL-014");
    const hidden = await executableCard("UNL-042");
    const board = { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2", controller: "p2" }] };
    await check({
      name: "", board,
      objects: [unit("e", "p2", "bf1", { might: 9 }), facedown("fd", hidden, "p1", "bf1")],
      chain: [{ id: "mh", card: name, controller: "p1", targets: ["e"] }],
      expect: { instructions: { mh: ["EXECUTED"] }, objects: { e: { damage: 4 } } },
    });
    await check({
      name: "", board,
      objects: [unit("e", "p2", "bf1", { might: 9 }), facedown("fd", hidden, "p2", "bf2")],
      chain: [{ id: "mh", card: name, controller: "p1", targets: ["e"] }],
      expect: { instructions: { mh: ["EXECUTED"] }, objects: { e: { damage: 2 } } },
    });
  });
});

describe("one return-to-hand instruction with a friendly and an enemy target (UNL-128 Star-Crossed, SFD-132 Beast Below)", () => {
  it("Star-Crossed returns both chosen units, each to its owner's hand", async () => {
    const name = await executableCard("UNL-128");
    await check({
      name: "",
      objects: [unit("f", "p1", "bf1"), unit("e", "p2", "bf2")],
      chain: [{ id: "sc", card: name, controller: "p1", targets: ["f", "e"] }],
      expect: { instructions: { sc: ["EXECUTED"] }, objects: { f: { zone: "HAND" }, e: { zone: "HAND" } }, players: { p1: { handSize: 1 }, p2: { handSize: 1 } } },
    });
  });

  it("Star-Crossed can't choose an enemy unit for the friendly one", async () => {
    const name = await executableCard("UNL-128");
    await check({
      name: "",
      objects: [unit("e1", "p2", "bf1"), unit("e", "p2", "bf2")],
      chain: [{ id: "sc", card: name, controller: "p1", targets: ["e1", "e"] }],
      expect: { playIllegal: { sc: { e1: "friendly", e: true } } },
    });
  });

  it("Beast Below's play effect returns another friendly unit and an enemy unit; Beast Below stays", async () => {
    const name = await executableCard("SFD-132");
    await check({
      name: "",
      objects: [unit("f", "p1", "base"), unit("e", "p2", "bf1")],
      chain: [{ id: "bb", card: name, controller: "p1", destination: "base", targets: ["f", "e"] }],
      expect: { instructions: { "bb.a0": ["EXECUTED"] }, objects: { bb: { zone: "BASE" }, f: { zone: "HAND" }, e: { zone: "HAND" } } },
    });
  });
});
