// Combat and holding cards made executable on the cards-combat10 branch. Real cards of the library, compiled from their text;
// the card text itself is read from the datasets at test time, never copied here. Combat is not simulated and holds are placed by
// the caller: what waits for a combat won or a Main Phase after the request is reported in the final board's delayed abilities.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { data } from "../helpers/api.js";
import { card, check, input, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

const FIELDS = `status pendingChoice { item index player options } unsupported steps { kind chainItem outcome explanation citations { rup4 } }
  finalBoard { delayed { id controller source when describe battlefield object } objects { id zone battlefield might } players { id xp handSize } }`;
interface Answer {
  status: string;
  pendingChoice: { item: string; index: number; player: string; options: string[] } | null;
  unsupported: string[];
  steps: { kind: string; chainItem: string | null; outcome: string | null; explanation: string; citations: { rup4: string }[] }[];
  finalBoard: {
    delayed: { id: string; controller: string; source: string; when: string; describe: string; battlefield: string | null; object: string | null }[];
    objects: { id: string; zone: string; battlefield: string | null; might: number | null }[];
    players: { id: string; xp: number | null; handSize: number }[];
  };
}
async function run(r: Parameters<typeof input>[0]): Promise<Answer> {
  return (await data<{ resolveChain: Answer }>(`mutation($input: ResolveChainInput!) { resolveChain(input: $input) { ${FIELDS} } }`, { input: input(r) })).resolveChain;
}
const rup4Of = (r: Answer, item: string) => r.steps.filter((s) => s.chainItem === item).flatMap((s) => s.citations.map((c) => c.rup4));
const obj = (r: Answer, id: string) => r.finalBoard.objects.find((o) => o.id === id);
const xpOf = (r: Answer, p: string) => r.finalBoard.players.find((x) => x.id === p)?.xp;

// Grim Resolve: the Might now, and a delayed trigger (390.2) on the unit winning a combat this turn (466.3), which the engine never
// sees (combat is not simulated): it is reported waiting in the final board, naming the unit, and no XP is gained now.
describe("UNL-095 Grim Resolve: +3 Might this turn, and XP when the unit wins a combat this turn (waiting in the final board)", () => {
  it("is executable", async () => {
    await executable("UNL-095");
  });

  it("on a friendly unit in a combat: +3 Might, no XP yet, and the delayed trigger waits for that unit's win", async () => {
    const r = await run({
      board: { phase: "COMBAT", combat: { battlefield: "bf1", attackers: ["u"], defenders: ["d"] }, players: [{ id: "p1", deckSize: 20, xp: 1 }, { id: "p2", deckSize: 20 }] },
      objects: [unit("u", "p1", "bf1", { might: 3 }), unit("d", "p2", "bf1", { might: 5 })],
      chain: [{ id: "gr", card: "Grim Resolve", controller: "p1", targets: ["u"] }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(r.unsupported).toEqual([]);
    expect(obj(r, "u")?.might).toBe(6);
    expect(xpOf(r, "p1")).toBe(1);
    expect(r.finalBoard.delayed).toHaveLength(1);
    expect(r.finalBoard.delayed[0]).toMatchObject({ id: "gr.delayed", controller: "p1", source: "gr", when: "WINS_COMBAT_THIS_TURN", object: "u", battlefield: null });
    expect(r.finalBoard.delayed[0]!.describe).toMatch(/when u .*wins a combat this turn, p1 will gain 2 XP/);
    expect(rup4Of(r, "gr")).toContain("390.2");
    expect(text(r)).toMatch(/Waiting for u to win a combat this turn/);
  });

  it("an enemy unit can't be chosen", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [{ id: "gr", card: "Grim Resolve", controller: "p1", targets: ["e"] }],
      expect: { playIllegal: { gr: { e: "friendly" } } },
    });
  });

  it("the unit gone before it resolves (returned to hand): no Might, and no delayed trigger is created", async () => {
    const r = await run({
      objects: [unit("u", "p1", "bf1")],
      chain: [{ id: "gr", card: "Grim Resolve", controller: "p1", targets: ["u"] }, { id: "rt", card: "Retreat", controller: "p1", targets: ["u"] }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(r.finalBoard.delayed).toEqual([]);
    expect(xpOf(r, "p1")).toBe(0);
  });
});

// Blue Sentinel: abilities 0 Shield, 1 the static on hold effects for holding its battlefield, 2 its own hold effect. Holds are
// placed by the caller, one item a hold effect as it triggers; the engine adds the additional trigger of each placed for its
// controller's hold of the Sentinel's battlefield (one more for each such unit there), and goes on right after it.
describe("UNL-087 Blue Sentinel: hold effects here trigger twice; its hold adds a rune at the next Main Phase", () => {
  const board = { phase: "BEGINNING", battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2", controller: "p1" }] };
  const sentinel = (id = "bs", at = "bf1") => card(id, "Blue Sentinel", "p1", at);

  it("is executable", async () => {
    await executable("UNL-087");
  });

  it("its own hold: it triggers twice, two delayed adds for the start of p1's next Main Phase", async () => {
    const r = await run({ board, objects: [sentinel()], chain: [{ id: "h", source: "bs", ability: 2, controller: "p1" }] });
    expect(r.status).toBe("COMPLETE");
    expect(r.unsupported).toEqual([]);
    expect(r.finalBoard.delayed.map((d) => [d.id, d.when, d.controller, d.source])).toEqual([
      ["bs.a2.delayed", "START_OF_NEXT_MAIN_PHASE", "p1", "bs"], // the additional trigger went on the chain after it, so resolved first
      ["h.delayed", "START_OF_NEXT_MAIN_PHASE", "p1", "bs"],
    ]);
    expect(r.finalBoard.delayed[0]!.describe).toMatch(/^p1 adds \{/);
    expect(rup4Of(r, "h")).toContain("383.4.d");
    expect(rup4Of(r, "bs.a2")).toContain("390.2");
  });

  it("a battlefield's hold effect there and a legend's hold naming it: each triggers an additional time", async () => {
    const r = await run({
      board: { ...board, battlefields: [{ id: "gw", card: "Grove of the God-Willow", controller: "p1" }, { id: "bf2", controller: "p1" }] },
      objects: [sentinel("bs", "gw"), card("k", "Keeper of the Hammer", "p1", "base")],
      chain: [{ id: "g", source: "gw", ability: 0, controller: "p1" }, { id: "x", source: "k", ability: 0, controller: "p1", battlefield: "gw" }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(r.finalBoard.players.find((p) => p.id === "p1")?.handSize).toBe(2);
    expect(xpOf(r, "p1")).toBe(2);
  });

  it("a hold of another battlefield, or an opponent's unit's hold effect, does not trigger again", async () => {
    const r = await run({
      board: { ...board, battlefields: [{ id: "bf1", controller: "p1" }, { id: "gw", card: "Grove of the God-Willow", controller: "p1" }] },
      objects: [sentinel(), card("k", "Keeper of the Hammer", "p1", "base")],
      chain: [{ id: "g", source: "gw", ability: 0, controller: "p1" }, { id: "x", source: "k", ability: 0, controller: "p1", battlefield: "gw" }],
    });
    expect(r.finalBoard.players.find((p) => p.id === "p1")?.handSize).toBe(1);
    expect(xpOf(r, "p1")).toBe(1);
    const theirs = await run({
      board: { ...board, battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2", controller: "p2" }] },
      objects: [sentinel(), card("ia", "Iascylla", "p2", "bf2")],
      chain: [{ id: "h", source: "ia", ability: 0, controller: "p2" }],
    });
    expect(theirs.finalBoard.delayed.map((d) => d.id)).toEqual(["h.delayed"]);
  });

  it("two Sentinels there: three times; another unit's hold effect there triggers again too", async () => {
    const req = { board, objects: [sentinel("bs"), sentinel("bt"), card("ia", "Iascylla", "p1", "bf1")], chain: [{ id: "h", source: "ia", ability: 0, controller: "p1" }] };
    const asked = await run(req);
    expect(asked.status).toBe("NEEDS_CHOICE");
    expect(asked.pendingChoice).toMatchObject({ item: "p1:trigger-order", options: ["ia.a0", "ia.a0#2"] });
    const r = await run({ ...req, choices: [{ item: "p1:trigger-order", index: 0, objects: ["ia.a0", "ia.a0#2"] }] });
    expect(r.status).toBe("COMPLETE");
    expect(r.finalBoard.delayed.map((d) => [d.id, d.battlefield])).toEqual([["ia.a0#2.delayed", "bf1"], ["ia.a0.delayed", "bf1"], ["h.delayed", "bf1"]]);
  });

  it("a legend's hold effect without the battlefield held: not triggered again, and the transcript says why", async () => {
    const r = await run({ board, objects: [sentinel(), card("k", "Keeper of the Hammer", "p1", "base")], chain: [{ id: "x", source: "k", ability: 0, controller: "p1" }] });
    expect(xpOf(r, "p1")).toBe(1);
    expect(text(r)).toMatch(/does not say which battlefield was held/);
  });

  it("[Hunt] (conquer or hold) placed by the caller is a hold effect only in a Beginning Phase, when holds happen", async () => {
    const req = (phase: string) => ({ board: { ...board, phase }, objects: [sentinel(), card("g", "Voracious Gromp", "p1", "bf1")], chain: [{ id: "x", source: "g", ability: 0, controller: "p1" }] });
    const hold = await run(req("BEGINNING"));
    expect(xpOf(hold, "p1")).toBe(6);
    expect(text(hold)).toMatch(/triggers once more/);
    const conquest = await run(req("COMBAT"));
    expect(xpOf(conquest, "p1")).toBe(3);
    expect(text(conquest)).not.toMatch(/triggers once more/);
    expect(text(conquest)).toMatch(/not a Beginning Phase, when holds happen, so it is taken as triggered by a conquest/);
  });
});

// Promising Future: each player banishes one of their own top 5 (the board must give the deck's cards) and recycles the rest, then
// from the next player on each plays the card they banished, its Energy cost ignored (its Power cost is paid outside the engine):
// a spell goes on the chain with targets its player chooses, a unit where its player chooses (base or a battlefield they control).
describe("OGN-115 Promising Future: each player banishes one of their top 5, then from the next player on each plays it", () => {
  const p1Deck = ["Legion Rearguard", "Noxus Hopeful", "Pouty Poro", "Blazing Scorcher", "Magma Wurm", "Flame Chompers"];
  const req = (p2: Record<string, unknown> = { deck: ["Discipline", "Pouty Poro", "Pouty Poro"] }, choices: { item: string; [k: string]: unknown }[] = []) => ({
    board: { players: [{ id: "p1", deck: p1Deck }, { id: "p2", handSize: 0, ...p2 }], battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2" }] },
    objects: [unit("u", "p2", "bf2", { might: 3 })],
    chain: [{ id: "pf", card: "Promising Future", controller: "p1" }],
    choices,
  });
  const all = [
    { item: "pf", index: 0, option: "p1:deck:4" }, // p1 banishes Magma Wurm
    { item: "pf", index: 1, option: "p2:deck:0" }, // p2 banishes Discipline
    { item: "pf.play", index: 0, objects: ["u"] }, // p2 plays Discipline first, on its unit
    { item: "pf", index: 2, option: "bf1" }, // then p1 plays Magma Wurm to the battlefield p1 controls
  ];

  it("is executable", async () => {
    await executable("OGN-115");
  });

  it("each player in turn order chooses among their own top cards (at most 5)", async () => {
    const first = await run(req());
    expect(first.status).toBe("NEEDS_CHOICE");
    expect(first.pendingChoice).toMatchObject({ item: "pf", index: 0, player: "p1", options: ["p1:deck:0", "p1:deck:1", "p1:deck:2", "p1:deck:3", "p1:deck:4"] });
    const second = await run(req(undefined, all.slice(0, 1)));
    expect(second.pendingChoice).toMatchObject({ item: "pf", index: 1, player: "p2", options: ["p2:deck:0", "p2:deck:1", "p2:deck:2"] });
  });

  it("the next player's spell goes on the chain first, then p1's unit enters where p1 chose; the spell resolves after", async () => {
    const r = await run(req(undefined, all));
    expect(r.status).toBe("COMPLETE");
    expect(r.unsupported).toEqual([]);
    expect(obj(r, "p1:deck:4")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf1" });
    expect(obj(r, "u")?.might).toBe(5);
    expect(r.finalBoard.players.find((p) => p.id === "p2")?.handSize).toBe(1);
    const t = text(r);
    expect(t).toMatch(/p1 looks at .*banishes .*Magma Wurm.* in a random order/);
    expect(t).toMatch(/p2 looks at .*banishes .*Discipline.* recycles .*Pouty Poro/);
    expect(t.indexOf("p2 plays")).toBeLessThan(t.indexOf("p1 plays"));
    expect(t).toMatch(/ignoring its Energy cost \(its Power cost is paid outside the engine\)/);
    expect(rup4Of(r, "pf")).toEqual(expect.arrayContaining(["416.5", "419.3", "427.1"]));
  });

  it("a deck given by its size alone: that player's part is not known (PARTIAL); the other still banishes and plays", async () => {
    const r = await run(req({ deckSize: 10 }, [{ item: "pf", index: 0, option: "p1:deck:4" }, { item: "pf", index: 1, option: "bf1" }]));
    expect(r.status).toBe("COMPLETE");
    expect(r.steps.find((s) => s.chainItem === "pf" && s.kind === "INSTRUCTION")?.outcome).toBe("PARTIAL");
    expect(text(r)).toMatch(/p2's Main Deck is given by its size alone/);
    expect(obj(r, "p1:deck:4")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf1" });
  });

  it("an empty deck: that player banishes and plays nothing", async () => {
    const r = await run(req({ deck: [] }, [{ item: "pf", index: 0, option: "p1:deck:0" }, { item: "pf", index: 1, option: "base" }]));
    expect(r.status).toBe("COMPLETE");
    expect(text(r)).toMatch(/p2's Main Deck is empty/);
    expect(obj(r, "p1:deck:0")).toMatchObject({ zone: "BASE" });
  });
});
