// 187.11: the Shadow Clone unit token's attack trigger, typed in src/engine/chain/ops/tokens.ts (a request can't name
// a token it creates as the source of a later item, so the token is given here with the definition Zed's play effect uses).
import { describe, expect, it } from "vitest";
import { SHADOW_CLONE_TOKEN } from "../../src/engine/chain/ops/tokens.js";
import { board, scenario } from "./harness.js";

describe("Shadow Clone token (187.11)", () => {
  const input = (accept: boolean) => ({
    board: board([{ id: "sc", card: "Shadow Clone", type: "unit", might: 0, owner: "p1", location: "BATTLEFIELD" as const, battlefield: "bf1" }], {
      players: [{ id: "p1", hand: [], deckSize: 20, trash: ["Akshan, Mischievous"] }, { id: "p2", hand: [], deckSize: 20 }],
    }),
    definitions: [SHADOW_CLONE_TOKEN],
    chain: [{ id: "atk", source: "sc", ability: 0, controller: "p1", targets: ["p1:trash:0"] }],
    choices: [{ item: "atk", index: 0, accept }],
  });

  it("when it attacks, banishing a unit from its controller's trash gives it [Assault 4] this turn", () => {
    const s = scenario(input(true)).expectComplete();
    s.expectInstructions("atk", ["EXECUTED", "EXECUTED"]).expectObject("p1:trash:0", { zone: "BANISHMENT" }).expectPlayer("p1", { trash: [] });
    expect(s.steps.filter((x) => x.chainItem === "atk").map((x) => x.explanation).join(" ")).toMatch(/Assault 4/);
  });

  it("declining to banish: \"if you do\" is not followed", () => {
    scenario(input(false)).expectComplete().expectInstructions("atk", ["IGNORED", "IGNORED"]).expectPlayer("p1", { trash: ["Akshan, Mischievous"] });
  });
});
