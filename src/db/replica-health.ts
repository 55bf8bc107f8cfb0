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
        const [releases, cards] = await Promise.all([reader.prisma.rulesRelease.count(), reader.prisma.card.count()]);
        return { replica: reader.name, reachable: true, resting, releases, cards };
      } catch (error) {
        return { replica: reader.name, reachable: false, resting, error: describeDbError(error) };
      }
    }),
  );
}
