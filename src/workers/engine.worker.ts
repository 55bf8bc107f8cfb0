// Entry point of a resolveChain worker thread (run by piscina): its tasks are pure computation, no I/O. As it
// starts, the thread gives way to the event loop, which answers every other request, so that with every core
// busy the event loop still gets the CPU when it needs it (on Linux a thread's scheduling is its own):
// - `idle` asks for SCHED_IDLE (through util-linux's chrt, the one way without a native addon): a core that
//   runs only such threads counts as free when the event loop wakes, and the event loop takes it at once,
//   where a lowered niceness still let a worker finish its time slice first;
// - where that cannot be had (not Linux, no chrt, not permitted), or with `nice`, the thread lowers its niceness.
import { execFileSync } from "node:child_process";
import { readFileSync, readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { workerData } from "node:worker_threads";
import { runEngineTask, type EngineTask, type EngineTaskResult } from "./engine-task.js";

export interface EngineWorkerData {
  nice: number;
  scheduling: "idle" | "nice";
}

/** Linux's number for the SCHED_IDLE policy, as /proc shows it. */
const SCHED_IDLE = 5;

const data = (workerData ?? {}) as Partial<EngineWorkerData>;
if (!(data.scheduling === "idle" && becomeIdle())) lowerNiceness(Number(data.nice ?? 0));

function becomeIdle(): boolean {
  try {
    const tid = readlinkSync("/proc/thread-self").split("/").pop();
    if (!tid || !/^\d+$/.test(tid)) return false;
    execFileSync("chrt", ["--idle", "--pid", "0", tid], { stdio: "ignore", timeout: 5_000 });
    return policyOf("/proc/thread-self/stat") === SCHED_IDLE;
  } catch {
    return false;
  }
}

function lowerNiceness(nice: number): void {
  if (nice <= 0) return;
  try {
    setPriority(nice);
  } catch {
    // not permitted here: the thread keeps the process's priority
  }
}

/** The scheduling policy in a /proc stat file (its 41st field; the command name before it may hold spaces). */
function policyOf(statFile: string): number {
  const stat = readFileSync(statFile, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[38]);
}

export default function engineWorker(task: EngineTask): EngineTaskResult {
  return runEngineTask(task);
}
