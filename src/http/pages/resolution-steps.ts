// The steps of a resolution, grouped by the chain item resolving (newest first, as the chain resolves):
// each target with its verdict and reason, each instruction with its outcome, every citation quoted.
import type { ResolutionStepRecord, TargetCheckRecord } from "../../domain/resolutions.js";
import type { ChainItemInput } from "../../engine/index.js";
import { citationList } from "./citations.js";
import { html, type SafeHtml } from "./html.js";

const KIND_LABELS: Record<string, string> = {
  ITEM_ADDED: "added to the chain",
  ITEM_BEGINS: "begins to resolve",
  ITEM_RESOLVES: "resolves",
  TARGETS_CHECKED: "targets checked",
  INSTRUCTION: "instruction",
  ITEM_ENDS: "finishes",
  CLEANUP: "cleanup",
  CHAIN_EMPTY: "chain empty",
  CHOICE_NEEDED: "choice needed",
  PLAY_ILLEGAL: "illegal play",
  PLAYED_AFTER: "played after",
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind.toLowerCase().replace(/_/g, " ");
}

const OUTCOME_CLASS: Record<string, string> = { EXECUTED: "ok", IGNORED: "bad", PARTIAL: "warn" };

export interface StepGroup {
  /** The chain item resolving in this group, or null for steps outside an item's resolution. */
  item: string | null;
  title: string;
  steps: ResolutionStepRecord[];
}

export function itemLabel(id: string | null, chain: ChainItemInput[]): string {
  if (id === null) return "";
  const item = chain.find((c) => c.id === id);
  if (!item) return id;
  const what = item.card ?? (item.source ? `ability ${item.ability ?? 0} of ${item.source}` : id);
  return `${what} (${id}, ${item.controller})`;
}

/**
 * A group starts at every ITEM_BEGINS and holds the steps of that item; a step of another item (or of
 * none, like CHAIN_EMPTY) opens a group outside any resolution, which takes every step until the next item begins.
 */
export function groupSteps(steps: ResolutionStepRecord[], chain: ChainItemInput[]): StepGroup[] {
  const groups: StepGroup[] = [];
  let resolving = 0;
  for (const step of steps) {
    const open = groups.at(-1);
    if (step.kind === "ITEM_BEGINS") {
      resolving += 1;
      groups.push({ item: step.chainItem, title: `${resolving}. ${itemLabel(step.chainItem, chain)} resolves`, steps: [step] });
    } else if (open && (open.item === null || step.chainItem === open.item)) {
      open.steps.push(step);
    } else {
      groups.push({ item: null, title: resolving === 0 ? "Before resolving" : `Then: ${kindLabel(step.kind)}`, steps: [step] });
    }
  }
  return groups;
}

function target(t: TargetCheckRecord): SafeHtml {
  return html`<li data-target="${t.object}" data-legal="${String(t.legal)}"><strong>${t.object}</strong> ${t.legal ? html`<span class="badge ok">legal</span>` : html`<span class="badge bad">illegal</span>`}${t.reason ? html` <span data-reason>${t.reason}</span>` : ""}
${citationList(t.citations)}</li>`;
}

function step(s: ResolutionStepRecord): SafeHtml {
  const outcome = s.outcome ? html`<span class="badge ${OUTCOME_CLASS[s.outcome] ?? ""}" data-outcome>${s.outcome}</span>` : "";
  return html`<li class="step ${s.outcome?.toLowerCase() ?? ""}" data-step-index="${s.index}" data-kind="${s.kind}">
<div class="step-head"><span>#${s.index}</span><span>${kindLabel(s.kind)}</span>${s.chainItem ? html`<span class="mono">${s.chainItem}</span>` : ""}${outcome}</div>
${s.instruction ? html`<p class="instruction">“<span data-instruction>${s.instruction}</span>”</p>` : ""}
<p data-explanation>${s.explanation}</p>
${s.targets.length ? html`<ul class="targets">${s.targets.map(target)}</ul>` : ""}
${citationList(s.citations)}
</li>`;
}

export function stepGroups(steps: ResolutionStepRecord[], chain: ChainItemInput[]): SafeHtml {
  return html`${groupSteps(steps, chain).map(
    (g) => html`<section class="group" ${g.item ? html`data-resolving="${g.item}"` : ""}><h3>${g.title}</h3><ol class="steps">${g.steps.map(step)}</ol></section>`,
  )}`;
}
