// Entry point of a resolveChain worker thread (run by piscina): its tasks are pure computation, no I/O. As it
// starts, the thread gives way to the event loop, which answers every other request, so that with every core
// busy the event loop still gets the CPU when it needs it (on Linux a thread's scheduling is its own):
// - `idle` asks for SCHED_IDLE (through util-linux's chrt, the one way without a native addon): a core that
//   runs only such threads counts as free when the event loop wakes, and the event loop takes it at once,
//   where a lowered niceness still let a worker finish its time slice first;
// - where that cannot be had (not Linux, no chrt, not permitted), or with `nice`, the thread lowers its niceness.
import { setPriority } from "node:os";
import { workerData } from "node:worker_threads";
import { runEngineTask, type EngineTask, type EngineTaskResult } from "./engine-task.js";
import { currentThreadId, setIdle } from "./thread-scheduling.js";

export interface EngineWorkerData {
  nice: number;
  scheduling: "idle" | "nice";
}

const data = (workerData ?? {}) as Partial<EngineWorkerData>;
if (!(data.scheduling === "idle" && becomeIdle())) lowerNiceness(Number(data.nice ?? 0));

function becomeIdle(): boolean {
  const tid = currentThreadId();
  return tid !== null && setIdle(tid);
}

function lowerNiceness(nice: number): void {
  if (nice <= 0) return;
  try {
    setPriority(nice);
  } catch {
    // not permitted here: the thread keeps the process's priority
  }
}

export default function engineWorker(task: EngineTask): EngineTaskResult {
  return runEngineTask(task);
}
