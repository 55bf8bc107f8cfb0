// A rule as plain text for a terminal: number and release, text, examples, parent and children.
import type { ReleaseView, RuleAnswer } from "./cli-operations.js";

export function formatRule(rule: NonNullable<RuleAnswer["rule"]>, release: ReleaseView, pagesOrigin: string | null): string {
  const lines = [`${rule.number}${rule.heading ? " (heading)" : ""} — ${release.title} (${release.version}, in force from ${release.effectiveFrom})`, "", rule.text];
  if (rule.examples.length) lines.push("", ...rule.examples.map((e) => `Example: ${e}`));
  if (rule.parent) lines.push("", `Parent: ${rule.parent.number}  ${rule.parent.text}`);
  if (rule.children.length) lines.push("", "Children:", ...rule.children.map((c) => `  ${c.number}  ${c.text}`));
  const page = `/rules/${encodeURIComponent(release.version)}/${encodeURIComponent(rule.number)}`;
  lines.push("", `Page: ${pagesOrigin ?? ""}${page}${pagesOrigin ? "" : " (on the server)"}`);
  return `${lines.join("\n")}\n`;
}
