// Entry point of a resolveChain worker thread (run by piscina): pure computation, no I/O.
import { runEngineTask, type EngineTask, type EngineTaskResult } from "./engine-task.js";

export default function engineWorker(task: EngineTask): EngineTaskResult {
  return runEngineTask(task);
}
