// The same chains pinned to different rules releases: each cites its own release's numbers and texts,
// and says so where that release has no rule for a decision instead of citing one not in force.
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { card, check, resolve, unit, type Citation, type Request, type Resolution } from "../helpers/scenario-http.js";

const voidSeeker: Request = {
  objects: [unit("u", "p2", "bf1")],
  chain: [
    { id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] },
    { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
  ],
};
const hiddenBlade: Request = {
  objects: [unit("u", "p2", "bf1")],
  chain: [
    { id: "hb", card: "Hidden Blade", controller: "p1", targets: ["u"] },
    { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
  ],
};

/** RUP4 number → the number the pinned release gives the same rule (read from each release's own document). */
const pins = [
  { pin: { asOf: "2026-08-01" }, release: "RUP4", numbers: { "359.3.e.1": "359.3.e.1", "359.3.e.2": "359.3.e.2", "359.3.e.5": "359.3.e.5", "359.3.e.7": "359.3.e.7", "359.3.e.9": "359.3.e.9", "359.3.e.14.a": "359.3.e.14.a" } },
  { pin: { asOf: "2026-04-01" }, release: "v1.3", numbers: { "359.3.e.1": "359.3.e.1", "359.3.e.2": "359.3.e.2", "359.3.e.5": "359.3.e.5", "359.3.e.7": "359.3.e.7", "359.3.e.9": "359.3.e.9", "359.3.e.14.a": "359.3.e.14.a" } },
  { pin: { rulesVersion: "v1.3" }, release: "v1.3", numbers: { "359.3.e.1": "359.3.e.1", "359.3.e.2": "359.3.e.2", "359.3.e.5": "359.3.e.5", "359.3.e.7": "359.3.e.7", "359.3.e.9": "359.3.e.9", "359.3.e.14.a": "359.3.e.14.a" } },
  { pin: { asOf: "2025-12-15" }, release: "v1.2", numbers: { "359.3.e.1": "356.3.e.1", "359.3.e.2": "356.3.e.2", "359.3.e.5": "356.3.e.5", "359.3.e.7": "356.3.e.7", "359.3.e.9": "356.3.e.9", "359.3.e.14.a": null } },
  { pin: { asOf: "2025-06-02" }, release: "2025-06-02", numbers: { "359.3.e.1": "563.2.c.1", "359.3.e.2": "563.2.c.2", "359.3.e.5": "563.2.c.5", "359.3.e.7": "559.3.c.2", "359.3.e.9": "559.3.c.4", "359.3.e.14.a": null } },
] as const;

const citationsOf = (r: Resolution): Citation[] => r.steps.flatMap((s) => [...s.citations, ...s.targets.flatMap((t) => t.citations)]);

/** Every found citation quotes exactly what rule(number, version) serves for that release. */
async function expectTextsServed(r: Resolution): Promise<void> {
  const found = [...new Map(citationsOf(r).filter((c) => c.found).map((c) => [c.rule, c])).values()];
  expect(found.length).toBeGreaterThan(0);
  const query = `query($v: String!) { ${found.map((c, i) => `r${i}: rule(number: ${JSON.stringify(c.rule)}, version: $v) { number text }`).join(" ")} }`;
  const served = await data(query, { v: r.release.version });
  found.forEach((c, i) => {
    expect(served[`r${i}`], `rule ${c.rule} in ${r.release.version}`).not.toBeNull();
    expect(served[`r${i}`].text, `text of ${c.rule} (${r.release.version})`).toBe(c.text);
  });
}

/** The citation a step gives for a RUP4 rule, wherever it occurs. */
function citationFor(r: Resolution, rup4: string): Citation | undefined {
  return citationsOf(r).find((c) => c.rup4 === rup4);
}

describe("citations are pinned to the release in force", () => {
  for (const { pin, release, numbers } of pins) {
    const label = "asOf" in pin ? `asOf ${pin.asOf}` : `rulesVersion ${pin.rulesVersion}`;

    it(`Void Seeker, ${label}: ${release}'s numbers and texts; the outcome is the same`, async () => {
      const r = await check({
        ...voidSeeker, ...pin, name: label,
        expect: { release, targets: { vs: { u: "must be at a battlefield" } }, instructions: { vs: ["IGNORED", "EXECUTED"] }, objects: { u: { zone: "BASE", damage: 0 } }, players: { p1: { handSize: 1 } } },
      });
      for (const rup4 of ["359.3.e.1", "359.3.e.2", "359.3.e.5", "359.3.e.7", "359.3.e.9"] as const) {
        expect(citationFor(r, rup4), `${rup4} in ${release}`).toMatchObject({ rule: numbers[rup4], found: true, release });
      }
      await expectTextsServed(r);
    });

    it(`Hidden Blade's linked draw, ${label}: 359.3.e.14.a is ${numbers["359.3.e.14.a"] ? `cited as ${numbers["359.3.e.14.a"]}` : "not in force, and the step says so"}`, async () => {
      const r = await check({ ...hiddenBlade, ...pin, name: label, expect: { release, instructions: { hb: ["IGNORED", "IGNORED"] }, players: { p2: { handSize: 0 } } } });
      const linked = r.steps.filter((s) => s.kind === "INSTRUCTION" && s.chainItem === "hb")[1]!;
      const c = linked.citations.find((x) => x.rup4 === "359.3.e.14.a")!;
      const want = numbers["359.3.e.14.a"];
      if (want) expect(c).toMatchObject({ rule: want, found: true, release });
      else {
        expect(c).toMatchObject({ rule: "(none)", text: null, found: false, release });
        expect(c.note).toBe(`no rule of ${release} corresponds to RUP4 359.3.e.14.a: none matched with enough confidence, so nothing is cited from that release`);
      }
      await expectTextsServed(r);
    });
  }

  it("asOf in v1.3's term and rulesVersion v1.3 give the same steps; rulesVersion pins asOf to the release's first day", async () => {
    const byDate = await resolve({ ...voidSeeker, asOf: "2026-04-01" });
    const byVersion = await resolve({ ...voidSeeker, rulesVersion: "v1.3" });
    expect(byDate.asOf).toBe("2026-04-01");
    expect(byVersion.asOf).toBe("2026-03-30");
    expect(byVersion.steps).toEqual(byDate.steps);
  });
});

describe("decisions that cite a rule absent from the pinned release say so", () => {
  const absent = (r: Resolution, rup4: string) => {
    const cs = citationsOf(r).filter((c) => c.rup4 === rup4);
    expect(cs.length, `${rup4} cited`).toBeGreaterThan(0);
    for (const c of cs) {
      expect(c).toMatchObject({ rule: "(none)", text: null, found: false, release: r.release.version });
      expect(c.note).toContain(`no rule of ${r.release.version} corresponds to RUP4 ${rup4}`);
    }
  };

  it("359.3.e.16 (Akshan leaves before his play effect) pinned to v1.3: found false, with a note; RUP4 cites it", async () => {
    const akshan: Request = {
      objects: [{ id: "g", name: "Practice Blade", type: "equipment", owner: "p2", location: "BASE" }],
      chain: [
        { id: "ak", card: "Akshan, Mischievous", controller: "p1", destination: "bf1", paidAdditionalCost: true, targets: ["g"] },
        { id: "vs", card: "Void Seeker", controller: "p2", targets: ["ak"] },
      ],
      choices: [{ item: "p1:trigger-order", index: 0, objects: ["ak.a0", "ak.a1"] }], // Weaponmaster and the paid play effect trigger together (383.3.d)
    };
    const v13 = await check({ ...akshan, rulesVersion: "v1.3", name: "", expect: { release: "v1.3", instructions: { "ak.a1": ["EXECUTED", "IGNORED", "IGNORED"] }, objects: { g: { controller: "p2" } } } });
    absent(v13, "359.3.e.16");
    const rup4 = await resolve(akshan);
    expect(citationFor(rup4, "359.3.e.16")).toMatchObject({ rule: "359.3.e.16", found: true, release: "RUP4" });
    await expectTextsServed(v13);
  });

  it("359.3.e.16 (Targon's Peak in the ending step) pinned to v1.3: found false", async () => {
    const r = await check({
      rulesVersion: "v1.3", name: "",
      board: { phase: "ENDING_STEP", battlefields: [{ id: "peak", card: "Targon's Peak", controller: "p2" }, { id: "bf2" }] },
      objects: [unit("u", "p1", "base")],
      chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "peak" }],
      expect: { release: "v1.3", instructions: { "peak.a0": ["IGNORED"] } },
    });
    absent(r, "359.3.e.16");
  });

  it("359.3.e.9.a (Volibear's attack trigger and Repulse) pinned to v1.3: found false", async () => {
    const r = await check({
      rulesVersion: "v1.3", name: "",
      board: { combat: { battlefield: "bf1", attackers: ["voli"], defenders: ["a", "b", "c"] } },
      objects: [card("voli", "Volibear, Furious", "p1", "bf1"), unit("a", "p2", "bf1"), unit("b", "p2", "bf1"), unit("c", "p2", "bf1")],
      chain: [
        { id: "atk", source: "voli", ability: 1, controller: "p1", targets: ["a", "b", "c"] },
        { id: "fl", card: "Flash", controller: "p2", targets: ["a", "b"] },
        { id: "rep", card: "Repulse", controller: "p2", targets: ["c", "atk"], playedAfter: "fl" },
      ],
      choices: [{ item: "atk", index: 0, amounts: [5] }],
      expect: { release: "v1.3", playIllegal: { rep: { c: true, atk: "chooses 3 friendly units" } } },
    });
    absent(r, "359.3.e.9.a");
  });
});
