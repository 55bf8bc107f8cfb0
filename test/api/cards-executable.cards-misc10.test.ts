// Phrases made executable on the cards-misc10 branch. Real cards of the library, compiled from their text; the card text itself
// is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable, executableCard } from "../helpers/executable.js";
import { data } from "../helpers/api.js";
import { card, check, input, unit, type Request } from "../helpers/scenario-http.js";

type Steps = { steps: { chainItem: string | null; kind: string; outcome: string | null; explanation: string }[] };
const said = (r: Steps, item: string) => r.steps.filter((s) => s.chainItem === item && s.kind === "INSTRUCTION").map((s) => s.explanation).join(" | ");
const text = (r: Steps) => r.steps.map((s) => s.explanation).join("\n");

// On being played or on scoring: the play effect (383.4.a), and its controller scoring a battlefield where it is (471.2), by a
// conquest the engine notices or a hold the caller places. The Tentacle token is 1 Might (187.10).
describe("Illaoi, Prophet of the Great Kraken (VEN-109): a Tentacle token on play and on score; more Might per token unit", () => {
  it("is executable", async () => {
    await executable("VEN-109");
  });

  it("played, its play effect makes a 1-Might Tentacle token in p1's base, and Illaoi counts it", async () => {
    await check({
      name: "",
      chain: [{ id: "il", card: "Illaoi, Prophet of the Great Kraken", controller: "p1", destination: "base" }],
      expect: { instructions: { "il.a0": ["EXECUTED"] }, objects: { "il.a0.token1": { zone: "BASE", might: 1, controller: "p1" }, il: { might: 5 } } },
    });
  });

  it("moved to an uncontrolled battlefield, it conquers it (a score): its ability triggers and makes the token", async () => {
    const r = await check({
      name: "",
      board: { battlefields: [{ id: "bf1", uncontrolled: true }, { id: "bf2" }] },
      objects: [card("il", "Illaoi, Prophet of the Great Kraken", "p1", "base")],
      chain: [{ id: "rw", card: await executableCard("OGN-173"), controller: "p1", targets: ["il"], destination: "bf1" }],
      choices: [{ item: "il.a0", index: 0, option: "bf1" }],
      expect: { instructions: { "il.a0": ["EXECUTED"] }, objects: { il: { zone: "BATTLEFIELD", might: 5 }, "il.a0.token1": { zone: "BATTLEFIELD", battlefield: "bf1", might: 1, controller: "p1" } } },
    });
    expect(text(r)).toMatch(/conquer/);
  });

  it("a hold placed by the caller makes the token too", async () => {
    await check({
      name: "",
      objects: [card("il", "Illaoi, Prophet of the Great Kraken", "p1", "bf1"), unit("t", "p1", "base", { name: "Recruit", might: 1 })],
      chain: [{ id: "h", source: "il", ability: 0, controller: "p1" }],
      expect: { instructions: { h: ["EXECUTED"] }, objects: { "h.token1": { might: 1 }, il: { might: 5 } } },
    });
  });
});

// The Main Phase trigger is placed by the caller. The optional kill of three other friendly objects, for a point: the
// kill is the cost within its instructions at the beginning of its effect, its base cost (204.3.a): the 3 objects are named with the
// item's targets, and paid (or declined) as it goes on the chain; declined, or with fewer than 3 named, it did not trigger.
describe("VEN-067 Bottled Constellation: a Main Phase trigger that kills three other friendly objects as its cost to score", () => {
  const gear = (id: string, owner = "p1") => ({ id, owner, type: "gear", location: "BASE" as const });
  const board = (targets: string[]) => ({
    name: "",
    board: { players: [{ id: "p1", deckSize: 20, points: 3 }, { id: "p2", deckSize: 20 }] },
    objects: [card("bc", "Bottled Constellation", "p1", "base"), unit("a", "p1", "base"), unit("b", "p1", "bf1"), gear("g"), unit("e", "p2", "base"), gear("eg", "p2")],
    chain: [{ id: "t", source: "bc", ability: 0, controller: "p1", targets }],
  });
  const points = (r: Steps) => text(r);

  it("is executable", async () => {
    await executable("VEN-067");
  });

  it("accepted with two units and a gear named: they are killed as it goes on the chain, and p1 scores 1 point", async () => {
    const r = await check({
      ...board(["a", "b", "g"]),
      choices: [{ item: "t", index: 0, accept: true }],
      expect: { instructions: { t: ["EXECUTED", "EXECUTED"] }, objects: { a: { zone: "TRASH" }, b: { zone: "TRASH" }, g: { zone: "TRASH" }, bc: { zone: "BASE" } } },
    });
    expect(points(r)).toMatch(/p1 kills a, b, g as .* goes on the chain/);
    expect(said(r, "t")).toMatch(/p1 scores 1 point \(now 4\)/);
  });

  it("declined: nothing is killed and nothing is scored", async () => {
    const r = await check({
      ...board(["a", "b", "g"]),
      choices: [{ item: "t", index: 0, accept: false }],
      expect: { kinds: { t: { INSTRUCTION: false } }, objects: { a: { zone: "BASE" }, b: { zone: "BATTLEFIELD" }, g: { zone: "BASE" } } },
    });
    expect(points(r)).toMatch(/chooses not to kill/);
  });

  it("the gear itself, or an opponent's unit or gear, can't be one of the three", async () => {
    await check({ ...board(["a", "b", "bc"]), expect: { playIllegal: { t: { a: true, b: true, bc: "another object than the source" } }, kinds: { t: { INSTRUCTION: false } }, objects: { a: { zone: "BASE" }, bc: { zone: "BASE" } } } });
    await check({ ...board(["a", "b", "eg"]), expect: { playIllegal: { t: { a: true, b: true, eg: "" } }, kinds: { t: { INSTRUCTION: false } }, objects: { a: { zone: "BASE" }, eg: { zone: "BASE" } } } });
  });

  it("with only two named, the cost can't be paid: it did not trigger", async () => {
    const r = await check({ ...board(["a", "g"]), expect: { kinds: { t: { INSTRUCTION: false, PLAY_ILLEGAL: true } }, objects: { a: { zone: "BASE" }, g: { zone: "BASE" } } } });
    expect(points(r)).toMatch(/needs 3 target/);
  });
});

// Flow granted for the turn: a spell card of its controller's trash (a target, 355.9.a) has Flow
// (829) while it stays there this turn; played from the trash (the request's item, playedFrom TRASH), it is banished as it leaves the chain.
describe("VEN-113 Kennen, Storm of Shuriken: when it conquers, a spell in its controller's trash has [Flow] this turn", () => {
  const board = (trash: string[]) => ({ players: [{ id: "p1", deckSize: 20, trash }, { id: "p2", deckSize: 20 }] });
  const objects = [card("ke", "Kennen, Storm of Shuriken", "p1", "bf1"), unit("e", "p2", "bf2")];

  it("is executable", async () => {
    await executable("VEN-113");
  });

  it("the spell given Flow is played from the trash after the trigger, resolves, and is banished instead of going back to the trash", async () => {
    const ray = await executableCard("OGN-009");
    const r = await check({
      name: "",
      board: board([ray, await executableCard("OGN-009")]),
      objects,
      chain: [
        { id: "k", source: "ke", ability: 1, controller: "p1", targets: ["p1:trash:0"] },
        { id: "hr", card: ray, controller: "p1", playedFrom: "TRASH", playedAfter: "k", targets: ["e"] },
      ],
      expect: { instructions: { k: ["EXECUTED"], hr: ["EXECUTED"] }, objects: { e: { zone: "TRASH" }, "p1:trash:0": { zone: "BANISHMENT" } }, players: { p1: { trash: [ray] } } },
    });
    expect(said(r, "k")).toMatch(/has \[Flow\] this turn/);
    expect(text(r)).toMatch(/played from p1's trash with the \[Flow\] k gave it this turn/);
  });

  it("a spell played from the trash without it is not a Flow play: it goes back to the trash", async () => {
    const ray = await executableCard("OGN-009");
    const r = await check({
      name: "",
      board: board([ray]),
      objects,
      chain: [{ id: "hr", card: ray, controller: "p1", playedFrom: "TRASH", targets: ["e"] }],
      expect: { instructions: { hr: ["EXECUTED"] }, players: { p1: { trash: [ray, ray] } } },
    });
    expect(text(r)).not.toMatch(/Flow/);
  });

  it("a unit card of the trash can't be chosen", async () => {
    await check({
      name: "",
      board: board([await executableCard("OGN-001")]),
      objects,
      chain: [{ id: "k", source: "ke", ability: 1, controller: "p1", targets: ["p1:trash:0"] }],
      expect: { playIllegal: { k: { "p1:trash:0": "spell" } }, kinds: { k: { INSTRUCTION: false } } },
    });
  });
});

// A card of the revealed hand is banished (the board must give the hand's cards), and it comes back to that hand by
// a delayed trigger (390.2) for that player's next hold, outside the request: the final board lists it (`delayed`, WHEN_PLAYER_HOLDS).
describe("UNL-169 Ashe, Focused: an opponent's revealed card banished, back to their hand when they hold", () => {
  const DELAYED = `mutation($input: ResolveChainInput!) { resolveChain(input: $input) { status steps { kind chainItem outcome explanation }
    finalBoard { players { id handSize hand } objects { id zone controller } delayed { id controller source when describe } } } }`;
  type Answer = { status: string; steps: { kind: string; chainItem: string | null; outcome: string | null; explanation: string }[];
    finalBoard: { players: { id: string; handSize: number; hand: string[] | null }[]; objects: { id: string; zone: string; controller: string }[]; delayed: { id: string; controller: string; source: string; when: string; describe: string }[] } };
  const run = async (r: Request): Promise<Answer> => (await data<{ resolveChain: Answer }>(DELAYED, { input: input(r) })).resolveChain;
  const play = (p2: Record<string, unknown>, choices: Request["choices"] = []): Request => ({
    board: { players: [{ id: "p1", deckSize: 20 }, { id: "p2", deckSize: 20, ...p2 }] },
    chain: [{ id: "as", card: "Ashe, Focused", controller: "p1", destination: "base" }],
    choices,
  });

  it("is executable", async () => {
    await executable("UNL-169");
  });

  it("p1 chooses one of p2's two cards: it leaves p2's hand into banishment, and the delayed return waits for p2's hold", async () => {
    const ray = await executableCard("OGN-009");
    const seeker = await executableCard("Void Seeker");
    const r = await run(play({ hand: [ray, seeker] }, [{ item: "as.a0", index: 0, option: seeker }]));
    expect(r.status).toBe("COMPLETE");
    expect(r.steps.filter((s) => s.chainItem === "as.a0" && s.kind === "INSTRUCTION").map((s) => s.outcome)).toEqual(["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"]);
    expect(r.finalBoard.players.find((p) => p.id === "p2")).toMatchObject({ handSize: 1, hand: [ray] });
    expect(r.finalBoard.objects.find((o) => o.id === "as.a0:banished")).toMatchObject({ zone: "BANISHMENT", controller: "p2" });
    expect(r.finalBoard.delayed).toEqual([{ id: "as.a0.delayed", controller: "p1", source: "as", when: "WHEN_PLAYER_HOLDS", describe: expect.stringMatching(/when p2 holds, .* returns from banishment to p2's hand/) }]);
  });

  it("without the choice, p1 is asked which card of p2's revealed hand", async () => {
    const r = await run(play({ hand: [await executableCard("OGN-009"), await executableCard("Void Seeker")] }));
    expect(r.status).toBe("NEEDS_CHOICE");
  });

  it("a hand given by its size only: the reveal is PARTIAL, nothing is banished and no delayed trigger is made", async () => {
    const r = await run(play({ handSize: 2 }));
    expect(r.status).toBe("COMPLETE");
    expect(r.steps.filter((s) => s.chainItem === "as.a0" && s.kind === "INSTRUCTION").map((s) => s.outcome)).toEqual(["EXECUTED", "PARTIAL", "IGNORED", "IGNORED"]);
    expect(r.finalBoard.players.find((p) => p.id === "p2")?.handSize).toBe(2);
    expect(r.finalBoard.delayed).toEqual([]);
  });
});

// "[Empowered][>] A. B.": both sentences of the paragraph are under the keyword (727). B is a replacement (370) of a Might decrease a spell
// or ability of Mel's controller gives a unit among its targets: an additional -1.
describe("VEN-069 Mel, Newly Awakened: while Empowered, its controller's spells and abilities give an additional -1 Might to a unit they choose", () => {
  const objects = (empowered: boolean) => [card("mel", "Mel, Newly Awakened", "p1", "base", { empowered }), unit("e", "p2", "bf1", { might: 5 })];

  it("is executable", async () => {
    await executable("VEN-069");
  });

  it("Empowered: p1's Stupefy on the enemy unit gives it -2 instead of -1", async () => {
    const r = await check({
      name: "",
      objects: objects(true),
      chain: [{ id: "st", card: await executableCard("OGN-095"), controller: "p1", targets: ["e"] }],
      expect: { instructions: { st: ["EXECUTED", "EXECUTED"] }, objects: { e: { might: 3 } } },
    });
    expect(said(r, "st")).toMatch(/an additional -1: Mel, Newly Awakened \(mel\)/);
  });

  it("not Empowered, or the spell an opponent's, the decrease is as printed", async () => {
    await check({ name: "", objects: objects(false), chain: [{ id: "st", card: await executableCard("OGN-095"), controller: "p1", targets: ["e"] }], expect: { objects: { e: { might: 4 } } } });
    await check({ name: "", objects: [...objects(true), unit("f", "p1", "bf1", { might: 5 })], chain: [{ id: "st", card: await executableCard("OGN-095"), controller: "p2", targets: ["f"] }], expect: { objects: { f: { might: 4 } } } });
  });

  it("the minimum still applies after the additional decrease, and a group not chosen gets none", async () => {
    await check({ name: "", objects: [...objects(true), unit("w", "p2", "bf1", { might: 2 })], chain: [{ id: "st", card: await executableCard("OGN-095"), controller: "p1", targets: ["w"] }], expect: { objects: { w: { might: 1 } } } });
    await check({
      name: "",
      objects: objects(true),
      chain: [{ id: "tw", card: await executableCard("OGN-116"), controller: "p1", destination: "base" }],
      expect: { objects: { e: { might: 2 } } },
    });
  });
});
