// Phrases made executable on the cards-os8 branch. Real cards of the library, compiled from their text; the card text
// itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable, executableCard } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// A gear's trigger on any friendly unit dying, with an opening cost of exhausting itself; the hand card then moved onto the
// Main Deck, and the end of the deck it goes to, are chosen by its controller as it resolves.
describe("a death of one of its controller's units: exhausted to draw one, then a hand card onto the deck (SFD-169 Altar of Memories)", () => {
  const players = (p1: Record<string, unknown>) => ({ players: [{ id: "p1", ...p1 }, { id: "p2", deckSize: 20 }] });
  const kill = { id: "v", card: "Vengeance", controller: "p2", targets: ["u"] };

  it("is executable", async () => {
    await executable("SFD-169");
  });

  it("p1's unit is killed: the Altar is exhausted, p1 draws the top card and puts the chosen card on the bottom", async () => {
    const r = await check({
      name: "",
      board: players({ deck: ["Discipline", "Flash"], hand: ["Void Seeker"] }),
      objects: [card("al", "Altar of Memories", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [kill],
      choices: [{ item: "al.a0", index: 0, option: "accept" }, { item: "al.a0", index: 1, option: "Void Seeker" }, { item: "al.a0", index: 2, option: "bottom" }],
      expect: { instructions: { "al.a0": ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { u: { zone: "TRASH" }, al: { exhausted: true } }, players: { p1: { hand: ["Discipline"], handSize: 1 } } },
    });
    expect(text(r)).toMatch(/p1 puts Void Seeker from their hand on the bottom of their Main Deck/);
  });

  it("the card put on top is the next one drawn", async () => {
    const r = await check({
      name: "",
      board: players({ deck: ["Discipline", "Vengeance"], hand: ["Flash"] }),
      objects: [card("al", "Altar of Memories", "p1", "base"), unit("u", "p1", "bf1"), unit("e", "p2", "bf1", { might: 8 })],
      // p1's Void Seeker was played first: it resolves after the Altar's ability and draws the card put on top
      chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["e"] }, kill],
      choices: [{ item: "al.a0", index: 0, option: "accept" }, { item: "al.a0", index: 1, option: "Flash" }, { item: "al.a0", index: 2, option: "top" }],
      expect: { objects: { e: { damage: 4 } }, players: { p1: { hand: ["Discipline", "Flash"] } } },
    });
    expect(text(r)).toMatch(/on the top of their Main Deck/);
  });

  it("declined: the Altar stays ready and the hand is unchanged; an enemy unit's death does not trigger it", async () => {
    await check({
      name: "",
      board: players({ deck: ["Discipline"], hand: ["Void Seeker"] }),
      objects: [card("al", "Altar of Memories", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [kill],
      choices: [{ item: "al.a0", index: 0, option: "decline" }],
      expect: { objects: { al: { exhausted: false } }, players: { p1: { hand: ["Void Seeker"] } }, kinds: { "al.a0": { INSTRUCTION: false } } },
    });
    await check({
      name: "",
      board: players({ deck: ["Discipline"], hand: ["Void Seeker"] }),
      objects: [card("al", "Altar of Memories", "p1", "base"), unit("u", "p2", "bf1")],
      chain: [{ ...kill, controller: "p1" }],
      expect: { objects: { u: { zone: "TRASH" }, al: { exhausted: false } }, players: { p1: { hand: ["Void Seeker"] } }, kinds: { "al.a0": { INSTRUCTION: false } } },
    });
  });

  it("already exhausted: the cost can't be paid, nothing is drawn", async () => {
    const r = await check({
      name: "",
      board: players({ deck: ["Discipline"], hand: ["Void Seeker"] }),
      objects: [card("al", "Altar of Memories", "p1", "base", { exhausted: true }), unit("u", "p1", "bf1")],
      chain: [kill],
      expect: { players: { p1: { hand: ["Void Seeker"] } }, kinds: { "al.a0": { INSTRUCTION: false } } },
    });
    expect(text(r)).toMatch(/already exhausted/);
  });

  it("a hand and deck given by their sizes: one card drawn, one put back; which one is not known", async () => {
    const r = await check({
      name: "",
      board: players({ deckSize: 10, handSize: 2 }),
      objects: [card("al", "Altar of Memories", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [kill],
      choices: [{ item: "al.a0", index: 0, option: "accept" }, { item: "al.a0", index: 1, option: "top" }],
      expect: { instructions: { "al.a0": ["EXECUTED", "EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 2 } } },
    });
    expect(text(r)).toMatch(/which card it is is not known/);
  });
});

// Rek'Sai, Breacher: [Accelerate] for its controller's units not played from a hand; the item's paid additional cost is then that
// Accelerate, checked as the unit is played (a permanent of the controller's on the board giving it), and it enters ready.
describe("[Accelerate] for units played from the trash or facedown (SFD-029 Rek'Sai, Breacher)", () => {
  const rek = card("rs", "Rek'Sai, Breacher", "p1", "base");

  it("is executable", async () => {
    await executable("SFD-029");
  });

  it("a unit played from the trash with its additional cost paid enters ready, the Accelerate noted", async () => {
    const r = await check({
      name: "",
      objects: [rek],
      chain: [{ id: "m", card: "Mega-Mech", controller: "p1", playedFrom: "TRASH", paidAdditionalCost: true }],
      expect: { objects: { m: { zone: "BASE", exhausted: false } } },
    });
    expect(text(r)).toMatch(/played from trash, not from a hand, so it has \[Accelerate\] from Rek'Sai, Breacher/);
  });

  it("played from facedown at a battlefield: ready too", async () => {
    await check({
      name: "",
      objects: [rek],
      chain: [{ id: "m", card: "Mega-Mech", controller: "p1", playedFrom: "FACEDOWN", battlefield: "bf1", paidAdditionalCost: true }],
      expect: { objects: { m: { zone: "BATTLEFIELD", battlefield: "bf1", exhausted: false } } },
    });
  });

  it("from the hand, without the cost paid, without Rek'Sai, or with an opponent's Rek'Sai: it enters exhausted", async () => {
    const cases = [
      { objects: [rek], item: { playedFrom: "HAND", paidAdditionalCost: true } },
      { objects: [rek], item: { playedFrom: "TRASH" } },
      { objects: [], item: { playedFrom: "TRASH", paidAdditionalCost: true } },
      { objects: [card("rs", "Rek'Sai, Breacher", "p2", "base")], item: { playedFrom: "TRASH", paidAdditionalCost: true } },
    ];
    for (const c of cases) {
      const r = await check({
        name: "",
        objects: c.objects,
        chain: [{ id: "m", card: "Mega-Mech", controller: "p1", ...c.item }],
        expect: { objects: { m: { zone: "BASE", exhausted: true } } },
      });
      expect(text(r)).not.toMatch(/has \[Accelerate\] from/);
    }
  });
});

// Noxian Guillotine: a delayed trigger on the chosen unit, once, on the next damage dealt to it; with [Legion] active as the spell
// resolves (another card its controller played this turn), the unit is killed at once instead (158.2).
describe("a delayed kill on the next damage, or an immediate one with [Legion] (OGN-254 Noxian Guillotine)", () => {
  const board = (played: number) => ({ players: [{ id: "p1", deckSize: 20, cardsPlayedThisTurn: played }, { id: "p2", deckSize: 20 }] });
  const units = [unit("e", "p2", "bf1", { might: 6 }), unit("f", "p2", "bf1", { might: 6 })];

  it("is executable", async () => {
    await executable("OGN-254");
  });

  it("no other card played: the unit survives the spell, and is killed when damage is dealt to it afterwards", async () => {
    const r = await check({
      name: "",
      board: board(0),
      objects: units,
      chain: [{ id: "hr", card: "Hextech Ray", controller: "p2", targets: ["e"] }, { id: "ng", card: "Noxian Guillotine", controller: "p1", targets: ["e"] }],
      expect: { instructions: { ng: ["EXECUTED", "EXECUTED"] }, objects: { e: { zone: "TRASH" } } },
    });
    expect(text(r)).toMatch(/\[Legion\] is inactive/);
    expect(text(r)).toMatch(/Noxian Guillotine's delayed ability triggers \(e took damage\)/);
  });

  it("damage to another unit does not trigger it; without damage the chosen unit stays", async () => {
    await check({
      name: "",
      board: board(0),
      objects: units,
      chain: [{ id: "hr", card: "Hextech Ray", controller: "p2", targets: ["f"] }, { id: "ng", card: "Noxian Guillotine", controller: "p1", targets: ["e"] }],
      expect: { objects: { e: { zone: "BATTLEFIELD", damage: 0 }, f: { zone: "BATTLEFIELD", damage: 3 } } },
    });
  });

  it("another card played this turn: [Legion] kills the unit now, and no delayed trigger is left", async () => {
    const r = await check({
      name: "",
      board: board(1),
      objects: units,
      chain: [{ id: "ng", card: "Noxian Guillotine", controller: "p1", targets: ["e"] }],
      expect: { instructions: { ng: ["EXECUTED", "EXECUTED"] }, objects: { e: { zone: "TRASH" } } },
    });
    expect(text(r)).toMatch(/\[Legion\] is active/);
    expect(text(r)).not.toMatch(/delayed/);
  });

  it("a card played earlier on the chain by the same player makes [Legion] active", async () => {
    await check({
      name: "",
      board: board(0),
      objects: units,
      chain: [{ id: "hr", card: "Hextech Ray", controller: "p1", targets: ["f"] }, { id: "ng", card: "Noxian Guillotine", controller: "p1", targets: ["e"] }],
      expect: { objects: { e: { zone: "TRASH" }, f: { damage: 3 } } },
    });
  });
});

// Bard, Mercurial: an optional additional cost of exhausting its controller's legend (the legend on the board, ready as it is
// paid), and a play effect on that cost moving any number of its controller's units to one open battlefield (unoccupied and
// uncontrolled, 170.11.c), chosen once for all of them.
describe("the legend exhausted as an optional additional cost; units moved to an uncontrolled empty battlefield (SFD-079 Bard, Mercurial)", () => {
  const legend = (extra: Record<string, unknown> = {}) => card("lg", "Gloomist", "p1", "base", extra);
  const bard = (paid: boolean) => ({ id: "b", card: "Bard, Mercurial", controller: "p1", paidAdditionalCost: paid });

  it("is executable", async () => {
    await executable("SFD-079");
  });

  it("paid: the legend is exhausted, and the chosen units move to the only open battlefield (bf2 is occupied)", async () => {
    const r = await check({
      name: "",
      objects: [legend(), unit("u1", "p1", "base"), unit("u2", "p1", "bf2"), unit("u3", "p1", "base")],
      chain: [bard(true)],
      choices: [{ item: "b.a0", index: 0, objects: ["b", "u1"] }],
      expect: { objects: { lg: { exhausted: true }, b: { zone: "BATTLEFIELD", battlefield: "bf1" }, u1: { zone: "BATTLEFIELD", battlefield: "bf1" }, u2: { battlefield: "bf2" }, u3: { zone: "BASE" } } },
    });
    expect(text(r)).toMatch(/exhausts their legend, Gloomist/);
  });

  it("two open battlefields: the one chosen is asked once, and every unit goes there", async () => {
    await check({
      name: "",
      objects: [legend(), unit("u1", "p1", "base"), unit("u3", "p1", "base")],
      chain: [bard(true)],
      choices: [{ item: "b.a0", index: 0, objects: ["u1", "u3"] }, { item: "b.a0", index: 1, option: "bf2" }],
      expect: { objects: { u1: { zone: "BATTLEFIELD", battlefield: "bf2" }, u3: { zone: "BATTLEFIELD", battlefield: "bf2" }, b: { zone: "BASE" } } },
    });
  });

  it("a battlefield without units but controlled is not open: with the other occupied, nothing moves", async () => {
    const r = await check({
      name: "",
      board: { battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
      objects: [legend(), unit("u1", "p1", "base"), unit("e", "p2", "bf2")],
      chain: [bard(true)],
      choices: [{ item: "b.a0", index: 0, objects: ["u1"] }],
      expect: { instructions: { "b.a0": ["IGNORED"] }, objects: { u1: { zone: "BASE" } } },
    });
    expect(text(r)).toMatch(/no open battlefield/);
  });

  it("not paid, or the legend already exhausted, or no legend given: the play effect does not trigger", async () => {
    for (const [objects, paid] of [[[legend()], false], [[legend({ exhausted: true })], true], [[], true]] as const) {
      const r = await check({
        name: "",
        objects: [...objects, unit("u1", "p1", "base")],
        chain: [bard(paid)],
        expect: { objects: { u1: { zone: "BASE" }, b: { zone: "BASE" } }, kinds: { "b.a0": { INSTRUCTION: false } } },
      });
      if (paid) expect(text(r)).toMatch(/optional additional cost \(exhaust your legend\) is not paid/);
    }
  });
});

// Dragon's Rage: after the move, a reflexive trigger (387.2) about the unit moved; its target, a second enemy unit where that unit
// went (noted as it moved), is chosen as it goes on the chain, and the two fight.
describe("an enemy unit moved, then it fights a second enemy unit where it went (OGN-258 Dragon's Rage)", () => {
  const objects = [unit("e", "p2", "bf1", { might: 4 }), unit("f", "p2", "bf2", { might: 3 }), unit("g", "p2", "bf1", { might: 2 }), unit("m", "p1", "bf2", { might: 5 })];
  const rage = { id: "dr", card: "Dragon's Rage", controller: "p1", targets: ["e"], destination: "bf2" };

  it("is executable", async () => {
    await executable("OGN-258");
  });

  it("the unit moves to bf2; the only choice offered is the other enemy unit there, and they fight", async () => {
    await check({
      name: "",
      objects,
      chain: [rage],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "dr.delayed", index: 0, player: "p1", options: ["f"] }, objects: { e: { battlefield: "bf2" } } },
    });
    const r = await check({
      name: "",
      objects,
      chain: [rage],
      choices: [{ item: "dr.delayed", index: 0, objects: ["f"] }],
      expect: { instructions: { dr: ["EXECUTED", "EXECUTED"], "dr.delayed": ["EXECUTED", "EXECUTED"] }, objects: { e: { battlefield: "bf2", damage: 3 }, f: { zone: "TRASH" }, g: { damage: 0 }, m: { damage: 0 } } },
    });
    expect(text(r)).toMatch(/e deals 4 to f and f deals 3 to e/);
  });

  it("no other enemy unit at the destination: the reflexive trigger has no target and is not put on the chain", async () => {
    const r = await check({
      name: "",
      objects: [unit("e", "p2", "bf1", { might: 4 }), unit("m", "p1", "bf2", { might: 5 })],
      chain: [rage],
      expect: { objects: { e: { battlefield: "bf2", damage: 0 }, m: { damage: 0 } }, kinds: { "dr.delayed": { PLAY_ILLEGAL: true, INSTRUCTION: false } } },
    });
    expect(text(r)).toMatch(/needs 1 target/);
  });

  it("moved to base (chosen as it resolves): its controller's base, where the other enemy units in that base may be chosen", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1", { might: 4 }), unit("b2", "p2", "base", { might: 3 }), unit("b1", "p1", "base", { might: 3 })],
      chain: [{ ...rage, destination: undefined }],
      choices: [{ item: "dr", index: 0, option: "base" }],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "dr.delayed", options: ["b2"] }, objects: { e: { zone: "BASE", controller: "p2" } } },
    });
  });

  it("a unit that is not at the destination (or the moved unit itself) is not a legal choice", async () => {
    const r = await check({
      name: "",
      objects,
      chain: [rage],
      choices: [{ item: "dr.delayed", index: 0, objects: ["g"] }],
      expect: { objects: { e: { battlefield: "bf2", damage: 0 }, g: { damage: 0 } } },
    });
    expect(text(r)).toMatch(/it must be at .*bf2.*, where the unit was moved/);
  });
});

// Rell, Magnetic: its attack trigger (placed by the caller) may play an Equipment card of the hand costing {2} Energy or less,
// its cost ignored (to base, 152.2); a reflexive trigger of Rell then attaches that Equipment to it.
describe("an attack trigger playing a cheap Equipment from the hand, then attached to the unit (SFD-024 Rell, Magnetic)", () => {
  const board = (hand: string[] | undefined) => ({ players: [{ id: "p1", deckSize: 20, ...(hand ? { hand } : { handSize: 3 }) }, { id: "p2", deckSize: 20 }] });
  const attack = { id: "ra", source: "rell", ability: 1, controller: "p1" };
  const rell = card("rell", "Rell, Magnetic", "p1", "bf1");

  it("is executable", async () => {
    await executable("SFD-024");
  });

  it("the only Equipment of {2} or less in hand is played to base and then attached to Rell", async () => {
    const r = await check({
      name: "",
      board: board(["Doran's Blade", "Sterak's Gage", "Flash"]),
      objects: [rell],
      chain: [attack],
      choices: [{ item: "ra", index: 0, option: "accept" }],
      expect: {
        instructions: { ra: ["EXECUTED", "EXECUTED"], "ra.delayed": ["EXECUTED"] },
        objects: { "ra.played": { zone: "BATTLEFIELD", battlefield: "bf1", attachedTo: "rell" }, rell: { might: 6 } },
        players: { p1: { hand: ["Sterak's Gage", "Flash"] } },
      },
    });
    expect(text(r)).toMatch(/plays Doran's Blade from their hand as ra\.played, ignoring its cost, to p1's base/);
  });

  it("two that fit: the one chosen is played", async () => {
    await check({
      name: "",
      board: board(["Doran's Blade", "Brutalizer"]),
      objects: [rell],
      chain: [attack],
      choices: [{ item: "ra", index: 0, option: "accept" }, { item: "ra", index: 1, option: "Brutalizer" }],
      // Brutalizer: +1, and +2 more while it was attached to the unit this turn
      expect: { objects: { "ra.played": { attachedTo: "rell" }, rell: { might: 7 } }, players: { p1: { hand: ["Doran's Blade"] } } },
    });
  });

  it("declined, none that fits, or a hand given by its size: nothing is played and no reflexive trigger", async () => {
    for (const [hand, choices] of [[["Doran's Blade"], [{ item: "ra", index: 0, option: "decline" }]], [["Sterak's Gage"], [{ item: "ra", index: 0, option: "accept" }]], [undefined, [{ item: "ra", index: 0, option: "accept" }]]] as const) {
      const r = await check({
        name: "",
        board: board(hand as string[] | undefined),
        objects: [rell],
        chain: [attack],
        choices: [...choices],
        expect: { objects: { rell: { might: 4 } } },
      });
      expect(r.steps.some((s) => s.chainItem === "ra.delayed")).toBe(false);
    }
  });
});

// Emperor of the Sands: Sand Soldiers its controller plays get [Weaponmaster]'s play trigger (821.1.c: attach an Equipment they
// control; the Equip cost, less {any}, is paid outside the engine); its ability is usable only once they played an Equipment this turn
// (board input: a player's playedEquipmentThisTurn; an Equipment the chain plays counts). The tests' default date reads the earlier
// text (the keyword given to the player's Sand Soldiers by a static ability: a Sand Soldier token is one, 187.3); the last test the
// text in force from 2026-09-03.
describe("[Weaponmaster] for its controller's Sand Soldiers; a token only after an Equipment was played (SFD-197 Emperor of the Sands)", () => {
  const board = (played: boolean) => ({ players: [{ id: "p1", deckSize: 20, playedEquipmentThisTurn: played }, { id: "p2", deckSize: 20 }] });
  const emperor = card("es", "Emperor of the Sands", "p1", "base");
  const blade = card("eq", "Doran's Blade", "p1", "base");

  it("is executable, in both texts", async () => {
    await executable("SFD-197");
    await executableCard("SFD-197", "2026-10-01");
  });

  it("an Equipment played earlier this turn: the token is played, and its granted Weaponmaster attaches the Equipment chosen", async () => {
    const r = await check({
      name: "",
      board: board(true),
      objects: [emperor, blade],
      chain: [{ id: "a", source: "es", ability: 1, controller: "p1" }],
      choices: [{ item: "a.token1.weaponmaster", index: 0, objects: ["eq"] }],
      expect: { objects: { es: { exhausted: true }, "a.token1": { zone: "BASE", might: 4 }, eq: { attachedTo: "a.token1" } } },
    });
    expect(r.steps.find((s) => s.chainItem === "a.token1.weaponmaster" && s.kind === "TRIGGER")!.citations.map((c) => c.rule)).toContain("821.1.c");
  });

  it("no Equipment played this turn: the ability can't be used", async () => {
    const r = await check({
      name: "",
      board: board(false),
      objects: [emperor, blade],
      chain: [{ id: "a", source: "es", ability: 1, controller: "p1" }],
      expect: { objects: { es: { exhausted: false } }, kinds: { a: { PLAY_ILLEGAL: true, INSTRUCTION: false } } },
    });
    expect(text(r)).toMatch(/has not played an Equipment this turn/);
  });

  it("an Equipment played on the chain first makes it usable; the Sand Soldier token of a spell gets Weaponmaster too", async () => {
    await check({
      name: "",
      board: board(false),
      objects: [emperor],
      chain: [{ id: "db", card: "Doran's Blade", controller: "p1" }, { id: "a", source: "es", ability: 1, controller: "p1" }],
      choices: [{ item: "a.token1.weaponmaster", index: 0, objects: ["db"] }],
      expect: { objects: { "a.token1": { might: 4 }, db: { attachedTo: "a.token1" } } },
    });
    await check({
      name: "",
      board: board(false),
      objects: [emperor, blade],
      chain: [{ id: "dc", card: "Desert's Call", controller: "p1" }],
      choices: [{ item: "dc.token1.weaponmaster", index: 0, objects: ["eq"] }],
      expect: { objects: { "dc.token1": { might: 4 }, eq: { attachedTo: "dc.token1" } } },
    });
  });

  it("the text in force from 2026-09-03: the same, by its own static ability", async () => {
    const r = await check({
      name: "",
      asOf: "2026-10-01",
      board: board(true),
      objects: [emperor, blade],
      chain: [{ id: "a", source: "es", ability: 1, controller: "p1" }],
      choices: [{ item: "a.token1.weaponmaster", index: 0, objects: ["eq"] }],
      expect: { objects: { "a.token1": { might: 4 }, eq: { attachedTo: "a.token1" } } },
    });
    expect(text(r)).toMatch(/with the \[Weaponmaster\] Emperor of the Sands \(es\) gives it/);
  });

  it("an opponent's Sand Soldier gets nothing from it", async () => {
    const r = await check({
      name: "",
      board: board(false),
      objects: [emperor, card("eq2", "Doran's Blade", "p2", "base")],
      chain: [{ id: "dc", card: "Desert's Call", controller: "p2" }],
      expect: { objects: { "dc.token1": { might: 2 } } },
    });
    expect(r.steps.some((s) => s.chainItem === "dc.token1.weaponmaster")).toBe(false);
  });
});

// Swift Scout: its other cost for hiding is outside chain resolution (811); its ability takes a Teemo unit its controller owns back
// to their hand, from the board (a new object) or from their Champion Zone (board input: a player's championZone), asked when several.
describe("a Teemo unit taken back to the hand from the board or the Champion Zone (OGN-263 Swift Scout)", () => {
  const board = (zone?: string) => ({ players: [{ id: "p1", deckSize: 20, hand: [], ...(zone ? { championZone: zone } : {}) }, { id: "p2", deckSize: 20 }] });
  const scout = card("ss", "Swift Scout", "p1", "base");
  const use = { id: "a", source: "ss", ability: 1, controller: "p1" };

  it("is executable", async () => {
    await executable("OGN-263");
  });

  it("the only Teemo unit is on the board: it goes to p1's hand, and the legend is exhausted", async () => {
    await check({
      name: "",
      board: board(),
      objects: [scout, card("t", "Teemo, Scout", "p1", "bf1"), unit("u", "p1", "bf1")],
      chain: [use],
      expect: { instructions: { a: ["EXECUTED"] }, objects: { t: { zone: "HAND" }, u: { zone: "BATTLEFIELD" }, ss: { exhausted: true } }, players: { p1: { hand: ["Teemo, Scout"], handSize: 1 } } },
    });
  });

  it("the only one is in the Champion Zone: it goes to the hand", async () => {
    await check({
      name: "",
      board: board("Teemo, Strategist"),
      objects: [scout],
      chain: [use],
      expect: { instructions: { a: ["EXECUTED"] }, players: { p1: { hand: ["Teemo, Strategist"] } } },
    });
  });

  it("one on the board and one in the Champion Zone: the one chosen", async () => {
    await check({
      name: "",
      board: board("Teemo, Strategist"),
      objects: [scout, card("t", "Teemo, Scout", "p1", "bf1")],
      chain: [use],
      choices: [{ item: "a", index: 0, option: "champion zone" }],
      expect: { objects: { t: { zone: "BATTLEFIELD" } }, players: { p1: { hand: ["Teemo, Strategist"] } } },
    });
  });

  it("an opponent's Teemo, or a Champion Zone card that is no Teemo: nothing", async () => {
    const r = await check({
      name: "",
      board: board("Vengeance"),
      objects: [scout, card("t", "Teemo, Scout", "p2", "bf1")],
      chain: [use],
      expect: { instructions: { a: ["IGNORED"] }, objects: { t: { zone: "BATTLEFIELD" } }, players: { p1: { handSize: 0 } } },
    });
    expect(text(r)).toMatch(/owns no Teemo unit on the board, and Vengeance in their Champion Zone is not one/);
  });
});

// Immortal Phoenix: a trigger of the card in its owner's trash as that player kills a unit with a spell (the kill attributed to the
// spell: its Kill instruction, 428.5.b, or lethal damage it dealt, killed in the cleanup right after it resolved, 428.5.c); its opening
// payment is recorded, and the card is played from the trash to a location its owner chooses.
describe("a unit card in the trash played from there when its owner kills a unit with a spell (OGN-037 Immortal Phoenix)", () => {
  const board = { players: [{ id: "p1", deckSize: 20, trash: ["Immortal Phoenix"] }, { id: "p2", deckSize: 20 }] };
  const phoenix = "p1:trash:0";
  const yes = [{ item: `${phoenix}.a1`, index: 0, option: "accept" }, { item: `${phoenix}.a1`, index: 1, option: "bf2" }];

  it("is executable", async () => {
    await executable("OGN-037");
  });

  it("p1's spell deals lethal damage: after the cleanup, the Phoenix is played from p1's trash", async () => {
    const r = await check({
      name: "",
      board,
      objects: [unit("e", "p2", "bf1", { might: 3 })],
      chain: [{ id: "hr", card: "Hextech Ray", controller: "p1", targets: ["e"] }],
      choices: yes,
      expect: { objects: { e: { zone: "TRASH" }, [phoenix]: { zone: "BATTLEFIELD", battlefield: "bf2", controller: "p1" } }, players: { p1: { trash: ["Hextech Ray"] } } },
    });
    expect(text(r)).toMatch(/p1 killed e with a spell \(Hextech Ray\)/);
  });

  it("a spell's Kill instruction counts too; declined, the Phoenix stays in the trash", async () => {
    await check({
      name: "",
      board,
      objects: [unit("e", "p2", "bf1", { might: 3 })],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"] }],
      choices: yes,
      expect: { objects: { [phoenix]: { zone: "BATTLEFIELD", battlefield: "bf2" } } },
    });
    await check({
      name: "",
      board,
      objects: [unit("e", "p2", "bf1", { might: 3 })],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"] }],
      choices: [{ item: `${phoenix}.a1`, index: 0, option: "decline" }],
      expect: { players: { p1: { trash: ["Immortal Phoenix", "Vengeance"] } }, kinds: { [`${phoenix}.a1`]: { INSTRUCTION: false } } },
    });
  });

  it("an opponent's spell, or damage that does not kill, triggers nothing", async () => {
    for (const [controller, might] of [["p2", 3], ["p1", 5]] as const) {
      const r = await check({
        name: "",
        board,
        objects: [unit("e", "p1", "bf1", { might })],
        chain: [{ id: "hr", card: "Hextech Ray", controller, targets: ["e"] }],
        expect: {},
      });
      expect(r.steps.some((s) => s.chainItem === `${phoenix}.a1`)).toBe(false);
      expect(r.finalBoard.players.find((p) => p.id === "p1")!.trash).toContain("Immortal Phoenix");
    }
  });
});
