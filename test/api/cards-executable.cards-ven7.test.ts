// Phrases made executable on the cards-ven7 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { check, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// A spell's optional additional cost worded "as you play this" (355.1.a), then one step of its effect followed only when
// it was paid, naming the friendly unit of the two chosen.
describe("an optional additional cost as the spell is played, and a step only if it was paid (VEN-083 Rampage)", () => {
  it("is executable", async () => {
    await executable("VEN-083");
  });

  it("paid: the friendly unit gets +2 Might before the two deal damage to each other (6 kills the enemy, 5 does not kill it)", async () => {
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1", { might: 4 }), unit("e", "p2", "bf1", { might: 5 })],
      chain: [{ id: "r", card: "Rampage", controller: "p1", targets: ["a", "e"], paidAdditionalCost: true }],
      expect: { objects: { a: { zone: "BATTLEFIELD", damage: 5, might: 6 }, e: { zone: "TRASH" } } },
    });
  });

  it("not paid: no bonus; the friendly unit deals 4 and dies to the enemy's 5", async () => {
    const r = await check({
      name: "",
      objects: [unit("a", "p1", "bf1", { might: 4 }), unit("e", "p2", "bf1", { might: 5 })],
      chain: [{ id: "r", card: "Rampage", controller: "p1", targets: ["a", "e"] }],
      expect: { objects: { a: { zone: "TRASH" }, e: { zone: "BATTLEFIELD", damage: 4, might: 5 } } },
    });
    expect(text(r)).toMatch(/not paid/);
  });
});

// A move whose destination is a battlefield where its controller has units, chosen as it is played (355.4), then a bonus
// to the controller's units there if they number exactly two, counted as it executes.
describe("a move to a battlefield where you have units, and Might if you have exactly two there (VEN-148 Shadow Dash)", () => {
  it("is executable", async () => {
    await executable("VEN-148");
  });

  it("two units of p1's at bf2: the enemy unit moves there and the two each get +1 Might", async () => {
    await check({
      name: "",
      objects: [unit("a", "p1", "bf2"), unit("b", "p1", "bf2"), unit("c", "p1", "bf1"), unit("e", "p2", "base")],
      chain: [{ id: "sd", card: "Shadow Dash", controller: "p1", targets: ["e", "bf2"] }],
      expect: { objects: { e: { zone: "BATTLEFIELD", battlefield: "bf2", might: 3 }, a: { might: 4 }, b: { might: 4 }, c: { might: 3 } } },
    });
  });

  it("three units of p1's there: the enemy unit moves, but none gets Might", async () => {
    const r = await check({
      name: "",
      objects: [unit("a", "p1", "bf2"), unit("b", "p1", "bf2"), unit("c", "p1", "bf2"), unit("e", "p2", "base")],
      chain: [{ id: "sd", card: "Shadow Dash", controller: "p1", targets: ["e", "bf2"] }],
      expect: { objects: { e: { zone: "BATTLEFIELD", battlefield: "bf2" }, a: { might: 3 }, b: { might: 3 }, c: { might: 3 } } },
    });
    expect(text(r)).toMatch(/not exactly 2/);
  });

  it("a battlefield where p1 has no units is not a legal choice: the enemy unit stays in its base", async () => {
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1"), unit("e", "p2", "base")],
      chain: [{ id: "sd", card: "Shadow Dash", controller: "p1", targets: ["e", "bf2"] }],
      expect: { objects: { e: { zone: "BASE" }, a: { might: 3 } } },
    });
  });
});

// A banished unit played again by its owner where it was as it left the board: a new object (359.3.e.4), so its damage
// is gone; a location its owner can't play a unit to (another player's base) leaves it banished.
describe("its owner plays the banished unit to the same location (VEN-066 Temporal Breach)", () => {
  it("is executable", async () => {
    await executable("VEN-066");
  });

  it("an enemy unit at bf1 with 2 damage: p2 plays it back to bf1 as a new object, without the damage", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1", { damage: 2 })],
      chain: [{ id: "tb", card: "Temporal Breach", controller: "p1", targets: ["e"] }],
      expect: { objects: { e: { zone: "BATTLEFIELD", battlefield: "bf1", damage: 0 } } },
    });
  });

  it("p1's unit in p1's base: back to that base", async () => {
    await check({
      name: "",
      objects: [unit("a", "p1", "base", { damage: 1 })],
      chain: [{ id: "tb", card: "Temporal Breach", controller: "p1", targets: ["a"] }],
      expect: { objects: { a: { zone: "BASE", damage: 0 } } },
    });
  });

  it("p2's unit controlled by p1 in p1's base: p2 can't play it there, so it stays banished", async () => {
    const r = await check({
      name: "",
      objects: [unit("e", "p2", "base", { controller: "p1" })],
      chain: [{ id: "tb", card: "Temporal Breach", controller: "p1", targets: ["e"] }],
      expect: { objects: { e: { zone: "BANISHMENT" } } },
    });
    expect(text(r)).toMatch(/is not played/);
  });
});
