/**
 * Rules profiles: the few places where an earlier Core Rules release gives a different outcome
 * than RUP4 for a chain the engine resolves, as typed behaviour switches. The engine models RUP4
 * and consults the profile only at these places; each switch names the rule (by its RUP4 number)
 * whose presence or wording decides it. docs/RELEASE-DIFFERENCES.md lists the evidence per release,
 * and the places that were checked and do not differ.
 *
 * The table is explicit and keyed by release version: most switches depend on a change
 * of wording inside a rule that every release has (14.b lost no number, 323.7 kept its place), which
 * no reliable test on the release data can detect. A release missing from the table is read as RUP4
 * reads (`profileFor` says so with `known: false`); a test keeps the table complete for the
 * releases in ../shared/data.
 */

/** How linked instructions (RUP4 359.3.e.14) are handled. */
export type LinkedInstructions =
  /**
   * The release has no rule on linked instructions (no 14, 14.a, 14.b): a later instruction that
   * refers to an earlier one's object is followed on its own if it can be (its object still legal);
   * "if you do" and "do X to do Y" are conditions written on the card, read as written.
   */
  | "none"
  /** 14 and 14.a apply; 14.b says a replaced action never affects a later linked instruction (no exception). */
  | "replacement-never-matters"
  /** 14, 14.a, and 14.b with its exception: a later "if you do" needs the action itself to have happened (RUP4). */
  | "if-you-do-needs-the-action";

export interface RulesProfile {
  /** The release the profile describes, as explanations name it ("RUP4", "v1.2"). */
  release: string;
  /** RUP4 359.3.e.14–14.c. */
  linkedInstructions: LinkedInstructions;
  /**
   * RUP4 323.7: a cleanup recalls permanents in a base other than their controller's. Releases
   * before v1.3 recall only gear at battlefields, so such a permanent stays where it is.
   */
  recallFromOtherBases: boolean;
  /**
   * RUP4 466.3.d: a combat whose attackers were recalled in the combat cleanup has no result. v1.3's no-result rule (461.3.d) lacks
   * that clause, so its defender, alone at the battlefield after the recall, wins it (461.3.a). Releases before v1.3 have no combat
   * result rules at all: the engine reads them as RUP4 does, and says so.
   */
  recallTieNoResult: boolean;
}

/** The engine's own rules: Core Rules RUP4. */
export const RUP4_PROFILE: RulesProfile = { release: "RUP4", linkedInstructions: "if-you-do-needs-the-action", recallFromOtherBases: true, recallTieNoResult: true };

const BEFORE_V13 = { linkedInstructions: "none", recallFromOtherBases: false, recallTieNoResult: true } as const;

/** Every release the project imports, by version (../shared/data/rules/releases.json). */
export const RULES_PROFILES: Readonly<Record<string, RulesProfile>> = {
  "2025-06-02": { release: "2025-06-02", ...BEFORE_V13 },
  "2025-10": { release: "2025-10", ...BEFORE_V13 },
  "v1.2": { release: "v1.2", ...BEFORE_V13 },
  "v1.3": { release: "v1.3", linkedInstructions: "replacement-never-matters", recallFromOtherBases: true, recallTieNoResult: false },
  RUP4: RUP4_PROFILE,
};

/** The profile of a release; a release the table does not know is read as RUP4 reads. */
export function profileFor(version: string): { profile: RulesProfile; known: boolean } {
  const hit = RULES_PROFILES[version];
  return hit ? { profile: hit, known: true } : { profile: { ...RUP4_PROFILE, release: version }, known: false };
}
