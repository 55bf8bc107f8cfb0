// Stored resolutions: written once on the primary, read by id (rows are immutable, enforced by a
// trigger). A read goes to a replica; an id the replica does not know is asked of the primary, since a
// resolution stored a moment ago through another instance may not have reached the replica yet.
import type { ResolutionRecord } from "../../domain/resolutions.js";
import type { Database } from "../client.js";

/** Rows written by one INSERT at most. */
const MAX_BATCH = 32;

interface PendingRow {
  values: string[];
  done: () => void;
  fail: (error: unknown) => void;
}

export class ResolutionsRepository {
  private pending: PendingRow[] = [];
  private flushing = false;

  constructor(private readonly db: Database) {}

  /**
   * Stores a resolution (`resultJson`: the record without id, release and time, as JSON, when the caller
   * has it already). The JSON goes as text: a large board's request and transcript are ~100 KB, which
   * Prisma's argument encoding takes three times as long to send as the statement itself. Rows that
   * arrive in the same turn of the event loop share one INSERT (one round trip for many resolutions
   * under load); each caller's promise settles with its statement, so a failure is every one's.
   */
  insert(record: ResolutionRecord, request: unknown, resultJson?: string): Promise<void> {
    const { id, releaseVersion, createdAt, ...result } = record;
    const values = [id, releaseVersion, new Date(createdAt).toISOString(), JSON.stringify(request), resultJson ?? JSON.stringify(result)];
    return new Promise<void>((done, fail) => {
      this.pending.push({ values, done, fail });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.length) {
      const batch = this.pending.splice(0, MAX_BATCH);
      const rows = batch.map((_, i) => `($${i * 5 + 1}, $${i * 5 + 2}, ($${i * 5 + 3}::timestamptz AT TIME ZONE 'UTC'), $${i * 5 + 4}::jsonb, $${i * 5 + 5}::jsonb)`);
      try {
        await this.db.query(`INSERT INTO "Resolution" (id, "releaseVersion", "createdAt", request, result) VALUES ${rows.join(", ")}`, batch.flatMap((row) => row.values));
        for (const row of batch) row.done();
      } catch (error) {
        for (const row of batch) row.fail(error);
      }
    }
    this.flushing = false;
  }

  async find(id: string): Promise<ResolutionRecord | null> {
    const row = await this.db.read((from) => from.prisma.resolution.findUnique({ where: { id } }), { missing: (found) => found === null });
    if (!row) return null;
    return { ...(row.result as unknown as Omit<ResolutionRecord, "id" | "releaseVersion" | "createdAt">), id: row.id, releaseVersion: row.releaseVersion, createdAt: row.createdAt.toISOString() };
  }

  /** The request a resolution answered, as it was stored (null when there is no such id). */
  async findRequest(id: string): Promise<unknown> {
    const row = await this.db.read((from) => from.prisma.resolution.findUnique({ where: { id }, select: { request: true } }), { missing: (found) => found === null });
    return row ? row.request : null;
  }
}
