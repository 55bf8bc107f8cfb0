// Endless Riches (VEN-022), made executable on the cards-ven022 branch: a gear whose play trigger empties its controller's hand and
// trash into banishment before a Burn, a turn-structure static the engine only says back, a permission to play cards from the trash,
// and a replacement that banishes its controller's cards on their way to the trash unless they come from the Main Deck. The card
// text is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { data } from "../helpers/api.js";
import { card, input, unit } from "../helpers/scenario-http.js";

const FIELDS = `status unsupported steps { kind chainItem outcome explanation citations { rup4 } }
  finalBoard { objects { id zone controller } players { id handSize hand trash } }`;
interface Answer {
  status: string;
  unsupported: string[];
  steps: { kind: string; chainItem: string | null; outcome: string | null; explanation: string; citations: { rup4: string }[] }[];
  finalBoard: { objects: { id: string; zone: string; controller: string }[]; players: { id: string; handSize: number; hand: string[] | null; trash: string[] | null }[] };
}
async function run(r: Parameters<typeof input>[0]): Promise<Answer> {
  return (await data<{ resolveChain: Answer }>(`mutation($input: ResolveChainInput!) { resolveChain(input: $input) { ${FIELDS} } }`, { input: input(r) })).resolveChain;
}
const GEAR = "Endless Riches";
const zoneOf = (r: Answer, id: string) => r.finalBoard.objects.find((o) => o.id === id)?.zone;
const player = (r: Answer, id: string) => r.finalBoard.players.find((p) => p.id === id)!;
const replacements = (r: Answer) => r.steps.filter((s) => s.kind === "REPLACEMENT");
const rup4 = (s: { citations: { rup4: string }[] }) => s.citations.map((c) => c.rup4);
const deck = ["Vengeance", "Detonate", "Lunar Boon", "Vengeance", "Detonate", "Lunar Boon", "Vengeance", "Detonate", "Lunar Boon", "Vengeance"];

describe("VEN-022 Endless Riches", () => {
  it("is executable", async () => {
    await executable("VEN-022");
  });

  it("played: its trigger banishes the hand and the trash, then burns 7 from the Main Deck into the trash (not replaced)", async () => {
    const r = await run({
      board: { players: [{ id: "p1", hand: ["Vengeance", "Detonate"], trash: ["Lunar Boon"], deck }, { id: "p2", deckSize: 20 }] },
      chain: [{ id: "er", card: GEAR, controller: "p1" }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(r.unsupported).toEqual([]);
    const [banish, burn] = r.steps.filter((s) => s.chainItem === "er.a0" && s.kind === "INSTRUCTION");
    expect(banish).toMatchObject({ outcome: "EXECUTED" });
    expect(rup4(banish!)).toContain("427.1");
    expect(banish!.explanation).toMatch(/p1 banishes the 2 cards of their hand .* and the 1 card of their trash \(Lunar Boon \(p1:trash:0\)\)/);
    expect(burn).toMatchObject({ outcome: "EXECUTED" });
    expect(r.steps.indexOf(banish!)).toBeLessThan(r.steps.indexOf(burn!));
    // the hand's cards and the trash's card are in banishment; the burned cards went to the trash: they came from the Main Deck
    expect(zoneOf(r, "er.a0:banished:0")).toBe("BANISHMENT");
    expect(zoneOf(r, "er.a0:banished:1")).toBe("BANISHMENT");
    expect(zoneOf(r, "p1:trash:0")).toBe("BANISHMENT");
    for (let i = 0; i < 7; i++) expect(zoneOf(r, `p1:deck:${i}`)).toBe("TRASH");
    expect(zoneOf(r, "p1:deck:7")).toBeUndefined();
    expect(player(r, "p1")).toMatchObject({ handSize: 0, hand: [], trash: deck.slice(0, 7) });
    expect(replacements(r)).toEqual([]);
    expect(zoneOf(r, "er")).toBe("BASE");
  });

  it("says back that its controller skips their Draw Phase, a turn-structure static the caller applies", async () => {
    const r = await run({ board: { players: [{ id: "p1", hand: [], trash: [], deck }, { id: "p2", deckSize: 20 }] }, chain: [{ id: "er", card: GEAR, controller: "p1" }] });
    const s = r.steps.find((x) => x.kind === "STATIC");
    expect(s).toBeDefined();
    expect(rup4(s!)).toContain("315.4");
    expect(s!.explanation).toMatch(/outside chain resolution.*the caller skips p1's Draw Phases/);
    // an empty hand and trash: nothing to banish, and the Burn still happens
    expect(r.steps.find((x) => x.chainItem === "er.a0" && x.kind === "INSTRUCTION")).toMatchObject({ outcome: "IGNORED" });
    expect(player(r, "p1").trash).toEqual(deck.slice(0, 7));
  });

  it("a hand given only by its size: it is emptied, and the step is PARTIAL and says the cards are not known", async () => {
    const r = await run({ board: { players: [{ id: "p1", handSize: 3, trash: [], deck }, { id: "p2", deckSize: 20 }] }, chain: [{ id: "er", card: GEAR, controller: "p1" }] });
    const banish = r.steps.find((s) => s.chainItem === "er.a0" && s.kind === "INSTRUCTION")!;
    expect(banish.outcome).toBe("PARTIAL");
    expect(banish.explanation).toMatch(/only its size/);
    expect(player(r, "p1").handSize).toBe(0);
  });

  it("on the board: its controller's unit that dies and their spell that finishes resolving are banished instead; an opponent's unit is not", async () => {
    const r = await run({
      board: { players: [{ id: "p1", hand: [], trash: [], deckSize: 20 }, { id: "p2", trash: [], deckSize: 20 }] },
      objects: [card("g", GEAR, "p1", "base"), unit("u", "p1", "bf1"), unit("e", "p2", "bf1")],
      chain: [{ id: "v1", card: "Vengeance", controller: "p1", targets: ["u"] }, { id: "v2", card: "Vengeance", controller: "p1", targets: ["e"] }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(zoneOf(r, "u")).toBe("BANISHMENT");
    expect(zoneOf(r, "e")).toBe("TRASH");
    const reps = replacements(r);
    expect(reps.map((s) => s.explanation.split(" ")[0])).toEqual(["Vengeance", "u", "Vengeance"]);
    for (const s of reps) expect(rup4(s)).toEqual(expect.arrayContaining(["369.1", "370.1.b", "427.2"]));
    expect(reps[1]!.explanation).toMatch(/u \(u\) would go to p1's trash .* Endless Riches \(g\), controlled by p1, replaces that: it is banished instead/);
    expect(r.steps.find((s) => s.kind === "ITEM_ENDS" && s.chainItem === "v2")!.explanation).toMatch(/banished instead/);
    expect(zoneOf(r, "p1:banishment:0")).toBe("BANISHMENT");
    expect(zoneOf(r, "p1:banishment:1")).toBe("BANISHMENT");
    expect(player(r, "p1").trash).toEqual([]);
    expect(player(r, "p2").trash).toEqual(["e"]);
  });

  it("played during the request, it replaces from then on: a unit of its controller's killed after its trigger is banished", async () => {
    const r = await run({
      board: { players: [{ id: "p1", hand: [], trash: [], deck }, { id: "p2", deckSize: 20 }] },
      objects: [unit("u", "p1", "bf1")],
      chain: [{ id: "er", card: GEAR, controller: "p1" }, { id: "v", card: "Vengeance", controller: "p1", targets: ["u"], playedAfter: "er.a0" }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(zoneOf(r, "u")).toBe("BANISHMENT");
    expect(replacements(r).map((s) => s.explanation.split(" (")[0])).toEqual(["u", "Vengeance"]);
    expect(player(r, "p1").trash).toEqual(deck.slice(0, 7));
  });

  it("a discard from its controller's hand is banished instead", async () => {
    const r = await run({
      board: { players: [{ id: "p1", hand: ["Detonate"], trash: [], deck }, { id: "p2", deckSize: 20 }] },
      objects: [card("g", GEAR, "p1", "base")],
      chain: [{ id: "lb", card: "Lunar Boon", controller: "p1" }],
    });
    expect(r.status).toBe("COMPLETE");
    const reps = replacements(r);
    expect(reps.map((s) => s.explanation.split(" (")[0])).toEqual(["Detonate", "Lunar Boon"]);
    expect(player(r, "p1").trash).toEqual([]);
    expect(player(r, "p1").hand).toEqual(["Vengeance", "Detonate"]);
    expect(zoneOf(r, "p1:banishment:0")).toBe("BANISHMENT");
  });

  it("a discard from a hand given only by its size: the unknown card is banished instead, and the trash stays known", async () => {
    const r = await run({
      board: { players: [{ id: "p1", handSize: 2, trash: [], deckSize: 20 }, { id: "p2", deckSize: 20 }] },
      objects: [card("g", GEAR, "p1", "base")],
      chain: [{ id: "lb", card: "Lunar Boon", controller: "p1" }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(replacements(r).map((s) => s.explanation.split(" would")[0])).toEqual(["1 card not known", "Lunar Boon (p1:banishment:0)"]);
    expect(player(r, "p1").trash).toEqual([]);
  });

  it("ends when the gear leaves the board: killed, it banishes itself (370.4), and later cards go to the trash", async () => {
    const r = await run({
      board: { players: [{ id: "p1", hand: [], trash: [], deckSize: 20 }, { id: "p2", trash: [], deckSize: 20 }] },
      objects: [card("g", GEAR, "p1", "base"), unit("u", "p1", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["u"] }, { id: "d", card: "Detonate", controller: "p2", targets: ["g"] }],
    });
    expect(r.status).toBe("COMPLETE");
    const reps = replacements(r);
    expect(reps).toHaveLength(1);
    expect(rup4(reps[0]!)).toContain("370.4");
    expect(zoneOf(r, "g")).toBe("BANISHMENT");
    expect(zoneOf(r, "u")).toBe("TRASH");
    expect(player(r, "p1").trash).toEqual(["u", "Vengeance"]);
    expect(player(r, "p2").trash).toEqual(["Detonate"]);
  });

  it("killed in one event with other cards of its controller (all gear killed at once): those are banished too, whichever is moved first", async () => {
    for (const order of [["g", "t"], ["t", "g"]]) {
      const gear = { g: card("g", GEAR, "p1", "base"), t: card("t", "Iron Ballista", "p1", "base") } as const;
      const r = await run({
        board: { players: [{ id: "p1", hand: [], trash: [], deckSize: 20 }, { id: "p2", trash: [], deckSize: 20 }] },
        objects: order.map((id) => gear[id as "g" | "t"]),
        chain: [{ id: "tb", card: "Thermo Beam", controller: "p2" }],
      });
      expect(r.status).toBe("COMPLETE");
      // the gear is still on the board as the kill happens (370.4): its replacement applies to every card of that event
      expect(zoneOf(r, "g")).toBe("BANISHMENT");
      expect(zoneOf(r, "t")).toBe("BANISHMENT");
      expect(replacements(r)).toHaveLength(2);
      expect(player(r, "p1").trash).toEqual([]);
      expect(player(r, "p2").trash).toEqual(["Thermo Beam"]);
    }
  });

  it("lets its controller play a card from their trash (the card leaves it); without the gear no permission of it is said", async () => {
    const req = (withGear: boolean) => ({
      board: { players: [{ id: "p1", hand: [], trash: ["Vengeance"], deckSize: 20 }, { id: "p2", trash: [], deckSize: 20 }] },
      objects: [...(withGear ? [card("g", GEAR, "p1", "base")] : []), unit("e", "p2", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"], playedFrom: "TRASH" }],
    });
    const r = await run(req(true));
    expect(r.status).toBe("COMPLETE");
    const cost = r.steps.find((s) => s.kind === "COST" && s.chainItem === "v")!;
    expect(cost.explanation).toMatch(/played from p1's trash, as Endless Riches \(g\) lets p1 play cards from their trash/);
    expect(rup4(cost)).toContain("358.1");
    expect(zoneOf(r, "e")).toBe("TRASH");
    // the card left the trash for the chain, and finishing its resolution it is banished instead of going back
    expect(zoneOf(r, "p1:trash:0")).toBe("BANISHMENT");
    expect(player(r, "p1").trash).toEqual([]);
    expect(replacements(r)).toHaveLength(1);
    // without the gear, a play from the trash is taken as the caller gives it (permissions from outside the request are the
    // caller's), as before this card: no step names a permission, and the card goes back to the trash as it finishes
    const without = await run(req(false));
    expect(without.steps.some((s) => s.kind === "COST" && /lets p1 play cards from their trash/.test(s.explanation))).toBe(false);
    expect(replacements(without)).toEqual([]);
  });

  it("refuses a card that is not in its controller's trash", async () => {
    const r = await run({
      board: { players: [{ id: "p1", hand: [], trash: [], deckSize: 20 }, { id: "p2", deckSize: 20 }] },
      objects: [card("g", GEAR, "p1", "base"), unit("e", "p2", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"], playedFrom: "TRASH" }],
    });
    expect(r.steps.find((s) => s.kind === "PLAY_ILLEGAL")!.explanation).toMatch(/Vengeance is not in p1's trash/);
  });
});
