// Publishing rules releases: same content again is a no-op, other content under a published version
// is refused with nothing changed, and the card library import is repeatable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReleaseConflictError } from "../../src/errors.js";
import { parseRelease, readReleaseIndex } from "../../src/importers/rules/index.js";
import { ImportService } from "../../src/services/import.service.js";
import { freshDatabase, type TestDatabase } from "../helpers/db.js";
import { DATA_DIR } from "../helpers/paths.js";

describe("publishing a rules release", () => {
  let t: TestDatabase;
  let service: ImportService;
  const meta = readReleaseIndex(DATA_DIR).find((m) => m.version === "2025-06-02")!;

  beforeAll(async () => {
    t = await freshDatabase();
    service = new ImportService(t.db);
  });
  afterAll(() => t.drop());

  const snapshot = async () =>
    t.db.query<{ number: string; text: string; position: number }>(
      `SELECT r.number, r.text, r.position FROM "Rule" r JOIN "RulesRelease" v ON v.id = r."releaseId" WHERE v.version = $1 ORDER BY r.position`,
      [meta.version],
    );

  it("imports a release once, then finds it unchanged", async () => {
    const first = await service.importRelease(DATA_DIR, meta);
    expect(first.outcome).toBe("imported");
    expect(first.ruleCount).toBe(parseRelease(DATA_DIR, meta).rules.length);
    const again = await service.importRelease(DATA_DIR, meta);
    expect(again.outcome).toBe("unchanged");
    expect(again.ruleCount).toBe(first.ruleCount);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "RulesRelease" WHERE version = $1`, [meta.version]);
    expect(n).toBe(1);
  });

  it("refuses other content under a published version and changes nothing", async () => {
    const before = await snapshot();
    const parsed = parseRelease(DATA_DIR, meta);
    const tampered = {
      ...parsed,
      contentHash: parsed.contentHash.replace(/^./, (c) => (c === "0" ? "1" : "0")),
      rules: parsed.rules.map((r, i) => (i === 10 ? { ...r, text: `${r.text} (edited)` } : r)),
    };
    await expect(service.publish(tampered)).rejects.toBeInstanceOf(ReleaseConflictError);
    await expect(service.publish(tampered)).rejects.toThrow(/already published with other content/);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses to change stored rules in place, even by direct SQL", async () => {
    const before = await snapshot();
    await expect(t.db.query(`UPDATE "Rule" SET text = 'x' WHERE number = $1`, [before[5].number])).rejects.toThrow(/immutable/);
    await expect(t.db.query(`DELETE FROM "Rule"`)).rejects.toThrow(/immutable/);
    expect(await snapshot()).toEqual(before);
  });
});

describe("importing the card library", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase();
  });
  afterAll(() => t.drop());

  it("imports once and then finds the library unchanged", async () => {
    const service = new ImportService(t.db);
    const first = await service.importCards(DATA_DIR);
    expect(first?.outcome).toBe("imported");
    const [{ cards, texts }] = await t.db.query<{ cards: number; texts: number }>(
      `SELECT (SELECT count(*)::int FROM "Card") AS cards, (SELECT count(*)::int FROM "CardText") AS texts`,
    );
    expect(cards).toBe(first?.cards);
    expect(texts).toBe(first?.texts);
    const again = await service.importCards(DATA_DIR);
    expect(again?.outcome).toBe("unchanged");
  });
});
