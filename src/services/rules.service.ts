// Use cases over the rules library: which release is in force, rule lookups, search, history and diffs.
import type { RulesRepository, SearchHit } from "../db/repositories/rules.repository.js";
import { isIsoDate, today } from "../domain/dates.js";
import type { RuleRecord, RulesReleaseRecord } from "../domain/rules.js";
import { ApiError, badInput } from "../errors.js";
import { normaliseRuleNumber } from "../importers/rules/index.js";
import { Refreshing } from "./refreshing.js";
import { ReleaseIndex } from "./release-index.js";
import { correspondencesFor } from "./rule-correspondences.js";
import { citable, ReleaseMatcher, type MatchHow } from "./rule-matching.js";
import { decodeOffsetCursor, encodeCursor, pageSize } from "./pagination.js";
import { memoized } from "./memo.js";

export interface ReleaseSelector {
  version?: string | null;
  asOf?: string | null;
}

export interface RuleMatchResult {
  release: RulesReleaseRecord;
  rule: RuleRecord | null;
  how: string;
  confidence: number;
  explanation: string;
}

export interface RuleChangeResult {
  from: RuleRecord;
  to: RuleRecord;
  how: MatchHow;
  confidence: number;
  renumbered: boolean;
  textChanged: boolean;
}

export interface SearchPage {
  hits: { rule: RuleRecord; rank: number; snippet: string; cursor: string }[];
  total: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

export class RulesService {
  /**
   * The published releases: their stamp read again every 2 s, so a release imported through another
   * instance shows up; the list itself read again only when the stamp changes.
   */
  private readonly releases: Refreshing<RulesReleaseRecord[]>;
  private listed: { stamp: string; releases: RulesReleaseRecord[] } | null = null;
  private readonly ruleCache = new Map<number, Promise<RuleRecord[]>>();
  private readonly indexes = new Map<number, Promise<ReleaseIndex>>();
  private readonly matchers = new Map<string, Promise<ReleaseMatcher>>();

  constructor(private readonly repo: RulesRepository) {
    this.releases = new Refreshing(() => this.readReleases());
  }

  private async readReleases(): Promise<RulesReleaseRecord[]> {
    const stamp = await this.repo.releaseStamp();
    if (this.listed?.stamp === stamp) return this.listed.releases;
    // read after the stamp: a release published in between is in the list now and changes the stamp next time
    const releases = await this.repo.listReleases();
    this.listed = { stamp, releases };
    return releases;
  }

  async listReleases(): Promise<RulesReleaseRecord[]> {
    return this.releases.get();
  }

  /** Forget cached releases (after an import through this instance adds one). */
  invalidate(): void {
    this.releases.changed();
  }

  /** Names what is published: changes when a release is added (published ones never change). */
  async epoch(): Promise<string> {
    return (await this.listReleases()).map((r) => `${r.id}:${r.contentHash.slice(0, 12)}`).join(",");
  }

  /** The release a request is pinned to: a named version, or the one in force on `asOf` (default today). */
  async selectRelease(selector: ReleaseSelector, fields = { version: "version", asOf: "asOf" }): Promise<RulesReleaseRecord> {
    const releases = await this.listReleases();
    if (releases.length === 0) throw new ApiError("SERVICE_UNAVAILABLE", "no rules release has been imported yet");
    const { version, asOf } = selector;
    if (version != null && asOf != null) throw badInput(fields.version, `give either ${fields.version} or ${fields.asOf}, not both`);
    if (version != null) {
      const found = releases.find((r) => r.version === version) ?? releases.find((r) => r.version.toLowerCase() === version.trim().toLowerCase());
      if (!found) {
        const known = releases.map((r) => r.version);
        throw badInput(fields.version, `unknown rules version "${version}"; known versions: ${known.join(", ")}`, { knownVersions: known });
      }
      return found;
    }
    const date = asOf ?? today();
    if (!isIsoDate(date)) throw badInput(fields.asOf, `"${date}" is not a date of the form YYYY-MM-DD`);
    const inForce = releases.filter((r) => r.effectiveFrom <= date).at(-1);
    if (!inForce) {
      const first = releases[0];
      throw badInput(fields.asOf, `no rules release was in force on ${date}: the first release, ${first.version}, took effect on ${first.effectiveFrom}`, {
        firstRelease: first.version,
        firstEffectiveFrom: first.effectiveFrom,
      });
    }
    return inForce;
  }

  async releaseById(id: number): Promise<RulesReleaseRecord> {
    const found = (await this.listReleases()).find((r) => r.id === id);
    if (!found) throw new Error(`release ${id} not loaded`);
    return found;
  }

  parseNumber(input: string, field = "number"): string {
    const number = normaliseRuleNumber(input);
    if (!number) {
      throw badInput(field, `"${input}" is not a rule number; expected digits then dot-separated numbers or letters, like 359.3.e.14.a`);
    }
    return number;
  }

  async rule(number: string, selector: ReleaseSelector): Promise<RuleRecord | null> {
    const release = await this.selectRelease(selector);
    return this.ruleIn(release, this.parseNumber(number));
  }

  async ruleIn(release: RulesReleaseRecord, number: string): Promise<RuleRecord | null> {
    return (await this.index(release)).rule(number);
  }

  async parentOf(rule: RuleRecord): Promise<RuleRecord | null> {
    if (!rule.parentNumber) return null;
    return this.ruleIn(await this.releaseById(rule.releaseId), rule.parentNumber);
  }

  async childrenOf(rule: RuleRecord): Promise<RuleRecord[]> {
    return (await this.index(await this.releaseById(rule.releaseId))).children(rule.number);
  }

  async subtree(under: string, selector: ReleaseSelector): Promise<RuleRecord[]> {
    const release = await this.selectRelease(selector);
    const root = this.parseNumber(under, "under");
    return (await this.index(release)).rules.filter((rule) => rule.number === root || rule.number.startsWith(`${root}.`));
  }

  async search(text: string, selector: ReleaseSelector, first: number | null | undefined, after: string | null | undefined): Promise<SearchPage> {
    if (!text.trim()) throw badInput("text", "search text must not be empty");
    if (text.length > 500) throw badInput("text", "search text is limited to 500 characters");
    const release = await this.selectRelease(selector);
    const limit = pageSize(first);
    const offset = after ? decodeOffsetCursor(after, "search", "after") + 1 : 0;
    const { hits, total } = await this.repo.search(release, text, limit, offset);
    const withCursors = hits.map((hit: SearchHit, i) => ({ ...hit, cursor: encodeCursor("search", offset + i) }));
    return {
      hits: withCursors,
      total,
      hasNextPage: offset + hits.length < total,
      endCursor: withCursors.at(-1)?.cursor ?? null,
    };
  }

  /** The same rule in every other release, following renumbering. */
  async history(number: string, selector: ReleaseSelector): Promise<RuleMatchResult[]> {
    const source = await this.selectRelease(selector);
    const normalised = this.parseNumber(number);
    const rule = await this.ruleIn(source, normalised);
    if (!rule) throw new ApiError("NOT_FOUND", `rule ${normalised} does not exist in rules release ${source.version}`, { field: "number" });
    const results: RuleMatchResult[] = [];
    for (const target of await this.listReleases()) {
      if (target.id === source.id) continue;
      const match = citable((await this.matcher(source, target)).match(normalised));
      results.push(
        match
          ? { release: target, rule: await this.ruleIn(target, match.number), how: match.how, confidence: match.confidence, explanation: match.explanation }
          : { release: target, rule: null, how: "no-match", confidence: 0, explanation: `no rule in ${target.version} corresponds to ${normalised}` },
      );
    }
    return results;
  }

  /** Rules added, removed and changed between two releases, following renumbering. */
  async diff(fromVersion: string, toVersion: string): Promise<{ from: RulesReleaseRecord; to: RulesReleaseRecord; added: RuleRecord[]; removed: RuleRecord[]; changed: RuleChangeResult[] }> {
    const from = await this.selectRelease({ version: fromVersion }, { version: "from", asOf: "from" });
    const to = await this.selectRelease({ version: toVersion }, { version: "to", asOf: "to" });
    const d = (await this.matcher(from, to)).diff();
    const fromRules = byNumber(await this.rulesOf(from));
    const toRules = byNumber(await this.rulesOf(to));
    const pick = (map: Map<string, RuleRecord>, n: string) => map.get(n) as RuleRecord;
    return {
      from,
      to,
      added: d.added.map((n) => pick(toRules, n)),
      removed: d.removed.map((n) => pick(fromRules, n)),
      changed: d.changed.map((c) => {
        const a = pick(fromRules, c.from);
        const b = pick(toRules, c.to);
        return { from: a, to: b, how: c.how, confidence: c.confidence, renumbered: a.number !== b.number, textChanged: a.text !== b.text };
      }),
    };
  }

  /** Finds, for a rule number of RUP4 (or any source release), the number in the pinned release. */
  async counterpart(sourceVersion: string, number: string, target: RulesReleaseRecord): Promise<{ rule: RuleRecord | null; how: string; confidence: number }> {
    const source = await this.selectRelease({ version: sourceVersion });
    if (source.id === target.id) return { rule: await this.ruleIn(target, number), how: "same-release", confidence: 1 };
    const match = citable((await this.matcher(source, target)).match(number));
    if (!match) return { rule: null, how: "no-match", confidence: 0 };
    return { rule: await this.ruleIn(target, match.number), how: match.how, confidence: match.confidence };
  }

  /** The release's rules in memory (built once: a published release never changes). */
  private index(release: RulesReleaseRecord): Promise<ReleaseIndex> {
    return memoized(this.indexes, release.id, () => this.rulesOf(release).then((rules) => new ReleaseIndex(rules)));
  }

  private rulesOf(release: RulesReleaseRecord): Promise<RuleRecord[]> {
    return memoized(this.ruleCache, release.id, () => this.repo.allRules(release));
  }

  private matcher(from: RulesReleaseRecord, to: RulesReleaseRecord): Promise<ReleaseMatcher> {
    return memoized(this.matchers, `${from.id}->${to.id}`, () =>
      Promise.all([this.rulesOf(from), this.rulesOf(to)]).then(([a, b]) => new ReleaseMatcher(a, b, correspondencesFor(from.version, to.version))),
    );
  }

}

function byNumber(rules: RuleRecord[]): Map<string, RuleRecord> {
  const map = new Map<string, RuleRecord>();
  for (const rule of rules) if (!map.has(rule.number)) map.set(rule.number, rule);
  return map;
}
