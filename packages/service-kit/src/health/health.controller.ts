import { Controller, Get, Inject, Optional, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { ServiceConfig } from '../config/service-config';
import { SERVICE_CONFIG } from '../bootstrap/tokens';
import { Unguarded } from '../auth/decorators';

/** Liveness and readiness for probes: answers only when the database answers. */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Optional() @Inject(DataSource) private readonly dataSource?: DataSource,
  ) {}

  @Get()
  @Unguarded()
  async check(): Promise<{ status: 'ok'; service: string }> {
    if (this.dataSource) {
      await this.dataSource.query('SELECT 1').catch(() => {
        throw new ServiceUnavailableException('Database unavailable');
      });
    }
    return { status: 'ok', service: this.config.name };
  }
}
