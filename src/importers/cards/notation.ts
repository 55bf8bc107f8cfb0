/**
 * The one symbol notation for card text (documented in docs/CARD-NOTATION.md).
 *
 * Symbols are written in curly braces so they can never be confused with the square-bracket
 * keywords of the printed text (`[Accelerate]`, `[Assault 2]`, `[ADD]`, `[>]` …), nor with the
 * bracket forms of the errata articles (`[1]`, `[A]`, `[C]`, `[E]`, `[M]`): toNotation is
 * therefore idempotent, and a tokenizer needs no keyword list to tell a symbol from a keyword.
 *
 *   {N}            N Energy (N = 0, 1, 2 …)          gallery :rb_energy_N:     errata [N]
 *   {fury} …       1 Power of that domain            gallery :rb_rune_fury: …  errata [C] (resolved)
 *   {any}          1 Power of any domain (rainbow)   gallery :rb_rune_rainbow: errata [A]
 *   {domain}       1 Power of a domain the source does not name (errata [C] that could not be resolved)
 *   {exhaust}      the exhaust symbol                gallery :rb_exhaust:      errata [E]
 *   {might}        the Might symbol                  gallery :rb_might:        errata [M]
 */

export const DOMAINS = ["fury", "calm", "mind", "body", "chaos", "order"] as const;
export type DomainSymbol = (typeof DOMAINS)[number];

/** What a `{…}` token can contain besides a number of Energy. */
export const NAMED_SYMBOLS = [...DOMAINS, "any", "domain", "exhaust", "might"] as const;
export type NamedSymbol = (typeof NAMED_SYMBOLS)[number];

/** Matches one symbol token of the notation; group 1 is its content (digits or a NamedSymbol). */
export const SYMBOL_TOKEN = /\{(\d+|fury|calm|mind|body|chaos|order|any|domain|exhaust|might)\}/g;

export interface NotationOptions {
  /**
   * What the errata's `[C]` ("one Power of this card's domain") stands for on this card: a domain
   * (`"fury"` …) or `"any"`. Without it `[C]` becomes `{domain}`.
   */
  domainPower?: DomainSymbol | "any";
}

const NAMED_ENTITIES: Record<string, string> = {
  quot: '"', amp: "&", apos: "'", lt: "<", gt: ">", nbsp: " ", mdash: "—", ndash: "–", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“",
};

/** Decodes the HTML entities some exports leave in card text (`&quot;`, `&#x27;` …). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * Whitespace as the notation keeps it: one `\n` between paragraphs (abilities), no blank lines,
 * single spaces inside a line, nothing at either end of a line or of the text.
 */
export function normalizeWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[\t\f\v \u00a0\u2000-\u200b\u202f\u205f\u3000]+/g, " ").trim())
    .filter((line) => line.length > 0)
    .join("\n");
}

function galleryRune(domain: string): string {
  const d = domain.toLowerCase();
  if (d === "rainbow") return "{any}";
  return (DOMAINS as readonly string[]).includes(d) ? `{${d}}` : `:rb_rune_${domain}:`;
}

/**
 * Card text in the notation: gallery and corpus `:rb_…:` symbols and the errata's bracket forms
 * become `{…}` tokens; keywords in square brackets stay as they are. Also decodes HTML entities,
 * makes quotes plain (’ → ', “ ” → "), writes every dash used as a separator (— –) as " - ", and
 * normalises whitespace (see normalizeWhitespace). Symbols it does not know are left untouched.
 */
export function toNotation(text: string, options: NotationOptions = {}): string {
  let t = decodeEntities(text);
  t = t.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u201c\u201d]/g, '"');
  // gallery / corpus symbols
  t = t
    .replace(/:rb_energy_(\d+):/gi, (_, n: string) => `{${Number(n)}}`)
    .replace(/:rb_rune_([a-z]+):/gi, (_, d: string) => galleryRune(d))
    .replace(/:rb_exhaust:/gi, "{exhaust}")
    .replace(/:rb_might:/gi, "{might}");
  // errata bracket forms: exactly one digit group or one of the capital letters A, C, E, M
  const domainPower = options.domainPower ? `{${options.domainPower}}` : "{domain}";
  t = t
    .replace(/\[(\d+)\]/g, (_, n: string) => `{${Number(n)}}`)
    .replace(/\[A\]/g, "{any}")
    .replace(/\[C\]/g, domainPower)
    .replace(/\[E\]/g, "{exhaust}")
    .replace(/\[M\]/g, "{might}");
  // separators: an em or en dash (with or without spaces) reads " - " like the gallery writes it
  t = t.replace(/[ \t\u00a0]*[\u2014\u2013][ \t\u00a0]*/g, " - ");
  return normalizeWhitespace(t);
}

const TO_GALLERY: Record<string, string> = {
  any: ":rb_rune_rainbow:",
  exhaust: ":rb_exhaust:",
  might: ":rb_might:",
};

/**
 * The inverse of toNotation for symbols: `{…}` tokens back to the gallery's `:rb_…:` form.
 * `{domain}` has no gallery form and stays as it is.
 */
export function fromNotation(text: string): string {
  return text.replace(SYMBOL_TOKEN, (whole, body: string) => {
    if (/^\d+$/.test(body)) return `:rb_energy_${body}:`;
    if ((DOMAINS as readonly string[]).includes(body)) return `:rb_rune_${body}:`;
    return TO_GALLERY[body] ?? whole;
  });
}

/** The symbol tokens of a text in the notation, in order (e.g. `["{1}", "{fury}"]`). */
export function symbolsIn(text: string): string[] {
  return [...text.matchAll(SYMBOL_TOKEN)].map((m) => m[0]);
}

/**
 * The search key of a card name: no case, accents, punctuation or spacing.
 * "Bellow's Breath", "Bellows Breath" and "BELLOW’S  breath" all give "bellowsbreath".
 * (Same key as src/engine/names.ts, so names from either side meet.)
 */
export function normalizeName(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** The text with its reminder text (every parenthesised part, nested or not) left out. */
export function withoutReminders(text: string): string {
  let depth = 0;
  let out = "";
  for (const ch of text) {
    if (ch === "(") depth++;
    else if (ch === ")" && depth > 0) depth--;
    else if (depth === 0) out += ch;
  }
  return out;
}

/**
 * The gallery sets an Equipment's effect text (136.1) apart from its rules text by a blank line after its
 * Equip ability; the notation drops blank lines, so that boundary is written as the corpus writes it, an
 * `[Effect]` marker at the start of the effect text. Texts without an Equip paragraph, or with nothing set
 * apart after it (blank effect text, 136.2.a), are returned unchanged.
 */
export function markEffectText(galleryText: string): string {
  const text = galleryText.replace(/\r\n?/g, "\n");
  if (/\[Effect\]/i.test(text)) return galleryText;
  const equip = /(^|\n)[ \t]*\[Equip\]/.exec(text);
  if (!equip) return galleryText;
  const blank = /\n[ \t]*\n\s*/g;
  blank.lastIndex = equip.index + equip[0].length;
  const m = blank.exec(text);
  if (!m || m.index + m[0].length >= text.length) return galleryText;
  return `${text.slice(0, m.index)}\n[Effect] ${text.slice(m.index + m[0].length)}`;
}

/**
 * A key that says whether two texts are the same card text whatever their source's formatting:
 * the notation, without whitespace, without the corpus-only `[Effect]` marker, case-insensitive.
 */
export function textKey(text: string): string {
  return toNotation(text)
    .replace(/\[Effect\]/gi, "")
    .replace(/\s+/g, "")
    .toLowerCase();
}

/** Bracketed markers that are not keywords. */
const NOT_KEYWORDS = /^(effect|no text|tags:.*|banned .*)$/i;

/**
 * The keywords of a text: every `[Word]` outside reminder text (parentheses), with its number left
 * out (`[Assault 2]` → "Assault") and all-capital spellings in title case (`[ADD]` → "Add"); in
 * order of first appearance, each once. Glyphs like `[>]` and markers like `[Effect]` are not keywords.
 */
export function keywordsOf(text: string): string[] {
  const found: string[] = [];
  for (const m of withoutReminders(text).matchAll(/\[([^[\]]+)\]/g)) {
    const inner = (m[1] ?? "").trim();
    if (!/^\p{L}/u.test(inner) || NOT_KEYWORDS.test(inner)) continue;
    let word = inner.replace(/\s+\d+$/, "").trim();
    if (word.length > 1 && word === word.toUpperCase()) word = word[0] + word.slice(1).toLowerCase();
    if (!found.includes(word)) found.push(word);
  }
  return found;
}
