// Phrases made executable on the cards-ven8 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
const threeBattlefields = { battlefields: [{ id: "bf1" }, { id: "bf2" }, { id: "bf3" }] };

// "When I move": the target is a unit at either end of the move, both noted as the ability triggers (359.3.f.3); the
// damage is larger while the unit is Empowered as the ability resolves.
describe("a unit at the battlefield the source moved to or from, with more damage if Empowered (VEN-021 Akali, Deadly Weapon)", () => {
  const objects = (extra = {}) => [
    card("unf", "Unforgiven", "p1", "base"), card("ak", "Akali, Deadly Weapon", "p1", "bf1", extra),
    unit("e1", "p2", "bf1"), unit("e2", "p2", "bf2"), unit("e3", "p2", "bf3"),
  ];

  it("is executable", async () => {
    await executable("VEN-021");
  });

  it("moved from bf1 to its base: a unit at bf1, where it moved from, is dealt 1", async () => {
    await check({
      name: "",
      board: threeBattlefields,
      objects: objects(),
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["ak"] }],
      choices: [{ item: "ak.a1", index: 0, objects: ["e1"] }, { item: "ak.a1", index: 1, accept: true }],
      expect: { instructions: { ab: ["EXECUTED"], "ak.a1": ["EXECUTED"] }, objects: { ak: { zone: "BASE" }, e1: { damage: 1 }, e2: { damage: 0 } } },
    });
  });

  it("Empowered, moved from its base to bf2: a unit at bf2, where it moved to, is dealt 2", async () => {
    await check({
      name: "",
      board: threeBattlefields,
      objects: [card("unf", "Unforgiven", "p1", "base"), card("ak", "Akali, Deadly Weapon", "p1", "base", { empowered: true }), unit("e2", "p2", "bf2"), unit("e3", "p2", "bf3")],
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["ak"], destination: "bf2" }],
      choices: [{ item: "ak.a1", index: 0, objects: ["e2"] }, { item: "ak.a1", index: 1, accept: true }],
      expect: { instructions: { "ak.a1": ["EXECUTED"] }, objects: { ak: { battlefield: "bf2", might: 4 }, e2: { damage: 2 }, e3: { damage: 0 } } },
    });
  });

  it("declined: no damage", async () => {
    await check({
      name: "",
      board: threeBattlefields,
      objects: objects(),
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["ak"] }],
      choices: [{ item: "ak.a1", index: 0, objects: ["e1"] }, { item: "ak.a1", index: 1, accept: false }],
      expect: { objects: { ak: { zone: "BASE" }, e1: { damage: 0 } } },
    });
  });

  it("a unit at a battlefield it neither left nor reached can't be chosen", async () => {
    await check({
      name: "",
      board: threeBattlefields,
      objects: objects(),
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["ak"] }],
      choices: [{ item: "ak.a1", index: 0, objects: ["e3"] }],
      expect: { playIllegal: { "ak.a1": { e3: "where it moved to or from" } }, objects: { e3: { damage: 0 } } },
    });
  });

  it("placed by the caller after a standard move from bf1 to bf2 (battlefield: where it moved from): both ends can be chosen, a third can't", async () => {
    const placed = (target: string) => ({ id: "t", source: "ak", ability: 1, controller: "p1", battlefield: "bf1", targets: [target] });
    const at = [card("ak", "Akali, Deadly Weapon", "p1", "bf2"), unit("e1", "p2", "bf1"), unit("e2", "p2", "bf2"), unit("e3", "p2", "bf3")];
    await check({ name: "", board: threeBattlefields, objects: at, chain: [placed("e1")], choices: [{ item: "t", index: 0, accept: true }], expect: { objects: { e1: { damage: 1 } } } });
    await check({ name: "", board: threeBattlefields, objects: at, chain: [placed("e2")], choices: [{ item: "t", index: 0, accept: true }], expect: { objects: { e2: { damage: 1 } } } });
    const r = await check({ name: "", board: threeBattlefields, objects: at, chain: [placed("e3")], expect: { playIllegal: { t: { e3: "where it moved to or from" } }, objects: { e3: { damage: 0 } } } });
    expect(text(r)).toMatch(/bf3/);
  });
});

// A move trigger whose opening cost is a Burn: the Burn is the ability's base cost (383.3.b), done as it goes on the chain or the
// ability is removed as if it had not triggered (383.3.a.2).
describe("an opening cost that is a Burn (VEN-095 Shadow Order Disciple)", () => {
  const board = { players: [{ id: "p1", deck: ["Flash", "Void Seeker"], trash: [] }, { id: "p2", deckSize: 20 }] };
  const objects = [card("unf", "Unforgiven", "p1", "base"), card("sod", "Shadow Order Disciple", "p1", "base")];
  const chain = [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["sod"], destination: "bf1" }];

  it("is executable", async () => {
    await executable("VEN-095");
  });

  it("accepted: the top card of p1's Main Deck goes to the trash as the ability goes on the chain, and the unit gets +1 Might", async () => {
    const r = await check({
      name: "", board, objects, chain,
      choices: [{ item: "sod.a0", index: 0, accept: true }],
      expect: { instructions: { "sod.a0": ["EXECUTED", "EXECUTED"] }, objects: { sod: { battlefield: "bf1", might: 3 } }, players: { p1: { trash: ["Flash"] } } },
    });
    expect(r.steps.find((s) => s.kind === "COST" && s.chainItem === "sod.a0")?.explanation).toMatch(/Burn 1/);
  });

  it("declined: nothing is burned and the ability did not trigger", async () => {
    await check({
      name: "", board, objects, chain,
      choices: [{ item: "sod.a0", index: 0, accept: false }],
      expect: { objects: { sod: { battlefield: "bf1", might: 2 } }, players: { p1: { trash: [] } }, kinds: { "sod.a0": { ITEM_BEGINS: false } } },
    });
  });
});

// A play effect (only if the additional cost was paid) opening with a card banished from any trash: a cost at the beginning
// of the effect without "you may" is the ability's base cost (383.3.b), paid as it goes on the chain with the card named then;
// with no card in any trash it can't be paid and the ability is not put on the chain.
describe("a play effect whose base cost is a card banished from any trash (VEN-101 Gust Monk)", () => {
  const board = (p2trash: string[]) => ({ players: [{ id: "p1", deckSize: 20, trash: [] }, { id: "p2", deckSize: 20, trash: p2trash }] });
  const objects = [unit("a", "p1", "bf1")];

  it("is executable", async () => {
    await executable("VEN-101");
  });

  it("paid: a card of p2's trash is banished as the ability goes on the chain, then the unit gets [Assault 2] this turn", async () => {
    const r = await check({
      name: "", board: board(["Flash", "Void Seeker"]), objects,
      chain: [{ id: "gm", card: "Gust Monk", controller: "p1", paidAdditionalCost: true }],
      choices: [{ item: "gm.a0", index: 0, objects: ["p2:trash:1", "a"] }],
      expect: { instructions: { "gm.a0": ["EXECUTED", "EXECUTED"] }, players: { p2: { trash: ["Flash"] } } },
    });
    expect(r.steps.find((s) => s.kind === "COST" && s.chainItem === "gm.a0")?.explanation).toMatch(/banishes Void Seeker .*from p2's trash/);
    expect(text(r)).toMatch(/Assault 2/);
  });

  it("not paid: the play effect does not trigger, no card is banished", async () => {
    await check({
      name: "", board: board(["Flash"]), objects,
      chain: [{ id: "gm", card: "Gust Monk", controller: "p1" }],
      expect: { players: { p2: { trash: ["Flash"] } }, kinds: { "gm.a0": { ITEM_BEGINS: false } } },
    });
  });

  it("paid, but every trash is empty: no card can be named for the cost, so the ability is removed and the unit gets nothing", async () => {
    const r = await check({
      name: "", board: board([]), objects,
      chain: [{ id: "gm", card: "Gust Monk", controller: "p1", paidAdditionalCost: true }],
      choices: [{ item: "gm.a0", index: 0, objects: ["a"] }],
      expect: { kinds: { "gm.a0": { ITEM_BEGINS: false } } },
    });
    expect(text(r)).toMatch(/can't be played: it needs 1 target/);
    expect(text(r)).not.toMatch(/Assault 2/);
  });
});

// A trigger on its controller's first card each turn, only while the unit is at a battlefield: noticed as the first card its controller plays this
// turn resolves (the board's cardsPlayedThisTurn counts those before the request); the next card they play takes the cost
// reduction (a delayed passive ability, 391; costs are paid outside the engine, so it is recorded).
describe("the first card each turn, and the next card costing less (VEN-044 Astral Heron)", () => {
  // p2's Progress Day waits at the bottom while p1's first card resolves and the trigger resolves above it; p1's next card
  // is played once Progress Day has resolved
  const chain = [
    { id: "pd", card: "Progress Day", controller: "p2" },
    { id: "ib1", card: "Iron Ballista", controller: "p1" },
    { id: "ib2", card: "Iron Ballista", controller: "p1", playedAfter: "pd" },
  ];
  const reduction = (r: { steps: { kind: string; chainItem: string | null; explanation: string }[] }) =>
    r.steps.find((s) => s.kind === "DELAYED" && s.chainItem === "ib2")?.explanation;

  it("is executable", async () => {
    await executable("VEN-044");
  });

  it("at a battlefield, p1's first card this turn: it triggers, and the next card p1 plays costs less", async () => {
    const r = await check({
      name: "", objects: [card("ah", "Astral Heron", "p1", "bf1")], chain,
      expect: { instructions: { "ah.a0": ["EXECUTED"] }, objects: { ib1: { zone: "BASE" }, ib2: { zone: "BASE" } } },
    });
    expect(reduction(r)).toMatch(/next card p1 plays this turn: it costs \{2\}\{any\}\{any\} less \(Astral Heron/);
  });

  it("p1 played a card earlier this turn: it does not trigger", async () => {
    const r = await check({
      name: "", board: { players: [{ id: "p1", deckSize: 20, cardsPlayedThisTurn: 1 }, { id: "p2", deckSize: 20 }] },
      objects: [card("ah", "Astral Heron", "p1", "bf1")], chain: [chain[1]!],
      expect: { kinds: { "ah.a0": { ITEM_BEGINS: false } } },
    });
    expect(text(r)).not.toMatch(/first card/);
  });

  it("in its base: it does not trigger", async () => {
    const r = await check({
      name: "", objects: [card("ah", "Astral Heron", "p1", "base")], chain: [chain[1]!],
      expect: { kinds: { "ah.a0": { ITEM_BEGINS: false } } },
    });
    expect(text(r)).toMatch(/not at a battlefield/);
  });

  it("an opponent's first card does not make it trigger", async () => {
    await check({
      name: "", objects: [card("ah", "Astral Heron", "p1", "bf1")], chain: [{ id: "ib1", card: "Iron Ballista", controller: "p2" }],
      expect: { kinds: { "ah.a0": { ITEM_BEGINS: false } } },
    });
  });
});

// An activated ability that chooses a player as it is played (355.9.a); that player gains control of the gear for good and
// it is recalled to their base. Its end-of-turn trigger (placed by the caller) then belongs to its new controller.
describe("a gear handed to a chosen player, and its end-of-turn kill and damage (VEN-133 Glowstone)", () => {
  it("is executable", async () => {
    await executable("VEN-133");
  });

  it("Empowered: disempowered and exhausted as the cost, p2 chosen: p2 controls it, in p2's base", async () => {
    const r = await check({
      name: "",
      objects: [card("gs", "Glowstone", "p1", "base", { empowered: true })],
      chain: [{ id: "a", source: "gs", ability: 1, controller: "p1" }],
      choices: [{ item: "a", index: 0, option: "p2" }],
      expect: { instructions: { a: ["EXECUTED", "EXECUTED"] }, objects: { gs: { zone: "BASE", controller: "p2", exhausted: true, baseOwner: null } } },
    });
    expect(text(r)).toMatch(/p2 gains control of .*from p1/);
  });

  it("not Empowered: the disempower cost can't be paid, the ability is not played", async () => {
    const r = await check({
      name: "",
      objects: [card("gs", "Glowstone", "p1", "base")],
      chain: [{ id: "a", source: "gs", ability: 1, controller: "p1" }],
      choices: [{ item: "a", index: 0, option: "p2" }],
      expect: { objects: { gs: { controller: "p1", exhausted: false } }, kinds: { a: { ITEM_BEGINS: false } } },
    });
    expect(text(r)).toMatch(/Empowered/);
  });

  it("at the end of its controller's turn it is killed and deals 5 to each unit that player controls", async () => {
    await check({
      name: "", board: { turnPlayer: "p2" },
      objects: [card("gs", "Glowstone", "p1", "base", { controller: "p2" }), unit("m", "p2", "bf1"), unit("e", "p1", "bf1")],
      chain: [{ id: "eot", source: "gs", ability: 2, controller: "p2" }],
      expect: { objects: { gs: { zone: "TRASH" }, m: { zone: "TRASH" }, e: { zone: "BATTLEFIELD", damage: 0 } } },
    });
  });
});

// Naming a tag is a choice made as the gear is played (asked, any tag); on the board it is the object's
// `named`. Its ability then chooses only a unit with that tag.
describe("a tag named as the gear is played, and a unit with the named tag (UNL-138 The List)", () => {
  it("is executable", async () => {
    await executable("UNL-138");
  });

  it("played, naming Poro: the gear remembers the tag", async () => {
    const r = await check({
      name: "", objects: [], chain: [{ id: "tl", card: "The List", controller: "p1" }],
      choices: [{ item: "tl", index: 0, option: "Poro" }],
      expect: { objects: { tl: { zone: "BASE" } } },
    });
    expect(text(r)).toMatch(/p1 names the tag Poro as The List is played/);
  });

  it("on the board with Poro named: its ability gives a Poro -2 Might this turn", async () => {
    await check({
      name: "",
      objects: [card("tl", "The List", "p1", "base", { named: "Poro" }), unit("u", "p2", "bf1", { tagsGained: ["Poro"] })],
      chain: [{ id: "a", source: "tl", ability: 1, controller: "p1", targets: ["u"] }],
      expect: { instructions: { a: ["EXECUTED"] }, objects: { u: { might: 1 }, tl: { exhausted: true } } },
    });
  });

  it("asks for the tag as it is played", async () => {
    const r = await check({
      name: "", objects: [], chain: [{ id: "tl", card: "The List", controller: "p1" }],
      expect: { status: "NEEDS_CHOICE" },
    });
    expect(r.pendingChoice).toMatchObject({ item: "tl", index: 0, player: "p1" });
  });

  it("on the board with Poro named: a unit without the tag can't be chosen", async () => {
    await check({
      name: "",
      objects: [card("tl", "The List", "p1", "base", { named: "Poro" }), unit("v", "p2", "bf1", { tagsGained: ["Dragon"] })],
      chain: [{ id: "a", source: "tl", ability: 1, controller: "p1", targets: ["v"] }],
      expect: { playIllegal: { a: { v: "named tag Poro" } }, objects: { v: { might: 3 } } },
    });
  });

  it("on the board with nothing named: no unit can be chosen", async () => {
    await check({
      name: "",
      objects: [card("tl", "The List", "p1", "base"), unit("u", "p2", "bf1", { tagsGained: ["Poro"] })],
      chain: [{ id: "a", source: "tl", ability: 1, controller: "p1", targets: ["u"] }],
      expect: { playIllegal: { a: { u: "no tag was named" } }, objects: { u: { might: 3 } } },
    });
  });
});

// The play effect names a spell card as it resolves (asked; the library must know it as a
// spell); while the unit is at a battlefield, its controller's opponents can't play spells of that name (054.1).
describe("a spell named by a play effect that opponents can't play (VEN-132 Fallen Feline)", () => {
  it("is executable", async () => {
    await executable("VEN-132");
  });

  it("played, naming Progress Day: the unit remembers the name", async () => {
    const r = await check({
      name: "", objects: [], chain: [{ id: "ff", card: "Fallen Feline", controller: "p1" }],
      choices: [{ item: "ff.a0", index: 0, option: "Progress Day" }],
      expect: { instructions: { "ff.a0": ["EXECUTED"] } },
    });
    expect(text(r)).toMatch(/p1 names Progress Day/);
  });

  it("a name that is not a spell's names nothing", async () => {
    await check({
      name: "", objects: [], chain: [{ id: "ff", card: "Fallen Feline", controller: "p1" }],
      choices: [{ item: "ff.a0", index: 0, option: "Iron Ballista" }],
      expect: { instructions: { "ff.a0": ["IGNORED"] } },
    });
  });

  it("at a battlefield with Progress Day named: p2 can't play Progress Day, p1 can, and p2 can play another spell", async () => {
    const objects = [card("ff", "Fallen Feline", "p1", "bf1", { named: "Progress Day" })];
    const players = (hand: number) => ({ players: [{ id: "p1", deckSize: 20, handSize: hand }, { id: "p2", deckSize: 20, handSize: hand }] });
    const r = await check({
      name: "", board: players(0), objects, chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { kinds: { pd: { PLAY_ILLEGAL: true, ITEM_BEGINS: false } }, players: { p2: { handSize: 0 } } },
    });
    expect(text(r)).toMatch(/named Progress Day: its opponents can't play spells with that name/);
    await check({
      name: "", board: players(0), objects, chain: [{ id: "pd", card: "Progress Day", controller: "p1" }],
      expect: { players: { p1: { handSize: 4 } } },
    });
    await check({
      name: "", board: players(0), objects: [...objects, unit("u", "p1", "bf1")], chain: [{ id: "fs", card: "Falling Star", controller: "p2", targets: ["u", "u"] }],
      expect: { kinds: { fs: { PLAY_ILLEGAL: false } } },
    });
  });

  it("in its base it forbids nothing", async () => {
    await check({
      name: "", board: { players: [{ id: "p1", deckSize: 20, handSize: 0 }, { id: "p2", deckSize: 20, handSize: 0 }] },
      objects: [card("ff", "Fallen Feline", "p1", "base", { named: "Progress Day" })],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { players: { p2: { handSize: 4 } } },
    });
  });
});

// A unit "in a showdown" is at the battlefield of the showdown in progress: the board's showdownBattlefield in a SHOWDOWN
// phase, or the combat's battlefield (308.1). "If it's your turn" is read as it resolves; "ready it" is linked to the move.
describe("a friendly unit in a showdown goes to base on its controller's turn, readied if Empowered (VEN-139 Rogue Assassin)", () => {
  const board = (extra = {}) => ({ phase: "SHOWDOWN", showdownBattlefield: "bf1", ...extra });
  const objects = (empowered: boolean) => [card("ra", "Rogue Assassin", "p1", "base", empowered ? { empowered: true } : {}), unit("u", "p1", "bf1", { exhausted: true }), unit("w", "p1", "bf2", { exhausted: true })];
  const use = (target: string) => [{ id: "a", source: "ra", ability: 1, controller: "p1", targets: [target] }];

  it("is executable", async () => {
    await executable("VEN-139");
  });

  it("p1's turn, not Empowered: the unit in the showdown goes to base and stays exhausted", async () => {
    await check({
      name: "", board: board(), objects: objects(false), chain: use("u"),
      expect: { instructions: { a: ["EXECUTED", "IGNORED"] }, objects: { u: { zone: "BASE", exhausted: true }, ra: { exhausted: true } } },
    });
  });

  it("Empowered: the unit goes to base and is readied", async () => {
    await check({
      name: "", board: board(), objects: objects(true), chain: use("u"),
      expect: { instructions: { a: ["EXECUTED", "EXECUTED"] }, objects: { u: { zone: "BASE", exhausted: false } } },
    });
  });

  it("p2's turn: nothing is done (the ready is linked to the move)", async () => {
    const r = await check({
      name: "", board: board({ turnPlayer: "p2" }), objects: objects(true), chain: use("u"),
      expect: { instructions: { a: ["IGNORED", "IGNORED"] }, objects: { u: { zone: "BATTLEFIELD", battlefield: "bf1", exhausted: true } } },
    });
    expect(text(r)).toMatch(/p2's turn, not p1's/);
  });

  it("a unit at another battlefield is not in the showdown; a combat's battlefield is", async () => {
    await check({
      name: "", board: board(), objects: objects(false), chain: use("w"),
      expect: { playIllegal: { a: { w: "in the showdown" } }, objects: { w: { battlefield: "bf2" } } },
    });
    await check({
      name: "", board: { phase: "COMBAT", combat: { battlefield: "bf2", attackers: ["w"], defenders: [] } }, objects: objects(false), chain: use("w"),
      expect: { objects: { w: { zone: "BASE" } } },
    });
  });

  it("no showdown in progress: no unit can be chosen", async () => {
    await check({
      name: "", objects: objects(false), chain: use("u"),
      expect: { playIllegal: { a: { u: "no showdown is in progress" } }, objects: { u: { battlefield: "bf1" } } },
    });
  });
});

// After the chosen opponent burns, "you may do this": a reflexive trigger (387.2) that keeps the opponent chosen
// ("their trash"); its unit card is chosen, or not, as it goes on the chain, and its controller plays it ignoring its cost.
describe("a unit of the chosen opponent's trash played by the reflexive trigger (VEN-114 Kharox)", () => {
  const board = { players: [{ id: "p1", deckSize: 20, trash: ["Astral Heron"] }, { id: "p2", deck: ["Gust Monk", "Progress Day", "Falling Star", "Astral Heron"], trash: [] }] };
  const objects = [card("kx", "Kharox", "p1", "base")];
  const chain = [{ id: "e", source: "kx", ability: 0, controller: "p1" }];

  it("is executable", async () => {
    await executable("VEN-114");
  });

  it("empowered: p2 burns 3, and p1 plays the burned Gust Monk to p1's base, controlling it", async () => {
    await check({
      name: "", board, objects, chain,
      choices: [{ item: "kx.a1.delayed", index: 0, objects: ["p2:deck:0"] }, { item: "kx.a1.delayed", index: 1, option: "base" }],
      expect: {
        instructions: { "kx.a1": ["EXECUTED", "EXECUTED", "EXECUTED"], "kx.a1.delayed": ["EXECUTED", "EXECUTED"] },
        objects: { kx: { empowered: true }, "p2:deck:0": { zone: "BASE", controller: "p1" } },
        players: { p2: { trash: ["Progress Day", "Falling Star"] } },
      },
    });
  });

  it("choosing nothing: nothing is played", async () => {
    await check({
      name: "", board, objects, chain,
      choices: [{ item: "kx.a1.delayed", index: 0, objects: [] }],
      expect: { instructions: { "kx.a1.delayed": ["IGNORED", "IGNORED"] }, players: { p2: { trash: ["Gust Monk", "Progress Day", "Falling Star"] } } },
    });
  });

  it("a unit in p1's own trash, or a spell of p2's, can't be chosen", async () => {
    await check({
      name: "", board, objects, chain,
      choices: [{ item: "kx.a1.delayed", index: 0, objects: ["p1:trash:0"] }],
      expect: { playIllegal: { "kx.a1.delayed": { "p1:trash:0": "in p2's trash" } } },
    });
    await check({
      name: "", board, objects, chain,
      choices: [{ item: "kx.a1.delayed", index: 0, objects: ["p2:deck:1"] }],
      expect: { playIllegal: { "kx.a1.delayed": { "p2:deck:1": "unit" } } },
    });
  });
});

// Doubling (432.1) a unit's Might for the turn, and an activated ability it has for the rest of the turn, numbered after its
// printed abilities (a described unit has none: ability 0), usable by an item played after the spell.
describe("double a unit's Might and give it a ready ability this turn (VEN-142 Dominus)", () => {
  it("is executable", async () => {
    await executable("VEN-142");
  });

  it("an exhausted 3-Might unit gets 6 Might; its new ability then readies it", async () => {
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "d", card: "Dominus", controller: "p1", targets: ["u"] }, { id: "r", source: "u", ability: 0, controller: "p1", playedAfter: "d" }],
      expect: { instructions: { d: ["EXECUTED"], r: ["EXECUTED"] }, objects: { u: { might: 6, exhausted: false } } },
    });
    expect(text(r)).toMatch(/Ready me\.?" this turn \(u ability 0\)/);
  });

  it("without the spell, the unit has no such ability", async () => {
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "r", source: "u", ability: 0, controller: "p1" }],
      expect: { objects: { u: { might: 3, exhausted: true } } },
    });
    expect(r.unsupported.join(" ")).toMatch(/has no ability 0/);
  });
});

// While Empowered, a stun, a Might decrease or a return to hand by a spell or ability that chooses the unit is replaced (370)
// by +3 Might this turn.
describe("harm from a spell that chooses it becomes +3 Might while Empowered (VEN-086 Gangplank, Naval)", () => {
  const gp = (empowered: boolean) => [card("gp", "Gangplank, Naval", "p1", "bf1", empowered ? { empowered: true } : {})];

  it("is executable", async () => {
    await executable("VEN-086");
  });

  it("Empowered: a stun becomes +3 Might", async () => {
    const r = await check({
      name: "", objects: gp(true), chain: [{ id: "rp", card: "Rune Prison", controller: "p2", targets: ["gp"] }],
      expect: { objects: { gp: { zone: "BATTLEFIELD", might: 9 } } },
    });
    expect(text(r)).toMatch(/its stun is replaced/);
    expect(text(r)).not.toMatch(/Stuns/);
  });

  it("Empowered: -2 Might becomes +3; not Empowered, it is -2", async () => {
    await check({ name: "", objects: gp(true), chain: [{ id: "ft", card: "Frigid Touch", controller: "p2", targets: ["gp"] }], expect: { objects: { gp: { might: 9 } } } });
    await check({ name: "", objects: gp(false), chain: [{ id: "ft", card: "Frigid Touch", controller: "p2", targets: ["gp"] }], expect: { objects: { gp: { might: 4 } } } });
  });

  it("Empowered: a return to hand becomes +3 Might and it stays; not Empowered, it is returned", async () => {
    await check({ name: "", objects: gp(true), chain: [{ id: "rb", card: "Rebuke", controller: "p2", targets: ["gp"] }], expect: { objects: { gp: { zone: "BATTLEFIELD", battlefield: "bf1", might: 9 } } } });
    await check({ name: "", objects: gp(false), chain: [{ id: "rb", card: "Rebuke", controller: "p2", targets: ["gp"] }], expect: { objects: { gp: { zone: "HAND" } } } });
  });
});

// A battlefield's additional cost any player may pay to play a Dragon there: the item names the battlefield whose cost was paid
// (battlefieldCostPaid; the payment is made outside the engine) and the unit is played to it.
describe("a Dragon played to the battlefield whose additional cost was paid (VEN-157 Dragon Roost)", () => {
  const board = { battlefields: [{ id: "bf1", card: "Dragon Roost" }, { id: "bf2" }] };

  it("is executable", async () => {
    await executable("VEN-157");
  });

  it("paid: p2's Dragon is played to the Roost", async () => {
    const r = await check({
      name: "", board, objects: [], chain: [{ id: "bs", card: "Blazing Scorcher", controller: "p2", battlefieldCostPaid: "bf1" }],
      expect: { objects: { bs: { zone: "BATTLEFIELD", battlefield: "bf1", controller: "p2" } } },
    });
    expect(text(r)).toMatch(/additional cost to play Blazing Scorcher/);
  });

  it("not paid: played to base as usual", async () => {
    await check({ name: "", board, objects: [], chain: [{ id: "bs", card: "Blazing Scorcher", controller: "p2" }], expect: { objects: { bs: { zone: "BASE" } } } });
  });

  it("a non-Dragon, another destination, or a battlefield without the cost: the play is undone", async () => {
    const illegal = async (item: Record<string, unknown>, why: RegExp) => {
      const r = await check({ name: "", board, objects: [], chain: [{ id: "x", controller: "p2", ...item }], expect: { kinds: { x: { PLAY_ILLEGAL: true, ITEM_BEGINS: false } } } });
      expect(text(r)).toMatch(why);
    };
    await illegal({ card: "Gust Monk", battlefieldCostPaid: "bf1" }, /only to play a Dragon unit/);
    await illegal({ card: "Blazing Scorcher", battlefieldCostPaid: "bf1", battlefield: "bf2" }, /not to bf2/);
    await illegal({ card: "Blazing Scorcher", battlefieldCostPaid: "bf2" }, /no additional cost/);
  });
});
