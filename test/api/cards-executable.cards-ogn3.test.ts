// Phrases made executable on the cards-ogn3 branch (Origins). Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { card, check, unit } from "../helpers/scenario-http.js";
import { executable, executableCard } from "../helpers/executable.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
/** Arena Bar's ability buffs an exhausted friendly unit: how a scenario gives a unit its buff before the item tested. */
// (two of them are played together, and the item tested after the bottom one: the top one resolves first)
const buffFirst = (target: string, id = "ab", source = "bar") => ({ id, source, ability: 0, controller: "p1", targets: [target] });
const bar = (id = "bar") => card(id, "Arena Bar", "p1", "base");

// A play effect that also triggers on the unit's conquest, and an activated ability whose cost is the unit's own buff
// (702.2.b; none can be spent from a unit without one, 702.2.b.1).
describe("a trigger on being played or conquering, and a cost of its own buff (OGN-164 Sett, Brawler)", () => {
  it("is executable", async () => {
    await executable("OGN-164");
  });

  it("played: its play effect buffs it", async () => {
    const sett = await executableCard("OGN-164");
    await check({
      name: "",
      chain: [{ id: "s", card: sett, controller: "p1", destination: "base" }],
      expect: { instructions: { "s.a0": ["EXECUTED"] }, objects: { s: { zone: "BASE", might: 5 } } },
    });
  });

  it("it conquers (moved to a battlefield of the opponent's with no units): the same ability buffs it", async () => {
    const sett = await executableCard("OGN-164");
    const r = await check({
      name: "",
      board: { battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
      objects: [card("s", sett, "p1", "base")],
      chain: [{ id: "rw", card: await executableCard("OGN-173"), controller: "p1", targets: ["s"], destination: "bf1" }],
      expect: { instructions: { "s.a0": ["EXECUTED"] }, objects: { s: { zone: "BATTLEFIELD", might: 5 } } },
    });
    expect(text(r)).toMatch(/conquers it/);
  });

  it("its buff spent as the cost: +4 Might this turn instead of the buff's +1", async () => {
    const sett = await executableCard("OGN-164");
    const r = await check({
      name: "",
      objects: [card("s", sett, "p1", "bf1", { exhausted: true }), bar()],
      chain: [buffFirst("s"), { id: "sp", source: "s", ability: 1, controller: "p1", playedAfter: "ab" }],
      expect: { instructions: { ab: ["EXECUTED"], sp: ["EXECUTED"] }, objects: { s: { might: 8 } }, cites: { sp: ["702.2.b"] } },
    });
    expect(text(r)).toMatch(/\(s\)'s buff is spent to pay the cost/);
  });

  it("without a buff the cost can't be paid: the ability can't be played", async () => {
    const sett = await executableCard("OGN-164");
    const r = await check({
      name: "",
      objects: [card("s", sett, "p1", "bf1")],
      chain: [{ id: "sp", source: "s", ability: 1, controller: "p1" }],
      expect: { kinds: { sp: { PLAY_ILLEGAL: true } }, objects: { s: { might: 4 } } },
    });
    expect(text(r)).toMatch(/has no buff/);
  });
});

// "you may spend a buff to …" opening a triggered ability: its base cost (383.3.b), paid as the ability goes on the chain from
// a buffed unit its controller controls (702.2.b.2), chosen then when there are several; none to spend: it did not trigger.
describe("an optional buff spent as a trigger's opening cost (OGN-147 Wildclaw Shaman, OGN-282 Monastery of Hirana)", () => {
  it("are executable", async () => {
    await executable("OGN-147", "OGN-282");
  });

  const play = async (answer: "accept" | "decline", buffed = true) => {
    const shaman = await executableCard("OGN-147");
    return {
      name: "",
      objects: [unit("u", "p1", "bf1", { exhausted: true }), bar()],
      chain: buffed
        ? [buffFirst("u"), { id: "ws", card: shaman, controller: "p1", destination: "base", playedAfter: "ab" }]
        : [{ id: "ws", card: shaman, controller: "p1", destination: "base" }],
      choices: [{ item: "ws.a0", index: 0, option: answer }],
    };
  };

  it("accepted: the other unit's buff is spent, and the Shaman is buffed and readied", async () => {
    const r = await check({
      ...(await play("accept")),
      expect: { instructions: { "ws.a0": ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { u: { might: 3 }, ws: { might: 4, exhausted: false } }, cites: { "ws.a0": ["702.2.b"] } },
    });
    expect(text(r)).toMatch(/p1 spends \S*u\)?'s buff as .* goes on the chain/);
  });

  it("declined: nothing is spent, and the ability is removed as if it had not triggered", async () => {
    await check({
      ...(await play("decline")),
      expect: { objects: { u: { might: 4 }, ws: { might: 3, exhausted: true } }, kinds: { "ws.a0": { INSTRUCTION: false } } },
    });
  });

  it("no buffed unit: the cost can't be paid and it does not trigger", async () => {
    const r = await check({ ...(await play("accept", false)), expect: { objects: { ws: { might: 3 } }, kinds: { "ws.a0": { INSTRUCTION: false } } } });
    expect(text(r)).toMatch(/controls no buffed unit/);
  });

  it("two buffed units: the one whose buff is spent is asked as the ability goes on the chain", async () => {
    const shaman = await executableCard("OGN-147");
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { exhausted: true }), unit("v", "p1", "bf1", { exhausted: true }), bar(), bar("bar2")],
      chain: [buffFirst("u"), buffFirst("v", "ab2", "bar2"), { id: "ws", card: shaman, controller: "p1", destination: "base", playedAfter: "ab" }],
      choices: [{ item: "ws.a0", index: 0, option: "accept" }, { item: "ws.a0", index: 1, objects: ["v"] }],
      expect: { objects: { u: { might: 4 }, v: { might: 3 }, ws: { might: 4, exhausted: false } } },
    });
  });

  it("a battlefield's: the conquering player spends a buff of theirs to draw", async () => {
    const monastery = await executableCard("OGN-282");
    await check({
      name: "",
      board: { battlefields: [{ id: "mh", card: monastery, controller: "p2" }, { id: "bf2" }] },
      objects: [unit("u", "p1", "base"), unit("w", "p1", "bf2", { exhausted: true }), bar()],
      chain: [buffFirst("w"), { id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "mh", playedAfter: "ab" }],
      choices: [{ item: "mh.a0", index: 0, option: "accept" }],
      expect: { instructions: { "mh.a0": ["EXECUTED", "EXECUTED"] }, objects: { w: { might: 3 } }, players: { p1: { handSize: 1 } } },
    });
  });
});

// Each friendly unit's buff may be spent to ready it: its controller names the units (none, some or all of the
// buffed ones); each named one's buff is spent and it is readied. Then every friendly unit is buffed (one without a buff).
describe("friendly units' buffs spent to ready them, chosen unit by unit (OGN-153 Overt Operation)", () => {
  it("is executable", async () => {
    await executable("OGN-153");
  });

  const objects = [unit("u1", "p1", "bf1", { exhausted: true }), unit("u2", "p1", "bf1", { exhausted: true }), unit("u3", "p1", "bf1", { exhausted: true }), bar(), bar("bar2")];
  const chain = async () => [buffFirst("u1"), buffFirst("u2", "ab2", "bar2"), { id: "oo", card: await executableCard("OGN-153"), controller: "p1", playedAfter: "ab" }];

  it("one of two buffed units named: it is readied and buffed again; the other keeps its buff and stays exhausted", async () => {
    await check({
      name: "", objects, chain: await chain(),
      choices: [{ item: "oo", index: 0, objects: ["u1"] }],
      expect: {
        instructions: { oo: ["EXECUTED", "EXECUTED"] },
        objects: { u1: { might: 4, exhausted: false }, u2: { might: 4, exhausted: true }, u3: { might: 4, exhausted: true } },
        cites: { oo: ["702.2.b"] },
      },
    });
  });

  it("asked which units, with the buffed ones as options", async () => {
    await check({ name: "", objects, chain: await chain(), expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "oo", player: "p1", options: ["u1", "u2"] } } });
  });

  it("none named: no unit is readied", async () => {
    await check({
      name: "", objects, chain: await chain(),
      choices: [{ item: "oo", index: 0, objects: [] }],
      expect: { objects: { u1: { might: 4, exhausted: true }, u2: { might: 4, exhausted: true }, u3: { might: 4 } } },
    });
  });

  it("a unit without a buff can't be named: nothing is spent", async () => {
    await check({
      name: "", objects, chain: await chain(),
      choices: [{ item: "oo", index: 0, objects: ["u3"] }],
      expect: { instructions: { oo: ["IGNORED", "EXECUTED"] }, objects: { u1: { exhausted: true }, u3: { exhausted: true, might: 4 } } },
    });
  });
});

// Any number of buffs spent, then runes channelled per buff spent: the buffs are named as it resolves; runes are
// not part of the board, so the channel is recorded with the number of buffs spent.
describe("any number of buffs spent, and an amount per buff spent (OGN-230 Albus Ferros)", () => {
  it("is executable", async () => {
    await executable("OGN-230");
  });

  const setup = async (named: string[]) => ({
    name: "",
    objects: [unit("u1", "p1", "bf1", { exhausted: true }), unit("u2", "p1", "bf1", { exhausted: true }), bar(), bar("bar2")],
    chain: [buffFirst("u1"), buffFirst("u2", "ab2", "bar2"), { id: "af", card: await executableCard("OGN-230"), controller: "p1", destination: "base", playedAfter: "ab" }],
    choices: [{ item: "af.a0", index: 0, objects: named }],
  });

  it("two buffs spent: two runes channelled exhausted", async () => {
    const r = await check({ ...(await setup(["u1", "u2"])), expect: { instructions: { "af.a0": ["EXECUTED", "EXECUTED"] }, objects: { u1: { might: 3 }, u2: { might: 3 } } } });
    const step = r.steps.find((s) => s.chainItem === "af.a0" && s.kind === "INSTRUCTION" && /buff\(s\) were spent/.test(s.explanation));
    expect(step?.explanation).toMatch(/^2 buff\(s\) were spent: .*2/);
  });

  it("none spent: nothing is channelled", async () => {
    await check({ ...(await setup([])), expect: { instructions: { "af.a0": ["EXECUTED", "IGNORED"] }, objects: { u1: { might: 4 }, u2: { might: 4 } } } });
  });
});

// A trigger on its controller discarding: noticed as its controller discards (an instruction, a card chosen from their hand,
// or a cost), once for each discard however many cards; put on the chain after the item that made them discard.
describe("a trigger on its controller discarding (OGN-202 Jinx, Rebel)", () => {
  it("is executable", async () => {
    await executable("OGN-202");
  });

  it("its controller's play effect discards: Jinx is readied and gets +1 Might this turn", async () => {
    const jinx = await executableCard("OGN-202");
    const enforcer = await executableCard("OGN-003");
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, handSize: 2 }, { id: "p2", deckSize: 20 }] },
      objects: [card("j", jinx, "p1", "bf1", { exhausted: true })],
      chain: [{ id: "ce", card: enforcer, controller: "p1", destination: "base" }],
      expect: { instructions: { "ce.a1": ["EXECUTED"], "j.a0": ["EXECUTED", "EXECUTED"] }, objects: { j: { exhausted: false, might: 6 } }, players: { p1: { handSize: 1 } } },
    });
    expect(text(r)).toMatch(/p1 discarded 1 card/);
  });

  it("with an empty hand nothing is discarded, and it does not trigger", async () => {
    const jinx = await executableCard("OGN-202");
    const enforcer = await executableCard("OGN-003");
    await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, handSize: 0 }, { id: "p2", deckSize: 20 }] },
      objects: [card("j", jinx, "p1", "bf1", { exhausted: true })],
      chain: [{ id: "ce", card: enforcer, controller: "p1", destination: "base" }],
      expect: { instructions: { "ce.a1": ["IGNORED"] }, objects: { j: { exhausted: true, might: 5 } }, kinds: { "j.a0": { TRIGGER: false } } },
    });
  });

  it("an opponent made to discard: the Jinx of the player who discarded triggers, not the other one", async () => {
    const jinx = await executableCard("OGN-202");
    const spirit = await executableCard("UNL-121");
    await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, handSize: 2 }, { id: "p2", deckSize: 20, handSize: 2 }] },
      objects: [card("j1", jinx, "p1", "bf1", { exhausted: true }), card("j2", jinx, "p2", "bf2", { exhausted: true })],
      chain: [{ id: "bs", card: spirit, controller: "p1", destination: "base" }],
      choices: [{ item: "bs.a0", index: 0, option: "p2" }],
      expect: {
        objects: { j1: { exhausted: true, might: 5 }, j2: { exhausted: false, might: 6 } },
        players: { p1: { handSize: 2 }, p2: { handSize: 1 } },
        kinds: { "j1.a0": { TRIGGER: false }, "j2.a0": { TRIGGER: true } },
      },
    });
  });
});

// Revealing several of the Main Deck's top cards (424), damage counted per revealed card with a printed keyword (the keyword of
// the cards revealed, counted as the damage is dealt) and "recycle the revealed cards". A deck given only by its size: the
// cards are not known, so no amount is guessed.
describe("top cards revealed, damage per revealed card with Hidden, then recycled (OGN-121 Teemo, Strategist)", () => {
  it("is executable", async () => {
    await executable("OGN-121");
  });

  const defend = async (deck: Record<string, unknown>) => {
    const teemo = await executableCard("OGN-121");
    return {
      name: "",
      board: { players: [{ id: "p1", ...deck }, { id: "p2", deckSize: 20 }] },
      objects: [card("tm", teemo, "p1", "bf1"), unit("e", "p2", "bf1", { might: 4 })],
      chain: [{ id: "t", source: "tm", ability: 1, controller: "p1", targets: ["e"] }],
    };
  };

  it("two of the five revealed cards have [Hidden]: 2 damage to the chosen enemy unit, and the five are recycled", async () => {
    const teemo = await executableCard("OGN-121");
    const hidden = await executableCard("OGN-168");
    const r = await check({
      ...(await defend({ deck: [hidden, "Arena Bar", teemo, "Thrill of the Hunt", "Arena Bar", hidden] })),
      expect: { instructions: { t: ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { e: { damage: 2 } }, cites: { t: ["424.1"] } },
    });
    expect(text(r)).toMatch(/2 of the 5 revealed card\(s\) have \[Hidden\]/);
    expect(text(r)).toMatch(/Recycles .*5|Recycles/);
  });

  it("no card with [Hidden] among them: no damage", async () => {
    await check({
      ...(await defend({ deck: ["Arena Bar", "Arena Bar", "Thrill of the Hunt"] })),
      expect: { objects: { e: { damage: 0 } } },
    });
  });

  it("a deck given by its size: the revealed cards are not known, and no damage is guessed", async () => {
    const r = await check({ ...(await defend({ deckSize: 20 })), expect: { instructions: { t: ["EXECUTED", "PARTIAL", "IGNORED", "EXECUTED"] }, objects: { e: { damage: 0 } } } });
    expect(text(r)).toMatch(/revealed cards are not known/);
  });
});

// An optional death replacement (371.2) with a cost of three parts: its controller chooses whether to apply it as the buffed unit
// would die (asked for the killing item, or in a cleanup for a decision of its own, "<legend>:replace"); the payment is recorded,
// the legend exhausted and the unit's buff spent, and the unit is healed, exhausted and recalled instead (370.1.b).
describe("a legend's optional death replacement paid with a payment, itself and the unit's buff (OGN-269 The Boss)", () => {
  it("is executable", async () => {
    await executable("OGN-269");
  });

  const kill = async (answer: "accept" | "decline" | undefined, extra: Record<string, unknown> = {}, buffed = true) => {
    const boss = await executableCard("OGN-269");
    const vengeance = await executableCard("OGN-229");
    return {
      name: "",
      objects: [card("boss", boss, "p1", "base", extra), unit("b", "p1", "bf1", { exhausted: true }), bar()],
      chain: [...(buffed ? [buffFirst("b")] : []), { id: "v", card: vengeance, controller: "p2", targets: ["b"], ...(buffed ? { playedAfter: "ab" } : {}) }],
      ...(answer ? { choices: [{ item: "v", index: 0, option: answer }] } : {}),
    };
  };

  it("accepted: the unit's buff is spent, the legend exhausted, and the unit recalled healed and exhausted instead of dying", async () => {
    const r = await check({
      ...(await kill("accept")),
      expect: { objects: { b: { zone: "BASE", exhausted: true, damage: 0, might: 3 }, boss: { exhausted: true } }, cites: { "*": ["370.1.b", "702.2.b"] } },
    });
    expect(text(r)).toMatch(/The unit did not die/);
  });

  it("declined: the unit dies", async () => {
    await check({ ...(await kill("decline")), expect: { objects: { b: { zone: "TRASH" }, boss: { exhausted: false } } } });
  });

  it("an exhausted legend can't pay, and an unbuffed unit is not covered: it dies without a question", async () => {
    await check({ ...(await kill(undefined, { exhausted: true })), expect: { objects: { b: { zone: "TRASH" } } } });
    await check({ ...(await kill(undefined, {}, false)), expect: { objects: { b: { zone: "TRASH" } } } });
  });

  it("lethal damage in a cleanup: asked for the legend's own decision", async () => {
    const boss = await executableCard("OGN-269");
    const base = {
      name: "",
      objects: [card("boss", boss, "p1", "base"), unit("b", "p1", "bf1", { exhausted: true }), bar()],
      chain: [buffFirst("b"), { id: "vs", card: "Void Seeker", controller: "p2", targets: ["b"], playedAfter: "ab" }],
    };
    await check({ ...base, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "boss:replace", index: 0, player: "p1", options: ["accept", "decline"] } } });
    await check({ ...base, choices: [{ item: "boss:replace", index: 0, option: "accept" }], expect: { objects: { b: { zone: "BASE", damage: 0, exhausted: true }, boss: { exhausted: true } } } });
  });
});

// A spell's conquest trigger that brings itself back from the trash for a discard: an ability that works from the
// trash (a card of the conquering player's trash given by name); "discard 1" after its first "you may" is its base cost (383.3.b),
// the card asked as it goes on the chain; with no card in hand it can't be paid and does not trigger.
describe("a spell returning itself from the trash on a conquest, a discard as its opening cost (OGN-252 Super Mega Death Rocket!)", () => {
  it("is executable", async () => {
    await executable("OGN-252");
  });

  const conquer = async (hand: string[], choices: { item: string; index: number; option: string }[]) => {
    const rocket = await executableCard("OGN-252");
    return {
      rocket,
      req: {
        name: "",
        board: { players: [{ id: "p1", deckSize: 20, hand, trash: [rocket] }, { id: "p2", deckSize: 20 }], battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
        objects: [unit("u", "p1", "base")],
        chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "bf1" }],
        choices,
      },
    };
  };

  it("accepted: the chosen card is discarded and the spell returns from the trash to its owner's hand", async () => {
    const { rocket, req } = await conquer(["Flash", "Arena Bar"], [{ item: "p1:trash:0.a0", index: 0, option: "accept" }, { item: "p1:trash:0.a0", index: 1, option: "Flash" }]);
    await check({
      ...req,
      expect: { instructions: { "p1:trash:0.a0": ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 2, hand: ["Arena Bar", rocket], trash: ["Thrill of the Hunt", "Flash"] } } },
    });
  });

  it("declined: nothing is discarded and the spell stays in the trash", async () => {
    const { rocket, req } = await conquer(["Flash"], [{ item: "p1:trash:0.a0", index: 0, option: "decline" }]);
    await check({ ...req, expect: { players: { p1: { handSize: 1, trash: [rocket, "Thrill of the Hunt"] } } } });
  });

  it("an empty hand can't pay: it does not trigger", async () => {
    const { rocket, req } = await conquer([], []);
    const r = await check({ ...req, expect: { players: { p1: { handSize: 0, trash: [rocket, "Thrill of the Hunt"] } } } });
    expect(text(r)).toMatch(/can't discard 1/);
  });
});

// A unit banished from among the top cards looked at and played at a reduced cost, the others recycled: any unit among them ("none" declines); it is played (its reduced cost is paid outside the engine), to
// the location its player chooses; the others go to the bottom of the Main Deck.
describe("a looked-at unit banished and played at a reduced cost (OGN-062 Reinforce)", () => {
  it("is executable", async () => {
    await executable("OGN-062");
  });

  const cast = async (pick: string) => {
    const reinforce = await executableCard("OGN-062");
    const sett = await executableCard("OGN-164");
    return {
      name: "",
      board: { players: [{ id: "p1", deck: ["Arena Bar", sett, "Flash", "Vengeance", "Arena Bar", "Flash"] }, { id: "p2", deckSize: 20 }] },
      chain: [{ id: "rf", card: reinforce, controller: "p1", destination: "base" }],
      choices: [{ item: "rf", index: 0, option: pick }],
    };
  };

  it("the unit among the five is banished and played to its base; its play effect triggers", async () => {
    const r = await check({
      ...(await cast("p1:deck:1")),
      expect: { instructions: { rf: ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { "p1:deck:1": { zone: "BASE", might: 5 } } },
    });
    expect(text(r)).toMatch(/its cost reduced by \{5\}/);
  });

  it("asked with the units among them and 'none'", async () => {
    const { choices: _c, ...req } = await cast("none");
    await check({ ...req, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "rf", player: "p1", options: ["p1:deck:1", "none"] } } });
  });

  it("declined: nothing is played", async () => {
    await check({ ...(await cast("none")), expect: { instructions: { rf: ["EXECUTED", "IGNORED", "IGNORED", "EXECUTED"] } } });
  });
});

// The trash target limited by printed Energy and Power costs, in its second wording; played from the trash ignoring its cost.
describe("a unit from the trash limited by its printed costs, second wording (OGN-226 Spectral Matron)", () => {
  it("is executable", async () => {
    await executable("OGN-226");
  });

  const played = async (target: string, choices: { item: string; index: number; option?: string; objects?: string[] }[]) => ({
    name: "",
    board: { players: [{ id: "p1", trash: ["Trusty Ramhound", "Dunebreaker"] }, { id: "p2" }] },
    chain: [{ id: "sm", card: await executableCard("OGN-226"), controller: "p1", destination: "base" }],
    choices: [{ item: "sm.a0", index: 0, objects: [target] }, ...choices],
  });

  it("a unit that costs little enough is played from the trash to its base", async () => {
    await check({
      ...(await played("p1:trash:0", [{ item: "sm.a0", index: 1, option: "accept" }, { item: "sm.a0", index: 2, option: "base" }])),
      expect: { instructions: { "sm.a0": ["EXECUTED"] }, objects: { "p1:trash:0": { zone: "BASE", controller: "p1" } }, players: { p1: { trash: ["Dunebreaker"] } } },
    });
  });

  it("a unit that costs more can't be chosen", async () => {
    await check({ ...(await played("p1:trash:1", [])), expect: { playIllegal: { "sm.a0": { "p1:trash:1": "Energy cost 7" } } } });
  });
});

// A spell's optional additional cost of exhausting a friendly unit (355.1.a, the unit named in costObjects) and an effect that picks
// one of two instructions by whether it was paid.
describe("an optional exhaust of a friendly unit as additional cost, and a branch on it (OGN-048 Meditation)", () => {
  it("is executable", async () => {
    await executable("OGN-048");
  });

  const cast = async (extra: Record<string, unknown>, exhausted = false) => ({
    name: "",
    objects: [unit("u", "p1", "bf1", { exhausted })],
    chain: [{ id: "m", card: await executableCard("OGN-048"), controller: "p1", ...extra }],
  });

  it("paid: the named unit is exhausted and the larger draw happens", async () => {
    await check({ ...(await cast({ paidAdditionalCost: true, costObjects: ["u"] })), expect: { instructions: { m: ["EXECUTED"] }, objects: { u: { exhausted: true } }, players: { p1: { handSize: 2 } } } });
  });

  it("not paid: the other draw", async () => {
    await check({ ...(await cast({})), expect: { objects: { u: { exhausted: false } }, players: { p1: { handSize: 1 } } } });
  });

  it("an exhausted unit can't be exhausted to pay it: not paid", async () => {
    const r = await check({ ...(await cast({ paidAdditionalCost: true, costObjects: ["u"] }, true)), expect: { players: { p1: { handSize: 1 } } } });
    expect(text(r)).toMatch(/is already exhausted/);
  });
});
