import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { EVENT_BUS, type EventBus } from './event-bus';
import { OutboxEvent } from './outbox.entity';
import { SERVICE_LOGGER } from '../bootstrap/tokens';

const POLL_MS = 250;
const MAX_BACKOFF_MS = 5000;
const BATCH = 100;

/**
 * Publishes committed outbox rows in order. Rows are claimed with SKIP LOCKED so replicas
 * share the work; a failed publish leaves the row for the next pass, and the broker
 * de-duplicates by event id, so nothing is lost or doubled.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private backoffMs = POLL_MS;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Called after a commit that wrote events, so they go out without waiting for the poll. */
  kick(): void {
    if (!this.running) this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain().finally(() => {
        this.running = null;
        this.schedule(this.backoffMs);
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

  private async publishBatch(): Promise<number> {
    let failure: unknown = null;
    const claimed = await this.dataSource.transaction(async (manager) => {
      const rows = await manager
        .getRepository(OutboxEvent)
        .createQueryBuilder('o')
        .where('o.published_at IS NULL')
        .orderBy('o.created_at', 'ASC')
        .addOrderBy('o.id', 'ASC')
        .limit(BATCH)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      const done: string[] = [];
      for (const row of rows) {
        try {
          await this.bus.publish(row.envelope);
          done.push(row.id);
        } catch (error) {
          failure = error;
          break;
        }
      }
      // What went out is marked even when a later row failed, so it is not sent again.
      if (done.length) {
        await manager.createQueryBuilder().update(OutboxEvent).set({ publishedAt: () => 'now()' }).whereInIds(done).execute();
      }
      return rows.length;
    });
    if (failure) throw failure;
    return claimed;
  }
}
