// The resolution page in a real browser at phone size: what it shows is what resolution(id) answers
// (status, summary, release, every step, target verdict and reason, instruction outcome, citation with
// its quoted text), it fits a phone's width, and its rule links lead to the rules page of that release.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { horizontalOverflow, launchBrowser, origin, phoneContext, watch } from "./browser.js";

const EXAMPLE = resolve(__dirname, "../../docs/examples/void-seeker-flash.json");
const CITATION = "rule release rup4 found text";
const RESOLUTION = `query($id: ID!) { resolution(id: $id) {
  id status summary asOf release { version }
  steps { index kind chainItem instruction outcome explanation
    targets { object legal reason citations { ${CITATION} } } citations { ${CITATION} } }
  finalBoard { players { id handSize } objects { id zone } } } }`;

let browser: Browser;
let resolution: any;

beforeAll(async () => {
  browser = await launchBrowser();
  const input = JSON.parse(readFileSync(EXAMPLE, "utf8"));
  const { resolveChain } = await data(`mutation($input: ResolveChainInput!) { resolveChain(input: $input) { id } }`, { input });
  resolution = (await data(RESOLUTION, { id: resolveChain.id })).resolution;
});

afterAll(async () => {
  await browser?.close();
});

/** Reads the page back into the shape of the GraphQL answer, from its data-* attributes and text. */
function readResolutionPage(page: Page) {
  return page.evaluate(() => {
    const text = (el: Element | null) => (el ? (el.textContent ?? "") : null);
    const cites = (el: Element) =>
      [...el.querySelectorAll(":scope > .citations > details.citation")].map((d) => {
        const e = d as HTMLElement;
        return { rule: e.dataset.citationRule, release: e.dataset.citationRelease, rup4: e.dataset.rup4, found: e.dataset.found === "true", text: text(e.querySelector("[data-quote]")) };
      });
    return {
      status: text(document.querySelector("[data-status]")),
      summary: text(document.querySelector("[data-summary]")),
      release: (document.querySelector("[data-release]") as HTMLElement).dataset.release,
      asOf: text(document.querySelector("[data-as-of]")),
      steps: [...document.querySelectorAll("li.step")].map((li) => {
        const e = li as HTMLElement;
        return {
          index: Number(e.dataset.stepIndex),
          kind: e.dataset.kind,
          chainItem: text(e.querySelector(".step-head .mono")),
          instruction: text(e.querySelector("[data-instruction]")),
          outcome: text(e.querySelector("[data-outcome]")),
          explanation: text(e.querySelector("[data-explanation]")),
          targets: [...e.querySelectorAll("[data-target]")].map((t) => {
            const te = t as HTMLElement;
            return { object: te.dataset.target, legal: te.dataset.legal === "true", reason: text(te.querySelector("[data-reason]")), citations: cites(te) };
          }),
          citations: cites(e),
        };
      }),
      after: {
        objects: [...document.querySelectorAll("#after [data-object]")].map((o) => ({ id: (o as HTMLElement).dataset.object, zone: (o as HTMLElement).dataset.zone })),
        players: [...document.querySelectorAll("#after [data-player]")].map((p) => ({ id: (p as HTMLElement).dataset.player, handSize: Number((p as HTMLElement).dataset.handSize) })),
      },
      before: [...document.querySelectorAll("#before [data-object]")].map((o) => (o as HTMLElement).dataset.object),
      ruleLinks: [...document.querySelectorAll("details.citation a")].map((a) => (a as HTMLAnchorElement).getAttribute("href")),
    };
  });
}

const citationsOf = (list: any[]) => list.map((c) => ({ rule: c.rule, release: c.release, rup4: c.rup4, found: c.found, text: c.found ? c.text : null }));

describe("the resolution page /r/<id>", () => {
  it("shows exactly what resolution(id) answers, and fits a phone's width", async () => {
    const page = await (await phoneContext(browser)).newPage();
    const watched = watch(page);
    const response = await page.goto(`${origin()}/r/${resolution.id}`);
    expect(response?.status()).toBe(200);
    const shown = await readResolutionPage(page);
    expect(shown.status).toBe(resolution.status);
    expect(shown.summary).toBe(resolution.summary);
    expect(shown.release).toBe(resolution.release.version);
    expect(shown.asOf).toBe(resolution.asOf);
    expect(shown.steps).toEqual(
      resolution.steps.map((s: any) => ({
        index: s.index,
        kind: s.kind,
        chainItem: s.chainItem,
        instruction: s.instruction,
        outcome: s.outcome,
        explanation: s.explanation,
        targets: s.targets.map((t: any) => ({ object: t.object, legal: t.legal, reason: t.reason, citations: citationsOf(t.citations) })),
        citations: citationsOf(s.citations),
      })),
    );
    expect(shown.after.objects).toEqual(resolution.finalBoard.objects);
    expect(shown.after.players).toEqual(resolution.finalBoard.players);
    const input = JSON.parse(readFileSync(EXAMPLE, "utf8"));
    expect(shown.before).toEqual(input.board.objects.map((o: any) => o.id));
    // The example's point: the illegal target, with its reason, and the ignored damage.
    const checked = resolution.steps.find((s: any) => s.kind === "TARGETS_CHECKED" && s.chainItem === "vs");
    expect(checked.targets[0]).toMatchObject({ object: "u", legal: false });
    expect(await page.locator(`li.step[data-step-index="${checked.index}"] [data-target="u"]`).innerText()).toContain(checked.targets[0].reason);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(watched.problems).toEqual([]);
    expect(watched.foreignRequests).toEqual([]);
    for (const href of new Set(shown.ruleLinks)) {
      expect((await fetch(`${origin()}${href}`)).status, href!).toBe(200);
    }
    await page.context().close();
  });

  it("links a citation to the rules page of its release, which quotes the same rule", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${origin()}/r/${resolution.id}`);
    const checked = resolution.steps.find((s: any) => s.kind === "TARGETS_CHECKED" && s.chainItem === "vs");
    const cited = checked.citations.find((c: any) => c.found);
    const link = page.locator(`li.step[data-step-index="${checked.index}"] > .citations details.citation[data-citation-rule="${cited.rule}"] a.rule-link`);
    await Promise.all([page.waitForURL(`**/rules/${encodeURIComponent(cited.release)}/${cited.rule}`), link.click()]);
    expect(await page.locator("[data-rule-number]").innerText()).toBe(cited.rule);
    expect(await page.locator("[data-rule-release]").innerText()).toBe(cited.release);
    expect(await page.locator("[data-rule-text]").textContent()).toBe(cited.text);
    const { rule } = await data(`query($n: String!, $v: String) { rule(number: $n, version: $v) { text parent { number } } }`, { n: cited.rule, v: cited.release });
    expect(await page.locator("[data-rule-text]").textContent()).toBe(rule.text);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it("answers an unknown or malformed id with a 404 page", async () => {
    const page = await (await phoneContext(browser)).newPage();
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-resolution"]) {
      const response = await page.goto(`${origin()}/r/${id}`);
      expect(response?.status(), id).toBe(404);
      expect(await page.locator("h1").innerText()).toBe("No such resolution");
      expect(response?.headers()["content-type"]).toContain("text/html");
    }
    await page.context().close();
  });
});
