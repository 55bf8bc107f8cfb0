// Giving way to the event loop, for work long enough to delay the requests waiting behind it.

/**
 * Resolves once the event loop has polled for I/O since the call: a step of a large request waits on it, so
 * that requests which arrived during the step before (a rule lookup, say) are read and answered first. One
 * setImmediate is not enough from an I/O callback, where most steps start: it runs in the same turn's check
 * phase, before the next poll; the second one runs after that poll.
 */
export function giveWay(): Promise<void> {
  return new Promise((done) => setImmediate(() => setImmediate(done)));
}
