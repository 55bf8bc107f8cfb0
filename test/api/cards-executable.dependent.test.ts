// Dependent keywords (727) and Empower (441, 827, 828) through resolveChain over HTTP, with real cards of the
// library compiled from their text: "[Empower] cost", "[Empowered][>] …", "When I become [Empowered]",
// "[Level N][>] …" (824, the controller's XP on the board) and "[Legion] - When you play me, …" (812).
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const players = (p1: Record<string, unknown>) => ({ players: [{ id: "p1", deckSize: 20, ...p1 }, { id: "p2", deckSize: 20 }] });

describe("Empower (827): a costed ability that empowers its source, usable only while the source is not yet Empowered", () => {
  it("Brutal Hunter empowers itself, and its [Empowered] ability then gives it +2 Might (828.1.c)", async () => {
    await executable("Brutal Hunter");
    const r = await check({
      name: "",
      objects: [card("bh", "Brutal Hunter", "p1", "bf1")],
      chain: [{ id: "emp", source: "bh", ability: 0, controller: "p1" }],
      expect: { instructions: { emp: ["EXECUTED"] }, objects: { bh: { empowered: true, might: 6 } }, cites: { emp: ["441.1"] } },
    });
    expect(r.unsupported).toEqual([]);
  });

  it("can't be used while the unit is already Empowered: the play is undone", async () => {
    await check({
      name: "",
      objects: [card("bh", "Brutal Hunter", "p1", "bf1", { empowered: true })],
      chain: [{ id: "emp", source: "bh", ability: 0, controller: "p1" }],
      expect: { kinds: { emp: { PLAY_ILLEGAL: true, INSTRUCTION: false } }, objects: { bh: { empowered: true, might: 6 } } },
    });
  });

  it("an Empowered unit on the board has its dependent ability; one that is not, doesn't", async () => {
    await check({
      name: "",
      objects: [card("on", "Brutal Hunter", "p1", "bf1", { empowered: true }), card("off", "Brutal Hunter", "p1", "bf2")],
      chain: [],
      expect: { objects: { on: { might: 6, empowered: true }, off: { might: 4, empowered: false } } },
    });
  });

  it("Serene Ascetic's [Empowered] Shield 3 counts while it defends", async () => {
    await executable("Serene Ascetic");
    await check({
      name: "",
      board: { combat: { battlefield: "bf1", attackers: ["a"], defenders: ["sa", "plain"] } },
      objects: [unit("a", "p2", "bf1"), card("sa", "Serene Ascetic", "p1", "bf1", { empowered: true }), card("plain", "Serene Ascetic", "p1", "bf1")],
      chain: [],
      expect: { objects: { sa: { might: 6 }, plain: { might: 3 } } },
    });
  });

  it("a unit leaving the board loses the status (a new object, 359.3.e.4)", async () => {
    await check({
      name: "",
      objects: [card("bh", "Brutal Hunter", "p1", "bf1", { empowered: true })],
      chain: [{ id: "k", card: "Vengeance", controller: "p2", targets: ["bh"] }],
      expect: { objects: { bh: { zone: "TRASH", empowered: false } } },
    });
  });
});

describe("Empower with \"This ability costs … less\" (827.1.c.1; runes are paid outside the engine)", () => {
  it("Frostcoat Mother empowers itself (its cost reduction is recorded) and then has +3 Might", async () => {
    await executable("Frostcoat Mother", "Grumpy Rockbear");
    const r = await check({
      name: "",
      objects: [card("fm", "Frostcoat Mother", "p1", "bf1")],
      chain: [{ id: "emp", source: "fm", ability: 0, controller: "p1" }],
      expect: { instructions: { emp: ["EXECUTED"] }, objects: { fm: { empowered: true, might: 6 } }, cites: { emp: ["441.1"] } },
    });
    expect(r.steps.some((s) => s.kind === "COST" && s.chainItem === "emp" && /costs \{1\} less for each rune/.test(s.explanation))).toBe(true);
  });

  it("Baccai Sandspinner, once Empowered, has [Assault 2]: +2 Might while it attacks, none before", async () => {
    await executable("Baccai Sandspinner");
    const combat = { combat: { battlefield: "bf1", attackers: ["bs"], defenders: ["d"] } };
    await check({
      name: "",
      board: combat,
      objects: [card("bs", "Baccai Sandspinner", "p1", "bf1"), unit("d", "p2", "bf1")],
      chain: [{ id: "emp", source: "bs", ability: 0, controller: "p1" }],
      expect: { instructions: { emp: ["EXECUTED"] }, objects: { bs: { empowered: true, might: 8 } } },
    });
    await check({
      name: "",
      board: combat,
      objects: [card("bs", "Baccai Sandspinner", "p1", "bf1"), unit("d", "p2", "bf1")],
      chain: [],
      expect: { objects: { bs: { empowered: false, might: 6 } } },
    });
  });
});

describe("triggered abilities and Empowered (828.1.d, 727.1.c.1)", () => {
  it("Apprentice Mage: \"When I become [Empowered]\" triggers as its Empower ability resolves", async () => {
    await executable("Apprentice Mage");
    await check({
      name: "",
      board: players({ deck: ["Petty Officer", "Stalwart Poro", "Hextech Ray"] }),
      objects: [card("am", "Apprentice Mage", "p1", "base")],
      chain: [{ id: "emp", source: "am", ability: 0, controller: "p1" }],
      choices: [{ item: "am.a1", index: 0, objects: ["p1:deck:0"] }],
      expect: { instructions: { emp: ["EXECUTED"], "am.a1": ["EXECUTED"] }, objects: { am: { empowered: true, might: 4 } }, cites: { "am.a1": ["436.1"] } },
    });
  });

  it("Covert Informant's [Empowered] \"When I move, draw 1\" triggers only while it is Empowered", async () => {
    await executable("Covert Informant");
    const move = (empowered: boolean) => ({
      name: "",
      objects: [card("ci", "Covert Informant", "p1", "bf1", { empowered })],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["ci"], destination: "bf2" }],
    });
    await check({ ...move(true), expect: { instructions: { "ci.a1": ["EXECUTED"] }, objects: { ci: { battlefield: "bf2" } }, players: { p1: { handSize: 1 } } } });
    await check({ ...move(false), expect: { kinds: { "ci.a1": { TRIGGER: false } }, objects: { ci: { battlefield: "bf2" } }, players: { p1: { handSize: 0 } } } });
  });
});

describe("Level (824): active while the controller has N or more XP", () => {
  it("Targonian Visionary has +4 Might at 11 XP, not at 10", async () => {
    await executable("Targonian Visionary");
    const at = (xp: number) => ({ name: "", board: players({ xp }), objects: [card("tv", "Targonian Visionary", "p1", "bf1")], chain: [] });
    await check({ ...at(11), expect: { objects: { tv: { might: 10 } }, players: { p1: { xp: 11 } } } });
    await check({ ...at(10), expect: { objects: { tv: { might: 6 } } } });
  });

  it("Bandle Soldier enters ready at 3 XP and exhausted below", async () => {
    await executable("Bandle Soldier");
    const play = (xp: number) => ({ name: "", board: players({ xp }), chain: [{ id: "bs", card: "Bandle Soldier", controller: "p1", destination: "base" }] });
    await check({ ...play(3), expect: { objects: { bs: { exhausted: false } } } });
    await check({ ...play(2), expect: { objects: { bs: { exhausted: true } } } });
  });

  it("Wuju Apprentice's [Level 6] play effect triggers only with 6 XP (727.1.c.1)", async () => {
    await executable("Wuju Apprentice");
    const play = (xp: number) => ({ name: "", board: players({ xp }), chain: [{ id: "wa", card: "Wuju Apprentice", controller: "p1", destination: "base" }] });
    await check({ ...play(6), expect: { instructions: { "wa.a1": ["EXECUTED"] }, players: { p1: { handSize: 1 } } } });
    await check({ ...play(5), expect: { kinds: { "wa.a1": { TRIGGER: false } }, players: { p1: { handSize: 0 } } } });
  });

  it("gaining XP changes the board's XP (730.1) and a Level ability turns on with it", async () => {
    await executable("Gemhand Hunter");
    const r = await check({
      name: "",
      board: { ...players({ xp: 5 }), battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
      objects: [card("gh", "Gemhand Hunter", "p1", "base")],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["gh"], destination: "bf1" }],
      expect: { instructions: { "gh.a0": ["EXECUTED"] }, players: { p1: { xp: 6 } }, objects: { gh: { battlefield: "bf1" } } },
    });
    const gh = r.finalBoard.objects.find((o) => o.id === "gh")!;
    expect(gh.might).toBe(3); // Gemhand Hunter's printed Might 2, +1 at Level 6
  });
});

describe("Legion (812): active once its controller has played another card this turn", () => {
  it("Trifarian Gloryseeker buffs itself when played after another card of its controller", async () => {
    await executable("Trifarian Gloryseeker");
    await check({
      name: "",
      chain: [
        { id: "pd", card: "Progress Day", controller: "p1" },
        { id: "tg", card: "Trifarian Gloryseeker", controller: "p1", destination: "base", playedAfter: "pd" },
      ],
      expect: { instructions: { "tg.a0": ["EXECUTED"] }, objects: { tg: { might: 3 } } },
    });
  });

  it("played first this turn, its Legion ability is inactive; a card played before the chain counts", async () => {
    const alone = (cardsPlayedThisTurn: number) => ({ name: "", board: players({ cardsPlayedThisTurn }), chain: [{ id: "tg", card: "Trifarian Gloryseeker", controller: "p1", destination: "base" }] });
    await check({ ...alone(0), expect: { kinds: { "tg.a0": { TRIGGER: false } }, objects: { tg: { might: 2 } } } });
    await check({ ...alone(1), expect: { instructions: { "tg.a0": ["EXECUTED"] }, objects: { tg: { might: 3 } } } });
  });

  it("an opponent's card does not count (812.1.c: finalized by you)", async () => {
    await check({
      name: "",
      chain: [
        { id: "pd", card: "Progress Day", controller: "p2" },
        { id: "tg", card: "Trifarian Gloryseeker", controller: "p1", destination: "base", playedAfter: "pd" },
      ],
      expect: { kinds: { "tg.a0": { TRIGGER: false } }, objects: { tg: { might: 2 } } },
    });
  });
});
