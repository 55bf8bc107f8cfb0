// How a resolution's answer is kept in ResolutionAnswer.result, and in the hot-read cache (the computed
// answer under its question's key, a resolution under its id): as the API gives it, except that each
// distinct citation is written once, in `citations`, and steps and target checks name theirs by
// position. A transcript cites the same few rules hundreds of times (a 100-item chain: 1,400 citations
// of 19 rules, more than half of its JSON); stored this way it is less than half the size to make,
// send, parse and keep, and one JSON text serves the cache and the database. Rows of Resolution.result
// (written before answers were shared), and resolutions cached by earlier code, are not packed.
import type { CitationRecord, ResolutionRecord, ResolutionStepRecord } from "../../domain/resolutions.js";

export type Answer = Omit<ResolutionRecord, "id" | "releaseVersion" | "createdAt">;

interface PackedStep extends Omit<ResolutionStepRecord, "citations" | "targets"> {
  targets: (Omit<ResolutionStepRecord["targets"][number], "citations"> & { citations: number[] })[];
  citations: number[];
}

export interface PackedAnswer extends Omit<Answer, "steps"> {
  citations: CitationRecord[];
  steps: PackedStep[];
}

/** An answer's small fields: what a client asking only for a resolution's outcome reads. */
export type AnswerHead = Pick<Answer, "asOf" | "status" | "pendingChoice" | "summary" | "unsupported">;

/**
 * A packed answer as made where the engine ran (src/workers/engine-answer.ts): its JSON and its small fields,
 * the rest parsed from the JSON by whoever reads it (never, for a client that asks only for the outcome).
 */
export class PackedJson {
  constructor(
    readonly head: AnswerHead,
    readonly json: string,
    /** The texts `json` was joined from, where it was (a database joins them itself: no copy of a large answer into one string here). */
    readonly parts?: readonly [string, string],
  ) {}

  /**
   * The answer, parsed anew at each call: the value is kept in the memo for an hour, and a parse kept with
   * it (tens of objects a step) outlived a collection of the young generation or two, to be copied and
   * promoted, for a question most often never asked again. A reader keeps its parse for as long as it needs it.
   */
  parse(): PackedAnswer {
    return JSON.parse(this.json) as PackedAnswer;
  }
}

/**
 * JSON with every character outside ASCII written as a \uXXXX escape: the same value to any reader. Rule and
 * card texts have typographic quotes and dashes, and one such character made an answer's whole JSON a
 * two-byte string in V8 (the engine's part joined to the citations): twice the memory, copied twice the
 * bytes from the worker, and parsed and written to sockets by V8's slower paths.
 */
export function asciiJson(json: string): string {
  return json.replace(NON_ASCII, escapeChar);
}

const NON_ASCII = /[\u007f-\uffff]/g;
const escapeChar = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

export function packAnswer(answer: Answer): PackedAnswer {
  const citations: CitationRecord[] = [];
  const bySame = new Map<CitationRecord, number>(); // the common case: one object per rule in an answer computed here
  const byValue = new Map<string, number>(); // and equal objects (an answer parsed from the cache)
  const indexOf = (c: CitationRecord): number => {
    let i = bySame.get(c);
    if (i === undefined) {
      const key = JSON.stringify(c);
      i = byValue.get(key);
      if (i === undefined) {
        i = citations.push(c) - 1;
        byValue.set(key, i);
      }
      bySame.set(c, i);
    }
    return i;
  };
  const steps = answer.steps.map((s) => ({
    ...s,
    targets: s.targets.map((t) => ({ ...t, citations: t.citations.map(indexOf) })),
    citations: s.citations.map(indexOf),
  }));
  return { ...answer, citations, steps };
}

export function unpackAnswer(packed: PackedAnswer): Answer {
  const { citations, steps, ...rest } = packed;
  const cite = (i: number): CitationRecord => {
    const c = citations[i];
    if (!c) throw new Error(`stored answer names citation ${i}, which it does not have`);
    return c;
  };
  return {
    ...rest,
    steps: steps.map((s) => ({ ...s, targets: s.targets.map((t) => ({ ...t, citations: t.citations.map(cite) })), citations: s.citations.map(cite) })),
  };
}

/** True for a packed answer (an answer as the API gives it has no top-level `citations`). */
export function isPacked(stored: PackedAnswer | Answer): stored is PackedAnswer {
  return Array.isArray((stored as Partial<PackedAnswer>).citations);
}

/** The answer as the API gives it, from either form. */
export function answerOf(stored: PackedAnswer | Answer): Answer {
  return isPacked(stored) ? unpackAnswer(stored) : stored;
}
