// Phrases made executable on the cards-sfd4 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// Statics about costs (costs are paid outside the engine: read and said back, they change nothing the engine resolves):
// spells choosing the unit, spells while it is in combat, optional additional costs, a battlefield's Repeat costs and
// the first gear (or gear ability) of a turn.
describe("cost changes (SFD-141, SFD-146, SFD-149, SFD-211, SFD-213, VEN-161)", () => {
  it("are executable", async () => {
    await executable("SFD-141", "SFD-146", "SFD-149", "SFD-211", "SFD-213", "VEN-161");
  });

  it("a spell choosing Irelia, Graceful resolves as usual (its cost was paid outside the engine)", async () => {
    await check({
      name: "",
      objects: [card("ir", "Irelia, Graceful", "p1", "bf1")],
      chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["ir"] }],
      expect: { instructions: { fs: ["EXECUTED"] }, objects: { ir: { might: 6 } }, unsupported: [] },
    });
  });

  it("Ezreal, Prodigy's play effect still discards 1, then draws 2", async () => {
    await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, hand: ["Feral Strength"] }, { id: "p2", deckSize: 20 }] },
      chain: [{ id: "ez", card: "Ezreal, Prodigy", controller: "p1" }],
      expect: { players: { p1: { handSize: 2 } }, unsupported: [] },
    });
  });
});

// "Becomes [Mighty]" (709): a unit's Might going from less than 5 to 5 or more, noticed after each instruction; the unit is
// "it" in the triggered ability. A unit that was already Mighty does not become Mighty.
describe("a unit becoming Mighty (SFD-180 Fiora, Worthy; SFD-205 Grand Duelist)", () => {
  it("are executable", async () => {
    await executable("SFD-180", "SFD-205");
  });

  it("a friendly 3-Might unit given +2: Fiora's trigger readies it", async () => {
    const r = await check({
      name: "",
      objects: [card("fi", "Fiora, Worthy", "p1", "bf1"), unit("u", "p1", "bf1", { might: 3, exhausted: true })],
      chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }],
      choices: [{ item: "fi.a0", index: 0, accept: true }],
      expect: { objects: { u: { might: 5, exhausted: false } }, instructions: { "fi.a0": ["EXECUTED", "EXECUTED"] }, cites: { "*": ["709"] } },
    });
    expect(text(r)).toMatch(/becomes Mighty/);
  });

  it("declined: the unit stays exhausted", async () => {
    await check({
      name: "",
      objects: [card("fi", "Fiora, Worthy", "p1", "bf1"), unit("u", "p1", "bf1", { might: 3, exhausted: true })],
      chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }],
      choices: [{ item: "fi.a0", index: 0, accept: false }],
      expect: { objects: { u: { might: 5, exhausted: true } } },
    });
  });

  it("no trigger: a unit already Mighty, a unit that stays below 5, an enemy unit", async () => {
    for (const [might, owner] of [[5, "p1"], [2, "p1"], [3, "p2"]] as const) {
      const r = await check({
        name: "",
        objects: [card("fi", "Fiora, Worthy", "p1", "bf1"), unit("u", owner, "bf1", { might, exhausted: true })],
        chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }],
        expect: { objects: { u: { might: might + 2, exhausted: true } } },
      });
      expect(r.steps.some((s) => s.chainItem === "fi.a0")).toBe(false);
    }
  });

  it("Grand Duelist: exhausted to channel a rune (recorded) as a unit of its controller becomes Mighty", async () => {
    await check({
      name: "",
      objects: [card("gd", "Grand Duelist", "p1", "base"), unit("u", "p1", "bf1", { might: 4 })],
      chain: [{ id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }],
      choices: [{ item: "gd.a0", index: 0, accept: true }],
      expect: { objects: { gd: { exhausted: true } }, instructions: { "gd.a0": ["EXECUTED", "EXECUTED"] } },
    });
  });
});

// "When you play a [Mighty] unit": a unit its controller plays with 5+ Might as it enters the board (708). A unit card
// played with printed Might 5 was already Mighty (711): it does not "become" Mighty.
describe("playing a Mighty unit (OGN-249 Relentless Storm)", () => {
  it("is executable", async () => {
    await executable("OGN-249");
  });

  it("a 5-Might unit played: the legend's trigger exhausts it (the rune is recorded); Fiora's does not trigger", async () => {
    const r = await check({
      name: "",
      objects: [card("rs", "Relentless Storm", "p1", "base"), card("fi", "Fiora, Worthy", "p1", "bf1")],
      chain: [{ id: "pp", card: "Playful Phantom", controller: "p1" }],
      choices: [{ item: "rs.a0", index: 0, accept: true }],
      expect: { objects: { rs: { exhausted: true }, pp: { zone: "BASE" } }, instructions: { "rs.a0": ["EXECUTED", "EXECUTED"] } },
    });
    expect(r.steps.some((s) => s.chainItem === "fi.a0")).toBe(false);
  });

  it("a 4-Might unit played, or an opponent's Mighty unit: no trigger", async () => {
    for (const [name, controller] of [["Vanguard Sergeant", "p1"], ["Playful Phantom", "p2"]]) {
      const r = await check({
        name: "",
        objects: [card("rs", "Relentless Storm", "p1", "base")],
        chain: [{ id: "pp", card: name, controller }],
        expect: { objects: { rs: { exhausted: false } } },
      });
      expect(r.steps.some((s) => s.chainItem === "rs.a0")).toBe(false);
    }
  });
});

// Revealing the top cards, banishing any one of them and playing it (419.3): a unit enters the board, a gear its player's base
// (152.2), a spell goes on the chain with its own targets chosen by its player and resolves after the item that played it; the
// others are recycled, or drawn. Costs are paid outside the engine (recorded: paid, or reduced).
describe("banish one of the revealed cards, then play it (SFD-188 Void Rush, SFD-187 Void Burrower, SFD-170 Rek'Sai, Swarm Queen)", () => {
  const deck = (cards: string[]) => ({ players: [{ id: "p1", deck: cards, hand: [], trash: [] }, { id: "p2", deckSize: 20 }] });

  it("are executable", async () => {
    await executable("SFD-188", "SFD-187", "SFD-170");
  });

  it("Void Rush: a banished spell is played, chooses its target and resolves after; the other card is drawn", async () => {
    const r = await check({
      name: "",
      board: deck(["Feral Strength", "Vanguard Sergeant", "Playful Phantom"]),
      objects: [unit("u", "p1", "bf1", { might: 3 })],
      chain: [{ id: "vr", card: "Void Rush", controller: "p1" }],
      choices: [{ item: "vr", index: 0, option: "p1:deck:0" }, { item: "vr.play", index: 0, objects: ["u"] }],
      expect: {
        instructions: { vr: ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"], "vr.play": ["EXECUTED"] },
        objects: { u: { might: 5 } },
        players: { p1: { hand: ["Vanguard Sergeant"], trash: ["Void Rush", "Feral Strength"] } },
        cites: { vr: ["419.3"] },
      },
    });
    expect(text(r)).toMatch(/reduced by \{2\}/);
    const order = r.steps.filter((s) => s.kind === "ITEM_ENDS").map((s) => s.chainItem);
    expect(order).toEqual(["vr", "vr.play"]);
  });

  it("Void Rush: a banished unit is played to the location its player chooses; none banished: both drawn", async () => {
    await check({
      name: "",
      board: deck(["Feral Strength", "Vanguard Sergeant"]),
      chain: [{ id: "vr", card: "Void Rush", controller: "p1" }],
      choices: [{ item: "vr", index: 0, option: "p1:deck:1" }, { item: "vr", index: 1, option: "bf1" }],
      expect: { objects: { "p1:deck:1": { zone: "BATTLEFIELD", battlefield: "bf1" } }, players: { p1: { hand: ["Feral Strength"] } } },
    });
    await check({
      name: "",
      board: deck(["Feral Strength", "Vanguard Sergeant"]),
      chain: [{ id: "vr", card: "Void Rush", controller: "p1" }],
      choices: [{ item: "vr", index: 0, option: "none" }],
      expect: { instructions: { vr: ["EXECUTED", "IGNORED", "IGNORED", "EXECUTED"] }, players: { p1: { hand: ["Feral Strength", "Vanguard Sergeant"] } } },
    });
  });

  it("a banished spell with no legal target can't be played: it stays banished", async () => {
    const r = await check({
      name: "",
      board: deck(["Feral Strength", "Vanguard Sergeant"]),
      chain: [{ id: "vr", card: "Void Rush", controller: "p1" }],
      choices: [{ item: "vr", index: 0, option: "p1:deck:0" }, { item: "vr.play", index: 0, objects: [] }],
      expect: { instructions: { vr: ["EXECUTED", "EXECUTED", "IGNORED", "EXECUTED"] }, objects: { "p1:deck:0": { zone: "BANISHMENT" } } },
    });
    expect(text(r)).toMatch(/undone/);
  });

  it("Void Burrower: exhausted as it triggers on a conquest; a banished gear is played to its player's base (entering exhausted, as it says)", async () => {
    await check({
      name: "",
      board: deck(["Vanguard Sergeant", "Iron Ballista", "Playful Phantom"]),
      objects: [card("vb", "Void Burrower", "p1", "base")],
      chain: [{ id: "t", source: "vb", controller: "p1" }],
      choices: [{ item: "t", index: 0, accept: true }, { item: "t", index: 1, option: "p1:deck:1" }],
      expect: { objects: { vb: { exhausted: true }, "p1:deck:1": { zone: "BASE", exhausted: true } }, cites: { t: ["152.2"] } },
    });
  });

  it("Rek'Sai, Swarm Queen: the unit banished from among the revealed cards is played at her battlefield", async () => {
    await check({
      name: "",
      board: deck(["Vanguard Sergeant", "Feral Strength"]),
      objects: [card("rk", "Rek'Sai, Swarm Queen", "p1", "bf1")],
      chain: [{ id: "t", source: "rk", controller: "p1" }],
      choices: [{ item: "t", index: 0, accept: true }, { item: "t", index: 1, option: "p1:deck:0" }, { item: "t", index: 2, option: "bf1" }],
      expect: { objects: { "p1:deck:0": { zone: "BATTLEFIELD", battlefield: "bf1" } } },
    });
  });
});

// A unit card of its player's hand played by a spell to a battlefield that player controls (419.3), its cost reduced (paid
// outside the engine). The hand must be given by its cards.
describe("a unit played from hand to one of its controller's battlefields (SFD-111 Here to Help)", () => {
  const board = (hand?: string[]) => ({
    players: [{ id: "p1", deckSize: 20, ...(hand ? { hand } : { handSize: 2 }) }, { id: "p2", deckSize: 20 }],
    battlefields: [{ id: "bf1" }, { id: "bf2", controller: "p1" }],
  });

  it("is executable", async () => {
    await executable("SFD-111");
  });

  it("the unit card leaves the hand and enters at the battlefield p1 controls", async () => {
    const r = await check({
      name: "",
      board: board(["Feral Strength", "Vanguard Sergeant"]),
      chain: [{ id: "hh", card: "Here to Help", controller: "p1" }],
      choices: [{ item: "hh", index: 0, accept: true }],
      expect: { instructions: { hh: ["EXECUTED"] }, objects: { "hh.played": { zone: "BATTLEFIELD", battlefield: "bf2", controller: "p1" } }, players: { p1: { hand: ["Feral Strength"], handSize: 1 } } },
    });
    expect(text(r)).toMatch(/reduced by \{3\}/);
  });

  it("declined, no unit in hand, or a hand given by its size: nothing is played", async () => {
    for (const [hand, choices] of [[["Vanguard Sergeant"], [{ item: "hh", index: 0, accept: false }]], [["Feral Strength"], [{ item: "hh", index: 0, accept: true }]], [undefined, [{ item: "hh", index: 0, accept: true }]]] as const) {
      const r = await check({
        name: "",
        board: board(hand ? [...hand] : undefined),
        chain: [{ id: "hh", card: "Here to Help", controller: "p1" }],
        choices: [...choices],
        expect: { instructions: { hh: ["IGNORED"] } },
      });
      expect(r.finalBoard.objects.some((o) => o.id === "hh.played")).toBe(false);
    }
  });
});

// A permission for a later play this turn (a gear from hand without its Energy cost): that play is outside this chain's
// resolution and costs are paid outside the engine, so it is recorded, and only if the gear was killed ("If you do").
describe("a gear from hand this turn without its Energy cost, if a friendly gear was killed (SFD-084 Jayce, Man of Progress)", () => {
  const scenario = (accept: boolean) => ({
    name: "",
    objects: [card("g", "Iron Ballista", "p1", "base")],
    chain: [{ id: "jc", card: "Jayce, Man of Progress", controller: "p1" }],
    choices: [{ item: "jc.a0", index: 0, objects: ["g"] }, { item: "jc.a0", index: 1, accept }],
  });

  it("is executable", async () => {
    await executable("SFD-084");
  });

  it("the gear killed: the permission is recorded", async () => {
    const r = await check({ ...scenario(true), expect: { instructions: { "jc.a0": ["EXECUTED", "EXECUTED"] }, objects: { g: { zone: "TRASH" } } } });
    expect(text(r)).toMatch(/permission is recorded/);
  });

  it("declined: no gear killed, no permission", async () => {
    const r = await check({ ...scenario(false), expect: { instructions: { "jc.a0": ["IGNORED", "IGNORED"] }, objects: { g: { zone: "BASE" } } } });
    expect(text(r)).not.toMatch(/permission is recorded/);
  });
});

// Control taken for the turn: the unit is taken and readied now; losing control of it and recalling it is one delayed
// ability for the end of the turn (390), which comes after the request (a request covers the chain, not the turn's end).
describe("take control now, lose it and recall the unit at end of turn (SFD-202 Hostile Takeover)", () => {
  it("is executable", async () => {
    await executable("SFD-202");
  });

  it("the enemy unit is p1's and ready; the end-of-turn ability waits, naming it", async () => {
    const r = await check({
      name: "",
      objects: [unit("e", "p2", "bf1", { exhausted: true })],
      chain: [{ id: "ht", card: "Hostile Takeover", controller: "p1", targets: ["e"] }],
      expect: { instructions: { ht: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { e: { controller: "p1", exhausted: false, zone: "BATTLEFIELD" } } },
    });
    const waiting = r.steps.filter((s) => s.kind === "DELAYED").map((s) => s.explanation).join(" ");
    expect(waiting).toMatch(/lose control of .* and recall/);
    expect(waiting).toMatch(/\(e\)/);
  });

  it("a friendly unit is not a legal target", async () => {
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1")],
      chain: [{ id: "ht", card: "Hostile Takeover", controller: "p1", targets: ["u"] }],
      expect: { playIllegal: { ht: { u: "enemy" } } },
    });
  });
});

// Each opponent reveals their top card; one of them is banished and played by the spell's controller, ignoring its cost
// (a unit enters under p1's control, its owner unchanged; a spell goes on the chain as p1's); the rest go under their owners' decks.
describe("an opponent's revealed card banished and played (OGN-025 Blind Fury)", () => {
  const board = (cards: string[]) => ({ players: [{ id: "p1", deckSize: 20 }, { id: "p2", deck: cards }] });

  it("is executable", async () => {
    await executable("OGN-025");
  });

  it("the opponent's unit is played by p1 where p1 chooses", async () => {
    await check({
      name: "",
      board: board(["Vanguard Sergeant", "Playful Phantom"]),
      chain: [{ id: "bf", card: "Blind Fury", controller: "p1" }],
      choices: [{ item: "bf", index: 0, option: "bf1" }],
      expect: {
        instructions: { bf: ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"] },
        objects: { "p2:deck:0": { zone: "BATTLEFIELD", battlefield: "bf1", controller: "p1" } },
      },
    });
  });

  it("the opponent's spell goes on the chain as p1's and resolves after Blind Fury", async () => {
    const r = await check({
      name: "",
      board: board(["Feral Strength", "Playful Phantom"]),
      objects: [unit("u", "p1", "bf1", { might: 3 })],
      chain: [{ id: "bf", card: "Blind Fury", controller: "p1" }],
      choices: [{ item: "bf.play", index: 0, objects: ["u"] }],
      expect: { instructions: { "bf.play": ["EXECUTED"] }, objects: { u: { might: 5 }, "p2:deck:0": { zone: "TRASH" } } },
    });
    expect(text(r)).toMatch(/p1 plays Feral Strength \(p2:deck:0\), ignoring its cost/);
  });

  it("the opponent's deck given by its size: nothing is known, nothing is played", async () => {
    await check({
      name: "",
      chain: [{ id: "bf", card: "Blind Fury", controller: "p1" }],
      expect: { instructions: { bf: ["PARTIAL", "IGNORED", "IGNORED", "EXECUTED"] } },
    });
  });
});

// "any number of your token units" (targets among the player's own tokens) moved "to this battlefield": where the attacking
// unit is. Tokens are made during the request (a board object given as input is a card, not a token).
describe("moving your token units to the attacker's battlefield (SFD-177 Azir, Sovereign)", () => {
  const scenario = (targets: string[], accept = true) => ({
    name: "",
    objects: [card("az", "Azir, Sovereign", "p1", "bf1"), unit("n", "p1", "base")],
    chain: [{ id: "ps", card: "Production Surge", controller: "p1" }, { id: "t", source: "az", controller: "p1", targets, playedAfter: "ps" }],
    choices: [{ item: "t", index: 0, accept }],
  });

  it("is executable", async () => {
    await executable("SFD-177");
  });

  it("the Mech token made before moves from base to Azir's battlefield", async () => {
    await check({ ...scenario(["ps.token1"]), expect: { instructions: { t: ["EXECUTED"] }, objects: { "ps.token1": { zone: "BATTLEFIELD", battlefield: "bf1" } } } });
  });

  it("declined: the token stays in base", async () => {
    await check({ ...scenario(["ps.token1"], false), expect: { instructions: { t: ["IGNORED"] }, objects: { "ps.token1": { zone: "BASE" } } } });
  });

  it("a unit that is not a token can't be chosen", async () => {
    await check({ ...scenario(["n"]), expect: { playIllegal: { t: { n: "token" } } } });
  });
});

// A unit or gear banished from among the looked-at cards and played at a reduced Energy cost; then a reflexive "you may do
// this" about the card played (387.2): it may be Empowered.
describe("a looked-at unit or gear banished, played, then maybe Empowered (VEN-089 Wild Claw)", () => {
  const scenario = (pick: string, more: { item: string; index: number; option?: string; accept?: boolean }[]) => ({
    name: "",
    board: { players: [{ id: "p1", deck: ["Feral Strength", "Vanguard Sergeant", "Iron Ballista", "Playful Phantom", "Feral Strength", "Playful Phantom"] }, { id: "p2", deckSize: 20 }] },
    chain: [{ id: "wc", card: "Wild Claw", controller: "p1" }],
    choices: [{ item: "wc", index: 0, option: pick }, ...more],
  });

  it("is executable", async () => {
    await executable("VEN-089");
  });

  it("a unit played where p1 chooses, then Empowered", async () => {
    const r = await check({
      ...scenario("p1:deck:1", [{ item: "wc", index: 1, option: "bf1" }, { item: "wc.delayed", index: 0, accept: true }]),
      expect: { objects: { "p1:deck:1": { zone: "BATTLEFIELD", battlefield: "bf1", empowered: true } }, instructions: { "wc.delayed": ["EXECUTED"] } },
    });
    expect(text(r)).toMatch(/Energy cost reduced by \{5\}/);
  });

  it("a gear played to base; declining leaves it not Empowered; a spell can't be chosen", async () => {
    await check({
      ...scenario("p1:deck:2", [{ item: "wc.delayed", index: 0, accept: false }]),
      expect: { objects: { "p1:deck:2": { zone: "BASE", empowered: false } }, instructions: { "wc.delayed": ["IGNORED"] } },
    });
    const r = await check({
      ...scenario("p1:deck:0", []),
      expect: { instructions: { wc: ["EXECUTED", "IGNORED", "IGNORED", "EXECUTED", "IGNORED"] } },
    });
    expect(r.steps.some((s) => s.chainItem === "wc.delayed")).toBe(false);
  });
});
