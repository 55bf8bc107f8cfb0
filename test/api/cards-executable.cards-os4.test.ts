// Phrases made executable on the cards-os4 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

// A unit's keywords only while it is Mighty (5+ Might, 706); its Might is read without those keywords, so the
// Shield it gets cannot make it Mighty, but once Mighty the Shield counts while it defends.
describe("keywords while the unit itself is Mighty (OGN-232 Fiora, Victorious)", () => {
  // with Garen, Commander beside her (+1 Might to its controller's other units there): 5 Might
  const defending = (garen: boolean) => ({
    name: "",
    board: { combat: { battlefield: "bf1", attackers: ["a"], defenders: garen ? ["f", "g"] : ["f"] } },
    objects: [card("f", "Fiora, Victorious", "p1", "bf1"), unit("a", "p2", "bf1"), ...(garen ? [card("g", "Garen, Commander", "p1", "bf1")] : [])],
    chain: [{ id: "v", card: "Vengeance", controller: "p2", targets: ["f"] }],
  });
  const deflected = (r: { steps: { chainItem: string | null; explanation: string }[] }) => r.steps.some((s) => s.chainItem === "v" && /Deflect makes it cost 1 more/.test(s.explanation));

  it("is executable", async () => {
    await executable("OGN-232");
  });

  it("4 Might, defending: not Mighty, so no Shield and no Deflect (the Shield it would get does not count toward Mighty)", async () => {
    await check({ ...defending(false), chain: [], expect: { objects: { f: { might: 4 } } } });
    expect(deflected(await check({ ...defending(false), expect: { objects: { f: { zone: "TRASH" } } } }))).toBe(false);
  });

  it("5 Might with Garen's bonus, defending: Mighty, so Shield makes 6, and an opponent's spell choosing it pays for Deflect", async () => {
    await check({ ...defending(true), chain: [], expect: { objects: { f: { might: 6 } } } });
    expect(deflected(await check({ ...defending(true), expect: { objects: { f: { zone: "TRASH" } } } }))).toBe(true);
  });

  it("5 Might at a battlefield, not in combat: Mighty, but Shield adds nothing outside defence", async () => {
    await check({ name: "", objects: [card("f", "Fiora, Victorious", "p1", "bf1"), card("g", "Garen, Commander", "p1", "bf1")], chain: [], expect: { objects: { f: { might: 5 } } } });
  });
});
