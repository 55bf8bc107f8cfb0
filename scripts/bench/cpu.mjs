// CPU time a scenario cost, per request, read from Linux's /proc: the server's event-loop thread (the one every
// request passes through, so the one that bounds throughput), all of the server's threads (engine workers, GC
// and libuv helpers too), the PostgreSQL and Redis processes on this machine (whatever else they served
// meanwhile), and the benchmark's own process, the load generator. On two cores these share the machine: the figures
// say where a scenario's time went where the throughput ratio alone cannot. Null where /proc cannot be read.
import { readdirSync, readFileSync } from "node:fs";

/** CPU ticks (user + system) of a /proc stat line: its fields after the command name's closing parenthesis. */
function ticksOf(stat) {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

function ticks(path) {
  try {
    return ticksOf(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

/** The ticks of every process this machine runs under one of `names` (PostgreSQL's backends, the Redis server), by process id. */
function servicesTicks(names) {
  const byPid = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    if (names.includes(name)) byPid.set(entry, ticksOf(stat));
  }
  return byPid;
}

/** Ticks between two readings by process id: a process that ended meanwhile is not counted (its ticks are gone), one that started is counted from 0. */
function ticksBetween(before, after) {
  let sum = 0;
  for (const [pid, t] of after) sum += t - (before.get(pid) ?? 0);
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
      return { main: ticks(`/proc/${pid}/task/${pid}/stat`), all: ticks(`/proc/${pid}/stat`), services: servicesTicks(["postgres", "redis-server"]), generator: ticks("/proc/self/stat") };
    },
    /** µs of CPU per request between two readings, each part; null without readings or requests. */
    per(before, after, requests) {
      if (!before || !after || !requests) return null;
      const us = (ticks) => (ticks * TICK_US) / requests;
      return {
        main: us(after.main - before.main),
        all: us(after.all - before.all),
        services: us(ticksBetween(before.services, after.services)),
        // this process: the load generator, sharing the machine with the server
        generator: us(after.generator - before.generator),
      };
    },
  };
}
