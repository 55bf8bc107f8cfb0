// The page a person sees when a page address names nothing (404), is malformed (400), or the service
// is still starting (503).
import type { Services } from "../../graphql/context.type.js";
import type { RequestInfo } from "../app.js";
import { html, layout, sendHtml, type SafeHtml } from "./html.js";

export interface ErrorPage {
  status: 400 | 404 | 503;
  title: string;
  message: string;
  /** Where to go instead. */
  links?: { href: string; label: string }[];
  detail?: SafeHtml;
}

export function sendErrorPage(info: RequestInfo, page: ErrorPage): void {
  const body = html`<h1 data-status="${page.status}">${page.title}</h1>
<p class="summary" data-error-message>${page.message}</p>
${page.detail ?? ""}
${page.links?.length ? html`<ul>${page.links.map((l) => html`<li><a href="${l.href}">${l.label}</a></li>`)}</ul>` : ""}
<p class="meta">HTTP ${page.status} · request ${info.requestId}</p>`;
  sendHtml(info, page.status, layout({ title: page.title, body }));
}

/**
 * The server listens before its database is up (services are filled in then): until they are, pages
 * answer 503 with Retry-After. Returns true when it answered.
 */
export function refuseWhileStarting(info: RequestInfo, services: Services): boolean {
  if (services.rules && services.resolutions) return false;
  info.res.setHeader("retry-after", "5");
  sendErrorPage(info, { status: 503, title: "Starting up", message: "riftrules is still bringing its database up. Try again in a few seconds." });
  return true;
}
