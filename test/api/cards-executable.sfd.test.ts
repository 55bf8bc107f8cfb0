// Spiritforged's long tail, one small family at a time: a legend's "When you win a combat" (caller placed,
// like "When I win a combat": combat is not simulated) and "all units and gear" as one group. Real cards of
// the library, compiled from their text.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";


describe("a legend's \"When you win a combat\" (placed by the caller)", () => {
  it("Glorious Executioner: its controller draws 1", async () => {
    await executable("Glorious Executioner");
    await check({
      name: "",
      board: { players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2" }] },
      objects: [card("ge", "Glorious Executioner", "p1", "base")],
      chain: [{ id: "win", source: "ge", ability: 0, controller: "p1" }],
      expect: { instructions: { win: ["EXECUTED"] }, players: { p1: { handSize: 1 } } },
    });
  });

  it("Voidreaver: its controller gains 1 XP", async () => {
    await executable("Voidreaver");
    await check({
      name: "",
      board: { players: [{ id: "p1", xp: 2 }, { id: "p2" }] },
      objects: [card("vr", "Voidreaver", "p1", "base")],
      chain: [{ id: "win", source: "vr", ability: 0, controller: "p1" }],
      expect: { instructions: { win: ["EXECUTED"] }, players: { p1: { xp: 3 } } },
    });
  });
});

describe("all units and gear (one group of both kinds)", () => {
  it("Downwell returns every unit and gear on the board, friendly and enemy, to its owner's hand", async () => {
    await executable("Downwell");
    await check({
      name: "",
      board: { players: [{ id: "p1", handSize: 0 }, { id: "p2", handSize: 0 }] },
      objects: [
        unit("a", "p1", "base"), unit("b", "p2", "bf1"), unit("c", "p1", "bf1", { controller: "p2" }),
        { id: "g1", type: "gear", owner: "p1", location: "BASE" }, { id: "g2", type: "gear", owner: "p2", location: "BASE" },
      ],
      chain: [{ id: "dw", card: "Downwell", controller: "p1" }],
      expect: {
        instructions: { dw: ["EXECUTED"] },
        objects: { a: { zone: "HAND" }, b: { zone: "HAND" }, c: { zone: "HAND" }, g1: { zone: "HAND" }, g2: { zone: "HAND" } },
        players: { p1: { handSize: 3 }, p2: { handSize: 2 } },
      },
    });
  });
});

// "When …, you may pay {1} to X": the payment right after the first "you may" is the triggered ability's base cost
// (383.3.b). Its controller decides as it goes on the chain; declined, it is removed and did not trigger (383.3.a.2).
// Energy and runes are not part of the board: the payment is recorded.
describe("a triggered ability's opening \"you may pay … to …\"", () => {
  const hoard = {
    name: "",
    board: { battlefields: [{ id: "th", card: "Treasure Hoard", controller: "p2" }, { id: "bf2" }] },
    objects: [unit("u", "p1", "base")],
    chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "th" }],
  };

  it("Treasure Hoard conquered: its controller is asked as the ability goes on the chain, not as it resolves", async () => {
    await executable("Treasure Hoard");
    await check({ ...hoard, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "th.a0", index: 0, player: "p1", options: ["accept", "decline"] } } });
  });

  it("Treasure Hoard, paid: the cost is paid as it goes on the chain, then the Gold gear token is played exhausted", async () => {
    await check({
      ...hoard,
      choices: [{ item: "th.a0", index: 0, option: "accept" }],
      expect: {
        instructions: { "th.a0": ["EXECUTED", "EXECUTED"] }, kinds: { "th.a0": { COST: true, ITEM_ADDED: true } },
        objects: { "th.a0.token1": { zone: "BASE", controller: "p1", exhausted: true } }, cites: { "th.a0": ["383.3.b"] },
      },
    });
  });

  it("Treasure Hoard, declined: the ability is removed from the chain and nothing happens", async () => {
    await check({
      ...hoard,
      choices: [{ item: "th.a0", index: 0, option: "decline" }],
      expect: { kinds: { "th.a0": { ITEM_ADDED: false, INSTRUCTION: false, TRIGGER: true } }, cites: { "th.a0": ["383.3.a.2"] } },
    });
  });

  it("Hall of Legends conquered and paid: the conqueror's legend is readied, not the opponent's", async () => {
    await executable("Hall of Legends");
    await check({
      name: "",
      board: { battlefields: [{ id: "hl", card: "Hall of Legends", controller: "p2" }, { id: "bf2" }] },
      objects: [unit("u", "p1", "base"), card("l1", "Glorious Executioner", "p1", "base", { exhausted: true }), card("l2", "Voidreaver", "p2", "base", { exhausted: true })],
      chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "hl" }],
      choices: [{ item: "hl.a0", index: 0, option: "accept" }],
      expect: { instructions: { "hl.a0": ["EXECUTED", "EXECUTED"] }, objects: { l1: { exhausted: false }, l2: { exhausted: true } } },
    });
  });

  it("Sinister Poro attacks: paid, the enemy unit here chosen for it goes to its base", async () => {
    await executable("Sinister Poro");
    const board = { name: "", objects: [card("sp", "Sinister Poro", "p1", "bf1"), unit("e", "p2", "bf1")], chain: [{ id: "atk", source: "sp", ability: 0, controller: "p1", targets: ["e"] }] };
    await check({ ...board, choices: [{ item: "atk", index: 0, option: "accept" }], expect: { instructions: { atk: ["EXECUTED", "EXECUTED"] }, objects: { e: { zone: "BASE" } } } });
    await check({ ...board, choices: [{ item: "atk", index: 0, option: "decline" }], expect: { kinds: { atk: { ITEM_ADDED: false } }, objects: { e: { zone: "BATTLEFIELD", battlefield: "bf1" } } } });
  });

  it("Draven, Vanquisher attacks: paid, he gets +2 Might this turn", async () => {
    await executable("Draven, Vanquisher");
    await check({
      name: "",
      objects: [card("dv", "Draven, Vanquisher", "p1", "bf1")],
      chain: [{ id: "atk", source: "dv", ability: 1, controller: "p1" }],
      choices: [{ item: "atk", index: 0, option: "accept" }],
      expect: { instructions: { atk: ["EXECUTED", "EXECUTED"] }, objects: { dv: { might: 6 } } },
    });
  });

  it("Fae Porter moves to a battlefield: paid, the unit chosen for it moves to the same battlefield", async () => {
    await executable("Fae Porter");
    const board = {
      name: "",
      objects: [card("unf", "Unforgiven", "p1", "base"), card("fp", "Fae Porter", "p1", "base"), unit("f", "p1", "base")],
      chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["fp"], destination: "bf2" }],
    };
    await check({
      ...board,
      choices: [{ item: "fp.a0", index: 0, objects: ["f"] }, { item: "fp.a0", index: 1, option: "accept" }],
      expect: { instructions: { "fp.a0": ["EXECUTED", "EXECUTED"] }, objects: { fp: { zone: "BATTLEFIELD", battlefield: "bf2" }, f: { zone: "BATTLEFIELD", battlefield: "bf2" } } },
    });
    await check({
      ...board,
      choices: [{ item: "fp.a0", index: 0, objects: ["f"] }, { item: "fp.a0", index: 1, option: "decline" }],
      expect: { kinds: { "fp.a0": { ITEM_ADDED: false } }, objects: { f: { zone: "BASE" } } },
    });
  });

  it("Power Nexus: when you hold here and pay, the point scored is recorded", async () => {
    await executable("Power Nexus");
    await check({
      name: "",
      board: { battlefields: [{ id: "pn", card: "Power Nexus", controller: "p1" }, { id: "bf2" }] },
      chain: [{ id: "hold", source: "pn", ability: 0, controller: "p1" }],
      choices: [{ item: "hold", index: 0, option: "accept" }],
      expect: { instructions: { hold: ["EXECUTED", "EXECUTED"] } },
    });
  });
});

describe("a unit or gear from your trash (one target of either type)", () => {
  const board = (target: string) => ({
    name: "",
    board: { players: [{ id: "p1", deckSize: 20, hand: [], trash: ["Kraken Hunter", "Sun Disc", "Hextech Ray"] }, { id: "p2", deckSize: 20 }] },
    objects: [card("gp", "Guardian of the Passage", "p1", "bf1")],
    chain: [{ id: "hold", source: "gp", ability: 0, controller: "p1", targets: [target] }],
  });

  it("Guardian of the Passage holds: a gear returns from the trash to its owner's hand", async () => {
    await executable("Guardian of the Passage");
    await check({
      ...board("p1:trash:1"),
      choices: [{ item: "hold", index: 0, option: "accept" }],
      expect: { instructions: { hold: ["EXECUTED"] }, players: { p1: { hand: ["Sun Disc"], trash: ["Kraken Hunter", "Hextech Ray"] } } },
    });
  });

  it("a unit may be chosen too; a spell may not", async () => {
    await check({ ...board("p1:trash:0"), choices: [{ item: "hold", index: 0, option: "accept" }], expect: { players: { p1: { hand: ["Kraken Hunter"] } } } });
    await check({ ...board("p1:trash:2"), expect: { playIllegal: { hold: { "p1:trash:2": "unit or gear" } } } });
  });
});
