/** Shared types of the Core Rules importers. */

export interface ReleaseMeta {
  version: string;
  title: string;
  lastUpdated: string | null;
  /** YYYY-MM-DD */
  effectiveFrom: string;
  format: string;
  /** Relative to `<dataDir>/rules/`: a file, or a folder for `section-files`. */
  path: string;
  source: string;
}

export interface ParsedRule {
  /** Normalised, no trailing dot: "359.3.e.14.a", "002", "359". */
  number: string;
  parentNumber: string | null;
  /** 0-based order in the document, unique within the release. */
  position: number;
  /** 0 for dotless numbers ("359", "002"), +1 per dotted segment ("359.3.e" = 2). */
  depth: number;
  /** True for chapter/section/heading entries ("## 300. …", "### 359. …", "359.3.e. Handling illegal …"). */
  heading: boolean;
  /** The rule's own text: markup stripped, entities decoded, whitespace normalised, without its examples. */
  text: string;
  /** Each Example:/Examples: paragraph of this rule, in order, without the label. */
  examples: string[];
}

export type WarningKind =
  | "duplicate-number"
  | "missing-parent"
  | "orphan"
  | "gap"
  | "merged-number"
  | "empty-text"
  | "out-of-order";

export interface ImportWarning {
  rule: string | null;
  kind: WarningKind | (string & {});
  message: string;
}

export interface ImportReport {
  ruleCount: number;
  byDepth: Record<string, number>;
  warningCount: number;
}

export interface ParsedRelease {
  meta: ReleaseMeta;
  rules: ParsedRule[];
  warnings: ImportWarning[];
  /** sha256 hex of the raw source bytes (files concatenated in sorted name order). */
  contentHash: string;
  report: ImportReport;
}
