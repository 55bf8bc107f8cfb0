/**
 * Matching rules across two releases of the Core Rules (pure, no I/O).
 *
 * Rule numbers move between releases (the illegal-targets rule is 563.2.c in
 * 2025-06-02, 356.3.e in 2025-10/v1.2 and 359.3.e in v1.3/RUP4), so a rule
 * is followed by its text and its place in the tree, not by its number.
 *
 * The matcher computes a one-to-one assignment once, in rounds, from the
 * most to the least certain evidence:
 *  1. anchors: same number and same text (for short texts, also the parent's
 *     number and text), and distinctive texts (at least ANCHOR_TOKENS words)
 *     that occur exactly once on each side;
 *  2. similar texts: TF-IDF cosine over words and word pairs, candidates found
 *     through an inverted index, with a bonus when the parents are matched to
 *     each other and a small one for an unchanged number; pairs are taken
 *     greedily from the best score down, with decreasing thresholds so that
 *     later pairs see the parents matched by earlier ones;
 *     A tie between equally similar candidates with no context to break it
 *     (repeated texts) is left to round 3;
 *  3. parent context, for short or repeated texts ("Overview", "Combat",
 *     "Victory Score: 8"): a rule is looked for among the free children of
 *     its parent's counterpart; otherwise a rule is placed where most of its
 *     matched children went. Repeated until nothing changes.
 * Everything else has no counterpart (match returns null), as has any match
 * whose confidence would be below MIN_CONFIDENCE.
 *
 * Confidence: 1 for same number and same text; 0.92–0.97 for a distinctive
 * identical text under another number; otherwise it grows with the text
 * similarity, goes up when the parents are matched to each other and down
 * when the parent went elsewhere or another candidate is about as similar.
 * The assignment is computed for one direction: matching A->B and B->A can
 * differ at the margins.
 *
 * "Same text" compares a canonical form: whitespace collapsed, curly quotes
 * and dashes made plain, no space before punctuation, a leading list bullet
 * dropped. Case and wording differences count as edits.
 */

export interface MatchableRule {
  number: string;
  text: string;
  parentNumber: string | null;
  heading: boolean;
  examples?: string[];
}

export type MatchHow =
  | "same-number-same-text"
  | "same-number-edited-text"
  | "same-text-renumbered"
  | "similar-text-renumbered"
  | "parent-context";

export interface RuleMatch {
  number: string;
  /**
   * False when another rule of the target release carries the same number
   * and comes first (a numbering fault in the transcription), so the number
   * does not lead to this rule.
   */
  addressable: boolean;
  how: MatchHow;
  /** 0..1 */
  confidence: number;
  explanation: string;
}

/** A counterpart decided by hand: `to` null refuses any counterpart for `from`. */
export interface FixedCorrespondence {
  from: string;
  to: string | null;
  why: string;
}

export interface ReleaseDiff {
  added: string[];
  removed: string[];
  changed: { from: string; to: string; how: MatchHow; confidence: number }[];
}

/** Texts with at least this many words that occur once on each side are matched outright. */
const ANCHOR_TOKENS = 4;
/** Below this many words a text is too generic to be matched without context. */
const SHORT_TOKENS = 4;
/** Minimum text similarity for rounds 2 (by descending pass) and 3. */
const SIMILARITY_PASSES = [0.8, 0.62, 0.45] as const;
const CONTEXT_MIN_SIMILARITY = 0.5;
/**
 * A rewritten rule under its parent's counterpart, or a rule whose sub-rules
 * went under one rule, needs at least this text similarity (structure is
 * then the main evidence), and for the former a clear lead over the next
 * candidate.
 */
const STRUCTURAL_MIN_SIMILARITY = 0.2;
const STRUCTURAL_MARGIN = 0.08;
/** ... and the rule at least this many words: a short rule says too little to be placed on structure. */
const STRUCTURAL_MIN_WORDS = 8;
/** Round 4: a gap between two matched neighbours is looked at only if it is at most this long in the other release. */
const GAP_MAX = 12;
const GAP_MIN_SIMILARITY = 0.3;
/** Matches below this confidence are not reported. */
const MIN_CONFIDENCE = 0.4;
/** Posting lists longer than this are skipped when looking for candidates (they are still scored). */
const MAX_POSTING = 250;
const CANDIDATES = 25;

export function canonicalText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201a\u201b\u2032\u02bc]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[*\u2022]\s+/, "")
    .replace(/\s+([,.;:!?)\]])/g, "$1")
    .replace(/([(\[])\s+/g, "$1");
}

function words(text: string): string[] {
  return canonicalText(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter((w) => w.length > 0);
}

function features(text: string): Map<string, number> {
  const ws = words(text);
  const out = new Map<string, number>();
  for (let i = 0; i < ws.length; i++) {
    out.set(ws[i]!, (out.get(ws[i]!) ?? 0) + 1);
    if (i + 1 < ws.length) {
      const bigram = `${ws[i]} ${ws[i + 1]}`;
      out.set(bigram, (out.get(bigram) ?? 0) + 1);
    }
  }
  return out;
}

interface Doc {
  side: 0 | 1;
  index: number;
  rule: MatchableRule;
  canon: string;
  wordCount: number;
  vec: Map<string, number>; // tf-idf weights
  norm: number;
  exVec: Map<string, number> | null;
  exNorm: number;
}

function cosine(a: Map<string, number>, an: number, b: Map<string, number>, bn: number): number {
  if (an === 0 || bn === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [k, v] of small) {
    const w = large.get(k);
    if (w !== undefined) dot += v * w;
  }
  return dot / (an * bn);
}

function round2(x: number): number {
  return Math.round(Math.max(0, Math.min(1, x)) * 100) / 100;
}

interface Pair {
  to: number;
  how: MatchHow;
  confidence: number;
  explanation: string;
}

export class ReleaseMatcher {
  private readonly from: Doc[];
  private readonly to: Doc[];
  /** from index -> pair */
  private readonly pairs = new Map<number, Pair>();
  /** to index -> from index */
  private readonly taken = new Map<number, number>();
  private readonly fromByNumber = new Map<string, number>();
  private readonly toByNumber = new Map<string, number[]>();
  private readonly toChildren = new Map<string, number[]>();
  private readonly fromChildren = new Map<string, number[]>();
  private readonly postings = new Map<string, number[]>();

  /** from indexes that must stay without a counterpart */
  private readonly refused = new Set<number>();

  constructor(from: readonly MatchableRule[], to: readonly MatchableRule[], fixed: readonly FixedCorrespondence[] = []) {
    const df = new Map<string, number>();
    const raw = [from, to].map((rules) =>
      rules.map((r) => {
        const f = features(r.text);
        for (const k of f.keys()) df.set(k, (df.get(k) ?? 0) + 1);
        const ex = r.examples && r.examples.length > 0 ? features(r.examples.join(" ")) : null;
        return { r, f, ex };
      }),
    );
    const n = from.length + to.length;
    const idf = (k: string) => Math.log((n + 1) / ((df.get(k) ?? 0) + 1)) + 1;
    const weigh = (f: Map<string, number>): [Map<string, number>, number] => {
      const v = new Map<string, number>();
      let s = 0;
      for (const [k, tf] of f) {
        const w = (1 + Math.log(tf)) * idf(k) * (k.includes(" ") ? 0.8 : 1);
        v.set(k, w);
        s += w * w;
      }
      return [v, Math.sqrt(s)];
    };
    const docs = raw.map((side, s) =>
      side.map(({ r, f, ex }, index): Doc => {
        const [vec, norm] = weigh(f);
        const [exVec, exNorm] = ex ? weigh(ex) : [null, 0];
        return {
          side: s as 0 | 1,
          index,
          rule: r,
          canon: canonicalText(r.text),
          wordCount: words(r.text).length,
          vec,
          norm,
          exVec,
          exNorm,
        };
      }),
    );
    this.from = docs[0]!;
    this.to = docs[1]!;
    this.from.forEach((d, i) => {
      if (!this.fromByNumber.has(d.rule.number)) this.fromByNumber.set(d.rule.number, i);
      if (d.rule.parentNumber !== null) push(this.fromChildren, d.rule.parentNumber, i);
    });
    this.to.forEach((d, i) => {
      push(this.toByNumber, d.rule.number, i);
      if (d.rule.parentNumber !== null) push(this.toChildren, d.rule.parentNumber, i);
      for (const k of d.vec.keys()) if (!k.includes(" ")) push(this.postings, k, i);
    });
    this.fix(fixed);
    this.anchors();
    for (const threshold of SIMILARITY_PASSES) this.similar(threshold);
    for (let pass = 0; pass < 4; pass++) if (!this.context()) break;
    for (let pass = 0; pass < 2; pass++) if (!this.gaps()) break;
  }

  /** The counterpart in `to` of `from`'s rule `number` (its first occurrence), or null. */
  match(number: string): RuleMatch | null {
    const i = this.fromByNumber.get(number) ?? this.fromByNumber.get(number.trim().toLowerCase().replace(/\.+$/, ""));
    if (i === undefined) return null;
    const p = this.pairs.get(i);
    if (!p) return null;
    const to = this.to[p.to]!.rule.number;
    const addressable = this.toByNumber.get(to)?.[0] === p.to;
    return { number: to, addressable, how: p.how, confidence: p.confidence, explanation: p.explanation };
  }

  /**
   * Numbers added (in `to`, no counterpart), removed (in `from`, no
   * counterpart) and changed (matched, with a different number or text).
   * A number that occurs several times counts as matched if any occurrence is.
   */
  diff(): ReleaseDiff {
    const matchedFrom = new Set<string>();
    const matchedTo = new Set<string>();
    const changed: ReleaseDiff["changed"] = [];
    const seen = new Set<string>();
    for (const [fi, p] of [...this.pairs].sort((a, b) => a[0] - b[0])) {
      const f = this.from[fi]!;
      const t = this.to[p.to]!;
      matchedFrom.add(f.rule.number);
      matchedTo.add(t.rule.number);
      if (f.rule.number !== t.rule.number || f.canon !== t.canon) {
        const key = `${f.rule.number}\u0000${t.rule.number}`;
        if (seen.has(key)) continue;
        seen.add(key);
        changed.push({ from: f.rule.number, to: t.rule.number, how: p.how, confidence: p.confidence });
      }
    }
    const uniq = (docs: Doc[], matched: Set<string>) => {
      const out: string[] = [];
      const s = new Set<string>();
      for (const d of docs) {
        const num = d.rule.number;
        if (!matched.has(num) && !s.has(num)) {
          s.add(num);
          out.push(num);
        }
      }
      return out;
    };
    return { added: uniq(this.to, matchedTo), removed: uniq(this.from, matchedFrom), changed };
  }

  // ---------------------------------------------------------------- rounds

  private assign(fi: number, ti: number, how: MatchHow, confidence: number, explanation: string): void {
    if (this.refused.has(fi)) return;
    this.pairs.set(fi, { to: ti, how, confidence: round2(confidence), explanation });
    this.taken.set(ti, fi);
  }

  /** Matched, or refused by a listed correspondence. */
  private done(fi: number): boolean {
    return this.pairs.has(fi) || this.refused.has(fi);
  }

  /** Round 0: the correspondences listed by hand. Unknown numbers are skipped. */
  private fix(fixed: readonly FixedCorrespondence[]): void {
    for (const c of fixed) {
      const fi = this.fromByNumber.get(c.from);
      if (fi === undefined) continue;
      if (c.to === null) {
        this.refused.add(fi);
        continue;
      }
      const ti = this.toByNumber.get(c.to)?.[0];
      if (ti === undefined || !this.free(ti)) continue;
      const same = this.from[fi]!.rule.number === c.to;
      this.assign(fi, ti, same ? "same-number-edited-text" : "similar-text-renumbered", 0.8, `listed correspondence: ${c.why}`);
    }
  }

  private free(ti: number): boolean {
    return !this.taken.has(ti);
  }

  /** The to-number matched to a from-number (first occurrence), if any. */
  private counterpartOf(number: string | null): string | null | undefined {
    if (number === null) return undefined;
    const fi = this.fromByNumber.get(number);
    if (fi === undefined) return undefined;
    const p = this.pairs.get(fi);
    return p ? this.to[p.to]!.rule.number : undefined;
  }

  /** +1 parents matched to each other, -1 parent matched elsewhere, 0 unknown. */
  private parentAgreement(f: Doc, t: Doc): -1 | 0 | 1 {
    if (f.rule.parentNumber === null && t.rule.parentNumber === null) return 0;
    const cp = this.counterpartOf(f.rule.parentNumber);
    if (cp === undefined) return 0;
    return cp === t.rule.parentNumber ? 1 : -1;
  }

  private anchors(): void {
    const count = (docs: Doc[]) => {
      const m = new Map<string, number[]>();
      docs.forEach((d, i) => {
        if (d.canon.length > 0) push(m, d.canon, i);
      });
      return m;
    };
    const fromTexts = count(this.from);
    const toTexts = count(this.to);
    // same number, same text
    this.from.forEach((f, fi) => {
      if (f.canon.length === 0) return;
      for (const ti of this.toByNumber.get(f.rule.number) ?? []) {
        const t = this.to[ti]!;
        if (!this.free(ti) || t.canon !== f.canon) continue;
        const short = f.wordCount < SHORT_TOKENS || (fromTexts.get(f.canon)?.length ?? 0) > 1;
        if (short && !this.sameParentText(f, t)) continue;
        this.assign(fi, ti, "same-number-same-text", 1, "same number and same text");
        return;
      }
    });
    // distinctive text occurring once on each side
    for (const [canon, fis] of fromTexts) {
      if (fis.length !== 1) continue;
      const tis = toTexts.get(canon);
      if (!tis || tis.length !== 1) continue;
      const fi = fis[0]!;
      const ti = tis[0]!;
      const f = this.from[fi]!;
      if (this.done(fi) || !this.free(ti) || f.wordCount < ANCHOR_TOKENS) continue;
      const t = this.to[ti]!;
      if (f.rule.number === t.rule.number) {
        this.assign(fi, ti, "same-number-same-text", 1, "same number and same text");
      } else {
        this.assign(
          fi,
          ti,
          "same-text-renumbered",
          f.wordCount >= 8 ? 0.97 : 0.92,
          `renumbered ${f.rule.number} -> ${t.rule.number}; the text (${f.wordCount} words) is identical and occurs once in each release`,
        );
      }
    }
  }

  private sameParentText(f: Doc, t: Doc): boolean {
    const fp = f.rule.parentNumber;
    const tp = t.rule.parentNumber;
    if (fp === null || tp === null) return fp === tp;
    if (fp !== tp) return false;
    const a = this.fromByNumber.get(fp);
    const b = this.toByNumber.get(tp)?.[0];
    if (a === undefined || b === undefined) return true; // both parents missing from the documents
    return this.from[a]!.canon === this.to[b]!.canon;
  }

  private textSimilarity(f: Doc, t: Doc): number {
    if (f.canon === t.canon) return 1;
    const text = cosine(f.vec, f.norm, t.vec, t.norm);
    if (f.exVec && t.exVec) return 0.85 * text + 0.15 * cosine(f.exVec, f.exNorm, t.exVec, t.exNorm);
    return text;
  }

  private candidates(f: Doc): number[] {
    const acc = new Map<number, number>();
    let used = 0;
    for (const [k, w] of f.vec) {
      if (k.includes(" ")) continue;
      const list = this.postings.get(k);
      if (!list || list.length > MAX_POSTING) continue;
      used++;
      for (const ti of list) {
        if (!this.free(ti)) continue;
        acc.set(ti, (acc.get(ti) ?? 0) + w * (this.to[ti]!.vec.get(k) ?? 0));
      }
    }
    if (used === 0) {
      // only very common words: score against every free rule
      this.to.forEach((_, ti) => {
        if (this.free(ti)) acc.set(ti, 0);
      });
    }
    for (const ti of this.toByNumber.get(f.rule.number) ?? []) if (this.free(ti) && !acc.has(ti)) acc.set(ti, 0);
    return [...acc.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, CANDIDATES)
      .map(([ti]) => ti);
  }

  private similar(threshold: number): void {
    type Cand = { fi: number; ti: number; sim: number; score: number; second: number; agree: -1 | 0 | 1 };
    const all: Cand[] = [];
    this.from.forEach((f, fi) => {
      if (this.done(fi) || f.wordCount < SHORT_TOKENS) return;
      const scored = this.candidates(f)
        .map((ti) => {
          const t = this.to[ti]!;
          const sim = this.textSimilarity(f, t);
          const agree = this.parentAgreement(f, t);
          const score = sim + 0.12 * agree + (f.rule.number === t.rule.number ? 0.04 : 0) + (f.rule.heading === t.rule.heading ? 0 : -0.05);
          return { fi, ti, sim, score, agree, second: 0 };
        })
        .sort((a, b) => b.score - a.score);
      const second = scored[1]?.sim ?? 0;
      for (const c of scored.slice(0, 3)) {
        if (c.sim >= threshold) all.push({ ...c, second: c === scored[0] ? second : scored[0]!.sim });
      }
    });
    all.sort((a, b) => b.score - a.score);
    for (const c of all) {
      if (this.done(c.fi) || !this.free(c.ti)) continue;
      const f = this.from[c.fi]!;
      const t = this.to[c.ti]!;
      const sameNumber = f.rule.number === t.rule.number;
      const sameText = f.canon === t.canon;
      // ambiguity: another candidate about as similar, and no context to decide
      const margin = c.sim - c.second;
      // a tie with no context to break it (repeated texts): leave it to the parent-context round
      if (margin < 0.02 && c.agree !== 1 && !sameNumber) continue;
      let confidence = 0.35 + 0.6 * c.sim + 0.08 * c.agree + (sameNumber ? 0.05 : 0);
      if (margin < 0.05 && c.agree <= 0 && !sameNumber) confidence -= 0.15;
      let how: MatchHow;
      if (sameNumber && sameText) {
        how = "same-number-same-text";
        confidence = 1;
      } else if (sameNumber) how = "same-number-edited-text";
      else if (sameText) how = "same-text-renumbered";
      else how = "similar-text-renumbered";
      if (confidence < MIN_CONFIDENCE) continue;
      const parts = [
        sameText ? "identical text" : `text similarity ${c.sim.toFixed(2)}`,
        sameNumber ? "same number" : `renumbered ${f.rule.number} -> ${t.rule.number}`,
      ];
      if (c.agree === 1) parts.push(`parents matched (${f.rule.parentNumber} -> ${t.rule.parentNumber})`);
      if (c.agree === -1) parts.push(`but the parent ${f.rule.parentNumber} went elsewhere`);
      if (margin < 0.05 && !sameText) parts.push("another candidate is about as similar");
      this.assign(c.fi, c.ti, how, Math.min(confidence, sameText ? 1 : 0.97), parts.join("; "));
    }
  }

  /** Round 3. Returns true when something was matched. */
  private context(): boolean {
    let progress = false;
    this.from.forEach((f, fi) => {
      if (this.done(fi)) return;
      if (this.byParent(f, fi) || this.byChildren(f, fi)) progress = true;
    });
    return progress;
  }

  private contextHow(f: Doc, t: Doc): MatchHow | null {
    if (f.rule.number !== t.rule.number) return "parent-context";
    return f.canon === t.canon ? "same-number-same-text" : "same-number-edited-text";
  }

  /**
   * Looks for the rule among the free sub-rules of its parent's counterpart:
   * its children first, then (a level down, with a small penalty) their
   * children, for a rule that was folded under a sibling ("Step 1" gaining a
   * list of sub-rules). A text at least CONTEXT_MIN_SIMILARITY alike is
   * taken; a less similar one only as structural evidence (see
   * `structuralPick`).
   */
  private byParent(f: Doc, fi: number): boolean {
    const cp = this.counterpartOf(f.rule.parentNumber);
    if (cp === undefined || cp === null) return false;
    const kids = this.toChildren.get(cp) ?? [];
    const grandKids = kids.flatMap((ti) => this.toChildren.get(this.to[ti]!.rule.number) ?? []);
    const scored = [...kids.map((ti) => ({ ti, depth: 0 })), ...grandKids.map((ti) => ({ ti, depth: 1 }))]
      .filter(({ ti }) => this.free(ti))
      .map(({ ti, depth }) => {
        const t = this.to[ti]!;
        const sim = this.textSimilarity(f, t);
        const score = sim + (t.rule.heading === f.rule.heading ? 0.02 : 0) + (t.rule.number === f.rule.number ? 0.02 : 0) - 0.05 * depth;
        return { ti, sim, depth, score };
      })
      .sort((a, b) => b.score - a.score);
    const best = scored[0];
    if (!best) return false;
    const second = scored[1]?.sim ?? 0;
    const t = this.to[best.ti]!;
    const structural = best.sim < CONTEXT_MIN_SIMILARITY;
    if (structural && !this.structuralPick(f, fi, t, best.ti, best.sim, second)) return false;
    const how = this.contextHow(f, t)!;
    const ambiguous = best.sim - second < 0.05;
    let confidence = how === "same-number-same-text" ? 1 : 0.5 + 0.4 * best.sim + (how === "same-number-edited-text" ? 0.05 : 0);
    if (ambiguous && how !== "same-number-same-text") confidence -= 0.2;
    if (structural) confidence = Math.min(confidence, 0.45 + 0.5 * best.sim);
    if (confidence < MIN_CONFIDENCE) return false;
    const sameText = f.canon === t.canon;
    const where = best.depth === 0 ? `among the sub-rules of ${cp}` : `under ${t.rule.parentNumber}, a sub-rule of ${cp}`;
    this.assign(
      fi,
      best.ti,
      how,
      confidence,
      `${sameText ? "same text" : `text similarity ${best.sim.toFixed(2)}`} ${where}, the counterpart of the parent ${f.rule.parentNumber}${ambiguous && !sameText ? "; ambiguous" : ""}${structural ? "; the rule was rewritten: taken because it is the best match both ways" : ""}`,
    );
    return true;
  }

  /**
   * A rewritten rule (text similarity between STRUCTURAL_MIN_SIMILARITY and
   * CONTEXT_MIN_SIMILARITY) found under its parent's counterpart is accepted
   * only if the choice is clear both ways: it is clearly the best free
   * candidate there, no free rule anywhere else in the release is more
   * similar to it, and no other unmatched rule of the same parent is more
   * similar to the candidate.
   */
  private structuralPick(f: Doc, fi: number, t: Doc, ti: number, sim: number, second: number): boolean {
    if (sim < STRUCTURAL_MIN_SIMILARITY || f.wordCount < STRUCTURAL_MIN_WORDS || t.wordCount < SHORT_TOKENS) return false;
    if (sim - second < STRUCTURAL_MARGIN) return false;
    for (const other of this.candidates(f)) {
      if (other !== ti && this.textSimilarity(f, this.to[other]!) >= sim) return false;
    }
    const siblings = f.rule.parentNumber === null ? [] : (this.fromChildren.get(f.rule.parentNumber) ?? []);
    const cousins = siblings.flatMap((si) => [si, ...(this.fromChildren.get(this.from[si]!.rule.number) ?? [])]);
    for (const oi of cousins) {
      if (oi === fi || this.pairs.has(oi)) continue;
      if (this.textSimilarity(this.from[oi]!, t) >= sim) return false;
    }
    return true;
  }

  /**
   * Round 4, for rules still alone after the tree could not place them (a
   * section flattened or regrouped between releases): a rule lying between
   * two matched neighbours (in document order) is looked for among the free
   * rules between their counterparts, if that gap is short and in order. A
   * candidate is taken when its text is at least GAP_MIN_SIMILARITY alike,
   * clearly ahead of the next candidate, and no other unmatched rule of the
   * same gap is about as similar to it. Returns true when something was matched.
   */
  private gaps(): boolean {
    let progress = false;
    const matched = [...this.pairs.keys()].sort((a, b) => a - b);
    let k = 0;
    for (let fi = 0; fi < this.from.length; fi++) {
      while (k < matched.length && matched[k]! < fi) k++;
      if (this.done(fi)) continue;
      const f = this.from[fi]!;
      if (f.wordCount < SHORT_TOKENS) continue;
      const prev = matched[k - 1];
      const next = matched.find((m, j) => j >= k && m > fi && this.pairs.has(m));
      if (prev === undefined || next === undefined) continue;
      const lo = this.pairs.get(prev)!.to;
      const hi = this.pairs.get(next)!.to;
      if (hi <= lo + 1 || hi - lo - 1 > GAP_MAX) continue;
      const scored: { ti: number; sim: number }[] = [];
      for (let ti = lo + 1; ti < hi; ti++) {
        if (!this.free(ti) || this.to[ti]!.wordCount < SHORT_TOKENS) continue;
        scored.push({ ti, sim: this.textSimilarity(f, this.to[ti]!) });
      }
      scored.sort((a, b) => b.sim - a.sim);
      const best = scored[0];
      if (!best || best.sim < GAP_MIN_SIMILARITY) continue;
      const second = scored[1]?.sim ?? 0;
      if (best.sim - second < STRUCTURAL_MARGIN) continue;
      const t = this.to[best.ti]!;
      let rival = false;
      for (let oi = prev + 1; oi < next && !rival; oi++) {
        if (oi !== fi && !this.pairs.has(oi) && this.textSimilarity(this.from[oi]!, t) > best.sim - STRUCTURAL_MARGIN) rival = true;
      }
      if (rival) continue;
      const sameNumber = f.rule.number === t.rule.number;
      const confidence = Math.min(0.75, 0.4 + 0.6 * best.sim + (sameNumber ? 0.05 : 0));
      this.assign(
        fi,
        best.ti,
        sameNumber ? "same-number-edited-text" : "similar-text-renumbered",
        confidence,
        `text similarity ${best.sim.toFixed(2)}; ${sameNumber ? "same number" : `renumbered ${f.rule.number} -> ${t.rule.number}`}; placed by position: between the counterparts of ${this.from[prev]!.rule.number} and ${this.from[next]!.rule.number}`,
      );
      progress = true;
    }
    return progress;
  }

  /** A rule whose parent has no counterpart: follows where most of its matched sub-rules went. */
  private byChildren(f: Doc, fi: number): boolean {
    const votes = new Map<string, number>();
    let matchedKids = 0;
    const kids = this.fromChildren.get(f.rule.number) ?? [];
    for (const ci of kids) {
      const p = this.pairs.get(ci);
      if (!p) continue;
      matchedKids++;
      const tp = this.to[p.to]!.rule.parentNumber;
      if (tp !== null) votes.set(tp, (votes.get(tp) ?? 0) + 1);
    }
    if (matchedKids === 0) return false;
    const [target, n] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
    if (target === null || n < Math.max(1, Math.ceil(matchedKids / 2))) return false;
    const ti = (this.toByNumber.get(target) ?? []).find((i) => this.free(i));
    if (ti === undefined) return false;
    const t = this.to[ti]!;
    const sim = this.textSimilarity(f, t);
    const share = n / kids.length;
    // the sub-rules' agreement is the evidence; a rewritten text needs some likeness, more when few sub-rules agree
    const minSim = n >= 2 && share >= 0.5 ? STRUCTURAL_MIN_SIMILARITY : 0.3;
    if (sim < minSim && !(f.rule.heading && t.rule.heading)) return false;
    const how = this.contextHow(f, t)!;
    const confidence = how === "same-number-same-text" ? 1 : 0.35 + 0.3 * share + 0.3 * sim;
    if (confidence < MIN_CONFIDENCE) return false;
    this.assign(
      fi,
      ti,
      how,
      confidence,
      `${n} of ${kids.length} sub-rules of ${f.rule.number} have their counterparts under ${target}; text similarity ${sim.toFixed(2)}`,
    );
    return true;
  }
}

/**
 * A match that can be cited by its number: one whose number, in the target
 * release's transcription, also belongs to an earlier rule would show that
 * other rule, so it counts as no counterpart.
 */
export function citable(match: RuleMatch | null): RuleMatch | null {
  return match && match.addressable ? match : null;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
