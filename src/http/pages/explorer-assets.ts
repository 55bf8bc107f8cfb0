// The explorer's scripts and styles, served by the API itself from node_modules (no CDN: the machine
// running it may be offline): GraphiQL's UMD build, React 18's UMD builds, and our start-up script.
// Each file is read once, gzipped once, and answered with an ETag.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import type { RouteHandler } from "../app.js";

export const EXPLORER_ASSETS = "/explorer/assets";

interface Asset {
  type: string;
  load: () => Buffer;
}

interface LoadedAsset {
  type: string;
  raw: Buffer;
  gzip: Buffer;
  etag: string;
}

const require = createRequire(import.meta.url);

/** A file inside an installed package (found through its package.json, which every package exports). */
function packageFile(pkg: string, file: string): () => Buffer {
  return () => readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), file));
}

/**
 * Starts GraphiQL with the example tabs embedded in the page (a JSON script block, so no inline script
 * runs). GraphiQL 3 fills the editors of the first visit from its query/variables props, not from the
 * first default tab, so on a first visit (no saved tabs) those props repeat the first tab.
 */
export const EXPLORER_SCRIPT = `"use strict";
(function () {
  var tabs = JSON.parse(document.getElementById("explorer-tabs").textContent);
  var firstVisit = true;
  try {
    for (var i = 0; i < window.localStorage.length; i++) if (/tabState$/.test(window.localStorage.key(i))) firstVisit = false;
  } catch (e) {}
  var props = {
    fetcher: GraphiQL.createFetcher({ url: new URL("/graphql", window.location.href).href }),
    defaultTabs: tabs,
    defaultEditorToolsVisibility: true,
    shouldPersistHeaders: false
  };
  if (firstVisit) {
    props.query = tabs[0].query;
    props.variables = tabs[0].variables;
  }
  ReactDOM.createRoot(document.getElementById("graphiql")).render(React.createElement(GraphiQL, props));
})();
`;

const ASSETS: Record<string, Asset> = {
  "graphiql.min.js": { type: "text/javascript", load: packageFile("graphiql", "graphiql.min.js") },
  "graphiql.min.css": { type: "text/css", load: packageFile("graphiql", "graphiql.min.css") },
  "react.production.min.js": { type: "text/javascript", load: packageFile("react", "umd/react.production.min.js") },
  "react-dom.production.min.js": { type: "text/javascript", load: packageFile("react-dom", "umd/react-dom.production.min.js") },
  "explorer.js": { type: "text/javascript", load: () => Buffer.from(EXPLORER_SCRIPT, "utf8") },
};

export function explorerAssetsRoute(): RouteHandler {
  const loaded = new Map<string, LoadedAsset>();
  const get = (name: string): LoadedAsset => {
    let asset = loaded.get(name);
    if (!asset) {
      const raw = ASSETS[name].load();
      asset = { type: ASSETS[name].type, raw, gzip: gzipSync(raw), etag: `"${createHash("sha256").update(raw).digest("base64url").slice(0, 27)}"` };
      loaded.set(name, asset);
    }
    return asset;
  };
  return async ({ req, res, url }) => {
    if (!url.pathname.startsWith(`${EXPLORER_ASSETS}/`)) return false;
    const name = url.pathname.slice(EXPLORER_ASSETS.length + 1);
    if (!Object.hasOwn(ASSETS, name) || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const asset = get(name);
    res.setHeader("etag", asset.etag);
    res.setHeader("cache-control", "public, max-age=3600");
    res.setHeader("x-content-type-options", "nosniff");
    res.setHeader("vary", "accept-encoding");
    if (req.headers["if-none-match"] === asset.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const body = gzip ? asset.gzip : asset.raw;
    res.statusCode = 200;
    res.setHeader("content-type", `${asset.type}; charset=utf-8`);
    if (gzip) res.setHeader("content-encoding", "gzip");
    res.setHeader("content-length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
