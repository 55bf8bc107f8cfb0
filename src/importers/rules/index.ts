/**
 * Core Rules importers: one parser per source format, shared structure
 * building and numbering checks. Entry points for the import CLI and the API.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { buildRules, depthHistogram, type RawEntry } from "./builder.js";
import { checkNumbering } from "./checks.js";
import { parseBoldMarkdown } from "./bold-markdown.js";
import { parseHtmlRuleRows } from "./html-rule-rows.js";
import { parsePlainMarkdown } from "./plain-markdown.js";
import { parseSectionFiles, readmeChapters, type SourceFile } from "./section-files.js";
import type { ImportWarning, ParsedRelease, ReleaseMeta } from "./types.js";

export type { ReleaseMeta, ParsedRule, ImportWarning, ParsedRelease, ImportReport, WarningKind } from "./types.js";
export { normaliseRuleNumber, compareRuleNumbers, structuralParent, depthOf } from "./numbers.js";
export { checkNumbering } from "./checks.js";
export { parseInlineTranscription } from "./inline-transcription.js";
export { decodeEntities, normaliseWhitespace } from "./text.js";

export const RULE_FORMATS = ["section-files", "plain-markdown", "html-rule-rows", "bold-markdown"] as const;

function rulesDir(dataDir: string): string {
  return path.join(dataDir, "rules");
}

/** The releases listed in `<dataDir>/rules/releases.json`, sorted by effectiveFrom (then version). */
export function readReleaseIndex(dataDir: string): ReleaseMeta[] {
  const raw = JSON.parse(readFileSync(path.join(rulesDir(dataDir), "releases.json"), "utf8")) as {
    releases?: unknown;
  };
  if (!Array.isArray(raw.releases)) throw new Error("releases.json: no 'releases' array");
  const out = raw.releases.map((r: Record<string, unknown>, i: number): ReleaseMeta => {
    const str = (k: string): string => {
      const v = r[k];
      if (typeof v !== "string" || v.length === 0) throw new Error(`releases.json: release #${i} has no '${k}'`);
      return v;
    };
    const effectiveFrom = str("effectiveFrom");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(effectiveFrom)) {
      throw new Error(`releases.json: release #${i} effectiveFrom '${effectiveFrom}' is not YYYY-MM-DD`);
    }
    return {
      version: str("version"),
      title: str("title"),
      lastUpdated: typeof r.lastUpdated === "string" && r.lastUpdated.length > 0 ? r.lastUpdated : null,
      effectiveFrom,
      format: str("format"),
      path: str("path"),
      source: str("source"),
    };
  });
  return out.sort((a, b) =>
    a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : a.version.localeCompare(b.version),
  );
}

function sha256(buffers: readonly Buffer[]): string {
  const h = createHash("sha256");
  for (const b of buffers) h.update(b);
  return h.digest("hex");
}

/** Parses one release from its source file(s). Throws on an unknown format or a missing file. */
export function parseRelease(dataDir: string, meta: ReleaseMeta): ParsedRelease {
  if (!(RULE_FORMATS as readonly string[]).includes(meta.format)) {
    throw new Error(`${meta.version}: unknown rules format '${meta.format}'`);
  }
  const target = path.join(rulesDir(dataDir), meta.path);
  let entries: RawEntry[];
  let parserWarnings: ImportWarning[];
  let buffers: Buffer[];
  if (meta.format === "section-files") {
    if (!statSync(target).isDirectory()) throw new Error(`${meta.version}: ${target} is not a folder`);
    const names = readdirSync(target).sort();
    buffers = names.map((n) => readFileSync(path.join(target, n)));
    const files: SourceFile[] = [];
    let readme = "";
    names.forEach((n, i) => {
      const text = buffers[i]!.toString("utf8");
      if (/^readme\.md$/i.test(n)) readme = text;
      else if (/^\d{3}.*\.md$/.test(n)) files.push({ name: n, text });
    });
    ({ entries, warnings: parserWarnings } = parseSectionFiles(files, readmeChapters(readme)));
  } else {
    const buf = readFileSync(target);
    buffers = [buf];
    const text = buf.toString("utf8");
    switch (meta.format) {
      case "plain-markdown":
        ({ entries, warnings: parserWarnings } = parsePlainMarkdown(text));
        break;
      case "html-rule-rows":
        ({ entries, warnings: parserWarnings } = parseHtmlRuleRows(text));
        break;
      case "bold-markdown":
        ({ entries, warnings: parserWarnings } = parseBoldMarkdown(text));
        break;
      default:
        throw new Error(`${meta.version}: unknown rules format '${meta.format}'`);
    }
  }
  const rules = buildRules(entries);
  const warnings = [...parserWarnings, ...checkNumbering(rules)];
  return {
    meta,
    rules,
    warnings,
    contentHash: sha256(buffers),
    report: { ruleCount: rules.length, byDepth: depthHistogram(rules), warningCount: warnings.length },
  };
}

/** Every release of releases.json, parsed, in effectiveFrom order. */
export function parseAllReleases(dataDir: string): ParsedRelease[] {
  return readReleaseIndex(dataDir).map((meta) => parseRelease(dataDir, meta));
}
