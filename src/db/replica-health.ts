// What /readyz says about each read replica: reachable or not (with why), the releases and cards it
// holds (beside the primary's counts, a replica that lags shows), and whether reads skip it for now.
import type { Database } from "./client.js";
import { describeDbError } from "./transient.js";

export interface ReplicaHealth {
  replica: string;
  reachable: boolean;
  /** Skipped by reads after a failure, for DB_RETRY_MS. */
  resting: boolean;
  releases?: number;
  cards?: number;
  error?: string;
}

export function replicaHealth(db: Database): Promise<ReplicaHealth[]> {
  return Promise.all(
    db.replicas().map(async ({ reader, resting }) => {
      try {
        // SQL on the replica's pool (not Prisma): a connection failure then reads as the driver's own message
        const [counts] = await reader.query<{ releases: number; cards: number }>(
          `SELECT (SELECT count(*) FROM "RulesRelease")::int AS releases, (SELECT count(*) FROM "Card")::int AS cards`,
        );
        return { replica: reader.name, reachable: true, resting, ...counts };
      } catch (error) {
        return { replica: reader.name, reachable: false, resting, error: describeDbError(error) };
      }
    }),
  );
}
