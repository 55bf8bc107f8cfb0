// A real headless browser for the page tests: Debian's chromium driven by playwright-core (no browser
// download). .ci/run installs chromium when /usr/bin/chromium is missing; CHROMIUM_PATH overrides it.
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { apiUrl } from "../helpers/api.js";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`no chromium at ${CHROMIUM_PATH}: install it (apt-get install chromium, as .ci/run does) or set CHROMIUM_PATH`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

/** The origin of the test server (pages live beside /graphql). */
export const origin = (): string => new URL(apiUrl()).origin;

/** A phone-sized context (390×844, touch), as a judge would open a shared link. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
}

/**
 * Records what a page did that a test should fail on: uncaught errors, console errors, and any request
 * to another origin (everything must be served by the API itself).
 */
export function watch(page: Page): { problems: string[]; foreignRequests: string[] } {
  const problems: string[] = [];
  const foreignRequests: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== origin()) foreignRequests.push(request.url());
  });
  return { problems, foreignRequests };
}

/** The page's width overflow: 0 when nothing is wider than the viewport. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
