// Matching rules across releases: synthetic cases (made-up texts), then the
// real releases parsed from the shared data folder. No rules text here.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseAllReleases, type ParsedRelease } from "../../src/importers/rules/index.js";
import { canonicalText, citable, ReleaseMatcher, type MatchableRule } from "../../src/services/rule-matching.js";

const DATA_DIR = process.env.RIFTRULES_DATA_DIR ?? path.resolve(process.cwd(), "../shared/data");

const r = (number: string, text: string, heading = false, parentNumber?: string | null): MatchableRule => ({
  number,
  text,
  heading,
  parentNumber: parentNumber !== undefined ? parentNumber : number.includes(".") ? number.slice(0, number.lastIndexOf(".")) : null,
});

describe("ReleaseMatcher on made-up releases", () => {
  const from: MatchableRule[] = [
    r("10", "Widgets", true),
    r("10.1", "Overview", true),
    r("10.1.a", "A widget is a small blue object made of tin."),
    r("20", "Gadgets", true),
    r("20.1", "Overview", true),
    r("20.1.a", "A gadget is a large red machine with many levers."),
    r("30", "Sprockets rotate clockwise unless a lever is pulled twice."),
    r("40", "Cogs are counted at the end of each round by the dealer."),
    r("50", "Marmalade volcanoes erupt on alternate Thursdays only."),
  ];
  const to: MatchableRule[] = [
    r("10", "Doohickeys", true),
    r("10.1", "Overview", true),
    r("10.1.a", "A doohickey hums quietly at night near the river."),
    r("11", "Widgets", true),
    r("11.1", "Overview", true),
    r("11.1.a", "A widget is a small blue object made of tin."),
    r("21", "Gadgets", true),
    r("21.1", "Overview", true),
    r("21.1.a", "A gadget is a large red machine with many levers and one bell."),
    r("30", "Sprockets rotate clockwise unless a lever is pulled twice."),
    r("40", "Cogs are counted at the start of each round by the dealer."),
  ];
  const m = new ReleaseMatcher(from, to);

  it("same number and same text: confidence 1", () => {
    expect(m.match("30")).toMatchObject({ number: "30", how: "same-number-same-text", confidence: 1 });
  });

  it("same number, edited text", () => {
    const x = m.match("40")!;
    expect(x).toMatchObject({ number: "40", how: "same-number-edited-text" });
    expect(x.confidence).toBeGreaterThan(0.6);
    expect(x.confidence).toBeLessThan(1);
  });

  it("same text renumbered, similar text renumbered", () => {
    expect(m.match("10.1.a")).toMatchObject({ number: "11.1.a", how: "same-text-renumbered" });
    expect(m.match("10.1.a")!.confidence).toBeGreaterThanOrEqual(0.9);
    expect(m.match("20.1.a")).toMatchObject({ number: "21.1.a", how: "similar-text-renumbered" });
  });

  it("generic headings follow their context, not the first equal text or the equal number", () => {
    // "Overview" occurs three times in `to`; "10.1" exists in `to` with the same text but under another heading
    expect(m.match("10.1")).toMatchObject({ number: "11.1", how: "parent-context" });
    expect(m.match("20.1")).toMatchObject({ number: "21.1", how: "parent-context" });
    expect(m.match("10")).toMatchObject({ number: "11", how: "parent-context" });
    expect(m.match("20")).toMatchObject({ number: "21", how: "parent-context" });
    for (const n of ["10", "10.1", "20", "20.1"]) {
      expect(m.match(n)!.confidence).toBeLessThan(1);
      expect(m.match(n)!.explanation.length).toBeGreaterThan(0);
    }
  });

  it("no credible counterpart: null", () => {
    expect(m.match("50")).toBeNull();
    expect(m.match("99")).toBeNull();
  });

  it("diff", () => {
    const d = m.diff();
    expect(d.added).toEqual(["10", "10.1", "10.1.a"]);
    expect(d.removed).toEqual(["50"]);
    expect(d.changed.map((c) => `${c.from}>${c.to}`)).toEqual([
      "10>11",
      "10.1>11.1",
      "10.1.a>11.1.a",
      "20>21",
      "20.1>21.1",
      "20.1.a>21.1.a",
      "40>40",
    ]);
  });

  it("a lone generic heading with nothing to anchor it is not matched", () => {
    const lone = new ReleaseMatcher([r("70", "Overview", true)], [r("71", "Overview", true), r("72", "Overview", true)]);
    expect(lone.match("70")).toBeNull();
  });

  it("canonical text ignores layout differences only", () => {
    expect(canonicalText("Card , when  \u201cquoted\u201d \u2014 it\u2019s")).toBe("Card, when \"quoted\" - it's");
    expect(canonicalText("* Bullet")).toBe("Bullet");
    expect(canonicalText("Cards")).not.toBe(canonicalText("cards"));
  });
});

describe("ReleaseMatcher on the real releases", () => {
  let releases: ParsedRelease[];
  const rules = (v: string) => releases.find((x) => x.meta.version === v)!.rules;
  const matchers = new Map<string, ReleaseMatcher>();
  const matcher = (a: string, b: string) => {
    const key = `${a}>${b}`;
    let m = matchers.get(key);
    if (!m) {
      // (how long building takes is the benchmark's business, not a test's)
      m = new ReleaseMatcher(rules(a), rules(b));
      matchers.set(key, m);
    }
    return m;
  };

  beforeAll(() => {
    releases = parseAllReleases(DATA_DIR);
  });

  it("RUP4 359.3.e -> 356.3.e in v1.2 and 563.2.c in 2025-06-02", () => {
    const v12 = matcher("RUP4", "v1.2").match("359.3.e")!;
    expect(v12).toMatchObject({ number: "356.3.e", how: "same-text-renumbered" });
    expect(v12.confidence).toBeGreaterThanOrEqual(0.9);
    const old = matcher("RUP4", "2025-06-02").match("359.3.e")!;
    expect(old).toMatchObject({ number: "563.2.c", how: "same-text-renumbered" });
    expect(matcher("RUP4", "2025-06-02").match("359.3.e.11")).toMatchObject({ number: "563.2.c.7", how: "same-text-renumbered" });
    // sub-rules follow: 359.3.e.1..13 -> 356.3.e.1..13
    for (let i = 1; i <= 13; i++) {
      expect(matcher("RUP4", "v1.2").match(`359.3.e.${i}`)?.number, `359.3.e.${i}`).toBe(`356.3.e.${i}`);
    }
  });

  it("2025-06-02 563.2.c.7 -> RUP4 359.3.e.11; 563.2.c.8 -> 359.3.e.12 (edited)", () => {
    const m = matcher("2025-06-02", "RUP4");
    expect(m.match("563.2.c")).toMatchObject({ number: "359.3.e", how: "same-text-renumbered" });
    expect(m.match("563.2.c.7")).toMatchObject({ number: "359.3.e.11", how: "same-text-renumbered" });
    const c8 = m.match("563.2.c.8")!;
    expect(c8).toMatchObject({ number: "359.3.e.12", how: "similar-text-renumbered" });
    expect(c8.confidence).toBeGreaterThan(0.7);
    expect(c8.confidence).toBeLessThan(0.97);
  });

  it("RUP4 -> v1.3: same number and text with confidence 1; no counterpart for 9.a, 14.c, 16", () => {
    const m = matcher("RUP4", "v1.3");
    for (const n of ["359.3.e", "359.3.e.14.a", "359.3.e.1", "000", "001", "002"]) {
      expect(m.match(n), n).toMatchObject({ number: n, how: "same-number-same-text", confidence: 1 });
    }
    for (const n of ["359.3.e.9.a", "359.3.e.14.c", "359.3.e.16", "999.9", "not a number"]) expect(m.match(n), n).toBeNull();
  });

  it("diff v1.3 -> RUP4: sizes, and 359.3.e is followed", () => {
    const d = matcher("v1.3", "RUP4").diff();
    // rewritten rules placed by structure and position (rounds 3 and 4) count as changed, not added and removed
    expect(d.added).toHaveLength(325);
    expect(d.removed).toHaveLength(30);
    expect(d.changed).toHaveLength(746);
    const hows: Record<string, number> = {};
    for (const c of d.changed) hows[c.how] = (hows[c.how] ?? 0) + 1;
    expect(hows).toEqual({ "same-number-edited-text": 210, "same-text-renumbered": 362, "parent-context": 70, "similar-text-renumbered": 104 });
    expect(d.added.filter((n) => n.startsWith("359.3.e"))).toEqual(["359.3.e.9.a", "359.3.e.14.c", "359.3.e.16"]);
    expect(d.removed.filter((n) => n.startsWith("359.3.e"))).toEqual([]);
    expect(new Set(d.added).size).toBe(d.added.length);
    expect(new Set(d.removed).size).toBe(d.removed.length);
    for (const c of d.changed) {
      expect(c.confidence).toBeGreaterThanOrEqual(0.4);
      expect(c.confidence).toBeLessThanOrEqual(1);
      expect(d.added).not.toContain(c.to);
      expect(d.removed).not.toContain(c.from);
    }
    // the other direction is about the mirror image
    const back = matcher("RUP4", "v1.3").diff();
    expect([back.added.length, back.removed.length, back.changed.length]).toEqual([26, 321, 750]);
  });

  it("diff v1.2 -> RUP4: the renumbered 356.3.e -> 359.3.e pair is a change, not an addition and a removal", () => {
    const d = matcher("v1.2", "RUP4").diff();
    expect([d.added.length, d.removed.length, d.changed.length]).toEqual([669, 81, 1533]);
    expect(d.changed).toContainEqual(expect.objectContaining({ from: "356.3.e", to: "359.3.e", how: "same-text-renumbered" }));
    expect(d.added).not.toContain("359.3.e");
    expect(d.removed).not.toContain("356.3.e");
    expect(d.removed.filter((n) => n.startsWith("356.3.e"))).toEqual([]);
  });
});

describe("ReleaseMatcher: structure, position and listed correspondences (made-up releases)", () => {
  it("a rewritten rule is placed under its parent's counterpart only when it is the clear best match both ways", () => {
    const from = [
      r("5", "Steps", true),
      r("5.1", "The oldest waiting item is finished by the player who controls it, step after step, until it becomes final or leaves the queue."),
      r("5.2", "Marmalade volcanoes erupt on alternate Thursdays in the harbour of the town."),
    ];
    const to = [
      r("5", "Steps", true),
      r("5.1", "Each waiting item gets finished by its controller until final, or it leaves."),
      r("5.2", "Lighthouses are painted white every spring by their keepers."),
    ];
    const m = new ReleaseMatcher(from, to);
    expect(m.match("5.1")).toMatchObject({ number: "5.1", how: "same-number-edited-text" });
    expect(m.match("5.1")!.confidence).toBeLessThan(0.8);
    expect(m.match("5.1")!.explanation).toContain("best match both ways");
    // nothing in common with the remaining sibling: refused
    expect(m.match("5.2")).toBeNull();
  });

  it("a rule between two matched neighbours is looked for between their counterparts", () => {
    const from = [
      r("1", "Apples are red fruit that grow on tall trees in the orchard."),
      r("2", "Every unit with lethal damage marked on it is killed and put in its owner trash at once."),
      r("3", "Bananas are yellow fruit that grow in warm countries far away."),
    ];
    const to = [
      r("10", "Apples are red fruit that grow on tall trees in the orchard."),
      r("11", "Units with damage marked on them equal to their might are killed and put in their owner trash."),
      r("12", "Bananas are yellow fruit that grow in warm countries far away."),
    ];
    const m = new ReleaseMatcher(from, to);
    expect(m.match("2")).toMatchObject({ number: "11", how: "similar-text-renumbered" });
    expect(m.match("2")!.explanation).toContain("between the counterparts of 1 and 3");
  });

  it("listed correspondences fix or refuse a counterpart", () => {
    const from = [r("1", "Cogs are counted at the end of each round by the dealer."), r("2", "Sprockets rotate clockwise unless a lever is pulled twice.")];
    const to = [r("1", "Cogs are counted at the end of each round by the dealer."), r("7", "Sprockets rotate clockwise unless a lever is pulled twice.")];
    const fixed = new ReleaseMatcher(from, to, [
      { from: "1", to: null, why: "test" },
      { from: "2", to: "1", why: "test" },
    ]);
    expect(fixed.match("1")).toBeNull();
    expect(fixed.match("2")).toMatchObject({ number: "1", how: "similar-text-renumbered", confidence: 0.8 });
    expect(fixed.match("2")!.explanation).toContain("listed correspondence");
  });

  it("a counterpart whose number an earlier rule of its release also carries is not citable", () => {
    const m = new ReleaseMatcher(
      [r("9", "Doohickeys hum quietly at night near the river bank.")],
      [r("8", "Widgets are small blue objects made of tin and brass."), r("8", "Doohickeys hum quietly at night near the river bank.")],
    );
    expect(m.match("9")).toMatchObject({ number: "8", addressable: false });
    expect(citable(m.match("9"))).toBeNull();
  });
});
