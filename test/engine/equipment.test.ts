/**
 * Equipment (716–721, 136.2, 137): an attached Equipment adds its Might Bonus to its unit, and its effect
 * text — what it prints after its [Effect] marker (136.1) — is the unit's: keywords it has, triggers on what it does, "me"
 * meaning the unit. Real cards of the library, compiled from their text.
 */
import { describe, expect, it } from "vitest";
import { cardBehaviour } from "../../src/engine/index.js";
import { compileCard } from "../../src/engine/cards/compiler/compile.js";
import { verifyCard } from "../../src/engine/cards/compiler/verify.js";
import { GOLD_TOKEN } from "../../src/engine/chain/ops/tokens.js";
import { at, cardInfo, obj, outcomes, resolveWithLibrary } from "./library.js";

const bonus = (name: string) => {
  const b = cardInfo(name)!.mightBonus;
  expect(b, `${name} has a Might Bonus`).not.toBeNull();
  return b!;
};
const unit = (id: string, owner: string, where: string, might = 3) => ({
  id, type: "unit", might, owner, ...(where === "base" ? { location: "BASE" as const } : { location: "BATTLEFIELD" as const, battlefield: where }),
});

describe("Might Bonus (137.3)", () => {
  it("modulates the Might of the unit it is attached to, and only while attached", () => {
    const r = resolveWithLibrary({ objects: [unit("u", "p1", "bf1"), at("bf", "B.F. Sword", "p1", "bf1", { attachedTo: "u" }), unit("v", "p1", "bf1")], chain: [] });
    expect(cardBehaviour(cardInfo("B.F. Sword"), "B.F. Sword", []).executable).toBe(true);
    expect(obj(r, "u").might).toBe(3 + bonus("B.F. Sword"));
    expect(obj(r, "v").might).toBe(3);
  });

  it("counts when a spell uses the unit's Might (Strike Down's equipped unit)", () => {
    const r = resolveWithLibrary({
      objects: [unit("u", "p1", "bf1", 2), at("bf", "B.F. Sword", "p1", "bf1", { attachedTo: "u" }), unit("e", "p2", "bf1", 9)],
      chain: [{ id: "sd", card: "Strike Down", controller: "p1", targets: ["u", "e"] }],
    });
    expect(obj(r, "e").damage).toBe(2 + bonus("B.F. Sword"));
  });
});

describe("effect text (136.2.c): appended to the unit", () => {
  it("a keyword: the equipped unit has [Assault 2] while it attacks", () => {
    const r = resolveWithLibrary({
      board: { combat: { battlefield: "bf1", attackers: ["u"], defenders: ["d"] } },
      objects: [unit("u", "p1", "bf1"), at("sd", "Serrated Dirk", "p1", "bf1", { attachedTo: "u" }), unit("d", "p2", "bf1")],
      chain: [],
    });
    expect(obj(r, "u").might).toBe(3 + 2 + bonus("Serrated Dirk"));
  });

  it("a trigger the caller puts on the chain acts for the unit it is attached to", () => {
    const r = resolveWithLibrary({
      board: { combat: { battlefield: "bf1", attackers: ["u"], defenders: ["d"] } },
      objects: [unit("u", "p1", "bf1"), at("bow", "Recurve Bow", "p1", "bf1", { attachedTo: "u" }), unit("d", "p2", "bf1")],
      chain: [{ id: "atk", source: "bow", ability: 1, controller: "p1", targets: ["d"] }],
    });
    expect(outcomes(r, "atk")).toEqual(["EXECUTED"]);
    expect(obj(r, "d").damage).toBe(2);
  });

  it("is inactive while the Equipment is not attached (136.2.b)", () => {
    const r = resolveWithLibrary({ objects: [at("bow", "Recurve Bow", "p1", "base"), unit("d", "p2", "bf1")], chain: [{ id: "atk", source: "bow", ability: 1, controller: "p1", targets: ["d"] }] });
    expect(r.unsupported.some((u) => u.startsWith("atk:") && u.includes("136.2.b"))).toBe(true);
    expect(obj(r, "d").damage).toBe(0);
  });

  it("Warmog's Armor: the engine's conquest fires its effect text, which buffs the unit", () => {
    const r = resolveWithLibrary({
      board: { battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
      objects: [unit("u", "p1", "base"), at("wa", "Warmog's Armor", "p1", "base", { attachedTo: "u" })],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "bf1" }],
    });
    expect(outcomes(r, "wa.a1")).toEqual(["EXECUTED"]);
    expect(obj(r, "u").might).toBe(3 + 1 + bonus("Warmog's Armor"));
  });

  it("Eye of the Herald: moving the unit fires the Equipment's effect text", () => {
    const r = resolveWithLibrary({
      board: { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2" }] },
      objects: [unit("u", "p1", "base"), at("eye", "Eye of the Herald", "p1", "base", { attachedTo: "u" })],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "bf1" }],
    });
    expect(outcomes(r, "eye.a1")).toEqual(["EXECUTED"]);
    expect(obj(r, "eye.a1.token1")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf1", might: 1 });
  });

  it("Deathknell in effect text: when the unit dies, its controller draws", () => {
    const r = resolveWithLibrary({
      objects: [unit("u", "p2", "bf1"), at("ss", "Sacred Shears", "p2", "bf1", { attachedTo: "u" })],
      chain: [{ id: "k", card: "Vengeance", controller: "p1", targets: ["u"] }],
    });
    expect(obj(r, "u").zone).toBe("TRASH");
    expect(outcomes(r, "ss.a1")).toEqual(["EXECUTED"]);
    expect(r.finalBoard.players.find((p) => p.id === "p2")?.handSize).toBe(1);
  });
});

describe("tags and tokens", () => {
  it("Rumble, Scrapper's bonus to Mechs counts Mech cards by their tags, and Mech tokens", () => {
    const r = resolveWithLibrary({
      objects: [at("rs", "Rumble, Scrapper", "p1", "base"), at("mm", "Mega-Mech", "p1", "bf1"), at("po", "Petty Officer", "p1", "bf1"), at("em", "Mega-Mech", "p2", "bf1")],
      chain: [{ id: "ps", card: "Production Surge", controller: "p1" }],
    });
    expect(obj(r, "mm").might).toBe(cardInfo("Mega-Mech")!.might! + 1);
    expect(obj(r, "po").might).toBe(cardInfo("Petty Officer")!.might!);
    expect(obj(r, "em").might).toBe(cardInfo("Mega-Mech")!.might!);
    expect(obj(r, "rs").might).toBe(cardInfo("Rumble, Scrapper")!.might! + 1); // Rumble is a Mech too
    expect(obj(r, "ps.token1").might).toBe(3 + 1);
  });

  it("a Gold gear token has the ability 187.5 gives it: the same as the library's Gold token card compiles to", () => {
    const r = resolveWithLibrary({ objects: [at("hb", "Honest Broker", "p1", "bf1")], chain: [{ id: "k", card: "Vengeance", controller: "p2", targets: ["hb"] }] });
    expect(obj(r, "hb.a0.token1")).toMatchObject({ zone: "BASE", exhausted: true });
    const strip = (x: unknown) => JSON.parse(JSON.stringify(x, (k, v) => (k === "label" ? undefined : v)));
    const printed = cardBehaviour(cardInfo("Gold"), "Gold", []);
    expect(printed.executable).toBe(true);
    expect(strip(printed.def!.abilities)).toEqual(strip(GOLD_TOKEN.abilities));
  });
});

describe("the [Effect] marker decides what is effect text (136.1)", () => {
  const compiled = (text: string) => compileCard({ name: "Made-up Axe", type: "Gear", text });

  it("abilities after the marker are appended; an ability between [Equip] and the marker is the Equipment's own", () => {
    const { def, unsupported } = compiled("[Equip] {fury}\nWhen you play this, draw 1.\n[Effect] [Tank]");
    expect(unsupported).toEqual([]);
    expect(def.effectText).toEqual([2]);
    expect(def.abilities[1]).toMatchObject({ kind: "triggered", on: "playMe" });
  });

  it("without the marker the effect text is blank (136.2.a): [Temporary] after [Equip] is the Equipment's own keyword", () => {
    const { def, unsupported } = compiled("[Equip] {fury}\n[Temporary]");
    expect(unsupported).toEqual([]);
    expect(def.effectText).toBeUndefined();
    expect(cardBehaviour(cardInfo("Spinning Axe"), "Spinning Axe", []).executable).toBe(true);
  });

  it("a unit's ability printed without the marker is not taken as the Equipment's own: the card is not executable", () => {
    const v = verifyCard({ name: "Made-up Axe", type: "Gear", text: "[Equip] {fury}\nWhen I attack, draw 1." });
    expect(v.executable).toBe(false);
    expect(v.unsupported.join(" ")).toContain("136.2");
  });
});
