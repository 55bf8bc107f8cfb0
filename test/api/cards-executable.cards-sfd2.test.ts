// Spiritforged, more of the long tail (branch cards-sfd2): real cards of the library, compiled from their text,
// through resolveChain over HTTP. Card texts are read from the library at test time; comments describe them.
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { executable } from "../helpers/executable.js";
import { card, check, unit, type Choice, type GameObject } from "../helpers/scenario-http.js";


// Two verbs on one target ("ready or exhaust" a chosen legend): its controller picks the verb as it resolves.
describe("two verbs on one legend chosen as a target", () => {
  const board = (choice: string, target = "l2") => ({
    name: "",
    objects: [card("l1", "Glorious Executioner", "p1", "base", { exhausted: true }), card("l2", "Voidreaver", "p2", "base")],
    chain: [{ id: "re", card: "Royal Entourage", controller: "p1", destination: "base" }],
    choices: [{ item: "re.a0", index: 0, objects: [target] }, { item: "re.a0", index: 1, option: choice }],
  });

  it("Royal Entourage played: the opponent's ready legend is exhausted", async () => {
    await executable("Royal Entourage");
    await check({ ...board("1"), expect: { instructions: { "re.a0": ["EXECUTED"] }, objects: { l2: { exhausted: true }, l1: { exhausted: true } } } });
  });

  it("its controller's own exhausted legend may be readied instead", async () => {
    await check({ ...board("0", "l1"), expect: { instructions: { "re.a0": ["EXECUTED"] }, objects: { l1: { exhausted: false }, l2: { exhausted: false } } } });
  });

  it("a unit is not a legend", async () => {
    await check({
      name: "",
      objects: [unit("u", "p2", "base")],
      chain: [{ id: "re", card: "Royal Entourage", controller: "p1", destination: "base" }],
      choices: [{ item: "re.a0", index: 0, objects: ["u"] }],
      expect: { playIllegal: { "re.a0": { u: "not a legend" } } },
    });
  });
});

// A battlefield's conquer trigger that readies a friendly gear and, if that gear is an Equipment, may detach it (435):
// the test and the question come as it resolves; a detached gear at a battlefield is recalled by the next cleanup.
describe("an optional detach of the object acted on, if it is an Equipment", () => {
  const conquer = (gear: GameObject, more: GameObject[] = []) => ({
    name: "",
    board: { battlefields: [{ id: "vt", card: "Veiled Temple", controller: "p2" }, { id: "bf2" }] },
    objects: [unit("u", "p1", "base"), unit("w", "p1", "bf2"), gear, ...more],
    chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "vt" }],
  });

  it("Veiled Temple conquered: the exhausted Equipment is readied, detached, and recalled to its base", async () => {
    await executable("Veiled Temple");
    await check({
      ...conquer(card("ds", "Doran's Shield", "p1", "bf2", { attachedTo: "w", exhausted: true })),
      choices: [{ item: "vt.a0", index: 0, objects: ["ds"] }, { item: "vt.a0", index: 1, option: "accept" }, { item: "vt.a0", index: 2, option: "accept" }],
      expect: { instructions: { "vt.a0": ["EXECUTED", "EXECUTED"] }, objects: { ds: { exhausted: false, attachedTo: null, zone: "BASE" } } },
    });
  });

  it("declining the detach leaves it attached (readied); a gear that is not an Equipment is readied only", async () => {
    await check({
      ...conquer(card("ds", "Doran's Shield", "p1", "bf2", { attachedTo: "w", exhausted: true })),
      choices: [{ item: "vt.a0", index: 0, objects: ["ds"] }, { item: "vt.a0", index: 1, option: "accept" }, { item: "vt.a0", index: 2, option: "decline" }],
      expect: { instructions: { "vt.a0": ["EXECUTED", "IGNORED"] }, objects: { ds: { exhausted: false, attachedTo: "w", zone: "BATTLEFIELD" } } },
    });
    await check({
      ...conquer({ id: "g", type: "gear", owner: "p1", location: "BASE", exhausted: true }),
      choices: [{ item: "vt.a0", index: 0, objects: ["g"] }, { item: "vt.a0", index: 1, option: "accept" }],
      expect: { instructions: { "vt.a0": ["EXECUTED", "IGNORED"] }, objects: { g: { exhausted: false } } },
    });
  });
});

// A legend's activated abilities that attach an Equipment (chosen: "detached" / "attached" now) to a unit (434):
// attaching puts it at its unit's location without a move, and away from any unit it was attached to.
describe("attaching a chosen (detached or attached) Equipment to a chosen unit", () => {
  it("Grandmaster at Arms, first ability: an Equipment in the base joins the unit at a battlefield; the legend is exhausted", async () => {
    await executable("Grandmaster at Arms");
    await check({
      name: "",
      objects: [card("gm", "Grandmaster at Arms", "p1", "base"), unit("u", "p1", "bf1"), card("ds", "Doran's Shield", "p1", "base")],
      chain: [{ id: "ab", source: "gm", ability: 0, controller: "p1", targets: ["ds", "u"] }],
      expect: { instructions: { ab: ["EXECUTED"] }, objects: { gm: { exhausted: true }, ds: { attachedTo: "u", zone: "BATTLEFIELD", battlefield: "bf1" } } },
    });
  });

  it("second ability: an attached Equipment moves over to another unit; the first ability can't choose it", async () => {
    const objects = [card("gm", "Grandmaster at Arms", "p1", "base"), unit("u", "p1", "bf1"), unit("w", "p1", "base"), card("ds", "Doran's Shield", "p1", "base", { attachedTo: "w" })];
    await check({
      name: "", objects,
      chain: [{ id: "ab", source: "gm", ability: 1, controller: "p1", targets: ["ds", "u"] }],
      expect: { instructions: { ab: ["EXECUTED"] }, objects: { ds: { attachedTo: "u", battlefield: "bf1" } } },
    });
    await check({ name: "", objects, chain: [{ id: "ab", source: "gm", ability: 0, controller: "p1", targets: ["ds", "u"] }], expect: { playIllegal: { ab: { ds: "detached", u: true } } } });
  });

  it("an enemy's Equipment or an enemy unit can't be chosen", async () => {
    const objects = [card("gm", "Grandmaster at Arms", "p1", "base"), unit("u", "p1", "bf1"), unit("e", "p2", "bf1"), card("ds", "Doran's Shield", "p2", "base"), card("mine", "Doran's Shield", "p1", "base")];
    await check({ name: "", objects, chain: [{ id: "ab", source: "gm", ability: 0, controller: "p1", targets: ["ds", "u"] }], expect: { playIllegal: { ab: { ds: "control", u: true } } } });
    await check({ name: "", objects, chain: [{ id: "ab", source: "gm", ability: 0, controller: "p1", targets: ["mine", "e"] }], expect: { playIllegal: { ab: { mine: true, e: "control" } } } });
  });
});

// "I enter ready" if its controller's hand is small enough: counted as the unit enters the board (the hand given is
// the rest of the hand, without the card being played).
describe("entering ready with a small hand", () => {
  const play = (handSize: number) => ({
    name: "",
    board: { players: [{ id: "p1", handSize }, { id: "p2" }] },
    chain: [{ id: "db", card: "Dunebreaker", controller: "p1", destination: "base" }],
  });

  it("Dunebreaker enters ready with two cards in hand, exhausted with three", async () => {
    await executable("Dunebreaker");
    await check({ ...play(2), expect: { objects: { db: { zone: "BASE", exhausted: false } } } });
    await check({ ...play(3), expect: { objects: { db: { zone: "BASE", exhausted: true } } } });
  });
});

// Two cards print a keyword alone without its brackets (then its reminder text): it is the same keyword.
describe("a keyword printed without its brackets", () => {
  it("Laurent Bladekeeper (Ganking) and Windsinger (Hidden) are executable; Windsinger's play effect returns a small unit", async () => {
    await executable("Laurent Bladekeeper", "Windsinger");
    await check({
      name: "",
      board: { players: [{ id: "p1" }, { id: "p2", handSize: 0 }] },
      objects: [unit("e", "p2", "bf1", { might: 3 })],
      chain: [{ id: "ws", card: "Windsinger", controller: "p1", destination: "base" }],
      choices: [{ item: "ws.a1", index: 0, objects: ["e"] }, { item: "ws.a1", index: 1, option: "accept" }],
      expect: { instructions: { "ws.a1": ["EXECUTED"] }, objects: { e: { zone: "HAND" } }, players: { p2: { handSize: 1 } } },
    });
  });
});

// A mandatory additional cost that returns a friendly gear (named in costObjects) to its owner's hand as the card is played.
describe("a mandatory additional cost returning a friendly gear to hand", () => {
  const play = (costObjects: string[]) => ({
    name: "",
    board: { players: [{ id: "p1", handSize: 0 }, { id: "p2" }] },
    objects: [card("ds", "Doran's Shield", "p1", "base"), card("theirs", "Doran's Shield", "p2", "base")],
    chain: [{ id: "lq", card: "Legion Quartermaster", controller: "p1", destination: "base", costObjects }],
  });

  it("Legion Quartermaster: the named friendly gear goes to its owner's hand and the unit enters", async () => {
    await executable("Legion Quartermaster");
    await check({ ...play(["ds"]), expect: { objects: { ds: { zone: "HAND" }, lq: { zone: "BASE" } }, players: { p1: { handSize: 1 } }, kinds: { lq: { COST: true } } } });
  });

  it("without a friendly gear named (none, or an enemy's), it can't be played", async () => {
    await check({ ...play([]), expect: { kinds: { lq: { PLAY_ILLEGAL: true } }, objects: { ds: { zone: "BASE" } } } });
    await check({ ...play(["theirs"]), expect: { kinds: { lq: { PLAY_ILLEGAL: true } }, objects: { theirs: { zone: "BASE" } } } });
  });
});

// A unit whose activated abilities may be used only while it is at a battlefield (a restriction checked as each is played).
describe("a unit's abilities restricted to battlefields", () => {
  const use = (where: string) => ({
    name: "",
    board: { players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2" }] },
    objects: [card("rg", "Renata Glasc, Mastermind", "p1", where)],
    chain: [{ id: "ab", source: "rg", ability: 0, controller: "p1" }],
  });

  it("Renata Glasc, Mastermind draws at a battlefield; in her base the ability can't be played", async () => {
    await executable("Renata Glasc, Mastermind");
    await check({ ...use("bf1"), expect: { instructions: { ab: ["EXECUTED"] }, players: { p1: { handSize: 1 } } } });
    await check({ ...use("base"), expect: { kinds: { ab: { PLAY_ILLEGAL: true, INSTRUCTION: false } }, players: { p1: { handSize: 0 } } } });
  });
});

// "If it was X, Y." after a kill: whose unit it was, from its last known information.
describe("a branch on whose unit the object acted on was", () => {
  const kill = (owner: string) => ({
    name: "",
    objects: [unit("u", owner, "bf1", { might: 2 })],
    chain: [{ id: "bm", card: "Blood Money", controller: "p1", targets: ["u"] }],
  });

  it("Blood Money kills an enemy unit: one Gold gear token, exhausted", async () => {
    await executable("Blood Money");
    await check({
      ...kill("p2"),
      expect: {
        instructions: { bm: ["EXECUTED", "EXECUTED", "IGNORED"] },
        objects: { u: { zone: "TRASH" }, "bm.token1": { zone: "BASE", controller: "p1", exhausted: true } },
        cites: { bm: ["359.3.e.13"] },
      },
    });
  });

  it("a friendly unit: two Gold gear tokens", async () => {
    await check({
      ...kill("p1"),
      expect: { instructions: { bm: ["EXECUTED", "IGNORED", "EXECUTED"] }, objects: { "bm.token1": { exhausted: true }, "bm.token2": { exhausted: true } } },
    });
  });
});

// A battlefield's conquer trigger narrowed by the conqueror's Mighty units there (5+ Might), counted as it conquers.
describe("a battlefield's conquest narrowed by Mighty units", () => {
  const conquer = (might: number) => ({
    name: "",
    board: {
      battlefields: [{ id: "st", card: "Sunken Temple", controller: "p2" }, { id: "bf2" }],
      players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2" }],
    },
    objects: [unit("u", "p1", "base", { might })],
    chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "st" }],
  });

  it("Sunken Temple conquered by a 5-Might unit: paid, its conqueror draws 1", async () => {
    await executable("Sunken Temple");
    await check({ ...conquer(5), choices: [{ item: "st.a0", index: 0, option: "accept" }], expect: { instructions: { "st.a0": ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 1 } } } });
  });

  it("conquered by a 4-Might unit, it does not trigger", async () => {
    await check({ ...conquer(4), expect: { kinds: { "st.a0": { ITEM_ADDED: false, INSTRUCTION: false } }, players: { p1: { handSize: 0 } } } });
  });
});

// A defend trigger whose opening cost kills its source: killing it is the ability's base cost (383.3.b), paid as it goes on the
// chain; declined, the ability is removed and did not trigger (383.3.a.2).
describe("an opening cost that kills the source", () => {
  const defend = (option: string) => ({
    name: "",
    board: { combat: { battlefield: "bf1", attackers: ["a"], defenders: ["of"] } },
    objects: [card("of", "Overzealous Fan", "p1", "bf1"), unit("a", "p2", "bf1")],
    chain: [{ id: "def", source: "of", ability: 0, controller: "p1", targets: ["a"] }],
    choices: [{ item: "def", index: 0, option }],
  });

  it("Overzealous Fan defends and is killed as the cost: the attacking unit goes to its base", async () => {
    await executable("Overzealous Fan");
    await check({
      ...defend("accept"),
      expect: { instructions: { def: ["EXECUTED", "EXECUTED"] }, kinds: { def: { COST: true } }, objects: { of: { zone: "TRASH" }, a: { zone: "BASE" } }, cites: { def: ["383.3.b"] } },
    });
  });

  it("declined: the Fan stays and the attacker too", async () => {
    await check({ ...defend("decline"), expect: { kinds: { def: { ITEM_ADDED: false, INSTRUCTION: false } }, objects: { of: { zone: "BATTLEFIELD" }, a: { zone: "BATTLEFIELD" } } } });
  });
});

// An opening cost of two parts, a payment and a unit returned to its owner's hand (383.3.b): the unit is named as the
// ability goes on the chain, returned then (not again as it resolves), and the effect follows.
// The card's text in force from the 2026-09-03 corpus on is of this shape (the earlier text links the parts with "If you do").
describe("an opening cost of two parts (a payment and a unit returned)", () => {
  const asOf = "2026-09-10";
  const conquer = (choices: Choice[]) => ({
    name: "", asOf,
    board: { battlefields: [{ id: "ed", card: "Emperor's Dais", controller: "p2" }, { id: "bf2" }], players: [{ id: "p1", handSize: 0 }, { id: "p2" }] },
    objects: [unit("u", "p1", "base")],
    chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "ed" }],
    choices,
  });

  it("Emperor's Dais conquered and paid: the unit returns to hand and a 2-Might Sand Soldier token is played there", async () => {
    expect((await data(`query($name: String!) { card(name: $name, asOf: "${asOf}") { executable } }`, { name: "Emperor's Dais" })).card?.executable).toBe(true);
    await check({
      ...conquer([{ item: "ed.a0", index: 0, objects: ["u"] }, { item: "ed.a0", index: 1, option: "accept" }]),
      expect: {
        instructions: { "ed.a0": ["EXECUTED", "EXECUTED", "EXECUTED"] }, kinds: { "ed.a0": { COST: true } },
        objects: { u: { zone: "HAND" }, "ed.a0.token1": { zone: "BATTLEFIELD", battlefield: "ed", controller: "p1", might: 2 } },
        players: { p1: { handSize: 1 } }, cites: { "ed.a0": ["383.3.b"] },
      },
    });
  });

  it("the unit returned to pay the cost is not chosen by the ability: a Targeting Effect does not trigger for it", async () => {
    const base = conquer([{ item: "ed.a0", index: 0, objects: ["u"] }, { item: "ed.a0", index: 1, option: "accept" }, { item: "sw.a0", index: 0, option: "decline" }]);
    await check({
      ...base, objects: [...base.objects, card("sw", "Spirit Wheel", "p1", "base")],
      expect: { instructions: { "ed.a0": ["EXECUTED", "EXECUTED", "EXECUTED"] }, kinds: { "sw.a0#2": { TRIGGER: false } }, objects: { u: { zone: "HAND" } } },
    });
  });

  it("declined: nothing is returned and no token is played", async () => {
    await check({
      ...conquer([{ item: "ed.a0", index: 0, objects: ["u"] }, { item: "ed.a0", index: 1, option: "decline" }]),
      expect: { kinds: { "ed.a0": { ITEM_ADDED: false, INSTRUCTION: false } }, objects: { u: { zone: "BATTLEFIELD", battlefield: "ed" } } },
    });
  });
});

// Targeting Effects (383.4.b): they trigger as a spell or ability of their controller that chooses the unit is finalized,
// once for each unit chosen ("it" is that unit); an opponent's spell choosing it does not trigger them.
describe("Targeting Effects", () => {
  const players = { players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2", handSize: 0, deckSize: 5 }] };

  it("Jae Medarda: chosen by its controller's spell, they draw 1; by the opponent's, nothing", async () => {
    await executable("Jae Medarda");
    const board = (by: string) => ({ name: "", board: players, objects: [card("jm", "Jae Medarda", "p1", "bf1")], chain: [{ id: "ps", card: "Primal Strength", controller: by, targets: ["jm"] }] });
    await check({ ...board("p1"), expect: { instructions: { "jm.a0": ["EXECUTED"] }, players: { p1: { handSize: 1 } }, objects: { jm: { might: 12 } }, cites: { "jm.a0": ["383.4.b"] } } });
    await check({ ...board("p2"), expect: { kinds: { "jm.a0": { TRIGGER: false } }, players: { p1: { handSize: 0 } } } });
  });

  it("Irelia, Fervent: chosen and readied by one spell, she gets +1 Might twice; chosen while ready, once", async () => {
    await executable("Irelia, Fervent");
    const board = (exhausted: boolean) => ({ name: "", objects: [card("ir", "Irelia, Fervent", "p1", "bf1", { exhausted })], chain: [{ id: "uc", card: "Upstage Comedy", controller: "p1", targets: ["ir"] }] });
    await check({ ...board(true), expect: { instructions: { "ir.a1": ["EXECUTED"], "ir.a1#2": ["EXECUTED"] }, objects: { ir: { might: 6, exhausted: false } } } });
    await check({ ...board(false), expect: { instructions: { "ir.a1": ["EXECUTED"] }, kinds: { "ir.a1#2": { TRIGGER: false } }, objects: { ir: { might: 5 } } } });
  });

  it("Spirit Wheel: paid ({1}, and exhausting it) as it goes on the chain, its controller draws 1", async () => {
    await executable("Spirit Wheel");
    const board = (option: string, target = "u") => ({
      name: "", board: players,
      objects: [card("sw", "Spirit Wheel", "p1", "base"), unit("u", "p1", "bf1"), unit("e", "p2", "bf1")],
      chain: [{ id: "ps", card: "Primal Strength", controller: "p1", targets: [target] }],
      choices: [{ item: "sw.a0", index: 0, option }],
    });
    await check({ ...board("accept"), expect: { instructions: { "sw.a0": ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { sw: { exhausted: true } }, players: { p1: { handSize: 1 } } } });
    await check({ ...board("decline"), expect: { kinds: { "sw.a0": { ITEM_ADDED: false } }, objects: { sw: { exhausted: false } }, players: { p1: { handSize: 0 } } } });
    await check({ ...board("accept", "e"), expect: { kinds: { "sw.a0": { TRIGGER: false } }, players: { p1: { handSize: 0 } } } });
  });

  it("Blade Dancer: exhausted (and {any} paid) as it goes on the chain, it readies the friendly unit that was chosen", async () => {
    await executable("Blade Dancer");
    await check({
      name: "",
      objects: [card("bd", "Blade Dancer", "p1", "base"), unit("u", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "ps", card: "Primal Strength", controller: "p1", targets: ["u"] }],
      choices: [{ item: "bd.a0", index: 0, option: "accept" }],
      expect: { instructions: { "bd.a0": ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { bd: { exhausted: true }, u: { exhausted: false } } },
    });
  });

  it("Blade Dancer's second ability: when its controller conquers, paid, the legend readies itself", async () => {
    await check({
      name: "",
      board: { battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
      objects: [card("bd", "Blade Dancer", "p1", "base", { exhausted: true }), unit("u", "p1", "base")],
      chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "bf1" }],
      choices: [{ item: "thr", index: 0, option: "decline" }, { item: "bd.a1", index: 0, option: "accept" }],
      expect: { instructions: { "bd.a1": ["EXECUTED", "EXECUTED"] }, objects: { bd: { exhausted: false } } },
    });
  });
});

// A trigger on a buff placed on the unit by its controller's spell or ability (none is placed on a unit that has one, 702.3.a).
describe("a trigger on being buffed", () => {
  it("Simian Ancestor buffed by its controller's Pit Rookie readies itself; buffed again, no buff is placed and it does not trigger", async () => {
    await executable("Simian Ancestor");
    await check({
      name: "",
      objects: [card("sa", "Simian Ancestor", "p1", "base", { exhausted: true })],
      chain: [{ id: "pr", card: "Pit Rookie", controller: "p1", destination: "base" }, { id: "pr2", card: "Pit Rookie", controller: "p1", destination: "base", playedAfter: "pr" }],
      choices: [{ item: "pr.a0", index: 0, objects: ["sa"] }, { item: "pr2.a0", index: 0, objects: ["sa"] }],
      expect: { instructions: { "sa.a0": ["EXECUTED"] }, kinds: { "sa.a0#2": { TRIGGER: false } }, objects: { sa: { exhausted: false, might: 6 } } },
    });
  });
});

// A Might bonus while another unit of its controller is at its location, read continuously.
describe("a Might bonus with company", () => {
  it("Trusty Ramhound has +1 Might with another friendly unit at its battlefield, not with an enemy one", async () => {
    await executable("Trusty Ramhound");
    await check({
      name: "",
      objects: [card("tr", "Trusty Ramhound", "p1", "bf1"), unit("e", "p2", "bf1"), card("tr2", "Trusty Ramhound", "p1", "bf2"), unit("f", "p1", "bf2")],
      chain: [],
      expect: { objects: { tr: { might: 2 }, tr2: { might: 3 } } },
    });
  });
});

// A spell's delayed triggered ability (390.2) on each unit its controller plays for the rest of the turn; "it" is that unit.
describe("a spell's delayed trigger on units played this turn", () => {
  const rally = (by: string) => ({
    name: "",
    board: { players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2" }] },
    chain: [{ id: "rt", card: "Rally the Troops", controller: "p1" }, { id: "u", card: "Dunebreaker", controller: by, destination: "base", playedAfter: "rt" }],
  });

  it("Rally the Troops: its controller draws 1; the unit they play next is buffed", async () => {
    await executable("Rally the Troops");
    await check({ ...rally("p1"), expect: { instructions: { rt: ["EXECUTED", "EXECUTED"], "rt.delayed": ["EXECUTED"] }, objects: { u: { might: 8 } }, players: { p1: { handSize: 1 } }, cites: { "rt.delayed": ["390.2"] } } });
  });

  it("a unit the opponent plays is not buffed", async () => {
    await check({ ...rally("p2"), expect: { kinds: { "rt.delayed": { TRIGGER: false } }, objects: { u: { might: 7 } } } });
  });
});

// A battlefield where units can't be played: a unit card played there is illegal; a unit token played there is not made.
// And a unit's permission to be played to a battlefield its controller is attacking (where units may be played is the caller's).
describe("a battlefield that forbids playing units; a permission to play to an attacked battlefield", () => {
  const board = { battlefields: [{ id: "rp", card: "Rockfall Path" }, { id: "bf2" }] };

  it("Rockfall Path: a unit played there can't be, one played elsewhere can", async () => {
    await executable("Rockfall Path");
    await check({ name: "", board, chain: [{ id: "db", card: "Dunebreaker", controller: "p1", destination: "rp" }], expect: { kinds: { db: { PLAY_ILLEGAL: true } } } });
    await check({ name: "", board, chain: [{ id: "db", card: "Dunebreaker", controller: "p1", destination: "bf2" }], expect: { objects: { db: { zone: "BATTLEFIELD", battlefield: "bf2" } } } });
  });

  it("a unit token an ability plays there is not made", async () => {
    await check({
      name: "", board,
      objects: [card("unf", "Unforgiven", "p1", "base"), card("nd", "Noxian Drummer", "p1", "base")],
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["nd"], destination: "rp" }],
      expect: { instructions: { "nd.a0": ["IGNORED"] }, objects: { nd: { battlefield: "rp" } }, cites: { "nd.a0": ["054.1"] } },
    });
  });

  it("Rengar, Pouncing is executable (the permission is where the caller may play him)", async () => {
    await executable("Rengar, Pouncing");
  });
});

// Cost reductions of a card itself: costs are paid outside the engine; the unit is played as the caller says.
describe("self cost reductions (paid outside the engine)", () => {
  it("Battering Ram and Needlessly Large Yordle are executable and enter the board when played", async () => {
    await executable("Battering Ram", "Needlessly Large Yordle");
    await check({
      name: "",
      chain: [{ id: "br", card: "Battering Ram", controller: "p1", destination: "base" }, { id: "ny", card: "Needlessly Large Yordle", controller: "p1", destination: "base", playedAfter: "br" }],
      expect: { objects: { br: { zone: "BASE", might: 5 }, ny: { zone: "BASE", might: 5 } } },
    });
  });
});

// Countering an opponent's spell or ability whose choices include a unit or gear of the countering player (359.3.e.9.a counting).
describe("countering a chain item that chooses the counterer's unit or gear", () => {
  const play = (target: string) => ({
    name: "",
    objects: [unit("u", "p1", "bf1", { might: 2 }), unit("e", "p2", "bf1", { might: 2 })],
    chain: [{ id: "ps", card: "Primal Strength", controller: "p2", targets: [target] }, { id: "nsf", card: "Not So Fast", controller: "p1", targets: ["ps"] }],
  });

  it("Not So Fast counters the opponent's spell that chooses its controller's unit", async () => {
    await executable("Not So Fast");
    await check({ ...play("u"), expect: { instructions: { nsf: ["EXECUTED"] }, kinds: { ps: { INSTRUCTION: false } }, objects: { u: { might: 2 } } } });
  });

  it("a spell that chooses only the opponent's own unit can't be chosen", async () => {
    await check({ ...play("e"), expect: { playIllegal: { nsf: { ps: "chooses no unit or gear" } }, objects: { e: { might: 9 } } } });
  });
});

// A spell-played trigger narrowed to the opponent's turn: whose turn it is as the spell is played, and an
// opening cost (exhausting the gear) paid as the ability goes on the chain (383.3.b).
describe("a spell-played trigger on the opponent's turn", () => {
  const play = (turnPlayer: string) => ({
    name: "",
    board: { turnPlayer },
    objects: [card("cc", "Chemtech Cask", "p1", "base"), unit("u", "p1", "bf1")],
    chain: [{ id: "ps", card: "Primal Strength", controller: "p1", targets: ["u"] }],
  });

  it("Chemtech Cask on the opponent's turn: exhausted as it goes on the chain, a Gold gear token is played exhausted", async () => {
    await executable("Chemtech Cask");
    await check({
      ...play("p2"), choices: [{ item: "cc.a0", index: 0, option: "accept" }],
      expect: { instructions: { "cc.a0": ["EXECUTED", "EXECUTED"] }, objects: { cc: { exhausted: true }, "cc.a0.token1": { zone: "BASE", exhausted: true } } },
    });
  });

  it("on its controller's own turn it does not trigger", async () => {
    await check({ ...play("p1"), expect: { kinds: { "cc.a0": { ITEM_ADDED: false, INSTRUCTION: false } }, objects: { cc: { exhausted: false } } } });
  });
});

// Each Equipment attached to the unit gives twice its printed Might bonus (read continuously).
describe("doubled Equipment Might bonuses", () => {
  it("Gearhead with two +1 Equipment has 3 + 2×2 Might; another unit with one has +1", async () => {
    await executable("Gearhead");
    await check({
      name: "",
      objects: [
        card("gh", "Gearhead", "p1", "bf1"), card("d1", "Doran's Shield", "p1", "bf1", { attachedTo: "gh" }), card("d2", "Doran's Shield", "p1", "bf1", { attachedTo: "gh" }),
        unit("u", "p1", "bf1", { might: 2 }), card("d3", "Doran's Shield", "p1", "bf1", { attachedTo: "u" }),
      ],
      chain: [],
      expect: { objects: { gh: { might: 7 }, u: { might: 3 } } },
    });
  });
});

// Triggers noticed as an item is finalized or as an Equipment is attached: an activated ability of a gear used, a card
// played from face down, a card with a big enough printed Power cost played, an Equipment attached to the unit.
describe("triggers on gear abilities, facedown plays, Power costs and attachments", () => {
  it("Prize of Progress: its controller uses a gear's Equip ability, it gets +1 Might this turn", async () => {
    await executable("Prize of Progress");
    await check({
      name: "",
      objects: [card("pp", "Prize of Progress", "p1", "base"), card("ds", "Doran's Shield", "p1", "base"), unit("u", "p1", "base")],
      chain: [{ id: "eq", source: "ds", ability: 0, controller: "p1", targets: ["u"] }],
      expect: { instructions: { eq: ["EXECUTED"], "pp.a0": ["EXECUTED"] }, objects: { pp: { might: 4 }, ds: { attachedTo: "u" } } },
    });
  });

  it("Jax, Unrelenting: an Equipment attached to him by his controller, paid, draws 1", async () => {
    await executable("Jax, Unrelenting");
    await check({
      name: "",
      board: { players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2" }] },
      objects: [card("jx", "Jax, Unrelenting", "p1", "base"), card("ds", "Doran's Shield", "p1", "base")],
      chain: [{ id: "eq", source: "ds", ability: 0, controller: "p1", targets: ["jx"] }],
      choices: [{ item: "jx.a1", index: 0, option: "accept" }],
      expect: { instructions: { "jx.a1": ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 1 } } },
    });
  });

  it("Black Market Broker: a card its controller plays from face down makes a Gold gear token; from hand, nothing", async () => {
    await executable("Black Market Broker");
    const back = "Back Off";
    const base = {
      name: "",
      board: { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2" }] },
      objects: [card("bmb", "Black Market Broker", "p1", "base"), unit("e", "p2", "bf1"), { id: "bof", card: back, owner: "p1", location: "FACEDOWN" as const, battlefield: "bf1" }],
    };
    await check({ ...base, chain: [{ id: "bo", card: back, controller: "p1", playedFrom: "bof", battlefield: "bf1", targets: ["e"] }], expect: { instructions: { "bmb.a0": ["EXECUTED"] }, objects: { "bmb.a0.token1": { exhausted: true } } } });
    await check({ ...base, chain: [{ id: "bo", card: back, controller: "p1", targets: ["e"] }], expect: { kinds: { "bmb.a0": { TRIGGER: false } } } });
  });

  it("Yordle Explorer: a card with two Power symbols draws 1; one with one does not", async () => {
    await executable("Yordle Explorer");
    const play = (spell: string) => ({
      name: "", board: { players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2" }] },
      objects: [card("ye", "Yordle Explorer", "p1", "base"), unit("u", "p1", "base")],
      chain: [{ id: "s", card: spell, controller: "p1", targets: ["u"] }],
    });
    await check({ ...play("Punch First"), expect: { instructions: { "ye.a0": ["EXECUTED"] }, players: { p1: { handSize: 1 } } } });
    await check({ ...play("Primal Strength"), expect: { kinds: { "ye.a0": { TRIGGER: false } }, players: { p1: { handSize: 0 } } } });
  });
});

// A gear's play effect only when played from facedown, attaching itself to a chosen unit; its
// target must be at the battlefield it was hidden at (811.1.d.2).
describe("a facedown play effect that attaches the gear", () => {
  const base = {
    name: "",
    board: { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2" }] },
    objects: [unit("u", "p1", "bf1", { might: 2 }), unit("w", "p1", "base"), { id: "eof", card: "Edge of Night", owner: "p1", location: "FACEDOWN" as const, battlefield: "bf1" }],
  };

  it("Edge of Night played from face down attaches itself to the unit there", async () => {
    await executable("Edge of Night");
    await check({
      ...base, chain: [{ id: "en", card: "Edge of Night", controller: "p1", playedFrom: "eof", battlefield: "bf1", targets: ["u"] }],
      expect: { instructions: { "eof.a1": ["EXECUTED"] }, objects: { eof: { attachedTo: "u", zone: "BATTLEFIELD", battlefield: "bf1" }, u: { might: 4 } } },
    });
  });

  it("its target must be here (the battlefield it was hidden at); played from hand it does not trigger", async () => {
    await check({ ...base, chain: [{ id: "en", card: "Edge of Night", controller: "p1", playedFrom: "eof", battlefield: "bf1", targets: ["w"] }], expect: { playIllegal: { "eof.a1": { w: "facedown" } } } });
    await check({ ...base, chain: [{ id: "en", card: "Edge of Night", controller: "p1", destination: "base" }], expect: { kinds: { "en.a1": { TRIGGER: false } }, objects: { en: { zone: "BASE" } } } });
  });
});

// A trigger on its controller spending a buff (here as Call to Glory's additional cost, 702.2.b).
describe("a trigger on spending a buff", () => {
  it("Fae Dragon: its controller spends a buff, a Gold gear token is played exhausted", async () => {
    await executable("Fae Dragon");
    await check({
      name: "",
      objects: [card("fd", "Fae Dragon", "p1", "base"), card("bar", "Arena Bar", "p1", "base"), unit("u", "p1", "bf1", { might: 2, exhausted: true }), unit("t", "p1", "bf1", { might: 2 })],
      chain: [
        { id: "ab", source: "bar", ability: 0, controller: "p1", targets: ["u"] },
        { id: "cg", card: "Call to Glory", controller: "p1", targets: ["t"], paidAdditionalCost: true, costObjects: ["u"], playedAfter: "ab" },
      ],
      expect: { instructions: { cg: ["EXECUTED"], "fd.a1": ["EXECUTED"] }, objects: { u: { might: 2 }, "fd.a1.token1": { zone: "BASE", exhausted: true } } },
    });
  });
});

// Damage equal to the unit's Assault: the total value of the unit's Assault as the instruction executes.
describe("damage equal to a keyword's value", () => {
  it("Lucian, Gunslinger attacks: 1 damage (his [Assault]) to an enemy unit here", async () => {
    await executable("Lucian, Gunslinger");
    await check({
      name: "",
      board: { combat: { battlefield: "bf1", attackers: ["lu"], defenders: ["e"] } },
      objects: [card("lu", "Lucian, Gunslinger", "p1", "bf1"), unit("e", "p2", "bf1", { might: 4 })],
      chain: [{ id: "atk", source: "lu", ability: 1, controller: "p1", targets: ["e"] }],
      expect: { instructions: { atk: ["EXECUTED"] }, objects: { e: { damage: 1 }, lu: { might: 3 } } },
    });
  });
});

// Keywords read continuously: an Equipment gives [Assault] to its unit; [Assault] equal to the enemy units here.
describe("Assault from Equipment and from a count of enemies", () => {
  it("Purifier: an attacking unit with its controller's Equipment gets +1 for the bonus and +1 for [Assault]", async () => {
    await executable("Purifier");
    await check({
      name: "",
      board: { combat: { battlefield: "bf1", attackers: ["u"], defenders: ["e"] } },
      objects: [card("pu", "Purifier", "p1", "base"), unit("u", "p1", "bf1", { might: 2 }), card("ds", "Doran's Shield", "p1", "bf1", { attachedTo: "u" }), unit("e", "p2", "bf1", { might: 2 }), unit("w", "p1", "base", { might: 2 }), card("d2", "Doran's Shield", "p1", "base", { attachedTo: "w" })],
      chain: [],
      expect: { objects: { u: { might: 4 }, w: { might: 3 } } },
    });
  });

  it("Ancient Warmonger attacking two enemy units has +2 Might; in its base, none", async () => {
    await executable("Ancient Warmonger");
    await check({
      name: "",
      board: { combat: { battlefield: "bf1", attackers: ["aw"], defenders: ["e1", "e2"] } },
      objects: [card("aw", "Ancient Warmonger", "p1", "bf1"), unit("e1", "p2", "bf1"), unit("e2", "p2", "bf1"), card("aw2", "Ancient Warmonger", "p1", "base")],
      chain: [],
      expect: { objects: { aw: { might: 6 }, aw2: { might: 4 } } },
    });
  });
});

// A banished unit played again by its owner without paying: the banished unit is played by its owner as a unit is (355.2), to the
// location they choose (the item's destination here); it is a new object.
describe("a banished unit played again by its owner", () => {
  it("Arcane Shift: the friendly unit is banished and played again to its owner's base, healed and new; 3 damage to an enemy unit", async () => {
    await executable("Arcane Shift");
    await check({
      name: "",
      board: { players: [{ id: "p1", trash: [] }, { id: "p2" }] },
      objects: [unit("u", "p1", "bf1", { might: 3, damage: 2 }), unit("e", "p2", "bf2", { might: 5 })],
      chain: [{ id: "as", card: "Arcane Shift", controller: "p1", targets: ["u", "e"], destination: "base" }],
      expect: { instructions: { as: ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { u: { zone: "BASE", damage: 0 }, e: { damage: 3 } }, players: { p1: { trash: [] } } },
    });
  });
});

// A swap with a chosen friendly unit, then optionally taking one of its Equipment, usable once a turn: the swap, the attach
// asked as it resolves (434), and the restriction checked against its uses this turn (given for before the request with abilitiesUsedThisTurn, counted within it).
describe("taking one of a unit's Equipment; an ability usable once a turn", () => {
  const objects = (used?: number[]) => [
    card("az", "Azir, Ascendant", "p1", "bf1", used ? { abilitiesUsedThisTurn: used } : {}), unit("u", "p1", "bf2", { might: 2 }), card("ds", "Doran's Shield", "p1", "bf2", { attachedTo: "u" }),
  ];

  it("Azir, Ascendant swaps with the unit and takes its Equipment", async () => {
    await executable("Azir, Ascendant");
    await check({
      name: "", objects: objects(),
      chain: [{ id: "ab", source: "az", ability: 0, controller: "p1", targets: ["u"] }],
      choices: [{ item: "ab", index: 0, option: "accept" }],
      expect: { instructions: { ab: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { az: { battlefield: "bf2", might: 7 }, u: { battlefield: "bf1", might: 2 }, ds: { attachedTo: "az", battlefield: "bf2" } } },
    });
  });

  it("declined, the Equipment stays; a second use in the same turn can't be played", async () => {
    await check({
      name: "", objects: objects(),
      chain: [{ id: "ab", source: "az", ability: 0, controller: "p1", targets: ["u"] }, { id: "ab2", source: "az", ability: 0, controller: "p1", targets: ["u"], playedAfter: "ab" }],
      choices: [{ item: "ab", index: 0, option: "decline" }],
      expect: { instructions: { ab: ["EXECUTED", "EXECUTED", "IGNORED"] }, kinds: { ab2: { PLAY_ILLEGAL: true } }, objects: { ds: { attachedTo: "u" }, az: { battlefield: "bf2" } } },
    });
    await check({ name: "", objects: objects([0]), chain: [{ id: "ab", source: "az", ability: 0, controller: "p1", targets: ["u"] }], expect: { kinds: { ab: { PLAY_ILLEGAL: true, INSTRUCTION: false } } } });
  });
});

// A conquer trigger limited to the first conquest of the turn: only once a turn (abilitiesUsedThisTurn says it already triggered before the request).
describe("a conquer trigger once a turn", () => {
  const conquer = (used?: number[]) => ({
    name: "",
    board: { battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
    objects: [card("unf", "Unforgiven", "p1", "base"), card("lm", "Lucian, Merciless", "p1", "base", { exhausted: true, ...(used ? { abilitiesUsedThisTurn: used } : {}) })],
    chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["lm"], destination: "bf1" }],
  });

  it("Lucian, Merciless conquers: he readies", async () => {
    await executable("Lucian, Merciless");
    await check({ ...conquer(), expect: { instructions: { "lm.a1": ["EXECUTED"] }, objects: { lm: { battlefield: "bf1", exhausted: false } } } });
  });

  it("if it already triggered this turn, it does not again", async () => {
    await check({ ...conquer([1]), expect: { kinds: { "lm.a1": { INSTRUCTION: false } }, objects: { lm: { battlefield: "bf1", exhausted: true } } } });
  });
});

// A unit at a battlefield that stops its controller's opponents gaining points: a score the engine sees (an instruction) is
// not made ("can't" beats "can", 054.1); in its base it stops nothing.
describe("opponents can't gain points while the unit is at a battlefield", () => {
  const score = (where: string) => ({
    name: "",
    objects: [card("rg", "Renata Glasc, Mastermind", "p1", "bf1"), card("ti", "Tianna Crownguard", "p2", where)],
    chain: [{ id: "ab", source: "rg", ability: 1, controller: "p1" }],
  });

  it("Tianna Crownguard at a battlefield: the opponent's score is not made", async () => {
    await executable("Tianna Crownguard");
    await check({ ...score("bf2"), expect: { instructions: { ab: ["IGNORED"] }, cites: { ab: ["054.1"] } } });
  });

  it("in her base, the opponent scores", async () => {
    await check({ ...score("base"), expect: { instructions: { ab: ["EXECUTED"] } } });
  });
});

// Playing a unit card from the trash by its printed Energy and Power costs, without paying: here from a Deathknell, to the
// location its controller chooses (355.2).
describe("a unit costing at most E and at most P played from the trash for free (Glasc Mixologist)", () => {
  const died = (target: string, choices: Choice[]) => ({
    name: "",
    board: { players: [{ id: "p1", trash: ["Trusty Ramhound", "Dunebreaker"] }, { id: "p2" }] },
    objects: [card("gm", "Glasc Mixologist", "p1", "bf1")],
    chain: [{ id: "v", card: "Vengeance", controller: "p2", targets: ["gm"] }],
    choices: [{ item: "gm.a0", index: 0, objects: [target] }, ...choices],
  });

  it("Glasc Mixologist dies: its controller plays a 2-cost unit from the trash to their base", async () => {
    await executable("Glasc Mixologist");
    await check({
      ...died("p1:trash:0", [{ item: "gm.a0", index: 1, option: "accept" }, { item: "gm.a0", index: 2, option: "base" }]),
      expect: { instructions: { "gm.a0": ["EXECUTED"] }, objects: { "p1:trash:0": { zone: "BASE", controller: "p1" } }, players: { p1: { trash: ["Dunebreaker", "Glasc Mixologist"] } } },
    });
  });

  it("a unit that costs more can't be chosen", async () => {
    await check({ ...died("p1:trash:1", []), expect: { playIllegal: { "gm.a0": { "p1:trash:1": "Energy cost 7" } } } });
  });
});

// An Equipment's effect text giving its unit a tag (136.2.c): the unit counts as having it wherever tags are read.
describe("an Equipment that makes its unit a Mech", () => {
  it("Experimental Hexplate: its unit is one of its controller's Mechs for Rumble, Scrapper's bonus; a unit without it is not", async () => {
    await executable("Experimental Hexplate");
    await check({
      name: "",
      objects: [card("rs", "Rumble, Scrapper", "p1", "base"), unit("u", "p1", "bf1", { might: 2 }), card("hx", "Experimental Hexplate", "p1", "bf1", { attachedTo: "u" }), unit("w", "p1", "bf1", { might: 2 })],
      chain: [],
      expect: { objects: { u: { might: 4 }, w: { might: 2 } } },
    });
  });
});

// Swapping two units' Might (433.1.b): the lower gets +difference, the higher -difference, this turn; both must be at the
// same battlefield as they are chosen (355.11).
describe("swapping the Might of two units at one battlefield", () => {
  it("Switcheroo: a 2-Might unit and a 5-Might unit end with 5 and 2", async () => {
    await executable("Switcheroo");
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1", { might: 2 }), unit("b", "p2", "bf1", { might: 5 })],
      chain: [{ id: "sw", card: "Switcheroo", controller: "p1", targets: ["a", "b"] }],
      expect: { instructions: { sw: ["EXECUTED"] }, objects: { a: { might: 5 }, b: { might: 2 } }, cites: { sw: ["433.1.b"] } },
    });
  });

  it("two units at different battlefields can't be chosen together", async () => {
    await check({
      name: "",
      objects: [unit("a", "p1", "bf1", { might: 2 }), unit("b", "p2", "bf2", { might: 5 })],
      chain: [{ id: "sw", card: "Switcheroo", controller: "p1", targets: ["a", "b"] }],
      expect: { kinds: { sw: { PLAY_ILLEGAL: true } }, objects: { a: { might: 2 }, b: { might: 5 } } },
    });
  });
});
