// docs/examples/*.json are the board files docs/BOARD-FORMAT.md explains and `riftrules resolve` takes:
// each one resolves completely through the API, does what the table of BOARD-FORMAT.md says, and is listed there.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { ROOT } from "../helpers/run.js";

const DIR = join(ROOT, "docs/examples");
const FILES = readdirSync(DIR).filter((f) => f.endsWith(".json")).sort();
const RESOLVE = `mutation($input: ResolveChainInput!) { resolveChain(input: $input) {
  status unsupported steps { kind chainItem outcome targets { object legal } } finalBoard { objects { id zone damage } } } }`;

/** What each example shows: the outcomes of one item's instructions, and where an object ends. */
const SHOWS: Record<string, { item: string; outcomes: string[]; object: { id: string; zone: string; damage: number } }> = {
  "void-seeker-flash.json": { item: "vs", outcomes: ["IGNORED", "EXECUTED"], object: { id: "u", zone: "BASE", damage: 0 } },
  "ride-the-wind-vilemaws-lair.json": { item: "rtw", outcomes: ["IGNORED", "IGNORED"], object: { id: "u", zone: "BATTLEFIELD", damage: 0 } },
  "hidden-blade-tideturner.json": { item: "blade", outcomes: ["IGNORED", "IGNORED"], object: { id: "u", zone: "BATTLEFIELD", damage: 0 } },
};

describe("docs/examples", () => {
  it("has the examples BOARD-FORMAT.md lists, and no others", () => {
    const doc = readFileSync(join(ROOT, "docs/BOARD-FORMAT.md"), "utf8");
    const listed = [...doc.matchAll(/^\| `([^`]+\.json)` \|/gm)].map((m) => m[1]).sort();
    expect(listed).toEqual(FILES);
    expect(Object.keys(SHOWS).sort()).toEqual(FILES);
  });

  it.each(FILES)("%s resolves completely and shows what it is for", async (file) => {
    const input = JSON.parse(readFileSync(join(DIR, file), "utf8"));
    const { resolveChain: r } = await data(RESOLVE, { input });
    expect(r.status).toBe("COMPLETE");
    expect(r.unsupported).toEqual([]);
    const want = SHOWS[file];
    expect(r.steps.filter((s: any) => s.kind === "INSTRUCTION" && s.chainItem === want.item).map((s: any) => s.outcome)).toEqual(want.outcomes);
    expect(r.finalBoard.objects).toContainEqual(want.object);
  });
});
