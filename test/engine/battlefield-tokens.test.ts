/**
 * The battlefield tokens the engine makes (chain/ops/battlefieldTokens.ts) are typed by hand, as the Gold token is: the Brush
 * token's definition must be what the compiler reads from the Brush card's text in the library (read at test time).
 */
import { describe, expect, it } from "vitest";
import { compileCard } from "../../src/engine/cards/compiler/compile.js";
import { BRUSH_TOKEN } from "../../src/engine/chain/ops/battlefieldTokens.js";
import { cardInfo } from "./library.js";

describe("battlefield tokens", () => {
  it("the Brush token is the compiled Brush card (its abilities, in the same order)", () => {
    const info = cardInfo("Brush")!;
    const { def, unsupported } = compileCard({ name: info.name, type: info.type, text: info.text });
    expect(unsupported).toEqual([]);
    expect(BRUSH_TOKEN.abilities).toEqual(def.abilities);
    expect(BRUSH_TOKEN.name).toBe(def.name);
  });
});
