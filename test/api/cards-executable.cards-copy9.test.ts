// Phrases made executable on the cards-copy9 branch: Reflection unit tokens and copy effects (477.1.b). Real cards of the
// library, compiled from their text; the card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, resolve, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
const obj = (r: { finalBoard: { objects: { id: string }[] } }, id: string) => r.finalBoard.objects.find((o) => o.id === id) as Record<string, unknown> | undefined;

// A spell that chooses a unit, plays a ready 0 Might Reflection token to its controller's base, and leaves a reflexive trigger
// (387.2) that makes the token a copy of that unit (its copyable traits: name, types, tags, costs, rules text, printed Might)
// and gives it [Temporary].
describe("UNL-200 Mirror Image: a ready Reflection token that becomes a copy of the chosen unit", () => {
  it("is executable", async () => {
    await executable("UNL-200");
  });

  it("copies an enemy 5 Might unit: the token in p1's base has 5 Might, ready, and [Temporary]", async () => {
    const r = await check({
      name: "",
      objects: [card("cd", "Cloud Drake", "p2", "bf1")],
      chain: [{ id: "mi", card: "Mirror Image", controller: "p1", targets: ["cd"] }],
      expect: {
        instructions: { mi: ["EXECUTED", "EXECUTED", "EXECUTED"], "mi.delayed": ["EXECUTED", "EXECUTED"] },
        objects: { "mi.token1": { zone: "BASE", might: 5, exhausted: false, controller: "p1" }, cd: { might: 5, controller: "p2" } },
      },
    });
    expect(text(r)).toMatch(/becomes a copy of Cloud Drake \(cd\)/);
    expect(text(r)).toMatch(/Temporary/);
  });

  it("the copy has the copied unit's rules text: it uses Arena Kingpin's exhaust ability afterwards", async () => {
    const r = await check({
      name: "",
      objects: [card("ak", "Arena Kingpin", "p2", "bf1"), unit("x", "p1", "bf2", { might: 2 })],
      chain: [
        { id: "mi", card: "Mirror Image", controller: "p1", targets: ["ak"] },
        { id: "ab", source: "mi.token1", ability: 1, controller: "p1", targets: ["x"], playedAfter: "mi.delayed" },
      ],
      expect: {
        instructions: { "mi.delayed": ["EXECUTED", "EXECUTED"], ab: ["EXECUTED"] },
        objects: { x: { might: 5 }, "mi.token1": { exhausted: true, might: 3, controller: "p1" } },
      },
    });
    expect(text(r)).toMatch(/becomes a copy of Arena Kingpin \(ak\)/);
  });

  it("a copy copies only printed traits: a buff and a temporary Might bonus on the unit are not copied", async () => {
    const r = await resolve({
      objects: [card("cd", "Cloud Drake", "p2", "bf1", { mightBonus: 1 })],
      chain: [{ id: "mi", card: "Mirror Image", controller: "p1", targets: ["cd"] }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "cd")?.might).toBe(6);
    expect(obj(r, "mi.token1")?.might).toBe(5);
  });

  it("the unit gone before the spell resolves: the token is still played but copies nothing (0 Might)", async () => {
    const r = await resolve({
      objects: [card("cd", "Cloud Drake", "p2", "bf1"), unit("s", "p2", "bf1", { might: 2 })],
      chain: [
        { id: "mi", card: "Mirror Image", controller: "p1", targets: ["s"] },
        { id: "g", card: "Gust", controller: "p2", targets: ["s"] },
      ],
    });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "mi.token1")?.might).toBe(0);
    expect(obj(r, "mi.token1")?.zone).toBe("BASE");
    expect(text(r)).toMatch(/Nothing becomes a copy/);
  });
});

// A unit's play effect plays two Reflection tokens where it is, then a reflexive trigger makes both copies of it ("me"):
// each copy has its printed Might, rules text and [Temporary] (copied from its text), not its play effect's trigger again.
describe("UNL-081 Keeper of Masks: two Reflection tokens here that become copies of it", () => {
  it("is executable", async () => {
    await executable("UNL-081");
  });

  it("played to a battlefield: two exhausted 1 Might copies at the same battlefield, and no further tokens", async () => {
    const r = await check({
      name: "",
      chain: [{ id: "k", card: "Keeper of Masks", controller: "p1", destination: "bf1" }],
      expect: {
        objects: {
          k: { zone: "BATTLEFIELD", battlefield: "bf1", might: 1 },
          "k.a2.token1": { zone: "BATTLEFIELD", battlefield: "bf1", might: 1, controller: "p1" },
          "k.a2.token2": { zone: "BATTLEFIELD", battlefield: "bf1", might: 1, controller: "p1" },
        },
      },
    });
    expect(text(r)).toMatch(/become copies of Keeper of Masks \(k\)/);
    expect(r.finalBoard.objects.filter((o) => o.id.includes("token"))).toHaveLength(2);
  });
});
