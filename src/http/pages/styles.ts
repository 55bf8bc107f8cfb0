// The one stylesheet of the server-rendered pages (/assets/pages.css): phone first, no framework.
import type { RouteHandler } from "../app.js";
import { STYLESHEET_PATH } from "./html.js";

export const PAGES_CSS = `
:root { color-scheme: light dark; --fg: #1d1f23; --muted: #5b6270; --bg: #fbfbfc; --card: #fff; --line: #dde1e7;
  --accent: #1f5fbf; --ok: #1b7a3a; --ok-bg: #e3f4e8; --bad: #b3261e; --bad-bg: #fbe5e3; --warn: #8a5a00; --warn-bg: #fff1d6; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #e6e8eb; --muted: #a3aab6; --bg: #15171a; --card: #1e2125; --line: #353a41; --accent: #7fb0ff;
    --ok: #7fd69a; --ok-bg: #173522; --bad: #ff9a92; --bad-bg: #3d1a18; --warn: #ffcf7a; --warn-bg: #3a2c10; }
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 48rem; margin: 0 auto; padding: 0.75rem 1rem 2rem; }
a { color: var(--accent); }
header.site { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; padding: 0.6rem 1rem; border-bottom: 1px solid var(--line); background: var(--card); }
header.site .brand { font-weight: 700; text-decoration: none; color: var(--fg); }
footer.site { max-width: 48rem; margin: 0 auto; padding: 1rem; color: var(--muted); font-size: 0.85rem; border-top: 1px solid var(--line); }
h1 { font-size: 1.45rem; line-height: 1.25; margin: 0.5rem 0 0.5rem; overflow-wrap: anywhere; }
h2 { font-size: 1.15rem; margin: 1.75rem 0 0.5rem; padding-bottom: 0.25rem; border-bottom: 1px solid var(--line); }
h3 { font-size: 1rem; margin: 1.25rem 0 0.4rem; }
p { margin: 0.4rem 0; }
.muted, .meta { color: var(--muted); }
.meta { font-size: 0.9rem; }
code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
.badge { display: inline-block; padding: 0 0.45rem; border-radius: 0.6rem; font-size: 0.78rem; font-weight: 600; letter-spacing: 0.02em; white-space: nowrap; background: var(--line); color: var(--fg); vertical-align: 0.1em; }
.badge.ok { background: var(--ok-bg); color: var(--ok); }
.badge.bad { background: var(--bad-bg); color: var(--bad); }
.badge.warn { background: var(--warn-bg); color: var(--warn); }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 0.5rem; padding: 0.6rem 0.8rem; margin: 0.5rem 0; }
.summary { font-size: 1.05rem; }
ol.steps, ul.plain, ol.plain { list-style: none; padding: 0; margin: 0; }
li.step { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--line); border-radius: 0.4rem; padding: 0.5rem 0.7rem; margin: 0.45rem 0; }
li.step.executed { border-left-color: var(--ok); }
li.step.ignored { border-left-color: var(--bad); }
li.step.partial { border-left-color: var(--warn); }
.step-head { display: flex; flex-wrap: wrap; gap: 0.35rem 0.6rem; align-items: baseline; font-size: 0.85rem; color: var(--muted); }
.instruction { font-weight: 600; }
ul.targets { padding-left: 1.1rem; margin: 0.35rem 0; }
ul.targets li { margin: 0.2rem 0; }
.citations { margin-top: 0.35rem; }
details.citation { border-top: 1px dashed var(--line); padding: 0.25rem 0; font-size: 0.92rem; }
details.citation summary { cursor: pointer; overflow-wrap: anywhere; }
details.citation blockquote { margin: 0.35rem 0 0.35rem 0.25rem; padding: 0.1rem 0 0.1rem 0.7rem; border-left: 3px solid var(--line); }
.note { font-size: 0.85rem; color: var(--muted); }
.scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
table { border-collapse: collapse; width: 100%; font-size: 0.92rem; }
th, td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; color: var(--muted); white-space: nowrap; }
tr.current td { background: var(--warn-bg); }
nav.crumbs { font-size: 0.9rem; overflow-wrap: anywhere; }
nav.crumbs ol { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.2rem; }
nav.crumbs li + li::before { content: "›"; margin-right: 0.2rem; color: var(--muted); }
.rule-text { font-size: 1.05rem; white-space: pre-line; }
ul.children { padding-left: 1.1rem; }
ul.children li { margin: 0.3rem 0; }
.example { white-space: pre-line; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 0.8rem; margin: 0.4rem 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
@media (min-width: 40rem) { h1 { font-size: 1.7rem; } main { padding-top: 1.25rem; } }
`;

export function stylesheetRoute(): RouteHandler {
  const body = Buffer.from(PAGES_CSS, "utf8");
  return async ({ req, res, url }) => {
    if (url.pathname !== STYLESHEET_PATH || (req.method !== "GET" && req.method !== "HEAD")) return false;
    res.statusCode = 200;
    res.setHeader("content-type", "text/css; charset=utf-8");
    res.setHeader("content-length", body.length);
    res.setHeader("cache-control", "public, max-age=3600");
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
