// Size limits on the parts of a resolveChain request that checkLimits (resolutions.service.ts) does
// not count: every string anywhere in the input (ids, card names, text) and the lists inside chain
// items, choices and combat. Each refusal names the input path and the limit.
import { badInput } from "../errors.js";

export interface NestedInputLimits {
  textLength: number;
  listLength: number;
}

interface NestedLists {
  board: { combat?: { attackers?: unknown[]; defenders?: unknown[] } | null };
  chain: { targets?: unknown[] | null; repeatTargets?: unknown[] | null; costObjects?: unknown[] | null }[];
  choices?: { objects?: unknown[] | null; amounts?: unknown[] | null }[] | null;
}

export function checkNestedInputSizes(input: NestedLists, limits: NestedInputLimits): void {
  const list = (field: string, items: unknown[] | null | undefined) => {
    if ((items?.length ?? 0) > limits.listLength) throw badInput(field, `has ${items!.length} entries; the limit is ${limits.listLength}`, { limit: limits.listLength });
  };
  list("input.board.combat.attackers", input.board.combat?.attackers);
  list("input.board.combat.defenders", input.board.combat?.defenders);
  input.chain.forEach((item, i) => {
    list(`input.chain[${i}].targets`, item.targets);
    list(`input.chain[${i}].repeatTargets`, item.repeatTargets);
    list(`input.chain[${i}].costObjects`, item.costObjects);
  });
  input.choices?.forEach((choice, i) => {
    list(`input.choices[${i}].objects`, choice.objects);
    list(`input.choices[${i}].amounts`, choice.amounts);
  });
  checkStrings(input, "input", limits.textLength);
}

/** Every string under `value` (input types are not recursive, so this walk is shallow). */
function checkStrings(value: unknown, path: string, max: number): void {
  if (typeof value === "string") {
    if (value.length > max) throw badInput(path, `is ${value.length} characters; the limit is ${max}`, { limit: max });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => checkStrings(item, `${path}[${i}]`, max));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) checkStrings(item, `${path}.${key}`, max);
  }
}
