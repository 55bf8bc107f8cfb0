/** Small constructors that keep card definitions short and readable. */
import type { Instruction, Line, Link, Requirement, TargetKind, TargetSpec } from "./language.js";

export const T = (slot: string) => ({ slot });
export const SELF = { self: true } as const;

export function target(
  slot: string,
  kind: TargetKind,
  requirements: Requirement[],
  count: { min?: number; max?: number } = {},
  hiddenRestricted = true,
): TargetSpec {
  return { slot, kind, requirements, min: count.min ?? 1, max: count.max ?? 1, hiddenRestricted };
}

export function line(label: string, instruction: Instruction, link?: Link, optional?: boolean): Line {
  const l: Line = { label, instruction };
  if (link) l.link = link;
  if (optional) l.optional = true;
  return l;
}

export const its = (on: number): Link => ({ kind: "its", on });
export const ifYouDo = (on: number): Link => ({ kind: "ifYouDo", on });
