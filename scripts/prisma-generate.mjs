// Runs `prisma generate` offline. Prisma's CLI insists that its native schema engine exists, but
// generate never runs it: when the binary cannot be downloaded we point PRISMA_SCHEMA_ENGINE_BINARY
// at a placeholder file so the CLI is satisfied.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync, chmodSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  const placeholder = join(root, "node_modules", ".cache", "riftrules", "schema-engine-placeholder");
  mkdirSync(dirname(placeholder), { recursive: true });
  writeFileSync(placeholder, "#!/bin/sh\necho 'schema engine not available offline' >&2\nexit 1\n");
  chmodSync(placeholder, 0o755);
  env.PRISMA_SCHEMA_ENGINE_BINARY = placeholder;
}
const cli = join(root, "node_modules", "prisma", "build", "index.js");
const result = spawnSync(process.execPath, [cli, "generate", "--schema", join(root, "prisma", "schema.prisma")], {
  cwd: root,
  env,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
