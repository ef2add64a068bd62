import { subjectMatches, type EventEnvelope } from '@cricket/contracts';
import type { Logger } from 'pino';
import { oneAtATime, type ConsumerLag, type EventBatchHandler, type EventBus, type EventHandler, type EventSubscription, type OutboxBacklog, type SubscribeOptions } from './event-bus';

interface Registration {
  consumer: string;
  subjects: readonly string[];
  handler: EventBatchHandler;
  durable: boolean;
}

export interface InProcessBusOptions {
  /** Holds delivery until `open()`, so no app's events pass before every consumer of the process subscribed. */
  held?: boolean;
}

/**
 * The embedded mode's bus: every app of the one process shares it. There is no broker, so the
 * outbox is the durable log: a publish resolves only once every durable consumer handled the
 * batch, and only then does the relay mark the rows published. A kill at any moment leaves
 * the rows for the next start; consumers are idempotent by event id. Nothing is queued in
 * memory: a relay has one batch in flight, so a slow consumer slows its producers' relays.
 */
export class InProcessEventBus implements EventBus {
  private readonly registrations = new Set<Registration>();
  private readonly outboxes = new Set<() => Promise<OutboxBacklog[]>>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly opened: Promise<void>;
  private release: () => void = () => undefined;
  private closed = false;

  constructor(
    private readonly logger?: Logger,
    options: InProcessBusOptions = {},
  ) {
    this.opened = new Promise((resolve) => (this.release = resolve));
    if (!options.held) this.release();
  }

  open(): void {
    this.release();
  }

  publish(event: EventEnvelope): Promise<void> {
    return this.publishBatch([event]);
  }

  async publishBatch(events: EventEnvelope[]): Promise<void> {
    await this.opened;
    if (this.closed) throw new Error('The event bus is closed');
    const delivery = Promise.all([...this.registrations].map((registration) => this.deliver(registration, events)));
    this.inFlight.add(delivery);
    try {
      await delivery;
    } finally {
      this.inFlight.delete(delivery);
    }
  }

  subscribe(consumer: string, subjects: readonly string[], handler: EventHandler, options: SubscribeOptions): Promise<EventSubscription> {
    return this.subscribeBatches(consumer, subjects, oneAtATime(handler), options);
  }

  async subscribeBatches(consumer: string, subjects: readonly string[], handler: EventBatchHandler, options: SubscribeOptions): Promise<EventSubscription> {
    const registration = { consumer, subjects, handler, durable: options.durable };
    this.registrations.add(registration);
    return { close: async () => void this.registrations.delete(registration) };
  }

  trackOutbox(backlog: () => Promise<OutboxBacklog[]>): () => void {
    this.outboxes.add(backlog);
    return () => void this.outboxes.delete(backlog);
  }

  /** What every outbox of the process still holds for each consumer, by the consumer's subjects. */
  async lag(consumers: string[]): Promise<ConsumerLag[]> {
    const backlog = (await Promise.all([...this.outboxes].map((read) => read()))).flat();
    const now = Date.now();
    return consumers.map((consumer) => {
      const subjects = [...this.registrations].filter((r) => r.durable && r.consumer === consumer).flatMap((r) => r.subjects);
      const waiting = backlog.filter((row) => subjects.some((s) => subjectMatches(s, row.type)));
      const oldest = Math.min(...waiting.map((row) => row.oldest.getTime()));
      return {
        consumer,
        events: waiting.reduce((sum, row) => sum + row.events, 0),
        seconds: waiting.length ? Math.max(0, (now - oldest) / 1000) : 0,
      };
    });
  }

  async ready(): Promise<boolean> {
    return !this.closed;
  }

  /** Takes no new batch and waits for the ones being handled, so a stop leaves nothing half-done. */
  async close(): Promise<void> {
    this.closed = true;
    this.release();
    await Promise.allSettled([...this.inFlight]);
    this.registrations.clear();
  }

  private async deliver(registration: Registration, events: EventEnvelope[]): Promise<void> {
    const matching = events.filter((event) => registration.subjects.some((s) => subjectMatches(s, event.type)));
    if (!matching.length) return;
    if (registration.durable) return registration.handler(matching);
    await registration.handler(matching).catch((error: unknown) => {
      this.logger?.error({ err: error, consumer: registration.consumer, events: matching.length }, 'event handler failed');
    });
  }
}
