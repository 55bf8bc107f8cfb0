// Each instruction kind the text compiler supports, through resolveChain over HTTP, with real cards of the
// library compiled from their text (no hand-written definition). Card text is never written here: the
// cards are named, and their behaviour comes from the text the API serves.
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { card, cardText, check, resolve, unit } from "../helpers/scenario-http.js";

const CARD = `query($name: String!) { card(name: $name, asOf: "2026-08-01") { name executable might } }`;

async function compiledAndExecutable(...names: string[]): Promise<void> {
  for (const name of names) {
    const { card: c } = await data(CARD, { name });
    expect(c, name).not.toBeNull();
    expect(c.executable, `${name} is executable`).toBe(true);
  }
}

const explanation = (r: Awaited<ReturnType<typeof resolve>>, item: string) =>
  r.steps.filter((s) => s.chainItem === item && s.kind === "INSTRUCTION").map((s) => s.explanation).join(" | ");

describe("deal (417)", () => {
  it("a fixed amount to a unit at a battlefield", async () => {
    await compiledAndExecutable("Hextech Ray");
    await check({ name: "", objects: [unit("e", "p2", "bf1", { might: 5 })], chain: [{ id: "hr", card: "Hextech Ray", controller: "p1", targets: ["e"] }], expect: { instructions: { hr: ["EXECUTED"] }, objects: { e: { damage: 3 } }, unsupported: [] } });
  });

  it("damage equal to the Might of the unit chosen before it, which deals it (Last Breath)", async () => {
    await compiledAndExecutable("Last Breath");
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { might: 4, exhausted: true }), unit("e", "p2", "bf2", { might: 6 })],
      chain: [{ id: "lb", card: "Last Breath", controller: "p1", targets: ["u", "e"] }],
      expect: { instructions: { lb: ["EXECUTED", "EXECUTED"] }, objects: { u: { exhausted: false }, e: { damage: 4 } } },
    });
  });

  it("split among any number of enemy units (a text-described copy of a printed ability)", async () => {
    const text = await cardText("Volibear, Furious");
    await check({
      name: "",
      board: { combat: { battlefield: "bf1", attackers: ["bear"], defenders: ["a", "b"] } },
      objects: [unit("bear", "p1", "bf1", { name: "Bear", might: 9, text }), unit("a", "p2", "bf1"), unit("b", "p2", "bf1", { might: 6 })],
      chain: [{ id: "atk", source: "bear", ability: 1, controller: "p1", targets: ["a", "b"] }],
      choices: [{ item: "atk", index: 0, amounts: [3, 2] }],
      expect: { instructions: { atk: ["EXECUTED"] }, objects: { a: { zone: "TRASH" }, b: { damage: 2 } }, unsupported: [] },
    });
  });

  it("to a group chosen as it resolves, after exhausting another (Unchecked Power)", async () => {
    await compiledAndExecutable("Unchecked Power");
    await check({
      name: "",
      objects: [unit("mine", "p1", "base"), unit("m2", "p1", "bf1", { might: 20 }), unit("e", "p2", "bf2", { might: 5 })],
      chain: [{ id: "up", card: "Unchecked Power", controller: "p1" }],
      expect: { instructions: { up: ["EXECUTED", "EXECUTED"] }, objects: { mine: { exhausted: true, damage: 0 }, m2: { exhausted: true, damage: 12 }, e: { zone: "TRASH" } } },
    });
  });
});

describe("kill (428)", () => {
  it("a chosen unit", async () => {
    await compiledAndExecutable("Vengeance");
    await check({ name: "", objects: [unit("e", "p2", "base")], chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"] }], expect: { instructions: { v: ["EXECUTED"] }, objects: { e: { zone: "TRASH" } } } });
  });

  it("all gear", async () => {
    await compiledAndExecutable("Thermo Beam");
    await check({
      name: "",
      objects: [{ id: "g1", type: "gear", owner: "p1", location: "BASE" }, { id: "g2", type: "gear", owner: "p2", location: "BASE" }, unit("u", "p2", "bf1")],
      chain: [{ id: "tb", card: "Thermo Beam", controller: "p1" }],
      expect: { instructions: { tb: ["EXECUTED"] }, objects: { g1: { zone: "TRASH" }, g2: { zone: "TRASH" }, u: { zone: "BATTLEFIELD" } } },
    });
  });
});

describe("draw (413) and discard (422)", () => {
  it("draw", async () => {
    await compiledAndExecutable("Progress Day");
    await check({ name: "", chain: [{ id: "pd", card: "Progress Day", controller: "p1" }], expect: { instructions: { pd: ["EXECUTED"] }, players: { p1: { handSize: 4 } } } });
  });

  it("discard, then draw", async () => {
    await compiledAndExecutable("Lunar Boon");
    await check({
      name: "",
      board: { players: [{ id: "p1", hand: ["Petty Officer"], trash: [], deckSize: 20 }, { id: "p2", deckSize: 20 }] },
      chain: [{ id: "lb", card: "Lunar Boon", controller: "p1" }],
      expect: { instructions: { lb: ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 2, trash: ["Petty Officer", "Lunar Boon"] } } },
    });
  });
});

describe("move (420)", () => {
  it("an enemy unit, to the destination its controller's opponent chooses", async () => {
    await compiledAndExecutable("Charm");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [{ id: "ch", card: "Charm", controller: "p1", targets: ["e"] }],
      choices: [{ item: "ch", index: 0, option: "bf2" }],
      expect: { instructions: { ch: ["EXECUTED"] }, objects: { e: { zone: "BATTLEFIELD", battlefield: "bf2" } } },
    });
  });

  it("a gear's activated ability (exhaust cost) sends one of your units from a battlefield back to base (The Syren)", async () => {
    await compiledAndExecutable("The Syren");
    await check({
      name: "",
      objects: [card("sy", "The Syren", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [{ id: "ab", source: "sy", ability: 0, controller: "p1", targets: ["u"] }],
      expect: { instructions: { ab: ["EXECUTED"] }, objects: { sy: { exhausted: true }, u: { zone: "BASE" } } },
    });
  });
});

describe("ready (415), exhaust (414), Might this turn, doubling (432)", () => {
  it("ready", async () => {
    await compiledAndExecutable("Upstage Comedy");
    await check({ name: "", objects: [unit("u", "p1", "bf1", { exhausted: true })], chain: [{ id: "uc", card: "Upstage Comedy", controller: "p1", targets: ["u"] }], expect: { objects: { u: { exhausted: false } } } });
  });

  it("+N Might this turn, then draw", async () => {
    await compiledAndExecutable("Discipline");
    await check({ name: "", objects: [unit("u", "p1", "bf1", { might: 3 })], chain: [{ id: "d", card: "Discipline", controller: "p1", targets: ["u"] }], expect: { instructions: { d: ["EXECUTED", "EXECUTED"] }, objects: { u: { might: 5 } }, players: { p1: { handSize: 1 } } } });
  });

  it("-N Might, to a minimum", async () => {
    await compiledAndExecutable("Smoke Screen");
    await check({ name: "", objects: [unit("u", "p2", "bf1", { might: 3 })], chain: [{ id: "s", card: "Smoke Screen", controller: "p1", targets: ["u"] }], expect: { objects: { u: { might: 1 } } } });
  });

  it("double its Might, and give it a keyword", async () => {
    await compiledAndExecutable("Last Stand");
    const r = await check({ name: "", objects: [unit("u", "p1", "bf1", { might: 4 })], chain: [{ id: "ls", card: "Last Stand", controller: "p1", targets: ["u"] }], expect: { instructions: { ls: ["EXECUTED", "EXECUTED"] }, objects: { u: { might: 8 } } } });
    expect(explanation(r, "ls")).toContain("[Temporary]");
  });
});

describe("keywords given by effects (801.3.a), buff (426), stun (423)", () => {
  it("[Assault 3] this turn counts while attacking", async () => {
    await compiledAndExecutable("Cleave");
    await check({
      name: "",
      board: { combat: { battlefield: "bf1", attackers: ["u"], defenders: ["d"] } },
      objects: [unit("u", "p1", "bf1", { might: 2 }), unit("d", "p2", "bf1")],
      chain: [{ id: "cl", card: "Cleave", controller: "p1", targets: ["u"] }],
      expect: { objects: { u: { might: 5 } } },
    });
  });

  it("buff: +1 Might once; a second buff is not placed", async () => {
    await compiledAndExecutable("Pit Rookie", "Arena Bar");
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { might: 2, exhausted: true }), card("bar", "Arena Bar", "p1", "base")],
      chain: [
        { id: "ab", source: "bar", ability: 0, controller: "p1", targets: ["u"] },
        { id: "pr", card: "Pit Rookie", controller: "p1", destination: "base", targets: ["u"] },
      ],
      expect: { instructions: { "pr.a0": ["EXECUTED"], ab: ["IGNORED"] }, objects: { u: { might: 3 } } },
    });
    expect(explanation(r, "ab")).toContain("at most one");
  });

  it("stun", async () => {
    await compiledAndExecutable("Rune Prison");
    const r = await check({ name: "", objects: [unit("u", "p2", "bf1")], chain: [{ id: "rp", card: "Rune Prison", controller: "p1", targets: ["u"] }], expect: { instructions: { rp: ["EXECUTED"] }, cites: { rp: ["423.1"] } } });
    expect(explanation(r, "rp")).toMatch(/Stuns/);
  });
});

describe("zones: return to hand, from the trash, banish and play (419, 427)", () => {
  it("a unit at a battlefield goes back to the hand of its owner (Rebuke)", async () => {
    await compiledAndExecutable("Rebuke");
    await check({ name: "", objects: [unit("e", "p2", "bf1")], chain: [{ id: "rb", card: "Rebuke", controller: "p1", targets: ["e"] }], expect: { objects: { e: { zone: "HAND" } }, players: { p2: { handSize: 1 } } } });
  });

  it("a unit comes back from the trash to hand (Morbid Return)", async () => {
    await compiledAndExecutable("Morbid Return");
    await check({
      name: "",
      board: { players: [{ id: "p1", hand: [], trash: ["Petty Officer"], deckSize: 20 }, { id: "p2", deckSize: 20 }] },
      chain: [{ id: "mr", card: "Morbid Return", controller: "p1", targets: ["p1:trash:0"] }],
      expect: { instructions: { mr: ["EXECUTED"] }, players: { p1: { hand: ["Petty Officer"], trash: ["Morbid Return"] } } },
    });
  });

  it("a friendly unit is banished, then played again by its owner to their base (Portal Rescue)", async () => {
    await compiledAndExecutable("Portal Rescue");
    await check({ name: "", objects: [unit("u", "p1", "bf1", { damage: 2 })], chain: [{ id: "pr", card: "Portal Rescue", controller: "p1", targets: ["u"] }], expect: { instructions: { pr: ["EXECUTED", "EXECUTED"] }, objects: { u: { zone: "BASE", newObject: true, damage: 0 } } } });
  });

  it("take control of an enemy unit and recall it", async () => {
    await compiledAndExecutable("Possession");
    await check({ name: "", objects: [unit("e", "p2", "bf1")], chain: [{ id: "po", card: "Possession", controller: "p1", targets: ["e"] }], expect: { instructions: { po: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { e: { controller: "p1", zone: "BASE" } } } });
  });
});

describe("counter (425)", () => {
  it("a spell on the chain is countered and does nothing", async () => {
    await compiledAndExecutable("Wind Wall");
    await check({
      name: "",
      objects: [unit("u", "p2", "bf1")],
      chain: [
        { id: "hr", card: "Hextech Ray", controller: "p1", targets: ["u"] },
        { id: "ww", card: "Wind Wall", controller: "p2", targets: ["hr"] },
      ],
      expect: { instructions: { ww: ["EXECUTED"] }, kinds: { hr: { ITEM_BEGINS: false } }, objects: { u: { damage: 0 } } },
    });
  });
});

describe("tokens (185–187)", () => {
  it("a play effect plays a unit token here", async () => {
    await compiledAndExecutable("Faithful Manufactor");
    await check({
      name: "",
      board: { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2" }] },
      chain: [{ id: "fm", card: "Faithful Manufactor", controller: "p1", destination: "bf1" }],
      expect: { instructions: { "fm.a0": ["EXECUTED"] }, objects: { "fm.a0.token1": { zone: "BATTLEFIELD", battlefield: "bf1", might: 1, exhausted: true, newObject: true } } },
    });
  });

  it("a gear token exhausted", async () => {
    await compiledAndExecutable("Honest Broker");
    await check({ name: "", objects: [card("hb", "Honest Broker", "p2", "bf1")], chain: [{ id: "k", card: "Vengeance", controller: "p1", targets: ["hb"] }], expect: { instructions: { "hb.a0": ["EXECUTED"] }, objects: { "hb.a0.token1": { zone: "BASE", controller: "p2", exhausted: true, might: null } } } });
  });
});

describe("runes, points and XP (429–430, 471, 730): recorded in the transcript", () => {
  it("channel a rune when the unit dies", async () => {
    await compiledAndExecutable("Soaring Scout");
    const r = await check({ name: "", objects: [card("ss", "Soaring Scout", "p2", "bf1")], chain: [{ id: "k", card: "Vengeance", controller: "p1", targets: ["ss"] }], expect: { instructions: { "ss.a0": ["EXECUTED"] }, cites: { "ss.a0": ["430.1"] } } });
    expect(explanation(r, "ss.a0")).toMatch(/p2 channels 1 rune exhausted/);
  });

  it("an [Add] ability of a gear", async () => {
    await compiledAndExecutable("Seal of Rage");
    const r = await check({ name: "", objects: [card("seal", "Seal of Rage", "p1", "base")], chain: [{ id: "add", source: "seal", ability: 0, controller: "p1" }], expect: { instructions: { add: ["EXECUTED"] }, objects: { seal: { exhausted: true } } } });
    expect(explanation(r, "add")).toMatch(/adds \{fury\}/);
  });
});

describe("two units deal damage to each other (417), chosen up front", () => {
  it("Challenge", async () => {
    await compiledAndExecutable("Challenge");
    await check({
      name: "",
      objects: [unit("f", "p1", "bf1", { might: 3 }), unit("e", "p2", "bf1", { might: 5 })],
      chain: [{ id: "c", card: "Challenge", controller: "p1", targets: ["f", "e"] }],
      expect: { instructions: { c: ["EXECUTED", "EXECUTED"] }, objects: { f: { zone: "TRASH" }, e: { damage: 3 } } },
    });
  });
});

describe("the Main Deck: look at the top cards, take one, recycle the rest (416, 436)", () => {
  it("Stacked Deck with a known deck", async () => {
    await compiledAndExecutable("Stacked Deck");
    await check({
      name: "",
      board: { players: [{ id: "p1", hand: [], deck: ["Petty Officer", "Stalwart Poro", "Hextech Ray", "Wind Wall"] }, { id: "p2", deckSize: 20 }] },
      chain: [{ id: "sd", card: "Stacked Deck", controller: "p1" }],
      choices: [{ item: "sd", index: 0, objects: ["p1:deck:1"] }],
      expect: { instructions: { sd: ["EXECUTED", "EXECUTED", "EXECUTED"] }, players: { p1: { hand: ["Stalwart Poro"] } }, objects: { "p1:deck:1": { zone: "HAND" } } },
    });
  });
});

describe("phrases of caller-described objects the grammar reads (heal, recall, exhaust, optional instructions)", () => {
  it("\"you may\" is asked; declining skips the line and what says \"if you do\"", async () => {
    const text = "When you play me, you may exhaust a unit. If you do, heal it.";
    const base = { name: "", objects: [unit("x", "p2", "bf1", { damage: 2, might: 5 })], chain: [{ id: "p", source: "o", ability: 0, controller: "p1", targets: ["x"] }] };
    const withObj = (choices: { item: string; index: number; option: string }[]) => ({
      ...base, objects: [...base.objects, unit("o", "p1", "base", { name: "Helper", text })], choices,
    });
    await check({ ...withObj([{ item: "p", index: 0, option: "accept" }]), expect: { instructions: { p: ["EXECUTED", "EXECUTED"] }, objects: { x: { exhausted: true, damage: 0 } }, unsupported: [] } });
    await check({ ...withObj([{ item: "p", index: 0, option: "decline" }]), expect: { instructions: { p: ["IGNORED", "IGNORED"] }, objects: { x: { exhausted: false, damage: 2 } } } });
  });
});

describe("move to a battlefield (355.4)", () => {
  it("Showstopper buffs a friendly unit in its controller's base, then moves it to the battlefield chosen as it is played", async () => {
    await compiledAndExecutable("Showstopper");
    await check({
      name: "",
      objects: [unit("u", "p1", "base"), unit("e", "p2", "bf2")],
      chain: [{ id: "ss", card: "Showstopper", controller: "p1", targets: ["u"], destination: "bf2" }],
      expect: { instructions: { ss: ["EXECUTED", "EXECUTED"] }, objects: { u: { zone: "BATTLEFIELD", battlefield: "bf2", might: 4 } } },
    });
  });

  it("without a destination it asks for a battlefield (never base)", async () => {
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "base")],
      chain: [{ id: "ss", card: "Showstopper", controller: "p1", targets: ["u"] }],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "ss", player: "p1" } },
    });
    expect(r.pendingChoice!.options).not.toContain("base");
    expect(r.pendingChoice!.options.length).toBeGreaterThan(0);
  });
});

describe("spending a buff as an additional cost (702.2.b)", () => {
  const buffFirst = { id: "ab", source: "bar", ability: 0, controller: "p1", targets: ["u"] };
  const bar = card("bar", "Arena Bar", "p1", "base");
  it("Call to Glory: the named unit's buff is spent (its cost is ignored, outside the engine), then +3 Might", async () => {
    await compiledAndExecutable("Call to Glory", "Wallop");
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { might: 2, exhausted: true }), unit("t", "p1", "bf1", { might: 2 }), bar],
      chain: [buffFirst, { id: "cg", card: "Call to Glory", controller: "p1", targets: ["t"], paidAdditionalCost: true, costObjects: ["u"], playedAfter: "ab" }],
      expect: { instructions: { ab: ["EXECUTED"], cg: ["EXECUTED"] }, objects: { u: { might: 2 }, t: { might: 5 } }, cites: { cg: ["702.2.b"] } },
    });
  });

  it("a unit without a buff can't pay it: nothing is spent and the cost is paid as usual", async () => {
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { might: 2, exhausted: true }), unit("v", "p1", "bf1", { might: 2, exhausted: true }), bar],
      chain: [buffFirst, { id: "w", card: "Wallop", controller: "p1", targets: ["v"], paidAdditionalCost: true, costObjects: ["v"], playedAfter: "ab" }],
      expect: { instructions: { w: ["EXECUTED"] }, objects: { u: { might: 3 }, v: { might: 2, exhausted: false } } },
    });
    expect(r.steps.some((s) => s.kind === "COST" && s.chainItem === "w" && s.explanation.includes("has no buff"))).toBe(true);
  });
});

describe("\"If it …, X. Otherwise, Y.\": the object's state as it resolves picks the instruction", () => {
  it("Solari Chief stuns an enemy unit that is not stunned, and kills one that is", async () => {
    await compiledAndExecutable("Solari Chief", "Wind and Ghosts");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [{ id: "sc", card: "Solari Chief", controller: "p1", destination: "base", targets: ["e"] }],
      expect: { instructions: { "sc.a0": ["EXECUTED", "EXECUTED"] }, objects: { e: { zone: "BATTLEFIELD" } } },
    });
    // two played in a row: the newer trigger resolves first and stuns it; the older then finds it stunned and kills it
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [
        { id: "sc1", card: "Solari Chief", controller: "p1", destination: "base", targets: ["e"] },
        { id: "sc2", card: "Solari Chief", controller: "p1", destination: "base", targets: ["e"] },
      ],
      expect: { instructions: { "sc2.a0": ["EXECUTED", "EXECUTED"], "sc1.a0": ["EXECUTED", "EXECUTED"] }, objects: { e: { zone: "TRASH" } } },
    });
  });

  it("Wind and Ghosts banishes a unit with 3 Might or less, and returns a bigger one to its owner's hand", async () => {
    await check({
      name: "",
      objects: [unit("s", "p2", "bf1", { might: 3 })],
      chain: [{ id: "wg", card: "Wind and Ghosts", controller: "p1", targets: ["s"] }],
      expect: { instructions: { wg: ["EXECUTED", "EXECUTED"] }, objects: { s: { zone: "BANISHMENT" } } },
    });
    await check({
      name: "",
      objects: [unit("b", "p2", "bf1", { might: 4 })],
      chain: [{ id: "wg", card: "Wind and Ghosts", controller: "p1", targets: ["b"] }],
      expect: { instructions: { wg: ["EXECUTED", "EXECUTED"] }, objects: { b: { zone: "HAND" } } },
    });
  });
});

describe("\"X. If it's …, Y instead.\": Y replaces X when the object passes the test as it resolves", () => {
  it("Sudden Storm deals 4 to an attacking unit, 2 to another", async () => {
    await compiledAndExecutable("Sudden Storm", "Existential Dread", "Guttural Roar");
    const combat = { combat: { battlefield: "bf1", attackers: ["a"], defenders: ["d"] } };
    await check({
      name: "", board: combat,
      objects: [unit("a", "p2", "bf1", { might: 9 }), unit("d", "p1", "bf1", { might: 9 })],
      chain: [{ id: "st", card: "Sudden Storm", controller: "p1", targets: ["a"] }],
      expect: { instructions: { st: ["EXECUTED"] }, objects: { a: { damage: 4 } } },
    });
    await check({
      name: "", board: combat,
      objects: [unit("a", "p2", "bf1", { might: 9 }), unit("d", "p1", "bf1", { might: 9 }), unit("o", "p2", "bf2", { might: 9 })],
      chain: [{ id: "st", card: "Sudden Storm", controller: "p1", targets: ["o"] }],
      expect: { instructions: { st: ["EXECUTED"] }, objects: { o: { damage: 2 } } },
    });
  });

  it("Existential Dread with Repeat: the first pass stuns the attacker, the repeat finds it already stunned and returns it to hand", async () => {
    await check({
      name: "",
      board: { combat: { battlefield: "bf1", attackers: ["a"], defenders: ["d"] } },
      objects: [unit("a", "p2", "bf1"), unit("d", "p1", "bf1")],
      chain: [{ id: "ed", card: "Existential Dread", controller: "p1", targets: ["a"], repeat: true }],
      expect: { instructions: { ed: ["EXECUTED", "EXECUTED"] }, objects: { a: { zone: "HAND" } } },
    });
  });

  it("a spell without [Repeat] asked to repeat runs once: Incinerate deals its 2 a single time (820)", async () => {
    const r = await check({
      name: "",
      objects: [unit("o", "p2", "bf1", { might: 6 })],
      chain: [{ id: "in", card: "Incinerate", controller: "p1", targets: ["o"], repeat: true, repeatTargets: ["o"] }],
      expect: { instructions: { in: ["EXECUTED"] }, objects: { o: { damage: 2 } } },
    });
    expect(r.steps.map((s: { explanation: string }) => s.explanation).join(" | ")).toMatch(/Incinerate has no \[Repeat\], so it can't be repeated/);
  });

  it("Guttural Roar gives +4 to an [Empowered] unit instead of +2", async () => {
    await check({
      name: "",
      objects: [unit("e", "p1", "bf1", { might: 2, empowered: true }), unit("n", "p1", "bf1", { might: 2 })],
      chain: [
        { id: "g1", card: "Guttural Roar", controller: "p1", targets: ["e"] },
        { id: "g2", card: "Guttural Roar", controller: "p1", targets: ["n"] },
      ],
      expect: { instructions: { g1: ["EXECUTED"], g2: ["EXECUTED"] }, objects: { e: { might: 6 }, n: { might: 4 } } },
    });
  });
});
