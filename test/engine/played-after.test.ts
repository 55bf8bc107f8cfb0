// Items given with `playedAfter`: each is played once the item it names has finished resolving, also down a
// line of them (a follower of a follower waits for its own leader to resolve, not merely to be played).
import { describe, expect, it } from "vitest";
import { scenario, unit } from "./harness.js";

describe("playedAfter", () => {
  it("a line of three: b is played after a resolves, c after b resolves", () => {
    const s = scenario({
      objects: [unit("u1", "p2", "bf1", { might: 9 }), unit("u2", "p2", "bf1", { might: 9 }), unit("u3", "p2", "bf1", { might: 9 })],
      chain: [
        { id: "a", card: "Void Seeker", controller: "p1", targets: ["u1"] },
        { id: "b", card: "Void Seeker", controller: "p1", targets: ["u2"], playedAfter: "a" },
        { id: "c", card: "Void Seeker", controller: "p1", targets: ["u3"], playedAfter: "b" },
      ],
    }).expectComplete();
    const at = (kind: string, item: string) => s.steps.findIndex((x) => x.kind === kind && x.chainItem === item);
    for (const item of ["a", "b", "c"]) expect(at("ITEM_BEGINS", item), `${item} resolves`).toBeGreaterThanOrEqual(0);
    expect(at("PLAYED_AFTER", "b")).toBeGreaterThan(at("ITEM_BEGINS", "a"));
    expect(at("PLAYED_AFTER", "c")).toBeGreaterThan(at("ITEM_BEGINS", "b"));
    // so c never waits on the chain above b: each resolves alone, in order
    expect(at("ITEM_BEGINS", "a")).toBeLessThan(at("ITEM_BEGINS", "b"));
    expect(at("ITEM_BEGINS", "b")).toBeLessThan(at("ITEM_BEGINS", "c"));
  });
});
