// V8's helper threads (Node's platform workers, which collect the garbage of every isolate, the engine
// workers' too) run under SCHED_IDLE in the server, as the engine's workers do; the event loop's thread and
// libuv's pool keep the normal policy. helperThreadIds() tells those threads by their ids (the lowest after
// the main thread's, made before any JavaScript runs): checked here against the threads a process really
// has before its first line of JavaScript.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { policyOf, SCHED_IDLE } from "../../src/workers/thread-scheduling.js";
import { startOwnServer } from "../helpers/own-server.js";

const SCHED_OTHER = 0;
const MODULE = pathToFileURL(resolve(__dirname, "..", "..", "dist", "src", "workers", "thread-scheduling.js")).href;

/** Policy by thread id of process `pid`, as /proc shows it. */
function policies(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      out.set(Number(tid), policyOf(`/proc/${pid}/task/${tid}/stat`));
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

const linuxWithChrt = process.platform === "linux" && ["/usr/bin/chrt", "/bin/chrt"].some((f) => existsSync(f));
const dir = mkdtempSync(join(tmpdir(), "riftrules-helpers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs an ES module (as the server is) after a CommonJS preload that notes the threads there are before any
 * JavaScript of the module's runs; the module reads a file (libuv's pool starts), then idles the helpers.
 */
function childReport(nodeArgs: string[]): { before: number[]; helpers: string[]; idled: string[]; policies: [number, number][]; pid: number } {
  const preload = join(dir, "preload.cjs");
  writeFileSync(preload, `globalThis.threadsBeforeJs = require("node:fs").readdirSync("/proc/self/task").map(Number).filter((t) => t !== process.pid);\n`);
  const main = join(dir, "main.mjs");
  writeFileSync(
    main,
    `import { readFile } from "node:fs/promises";
import { readdirSync } from "node:fs";
const { helperThreadIds, idleHelperThreads, policyOf } = await import(${JSON.stringify(MODULE)});
await readFile(${JSON.stringify(main)});
const helpers = helperThreadIds();
const idled = idleHelperThreads();
const policies = readdirSync("/proc/self/task").map((tid) => [Number(tid), policyOf("/proc/self/task/" + tid + "/stat")]);
console.log(JSON.stringify({ before: globalThis.threadsBeforeJs, helpers, idled, policies, pid: process.pid }));
`,
  );
  return JSON.parse(execFileSync(process.execPath, [...nodeArgs, "--require", preload, main], { encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } }));
}

describe.skipIf(!linuxWithChrt)("V8's helper threads (Linux)", () => {
  it.each([[[]], [["--v8-pool-size=2"]]])("are the threads made before any JavaScript runs, and only they are idled (node %j)", (args) => {
    const report = childReport(args as string[]);
    const poolSize = (args as string[]).length ? 2 : 4;
    // the platform's workers, its scheduler of delayed tasks, the inspector's signal thread
    expect(report.before).toHaveLength(poolSize + 2);
    expect(report.helpers.map(Number).sort()).toEqual([...report.before].sort());
    expect(report.idled.map(Number).sort()).toEqual([...report.before].sort());
    const policy = new Map(report.policies);
    const later = [...policy.keys()].filter((tid) => tid !== report.pid && !report.before.includes(tid));
    expect(later.length).toBeGreaterThan(0); // libuv's pool, started by the file read
    for (const tid of report.before) expect(policy.get(tid)).toBe(SCHED_IDLE);
    for (const tid of later) expect(policy.get(tid)).toBe(SCHED_OTHER);
    expect(policy.get(report.pid)).toBe(SCHED_OTHER);
  });

  it("the server idles them once ready (V8_HELPER_SCHEDULING=idle, the default); the event loop's thread keeps the normal policy", async () => {
    const server = await startOwnServer({ ENGINE_POOL_SIZE: "1" });
    try {
      const policy = policies(server.pid);
      const tids = [...policy.keys()].filter((tid) => tid !== server.pid).sort((a, b) => a - b);
      expect(tids.slice(0, 6).map((tid) => policy.get(tid))).toEqual(Array(6).fill(SCHED_IDLE));
      expect(policy.get(server.pid)).toBe(SCHED_OTHER);
      expect(tids.slice(6).some((tid) => policy.get(tid) === SCHED_OTHER)).toBe(true); // libuv's pool
      expect(server.log()).toContain("V8's helper threads run under SCHED_IDLE");
    } finally {
      await server.stop();
    }
  });

  it("V8_HELPER_SCHEDULING=normal leaves them as Node starts them", async () => {
    const server = await startOwnServer({ ENGINE_POOL_SIZE: "1", V8_HELPER_SCHEDULING: "normal" });
    try {
      const policy = policies(server.pid);
      const tids = [...policy.keys()].filter((tid) => tid !== server.pid).sort((a, b) => a - b);
      expect(tids.slice(0, 6).map((tid) => policy.get(tid))).toEqual(Array(6).fill(SCHED_OTHER));
    } finally {
      await server.stop();
    }
  });
});

describe("V8_HELPER_SCHEDULING", () => {
  it("is idle by default, normal when asked, and refuses anything else naming the variable", () => {
    expect(loadConfig({}).v8HelperScheduling).toBe("idle");
    expect(loadConfig({ V8_HELPER_SCHEDULING: "normal" }).v8HelperScheduling).toBe("normal");
    expect(() => loadConfig({ V8_HELPER_SCHEDULING: "low" })).toThrow(/V8_HELPER_SCHEDULING must be "idle" or "normal"/);
  });
});
