// The rules page in a real browser: a rule with its parents, children, examples and its history across
// releases, as the GraphQL API gives them, each linking on; and clear error pages for bad addresses.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { horizontalOverflow, launchBrowser, origin, phoneContext, watch } from "./browser.js";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function parentsOf(number: string, version: string): Promise<string[]> {
  const chain: string[] = [];
  let current: string | null = number;
  while (current) {
    const { rule }: any = await data(`query($n: String!, $v: String) { rule(number: $n, version: $v) { parent { number } } }`, { n: current, v: version });
    current = rule.parent?.number ?? null;
    if (current) chain.unshift(current);
  }
  return chain;
}

function readRulePage(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string, attribute: string) => [...document.querySelectorAll(selector)].map((e) => (e as HTMLElement).getAttribute(attribute));
    return {
      number: document.querySelector("[data-rule-number]")?.textContent,
      release: document.querySelector("[data-rule-release]")?.textContent,
      text: document.querySelector("[data-rule-text]")?.textContent,
      examples: [...document.querySelectorAll("[data-example]")].map((e) => e.textContent),
      parents: all("[data-parent]", "data-parent"),
      children: all("[data-child]", "data-child"),
      history: [...document.querySelectorAll("[data-history-release]")].map((row) => ({
        release: row.getAttribute("data-history-release"),
        rule: row.getAttribute("data-history-rule") || null,
        href: row.querySelector("a")?.getAttribute("href") ?? null,
      })),
    };
  });
}

describe("the rules page /rules/<version>/<number>", () => {
  // A rule the engine cites for the Void Seeker example, in the release the seeds use.
  const version = "RUP4";
  const number = "359.3.e.5";

  it("shows the rule, its parents, children, examples and history as the API gives them", async () => {
    const page = await (await phoneContext(browser)).newPage();
    const watched = watch(page);
    const response = await page.goto(`${origin()}/rules/${version}/${number}`);
    expect(response?.status()).toBe(200);
    const shown = await readRulePage(page);
    const { rule, ruleHistory, rulesReleases } = await data(
      `query($n: String!, $v: String) {
        rule(number: $n, version: $v) { number text examples children { number } release { version } }
        ruleHistory(number: $n, version: $v) { release { version } rule { number } }
        rulesReleases { version }
      }`,
      { n: number, v: version },
    );
    expect(shown.number).toBe(rule.number);
    expect(shown.release).toBe(rule.release.version);
    expect(shown.text).toBe(rule.text);
    expect(shown.examples).toEqual(rule.examples);
    expect(shown.children).toEqual(rule.children.map((c: any) => c.number));
    expect(shown.parents).toEqual(await parentsOf(number, version));
    const expectedHistory = rulesReleases.map((r: any) => {
      const rn = r.version === version ? number : (ruleHistory.find((h: any) => h.release.version === r.version)?.rule?.number ?? null);
      return { release: r.version, rule: rn, href: rn ? `/rules/${encodeURIComponent(r.version)}/${rn}` : null };
    });
    expect(shown.history).toEqual(expectedHistory);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(watched.problems).toEqual([]);
    await page.context().close();
  });

  it("follows the links: a parent in the breadcrumb, then the same rule in an older release", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${origin()}/rules/${version}/${number}`);
    const parents = await parentsOf(number, version);
    const parent = parents.at(-1)!;
    await Promise.all([page.waitForURL(`**/rules/${version}/${parent}`), page.locator(`[data-parent="${parent}"]`).click()]);
    expect(await page.locator("[data-rule-number]").innerText()).toBe(parent);
    expect(await page.locator(`[data-child="${number}"]`).count()).toBe(1);

    await page.goto(`${origin()}/rules/${version}/${number}`);
    const older = (await readRulePage(page)).history.find((h) => h.release !== version && h.href);
    expect(older, "the rule has a counterpart in another release").toBeDefined();
    await Promise.all([page.waitForURL(`**${older!.href}`), page.locator(`[data-history-release="${older!.release}"] a`).click()]);
    expect(await page.locator("[data-rule-number]").innerText()).toBe(older!.rule);
    expect(await page.locator("[data-rule-release]").innerText()).toBe(older!.release);
    await page.context().close();
  });

  it("explains bad addresses: unknown release (404), not a number (400), no such rule (404), wrong shape (400)", async () => {
    const page = await (await phoneContext(browser)).newPage();
    const cases: [string, number, string][] = [
      [`/rules/v9.9/${number}`, 404, "No such rules release"],
      [`/rules/${version}/not.a.rule!`, 400, "Not a rule number"],
      [`/rules/${version}/${number}.z.99`, 404, "No such rule"],
      [`/rules/${version}`, 400, "Not a rule address"],
    ];
    for (const [path, status, title] of cases) {
      const response = await page.goto(`${origin()}${path}`);
      expect(response?.status(), path).toBe(status);
      expect(await page.locator("h1").innerText(), path).toBe(title);
    }
    // A missing rule links to the nearest rule above it in that release.
    await page.goto(`${origin()}/rules/${version}/${number}.z.99`);
    expect(await page.locator(`a[href="/rules/${version}/${number}"]`).count()).toBe(1);
    await page.context().close();
  });
});
