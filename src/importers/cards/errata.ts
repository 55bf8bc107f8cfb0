/**
 * The published errata articles (`errata-articles.json`: [{ id, title, publishedAt, content }]).
 * In an article's markdown each erratum reads
 *
 *     <card name>              (a "##"/"###" heading or a plain line)
 *     #### [NEW TEXT]
 *     …paragraphs…
 *     ####                     (sometimes: an empty heading, ignored)
 *     #### [OLD TEXT]
 *     …paragraphs…
 *     Note: …                  (sometimes: an editorial note, not card text)
 *
 * with section headings like "## Origins Cards" between them. The texts use a bracket notation for
 * symbols ([1], [A], [C], [E], [M]) that toNotation understands.
 */

export interface Erratum {
  articleId: string;
  articleTitle: string;
  /** The article's publication date (UTC), YYYY-MM-DD. */
  date: string;
  /** The card name as the article writes it. */
  name: string;
  /** The section the erratum is listed under ("Origins Cards" …), if any. */
  section: string | null;
  /** Texts as in the article (bracket symbols, blank lines between paragraphs). */
  newText: string;
  oldText: string;
  notes: string[];
}

export interface ErrataArticles {
  articles: { id: string; title: string; date: string; errata: number }[];
  errata: Erratum[];
  warnings: string[];
}

const NEW_HEADER = /^#{1,6}\s*\[NEW TEXT\]\s*$/i;
const OLD_HEADER = /^#{1,6}\s*\[OLD TEXT\]\s*$/i;
const EMPTY_HEADING = /^#{1,6}\s*$/;
const HEADING = /^#{1,6}\s+(.*)$/;
const SECTION = /^(.*\S)\s+Cards$/i;

function nextNonBlank(lines: readonly string[], from: number): number {
  let j = from;
  while (j < lines.length && (lines[j] ?? "").trim() === "") j++;
  return j;
}

/** Splits one article's markdown into its errata. */
export function parseErrataContent(content: string, where: string, warnings: string[]): Omit<Erratum, "articleId" | "articleTitle" | "date">[] {
  const lines = content.replace(/\r\n?/g, "\n").split("\n");
  const out: Omit<Erratum, "articleId" | "articleTitle" | "date">[] = [];
  let section: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? "").trim();
    const heading = HEADING.exec(line);
    if (heading && !NEW_HEADER.test(line) && !OLD_HEADER.test(line)) {
      const s = SECTION.exec((heading[1] ?? "").trim());
      if (s) section = (heading[1] ?? "").trim();
    }
    if (!NEW_HEADER.test(line)) continue;
    // the card name: the closest non-blank line above
    let k = i - 1;
    while (k >= 0 && (lines[k] ?? "").trim() === "") k--;
    const nameLine = k >= 0 ? (lines[k] ?? "").trim() : "";
    const name = nameLine.replace(/^#{1,6}\s*/, "").trim();
    if (!name || SECTION.test(name) || NEW_HEADER.test(nameLine) || OLD_HEADER.test(nameLine)) {
      warnings.push(`${where}: a [NEW TEXT] at line ${i + 1} has no card name above it, skipped`);
      continue;
    }
    // new text: up to [OLD TEXT]
    const newLines: string[] = [];
    let j = i + 1;
    while (j < lines.length && !OLD_HEADER.test((lines[j] ?? "").trim()) && !NEW_HEADER.test((lines[j] ?? "").trim())) {
      const l = lines[j] ?? "";
      if (!EMPTY_HEADING.test(l.trim())) newLines.push(l);
      j++;
    }
    if (j >= lines.length || !OLD_HEADER.test((lines[j] ?? "").trim())) {
      warnings.push(`${where}: "${name}" has a [NEW TEXT] but no [OLD TEXT], skipped`);
      continue;
    }
    // old text: up to the next heading or the next erratum's plain name line
    const oldLines: string[] = [];
    const notes: string[] = [];
    j++;
    for (; j < lines.length; j++) {
      const l = (lines[j] ?? "").trim();
      if (/^#/.test(l)) break;
      if (l !== "" && NEW_HEADER.test((lines[nextNonBlank(lines, j + 1)] ?? "").trim())) break;
      if (/^note:/i.test(l)) notes.push(l.replace(/^note:\s*/i, ""));
      else oldLines.push(lines[j] ?? "");
    }
    i = j - 1;
    const newText = newLines.join("\n").trim();
    const oldText = oldLines.join("\n").trim();
    if (!newText || !oldText) warnings.push(`${where}: "${name}" has an empty ${newText ? "old" : "new"} text`);
    out.push({ name, section, newText, oldText, notes });
  }
  return out;
}

/** Parses errata-articles.json. */
export function parseErrataArticles(json: string, fileName: string): ErrataArticles {
  const warnings: string[] = [];
  const raw = JSON.parse(json) as unknown;
  const list = Array.isArray(raw) ? raw : Array.isArray((raw as { articles?: unknown })?.articles) ? (raw as { articles: unknown[] }).articles : null;
  if (!list) throw new Error(`${fileName}: expected an array of articles`);
  const articles: ErrataArticles["articles"] = [];
  const errata: Erratum[] = [];
  list.forEach((entry: unknown, i: number) => {
    const a = (entry ?? {}) as Record<string, unknown>;
    const id = typeof a.id === "string" && a.id ? a.id : `article-${i}`;
    const title = typeof a.title === "string" ? a.title : id;
    const published = typeof a.publishedAt === "string" ? a.publishedAt : typeof a.updatedAt === "string" ? a.updatedAt : "";
    const parsed = /^\d{4}-\d{2}-\d{2}/.test(published) ? new Date(published) : null;
    const date = parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString().slice(0, 10) : null;
    if (typeof a.kind === "string" && a.kind !== "errata") return;
    if (!date || typeof a.content !== "string") {
      warnings.push(`${fileName}: article ${id} has no publication date or no content, skipped`);
      return;
    }
    const found = parseErrataContent(a.content, `${fileName} ${id}`, warnings);
    if (found.length === 0) warnings.push(`${fileName}: article ${id} holds no erratum`);
    articles.push({ id, title, date, errata: found.length });
    for (const e of found) errata.push({ articleId: id, articleTitle: title, date, ...e });
  });
  return { articles, errata, warnings };
}
