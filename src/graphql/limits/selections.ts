// Walking an operation's selections through its fragments, safely: a fragment already being expanded
// on the current path is skipped (NoFragmentCyclesRule reports the cycle), so no rule here recurses forever.
import { Kind, type FragmentDefinitionNode, type SelectionSetNode } from "graphql";

export type FragmentLookup = (name: string) => FragmentDefinitionNode | null | undefined;

/**
 * The deepest field nesting under `set`, counting one per field level (fragments add none). Stops
 * descending once past `limit`, so the answer is exact up to limit + 1 and the walk stays shallow.
 */
export function selectionDepth(set: SelectionSetNode, fragments: FragmentLookup, limit: number, expanding = new Set<string>()): number {
  let deepest = 0;
  for (const selection of set.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      depth = 1 + (selection.selectionSet && limit > 0 ? selectionDepth(selection.selectionSet, fragments, limit - 1, expanding) : 0);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = selectionDepth(selection.selectionSet, fragments, limit, expanding);
    } else {
      const name = selection.name.value;
      const fragment = fragments(name);
      if (!fragment || expanding.has(name)) continue;
      expanding.add(name);
      depth = selectionDepth(fragment.selectionSet, fragments, limit, expanding);
      expanding.delete(name);
    }
    deepest = Math.max(deepest, depth);
    if (deepest > limit) break;
  }
  return deepest;
}
