// Coverage for a date not seen before compiles the library: the service works it out a few cards at a time and gives
// way to the event loop between, so other requests are answered meanwhile; the table is the engine's own.
import { describe, expect, it } from "vitest";
import { coverageOf, type PoolCard } from "../../src/engine/index.js";
import { loadCardLibrary, textAsOf, textsOf } from "../../src/importers/cards/index.js";
import { coverageGivingWay, executionGivingWay, executionOf } from "../../src/services/executability.js";
import { turnCounter } from "../helpers/event-loop-turns.js";
import { DATA_DIR } from "../helpers/paths.js";

describe("coverage computed for the API", () => {
  it("gives way to the event loop while it compiles, and gives the engine's table", async () => {
    const library = loadCardLibrary(DATA_DIR);
    // a slice of the library is enough: each card takes milliseconds to compile the first time
    const pool: PoolCard[] = library.cards.slice(0, 120).map((c) => {
      const texts = textsOf(library, c.code);
      return { code: c.code, name: c.name, set: c.set, types: c.types, might: c.might, energy: c.energy, text: (textAsOf(texts, "2026-08-01") ?? texts[0])?.text ?? "" };
    });
    const counter = turnCounter();
    const cov = await coverageGivingWay(pool);
    expect(counter.stop()).toBeGreaterThan(1);
    const direct = coverageOf(pool);
    expect(cov.rows).toEqual(direct.rows);
    expect(cov.phrases).toEqual(direct.phrases);
    expect(cov.total).toBe(120);
  });

  it("works out a page of cards' executability the same way: the page's cards compiled in slices, the answers executionOf's", async () => {
    const library = loadCardLibrary(DATA_DIR);
    // cards the test above did not compile, as a page of a hundred asks for them at once
    const page = library.cards.slice(200, 300).map((c) => {
      const texts = textsOf(library, c.code);
      return { card: c, text: (textAsOf(texts, "2026-08-01") ?? texts[0])?.text ?? "" };
    });
    const counter = turnCounter();
    const answers = await Promise.all(page.map(({ card, text }) => executionGivingWay(card, text)));
    expect(counter.stop()).toBeGreaterThan(1);
    expect(answers).toEqual(page.map(({ card, text }) => executionOf(card, text)));
    expect(answers.filter((a) => a.executable).length).toBeGreaterThan(50);
    expect(answers.filter((a) => !a.executable).every((a) => a.unsupported.length > 0)).toBe(true);
    // remembered now: asked again, each answers without waiting for a slice
    const again = turnCounter();
    await Promise.all(page.map(({ card, text }) => executionGivingWay(card, text)));
    expect(again.stop()).toBeLessThanOrEqual(1);
  });
});
