import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EventEnvelope, MemberEventData } from '@cricket/contracts';
import { EVENT_BUS, SERVICE_LOGGER, type EventBus, type EventSubscription } from '@cricket/service-kit';
import { RealtimeSocketServer } from '../sockets/realtime-socket.server';
import { ACCESS_EVENTS, CONSUMED_SUBJECTS, deliveryFor, type Delivery } from './event-messages';
import { RecentEventIds } from './recent-event-ids';

export const REALTIME_CONSUMER = 'realtime';
const SUBSCRIBE_RETRY_MS = 1000;
const MAX_SUBSCRIBE_RETRY_MS = 30_000;

/**
 * Feeds the sockets of this replica from the bus. Non-durable by design: every replica
 * sees every event (JetStream ordered consumer; the in-process bus in embedded mode).
 * Delivery is idempotent by event id, so a redelivered event never reaches a socket twice.
 */
@Injectable()
export class RealtimeEventConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly seen = new RecentEventIds();
  private subscriptions: EventSubscription[] = [];
  private readonly retries = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    private readonly sockets: RealtimeSocketServer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await Promise.all(CONSUMED_SUBJECTS.map((subject) => this.subscribe(subject, SUBSCRIBE_RETRY_MS)));
  }

  /**
   * A subscription the bus refuses is logged and retried, so sockets stay up (connection,
   * pong) while live updates are unavailable, rather than the whole service failing to start.
   */
  private async subscribe(subject: string, retryMs: number): Promise<void> {
    if (this.stopped) return;
    try {
      this.subscriptions.push(await this.bus.subscribeBatches(REALTIME_CONSUMER, [subject], (events) => this.handleBatch(events), { durable: false }));
    } catch (error) {
      this.logger.error({ err: error, subject, retryInMs: retryMs }, 'cannot subscribe to events; live updates unavailable, retrying');
      const timer = setTimeout(() => void this.subscribe(subject, Math.min(retryMs * 2, MAX_SUBSCRIBE_RETRY_MS)), retryMs);
      timer.unref();
      this.retries.add(timer);
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    for (const timer of this.retries) clearTimeout(timer);
    const closing = this.subscriptions.splice(0);
    await Promise.all(closing.map((s) => s.close().catch(() => undefined)));
  }

  async handle(event: EventEnvelope): Promise<void> {
    return this.handleBatch([event]);
  }

  /**
   * The events as the bus hands them over (a scoring change's BALL_RECORDED and SCORE_UPDATE
   * come together): their messages go out together, each socket written once. A removal from
   * a workspace takes effect between the messages before it and those after it.
   */
  async handleBatch(events: readonly EventEnvelope[]): Promise<void> {
    let pending: Delivery[] = [];
    for (const event of events) {
      if (!event?.id || !this.seen.remember(event.id)) continue;
      if (event.type === ACCESS_EVENTS.memberRemoved) {
        this.fanOut(pending);
        pending = [];
        const { userId, workspaceId } = (event.data ?? {}) as Partial<MemberEventData>;
        if (typeof userId === 'number' && typeof workspaceId === 'number') this.sockets.registry.revokeWorkspace(userId, workspaceId);
        continue;
      }
      const delivery = deliveryFor(event);
      if (delivery) pending.push(delivery);
    }
    this.fanOut(pending);
  }

  private fanOut(deliveries: Delivery[]): void {
    if (deliveries.length === 0) return;
    const sockets = this.sockets.deliver(deliveries);
    this.logger.debug({ messages: deliveries.map((d) => d.message.type), sockets }, 'events fanned out');
  }
}
