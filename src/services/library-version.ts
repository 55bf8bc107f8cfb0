// The card library's version as far as caches care: its fingerprint (src/db/repositories/cards.repository.ts),
// read again at most every `maxAgeMs` instead of on every request. An import through this instance
// calls changed() and is seen at once; one through another instance is seen within `maxAgeMs`.

export class LibraryVersion {
  private current: { value: Promise<string>; at: number } | null = null;

  constructor(
    private readonly read: () => Promise<string>,
    private readonly maxAgeMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<string> {
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
