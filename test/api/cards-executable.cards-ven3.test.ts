// Phrases made executable on the cards-ven3 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// A domain before the noun ("an enemy <Domain> unit or gear", "enemy <Domain> units"): a card of that domain (134.1),
// from the catalog. Objects the catalog does not know (described by stats) have none. The library's vanilla units:
// Shipyard Skulker (Chaos), Vanguard Sergeant (Order, 4 Might), Playful Phantom (Calm, 5 Might); Pack of Wonders is a
// Chaos gear.
describe("domains as filters: 'an enemy <Domain> unit or gear' (VEN-131 Decree of Unity)", () => {
  it("is executable", async () => {
    await executable("VEN-131");
  });

  it("kills an enemy Chaos unit", async () => {
    await check({
      name: "",
      objects: [card("sk", "Shipyard Skulker", "p2", "bf1")],
      chain: [{ id: "du", card: "Decree of Unity", controller: "p1", targets: ["sk"] }],
      expect: { targets: { du: { sk: true } }, instructions: { du: ["EXECUTED"] }, objects: { sk: { zone: "TRASH" } } },
    });
  });

  it("kills an enemy Chaos gear", async () => {
    await check({
      name: "",
      objects: [card("pw", "Pack of Wonders", "p2", "base")],
      chain: [{ id: "du", card: "Decree of Unity", controller: "p1", targets: ["pw"] }],
      expect: { targets: { du: { pw: true } }, objects: { pw: { zone: "TRASH" } } },
    });
  });

  it("an Order unit, a unit of no known domain and a friendly Chaos unit are not legal targets", async () => {
    for (const [obj, reason] of [
      [card("x", "Vanguard Sergeant", "p2", "bf1"), "it must be a Chaos card, but its domains are Order"],
      [unit("x", "p2", "bf1"), "it must be a Chaos card, but it has no domain"],
      [card("x", "Shipyard Skulker", "p1", "bf1"), "it must be an enemy of p1"],
    ] as const) {
      await check({
        name: "",
        objects: [obj],
        chain: [{ id: "du", card: "Decree of Unity", controller: "p1", targets: ["x"] }],
        expect: { playIllegal: { du: { x: reason } }, objects: { x: { zone: obj.location } } },
      });
    }
  });
});

describe("domains as filters: 'any number of enemy <Domain> units with total Might N or less' (VEN-107 Decree of Discord)", () => {
  it("is executable", async () => {
    await executable("VEN-107");
  });

  it("returns an enemy Order unit to its owner's hand", async () => {
    await check({
      name: "",
      objects: [card("vs", "Vanguard Sergeant", "p2", "bf1")],
      chain: [{ id: "dd", card: "Decree of Discord", controller: "p1", targets: ["vs"] }],
      expect: { targets: { dd: { vs: true } }, objects: { vs: { zone: "HAND" } }, players: { p2: { handSize: 1 } } },
    });
  });

  it("a Chaos unit can't be one of them", async () => {
    await check({
      name: "",
      objects: [card("vs", "Vanguard Sergeant", "p2", "bf1"), card("sk", "Shipyard Skulker", "p2", "bf1")],
      chain: [{ id: "dd", card: "Decree of Discord", controller: "p1", targets: ["vs", "sk"] }],
      expect: { playIllegal: { dd: { vs: true, sk: "it must be a Order card" } } },
    });
  });
});

// A spell whose static ability says counters can't touch it (working while it is on the chain): a counter instruction
// aimed at it does nothing ("can't" beats "can", 054.1), and the spell still resolves.
describe("a spell that can't be countered (VEN-015 Decree of Rage)", () => {
  it("is executable", async () => {
    await executable("VEN-015");
  });

  it("deals its damage to an enemy Calm unit", async () => {
    await check({
      name: "",
      objects: [card("pp", "Playful Phantom", "p2", "bf1")],
      chain: [{ id: "dr", card: "Decree of Rage", controller: "p1", targets: ["pp"] }],
      expect: { instructions: { dr: ["EXECUTED"] }, objects: { pp: { damage: 4 } } },
    });
  });

  it("a counter spell aimed at it does nothing, and it resolves", async () => {
    const r = await check({
      name: "",
      objects: [card("pp", "Playful Phantom", "p2", "bf1")],
      chain: [
        { id: "dr", card: "Decree of Rage", controller: "p1", targets: ["pp"] },
        { id: "ww", card: "Wind Wall", controller: "p2", targets: ["dr"] },
      ],
      expect: { instructions: { ww: ["IGNORED"], dr: ["EXECUTED"] }, objects: { pp: { damage: 4 } }, cites: { ww: ["054.1"] } },
    });
    expect(text(r)).toMatch(/can't be countered \(its own static ability\)/);
  });
});

// A card of a domain chosen from an opponent's revealed hand, which that player then recycles: only a card of that
// domain (134.1) can be chosen (asked when there are several).
describe("'… you choose a <Domain> card from it', then the opponent recycles it (VEN-085 Decree of Strength)", () => {
  it("is executable", async () => {
    await executable("VEN-085");
  });

  const hands = (p2: string[]) => ({ players: [{ id: "p1", deckSize: 20 }, { id: "p2", hand: p2, deckSize: 20 }] });

  it("the only Mind card of the hand is chosen and recycled", async () => {
    const r = await check({
      name: "",
      board: hands(["Mountain Drake", "Mega-Mech", "Shipyard Skulker"]),
      chain: [{ id: "ds", card: "Decree of Strength", controller: "p1" }],
      expect: { instructions: { ds: ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"] }, players: { p2: { hand: ["Mountain Drake", "Shipyard Skulker"], handSize: 2 } }, cites: { ds: ["134.1"] } },
    });
    expect(text(r)).toMatch(/p2 recycles Mega-Mech/);
  });

  it("no Mind card in the hand: nothing is chosen or recycled", async () => {
    await check({
      name: "",
      board: hands(["Mountain Drake", "Shipyard Skulker"]),
      chain: [{ id: "ds", card: "Decree of Strength", controller: "p1" }],
      expect: { instructions: { ds: ["EXECUTED", "EXECUTED", "IGNORED", "IGNORED"] }, players: { p2: { handSize: 2 } } },
    });
  });

  it("two different Mind cards: the spell's controller is asked which", async () => {
    await check({
      name: "",
      board: hands(["Mega-Mech", "Decree of Strength", "Falling Comet"]),
      chain: [{ id: "ds", card: "Decree of Strength", controller: "p1" }],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "ds", player: "p1", options: ["Mega-Mech", "Falling Comet"] } },
    });
  });

  it("answered: the chosen Mind card is recycled", async () => {
    await check({
      name: "",
      board: hands(["Mega-Mech", "Decree of Strength", "Falling Comet"]),
      chain: [{ id: "ds", card: "Decree of Strength", controller: "p1" }],
      choices: [{ item: "ds", index: 0, option: "Falling Comet" }],
      expect: { players: { p2: { hand: ["Mega-Mech", "Decree of Strength"], handSize: 2 } } },
    });
  });
});

// A friendly unit fighting an enemy unit of a domain, or chosen by an enemy spell of that domain: checked as it is played
// and as it resolves, from the combat the board gives and the opponent's spells on the chain.
describe("'… in combat with an enemy <Domain> unit or … being chosen by an enemy <Domain> spell' (VEN-040 Decree of Focus)", () => {
  it("is executable", async () => {
    await executable("VEN-040");
  });

  it("a friendly unit defending against an enemy Fury unit gets the Might", async () => {
    await check({
      name: "",
      board: { turnPlayer: "p2", combat: { battlefield: "bf1", attackers: ["vi"], defenders: ["me"] } },
      objects: [card("vi", "Vi, Destructive", "p2", "bf1"), unit("me", "p1", "bf1")],
      chain: [{ id: "df", card: "Decree of Focus", controller: "p1", targets: ["me"] }],
      expect: { targets: { df: { me: true } }, objects: { me: { might: 7 } } },
    });
  });

  it("in combat with an enemy unit of another domain: not a legal target", async () => {
    await check({
      name: "",
      board: { turnPlayer: "p2", combat: { battlefield: "bf1", attackers: ["sk"], defenders: ["me"] } },
      objects: [card("sk", "Shipyard Skulker", "p2", "bf1"), unit("me", "p1", "bf1")],
      chain: [{ id: "df", card: "Decree of Focus", controller: "p1", targets: ["me"] }],
      expect: { playIllegal: { df: { me: "it must be in combat with an enemy Fury unit or be chosen by an enemy Fury spell" } } },
    });
  });

  it("a friendly unit chosen by an enemy Fury spell on the chain gets the Might before the spell resolves", async () => {
    await check({
      name: "",
      objects: [card("pp", "Playful Phantom", "p1", "bf1")],
      chain: [
        { id: "dr", card: "Decree of Rage", controller: "p2", targets: ["pp"] },
        { id: "df", card: "Decree of Focus", controller: "p1", targets: ["pp"] },
      ],
      expect: { targets: { df: { pp: true } }, objects: { pp: { might: 9, damage: 4, zone: "BATTLEFIELD" } } },
    });
  });

  it("a unit chosen by its own controller's Fury spell is not chosen by an enemy one", async () => {
    await check({
      name: "",
      objects: [card("pp", "Playful Phantom", "p2", "bf1"), unit("me", "p1", "bf1")],
      chain: [
        { id: "dr", card: "Decree of Rage", controller: "p1", targets: ["pp"] },
        { id: "df", card: "Decree of Focus", controller: "p1", targets: ["me"] },
      ],
      expect: { playIllegal: { df: { me: "it must be in combat with an enemy Fury unit" } } },
    });
  });
});

// A discard cost naming a card type (an Empower cost, an activated ability's cost), paid outside the engine (recorded);
// the becoming-Empowered trigger then fires (828.1.d).
describe("discard costs of a card type (VEN-110 Mel, Defiant Soul; VEN-060 Sky Cruiser)", () => {
  it("are executable", async () => {
    await executable("VEN-110", "VEN-060");
  });

  it("Mel empowers herself, and her trigger banishes an enemy unit at a battlefield whose Might is 3 at most", async () => {
    const r = await check({
      name: "",
      objects: [card("mel", "Mel, Defiant Soul", "p1", "bf1"), unit("e", "p2", "bf2", { might: 3 })],
      chain: [{ id: "emp", source: "mel", ability: 0, controller: "p1" }],
      choices: [{ item: "mel.a1", index: 0, objects: ["e"] }],
      expect: { instructions: { "mel.a1": ["EXECUTED"] }, objects: { mel: { empowered: true }, e: { zone: "BANISHMENT" } } },
    });
    expect(text(r)).toMatch(/discards a spell to pay the cost/);
  });

  it("Sky Cruiser's ability deals 4 to a unit at a battlefield", async () => {
    const r = await check({
      name: "",
      objects: [card("sc", "Sky Cruiser", "p1", "bf1"), unit("e", "p2", "bf2", { might: 5 })],
      chain: [{ id: "sc1", source: "sc", ability: 0, controller: "p1", targets: ["e"] }],
      expect: { instructions: { sc1: ["EXECUTED"] }, objects: { e: { damage: 4 }, sc: { exhausted: true } } },
    });
    expect(text(r)).toMatch(/discards a gear to pay the cost/);
  });
});

// A modal spell that changes a unit's Empowered status now and changes it back at end of turn: the second change waits
// for the end of the turn, a delayed ability (390) that names the object (the request covers the turn up to then).
describe("'… it at end of turn' after empowering or disempowering (VEN-035 Sanction)", () => {
  it("is executable", async () => {
    await executable("VEN-035");
  });

  it("mode 1: the unit is Empowered now, and disempowering it waits for the end of the turn", async () => {
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1")],
      chain: [{ id: "s", card: "Sanction", controller: "p1", targets: ["u"] }],
      choices: [{ item: "s", index: 0, option: "1" }],
      expect: { instructions: { s: ["EXECUTED", "EXECUTED"] }, objects: { u: { empowered: true } }, kinds: { s: { DELAYED: false } } },
    });
    expect(r.steps.some((x) => x.kind === "DELAYED" && /disempower .*u/.test(x.explanation))).toBe(true);
  });

  it("mode 2: an Empowered unit is disempowered now; a unit that isn't is not a legal target", async () => {
    await check({
      name: "",
      objects: [unit("u", "p2", "bf1", { empowered: true })],
      chain: [{ id: "s", card: "Sanction", controller: "p1", targets: ["u"] }],
      choices: [{ item: "s", index: 0, option: "2" }],
      expect: { instructions: { s: ["EXECUTED", "EXECUTED"] }, objects: { u: { empowered: false } } },
    });
    await check({
      name: "",
      objects: [unit("u", "p2", "bf1")],
      chain: [{ id: "s", card: "Sanction", controller: "p1", targets: ["u"] }],
      choices: [{ item: "s", index: 0, option: "2" }],
      expect: { playIllegal: { s: { u: "[Empowered]" } } },
    });
  });
});

// A unit's play effect only when played from facedown, which may empower any object at its battlefield until end of
// turn; "something" is any game object on the board.
describe("a unit's facedown play effect on 'something here' (VEN-099 Tornado Warrior)", () => {
  it("is executable", async () => {
    await executable("VEN-099");
  });

  const played = {
    name: "",
    objects: [{ id: "fd", card: "Tornado Warrior", owner: "p1", location: "FACEDOWN" as const, battlefield: "bf1" }, unit("g", "p2", "bf1"), unit("far", "p2", "bf2")],
    chain: [{ id: "tw", card: "Tornado Warrior", controller: "p1", playedFrom: "fd", battlefield: "bf1" }],
  };

  it("played from facedown: its controller is asked for something there (not a unit at another battlefield)", async () => {
    const r = await check({ ...played, expect: { status: "NEEDS_CHOICE", pendingChoice: { player: "p1" } } });
    expect(r.pendingChoice!.options).toContain("g");
    expect(r.pendingChoice!.options).not.toContain("far");
  });

  it("an enemy unit there is Empowered, and disempowering it waits for the end of the turn", async () => {
    const first = await check({ ...played, expect: { status: "NEEDS_CHOICE" } });
    const item = first.pendingChoice!.item;
    const r = await check({ ...played, choices: [{ item, index: 0, objects: ["g"] }, { item, index: 1, option: "accept" }], expect: { instructions: { [item]: ["EXECUTED", "EXECUTED"] }, objects: { g: { empowered: true }, far: { empowered: false } } } });
    expect(r.steps.some((x) => x.kind === "DELAYED" && /g\b/.test(x.explanation))).toBe(true);
  });
});

// A play effect whose opening cost disempowers an object its controller names (383.3.b), to empower a legend, unit or
// gear: paid as it goes on the chain; it can't be paid with something that isn't Empowered (442.1.a.1), and then the
// ability is removed as if it had not triggered.
describe("disempowering a named object as an opening cost (VEN-082 Profiteer)", () => {
  it("is executable", async () => {
    await executable("VEN-082");
  });

  const base = {
    name: "",
    objects: [unit("mine", "p1", "bf1", { empowered: true }), unit("other", "p1", "bf2"), unit("plain", "p1", "bf2")],
    chain: [{ id: "pf", card: "Profiteer", controller: "p1" }],
  };
  const targets = (cost: string, gain: string) => [{ item: "pf.a0", index: 0, objects: [cost, gain] }]; // in slot order

  it("paid: the Empowered unit is disempowered as the ability goes on the chain, and the other is empowered", async () => {
    await check({
      ...base,
      choices: [...targets("mine", "other"), { item: "pf.a0", index: 1, option: "accept" }],
      expect: { instructions: { "pf.a0": ["EXECUTED", "EXECUTED"] }, objects: { mine: { empowered: false }, other: { empowered: true } } },
    });
  });

  it("declined: nothing changes", async () => {
    await check({
      ...base,
      choices: [...targets("mine", "other"), { item: "pf.a0", index: 1, option: "decline" }],
      expect: { objects: { mine: { empowered: true }, other: { empowered: false } }, kinds: { "pf.a0": { ITEM_BEGINS: false } } },
    });
  });

  it("naming something that isn't Empowered: the cost can't be paid, the ability did not trigger", async () => {
    const r = await check({
      ...base,
      choices: targets("plain", "other"),
      expect: { objects: { plain: { empowered: false }, other: { empowered: false } }, kinds: { "pf.a0": { ITEM_BEGINS: false } } },
    });
    expect(text(r)).toMatch(/is not \[Empowered\], so disempowering it can't pay a cost/);
  });
});

// An Empowered unit's attack-or-defend trigger that raises its Might to a chosen unit's, then adds 1: caller-placed
// (combat is not simulated), active only while Empowered (727.1.c.1); the increase never lowers its Might (477.3.c).
describe("raising the source's Might to the chosen unit's (VEN-079 Dame the Despoiler)", () => {
  it("is executable", async () => {
    await executable("VEN-079");
  });

  it("Empowered, attacking a bigger unit: her Might becomes its Might, then +1", async () => {
    const r = await check({
      name: "",
      board: { combat: { battlefield: "bf1", attackers: ["dame"], defenders: ["e"] } },
      objects: [card("dame", "Dame the Despoiler", "p1", "bf1", { empowered: true }), unit("e", "p2", "bf1", { might: 8 })],
      chain: [{ id: "t", source: "dame", ability: 1, controller: "p1", targets: ["e"] }],
      expect: { instructions: { t: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { dame: { might: 9 } } },
    });
    expect(text(r)).toMatch(/Increases Might to e's 8/);
  });

  it("choosing a smaller unit: no decrease, only the +1", async () => {
    await check({
      name: "",
      objects: [card("dame", "Dame the Despoiler", "p1", "bf1", { empowered: true }), unit("e", "p2", "bf1", { might: 2 })],
      chain: [{ id: "t", source: "dame", ability: 1, controller: "p1", targets: ["e"] }],
      expect: { objects: { dame: { might: 6 } } },
    });
  });

  it("a unit at another battlefield is not 'here'", async () => {
    await check({
      name: "",
      objects: [card("dame", "Dame the Despoiler", "p1", "bf1", { empowered: true }), unit("e", "p2", "bf2", { might: 8 })],
      chain: [{ id: "t", source: "dame", ability: 1, controller: "p1", targets: ["e"] }],
      expect: { playIllegal: { t: { e: "" } }, objects: { dame: { might: 5 } } },
    });
  });

  it("not Empowered: the dependent ability is not active, and nothing happens", async () => {
    const r = await check({
      name: "",
      objects: [card("dame", "Dame the Despoiler", "p1", "bf1"), unit("e", "p2", "bf1", { might: 8 })],
      chain: [{ id: "t", source: "dame", ability: 1, controller: "p1", targets: ["e"] }],
      expect: { objects: { dame: { might: 5 } } },
    });
    expect(text(r)).toMatch(/Empowered/);
  });
});

// Statics about costs (the engine is given costs as paid: they are read and said back, and change nothing it resolves):
// its controller's spells cost less while Empowered, opponents' spells cost more, Flow spells from the trash cost less,
// battlefields' Empower, Reaction and targeting costs, Deflect ignored while paying.
describe("cost changes (VEN-055, VEN-045, VEN-098, VEN-163, VEN-160, VEN-164, VEN-158, VEN-061)", () => {
  it("are executable", async () => {
    await executable("VEN-055", "VEN-045", "VEN-098", "VEN-163", "VEN-160", "VEN-164", "VEN-158", "VEN-061");
  });

  it("Decree of Insight gives an enemy Body unit -5 Might this turn", async () => {
    await check({
      name: "",
      objects: [card("md", "Mountain Drake", "p2", "bf1")],
      chain: [{ id: "di", card: "Decree of Insight", controller: "p1", targets: ["md"] }],
      expect: { targets: { di: { md: true } }, instructions: { di: ["EXECUTED"] }, objects: { md: { might: 5 } }, unsupported: [] },
    });
  });

  it("with Helm of Suppression Empowered on the board, an opponent's spell resolves as usual (its cost was paid outside the engine)", async () => {
    await check({
      name: "",
      objects: [card("helm", "Helm of Suppression", "p2", "base", { empowered: true }), card("md", "Mountain Drake", "p2", "bf1")],
      chain: [{ id: "di", card: "Decree of Insight", controller: "p1", targets: ["md"] }],
      expect: { instructions: { di: ["EXECUTED"] }, objects: { md: { might: 5 } }, unsupported: [] },
    });
  });
});

// An Empowered ability protecting its controller's spells and abilities from counters (VEN-069 Mel, Newly Awakened, whose
// other ability is not executable yet): while the unit is Empowered, a counter aimed at its controller's spell does nothing (054.1).
describe("its controller's spells can't be countered while it is Empowered (VEN-069 Mel, Newly Awakened)", () => {
  const scenario = (empowered: boolean) => ({
    name: "",
    objects: [card("mel", "Mel, Newly Awakened", "p1", "base", { empowered }), unit("u", "p2", "bf1", { might: 5 })],
    chain: [
      { id: "hr", card: "Hextech Ray", controller: "p1", targets: ["u"] },
      { id: "ww", card: "Wind Wall", controller: "p2", targets: ["hr"] },
    ],
  });

  it("Empowered: the counter does nothing and the spell resolves", async () => {
    const r = await check({ ...scenario(true), expect: { instructions: { ww: ["IGNORED"], hr: ["EXECUTED"] }, objects: { u: { damage: 3 } }, cites: { ww: ["054.1"] } } });
    expect(text(r)).toMatch(/a static ability of Mel, Newly Awakened/);
  });

  it("not Empowered: the spell is countered", async () => {
    await check({ ...scenario(false), expect: { instructions: { ww: ["EXECUTED"] }, kinds: { hr: { ITEM_BEGINS: false } }, objects: { u: { damage: 0 } } } });
  });
});

// Assault equal to the gear its controller controls: counted whenever its Might is read (807: Assault adds while it is
// an attacker).
describe("Assault counted from its controller's gear (VEN-076 Repair Specialist)", () => {
  it("is executable", async () => {
    await executable("VEN-076");
  });

  const objects = [card("rs", "Repair Specialist", "p1", "bf1"), card("g1", "Pack of Wonders", "p1", "base"), card("g2", "Pack of Wonders", "p1", "base"), card("g3", "Pack of Wonders", "p2", "base"), unit("d", "p2", "bf1")];

  it("attacking with two gear of its controller's (an opponent's gear does not count): +2", async () => {
    await check({
      name: "",
      board: { combat: { battlefield: "bf1", attackers: ["rs"], defenders: ["d"] } },
      objects,
      chain: [{ id: "dr", card: "Decree of Rage", controller: "p2", targets: [] }],
      expect: { objects: { rs: { might: 5 } } },
    });
  });

  it("not attacking: no Assault", async () => {
    await check({ name: "", objects, chain: [{ id: "dr", card: "Decree of Rage", controller: "p2", targets: [] }], expect: { objects: { rs: { might: 3 } } } });
  });
});

// A play effect dealing a unit as much damage as it already has: the damage on that unit as it resolves.
describe("damage equal to the damage already on the unit (VEN-017 Morgana, Vindictive)", () => {
  it("is executable", async () => {
    await executable("VEN-017");
  });

  it("a unit with 2 damage is dealt 2 more", async () => {
    const r = await check({
      name: "",
      objects: [unit("e", "p2", "bf1", { might: 6, damage: 2 }), unit("mine", "p1", "bf1")],
      chain: [{ id: "mo", card: "Morgana, Vindictive", controller: "p1", destination: "bf1", targets: ["e"] }],
      expect: { objects: { e: { damage: 4 } } },
    });
    expect(text(r)).toMatch(/e has 2 damage marked on it/);
  });

  it("an undamaged unit is dealt nothing", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1", { might: 6 }), unit("mine", "p1", "bf1")],
      chain: [{ id: "mo", card: "Morgana, Vindictive", controller: "p1", destination: "bf1", targets: ["e"] }],
      expect: { objects: { e: { damage: 0 } } },
    });
  });
});

// A spell's Bonus Damage per card of its name in its controller's trash: counted as the Deal action executes (712); with a
// trash the board gives by size only, the count is not known.
describe("Bonus Damage per card of the spell's name in the trash (VEN-010 Consuming Curse)", () => {
  it("is executable", async () => {
    await executable("VEN-010");
  });

  const play = (trash?: string[]) => ({
    name: "",
    board: { players: [{ id: "p1", deckSize: 20, ...(trash ? { trash } : {}) }, { id: "p2", deckSize: 20 }] },
    objects: [unit("e", "p2", "bf1", { might: 9 })],
    chain: [{ id: "cc", card: "Consuming Curse", controller: "p1", targets: ["e"] }],
  });

  it("two cards of its name in the trash: 2 and 2 Bonus Damage", async () => {
    const r = await check({ ...play(["Consuming Curse", "Wind Wall", "Consuming Curse"]), expect: { instructions: { cc: ["EXECUTED"] }, objects: { e: { damage: 4 } } } });
    expect(text(r)).toMatch(/2 cards with its name/);
  });

  it("none in the trash: its printed damage only", async () => {
    await check({ ...play(["Wind Wall"]), expect: { instructions: { cc: ["EXECUTED"] }, objects: { e: { damage: 2 } } } });
  });

  it("a trash the board does not list: the printed damage, and the instruction is PARTIAL", async () => {
    const r = await check({ ...play(), expect: { instructions: { cc: ["PARTIAL"] }, objects: { e: { damage: 2 } } } });
    expect(text(r)).toMatch(/Bonus Damage can't be worked out/);
  });
});
