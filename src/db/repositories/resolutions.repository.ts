// Stored resolutions: written once on the primary, read by id (rows are immutable, enforced by a
// trigger). A read goes to a replica; an id the replica does not know is asked of the primary, since a
// resolution stored a moment ago through another instance may not have reached the replica yet.
// An answer is stored once (ResolutionAnswer, under the key of the question it answers) and shared by
// every resolution of that question: asked again, it writes a row of its own, not the answer again.
import type { ResolutionRecord } from "../../domain/resolutions.js";
import type { Database } from "../client.js";
import { answerOf, packAnswer, type Answer, type PackedAnswer } from "./stored-answer.js";

/** A resolution as stored: its own fields and its answer, packed (shared answers) or not (older rows). */
export type StoredResolution = Pick<ResolutionRecord, "id" | "releaseVersion" | "createdAt"> & (PackedAnswer | Answer);

/** Rows written by one INSERT at most. */
const MAX_BATCH = 32;
/** Answers this process knows are stored (it stored them, or found them there): not sent again. */
const KNOWN_ANSWERS = 10_000;

/**
 * JSON given as the texts that make it when joined (a small front and a large rest, say): sent as they are and
 * joined by the database, so that a large answer or request is not first copied into one string here.
 */
export class JsonParts {
  readonly parts: readonly string[];
  constructor(...parts: string[]) {
    this.parts = parts;
  }
}

type JsonText = string | JsonParts;

interface PendingRow {
  /** id, release and time, as sent */
  values: [string, string, string];
  request: JsonText;
  answerHash: string;
  /** The answer's packed JSON (made only if the answer has to be sent) */
  answerJson: () => JsonText;
  done: () => void;
  fail: (error: unknown) => void;
}

/** How a JSON text is sent: 0 for a string (one parameter, read as JSON), else its number of parts (joined by the database). */
const shapeOf = (text: JsonText): number => (typeof text === "string" ? 0 : text.parts.length);

/** Batches storing answers at most this long are prepared (under load most are of one or two rows). */
const PREPARED_WITH_ANSWERS = 4;

/**
 * The prepared statement's name for a batch whose text repeats, each planned once per connection: its
 * requests all sent in the same shape (the service's always are), and the answers it stores too. The text
 * then depends on the number of rows and answers and their shapes alone, which the name spells out. A batch
 * that stores no answer (questions asked again) is prepared up to MAX_BATCH rows; one that stores answers
 * (new questions, whose statement was parsed and planned each time: about a third of the database's time
 * for a one-row batch), up to PREPARED_WITH_ANSWERS rows.
 */
function statementName(batch: PendingRow[], answers: JsonText[]): string | undefined {
  const uniform = (shapes: number[]) => (shapes.every((n) => n === shapes[0] && n <= 4) ? shapes[0] : undefined);
  const requests = uniform(batch.map((row) => shapeOf(row.request)));
  if (requests === undefined) return undefined;
  if (!answers.length) return `riftrules_store_resolutions_${batch.length}x${requests}`;
  const stored = uniform(answers.map(shapeOf));
  if (stored === undefined || batch.length > PREPARED_WITH_ANSWERS) return undefined;
  return `riftrules_store_answers_${answers.length}x${stored}_resolutions_${batch.length}x${requests}`;
}

/** A request given as its JSON already (the service makes it once, for the cache key and the engine): stored as it is. */
export class RequestJson {
  constructor(readonly text: JsonText) {}
}

export class ResolutionsRepository {
  private pending: PendingRow[] = [];
  private flushing = false;
  private readonly storedAnswers = new Set<string>();

  constructor(private readonly db: Database) {}

  /**
   * Stores a resolution. `answerHash` names its answer (the record without id, release and time): the
   * service's hash of everything the answer was computed from (code, release, date, cards, request), which
   * the deterministic engine answers the same way every time; the answer is stored once under it,
   * packed (src/db/repositories/stored-answer.ts). The JSON goes as text: a large board's request and
   * transcript are ~100 KB, which Prisma's argument encoding takes three times as long to send as the
   * statement itself. Rows that arrive in the same turn of the event loop share one statement (one round
   * trip for many resolutions under load), which also stores the answers not known to be stored yet; each
   * caller's promise settles with its statement, so a failure is every one's.
   */
  insert(record: ResolutionRecord, request: unknown, answerHash: string, packedJson?: JsonText): Promise<void> {
    const requestJson = request instanceof RequestJson ? request : new RequestJson(JSON.stringify(request));
    // the caller's packed JSON when it has it (the service's cache keeps answers packed), else made here; the
    // record is not read further unless it must be (the service's reads its transcript only when asked to)
    const answerJson =
      packedJson === undefined
        ? () => {
            const { id: _id, releaseVersion: _release, createdAt: _at, ...answer } = record;
            return JSON.stringify(packAnswer(answer));
          }
        : packedJson;
    return this.insertAsked(record, requestJson, answerHash, answerJson);
  }

  /** As insert(), from a resolution's own fields, its request's JSON and its answer's packed JSON (or what makes it). */
  insertAsked(own: Pick<ResolutionRecord, "id" | "releaseVersion" | "createdAt">, request: RequestJson, answerHash: string, packedJson: JsonText | (() => JsonText)): Promise<void> {
    const values: PendingRow["values"] = [own.id, own.releaseVersion, new Date(own.createdAt).toISOString()];
    const answerJson = typeof packedJson === "function" ? packedJson : () => packedJson;
    const requestJson = request.text;
    return new Promise<void>((done, fail) => {
      this.pending.push({ values, request: requestJson, answerHash, answerJson, done, fail });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.length) {
      const batch = this.pending.splice(0, MAX_BATCH);
      // whatever goes wrong, building the statement or running it, fails this batch's callers: never left waiting
      try {
        const answers = await this.writeBatch(batch);
        for (const hash of answers) this.rememberStored(hash);
        for (const row of batch) row.done();
      } catch (error) {
        for (const row of batch) row.fail(error);
      }
    }
    this.flushing = false;
  }

  /** One statement for the batch; the hashes of the answers it stored (or found stored). */
  private async writeBatch(batch: PendingRow[]): Promise<string[]> {
    const params: string[] = [];
    const param = (value: string) => `$${params.push(value)}`;
    // JSON in parts is joined by the database (text || text), then read as JSON like any other
    const json = (value: JsonText) => (typeof value === "string" ? `${param(value)}::json` : `(${value.parts.map((part) => `${param(part)}::text`).join(" || ")})::json`);
    // the answers not known to be stored, each once; ON CONFLICT: another instance (or an earlier batch) stored it
    const answers = new Map<string, () => JsonText>();
    for (const row of batch) if (!this.storedAnswers.has(row.answerHash)) answers.set(row.answerHash, row.answerJson);
    const answerTexts = [...answers].map(([hash, answer]) => [hash, answer()] as const);
    const answerRows = answerTexts.map(([hash, answer]) => `(${param(hash)}, ${json(answer)})`);
    const resolutionRows = batch.map(
      ({ values: [id, release, createdAt], request, answerHash }) =>
        `(${param(id)}, ${param(release)}, (${param(createdAt)}::timestamptz AT TIME ZONE 'UTC'), ${json(request)}, ${param(answerHash)})`,
    );
    // one statement: the foreign key is checked at its end, when the answers it inserts are there
    const storeAnswers = answerRows.length
      ? `WITH answers AS (INSERT INTO "ResolutionAnswer" (hash, result) VALUES ${answerRows.join(", ")} ON CONFLICT (hash) DO NOTHING) `
      : "";
    await this.db.query(`${storeAnswers}INSERT INTO "Resolution" (id, "releaseVersion", "createdAt", request, "answerHash") VALUES ${resolutionRows.join(", ")}`, params, {
      name: statementName(batch, answerTexts.map(([, answer]) => answer)),
    });
    return [...answers.keys()];
  }

  private rememberStored(hash: string): void {
    if (this.storedAnswers.size >= KNOWN_ANSWERS) this.storedAnswers.clear();
    this.storedAnswers.add(hash);
  }

  async find(id: string): Promise<ResolutionRecord | null> {
    const stored = await this.findStored(id);
    if (!stored) return null;
    const { id: _id, releaseVersion, createdAt, ...answer } = stored;
    return { ...answerOf(answer), id: stored.id, releaseVersion, createdAt };
  }

  /** As find(), the answer as stored: the row's own (written before answers were shared), or the shared one, packed. */
  async findStored(id: string): Promise<StoredResolution | null> {
    const row = await this.db.read((from) => from.prisma.resolution.findUnique({ where: { id }, include: { answer: true } }), { missing: (found) => found === null });
    if (!row) return null;
    const answer = row.result !== null ? (row.result as unknown as Answer) : (row.answer!.result as unknown as PackedAnswer);
    return { ...answer, id: row.id, releaseVersion: row.releaseVersion, createdAt: row.createdAt.toISOString() };
  }

  /** The request a resolution answered, as it was stored (null when there is no such id). */
  async findRequest(id: string): Promise<unknown> {
    const row = await this.db.read((from) => from.prisma.resolution.findUnique({ where: { id }, select: { request: true } }), { missing: (found) => found === null });
    return row ? row.request : null;
  }
}
