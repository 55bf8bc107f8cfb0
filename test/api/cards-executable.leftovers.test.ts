// Leftovers of Unleashed and Spiritforged through resolveChain over HTTP: "If you played this from your hand, …"
// reads where the spell was played from (a spell played from facedown was not, 811.1.c.3). Real cards of the
// library, compiled from their text, looked up by code.
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { check, unit } from "../helpers/scenario-http.js";

const CARD = `query($code: String!) { card(code: $code, asOf: "2026-08-01") { name executable } }`;
async function named(code: string): Promise<string> {
  const c = (await data(CARD, { code })).card;
  expect(c?.executable, `${code} is executable`).toBe(true);
  return c.name as string;
}


describe("If you played this from your hand (UNL-042 Back Off)", () => {
  it("played from hand: the unit is stunned and its controller draws 1", async () => {
    const name = await named("UNL-042");
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [{ id: "bo", card: name, controller: "p1", targets: ["e"] }],
      expect: { instructions: { bo: ["EXECUTED", "EXECUTED"] }, players: { p1: { handSize: 1 } }, cites: { bo: ["811.1.c.3"] } },
    });
  });

  it("played from facedown: the unit is stunned, nothing is drawn", async () => {
    const name = await named("UNL-042");
    await check({
      name: "",
      board: { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2" }] },
      objects: [unit("e", "p2", "bf1"), { id: "bof", card: name, owner: "p1", location: "FACEDOWN" as const, battlefield: "bf1" }],
      chain: [{ id: "bo", card: name, controller: "p1", playedFrom: "bof", battlefield: "bf1", targets: ["e"] }],
      expect: { instructions: { bo: ["EXECUTED", "IGNORED"] }, players: { p1: { handSize: 0 } }, cites: { bo: ["811.1.c.3"] } },
    });
  });
});
