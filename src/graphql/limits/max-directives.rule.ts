// Limit: how many directives one document may use. Each directive is evaluated for every value of the
// field it sits on, and a thousand `@include(if: true)` cost parsing and validation time for nothing.
import type { ValidationRule } from "graphql";
import { limitError } from "./limit-error.js";

/** Reports a document that uses more than `max` directives, wherever they sit. */
export function maxDirectivesRule(max: number): ValidationRule {
  return (context) => {
    let count = 0;
    return {
      Directive() {
        count++;
      },
      Document: {
        leave(node) {
          if (count > max) {
            context.reportError(limitError("directives", `The document uses ${count} directives; the directive limit is ${max}.`, max, { actual: count, nodes: [node] }));
          }
        },
      },
    };
  };
}
