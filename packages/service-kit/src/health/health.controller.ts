import { Controller, Get, Inject, Optional, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { ServiceConfig } from '../config/service-config';
import { SERVICE_CONFIG } from '../bootstrap/tokens';
import { Unguarded } from '../auth/decorators';
import { EVENT_BUS, type EventBus } from '../events/event-bus';
import { EventConsumers, type ConsumerStatus } from '../events/event-consumers';

interface Readiness {
  status: 'ok';
  service: string;
}

/**
 * Probes: `live` answers while the process runs (a liveness probe must not restart a pod whose
 * database is briefly away); `ready` answers when its database and bus do; `/health` is ready
 * plus how far each of the app's durable consumers is behind and how fast it folds (for an app that has any).
 */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Optional() @Inject(DataSource) private readonly dataSource?: DataSource,
    @Optional() private readonly consumers?: EventConsumers,
  ) {}

  @Get('live')
  @Unguarded()
  live(): Readiness {
    return { status: 'ok', service: this.config.name };
  }

  @Get('ready')
  @Unguarded()
  async ready(): Promise<Readiness> {
    if (this.dataSource) {
      await this.dataSource.query('SELECT 1').catch(() => {
        throw new ServiceUnavailableException('Database unavailable');
      });
    }
    if (!(await this.bus.ready())) throw new ServiceUnavailableException('Event bus unavailable');
    return { status: 'ok', service: this.config.name };
  }

  @Get()
  @Unguarded()
  async check(): Promise<Readiness & { consumers?: ConsumerStatus[] }> {
    const readiness = await this.ready();
    const consumers = this.consumers ? await this.consumers.status() : [];
    return consumers.length ? { ...readiness, consumers } : readiness;
  }
}
