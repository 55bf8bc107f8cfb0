// Where releases disagree on the outcome, the pinned release decides (docs/RELEASE-DIFFERENCES.md):
// the same chain pinned to RUP4 and to an earlier release, by date and by version, gives each release's
// outcome, and the step that depends on the difference cites that release's rule or says it has none.
import { describe, expect, it } from "vitest";
import { check, type Citation, type Request, type Resolution, type Step } from "../helpers/scenario-http.js";
import { card, unit } from "../helpers/scenario-http.js";

const RUP4 = { asOf: "2026-08-01" };
const V13 = [{ asOf: "2026-04-01" }, { rulesVersion: "v1.3" }];
const BEFORE_V13 = [{ asOf: "2025-12-15", release: "v1.2" }, { rulesVersion: "2025-10", release: "2025-10" }, { asOf: "2025-06-02", release: "2025-06-02" }];
/** The cleanup step on recalls, numbered by each release (read from its own document). */
const RECALL_STEP: Record<string, string> = { RUP4: "323.7", "v1.3": "323.7", "v1.2": "322.7", "2025-10": "322.5" };
const label = (pin: { asOf?: string; rulesVersion?: string }) => (pin.asOf ? `asOf ${pin.asOf}` : `rulesVersion ${pin.rulesVersion}`);

const instructions = (r: Resolution, item: string): Step[] => r.steps.filter((s) => s.kind === "INSTRUCTION" && s.chainItem === item);
const citation = (s: Step, rup4: string): Citation | undefined => s.citations.find((c) => c.rup4 === rup4);

describe("359.3.e.14.a: Ride the Wind's move out of Vilemaw's Lair is ignored; is the linked \"ready it\"?", () => {
  const lair: Request = {
    board: { battlefields: [{ id: "lair", card: "Vilemaw's Lair" }, { id: "bf2" }] },
    objects: [unit("u", "p1", "lair", { exhausted: true })],
    chain: [{ id: "rtw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "base" }],
  };

  for (const pin of [RUP4, ...V13]) {
    it(`${label(pin)}: no — 14.a ignores it with the move, and the unit stays exhausted`, async () => {
      const r = await check({
        ...lair, ...pin, name: "",
        expect: { instructions: { rtw: ["IGNORED", "IGNORED"] }, objects: { u: { zone: "BATTLEFIELD", battlefield: "lair", exhausted: true } }, cites: { rtw: ["359.3.e.6", "359.3.e.14.a"] } },
      });
      expect(citation(instructions(r, "rtw")[1]!, "359.3.e.14.a")).toMatchObject({ rule: "359.3.e.14.a", found: true, release: r.release.version });
    });
  }

  for (const { release, ...pin } of BEFORE_V13) {
    it(`${label(pin)}: yes — ${release} has no rule on linked instructions, so the unit is readied`, async () => {
      const r = await check({ ...lair, ...pin, name: "", expect: { release, instructions: { rtw: ["IGNORED", "EXECUTED"] }, objects: { u: { zone: "BATTLEFIELD", battlefield: "lair", exhausted: false } } } });
      const ready = instructions(r, "rtw")[1]!;
      expect(ready.explanation).toContain(`${release} has no rule on linked instructions`);
      expect(citation(ready, "359.3.e.14.a")).toMatchObject({ rule: "(none)", found: false, release });
      // the rules that do decide it are the release's own: impossible instructions ignored, the rest followed
      for (const rup4 of ["359.3.e.6", "359.3.e.11"]) expect(citation(ready, rup4), rup4).toMatchObject({ found: true, release });
    });
  }
});

describe("359.3.e.14.b: Deathgrip's kill is replaced by Zhonya's Hourglass; does \"if you do\" still give +Might?", () => {
  const deathgrip: Request = {
    objects: [unit("a", "p1", "bf1", { might: 4 }), unit("b", "p1", "bf1"), card("zh", "Zhonya's Hourglass", "p1", "base")],
    chain: [{ id: "dg", card: "Deathgrip", controller: "p1", targets: ["a", "b"] }],
  };

  it("RUP4: no — 14.b's exception: \"if you do\" refers to the replaced action itself", async () => {
    const r = await check({
      ...deathgrip, ...RUP4, name: "",
      expect: { release: "RUP4", instructions: { dg: ["EXECUTED", "IGNORED", "EXECUTED"] }, objects: { a: { zone: "BASE", exhausted: true }, b: { might: 3 }, zh: { zone: "TRASH" } } },
    });
    expect(citation(instructions(r, "dg")[1]!, "359.3.e.14.b")).toMatchObject({ rule: "359.3.e.14.b", found: true, release: "RUP4" });
  });

  for (const pin of V13) {
    it(`${label(pin)}: yes — v1.3's 14.b says a replaced action does not affect a later linked instruction, with no exception; b gets +4`, async () => {
      const r = await check({
        ...deathgrip, ...pin, name: "",
        expect: { release: "v1.3", instructions: { dg: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { a: { zone: "BASE", exhausted: true }, b: { might: 7 }, zh: { zone: "TRASH" } } },
      });
      const buff = instructions(r, "dg")[1]!;
      expect(buff.explanation).toContain("under v1.3, a replaced action does not affect a later linked instruction");
      const c = citation(buff, "359.3.e.14.b")!;
      expect(c).toMatchObject({ rule: "359.3.e.14.b", found: true, release: "v1.3" });
      expect(c.text).not.toBe(citation(instructions(await check({ ...deathgrip, ...RUP4, name: "", expect: {} }), "dg")[1]!, "359.3.e.14.b")!.text);
    });
  }

  it("asOf 2025-12-15 (v1.2): Deathgrip's text in force then, before its erratum, has no \"if you do\" at all, so b gets +4 (a card-text difference, not a rules one)", async () => {
    const r = await check({ ...deathgrip, asOf: "2025-12-15", name: "", expect: { release: "v1.2", instructions: { dg: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { b: { might: 7 } } } });
    const buff = instructions(r, "dg")[1]!;
    expect(buff.instruction).not.toContain("if you do");
    expect(buff.explanation).not.toContain("linked");
  });
});

describe("323.7: a permanent in another player's base — recalled to its controller's?", () => {
  // Akshan (on top of p2's Void Seeker) takes p2's gear into p1's base; once Void Seeker has resolved, p2 kills
  // Akshan with Hidden Blade, so control of the gear returns to p2 while it sits in p1's base.
  const akshanKilled: Request = {
    objects: [{ id: "g", name: "Crate", type: "gear", owner: "p2", location: "BASE" }, unit("d", "p1", "bf2", { might: 6 })],
    chain: [
      { id: "vs", card: "Void Seeker", controller: "p2", targets: ["d"] },
      { id: "ak", card: "Akshan, Mischievous", controller: "p1", destination: "bf1", paidAdditionalCost: true, targets: ["g"] },
      { id: "hb", card: "Hidden Blade", controller: "p2", targets: ["ak"], playedAfter: "vs" },
    ],
    choices: [{ item: "p1:trigger-order", index: 0, objects: ["ak.a0", "ak.a1"] }], // Weaponmaster and the paid play effect trigger together (383.3.d)
  };
  const before = { instructions: { "ak.a1": ["EXECUTED", "EXECUTED", "IGNORED"], hb: ["EXECUTED", "EXECUTED"] }, objects: { ak: { zone: "TRASH" } } };

  for (const pin of [RUP4, ...V13]) {
    it(`${label(pin)}: yes — the cleanup recalls it to p2's base`, async () => {
      const r = await check({ ...akshanKilled, ...pin, name: "", expect: { ...before, objects: { ...before.objects, g: { zone: "BASE", controller: "p2", baseOwner: null } } } });
      const recall = r.steps.find((s) => s.kind === "CLEANUP" && s.explanation.includes("recalled"))!;
      expect(recall.explanation).toContain("Crate (g) is in a base other than its controller's");
      expect(recall.citations).toEqual([expect.objectContaining({ rule: RECALL_STEP[r.release.version], found: true, release: r.release.version })]);
    });
  }

  for (const { release, ...pin } of BEFORE_V13.filter((p) => p.release !== "2025-06-02")) {
    it(`${label(pin)}: no — ${release}'s cleanup recalls only gear at battlefields; the gear stays in p1's base under p2's control`, async () => {
      const r = await check({ ...akshanKilled, ...pin, name: "", expect: { ...before, release, objects: { ...before.objects, g: { zone: "BASE", controller: "p2", baseOwner: "p1" } } } });
      const stays = r.steps.filter((s) => s.kind === "CLEANUP" && s.explanation.includes("stays there"));
      expect(stays).toHaveLength(1);
      expect(stays[0]!.explanation).toContain(`${release}'s cleanup recalls only gear at battlefields`);
      expect(stays[0]!.citations).toEqual([expect.objectContaining({ rule: RECALL_STEP[release], found: true, release })]);
    });
  }

  it("asOf 2025-06-02: no — that release's cleanup (518–526) has no such step either", async () => {
    const r = await check({ ...akshanKilled, asOf: "2025-06-02", name: "", expect: { ...before, release: "2025-06-02", objects: { ...before.objects, g: { zone: "BASE", controller: "p2", baseOwner: "p1" } } } });
    const stays = r.steps.find((s) => s.kind === "CLEANUP" && s.explanation.includes("stays there"))!;
    expect(stays.explanation).toContain("2025-06-02's cleanup recalls only gear at battlefields");
    expect(stays.citations).toHaveLength(1);
  });
});
