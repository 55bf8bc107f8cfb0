// The card tests' one check that a library card is executable, through the GraphQL API. A card is named by its
// code ("OGN-012") or by its name; the answer is its name, for scenarios that play it.
import { expect } from "vitest";
import { data } from "./api.js";

/** The date the card tests read texts on unless they say otherwise: after the last errata of the datasets. */
export const CARDS_AS_OF = "2026-08-01";

const BY_CODE = `query($code: String!, $asOf: Date) { card(code: $code, asOf: $asOf) { name executable unsupported } }`;
const BY_NAME = `query($name: String!, $asOf: Date) { card(name: $name, asOf: $asOf) { name executable unsupported } }`;
const isCode = (s: string) => /^[A-Z]{3}-[A-Z]?\d+[a-z*]?$/.test(s);

/** Asserts the card is executable on `asOf`; its name. */
export async function executableCard(codeOrName: string, asOf: string = CARDS_AS_OF): Promise<string> {
  const found = isCode(codeOrName)
    ? (await data(BY_CODE, { code: codeOrName, asOf })).card
    : (await data(BY_NAME, { name: codeOrName, asOf })).card;
  expect(found, `${codeOrName} is a card of the library`).toBeTruthy();
  expect(found.executable, `${codeOrName} is executable on ${asOf} (unsupported: ${JSON.stringify(found.unsupported)})`).toBe(true);
  return found.name as string;
}

/** Asserts each card (by code or name) is executable on the default date. */
export async function executable(...codesOrNames: string[]): Promise<void> {
  for (const one of codesOrNames) await executableCard(one);
}
