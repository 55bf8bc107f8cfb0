// Size limits on the parts of a resolveChain request that checkLimits (resolutions.service.ts) does
// not count: every string anywhere in the input (ids, card names, text) and the lists inside chain
// items, choices and combat. Each refusal names the input path and the limit.
import { badInput } from "../errors.js";

export interface NestedInputLimits {
  textLength: number;
  listLength: number;
}

interface NestedLists {
  board: { combat?: { attackers?: unknown[]; defenders?: unknown[] } | null; players?: { energySpentOnSpellsThisTurn?: unknown[] | null }[]; objects?: { tagsGained?: unknown[] | null }[] };
  chain: { targets?: unknown[] | null; repeatTargets?: unknown[] | null; costObjects?: unknown[] | null }[];
  choices?: { objects?: unknown[] | null; amounts?: unknown[] | null }[] | null;
}

export function checkNestedInputSizes(input: NestedLists, limits: NestedInputLimits): void {
  const list = (field: string, items: unknown[] | null | undefined) => {
    if ((items?.length ?? 0) > limits.listLength) throw badInput(field, `has ${items!.length} entries; the limit is ${limits.listLength}`, { limit: limits.listLength });
  };
  list("input.board.combat.attackers", input.board.combat?.attackers);
  list("input.board.combat.defenders", input.board.combat?.defenders);
  input.board.players?.forEach((p, i) => list(`input.board.players[${i}].energySpentOnSpellsThisTurn`, p.energySpentOnSpellsThisTurn));
  input.board.objects?.forEach((o, i) => list(`input.board.objects[${i}].tagsGained`, o.tagsGained));
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

/**
 * Every string under `value` (input types are not recursive, so this walk is shallow). The path is
 * kept as a list of keys and made into text only for a string over the limit: a 400-object board has
 * thousands of values, and naming each one as it is visited cost more than the check.
 */
function checkStrings(value: unknown, path: string, max: number): void {
  const keys: (string | number)[] = [];
  const visit = (item: unknown): void => {
    if (typeof item === "string") {
      if (item.length > max) throw badInput(pathOf(path, keys), `is ${item.length} characters; the limit is ${max}`, { limit: max });
    } else if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) {
        keys.push(i);
        visit(item[i]);
        keys.pop();
      }
    } else if (item && typeof item === "object") {
      for (const key of Object.keys(item)) {
        keys.push(key);
        visit((item as Record<string, unknown>)[key]);
        keys.pop();
      }
    }
  };
  visit(value);
}

function pathOf(root: string, keys: (string | number)[]): string {
  return keys.reduce<string>((path, key) => (typeof key === "number" ? `${path}[${key}]` : `${path}.${key}`), root);
}
