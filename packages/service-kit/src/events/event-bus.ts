import type { EventEnvelope } from '@cricket/contracts';

export type EventHandler = (event: EventEnvelope) => Promise<void>;
/** Handles events in the order given; resolving means every one of them is committed. */
export type EventBatchHandler = (events: EventEnvelope[]) => Promise<void>;

export interface SubscribeOptions {
  /**
   * Durable consumers keep their place while the process is down and share work between
   * replicas of one service; an event counts as delivered only once their handler resolved.
   * Non-durable ones are for per-replica fan-out (realtime): each replica sees every event
   * from the moment it subscribes, and a failure is only logged.
   */
  durable: boolean;
}

export interface EventSubscription {
  close(): Promise<void>;
}

/** How far one durable consumer is behind what has been published for it. */
export interface ConsumerLag {
  consumer: string;
  /** Events written for the consumer and not yet handled by it. */
  events: number;
  /** Age of the oldest of those events; 0 when none waits. */
  seconds: number;
}

/** Unpublished outbox rows of one event type, as a broker-less bus counts its consumers' lag. */
export interface OutboxBacklog {
  type: string;
  events: number;
  oldest: Date;
}

/** One event bus interface, two adapters: NATS JetStream and in-process (DESIGN.md §3, §5). */
export interface EventBus {
  /** Publishes one event; rejects when it was not taken (the outbox retries). */
  publish(event: EventEnvelope): Promise<void>;
  /** Publishes events in order; resolves once all were taken, and a durable in-process consumer has handled them. */
  publishBatch(events: EventEnvelope[]): Promise<void>;
  /** One event at a time: sugar over `subscribeBatches` for handlers that need no batch. */
  subscribe(consumer: string, subjects: readonly string[], handler: EventHandler, options: SubscribeOptions): Promise<EventSubscription>;
  subscribeBatches(consumer: string, subjects: readonly string[], handler: EventBatchHandler, options: SubscribeOptions): Promise<EventSubscription>;
  /** Lag of the named durable consumers. */
  lag(consumers: string[]): Promise<ConsumerLag[]>;
  /** Whether the bus can take and deliver events now (readiness). */
  ready(): Promise<boolean>;
  /**
   * Only a broker-less bus needs it: an outbox tells the bus how to count what it still holds,
   * which is what the bus's consumers have not handled yet. Answers the function that stops it.
   */
  trackOutbox?(backlog: () => Promise<OutboxBacklog[]>): () => void;
  close(): Promise<void>;
}

/** The largest batch a handler is given: bounds memory and the length of one transaction. */
export const MAX_EVENT_BATCH = 2000;

/** Each event in turn, for handlers written one event at a time. */
export function oneAtATime(handler: EventHandler): EventBatchHandler {
  return async (events) => {
    for (const event of events) await handler(event);
  };
}

export const EVENT_BUS = Symbol('EVENT_BUS');
