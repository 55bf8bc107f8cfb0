// Runs a command of the project (a CLI, npx, tsc) and collects its output. Asynchronous on purpose: a
// synchronous spawn stalls this process's timers, and a stalled keep-alive timer makes the next fetch
// to the test server reuse a socket the server has already closed.
import { execFile } from "node:child_process";
import { resolve } from "node:path";

export const ROOT = resolve(__dirname, "..", "..");

export interface Run {
  /** Exit code (null when killed). */
  status: number | null;
  stdout: string;
  stderr: string;
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, timeoutMs = 240_000): Promise<Run> {
  return new Promise((done) => {
    execFile(command, args, { cwd: ROOT, env, encoding: "utf8", timeout: timeoutMs, maxBuffer: 20_000_000 }, (error, stdout, stderr) => {
      done({ status: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr });
    });
  });
}
