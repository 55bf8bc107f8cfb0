// Limit: how many lexical tokens a document may have, enforced by graphql-js's parser itself
// (`maxTokens`), so an oversized document is refused before any syntax tree is built. Apollo answers
// GRAPHQL_PARSE_FAILED with graphql-js's message ("Document contains more than N tokens").
import type { ParseOptions } from "graphql";

export function maxTokensParseOptions(max: number): ParseOptions {
  return { maxTokens: max };
}
