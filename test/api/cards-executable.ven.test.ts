// Vendetta (VEN) cards through resolveChain over HTTP: real cards of the library, compiled from their text.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";


describe("a non-Dragon unit: a unit without the tag", () => {
  it("VEN-115 Ocean Drake may send a unit that is not a Dragon back to the hand of whoever owns it", async () => {
    await executable("Ocean Drake");
    const play = { name: "", objects: [unit("e", "p2", "bf1"), card("md", "Mountain Drake", "p2", "bf1")], chain: [{ id: "od", card: "Ocean Drake", controller: "p1", destination: "base" }] };
    await check({
      ...play,
      choices: [{ item: "od.a1", index: 0, objects: ["e"] }, { item: "od.a1", index: 1, accept: true }],
      expect: { instructions: { "od.a1": ["EXECUTED"] }, objects: { e: { zone: "HAND" }, md: { zone: "BATTLEFIELD" } }, players: { p2: { handSize: 1 } } },
    });
    const r = await check({ ...play, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "od.a1", index: 0, player: "p1" } } });
    expect(r.pendingChoice!.options).toContain("e");
    expect(r.pendingChoice!.options).not.toContain("md");
    expect(r.pendingChoice!.options).not.toContain("od");
  });
});

describe("When you play me, if you control N or more other gear (383.2.a.1)", () => {
  it("VEN-058 Patched Porobot draws 1 only if its controller controls 3 other gear as it is played; an opponent's gear do not count", async () => {
    await executable("Patched Porobot");
    const gear = (id: string, owner: string) => card(id, "Seal of Rage", owner, "base");
    const play = (...objects: ReturnType<typeof card>[]) => ({ name: "", objects, chain: [{ id: "pp", card: "Patched Porobot", controller: "p1", destination: "base" }] });
    const r = await check({ ...play(gear("g1", "p1"), gear("g2", "p1"), gear("g3", "p1")), expect: { instructions: { "pp.a0": ["EXECUTED"] }, objects: { pp: { zone: "BASE", exhausted: true } }, players: { p1: { handSize: 1 } } } });
    expect(r.steps.some((s) => s.kind === "TRIGGER" && /3 other gear/.test(s.explanation))).toBe(true);
    await check({ ...play(gear("g1", "p1"), gear("g2", "p1"), gear("g3", "p2")), expect: { players: { p1: { handSize: 0 } }, kinds: { "pp.a0": { INSTRUCTION: false } } } });
  });
});

describe("[Shield N] while sharing a battlefield with exactly one other friendly unit (VEN-117 Disciple of Shen)", () => {
  it("VEN-117 Disciple of Shen defends with +3 Might beside exactly one other friendly unit there; beside two, or alone, none", async () => {
    await executable("Disciple of Shen");
    const defend = (...others: ReturnType<typeof unit>[]) => ({
      name: "",
      board: { combat: { battlefield: "bf1", attackers: ["a"], defenders: ["ds", ...others.filter((o) => o.battlefield === "bf1").map((o) => o.id)] } },
      objects: [card("ds", "Disciple of Shen", "p2", "bf1"), unit("a", "p1", "bf1"), ...others],
      chain: [],
    });
    await check({ ...defend(unit("f1", "p2", "bf1")), expect: { objects: { ds: { might: 4 } } } });
    await check({ ...defend(unit("f1", "p2", "bf1"), unit("f2", "p2", "bf1")), expect: { objects: { ds: { might: 1 } } } });
    await check({ ...defend(unit("f1", "p2", "bf2")), expect: { objects: { ds: { might: 1 } } } });
  });
});
