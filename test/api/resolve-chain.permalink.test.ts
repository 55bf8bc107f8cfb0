// Every resolution is stored: resolution(id) returns exactly the answer the mutation gave, and keeps doing so.
import { describe, expect, it } from "vitest";
import { data, error } from "../helpers/api.js";
import { RESOLUTION, resolve, unit, type Resolution } from "../helpers/scenario-http.js";

const request = {
  objects: [unit("u", "p2", "bf1")],
  chain: [
    { id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] },
    { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
  ],
};
const stored = async (id: string) => (await data<{ resolution: Resolution | null }>(RESOLUTION, { id })).resolution;

describe("resolution(id)", () => {
  it("returns exactly the stored answer, deep-equal to the mutation's, and unchanged by later resolutions", async () => {
    const answer = await resolve(request);
    expect(answer.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await stored(answer.id)).toEqual(answer);
    // the same request again is a new resolution with its own id; the first one is untouched
    const again = await resolve(request);
    expect(again.id).not.toBe(answer.id);
    expect({ ...again, id: answer.id, createdAt: answer.createdAt }).toEqual(answer);
    await resolve({ ...request, asOf: "2025-12-15" });
    expect(await stored(answer.id)).toEqual(answer);
    expect(await stored(again.id)).toEqual(again);
  });

  it("keeps a NEEDS_CHOICE answer with its pending choice", async () => {
    const answer = await resolve({
      board: { combat: { battlefield: "bf1", attackers: ["voli"], defenders: ["a", "b"] } },
      objects: [{ id: "voli", card: "Volibear, Furious", owner: "p1", location: "BATTLEFIELD", battlefield: "bf1" }, unit("a", "p2", "bf1"), unit("b", "p2", "bf1")],
      chain: [{ id: "atk", source: "voli", ability: 1, controller: "p1", targets: ["a", "b"] }],
    });
    expect(answer.status).toBe("NEEDS_CHOICE");
    expect(await stored(answer.id)).toEqual(answer);
  });

  it("answers null for an unknown id", async () => {
    expect(await stored("00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it.each(["not-a-uuid", "12345", "------------------------------------", "0123456789abcdef0123456789abcdef0123"])("rejects the malformed id %j with BAD_USER_INPUT naming the argument", async (id) => {
    const e = await error(RESOLUTION, { id });
    expect(e.extensions?.code).toBe("BAD_USER_INPUT");
    expect(e.message).toBe("id: is not a resolution id (a UUID)");
  });
});
