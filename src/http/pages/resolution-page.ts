// GET /r/<id>: a stored chain resolution for a person (a judge can share the link): the board before
// and after, the chain, every step with its targets, outcomes and quoted rules. Same id as resolution(id).
import type { ResolutionRecord } from "../../domain/resolutions.js";
import type { RulesReleaseRecord } from "../../domain/rules.js";
import type { Services } from "../../graphql/context.type.js";
import type { ResolveChainRequest } from "../../services/resolutions.service.js";
import type { RouteHandler } from "../app.js";
import { refuseWhileStarting, sendErrorPage } from "./error-page.js";
import { html, layout, path, refuseOtherMethods, segmentsUnder, sendHtml, type SafeHtml } from "./html.js";
import { boardAfter, boardBefore, chainAsPlayed } from "./resolution-board.js";
import { itemLabel, stepGroups } from "./resolution-steps.js";

const RESOLUTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function resolutionPath(id: string): string {
  return path("r", id);
}

function pending(record: ResolutionRecord, request: ResolveChainRequest | null): SafeHtml | "" {
  const p = record.pendingChoice;
  if (!p) return "";
  return html`<div class="card" data-pending-choice><strong>Waiting for a choice</strong> by ${p.player} for ${itemLabel(p.item, request?.chain ?? [])} (decision ${p.index}):
<p>${p.prompt}</p>${p.options.length ? html`<p class="meta">options: ${p.options.join(" · ")}</p>` : ""}
<p class="meta">Send the answer in <code>choices</code> with the same request to continue.</p></div>`;
}

function body(record: ResolutionRecord, request: ResolveChainRequest | null, release: RulesReleaseRecord) {
  const complete = record.status === "COMPLETE";
  return html`<h1>Chain resolution <span class="badge ${complete ? "ok" : "warn"}" data-status>${record.status}</span></h1>
<p class="summary" data-summary>${record.summary}</p>
<dl class="facts">
<dt>rules</dt><dd data-release="${release.version}">${release.title} (${release.version}, in force from ${release.effectiveFrom})</dd>
<dt>as of</dt><dd data-as-of>${record.asOf}</dd>
<dt>answered</dt><dd>${record.createdAt.replace("T", " ").replace(/\.\d+Z$/, " UTC")}</dd>
<dt>permalink</dt><dd class="mono">${resolutionPath(record.id)}</dd>
</dl>
${pending(record, request)}
${record.unsupported.length ? html`<div class="card" data-unsupported><strong>Not executed</strong> (card text the engine does not support; reported, never guessed):<ul>${record.unsupported.map((u) => html`<li>${u}</li>`)}</ul></div>` : ""}
<section id="before"><h2>Board before</h2>${request ? boardBefore(request) : html`<p class="muted">The request of this resolution was not stored.</p>`}</section>
${request ? html`<section id="chain"><h2>The chain, as played</h2><p class="meta">Played in this order; the newest item resolves first.</p>${chainAsPlayed(request)}</section>` : ""}
<section id="steps"><h2>Resolution, step by step</h2>${stepGroups(record.steps, request?.chain ?? [])}</section>
<section id="after"><h2>Board after</h2>${boardAfter(record, request)}</section>
<section id="api"><h2>In the API</h2>
<p>The same answer, unchanged, in GraphQL: <code>query { resolution(id: "${record.id}") { status summary steps { index kind explanation } } }</code> — try it in the <a href="/graphql">explorer</a>.</p></section>`;
}

export function resolutionPageRoute(services: Services): RouteHandler {
  return async (info) => {
    const segments = segmentsUnder(info.url, "/r");
    if (!segments) return false;
    if (refuseOtherMethods(info)) return true;
    if (refuseWhileStarting(info, services)) return true;
    const [id] = segments;
    if (segments.length !== 1 || !RESOLUTION_ID.test(id)) {
      sendErrorPage(info, {
        status: 404,
        title: "No such resolution",
        message: "A resolution's address is /r/ followed by the id resolveChain answered (a UUID).",
        links: [{ href: "/graphql", label: "Resolve a chain in the API explorer" }],
      });
      return true;
    }
    const [record, request] = await Promise.all([services.resolutions.find(id), services.resolutions.request(id)]);
    if (!record) {
      sendErrorPage(info, {
        status: 404,
        title: "No such resolution",
        message: `No resolution has the id ${id}. Resolutions are kept once answered, so the link may be mistyped.`,
        links: [{ href: "/graphql", label: "Resolve a chain in the API explorer" }],
      });
      return true;
    }
    const release = await services.rules.selectRelease({ version: record.releaseVersion });
    const title = `Chain resolution ${record.status === "COMPLETE" ? "" : "(waiting for a choice) "}under ${release.version}`;
    sendHtml(info, 200, layout({ title, body: body(record, request, release), description: record.summary }), "public, max-age=300");
    return true;
  };
}
