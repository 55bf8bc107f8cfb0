// What each field costs and how long its lists are assumed to be, for the cost limit and the rate
// limiter. Units are "one object resolved": a rule lookup costs 1; resolveChain, which runs the engine,
// looks up every card it names, quotes citations and stores a permalink, costs 100.

export interface CostModel {
  /** Cost of one value of a field, by "Type.field". Unlisted: 1 for an object field, 0 for a leaf. */
  fieldCost: Readonly<Record<string, number>>;
  /** Assumed length of a list field without a `first` argument, by "Type.field". */
  listSize: Readonly<Record<string, number>>;
  defaultListSize: number;
  /** `first` of a connection when it is not given, and its largest allowed value. */
  defaultPageSize: number;
  maxPageSize: number;
}

export const RESOLVE_CHAIN_COST = 100;

export const FIELD_COST: Readonly<Record<string, number>> = {
  "Mutation.resolveChain": RESOLVE_CHAIN_COST,
  "Mutation.importRulesRelease": 1_000,
  "Mutation.importCards": 1_000,
  "Query.releaseDiff": 50,
  "Query.ruleHistory": 20,
  "Query.searchRules": 10,
  "Query.cards": 5,
};

export const LIST_SIZE: Readonly<Record<string, number>> = {
  "Query.rules": 100,
  "Query.rulesReleases": 10,
  "Query.ruleHistory": 10,
  "Rule.children": 10,
  "ReleaseDiff.added": 100,
  "ReleaseDiff.removed": 100,
  "ReleaseDiff.changed": 100,
  "Resolution.steps": 30,
  "ResolutionStep.targets": 3,
  "ResolutionStep.citations": 3,
  "TargetCheck.citations": 3,
  "BoardState.objects": 20,
  "BoardState.players": 2,
  "Card.textHistory": 3,
  "RulesRelease.byDepth": 6,
};
