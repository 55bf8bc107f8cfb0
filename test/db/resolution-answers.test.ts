// Stored answers are shared: every resolveChain is its own row (id, time, request), but an answer is
// stored once, however many resolutions, batches or instances write it; rows written before answers
// were shared (their answer inline) still read back. On PGlite, and on PostgreSQL with DATABASE_URL.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ResolutionsRepository } from "../../src/db/repositories/resolutions.repository.js";
import type { ResolutionRecord } from "../../src/domain/resolutions.js";
import { freshDatabase, type TestDatabase } from "../helpers/db.js";

function record(summary: string): ResolutionRecord {
  return {
    id: randomUUID(), releaseVersion: "RUP4", asOf: "2026-08-01", createdAt: new Date().toISOString(), status: "COMPLETE", pendingChoice: null,
    steps: [], finalBoard: { players: [], objects: [] }, summary, unsupported: [],
  };
}

describe("stored answers", () => {
  let t: TestDatabase;
  const count = async (table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`))[0].n;

  beforeAll(async () => {
    t = await freshDatabase();
  });
  afterAll(async () => t?.drop());

  it("are written once for many resolutions: in one batch, in later batches, and by another instance", async () => {
    const repo = new ResolutionsRepository(t.db);
    const first = [record("same"), record("same"), record("other")];
    await Promise.all(first.map((r) => repo.insert(r, { asked: r.id }))); // one turn of the event loop: one statement
    const later = record("same");
    await repo.insert(later, { asked: "later" });
    const elsewhere = record("same");
    await new ResolutionsRepository(t.db).insert(elsewhere, { asked: "elsewhere" }); // knows nothing stored: ON CONFLICT
    expect(await count("Resolution")).toBe(5);
    expect(await count("ResolutionAnswer")).toBe(2);
    for (const r of [...first, later, elsewhere]) expect(await repo.find(r.id)).toEqual(r);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(DISTINCT "answerHash")::int AS n FROM "Resolution" WHERE result IS NULL`);
    expect(n).toBe(2);
  });

  it("fail together with their batch, and are stored by the next one", async () => {
    const repo = new ResolutionsRepository(t.db);
    const taken = record("new answer");
    await repo.insert(taken, {});
    const clash = { ...record("an answer never seen"), id: taken.id }; // the id is taken: the whole statement fails
    await expect(repo.insert(clash, {})).rejects.toThrow(/unique|duplicate/i);
    const retried = { ...clash, id: randomUUID() };
    await repo.insert(retried, {});
    expect(await repo.find(retried.id)).toEqual(retried);
  });

  it("leave rows with their answer inline readable", async () => {
    const old = record("inline");
    const { id, releaseVersion, createdAt, ...result } = old;
    await t.db.query(`INSERT INTO "Resolution" (id, "releaseVersion", "createdAt", request, result) VALUES ($1, $2, $3::timestamptz AT TIME ZONE 'UTC', '{}'::jsonb, $4::jsonb)`, [
      id, releaseVersion, createdAt, JSON.stringify(result),
    ]);
    expect(await new ResolutionsRepository(t.db).find(id)).toEqual(old);
  });
});
