// The README's examples work when pasted: every `curl` command of its "Three examples" section runs
// (with the test server's address for localhost:4000) and its answer still matches the one printed
// after it, where "…" stands for what the README left out.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiUrl } from "../helpers/api.js";
import { ROOT, run } from "../helpers/run.js";

const ELIDED = "…";

interface Example {
  command: string;
  answer: unknown;
}

/** The sh blocks that run curl, each with the json block that follows it. */
function readmeExamples(markdown: string, section: string): Example[] {
  const start = markdown.indexOf(`\n## ${section}\n`);
  if (start < 0) throw new Error(`README has no "## ${section}" section`);
  const end = markdown.indexOf("\n## ", start + 1);
  const blocks = [...markdown.slice(start, end < 0 ? undefined : end).matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1], body: m[2] }));
  const examples: Example[] = [];
  blocks.forEach((block, i) => {
    if (block.lang !== "sh" || !block.body.includes("curl ")) return;
    const next = blocks[i + 1];
    if (next?.lang !== "json") throw new Error(`the curl command at block ${i} has no json answer after it`);
    examples.push({ command: block.body, answer: JSON.parse(next.body) });
  });
  return examples;
}

/** Where `actual` differs from the README's (trimmed) `expected`, as a list of paths; empty when it matches. */
function mismatches(expected: unknown, actual: unknown, path = "$"): string[] {
  if (expected === ELIDED) return [];
  if (typeof expected === "string" && expected.endsWith(ELIDED)) {
    return typeof actual === "string" && actual.startsWith(expected.slice(0, -ELIDED.length)) ? [] : [`${path}: expected a text starting "${expected.slice(0, -1)}", got ${JSON.stringify(actual)}`];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected a list, got ${JSON.stringify(actual)}`];
    if (!expected.includes(ELIDED)) {
      if (expected.length !== actual.length) return [`${path}: expected ${expected.length} elements, got ${actual.length}`];
      return expected.flatMap((e, i) => mismatches(e, actual[i], `${path}[${i}]`));
    }
    // With "…" in the list, the other elements must appear in this order (others may come between).
    let from = 0;
    for (const [i, e] of expected.entries()) {
      if (e === ELIDED) continue;
      const at = actual.findIndex((a, j) => j >= from && mismatches(e, a).length === 0);
      if (at < 0) return [`${path}[${i}]: no element from index ${from} on matches ${JSON.stringify(e)}`];
      from = at + 1;
    }
    return [];
  }
  if (expected && typeof expected === "object") {
    if (!actual || typeof actual !== "object" || Array.isArray(actual)) return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
    return Object.entries(expected).flatMap(([key, e]) =>
      key in actual ? mismatches(e, (actual as Record<string, unknown>)[key], `${path}.${key}`) : [`${path}.${key}: missing`],
    );
  }
  return Object.is(expected, actual) ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

describe("the trimmed-answer matcher", () => {
  it.each([
    [{ a: 1 }, { a: 1, b: 2 }, true],
    [{ a: 1 }, { a: 2 }, false],
    [{ a: ELIDED }, { a: [1, 2] }, true],
    [{ t: "it must…" }, { t: "it must be" }, true],
    [{ t: "it must…" }, { t: "it can" }, false],
    [[1, 2], [1, 2, 3], false],
    [[1, ELIDED, 3], [1, 2, 3], true],
    [[3, ELIDED, 1], [1, 2, 3], false],
    [[ELIDED, { k: "x" }], [{ k: "y" }, { k: "x", z: 1 }], true],
    [{ missing: null }, {}, false],
  ])("%j against %j: %s", (expected, actual, ok) => {
    expect(mismatches(expected, actual).length === 0).toBe(ok);
  });
});

describe("README.md examples", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const examples = readmeExamples(readme, "Three examples");

  it("has three curl examples, each with an answer", () => {
    expect(examples).toHaveLength(3);
  });

  it.each(examples.map((e, i) => [i + 1, e] as const))("example %i runs and answers as the README shows", async (_n, example) => {
    const origin = new URL(apiUrl()).origin;
    const command = example.command.replaceAll("http://localhost:4000", origin);
    expect(command).toContain(origin);
    const result = await run("sh", ["-c", command]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const answer = JSON.parse(result.stdout);
    expect(answer.errors).toBeUndefined();
    expect(mismatches(example.answer, answer)).toEqual([]);
  });
});
