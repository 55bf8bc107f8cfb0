// The saturating load of the benchmark's isolation case, sent from a process of its own: each of its
// requests is a large body made on the spot, and making it on the event loop that also times the rule
// lookups would add the making to their latencies (the load generator's delay, not the server's).
// (A process, not a worker thread: autocannon run inside a worker thread reports raw histograms.)
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { load } from "./load.mjs";
import { reserveSeeds, saturatingBody, useSeeds } from "./scenarios.mjs";

/** Runs `load(url, saturatingBody(), …)` (a new board each request) in another process; resolves with its result. */
export function saturateFromProcess(url, options) {
  return new Promise((done, fail) => {
    // its questions numbered from a block of this process's, so that no run of it asks one asked before
    const child = fork(fileURLToPath(import.meta.url), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let result;
    child.once("message", (message) => (result = message));
    child.once("error", fail);
    child.once("exit", (code) => (code === 0 && result ? done(result) : fail(new Error(`the load process exited with code ${code}`))));
    child.send({ url, options, seeds: reserveSeeds(1_000_000) });
  });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once("message", async ({ url, options, seeds }) => {
    useSeeds(seeds);
    const result = await load(url, saturatingBody(), { ...options, next: saturatingBody });
    process.send(result, () => process.exit(0));
  });
}
