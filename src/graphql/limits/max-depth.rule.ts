// Limit: how deeply an operation may nest fields, fragments expanded. Without it, a few hundred bytes
// such as `rules { children { children { … } } }` ask for an exponential amount of work.
import type { ValidationRule } from "graphql";
import { limitError } from "./limit-error.js";
import { selectionDepth } from "./selections.js";

/**
 * Reports an operation whose fields nest more than `max` levels deep. A root field is level 1;
 * fragments and inline fragments add no level. The walk stops one level past `max`.
 */
export function maxDepthRule(max: number): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      const depth = selectionDepth(node.selectionSet, (name) => context.getFragment(name), max);
      if (depth > max) {
        const name = node.name ? `Operation "${node.name.value}"` : "The operation";
        context.reportError(limitError("depth", `${name} nests fields more than ${max} levels deep; the depth limit is ${max}.`, max, { nodes: [node] }));
      }
      return false;
    },
  });
}
