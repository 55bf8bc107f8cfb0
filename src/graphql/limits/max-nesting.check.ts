// Limit: how deeply brackets ({ [ ( ) may nest in a document, checked on the source text before it is
// parsed. graphql-js parses and validates recursively: a few thousand nested brackets (well within the
// token limit) exhaust the call stack at a depth that depends on the JIT, and the client would get
// "Maximum call stack size exceeded", or a 500 when validation is where the stack runs out. Apollo's
// hooks before parsing cannot refuse a request cleanly, so the HTTP front runs this check
// (AppOptions.sourceChecks) and answers 400 GRAPHQL_PARSE_FAILED naming the limit.
import { Lexer, Source, TokenKind } from "graphql";
import { HttpError } from "../../http/body.js";
import type { SourceCheck } from "../../http/source-check.js";

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * The deepest bracket nesting in `source`, reading at most `maxTokens` tokens (past that the parser
 * refuses the document anyway). A lexical error ends the scan: the parser reports it with its position.
 */
export function bracketNesting(source: string, maxTokens: number): number {
  const lexer = new Lexer(new Source(source));
  let depth = 0;
  let deepest = 0;
  try {
    for (let n = 0; n < maxTokens; n++) {
      const token = lexer.advance();
      if (token.kind === TokenKind.EOF) break;
      if (OPENING.has(token.kind)) deepest = Math.max(deepest, ++depth);
      else if (CLOSING.has(token.kind)) depth--;
    }
  } catch {
    // a syntax error: left to the parser
  }
  return deepest;
}

/** Sources remembered with their nesting (a client sends the same few documents again and again), and the longest. */
const REMEMBERED = 500;
const REMEMBERED_CHARS = 4_096;

export function maxNestingCheck(max: number, maxTokens: number): SourceCheck {
  // the nesting of recently checked sources: a document sent again is not lexed again
  const known = new Map<string, number>();
  const nestingOf = (source: string): number => {
    let nesting = known.get(source);
    if (nesting !== undefined) return nesting;
    nesting = bracketNesting(source, maxTokens);
    if (source.length <= REMEMBERED_CHARS) {
      if (known.size >= REMEMBERED) known.delete(known.keys().next().value as string);
      known.set(source, nesting);
    }
    return nesting;
  };
  return (source) => {
    const nesting = nestingOf(source);
    if (nesting > max) {
      throw new HttpError(400, "GRAPHQL_PARSE_FAILED", `Syntax Error: brackets nest ${nesting} levels deep; the nesting limit is ${max}.`, {}, {
        limit: "nesting",
        max,
        actual: nesting,
      });
    }
  };
}
