// What identifies the code answering: a hash of every module of the running build (src/ or dist/src/,
// generated code aside). Cached answers that code computed (src/services/resolutions.service.ts) are keyed
// by it, so a new engine or matcher never serves an answer an older one computed.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

let memo: string | null = null;

export function buildId(root: string = dirname(fileURLToPath(import.meta.url))): string {
  if (memo && root === dirname(fileURLToPath(import.meta.url))) return memo;
  const hash = createHash("sha256");
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((f) => /\.(js|ts)$/.test(f) && !f.split(/[\\/]/).includes("generated"))
    .sort();
  for (const file of files) hash.update(relative(root, join(root, file))).update("\0").update(readFileSync(join(root, file))).update("\0");
  const id = hash.digest("base64url").slice(0, 16);
  if (root === dirname(fileURLToPath(import.meta.url))) memo = id;
  return id;
}
