/**
 * A stable fingerprint of a card text version, so a hand-written definition can say which printed
 * texts it implements without storing Riot's text. Pure (no crypto import): cyrb53 over the text's
 * comparison form (reminder text, whitespace, case and glyph differences removed).
 */
import { comparable } from "./compiler/verify.js";

function cyrb53(s: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
}

export function textHash(text: string): string {
  return cyrb53(comparable(text));
}
