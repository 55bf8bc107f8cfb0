// Entry point of a resolveChain worker thread (run by piscina): pure computation, no I/O. The thread
// lowers its own scheduling priority first (on Linux a thread's niceness is its own), so that with every
// core busy the event loop, which answers every other request, still gets the CPU when it needs it.
import { setPriority } from "node:os";
import { workerData } from "node:worker_threads";
import { runEngineTask, type EngineTask, type EngineTaskResult } from "./engine-task.js";

const nice = Number((workerData as { nice?: number } | undefined)?.nice ?? 0);
if (nice > 0) {
  try {
    setPriority(nice);
  } catch {
    // not permitted here: the thread keeps the process's priority
  }
}

export default function engineWorker(task: EngineTask): EngineTaskResult {
  return runEngineTask(task);
}
