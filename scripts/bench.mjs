// `npm run bench`: starts the compiled server and measures it with autocannon, every scenario on the
// same process: throughput as a ratio of a trivial query's, p50/p99 latency, a cached GET answered 304,
// resolveChain repeated (the answer computed once) and distinct (computed every time), a rule lookup's
// p99 while resolveChain saturates the engine pool (against idle), three instances on one PostgreSQL,
// and the engine alone on growing chains; with the CPU time each scenario cost a request, where it went.
// BENCH_DURATION (s, default 5), BENCH_CONNECTIONS (default 10), BENCH_WARMUP (s of load before the first measurement, default 60), BENCH_DATABASE_URL (PostgreSQL instead
// of PGlite: needed for the three-instance case).
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { benchEngine, fetchCatalog } from "./bench/engine.mjs";
import { check, load, loadGet, loadSpread } from "./bench/load.mjs";
import { cpuMeter } from "./bench/cpu.mjs";
import { LARGE_BOARD_OBJECTS, nextResolveBody, QUERIES, resolveBody, saturatingBody } from "./bench/scenarios.mjs";
import { saturateFromProcess } from "./bench/heavy-load.mjs";
import { paced } from "./bench/paced.mjs";
import { startServer } from "./bench/server.mjs";
import { fixed, table } from "./bench/table.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 60);
const poolSize = Number(process.env.ENGINE_POOL_SIZE ?? Math.max(1, availableParallelism() - 1));

// the benchmark is one client sending as fast as it can: lift the per-client rate limit for it
const serverEnv = { ENGINE_POOL_SIZE: String(poolSize), RATE_LIMIT_BURST: "1000000000", RATE_LIMIT_POINTS_PER_SECOND: "1000000000" };
const server = await startServer(ROOT, serverEnv);
try {
  console.log(`riftrules benchmark: ${server.database}, ${availableParallelism()} cores, engine pool ${poolSize}, ${connections} connections, ${duration} s a scenario after ${warmup} s of warm-up${process.env.REDIS_URL ? ", hot-read cache in Redis" : ""}\n`);

  // the cached read: a rule of a named release over GET, asked again with the ETag it was given
  const ruleGet = `${server.url}?query=${encodeURIComponent(QUERIES.ruleOfVersion.query)}&variables=${encodeURIComponent(JSON.stringify(QUERIES.ruleOfVersion.variables))}`;
  const first = await fetch(ruleGet, { headers: { "apollo-require-preflight": "true" } });
  const etag = first.headers.get("etag");
  if (first.status !== 200 || !etag || !/immutable/.test(first.headers.get("cache-control") ?? "")) throw new Error(`the cached GET is not cacheable: ${first.status} ${first.headers.get("cache-control")} ${await first.text()}`);

  const scenarios = [
    ["trivial { __typename }", QUERIES.trivial],
    ["rule(number)", QUERIES.rule],
    ["rule(number) GET, If-None-Match → 304", null, { get: ruleGet, headers: { "if-none-match": etag }, status: 304 }],
    ["cards(first: 100)", QUERIES.cards],
    ["searchRules", QUERIES.searchRules],
    ["resolveChain, 3 items, repeated", resolveBody(0)],
    ["resolveChain, 3 items, every board new", nextResolveBody(0), { next: () => nextResolveBody(0) }],
    [`resolveChain, ${LARGE_BOARD_OBJECTS + 2} objects, repeated`, resolveBody(LARGE_BOARD_OBJECTS)],
    [`resolveChain, ${LARGE_BOARD_OBJECTS + 2} objects, every board new`, nextResolveBody(LARGE_BOARD_OBJECTS), { next: () => nextResolveBody(LARGE_BOARD_OBJECTS) }],
  ];
  for (const [, body] of scenarios) if (body) await check(server.url, body);

  const measure = (body, extra, options) =>
    extra?.get ? loadGet(extra.get, extra.headers, options, extra.status) : load(server.url, body, { ...options, next: extra?.next });
  // a fresh import leaves the database busy for a while (autovacuum, statistics): let it settle
  await new Promise((r) => setTimeout(r, 5000));
  // Then every scenario in turn, unmeasured, for BENCH_WARMUP seconds (default 60): the figures are those of a
  // server that has been answering for a while. A cold one spends its first half-minute of load compiling the
  // code it runs hot (V8 optimises a function after enough calls, on helper threads that share the cores): on 2
  // cores, with 1 s of warm-up a scenario, ~250 functions a second were still being compiled while resolveChain
  // was measured, ~500 µs of CPU a new board on those threads, and its throughput rose ~50% over the next 25 s.
  const warmStarted = performance.now();
  while ((performance.now() - warmStarted) / 1000 < warmup) for (const [, body, extra] of scenarios) await measure(body, extra, { connections, duration: 1 });
  // each measured run also reads the CPU time it cost, from /proc (scripts/bench/cpu.mjs)
  const meter = cpuMeter(server.pid);
  const measured = async (body, extra) => {
    const before = meter.read();
    const r = await measure(body, extra, { connections, duration });
    return { ...r, cpu: meter.per(before, meter.read(), r.requests) };
  };
  const results = [];
  for (const [name, body, extra] of scenarios) {
    await measure(body, extra, { connections, duration: 1 }); // warm up
    results.push([name, await measured(body, extra)]);
  }
  // the baseline is the trivial query's better run, first or last: ratios are never flattered by a slow start
  const again = await measured(QUERIES.trivial, undefined);
  if (again.rps > results[0][1].rps) results[0] = [`${results[0][0]} (measured again last)`, again];
  const trivial = results[0][1].rps;
  console.log(
    table(
      ["scenario", "req/s", "× trivial", "p50 ms", "p99 ms", "failed", "CPU µs/req: event loop", "server", "PostgreSQL+Redis"],
      results.map(([name, r]) => [name, fixed(r.rps, 0), fixed(r.rps / trivial, 2), fixed(r.p50), fixed(r.p99), r.failed, fixed(r.cpu?.main, 0), fixed(r.cpu?.all, 0), fixed(r.cpu?.services, 0)]),
    ),
  );
  console.log("(repeated: the same question each time, computed once, replayed from its third asking, and stored as a new resolution each time; every board new: computed each time)");
  console.log("(CPU µs/req: the server's event-loop thread, which every request passes through; all its threads (on PGlite the database's work is there); the PostgreSQL and Redis processes of this machine; '-' where /proc cannot be read)");
  for (const [name, r] of results) if (r.failed) console.log(`failed in ${name}: ${r.why.join(", ")}`);

  // What a scenario's own CPU cost allows on this machine, however its waits were arranged: the event loop runs
  // one request at a time (at most 1 s ÷ its µs a request), and every process's CPU (the server's threads,
  // PostgreSQL's, Redis's and this load generator's) shares the machine's cores (at most cores × 1 s ÷ their sum).
  // The lower bound is the most the scenario could do here; beside it, what 0.5× the trivial query would ask of
  // a request's CPU. Where /proc could not be read, nothing is printed.
  const cores = availableParallelism();
  const bounded = results.filter(([name, r]) => /^trivial|every board new/.test(name) && r.cpu);
  if (bounded.length) {
    const half = trivial / 2;
    console.log(`\nwhat a request's CPU allows on ${cores} cores (the event loop: 1 s ÷ its µs; the machine: ${cores} × 1 s ÷ the µs of every process, the load generator's included), and what 0.5× the trivial query (${fixed(half, 0)} req/s) would need:`);
    console.log(
      table(
        ["scenario", "req/s", "event loop µs", "at most req/s", "all processes µs", "at most req/s", "bound × trivial", "0.5× needs: event loop µs", "all µs"],
        bounded.map(([name, r]) => {
          const total = r.cpu.all + r.cpu.services + r.cpu.generator;
          const byLoop = 1e6 / r.cpu.main;
          const byMachine = (cores * 1e6) / total;
          return [name, fixed(r.rps, 0), fixed(r.cpu.main, 0), fixed(byLoop, 0), fixed(total, 0), fixed(byMachine, 0), fixed(Math.min(byLoop, byMachine) / trivial, 2), `≤ ${fixed(1e6 / half, 0)}`, `≤ ${fixed((cores * 1e6) / half, 0)}`];
        }),
      ),
    );
  }

  // A rule lookup at a fixed rate, alone and while the heaviest resolveChains the limits allow (each a new
  // question, so the engine runs every one) keep every worker busy.
  // At a steady rate, each request timed to a fraction of a millisecond (scripts/bench/paced.mjs: not
  // autocannon's overallRate, which sends in bursts and adds made-up latencies to its histogram).
  const rate = Math.max(20, Math.round(Math.min(100, results[1][1].rps * 0.1)));
  const ruleLoad = { rate, duration: duration * 2 };
  // p99 of a thousand requests is the tenth slowest: one stall moves it. The pair (alone, then saturated)
  // is measured BENCH_SATURATION_RUNS times (default 5), every pair printed, with the median of the ratios.
  const runs = Math.max(1, Number(process.env.BENCH_SATURATION_RUNS ?? 5));
  await new Promise((r) => setTimeout(r, 2000)); // let the last scenario's work settle
  await check(server.url, saturatingBody());
  // and warm up under the same load, unmeasured: the first seconds of it run code not yet optimised and grow
  // the heap to its working size (a cold server's first pair was the slowest in 8 of the 10 sets of several pairs measured)
  await saturateFromProcess(server.url, { connections: poolSize * 4, duration: duration + 1 });
  await new Promise((r) => setTimeout(r, 2000));
  const pairs = [];
  for (let run = 0; run < runs; run++) {
    if (run > 0) await new Promise((r) => setTimeout(r, 2000));
    const idle = await paced(server.url, QUERIES.rule, ruleLoad);
    // the heavy requests come from a process of their own: their bodies are not made on the event loop timing the rule lookups
    const saturating = saturateFromProcess(server.url, { connections: poolSize * 4, duration: duration * 2 + 2 });
    await new Promise((r) => setTimeout(r, 1000));
    const busySamples = [];
    const sampler = setInterval(async () => {
      const text = await fetch(`${server.base}/metrics`).then((r) => r.text(), () => "");
      const running = /riftrules_engine_pool_tasks\{state="running"\} (\d+)/.exec(text);
      if (running) busySamples.push(Number(running[1]) >= poolSize);
    }, 250);
    const during = await paced(server.url, QUERIES.rule, ruleLoad);
    clearInterval(sampler);
    const saturated = await saturating;
    const busyShare = busySamples.length ? busySamples.filter(Boolean).length / busySamples.length : NaN;
    pairs.push({ idle, during, saturated, busyShare });
  }
  const heavyRps = pairs.map((p) => fixed(p.saturated.rps, 0)).join(", ");
  const busy = pairs.map((p) => fixed(p.busyShare * 100, 0)).join(", ");
  console.log(`\nrule(number) at ${rate} req/s, alone and while resolveChain (400 objects, 100 items, each a new board, ${poolSize * 4} connections, ${heavyRps} req/s) saturates the pool (all workers busy in ${busy}% of samples), ${runs} pair${runs > 1 ? "s" : ""} of runs:`);
  const ratios = pairs.map((p) => p.during.p99 / p.idle.p99).sort((a, b) => a - b);
  const median = ratios.length % 2 ? ratios[(ratios.length - 1) / 2] : (ratios[ratios.length / 2 - 1] + ratios[ratios.length / 2]) / 2;
  console.log(
    table(
      ["rule(number)", "p50 ms", "p99 ms", "max ms", "failed", "p99 ÷ idle p99"],
      [
        ...pairs.flatMap((p, i) => [
          [`idle (${i + 1})`, fixed(p.idle.p50, 2), fixed(p.idle.p99, 2), fixed(p.idle.max, 1), p.idle.failed, ""],
          [`pool saturated (${i + 1})`, fixed(p.during.p50, 2), fixed(p.during.p99, 2), fixed(p.during.max, 1), p.during.failed, fixed(p.during.p99 / p.idle.p99, 2)],
        ]),
        ["median ratio", "", "", "", "", fixed(median, 2)],
      ],
    ),
  );
  pairs.forEach((p, i) => {
    for (const [phase, r] of [["idle", p.idle], ["pool saturated", p.during]]) if (r.failed) console.log(`failed in ${phase} (${i + 1}): ${r.why.join(", ")}`);
  });

  // Three instances on one PostgreSQL (and Redis when REDIS_URL is set), the load spread over them.
  const others = [await server.another(), await server.another()];
  if (others.includes(null)) {
    console.log("\nthree instances: skipped (needs PostgreSQL: BENCH_DATABASE_URL)");
  } else {
    const urls = [server.url, ...others.map((o) => o.url)];
    const spread = [
      ["rule(number)", QUERIES.rule, results[1][1]],
      ["resolveChain, 3 items, every board new", nextResolveBody(0), results[6][1], () => nextResolveBody(0)],
    ];
    const rows = [];
    for (const [name, body, single, next] of spread) {
      await loadSpread(urls, body, { connections, duration: 1, next });
      const r = await loadSpread(urls, body, { connections, duration, next });
      rows.push([name, fixed(single.rps, 0), fixed(r.rps, 0), fixed(r.rps / single.rps, 2), fixed(r.p50), fixed(r.p99), r.failed]);
    }
    console.log(`\nthree instances on one database (${availableParallelism()} cores for all of them, PostgreSQL and the load generator), ${connections} connections spread over them:`);
    console.log(table(["scenario", "1 instance req/s", "3 instances req/s", "× 1 instance", "p50 ms", "p99 ms", "failed"], rows));
  }

  const catalog = await fetchCatalog(server.url);
  const engine = await benchEngine(ROOT, catalog, saturatingBody().variables.input);
  console.log("\nthe engine alone, on a board of 30 units, by chain length (mean of back-to-back runs, collections included; the median leaves them out):");
  const base = engine.byLength[0];
  console.log(
    table(
      ["items", "steps", "mean ms", "µs / item", "× 1 item", "median ms"],
      engine.byLength.map((r) => [r.items, r.steps, fixed(r.ms, 3), fixed((r.ms / r.items) * 1000, 1), fixed(r.ms / base.ms, 1), fixed(r.median, 3)]),
    ),
  );
  console.log("\nthe engine alone, a 3-item chain, by board size:");
  console.log(table(["objects", "steps", "mean ms", "median ms"], engine.byBoard.map((r) => [r.units, r.steps, fixed(r.ms, 3), fixed(r.median, 3)])));
  console.log(`\nthe engine alone, the isolation case's request (400 damaged units, 100 spells, units dying): ${fixed(engine.largest.ms, 1)} ms mean (${fixed(engine.largest.median, 1)} median), ${engine.largest.steps} steps`);
} finally {
  // the server's own account of failures (its log goes with it): warnings, errors and requests answered 4xx or 5xx, a few
  const logged = existsSync(server.logFile) ? readFileSync(server.logFile, "utf8").split("\n").filter((l) => /"level":(40|50|60)|"status":[45]\d\d/.test(l)) : [];
  if (logged.length) console.log(`\nthe server logged ${logged.length} warning(s), error(s) or refused request(s); the first:\n${logged.slice(0, 5).map((l) => l.slice(0, 500)).join("\n")}`);
  await server.stop();
}
