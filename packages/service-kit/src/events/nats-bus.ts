import { EVENT_STREAM, type EventEnvelope } from '@cricket/contracts';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import type { EventBus, EventHandler, EventSubscription, SubscribeOptions } from './event-bus';

const NAK_DELAY_MS = 1000;

/**
 * NATS JetStream adapter: one stream for all domains, message id = event id for
 * de-duplication. A namespace gives a deployment (or one test system sharing a NATS
 * server with others) its own stream and subject prefix, so nothing crosses between them.
 */
export class NatsEventBus implements EventBus {
  private readonly stream: string;
  private readonly prefix: string;

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

  /**
   * One JetStream consumer per subject with `filter_subject`: servers before 2.10 (Debian's
   * is 2.9) refuse `filter_subjects`, and a subject list is a union of single filters anyway.
   */
  async subscribe(consumer: string, subjects: string[], handler: EventHandler, options: SubscribeOptions): Promise<EventSubscription> {
    const subscriptions = await Promise.all(
      subjects.map((subject, index) => {
        const name = subjects.length === 1 ? consumer : `${consumer}_${index}`;
        return this.subscribeOne(name, this.prefix + subject, handler, options);
      }),
    );
    return { close: async () => void (await Promise.all(subscriptions.map((s) => s.close()))) };
  }

  private async subscribeOne(consumer: string, filter: string, handler: EventHandler, options: SubscribeOptions): Promise<EventSubscription> {
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
      messages = await (await this.js.consumers.get(this.stream, consumer)).consume();
    } else {
      const ordered = await this.js.consumers.get(this.stream, { filter_subjects: filter, deliver_policy: DeliverPolicy.New });
      messages = await ordered.consume();
    }
    void (async () => {
      for await (const message of messages) {
        let event: EventEnvelope;
        try {
          event = JSON.parse(message.string()) as EventEnvelope;
        } catch {
          this.logger.warn({ subject: message.subject }, 'dropping malformed event');
          message.term();
          continue;
        }
        try {
          await handler(event);
          message.ack();
        } catch (error) {
          this.logger.error({ err: error, event: event.type, eventId: event.id, consumer }, 'event handler failed; redelivering');
          if (options.durable) message.nak(NAK_DELAY_MS);
        }
      }
    })();
    return { close: async () => void (await messages.close()) };
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

