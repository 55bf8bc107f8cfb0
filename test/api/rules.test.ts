// The rules read API over HTTP, against every real release imported from the data folder.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { data, error } from "../helpers/api.js";
import { DATA_DIR } from "../helpers/paths.js";

const releasesJson = JSON.parse(readFileSync(join(DATA_DIR, "rules", "releases.json"), "utf8")).releases as { version: string; effectiveFrom: string }[];

describe("rulesReleases and rulesRelease", () => {
  it("lists every release of the data folder, oldest first, with the parser's counts and warnings", async () => {
    const { parseRelease, readReleaseIndex } = await import("../../src/importers/rules/index.js");
    const { rulesReleases } = await data(`{ rulesReleases { version title effectiveFrom lastUpdated ruleCount warnings byDepth { depth count } } }`);
    const expected = [...releasesJson].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
    expect(rulesReleases.map((r: any) => [r.version, r.effectiveFrom])).toEqual(expected.map((r) => [r.version, r.effectiveFrom]));
    for (const meta of readReleaseIndex(DATA_DIR)) {
      const parsed = parseRelease(DATA_DIR, meta);
      const served = rulesReleases.find((r: any) => r.version === meta.version);
      expect(served.ruleCount).toBe(parsed.rules.length);
      expect(served.warnings).toHaveLength(parsed.warnings.length);
      expect(served.byDepth.reduce((n: number, d: any) => n + d.count, 0)).toBe(parsed.rules.length);
    }
  });

  it.each([
    ["2025-06-02", "2025-06-02"],
    ["2025-11-30", "2025-10"],
    ["2026-04-01", "v1.3"],
    ["2026-07-23", "v1.3"],
    ["2026-07-24", "RUP4"],
  ])("picks the release in force on %s: %s", async (asOf, version) => {
    const { rulesRelease } = await data(`query($d: Date) { rulesRelease(asOf: $d) { version } }`, { d: asOf });
    expect(rulesRelease.version).toBe(version);
  });

  it("defaults to the release in force today", async () => {
    const { rulesRelease } = await data(`{ rulesRelease { version } }`);
    const todayIso = new Date().toISOString().slice(0, 10);
    const inForce = [...releasesJson].filter((r) => r.effectiveFrom <= todayIso).sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom)).at(-1);
    expect(rulesRelease.version).toBe(inForce?.version);
  });

  it("lists the known versions when asked for an unknown one", async () => {
    const e = await error(`{ rulesRelease(version: "v9.9") { version } }`);
    expect(e.extensions?.code).toBe("BAD_USER_INPUT");
    expect(e.message).toMatch(/^version: unknown rules version "v9.9"; known versions: /);
    expect([...e.extensions?.knownVersions].sort()).toEqual(releasesJson.map((r) => r.version).sort());
  });

  it("says so for a date before the first release", async () => {
    const e = await error(`{ rule(number: "359.3.e", asOf: "2025-01-01") { number } }`);
    expect(e.extensions?.code).toBe("BAD_USER_INPUT");
    expect(e.message).toBe("asOf: no rules release was in force on 2025-01-01: the first release, 2025-06-02, took effect on 2025-06-02");
  });

  it("rejects a malformed date with the expected form, in a variable or in the document", async () => {
    const inVariable = await error(`query($d: Date) { rulesRelease(asOf: $d) { version } }`, { d: "01/04/2026" });
    expect(inVariable.extensions?.code).toBe("BAD_USER_INPUT");
    expect(inVariable.message).toMatch(/YYYY-MM-DD/);
    const inDocument = await error(`{ rulesRelease(asOf: "2026-02-30") { version } }`);
    expect(inDocument.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(inDocument.message).toMatch(/YYYY-MM-DD/);
  });
});

describe("rule", () => {
  const RULE = `query($n: String!, $v: String, $d: Date) {
    rule(number: $n, version: $v, asOf: $d) {
      number text examples depth heading
      parent { number } children { number } release { version }
    }
  }`;

  it("serves RUP4 359.3.e.14.a with its parent, examples and release, as the parser read it", async () => {
    const { parseRelease, readReleaseIndex } = await import("../../src/importers/rules/index.js");
    for (const version of ["RUP4", "v1.3"]) {
      const meta = readReleaseIndex(DATA_DIR).find((m) => m.version === version);
      expect(meta, `${version} in the release index`).toBeDefined();
      const parsed = parseRelease(DATA_DIR, meta!).rules.find((r) => r.number === "359.3.e.14.a");
      if (!parsed) throw new Error(`the parser found no 359.3.e.14.a in ${version}`);
      const { rule } = await data(RULE, { n: "359.3.e.14.a", v: version });
      expect(rule).toMatchObject({ number: "359.3.e.14.a", depth: 4, parent: { number: "359.3.e.14" }, release: { version } });
      expect(rule.text).toBe(parsed.text);
      expect(rule.examples).toEqual(parsed.examples);
      if (version === "RUP4") expect(rule.examples).toHaveLength(1);
    }
  });

  it("follows the illegal-targets rule's numbers through the releases", async () => {
    const cases: [string, string][] = [["359.3.e", "RUP4"], ["359.3.e", "v1.3"], ["356.3.e", "v1.2"], ["356.3.e", "2025-10"], ["563.2.c", "2025-06-02"]];
    for (const [number, version] of cases) {
      const { rule } = await data(RULE, { n: number, v: version });
      expect(rule?.number, `${number} in ${version}`).toBe(number);
      expect(rule.heading).toBe(true);
      expect(rule.children.length).toBeGreaterThanOrEqual(7);
      expect(rule.children[0].number).toBe(`${number}.1`);
    }
  });

  it("accepts a trailing dot and upper case", async () => {
    const { rule } = await data(RULE, { n: "359.3.E.5.", v: "RUP4" });
    expect(rule.number).toBe("359.3.e.5");
  });

  it("answers null for a well-formed number that the release does not have", async () => {
    const { rule } = await data(RULE, { n: "359.3.e.16", v: "v1.2" });
    expect(rule).toBeNull();
  });

  it("says what form a rule number takes", async () => {
    const e = await error(RULE, { n: "rule five", v: "RUP4" });
    expect(e.extensions?.code).toBe("BAD_USER_INPUT");
    expect(e.message).toMatch(/^number: "rule five" is not a rule number; expected .*359\.3\.e\.14\.a/);
  });

  it("refuses version and asOf together", async () => {
    const e = await error(RULE, { n: "359.3.e", v: "RUP4", d: "2026-08-01" });
    expect(e.message).toBe("version: give either version or asOf, not both");
  });
});

describe("rules(under)", () => {
  it("returns the subtree in document order, unbolded sub-rules included", async () => {
    const { rules } = await data(`{ rules(under: "359.3.e", version: "RUP4") { number depth } }`);
    const numbers = rules.map((r: any) => r.number);
    expect(numbers[0]).toBe("359.3.e");
    expect(numbers.every((n: string) => n === "359.3.e" || n.startsWith("359.3.e."))).toBe(true);
    for (const n of ["359.3.e.1", "359.3.e.9.a", "359.3.e.12.a", "359.3.e.14.a", "359.3.e.14.b", "359.3.e.14.c", "359.3.e.16"]) expect(numbers).toContain(n);
    expect(numbers.indexOf("359.3.e.9.a")).toBe(numbers.indexOf("359.3.e.9") + 1);
  });
});

describe("searchRules", () => {
  const SEARCH = `query($t: String!, $f: Int, $a: String) {
    searchRules(text: $t, version: "RUP4", first: $f, after: $a) {
      totalCount pageInfo { hasNextPage endCursor } edges { cursor rank snippet node { number } }
    }
  }`;

  it("ranks the rules and highlights the matches", async () => {
    const { edges, totalCount } = (await data(SEARCH, { t: "illegal target", f: 10 })).searchRules;
    expect(totalCount).toBe(edges.length);
    expect(edges.length).toBeGreaterThanOrEqual(3);
    expect(edges.every((e: any) => e.node.number.startsWith("359.3.e."))).toBe(true);
    expect(edges.every((e: any) => /<mark>illegal<\/mark>/i.test(e.snippet))).toBe(true);
    const ranks = edges.map((e: any) => e.rank);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
  });

  it("pages through every match without overlap", async () => {
    const seen: string[] = [];
    let after: string | undefined;
    let total = 0;
    for (let page = 0; page < 50; page++) {
      const res = (await data(SEARCH, { t: "target", f: 25, a: after })).searchRules;
      total = res.totalCount;
      seen.push(...res.edges.map((e: any) => e.node.number + "@" + e.cursor));
      if (!res.pageInfo.hasNextPage) break;
      after = res.pageInfo.endCursor;
    }
    expect(total).toBeGreaterThan(25);
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((s) => s.split("@")[1])).size).toBe(total);
  });

  it("limits first to 100 and rejects a foreign cursor", async () => {
    expect((await error(SEARCH, { t: "chain", f: 101 })).message).toBe("first: must be between 1 and 100 (got 101)");
    expect((await error(SEARCH, { t: "chain", f: 5, a: "bm9wZQ" })).message).toBe("after: is not a cursor returned by this connection");
  });
});

describe("ruleHistory and releaseDiff", () => {
  it("finds 359.3.e in every other release even where it was renumbered, saying how and how sure", async () => {
    const { ruleHistory } = await data(`{ ruleHistory(number: "359.3.e", version: "RUP4") { release { version } rule { number } how confidence } }`);
    const byVersion = Object.fromEntries(ruleHistory.map((m: any) => [m.release.version, m]));
    expect(Object.keys(byVersion).sort()).toEqual(["2025-06-02", "2025-10", "v1.2", "v1.3"]);
    expect(byVersion["v1.3"].rule.number).toBe("359.3.e");
    expect(byVersion["v1.2"].rule.number).toBe("356.3.e");
    expect(byVersion["2025-10"].rule.number).toBe("356.3.e");
    expect(byVersion["2025-06-02"].rule.number).toBe("563.2.c");
    expect(byVersion["2025-06-02"].how).toMatch(/renumbered|parent-context/);
    for (const m of ruleHistory) {
      expect(m.confidence).toBeGreaterThan(0.5);
      expect(m.confidence).toBeLessThanOrEqual(1);
    }
  });

  it("diffs two releases following renumbering", async () => {
    const { releaseDiff } = await data(`{ releaseDiff(from: "v1.2", to: "v1.3") {
      added { number } removed { number } changed { from { number text } to { number text } renumbered textChanged how confidence } } }`);
    const renamed = releaseDiff.changed.find((c: any) => c.from.number === "356.3.e.1");
    expect(renamed?.to.number).toBe("359.3.e.1");
    expect(renamed.renumbered).toBe(true);
    expect(releaseDiff.added.map((r: any) => r.number)).not.toContain("359.3.e.1");
    expect(releaseDiff.removed.map((r: any) => r.number)).not.toContain("356.3.e.1");
    for (const c of releaseDiff.changed) expect(c.renumbered || c.textChanged).toBe(true);
  });

  it("names the argument of an unknown version", async () => {
    const e = await error(`{ releaseDiff(from: "v1.2", to: "v7") { added { number } } }`);
    expect(e.message).toMatch(/^to: unknown rules version "v7"/);
  });
});

describe("ruleHistory follows rewritten rules, and refuses what is not the same rule", () => {
  const historyOf = async (number: string) => {
    const { ruleHistory } = await data(`query($n: String!) { ruleHistory(number: $n, version: "RUP4") { release { version } rule { number } how confidence } }`, { n: number });
    return Object.fromEntries(ruleHistory.map((h: any) => [h.release.version, h]));
  };

  it("RUP4 390 (delayed abilities, reworded): 390 in v1.3, 383 in v1.2 and 2025-10, none in 2025-06-02", async () => {
    const h = await historyOf("390");
    expect([h["v1.3"].rule?.number, h["v1.2"].rule?.number, h["2025-10"].rule?.number, h["2025-06-02"].rule]).toEqual(["390", "383", "383", null]);
    expect(h["v1.3"].confidence).toBeLessThan(0.9);
    expect(h["2025-06-02"]).toMatchObject({ how: "no-match", confidence: 0 });
  });

  it("listed correspondences for 2025-06-02: 323.7 has none, 340.1 is 543.1", async () => {
    expect((await historyOf("323.7"))["2025-06-02"]).toMatchObject({ rule: null, how: "no-match" });
    expect((await historyOf("340.1"))["2025-06-02"]).toMatchObject({ rule: { number: "543.1" } });
  });

  it("a counterpart whose number the transcription gives to an earlier rule too is not cited (RUP4 323.4 in v1.2)", async () => {
    expect((await historyOf("323.4"))["v1.2"]).toMatchObject({ rule: null, how: "no-match" });
    expect((await historyOf("323.4"))["v1.3"]).toMatchObject({ rule: { number: "323.4" } });
  });
});
