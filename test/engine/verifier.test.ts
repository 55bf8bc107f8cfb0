/**
 * The verifier: a compiled definition must say its card's text back. Every card the engine marks
 * executable round-trips its text (all text versions in the library), and deliberately wrong
 * compilations — a number, a requirement, a target count, a link, a keyword changed — are caught.
 */
import { describe, expect, it } from "vitest";
import type { CardDefinition, Effect } from "../../src/engine/cards/language.js";
import { compileCard } from "../../src/engine/cards/compiler/compile.js";
import { renderCard } from "../../src/engine/cards/compiler/render/card.js";
import { checkDefinition, comparable, verifyCard } from "../../src/engine/cards/compiler/verify.js";
import { IMPLEMENTED_TEXTS } from "../../src/engine/cards/versions.js";
import { textHash } from "../../src/engine/cards/textHash.js";
import { CARD_DEFINITIONS } from "../../src/engine/cards/registry.js";
import { EARLIER_VERSIONS } from "../../src/engine/cards/defs/earlier.js";
import { cardBehaviour } from "../../src/engine/index.js";
import { textsOf } from "../../src/importers/cards/index.js";
import { cardInfo, cardLibrary } from "./library.js";

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));

function compiled(name: string): { def: CardDefinition; text: string } {
  const info = cardInfo(name)!;
  const { def, unsupported } = compileCard({ name: info.name, type: info.type, text: info.text });
  expect(unsupported, `${name} compiles`).toEqual([]);
  expect(checkDefinition(def, info.text).ok, `${name} says its text back`).toBe(true);
  return { def, text: info.text };
}

const effect = (def: CardDefinition): Effect => def.spell ?? (def.abilities.find((a) => a.kind !== "static") as { effect: Effect }).effect;

describe("every executable card says its text back", () => {
  it("for every text version of every card in the library", () => {
    const lib = cardLibrary();
    let executable = 0;
    const failures: string[] = [];
    for (const c of lib.cards) {
      for (const t of textsOf(lib, c.code)) {
        const info = { code: c.code, name: c.name, type: c.types[0] ?? "", might: c.might, energy: c.energy, text: t.text };
        const b = cardBehaviour(info, c.name, []);
        if (!b.executable) continue;
        executable++;
        if (b.from === "hand-written") {
          if (!IMPLEMENTED_TEXTS[Object.keys(IMPLEMENTED_TEXTS).find((k) => IMPLEMENTED_TEXTS[k]!.includes(textHash(t.text))) ?? ""]) failures.push(`${c.code} hand-written, not versioned`);
          continue;
        }
        const check = checkDefinition(b.def!, t.text);
        if (!check.ok || comparable(renderCard(b.def!)) !== comparable(t.text)) failures.push(`${c.code} ${t.effectiveFrom}: ${check.why ?? "rendering differs"}`);
      }
    }
    expect(failures).toEqual([]);
    expect(executable).toBeGreaterThan(250);
  });

  it("a text the grammar does not read is reported, not compiled", () => {
    const v = verifyCard({ name: "Nonsense", type: "Spell", text: "Deal 3 to a unit. Then sing a song." });
    expect(v.executable).toBe(false);
    expect(v.unsupported).toEqual(["Deal 3 to a unit. Then sing a song."]);
    expect(v.def.spell).toBeUndefined();
  });
});

describe("a deliberately wrong compilation is caught", () => {
  it("a different amount", () => {
    const { def, text } = compiled("Hextech Ray");
    const bad = clone(def);
    (effect(bad).lines[0]!.instruction as { amount: number }).amount += 1;
    expect(checkDefinition(bad, text)).toMatchObject({ ok: false });
  });

  it("a missing target requirement", () => {
    const { def, text } = compiled("Hextech Ray");
    const bad = clone(def);
    effect(bad).targets[0]!.requirements = [];
    expect(checkDefinition(bad, text).ok).toBe(false);
  });

  it("a different number of targets", () => {
    const { def, text } = compiled("Singularity");
    const bad = clone(def);
    effect(bad).targets[0]!.max = 3;
    expect(checkDefinition(bad, text).ok).toBe(false);
  });

  it("friendly instead of enemy", () => {
    const { def, text } = compiled("Riptide Rex");
    const bad = clone(def);
    const reqs = effect(bad).targets[0]!.requirements;
    reqs[reqs.findIndex((r) => r.req === "enemy")] = { req: "friendly" };
    expect(checkDefinition(bad, text).ok).toBe(false);
  });

  it("a line no longer linked to the instruction whose object it refers to (359.3.e.14)", () => {
    const { def, text } = compiled("Ride the Wind");
    const bad = clone(def);
    delete effect(bad).lines[1]!.link;
    expect(checkDefinition(bad, text)).toMatchObject({ ok: false, why: expect.stringContaining("359.3.e.14") });
  });

  it("a 'you may' dropped", () => {
    const { def, text } = compiled("Salvage");
    const bad = clone(def);
    delete effect(bad).lines[0]!.optional;
    expect(checkDefinition(bad, text).ok).toBe(false);
  });

  it("a keyword that does not stand for its ability", () => {
    const { def, text } = compiled("Volibear, Furious");
    const bad = clone(def);
    bad.abilities[0] = { kind: "static", rule: { rule: "deflect", n: 1 } };
    expect(checkDefinition(bad, text).ok).toBe(false);
  });

  it("a different trigger", () => {
    const { def, text } = compiled("Kai'Sa, Survivor");
    const bad = clone(def);
    const trig = bad.abilities.find((a) => a.kind === "triggered") as { on: string };
    trig.on = "hold";
    expect(checkDefinition(bad, text).ok).toBe(false);
  });

  it("a group of all units instead of enemy units", () => {
    const { def, text } = compiled("Anivia, Primal");
    const bad = clone(def);
    const line = effect(bad).lines[0]!.instruction as { to: { all: { requirements: { req: string }[] } } };
    line.to.all.requirements = line.to.all.requirements.filter((r) => r.req !== "enemy");
    expect(checkDefinition(bad, text).ok).toBe(false);
  });

  it("an 'if you do' that depends on the wrong line", () => {
    const { def, text } = compiled("Adaptatron");
    const bad = clone(def);
    const lines = effect(bad).lines;
    lines[1]!.link = { kind: "its", on: 0 };
    expect(checkDefinition(bad, text).ok).toBe(false);
  });
});

describe("hand-written definitions follow the text in force (versions.ts)", () => {
  it("every listed text hash is a text version of that card in the library", () => {
    const lib = cardLibrary();
    const defs = [...CARD_DEFINITIONS.map((d) => ({ version: d.name, def: d })), ...EARLIER_VERSIONS];
    for (const [version, hashes] of Object.entries(IMPLEMENTED_TEXTS)) {
      const d = defs.find((x) => x.version === version);
      expect(d, `a definition for ${version}`).toBeDefined();
      const card = lib.cards.find((c) => c.normalizedName === d!.def.name.toLowerCase().replace(/[^a-z0-9]/g, ""));
      expect(card, `${d!.def.name} is in the library`).toBeDefined();
      const versions = textsOf(lib, card!.code).map((t) => textHash(t.text));
      for (const h of hashes) expect(versions, `${version}: ${h}`).toContain(h);
    }
  });

  it("a card with errata gets the behaviour of the text in force on the date", () => {
    const before = cardBehaviour(cardInfo("Tideturner", "2025-07-01"), "Tideturner", []);
    const after = cardBehaviour(cardInfo("Tideturner", "2026-01-01"), "Tideturner", []);
    const reqs = (b: typeof before) => (b.def!.abilities.find((a) => a.kind === "triggered") as { effect: Effect }).effect.targets[0]!.requirements.map((r) => r.req);
    expect(after.from).toBe("hand-written");
    expect(reqs(after)).toContain("otherLocationThanSource");
    expect(reqs(before)).not.toContain("otherLocationThanSource");
  });
});
