import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { HEARTBEAT_INTERVAL_MS, STATISTICS_EVENTS } from '@cricket/contracts';
import { Outbox } from '@cricket/service-kit';

/**
 * Beats once a minute while the platform runs. The beats are events like any other, so system
 * uptime (the share of minutes with a beat) is measured, kept in the log and rebuilt with the rest.
 */
@Injectable()
export class HeartbeatService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly instance = randomUUID();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly outbox: Outbox) {}

  onApplicationBootstrap(): void {
    const interval = Number(process.env.STATISTICS_HEARTBEAT_MS ?? HEARTBEAT_INTERVAL_MS);
    // 0 turns beating off (tests that publish their own beats).
    if (!(interval > 0)) return;
    void this.beat();
    this.timer = setInterval(() => void this.beat(), interval);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async beat(): Promise<void> {
    await this.outbox
      .transaction(async (_manager, emit) => {
        emit(STATISTICS_EVENTS.heartbeat, { instance: this.instance }, { workspaceId: null, actorId: null });
      })
      // A beat that cannot be written is exactly a minute of downtime.
      .catch(() => undefined);
  }
}
