// The error a document limit reports: a message naming the limit and its maximum, and the same in
// `extensions` (`limit`, `max`, and `actual` when it was counted to the end), so clients can act on it.
import { GraphQLError, type ASTNode } from "graphql";

export type LimitName = "depth" | "aliases" | "directives" | "tokens" | "nesting" | "cost";

export interface LimitErrorOptions {
  /** The code a client sees; validation rules leave it out (Apollo gives GRAPHQL_VALIDATION_FAILED). */
  code?: string;
  actual?: number;
  nodes?: readonly ASTNode[];
}

export function limitError(limit: LimitName, message: string, max: number, options: LimitErrorOptions = {}): GraphQLError {
  const extensions: Record<string, unknown> = { limit, max };
  if (options.actual !== undefined) extensions.actual = options.actual;
  if (options.code) {
    extensions.code = options.code;
    extensions.http = { status: 400 };
  }
  return new GraphQLError(message, { nodes: options.nodes, extensions });
}
