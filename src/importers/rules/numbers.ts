/** Rule numbers: normalisation, structure, ordering. Pure helpers. */

const NUMBER_RE = /^\d+(?:\.(?:\d+|[a-z]))*$/;

/**
 * Normalises a rule number typed by a user or found in a source:
 * trims, lower-cases letters, drops trailing dots ("359.3.E.5." -> "359.3.e.5").
 * Returns null when the input is not a rule number: the first segment must be
 * digits, every further segment digits or a single letter.
 */
export function normaliseRuleNumber(input: string): string | null {
  if (typeof input !== "string") return null;
  let s = input.trim().toLowerCase();
  s = s.replace(/\.+$/, "");
  if (s.length === 0 || s.length > 64) return null;
  return NUMBER_RE.test(s) ? s : null;
}

export function segments(number: string): string[] {
  return number.split(".");
}

/** 0 for dotless numbers, +1 per dotted segment. */
export function depthOf(number: string): number {
  return segments(number).length - 1;
}

/** The number with its last segment removed, or null for dotless numbers. */
export function structuralParent(number: string): string | null {
  const i = number.lastIndexOf(".");
  return i < 0 ? null : number.slice(0, i);
}

export function lastSegment(number: string): string {
  const i = number.lastIndexOf(".");
  return i < 0 ? number : number.slice(i + 1);
}

/** Ordinal of a segment: digits -> their value, a single letter -> 1 for "a". */
export function segmentOrdinal(seg: string): number | null {
  if (/^\d+$/.test(seg)) return Number.parseInt(seg, 10);
  if (/^[a-z]$/.test(seg)) return seg.charCodeAt(0) - 96;
  return null;
}

/** The segment with the given ordinal, in the same style (digits or letter) as `like`. */
export function segmentFromOrdinal(ordinal: number, like: string, padded = false): string | null {
  if (/^\d+$/.test(like)) {
    const s = String(ordinal);
    // zero padding only for the first segment ("002" -> "003"), never for "359.3.e.9"
    return padded && like.length > s.length ? s.padStart(like.length, "0") : s;
  }
  if (ordinal >= 1 && ordinal <= 26) return String.fromCharCode(96 + ordinal);
  return null;
}

/** Sibling number with the given ordinal: sibling("359.3.e.11", 12) -> "359.3.e.12". */
export function siblingNumber(number: string, ordinal: number): string | null {
  const parent = structuralParent(number);
  const seg = segmentFromOrdinal(ordinal, lastSegment(number), parent === null);
  if (seg === null) return null;
  return parent === null ? seg : `${parent}.${seg}`;
}

/** Natural comparison of rule numbers (segment by segment, numeric where possible). */
export function compareRuleNumbers(a: string, b: string): number {
  const sa = segments(a);
  const sb = segments(b);
  const n = Math.min(sa.length, sb.length);
  for (let i = 0; i < n; i++) {
    const x = sa[i]!;
    const y = sb[i]!;
    if (x === y) continue;
    const ox = segmentOrdinal(x);
    const oy = segmentOrdinal(y);
    if (ox !== null && oy !== null && ox !== oy) return ox - oy;
    return x < y ? -1 : 1;
  }
  return sa.length - sb.length;
}

/**
 * Matches a rule number at the start of a source line: a three-digit first
 * segment, then dotted segments (digits or a single letter), then an
 * optional trailing dot. Group 1 is the number, group 2 the trailing dot.
 */
export const SOURCE_NUMBER = String.raw`(\d{3}(?:\.(?:\d+|[a-z]))*)(\.?)`;
