// A published release and a stored resolution cannot be changed by anyone with SQL access: the
// database refuses UPDATE, DELETE, TRUNCATE, rules added to a published release and a second release
// under the same version, and the rows read afterwards are exactly the rows before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readReleaseIndex } from "../../src/importers/rules/index.js";
import { ImportService } from "../../src/services/import.service.js";
import { freshDatabase, type TestDatabase } from "../helpers/db.js";
import { DATA_DIR } from "../helpers/paths.js";

const VERSION = "2025-06-02";

describe("published rows, by direct SQL", () => {
  let t: TestDatabase;
  let releaseId: number;

  /** Every rule of the release and the release row itself, as one digest. */
  const fingerprint = async () =>
    (
      await t.db.query<{ digest: string; rules: number }>(
        `SELECT md5(string_agg(concat_ws('|', r.number, r."parentNumber", r.position, r.depth, r.heading, r.text, array_to_string(r.examples, '/')), E'\\n' ORDER BY r.position))
                || md5((SELECT concat_ws('|', v.version, v.title, v."effectiveFrom", v."contentHash", v."ruleCount") FROM "RulesRelease" v WHERE v.id = $1)) AS digest,
                count(*)::int AS rules
           FROM "Rule" r WHERE r."releaseId" = $1`,
        [releaseId],
      )
    )[0];

  const refused = async (sql: string, params: unknown[] = []) => {
    const error = await t.db.query(sql, params).then(() => null, (e: Error) => e);
    expect(error, `not refused: ${sql}`).not.toBeNull();
    return String(error?.message);
  };

  beforeAll(async () => {
    t = await freshDatabase();
    const meta = readReleaseIndex(DATA_DIR).find((m) => m.version === VERSION)!;
    await new ImportService(t.db).importRelease(DATA_DIR, meta);
    [{ id: releaseId }] = await t.db.query<{ id: number }>(`SELECT id FROM "RulesRelease" WHERE version = $1`, [VERSION]);
  });
  afterAll(() => t?.drop());

  it("refuses to edit, delete or truncate a published release or its rules", async () => {
    const before = await fingerprint();
    expect(before.rules).toBeGreaterThan(1000);
    expect(await refused(`UPDATE "Rule" SET text = text || ' (edited)' WHERE "releaseId" = $1`, [releaseId])).toMatch(/immutable/);
    expect(await refused(`UPDATE "RulesRelease" SET title = 'edited' WHERE id = $1`, [releaseId])).toMatch(/immutable/);
    expect(await refused(`DELETE FROM "Rule" WHERE "releaseId" = $1`, [releaseId])).toMatch(/immutable/);
    expect(await refused(`DELETE FROM "RulesRelease" WHERE id = $1`, [releaseId])).toMatch(/immutable|foreign key/);
    expect(await refused(`TRUNCATE "Rule" CASCADE`)).toMatch(/immutable/);
    expect(await refused(`TRUNCATE "RulesRelease" CASCADE`)).toMatch(/immutable/);
    expect(await fingerprint()).toEqual(before);
  });

  it("refuses rules added to a published release, and a second release under its version", async () => {
    const before = await fingerprint();
    const added = await refused(
      `INSERT INTO "Rule" ("releaseId", number, position, depth, heading, text, examples) VALUES ($1, '999.9', 999999, 1, false, 'added later', '{}')`,
      [releaseId],
    );
    expect(added).toMatch(/published rules release/);
    const republished = await refused(
      `INSERT INTO "RulesRelease" (version, title, "effectiveFrom", source, format, "contentHash", "ruleCount", warnings, report)
       VALUES ($1, 'other content', '2025-06-02', 'test', 'test', 'another-hash', 0, '{}', '{}')`,
      [VERSION],
    );
    expect(republished).toMatch(/unique|duplicate/i);
    expect(await fingerprint()).toEqual(before);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "RulesRelease" WHERE version = $1`, [VERSION]);
    expect(n).toBe(1);
  });

  it("a new release and its rules can still be published together, in one transaction", async () => {
    const count = await t.db.withSession(async (session) => {
      await session.query("BEGIN");
      try {
        const [{ id }] = await session.query<{ id: number }>(
          `INSERT INTO "RulesRelease" (version, title, "effectiveFrom", source, format, "contentHash", "ruleCount", warnings, report)
           VALUES ('test-new', 'a new release', '2030-01-01', 'test', 'test', 'new-hash', 2, '{}', '{}') RETURNING id`,
        );
        await session.query(
          `INSERT INTO "Rule" ("releaseId", number, position, depth, heading, text, examples) VALUES ($1, '1', 0, 0, true, 'one', '{}'), ($1, '1.1', 1, 1, false, 'one one', '{}')`,
          [id],
        );
        await session.query("COMMIT");
        return (await session.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Rule" WHERE "releaseId" = $1`, [id]))[0].n;
      } catch (error) {
        await session.query("ROLLBACK");
        throw error;
      }
    });
    expect(count).toBe(2);
    // and once committed, that release is closed too
    expect(
      await refused(`INSERT INTO "Rule" ("releaseId", number, position, depth, heading, text, examples) SELECT id, '1.2', 2, 1, false, 'later', '{}' FROM "RulesRelease" WHERE version = 'test-new'`),
    ).toMatch(/published rules release/);
  });

  it("refuses to edit, delete or truncate a stored resolution", async () => {
    await t.db.query(`INSERT INTO "Resolution" (id, "releaseVersion", request, result) VALUES ($1, $2, '{"chain":[]}', '{"status":"COMPLETE"}')`, [
      "00000000-0000-4000-8000-000000000001",
      VERSION,
    ]);
    const row = async () => (await t.db.query(`SELECT id, "releaseVersion", request::text, result::text FROM "Resolution"`))[0];
    const before = await row();
    expect(await refused(`UPDATE "Resolution" SET result = '{"status":"EDITED"}'`)).toMatch(/immutable/);
    expect(await refused(`DELETE FROM "Resolution"`)).toMatch(/immutable/);
    expect(await refused(`TRUNCATE "Resolution"`)).toMatch(/immutable/);
    expect(
      await refused(`INSERT INTO "Resolution" (id, "releaseVersion", request, result) VALUES ($1, 'x', '{}', '{}')`, ["00000000-0000-4000-8000-000000000001"]),
    ).toMatch(/unique|duplicate/i);
    expect(await row()).toEqual(before);
  });

  it("refuses to edit, delete or truncate a stored answer, or to point a resolution at none or at two", async () => {
    const hash = "a".repeat(64);
    await t.db.query(`INSERT INTO "ResolutionAnswer" (hash, result) VALUES ($1, '{"status":"COMPLETE"}')`, [hash]);
    await t.db.query(`INSERT INTO "Resolution" (id, "releaseVersion", request, "answerHash") VALUES ($1, $2, '{"chain":[]}', $3)`, [
      "00000000-0000-4000-8000-000000000002",
      VERSION,
      hash,
    ]);
    const answer = async () => (await t.db.query(`SELECT hash, result::text FROM "ResolutionAnswer"`))[0];
    const before = await answer();
    expect(await refused(`UPDATE "ResolutionAnswer" SET result = '{"status":"EDITED"}'`)).toMatch(/immutable/);
    expect(await refused(`DELETE FROM "ResolutionAnswer"`)).toMatch(/immutable/);
    expect(await refused(`TRUNCATE "ResolutionAnswer"`)).toMatch(/referenced in a foreign key/);
    expect(await refused(`TRUNCATE "ResolutionAnswer" CASCADE`)).toMatch(/immutable/);
    expect(await refused(`INSERT INTO "Resolution" (id, "releaseVersion", request, "answerHash") VALUES ($1, 'x', '{}', $2)`, ["00000000-0000-4000-8000-000000000003", "b".repeat(64)])).toMatch(
      /foreign key/i,
    );
    expect(await refused(`INSERT INTO "Resolution" (id, "releaseVersion", request) VALUES ($1, 'x', '{}')`, ["00000000-0000-4000-8000-000000000004"])).toMatch(/Resolution_one_answer/);
    expect(
      await refused(`INSERT INTO "Resolution" (id, "releaseVersion", request, result, "answerHash") VALUES ($1, 'x', '{}', '{}', $2)`, ["00000000-0000-4000-8000-000000000005", hash]),
    ).toMatch(/Resolution_one_answer/);
    expect(await answer()).toEqual(before);
  });
});
