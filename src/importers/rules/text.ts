/** Text helpers shared by the rules parsers: entities, markup, whitespace, examples. */

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  ndash: "\u2013",
  mdash: "\u2014",
  lsquo: "\u2018",
  rsquo: "\u2019",
  sbquo: "\u201a",
  ldquo: "\u201c",
  rdquo: "\u201d",
  bdquo: "\u201e",
  hellip: "\u2026",
  bull: "\u2022",
  middot: "\u00b7",
  copy: "\u00a9",
  reg: "\u00ae",
  trade: "\u2122",
  times: "\u00d7",
  divide: "\u00f7",
  minus: "\u2212",
  plusmn: "\u00b1",
  laquo: "\u00ab",
  raquo: "\u00bb",
  shy: "\u00ad",
  deg: "\u00b0",
  eacute: "\u00e9",
  egrave: "\u00e8",
  agrave: "\u00e0",
  ccedil: "\u00e7",
};

/**
 * Decodes HTML character references in one pass (so "&amp;quot;" becomes
 * "&quot;", not '"'): numeric (&#39; &#x27;) and the common named ones.
 * Unknown names and invalid code points are left as they are.
 */
export function decodeEntities(input: string): string {
  return input.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z][a-zA-Z0-9]*);/g, (whole, body: string) => {
    if (body[0] === "#") {
      const hex = body[1] === "x" || body[1] === "X";
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        return whole;
      }
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()];
    return named ?? whole;
  });
}

/** Collapses every run of whitespace (incl. CR, NBSP) to one space and trims. */
export function normaliseWhitespace(input: string): string {
  return input.replace(/\s+/g, " ").trim();
}

/**
 * Strips inline markdown emphasis: every `**`, and the underscores of
 * `_x_` italics (snake_case words are left alone).
 */
export function stripMarkdownInline(input: string): string {
  let s = input.replace(/\*\*/g, "");
  // italics: an underscore with a non-word character (or the line's edge) on
  // one side is markup ("_See_", "**_Control_**_._", an italic span wrapped
  // over two lines); one between two letters/digits is text ("snake_case")
  s = s.replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, "");
  return s;
}

/** A list bullet left by the PDF conversion at the start of a rule's text ("* Units and legends …"). */
export function stripLeadingBullet(text: string): string {
  return text.replace(/^[*\u2022]\s+/, "");
}

const LABEL_RE = /(?<![\p{L}\p{N}])(?:Examples?|EXAMPLES?)\s*:/gu;
const SEE_LINE_RE = /^See\b.*\b[Ff]or more information\b/;
const SEE_TAIL_RE = /\s+(See rule\b.*?\b[Ff]or more information\b[.:]?)$/;

export interface RuleBody {
  text: string;
  examples: string[];
}

/**
 * Splits a rule's lines into its own text and its examples. Every
 * "Example:"/"Examples:" label (any case of the word, as found in the
 * sources) starts a new example; the lines that follow belong to it until the
 * next label or a "See … for more information" cross-reference, which goes
 * back to the rule's text. An "Examples:" label with several paragraphs makes
 * ONE example (the sources do not mark the paragraph breaks consistently).
 * Lines are joined with single spaces; nothing is dropped.
 */
export function splitRuleBody(lines: readonly string[]): RuleBody {
  const text: string[] = [];
  const examples: string[][] = [];
  let inExample = false;
  for (const raw of lines) {
    const line = normaliseWhitespace(raw);
    if (line.length === 0) continue;
    if (SEE_LINE_RE.test(line)) {
      text.push(line);
      inExample = false;
      continue;
    }
    LABEL_RE.lastIndex = 0;
    let last = 0;
    let m: RegExpExecArray | null;
    const pieces: { piece: string; startsExample: boolean }[] = [];
    let startsExample = false;
    while ((m = LABEL_RE.exec(line)) !== null) {
      pieces.push({ piece: line.slice(last, m.index), startsExample });
      startsExample = true;
      last = m.index + m[0].length;
    }
    pieces.push({ piece: line.slice(last), startsExample });
    for (const { piece, startsExample: starts } of pieces) {
      if (starts) {
        examples.push([]);
        inExample = true;
      }
      const p = piece.trim();
      if (p.length === 0) continue;
      if (inExample) examples[examples.length - 1]!.push(p);
      else text.push(p);
    }
  }
  const out: RuleBody = { text: normaliseWhitespace(text.join(" ")), examples: [] };
  for (const parts of examples) {
    let ex = normaliseWhitespace(parts.join(" "));
    // a cross-reference glued to the end of an example belongs to the rule
    const tail = SEE_TAIL_RE.exec(ex);
    if (tail) {
      out.text = normaliseWhitespace(`${out.text} ${tail[1]}`);
      ex = ex.slice(0, tail.index).trim();
    }
    out.examples.push(ex);
  }
  out.text = stripLeadingBullet(out.text);
  return out;
}
