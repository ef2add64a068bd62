import type { EventEnvelope } from '@cricket/contracts';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface SubscribeOptions {
  /**
   * Durable consumers (NATS) keep their place while the process is down and share work
   * between replicas of one service. Non-durable ones are for per-replica fan-out
   * (realtime): each replica sees every event from the moment it subscribes.
   */
  durable: boolean;
}

export interface EventSubscription {
  close(): Promise<void>;
}

/** One event bus interface, two adapters: NATS JetStream and in-process (DESIGN.md §3). */
export interface EventBus {
  /** Publishes one event; rejects when the broker cannot take it (the outbox retries). */
  publish(event: EventEnvelope): Promise<void>;
  subscribe(consumer: string, subjects: string[], handler: EventHandler, options: SubscribeOptions): Promise<EventSubscription>;
  close(): Promise<void>;
}

export const EVENT_BUS = Symbol('EVENT_BUS');
