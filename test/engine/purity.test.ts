/** The engine core is pure: every import under src/engine is relative and stays inside src/engine. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../src/engine");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}

const IMPORT = /(?:^|\s)(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^\s*import\s+["']([^"']+)["']|require\(\s*["']([^"']+)["']\s*\)/gm;

describe("engine purity", () => {
  const all = files(ROOT);
  it("finds engine files", () => expect(all.length).toBeGreaterThan(10));
  for (const file of all) {
    it(`${relative(ROOT, file)} imports only engine modules`, () => {
      const text = readFileSync(file, "utf8");
      const bad: string[] = [];
      for (const m of text.matchAll(IMPORT)) {
        const spec = m[1] ?? m[2] ?? m[3] ?? m[4]!;
        const target = resolve(dirname(file), spec);
        if (!spec.startsWith(".") || !(target === ROOT || target.startsWith(ROOT + "/")) || !spec.endsWith(".js")) bad.push(spec);
      }
      expect(bad).toEqual([]);
    });
  }
});
