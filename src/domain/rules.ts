// The rules library as the service and the API see it (no database or GraphQL types here).

export interface RulesReleaseRecord {
  id: number;
  version: string;
  title: string;
  /** YYYY-MM-DD */
  effectiveFrom: string;
  lastUpdated: string | null;
  source: string;
  format: string;
  contentHash: string;
  ruleCount: number;
  warnings: string[];
  report: ImportReport;
}

export interface ImportReport {
  ruleCount: number;
  byDepth: Record<string, number>;
  warningCount: number;
}

export interface RuleRecord {
  id: number;
  releaseId: number;
  version: string;
  number: string;
  parentNumber: string | null;
  position: number;
  depth: number;
  heading: boolean;
  text: string;
  examples: string[];
}
