// GET /rules/<version>/<number>: one rule of one release, with its parents (breadcrumb), children,
// examples and its history across releases (following renumbering), each linking on.
import type { RuleRecord, RulesReleaseRecord } from "../../domain/rules.js";
import { ApiError } from "../../errors.js";
import type { Services } from "../../graphql/context.type.js";
import type { RuleMatchResult } from "../../services/rules.service.js";
import type { RequestInfo, RouteHandler } from "../app.js";
import { rulePath } from "./citations.js";
import { refuseWhileStarting, sendErrorPage } from "./error-page.js";
import { html, layout, refuseOtherMethods, segmentsUnder, sendHtml } from "./html.js";

const PREVIEW = 110;

/** The matcher's `how`, in words. */
const HOW: Record<string, string> = {
  "same-number-same-text": "unchanged",
  "same-number-edited-text": "same number, text edited",
  "same-text-renumbered": "renumbered, same text",
  "similar-text-renumbered": "renumbered, text edited",
  "parent-context": "matched through its parent",
  "no-match": "no counterpart",
};

function preview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= PREVIEW ? flat : `${flat.slice(0, PREVIEW - 1).trimEnd()}…`;
}

async function ancestors(services: Services, rule: RuleRecord): Promise<RuleRecord[]> {
  const chain: RuleRecord[] = [];
  for (let parent = await services.rules.parentOf(rule); parent; parent = await services.rules.parentOf(parent)) chain.unshift(parent);
  return chain;
}

function historyRow(release: RulesReleaseRecord, current: RulesReleaseRecord, match: RuleMatchResult | null, rule: RuleRecord) {
  const isCurrent = release.id === current.id;
  const number = isCurrent ? rule.number : match?.rule?.number;
  return html`<tr class="${isCurrent ? "current" : ""}" data-history-release="${release.version}" data-history-rule="${number ?? ""}">
<td><strong>${release.version}</strong><div class="meta">from ${release.effectiveFrom}</div></td>
<td>${number ? html`<a href="${rulePath(release.version, number)}">${number}</a>` : html`<span class="muted">none</span>`}</td>
<td>${isCurrent ? "this page" : html`<span title="${match?.explanation ?? ""}" data-how="${match?.how ?? ""}">${HOW[match?.how ?? ""] ?? match?.how ?? ""}</span>${match && match.confidence > 0 ? html`<div class="meta">confidence ${match.confidence.toFixed(2)}</div>` : ""}`}</td>
</tr>`;
}

function body(release: RulesReleaseRecord, rule: RuleRecord, parents: RuleRecord[], children: RuleRecord[], releases: RulesReleaseRecord[], history: RuleMatchResult[]) {
  const matches = new Map(history.map((h) => [h.release.id, h]));
  return html`<nav class="crumbs" aria-label="parents"><ol>
<li>${release.version}</li>
${parents.map((p) => html`<li><a href="${rulePath(release.version, p.number)}" data-parent="${p.number}">${p.number}</a></li>`)}
<li aria-current="page">${rule.number}</li></ol></nav>
<h1><span class="mono" data-rule-number>${rule.number}</span> <span class="badge" data-rule-release>${release.version}</span></h1>
<p class="meta">${release.title} · in force from ${release.effectiveFrom}${rule.heading ? " · a heading" : ""}</p>
<div class="rule-text card" data-rule-text>${rule.text}</div>
${rule.examples.length ? html`<h2>Examples</h2>${rule.examples.map((e) => html`<div class="example card" data-example>${e}</div>`)}` : ""}
<h2>Under this rule</h2>
${children.length ? html`<ul class="children">${children.map((c) => html`<li><a href="${rulePath(release.version, c.number)}" data-child="${c.number}">${c.number}</a> ${preview(c.text)}</li>`)}</ul>` : html`<p class="muted">No rules under this one.</p>`}
<h2>In other releases</h2>
<p class="meta">The same rule in every release, matched by number and text, following renumbering.</p>
<div class="scroll"><table><thead><tr><th>release</th><th>rule</th><th>how matched</th></tr></thead>
<tbody>${releases.map((r) => historyRow(r, release, matches.get(r.id) ?? null, rule))}</tbody></table></div>
<h2>In the API</h2>
<p><code>query { rule(number: "${rule.number}", version: "${release.version}") { text examples children { number } } }</code> — try it in the <a href="/graphql">explorer</a>.</p>`;
}

async function notFound(info: RequestInfo, services: Services, release: RulesReleaseRecord, number: string): Promise<void> {
  const links: { href: string; label: string }[] = [];
  const parts = number.split(".");
  for (let n = parts.length - 1; n > 0; n--) {
    const ancestor = await services.rules.ruleIn(release, parts.slice(0, n).join("."));
    if (ancestor) {
      links.push({ href: rulePath(release.version, ancestor.number), label: `${ancestor.number} in ${release.version}, the nearest rule above it` });
      break;
    }
  }
  for (const other of await services.rules.listReleases()) {
    if (other.id !== release.id && (await services.rules.ruleIn(other, number))) links.push({ href: rulePath(other.version, number), label: `${number} in ${other.version}` });
  }
  sendErrorPage(info, { status: 404, title: "No such rule", message: `Rules release ${release.version} has no rule ${number}.`, links });
}

export function rulePageRoute(services: Services): RouteHandler {
  return async (info) => {
    const segments = segmentsUnder(info.url, "/rules");
    if (!segments) return false;
    if (refuseOtherMethods(info)) return true;
    if (refuseWhileStarting(info, services)) return true;
    const releases = await services.rules.listReleases();
    if (segments.length !== 2) {
      sendErrorPage(info, {
        status: 400,
        title: "Not a rule address",
        message: `A rule's address is /rules/<release version>/<rule number>, like /rules/RUP4/359.3.e.5. Known releases: ${releases.map((r) => r.version).join(", ")}.`,
      });
      return true;
    }
    const [version, rawNumber] = segments;
    const release = releases.find((r) => r.version === version) ?? releases.find((r) => r.version.toLowerCase() === version.toLowerCase());
    if (!release) {
      sendErrorPage(info, {
        status: 404,
        title: "No such rules release",
        message: `There is no rules release "${version}". Known releases: ${releases.map((r) => r.version).join(", ")}.`,
        links: releases.map((r) => ({ href: rulePath(r.version, rawNumber), label: `${rawNumber} in ${r.version}` })),
      });
      return true;
    }
    let number: string;
    try {
      number = services.rules.parseNumber(rawNumber);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      sendErrorPage(info, { status: 400, title: "Not a rule number", message: `"${rawNumber}" is not a rule number: expected digits, then dot-separated numbers or letters, like 359.3.e.5.` });
      return true;
    }
    const rule = await services.rules.ruleIn(release, number);
    if (!rule) {
      await notFound(info, services, release, number);
      return true;
    }
    const [parents, children, history] = await Promise.all([
      ancestors(services, rule),
      services.rules.childrenOf(rule),
      services.rules.history(rule.number, { version: release.version }),
    ]);
    const title = `${rule.number} · ${release.version}`;
    sendHtml(info, 200, layout({ title, body: body(release, rule, parents, children, releases, history), description: `Rule ${rule.number} of ${release.title}` }), "public, max-age=300");
    return true;
  };
}
