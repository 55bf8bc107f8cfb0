// The card library importer against the real datasets. Card text is Riot's: these tests never hold
// any; they compare names, codes, counts, dates and structure, and values read from the data files.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  SET_RELEASE_DATES,
  SYMBOL_TOKEN,
  fromNotation,
  keywordsOf,
  loadCardLibrary,
  markEffectText,
  normalizeName,
  parseCorpus,
  parseErrataArticles,
  parseErrataContent,
  parsePrintingCode,
  textAsOf,
  textKey,
  textsOf,
  toNotation,
  withoutReminders,
  type CardLibrary,
  type ParsedCard,
  type ParsedCardText,
} from "../../src/importers/cards/index.js";

const dataDir = process.env.RIFTRULES_DATA_DIR ?? path.resolve(process.cwd(), "../shared/data");
const cardsDir = path.join(dataDir, "cards");

function dataFile(pattern: RegExp): string {
  const f = readdirSync(cardsDir).filter((n) => pattern.test(n)).sort().at(-1);
  if (!f) throw new Error(`no ${pattern} in ${cardsDir}`);
  return path.join(cardsDir, f);
}

interface RawPrinting {
  name: string; publicCode: string; setId: string; domains: string[]; cardTypes: string[]; superTypes: string[];
  energy: string; might: string; power: string; tags: string[]; rarity: string; abilityText: string;
}

const gallery = JSON.parse(readFileSync(dataFile(/^gallery_.*\.json$/), "utf8")) as { count: number; updatedAt: string; cards: RawPrinting[] };
const corpusText = readFileSync(dataFile(/^corpus_.*\.txt$/), "utf8");
const corpusLines = corpusText.split("\n").filter((l) => l.trim() && !l.startsWith("#") && !l.startsWith("code |"));
const corpusCodes = corpusLines.map((l) => (l.split(" | ")[0] ?? "").trim());
const corpusNames = corpusLines.map((l) => (l.split(" | ")[1] ?? "").trim());
const errataJson = readFileSync(path.join(cardsDir, "errata-articles.json"), "utf8");
const errataArticles = JSON.parse(errataJson) as { id: string; publishedAt: string; content: string }[];

const stat = (s: string): number | null => (s === "" ? null : Number(s));
const strip = (publicCode: string): string => publicCode.replace(/\/\d+$/, "");
function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

let lib: CardLibrary;
let byName: Map<string, ParsedCard>;
beforeAll(() => {
  lib = loadCardLibrary(dataDir);
  byName = new Map(lib.cards.map((c) => [c.normalizedName, c]));
});

function card(name: string): ParsedCard {
  const c = byName.get(normalizeName(name));
  if (!c) throw new Error(`no card ${name}`);
  return c;
}

describe("card library: counts", () => {
  it("has one card per distinct name: the gallery's, plus the corpus's others (VEN and two tokens)", () => {
    const galleryNames = new Set(gallery.cards.map((c) => normalizeName(c.name)));
    const allNames = new Set([...galleryNames, ...corpusNames.map(normalizeName)]);
    expect(galleryNames.size).toBe(767);
    expect(lib.report.cards).toBe(allNames.size);
    expect(lib.cards.length).toBe(935);
    // the corpus header's own count of distinct cards
    expect(Number(/(\d+) distinct cards/.exec(corpusText)?.[1])).toBe(935);
    expect(lib.cards.filter((c) => c.source === `gallery ${gallery.updatedAt}`).length).toBe(767);
    expect(lib.cards.filter((c) => c.source.startsWith("corpus ")).length).toBe(168);
    expect(new Set(lib.cards.map((c) => c.code)).size).toBe(lib.cards.length);
  });

  it("counts cards per set", () => {
    expect(lib.report.bySet).toEqual({ OGN: 298, OGS: 24, SFD: 222, UNL: 225, VEN: 166 });
    const sum = Object.values(lib.report.bySet).reduce((a, b) => a + b, 0);
    expect(sum).toBe(lib.report.cards);
  });

  it("keeps every printing: the gallery's 950 and the corpus codes the gallery does not have", () => {
    const galleryCodes = new Set(gallery.cards.map((c) => strip(c.publicCode)));
    expect(galleryCodes.size).toBe(gallery.count);
    const extra = corpusCodes.filter((c) => !galleryCodes.has(c));
    expect(lib.report.printings).toBe(gallery.count + extra.length);
    expect(lib.report.printings).toBe(1124);
    const all = lib.cards.flatMap((c) => c.printings);
    expect(all.length).toBe(new Set(all).size);
    for (const code of galleryCodes) expect(all).toContain(code);
  });

  it("applies every erratum of the articles, and counts the text versions", () => {
    const headers = errataArticles.reduce((n, a) => n + (a.content.match(/^#{1,6}\s*\[NEW TEXT\]\s*$/gm) ?? []).length, 0);
    expect(lib.report.errata).toBe(headers);
    expect(lib.report.errata).toBe(55);
    expect(lib.warnings.filter((w) => w.includes("not applied"))).toEqual([]);
    expect(lib.report.texts).toBe(lib.texts.length);
    expect(lib.texts.length).toBe(1000);
  });
});

describe("card library: structured fields", () => {
  it("reads OGN-001 as the gallery has it", () => {
    const raw = gallery.cards.find((c) => strip(c.publicCode) === "OGN-001") as RawPrinting;
    const c = lib.cards.find((x) => x.code === "OGN-001") as ParsedCard;
    expect(c).toBeDefined();
    expect(c.name).toBe(raw.name);
    expect(c.energy).toBe(Number(raw.energy));
    expect(c.might).toBe(Number(raw.might));
    expect(c.power).toBe(stat(raw.power));
    expect(typeof c.energy).toBe("number");
    expect(c.set).toBe("OGN");
    expect(c.setName).toBe("Origins");
    expect(c.domains).toEqual(raw.domains);
    expect(c.types).toEqual(raw.cardTypes);
    expect(c.tags).toEqual(raw.tags);
    expect(c.rarity).toBe(raw.rarity);
    expect(c.keywords).toContain("Accelerate");
  });

  it("takes every gallery card's fields from its first regular printing", () => {
    const byCode = new Map(gallery.cards.map((c) => [strip(c.publicCode), c]));
    for (const c of lib.cards.filter((x) => x.source.startsWith("gallery"))) {
      const raw = byCode.get(c.code) as RawPrinting;
      expect(raw, c.code).toBeDefined();
      expect(c.code).not.toMatch(/[a*]$/);
      expect([c.energy, c.might, c.power]).toEqual([stat(raw.energy), stat(raw.might), stat(raw.power)]);
      expect(c.supertypes).toEqual(raw.superTypes);
      // the code is the first of its printings
      expect(c.printings[0]).toBe(c.code);
      expect(c.text).toBe((lib.texts.filter((t) => t.code === c.code).at(-1) as ParsedCardText).text);
    }
  });

  it("makes reprints in later sets printings of the first card", () => {
    const poro = card("Pouty Poro");
    const sets = new Set(poro.printings.map((p) => parsePrintingCode(p)?.set));
    expect(sets.size).toBeGreaterThan(1);
    expect(poro.set).toBe("OGN");
    // alt arts and starred variants are printings, never the code
    const withVariants = lib.cards.filter((c) => c.printings.some((p) => /[a*]$/.test(p)));
    expect(withVariants.length).toBeGreaterThan(50);
    for (const c of withVariants) expect(c.code).not.toMatch(/[a*]$/);
  });

  it("includes Vendetta and the other cards only the corpus lists", () => {
    const ven = lib.cards.filter((c) => c.set === "VEN");
    const galleryNames = new Set(gallery.cards.map((c) => normalizeName(c.name)));
    const venRows = corpusCodes.filter((code, i) => code.startsWith("VEN-") && !galleryNames.has(normalizeName(corpusNames[i] ?? "")));
    expect(ven.length).toBe(venRows.length);
    expect(ven.length).toBe(166);
    for (const c of ven) {
      expect(c.code).toMatch(/^VEN-\d{3}$/);
      expect(c.setName).toBe("Vendetta");
      expect(c.source).toMatch(/^corpus \d{4}-\d{2}-\d{2}$/);
      expect(c.types.length).toBe(1);
      expect(textsOf(lib, c.code)[0]?.effectiveFrom).toBe(SET_RELEASE_DATES.VEN);
    }
    // VEN's basic runes are reprints of the Origins runes
    const reprinted = lib.cards.filter((c) => c.set !== "VEN" && c.printings.some((p) => p.startsWith("VEN-")));
    expect(reprinted.length).toBe(corpusCodes.filter((c) => c.startsWith("VEN-")).length - 166);
  });
});

describe("names", () => {
  it("normalises case, accents, punctuation and spacing away", () => {
    const key = normalizeName("Bellows Breath");
    expect(normalizeName("Bellow's Breath")).toBe(key);
    expect(normalizeName("BELLOW\u2019S  breath")).toBe(key);
    expect(normalizeName("Bellow\u00b4s Bre\u0301ath")).toBe(key);
    expect(normalizeName("Dark Child - Starter")).toBe(normalizeName("Dark Child, Starter"));
    expect(normalizeName("Bellows Breaths")).not.toBe(key);
    expect(card("targons peak").name).toBe("Targon's Peak");
  });
});

describe("notation", () => {
  it("maps every symbol of the gallery and the corpus, reversibly", () => {
    const symbols = new Set<string>();
    for (const c of gallery.cards) for (const m of c.abilityText.matchAll(/:rb_[a-z0-9_]+:/g)) symbols.add(m[0]);
    for (const m of corpusText.matchAll(/:rb_[a-z0-9_]+:/g)) symbols.add(m[0]);
    expect(symbols.size).toBeGreaterThanOrEqual(17);
    for (const s of symbols) {
      const n = toNotation(s);
      expect(n, s).toMatch(new RegExp(`^${SYMBOL_TOKEN.source}$`));
      expect(fromNotation(n)).toBe(s);
    }
  });

  it("leaves no gallery symbol anywhere, and is idempotent", () => {
    for (const c of lib.cards) expect(c.text, c.code).not.toMatch(/:rb_/);
    for (const t of lib.texts) {
      expect(t.text, `${t.code} ${t.source}`).not.toMatch(/:rb_|\[[0-9ACEM]\]/);
      expect(toNotation(t.text)).toBe(t.text);
    }
    expect(lib.warnings.filter((w) => w.includes("does not know"))).toEqual([]);
  });

  it("maps the errata's bracket forms and keeps keywords", () => {
    expect(toNotation("[3]")).toBe("{3}");
    expect(toNotation("[0]")).toBe("{0}");
    expect(toNotation("[A]")).toBe("{any}");
    expect(toNotation("[C]")).toBe("{domain}");
    expect(toNotation("[C]", { domainPower: "order" })).toBe("{order}");
    expect(toNotation("[E]")).toBe("{exhaust}");
    expect(toNotation("[M]")).toBe("{might}");
    expect(toNotation("[Accelerate] [Assault 2] [Quick-Draw] [>]")).toBe("[Accelerate] [Assault 2] [Quick-Draw] [>]");
    expect(toNotation(":rb_energy_1::rb_rune_fury:")).toBe(toNotation("[1][C]", { domainPower: "fury" }));
    expect(toNotation("  x \u2014y\r\n\r\n\tz &quot;q&quot; it\u2019s ")).toBe('x - y\nz "q" it\'s');
    expect(keywordsOf("[Assault 2] (x [Reaction]) [ADD] [>] [Effect] [Assault]")).toEqual(["Assault", "Add"]);
  });

  it("writes an erratum's text like the gallery writes the same text", () => {
    // most errata's new text is what the gallery shows (or, for later errata, the old text is)
    const differing: string[] = [];
    for (const c of lib.cards) {
      const versions = textsOf(lib, c.code);
      const errata = versions.filter((t) => t.source.startsWith("errata "));
      if (errata.length === 0) continue;
      const raw = gallery.cards.find((g) => strip(g.publicCode) === c.code);
      if (!raw) continue;
      const g = textKey(toNotation(raw.abilityText));
      if (!errata.some((t) => textKey(t.text) === g)) differing.push(c.name);
    }
    // the one erratum whose published new text lost a keyword's brackets
    expect(differing).toEqual(["Disintegrate"]);
  });
});

describe("text history", () => {
  const parsedErrata = () => parseErrataArticles(errataJson, "errata-articles.json");

  it.each(["Deathgrip", "Tideturner", "Baited Hook", "Targon's Peak"])("%s: printed text until its erratum, new text from the article", (name) => {
    const erratum = parsedErrata().errata.find((e) => normalizeName(e.name) === normalizeName(name));
    expect(erratum, `${name} in the errata articles`).toBeDefined();
    const article = errataArticles.find((a) => a.id === erratum?.articleId) as { publishedAt: string };
    const articleDate = new Date(article.publishedAt).toISOString().slice(0, 10);

    const c = card(name);
    const versions = textsOf(lib, c.code);
    expect(versions.length).toBeGreaterThanOrEqual(2);
    const [printed, revised] = versions as [ParsedCardText, ParsedCardText];
    expect(printed.source).toBe(`errata ${erratum?.articleId} old text`);
    expect(printed.effectiveFrom).toBe(SET_RELEASE_DATES[c.set]);
    expect(revised.source).toBe(`errata ${erratum?.articleId} new text`);
    expect(revised.effectiveFrom).toBe(articleDate);
    expect(printed.effectiveFrom < revised.effectiveFrom).toBe(true);
    expect(textKey(printed.text)).not.toBe(textKey(revised.text));

    expect(textAsOf(versions, dayBefore(printed.effectiveFrom))).toBeNull();
    expect(textAsOf(versions, printed.effectiveFrom)).toBe(printed);
    expect(textAsOf(versions, dayBefore(articleDate))).toBe(printed);
    expect(textAsOf(versions, articleDate)).toBe(revised);
    expect(textAsOf(versions, "2099-01-01")?.text).toBe(c.text);
  });

  it("gives every card with errata two or more versions, oldest first", () => {
    const withErrata = new Set(lib.texts.filter((t) => t.source.startsWith("errata ")).map((t) => t.code));
    expect(withErrata.size).toBe(55);
    for (const code of withErrata) {
      const versions = textsOf(lib, code);
      expect(versions.length).toBeGreaterThanOrEqual(2);
      const dates = versions.map((t) => t.effectiveFrom);
      expect([...dates].sort()).toEqual(dates);
    }
    for (const c of lib.cards.filter((x) => !withErrata.has(x.code))) {
      expect(textsOf(lib, c.code)[0]?.effectiveFrom).toBe(SET_RELEASE_DATES[c.set]);
    }
  });

  it("starts errata published before their set's release with the release", () => {
    const c = card("Bone Skewer");
    expect(c.set).toBe("UNL");
    const versions = textsOf(lib, c.code);
    expect(versions.map((t) => t.effectiveFrom)).toEqual([SET_RELEASE_DATES.UNL, SET_RELEASE_DATES.UNL]);
    expect(textAsOf(versions, SET_RELEASE_DATES.UNL as string)?.source).toMatch(/new text$/);
    expect(textAsOf(versions, dayBefore(SET_RELEASE_DATES.UNL as string))).toBeNull();
    // an erratum of an earlier set's card in the same article keeps the article's date
    const guards = textsOf(lib, card("Guards!").code);
    expect(guards.map((t) => t.source.split(" ").at(-2))).toEqual(["old", "new"]);
    expect(guards[1]?.effectiveFrom).toBe("2026-04-03");
  });

  it("matches an erratum written '<champion>, <legend>' to the legend", () => {
    const legend = lib.cards.find((c) => textsOf(lib, c.code).some((t) => t.source.startsWith("errata unleashed")) && c.types.includes("Legend"));
    expect(legend).toBeDefined();
  });

  it("refuses versions of several cards and malformed dates", () => {
    expect(() => textAsOf(lib.texts.slice(0, 10), "2026-01-01")).toThrow();
    expect(() => textAsOf(textsOf(lib, "OGN-001"), "2026-1-1")).toThrow(RangeError);
  });
});

describe("parsers on made-up input", () => {
  it("reads errata under headings, plain name lines, empty headings and notes", () => {
    const md = [
      "Intro.", "", "## Alpha Cards", "Card One", "#### [NEW TEXT]", "New [1][A].", "", "####", "", "#### [OLD TEXT]", "Old [E]: x.", "",
      "### Card Two", "#### [NEW TEXT]", "", "Para one.", "", "Para two.", "", "#### [OLD TEXT]", "", "Just one.", "", "Note: not card text", "",
      "## Card Three", "#### [NEW TEXT]", "n", "#### [OLD TEXT]", "o",
    ].join("\n");
    const warnings: string[] = [];
    const found = parseErrataContent(md, "test", warnings);
    expect(warnings).toEqual([]);
    expect(found.map((e) => [e.name, e.section, e.notes.length])).toEqual([
      ["Card One", "Alpha Cards", 0],
      ["Card Two", "Alpha Cards", 1],
      ["Card Three", "Alpha Cards", 0],
    ]);
    expect(toNotation(found[0]?.newText ?? "")).toBe("New {1}{any}.");
    expect(toNotation(found[0]?.oldText ?? "")).toBe("Old {exhaust}: x.");
    expect(toNotation(found[1]?.newText ?? "")).toBe("Para one.\nPara two.");
    expect(found[1]?.oldText).toBe("Just one.");
  });

  it("reads corpus lines: costs, annotations, empty texts", () => {
    const text = [
      "# made-up export, 2 distinct cards (3 printings), data as of 2030-01-02T00:00:00Z.",
      "code | name | type | domains | cost | text",
      "ZZZ-001 | Some Gear | Gear | Fury/Calm | E2 P1 M+3 | Do a thing :rb_exhaust:. [Effect] Other. [Tags: A, B] [BANNED constructed:banned]",
      "ZZZ-T02 | Some Token | | Colorless | - | [NO TEXT]",
    ].join("\n");
    const c = parseCorpus(text, "corpus_test.txt", null);
    expect(c.warnings).toEqual([]);
    expect(c.date).toBe("2030-01-02");
    expect(c.declaredDistinct).toBe(2);
    const [gear, token] = c.rows;
    expect(gear).toMatchObject({ code: "ZZZ-001", type: "Gear", domains: ["Fury", "Calm"], energy: 2, power: 1, might: null, mightBonus: 3, tags: ["A", "B"], bans: ["constructed:banned"] });
    expect(toNotation(gear?.text ?? "")).toBe("Do a thing {exhaust}. [Effect] Other.");
    expect(token).toMatchObject({ code: "ZZZ-T02", type: null, text: "", energy: null });
    expect(parsePrintingCode("OGN-119a/298")).toEqual({ code: "OGN-119a", set: "OGN", number: 119, series: "", suffix: "a" });
    expect(parsePrintingCode("SFD-223*/221")?.suffix).toBe("*");
    expect(parsePrintingCode("UNL-T05")).toMatchObject({ code: "UNL-T05", series: "T", number: 5 });
  });
});

describe("an Equipment's effect text", () => {
  it("is marked [Effect] where the gallery sets it apart with a blank line, at the place the corpus marks it", () => {
    const corpus = parseCorpus(corpusText, "corpus.txt", null);
    const rowOf = new Map(corpus.rows.map((r) => [r.code, r]));
    const afterMarker = (t: string) => (t.includes("[Effect]") ? textKey(withoutReminders(t.slice(t.indexOf("[Effect]")))) : null);
    let marked = 0;
    let unmarked = 0;
    for (const c of lib.cards.filter((x) => x.source.startsWith("gallery") && x.tags.includes("Equipment"))) {
      const text = textsOf(lib, c.code)[0]!.text;
      const row = rowOf.get(c.code);
      expect(text.split("[Effect]").length, `${c.code}: at most one marker`).toBeLessThanOrEqual(2);
      if (row) expect(afterMarker(text), `${c.code}: effect text as the corpus marks it`).toBe(afterMarker(toNotation(row.text)));
      if (text.includes("[Effect]")) marked++;
      else unmarked++;
    }
    expect(marked).toBeGreaterThan(20); // most Equipment print effect text
    expect(unmarked).toBeGreaterThan(3); // a blank effect text (136.2.a) is not marked
  });

  it("is not marked on text without an Equip paragraph, nor when nothing is set apart after it", () => {
    expect(markEffectText("[Equip] :rb_rune_fury: (x)\n\n[Tank] (y)")).toBe("[Equip] :rb_rune_fury: (x)\n[Effect] [Tank] (y)");
    expect(markEffectText("[Equip] :rb_rune_fury: (x)\n[Temporary] (y)")).toBe("[Equip] :rb_rune_fury: (x)\n[Temporary] (y)");
    expect(markEffectText("Choose one -\n\nDraw 1.Draw 2.")).toBe("Choose one -\n\nDraw 1.Draw 2.");
    expect(markEffectText("[Weaponmaster] (When you play me, you may [Equip] …)\n\nOther.")).toBe("[Weaponmaster] (When you play me, you may [Equip] …)\n\nOther.");
  });
});

describe("content hash", () => {
  it("is a sha256 that does not change between loads", () => {
    expect(lib.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const again = loadCardLibrary(cardsDir);
    expect(again.contentHash).toBe(lib.contentHash);
    expect(again.texts).toEqual(lib.texts);
  });
});
