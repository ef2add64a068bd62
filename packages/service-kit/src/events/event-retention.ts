import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { SERVICE_LOGGER } from '../bootstrap/tokens';
import { EventConsumers } from './event-consumers';

/** Hours a published outbox row is kept (`OUTBOX_RETENTION_HOURS`): nothing reads it again, it is there for an operator. */
export const outboxRetentionHours = () => Number(process.env.OUTBOX_RETENTION_HOURS ?? 24);
/** Hours a consumer remembers an event it handled (`INBOX_RETENTION_HOURS`); see `EventRetention`. */
export const inboxRetentionHours = () => Number(process.env.INBOX_RETENTION_HOURS ?? 7 * 24);
const SWEEP_EVERY_MS = 10 * 60_000;
/** Rows per delete: each statement is short, so no lock is held for long and the relay never waits on it. */
export const RETENTION_BATCH = 1000;

export interface RetentionSweep {
  outbox: number;
  inbox: number;
}

/**
 * Deletes what the outbox and the inbox no longer need, every ten minutes, in bounded batches.
 *
 * The inbox is safe to trim because delivery is at least once, not at any time: an event comes
 * again only until its consumer confirmed it (JetStream redelivers after its 30 s ack wait; the
 * embedded relay re-sends a batch whose rows it has not marked published). Until then the event
 * counts in its consumer's lag. So the inbox window must exceed any redelivery window, by far
 * (a week against seconds), and a consumer's rows are trimmed only while its oldest waiting event
 * is younger than the window: a redelivery after a long outage still finds its inbox row.
 */
@Injectable()
export class EventRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly consumers: EventConsumers,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sweep()
        .catch((error: unknown) => this.logger.warn({ err: error }, 'event retention sweep failed; will try again'))
        .finally(() => (this.running = null));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass: how many outbox and inbox rows it deleted. */
  async sweep(): Promise<RetentionSweep> {
    const outbox = await this.deleteInBatches(
      `DELETE FROM outbox WHERE id IN (
         SELECT id FROM outbox WHERE published_at < now() - make_interval(hours => $1) LIMIT $2 FOR UPDATE SKIP LOCKED)`,
      [outboxRetentionHours()],
    );
    const window = inboxRetentionHours();
    const caughtUp = (await this.consumers.status()).filter((lag) => lag.seconds < window * 3600).map((lag) => lag.consumer);
    const inbox = caughtUp.length
      ? await this.deleteInBatches(
          `DELETE FROM processed_events WHERE (consumer, event_id) IN (
             SELECT consumer, event_id FROM processed_events
              WHERE processed_at < now() - make_interval(hours => $1) AND consumer = ANY($3::text[]) LIMIT $2 FOR UPDATE SKIP LOCKED)`,
          [window, caughtUp],
        )
      : 0;
    return { outbox, inbox };
  }

  private async deleteInBatches(sql: string, [hours, ...rest]: unknown[]): Promise<number> {
    let deleted = 0;
    for (;;) {
      const [, count]: [unknown, number] = await this.dataSource.query(sql, [hours, RETENTION_BATCH, ...rest]);
      deleted += count;
      if (count < RETENTION_BATCH || this.stopped) return deleted;
    }
  }
}
