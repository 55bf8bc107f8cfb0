// Stored answers are shared: every resolveChain is its own row (id, time, request), but the answer to a
// question is stored once, however many resolutions, batches or instances write it; rows written before answers
// were shared (their answer inline) still read back. On PGlite, and on PostgreSQL with DATABASE_URL.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryHotCache, ReadThrough } from "../../src/cache/hot-cache.js";
import { JsonParts, RequestJson, ResolutionsRepository } from "../../src/db/repositories/resolutions.repository.js";
import { asciiJson, packAnswer } from "../../src/db/repositories/stored-answer.js";
import type { CitationRecord, ResolutionRecord, ResolutionStepRecord } from "../../src/domain/resolutions.js";
import { ResolutionsService } from "../../src/services/resolutions.service.js";
import { freshDatabase, type TestDatabase } from "../helpers/db.js";

const cite = (rule: string): CitationRecord => ({ rule, text: `text of ${rule}`, release: "RUP4", ruleId: `id-${rule}`, rup4: rule, found: true, note: null });

/** An answer citing two rules five times (the same objects, as the service makes them, and an equal copy). */
function record(summary: string): ResolutionRecord {
  const [a, b] = [cite("1.1"), cite("2.2")];
  const step = (index: number): ResolutionStepRecord => ({
    index, kind: "INSTRUCTION", chainItem: "x", instruction: "deal", outcome: "EXECUTED", explanation: "dealt",
    targets: [{ object: "u1", legal: true, reason: null, citations: [b, { ...a }] }], citations: [a],
  });
  return {
    id: randomUUID(), releaseVersion: "RUP4", asOf: "2026-08-01", createdAt: new Date().toISOString(), status: "COMPLETE", pendingChoice: null,
    steps: [step(0), step(1)], finalBoard: { players: [], objects: [] }, summary, unsupported: [],
  };
}

/** The key of the question an answer answers: here, its summary stands for it. */
const keyOf = (r: ResolutionRecord) => `question ${r.summary}`;

/** insert()'s arguments after the record: the request, the answer's key, the answer. */
const withKey = ([request, answer]: [RequestJson, string | JsonParts], key: string): [RequestJson, string, string | JsonParts] => [request, key, answer];

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
    await Promise.all(first.map((r) => repo.insert(r, { asked: r.id }, keyOf(r)))); // one turn of the event loop: one statement
    const later = record("same");
    await repo.insert(later, { asked: "later" }, keyOf(later));
    const elsewhere = record("same");
    await new ResolutionsRepository(t.db).insert(elsewhere, { asked: "elsewhere" }, keyOf(elsewhere)); // knows nothing stored: ON CONFLICT
    expect(await count("Resolution")).toBe(5);
    expect(await count("ResolutionAnswer")).toBe(2);
    for (const r of [...first, later, elsewhere]) expect(await repo.find(r.id)).toEqual(r);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(DISTINCT "answerHash")::int AS n FROM "Resolution" WHERE result IS NULL`);
    expect(n).toBe(2);
    // stored packed: each distinct citation once, named by position
    const [packed] = await t.db.query<{ citations: unknown[]; first: unknown }>(
      `SELECT a.result->'citations' AS citations, a.result->'steps'->0->'targets'->0->'citations' AS first FROM "ResolutionAnswer" a JOIN "Resolution" r ON r."answerHash" = a.hash WHERE r.id = $1`,
      [later.id],
    );
    expect(packed.citations).toEqual([cite("2.2"), cite("1.1")]); // in the order first cited
    expect(packed.first).toEqual([0, 1]);
  });

  it("fail together with their batch, and are stored by the next one", async () => {
    const repo = new ResolutionsRepository(t.db);
    const taken = record("new answer");
    await repo.insert(taken, {}, keyOf(taken));
    const clash = { ...record("an answer never seen"), id: taken.id }; // the id is taken: the whole statement fails
    await expect(repo.insert(clash, {}, keyOf(clash))).rejects.toThrow(/unique|duplicate/i);
    const retried = { ...clash, id: randomUUID() };
    await repo.insert(retried, {}, keyOf(retried));
    expect(await repo.find(retried.id)).toEqual(retried);
  });

  it("fail their callers when the statement cannot even be built, and the next batch is written", async () => {
    const repo = new ResolutionsRepository(t.db);
    const broken = { ...record("broken"), steps: undefined } as unknown as ResolutionRecord;
    await expect(repo.insert(broken, {}, keyOf(broken))).rejects.toThrow();
    const next = record("after the broken one");
    await repo.insert(next, {}, keyOf(next));
    expect(await repo.find(next.id)).toEqual(next);
  });

  it("leave rows with their answer inline readable", async () => {
    const old = record("inline");
    const { id, releaseVersion, createdAt, ...result } = old;
    await t.db.query(`INSERT INTO "Resolution" (id, "releaseVersion", "createdAt", request, result) VALUES ($1, $2, $3::timestamptz AT TIME ZONE 'UTC', '{}'::jsonb, $4::jsonb)`, [
      id, releaseVersion, createdAt, JSON.stringify(result),
    ]);
    expect(await new ResolutionsRepository(t.db).find(id)).toEqual(old);
  });

  it("are read the same through the service from the database, from a cache entry it wrote (packed), and from one earlier code wrote (not packed)", async () => {
    const repo = new ResolutionsRepository(t.db);
    const stored = record("through the service");
    await repo.insert(stored, {}, keyOf(stored));
    const fromDb = new ResolutionsService(repo, null as never, null as never, undefined, new ReadThrough(new MemoryHotCache()));
    expect(await fromDb.find(stored.id)).toEqual(stored);
    expect(await fromDb.find(stored.id)).toEqual(stored); // now from the cache, packed
    const shared = new MemoryHotCache();
    await shared.set(`resolution:${stored.id}`, JSON.stringify(stored), 60); // as earlier code cached it
    expect(await new ResolutionsService(repo, null as never, null as never, undefined, new ReadThrough(shared)).find(stored.id)).toEqual(stored);
    const packed = new MemoryHotCache();
    const writer = new ResolutionsService(repo, null as never, null as never, undefined, new ReadThrough(packed));
    await writer.find(stored.id);
    expect(JSON.parse((await packed.get(`resolution:${stored.id}`))!).citations).toHaveLength(2); // each distinct citation once
  });

  it("are found through the pointer a new resolution leaves in the cache, or in the database once the answer it points to has left the cache", async () => {
    const repo = new ResolutionsRepository(t.db);
    const stored = record("pointed to");
    await repo.insert(stored, {}, keyOf(stored));
    const { id, releaseVersion, createdAt, ...answer } = stored;
    const pointer = (key: string) => JSON.stringify({ id, releaseVersion, createdAt, answerKey: key });
    const cache = new MemoryHotCache();
    await cache.set(`resolution:${id}`, pointer("question answered"), 60);
    await cache.set("resolution-memo:question answered", JSON.stringify(packAnswer({ ...answer, summary: "as cached" })), 60);
    // the answer under the key the pointer names (here told apart from the stored one by its summary)
    expect(await new ResolutionsService(repo, null as never, null as never, undefined, new ReadThrough(cache)).find(id)).toEqual({ ...stored, summary: "as cached" });
    const gone = new MemoryHotCache();
    await gone.set(`resolution:${id}`, pointer("expired"), 60);
    expect(await new ResolutionsService(repo, null as never, null as never, undefined, new ReadThrough(gone)).find(id)).toEqual(stored);
    expect(JSON.parse((await gone.get(`resolution:${id}`))!)).not.toHaveProperty("answerKey"); // replaced by the whole resolution
  });
  it("are compressed with lz4 on a PostgreSQL server built with it (pglz elsewhere: PGlite), and read back the same", async () => {
    const [{ lz4 }] = await t.db.query<{ lz4: boolean }>(`SELECT 'lz4' = ANY (enumvals) AS lz4 FROM pg_settings WHERE name = 'default_toast_compression'`);
    const large = record("large");
    large.steps = Array.from({ length: 400 }, (_, index) => ({ ...large.steps[0], index, explanation: `step ${index} of a long chain` }));
    const repo = new ResolutionsRepository(t.db);
    await repo.insert(large, { asked: "large" }, keyOf(large));
    const [stored] = await t.db.query<{ method: string | null; chars: number }>(
      `SELECT pg_column_compression(a.result) AS method, length(a.result::text) AS chars FROM "ResolutionAnswer" a JOIN "Resolution" r ON r."answerHash" = a.hash WHERE r.id = $1`,
      [large.id],
    );
    expect(stored.chars).toBeGreaterThan(20_000);
    expect(stored.method).toBe(lz4 ? "lz4" : "pglz");
    expect(await repo.find(large.id)).toEqual(large);
  });

  it("given in parts (a front and the rest), are joined by the database into the JSON they make, request and answer alike", async () => {
    const repo = new ResolutionsRepository(t.db);
    const parted = record("in parts");
    const { id, releaseVersion: _r, createdAt: _c, ...answer } = parted;
    const answerJson = JSON.stringify(packAnswer(answer));
    const cut = answerJson.indexOf('"steps"'); // a cut anywhere: the parts need not be JSON themselves
    const requestJson = JSON.stringify({ asOf: null, rulesVersion: "RUP4", board: { objects: [{ id: "u1", text: "ü \"quoted\" ∞" }] } });
    await repo.insert(parted, new RequestJson(new JsonParts(requestJson.slice(0, 9), requestJson.slice(9))), keyOf(parted), new JsonParts(answerJson.slice(0, cut), answerJson.slice(cut)));
    expect(await repo.find(id)).toEqual(parted);
    expect(await repo.findRequest(id)).toEqual(JSON.parse(requestJson));
  });

  it("are stored in batches of every shape, one after another, and read back (a prepared statement's name stands for one text only)", async () => {
    const repo = new ResolutionsRepository(t.db);
    const packed = (r: ResolutionRecord) => {
      const { id: _i, releaseVersion: _r, createdAt: _c, ...answer } = r;
      return JSON.stringify(packAnswer(answer));
    };
    const split = (json: string) => new JsonParts(json.slice(0, 10), json.slice(10));
    const asked = (r: ResolutionRecord) => JSON.stringify({ asked: r.summary });
    // the request and the answer as sent: in two parts (as the service sends them), one string, or one part
    const shapes: ((r: ResolutionRecord) => [RequestJson, string | JsonParts])[] = [
      (r) => [new RequestJson(split(asked(r))), split(packed(r))],
      (r) => [new RequestJson(split(asked(r))), packed(r)],
      (r) => [new RequestJson(asked(r)), split(packed(r))],
      (r) => [new RequestJson(new JsonParts(asked(r))), new JsonParts(packed(r))],
    ];
    const written: ResolutionRecord[] = [];
    for (const round of [1, 2]) {
      for (const [i, shape] of shapes.entries()) {
        for (const rows of [1, 2, 5]) {
          // rows given in one turn of the event loop: one statement; the last of each round mixes two shapes
          const batch = Array.from({ length: rows }, (_, k) => record(`shape ${i}, ${rows} rows, row ${k}, round ${round}`));
          const shapeOf = (k: number) => (i === shapes.length - 1 && k % 2 ? shapes[0] : shape);
          await Promise.all(batch.map((r, k) => repo.insert(r, ...withKey(shapeOf(k)(r), keyOf(r)))));
          written.push(...batch);
        }
      }
    }
    // and answers already stored: rows alone
    const again = written.slice(0, 3).map((r) => ({ ...r, id: randomUUID() }));
    await Promise.all(again.map((r) => repo.insert(r, ...withKey(shapes[0](r), keyOf(r)))));
    for (const r of [...written, ...again]) expect(await repo.find(r.id)).toEqual(r);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "ResolutionAnswer" WHERE hash = ANY($1)`, [written.map(keyOf)]);
    expect(n).toBe(written.length);
  });

  it("written in ASCII (texts outside it escaped, as the engine's answers are), read back with their texts as they were", async () => {
    const repo = new ResolutionsRepository(t.db);
    const typographic = record("“quoted” — it’s … \u2028 \u007f 𝔘 ü");
    typographic.steps[0].explanation = "a “rule” — “text”";
    const { id, releaseVersion: _r, createdAt: _c, ...answer } = typographic;
    const json = asciiJson(JSON.stringify(packAnswer(answer)));
    expect(json).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(json)).toEqual(packAnswer(answer));
    await repo.insert(typographic, {}, keyOf(typographic), json);
    expect(await repo.find(id)).toEqual(typographic);
  });
});
