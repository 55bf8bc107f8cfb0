// Phrases made executable on the cards-ven4 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, facedown, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// A trigger on a card its controller plays from a zone other than their hand (the request's playedFrom, or the
// zone a card an effect plays was in), empowering its source.
describe("empowered as you play a card from somewhere other than your hand (VEN-155 Heart of the Tempest)", () => {
  const heart = () => card("ht", "Heart of the Tempest", "p1", "base");

  it("is executable", async () => {
    await executable("VEN-155");
  });

  it("a card played from hand (the default) does not trigger it", async () => {
    await check({
      name: "",
      objects: [heart()],
      chain: [{ id: "b", card: "Blazing Scorcher", controller: "p1" }],
      expect: { objects: { ht: { empowered: false }, b: { zone: "BASE" } } },
    });
  });

  it("a card p1 plays from the trash empowers it", async () => {
    await check({
      name: "",
      objects: [heart()],
      chain: [{ id: "b", card: "Blazing Scorcher", controller: "p1", playedFrom: "TRASH" }],
      expect: { objects: { ht: { empowered: true } } },
    });
  });

  it("a card p1 plays from face down empowers it", async () => {
    await check({
      name: "",
      board: { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2" }] },
      objects: [heart(), facedown("fd", "Blazing Scorcher", "p1", "bf1")],
      chain: [{ id: "b", card: "Blazing Scorcher", controller: "p1", playedFrom: "fd", battlefield: "bf1" }],
      expect: { objects: { ht: { empowered: true } } },
    });
  });

  it("an opponent's card played from the trash does not", async () => {
    await check({
      name: "",
      objects: [heart()],
      chain: [{ id: "b", card: "Blazing Scorcher", controller: "p2", playedFrom: "TRASH" }],
      expect: { objects: { ht: { empowered: false } } },
    });
  });
});

// A once-a-turn trigger on an enemy unit dying at the unit's own location (not anywhere while it is at a battlefield);
// the rune it channels is recorded (runes are not part of the board).
describe("once each turn, an enemy unit dying where the unit is (VEN-063 Nasus, Guardian of Knowledge)", () => {
  const nasus = (extra = {}) => card("n", "Nasus, Guardian of Knowledge", "p1", "bf1", extra);
  const board = { battlefields: [{ id: "bf1" }, { id: "bf2" }] };

  it("is executable", async () => {
    await executable("VEN-063");
  });

  it("an enemy unit killed at its battlefield: it triggers and channels a rune", async () => {
    const r = await check({
      name: "",
      board,
      objects: [nasus(), unit("e", "p2", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"] }],
      expect: { objects: { e: { zone: "TRASH" } }, instructions: { "n.a0": ["EXECUTED"] } },
    });
    expect(text(r)).toMatch(/an enemy unit \(e\) died at .*, where /);
  });

  it("an enemy unit killed at another battlefield, or a friendly one here: no trigger", async () => {
    for (const objects of [[nasus(), unit("e", "p2", "bf2")], [nasus(), unit("e", "p1", "bf1")]]) {
      const r = await check({ name: "", board, objects, chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"] }], expect: { objects: { e: { zone: "TRASH" } } } });
      expect(r.steps.some((s) => s.chainItem === "n.a0")).toBe(false);
    }
  });

  it("two enemy deaths here: only the first triggers; already used before the request: none", async () => {
    const r = await check({
      name: "",
      board,
      objects: [nasus(), unit("e", "p2", "bf1"), unit("e2", "p2", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"] }, { id: "v2", card: "Vengeance", controller: "p1", targets: ["e2"], playedAfter: "v" }],
      expect: { objects: { e: { zone: "TRASH" }, e2: { zone: "TRASH" } } },
    });
    expect(text(r)).toMatch(/already did this turn/);
    const used = await check({
      name: "",
      board,
      objects: [nasus({ abilitiesUsedThisTurn: [0] }), unit("e", "p2", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"] }],
      expect: { objects: { e: { zone: "TRASH" } } },
    });
    expect(used.steps.some((s) => s.chainItem === "n.a0")).toBe(false);
  });
});
