// Coverage for a date not seen before compiles the library: the service works it out a few cards at a time and gives
// way to the event loop between, so other requests are answered meanwhile; the table is the engine's own.
import { describe, expect, it } from "vitest";
import { coverageOf, type PoolCard } from "../../src/engine/index.js";
import { loadCardLibrary, textAsOf, textsOf } from "../../src/importers/cards/index.js";
import { coverageGivingWay } from "../../src/services/executability.js";
import { DATA_DIR } from "../helpers/paths.js";

describe("coverage computed for the API", () => {
  it("gives way to the event loop while it compiles, and gives the engine's table", async () => {
    const library = loadCardLibrary(DATA_DIR);
    // a slice of the library is enough: each card takes milliseconds to compile the first time
    const pool: PoolCard[] = library.cards.slice(0, 120).map((c) => {
      const texts = textsOf(library, c.code);
      return { code: c.code, name: c.name, set: c.set, types: c.types, might: c.might, energy: c.energy, text: (textAsOf(texts, "2026-08-01") ?? texts[0])?.text ?? "" };
    });
    let turns = 0;
    let running = true;
    const count = (): void => {
      if (!running) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    const cov = await coverageGivingWay(pool);
    running = false;
    expect(turns).toBeGreaterThan(1);
    const direct = coverageOf(pool);
    expect(cov.rows).toEqual(direct.rows);
    expect(cov.phrases).toEqual(direct.phrases);
    expect(cov.total).toBe(120);
  });
});
