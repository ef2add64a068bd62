import { EVENT_STREAM, type EventEnvelope } from '@cricket/contracts';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JetStreamClient,
  type JsMsg,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { MAX_EVENT_BATCH, oneAtATime, type ConsumerLag, type EventBatchHandler, type EventBus, type EventHandler, type EventSubscription, type SubscribeOptions } from './event-bus';

const NAK_DELAY_MS = 1000;
const READY_TIMEOUT_MS = 2000;

/**
 * NATS JetStream adapter: one stream for all domains, message id = event id for
 * de-duplication. A namespace gives a deployment (or one test system sharing a NATS
 * server with others) its own stream and subject prefix, so nothing crosses between them.
 */
export class NatsEventBus implements EventBus {
  private readonly stream: string;
  private readonly prefix: string;
  /** JetStream consumer names of each durable consumer subscribed here (one per subject). */
  private readonly durables = new Map<string, string[]>();

  private constructor(
    private readonly connection: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly logger: Logger,
    namespace: string,
  ) {
    this.stream = namespace ? `${EVENT_STREAM.name}_${namespace}` : EVENT_STREAM.name;
    this.prefix = namespace ? `${namespace}.` : '';
  }

  static async connect(url: string, name: string, logger: Logger, namespace = ''): Promise<NatsEventBus> {
    if (namespace && !/^[A-Za-z0-9_-]+$/.test(namespace)) throw new Error(`Invalid event namespace: ${namespace}`);
    const connection = await connect({ servers: url, name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    const jsm = await jetstreamManager(connection);
    const bus = new NatsEventBus(connection, jetstream(connection), jsm, logger, namespace);
    await bus.ensureStream();
    return bus;
  }

  async publish(event: EventEnvelope): Promise<void> {
    await this.js.publish(this.prefix + event.type, JSON.stringify(event), { msgID: event.id, timeout: 2000 });
  }

  async publishBatch(events: EventEnvelope[]): Promise<void> {
    for (const event of events) await this.publish(event);
  }

  subscribe(consumer: string, subjects: readonly string[], handler: EventHandler, options: SubscribeOptions): Promise<EventSubscription> {
    return this.subscribeBatches(consumer, subjects, oneAtATime(handler), options);
  }

  /**
   * One JetStream consumer per subject with `filter_subject`: servers before 2.10 (Debian's
   * is 2.9) refuse `filter_subjects`, and a subject list is a union of single filters anyway.
   */
  async subscribeBatches(consumer: string, subjects: readonly string[], handler: EventBatchHandler, options: SubscribeOptions): Promise<EventSubscription> {
    const names = subjects.map((_, index) => (subjects.length === 1 ? consumer : `${consumer}_${index}`));
    if (options.durable) this.durables.set(consumer, names);
    const subscriptions = await Promise.all(subjects.map((subject, index) => this.subscribeOne(names[index], this.prefix + subject, handler, options)));
    return { close: async () => void (await Promise.all(subscriptions.map((s) => s.close()))) };
  }

  /** Pending and unacknowledged messages of each consumer; the age is that of the first message past its ack floor. */
  async lag(consumers: string[]): Promise<ConsumerLag[]> {
    return Promise.all(
      consumers.map(async (consumer) => {
        let events = 0;
        let oldest = Infinity;
        for (const name of this.durables.get(consumer) ?? []) {
          const info = await this.jsm.consumers.info(this.stream, name);
          const waiting = info.num_pending + info.num_ack_pending;
          events += waiting;
          if (waiting === 0) continue;
          const next = await this.jsm.streams.getMessage(this.stream, { seq: info.ack_floor.stream_seq + 1 }).catch(() => null);
          if (next) oldest = Math.min(oldest, next.time.getTime());
        }
        return { consumer, events, seconds: Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0 };
      }),
    );
  }

  async ready(): Promise<boolean> {
    if (this.connection.isClosed()) return false;
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), READY_TIMEOUT_MS).unref());
    return Promise.race([this.connection.rtt().then(() => true, () => false), timeout]);
  }

  private async subscribeOne(consumer: string, filter: string, handler: EventBatchHandler, options: SubscribeOptions): Promise<EventSubscription> {
    let messages: ConsumerMessages;
    if (options.durable) {
      await this.jsm.consumers
        .add(this.stream, {
          durable_name: consumer,
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
          filter_subject: filter,
          ack_wait: 30_000_000_000,
        })
        .catch(async (error: Error) => {
          // The consumer exists from an earlier start; keep its position, update its filter.
          if (!/consumer name already in use|already exists/i.test(error.message)) throw error;
          await this.jsm.consumers.update(this.stream, consumer, { filter_subject: filter });
        });
      messages = await (await this.js.consumers.get(this.stream, consumer)).consume({ max_messages: MAX_EVENT_BATCH });
    } else {
      const ordered = await this.js.consumers.get(this.stream, { filter_subjects: filter, deliver_policy: DeliverPolicy.New });
      messages = await ordered.consume();
    }
    void (async () => {
      for await (const batch of arrivedBatches(messages)) await this.handleBatch(consumer, batch, handler, options);
    })();
    return { close: async () => void (await messages.close()) };
  }

  private async handleBatch(consumer: string, batch: JsMsg[], handler: EventBatchHandler, options: SubscribeOptions): Promise<void> {
    const events: EventEnvelope[] = [];
    const readable: JsMsg[] = [];
    for (const message of batch) {
      try {
        events.push(JSON.parse(message.string()) as EventEnvelope);
        readable.push(message);
      } catch {
        this.logger.warn({ subject: message.subject }, 'dropping malformed event');
        message.term();
      }
    }
    if (!events.length) return;
    try {
      await handler(events);
      for (const message of readable) message.ack();
    } catch (error) {
      this.logger.error({ err: error, consumer, events: events.length }, 'event handler failed; redelivering');
      if (options.durable) for (const message of readable) message.nak(NAK_DELAY_MS);
    }
  }

  async close(): Promise<void> {
    await this.connection.drain().catch(() => this.connection.close());
  }

  private async ensureStream(): Promise<void> {
    try {
      await this.jsm.streams.info(this.stream);
    } catch {
      const subjects = EVENT_STREAM.subjects.map((s) => this.prefix + s);
      await this.jsm.streams.add({ name: this.stream, subjects }).catch((error: Error) => {
        if (!/already in use|already exists/i.test(error.message)) throw error;
      });
    }
  }
}

/** Resolves after the messages already buffered have been taken (they come back within microtasks). */
const nothingMoreYet = () => new Promise<null>((resolve) => setImmediate(() => resolve(null)));

/**
 * The messages in batches of whatever has already arrived, up to MAX_EVENT_BATCH: a message never
 * waits for one still to come, or a watcher's first ball would wait for the second.
 */
async function* arrivedBatches(messages: AsyncIterable<JsMsg>): AsyncGenerator<JsMsg[]> {
  const iterator = messages[Symbol.asyncIterator]();
  let next = iterator.next();
  for (;;) {
    const first = await next;
    if (first.done) return;
    const batch = [first.value];
    next = iterator.next();
    while (batch.length < MAX_EVENT_BATCH) {
      const more = await Promise.race([next, nothingMoreYet()]);
      if (more === null || more.done) break;
      batch.push(more.value);
      next = iterator.next();
    }
    yield batch;
  }
}
