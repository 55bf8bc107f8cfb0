// Origins (OGN) and Proving Grounds (OGS) leftovers through resolveChain over HTTP: real cards of the library,
// compiled from their text, looked up by code. Cost reductions (a dependent [Legion] one, conditions printed
// before "this costs … less") are paid outside the engine, which plays the card as usual; a target that is a
// gear, a unit or a facedown card; "X if you have N or fewer cards in your hand" (part of the effect, 383.2.a.1).
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { executableCard } from "../helpers/executable.js";
import { card, check, facedown, unit } from "../helpers/scenario-http.js";

const CARD = `query($code: String!) { card(code: $code, asOf: "2026-08-01") { name executable unsupported } }`;
async function nameOf(code: string): Promise<string> {
  return (await data(CARD, { code })).card.name;
}

describe("cost reductions paid outside the engine", () => {
  it("OGN-012: a [Legion] cost reduction; the unit is played and enters as usual", async () => {
    const name = await executableCard("OGN-012");
    const r = await check({
      name: "",
      chain: [{ id: "nh", card: name, controller: "p1", destination: "base" }],
      expect: { objects: { nh: { zone: "BASE", exhausted: true } } },
    });
    expect(r.unsupported).toEqual([]);
  });

  it("OGN-144 and OGN-047: a condition printed before the reduction; the spells resolve as printed", async () => {
    const spoils = await executableCard("OGN-144");
    await check({
      name: "",
      board: { players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2" }] },
      chain: [{ id: "s", card: spoils, controller: "p1" }],
      expect: { instructions: { s: ["EXECUTED"] }, players: { p1: { handSize: 2 } } },
    });
    const center = await executableCard("OGN-047");
    await check({
      name: "",
      board: { players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2" }] },
      chain: [{ id: "c", card: center, controller: "p1" }],
      expect: { instructions: { c: ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 1 } } },
    });
  });
});

describe("Energy cost reductions by static abilities, paid outside the engine", () => {
  it("OGN-014: a spell reduced by the highest Might among its controller's units resolves as printed", async () => {
    const name = await executableCard("OGN-014");
    await check({
      name: "", objects: [unit("e", "p2", "bf1", { might: 6 }), unit("big", "p1", "bf2", { might: 5 })],
      chain: [{ id: "s", card: name, controller: "p1", targets: ["e"] }],
      expect: { instructions: { s: ["EXECUTED"] }, objects: { e: { damage: 5 } } },
    });
  });

  it("OGN-140 and OGN-084: units reducing other cards' costs are played and enter as usual", async () => {
    for (const code of ["OGN-140", "OGN-084"]) {
      const name = await executableCard(code);
      const r = await check({ name: "", chain: [{ id: "u", card: name, controller: "p1", destination: "base" }], expect: { objects: { u: { zone: "BASE" } } } });
      expect(r.unsupported).toEqual([]);
    }
  });
});

describe("another friendly gear, unit, or facedown card (OGN-181)", () => {
  it("returns a friendly facedown card, a friendly unit or a friendly gear to its owner's hand; not itself, an enemy's card or a legend", async () => {
    const name = await executableCard("OGN-181");
    const hidden = await nameOf("UNL-042");
    const legend = await executableCard("OGN-251");
    const board = { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2", controller: "p2" }] };
    const objects = [
      card("pw", name, "p1", "base"), facedown("fd", hidden, "p1", "bf1"), unit("u", "p1", "bf1"), card("g", name, "p1", "base"),
      unit("e", "p2", "bf2"), facedown("efd", hidden, "p2", "bf2"), card("lg", legend, "p1", "base"),
    ];
    for (const t of ["fd", "u", "g"])
      await check({
        name: "", board, objects,
        chain: [{ id: "a", source: "pw", ability: 0, controller: "p1", targets: [t] }],
        expect: { instructions: { a: ["EXECUTED"] }, objects: { [t]: { zone: "HAND" }, pw: { exhausted: true } }, players: { p1: { handSize: 1 } } },
      });
    for (const t of ["pw", "e", "efd", "lg"])
      await check({
        name: "", board, objects,
        chain: [{ id: "a", source: "pw", ability: 0, controller: "p1", targets: [t] }],
        expect: { kinds: { a: { PLAY_ILLEGAL: true, INSTRUCTION: false } } },
      });
  });
});

describe("X if you have N or fewer cards in your hand: part of the effect, checked as it resolves (OGN-251)", () => {
  it("draws with one card in hand, not with two", async () => {
    const name = await executableCard("OGN-251");
    const at = (handSize: number) => ({
      name: "",
      board: { players: [{ id: "p1", handSize, deckSize: 5 }, { id: "p2" }] },
      objects: [card("lc", name, "p1", "base")],
      chain: [{ id: "t", source: "lc", ability: 0, controller: "p1" }],
    });
    const r = await check({ ...at(1), expect: { instructions: { t: ["EXECUTED"] }, players: { p1: { handSize: 2 } }, cites: { t: ["383.2.a.1"] } } });
    expect(r.steps.some((s) => /1 card in hand as it resolves, 1 or fewer/.test(s.explanation))).toBe(true);
    await check({ ...at(2), expect: { instructions: { t: ["IGNORED"] }, players: { p1: { handSize: 2 } } } });
  });
});

describe("Might while attacking or defending alone (740.2.a: no other friendly unit at its location)", () => {
  const combat = (attackers: string[], defenders: string[]) => ({ combat: { battlefield: "bf1", attackers, defenders } });

  it("OGN-055 has +2 Might attacking alone or defending alone; not beside another friendly unit, nor out of combat", async () => {
    const name = await executableCard("OGN-055");
    await check({ name: "", board: combat(["w"], ["d"]), objects: [card("w", name, "p1", "bf1"), unit("d", "p2", "bf1")], chain: [], expect: { objects: { w: { might: 4 } } } });
    await check({ name: "", board: combat(["a"], ["w"]), objects: [card("w", name, "p2", "bf1"), unit("a", "p1", "bf1")], chain: [], expect: { objects: { w: { might: 4 } } } });
    await check({ name: "", board: combat(["w"], ["d"]), objects: [card("w", name, "p1", "bf1"), unit("f", "p1", "bf1"), unit("d", "p2", "bf1")], chain: [], expect: { objects: { w: { might: 2 } } } });
    await check({ name: "", objects: [card("w", name, "p1", "bf1")], chain: [], expect: { objects: { w: { might: 2 } } } });
  });

  it("OGS-019: its controller's unit defending alone gets +2 Might; an attacker, or a defender beside another friendly unit, does not", async () => {
    const name = await executableCard("OGS-019");
    await check({
      name: "", board: combat(["a"], ["d"]),
      objects: [card("lg", name, "p2", "base"), unit("a", "p1", "bf1"), unit("d", "p2", "bf1")],
      chain: [], expect: { objects: { d: { might: 5 }, a: { might: 3 } } },
    });
    await check({
      name: "", board: combat(["a"], ["d", "d2"]),
      objects: [card("lg", name, "p2", "base"), unit("a", "p1", "bf1"), unit("d", "p2", "bf1"), unit("d2", "p2", "bf1")],
      chain: [], expect: { objects: { d: { might: 3 }, d2: { might: 3 } } },
    });
    await check({
      name: "", board: combat(["a"], ["d"]),
      objects: [card("lg", name, "p1", "base"), unit("a", "p1", "bf1"), unit("d", "p2", "bf1")],
      chain: [], expect: { objects: { d: { might: 3 }, a: { might: 3 } } },
    });
  });
});

describe("I enter ready if an opponent controls a battlefield (OGN-035)", () => {
  it("enters ready while another player controls a battlefield; exhausted when only its controller does, or nobody", async () => {
    const name = await executableCard("OGN-035");
    const play = (battlefields: Record<string, unknown>[]) => ({
      name: "", board: { battlefields }, chain: [{ id: "v", card: name, controller: "p1", destination: "base" }],
    });
    await check({ ...play([{ id: "bf1", controller: "p1" }, { id: "bf2", controller: "p2" }]), expect: { objects: { v: { zone: "BASE", exhausted: false } } } });
    await check({ ...play([{ id: "bf1", controller: "p1" }, { id: "bf2" }]), expect: { objects: { v: { zone: "BASE", exhausted: true } } } });
    await check({ ...play([{ id: "bf1" }, { id: "bf2" }]), expect: { objects: { v: { zone: "BASE", exhausted: true } } } });
  });
});

describe("If this kills it, do this: X — a reflexive trigger (387) on the death in the cleanup after the spell (OGN-005)", () => {
  it("a unit dealt lethal damage dies in the cleanup, and the reflexive trigger goes on the chain as a new item: its controller draws 1", async () => {
    const name = await executableCard("OGN-005");
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2" }] },
      objects: [unit("e", "p2", "bf1", { might: 3 })],
      chain: [{ id: "d", card: name, controller: "p1", targets: ["e"] }],
      expect: {
        instructions: { d: ["EXECUTED", "EXECUTED"], "d.delayed": ["EXECUTED"] },
        objects: { e: { zone: "TRASH" } }, players: { p1: { handSize: 1 } }, cites: { d: ["387"], "d.delayed": ["387", "388.1"] },
      },
    });
    const steps = r.steps.map((s) => s.kind);
    expect(steps.indexOf("CLEANUP")).toBeLessThan(r.steps.findIndex((s) => s.kind === "TRIGGER" && s.chainItem === "d.delayed"));
  });

  it("a unit that survives draws nothing", async () => {
    const name = await executableCard("OGN-005");
    await check({
      name: "",
      board: { players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2" }] },
      objects: [unit("e", "p2", "bf1", { might: 5 })],
      chain: [{ id: "d", card: name, controller: "p1", targets: ["e"] }],
      expect: { instructions: { d: ["EXECUTED", "IGNORED"] }, objects: { e: { zone: "BATTLEFIELD", damage: 3 } }, players: { p1: { handSize: 0 } }, kinds: { "d.delayed": { TRIGGER: false } } },
    });
  });

  it("a death replaced in that cleanup is no kill, and a kill later in the turn is not this spell's", async () => {
    const name = await executableCard("OGN-005");
    const hourglass = await nameOf("OGN-077");
    const vengeance = await nameOf("OGN-229");
    await check({
      name: "",
      board: { players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2" }] },
      objects: [unit("e", "p2", "bf1", { might: 3 }), card("zh", hourglass, "p2", "base")],
      chain: [{ id: "d", card: name, controller: "p1", targets: ["e"] }, { id: "v", card: vengeance, controller: "p1", targets: ["e"], playedAfter: "d" }],
      expect: {
        instructions: { d: ["EXECUTED", "EXECUTED"], v: ["EXECUTED"] },
        objects: { zh: { zone: "TRASH" }, e: { zone: "TRASH" } }, players: { p1: { handSize: 0 } }, kinds: { "d.delayed": { TRIGGER: false } },
      },
    });
  });
});

describe("a trigger on readying a friendly unit that gives that unit +N {might} for the turn (OGN-143)", () => {
  it("a spell of its controller's readying an exhausted friendly unit triggers it, and that unit gets the Might", async () => {
    const haven = await executableCard("OGN-143");
    const wallop = await nameOf("OGN-146");
    const play = (objects: ReturnType<typeof unit>[], controller = "p1") => ({
      name: "", objects: [card("ph", haven, "p1", "base"), ...objects],
      chain: [{ id: "w", card: wallop, controller, targets: ["u"] }],
    });
    await check({ ...play([unit("u", "p1", "bf1", { exhausted: true })]), expect: { instructions: { w: ["EXECUTED"], "ph.a0": ["EXECUTED"] }, objects: { u: { exhausted: false, might: 4 } } } });
    // already ready: nothing is readied; an enemy unit is not friendly; an opponent readying it is not "you"
    await check({ ...play([unit("u", "p1", "bf1")]), expect: { objects: { u: { might: 3 } }, kinds: { "ph.a0": { TRIGGER: false } } } });
    await check({ ...play([unit("u", "p2", "bf1", { exhausted: true })]), expect: { objects: { u: { exhausted: false, might: 3 } }, kinds: { "ph.a0": { TRIGGER: false } } } });
    await check({ ...play([unit("u", "p1", "bf1", { exhausted: true })], "p2"), expect: { objects: { u: { exhausted: false, might: 3 } }, kinds: { "ph.a0": { TRIGGER: false } } } });
  });
});

describe("a unit played from the trash without paying its Energy cost (its Power cost is paid outside the engine) (OGN-198)", () => {
  const players = (trash: string[]) => ({ players: [{ id: "p1", hand: [], trash, deckSize: 20 }, { id: "p2", deckSize: 20 }] });

  it("OGN-198: the unit chosen in its controller's trash is played where they choose; a gear can't be chosen", async () => {
    const name = await executableCard("OGN-198");
    const r = await check({
      name: "", board: players(["Petty Officer", "Sun Disc"]),
      chain: [{ id: "h", card: name, controller: "p1", targets: ["p1:trash:0"], destination: "base" }],
      expect: { instructions: { h: ["EXECUTED"] }, objects: { "p1:trash:0": { zone: "BASE" } }, players: { p1: { trash: ["Sun Disc", name] } } },
    });
    expect(r.steps.some((s) => /ignoring its Energy cost \(its Power cost is paid outside the engine\)/.test(s.explanation))).toBe(true);
    await check({
      name: "", board: players(["Petty Officer", "Sun Disc"]),
      chain: [{ id: "h", card: name, controller: "p1", targets: ["p1:trash:1"], destination: "base" }],
      expect: { kinds: { h: { PLAY_ILLEGAL: true, INSTRUCTION: false } } },
    });
  });

  it("OGN-196: its play effect may play a unit from its controller's trash", async () => {
    const name = await executableCard("OGN-196");
    await check({
      name: "", board: players(["Petty Officer"]),
      chain: [{ id: "sg", card: name, controller: "p1", destination: "base" }],
      choices: [{ item: "sg.a0", index: 0, objects: ["p1:trash:0"] }, { item: "sg.a0", index: 1, accept: true }, { item: "sg.a0", index: 2, option: "base" }],
      expect: { instructions: { "sg.a0": ["EXECUTED"] }, objects: { sg: { zone: "BASE" }, "p1:trash:0": { zone: "BASE" } }, players: { p1: { trash: [] } } },
    });
  });
});

describe("rules that act outside chain resolution: where units may be played, the points needed to win, hiding", () => {
  it("OGN-193, OGN-276 and OGN-278 are read whole, and a chain resolves beside them as usual", async () => {
    const mf = await executableCard("OGN-193");
    const climb = await executableCard("OGN-276");
    const tree = await executableCard("OGN-278");
    const r = await check({
      name: "",
      board: { battlefields: [{ id: "bf1", card: climb }, { id: "bf2", card: tree }] },
      chain: [{ id: "mf", card: mf, controller: "p1", destination: "base" }],
      expect: { objects: { mf: { zone: "BASE" } } },
    });
    expect(r.unsupported).toEqual([]);
  });
});

describe("a unit's permission to have any number of buffs (426.1.b.2, OGN-078)", () => {
  it("buffed twice, it has two buffs; a unit without the permission keeps one", async () => {
    const name = await executableCard("OGN-078");
    const bar = await executableCard("OGN-124");
    const twice = (target: string) => ({
      name: "",
      objects: [card("ls", name, "p1", "bf1", { exhausted: true }), unit("u", "p1", "bf1", { exhausted: true }), card("g1", bar, "p1", "base"), card("g2", bar, "p1", "base")],
      chain: [{ id: "a1", source: "g1", ability: 0, controller: "p1", targets: [target] }, { id: "a2", source: "g2", ability: 0, controller: "p1", targets: [target] }],
    });
    await check({ ...twice("ls"), expect: { instructions: { a1: ["EXECUTED"], a2: ["EXECUTED"] }, objects: { ls: { might: 7 } }, cites: { a1: ["426.1.b.2"] } } });
    await check({ ...twice("u"), expect: { instructions: { a1: ["IGNORED"], a2: ["EXECUTED"] }, objects: { u: { might: 4 } } } });
  });
});

describe("When a buffed friendly unit dies (OGN-228): read from what was noted as it died", () => {
  it("a buffed friendly unit dying triggers it and another friendly unit is buffed; an unbuffed one does not", async () => {
    const helm = await executableCard("OGN-228");
    const bar = await nameOf("OGN-124");
    const vengeance = await nameOf("OGN-229");
    const objects = [card("vh", helm, "p1", "base"), card("ab", bar, "p1", "base"), unit("b", "p1", "bf1", { exhausted: true }), unit("u", "p1", "bf1")];
    await check({
      name: "", objects,
      chain: [{ id: "v", card: vengeance, controller: "p1", targets: ["b"] }, { id: "a", source: "ab", ability: 0, controller: "p1", targets: ["b"] }],
      choices: [{ item: "vh.a0", index: 0, objects: ["u"] }],
      expect: { instructions: { a: ["EXECUTED"], v: ["EXECUTED"], "vh.a0": ["EXECUTED"] }, objects: { b: { zone: "TRASH" }, u: { might: 4 } } },
    });
    await check({
      name: "", objects,
      chain: [{ id: "v", card: vengeance, controller: "p1", targets: ["b"] }],
      expect: { instructions: { v: ["EXECUTED"] }, objects: { b: { zone: "TRASH" }, u: { might: 3 } }, kinds: { "vh.a0": { TRIGGER: false } } },
    });
  });
});

describe("a battlefield's 'When a unit moves from here' (OGN-277): 'it' is the unit that moved", () => {
  it("a unit moved away by a spell gets +1 Might this turn; one moved to it does not trigger it", async () => {
    const bar = await executableCard("OGN-277");
    const ride = await nameOf("OGN-173");
    const board = { battlefields: [{ id: "bf1", card: bar, controller: "p1" }, { id: "bf2" }] };
    await check({
      name: "", board, objects: [unit("u", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "r", card: ride, controller: "p1", targets: ["u"], destination: "base" }],
      expect: { instructions: { r: ["EXECUTED", "EXECUTED"], "bf1.a0": ["EXECUTED"] }, objects: { u: { zone: "BASE", might: 4 } } },
    });
    await check({
      name: "", board, objects: [unit("u", "p1", "base", { exhausted: true })],
      chain: [{ id: "r", card: ride, controller: "p1", targets: ["u"], destination: "bf1" }],
      expect: { instructions: { r: ["EXECUTED", "EXECUTED"] }, objects: { u: { zone: "BATTLEFIELD", might: 3 } }, kinds: { "bf1.a0": { TRIGGER: false } } },
    });
  });
});

describe("a target that is a gear or a unit at a battlefield (OGN-180)", () => {
  it("gives [Temporary] to a gear or to a unit at a battlefield; a unit in a base can't be chosen", async () => {
    const name = await executableCard("OGN-180");
    const gear = await nameOf("OGN-124");
    const objects = [unit("u", "p2", "bf1"), card("g", gear, "p2", "base"), unit("b", "p2", "base")];
    for (const t of ["u", "g"]) {
      const r = await check({ name: "", objects, chain: [{ id: "f", card: name, controller: "p1", targets: [t] }], expect: { instructions: { f: ["EXECUTED"] } } });
      expect(r.steps.some((s) => s.kind === "INSTRUCTION" && s.explanation.includes(t) && s.explanation.includes("[Temporary]"))).toBe(true);
    }
    await check({ name: "", objects, chain: [{ id: "f", card: name, controller: "p1", targets: ["b"] }], expect: { kinds: { f: { PLAY_ILLEGAL: true, INSTRUCTION: false } } } });
  });
});

describe("a gear's leaves-the-board trigger (OGN-186): noticed as the gear leaves, whatever takes it", () => {
  it("killed by its own ability or returned to its owner's hand, its controller draws 1 and channels a rune", async () => {
    const trove = await executableCard("OGN-186");
    const pack = await nameOf("OGN-181");
    const board = { players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2" }] };
    await check({
      name: "", board, objects: [card("tt", trove, "p1", "base")],
      chain: [{ id: "k", source: "tt", ability: 1, controller: "p1" }],
      expect: { instructions: { "tt.a0": ["EXECUTED", "EXECUTED"] }, objects: { tt: { zone: "TRASH" } }, players: { p1: { handSize: 1 } } },
    });
    await check({
      name: "", board, objects: [card("tt", trove, "p1", "base"), card("pw", pack, "p1", "base")],
      chain: [{ id: "r", source: "pw", ability: 0, controller: "p1", targets: ["tt"] }],
      expect: { instructions: { r: ["EXECUTED"], "tt.a0": ["EXECUTED", "EXECUTED"] }, objects: { tt: { zone: "HAND" } }, players: { p1: { handSize: 2 } } },
    });
  });
});

describe("up to N cards with a keyword from your trash, and a permission for hiding recorded (OGN-264)", () => {
  it("returns the chosen cards with [Hidden] to their owner's hand; a card without it can't be chosen", async () => {
    const name = await executableCard("OGN-264");
    const backOff = await nameOf("UNL-042");
    const stand = await nameOf("OGN-053");
    const board = { players: [{ id: "p1", hand: [], trash: [backOff, stand, "Petty Officer"], deckSize: 20 }, { id: "p2", deckSize: 20 }] };
    await check({
      name: "", board,
      chain: [{ id: "g", card: name, controller: "p1", targets: ["p1:trash:0", "p1:trash:1"] }],
      expect: { instructions: { g: ["EXECUTED", "EXECUTED"] }, players: { p1: { hand: [backOff, stand], trash: ["Petty Officer", name] } } },
    });
    await check({
      name: "", board,
      chain: [{ id: "g", card: name, controller: "p1", targets: ["p1:trash:2"] }],
      expect: { kinds: { g: { PLAY_ILLEGAL: true } } },
    });
  });
});

describe("recycle up to N cards from trashes (OGN-212): any player's trash, each to its owner's Main Deck", () => {
  it("killed to pay the cost, it recycles the chosen cards of both trashes", async () => {
    const forge = await executableCard("OGN-212");
    await check({
      name: "",
      board: { players: [{ id: "p1", hand: [], trash: ["Petty Officer"], deckSize: 20 }, { id: "p2", hand: [], trash: ["Sun Disc"], deckSize: 20 }] },
      objects: [card("f", forge, "p1", "base")],
      chain: [{ id: "k", source: "f", ability: 1, controller: "p1", targets: ["p1:trash:0", "p2:trash:0"] }],
      expect: { instructions: { k: ["EXECUTED"] }, objects: { f: { zone: "TRASH" } }, players: { p1: { trash: [forge] }, p2: { trash: [] } } },
    });
  });
});

describe("its controller's opponents barred from playing cards for the rest of the turn (OGN-026)", () => {
  it("after its play effect resolves, an opponent's spell and unit can't be played; its controller's can", async () => {
    const name = await executableCard("OGN-026");
    const spoils = await executableCard("OGN-144");
    const base = { name: "", board: { players: [{ id: "p1", handSize: 0, deckSize: 9 }, { id: "p2", handSize: 0, deckSize: 9 }] } };
    // z is below the unit's play effect on the chain: what is played once z has resolved comes after the effect
    const r = await check({
      ...base,
      chain: [
        { id: "z", card: spoils, controller: "p1" }, { id: "b", card: name, controller: "p1", destination: "base" },
        { id: "s", card: spoils, controller: "p2", playedAfter: "z" }, { id: "u", card: "Petty Officer", controller: "p2", destination: "base", playedAfter: "z" },
        { id: "m", card: spoils, controller: "p1", playedAfter: "z" },
      ],
      expect: {
        instructions: { "b.a0": ["EXECUTED"], z: ["EXECUTED"], m: ["EXECUTED"] },
        kinds: { s: { PLAY_ILLEGAL: true, INSTRUCTION: false }, u: { PLAY_ILLEGAL: true } }, players: { p1: { handSize: 4 }, p2: { handSize: 0 } },
      },
    });
    expect(r.steps.filter((x) => x.kind === "PLAY_ILLEGAL" && /p2 can't play cards this turn/.test(x.explanation)).map((x) => x.chainItem)).toEqual(["s", "u"]);
  });
});

describe("a {N} discount on its controller's next spell this turn (OGN-031): a delayed passive ability taken by that spell as it is played", () => {
  it("a spell played before its play effect resolved does not take it; the next one does, and only that one", async () => {
    const name = await executableCard("OGN-031");
    const spoils = await executableCard("OGN-144");
    const r = await check({
      name: "", board: { players: [{ id: "p1", handSize: 0, deckSize: 9 }, { id: "p2" }] },
      chain: [
        { id: "z", card: spoils, controller: "p1" }, { id: "rf", card: name, controller: "p1", destination: "base" },
        { id: "s", card: spoils, controller: "p1", playedAfter: "z" }, { id: "t", card: spoils, controller: "p1", playedAfter: "s" },
      ],
      expect: { instructions: { "rf.a0": ["EXECUTED"], z: ["EXECUTED"], s: ["EXECUTED"], t: ["EXECUTED"] }, players: { p1: { handSize: 6 } } },
    });
    const delayed = r.steps.filter((x) => x.kind === "DELAYED" && /costs \{5\} less/.test(x.explanation)).map((x) => x.chainItem);
    expect(delayed).toEqual(["s"]);
  });
});

describe("When you play a card from [Hidden] (OGN-167): noticed as its controller plays a card from facedown", () => {
  it("a card played from facedown gives it +2 Might this turn; the same card played from hand does not", async () => {
    const monk = await executableCard("OGN-167");
    const backOff = await nameOf("UNL-042");
    const board = { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2" }] };
    await check({
      name: "", board,
      objects: [card("em", monk, "p1", "bf1"), unit("e", "p2", "bf1"), facedown("fd", backOff, "p1", "bf1")],
      chain: [{ id: "bo", card: backOff, controller: "p1", playedFrom: "fd", battlefield: "bf1", targets: ["e"] }],
      expect: { instructions: { "em.a0": ["EXECUTED"] }, objects: { em: { might: 6 } } },
    });
    await check({
      name: "", board,
      objects: [card("em", monk, "p1", "bf1"), unit("e", "p2", "bf1")],
      chain: [{ id: "bo", card: backOff, controller: "p1", targets: ["e"] }],
      expect: { objects: { em: { might: 4 } }, kinds: { "em.a0": { TRIGGER: false } } },
    });
  });
});

describe("an end-of-turn trigger that needs the unit to be at a battlefield (OGN-073): part of the trigger condition (383.2.a.1)", () => {
  it("placed by the caller while at a battlefield, its controller readies up to 4 runes (recorded); in base it does not trigger", async () => {
    const name = await executableCard("OGN-073");
    const r = await check({
      name: "", objects: [card("so", name, "p1", "bf1")],
      chain: [{ id: "t", source: "so", ability: 0, controller: "p1" }],
      expect: { instructions: { t: ["EXECUTED"] } },
    });
    expect(r.steps.some((s) => s.kind === "INSTRUCTION" && /readies up to 4 runes/.test(s.explanation))).toBe(true);
    const off = await check({
      name: "", objects: [card("so", name, "p1", "base")],
      chain: [{ id: "t", source: "so", ability: 0, controller: "p1" }],
      expect: { kinds: { t: { INSTRUCTION: false } } },
    });
    expect(off.steps.some((s) => s.kind === "TRIGGER" && s.chainItem === "t" && /does not trigger: .* is not at a battlefield/.test(s.explanation))).toBe(true);
  });
});

describe("a Beginning Phase trigger that needs a facedown card of its controller at a battlefield (OGN-101)", () => {
  it("placed by the caller, it draws 1 while its controller has a facedown card; with only an opponent's it does not trigger", async () => {
    const name = await executableCard("OGN-101");
    const hidden = await nameOf("UNL-042");
    const board = { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2", controller: "p2" }], players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2" }] };
    await check({
      name: "", board, objects: [card("mp", name, "p1", "base"), facedown("fd", hidden, "p1", "bf1")],
      chain: [{ id: "t", source: "mp", ability: 0, controller: "p1" }],
      expect: { instructions: { t: ["EXECUTED"] }, players: { p1: { handSize: 1 } } },
    });
    const off = await check({
      name: "", board, objects: [card("mp", name, "p1", "base"), facedown("fd", hidden, "p2", "bf2")],
      chain: [{ id: "t", source: "mp", ability: 0, controller: "p1" }],
      expect: { kinds: { t: { INSTRUCTION: false } }, players: { p1: { handSize: 0 } } },
    });
    expect(off.steps.some((s) => s.kind === "TRIGGER" && s.chainItem === "t" && /does not trigger: p1 controls no facedown card/.test(s.explanation))).toBe(true);
  });
});

describe("{cost}: [Legion] - X (OGN-253): the ability is used either way; X only if its controller has played a card this turn (812.1.c)", () => {
  it("adds {1} (recorded) after a card was played this turn, and nothing before", async () => {
    const name = await executableCard("OGN-253");
    const played = (n: number) => ({ players: [{ id: "p1", cardsPlayedThisTurn: n }, { id: "p2" }] });
    const r = await check({
      name: "", board: played(1), objects: [card("hn", name, "p1", "base")],
      chain: [{ id: "a", source: "hn", ability: 0, controller: "p1" }],
      expect: { instructions: { a: ["EXECUTED"] }, objects: { hn: { exhausted: true } }, cites: { a: ["812.1.c"] } },
    });
    expect(r.steps.some((s) => s.kind === "INSTRUCTION" && /adds \{1\}/.test(s.explanation))).toBe(true);
    expect(r.steps.some((s) => /⟦/.test(s.instruction ?? ""))).toBe(false);
    await check({
      name: "", board: played(0), objects: [card("hn", name, "p1", "base")],
      chain: [{ id: "a", source: "hn", ability: 0, controller: "p1" }],
      expect: { instructions: { a: ["IGNORED"] }, objects: { hn: { exhausted: true } } },
    });
  });
});

describe("the controller's next unit played this turn enters ready, behind [Legion] (OGN-021)", () => {
  it("after a card was played this turn, the next unit its controller plays enters ready, and only that one", async () => {
    const name = await executableCard("OGN-021");
    const r = await check({
      name: "", board: { players: [{ id: "p1", cardsPlayedThisTurn: 1 }, { id: "p2" }] }, objects: [card("sd", name, "p1", "base")],
      chain: [
        { id: "a", source: "sd", ability: 0, controller: "p1" },
        { id: "u1", card: "Petty Officer", controller: "p1", destination: "base", playedAfter: "a" },
        { id: "u2", card: "Petty Officer", controller: "p1", destination: "base", playedAfter: "u1" },
      ],
      expect: { instructions: { a: ["EXECUTED"] }, objects: { u1: { zone: "BASE", exhausted: false }, u2: { zone: "BASE", exhausted: true } } },
    });
    expect(r.unsupported).toEqual([]);
    await check({
      name: "", board: { players: [{ id: "p1", cardsPlayedThisTurn: 0 }, { id: "p2" }] }, objects: [card("sd", name, "p1", "base")],
      chain: [{ id: "a", source: "sd", ability: 0, controller: "p1" }, { id: "u1", card: "Petty Officer", controller: "p1", destination: "base", playedAfter: "a" }],
      expect: { instructions: { a: ["IGNORED"] }, objects: { u1: { exhausted: true } } },
    });
  });
});

describe("another non-Recruit unit of its controller dies (OGN-246): the dead unit's tags as it died", () => {
  it("a friendly unit's death plays a Recruit token into its controller's base; a Recruit's death does not trigger it", async () => {
    const name = await executableCard("OGN-246");
    const vengeance = await nameOf("OGN-229");
    await check({
      name: "", objects: [card("vk", name, "p1", "bf1"), unit("u", "p1", "bf1")],
      chain: [{ id: "v", card: vengeance, controller: "p1", targets: ["u"] }],
      expect: { instructions: { "vk.a0": ["EXECUTED"] }, objects: { u: { zone: "TRASH" }, "vk.a0.token1": { zone: "BASE", might: 1, controller: "p1" } } },
    });
    const recruit = await nameOf("OGN-272");
    await check({
      name: "", objects: [card("vk", name, "p1", "bf1"), card("r", recruit, "p1", "bf1")],
      chain: [{ id: "v", card: vengeance, controller: "p1", targets: ["r"] }],
      expect: { objects: { r: { zone: "TRASH" } }, kinds: { "vk.a0": { TRIGGER: false } } },
    });
  });
});
