// `npm test`'s pretest: builds (tsc) unless dist/ was built after the last change to the sources, so that
// several test runs started together (CI runs the PGlite and PostgreSQL passes side by side) do not
// rewrite dist/ under each other's running servers. `npm run build` always builds.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const stamp = join(root, "dist", ".build-stamp");

function newest(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const inputs = ["src", "tsconfig.json", "package.json", "package-lock.json"].map((p) => join(root, p)).filter(existsSync);
const fresh = existsSync(stamp) && statSync(stamp).mtimeMs >= Math.max(...inputs.map(newest));
if (fresh) {
  console.log("dist/ is up to date with the sources: not rebuilding");
} else {
  const run = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  process.exit(run.status ?? 1);
}
