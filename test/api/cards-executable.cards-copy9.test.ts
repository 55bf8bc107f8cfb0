// Phrases made executable on the cards-copy9 branch: Reflection unit tokens and copy effects (477.1.b). Real cards of the
// library, compiled from their text; the card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable, executableCard } from "../helpers/executable.js";
import { card, check, resolve, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
const obj = (r: { finalBoard: { objects: { id: string }[] } }, id: string) => r.finalBoard.objects.find((o) => o.id === id) as Record<string, unknown> | undefined;

// A spell that chooses a unit, plays a ready 0 Might Reflection token to its controller's base, and leaves a reflexive trigger
// (387.2) that makes the token a copy of that unit (its copyable traits: name, types, tags, costs, rules text, printed Might)
// and gives it [Temporary].
describe("UNL-200 Mirror Image: a ready Reflection token that becomes a copy of the chosen unit", () => {
  it("is executable", async () => {
    await executable("UNL-200");
  });

  it("copies an enemy 5 Might unit: the token in p1's base has 5 Might, ready, and [Temporary]", async () => {
    const r = await check({
      name: "",
      objects: [card("cd", "Cloud Drake", "p2", "bf1")],
      chain: [{ id: "mi", card: "Mirror Image", controller: "p1", targets: ["cd"] }],
      expect: {
        instructions: { mi: ["EXECUTED", "EXECUTED", "EXECUTED"], "mi.delayed": ["EXECUTED", "EXECUTED"] },
        objects: { "mi.token1": { zone: "BASE", might: 5, exhausted: false, controller: "p1" }, cd: { might: 5, controller: "p2" } },
      },
    });
    expect(text(r)).toMatch(/becomes a copy of Cloud Drake \(cd\)/);
    expect(text(r)).toMatch(/Temporary/);
  });

  it("the copy has the copied unit's rules text: it uses Arena Kingpin's exhaust ability afterwards", async () => {
    const r = await check({
      name: "",
      objects: [card("ak", "Arena Kingpin", "p2", "bf1"), unit("x", "p1", "bf2", { might: 2 })],
      chain: [
        { id: "mi", card: "Mirror Image", controller: "p1", targets: ["ak"] },
        { id: "ab", source: "mi.token1", ability: 1, controller: "p1", targets: ["x"], playedAfter: "mi.delayed" },
      ],
      expect: {
        instructions: { "mi.delayed": ["EXECUTED", "EXECUTED"], ab: ["EXECUTED"] },
        objects: { x: { might: 5 }, "mi.token1": { exhausted: true, might: 3, controller: "p1" } },
      },
    });
    expect(text(r)).toMatch(/becomes a copy of Arena Kingpin \(ak\)/);
  });

  it("a copy copies only printed traits: a buff and a temporary Might bonus on the unit are not copied", async () => {
    const r = await resolve({
      objects: [card("cd", "Cloud Drake", "p2", "bf1", { mightBonus: 1 })],
      chain: [{ id: "mi", card: "Mirror Image", controller: "p1", targets: ["cd"] }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "cd")?.might).toBe(6);
    expect(obj(r, "mi.token1")?.might).toBe(5);
  });

  it("the unit gone before the spell resolves: the token is still played but copies nothing (0 Might)", async () => {
    const r = await resolve({
      objects: [card("cd", "Cloud Drake", "p2", "bf1"), unit("s", "p2", "bf1", { might: 2 })],
      chain: [
        { id: "mi", card: "Mirror Image", controller: "p1", targets: ["s"] },
        { id: "g", card: "Gust", controller: "p2", targets: ["s"] },
      ],
    });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "mi.token1")?.might).toBe(0);
    expect(obj(r, "mi.token1")?.zone).toBe("BASE");
    expect(text(r)).toMatch(/Nothing becomes a copy/);
  });
});

// A unit's play effect plays two Reflection tokens where it is, then a reflexive trigger makes both copies of it ("me"):
// each copy has its printed Might, rules text and [Temporary] (copied from its text), not its play effect's trigger again.
describe("UNL-081 Keeper of Masks: two Reflection tokens here that become copies of it", () => {
  it("is executable", async () => {
    await executable("UNL-081");
  });

  it("played to a battlefield: two exhausted 1 Might copies at the same battlefield, and no further tokens", async () => {
    const r = await check({
      name: "",
      chain: [{ id: "k", card: "Keeper of Masks", controller: "p1", destination: "bf1" }],
      expect: {
        objects: {
          k: { zone: "BATTLEFIELD", battlefield: "bf1", might: 1 },
          "k.a2.token1": { zone: "BATTLEFIELD", battlefield: "bf1", might: 1, controller: "p1" },
          "k.a2.token2": { zone: "BATTLEFIELD", battlefield: "bf1", might: 1, controller: "p1" },
        },
      },
    });
    expect(text(r)).toMatch(/become copies of Keeper of Masks \(k\)/);
    expect(r.finalBoard.objects.filter((o) => o.id.includes("token"))).toHaveLength(2);
  });
});

// A legend's trigger on its controller conquering (noticed by the engine) or holding (placed by the caller, with the battlefield):
// its opening cost (discard 1 and exhaust it, 383.3.b) paid as it goes on the chain, a ready Reflection token played at that
// battlefield, then a reflexive trigger choosing another unit there as it goes on the chain: the token becomes a copy of it and
// gets [Temporary].
describe("UNL-199 Deceiver: on a conquest or hold, a Reflection token there becomes a copy of another unit there", () => {
  const board = (hand: string[]) => ({ players: [{ id: "p1", deckSize: 20, hand }, { id: "p2", deckSize: 20 }], battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2" }] });

  it("is executable", async () => {
    await executable("UNL-199");
  });

  it("a hold at bf1 (placed by the caller): the cost is paid, the token at bf1 becomes a copy of the enemy unit there", async () => {
    const r = await check({
      name: "",
      board: board(["Flash"]),
      objects: [card("leb", "Deceiver", "p1", "base"), card("cd", "Cloud Drake", "p2", "bf1"), unit("mine", "p1", "bf1", { might: 2 })],
      chain: [{ id: "h", source: "leb", ability: 0, controller: "p1", battlefield: "bf1" }],
      choices: [{ item: "h", index: 0, option: "accept" }, { item: "h.delayed", index: 0, objects: ["cd"] }],
      expect: {
        instructions: { "h.delayed": ["EXECUTED", "EXECUTED"] },
        objects: { leb: { exhausted: true }, "h.token1": { zone: "BATTLEFIELD", battlefield: "bf1", might: 5, exhausted: false, controller: "p1" } },
        players: { p1: { handSize: 0 } },
      },
    });
    expect(text(r)).toMatch(/becomes a copy of Cloud Drake \(cd\)/);
    expect(text(r)).toMatch(/Gives Cloud Drake \(h\.token1\) \[Temporary\]/);
  });

  it("\"another unit there\": the units at that battlefield other than the token are offered, not a unit elsewhere", async () => {
    const r = await resolve({
      board: board(["Flash"]),
      objects: [card("leb", "Deceiver", "p1", "base"), card("cd", "Cloud Drake", "p2", "bf1"), unit("mine", "p1", "bf1", { might: 2 }), unit("far", "p2", "bf2")],
      chain: [{ id: "h", source: "leb", ability: 0, controller: "p1", battlefield: "bf1" }],
      choices: [{ item: "h", index: 0, option: "accept" }],
    });
    expect(r.status).toBe("NEEDS_CHOICE");
    expect(r.pendingChoice?.item).toBe("h.delayed");
    expect([...(r.pendingChoice?.options ?? [])].sort()).toEqual(["cd", "mine"]);
  });

  it("declined: no cost paid, no token", async () => {
    const r = await resolve({
      board: board(["Flash"]),
      objects: [card("leb", "Deceiver", "p1", "base"), card("cd", "Cloud Drake", "p2", "bf1")],
      chain: [{ id: "h", source: "leb", ability: 0, controller: "p1", battlefield: "bf1" }],
      choices: [{ item: "h", index: 0, option: "decline" }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "leb")?.exhausted).toBe(false);
    expect(obj(r, "h.token1")).toBeUndefined();
    expect(r.finalBoard.players.find((p) => p.id === "p1")?.handSize).toBe(1);
  });

  it("a conquest (noticed by the engine): the token is played at the battlefield conquered and copies the unit that conquered it", async () => {
    const r = await resolve({
      board: { players: [{ id: "p1", deckSize: 20, hand: ["Flash"] }, { id: "p2", deckSize: 20 }], battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
      objects: [card("leb", "Deceiver", "p1", "base"), card("cd", "Cloud Drake", "p1", "base")],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["cd"], destination: "bf1" }],
      choices: [{ item: "leb.a0", index: 0, option: "accept" }, { item: "leb.a0.delayed", index: 0, objects: ["cd"] }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "leb.a0.token1")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf1", might: 5, exhausted: false });
    expect(obj(r, "leb")?.exhausted).toBe(true);
  });
});

// An optional replacement of its controller's (371.2.a), once each turn (371.1), while the unit is at a battlefield: a unit token
// they would play is played with an additional copy of it, the same way (375: ready, at the same place), and a reflexive trigger
// about "it" then acts on both (the Unleashed FAQ's Deceiver and Zilean example).
describe("UNL-086 Zilean, Time Mage: once each turn, a token played with an additional copy", () => {
  const zilean = (extra = {}) => card("z", "Zilean, Time Mage", "p1", "bf1", extra);
  const ask = (item: string, index: number, option: string) => ({ item, index, option });

  it("is executable", async () => {
    await executable("UNL-086");
  });

  it("accepted for Mirror Image: two ready tokens in base, both copies of the chosen unit", async () => {
    const r = await check({
      name: "",
      objects: [zilean(), card("cd", "Cloud Drake", "p2", "bf2")],
      chain: [{ id: "mi", card: "Mirror Image", controller: "p1", targets: ["cd"] }],
      choices: [ask("mi", 0, "accept")],
      expect: {
        objects: {
          "mi.token1": { zone: "BASE", might: 5, exhausted: false, controller: "p1" },
          "mi.token2": { zone: "BASE", might: 5, exhausted: false, controller: "p1" },
        },
      },
    });
    expect(text(r)).toMatch(/applies Zilean, Time Mage \(z\)'s replacement/);
    expect(text(r)).toMatch(/Gives Cloud Drake \(mi\.token1\), Cloud Drake \(mi\.token2\) \[Temporary\]/);
  });

  it("declined for the first token, it is still available for the next one this turn; then used up", async () => {
    const r = await resolve({
      objects: [zilean(), card("cd", "Cloud Drake", "p2", "bf2")],
      chain: [
        { id: "a", card: "Mirror Image", controller: "p1", targets: ["cd"] },
        { id: "b", card: "Mirror Image", controller: "p1", targets: ["cd"], playedAfter: "a.delayed" },
        { id: "c", card: "Mirror Image", controller: "p1", targets: ["cd"], playedAfter: "b.delayed" },
      ],
      choices: [ask("a", 0, "decline"), ask("b", 0, "accept")],
    });
    expect(r.status).toBe("COMPLETE");
    const tokens = r.finalBoard.objects.filter((o) => o.id.includes(".token")).map((o) => o.id).sort();
    expect(tokens).toEqual(["a.token1", "b.token1", "b.token2", "c.token1"]);
    expect(text(r)).toMatch(/already applied this turn/);
  });

  it("already used this turn before the request, or Zilean in base, or an opponent's token: one token, nothing asked", async () => {
    for (const objects of [[zilean({ abilitiesUsedThisTurn: [0] })], [card("z", "Zilean, Time Mage", "p1", "base")], [card("z", "Zilean, Time Mage", "p2", "bf1")]]) {
      const r = await resolve({
        objects: [...objects, card("cd", "Cloud Drake", "p2", "bf2")],
        chain: [{ id: "mi", card: "Mirror Image", controller: "p1", targets: ["cd"] }],
      });
      expect(r.status).toBe("COMPLETE");
      expect(r.finalBoard.objects.filter((o) => o.id.includes(".token"))).toHaveLength(1);
    }
  });

  it("with Keeper of Masks: three tokens at the battlefield, all copies of Keeper", async () => {
    const r = await resolve({
      objects: [zilean()],
      chain: [{ id: "k", card: "Keeper of Masks", controller: "p1", destination: "bf1" }],
      choices: [ask("k.a2", 0, "accept")],
    });
    expect(r.status).toBe("COMPLETE");
    const tokens = r.finalBoard.objects.filter((o) => o.id.includes(".token"));
    expect(tokens).toHaveLength(3);
    for (const t of tokens) expect(t).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf1", might: 1 });
  });
});

// A dependent keyword (727) wrapping an activated ability printed with its timing keyword first after the "[>>]" glyph: the ability
// exists only while its controller has 6 or more XP (Level 6); its resources are recorded (the rune pool is not modelled).
describe("UNL-049 Honeyfruit: a Level 6 Reaction ability nested under the dependent keyword", () => {
  const at = (xp: number) => ({ players: [{ id: "p1", deckSize: 20, xp }, { id: "p2", deckSize: 20 }] });

  it("is executable", async () => {
    await executable("UNL-049");
  });

  it("with 6 XP: the Level ability exhausts it and adds {1}{any}", async () => {
    const r = await check({
      name: "",
      board: at(6),
      objects: [card("h", "Honeyfruit", "p1", "base")],
      chain: [{ id: "a", source: "h", ability: 2, controller: "p1" }],
      expect: { instructions: { a: ["EXECUTED"] }, objects: { h: { exhausted: true } } },
    });
    expect(text(r)).toMatch(/\{1\}\{any\}/);
  });

  it("with 5 XP: the Level ability is not active, so it can't be used; the first ability still can", async () => {
    const r = await resolve({ board: at(5), objects: [card("h", "Honeyfruit", "p1", "base")], chain: [{ id: "a", source: "h", ability: 2, controller: "p1" }] });
    expect(r.finalBoard.objects.find((o) => o.id === "h")?.exhausted).toBe(false);
    expect(r.steps.some((s) => s.chainItem === "a" && s.kind === "INSTRUCTION" && s.outcome === "EXECUTED")).toBe(false);
    expect(text(r)).toMatch(/inactive/);
    await check({
      name: "",
      board: at(5),
      objects: [card("h", "Honeyfruit", "p1", "base")],
      chain: [{ id: "b", source: "h", ability: 1, controller: "p1" }],
      expect: { instructions: { b: ["EXECUTED"] }, objects: { h: { exhausted: true } } },
    });
  });
});

// A unit's ability moving itself and a chosen Shadow Clone (a token of that name, 187.11) its controller controls to each other's
// locations: two moves (420), each to where the other is as it executes.
describe("VEN-112 Zed, Without a Sound: Zed and a Shadow Clone swap locations", () => {
  it("is executable", async () => {
    await executable("VEN-112");
  });

  it("Zed conquers bf1 and plays a Shadow Clone to base; his ability then swaps them; a unit of another name can't be chosen", async () => {
    const r = await resolve({
      board: { battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
      objects: [card("z", "Zed, Without a Sound", "p1", "base")],
      chain: [
        { id: "rw", card: "Ride the Wind", controller: "p1", targets: ["z"], destination: "bf1" },
        { id: "a", source: "z", ability: 1, controller: "p1", targets: ["z.a0.token1"], playedAfter: "z.a0" },
      ],
    });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "z")).toMatchObject({ zone: "BASE" });
    expect(obj(r, "z.a0.token1")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf1" });
    expect(text(r)).toMatch(/\(z\) moves to [^.]*base and Shadow Clone token \(z\.a0\.token1\) moves to battlefield bf1/);
    // a unit of another name can't be chosen
    const bad = await resolve({
      objects: [card("z", "Zed, Without a Sound", "p1", "base"), unit("u", "p1", "bf2")],
      chain: [{ id: "a", source: "z", ability: 1, controller: "p1", targets: ["u"] }],
    });
    expect(text(bad)).toMatch(/must be a Shadow Clone/);
    expect(obj(bad, "z")).toMatchObject({ zone: "BASE" });
    expect(obj(bad, "u")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf2" });
  });
});

// A spell card of its controller's trash, by printed Energy cost (206), played by a triggered ability as it resolves (419.3), its
// Power cost paid outside the engine; "Then recycle it" (390.3.a): as that spell leaves the chain it goes to the bottom of its
// owner's Main Deck instead of the trash.
describe("SFD-140 Fizz, Trickster and OGN-112 Kai'Sa, Evolutionary: a spell played from the trash, then recycled", () => {
  const me = (trash: string[], extra = {}) => ({ players: [{ id: "p1", deckSize: 20, hand: [], trash, ...extra }, { id: "p2", deckSize: 20 }] });
  const p1 = (r: { finalBoard: { players: { id: string; handSize: number; trash: string[] | null }[] } }) => r.finalBoard.players.find((p) => p.id === "p1")!;

  // Fizz's text in force from 2026-09-03 (the corpus): "Then recycle it." (its earlier wording is not read)
  const FIZZ_AS_OF = "2026-09-03";

  it("both are executable (Fizz with its text in force from 2026-09-03)", async () => {
    await executableCard("SFD-140", FIZZ_AS_OF);
    await executable("OGN-112");
  });

  it("Fizz: Premonition ({2}) is played from the trash and draws 3, then goes to the bottom of the deck; Disintegrate ({4}) can't be chosen", async () => {
    const r = await resolve({
      asOf: FIZZ_AS_OF,
      board: me(["Premonition", "Disintegrate"]),
      chain: [{ id: "f", card: "Fizz, Trickster", controller: "p1" }],
      choices: [{ item: "f.a0", index: 0, option: "accept" }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(p1(r).handSize).toBe(3);
    expect(p1(r).trash).toEqual(["Disintegrate"]);
    expect(text(r)).toMatch(/Premonition finishes resolving and is recycled instead of going to the trash/);
  });

  it("Fizz declined, or no spell cheap enough: nothing is played", async () => {
    const declined = await resolve({ asOf: FIZZ_AS_OF, board: me(["Premonition"]), chain: [{ id: "f", card: "Fizz, Trickster", controller: "p1" }], choices: [{ item: "f.a0", index: 0, option: "decline" }] });
    expect(p1(declined).trash).toEqual(["Premonition"]);
    expect(p1(declined).handSize).toBe(0);
    const none = await resolve({ asOf: FIZZ_AS_OF, board: me(["Disintegrate"]), chain: [{ id: "f", card: "Fizz, Trickster", controller: "p1" }], choices: [{ item: "f.a0", index: 0, option: "accept" }] });
    expect(p1(none).trash).toEqual(["Disintegrate"]);
    expect(text(none)).toMatch(/has no spell with Energy cost no more than \{3\}/);
  });

  it("Kai'Sa conquers with 3 points: a spell costing less than 3 (Premonition, or Ride the Wind just played) may be played; with 2 points Premonition can't", async () => {
    const conquest = (points: number, choices: { item: string; index: number; option: string }[]) => resolve({
      board: { ...me(["Premonition"], { points }), battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
      objects: [card("k", "Kai'Sa, Evolutionary", "p1", "base")],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["k"], destination: "bf1" }],
      choices,
    });
    const r = await conquest(3, [{ item: "k.a1", index: 0, option: "accept" }, { item: "k.a1", index: 1, option: "Premonition" }]);
    expect(r.status).toBe("COMPLETE");
    expect(p1(r).handSize).toBe(3);
    expect(p1(r).trash).toEqual(["Ride the Wind"]);
    const asked = await conquest(3, [{ item: "k.a1", index: 0, option: "accept" }]);
    expect(asked.status).toBe("NEEDS_CHOICE");
    expect([...(asked.pendingChoice?.options ?? [])].sort()).toEqual(["Premonition", "Ride the Wind"]);
    const two = await conquest(2, [{ item: "k.a1", index: 0, option: "accept" }]);
    expect(two.status).toBe("COMPLETE");
    expect(p1(two).handSize).toBe(0);
    expect(text(two)).toMatch(/less than p1's points \(2\)/);
  });
});

// A unit that has every activated ability with an exhaust cost of its controller's other legends, units and gear, numbered after
// its own abilities (board order, each object's in printed order): it pays the exhaust cost itself, and "me" is that unit.
describe("OGN-111 Heimerdinger, Inventor: the exhaust abilities of friendly legends, units and gear", () => {
  it("is executable", async () => {
    await executable("OGN-111");
  });

  it("uses a friendly Arena Kingpin's exhaust ability: Heimerdinger is exhausted, the Kingpin stays ready", async () => {
    await check({
      name: "",
      objects: [card("h", "Heimerdinger, Inventor", "p1", "base"), card("ak", "Arena Kingpin", "p1", "base"), unit("x", "p1", "bf1", { might: 2 })],
      chain: [{ id: "a", source: "h", ability: 1, controller: "p1", targets: ["x"] }],
      expect: { instructions: { a: ["EXECUTED"] }, objects: { x: { might: 5 }, h: { exhausted: true }, ak: { exhausted: false } } },
    });
  });

  it("two Heimerdingers: each has the Kingpin's ability (not each other's grants), numbered after its own", async () => {
    await check({
      name: "",
      objects: [card("h", "Heimerdinger, Inventor", "p1", "base"), card("h2", "Heimerdinger, Inventor", "p1", "base"), card("ak", "Arena Kingpin", "p1", "base"), unit("x", "p1", "bf1", { might: 2 })],
      chain: [{ id: "a", source: "h2", ability: 1, controller: "p1", targets: ["x"] }],
      expect: { instructions: { a: ["EXECUTED"] }, objects: { x: { might: 5 }, h2: { exhausted: true }, h: { exhausted: false }, ak: { exhausted: false } } },
    });
  });

  it("an enemy's exhaust ability is not his, and a friendly Level ability only while it is active", async () => {
    const enemy = await resolve({
      objects: [card("h", "Heimerdinger, Inventor", "p1", "base"), card("ak", "Arena Kingpin", "p2", "base"), unit("x", "p1", "bf1", { might: 2 })],
      chain: [{ id: "a", source: "h", ability: 1, controller: "p1", targets: ["x"] }],
    });
    expect(obj(enemy, "x")?.might).toBe(2);
    expect(obj(enemy, "h")?.exhausted).toBe(false);
    // Honeyfruit's abilities 1 ({exhaust}: add) and 2 (Level 6): Heimerdinger's 1 and 2
    const at = (xp: number) => ({ players: [{ id: "p1", deckSize: 20, xp }, { id: "p2", deckSize: 20 }] });
    const objects = [card("h", "Heimerdinger, Inventor", "p1", "base"), card("hf", "Honeyfruit", "p1", "base")];
    const low = await resolve({ board: at(2), objects, chain: [{ id: "a", source: "h", ability: 2, controller: "p1" }] });
    expect(text(low)).toMatch(/inactive/);
    expect(obj(low, "h")?.exhausted).toBe(false);
    await check({ name: "", board: at(6), objects, chain: [{ id: "a", source: "h", ability: 2, controller: "p1" }], expect: { instructions: { a: ["EXECUTED"] }, objects: { h: { exhausted: true }, hf: { exhausted: false } } } });
  });
});
