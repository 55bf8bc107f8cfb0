/**
 * Rules profiles (src/engine/profile.ts): where an earlier release gives a different outcome than
 * RUP4, the engine follows the profile it is given. Each case runs the same chain under RUP4 and
 * under the releases that differ, and asserts both outcomes. docs/RELEASE-DIFFERENCES.md has the
 * rule numbers per release.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { profileFor, RULES_PROFILES, RUP4_PROFILE, type RulesProfile } from "../../src/engine/index.js";
import { run, scenario, unit, type ScenarioInput } from "./harness.js";

const [r2506, r2510, v12, v13, rup4] = (["2025-06-02", "2025-10", "v1.2", "v1.3", "RUP4"] as const).map((v) => RULES_PROFILES[v]!) as [RulesProfile, RulesProfile, RulesProfile, RulesProfile, RulesProfile];
const withoutLinkedRules = [r2506, r2510, v12];

const explanations = (s: ReturnType<typeof scenario>, item: string) => s.steps.filter((x) => x.kind === "INSTRUCTION" && x.chainItem === item).map((x) => x.explanation);

describe("the profile table", () => {
  it("has a profile for every release in ../shared/data/rules/releases.json, labelled with its version", () => {
    const file = resolve(process.env.RIFTRULES_DATA_DIR ?? resolve(import.meta.dirname, "../../../shared/data"), "rules/releases.json");
    const versions = (JSON.parse(readFileSync(file, "utf8")) as { releases: { version: string }[] }).releases.map((r) => r.version);
    expect(Object.keys(RULES_PROFILES).sort()).toEqual([...versions].sort());
    for (const v of versions) expect(profileFor(v)).toEqual({ profile: RULES_PROFILES[v], known: true });
    for (const v of versions) expect(RULES_PROFILES[v]!.release).toBe(v);
  });

  it("a release it does not know reads as RUP4, and says so", () => {
    expect(profileFor("RUP9")).toEqual({ profile: { ...RUP4_PROFILE, release: "RUP9" }, known: false });
  });

  it("no profile given is RUP4's: the same transcript, step for step", () => {
    const input: ScenarioInput = {
      board: { battlefields: [{ id: "lair", card: "Vilemaw's Lair" }, { id: "bf2" }] },
      objects: [unit("u", "p1", "lair", { exhausted: true })],
      chain: [{ id: "rtw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "base" }],
    };
    expect(run({ ...input, profile: RUP4_PROFILE })).toEqual(run(input));
  });
});

describe("359.3.e.14.a: a later linked instruction needs the earlier one (v1.3 and RUP4 only)", () => {
  const lair: ScenarioInput = {
    board: { battlefields: [{ id: "lair", card: "Vilemaw's Lair" }, { id: "bf2" }] },
    objects: [unit("u", "p1", "lair", { exhausted: true })],
    chain: [{ id: "rtw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "base" }],
  };

  for (const profile of [rup4, v13]) {
    it(`${profile.release}: Ride the Wind's move out of Vilemaw's Lair is ignored, and "ready it" with it`, () => {
      const s = scenario({ ...lair, profile }).expectComplete();
      s.expectInstructions("rtw", ["IGNORED", "IGNORED"]).expectObject("u", { zone: "BATTLEFIELD", battlefield: "lair", exhausted: true }).expectCites("rtw", ["359.3.e.14.a"]);
      expect(explanations(s, "rtw")[1]).toContain("which did not execute, so this is ignored too");
    });
  }

  for (const profile of withoutLinkedRules) {
    it(`${profile.release}: no rule on linked instructions, so "ready it" is followed on its own and the unit is readied`, () => {
      const s = scenario({ ...lair, profile }).expectComplete();
      s.expectInstructions("rtw", ["IGNORED", "EXECUTED"]).expectObject("u", { zone: "BATTLEFIELD", battlefield: "lair", exhausted: false });
      const ready = s.steps.filter((x) => x.kind === "INSTRUCTION" && x.chainItem === "rtw")[1]!;
      expect(ready.explanation).toContain(`${profile.release} has no rule on linked instructions`);
      expect(ready.citations.map((c) => c.rup4)).toEqual(expect.arrayContaining(["359.3.e.14.a", "359.3.e.6", "359.3.e.11"]));
    });
  }

  it("v1.2: Hidden Blade's \"its controller draws 2\" is judged on its own, and its target's controller is null once the target is illegal", () => {
    const s = scenario({
      objects: [unit("u", "p2", "bf1")],
      chain: [
        { id: "hb", card: "Hidden Blade", controller: "p1", targets: ["u"] },
        { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
      ],
      profile: v12,
    }).expectComplete();
    s.expectInstructions("hb", ["IGNORED", "IGNORED"]).expectPlayer("p2", { handSize: 0 });
    expect(explanations(s, "hb")[1]).toContain("v1.2 has no rule on linked instructions");
    s.expectCites("hb", ["359.3.f.2.a"]);
  });

  it("v1.2: \"do X to do Y\" stays conditional: the card's own words decide, not a rule", () => {
    const s = scenario({
      board: { battlefields: [{ id: "lair", card: "Vilemaw's Lair" }, { id: "bf2" }] },
      objects: [unit("u", "p1", "lair", { exhausted: true })],
      chain: [{ id: "x", card: "Test Retreat", controller: "p1", targets: ["u"] }],
      definitions: [{
        name: "Test Retreat", type: "Spell", keywords: [], abilities: [],
        spell: {
          targets: [{ slot: "unit", kind: "unit", min: 1, max: 1, requirements: [{ req: "friendly" }] }],
          lines: [
            { label: "move the chosen unit to base", instruction: { op: "move", what: { slot: "unit" }, to: "base" } },
            { label: "ready it", instruction: { op: "ready", what: { slot: "unit" } }, link: { kind: "its", on: 0 }, join: "to" },
          ],
        },
      }],
      profile: v12,
    }).expectComplete();
    s.expectInstructions("x", ["IGNORED", "IGNORED"]).expectObject("u", { exhausted: true });
    expect(explanations(s, "x")[1]).toContain("the card's own words decide");
  });
});

describe("359.3.e.14.b: a replaced action and a later \"if you do\" (RUP4's exception; none in v1.3)", () => {
  const deathgrip: ScenarioInput = {
    objects: [unit("a", "p1", "bf1", { might: 4 }), unit("b", "p1", "bf1"), { id: "zh", card: "Zhonya's Hourglass", owner: "p1", location: "BASE" }],
    chain: [{ id: "dg", card: "Deathgrip", controller: "p1", targets: ["a", "b"] }],
  };

  it("RUP4: Zhonya's Hourglass replaces the death, so \"if you do\" is ignored", () => {
    const s = scenario({ ...deathgrip, profile: rup4 }).expectComplete();
    s.expectInstructions("dg", ["EXECUTED", "IGNORED", "EXECUTED"]).expectObject("a", { zone: "BASE", exhausted: true }).expectObject("b", { might: 3 }).expectCites("dg", ["359.3.e.14.b"]);
  });

  it("v1.3: a replaced action does not affect the later linked instruction, so b gets +4 (a's Might, still on the board)", () => {
    const s = scenario({ ...deathgrip, profile: v13 }).expectComplete();
    s.expectInstructions("dg", ["EXECUTED", "EXECUTED", "EXECUTED"]).expectObject("a", { zone: "BASE", exhausted: true }).expectObject("b", { might: 7 });
    const buff = s.steps.filter((x) => x.kind === "INSTRUCTION" && x.chainItem === "dg")[1]!;
    expect(buff.explanation).toContain("under v1.3, a replaced action does not affect a later linked instruction");
    expect(buff.citations.map((c) => c.rup4)).toContain("359.3.e.14.b");
  });

  for (const profile of withoutLinkedRules) {
    it(`${profile.release}: no rule on linked instructions; "if you do" is read as written, and the replaced kill was not done`, () => {
      const s = scenario({ ...deathgrip, profile }).expectComplete();
      s.expectInstructions("dg", ["EXECUTED", "IGNORED", "EXECUTED"]).expectObject("b", { might: 3 });
      expect(explanations(s, "dg")[1]).toContain(`${profile.release} has no rule on linked instructions`);
    });
  }
});

describe("323.7: a cleanup recalls permanents from other players' bases (v1.3 and RUP4 only)", () => {
  const crate = { id: "g", name: "Crate", type: "gear", owner: "p2", location: "BASE" as const };
  /**
   * Akshan's play effect (on top of p2's Void Seeker) takes the gear; once Void Seeker has resolved,
   * p2 kills Akshan, so control returns to p2 while the gear is in p1's base.
   */
  const akshanKilled: ScenarioInput = {
    objects: [crate, unit("d", "p1", "bf2", { might: 6 })],
    chain: [
      { id: "vs", card: "Void Seeker", controller: "p2", targets: ["d"] },
      { id: "ak", card: "Akshan, Mischievous", controller: "p1", destination: "bf1", paidAdditionalCost: true, targets: ["g"] },
      { id: "hb", card: "Hidden Blade", controller: "p2", targets: ["ak"], playedAfter: "vs" },
    ],
    choices: [{ item: "p1:trigger-order", index: 0, objects: ["ak.a0", "ak.a1"] }], // Weaponmaster and the paid play effect trigger together (383.3.d)
  };

  for (const profile of [rup4, v13]) {
    it(`${profile.release}: control of the gear returns to p2 in p1's base, and the cleanup recalls it to p2's base`, () => {
      const s = scenario({ ...akshanKilled, profile }).expectComplete();
      s.expectInstructions("ak.a1", ["EXECUTED", "EXECUTED", "IGNORED"]).expectObject("ak", { zone: "TRASH" });
      expect(s.object("g")).toMatchObject({ zone: "BASE", controller: "p2" });
      expect(s.object("g").baseOwner).toBeUndefined();
      s.expectCites(undefined, ["323.7"]);
    });
  }

  for (const profile of withoutLinkedRules) {
    it(`${profile.release}: the cleanup recalls only gear at battlefields, so the gear stays in p1's base under p2's control`, () => {
      const s = scenario({ ...akshanKilled, profile }).expectComplete();
      s.expectObject("g", { zone: "BASE", controller: "p2", baseOwner: "p1" });
      const notes = s.steps.filter((x) => x.kind === "CLEANUP" && x.explanation.includes("stays there"));
      expect(notes).toHaveLength(1);
      expect(notes[0]!.explanation).toContain(`${profile.release}'s cleanup recalls only gear at battlefields`);
      expect(notes[0]!.citations.map((c) => c.rup4)).toEqual(["323.7"]);
    });
  }

  it("v1.2: Akshan leaves before his play effect; the gear was moved to p1's base and, never controlled by p1, stays there", () => {
    const input: ScenarioInput = {
      objects: [crate],
      chain: [
        { id: "ak", card: "Akshan, Mischievous", controller: "p1", destination: "bf1", paidAdditionalCost: true, targets: ["g"] },
        { id: "vs", card: "Void Seeker", controller: "p2", targets: ["ak"] },
      ],
      choices: [{ item: "p1:trigger-order", index: 0, objects: ["ak.a0", "ak.a1"] }], // Weaponmaster and the paid play effect trigger together (383.3.d)
    };
    scenario({ ...input, profile: v12 }).expectComplete().expectInstructions("ak.a1", ["EXECUTED", "IGNORED", "IGNORED"]).expectObject("g", { zone: "BASE", controller: "p2", baseOwner: "p1" });
    const r = scenario({ ...input, profile: rup4 }).expectComplete();
    expect(r.object("g")).toMatchObject({ zone: "BASE", controller: "p2" });
    expect(r.object("g").baseOwner).toBeUndefined();
  });
});
