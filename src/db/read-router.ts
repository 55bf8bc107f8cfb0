// Where a read runs when DATABASE_REPLICA_URLS names read replicas: on the next replica in turn (round
// robin), or on the primary when
//  - the replica's answer may only mean it lags (`missing`: a row another instance wrote a moment ago),
//  - the replica is unreachable (it is then skipped for `restMs`, and reads go to the others),
//  - every replica is resting, or there are none.
// Writes, transactions, migrations, imports and advisory locks never come here: they use the primary.
//
// Why not @prisma/extension-read-replicas (it does work with Prisma 7 and driver adapters): it routes
// only Prisma's model queries, while full-text search and resolutions run raw SQL on our own pool; it
// has no fallback on a miss or on a replica that is down; and a read that must see the primary (an
// import checking what is published) would need `$primary()` in repositories shared with the API.
import type { PrismaClient } from "../generated/prisma/client.js";
import { isTransientDbError } from "./transient.js";

/** A database a read can run on: the primary or one replica. */
export interface DbReader {
  /** "primary", or "replica 1 (host:port/db)" */
  name: string;
  prisma: PrismaClient;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface ReadOptions<T> {
  /** True when the answer may only mean that the replica has not caught up: the primary is asked then. */
  missing?: (result: T) => boolean;
}

/** Who answered a read, and why the primary did when there are replicas. */
export type ReadEvent = { answeredBy: "replica" } | { answeredBy: "primary"; reason: "no-replica" | "missing" | "unavailable" | "pinned" };

export class ReadRouter {
  private next = 0;
  /** Replicas that failed to answer, by the time they may be tried again. */
  private readonly restingUntil = new Map<DbReader, number>();
  private listener: (event: ReadEvent) => void = () => undefined;

  constructor(
    private readonly primary: DbReader,
    readonly replicas: readonly DbReader[],
    private readonly restMs: number,
  ) {}

  observe(listener: (event: ReadEvent) => void): void {
    this.listener = listener;
  }

  async read<T>(fn: (from: DbReader) => Promise<T>, options: ReadOptions<T> = {}): Promise<T> {
    const replica = this.pick();
    if (!replica) return this.onPrimary(fn, this.replicas.length ? "unavailable" : "no-replica");
    let result: T;
    try {
      result = await fn(replica);
    } catch (error) {
      if (!isTransientDbError(error)) throw error;
      this.restingUntil.set(replica, Date.now() + this.restMs);
      return this.onPrimary(fn, "unavailable");
    }
    if (options.missing?.(result)) return this.onPrimary(fn, "missing");
    this.listener({ answeredBy: "replica" });
    return result;
  }

  /** A read that must see the primary (imports, startup). */
  readPrimary<T>(fn: (from: DbReader) => Promise<T>): Promise<T> {
    return this.onPrimary(fn, "pinned");
  }

  /** Whether a replica is being skipped after a failure. */
  resting(replica: DbReader): boolean {
    return (this.restingUntil.get(replica) ?? 0) > Date.now();
  }

  private onPrimary<T>(fn: (from: DbReader) => Promise<T>, reason: "no-replica" | "missing" | "unavailable" | "pinned"): Promise<T> {
    if (this.replicas.length) this.listener({ answeredBy: "primary", reason });
    return fn(this.primary);
  }

  private pick(): DbReader | undefined {
    for (let tried = 0; tried < this.replicas.length; tried += 1) {
      const replica = this.replicas[this.next];
      this.next = (this.next + 1) % this.replicas.length;
      if (!this.resting(replica)) return replica;
    }
    return undefined;
  }
}
