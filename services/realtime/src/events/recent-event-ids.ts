/**
 * Bounded memory of the event ids already fanned out, oldest forgotten first, so a
 * redelivery (broker retry, consumer recreated after a NATS restart) is never sent twice.
 */
export class RecentEventIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity = 10_000) {}

  /** Records the id; false when it was already seen. */
  remember(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.capacity) {
      const oldest = this.ids.values().next().value as string;
      this.ids.delete(oldest);
    }
    return true;
  }

  get size(): number {
    return this.ids.size;
  }
}
