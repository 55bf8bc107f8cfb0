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
  // the field's name is made only for a list over the limit (a 400-object board would otherwise name 400 fields to pass them)
  const list = (items: unknown[] | null | undefined, field: () => string) => {
    if ((items?.length ?? 0) > limits.listLength) throw badInput(field(), `has ${items!.length} entries; the limit is ${limits.listLength}`, { limit: limits.listLength });
  };
  list(input.board.combat?.attackers, () => "input.board.combat.attackers");
  list(input.board.combat?.defenders, () => "input.board.combat.defenders");
  input.board.players?.forEach((p, i) => list(p.energySpentOnSpellsThisTurn, () => `input.board.players[${i}].energySpentOnSpellsThisTurn`));
  input.board.objects?.forEach((o, i) => list(o.tagsGained, () => `input.board.objects[${i}].tagsGained`));
  input.chain.forEach((item, i) => {
    list(item.targets, () => `input.chain[${i}].targets`);
    list(item.repeatTargets, () => `input.chain[${i}].repeatTargets`);
    list(item.costObjects, () => `input.chain[${i}].costObjects`);
  });
  input.choices?.forEach((choice, i) => {
    list(choice.objects, () => `input.choices[${i}].objects`);
    list(choice.amounts, () => `input.choices[${i}].amounts`);
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
      // own keys of a plain object made by the input's coercion: for…in lists them without making an array of them
      for (const key in item) {
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
