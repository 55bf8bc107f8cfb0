// One published release's rules in memory, indexed by number and by parent. A published release never
// changes (database triggers refuse it), so the index is built once per release and never invalidated.
import type { RuleRecord } from "../domain/rules.js";

export class ReleaseIndex {
  private readonly byNumber = new Map<string, RuleRecord>();
  private readonly byParent = new Map<string, RuleRecord[]>();

  /** `rules` in document order (by position). */
  constructor(readonly rules: readonly RuleRecord[]) {
    for (const rule of rules) {
      // a duplicated number answers with its first occurrence, as the database lookup does
      if (!this.byNumber.has(rule.number)) this.byNumber.set(rule.number, rule);
      if (rule.parentNumber !== null) {
        const siblings = this.byParent.get(rule.parentNumber);
        if (siblings) siblings.push(rule);
        else this.byParent.set(rule.parentNumber, [rule]);
      }
    }
  }

  rule(number: string): RuleRecord | null {
    return this.byNumber.get(number) ?? null;
  }

  children(number: string): RuleRecord[] {
    return this.byParent.get(number) ?? [];
  }
}
