// A set of callbacks for one kind of event; a failing listener never stops the others.
export class Listeners<T> {
  private readonly listeners = new Set<(value: T) => void>();

  /** Calls `listener` on each event; returns the function that stops it. */
  subscribe(listener: (value: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(value: T): void {
    for (const listener of this.listeners) {
      try {
        listener(value);
      } catch {
        // one listener's fault is its own
      }
    }
  }
}
