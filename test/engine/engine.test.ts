/** Engine-wide behaviour: names, choices, triggers order, unsupported text, determinism, the step budget. */
import { describe, expect, it } from "vitest";
import { RULES } from "../../src/engine/index.js";
import { CARD_DEFINITIONS } from "../../src/engine/cards/registry.js";
import { normalizeName } from "../../src/engine/names.js";
import { catalog, run, scenario, unit } from "./harness.js";

describe("card names", () => {
  it("normalise case and punctuation", () => {
    expect(normalizeName("Bellows Breath")).toBe(normalizeName("Bellow's Breath"));
    expect(normalizeName("volibear furious")).toBe(normalizeName("Volibear, Furious"));
  });
  it("every definition is in the test catalog", () => {
    for (const d of CARD_DEFINITIONS) expect(catalog.lookup(d.name), d.name).toBeDefined();
  });
});

describe("rule registry", () => {
  it("every citation in a transcript is registered", () => {
    const s = scenario({
      objects: [unit("u", "p2", "bf1")],
      chain: [
        { id: "hb", card: "Hidden Blade", controller: "p1", targets: ["u"] },
        { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
      ],
    });
    for (const st of s.steps) for (const c of [...st.citations, ...st.targets.flatMap((t) => t.citations)]) expect(RULES[c.id]).toEqual(c);
  });
});

describe("choices are never guessed", () => {
  const voli = {
    board: { combat: { battlefield: "bf1", attackers: ["voli"], defenders: ["a", "b"] } },
    objects: [
      { id: "voli", card: "Volibear, Furious", owner: "p1", location: "BATTLEFIELD" as const, battlefield: "bf1" },
      unit("a", "p2", "bf1"),
      unit("b", "p2", "bf1", { might: 4 }),
    ],
    chain: [{ id: "atk", source: "voli", ability: 1, controller: "p1", targets: ["a", "b"] }],
  };

  it("a damage split stops with a pending choice", () => {
    const s = scenario(voli);
    expect(s.result.status).toBe("NEEDS_CHOICE");
    expect(s.result.pendingChoice).toMatchObject({ item: "atk", index: 0, player: "p1", options: ["a", "b"] });
    expect(s.steps.at(-1)?.kind).toBe("CHOICE_NEEDED");
  });

  it("the split given in choices is applied", () => {
    const s = scenario({ ...voli, choices: [{ item: "atk", index: 0, amounts: [3, 2] }] }).expectComplete();
    s.expectObject("a", { zone: "TRASH" }).expectObject("b", { damage: 2 }).expectCites("atk", ["355.14.e"]);
  });

  it("Ride the Wind without a destination asks for one", () => {
    const s = scenario({ objects: [unit("u", "p1", "bf1")], chain: [{ id: "r", card: "Ride the Wind", controller: "p1", targets: ["u"] }] });
    expect(s.result.pendingChoice).toMatchObject({ item: "r", index: 0, options: ["base", "bf1", "bf2"] });
  });

  it("simultaneous Deathknell triggers of one player need an order", () => {
    const objects = [
      { id: "w1", card: "Watchful Sentry", owner: "p2", location: "BATTLEFIELD" as const, battlefield: "bf1" },
      { id: "w2", card: "Watchful Sentry", owner: "p2", location: "BATTLEFIELD" as const, battlefield: "bf1" },
    ];
    const chain = [{ id: "sing", card: "Singularity", controller: "p1", targets: ["w1", "w2"] }];
    const ask = scenario({ objects, chain });
    expect(ask.result.pendingChoice).toMatchObject({ item: "p2:trigger-order", index: 0, player: "p2", options: ["w1.a0", "w2.a0"] });
    const done = scenario({ objects, chain, choices: [{ item: "p2:trigger-order", objects: ["w2.a0", "w1.a0"] }] }).expectComplete();
    const order = done.steps.filter((x) => x.kind === "ITEM_BEGINS").map((x) => x.chainItem);
    expect(order).toEqual(["sing", "w1.a0", "w2.a0"]);
    done.expectPlayer("p2", { handSize: 2 }).expectCites(undefined, ["383.3.d", "323.4", "323.5"]);
  });
});

describe("unsupported text is reported, not guessed", () => {
  it("lists text the engine cannot compile", () => {
    const s = scenario({ objects: [unit("u", "p1", "base", { text: "When I attack, do something clever." })], chain: [] }).expectComplete();
    expect(s.result.unsupported).toEqual(["u: When I attack, do something clever."]);
  });
});

describe("determinism and limits", () => {
  const req = {
    objects: [unit("u", "p2", "bf1"), unit("v", "p2", "bf1")],
    chain: [
      { id: "sing", card: "Singularity", controller: "p1", targets: ["u", "v"] },
      { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
    ],
  };
  it("same input, identical output", () => {
    expect(JSON.stringify(run(req))).toBe(JSON.stringify(run(req)));
  });
  it("the step budget stops with an error step", () => {
    const r = run({ ...req, stepBudget: 3 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.steps.at(-1)?.kind).toBe("ERROR");
    expect(r.summary).toContain("step budget");
  });
});

describe("cleanups", () => {
  it("lethal damage kills in the cleanup after the spell, not during it", () => {
    const s = scenario({ objects: [unit("u", "p2", "bf1")], chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] }] }).expectComplete();
    const kinds = s.steps.map((x) => x.kind);
    expect(kinds.indexOf("DEATH")).toBeGreaterThan(kinds.indexOf("ITEM_ENDS"));
    s.expectObject("u", { zone: "TRASH", might: null, damage: 0 }).expectCites(undefined, ["323.5", "321.1", "142.4.b"]);
  });

  it("an unattached gear at a battlefield is recalled to base", () => {
    const s = scenario({
      objects: [unit("me", "p1", "bf1"), { id: "g", type: "equipment", owner: "p1", location: "BATTLEFIELD", battlefield: "bf1", attachedTo: "me" }],
      chain: [{ id: "as", card: "Angle Shot", controller: "p1", targets: ["me", "g"] }],
    }).expectComplete();
    s.expectObject("g", { zone: "BASE" }).expectCites(undefined, ["323.7"]);
  });
});

describe("card language says itself back", () => {
  it("every definition renders to words", async () => {
    const { describeCard } = await import("../../src/engine/cards/describe.js");
    const text = CARD_DEFINITIONS.map(describeCard).join("\n") + "\n";
    await expect(text).toMatchFileSnapshot("./__golden__/card-definitions.txt");
  });
});
