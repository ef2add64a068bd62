import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { MixedList } from 'typeorm';
import { InternalAuthGuard } from '../auth/auth.guard';
import { InternalTokenStrategy } from '../auth/internal-token.strategy';
import { EVENT_BUS } from '../events/event-bus';
import { OutboxEvent, ProcessedEvent } from '../events/outbox.entity';
import { CreateOutbox1763700000000 } from '../events/outbox.migration';
import { EventInbox, Outbox } from '../events/outbox.service';
import { CreateDeadLetters1763700000010 } from '../events/dead-letter.migration';
import { OrderOutbox1763700000011 } from '../events/outbox-order.migration';
import { IndexEventRetention1763700000012 } from '../events/event-retention.migration';
import { EventRetention } from '../events/event-retention';
import { DeadLetterController } from '../events/dead-letter.controller';
import { EventConsumers } from '../events/event-consumers';
import { DurableConsumerStarter } from '../events/durable-consumer';
import { OutboxRelay } from '../events/outbox-relay';
import { HealthController } from '../health/health.controller';
import { HttpErrorFilter } from '../http/error-filter';
import type { ServiceRuntime } from './service-runtime';
import { SERVICE_CONFIG, SERVICE_LOGGER } from './tokens';

export interface ServiceKitOptions {
  /** The service's own entities and migrations; none means an app without a database. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities?: MixedList<Function>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations?: Function[];
  /** The gateway authenticates by session instead of the internal token. */
  internalAuth?: boolean;
}

/** Everything an app gets from the kit: config, logger, bus, database, outbox, auth guard, errors, health. */
@Module({})
export class ServiceKitModule {
  static forRoot(runtime: ServiceRuntime, options: ServiceKitOptions = {}): DynamicModule {
    const core: Provider[] = [
      { provide: SERVICE_CONFIG, useValue: runtime.config },
      { provide: SERVICE_LOGGER, useValue: runtime.logger },
      { provide: EVENT_BUS, useValue: runtime.bus },
      { provide: APP_FILTER, useClass: HttpErrorFilter },
    ];
    if (options.internalAuth !== false) {
      core.push(InternalTokenStrategy, { provide: APP_GUARD, useClass: InternalAuthGuard });
    }
    const withDatabase = options.entities !== undefined;
    const database = withDatabase
      ? [
          TypeOrmModule.forRoot({
            type: 'postgres',
            url: runtime.config.databaseUrl,
            entities: [OutboxEvent, ProcessedEvent, ...(options.entities as unknown[] as [])],
            migrations: [CreateOutbox1763700000000, CreateDeadLetters1763700000010, OrderOutbox1763700000011, IndexEventRetention1763700000012, ...(options.migrations ?? [])],
            migrationsRun: false,
            synchronize: false,
            extra: { max: Number(process.env.DB_POOL_SIZE ?? 10) },
          }),
        ]
      : [];
    const dataProviders: Provider[] = withDatabase ? [Outbox, OutboxRelay, EventInbox, EventConsumers, DurableConsumerStarter, EventRetention] : [];
    return {
      module: ServiceKitModule,
      global: true,
      imports: [PassportModule, DiscoveryModule, ...database],
      controllers: withDatabase ? [HealthController, DeadLetterController] : [HealthController],
      providers: [...core, ...dataProviders],
      exports: [SERVICE_CONFIG, SERVICE_LOGGER, EVENT_BUS, ...dataProviders],
    };
  }
}
