// Optional additional costs that act on the board: "You may kill a friendly gear as an additional cost to play me."
// The choice to pay is made as the card is played (355.1.a: paidAdditionalCost), the gear killed is named in
// costObjects, and "When you play me, if you paid the additional cost, …" triggers only if it was paid.
// Real cards of the library, compiled from their text.
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { check } from "../helpers/scenario-http.js";

const CARD = `query($code: String!) { card(code: $code, asOf: "2026-08-01") { name executable } }`;
const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
const gear = (id: string, owner: string) => ({ id, type: "gear", owner, location: "BASE" as const });

describe("You may kill a friendly gear as an additional cost to play me. When you play me, if you paid the additional cost, kill a gear. (SFD-160 Zaun Punk)", () => {
  it("is executable", async () => {
    expect((await data(CARD, { code: "SFD-160" })).card?.executable).toBe(true);
  });

  it("paid: the named friendly gear is killed as the cost, and the play effect kills the chosen gear", async () => {
    const r = await check({
      name: "",
      objects: [gear("mine", "p1"), gear("theirs", "p2")],
      chain: [{ id: "zp", card: "Zaun Punk", controller: "p1", destination: "base", paidAdditionalCost: true, costObjects: ["mine"], targets: ["theirs"] }],
      expect: { instructions: { "zp.a0": ["EXECUTED"] }, objects: { mine: { zone: "TRASH" }, theirs: { zone: "TRASH" }, zp: { zone: "BASE" } }, cites: { zp: ["355.1.a"] } },
    });
    expect(text(r)).toMatch(/As an optional additional cost, p1 kills mine/);
  });

  it("not paid: no gear is killed and the play effect does not trigger", async () => {
    const r = await check({
      name: "",
      objects: [gear("mine", "p1"), gear("theirs", "p2")],
      chain: [{ id: "zp", card: "Zaun Punk", controller: "p1", destination: "base", targets: ["theirs"] }],
      expect: { objects: { mine: { zone: "BASE" }, theirs: { zone: "BASE" } } },
    });
    expect(r.steps.some((s) => s.chainItem === "zp.a0")).toBe(false);
    expect(text(r)).toMatch(/does not trigger: its additional cost was not paid/);
  });

  it("said to be paid but the gear named is the opponent's: the cost is not paid, so the play effect does not trigger", async () => {
    const r = await check({
      name: "",
      objects: [gear("mine", "p1"), gear("theirs", "p2")],
      chain: [{ id: "zp", card: "Zaun Punk", controller: "p1", destination: "base", paidAdditionalCost: true, costObjects: ["theirs"], targets: ["theirs"] }],
      expect: { objects: { mine: { zone: "BASE" }, theirs: { zone: "BASE" } } },
    });
    expect(text(r)).toMatch(/No friendly gear was named.*theirs is not a gear p1 controls/);
    expect(r.steps.some((s) => s.chainItem === "zp.a0")).toBe(false);
  });
});
