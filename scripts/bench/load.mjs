// One autocannon run against the server, POSTing a GraphQL body; a response with errors is counted.
import autocannon from "autocannon";

export async function check(url, body) {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = await res.json();
  if (res.status !== 200 || json.errors) throw new Error(`benchmark request failed (${res.status}): ${JSON.stringify(json.errors ?? json).slice(0, 400)}`);
  return json.data;
}

/** options: { connections, duration (s), overallRate? } */
export async function load(url, body, options) {
  const result = await autocannon({
    url,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    connections: options.connections,
    duration: options.duration,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    verifyBody: (text) => !text.includes('"errors"'),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts + (result.mismatches ?? 0),
  };
}
