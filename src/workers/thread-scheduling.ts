// Linux scheduling of this process's threads. A thread is given the SCHED_IDLE policy through util-linux's
// chrt (the one way without a native addon): a core that runs only such threads counts as free when the
// event loop wakes, and the event loop takes it at once.
//
// V8's helper threads (Node's platform workers) run the garbage collection and background compilation of
// every isolate in the process, the engine workers' too: a worker under SCHED_IDLE still had its heap
// marked and swept, and its code compiled, on threads of the normal policy, which took the event loop's
// core from it while resolveChain saturated the pool (docs/OPERATIONS.md has the figures; with parallel
// scavenging turned off the normal policy still cost as much, so it was the rest of that work).
// idleHelperThreads() gives those threads the idle policy as well: with a core free they run at once, as
// before; with every core busy, the event loop goes first.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** Linux's number for the SCHED_IDLE policy, as /proc shows it. */
export const SCHED_IDLE = 5;

/** Node's default number of V8 platform workers (`--v8-pool-size`). */
const DEFAULT_V8_POOL_SIZE = 4;

/** Gives thread `tid` of this process the SCHED_IDLE policy; false where that cannot be had (not Linux, no chrt, not permitted). */
export function setIdle(tid: string): boolean {
  try {
    execFileSync("chrt", ["--idle", "--pid", "0", tid], { stdio: "ignore", timeout: 5_000 });
    return policyOf(`/proc/self/task/${tid}/stat`) === SCHED_IDLE;
  } catch {
    return false;
  }
}

/** The calling thread's id (Linux), or null. */
export function currentThreadId(): string | null {
  try {
    const tid = readlinkSync("/proc/thread-self").split("/").pop();
    return tid && /^\d+$/.test(tid) ? tid : null;
  } catch {
    return null;
  }
}

/** A thread's scheduling in a /proc stat file: its policy (the 41st field) and niceness (the 19th); the command name before them may hold spaces. */
export function schedulingOf(statFile: string): { policy: number; nice: number } {
  const stat = readFileSync(statFile, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { policy: Number(fields[38]), nice: Number(fields[16]) };
}

/** The scheduling policy in a /proc stat file. */
export function policyOf(statFile: string): number {
  return schedulingOf(statFile).policy;
}

/**
 * The threads Node starts before any JavaScript runs, beside the main one: V8's platform workers
 * (`--v8-pool-size`, 4 by default), the platform's scheduler of delayed tasks, and the thread that waits
 * for SIGUSR1 to open the inspector. They are the process's first threads, so the lowest ids after the
 * main thread's; every thread made later (libuv's pool, on the first file read; worker threads) has a
 * higher one (test/workers/helper-threads.test.ts checks this against a CommonJS preload's view, which
 * runs before any file is read). Empty where this cannot be told: not Linux, or a pool size Node chooses
 * itself (0).
 */
export function helperThreadIds(execArgv: readonly string[] = [...(process.env.NODE_OPTIONS?.split(/\s+/) ?? []), ...process.execArgv]): string[] {
  let poolSize = DEFAULT_V8_POOL_SIZE;
  execArgv.forEach((arg, i) => {
    const set = /^--v8-pool-size=(\d+)$/.exec(arg) ?? (arg === "--v8-pool-size" ? /^(\d+)$/.exec(execArgv[i + 1] ?? "") : null);
    if (set) poolSize = Number(set[1]);
  });
  if (poolSize === 0) return [];
  let tids: number[];
  try {
    tids = readdirSync("/proc/self/task").map(Number).filter((tid) => tid !== process.pid).sort((a, b) => a - b);
  } catch {
    return [];
  }
  const count = poolSize + 2;
  return tids.length >= count ? tids.slice(0, count).map(String) : [];
}

/** Gives V8's helper threads the SCHED_IDLE policy (see above). The ids of those that have it now. */
export function idleHelperThreads(): string[] {
  return helperThreadIds().filter(setIdle);
}
