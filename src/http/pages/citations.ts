// A resolution's citations as a person reads them: the rule number (linked to its rules page), the
// release quoted, the quoted text, and how the engine's rule was matched in that release.
import type { CitationRecord } from "../../domain/resolutions.js";
import { ENGINE_RULES_VERSION } from "../../services/resolutions.service.js";
import { html, path, type SafeHtml } from "./html.js";

const PREVIEW = 90;

export function rulePath(version: string, number: string): string {
  return path("rules", version, number);
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= PREVIEW ? flat : `${flat.slice(0, PREVIEW - 1).trimEnd()}…`;
}

function citation(c: CitationRecord): SafeHtml {
  const attrs = html`data-citation-rule="${c.rule}" data-citation-release="${c.release}" data-found="${String(c.found)}" data-rup4="${c.rup4}"`;
  if (!c.found) {
    return html`<details class="citation" ${attrs}>
<summary><span class="badge warn">no counterpart</span> in ${c.release} for RUP4 <a href="${rulePath(ENGINE_RULES_VERSION, c.rup4)}">${c.rup4}</a></summary>
<p class="note">${c.note ?? ""} (engine rule <code>${c.ruleId}</code>)</p>
</details>`;
  }
  return html`<details class="citation" ${attrs}>
<summary><a class="rule-link" href="${rulePath(c.release, c.rule)}">${c.rule}</a> <span class="badge">${c.release}</span> ${c.text ? preview(c.text) : ""}</summary>
<blockquote class="quote" data-quote>${c.text ?? ""}</blockquote>
<p class="note">Quoted from release ${c.release}${c.note ? html` · ${c.note}` : ""} · engine rule <code>${c.ruleId}</code> (RUP4 ${c.rup4})</p>
</details>`;
}

export function citationList(citations: CitationRecord[]): SafeHtml {
  if (!citations.length) return html``;
  return html`<div class="citations">${citations.map(citation)}</div>`;
}
