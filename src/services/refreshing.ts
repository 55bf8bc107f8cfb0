// A value read from the database again at most every `maxAgeMs` instead of on every request: the card
// library's fingerprint, the list of published releases. A change made through this instance calls
// changed() and is seen at once; one made through another instance is seen within `maxAgeMs`.

export class Refreshing<T> {
  private current: { value: Promise<T>; at: number } | null = null;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly maxAgeMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    const at = this.now();
    if (!this.current || at - this.current.at > this.maxAgeMs) {
      const value = this.read();
      const entry = { value, at };
      this.current = entry;
      value.catch(() => {
        if (this.current === entry) this.current = null;
      });
    }
    return this.current.value;
  }

  changed(): void {
    this.current = null;
  }
}
