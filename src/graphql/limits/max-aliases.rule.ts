// Limit: how many aliases one document may use. Aliases are how one request asks for the same
// expensive field a thousand times (`a1: rule(…) a2: rule(…) …`), each with other arguments.
import type { ValidationRule } from "graphql";
import { limitError } from "./limit-error.js";

/** Reports a document (operations and fragments together) that uses more than `max` aliases. */
export function maxAliasesRule(max: number): ValidationRule {
  return (context) => {
    let count = 0;
    return {
      Field(node) {
        if (node.alias) count++;
      },
      Document: {
        leave(node) {
          if (count > max) {
            context.reportError(limitError("aliases", `The document uses ${count} aliases; the alias limit is ${max}.`, max, { actual: count, nodes: [node] }));
          }
        },
      },
    };
  };
}
