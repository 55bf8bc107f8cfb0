// The GraphQL explorer in a real browser: served by the API itself (no other origin), opened with the
// example operations as tabs, the schema's docs browsable, and operations run from it give the same
// answer as the JSON API.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { launchBrowser, origin, watch } from "./browser.js";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The result pane's whole text (CodeMirror renders only visible lines, so ask the editor). */
async function resultText(page: Page): Promise<string> {
  return page.evaluate(() => (document.querySelector(".result-window .CodeMirror") as unknown as { CodeMirror: { getValue(): string } }).CodeMirror.getValue());
}

async function editorValue(page: Page, index: number): Promise<string> {
  return page.evaluate((i) => (document.querySelectorAll(".graphiql-editor .CodeMirror")[i] as unknown as { CodeMirror: { getValue(): string } }).CodeMirror.getValue(), index);
}

async function run(page: Page): Promise<Record<string, any>> {
  await page.click(".graphiql-execute-button");
  await page.waitForFunction(() => {
    const text = (document.querySelector(".result-window .CodeMirror") as unknown as { CodeMirror: { getValue(): string } } | null)?.CodeMirror.getValue() ?? "";
    return /"(data|errors)"/.test(text);
  });
  return JSON.parse(await resultText(page));
}

async function openExplorer(): Promise<{ page: Page; watched: ReturnType<typeof watch> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const watched = watch(page);
  const response = await page.goto(`${origin()}/graphql`);
  expect(response?.status()).toBe(200);
  await page.waitForSelector(".graphiql-execute-button");
  return { page, watched };
}

describe("the explorer at GET /graphql", () => {
  it("opens with the example tabs, runs the first one, and shows the same data as the API", async () => {
    const { page, watched } = await openExplorer();
    const tabs = (await page.locator(".graphiql-tab").allInnerTexts()).map((t) => t.trim());
    expect(tabs).toEqual(["RuleAsOf", "SearchCards", "SearchRules", "ResolveVoidSeeker"]);
    const query = await editorValue(page, 0);
    const variables = JSON.parse(await editorValue(page, 1));
    expect(query).toContain("query RuleAsOf");
    expect(variables).toEqual({ number: "359.3.e.5", asOf: "2026-04-01" });

    const shown = await run(page);
    expect(shown.errors).toBeUndefined();
    expect(shown.data.rule.number).toBe("359.3.e.5");
    expect(shown.data).toEqual(await data(query, variables));
    expect(watched.problems).toEqual([]);
    expect(watched.foreignRequests).toEqual([]);
    await page.context().close();
  });

  it("resolves the Void Seeker example from its tab (a mutation through Apollo's CSRF prevention)", async () => {
    const { page, watched } = await openExplorer();
    await page.locator(".graphiql-tab", { hasText: "ResolveVoidSeeker" }).locator("button").first().click();
    await page.waitForFunction(() => /mutation ResolveVoidSeeker/.test((document.querySelector(".graphiql-editor .CodeMirror") as unknown as { CodeMirror: { getValue(): string } }).CodeMirror.getValue()));
    // GraphiQL works out the operation name from the editor a moment after a tab switch (debounced);
    // a run inside that moment is sent with the previous tab's name, as it would be for a person.
    await page.waitForTimeout(1500);
    const shown = await run(page);
    expect(shown.errors).toBeUndefined();
    const resolution = shown.data.resolveChain;
    expect(resolution.status).toBe("COMPLETE");
    expect(resolution.release.version).toBe("RUP4");
    const ignored = resolution.steps.find((s: any) => s.kind === "INSTRUCTION" && s.chainItem === "vs" && s.outcome === "IGNORED");
    expect(ignored, "Void Seeker's damage is ignored").toBeDefined();
    expect(resolution.finalBoard.objects).toEqual([expect.objectContaining({ id: "u", zone: "BASE", damage: 0 })]);
    const stored = await data(`query($id: ID!) { resolution(id: $id) { status steps { kind chainItem outcome } } }`, { id: resolution.id });
    expect(stored.resolution.steps).toEqual(resolution.steps.map((s: any) => ({ kind: s.kind, chainItem: s.chainItem, outcome: s.outcome })));
    expect(watched.problems).toEqual([]);
    await page.context().close();
  });

  it("browses the schema's docs: root types, then a field of Query with its description", async () => {
    const { page, watched } = await openExplorer();
    await page.click('button[aria-label="Show Documentation Explorer"]');
    await page.locator(".graphiql-doc-explorer a.graphiql-doc-explorer-type-name", { hasText: /^Query$/ }).click();
    const rule = page.locator(".graphiql-doc-explorer a.graphiql-doc-explorer-field-name", { hasText: /^rule$/ });
    await rule.waitFor();
    await rule.click();
    const docs = await page.locator(".graphiql-doc-explorer").innerText();
    const introspected = await data(`{ __type(name: "Query") { fields { name description } } }`);
    const description = introspected.__type.fields.find((f: any) => f.name === "rule").description as string;
    expect(docs.replace(/\s+/g, " ")).toContain(description.replace(/`/g, "").replace(/\s+/g, " ").slice(0, 40));
    expect(watched.problems).toEqual([]);
    await page.context().close();
  });
});

describe("GET /graphql for programs", () => {
  it("answers a browser with the explorer, from assets on this server only", async () => {
    const res = await fetch(`${origin()}/graphql`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThanOrEqual(5);
    for (const source of sources) expect(source, source).toMatch(/^(\/|data:)/);
    for (const source of sources.filter((s) => s.startsWith("/"))) {
      const asset = await fetch(`${origin()}${source}`);
      expect(asset.status, source).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, source).toBeGreaterThan(100);
    }
  });

  it("still refuses a GET operation without a preflight header (CSRF prevention), and POST JSON still works", async () => {
    const get = await fetch(`${origin()}/graphql?query=${encodeURIComponent("{ rulesReleases { version } }")}`, { headers: { accept: "application/json" } });
    expect(get.status).toBe(400);
    const post = await data(`{ rulesReleases { version } }`);
    expect(post.rulesReleases.length).toBeGreaterThan(0);
  });

  it("redirects /explorer to it, and serves assets with an ETag that revalidates", async () => {
    const redirect = await fetch(`${origin()}/explorer`, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/graphql");
    const first = await fetch(`${origin()}/explorer/assets/explorer.js`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(`${origin()}/explorer/assets/explorer.js`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });
});
