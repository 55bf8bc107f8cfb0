// The pages over plain HTTP: every text is escaped (ids come from whoever sent the request), the
// headers (type, CSP), HEAD and other methods, and the escaping template itself.
import { describe, expect, it } from "vitest";
import { escapeHtml, html, segmentsUnder } from "../../src/http/pages/html.js";
import { apiUrl, data } from "../helpers/api.js";

const origin = () => new URL(apiUrl()).origin;

const HOSTILE = `<img src=x onerror="alert('x')">&`;

describe("html template", () => {
  it.each([
    ["<b>", "&#60;b&#62;"],
    [`"quoted" & 'single'`, "&#34;quoted&#34; &#38; &#39;single&#39;"],
    ["plain", "plain"],
  ])("escapes %s", (input, output) => {
    expect(escapeHtml(input)).toBe(output);
    expect(html`<p>${input}</p>`.value).toBe(`<p>${output}</p>`);
  });

  it("keeps nested templates, joins arrays, drops null, undefined and false", () => {
    const inner = html`<i>${"<x>"}</i>`;
    expect(html`${inner}|${["a", html`<br>`, "<"]}|${null}${undefined}${false}|${0}`.value).toBe("<i>&#60;x&#62;</i>|a<br>&#60;||0");
  });

  it("splits a page address under its prefix, decoding each segment", () => {
    expect(segmentsUnder(new URL("http://h/rules/v1.3/359.3.e.5"), "/rules")).toEqual(["v1.3", "359.3.e.5"]);
    expect(segmentsUnder(new URL("http://h/rules/2025-06-02/100/"), "/rules")).toEqual(["2025-06-02", "100"]);
    expect(segmentsUnder(new URL("http://h/r/a%20b"), "/r")).toEqual(["a b"]);
    expect(segmentsUnder(new URL("http://h/rulesx/1"), "/rules")).toBeNull();
    expect(segmentsUnder(new URL("http://h/r"), "/r")).toEqual([]);
  });
});

describe("pages over HTTP", () => {
  it("escapes ids and text taken from a request on the resolution page", async () => {
    const input = {
      asOf: "2026-08-01",
      board: {
        turnPlayer: "p1",
        players: [{ id: "p1", deckSize: 5 }, { id: "p2", deckSize: 5 }],
        battlefields: [{ id: "bf1" }],
        objects: [{ id: HOSTILE, owner: "p2", type: "unit", might: 2, location: "BATTLEFIELD", battlefield: "bf1" }],
      },
      chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: [HOSTILE] }],
    };
    const { resolveChain } = await data(`mutation($input: ResolveChainInput!) { resolveChain(input: $input) { id } }`, { input });
    const res = await fetch(`${origin()}/r/${resolveChain.id}`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).not.toContain("<img");
    expect(body).toContain(escapeHtml(HOSTILE));
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("shows a pending choice (who, for what, the options) and text the engine did not execute", async () => {
    const input = {
      asOf: "2026-08-01",
      board: {
        turnPlayer: "p1",
        players: [{ id: "p1", deckSize: 5 }, { id: "p2", deckSize: 5 }],
        battlefields: [{ id: "bf1" }],
        combat: { battlefield: "bf1", attackers: ["voli"], defenders: ["a", "b"] },
        objects: [
          { id: "voli", card: "Volibear, Furious", owner: "p1", location: "BATTLEFIELD", battlefield: "bf1" },
          { id: "a", owner: "p2", type: "unit", might: 3, location: "BATTLEFIELD", battlefield: "bf1" },
          { id: "b", owner: "p2", type: "unit", might: 4, location: "BATTLEFIELD", battlefield: "bf1", name: "Oddity", text: "When I attack, juggle the moon." },
        ],
      },
      chain: [{ id: "atk", source: "voli", ability: 1, controller: "p1", targets: ["a", "b"] }],
    };
    const { resolveChain: r } = await data(
      `mutation($input: ResolveChainInput!) { resolveChain(input: $input) { id status unsupported pendingChoice { item player prompt options } } }`,
      { input },
    );
    expect(r.status).toBe("NEEDS_CHOICE");
    expect(r.unsupported.length).toBeGreaterThan(0);
    const body = await (await fetch(`${origin()}/r/${r.id}`)).text();
    expect(body).toContain(">NEEDS_CHOICE<");
    const pending = /<div class="card" data-pending-choice>([\s\S]*?)<\/div>/.exec(body)?.[1] ?? "";
    expect(pending).toContain(escapeHtml(r.pendingChoice.prompt));
    expect(pending).toContain(`by ${r.pendingChoice.player}`);
    expect(pending).toContain(escapeHtml(r.pendingChoice.options.join(" · ")));
    const unsupported = /<div class="card" data-unsupported>([\s\S]*?)<\/div>/.exec(body)?.[1] ?? "";
    for (const u of r.unsupported) expect(unsupported).toContain(`<li>${escapeHtml(u)}</li>`);
  });

  it("answers HEAD without a body, refuses POST with 405, and serves the stylesheet", async () => {
    const head = await fetch(`${origin()}/rules/RUP4/359.3.e.5`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await fetch(`${origin()}/rules/RUP4/359.3.e.5`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const css = await fetch(`${origin()}/assets/pages.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
  });
});
