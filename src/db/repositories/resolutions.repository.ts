// Stored resolutions: written once, read by id (rows are immutable, enforced by a trigger).
import type { ResolutionRecord } from "../../domain/resolutions.js";
import type { Database } from "../client.js";

export class ResolutionsRepository {
  constructor(private readonly db: Database) {}

  async insert(record: ResolutionRecord, request: unknown): Promise<void> {
    const { id, releaseVersion, createdAt, ...result } = record;
    await this.db.prisma.resolution.create({
      data: { id, releaseVersion, createdAt: new Date(createdAt), request: request as object, result: result as object },
    });
  }

  async find(id: string): Promise<ResolutionRecord | null> {
    const row = await this.db.prisma.resolution.findUnique({ where: { id } });
    if (!row) return null;
    return { ...(row.result as unknown as Omit<ResolutionRecord, "id" | "releaseVersion" | "createdAt">), id: row.id, releaseVersion: row.releaseVersion, createdAt: row.createdAt.toISOString() };
  }
}
