// The top of the Main Deck through resolveChain over HTTP, with real cards of the library compiled from their
// text: look at the top cards and choose one to draw, the rest to the trash; reveal a spell of a given Energy
// cost from among them; put the top cards into the trash; reveal the top card and draw it or recycle it by its
// type (424, 416). A deck given as card names (top first) is known; a deck given only as a size is not, and
// the transcript says what it cannot know instead of guessing.
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { card, check, unit, type Choice, type Resolution } from "../helpers/scenario-http.js";

const AS_OF = "2026-11-01"; // Vendetta cards are in the library by then
const CARD = `query($name: String!) { card(name: $name, asOf: "${AS_OF}") { executable } }`;
async function executable(...names: string[]): Promise<void> {
  for (const name of names) expect((await data(CARD, { name })).card?.executable, `${name} is executable`).toBe(true);
}
const withDeck = (deck: string[], trash: string[] = []) => ({ players: [{ id: "p1", hand: [], trash, deck }, { id: "p2", deckSize: 20 }] });
const unknownDeck = { players: [{ id: "p1", hand: [], trash: [], deckSize: 20 }, { id: "p2", deckSize: 20 }] };
/** A card of the Main Deck that never left it: the final board lists only the deck's cards that changed. */
const stillInDeck = (r: Resolution, id: string) => expect(r.finalBoard.objects.find((o) => o.id === id), `${id} is still in the Main Deck`).toBeUndefined();
const steps = (r: Resolution, item: string) => r.steps.filter((s) => s.chainItem === item && s.kind === "INSTRUCTION").map((s) => s.explanation).join(" | ");

describe("the top N cards are looked at, one of them is drawn and the others go to the trash (Lightning Rush)", () => {
  const rush = (board: Record<string, unknown>) => ({ name: "", asOf: AS_OF, board, chain: [{ id: "lr", card: "Lightning Rush", controller: "p1" }] });
  const deck = withDeck(["Petty Officer", "Hextech Ray", "Wind Wall", "Stalwart Poro"]);

  it("Lightning Rush asks which of the top 3 to draw", async () => {
    await executable("Lightning Rush");
    await check({ ...rush(deck), expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "lr", player: "p1", options: ["p1:deck:0", "p1:deck:1", "p1:deck:2", "none"] } } });
  });

  it("the chosen card is drawn, the other two go to the trash, the fourth stays", async () => {
    await check({
      ...rush(deck),
      choices: [{ item: "lr", index: 0, objects: ["p1:deck:1"] }],
      expect: {
        instructions: { lr: ["EXECUTED", "EXECUTED", "EXECUTED"] },
        players: { p1: { hand: ["Hextech Ray"], trash: ["Petty Officer", "Wind Wall", "Lightning Rush"] } },
        objects: { "p1:deck:1": { zone: "HAND" }, "p1:deck:0": { zone: "TRASH" }, "p1:deck:2": { zone: "TRASH" } },
      },
    }).then((r) => stillInDeck(r, "p1:deck:3"));
  });

  it("declining draws nothing, and all three go to the trash", async () => {
    await check({
      ...rush(deck),
      choices: [{ item: "lr", index: 0, option: "none" }],
      expect: { instructions: { lr: ["EXECUTED", "IGNORED", "EXECUTED"] }, players: { p1: { hand: [], trash: ["Petty Officer", "Hextech Ray", "Wind Wall", "Lightning Rush"] } } },
    });
  });

  it("with only a deck size, nothing is chosen and the transcript says the cards are not known", async () => {
    const r = await check({ ...rush(unknownDeck), expect: { instructions: { lr: ["PARTIAL", "IGNORED", "PARTIAL"] }, players: { p1: { handSize: 0, trash: null } } } });
    expect(steps(r, "lr")).toMatch(/not given/);
  });
});

describe("optionally revealing a looked-at spell costing at least N Energy and drawing it (Fate Weaver)", () => {
  const weaver = (deck: string[]) => ({ name: "", asOf: AS_OF, board: withDeck(deck), chain: [{ id: "fw", card: "Fate Weaver", controller: "p1", destination: "base" }] });
  const deck = ["Hextech Ray", "Disintegrate", "Petty Officer", "Wind Wall", "Thermo Beam"];

  it("Fate Weaver offers only the spells costing 4 or more among the top 4", async () => {
    await executable("Fate Weaver");
    await check({ ...weaver(deck), expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "fw.a0", player: "p1", options: ["p1:deck:1", "none"] } } });
  });

  it("the revealed spell is drawn and the rest are recycled", async () => {
    const r = await check({
      ...weaver(deck),
      choices: [{ item: "fw.a0", index: 0, objects: ["p1:deck:1"] }],
      expect: { instructions: { "fw.a0": ["EXECUTED", "EXECUTED", "EXECUTED"] }, players: { p1: { hand: ["Disintegrate"] } }, objects: { "p1:deck:1": { zone: "HAND" } }, cites: { "fw.a0": ["424.1", "416.1"] } },
    });
    stillInDeck(r, "p1:deck:0");
    expect(steps(r, "fw.a0")).toMatch(/Recycles/);
  });

  it("without such a spell among them, nothing is drawn", async () => {
    await check({ ...weaver(["Hextech Ray", "Wind Wall", "Petty Officer", "Stalwart Poro", "Disintegrate"]), expect: { instructions: { "fw.a0": ["EXECUTED", "IGNORED", "EXECUTED"] }, players: { p1: { hand: [] } } } });
  });
});

describe("N cards move from the top of the Main Deck straight to the trash (Minefield)", () => {
  const conquest = (board: Record<string, unknown>) => ({
    name: "",
    asOf: AS_OF,
    board: { ...board, battlefields: [{ id: "bf1", card: "Minefield", controller: "p2" }, { id: "bf2" }] },
    objects: [unit("u", "p1", "base")],
    chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "bf1" }],
  });

  it("Minefield: the conquering player's top 2 go to their trash", async () => {
    await executable("Minefield");
    await check({
      ...conquest(withDeck(["Petty Officer", "Hextech Ray", "Wind Wall"])),
      expect: { instructions: { "bf1.a0": ["EXECUTED"] }, players: { p1: { trash: ["Ride the Wind", "Petty Officer", "Hextech Ray"] } }, objects: { "p1:deck:1": { zone: "TRASH" } } },
    }).then((r) => stillInDeck(r, "p1:deck:2"));
  });

  it("a deck with fewer cards: as many as possible, and the Burn Out that follows is said to be not modelled (431.1.b)", async () => {
    const r = await check({ ...conquest(withDeck(["Petty Officer"])), expect: { instructions: { "bf1.a0": ["PARTIAL"] }, players: { p1: { trash: ["Ride the Wind", "Petty Officer"] } }, cites: { "bf1.a0": ["431.1.b"] } } });
    expect(steps(r, "bf1.a0")).toMatch(/does not model/);
  });

  it("with only a deck size, the trash's contents are no longer known", async () => {
    const r = await check({ ...conquest(unknownDeck), expect: { instructions: { "bf1.a0": ["PARTIAL"] }, players: { p1: { trash: null } } } });
    expect(steps(r, "bf1.a0")).toMatch(/not given/);
  });
});

describe("the Main Deck's top card is revealed, then drawn when of a given type and recycled or trashed when not", () => {
  const move = (name: string, deck: string[] | null) => ({
    name: "",
    asOf: AS_OF,
    board: deck ? withDeck(deck) : unknownDeck,
    objects: [card("m", name, "p1", "bf1")],
    chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["m"], destination: "bf2" }],
  });

  it("Apprentice Smith draws a gear", async () => {
    await executable("Apprentice Smith");
    await check({ ...move("Apprentice Smith", ["Sun Disc", "Hextech Ray"]), expect: { instructions: { "m.a0": ["EXECUTED", "EXECUTED"] }, players: { p1: { hand: ["Sun Disc"] } }, cites: { "m.a0": ["424.1", "413.1"] } } });
  });

  it("Apprentice Smith recycles anything else", async () => {
    const r = await check({ ...move("Apprentice Smith", ["Hextech Ray", "Sun Disc"]), expect: { instructions: { "m.a0": ["EXECUTED", "EXECUTED"] }, players: { p1: { hand: [] } }, cites: { "m.a0": ["416.1"] } } });
    stillInDeck(r, "p1:deck:0");
    expect(steps(r, "m.a0")).toMatch(/recycled/);
  });

  it("with only a deck size, the revealed card is not known and neither branch is guessed", async () => {
    const r = await check({ ...move("Apprentice Smith", null), expect: { instructions: { "m.a0": ["PARTIAL", "IGNORED"] }, players: { p1: { handSize: 0 } } } });
    expect(steps(r, "m.a0")).toMatch(/not known/);
  });

  it("Pakaa Protector draws a unit", async () => {
    await executable("Pakaa Protector");
    await check({ ...move("Pakaa Protector", ["Petty Officer"]), expect: { instructions: { "m.a0": ["EXECUTED", "EXECUTED"] }, players: { p1: { hand: ["Petty Officer"] } }, objects: { m: { might: 4 } } } });
  });

  it("Pakaa Protector trashes anything else and gets +2 Might this turn", async () => {
    await check({ ...move("Pakaa Protector", ["Hextech Ray"]), expect: { instructions: { "m.a0": ["EXECUTED", "EXECUTED"] }, players: { p1: { hand: [], trash: ["Ride the Wind", "Hextech Ray"] } }, objects: { m: { might: 6 }, "p1:deck:0": { zone: "TRASH" } } } });
  });

  it("Ravenbloom Conservatory (placed by the caller as the player defends there) puts a spell into the hand", async () => {
    await executable("Ravenbloom Conservatory");
    const defend = (deck: string[]) => ({
      name: "", asOf: AS_OF,
      board: { ...withDeck(deck), battlefields: [{ id: "bf1", card: "Ravenbloom Conservatory", controller: "p1" }, { id: "bf2" }] },
      chain: [{ id: "def", source: "bf1", ability: 0, controller: "p1" }],
    });
    await check({ ...defend(["Wind Wall"]), expect: { instructions: { def: ["EXECUTED", "EXECUTED"] }, players: { p1: { hand: ["Wind Wall"] } } } });
    await check({ ...defend(["Petty Officer", "Wind Wall"]), expect: { instructions: { def: ["EXECUTED", "EXECUTED"] }, players: { p1: { hand: [] } } } }).then((r) => stillInDeck(r, "p1:deck:0"));
  });
});

describe("two cards looked at from the top; either or both may be recycled, the rest go back on top in any order (The Candlelit Sanctum)", () => {
  const conquest = (board: Record<string, unknown>) => ({
    name: "",
    asOf: AS_OF,
    board: { ...board, battlefields: [{ id: "bf1", card: "The Candlelit Sanctum", controller: "p2" }, { id: "bf2" }] },
    objects: [unit("u", "p1", "base")],
    chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "bf1" }],
  });
  const deck = withDeck(["Petty Officer", "Hextech Ray", "Wind Wall"]);

  it("The Candlelit Sanctum asks which of the top two to recycle", async () => {
    await executable("The Candlelit Sanctum");
    await check({ ...conquest(deck), expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "bf1.a0", index: 0, player: "p1", options: ["p1:deck:0", "p1:deck:1", "none"] } } });
  });

  it("keeping both, the player then names their order, top first", async () => {
    await check({ ...conquest(deck), choices: [{ item: "bf1.a0", index: 0, option: "none" }], expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "bf1.a0", index: 1, options: ["p1:deck:0", "p1:deck:1"] } } });
    const r = await check({
      ...conquest(deck),
      choices: [{ item: "bf1.a0", index: 0, option: "none" }, { item: "bf1.a0", index: 1, objects: ["p1:deck:1", "p1:deck:0"] }],
      expect: { instructions: { "bf1.a0": ["EXECUTED", "EXECUTED"] }, players: { p1: { hand: [] } } },
    });
    expect(steps(r, "bf1.a0")).toMatch(/recycles none of them and puts Hextech Ray.*Petty Officer.* back on top, in that order/);
  });

  it("recycling one puts it under the deck and asks nothing more", async () => {
    const r = await check({
      ...conquest(deck),
      choices: [{ item: "bf1.a0", index: 0, objects: ["p1:deck:0"] }],
      expect: { instructions: { "bf1.a0": ["EXECUTED", "EXECUTED"] }, cites: { "bf1.a0": ["416.1"] } },
    });
    expect(steps(r, "bf1.a0")).toMatch(/recycles Petty Officer.* and puts Hextech Ray.* back on top\./);
  });

  it("with only a deck size, the transcript says the cards are not known", async () => {
    const r = await check({ ...conquest(unknownDeck), expect: { instructions: { "bf1.a0": ["PARTIAL", "PARTIAL"] } } });
    expect(steps(r, "bf1.a0")).toMatch(/not known/);
  });
});

describe("a hold trigger the caller places that may bring a unit or gear back from the trash to hand (Guardian of the Passage)", () => {
  const hold = (target: string, choices: Choice[] = [{ item: "hold", index: 0, option: "accept" }]) => ({
    name: "",
    asOf: AS_OF,
    board: withDeck([], ["Hextech Ray", "Sun Disc", "Petty Officer"]),
    objects: [card("g", "Guardian of the Passage", "p1", "bf1")],
    chain: [{ id: "hold", source: "g", ability: 0, controller: "p1", targets: [target] }],
    choices,
  });

  it("Guardian of the Passage returns a gear, or a unit, from its controller's trash", async () => {
    await executable("Guardian of the Passage");
    await check({ ...hold("p1:trash:1"), expect: { instructions: { hold: ["EXECUTED"] }, players: { p1: { hand: ["Sun Disc"], trash: ["Hextech Ray", "Petty Officer"] } } } });
    await check({ ...hold("p1:trash:2"), expect: { instructions: { hold: ["EXECUTED"] }, players: { p1: { hand: ["Petty Officer"] } } } });
  });

  it("a spell is not a legal target", async () => {
    await check({ ...hold("p1:trash:0"), expect: { playIllegal: { hold: { "p1:trash:0": "must be a unit or gear" } }, players: { p1: { hand: [], trash: ["Hextech Ray", "Sun Disc", "Petty Officer"] } } } });
  });

  it("declining returns nothing", async () => {
    await check({ ...hold("p1:trash:1", [{ item: "hold", index: 0, option: "decline" }]), expect: { instructions: { hold: ["IGNORED"] }, players: { p1: { hand: [] } } } });
  });
});

describe("cards revealed from the top until a unit appears; that unit is banished and played for free, the others recycled (Dazzling Aurora)", () => {
  const endOfTurn = (board: Record<string, unknown>, choices: Choice[] = []) => ({
    name: "",
    asOf: AS_OF,
    board,
    objects: [card("da", "Dazzling Aurora", "p1", "base")],
    chain: [{ id: "eot", source: "da", ability: 0, controller: "p1" }],
    choices,
  });

  it("Dazzling Aurora (placed by the caller at the end of the turn) plays the first unit revealed", async () => {
    await executable("Dazzling Aurora");
    const deck = withDeck(["Hextech Ray", "Sun Disc", "Petty Officer", "Wind Wall"]);
    await check({ ...endOfTurn(deck), expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "eot", index: 0, player: "p1" } } });
    const r = await check({
      ...endOfTurn(deck, [{ item: "eot", index: 0, option: "base" }]),
      expect: { instructions: { eot: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { "p1:deck:2": { zone: "BASE", controller: "p1" } }, cites: { eot: ["424.1", "427.1", "419.3", "416.1"] } },
    });
    expect(steps(r, "eot")).toMatch(/reveals Hextech Ray.*Sun Disc.*then Petty Officer.*banishes it.*Recycles Hextech Ray.*Sun Disc/);
    stillInDeck(r, "p1:deck:3");
  });

  it("without a unit in the deck, every card is revealed and nothing is played", async () => {
    await check({ ...endOfTurn(withDeck(["Hextech Ray", "Wind Wall"])), expect: { instructions: { eot: ["PARTIAL", "IGNORED", "EXECUTED"] } } });
  });

  it("with only a deck size, the transcript says the cards are not known", async () => {
    const r = await check({ ...endOfTurn(unknownDeck), expect: { instructions: { eot: ["PARTIAL", "IGNORED", "EXECUTED"] } } });
    expect(steps(r, "eot")).toMatch(/not known/);
  });
});

describe("the owner puts it either on top of or under their Main Deck (Keeper's Verdict)", () => {
  const verdict = (p2: Record<string, unknown>, choices: Choice[] = []) => ({
    name: "",
    asOf: AS_OF,
    board: { players: [{ id: "p1", deckSize: 20 }, { id: "p2", ...p2 }] },
    objects: [unit("e", "p2", "bf1")],
    chain: [{ id: "kv", card: "Keeper's Verdict", controller: "p1", targets: ["e"] }],
    choices,
  });

  it("Keeper's Verdict: the unit's owner is asked, top or bottom", async () => {
    await executable("Keeper's Verdict");
    await check({ ...verdict({ deck: ["Wind Wall"] }), expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "kv", index: 0, player: "p2", options: ["top", "bottom"] } } });
  });

  it("the unit leaves the board for its owner's Main Deck, a new object", async () => {
    const r = await check({ ...verdict({ deck: ["Wind Wall"] }, [{ item: "kv", index: 0, option: "bottom" }]), expect: { instructions: { kv: ["EXECUTED", "EXECUTED"] }, objects: { e: { zone: "MAIN_DECK" } }, cites: { kv: ["124"] } } });
    expect(steps(r, "kv")).toMatch(/on the bottom of p2's Main Deck/);
    await check({ ...verdict({ deckSize: 5 }, [{ item: "kv", index: 0, option: "top" }]), expect: { instructions: { kv: ["EXECUTED", "EXECUTED"] }, objects: { e: { zone: "MAIN_DECK" } } } });
  });
});
