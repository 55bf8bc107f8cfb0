// Requests at a steady rate, for latency at a fixed load: one request every 1/rate seconds, sent whether or
// not the earlier ones have been answered (up to `sockets` at once), each timed from its sending to the end
// of its answer, in fractions of a millisecond.
//
// Not autocannon's overallRate: it lets each connection send its share of a second's requests back to back
// at the start of the second and then wait (bursts, not a steady rate), keeps latencies in whole
// milliseconds, and corrects for coordinated omission with an expected interval of ceil(1 / rate) = 1 ms,
// so a single 15 ms answer adds 14 made-up ones of 1 to 14 ms to its histogram: against a stub server that
// answered one request of a thousand in 15 ms and the others at once, it reported a p99 of 9 ms.
import http from "node:http";

/** options: { rate (requests a second), duration (s), sockets? (most requests in flight, default 16) } */
export async function paced(url, body, options) {
  const { hostname, port, pathname } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.sockets ?? 16 });
  const payload = Buffer.from(JSON.stringify(body));
  const headers = { "content-type": "application/json", "content-length": String(payload.length) };
  const latencies = [];
  const why = new Map();
  const fail = (reason) => why.set(reason, (why.get(reason) ?? 0) + 1);
  const one = () =>
    new Promise((done) => {
      const sent = performance.now();
      const request = http.request({ agent, hostname, port, path: pathname, method: "POST", headers }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const ms = performance.now() - sent;
          if (response.statusCode !== 200) fail(`HTTP ${response.statusCode}`);
          else if (Buffer.concat(chunks).includes('"errors"')) fail("an answer with errors");
          else latencies.push(ms);
          done();
        });
      });
      request.on("error", () => {
        fail("connection errors");
        done();
      });
      request.end(payload);
    });
  const total = Math.round(options.rate * options.duration);
  const start = performance.now();
  const answers = [];
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / options.rate - performance.now();
    if (wait > 0) await new Promise((next) => setTimeout(next, wait));
    answers.push(one());
  }
  await Promise.all(answers);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  // the q-quantile: the smallest latency that at least q of the answers took no longer than
  const quantile = (q) => (latencies.length ? latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)] : NaN);
  const failed = total - latencies.length;
  return {
    why: [...why].map(([reason, n]) => `${n} × ${reason}`),
    rps: latencies.length / options.duration,
    p50: quantile(0.5),
    p99: quantile(0.99),
    max: latencies.at(-1) ?? NaN,
    requests: total,
    failed,
  };
}
