// Cards made executable on the cards-control10 branch: gaining control of a spell on the chain and making new choices for it
// (191.2, 359.3.f.4, 750-755). Real cards of the library, compiled from their text; the card text itself is read from the
// datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

// both trashes known (empty), so a spell's card going to its owner's trash shows on the final board
const board = { players: [{ id: "p1", deckSize: 20, trash: [] }, { id: "p2", deckSize: 20, trash: [] }] };
const text = (r: { steps: { explanation: string; chainItem: string | null }[] }, item?: string) =>
  r.steps.filter((s) => item === undefined || s.chainItem === item).map((s) => s.explanation).join(" | ");

describe("gaining control of a spell on the chain, and new choices for it (OGN-080 Mystic Reversal)", () => {
  it("is executable", async () => {
    await executable("OGN-080");
  });

  // p1 plays Void Seeker on p2's unit; p2 reacts with Mystic Reversal on it
  const seeker = [
    { id: "vs", card: "Void Seeker", controller: "p1", targets: ["e"] },
    { id: "mr", card: "Mystic Reversal", controller: "p2", targets: ["vs"] },
  ];
  const objects = [unit("e", "p2", "bf1", { might: 5 }), unit("f", "p1", "bf2", { might: 5 })];
  // p2 takes control of p1's Zenith Blade, which chose p2's unit e and p1's unit f
  const zenithTaken = [
    { id: "zb", card: "Zenith Blade", controller: "p1", targets: ["e", "f"] },
    { id: "mr", card: "Mystic Reversal", controller: "p2", targets: ["zb"] },
  ];

  it("asks its new controller whether to make new choices", async () => {
    await check({
      name: "",
      board,
      objects,
      chain: seeker,
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "mr", index: 0, player: "p2" } },
    });
  });

  it("no new choices: the spell keeps its target, but 'you' is now the new controller (the draw goes to p2), and it goes to p1's trash", async () => {
    const r = await check({
      name: "",
      board,
      objects,
      chain: seeker,
      choices: [{ item: "mr", index: 0, accept: false }],
      expect: {
        instructions: { mr: ["EXECUTED"], vs: ["EXECUTED", "EXECUTED"] },
        objects: { e: { damage: 4 }, f: { damage: 0 } },
        players: { p1: { handSize: 0, trash: ["Void Seeker"] }, p2: { handSize: 1, trash: ["Mystic Reversal"] } },
        cites: { mr: ["191.2", "359.3.f.4", "751", "157"] },
      },
    });
    expect(text(r, "mr")).toContain("p2 gains control of Void Seeker (vs)");
  });

  it("new choices: p2 gives Void Seeker a new target, p1's unit", async () => {
    const r = await check({
      name: "",
      board,
      objects,
      chain: seeker,
      choices: [{ item: "mr", index: 0, objects: ["f"] }],
      expect: {
        instructions: { mr: ["EXECUTED"], vs: ["EXECUTED", "EXECUTED"] },
        objects: { e: { damage: 0 }, f: { damage: 4 } },
        players: { p2: { handSize: 1 } },
        targets: { vs: { f: true } },
        cites: { mr: ["751", "752.1", "753.1", "754"] },
      },
    });
    expect(text(r, "mr")).toContain("its targets are now f (they were e)");
  });

  it("illegal new choices are not made (753.1): a unit in a base is not at a battlefield, and the spell keeps its target", async () => {
    const r = await check({
      name: "",
      board,
      objects: [...objects, unit("b", "p1", "base")],
      chain: seeker,
      choices: [{ item: "mr", index: 0, objects: ["b"] }],
      expect: { instructions: { mr: ["EXECUTED"], vs: ["EXECUTED", "EXECUTED"] }, objects: { e: { damage: 4 }, b: { damage: 0 } }, cites: { mr: ["753.1"] } },
    });
    expect(text(r, "mr")).toContain("can't be made");
  });

  it("'enemy' is read against the new controller (359.3.f.4): without new choices, Zenith Blade's enemy unit is now friendly and it mistargets", async () => {
    const r = await check({
      name: "",
      board,
      objects,
      chain: zenithTaken,
      choices: [{ item: "mr", index: 0, accept: false }],
      expect: { targets: { zb: { e: "must be an enemy of p2", f: "must be friendly to p2" } }, instructions: { mr: ["EXECUTED"], zb: ["IGNORED", "IGNORED"] } },
    });
    expect(text(r, "zb")).toContain("No longer legal");
  });

  it("with new choices, Zenith Blade stuns p1's unit, an enemy of its new controller, and moves p2's unit to it", async () => {
    const r = await check({
      name: "",
      board,
      objects,
      chain: zenithTaken,
      choices: [{ item: "mr", index: 0, objects: ["f", "e"] }, { item: "zb", index: 0, accept: true }],
      expect: { targets: { zb: { f: true, e: true } }, instructions: { mr: ["EXECUTED"], zb: ["EXECUTED", "EXECUTED"] }, objects: { e: { battlefield: "bf2" } } },
    });
    expect(text(r, "mr")).toContain("its targets are now f, e (they were e, f)");
  });

  it("'When you play a spell' is about the player who played it: p1's Ravenbloom Student triggers, not p2's", async () => {
    const r = await check({
      name: "",
      board,
      objects: [...objects, card("rs1", "Ravenbloom Student", "p1", "base"), card("rs2", "Ravenbloom Student", "p2", "base")],
      chain: seeker,
      choices: [{ item: "mr", index: 0, accept: false }],
      expect: { instructions: { vs: ["EXECUTED", "EXECUTED"], "rs1.a0": ["EXECUTED"], "rs2.a0": ["EXECUTED"] }, objects: { e: { damage: 4 } } },
    });
    // rs2 triggers once, for Mystic Reversal, which p2 played; rs1 once, for Void Seeker, which p1 played
    expect(r.steps.filter((s) => s.kind === "ITEM_ADDED" && s.chainItem?.startsWith("rs2")).length).toBe(1);
    expect(r.steps.filter((s) => s.kind === "ITEM_ADDED" && s.chainItem?.startsWith("rs1")).length).toBe(1);
  });

  it("new choices may change the mode (752.1): p1's Mesmerize gave p2's unit -2 Might, p2 makes it return their own unit to hand", async () => {
    const r = await check({
      name: "",
      board,
      objects,
      chain: [
        { id: "mz", card: "Mesmerize", controller: "p1", targets: ["e"] },
        { id: "mr", card: "Mystic Reversal", controller: "p2", targets: ["mz"] },
      ],
      choices: [{ item: "mz", index: 0, option: "2" }, { item: "mr", index: 0, option: "1", objects: ["e"] }],
      expect: { instructions: { mr: ["EXECUTED"], mz: ["EXECUTED"] }, objects: { e: { zone: "HAND" } }, players: { p2: { handSize: 1 } }, targets: { mz: { e: true } } },
    });
    expect(text(r, "mr")).toContain("mode 1 instead of 2");
  });

  it("a choice the engine does not take again (a destination) is kept, and the step says so (PARTIAL)", async () => {
    const r = await check({
      name: "",
      board,
      objects: [unit("e", "p2", "bf1"), unit("f", "p1", "bf1")],
      chain: [
        { id: "ch", card: "Charm", controller: "p1", targets: ["e"], destination: "bf2" },
        { id: "mr", card: "Mystic Reversal", controller: "p2", targets: ["ch"] },
      ],
      choices: [{ item: "mr", index: 0, objects: ["f"] }],
      expect: { instructions: { mr: ["PARTIAL"], ch: ["EXECUTED"] }, objects: { e: { battlefield: "bf1" }, f: { battlefield: "bf2" } } },
    });
    expect(text(r, "mr")).toContain("its destination (bf2)");
  });

  it("a spell no longer on the chain: nothing to gain control of", async () => {
    await check({
      name: "",
      board,
      objects,
      chain: [
        { id: "vs", card: "Void Seeker", controller: "p1", targets: ["e"] },
        { id: "mr", card: "Mystic Reversal", controller: "p2", targets: ["vs"] },
        { id: "df", card: "Defy", controller: "p1", targets: ["vs"] },
      ],
      expect: { instructions: { df: ["EXECUTED"], mr: ["IGNORED"] }, objects: { e: { damage: 0 } }, players: { p1: { trash: ["Void Seeker", "Defy"] } } },
    });
  });
});

describe("paid: control of the chosen spell and new choices for it; not paid: it is countered (VEN-152 Rebuttal)", () => {
  it("is executable", async () => {
    await executable("VEN-152");
  });

  const objects = [unit("e", "p2", "bf1", { might: 9 }), unit("f", "p1", "bf2", { might: 9 })];
  const chain = [
    { id: "vs", card: "Void Seeker", controller: "p1", targets: ["e"] },
    { id: "rb", card: "Rebuttal", controller: "p2", targets: ["vs"] },
  ];

  it("paid: p2 gains control of Void Seeker and retargets it; it is not countered", async () => {
    const r = await check({
      name: "",
      board,
      objects,
      chain,
      choices: [{ item: "rb", index: 0, accept: true }, { item: "rb", index: 1, objects: ["f"] }],
      expect: {
        instructions: { rb: ["EXECUTED", "EXECUTED", "EXECUTED", "IGNORED"], vs: ["EXECUTED", "EXECUTED"] },
        objects: { e: { damage: 0 }, f: { damage: 4 } },
        players: { p1: { handSize: 0, trash: ["Void Seeker"] }, p2: { handSize: 1 } },
      },
    });
    expect(text(r, "rb")).toContain('"otherwise" does not happen');
  });

  it("not paid: Void Seeker is countered", async () => {
    await check({
      name: "",
      board,
      objects,
      chain,
      choices: [{ item: "rb", index: 0, accept: false }],
      expect: {
        instructions: { rb: ["EXECUTED", "IGNORED", "IGNORED", "EXECUTED"] },
        kinds: { vs: { ITEM_BEGINS: false } },
        objects: { e: { damage: 0 } },
        players: { p1: { handSize: 0, trash: ["Void Seeker"] }, p2: { handSize: 0 } },
        cites: { rb: ["425.1"] },
      },
    });
  });

  it("a spell with Energy cost more than 4 can't be chosen", async () => {
    await check({
      name: "",
      board,
      objects,
      chain: [
        { id: "fc", card: "Falling Comet", controller: "p1", targets: ["e"] },
        { id: "rb", card: "Rebuttal", controller: "p2", targets: ["fc"] },
      ],
      expect: { playIllegal: { rb: { fc: "Energy cost 5 is more than 4" } }, objects: { e: { damage: 6 } } },
    });
  });
});

describe("the unit's controller plays the spell again, with Bonus Damage per time the card dealt damage (UNL-020 Dancing Grenade)", () => {
  it("is executable", async () => {
    await executable("UNL-020");
  });

  const objects = [unit("e", "p2", "bf1", { might: 9 }), unit("f", "p1", "bf2", { might: 9 })];
  const again = (id: string, controller: string, target: string, after: string) => ({ id, card: "Dancing Grenade", controller, targets: [target], playedFrom: "TRASH", playedAfter: after });

  it("played back and forth: 2, then 2 + 1, then 2 + 2; the card stays its owner's", async () => {
    const r = await check({
      name: "",
      board,
      objects,
      chain: [{ id: "dg", card: "Dancing Grenade", controller: "p1", targets: ["e"] }, again("dg2", "p2", "f", "dg"), again("dg3", "p1", "e", "dg2")],
      expect: {
        instructions: { dg: ["EXECUTED", "EXECUTED"], dg2: ["EXECUTED", "EXECUTED"], dg3: ["EXECUTED", "EXECUTED"] },
        objects: { e: { damage: 6 }, f: { damage: 3 } },
        players: { p1: { trash: ["Dancing Grenade"] }, p2: { trash: [] } },
        cites: { dg: ["419.3"], dg2: ["713", "715.2"] },
      },
    });
    expect(text(r, "dg")).toContain("p2, the controller of the unit, may play Dancing Grenade again");
  });

  it("only the controller of the unit it dealt damage to may play it again, and only right after it", async () => {
    await check({
      name: "",
      board,
      objects,
      chain: [{ id: "dg", card: "Dancing Grenade", controller: "p1", targets: ["e"] }, again("dg2", "p1", "e", "dg")],
      expect: { playIllegal: {}, instructions: { dg: ["EXECUTED", "EXECUTED"] }, kinds: { dg2: { PLAY_ILLEGAL: true, ITEM_BEGINS: false } }, objects: { e: { damage: 2 } } },
    });
  });

  it("played fresh from the hand it gets no Bonus Damage", async () => {
    await check({
      name: "",
      board,
      objects,
      chain: [{ id: "dg", card: "Dancing Grenade", controller: "p1", targets: ["e"] }, { id: "dg2", card: "Dancing Grenade", controller: "p2", targets: ["f"], playedAfter: "dg" }],
      expect: { instructions: { dg2: ["EXECUTED", "EXECUTED"] }, objects: { e: { damage: 2 }, f: { damage: 2 } } },
    });
  });
});
