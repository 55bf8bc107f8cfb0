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
