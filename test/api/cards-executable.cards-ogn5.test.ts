// Phrases made executable on the cards-ogn5 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, facedown, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// Karthus: its controller's Deathknell abilities that trigger are put on the chain once more (one more per such unit).
describe("Deathknell effects triggering an additional time (OGN-236 Karthus, Eternal)", () => {
  it("is executable", async () => {
    await executable("OGN-236");
  });

  it("Watchful Sentry dies while its controller has Karthus: its Deathknell resolves twice, two cards drawn", async () => {
    const r = await check({
      name: "",
      objects: [card("k", "Karthus, Eternal", "p1", "base"), card("s", "Watchful Sentry", "p1", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p2", targets: ["s"] }],
      choices: [{ item: "p1:trigger-order", index: 0, objects: ["s.a0", "s.a0#2"] }],
      expect: { instructions: { "s.a0": ["EXECUTED"], "s.a0#2": ["EXECUTED"] }, objects: { s: { zone: "TRASH" }, k: { zone: "BASE" } }, players: { p1: { handSize: 2 } } },
    });
    expect(r.steps.find((s) => /trigger an additional time/.test(s.explanation))!.citations.map((c) => c.rup4)).toContain("808.1");
  });

  it("Karthus controlled by the opponent: the Deathknell triggers once", async () => {
    const r = await check({
      name: "",
      objects: [card("k", "Karthus, Eternal", "p2", "base"), card("s", "Watchful Sentry", "p1", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p2", targets: ["s"] }],
      expect: { instructions: { "s.a0": ["EXECUTED"] }, players: { p1: { handSize: 1 }, p2: { handSize: 0 } } },
    });
    expect(r.steps.some((s) => s.chainItem === "s.a0#2")).toBe(false);
  });

  it("Karthus dies in the same kill (The Ruination): it has left with the Sentry, so the Deathknell triggers once", async () => {
    const r = await check({
      name: "",
      objects: [card("k", "Karthus, Eternal", "p1", "bf1"), card("s", "Watchful Sentry", "p1", "bf1")],
      chain: [{ id: "ru", card: "The Ruination", controller: "p2" }],
      expect: { objects: { s: { zone: "TRASH" }, k: { zone: "TRASH" } }, players: { p1: { handSize: 1 } } },
    });
    expect(r.steps.some((s) => s.chainItem === "s.a0#2")).toBe(false);
  });
});

// A gear's trigger on three events: its play effect, its discard (the hand's cards given: it is then an object of its
// owner's trash), and its kill (from its owner's trash, where it went, 383.2.c.1). Leaving the board otherwise is none of them.
describe("a gear's trigger as it is played, discarded or killed (OGN-182 Scrapheap)", () => {
  it("is executable", async () => {
    await executable("OGN-182");
  });

  it("played: its controller draws 1", async () => {
    await check({
      name: "",
      chain: [{ id: "sh", card: "Scrapheap", controller: "p1" }],
      expect: { instructions: { "sh.a0": ["EXECUTED"] }, objects: { sh: { zone: "BASE" } }, players: { p1: { handSize: 1 } } },
    });
  });

  it("discarded by Get Excited! (the hand's cards given): it triggers from the trash and p1 draws 1", async () => {
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, hand: ["Scrapheap", "Flash"], trash: [] }, { id: "p2", deckSize: 20 }] },
      objects: [unit("e", "p2", "bf1", { might: 5 })],
      chain: [{ id: "ge", card: "Get Excited!", controller: "p1", targets: ["e"] }],
      choices: [{ item: "ge", index: 0, objects: ["Scrapheap"] }],
      expect: { instructions: { "p1:trash:0.a0": ["EXECUTED"] }, objects: { e: { damage: 2 } }, players: { p1: { handSize: 2, trash: ["Scrapheap", "Get Excited!"] } } },
    });
    expect(text(r)).toMatch(/p1 discarded Scrapheap/);
  });

  it("killed by the opponent's Thermo Beam: its controller (p1) draws 1, from the trash", async () => {
    const r = await check({
      name: "",
      objects: [card("g", "Scrapheap", "p1", "base")],
      chain: [{ id: "tb", card: "Thermo Beam", controller: "p2" }],
      expect: { instructions: { "g.a0": ["EXECUTED"] }, objects: { g: { zone: "TRASH" } }, players: { p1: { handSize: 1 }, p2: { handSize: 0 } } },
    });
    expect(r.steps.find((s) => /was killed and is in p1's trash/.test(s.explanation))!.citations.map((c) => c.rup4)).toContain("383.2.c.1");
  });

  it("returned to its owner's hand by Factory Recall: not played, discarded or killed, so nothing triggers", async () => {
    const r = await check({
      name: "",
      objects: [card("g", "Scrapheap", "p1", "base")],
      chain: [{ id: "fr", card: "Factory Recall", controller: "p2", targets: ["g"] }],
      expect: { objects: { g: { zone: "HAND" } }, players: { p1: { handSize: 1 } } },
    });
    expect(r.steps.some((s) => s.chainItem === "g.a0")).toBe(false);
  });
});

// A unit's static: its controller's opponents can't play a card from facedown at its battlefield (playing a card from
// facedown reveals it, 811.1.c.3); its controller's own hidden cards, and other battlefields, are unaffected.
describe("opponents' hidden cards at its battlefield can't be played from facedown (OGN-018 Noxus Saboteur)", () => {
  it("is executable", async () => {
    await executable("OGN-018");
  });

  const board = { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2", controller: "p1" }] };

  it("p1's Pakaa Cub hidden where p2's Saboteur is: it can't be played from facedown and stays facedown", async () => {
    const r = await check({
      name: "", board,
      objects: [card("ns", "Noxus Saboteur", "p2", "bf1"), facedown("fd", "Pakaa Cub", "p1", "bf1")],
      chain: [{ id: "pc", card: "Pakaa Cub", controller: "p1", playedFrom: "fd", battlefield: "bf1" }],
      expect: { objects: { fd: { zone: "FACEDOWN" } } },
    });
    const illegal = r.steps.find((s) => s.kind === "PLAY_ILLEGAL")!;
    expect(illegal.explanation).toMatch(/can't be revealed/);
    expect(illegal.citations.map((c) => c.rup4)).toEqual(expect.arrayContaining(["811.1.c.3", "054.1"]));
  });

  it("hidden at another battlefield, or the Saboteur its own controller's: Pakaa Cub is played there", async () => {
    await check({
      name: "", board,
      objects: [card("ns", "Noxus Saboteur", "p2", "bf1"), facedown("fd", "Pakaa Cub", "p1", "bf2")],
      chain: [{ id: "pc", card: "Pakaa Cub", controller: "p1", playedFrom: "fd", battlefield: "bf2" }],
      expect: { objects: { fd: { zone: "BATTLEFIELD", battlefield: "bf2" } } },
    });
    const r = await check({
      name: "", board,
      objects: [card("ns", "Noxus Saboteur", "p1", "bf1"), facedown("fd", "Pakaa Cub", "p1", "bf1")],
      chain: [{ id: "pc", card: "Pakaa Cub", controller: "p1", playedFrom: "fd", battlefield: "bf1" }],
      expect: { objects: { fd: { zone: "BATTLEFIELD", battlefield: "bf1" } } },
    });
    expect(r.steps.some((s) => s.kind === "PLAY_ILLEGAL")).toBe(false);
  });
});

// A unit's trigger on its controller recycling one or more cards to their Main Deck: once for each recycle event, noticed
// where the cards recycled are known (a deck given as card names); each player recycles to their own deck (416.1.c).
describe("a trigger on its controller recycling cards to their Main Deck (OGN-235 Karma, Channeler)", () => {
  it("is executable", async () => {
    await executable("OGN-235");
  });

  const board = { players: [{ id: "p1", deck: ["Void Seeker", "Flash", "Discipline"] }, { id: "p2", deckSize: 20 }] };

  it("Karma's Vision recycles the top card: the trigger buffs the friendly unit chosen", async () => {
    const r = await check({
      name: "", board,
      objects: [unit("f", "p1", "base", { might: 2 })],
      chain: [{ id: "k", card: "Karma, Channeler", controller: "p1" }],
      choices: [{ item: "k.a0", index: 0, objects: ["p1:deck:0"] }, { item: "k.a1", index: 0, objects: ["f"] }],
      expect: { instructions: { "k.a0": ["EXECUTED"], "k.a1": ["EXECUTED"] }, objects: { f: { might: 3 }, k: { might: 6 } } },
    });
    expect(r.steps.find((s) => s.chainItem === "k.a1" && s.kind === "TRIGGER")?.explanation ?? text(r)).toMatch(/recycled Void Seeker/);
  });

  it("nothing recycled (the Vision declined): no trigger", async () => {
    const r = await check({
      name: "", board,
      objects: [unit("f", "p1", "base", { might: 2 })],
      chain: [{ id: "k", card: "Karma, Channeler", controller: "p1" }],
      choices: [{ item: "k.a0", index: 0, option: "none" }],
      expect: { instructions: { "k.a0": ["EXECUTED"] }, objects: { f: { might: 2 } } },
    });
    expect(r.steps.some((s) => s.chainItem === "k.a1")).toBe(false);
  });

  it("an opponent recycling to their own Main Deck does not trigger it; its controller's Dr. Mundo trigger recycling from the trash does", async () => {
    const mundo = { players: [{ id: "p1", deckSize: 20, trash: ["Flash", "Discipline"] }, { id: "p2", deckSize: 20, trash: ["Flash", "Discipline"] }] };
    const r = await check({
      name: "", board: mundo,
      objects: [card("k", "Karma, Channeler", "p1", "base"), card("m", "Dr. Mundo, Expert", "p2", "base")],
      chain: [{ id: "t", source: "m", ability: 1, controller: "p2" }],
      expect: { instructions: { t: ["EXECUTED"] }, objects: { k: { might: 6 } }, players: { p2: { trash: [] } } },
    });
    expect(r.steps.some((s) => s.chainItem === "k.a1")).toBe(false);
    await check({
      name: "", board: mundo,
      objects: [card("k", "Karma, Channeler", "p1", "base"), card("m", "Dr. Mundo, Expert", "p1", "base")],
      chain: [{ id: "t", source: "m", ability: 1, controller: "p1" }],
      choices: [{ item: "k.a1", index: 0, objects: ["k"] }],
      expect: { instructions: { t: ["EXECUTED"], "k.a1": ["EXECUTED"] }, objects: { k: { might: 7 } }, players: { p1: { trash: [] } } },
    });
  });
});

// Replacements of cards as they are looked at or revealed from the top of their owner's Main Deck (370, 424), seen only where
// the deck's cards are known: Nocturne may be banished as it is seen, then played by its owner (the cost paid outside the engine);
// Undertitan's add is recorded as it is revealed (resources are not part of the board).
describe("as a card is looked at or revealed from the top of its deck (OGN-194 Nocturne, Horrifying; SFD-175 Undertitan)", () => {
  it("are executable", async () => {
    await executable("OGN-194", "SFD-175");
  });

  const deck = (second: string) => ({ players: [{ id: "p1", deck: ["Flash", second, "Discipline", "Void Seeker"], hand: [] }, { id: "p2", deckSize: 20 }] });

  it("Stacked Deck looks at Nocturne: p1 banishes it and plays it to their base; Flash is put into the hand, Discipline recycled", async () => {
    const r = await check({
      name: "", board: deck("Nocturne, Horrifying"),
      chain: [{ id: "sd", card: "Stacked Deck", controller: "p1" }],
      choices: [{ item: "sd", index: 0, option: "accept" }, { item: "sd", index: 1, option: "accept" }, { item: "sd", index: 2, option: "base" }, { item: "sd", index: 3, objects: ["p1:deck:0"] }],
      expect: { objects: { "p1:deck:1": { zone: "BASE", controller: "p1" } }, players: { p1: { hand: ["Flash"] } } },
    });
    expect(r.steps.find((s) => /banishes it/.test(s.explanation))!.citations.map((c) => c.rup4)).toContain("370.1.b");
    expect(text(r)).toMatch(/plays Nocturne, Horrifying.*from banishment/);
  });

  it("banished but not played: it stays banished; declined: it stays among the cards looked at and can be put into the hand", async () => {
    await check({
      name: "", board: deck("Nocturne, Horrifying"),
      chain: [{ id: "sd", card: "Stacked Deck", controller: "p1" }],
      choices: [{ item: "sd", index: 0, option: "accept" }, { item: "sd", index: 1, option: "decline" }, { item: "sd", index: 2, objects: ["p1:deck:0"] }],
      expect: { objects: { "p1:deck:1": { zone: "BANISHMENT" } }, players: { p1: { hand: ["Flash"] } } },
    });
    await check({
      name: "", board: deck("Nocturne, Horrifying"),
      chain: [{ id: "sd", card: "Stacked Deck", controller: "p1" }],
      choices: [{ item: "sd", index: 0, option: "decline" }, { item: "sd", index: 1, objects: ["p1:deck:1"] }],
      expect: { objects: { "p1:deck:1": { zone: "HAND" } }, players: { p1: { hand: ["Nocturne, Horrifying"] } } },
    });
  });

  it("another player's look (p2's Stacked Deck at their own deck) does not offer p1's Nocturne anything", async () => {
    const r = await check({
      name: "", board: { players: [{ id: "p1", deck: ["Nocturne, Horrifying"], hand: [] }, { id: "p2", deck: ["Flash", "Discipline", "Void Seeker"], hand: [] }] },
      chain: [{ id: "sd", card: "Stacked Deck", controller: "p2" }],
      choices: [{ item: "sd", index: 0, objects: ["p2:deck:0"] }],
      expect: { players: { p2: { hand: ["Flash"] } } },
    });
    expect(r.steps.some((s) => s.kind === "REPLACEMENT")).toBe(false);
  });

  it("Undertitan revealed from among the cards Ivern looks at: p1 adds {2}, recorded; only looked at (not revealed), nothing is added", async () => {
    const r = await check({
      name: "", board: deck("Undertitan"),
      chain: [{ id: "iv", card: "Ivern, Nurturer", controller: "p1" }],
      choices: [{ item: "iv.a0", index: 0, objects: ["p1:deck:1"] }],
      expect: { objects: { "p1:deck:1": { zone: "HAND" } }, players: { p1: { hand: ["Undertitan"] } } },
    });
    expect(r.steps.find((s) => /Undertitan \(p1:deck:1\) is revealed from/.test(s.explanation))!.explanation).toMatch(/adds \{2\}/);
    const looked = await check({
      name: "", board: deck("Undertitan"),
      chain: [{ id: "sd", card: "Stacked Deck", controller: "p1" }],
      choices: [{ item: "sd", index: 0, objects: ["p1:deck:1"] }],
      expect: { players: { p1: { hand: ["Undertitan"] } } },
    });
    expect(text(looked)).not.toMatch(/Undertitan \(p1:deck:1\) is revealed from/);
  });
});

// A unit's trigger as a showdown begins at its battlefield (placed by the caller: showdowns are not simulated), paid as it goes
// on the chain (383.3.b); Predict, then the top card revealed and drawn only if it's a spell (otherwise it stays on top).
describe("a showdown trigger at its battlefield: paid, Predict, then the top card revealed and drawn if a spell (UNL-079 Diana, Lunari)", () => {
  it("is executable", async () => {
    await executable("UNL-079");
  });

  const board = { players: [{ id: "p1", deck: ["Void Seeker", "Pakaa Cub", "Flash"], hand: [] }, { id: "p2", deckSize: 20 }] };
  const chain = [{ id: "t", source: "d", ability: 0, controller: "p1" }];

  it("paid, nothing recycled: Void Seeker is revealed, a spell, and drawn", async () => {
    await check({
      name: "", board, objects: [card("d", "Diana, Lunari", "p1", "bf1")], chain,
      choices: [{ item: "t", index: 0, option: "accept" }, { item: "t", index: 1, option: "none" }],
      expect: { instructions: { t: ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"] }, players: { p1: { hand: ["Void Seeker"] } } },
    });
  });

  it("Void Seeker recycled by the Predict: Pakaa Cub is revealed, not a spell, and nothing is drawn", async () => {
    const r = await check({
      name: "", board, objects: [card("d", "Diana, Lunari", "p1", "bf1")], chain,
      choices: [{ item: "t", index: 0, option: "accept" }, { item: "t", index: 1, objects: ["p1:deck:0"] }],
      expect: { players: { p1: { hand: [] } } },
    });
    expect(text(r)).toMatch(/Pakaa Cub \(p1:deck:1\) is not a spell: nothing is done with it/);
  });

  it("not paid: neither the Predict nor the reveal that follows it happens, nothing is drawn", async () => {
    const r = await check({
      name: "", board, objects: [card("d", "Diana, Lunari", "p1", "bf1")], chain,
      choices: [{ item: "t", index: 0, option: "decline" }],
      expect: { players: { p1: { hand: [] } } },
    });
    expect(text(r)).not.toMatch(/reveals/);
  });
});

// A unit's trigger on an opponent moving their unit to a battlefield other than the unit's own (a spell or ability of that
// opponent during a chain; standard moves are placed by the caller).
describe("a draw as an opponent moves to another battlefield than the unit's (OGN-158 Volibear, Imposing)", () => {
  it("is executable", async () => {
    await executable("OGN-158");
  });

  const board = { battlefields: [{ id: "bf1" }, { id: "bf2" }] };
  const move = (controller: string, unitId: string, to: string) => [{ id: "rw", card: "Ride the Wind", controller, targets: [unitId], destination: to }];

  it("p2's Ride the Wind moves p2's unit to bf2 while Volibear is at bf1: p1 draws 1", async () => {
    await check({
      name: "", board,
      objects: [card("v", "Volibear, Imposing", "p1", "bf1"), unit("e", "p2", "base")],
      chain: move("p2", "e", "bf2"),
      expect: { instructions: { "v.a2": ["EXECUTED"] }, objects: { e: { zone: "BATTLEFIELD", battlefield: "bf2" } }, players: { p1: { handSize: 1 } } },
    });
  });

  it("moved to Volibear's own battlefield, or p1 moving their own unit: nothing is drawn", async () => {
    const r = await check({
      name: "", board,
      objects: [card("v", "Volibear, Imposing", "p1", "bf1"), unit("e", "p2", "base")],
      chain: move("p2", "e", "bf1"),
      expect: { objects: { e: { battlefield: "bf1" } }, players: { p1: { handSize: 0 } } },
    });
    expect(text(r)).toMatch(/does not trigger: p2 moves .* to its own battlefield/);
    await check({
      name: "", board,
      objects: [card("v", "Volibear, Imposing", "p1", "bf1"), unit("f", "p1", "base")],
      chain: move("p1", "f", "bf2"),
      expect: { objects: { f: { battlefield: "bf2" } }, players: { p1: { handSize: 0 } } },
    });
  });
});

// A battlefield's Bonus Damage from anyone's spells and abilities to each unit there (713, 715.2); units elsewhere, and
// damage a unit is told to deal, get none.
describe("a battlefield's Bonus Damage to the units there (OGN-296 Void Gate)", () => {
  it("is executable", async () => {
    await executable("OGN-296");
  });

  const board = { battlefields: [{ id: "bf1", card: "Void Gate" }, { id: "bf2" }] };

  it("Void Seeker (4) on an enemy unit at Void Gate deals 5; at the other battlefield, 4", async () => {
    const r = await check({
      name: "", board,
      objects: [unit("a", "p2", "bf1", { might: 8 }), unit("b", "p2", "bf2", { might: 8 })],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["a"] }, { id: "vs2", card: "Void Seeker", controller: "p2", targets: ["b"] }],
      expect: { objects: { a: { damage: 5 }, b: { damage: 4 } } },
    });
    expect(r.steps.find((s) => /Void Gate: 1 Bonus Damage more/.test(s.explanation))!.citations.map((c) => c.rup4)).toContain("713");
  });
});

// A unit's trigger on another friendly unit moving away from its location (by a spell or ability; standard moves are placed
// by the caller): it may be moved to where that unit went (the location noted as it triggered, 359.3.f.3).
describe("following a friendly unit that moved away from its location (OGN-177 Stealthy Pursuer)", () => {
  it("is executable", async () => {
    await executable("OGN-177");
  });

  const board = { battlefields: [{ id: "bf1" }, { id: "bf2" }] };
  const objects = () => [card("sp", "Stealthy Pursuer", "p1", "bf1"), unit("f", "p1", "bf1"), unit("e", "p2", "bf1")];

  it("Ride the Wind moves the friendly unit to bf2: accepted, the Pursuer follows it", async () => {
    await check({
      name: "", board, objects: objects(),
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["f"], destination: "bf2" }],
      choices: [{ item: "sp.a0", index: 0, option: "accept" }],
      expect: { instructions: { "sp.a0": ["EXECUTED"] }, objects: { f: { battlefield: "bf2" }, sp: { zone: "BATTLEFIELD", battlefield: "bf2" } } },
    });
  });

  it("declined, it stays; an enemy unit moving from there does not trigger it", async () => {
    await check({
      name: "", board, objects: objects(),
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["f"], destination: "bf2" }],
      choices: [{ item: "sp.a0", index: 0, option: "decline" }],
      expect: { objects: { f: { battlefield: "bf2" }, sp: { battlefield: "bf1" } } },
    });
    const r = await check({
      name: "", board, objects: objects(),
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p2", targets: ["e"], destination: "bf2" }],
      expect: { objects: { e: { battlefield: "bf2" }, sp: { battlefield: "bf1" } } },
    });
    expect(r.steps.some((s) => s.chainItem === "sp.a0")).toBe(false);
  });
});
