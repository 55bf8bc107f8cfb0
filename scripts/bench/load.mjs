// One autocannon run against the server; a response with errors, or with a status other than the
// expected one, is counted as failed.
import autocannon from "autocannon";

export async function check(url, body) {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = await res.json();
  if (res.status !== 200 || json.errors) throw new Error(`benchmark request failed (${res.status}): ${JSON.stringify(json.errors ?? json).slice(0, 400)}`);
  return json.data;
}

/**
 * options: { connections, duration (s), overallRate?, next? } — `next()` gives each request its own body
 * (distinct questions, which no cache can answer); without it every request sends `body`.
 */
export async function load(url, body, options) {
  return run({
    url,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    ...(options.next ? { requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(options.next()) }) }] } : {}),
    connections: options.connections,
    duration: options.duration,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  }, 200);
}

/** A GraphQL GET (the form a CDN or a phone caches), with extra headers (If-None-Match); `status` is the one expected. */
export async function loadGet(url, headers, options, status) {
  return run({ url, method: "GET", headers: { "apollo-require-preflight": "true", ...headers }, connections: options.connections, duration: options.duration }, status);
}

/** The same load spread over several instances at once (one autocannon per instance): summed throughput, worst latencies. */
export async function loadSpread(urls, body, options) {
  const each = Math.max(1, Math.round(options.connections / urls.length));
  const parts = await Promise.all(urls.map((u) => load(u, body, { ...options, connections: each })));
  return {
    rps: parts.reduce((n, p) => n + p.rps, 0),
    p50: Math.max(...parts.map((p) => p.p50)),
    p99: Math.max(...parts.map((p) => p.p99)),
    requests: parts.reduce((n, p) => n + p.requests, 0),
    failed: parts.reduce((n, p) => n + p.failed, 0),
  };
}

async function run(options, status) {
  const result = await autocannon({ ...options, verifyBody: (text) => !text.includes('"errors"') });
  const unexpected = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => Number(code) !== status);
  const answered = unexpected.reduce((n, [, s]) => n + s.count, 0);
  // what the failures were, for the note under the table: statuses other than the one expected, answers with errors, no answer
  const why = [
    ...unexpected.map(([code, s]) => `${s.count} × HTTP ${code}`),
    ...(result.mismatches ? [`${result.mismatches} × an answer with errors`] : []),
    ...(result.errors ? [`${result.errors} × connection errors`] : []),
    ...(result.timeouts ? [`${result.timeouts} × no answer in time`] : []),
  ];
  return {
    why,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: answered + result.errors + result.timeouts + (result.mismatches ?? 0),
  };
}
