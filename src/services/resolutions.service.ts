// resolveChain: pins the request to a release, gives the engine the cards' text in force on the date,
// runs the pure engine with that release's rules profile, turns its stable rule identities into the pinned release's numbers and text,
// and stores the answer as a permalink.
import { createHash, randomUUID } from "node:crypto";
import { MAX_VALUE_CHARS, MemoryHotCache, ReadThrough } from "../cache/hot-cache.js";
import { JsonParts, RequestJson, type ResolutionsRepository, type StoredResolution } from "../db/repositories/resolutions.repository.js";
import { answerOf, asciiJson, PackedJson, type Answer, type PackedAnswer } from "../db/repositories/stored-answer.js";
import { today } from "../domain/dates.js";
import type { CitationRecord, ResolutionRecord } from "../domain/resolutions.js";
import type { RulesReleaseRecord } from "../domain/rules.js";
import { badInput } from "../errors.js";
import { profileFor, type CardInfo, type EngineRequest, type RuleRef } from "../engine/index.js";
import { InlineEngine, type EngineRunner } from "../workers/engine-runner.js";
import type { CardsService } from "./cards.service.js";
import { checkNestedInputSizes } from "./resolve-input-limits.js";
import type { RulesService } from "./rules.service.js";
import { giveWay } from "../give-way.js";
import { memoized } from "./memo.js";

/** The release whose numbers the engine cites. */
export const ENGINE_RULES_VERSION = "RUP4";

/** A stored resolution never changes: kept a day in the hot-read cache once read (when written, a pointer to its answer, for as long as the answer is kept). */
const RESOLUTION_CACHE_SECONDS = 86_400;
/** A computed answer, under the hash of everything it was computed from (code, release, date, cards, request). */
const MEMO_SECONDS = 3_600;
/**
 * Answers longer than this (JSON characters) are kept by the process that computed them, not written to the
 * shared cache: a large board's answer (up to ~300 KB) is rarely asked again elsewhere, and writing it to
 * Redis cost every large resolveChain a write of that size on the event loop and Redis's time to take it in.
 */
const SHARED_MEMO_MAX_CHARS = 64 * 1024;
/**
 * A short chain on a small board (at most CHEAP.chain items, CHEAP.objects objects) is cheaper to compute
 * again than to keep: the engine takes 0.1–0.3 ms for it on a worker thread (`npm run bench`: a 3-item chain
 * on 10 objects, 0.13 ms; on 100, 0.21 ms). Asking Redis for its answer and writing it there cost the event
 * loop three socket writes and their replies; keeping it in this process made every new one outlive the
 * young generation (the hot cache keeps its last 256 values parsed): ~36 KB promoted a request, for an answer
 * asked again only now and then, and replayed from its third asking (src/http/caching/resolution-replay.ts).
 * Its answer is not kept: computed again when asked again.
 */
const CHEAP = { chain: 5, objects: 50 };

export const RESOLVE_LIMITS = { players: 8, battlefields: 12, objects: 400, chain: 100, choices: 200, textLength: 2_000, listLength: 200 };

export interface ResolveChainRequest extends EngineRequest {
  asOf?: string | null;
  rulesVersion?: string | null;
}

/**
 * What a resolution was stored from, beside its own id and time: the request as asked and its answer (the
 * answer's key, and its packed JSON, sent only if the database does not have it yet). Asked again, the
 * same question is stored from it as a new resolution (askAgain).
 */
export interface Asking {
  readonly releaseVersion: string;
  readonly request: RequestJson;
  readonly answerKey: string;
  readonly answerJson: JsonParts | string;
  /** The answer's length in JSON characters (too long, it is not kept in the hot-read cache). */
  readonly answerChars: number;
  /** Whether this process keeps the answer (not a cheap one's): a resolution's pointer to it is kept only then. */
  readonly kept: boolean;
}

/** Where a record resolve() made holds what it was stored from (askingOf). */
const ASKING = Symbol("asking");

export class ResolutionsService {
  private readonly unpacked = new WeakMap<object, Answer>();
  private readonly records = new WeakMap<StoredResolution | AnswerPointer, ResolutionRecord>();
  /** Citations as JSON (in ASCII, as the engine writes its part: asciiJson), by release and rule (citation()). */
  private readonly citations = new Map<string, Promise<string>>();

  constructor(
    private readonly repo: ResolutionsRepository,
    private readonly rules: RulesService,
    private readonly cards: CardsService,
    /** Where the engine runs: a worker pool in the server, inline elsewhere. */
    private readonly engine: EngineRunner = new InlineEngine(),
    private readonly hot: ReadThrough = new ReadThrough(new MemoryHotCache()),
    /** The running code's identity (src/build-id.ts): part of every computed answer's cache key. */
    private readonly build: string = "unversioned",
  ) {}

  async resolve(input: ResolveChainRequest): Promise<ResolutionRecord> {
    // the date and release as asked, for the stored request: `input` itself is not used after its JSON is made,
    // so a large board is not kept while the request waits for a worker
    const asked = { asOf: input.asOf ?? null, rulesVersion: input.rulesVersion ?? null };
    const breathe = breather(input);
    await breathe();
    checkLimits(input);
    checkNestedInputSizes(input, RESOLVE_LIMITS);
    await breathe();
    const release = await this.rules.selectRelease(
      { version: input.rulesVersion ?? null, asOf: input.asOf ?? null },
      { version: "input.rulesVersion", asOf: "input.asOf" },
    );
    const asOf = input.asOf ?? (input.rulesVersion ? release.effectiveFrom : today());
    const catalog = await this.catalogFor(input, asOf);
    const { asOf: _a, rulesVersion: _r, ...rest } = input;
    // The engine is deterministic and a published release never changes: the same question, asked of the
    // same code, release, date and card texts, has the same answer. Each asking is still stored as its own
    // resolution (its own id and time: the permalink a judge shares); only the computation is shared.
    // The request's JSON is made once: for this key, and for the engine (a string crosses threads as one copy).
    // GraphQL gives null for omitted optional fields and the engine expects them absent. The copy without them
    // is garbage once its JSON is made: only the JSON is kept (a large board's copy, kept while the request
    // waits for a worker, was copied again by every collection of the event loop's young generation meanwhile).
    // (A JSON.stringify replacer leaving nulls out would make no copy, but took twice as long on a large board.)
    // Most requests hold no null at all (omitted fields are absent): their JSON as it is, without the copy.
    const asSent = JSON.stringify(rest);
    const requestJson = asSent.includes('":null') ? JSON.stringify(stripNulls(rest)) : asSent;
    // hashed in two parts: their concatenation would be copied whole (flattened) to be hashed
    const key = digest(JSON.stringify({ build: this.build, release: [release.version, release.contentHash], asOf, catalog: [...catalog] }), requestJson);
    await breathe();
    // The answer is kept packed (src/db/repositories/stored-answer.ts), its JSON made where the engine ran
    // (or kept from the first time) and used as it is by the cache and the database.
    const kept = !isCheap(input);
    const { value: memo, json: packedJson } = await this.hot.getOrMake<MemoValue>(
      "resolution-memo",
      key,
      MEMO_SECONDS,
      () => this.compute(requestJson, catalog, release, asOf),
      () => kept,
      kept ? SHARED_MEMO_MAX_CHARS : 0,
    );
    await breathe();
    const own = { id: randomUUID(), releaseVersion: release.version, createdAt: new Date().toISOString() };
    const record = this.recordOf(memo, own);
    const asking: Asking = {
      releaseVersion: release.version,
      // the request as asked (its date and release as given, then the question: the JSON made above, not made again)
      request: new RequestJson(new JsonParts(`{"asOf":${JSON.stringify(asked.asOf)},"rulesVersion":${JSON.stringify(asked.rulesVersion)},`, requestJson.slice(1))),
      answerKey: key,
      // the answer stored once per question (in its parts where it was made here: the database joins them)
      answerJson: memo instanceof PackedJson && memo.parts ? new JsonParts(...memo.parts) : packedJson,
      answerChars: packedJson.length,
      kept,
    };
    await this.store(own, asking);
    // Carried by the record itself, not a WeakMap of records: a WeakMap's value outlives every young-generation
    // collection until a full one, whatever became of its key (an answer's text, promoted with every asking).
    Object.defineProperty(record, ASKING, { value: asking });
    return record;
  }

  /** What `record` (a resolution resolve() made in this process) was stored from: to store the same question asked again. */
  askingOf(record: ResolutionRecord): Asking | undefined {
    return (record as ResolutionRecord & { [ASKING]?: Asking })[ASKING];
  }

  /**
   * The same question asked again, answered as before (src/http/caching/resolution-replay.ts): stored as a
   * new resolution of its own, with its own id and time, sharing the stored answer. Its id and time.
   */
  async askAgain(asking: Asking): Promise<Pick<ResolutionRecord, "id" | "createdAt">> {
    const own = { id: randomUUID(), releaseVersion: asking.releaseVersion, createdAt: new Date().toISOString() };
    await this.store(own, asking);
    return own;
  }

  private async store(own: Pick<ResolutionRecord, "id" | "releaseVersion" | "createdAt">, asking: Asking): Promise<void> {
    await this.repo.insertAsked(own, asking.request, asking.answerKey, asking.answerJson);
    // Under its id, this process keeps the resolution's own fields and the key its answer is cached under
    // (not the answer again: a question asked a thousand times is a thousand small entries and one answer).
    // Not the shared cache: most resolutions are never read by id, and a Redis write on every resolveChain
    // cost more (a socket write each) than the database read that finds a permalink the first time it is
    // read elsewhere (then cached whole for every instance). An answer too large for the cache is not there to
    // point to: find() reads the database.
    if (asking.kept && asking.answerChars <= MAX_VALUE_CHARS) {
      const pointer: AnswerPointer = { ...own, answerKey: asking.answerKey };
      this.hot.keepHere("resolution", own.id, pointer, MEMO_SECONDS, JSON.stringify(pointer));
    }
  }

  /**
   * The answer as the API gives it, from a stored one (packed, or not in rows and cache entries made
   * before answers were packed). Values from the cache are shared and read-only: each is unpacked once.
   */
  private answerOf(stored: PackedAnswer | Answer): Answer {
    let answer = this.unpacked.get(stored);
    if (!answer) {
      answer = answerOf(stored);
      this.unpacked.set(stored, answer);
    }
    return answer;
  }

  /**
   * A resolution from its own fields and its answer. An answer the engine has just made (PackedJson) gives
   * its small fields at once and its steps and final board when a client first reads them (LazyResolution):
   * a client that asks for the outcome alone costs no parsing of a large transcript.
   */
  private recordOf(stored: MemoValue | Answer, own: Pick<ResolutionRecord, "id" | "releaseVersion" | "createdAt">): ResolutionRecord {
    if (!(stored instanceof PackedJson)) return { ...this.answerOf(stored), ...own };
    return new LazyResolution(stored, own);
  }

  /**
   * Runs the engine, which gives its answer as JSON with the rules it cites by position
   * (src/workers/engine-answer.ts), and writes the pinned release's citations of those rules in front.
   */
  private async compute(requestJson: string, catalog: Map<string, CardInfo>, release: RulesReleaseRecord, asOf: string): Promise<{ value: MemoValue; json: string }> {
    // Where releases disagree on the outcome, the pinned release decides (src/engine/profile.ts).
    const { profile } = profileFor(release.version);
    const answer = await this.engine.run(requestJson, catalog, profile);
    if (!answer.ok) {
      const [first] = answer.errors;
      throw badInput(`input.${first.path}`, first.message, { errors: answer.errors.map((e) => ({ field: `input.${e.path}`, message: e.message })) });
    }
    const citations = await Promise.all(answer.refs.map((ref) => this.citation(release, ref)));
    // the engine's JSON is an object: the two fields it leaves out go in front of its first key
    const front = `{"asOf":${JSON.stringify(asOf)},"citations":[${citations.join(",")}],`;
    const rest = answer.body.slice(1);
    const json = front + rest;
    return { value: new PackedJson({ asOf, ...answer.head }, json, [front, rest]), json };
  }

  async find(id: string): Promise<ResolutionRecord | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw badInput("id", "is not a resolution id (a UUID)");
    const fromDatabase = () => this.repo.findStored(id);
    let stored: StoredResolution | AnswerPointer | null = await this.hot.get("resolution", id, RESOLUTION_CACHE_SECONDS, fromDatabase, (found) => found !== null);
    if (!stored) return null;
    // a cached value is shared and read-only: the record is made from it once
    let record = this.records.get(stored);
    if (record) return record;
    if (isPointer(stored)) {
      const pointer = stored;
      const packed = await this.hot.peek<MemoValue>("resolution-memo", pointer.answerKey, MEMO_SECONDS);
      if (packed) {
        record = this.recordOf(packed, { id: pointer.id, releaseVersion: pointer.releaseVersion, createdAt: pointer.createdAt });
        this.records.set(pointer, record);
        return record;
      }
      // the answer has left the cache: the resolution as stored, cached whole under its id from now on
      stored = await fromDatabase();
      if (!stored) return null;
      await this.hot.store("resolution", id, stored, RESOLUTION_CACHE_SECONDS);
    }
    const { id: storedId, releaseVersion, createdAt, ...answer } = stored;
    record = { ...answerOf(answer), id: storedId, releaseVersion, createdAt };
    this.records.set(stored, record);
    return record;
  }

  /** The request a stored resolution answered (its board before and its chain), or null for an unknown id. */
  async request(id: string): Promise<ResolveChainRequest | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw badInput("id", "is not a resolution id (a UUID)");
    return (await this.repo.findRequest(id)) as ResolveChainRequest | null;
  }

  /** Looks up every card the request names, once, with its text in force on `asOf`. */
  private async catalogFor(input: ResolveChainRequest, asOf: string): Promise<Map<string, CardInfo>> {
    const names = new Set<string>();
    input.board.battlefields.forEach((b) => {
      if (b.card) names.add(b.card);
      if (b.replaced) names.add(b.replaced); // the battlefield a token replaced (swapping back gives it back)
    });
    input.board.objects.forEach((o) => {
      if (o.card) names.add(o.card);
      (o.banishedWithThis ?? []).forEach((n) => names.add(n));
      if (o.attachedCopyOf && !input.board.objects.some((x) => x.id === o.attachedCopyOf)) names.add(o.attachedCopyOf); // a card name, not an object of the board
    });
    input.chain.forEach((c) => c.card && names.add(c.card));
    for (const p of input.board.players) [...(p.hand ?? []), ...(p.deck ?? []), ...(p.trash ?? []), ...(p.championZone ? [p.championZone] : []), ...(p.runeDeck ?? [])].forEach((n) => names.add(n));
    // a card named by a decision ("name a spell"): an answer that is not a card's name finds nothing
    (input.choices ?? []).forEach((c) => c.option && /[A-Za-z]{3}/.test(c.option) && !["accept", "decline", "none", "top", "bottom", "base"].includes(c.option) && names.add(c.option));
    const catalog = new Map<string, CardInfo>();
    await Promise.all(
      [...names].map(async (name) => {
        const found = await this.cards.lookup(name, asOf);
        if (found) {
          const { card, text } = found;
          catalog.set(name, {
            code: card.code, name: card.name, type: card.types[0] ?? "", might: card.might, energy: card.energy, power: card.power, text, mightBonus: card.mightBonus, tags: card.tags, domains: card.domains,
          });
        }
      }),
    );
    return catalog;
  }

  /**
   * The pinned release's citation of one of the engine's rules, as JSON: made once per release and rule, and
   * kept (a published release never changes; the engine cites a few hundred rules at most).
   */
  private citation(release: RulesReleaseRecord, ref: RuleRef): Promise<string> {
    const key = `${release.id}:${release.contentHash}:${ref.id}:${ref.rup4}`;
    return memoized(this.citations, key, () => this.cite(release, ref).then((record) => asciiJson(JSON.stringify(record))));
  }

  /** Turns one of the engine's stable rule identities into the pinned release's number and text. */
  private async cite(release: RulesReleaseRecord, ref: RuleRef): Promise<CitationRecord> {
    const match = await this.rules.counterpart(ENGINE_RULES_VERSION, ref.rup4, release);
    if (!match.rule) {
      return {
        rule: "(none)", text: null, release: release.version, ruleId: ref.id, rup4: ref.rup4, found: false,
        note: `no rule of ${release.version} corresponds to RUP4 ${ref.rup4}: none matched with enough confidence, so nothing is cited from that release`,
      };
    }
    return {
      rule: match.rule.number, text: match.rule.text, release: release.version, ruleId: ref.id, rup4: ref.rup4, found: true,
      note: match.how === "same-release" || match.how === "same-number-same-text" ? null : `matched to RUP4 ${ref.rup4} (${match.how}, confidence ${match.confidence.toFixed(2)})`,
    };
  }
}

/** A computed answer as the memo keeps it: made here (its JSON, parsed when read) or read from the shared cache. */
type MemoValue = PackedJson | PackedAnswer;

/**
 * A resolution whose steps and final board are parsed from its answer's JSON when first read, once, and let
 * go with it (PackedJson.parse). They are getters of this class, shared by every instance, not getters
 * defined on each record: Object.defineProperties with a record's own functions gave each record a hidden
 * class of its own, which V8 keeps in its old generation until a full collection, and with it the functions,
 * their closure and so the record's answer and its parse, copied and promoted by every young collection
 * meanwhile (docs/OPERATIONS.md, "Garbage a request leaves behind").
 */
class LazyResolution implements ResolutionRecord {
  readonly id: string;
  readonly releaseVersion: string;
  readonly createdAt: string;
  readonly asOf: string;
  readonly status: string;
  readonly pendingChoice: ResolutionRecord["pendingChoice"];
  readonly summary: string;
  readonly unsupported: string[];
  readonly #stored: PackedJson;
  #answer: Answer | undefined;

  constructor(stored: PackedJson, own: Pick<ResolutionRecord, "id" | "releaseVersion" | "createdAt">) {
    const { asOf, status, pendingChoice, summary, unsupported } = stored.head;
    this.id = own.id;
    this.releaseVersion = own.releaseVersion;
    this.createdAt = own.createdAt;
    this.asOf = asOf;
    this.status = status;
    this.pendingChoice = pendingChoice;
    this.summary = summary;
    this.unsupported = unsupported;
    this.#stored = stored;
  }

  get steps(): ResolutionRecord["steps"] {
    return this.#full().steps;
  }

  get finalBoard(): ResolutionRecord["finalBoard"] {
    return this.#full().finalBoard;
  }

  /** The resolution whole, as a plain object (JSON.stringify, and a copy by spreading, leave the getters out). */
  toJSON(): ResolutionRecord {
    return { ...this, steps: this.steps, finalBoard: this.finalBoard };
  }

  #full(): Answer {
    return (this.#answer ??= answerOf(this.#stored.parse()));
  }
}

/** A resolution as cached when it is made: its own fields and the cache key of its (shared) answer. */
interface AnswerPointer {
  id: string;
  releaseVersion: string;
  createdAt: string;
  answerKey: string;
}

function isPointer(stored: StoredResolution | AnswerPointer): stored is AnswerPointer {
  return typeof (stored as Partial<AnswerPointer>).answerKey === "string";
}

/**
 * A large request (a big board or a long chain) costs milliseconds of main-thread work at each step:
 * between steps it gives way to the event loop (src/give-way.ts), so requests that arrived meanwhile, a
 * rule lookup say, are answered before its next step rather than after all of them. Small requests
 * go straight through.
 */
const LARGE_REQUEST = 50;
function breather(input: ResolveChainRequest): () => Promise<void> {
  return isLarge(input) ? giveWay : () => Promise.resolve();
}

function isLarge(input: ResolveChainRequest): boolean {
  return (input.board?.objects?.length ?? 0) + (input.chain?.length ?? 0) + (input.choices?.length ?? 0) >= LARGE_REQUEST;
}

function isCheap(input: ResolveChainRequest): boolean {
  return input.chain.length <= CHEAP.chain && input.board.objects.length <= CHEAP.objects && (input.choices?.length ?? 0) <= CHEAP.chain;
}

/** Gives way to the event loop once if the request is large (see breather): for steps before the service's. */
export async function giveWayIfLarge(input: ResolveChainRequest): Promise<void> {
  if (input && isLarge(input)) await giveWay();
}

function checkLimits(input: ResolveChainRequest): void {
  const L = RESOLVE_LIMITS;
  // the field's name is made only for a list over its limit
  const over = (n: number, max: number, field: () => string) => {
    if (n > max) throw badInput(field(), `has ${n} entries; the limit is ${max}`, { limit: max });
  };
  over(input.board.players.length, L.players, () => "input.board.players");
  over(input.board.battlefields.length, L.battlefields, () => "input.board.battlefields");
  over(input.board.objects.length, L.objects, () => "input.board.objects");
  over(input.chain.length, L.chain, () => "input.chain");
  over(input.choices?.length ?? 0, L.choices, () => "input.choices");
  input.board.players.forEach((p, i) => {
    over(p.hand?.length ?? 0, L.listLength, () => `input.board.players[${i}].hand`);
    over(p.deck?.length ?? 0, L.listLength, () => `input.board.players[${i}].deck`);
    over(p.trash?.length ?? 0, L.listLength, () => `input.board.players[${i}].trash`);
  });
  input.board.objects.forEach((o, i) => {
    over(o.banishedWithThis?.length ?? 0, L.listLength, () => `input.board.objects[${i}].banishedWithThis`);
    if ((o.text?.length ?? 0) > L.textLength) throw badInput(`input.board.objects[${i}].text`, `is ${o.text?.length} characters; the limit is ${L.textLength}`, { limit: L.textLength });
  });
}

/** GraphQL gives null for omitted optional fields; the engine expects them absent. */
function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripNulls);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key in value) {
      const item = (value as Record<string, unknown>)[key];
      if (item !== null && item !== undefined) out[key] = stripNulls(item);
    }
    return out;
  }
  return value;
}

/** The hash of the texts one after the other (as of their concatenation, which is not made). */
function digest(...texts: string[]): string {
  const hash = createHash("sha256");
  for (const text of texts) hash.update(text);
  return hash.digest("base64url");
}
