/**
 * A tiny backtracking parser over card text. A parser returns every way it can match at a position
 * (value, end, scope), so grammar rules compose like the phrases they describe. The scope threads
 * what earlier phrases introduced (target slots, the object "it" refers to) left to right.
 */
import type { Scope } from "./scope.js";

export interface Hit<T> {
  v: T;
  end: number;
  scope: Scope;
}

export type P<T> = (s: string, i: number, scope: Scope) => Hit<T>[];

/**
 * The lower-cased text being parsed, made once per text rather than once per literal tried at each position (the
 * parser tries thousands). Null when lower-casing changes the text's length (a character whose lower case is two):
 * literals are then compared by slicing, as positions in the lower-cased text would not be the text's.
 */
let lastText: string | undefined;
let lastLower: string | null = null;
function lowerOf(s: string): string | null {
  if (s !== lastText) {
    lastText = s;
    const lower = s.toLowerCase();
    lastLower = lower.length === s.length ? lower : null;
  }
  return lastLower;
}

/** Matches literal text, case-insensitively (the verifier compares case-insensitively too). */
export function lit(text: string): P<string> {
  const lower = text.toLowerCase();
  const n = text.length;
  return (s, i, scope) => {
    const sLower = lowerOf(s);
    const matches = sLower !== null ? sLower.startsWith(lower, i) : s.slice(i, i + n).toLowerCase() === lower;
    return matches ? [{ v: s.slice(i, i + n), end: i + n, scope }] : [];
  };
}

/** Matches a regular expression anchored at the position (give it the sticky flag "y"). */
export function re(rx: RegExp): P<RegExpExecArray> {
  const sticky = new RegExp(rx.source, rx.flags.includes("y") ? rx.flags : `${rx.flags}y`);
  return (s, i, scope) => {
    sticky.lastIndex = i;
    const m = sticky.exec(s);
    return m ? [{ v: m, end: i + m[0].length, scope }] : [];
  };
}

export function map<A, B>(p: P<A>, f: (a: A, scope: Scope) => B | undefined): P<B> {
  return (s, i, scope) => {
    const out: Hit<B>[] = [];
    for (const h of p(s, i, scope)) {
      const v = f(h.v, h.scope);
      if (v !== undefined) out.push({ v, end: h.end, scope: h.scope });
    }
    return out;
  };
}

/** Like map, but the function may also change the scope (e.g. introduce a target slot). */
export function bind<A, B>(p: P<A>, f: (a: A, scope: Scope) => { v: B; scope: Scope } | undefined): P<B> {
  return (s, i, scope) => {
    const out: Hit<B>[] = [];
    for (const h of p(s, i, scope)) {
      const r = f(h.v, h.scope);
      if (r !== undefined) out.push({ v: r.v, end: h.end, scope: r.scope });
    }
    return out;
  };
}

export function alt<T>(...ps: P<T>[]): P<T> {
  return (s, i, scope) => {
    const out: Hit<T>[] = [];
    for (const p of ps) for (const h of p(s, i, scope)) out.push(h);
    return out;
  };
}

export function opt<T>(p: P<T>): P<T | undefined> {
  return (s, i, scope) => [...p(s, i, scope), { v: undefined, end: i, scope }];
}

export function seq<T extends unknown[]>(...ps: { [K in keyof T]: P<T[K]> }): P<T> {
  return (s, i, scope) => {
    let acc: Hit<unknown[]>[] = [{ v: [], end: i, scope }];
    for (const p of ps as P<unknown>[]) {
      const next: Hit<unknown[]>[] = [];
      for (const h of acc) for (const n of p(s, h.end, h.scope)) next.push({ v: [...h.v, n.v], end: n.end, scope: n.scope });
      if (next.length === 0) return [];
      acc = next;
    }
    return acc as Hit<T>[];
  };
}

type Part = string | P<any>;
type Values<T extends Part[]> = { [K in keyof T]: T[K] extends P<infer V> ? V : never };

/**
 * A phrase pattern: literal text with sub-parsers in the holes. Only the holes' values are returned.
 *   phrase`Deal ${AMOUNT} to ${OBJECT}` : P<[Amount, ObjectRef]>
 */
export function phrase<T extends P<any>[]>(strings: TemplateStringsArray, ...holes: T): P<Values<T>> {
  const parts: P<{ keep: boolean; v: unknown }>[] = [];
  strings.forEach((text, k) => {
    if (text) parts.push(map(lit(text), (v) => ({ keep: false, v })));
    const hole = holes[k];
    if (hole) parts.push(map(hole, (v) => ({ keep: true, v })));
  });
  return map(seq(...parts), (vs) => vs.filter((x) => x.keep).map((x) => x.v) as Values<T>);
}

/** Lazily refers to a parser defined later (for recursive rules). */
export function lazy<T>(f: () => P<T>): P<T> {
  return (s, i, scope) => f()(s, i, scope);
}

/** One or more items separated by a separator parser. */
export function sepBy1<T>(item: P<T>, sep: P<unknown>): P<T[]> {
  return (s, i, scope) => {
    const out: Hit<T[]>[] = [];
    let frontier: Hit<T[]>[] = item(s, i, scope).map((h) => ({ v: [h.v], end: h.end, scope: h.scope }));
    while (frontier.length) {
      out.push(...frontier);
      frontier = frontier.flatMap((h) =>
        sep(s, h.end, h.scope).flatMap((sp) => item(s, sp.end, sp.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope }))),
      );
    }
    return out;
  };
}

/** Runs a parser over the whole string: the first complete parse, in grammar order. */
export function parseAll<T>(p: P<T>, s: string, scope: Scope): Hit<T> | undefined {
  return p(s, 0, scope).find((h) => h.end === s.length);
}

/** The furthest position any parse of `p` reached (used to say where a sentence stops being understood). */
export function furthest<T>(p: P<T>, s: string, scope: Scope): number {
  return p(s, 0, scope).reduce((m, h) => Math.max(m, h.end), 0);
}
