#!/usr/bin/env node
// Audit of the citations: for every rule the engine cites (src/engine/rules.ts)
// and every earlier release, the counterpart the matcher finds (number, how,
// confidence) or "none". Run after `npm run build`:
//   node scripts/audit-citations.mjs            table of numbers
//   node scripts/audit-citations.mjs --text     also the texts, to judge each match by eye
// The texts are read from the data folder at run time; nothing is stored.
import path from "node:path";
import { RULES } from "../dist/src/engine/rules.js";
import { parseAllReleases } from "../dist/src/importers/rules/index.js";
import { ReleaseMatcher } from "../dist/src/services/rule-matching.js";
import { correspondencesFor } from "../dist/src/services/rule-correspondences.js";

const dataDir = process.env.RIFTRULES_DATA_DIR ?? path.resolve(process.cwd(), "../shared/data");
const showText = process.argv.includes("--text");
const showCandidates = process.argv.includes("--candidates");
const only = process.argv.find((a) => a.startsWith("--release="))?.slice(10);
const releases = parseAllReleases(dataDir);
const source = releases.find((r) => r.meta.version === "RUP4");
const byNum = (rel) => new Map(rel.rules.map((r) => [r.number, r]));
const srcRules = byNum(source);
const clip = (s, n = 160) => (s.length > n ? `${s.slice(0, n)}…` : s);
/** Plain word-set similarity, independent of the matcher: a second opinion for the audit. */
function nearest(text, rules, k) {
  const bag = (t) => new Set(t.toLowerCase().split(/[^a-z0-9']+/).filter((w) => w.length > 2));
  const a = bag(text);
  return rules
    .map((rule) => {
      const b = bag(rule.text);
      let common = 0;
      for (const w of a) if (b.has(w)) common++;
      return { rule, sim: common / Math.max(1, Math.sqrt(a.size * b.size)) };
    })
    .sort((x, y) => y.sim - x.sim)
    .slice(0, k);
}

for (const target of releases) {
  if (target === source || (only && target.meta.version !== only)) continue;
  const m = new ReleaseMatcher(source.rules, target.rules, correspondencesFor(source.meta.version, target.meta.version));
  const tgt = byNum(target);
  let found = 0;
  console.log(`\n== RUP4 -> ${target.meta.version}`);
  for (const { id, rup4 } of Object.values(RULES)) {
    // as the rules service cites: a counterpart whose number leads to another rule is none
    const raw = m.match(rup4);
    const x = raw && raw.addressable ? raw : null;
    if (x) found++;
    console.log(`${id.padEnd(36)} ${rup4.padEnd(14)} ${x ? `${x.number.padEnd(14)} ${x.how} ${x.confidence}` : "none"}`);
    if (showText) {
      console.log(`    RUP4: ${clip(srcRules.get(rup4)?.text ?? "(missing)")}`);
      if (x) console.log(`    ${target.meta.version}: ${clip(tgt.get(x.number)?.text ?? "")}`);
      if (showCandidates && (!x || x.how !== "same-number-same-text")) {
        for (const c of nearest(srcRules.get(rup4)?.text ?? "", target.rules, 3)) console.log(`      ~ ${c.sim.toFixed(2)} ${c.rule.number}: ${clip(c.rule.text, 140)}`);
      }
      if (!x && tgt.has(rup4)) console.log(`    (${target.meta.version} ${rup4}: ${clip(tgt.get(rup4).text)})`);
    }
  }
  console.log(`-- ${found} of ${Object.keys(RULES).length} matched`);
}
