// Stored resolutions: written once on the primary, read by id (rows are immutable, enforced by a
// trigger). A read goes to a replica; an id the replica does not know is asked of the primary, since a
// resolution stored a moment ago through another instance may not have reached the replica yet.
import type { ResolutionRecord } from "../../domain/resolutions.js";
import type { Database } from "../client.js";

export class ResolutionsRepository {
  constructor(private readonly db: Database) {}

  /**
   * One INSERT with the JSON as text: a large board's request and transcript are ~100 KB, which
   * Prisma's argument encoding takes three times as long to send as the statement itself.
   */
  async insert(record: ResolutionRecord, request: unknown): Promise<void> {
    const { id, releaseVersion, createdAt, ...result } = record;
    await this.db.query(
      `INSERT INTO "Resolution" (id, "releaseVersion", "createdAt", request, result)
       VALUES ($1, $2, ($3::timestamptz AT TIME ZONE 'UTC'), $4::jsonb, $5::jsonb)`,
      [id, releaseVersion, new Date(createdAt).toISOString(), JSON.stringify(request), JSON.stringify(result)],
    );
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
