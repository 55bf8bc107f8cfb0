// CPU time a scenario cost, per request, read from Linux's /proc: the server's event-loop thread (the one every
// request passes through, so the one that bounds throughput), all of the server's threads (engine workers, GC
// and libuv helpers too), and the PostgreSQL and Redis processes on this machine (whatever else they served
// meanwhile). On two cores these share the machine with each other and with the load generator: the figures
// say where a scenario's time went where the throughput ratio alone cannot. Null where /proc cannot be read.
import { readdirSync, readFileSync } from "node:fs";

/** CPU ticks (user + system) of a /proc stat line; its fields after the command name's closing parenthesis. */
function ticks(path) {
  try {
    const fields = readFileSync(path, "utf8").split(") ")[1].split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** The ticks of every process this machine runs under one of `names` (PostgreSQL's backends, the Redis server). */
function servicesTicks(names) {
  let sum = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    if (names.includes(name)) sum += ticks(`/proc/${entry}/stat`) ?? 0;
  }
  return sum;
}

/** A meter for the server process `pid`: read() before and after a run, per() for µs per request between the two. */
export function cpuMeter(pid) {
  // the kernel counts in clock ticks, 100 a second on Linux (USER_HZ)
  const TICK_US = 10_000;
  const readable = pid !== undefined && ticks(`/proc/${pid}/stat`) !== null;
  return {
    read() {
      if (!readable) return null;
      return { main: ticks(`/proc/${pid}/task/${pid}/stat`), all: ticks(`/proc/${pid}/stat`), services: servicesTicks(["postgres", "redis-server"]) };
    },
    /** µs of CPU per request between two readings, each part; null without readings or requests. */
    per(before, after, requests) {
      if (!before || !after || !requests) return null;
      const us = (key) => ((after[key] - before[key]) * TICK_US) / requests;
      return { main: us("main"), all: us("all"), services: us("services") };
    },
  };
}
