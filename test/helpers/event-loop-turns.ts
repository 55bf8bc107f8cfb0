// Counts turns of the event loop (one each time its check phase runs, setImmediate) until stopped: whether
// work gave way to the event loop, and how often.
export interface TurnCounter {
  /** The turns counted so far. */
  now(): number;
  /** Stops counting; the turns counted. */
  stop(): number;
}

export function turnCounter(): TurnCounter {
  let turns = 0;
  let running = true;
  const count = (): void => {
    if (!running) return;
    turns++;
    setImmediate(count);
  };
  setImmediate(count);
  return {
    now: () => turns,
    stop() {
      running = false;
      return turns;
    },
  };
}
