// resolveChain asked again (src/http/caching/resolution-replay.ts): from its third asking on, the same document and
// variables are answered with the second answer's JSON (kept when a question is asked a second time), the new
// resolution's id and time in place of that one's, and every asking is a
// resolution of its own, stored, found by its id. Answers with errors and operations of more than the one field
// are never replayed; other variables or another selection are another question.
import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { apiUrl, data } from "../helpers/api.js";
import { input, RESOLUTION, unit } from "../helpers/scenario-http.js";

interface Sent {
  status: number;
  replay: string | null;
  text: string;
  body: { data?: Record<string, any> | null; errors?: { extensions?: Record<string, unknown> }[] };
}

async function send(query: string, variables: Record<string, unknown>): Promise<Sent> {
  const res = await fetch(apiUrl(), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  const text = await res.text();
  return { status: res.status, replay: res.headers.get("x-resolution-replay"), text, body: JSON.parse(text) };
}

// the id and the time selected twice each (aliases), so every place they appear is seen to change
const ASK = `mutation Replayed($input: ResolveChainInput!) {
  resolveChain(input: $input) { id createdAt sameId: id sameTime: createdAt status summary release { version }
    steps { index kind explanation citations { rule text release } targets { object legal reason } } finalBoard { objects { id zone damage } } }
}`;

/** A question no other test asks: a two-spell chain on a unit whose Might is drawn at random. */
function question(might = randomInt(1_000, 1_000_000)) {
  return {
    input: input({
      objects: [unit("u", "p2", "bf1", { might })],
      chain: [
        { id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] },
        { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
      ],
    }),
  };
}

describe("resolveChain asked again", () => {
  it("is answered as before, with a new resolution's id and time everywhere they are selected, and stored", async () => {
    const variables = question();
    const once = await send(ASK, variables);
    const first = await send(ASK, variables);
    const second = await send(ASK, variables);
    expect([once.status, first.status, second.status]).toEqual([200, 200, 200]);
    // kept when asked a second time, replayed from the third
    expect([once.replay, first.replay, second.replay]).toEqual(["miss", "miss", "hit"]);
    expect(first.text.split(first.body.data!.resolveChain.id).join(once.body.data!.resolveChain.id).split(first.body.data!.resolveChain.createdAt).join(once.body.data!.resolveChain.createdAt)).toBe(once.text);
    const a = first.body.data!.resolveChain;
    const b = second.body.data!.resolveChain;
    expect(a.steps.length).toBeGreaterThan(3);
    expect(b.id).not.toBe(a.id);
    expect(b.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b.sameId).toBe(b.id);
    expect(b.sameTime).toBe(b.createdAt);
    expect(Date.parse(b.createdAt)).toBeGreaterThanOrEqual(Date.parse(a.createdAt));
    // the same answer, byte for byte, once the id and time are the first's
    expect(second.text.split(b.id).join(a.id).split(b.createdAt).join(a.createdAt)).toBe(first.text);
    // each asking is stored, and found by its id with the answer it was given
    const stored = await data<{ resolution: Record<string, any> | null }>(RESOLUTION, { id: b.id });
    expect(stored.resolution).toMatchObject({ id: b.id, createdAt: b.createdAt, status: b.status, summary: b.summary, release: b.release });
    expect(stored.resolution!.steps.map((s: { explanation: string }) => s.explanation)).toEqual(b.steps.map((s: { explanation: string }) => s.explanation));
    const third = await send(ASK, variables);
    expect(third.replay).toBe("hit");
    expect(new Set([once.body.data!.resolveChain.id, a.id, b.id, third.body.data!.resolveChain.id]).size).toBe(4);
    expect((await data<{ resolution: { id: string } | null }>(RESOLUTION, { id: third.body.data!.resolveChain.id })).resolution?.id).toBe(third.body.data!.resolveChain.id);
  });

  it("keeps other variables and another selection apart", async () => {
    const might = randomInt(1_000, 1_000_000);
    await send(ASK, question(might));
    const one = await send(ASK, question(might));
    expect(one.replay).toBe("miss");
    // asked twice each, as the first was: any of them answered from another's replay would say hit
    const other = [await send(ASK, question(might + 1)), await send(ASK, question(might + 1))].at(-1)!;
    const fewer = [await send(ASK.replace("summary", ""), question(might)), await send(ASK.replace("summary", ""), question(might))].at(-1)!;
    expect([other.replay, fewer.replay]).toEqual(["miss", "miss"]);
    expect(fewer.body.data!.resolveChain.summary).toBeUndefined();
    expect(other.body.data!.resolveChain.steps).toEqual(one.body.data!.resolveChain.steps);
  });

  it("replays a selection without the id or time as the same bytes", async () => {
    const outcome = `mutation ReplayedOutcome($input: ResolveChainInput!) { resolveChain(input: $input) { status summary } }`;
    const variables = question();
    await send(outcome, variables);
    const first = await send(outcome, variables);
    const second = await send(outcome, variables);
    expect([first.replay, second.replay]).toEqual(["miss", "hit"]);
    expect(second.text).toBe(first.text);
    expect(first.body.data!.resolveChain.status).toBe("COMPLETE");
  });

  it("never replays an answer with errors: each asking fails with its own error", async () => {
    const variables = question();
    (variables.input as { chain: { card: string }[] }).chain[0].card = `No Such Card ${randomInt(1_000_000)}`;
    const answers = [await send(ASK, variables), await send(ASK, variables), await send(ASK, variables)];
    for (const a of answers) {
      expect(a.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(a.replay).toBe("miss");
    }
  });

  it("leaves an operation of more than the one field to run as it is", async () => {
    const variables = question();
    const both = ASK.replace("mutation Replayed($input: ResolveChainInput!) {", "mutation Replayed($input: ResolveChainInput!) { __typename");
    const answers = [await send(both, variables), await send(both, variables), await send(both, variables)];
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.replay).toBeNull();
      expect(a.body.data!.__typename).toBe("Mutation");
    }
    expect(new Set(answers.map((a) => a.body.data!.resolveChain.id)).size).toBe(3);
  });
});
