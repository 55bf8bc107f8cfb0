// The GraphQL explorer (GraphiQL): a browser opening GET /graphql gets this page instead of Apollo's
// default landing page, which loads its code from a CDN. POST /graphql (and GET with a query from a
// client asking for JSON) still reaches Apollo, CSRF prevention included. /explorer redirects here.
import type { ApolloServerPlugin } from "@apollo/server";
import type { Context } from "../../graphql/context.type.js";
import type { RouteHandler } from "../app.js";
import { EXPLORER_ASSETS } from "./explorer-assets.js";
import { EXPLORER_TABS } from "./explorer-examples.js";
import { html, SafeHtml } from "./html.js";

/** Only our own origin: the scripts below, the API, and GraphiQL's inline styles and data: fonts. */
const EXPLORER_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'";

export function explorerHtml(): string {
  // JSON inside <script type="application/json"> is data, not code; "<" is escaped so it cannot close the element.
  const tabs = JSON.stringify(EXPLORER_TABS).replace(/</g, "\\u003c");
  const asset = (name: string) => `${EXPLORER_ASSETS}/${name}`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${EXPLORER_CSP}">
<title>riftrules · GraphQL explorer</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${asset("graphiql.min.css")}">
<style>
html, body, #graphiql { height: 100%; margin: 0; }
/* On a phone, the response goes under the editors instead of beside them. */
@media (max-width: 640px) {
  .graphiql-container .graphiql-session { flex-direction: column; }
  .graphiql-container .graphiql-session > .graphiql-horizontal-drag-bar { display: none; }
  .graphiql-container .graphiql-session > div { min-height: 0; }
}
</style>
</head>
<body>
<div id="graphiql">Loading the explorer…</div>
<noscript>The explorer needs JavaScript. Without it, POST GraphQL requests to /graphql as JSON; see the README.</noscript>
<script type="application/json" id="explorer-tabs">${new SafeHtml(tabs)}</script>
<script src="${asset("react.production.min.js")}"></script>
<script src="${asset("react-dom.production.min.js")}"></script>
<script src="${asset("graphiql.min.js")}"></script>
<script src="${asset("explorer.js")}"></script>
</body>
</html>
`.value;
}

/** Apollo serves a landing page to browsers on GET /graphql; this plugin makes it the explorer. */
export function explorerLandingPage(): ApolloServerPlugin<Context> {
  const page = explorerHtml();
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html: page };
        },
      };
    },
  };
}

export function explorerRedirectRoute(): RouteHandler {
  return async ({ res, url }) => {
    if (url.pathname !== "/explorer" && url.pathname !== "/explorer/") return false;
    res.statusCode = 302;
    res.setHeader("location", "/graphql");
    res.end();
    return true;
  };
}
