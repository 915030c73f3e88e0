/**
 * Streamed text is written in batches, not once per token (a write per token would flood IndexedDB and
 * every tab's live queries). `flush` is also called on finish, stop and page hide.
 */
export class StreamWriter {
  private text = '';
  private written = '';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (text: string) => Promise<void>,
    private readonly intervalMs = 250,
  ) {}

  get current(): string {
    return this.text;
  }

  append(chunk: string): void {
    this.text += chunk;
    if (this.timer === null) this.timer = setTimeout(() => void this.flush(), this.intervalMs);
  }

  /** The last batch write that failed (a full disk, say), if the latest attempt failed. */
  lastError: unknown = null;

  /**
   * Writes the latest text if it changed; writes are serialised so an older batch never lands last.
   * Never rejects: a failed batch loses nothing, because the whole text stays in `current` and the final
   * write (kept and retried when it fails, see unsavedWrites.ts) stores it; the failure is in `lastError`.
   */
  flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const snapshot = this.text;
    this.pending = this.pending.then(async () => {
      if (snapshot === this.written) return;
      try {
        await this.write(snapshot);
        this.written = snapshot;
        this.lastError = null;
      } catch (e) {
        this.lastError = e;
      }
    });
    return this.pending;
  }

  /** Stops batching; the caller writes the final state itself. */
  async close(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    await this.pending;
  }
}
