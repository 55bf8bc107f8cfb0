// Objects described by their text alone run through the same compiler as the card pool: whole texts of
// real cards (read from the library at test time) execute; text the grammar does not read is reported,
// phrase by phrase, and nothing is guessed.
import { describe, expect, it } from "vitest";
import { cardText, check, unit } from "../helpers/scenario-http.js";
import { SEED_PHRASES } from "../helpers/seed-phrases.js";

describe("a text-described object", () => {
  it("a proxy of a compiled card behaves like the card (Faithful Manufactor's text on a nameless unit)", async () => {
    const text = await cardText("Faithful Manufactor");
    await check({
      name: "",
      board: { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2" }] },
      objects: [unit("px", "p1", "bf1", { name: "Proxy", text })],
      chain: [{ id: "t", source: "px", ability: 0, controller: "p1" }],
      expect: { instructions: { t: ["EXECUTED"] }, objects: { "t.token1": { zone: "BATTLEFIELD", battlefield: "bf1", might: 1 } }, unsupported: [] },
    });
  });

  it("a gear described by text: an activated ability with an exhaust cost", async () => {
    const text = await cardText("Iron Ballista");
    await check({
      name: "",
      objects: [{ id: "g", type: "gear", name: "Launcher", text, owner: "p1", location: "BASE" }, unit("e", "p2", "bf1", { might: 4 })],
      chain: [{ id: "shot", source: "g", ability: 1, controller: "p1", targets: ["e"] }],
      expect: { instructions: { shot: ["EXECUTED"] }, objects: { g: { exhausted: true }, e: { damage: 2 } }, unsupported: [] },
    });
  });

  it("reports exactly the phrase it stops at, inside a longer ability", async () => {
    const r = await check({
      name: "",
      objects: [unit("o", "p1", "bf1", { name: "Oddity", text: "When I attack, draw 1, then juggle three balls." })],
      chain: [],
      expect: {},
    });
    expect(r.unsupported).toEqual(['o: When I attack, draw 1, then juggle three balls. (not understood from: "juggle three balls.")']);
  });

  it("a rules example's quoted phrase, written with the errata articles' symbols, is read as the notation", async () => {
    const text = SEED_PHRASES.whenYouPlayASpell();
    expect(text).toMatch(/\[M\]/);
    await check({
      name: "",
      objects: [unit("stu", "p1", "base", { might: 2, text }), unit("u", "p2", "bf1", { might: 5 })],
      chain: [{ id: "inc", card: "Incinerate", controller: "p1", targets: ["u"] }],
      expect: { instructions: { "stu.a0": ["EXECUTED"] }, objects: { stu: { might: 3 } }, unsupported: [] },
    });
  });
});
