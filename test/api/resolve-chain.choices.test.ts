// Decisions the rules leave to a player are never guessed: the resolution stops with NEEDS_CHOICE
// (who must choose what, among which options), and the same request resent with a ChoiceInput completes.
import { describe, expect, it } from "vitest";
import { card, check, resolve, unit, type Request } from "../helpers/scenario-http.js";

const volibear: Request = {
  board: { combat: { battlefield: "bf1", attackers: ["voli"], defenders: ["a", "b"] } },
  objects: [card("voli", "Volibear, Furious", "p1", "bf1"), unit("a", "p2", "bf1"), unit("b", "p2", "bf1", { might: 4 })],
  chain: [{ id: "atk", source: "voli", ability: 1, controller: "p1", targets: ["a", "b"] }],
};

describe("NEEDS_CHOICE, then the same request with the answer", () => {
  it("Volibear's 5 damage split: p1 must split it among a and b; resent with amounts it completes", async () => {
    const asked = await check({
      ...volibear, name: "",
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "atk", index: 0, player: "p1", options: ["a", "b"] }, objects: { a: { damage: 0 }, b: { damage: 0 } } },
    });
    expect(asked.pendingChoice!.prompt).toContain("split 5 damage among a, b");
    expect(asked.steps.at(-1)!.kind).toBe("CHOICE_NEEDED");
    expect(asked.summary).toBe("Stopped: p1 must make a choice for atk (#0).");

    await check({
      ...volibear, name: "", choices: [{ item: "atk", index: 0, amounts: [3, 2] }],
      expect: { instructions: { atk: ["EXECUTED"] }, objects: { a: { zone: "TRASH" }, b: { damage: 2, zone: "BATTLEFIELD" } }, cites: { atk: ["355.14.e"] }, golden: "volibear-split-chosen" },
    });
  });

  it("an answer that breaks the rules is not applied: the instruction is ignored and says why", async () => {
    await check({
      ...volibear, name: "", choices: [{ item: "atk", index: 0, amounts: [4, 4] }],
      expect: { instructions: { atk: ["IGNORED"] }, objects: { a: { damage: 0 }, b: { damage: 0 } }, cites: { atk: ["355.14.f"] } },
    });
  });

  it("Undercover Agent's discard 2 from three cards: p2 chooses which; resent, those two go to the trash", async () => {
    const agent = (choices?: Request["choices"]): Request => ({
      board: { players: [{ id: "p1", deckSize: 5 }, { id: "p2", hand: ["Flash", "Repulse", "Deathgrip"], deckSize: 5, trash: [] }] },
      objects: [card("ag", "Undercover Agent", "p2", "bf1", { damage: 3 })],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["ag"] }],
      ...(choices ? { choices } : {}),
    });
    const asked = await resolve(agent());
    expect(asked.status).toBe("NEEDS_CHOICE");
    expect(asked.pendingChoice).toEqual({ item: "ag.a0", index: 0, player: "p2", prompt: "choose 2 card(s) to discard.", options: ["Flash", "Repulse", "Deathgrip"] });
    await check({
      ...agent([{ item: "ag.a0", index: 0, objects: ["Flash", "Deathgrip"] }]), name: "",
      expect: { instructions: { "ag.a0": ["EXECUTED", "EXECUTED"] }, players: { p2: { handSize: 3, trash: ["Undercover Agent", "Flash", "Deathgrip"] } } },
    });
  });

  it("Ride the Wind without a destination: p1 picks base or a battlefield; resent with an option it moves there and readies", async () => {
    const rtw: Request = { objects: [unit("u", "p1", "bf1", { exhausted: true })], chain: [{ id: "r", card: "Ride the Wind", controller: "p1", targets: ["u"] }] };
    await check({ ...rtw, name: "", expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "r", index: 0, player: "p1", options: ["base", "bf1", "bf2"] } } });
    await check({ ...rtw, name: "", choices: [{ item: "r", index: 0, option: "bf2" }], expect: { instructions: { r: ["EXECUTED", "EXECUTED"] }, objects: { u: { zone: "BATTLEFIELD", battlefield: "bf2", exhausted: false } } } });
  });

  it("two simultaneous Deathknell triggers of one player: p2 orders them; resent, they go on the chain in that order", async () => {
    const sentries: Request = {
      objects: [card("w1", "Watchful Sentry", "p2", "bf1"), card("w2", "Watchful Sentry", "p2", "bf1")],
      chain: [{ id: "sing", card: "Singularity", controller: "p1", targets: ["w1", "w2"] }],
    };
    await check({ ...sentries, name: "", expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "p2:trigger-order", index: 0, player: "p2", options: ["w1.a0", "w2.a0"] } } });
    const done = await check({
      ...sentries, name: "", choices: [{ item: "p2:trigger-order", objects: ["w2.a0", "w1.a0"] }],
      expect: { players: { p2: { handSize: 2 } }, objects: { w1: { zone: "TRASH" }, w2: { zone: "TRASH" } }, cites: { "*": ["383.3.d", "323.4", "323.5"] } },
    });
    // the last one put on the chain resolves first
    expect(done.steps.filter((s) => s.kind === "ITEM_BEGINS").map((s) => s.chainItem)).toEqual(["sing", "w1.a0", "w2.a0"]);
  });

  it("the harness is strict: a scenario that does not give a needed choice fails, naming who must decide what", async () => {
    await expect(check({ ...volibear, name: "", expect: {} })).rejects.toThrow(/did not give a choice the resolution needs: p1 must decide for atk #0/);
  });
});
