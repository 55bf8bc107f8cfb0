// Objects described by their stats and text alone (name, type, might, text): a phrase the engine supports
// executes; one it does not is reported in `unsupported` (and by the step that would need it), never guessed.
// The supported phrases are read at test time from the card library and the seeds, never written here.
import { describe, expect, it } from "vitest";
import { SEED_PHRASES } from "../helpers/seed-phrases.js";
import { cardText, check, unit } from "../helpers/scenario-http.js";

const stripReminders = (text: string) => text.replace(/\([^)]*\)/g, "").replace(/\s+/g, " ").trim();

describe("objects described by text", () => {
  it("a Deathknell phrase from the library (Watchful Sentry's text) on a nameless 1-Might unit draws when it dies", async () => {
    const text = await cardText("Watchful Sentry");
    const r = await check({
      name: "",
      objects: [{ id: "w", name: "Lookout", type: "UNIT", might: 1, text, owner: "p2", location: "BATTLEFIELD", battlefield: "bf1" }],
      chain: [{ id: "inc", card: "Incinerate", controller: "p1", targets: ["w"] }],
      expect: { instructions: { inc: ["EXECUTED"], "w.a0": ["EXECUTED"] }, objects: { w: { zone: "TRASH" } }, players: { p2: { handSize: 1 } }, unsupported: [], cites: { "*": ["323.4", "808.1"] } },
    });
    expect(r.steps.some((s) => s.kind === "TRIGGER" && s.chainItem === "w.a0")).toBe(true);
  });

  it("Ravenbloom Student's text (with its {might} symbol) on a text-only unit: +1 Might when its controller plays a spell", async () => {
    const text = await cardText("Ravenbloom Student");
    await check({
      name: "",
      objects: [unit("stu", "p1", "base", { name: "Pupil", might: 2, text }), unit("u", "p2", "bf1", { might: 5 })],
      chain: [{ id: "inc", card: "Incinerate", controller: "p1", targets: ["u"] }],
      expect: { instructions: { inc: ["EXECUTED"], "stu.a0": ["EXECUTED"] }, objects: { stu: { might: 3 }, u: { damage: 2 } }, unsupported: [] },
    });
  });

  it("the seeds' protection phrase makes an out-of-combat unit an illegal target for an enemy spell as it is played", async () => {
    await check({
      name: "",
      objects: [unit("d", "p2", "bf1", { text: SEED_PHRASES.untargetableUnlessInCombat() })],
      chain: [{ id: "inc", card: "Incinerate", controller: "p1", targets: ["d"] }],
      expect: { playIllegal: { inc: { d: "out of combat" } }, kinds: { inc: { ITEM_BEGINS: false } }, objects: { d: { damage: 0 } }, unsupported: [], cites: { inc: ["358.5", "758.1"] } },
    });
  });

  it("a phrase the engine cannot execute is reported in unsupported, and the ability that needs it says so instead of acting", async () => {
    const text = "When I attack, swap the Might of two other units.";
    const r = await check({
      name: "",
      objects: [unit("odd", "p1", "bf1", { name: "Oddity", text }), unit("x", "p2", "bf1")],
      chain: [{ id: "ab", source: "odd", ability: 0, controller: "p1" }],
      expect: { unsupported: ["odd: When I attack, swap the Might of two other units.", "ab: Oddity has no ability 0 the engine can execute"], objects: { x: { damage: 0, might: 3 } }, instructions: { ab: [] } },
    });
    const step = r.steps.find((s) => s.kind === "UNSUPPORTED" && s.chainItem === "ab");
    expect(step?.explanation).toContain("nothing is guessed");
  });

  it("in mixed text, the supported sentence runs and only the unsupported one is reported", async () => {
    const deathknell = stripReminders(await cardText("Watchful Sentry"));
    const r = await check({
      name: "",
      objects: [unit("m", "p2", "bf1", { might: 1, text: `${deathknell}\nWhen I attack, juggle.` })],
      chain: [{ id: "inc", card: "Incinerate", controller: "p1", targets: ["m"] }],
      expect: { instructions: { "m.a0": ["EXECUTED"] }, players: { p2: { handSize: 1 } }, unsupported: ["m: When I attack, juggle."] },
    });
    expect(r.summary).toMatch(/^Chain resolved\./);
  });
});
