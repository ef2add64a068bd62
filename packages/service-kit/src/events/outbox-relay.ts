import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { EVENT_BUS, MAX_EVENT_BATCH, type EventBus, type OutboxBacklog } from './event-bus';
import { OutboxEvent } from './outbox.entity';
import { SERVICE_LOGGER } from '../bootstrap/tokens';

const POLL_MS = 250;
const MAX_BACKOFF_MS = 5000;
const BATCH = MAX_EVENT_BATCH;

/**
 * Publishes committed outbox rows in order, a batch at a time. Rows are claimed with SKIP LOCKED
 * so replicas share the work, and marked published only once the bus took the whole batch (the
 * in-process bus: once every durable consumer handled it). A failed publish leaves the batch for
 * the next pass; the broker de-duplicates by event id and consumers by their inbox, so nothing
 * is lost or doubled.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private backoffMs = POLL_MS;
  /** A commit kicked while a pass was under way: its rows may have missed that pass's read. */
  private kickedWhileRunning = false;
  private untrack: () => void = () => undefined;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.untrack = this.bus.trackOutbox?.(() => this.backlog()) ?? this.untrack;
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.untrack();
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Called after a commit that wrote events, so they go out without waiting for the poll. */
  kick(): void {
    if (this.running) this.kickedWhileRunning = true;
    else this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.kickedWhileRunning = false;
      this.running = this.drain().finally(() => {
        this.running = null;
        // Rows committed during the pass go out at once, unless publishing is failing (then the backoff holds).
        this.schedule(this.kickedWhileRunning && this.backoffMs === POLL_MS ? 0 : this.backoffMs);
      });
    }, delay);
  }

  private async drain(): Promise<void> {
    try {
      let published = BATCH;
      while (published === BATCH && !this.stopped) {
        published = await this.publishBatch();
      }
      this.backoffMs = POLL_MS;
    } catch (error) {
      this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
      this.logger.warn({ err: error, retryInMs: this.backoffMs }, 'outbox publish failed; will retry');
    }
  }

  private async backlog(): Promise<OutboxBacklog[]> {
    const rows: { type: string; events: string; oldest: Date }[] = await this.dataSource.query(
      'SELECT type, count(*) AS events, min(created_at) AS oldest FROM outbox WHERE published_at IS NULL GROUP BY type',
    );
    return rows.map((row) => ({ type: row.type, events: Number(row.events), oldest: row.oldest }));
  }

  private async publishBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: Pick<OutboxEvent, 'id' | 'envelope'>[] = await manager.query(
        'SELECT id, envelope FROM outbox WHERE published_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED',
        [BATCH],
      );
      if (rows.length) {
        await this.bus.publishBatch(rows.map((row) => row.envelope));
        await manager.createQueryBuilder().update(OutboxEvent).set({ publishedAt: () => 'now()' }).whereInIds(rows.map((row) => row.id)).execute();
      }
      return rows.length;
    });
  }
}
