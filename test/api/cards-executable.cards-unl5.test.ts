// Phrases made executable on the cards-unl5 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// Excess damage (465.2.c.4: damage assigned to a unit beyond lethal, possible only once no other unit is left to assign to) is
// assigned in a combat, which the engine does not simulate: the board gives each player's `excessDamageAssigned` in the combat
// of the conquest, and the caller places the conquest triggers of that combat. The condition is part of the trigger condition
// (383.2.a.1): checked as the trigger is placed. The engine's own conquests (a unit arriving at a battlefield with no units,
// 323.11) have no combat, so no excess damage: such an ability does not trigger there.
describe("conquest triggers on excess damage assigned", () => {
  const players = (p1: number) => ({ players: [{ id: "p1", deckSize: 20, excessDamageAssigned: p1 }, { id: "p2", deckSize: 20 }] });

  it("are executable: Yeti Brawler, Piltover Enforcer, Hextech Gauntlets, Trapping Grounds, Tryndamere, Sivir", async () => {
    await executable("UNL-018", "UNL-187", "UNL-188", "UNL-217", "OGN-034", "SFD-120");
  });

  it("a unit's (UNL-018): 3 excess damage assigned, two Gold gear tokens are played exhausted", async () => {
    await check({
      name: "",
      board: players(3),
      objects: [card("y", "Yeti Brawler", "p1", "bf1")],
      chain: [{ id: "c", source: "y", ability: 0, controller: "p1" }],
      expect: { instructions: { c: ["EXECUTED"] }, objects: { "c.token1": { zone: "BASE", exhausted: true }, "c.token2": { zone: "BASE", exhausted: true } } },
    });
  });

  it("with 2 excess damage it does not trigger: no tokens", async () => {
    const r = await check({
      name: "",
      board: players(2),
      objects: [card("y", "Yeti Brawler", "p1", "bf1")],
      chain: [{ id: "c", source: "y", ability: 0, controller: "p1" }],
      expect: { kinds: { c: { INSTRUCTION: false } }, cites: { c: ["383.2.a.1"] } },
    });
    expect(text(r)).toMatch(/assigned 2 excess damage/);
    expect(r.finalBoard.objects.some((o) => o.id.startsWith("c.token"))).toBe(false);
  });

  it("the engine's own conquest (a spell moves the unit to an empty battlefield): no combat, so no excess damage, no trigger", async () => {
    const r = await check({
      name: "",
      board: { ...players(5), battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
      objects: [card("y", "Yeti Brawler", "p1", "base")],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["y"], destination: "bf1" }],
      expect: { objects: { y: { zone: "BATTLEFIELD", battlefield: "bf1" } }, cites: { "*": ["465.2.c.4"] } },
    });
    expect(text(r)).toMatch(/conquers it/);
    expect(text(r)).toMatch(/without a combat/);
    expect(r.finalBoard.objects.some((o) => o.id.includes("token"))).toBe(false);
  });

  it("a legend's (UNL-187): it may be exhausted to ready a unit", async () => {
    await check({
      name: "",
      board: players(4),
      objects: [card("pe", "Piltover Enforcer", "p1", "base"), unit("u", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "c", source: "pe", ability: 0, controller: "p1", targets: ["u"] }],
      choices: [{ item: "c", index: 0, option: "accept" }],
      expect: { objects: { pe: { exhausted: true }, u: { exhausted: false } } },
    });
  });

  it("a legend's with 1 excess damage: not triggered, the unit stays exhausted", async () => {
    await check({
      name: "",
      board: players(1),
      objects: [card("pe", "Piltover Enforcer", "p1", "base"), unit("u", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "c", source: "pe", ability: 0, controller: "p1", targets: ["u"] }],
      expect: { objects: { pe: { exhausted: false }, u: { exhausted: true } } },
    });
  });

  it("a battlefield's (UNL-217): a 1 Might Bird token with Deflect", async () => {
    await check({
      name: "",
      board: { ...players(3), battlefields: [{ id: "tg", card: "Trapping Grounds", controller: "p1" }, { id: "bf2" }] },
      objects: [unit("u", "p1", "tg")],
      chain: [{ id: "c", source: "tg", ability: 0, controller: "p1" }],
      choices: [{ item: "c", index: 0, option: "tg" }],
      expect: { instructions: { c: ["EXECUTED"] }, objects: { "c.token1": { might: 1, zone: "BATTLEFIELD", battlefield: "tg" } } },
    });
  });

  it("an Equipment's effect text (UNL-188): the unit it is attached to conquers, its controller draws", async () => {
    await check({
      name: "",
      board: players(3),
      objects: [unit("u", "p1", "bf1"), card("hg", "Hextech Gauntlets", "p1", "bf1", { attachedTo: "u" })],
      chain: [{ id: "c", source: "hg", ability: 1, controller: "p1" }],
      expect: { instructions: { c: ["EXECUTED"] }, players: { p1: { handSize: 1 } } },
    });
  });

  it("Hextech Gauntlets' Equip: attached; the Energy reduction by the chosen unit's Might is recorded (paid outside the engine)", async () => {
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { might: 2 }), card("hg", "Hextech Gauntlets", "p1", "base")],
      chain: [{ id: "eq", source: "hg", ability: 0, controller: "p1", targets: ["u"] }],
      expect: { objects: { hg: { attachedTo: "u" } } },
    });
    expect(text(r)).toMatch(/reduced by the Might of the unit chosen \(u, 2 Might\)/);
  });
});

// "When I conquer after an attack": the conquest that ends a combat at the unit's battlefield in which its controller attacked
// (the board's combat, its attackers); with the excess damage "to enemy units" (all combat damage a player assigns is).
describe("a conquest after an attack with excess damage (OGN-034 Tryndamere, SFD-120 Sivir)", () => {
  const board = (excess: number, combat = true) => ({
    players: [{ id: "p1", deckSize: 20, excessDamageAssigned: excess }, { id: "p2", deckSize: 20 }],
    ...(combat ? { combat: { battlefield: "bf1", attackers: ["t"], defenders: [] } } : {}),
  });

  it("Tryndamere: 5 excess damage after attacking, p1 scores a point", async () => {
    const r = await check({
      name: "",
      board: board(5),
      objects: [card("t", "Tryndamere, Barbarian", "p1", "bf1")],
      chain: [{ id: "c", source: "t", ability: 0, controller: "p1" }],
      expect: { instructions: { c: ["EXECUTED"] } },
    });
    expect(text(r)).toMatch(/scores? 1/);
  });

  it("4 excess damage: it does not trigger", async () => {
    await check({
      name: "",
      board: board(4),
      objects: [card("t", "Tryndamere, Barbarian", "p1", "bf1")],
      chain: [{ id: "c", source: "t", ability: 0, controller: "p1" }],
      expect: { kinds: { c: { INSTRUCTION: false } } },
    });
  });

  it("no combat on the board (not after an attack): it does not trigger", async () => {
    const r = await check({
      name: "",
      board: board(6, false),
      objects: [card("t", "Tryndamere, Barbarian", "p1", "bf1")],
      chain: [{ id: "c", source: "t", ability: 0, controller: "p1" }],
      expect: { kinds: { c: { INSTRUCTION: false } } },
    });
    expect(text(r)).toMatch(/not a conquest after an attack/);
  });

  it("Sivir: deals that much (the excess damage, 6) to an enemy unit", async () => {
    await check({
      name: "",
      board: { ...board(6), combat: { battlefield: "bf1", attackers: ["s"], defenders: [] } },
      objects: [card("s", "Sivir, Ambitious", "p1", "bf1"), unit("e", "p2", "bf2", { might: 7 })],
      chain: [{ id: "c", source: "s", ability: 1, controller: "p1", targets: ["e"] }],
      choices: [{ item: "c", index: 0, option: "accept" }],
      expect: { instructions: { c: ["EXECUTED"] }, objects: { e: { damage: 6 } }, cites: { c: ["465.2.c.4"] } },
    });
  });
});

// A unit's static making its controller's conquer effects trigger once more for conquering the unit's battlefield: each conquer
// effect the engine's conquest triggers for that player is put on the chain once more.
// Conquests of a combat are the caller's to place, as many times as they trigger.
describe("conquer effects triggering an additional time (UNL-029 Red Brambleback)", () => {
  const conquest = {
    name: "",
    board: { battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
    objects: [card("rb", "Red Brambleback", "p1", "base"), unit("u", "p1", "base")],
    chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["rb"], destination: "bf1" }],
  };

  it("is executable", async () => {
    await executable("UNL-029");
  });

  it("it conquers: its own conquer effect triggers twice, each buffing a friendly unit", async () => {
    const r = await check({
      ...conquest,
      choices: [
        { item: "p1:trigger-order", index: 0, objects: ["rb.a2", "rb.a2#2"] },
        { item: "rb.a2", index: 0, objects: ["rb"] },
        { item: "rb.a2#2", index: 0, objects: ["u"] },
      ],
      expect: { instructions: { "rb.a2": ["EXECUTED"], "rb.a2#2": ["EXECUTED"] }, objects: { rb: { might: 5 }, u: { might: 4 } }, cites: { "*": ["383.4.c"] } },
    });
    expect(text(r)).toMatch(/trigger an additional time/);
  });

  it("a battlefield's \"When you conquer here\" is one of them too (SFD-212 Minefield: 2 cards into the trash, twice)", async () => {
    await check({
      ...conquest,
      board: {
        battlefields: [{ id: "bf1", card: "Minefield", controller: "p2" }, { id: "bf2" }],
        players: [{ id: "p1", deck: Array(6).fill("Ride the Wind") }, { id: "p2", deckSize: 20 }],
      },
      choices: [
        { item: "p1:trigger-order", index: 0, objects: ["bf1.a0", "bf1.a0#2", "rb.a2", "rb.a2#2"] },
        { item: "rb.a2", index: 0, objects: ["rb"] },
        { item: "rb.a2#2", index: 0, objects: ["u"] },
      ],
      expect: { instructions: { "bf1.a0": ["EXECUTED"], "bf1.a0#2": ["EXECUTED"] }, objects: { rb: { might: 5 }, u: { might: 4 } } },
    });
  });
});

// A battlefield's hold effect activating the conquer effects of the units there (383.4.g.1): the hold is placed by the caller; as it resolves,
// the conquer effects of the units at the battlefield are checked as if they had conquered there, and those whose other conditions
// hold go on the chain. No conquest happens.
describe("activating the conquer effects of units here (OGN-286 Reckoner's Arena)", () => {
  const arena = { battlefields: [{ id: "ra", card: "Reckoner's Arena", controller: "p1" }, { id: "bf2" }] };

  it("is executable", async () => {
    await executable("OGN-286");
  });

  it("a unit's \"When I conquer\" goes on the chain and resolves", async () => {
    const r = await check({
      name: "",
      board: arena,
      objects: [card("rb", "Red Brambleback", "p1", "ra")],
      chain: [{ id: "h", source: "ra", ability: 0, controller: "p1" }],
      choices: [{ item: "rb.a2", index: 0, objects: ["rb"] }],
      expect: { instructions: { h: ["EXECUTED"], "rb.a2": ["EXECUTED"] }, objects: { rb: { might: 5 } }, cites: { h: ["383.4.g.1"] } },
    });
    expect(text(r)).not.toMatch(/conquers it/);
  });

  it("a conquer effect whose other condition does not hold (excess damage: there was no combat) is not put on the chain", async () => {
    const r = await check({
      name: "",
      board: { ...arena, players: [{ id: "p1", deckSize: 20, excessDamageAssigned: 9 }, { id: "p2", deckSize: 20 }] },
      objects: [card("y", "Yeti Brawler", "p1", "ra")],
      chain: [{ id: "h", source: "ra", ability: 0, controller: "p1" }],
      expect: { instructions: { h: ["EXECUTED"] }, kinds: { "y.a0": { ITEM_ADDED: false } } },
    });
    expect(r.finalBoard.objects.some((o) => o.id.includes("token"))).toBe(false);
  });

  it("units elsewhere are not activated", async () => {
    await check({
      name: "",
      board: arena,
      objects: [card("rb", "Red Brambleback", "p1", "bf2")],
      chain: [{ id: "h", source: "ra", ability: 0, controller: "p1" }],
      expect: { instructions: { h: ["EXECUTED"] }, kinds: { "rb.a2": { ITEM_ADDED: false } }, objects: { rb: { might: 4 } } },
    });
  });
});

// "[Equip] - Spend 1 XP": one cost after the dash, not a payment of resources; the XP is spent as the ability is played (730.2).
describe("an Equip whose one cost is spending XP (UNL-158 Shepherd's Heirloom)", () => {
  it("is executable", async () => {
    await executable("UNL-158");
  });

  it("played: p1 gains 1 XP; equipped: the XP is spent and it is attached", async () => {
    await check({
      name: "",
      chain: [{ id: "sh", card: "Shepherd's Heirloom", controller: "p1" }],
      expect: { players: { p1: { xp: 1 } } },
    });
    await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, xp: 2 }, { id: "p2", deckSize: 20 }] },
      objects: [unit("u", "p1", "bf1"), card("sh", "Shepherd's Heirloom", "p1", "base")],
      chain: [{ id: "eq", source: "sh", ability: 1, controller: "p1", targets: ["u"] }],
      expect: { objects: { sh: { attachedTo: "u" } }, players: { p1: { xp: 1 } }, cites: { eq: ["730.2"] } },
    });
  });

  it("without XP it can't be played", async () => {
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1"), card("sh", "Shepherd's Heirloom", "p1", "base")],
      chain: [{ id: "eq", source: "sh", ability: 1, controller: "p1", targets: ["u"] }],
      expect: { kinds: { eq: { PLAY_ILLEGAL: true } }, objects: { sh: { attachedTo: null } } },
    });
  });
});

// Level cost reductions, a higher Level's "instead": costs are paid outside the engine, so they are read and said back; the
// card is played as usual. The Level 16 static of the unit is a dependent ability active while its controller has 16+ XP (727).
describe("Level cost reductions and their 'instead' (UNL-059 Master Yi, Unstoppable; UNL-091 Concentrate)", () => {
  const xp = (n: number) => ({ players: [{ id: "p1", deckSize: 20, xp: n }, { id: "p2", deckSize: 20 }] });

  it("are executable", async () => {
    await executable("UNL-059", "UNL-091");
  });

  it("Concentrate is played as usual at any Level: p1 draws 2", async () => {
    await check({ name: "", board: xp(11), chain: [{ id: "c", card: "Concentrate", controller: "p1" }], expect: { players: { p1: { handSize: 2 } } } });
  });

  it("Master Yi with 16 XP can't be chosen by an enemy spell; with 15 it can", async () => {
    await check({
      name: "",
      board: xp(16),
      objects: [card("my", "Master Yi, Unstoppable", "p1", "bf1")],
      chain: [{ id: "hr", card: "Hextech Ray", controller: "p2", targets: ["my"] }],
      expect: { kinds: { hr: { PLAY_ILLEGAL: true } }, objects: { my: { damage: 0 } } },
    });
    await check({
      name: "",
      board: xp(15),
      objects: [card("my", "Master Yi, Unstoppable", "p1", "bf1")],
      chain: [{ id: "hr", card: "Hextech Ray", controller: "p2", targets: ["my"] }],
      expect: { objects: { my: { damage: 3 } } },
    });
  });
});

// A battlefield's hold effect raising the cost of its controller's non-token units for the turn: costs are paid outside the
// engine, so it is a delayed passive ability (391) recorded as each such unit is played.
describe("non-token units costing more this turn (UNL-219 Vaults of Helia)", () => {
  const board = { battlefields: [{ id: "vh", card: "Vaults of Helia", controller: "p1" }, { id: "bf2" }] };

  it("is executable", async () => {
    await executable("UNL-219");
  });

  it("held: a unit p1 plays afterwards is recorded as costing 1 more; p2's is not", async () => {
    const r = await check({
      name: "",
      board,
      chain: [
        { id: "h", source: "vh", ability: 0, controller: "p1" },
        { id: "u", card: "Shipyard Skulker", controller: "p1", playedAfter: "h" },
        { id: "v", card: "Shipyard Skulker", controller: "p2", playedAfter: "u" },
      ],
      expect: { instructions: { h: ["EXECUTED"] }, kinds: { u: { DELAYED: true }, v: { DELAYED: false } }, cites: { u: ["391"] } },
    });
    expect(text(r)).toMatch(/costs \{1\} more/);
  });

  it("a unit played before the hold resolved is not affected", async () => {
    await check({
      name: "",
      board,
      chain: [{ id: "h", source: "vh", ability: 0, controller: "p1" }, { id: "u", card: "Shipyard Skulker", controller: "p1" }],
      expect: { kinds: { u: { DELAYED: false } } },
    });
  });
});

// A battlefield's permission for standard moves: moving is not part of chain resolution, so nothing for the engine to apply;
// a spell's move to it works as to any battlefield.
describe("a battlefield units can move to from anywhere (UNL-T01 Baron Pit)", () => {
  it("is executable, and a spell moves a unit there from another battlefield", async () => {
    await executable("UNL-T01");
    await check({
      name: "",
      board: { battlefields: [{ id: "bp", card: "Baron Pit" }, { id: "bf2" }] },
      objects: [unit("u", "p1", "bf2", { exhausted: true })],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "bp" }],
      expect: { objects: { u: { zone: "BATTLEFIELD", battlefield: "bp", exhausted: false } } },
    });
  });
});

// A battlefield's trigger on any player playing a unit there: the player who played it makes the choice, so that player controls
// the ability (190.6.c); the payment right after "they may" is its opening cost (383.3.b), asked as it goes on the chain.
describe("a unit played here: its player may pay to buff it (UNL-218 Valley of Idols)", () => {
  const board = { battlefields: [{ id: "vi", card: "Valley of Idols", controller: "p1" }, { id: "bf2" }] };

  it("is executable", async () => {
    await executable("UNL-218");
  });

  it("p1 plays a unit there and pays: it is buffed", async () => {
    await check({
      name: "",
      board,
      chain: [{ id: "u", card: "Shipyard Skulker", controller: "p1", destination: "vi" }],
      choices: [{ item: "vi.a0", index: 0, option: "accept" }],
      expect: { instructions: { "vi.a0": ["EXECUTED", "EXECUTED"] }, objects: { u: { zone: "BATTLEFIELD", might: 4 } }, cites: { "vi.a0": ["190.6.c"] } },
    });
  });

  it("declined: no buff", async () => {
    await check({
      name: "",
      board,
      chain: [{ id: "u", card: "Shipyard Skulker", controller: "p1", destination: "vi" }],
      choices: [{ item: "vi.a0", index: 0, option: "decline" }],
      expect: { kinds: { "vi.a0": { INSTRUCTION: false } }, objects: { u: { might: 3 } } },
    });
  });

  it("a unit played to base: no trigger", async () => {
    await check({
      name: "",
      board,
      chain: [{ id: "u", card: "Shipyard Skulker", controller: "p1", destination: "base" }],
      expect: { kinds: { "vi.a0": { ITEM_ADDED: false } }, objects: { u: { zone: "BASE", might: 3 } } },
    });
  });
});

// A battlefield's trigger on any player playing a spell: that player makes the choice and controls the ability (190.6.c), here
// even though the battlefield is p2's; "a unit they control here" is one of that player's units at the battlefield.
describe("a spell played: its player may give a unit of theirs here +1 Might (UNL-205 Abandoned Hall)", () => {
  const board = { battlefields: [{ id: "ah", card: "Abandoned Hall", controller: "p2" }, { id: "bf2" }] };

  it("is executable", async () => {
    await executable("UNL-205");
  });

  it("p1 plays a spell: p1 gives its unit at the Hall +1 Might", async () => {
    await check({
      name: "",
      board,
      objects: [unit("u", "p1", "ah"), unit("w", "p2", "ah")],
      chain: [{ id: "c", card: "Concentrate", controller: "p1" }],
      choices: [{ item: "ah.a0", index: 0, objects: ["u"] }, { item: "ah.a0", index: 1, option: "accept" }],
      expect: { instructions: { "ah.a0": ["EXECUTED"] }, objects: { u: { might: 4 }, w: { might: 3 } }, cites: { "ah.a0": ["190.6.c"] } },
    });
  });

  it("p2's unit there can't be chosen by p1's ability", async () => {
    await check({
      name: "",
      board,
      objects: [unit("u", "p1", "bf2"), unit("w", "p2", "ah")],
      chain: [{ id: "c", card: "Concentrate", controller: "p1" }],
      choices: [{ item: "ah.a0", index: 0, objects: ["w"] }],
      expect: { objects: { w: { might: 3 } } },
    });
  });
});

// A legend's trigger on its controller or a teammate holding: holds happen outside the chain, so the caller places it (it knows
// the teams); the exhaust right after "you may" is its opening cost.
describe("a hold by you or an ally (UNL-193 Gloomist)", () => {
  it("is executable", async () => {
    await executable("UNL-193");
  });

  it("accepted: the legend is exhausted and p1 draws 1; declined: nothing", async () => {
    const base = { name: "", objects: [card("gl", "Gloomist", "p1", "base")], chain: [{ id: "g", source: "gl", ability: 0, controller: "p1" }] };
    await check({ ...base, choices: [{ item: "g", index: 0, option: "accept" }], expect: { objects: { gl: { exhausted: true } }, players: { p1: { handSize: 1 } } } });
    await check({ ...base, choices: [{ item: "g", index: 0, option: "decline" }], expect: { objects: { gl: { exhausted: false } }, players: { p1: { handSize: 0 } } } });
  });
});

// Where a unit may be played is not part of chain resolution: the permission is read and said back (each printed version).
describe("an Ambush permission to a battlefield with enemy units (UNL-120 Rengar, Trophy Hunter)", () => {
  it("is executable on the dates of its texts, and played to a battlefield it enters there", async () => {
    await executable("UNL-120");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [{ id: "r", card: "Rengar, Trophy Hunter", controller: "p1", destination: "bf1" }],
      expect: { objects: { r: { zone: "BATTLEFIELD", battlefield: "bf1" } } },
    });
  });
});

// A Repeat cost of discarding (820.1.d): paid as the spell is played (the card asked when the hand's cards differ), noticed as a
// discard; without a card to discard it is not paid and the effect is not repeated.
describe("a Repeat cost of discarding a card (UNL-017 Square Up)", () => {
  const hand = (cards: string[]) => ({ players: [{ id: "p1", hand: cards, deckSize: 20 }, { id: "p2", deckSize: 20 }] });

  it("is executable", async () => {
    await executable("UNL-017");
  });

  it("repeated: p1 discards the card named, and the effect runs again on the second unit", async () => {
    const r = await check({
      name: "",
      board: hand(["Concentrate", "Hextech Ray"]),
      objects: [unit("a", "p1", "bf1"), unit("b", "p1", "bf1")],
      chain: [{ id: "sq", card: "Square Up", controller: "p1", targets: ["a"], repeat: true, repeatTargets: ["b"] }],
      choices: [{ item: "sq", index: 0, objects: ["Hextech Ray"] }],
      expect: { instructions: { sq: ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 1, hand: ["Concentrate"] } } },
    });
    expect(text(r)).toMatch(/As the Repeat cost, p1 discards 1 \(Hextech Ray\)/);
  });

  it("with an empty hand the Repeat cost can't be paid: the effect runs once", async () => {
    await check({
      name: "",
      board: hand([]),
      objects: [unit("a", "p1", "bf1"), unit("b", "p1", "bf1")],
      chain: [{ id: "sq", card: "Square Up", controller: "p1", targets: ["a"], repeat: true, repeatTargets: ["b"] }],
      expect: { instructions: { sq: ["EXECUTED"] }, kinds: { sq: { REPEAT: false } } },
    });
  });
});

// A hold effect (placed by the caller) leaving a delayed trigger (390.2) for the next unit its controller plays this turn
// (tokens too): that unit is readied and buffed; the trigger is then gone.
describe("the next unit played this turn is readied and buffed (UNL-052 Nami, Headstrong)", () => {
  it("is executable", async () => {
    await executable("UNL-052");
  });

  it("held: the next unit p1 plays is readied and buffed, the one after it is not", async () => {
    await check({
      name: "",
      objects: [card("n", "Nami, Headstrong", "p1", "bf1")],
      chain: [
        { id: "h", source: "n", ability: 1, controller: "p1" },
        { id: "u", card: "Shipyard Skulker", controller: "p1", playedAfter: "h" },
        { id: "v", card: "Shipyard Skulker", controller: "p1", playedAfter: "u" },
      ],
      expect: { objects: { u: { exhausted: false, might: 4 }, v: { exhausted: true, might: 3 } }, cites: { "*": ["390.2"] } },
    });
  });

  it("an opponent's unit does not take it", async () => {
    await check({
      name: "",
      objects: [card("n", "Nami, Headstrong", "p1", "bf1")],
      chain: [{ id: "h", source: "n", ability: 1, controller: "p1" }, { id: "w", card: "Shipyard Skulker", controller: "p2", playedAfter: "h" }],
      expect: { objects: { w: { exhausted: true, might: 3 } } },
    });
  });
});

// A battlefield's "At the start of your Beginning Phase" (its controller's, 190.6.d; placed by the caller) with an opening cost
// of killing a chosen unit of theirs there (383.3.b): named as a target, killed as the ability goes on the chain.
describe("killing a unit here as a Beginning Phase trigger's opening cost (UNL-209 Dusk Rose Lab)", () => {
  const board = { battlefields: [{ id: "dr", card: "Dusk Rose Lab", controller: "p1" }, { id: "bf2" }] };

  it("is executable", async () => {
    await executable("UNL-209");
  });

  it("accepted: the unit is killed as it goes on the chain, then p1 draws 1", async () => {
    const r = await check({
      name: "",
      board,
      objects: [unit("u", "p1", "dr")],
      chain: [{ id: "b", source: "dr", ability: 0, controller: "p1", targets: ["u"] }],
      choices: [{ item: "b", index: 0, option: "accept" }],
      expect: { objects: { u: { zone: "TRASH" } }, players: { p1: { handSize: 1 } }, cites: { b: ["383.3.b"] } },
    });
    expect(text(r)).toMatch(/kills u as/);
  });

  it("declined: nothing happens", async () => {
    await check({
      name: "",
      board,
      objects: [unit("u", "p1", "dr")],
      chain: [{ id: "b", source: "dr", ability: 0, controller: "p1", targets: ["u"] }],
      choices: [{ item: "b", index: 0, option: "decline" }],
      expect: { objects: { u: { zone: "BATTLEFIELD" } }, players: { p1: { handSize: 0 } } },
    });
  });

  it("a unit elsewhere can't be named for it", async () => {
    await check({
      name: "",
      board,
      objects: [unit("u", "p1", "bf2")],
      chain: [{ id: "b", source: "dr", ability: 0, controller: "p1", targets: ["u"] }],
      expect: { kinds: { b: { PLAY_ILLEGAL: true } }, objects: { u: { zone: "BATTLEFIELD" } }, players: { p1: { handSize: 0 } } },
    });
  });
});
