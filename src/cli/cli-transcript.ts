// A resolution as plain text for a terminal: each step with its targets, outcome and the rules it
// cites, the final board, then every cited rule quoted once with its release.
import type { CitationView, ResolutionView } from "./cli-operations.js";

const cite = (c: CitationView) => (c.found ? c.rule : `(none for RUP4 ${c.rup4})`);

function place(o: ResolutionView["finalBoard"]["objects"][number]): string {
  if (o.zone === "BASE") return `${o.controller}'s base`;
  if (o.zone === "BATTLEFIELD") return `battlefield ${o.battlefield}`;
  if (o.zone === "FACEDOWN") return `facedown at ${o.battlefield}`;
  return o.zone.toLowerCase().replace(/_/g, " ");
}

export function formatTranscript(r: ResolutionView, pagesOrigin: string | null): string {
  const lines: string[] = [];
  lines.push(`Resolution ${r.id}: ${r.status}`);
  lines.push(`Rules: ${r.release.title} (${r.release.version}, in force from ${r.release.effectiveFrom}); as of ${r.asOf}`);
  lines.push(r.summary, "");
  for (const s of r.steps) {
    const head = [`#${s.index}`, s.kind, s.chainItem ? `[${s.chainItem}]` : "", s.outcome ?? ""].filter(Boolean).join(" ");
    lines.push(head);
    if (s.instruction) lines.push(`    instruction: "${s.instruction}"`);
    lines.push(`    ${s.explanation}`);
    for (const t of s.targets) {
      const verdict = t.legal ? "legal" : `ILLEGAL: ${t.reason ?? "no reason given"}`;
      lines.push(`    target ${t.object}: ${verdict}${t.citations.length ? ` (${t.citations.map(cite).join(", ")})` : ""}`);
    }
    if (s.citations.length) lines.push(`    rules: ${s.citations.map(cite).join(", ")}`);
  }
  if (r.pendingChoice) {
    const p = r.pendingChoice;
    lines.push("", `Waiting for a choice by ${p.player} for ${p.item} (decision ${p.index}): ${p.prompt}`);
    if (p.options.length) lines.push(`  options: ${p.options.join(" | ")}`);
  }
  if (r.unsupported.length) lines.push("", "Not executed (unsupported card text):", ...r.unsupported.map((u) => `  ${u}`));
  lines.push("", "Board after:");
  for (const p of r.finalBoard.players) {
    lines.push(`  ${p.id}: hand ${p.handSize}${p.hand?.length ? ` (${p.hand.join(", ")})` : ""}${p.trash?.length ? `; trash: ${p.trash.join(", ")}` : ""}`);
  }
  for (const o of r.finalBoard.objects) {
    const facts = [place(o), o.might !== null ? `might ${o.might}` : "", `damage ${o.damage}`, o.exhausted ? "exhausted" : "", o.attachedTo ? `attached to ${o.attachedTo}` : "", o.newObject ? "new object" : ""];
    lines.push(`  ${o.id}: ${facts.filter(Boolean).join(", ")}`);
  }
  const quoted = new Map<string, CitationView>();
  for (const s of r.steps) {
    for (const c of [...s.targets.flatMap((t) => t.citations), ...s.citations]) if (!quoted.has(c.rule + c.rup4)) quoted.set(c.rule + c.rup4, c);
  }
  lines.push("", `Rules cited (quoted from ${r.release.version}):`);
  for (const c of [...quoted.values()].sort((a, b) => a.rule.localeCompare(b.rule, "en", { numeric: true }))) {
    lines.push(c.found ? `  ${c.rule}  ${c.text ?? ""}` : `  RUP4 ${c.rup4}: ${c.note ?? `no counterpart in ${c.release}`}`);
    if (c.found && c.note) lines.push(`      (${c.note})`);
  }
  lines.push("", `Page: ${pagesOrigin ?? ""}/r/${r.id}${pagesOrigin ? "" : " (on the server that uses this database)"}`);
  return `${lines.join("\n")}\n`;
}
