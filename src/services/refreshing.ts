// A value read from the database again at most every `maxAgeMs` instead of on every request: the card
// library's fingerprint, the list of published releases. A change made through this instance calls
// changed() and is seen at once; one made through another instance is seen within `maxAgeMs` (and the
// time one read takes).
//
// Once there is a value, no request waits for a re-read: past `maxAgeMs` the next get() starts one in
// the background and is answered with the value it has, and the read's result serves the gets after
// it. A re-read that fails leaves the value in place (a database that went away does not take the
// release list with it); the next get() past `maxAgeMs` tries again.

export class Refreshing<T> {
  private current: { value: Promise<T>; at: number } | null = null;
  private refreshing = false;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly maxAgeMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    if (!this.current) {
      const entry = { value: this.read(), at: this.now() };
      this.current = entry;
      entry.value.catch(() => {
        if (this.current === entry) this.current = null;
      });
      return entry.value;
    }
    if (!this.refreshing && this.now() - this.current.at > this.maxAgeMs) this.refresh(this.current);
    return this.current.value;
  }

  /** Waits for a re-read in progress, if any (for tests and shutdown). */
  async settled(): Promise<void> {
    while (this.refreshing) await new Promise((next) => setImmediate(next));
  }

  changed(): void {
    this.current = null;
  }

  private refresh(stale: { value: Promise<T>; at: number }): void {
    this.refreshing = true;
    this.read().then(
      (value) => {
        // changed() meanwhile: the next get() reads afresh, this read may predate the change
        if (this.current === stale) this.current = { value: Promise.resolve(value), at: this.now() };
      },
      () => undefined,
    ).finally(() => {
      this.refreshing = false;
    });
  }
}
