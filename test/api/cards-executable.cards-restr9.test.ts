// Phrases made executable on the cards-restr9 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, resolve, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
const hand = (r: { finalBoard: { players: { id: string; handSize: number }[] } }, p: string) => r.finalBoard.players.find((x) => x.id === p)?.handSize;

// Battlefields controlled by the player or an ally (a teammate: players given the same `team`, 489.8), counted as the
// instruction resolves; without a team a player has no allies.
describe("UNL-015 Right of Conquest: a draw, then one more for each battlefield its controller or an ally controls", () => {
  const battlefields = [{ id: "bf1", controller: "p1" }, { id: "bf2", controller: "p3" }, { id: "bf3", controller: "p2" }, { id: "bf4" }];
  const players = (teams: boolean) => [
    { id: "p1", deckSize: 20, ...(teams ? { team: "A" } : {}) },
    { id: "p2", deckSize: 20, ...(teams ? { team: "B" } : {}) },
    { id: "p3", deckSize: 20, ...(teams ? { team: "A" } : {}) },
    { id: "p4", deckSize: 20, ...(teams ? { team: "B" } : {}) },
  ];
  const chain = [{ id: "rc", card: "Right of Conquest", controller: "p1" }];

  it("is executable", async () => {
    await executable("UNL-015");
  });

  it("with a teammate: its own battlefield and the ally's count (1 + 2 cards), not the opponent's", async () => {
    const r = await check({ name: "", board: { players: players(true), battlefields }, chain, expect: { instructions: { rc: ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 3 }, p3: { handSize: 0 } } } });
    expect(text(r)).toMatch(/2 battlefields controlled by p1 or an ally \(p3\) \(bf1, bf2\)/);
  });

  it("no teams: only its own battlefield counts (1 + 1 cards)", async () => {
    await check({ name: "", board: { players: players(false), battlefields }, chain, expect: { instructions: { rc: ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 2 } } } });
  });

  it("no battlefield controlled: only the first draw", async () => {
    const r = await check({ name: "", board: { players: players(true), battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] }, chain, expect: { instructions: { rc: ["EXECUTED", "IGNORED"] }, players: { p1: { handSize: 1 } } } });
    expect(hand(r, "p1")).toBe(1);
  });
});

// A battlefield's conquest trigger counting the other battlefields of its controller's side: the battlefield itself is not counted.
describe("SFD-217 Seat of Power: a draw for each other battlefield its conqueror or an ally controls", () => {
  const players = [{ id: "p1", deckSize: 20, team: "A" }, { id: "p2", deckSize: 20, team: "B" }, { id: "p3", deckSize: 20, team: "A" }];

  it("is executable", async () => {
    await executable("SFD-217");
  });

  it("conquered by p1: p1's other battlefield and p3's count, not this one nor p2's (2 cards)", async () => {
    const r = await check({
      name: "",
      board: { players, battlefields: [{ id: "sp", card: "Seat of Power", controller: "p1" }, { id: "bf2", controller: "p1" }, { id: "bf3", controller: "p3" }, { id: "bf4", controller: "p2" }] },
      chain: [{ id: "t", source: "sp", ability: 0, controller: "p1" }],
      expect: { instructions: { t: ["EXECUTED"] }, players: { p1: { handSize: 2 } } },
    });
    expect(text(r)).toMatch(/2 other battlefields controlled by p1 or an ally \(p3\) \(bf2, bf3\)/);
  });

  it("no other battlefield of that side: nothing is drawn", async () => {
    await check({
      name: "",
      board: { players, battlefields: [{ id: "sp", card: "Seat of Power", controller: "p1" }, { id: "bf2", controller: "p2" }] },
      chain: [{ id: "t", source: "sp", ability: 0, controller: "p1" }],
      expect: { instructions: { t: ["IGNORED"] }, players: { p1: { handSize: 0 } } },
    });
  });
});

// A unit in the showdown in progress (308.1) giving its controller's spells one more instance of Repeat (820.3), read as each
// spell is played; its cost is paid outside the engine (the item's repeat / repeatCount).
describe("UNL-146 Syndra, Transcendent: her controller's spells have Repeat while she is in a showdown", () => {
  const objects = (at = "bf1") => [card("sy", "Syndra, Transcendent", "p1", at), unit("a", "p2", "bf1", { might: 9 }), unit("b", "p2", "bf2", { might: 9 })];
  const showdown = { phase: "SHOWDOWN", showdownBattlefield: "bf1" };
  const seeker = (controller = "p1") => ({ id: "vs", card: "Void Seeker", controller, targets: ["a"], repeat: true, repeatTargets: ["b"] });

  it("is executable", async () => {
    await executable("UNL-146");
  });

  it("in the showdown: a spell without Repeat of its own is repeated with new targets (4 damage to each unit, two cards)", async () => {
    const r = await check({
      name: "",
      board: showdown,
      objects: objects(),
      chain: [seeker()],
      expect: { instructions: { vs: ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { a: { damage: 4 }, b: { damage: 4 } }, players: { p1: { handSize: 2 } } },
    });
    expect(text(r)).toMatch(/in the showdown at .*: it has \[Repeat\] \{2\}\{chaos\} from/);
  });

  it("a spell with Repeat of its own has two instances: both paid, its effect runs three times", async () => {
    const r = await resolve({
      board: showdown,
      objects: [card("sy", "Syndra, Transcendent", "p1", "bf1"), unit("c", "p2", "base", { might: 20 })],
      chain: [{ id: "rb", card: "Rocket Barrage", controller: "p1", targets: ["c"], repeat: true, repeatCount: 2, repeatTargets: ["c", "c"] }],
      choices: [{ item: "rb", index: 0, option: "1" }, { item: "rb", index: 1, option: "1" }, { item: "rb", index: 2, option: "1" }],
    });
    expect(r.finalBoard.objects.find((o) => o.id === "c")?.damage).toBe(12);
    expect(text(r)).not.toMatch(/each paid at most once/);
  });

  it("Syndra at another battlefield than the showdown's, or no showdown: the spell has no Repeat and runs once", async () => {
    for (const [board, at] of [[showdown, "bf2"], [{}, "bf1"]] as const) {
      const r = await check({
        name: "",
        board,
        objects: objects(at),
        chain: [seeker()],
        expect: { instructions: { vs: ["EXECUTED", "EXECUTED"] }, objects: { a: { damage: 4 }, b: { damage: 0 } }, players: { p1: { handSize: 1 } } },
      });
      expect(text(r)).toMatch(/is not in a showdown/);
      expect(text(r)).toMatch(/has no \[Repeat\], so it can't be repeated/);
    }
  });

  it("an opponent's spell gets no Repeat from her", async () => {
    const r = await check({
      name: "",
      board: showdown,
      objects: objects(),
      chain: [{ ...seeker("p2"), targets: ["sy"], repeatTargets: ["sy"] }],
      expect: { instructions: { vs: ["EXECUTED", "EXECUTED"] }, objects: { sy: { damage: 4 } }, players: { p2: { handSize: 1 } } },
    });
    expect(text(r)).toMatch(/has no \[Repeat\]/);
  });
});

// Two restrictions of a unit while it is at a battlefield ("can't" beats "can", 054.1), honoured where the chain does what they
// forbid: a unit its controller's opponent would play to a battlefield (a card, or a token an effect plays) is not played there,
// and a ready instruction of any spell or ability leaves exhausted the units and gear of its controller's opponents.
describe("OGN-070 Mageseeker Warden: opponents play units only to their base; enemy units and gear can't be readied", () => {
  const warden = (at = "bf1") => card("mw", "Mageseeker Warden", "p1", at);
  const officer = (controller: string, destination: string) => ({ id: "po", card: "Petty Officer", controller, destination });

  it("is executable", async () => {
    await executable("OGN-070");
  });

  it("an opponent's unit card played to a battlefield: the play is undone; to their base it is played", async () => {
    const r = await check({ name: "", objects: [warden()], chain: [officer("p2", "bf2")], expect: { kinds: { po: { PLAY_ILLEGAL: true, ITEM_BEGINS: false } } } });
    expect(text(r)).toMatch(/its opponents can only play units to their base/);
    expect(r.finalBoard.objects.find((o) => o.id === "po")).toBeUndefined();
    const ok = await resolve({ objects: [warden()], chain: [officer("p2", "base")] });
    expect(ok.finalBoard.objects.find((o) => o.id === "po")?.zone).toBe("BASE");
  });

  it("its controller's own units, or the Warden in its base: units are played to battlefields", async () => {
    const own = await resolve({ objects: [warden()], chain: [officer("p1", "bf2")] });
    expect(own.finalBoard.objects.find((o) => o.id === "po")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf2" });
    const inBase = await resolve({ objects: [warden("base")], chain: [officer("p2", "bf2")] });
    expect(inBase.finalBoard.objects.find((o) => o.id === "po")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf2" });
  });

  it("a spell's ready instruction on an enemy unit: it stays exhausted (whoever's spell it is); a friendly unit of the Warden is readied", async () => {
    const objects = [warden(), unit("e", "p2", "bf2", { exhausted: true }), unit("f", "p1", "bf2", { exhausted: true })];
    for (const controller of ["p1", "p2"]) {
      const r = await check({
        name: "", objects, chain: [{ id: "uc", card: "Upstage Comedy", controller, targets: ["e"] }],
        expect: { instructions: { uc: ["IGNORED"] }, objects: { e: { exhausted: true } } },
      });
      expect(text(r)).toMatch(/spells and abilities can't ready units and gear of p1's opponents/);
    }
    await check({ name: "", objects, chain: [{ id: "uc", card: "Upstage Comedy", controller: "p2", targets: ["f"] }], expect: { instructions: { uc: ["EXECUTED"] }, objects: { f: { exhausted: false } } } });
    await check({
      name: "", objects: [warden("base"), unit("e", "p2", "bf2", { exhausted: true })], chain: [{ id: "uc", card: "Upstage Comedy", controller: "p2", targets: ["e"] }],
      expect: { instructions: { uc: ["EXECUTED"] }, objects: { e: { exhausted: false } } },
    });
  });

  it("an ability readying an enemy gear (a battlefield's conquest trigger of p2): the gear stays exhausted", async () => {
    const board = { battlefields: [{ id: "vt", card: "Veiled Temple", controller: "p2" }, { id: "bf2" }] };
    const gear = { id: "g", owner: "p2", type: "gear", location: "BASE", exhausted: true } as const;
    const chain = [{ id: "t", source: "vt", ability: 0, controller: "p2", targets: ["g"] }];
    const r = await check({ name: "", board, objects: [warden("bf2"), gear], chain, choices: [{ item: "t", index: 0, accept: true }], expect: { instructions: { t: ["IGNORED", "IGNORED"] }, objects: { g: { exhausted: true } } } });
    expect(text(r)).toMatch(/can't ready units and gear of p1's opponents such as g/);
    await check({ name: "", board, objects: [warden("base"), gear], chain, choices: [{ item: "t", index: 0, accept: true }], expect: { objects: { g: { exhausted: false } } } });
  });

  it("unit tokens an opponent's spell plays: not at a battlefield, but in their base", async () => {
    const board = { battlefields: [{ id: "bf1" }, { id: "bf2", controller: "p2" }] };
    const chain = [{ id: "rv", card: "Recruit the Vanguard", controller: "p2" }];
    const r = await check({ name: "", board, objects: [warden()], chain, choices: [{ item: "rv", index: 0, option: "bf2" }], expect: { instructions: { rv: ["IGNORED"] } } });
    expect(text(r)).toMatch(/its opponents can only play units to their base, so the token is not played/);
    expect(r.finalBoard.objects.filter((o) => o.id.startsWith("rv.token"))).toHaveLength(0);
    const base = await resolve({ board, objects: [warden()], chain, choices: [{ item: "rv", index: 0, option: "base" }] });
    expect(base.finalBoard.objects.filter((o) => o.id.startsWith("rv.token") && o.zone === "BASE")).toHaveLength(4);
  });
});

// An Equipment whose Equip keyword is printed without brackets, and whose effect text (136.2) keeps its unit from being moved by
// spells and abilities of the unit's controller's opponents (054.1): their move instructions leave it where it is.
describe("VEN-073 Jagged Cutlass: Equip; the unit carrying it is immune to being moved by enemies' spells and abilities", () => {
  const cutlass = (extra: Record<string, unknown> = { attachedTo: "u" }) => card("jc", "Jagged Cutlass", "p1", extra.attachedTo ? "bf1" : "base", extra);
  const charm = { id: "ch", card: "Charm", controller: "p2", targets: ["u"], destination: "base" };

  it("is executable", async () => {
    await executable("VEN-073");
  });

  it("an opponent's spell moving the equipped unit: ignored, it stays at the battlefield", async () => {
    const r = await check({ name: "", objects: [unit("u", "p1", "bf1"), cutlass()], chain: [charm], expect: { instructions: { ch: ["IGNORED"] }, objects: { u: { zone: "BATTLEFIELD", battlefield: "bf1" } } } });
    expect(text(r)).toMatch(/can't be moved by enemy spells and abilities \(the effect text of an Equipment attached to it\)/);
  });

  it("unattached, the same spell moves the unit; its controller's own spell moves it while equipped", async () => {
    await check({ name: "", objects: [unit("u", "p1", "bf1"), cutlass({})], chain: [charm], expect: { instructions: { ch: ["EXECUTED"] }, objects: { u: { zone: "BASE" } } } });
    await check({
      name: "", objects: [unit("u", "p1", "bf1", { exhausted: true }), cutlass()], chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "bf2" }],
      expect: { objects: { u: { zone: "BATTLEFIELD", battlefield: "bf2", exhausted: false } } },
    });
  });

  it("its Equip ability attaches it to a unit its controller controls", async () => {
    await check({ name: "", objects: [unit("u", "p1", "base"), cutlass({})], chain: [{ id: "eq", source: "jc", ability: 0, controller: "p1", targets: ["u"] }], expect: { objects: { jc: { attachedTo: "u" }, u: { might: 5 } } } });
  });
});

// A static that acts only at the start of a Beginning Phase (on Temporary's trigger, 816.1.b), outside chain resolution: the engine,
// given the board and the chain, has nothing to apply, as for Temporary itself; the unit plays and resolves like any other.
describe("UNL-090 LeBlanc, Everywhere at Once: its static acts only outside the chain", () => {
  it("is executable", async () => {
    await executable("UNL-090");
  });

  it("played to a battlefield beside a Temporary unit of her controller's: she enters, nothing is unsupported, the other unit stays", async () => {
    const r = await check({
      name: "",
      objects: [card("sp", "Sprite", "p1", "bf1")],
      chain: [{ id: "lb", card: "LeBlanc, Everywhere at Once", controller: "p1", destination: "bf1" }],
      expect: { objects: { lb: { zone: "BATTLEFIELD", battlefield: "bf1", might: 4 }, sp: { zone: "BATTLEFIELD", battlefield: "bf1" } } },
    });
    expect(r.unsupported).toEqual([]);
  });
});

// Each player but the spell's controller picks one of two words as it resolves (in turn order from the turn player, 303.2.a); for each
// player who picked a word, the controller and that player each follow the instruction that goes with it.
describe("OGN-071 Party Favors: every other player picks Cards or Runes", () => {
  const board = { players: [{ id: "p1", deckSize: 20 }, { id: "p2", deckSize: 20 }, { id: "p3", deckSize: 20 }] };
  const chain = [{ id: "pf", card: "Party Favors", controller: "p1" }];
  const pick = (index: number, option: string) => ({ item: "pf", index, option });

  it("is executable", async () => {
    await executable("OGN-071");
  });

  it("asks each other player in turn order", async () => {
    const r = await resolve({ board, chain });
    expect(r.status).toBe("NEEDS_CHOICE");
    expect(r.pendingChoice).toMatchObject({ player: "p2", options: ["Cards", "Runes"] });
    const next = await resolve({ board, chain, choices: [pick(0, "Cards")] });
    expect(next.pendingChoice).toMatchObject({ player: "p3", index: 1 });
  });

  it("one chooses Cards, one Runes: the caster and the first each draw 1; the caster and the second each channel a rune exhausted", async () => {
    const r = await check({
      name: "", board, chain, choices: [pick(0, "Cards"), pick(1, "Runes")],
      expect: { instructions: { pf: ["EXECUTED", "EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 1 }, p2: { handSize: 1 }, p3: { handSize: 0 } } },
    });
    expect(text(r)).toMatch(/p2 chooses Cards, p3 chooses Runes/);
    expect(text(r)).toMatch(/p3 chose Runes; p1 and that player each: p1: .*channel.*p3: .*channel/i);
  });

  it("the caster and the chooser act in turn order from the turn player", async () => {
    const r = await resolve({ board: { ...board, turnPlayer: "p2" }, chain, choices: [pick(0, "Cards"), pick(1, "Runes")] });
    expect(text(r)).toMatch(/p2 chose Cards; p1 and that player each: p2: .* p1: /);
  });

  it("both choose Cards: the caster draws twice, once for each of them; nobody channels", async () => {
    await check({
      name: "", board, chain, choices: [pick(0, "Cards"), pick(1, "Cards")],
      expect: { instructions: { pf: ["EXECUTED", "EXECUTED", "IGNORED"] }, players: { p1: { handSize: 2 }, p2: { handSize: 1 }, p3: { handSize: 1 } } },
    });
  });
});

// Any damage its controller's spells, abilities or units deal to a unit of another player is lethal (checked with lethal damage in
// each cleanup, 142.4.b), and its play effect chooses a group of enemy units with at most one at each location (355.11), 1 damage each.
describe("UNL-118 Elder Dragon: enemy units die from any damage its controller deals; 1 damage to at most one enemy unit per location", () => {
  const dragon = { id: "ed", card: "Elder Dragon", controller: "p1" };
  const enemies = [unit("a", "p2", "bf1", { might: 6 }), unit("b", "p2", "base", { might: 7 }), unit("c", "p2", "bf1", { might: 8 }), unit("f", "p1", "bf2", { might: 2 })];

  it("is executable", async () => {
    await executable("UNL-118");
  });

  it("its play effect: 1 damage to one enemy unit at each of two locations, and both die of it", async () => {
    const r = await check({
      name: "", objects: enemies, chain: [dragon], choices: [{ item: "ed.a1", index: 0, objects: ["a", "b"] }],
      expect: { instructions: { "ed.a1": ["EXECUTED", "EXECUTED"] }, objects: { a: { zone: "TRASH" }, b: { zone: "TRASH" }, c: { zone: "BATTLEFIELD", damage: 0 } } },
    });
    expect(text(r)).toMatch(/1 damage dealt by p1, whose Elder Dragon \(ed\) makes any amount of their damage enough to kill enemy units/);
  });

  it("two enemy units at the same location can't both be chosen", async () => {
    const r = await resolve({ objects: enemies, chain: [dragon], choices: [{ item: "ed.a1", index: 0, objects: ["a", "c"] }] });
    expect(text(r)).toMatch(/at most one may be chosen at each location/);
    expect(r.finalBoard.objects.find((o) => o.id === "c")?.zone).toBe("BATTLEFIELD");
  });

  it("a spell of its controller's dealing 1: the enemy unit dies; an opponent's damage, or damage given with the board, only by Might", async () => {
    const objects = [card("ed", "Elder Dragon", "p1", "base"), unit("e", "p2", "bf1", { might: 9 }), unit("g", "p2", "bf2", { might: 9, damage: 3 })];
    await check({ name: "", objects, chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["e"] }], expect: { objects: { e: { zone: "TRASH" }, g: { zone: "BATTLEFIELD", damage: 3 } } } });
    await check({ name: "", objects: [...objects, unit("h", "p1", "bf1", { might: 9 })], chain: [{ id: "vs", card: "Void Seeker", controller: "p2", targets: ["h"] }], expect: { objects: { h: { zone: "BATTLEFIELD", damage: 4 } } } });
    await check({ name: "", objects: [unit("e", "p2", "bf1", { might: 9 })], chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["e"] }], expect: { objects: { e: { zone: "BATTLEFIELD", damage: 4 } } } });
  });
});

// An opponent (chosen as the spell is played, 355.9.a) reveals their hand (the board must give its cards); the spell's controller may
// choose a unit card from it, which that player plays to the chosen battlefield ignoring its costs (419.3); only if they did, a
// reflexive trigger (387.2) about that unit stuns it.
describe("UNL-139 Bone Skewer: an opponent's unit card played from their revealed hand to a chosen battlefield, then stunned", () => {
  const board = (hand: string[] | undefined) => ({ players: [{ id: "p1", deckSize: 20 }, { id: "p2", deckSize: 20, ...(hand ? { hand } : { handSize: 3 }) }] });
  const skewer = { id: "bs", card: "Bone Skewer", controller: "p1", targets: ["bf2"] };
  const accept = { item: "bs", index: 0, accept: true };

  it("is executable", async () => {
    await executable("UNL-139");
  });

  it("the chosen unit card leaves p2's hand for bf2 under p2's control, and the reflexive trigger stuns it", async () => {
    const r = await check({
      name: "", board: board(["Petty Officer", "Void Seeker", "Maddened Marauder"]), chain: [skewer],
      choices: [accept, { item: "bs", index: 1, option: "Petty Officer" }],
      expect: {
        instructions: { bs: ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"], "bs.delayed": ["EXECUTED"] },
        objects: { "bs.played": { zone: "BATTLEFIELD", battlefield: "bf2", controller: "p2" } },
        players: { p2: { handSize: 2 } },
      },
    });
    expect(r.finalBoard.players.find((p) => p.id === "p2")?.hand).toEqual(["Void Seeker", "Maddened Marauder"]);
    expect(text(r)).toMatch(/p2 plays Petty Officer from their hand as bs\.played to .*ignoring all its costs/);
    expect(r.steps.some((s) => s.chainItem === "bs.delayed" && /stun/i.test(s.explanation) && s.outcome === "EXECUTED")).toBe(true);
  });

  it("only unit cards are offered; declined, nothing is played and nothing is stunned", async () => {
    const r = await resolve({ board: board(["Petty Officer", "Void Seeker", "Maddened Marauder"]), chain: [skewer], choices: [accept] });
    expect(r.pendingChoice?.options).toEqual(["Petty Officer", "Maddened Marauder"]);
    const no = await check({
      name: "", board: board(["Petty Officer"]), chain: [skewer], choices: [{ item: "bs", index: 0, accept: false }],
      expect: { instructions: { bs: ["EXECUTED", "EXECUTED", "IGNORED", "IGNORED", "IGNORED"] }, players: { p2: { handSize: 1 } } },
    });
    expect(no.finalBoard.objects.find((o) => o.id === "bs.played")).toBeUndefined();
  });

  it("a hand given by its size alone: no card can be chosen, nothing is played", async () => {
    const r = await resolve({ board: board(undefined), chain: [skewer], choices: [accept] });
    expect(r.finalBoard.objects.find((o) => o.id === "bs.played")).toBeUndefined();
    expect(text(r)).toMatch(/gives only its size/);
  });
});

// An attack trigger (placed by the caller) whose opening payment is asked as it goes on the chain (383.3.b), then a card with Hidden
// printed, from its controller's hand, played ignoring its cost (419.3): a unit at the source's battlefield, a gear in their base,
// a spell onto the chain after the trigger.
describe("OGN-107 Ava Achiever: when she attacks, a card with Hidden played from the hand ignoring its cost; a unit here", () => {
  const board = (hand: string[]) => ({ players: [{ id: "p1", deckSize: 20, hand, trash: [] }, { id: "p2", deckSize: 20 }] });
  const ava = card("ava", "Ava Achiever", "p1", "bf1");
  const attack = [{ id: "t", source: "ava", ability: 0, controller: "p1" }];
  const pay = { item: "t", index: 0, accept: true };

  it("is executable", async () => {
    await executable("OGN-107");
  });

  it("a unit with Hidden: played to her battlefield (only cards with Hidden are offered)", async () => {
    const ask = await resolve({ board: board(["Pakaa Cub", "Petty Officer", "Zhonya's Hourglass"]), objects: [ava], chain: attack, choices: [pay] });
    expect(ask.pendingChoice?.options).toEqual(["Pakaa Cub", "Zhonya's Hourglass"]);
    const r = await check({
      name: "", board: board(["Pakaa Cub", "Petty Officer", "Zhonya's Hourglass"]), objects: [ava], chain: attack, choices: [pay, { item: "t", index: 1, option: "Pakaa Cub" }],
      expect: { instructions: { t: ["EXECUTED", "EXECUTED"] }, objects: { "t.played": { zone: "BATTLEFIELD", battlefield: "bf1", controller: "p1" } }, players: { p1: { handSize: 2 } } },
    });
    expect(r.finalBoard.players.find((p) => p.id === "p1")?.hand).toEqual(["Petty Officer", "Zhonya's Hourglass"]);
  });

  it("a gear with Hidden goes to her controller's base; a spell with Hidden goes on the chain and resolves after the trigger", async () => {
    await check({
      name: "", board: board(["Zhonya's Hourglass"]), objects: [ava], chain: attack, choices: [pay],
      expect: { objects: { "t.played": { zone: "BASE" } }, players: { p1: { handSize: 0 } } },
    });
    const r = await check({
      name: "", board: board(["Bushwhack", "Petty Officer"]), objects: [ava], chain: attack, choices: [pay],
      expect: { instructions: { "t.play": ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 1 } } },
    });
    expect(r.finalBoard.players.find((p) => p.id === "p1")?.trash).toContain("Bushwhack");
  });

  it("the payment declined: the ability did not trigger and nothing is played", async () => {
    await check({
      name: "", board: board(["Pakaa Cub"]), objects: [ava], chain: attack, choices: [{ item: "t", index: 0, accept: false }],
      expect: { players: { p1: { handSize: 1 } } },
    });
  });
});

// An applied cost (204.4): as a move instruction of an opponent's spell moves several units to the unit's battlefield at the same
// time, that opponent is asked to pay for each unit beyond the first (paid outside the engine); declined, that move is not performed.
describe("UNL-163 Mageseeker Investigator: opponents pay to move several units to its battlefield at once", () => {
  const investigator = card("mi", "Mageseeker Investigator", "p1", "bf1");
  const tentacles = (controller: string, targets: string[]) => ({ id: "tt", card: "Tricksy Tentacles", controller, targets, destination: "bf1" });
  const mine = [unit("u1", "p1", "bf2", { might: 2 }), unit("u2", "p1", "base", { might: 2 })];

  it("is executable", async () => {
    await executable("UNL-163");
  });

  it("an opponent's spell moving two units there: asked to pay one {any}; paid, both move", async () => {
    const ask = await resolve({ objects: [investigator, ...mine], chain: [tentacles("p2", ["u1", "u2"])] });
    expect(ask.pendingChoice).toMatchObject({ item: "tt", player: "p2", options: ["accept", "decline"] });
    expect(ask.pendingChoice?.prompt).toMatch(/pay \{any\} to move these 2 units/);
    await check({
      name: "", objects: [investigator, ...mine], chain: [tentacles("p2", ["u1", "u2"])], choices: [{ item: "tt", index: 0, accept: true }],
      expect: { instructions: { tt: ["EXECUTED"] }, objects: { u1: { battlefield: "bf1" }, u2: { battlefield: "bf1" } } },
    });
  });

  it("declined: neither unit moves", async () => {
    const r = await check({
      name: "", objects: [investigator, ...mine], chain: [tentacles("p2", ["u1", "u2"])], choices: [{ item: "tt", index: 0, accept: false }],
      expect: { instructions: { tt: ["IGNORED"] }, objects: { u1: { battlefield: "bf2" }, u2: { zone: "BASE" } }, cites: { tt: ["204.4.c"] } },
    });
    expect(text(r)).toMatch(/did not pay \{any\}/);
  });

  it("one unit, or its controller's own spell, or the Investigator elsewhere: no cost is asked", async () => {
    await check({ name: "", objects: [investigator, ...mine], chain: [tentacles("p2", ["u1"])], expect: { objects: { u1: { battlefield: "bf1" } } } });
    const theirs = [unit("e1", "p2", "bf2", { might: 2 }), unit("e2", "p2", "base", { might: 2 })];
    await check({ name: "", objects: [investigator, ...theirs], chain: [tentacles("p1", ["e1", "e2"])], expect: { objects: { e1: { battlefield: "bf1" }, e2: { battlefield: "bf1" } } } });
    await check({ name: "", objects: [card("mi", "Mageseeker Investigator", "p1", "base"), ...mine], chain: [tentacles("p2", ["u1", "u2"])], expect: { objects: { u1: { battlefield: "bf1" }, u2: { battlefield: "bf1" } } } });
  });
});
