import { ConflictException, Inject, Injectable, NotFoundException, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import type { ConsumedEvent, EventEnvelope, EventSubject } from '@cricket/contracts';
import { databaseUnavailable } from '../database/database-errors';
import { SERVICE_LOGGER } from '../bootstrap/tokens';
import { EVENT_BUS, type ConsumerLag, type EventBus, type EventSubscription } from './event-bus';

/** Which events a durable consumer reads: subjects of the catalogue, which types the events it gets. */
export interface ConsumerOptions<S extends EventSubject = EventSubject> {
  name: string;
  subjects: readonly S[];
  /**
   * The consumer records the ids of the events it handled itself, in the same transaction (the
   * statistics event log): `apply` then gets every delivered event and skips the ones it holds,
   * and the inbox table is not written twice over.
   */
  ownInbox?: boolean;
}

/** One durable read of the event stream by a service (a read model, income, a copy of users). */
export interface ConsumerDefinition<S extends EventSubject = EventSubject> extends ConsumerOptions<S> {
  /** Applies events this consumer never handled before, in delivery order, inside the batch's one transaction. */
  apply(manager: EntityManager, events: ConsumedEvent<S>[]): Promise<void>;
}

/** A started consumer as the bus feeds it: envelopes of its subjects. */
interface StartedConsumer extends ConsumerOptions {
  apply(manager: EntityManager, events: EventEnvelope[]): Promise<void>;
}

/** A consumer's lag, and how many events it handled since the process started at what rate while busy. */
export interface ConsumerStatus extends ConsumerLag {
  handled: number;
  /** Events per second of handling time: the consumer's own throughput, whatever feeds it. */
  eventsPerSecond: number;
}

export interface DeadLetter {
  consumer: string;
  eventId: string;
  type: string;
  error: string;
  attempts: number;
  parkedAt: string;
  event: EventEnvelope;
}

/** Tries per event before it is parked (`EVENT_HANDLER_MAX_TRIES`), and the first pause between them. */
export const eventHandlerTries = () => Math.max(1, Number(process.env.EVENT_HANDLER_MAX_TRIES ?? 5));
const RETRY_BASE_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs a service's durable consumers (`@DurableConsumer` providers, started at bootstrap): each
 * delivered batch is handled in one transaction with the inbox (processed event ids), so a
 * redelivery changes nothing. A batch that fails is handled again event by event: the ones that
 * apply commit, a failing one is retried with backoff and, after its tries, parked in
 * `dead_letters`, so nothing waits behind it. While the database is away nothing is parked: the
 * failure goes back to the bus, which delivers the batch again. Batches of one consumer are
 * handled one after another in a process (several producers or subjects deliver at once), so a
 * consumer holds one database connection and readers keep the rest.
 */
@Injectable()
export class EventConsumers implements OnModuleDestroy {
  private readonly definitions = new Map<string, StartedConsumer>();
  private readonly subscriptions: EventSubscription[] = [];
  private readonly handling = new Map<string, Promise<unknown>>();
  private readonly work = new Map<string, { events: number; busyMs: number }>();

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async start<S extends EventSubject>(definition: ConsumerDefinition<S>): Promise<void> {
    // The bus delivers only the definition's subjects, whose data the catalogue names; the consumer still checks the values.
    const apply = (manager: EntityManager, events: EventEnvelope[]) => definition.apply(manager, events as ConsumedEvent<S>[]);
    this.definitions.set(definition.name, { ...definition, apply });
    this.subscriptions.push(await this.bus.subscribeBatches(definition.name, definition.subjects, (events) => this.handle(definition.name, events), { durable: true }));
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.subscriptions.splice(0).map((subscription) => subscription.close()));
  }

  async status(): Promise<ConsumerStatus[]> {
    const lags = await this.bus.lag([...this.definitions.keys()]);
    return lags.map((lag) => {
      const work = this.work.get(lag.consumer) ?? { events: 0, busyMs: 0 };
      return { ...lag, handled: work.events, eventsPerSecond: work.busyMs > 0 ? Math.round((work.events * 1000) / work.busyMs) : 0 };
    });
  }

  /** Handles one delivered batch after the consumer's previous one; resolves once every event is applied or parked. */
  handle(consumer: string, events: EventEnvelope[]): Promise<void> {
    const definition = this.definitions.get(consumer);
    if (!definition) return Promise.reject(new Error(`No consumer ${consumer}`));
    const next = (this.handling.get(consumer) ?? Promise.resolve()).then(() => this.timed(definition, events));
    this.handling.set(consumer, next.catch(() => undefined));
    return next;
  }

  private async timed(definition: StartedConsumer, events: EventEnvelope[]): Promise<void> {
    const started = performance.now();
    await this.handleNow(definition, events);
    const work = this.work.get(definition.name) ?? { events: 0, busyMs: 0 };
    this.work.set(definition.name, { events: work.events + events.length, busyMs: work.busyMs + performance.now() - started });
  }

  private async handleNow(definition: StartedConsumer, events: EventEnvelope[]): Promise<void> {
    try {
      await this.dataSource.transaction((manager) => this.applyOnce(manager, definition, events));
      return;
    } catch (error) {
      if (databaseUnavailable(error)) throw error;
    }
    let failing = events.map((event) => ({ event, error: null as unknown }));
    for (let attempt = 1; failing.length; attempt++) {
      if (attempt > 1) await sleep(RETRY_BASE_MS * 2 ** (attempt - 2));
      const stillFailing: typeof failing = [];
      for (const { event } of failing) {
        try {
          await this.dataSource.transaction((manager) => this.applyOnce(manager, definition, [event]));
        } catch (error) {
          if (databaseUnavailable(error)) throw error;
          stillFailing.push({ event, error });
        }
      }
      failing = stillFailing;
      if (attempt >= eventHandlerTries()) break;
    }
    for (const { event, error } of failing) await this.park(definition.name, event, error);
  }

  async deadLetters(): Promise<DeadLetter[]> {
    const rows: { consumer: string; event_id: string; type: string; error: string; attempts: number; parked_at: Date; envelope: EventEnvelope }[] =
      await this.dataSource.query('SELECT * FROM dead_letters ORDER BY parked_at, event_id');
    return rows.map((row) => ({
      consumer: row.consumer,
      eventId: row.event_id,
      type: row.type,
      error: row.error,
      attempts: row.attempts,
      parkedAt: row.parked_at.toISOString(),
      event: row.envelope,
    }));
  }

  /** Applies a parked event (once, by the inbox) and removes it from the dead letters, in one transaction. */
  async replay(consumer: string, eventId: string): Promise<void> {
    const definition = this.definitions.get(consumer);
    try {
      await this.dataSource.transaction(async (manager) => {
        const [row]: { envelope: EventEnvelope }[] = await manager.query('SELECT envelope FROM dead_letters WHERE consumer = $1 AND event_id = $2 FOR UPDATE', [consumer, eventId]);
        if (!row || !definition) throw new NotFoundException('No such dead letter');
        await this.applyOnce(manager, definition, [row.envelope]);
        await manager.query('DELETE FROM dead_letters WHERE consumer = $1 AND event_id = $2', [consumer, eventId]);
      });
    } catch (error) {
      if (error instanceof NotFoundException || databaseUnavailable(error)) throw error;
      await this.dataSource.query('UPDATE dead_letters SET attempts = attempts + 1, error = $3 WHERE consumer = $1 AND event_id = $2', [consumer, eventId, messageOf(error)]);
      throw new ConflictException(`The event still fails: ${messageOf(error)}`);
    }
  }

  private async applyOnce(manager: EntityManager, definition: StartedConsumer, events: EventEnvelope[]): Promise<void> {
    if (definition.ownInbox) return definition.apply(manager, events);
    const claimed: { event_id: string }[] = await manager.query(
      'INSERT INTO processed_events (consumer, event_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING RETURNING event_id',
      [definition.name, [...new Set(events.map((event) => event.id))]],
    );
    const fresh = new Set(claimed.map((row) => row.event_id));
    // A batch may hold one event twice (a redelivery overtaking the first); it applies once.
    const unseen = events.filter((event) => fresh.delete(event.id));
    if (unseen.length) await definition.apply(manager, unseen);
  }

  private async park(consumer: string, event: EventEnvelope, error: unknown): Promise<void> {
    this.logger.error({ err: error, consumer, event: event.type, eventId: event.id }, 'event parked in dead_letters after its tries');
    await this.dataSource.query(
      `INSERT INTO dead_letters (consumer, event_id, type, envelope, error, attempts) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (consumer, event_id) DO UPDATE SET error = EXCLUDED.error, attempts = dead_letters.attempts + EXCLUDED.attempts, parked_at = now()`,
      [consumer, event.id, event.type, JSON.stringify(event), messageOf(error), eventHandlerTries()],
    );
  }
}
