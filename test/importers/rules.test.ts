// Core Rules importers, over the real releases in the shared data folder.
// The rules text is Riot's: this file holds no rules text. Texts are checked
// against another source read at test time (the seed transcriptions, another
// release, the raw source line) or against sha256 hashes.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  checkNumbering,
  decodeEntities,
  normaliseRuleNumber,
  parseAllReleases,
  parseInlineTranscription,
  parseRelease,
  readReleaseIndex,
  type ParsedRelease,
  type ParsedRule,
} from "../../src/importers/rules/index.js";

const DATA_DIR = process.env.RIFTRULES_DATA_DIR ?? path.resolve(process.cwd(), "../shared/data");
const SEEDS_DIR = process.env.RIFTRULES_SEEDS_DIR ?? path.resolve(DATA_DIR, "../seeds");

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const ws = (s: string) => s.replace(/\s+/g, " ").trim();
const LABEL = /(?<![\p{L}\p{N}])Examples?:/gu;

function seed(prefix: string): string {
  const name = readdirSync(SEEDS_DIR).find((n) => n.startsWith(`${prefix}_`));
  if (!name) throw new Error(`no seed ${prefix}_* in ${SEEDS_DIR}`);
  return readFileSync(path.join(SEEDS_DIR, name), "utf8");
}

/** Seed 001: "359.3.e.1<text>359.3.e.2<text>…" after "Direct children" -> Map number -> text (labels kept). */
function seed001Children(): Map<string, string> {
  const text = seed("001");
  const marker = "Direct children";
  const body = text.slice(text.indexOf(marker) + marker.length);
  const parts = body.split(/(359\.3\.e\.\d+)(?=\D)/);
  const out = new Map<string, string>();
  for (let i = 1; i < parts.length; i += 2) out.set(parts[i]!, parts[i + 1]!);
  return out;
}

/** Splits a transcription at its Example labels: [own text, example 1, example 2, …]. */
function splitAtLabels(s: string): string[] {
  return s.split(LABEL).map(ws);
}

let releases: ParsedRelease[];
const rel = (v: string) => {
  const r = releases.find((x) => x.meta.version === v);
  if (!r) throw new Error(`no release ${v}`);
  return r;
};
const rules = (v: string, n: string): ParsedRule[] => rel(v).rules.filter((r) => r.number === n);
const one = (v: string, n: string): ParsedRule => {
  const found = rules(v, n);
  expect(found, `${v} ${n}`).toHaveLength(1);
  return found[0]!;
};
const children = (v: string, n: string) => rel(v).rules.filter((r) => r.parentNumber === n);

beforeAll(() => {
  releases = parseAllReleases(DATA_DIR);
  for (const r of releases) {
    const kinds: Record<string, number> = {};
    for (const w of r.warnings) kinds[w.kind] = (kinds[w.kind] ?? 0) + 1;
    console.log(
      `[rules import] ${r.meta.version} (${r.meta.format}): ${r.report.ruleCount} rules, by depth ${JSON.stringify(r.report.byDepth)}, ` +
        `${r.report.warningCount} warnings ${JSON.stringify(kinds)}`,
    );
  }
});

describe("release index", () => {
  it("lists the five releases sorted by effectiveFrom", () => {
    const idx = readReleaseIndex(DATA_DIR);
    expect(idx.map((m) => m.version)).toEqual(["2025-06-02", "2025-10", "v1.2", "v1.3", "RUP4"]);
    expect(idx.map((m) => m.format)).toEqual([
      "section-files",
      "plain-markdown",
      "html-rule-rows",
      "html-rule-rows",
      "bold-markdown",
    ]);
    expect(idx.map((m) => m.effectiveFrom)).toEqual(["2025-06-02", "2025-10-01", "2025-12-01", "2026-03-30", "2026-07-24"]);
    expect(idx.find((m) => m.version === "RUP4")!.lastUpdated).toBe("2026-07-16");
    expect(idx.find((m) => m.version === "2025-10")!.lastUpdated).toBe("2025-10");
  });

  it("rejects an unknown format", () => {
    const meta = { ...readReleaseIndex(DATA_DIR)[0]!, format: "pdf" };
    expect(() => parseRelease(DATA_DIR, meta)).toThrow(/unknown rules format/);
  });
});

describe("import report per release", () => {
  const expected: Record<
    string,
    { count: number; byDepth: Record<string, number>; headings: number; examples: number; warnings: string[]; hash: string }
  > = {
    "2025-06-02": {
      count: 1364,
      byDepth: { "0": 274, "1": 464, "2": 432, "3": 191, "4": 3 },
      headings: 177,
      examples: 103,
      warnings: ["gap 577.1"],
      hash: "42c331f90445132eb6ad466926e1a1f6d4ad576740ef49ce60fae3f1af4d6df7",
    },
    "2025-10": {
      count: 1617,
      byDepth: { "0": 295, "1": 552, "2": 505, "3": 245, "4": 20 },
      headings: 193,
      examples: 112,
      warnings: [
        "duplicate-number 143",
        "missing-parent 450.3.d.1",
        "missing-parent 450.3.e.1",
        "missing-parent 450.3.e.2",
        "missing-parent 450.3.f.0.a",
        "missing-parent 450.3.g.1",
      ],
      hash: "b9ba5f711e65bb20da1144a3d09da6263c863d935b4505d68743dedd74d86065",
    },
    "v1.2": {
      count: 1795,
      byDepth: { "0": 329, "1": 610, "2": 566, "3": 266, "4": 24 },
      headings: 209,
      examples: 115,
      warnings: [
        ...["130", "131", "135", "135", "135.2", "135.2", "136", "136", "136", "136.3", "312", "313"].map((n) => `duplicate-number ${n}`),
        ...["322", "322", "322.8", "322", "322", "352.2", "352.2", "419", "420.1", "420.2", "454.3.d.1", "744.5", "747"].map(
          (n) => `duplicate-number ${n}`,
        ),
        "missing-parent 419.2.a",
        "missing-parent 721.1",
        ...["135.1", "136.1", "313.4", "322.2", "322.9", "322.11", "721"].map((n) => `gap ${n}`),
        ...["322", "130", "131", "135", "135.2", "135.2", "135.2", "136", "136", "136.3", "136.3", "312", "313"].map(
          (n) => `merged-number ${n}`,
        ),
        ...["322", "322", "322.8", "322", "322", "352.2", "352.2", "419", "420.1", "420.2", "454.3.d.1", "747"].map(
          (n) => `merged-number ${n}`,
        ),
      ],
      hash: "0af89dd055162f619f4c9064995b29dfaf2e97058c689671a9d2728d64192056",
    },
    "v1.3": {
      count: 2088,
      byDepth: { "0": 359, "1": 715, "2": 662, "3": 313, "4": 39 },
      headings: 229,
      examples: 150,
      warnings: [
        "duplicate-number 359.3.f.3.a",
        "duplicate-number 461",
        "duplicate-number 461.7",
        "gap 461.4",
        "gap 391",
        "merged-number 390.5.b",
        "merged-number 359.3.f.3.a",
        "merged-number 461",
        "merged-number 461.7",
      ],
      hash: "5070bc0909c9bd528693a1b419bc1bfb8b4ebe851eb8fd2d6facf932fc51c2ea",
    },
    RUP4: {
      count: 2385,
      byDepth: { "0": 413, "1": 797, "2": 759, "3": 365, "4": 51 },
      headings: 253,
      examples: 268,
      warnings: ["duplicate-number 185", "duplicate-number 191", "duplicate-number 452", "duplicate-number 459"],
      hash: "ada27caa2849824d14e191530ccf70b4c4aa62408d0c8cfce928b9409e708d44",
    },
  };

  for (const [version, e] of Object.entries(expected)) {
    it(`${version}: counts, depths, warnings, hash`, () => {
      const r = rel(version);
      expect(r.report.ruleCount).toBe(e.count);
      expect(r.rules).toHaveLength(e.count);
      expect(r.report.byDepth).toEqual(e.byDepth);
      expect(r.rules.filter((x) => x.heading)).toHaveLength(e.headings);
      expect(r.rules.reduce((s, x) => s + x.examples.length, 0)).toBe(e.examples);
      expect(r.warnings.map((w) => `${w.kind} ${w.rule}`)).toEqual(e.warnings);
      expect(r.report.warningCount).toBe(e.warnings.length);
      for (const w of r.warnings) expect(w.message.length).toBeGreaterThan(0);
      expect(r.contentHash).toBe(e.hash);
      // positions: 0..n-1 in order; depth and parents follow the numbers
      r.rules.forEach((x, i) => {
        expect(x.position).toBe(i);
        expect(x.depth).toBe(x.number.split(".").length - 1);
        expect(normaliseRuleNumber(x.number)).toBe(x.number);
        if (x.number.includes(".")) expect(x.parentNumber).toBe(x.number.slice(0, x.number.lastIndexOf(".")));
      });
    });
  }

  it("nothing is lost: every numbered line or row of the sources is a rule", () => {
    const src = (p: string) => readFileSync(path.join(DATA_DIR, "rules", p), "utf8");
    const rup4 = src("RUP4_2026-07-16.md");
    const bold = rup4.match(/^\*\*\d{3}(?:\.[0-9a-z]+)*\.\*\*/gm)!.length;
    const plain = rup4.match(/^\d{3}(?:\.[0-9a-z]+)+\.\s{2,}/gm)!.length;
    const heads = rup4.match(/^#{2,3} \d{3}\./gm)!.length;
    expect(plain).toBe(51);
    expect(bold + plain + heads).toBe(rel("RUP4").report.ruleCount);
    for (const [v, file] of [
      ["v1.2", "v1.2_2025-12-01.md"],
      ["v1.3", "v1.3_2026-03-30.md"],
    ] as const) {
      const numbered = src(file).match(/<div class="rule-id">\d[^<]*<\/div>/g)!.length;
      expect(numbered).toBe(rel(v).report.ruleCount);
    }
    const oct = src("2025-10.md");
    const octLines = oct.match(/^\d{3}(?:\.[0-9a-z]+)*\.?\s/gm)!.length + oct.match(/^#{2,3} \d{3}\./gm)!.length;
    expect(octLines).toBe(rel("2025-10").report.ruleCount);
  });
});

describe("the illegal-targets rule in every release", () => {
  it("RUP4 359.3.e has sub-rules 1..16 and 9.a, 12.a, 14.a, 14.b, 14.c", () => {
    const e = one("RUP4", "359.3.e");
    expect(e).toMatchObject({ parentNumber: "359.3", depth: 2, heading: true, examples: [] });
    expect(children("RUP4", "359.3.e").map((r) => r.number)).toEqual(
      Array.from({ length: 16 }, (_, i) => `359.3.e.${i + 1}`),
    );
    expect(children("RUP4", "359.3.e").map((r) => r.examples.length)).toEqual([0, 0, 1, 1, 3, 1, 0, 1, 1, 1, 1, 1, 0, 1, 0, 2]);
    expect(children("RUP4", "359.3.e.9").map((r) => r.number)).toEqual(["359.3.e.9.a"]);
    expect(children("RUP4", "359.3.e.12").map((r) => r.number)).toEqual(["359.3.e.12.a"]);
    expect(children("RUP4", "359.3.e.14").map((r) => r.number)).toEqual(["359.3.e.14.a", "359.3.e.14.b", "359.3.e.14.c"]);
    const sub = rel("RUP4").rules.filter((r) => r.number.startsWith("359.3.e."));
    expect(sub).toHaveLength(21);
    expect(sub.every((r) => !r.heading && r.text.length > 0)).toBe(true);
    // the indented plain lines are rules at depth 4, in document order
    expect(one("RUP4", "359.3.e.9.a").position).toBe(one("RUP4", "359.3.e.9").position + 1);
    expect(one("RUP4", "359.3.e.14.c").position).toBe(one("RUP4", "359.3.e.14.b").position + 1);
  });

  it("RUP4 359.3.e.1..16: text and examples equal the clean seed transcription (001)", () => {
    const seedKids = seed001Children();
    expect([...seedKids.keys()]).toEqual(Array.from({ length: 16 }, (_, i) => `359.3.e.${i + 1}`));
    for (const [n, transcribed] of seedKids) {
      const r = one("RUP4", n);
      expect([r.text, ...r.examples], n).toEqual(splitAtLabels(transcribed));
    }
    // the heading too: seed 001 gives it on the line after the rule number
    expect(seed("001").split("\n").map(ws)).toContain(one("RUP4", "359.3.e").text);
  });

  it("RUP4 359.3.e.5 has 3 examples, 359.3.e.4 one 'Examples:' block, 359.3.e.11 keeps its '2. If …' line in its example", () => {
    expect(one("RUP4", "359.3.e.5").examples).toHaveLength(3);
    expect(one("RUP4", "359.3.e.4").examples).toHaveLength(1);
    const e11 = one("RUP4", "359.3.e.11");
    expect(e11.examples).toHaveLength(1);
    expect(rules("RUP4", "2")).toHaveLength(0);
    // its example is the seed's, which ends with that line
    expect(e11.examples[0]).toBe(splitAtLabels(seed001Children().get("359.3.e.11")!)[1]);
  });

  it("359.3.e.14.a in RUP4 and v1.3: same text, different example counts", () => {
    const a = one("RUP4", "359.3.e.14.a");
    const b = one("v1.3", "359.3.e.14.a");
    for (const r of [a, b]) expect(r).toMatchObject({ parentNumber: "359.3.e.14", depth: 4, heading: false });
    expect(a.text).toBe(b.text);
    expect(sha256(a.text)).toBe("a3c65e635faec2dfb081a81579e8d4f8274140d2db64ffcd5d8981e8d611ed72");
    expect(a.examples).toHaveLength(1);
    expect(b.examples).toHaveLength(0);
    expect(a.position).toBe(978);
    expect(b.position).toBe(879);
    // v1.3 has no 9.a, 14.c or 16
    expect(children("v1.3", "359.3.e").map((r) => r.number)).toEqual(Array.from({ length: 15 }, (_, i) => `359.3.e.${i + 1}`));
    expect(children("v1.3", "359.3.e.14").map((r) => r.number)).toEqual(["359.3.e.14.a", "359.3.e.14.b"]);
    expect(rules("v1.3", "359.3.e.9.a")).toHaveLength(0);
  });

  it("356.3.e in v1.2 and 2025-10: same heading text as RUP4 359.3.e, 13 sub-rules", () => {
    const heading = one("RUP4", "359.3.e").text;
    for (const v of ["v1.2", "2025-10"]) {
      const r = one(v, "356.3.e");
      expect(r).toMatchObject({ parentNumber: "356.3", depth: 2, heading: true, examples: [] });
      expect(r.text).toBe(heading);
      const kids = children(v, "356.3.e");
      expect(kids.map((k) => k.number)).toEqual(Array.from({ length: 13 }, (_, i) => `356.3.e.${i + 1}`));
      expect(kids.map((k) => k.examples.length)).toEqual([0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 0]);
    }
    expect(one("v1.2", "356.3.e").position).toBe(819);
    expect(one("2025-10", "356.3.e").position).toBe(790);
    // the first sub-rule reads the same in v1.2, 2025-10 and RUP4 (and as in seed 001)
    const first = splitAtLabels(seed001Children().get("359.3.e.1")!)[0];
    expect(one("v1.2", "356.3.e.1").text).toBe(first);
    expect(one("2025-10", "356.3.e.1").text).toBe(first);
  });

  it("563.2.c in 2025-06-02: parent, children, examples", () => {
    const r = one("2025-06-02", "563.2.c");
    expect(r).toMatchObject({ parentNumber: "563.2", depth: 2, heading: true, examples: [], position: 712 });
    expect(r.text).toBe(one("RUP4", "359.3.e").text);
    const kids = children("2025-06-02", "563.2.c");
    expect(kids.map((k) => k.number)).toEqual(Array.from({ length: 9 }, (_, i) => `563.2.c.${i + 1}`));
    expect(kids.map((k) => k.examples.length)).toEqual([0, 0, 1, 1, 1, 0, 1, 3, 0]);
    expect(kids.every((k) => k.depth === 3 && !k.heading)).toBe(true);
    // 563.2.c.7 (wrapped over two lines there) reads like RUP4 359.3.e.11
    expect(one("2025-06-02", "563.2.c.7").text).toBe(one("RUP4", "359.3.e.11").text);
    const c8 = one("2025-06-02", "563.2.c.8");
    expect(sha256(c8.text)).toBe("acccd26e557225a1e4bd780eeea7f2fb81b043c322c8984855042ef6a6dc5b2d");
    expect(c8.examples.map((e) => sha256(e).slice(0, 16))).toEqual(["6fbe6ccca136309e", "16c6e66fe699e48d", "44e7cbbc89630b19"]);
  });
});

describe("format details", () => {
  it("no markdown, entities or carriage returns left in any text", () => {
    for (const r of releases) {
      for (const x of r.rules) {
        const all = [x.text, ...x.examples].join("\n");
        expect(all, `${r.meta.version} ${x.number}`).not.toMatch(/\*\*|&#x?[0-9a-f]+;|&(?:quot|amp|lt|gt|apos|nbsp);|\r|```/i);
        expect(all, `${r.meta.version} ${x.number}`).not.toMatch(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/u);
        expect(x.text).toBe(ws(x.text));
        for (const e of x.examples) expect(e).toBe(ws(e));
      }
    }
  });

  it("v1.2/v1.3: entities decoded (apostrophes and quotes present, none encoded)", () => {
    for (const v of ["v1.2", "v1.3"]) {
      const all = rel(v).rules.map((x) => [x.text, ...x.examples].join(" ")).join("\n");
      expect(all).not.toContain("&#x27;");
      expect(all).not.toContain("&quot;");
      expect((all.match(/'/g) ?? []).length).toBe(v === "v1.2" ? 277 : 316);
      expect(all).toContain('"');
    }
    // v1.3 0-th example of a rule with "&gt;" decodes to ">"
    const gt = rel("v1.3").rules.map((x) => [x.text, ...x.examples].join(" ")).join("\n");
    expect((gt.match(/>/g) ?? []).length).toBe(41);
  });

  it("v1.3: a rule split one word per row is joined with single spaces", () => {
    const r = one("v1.3", "146.1");
    expect(r.text.split(" ")).toHaveLength(11);
    expect(sha256(r.text)).toBe("8531bb1a5a394d33d77bf0bcda1eb1b854d3417e87726b9f2903ca649e25b4da");
  });

  it("RUP4: typos are kept; the text equals its raw source lines", () => {
    const src = readFileSync(path.join(DATA_DIR, "rules", "RUP4_2026-07-16.md"), "utf8").split("\n");
    const i = src.findIndex((l) => l.startsWith("**323.5.**"));
    const r = one("RUP4", "323.5");
    // the rule and its continuation line, joined with one space
    expect(src[i + 2]!.trim()).toBe("");
    expect(src[i + 3]!.startsWith("**323.6.**")).toBe(true);
    expect(r.text).toBe(ws(`${src[i]!.replace("**323.5.**", "")} ${src[i + 1]}`));
    expect(sha256(r.text)).toBe("c129399a34c92b990f58b8bd5ca4a616f237d76daea8d255524e67c3369e0b40");
  });

  it("numbers without a trailing dot are rules; a number after 'rule' at a line break is not", () => {
    expect(rules("2025-06-02", "553.5")).toHaveLength(1);
    expect(rules("2025-10", "130.4")).toHaveLength(1);
    expect(rules("2025-06-02", "559")).toHaveLength(1);
    // "050. Silver Rule" is followed by 051 as a rule, not a continuation
    expect(one("2025-06-02", "051").parentNumber).toBe("050");
  });

  it("dotless numbers: chapters have no parent, headings sit under their chapter, rules under the nearest heading", () => {
    for (const r of releases) {
      expect(one(r.meta.version, "000")).toMatchObject({ parentNumber: null, heading: true, depth: 0 });
      expect(one(r.meta.version, "001")).toMatchObject({ parentNumber: "000", heading: true });
      expect(one(r.meta.version, "002")).toMatchObject({ parentNumber: "001", heading: false });
      expect(one(r.meta.version, "050")).toMatchObject({ parentNumber: "000", heading: true });
      expect(one(r.meta.version, "051")).toMatchObject({ parentNumber: "050", heading: false });
      expect(rules(r.meta.version, "100")[0]).toMatchObject({ parentNumber: null, heading: true });
    }
    // 2025-06-02: "**The Turn**" then "**501.**" -> 501 is the heading "The Turn"
    expect(one("2025-06-02", "501")).toMatchObject({ parentNumber: "500", heading: true, text: expect.any(String) });
    expect(one("2025-06-02", "501").text.split(" ")).toHaveLength(2);
    expect(one("2025-06-02", "502").parentNumber).toBe("501");
  });

  it("duplicate numbers are kept as separate rows", () => {
    const dups = rules("v1.2", "322");
    expect(dups).toHaveLength(5);
    expect(new Set(dups.map((d) => d.position)).size).toBe(5);
    expect(rules("RUP4", "185").map((r) => r.heading)).toEqual([true, false]);
  });
});

describe("normaliseRuleNumber", () => {
  it("normalises and validates", () => {
    expect(normaliseRuleNumber("359.3.e.5.")).toBe("359.3.e.5");
    expect(normaliseRuleNumber(" 359.3.E.5 ")).toBe("359.3.e.5");
    expect(normaliseRuleNumber("002")).toBe("002");
    expect(normaliseRuleNumber("359")).toBe("359");
    expect(normaliseRuleNumber("359.3.e.14.a")).toBe("359.3.e.14.a");
    for (const bad of ["", " ", ".", "e.3", "359..3", "359.3.ee", "359 3", "359.3.-1", "359.3.e.5.x1", "abc", "359/3"]) {
      expect(normaliseRuleNumber(bad), bad).toBeNull();
    }
  });
});

describe("decodeEntities", () => {
  it("decodes numeric and named references once", () => {
    expect(decodeEntities("a&#x27;b&#39;c&quot;d&amp;e&lt;f&gt;g&rsquo;h&nbsp;i")).toBe("a'b'c\"d&e<f>g\u2019h\u00a0i");
    expect(decodeEntities("&amp;quot;")).toBe("&quot;");
    expect(decodeEntities("&unknown; &#xD800; &#0;")).toBe("&unknown; &#xD800; &#0;");
  });
});

describe("seed transcriptions and numbering checks", () => {
  it("the damaged seed (000): missing 359.3.e.12, 'draw 12' merged into 359.3.e.11, orphaned 12.a", () => {
    const t = parseInlineTranscription(seed("000"));
    expect(t.root).toBe("359.3.e");
    expect(t.rules.map((r) => r.number)).toEqual([
      "359.3.e",
      ...Array.from({ length: 11 }, (_, i) => `359.3.e.${i + 1}`).flatMap((n) => (n === "359.3.e.9" ? [n, "359.3.e.9.a"] : [n])),
      "359.3.e.12.a",
      "359.3.e.13",
      "359.3.e.14",
      "359.3.e.14.a",
      "359.3.e.14.b",
      "359.3.e.14.c",
      "359.3.e.15",
      "359.3.e.16",
    ]);
    const w = checkNumbering(t.rules, { root: "359.3.e" });
    expect(w.map((x) => `${x.kind} ${x.rule}`)).toEqual([
      "missing-parent 359.3.e.12.a",
      "gap 359.3.e.12",
      "merged-number 359.3.e.11",
    ]);
    expect(w[2]!.message).toContain("still draw 12.");
    // without the root option the fragment's own parent is reported too
    expect(checkNumbering(t.rules).map((x) => `${x.kind} ${x.rule}`)).toContain("missing-parent 359.3.e");
  });

  it("the damaged seed agrees with RUP4 everywhere else", () => {
    const t = parseInlineTranscription(seed("000"));
    const flat = (r: ParsedRule) => [r.text, ...r.examples];
    for (const r of t.rules) {
      const o = one("RUP4", r.number);
      if (r.number === "359.3.e.11") expect(flat(r)).not.toEqual(flat(o));
      else expect(flat(r), r.number).toEqual(flat(o));
    }
  });

  it("the clean seed (001) parsed the same way gives no warnings for 359.3.e's children", () => {
    const kids = seed001Children();
    const inline = `§ 359.3.e\n${one("RUP4", "359.3.e").text} ${[...kids].map(([n, txt]) => `${n.slice(8)}. ${txt}`).join(" ")}`;
    const t = parseInlineTranscription(inline);
    expect(t.rules.map((r) => r.number)).toEqual(["359.3.e", ...kids.keys()]);
    expect(checkNumbering(t.rules, { root: "359.3.e" })).toEqual([]);
  });

  it("checkNumbering reports duplicates, gaps, orphans and empty texts on a synthetic list", () => {
    const mk = (number: string, parentNumber: string | null, text = "Some words here."): ParsedRule => ({
      number,
      parentNumber,
      position: 0,
      depth: number.split(".").length - 1,
      heading: false,
      text,
      examples: [],
    });
    const list = [
      mk("900", null, "Heading"),
      mk("900.2", "900"),
      mk("900.1", "900"),
      mk("900.1", "900"),
      mk("900.4.a", "900.4"),
      mk("900.5", "900", ""),
      mk("900.4", "900"),
    ].map((r, i) => ({ ...r, position: i }));
    expect(checkNumbering(list).map((x) => `${x.kind} ${x.rule}`)).toEqual([
      "duplicate-number 900.1",
      "orphan 900.4.a",
      "out-of-order 900.1",
      "gap 900.3",
      "out-of-order 900.4",
      "empty-text 900.5",
    ]);
  });
});
