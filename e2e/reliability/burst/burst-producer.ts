import { Inject, Injectable, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Outbox, ServiceKitModule, type ServiceDefinition, type ServiceRuntime } from '@cricket/service-kit';
import type { EventType } from '@cricket/contracts';
import { burstEvent } from './burst-events';

const PER_TRANSACTION = 500;

/**
 * Writes the burst into its outbox as fast as the database takes it, resuming after a kill from
 * what it already wrote (its outbox holds exactly the events produced so far).
 */
@Injectable()
class BurstProducer implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopped = false;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  onApplicationBootstrap(): void {
    void this.produce(Number(process.env.BURST_EVENTS));
  }

  onApplicationShutdown(): void {
    this.stopped = true;
  }

  private async produce(total: number): Promise<void> {
    let next = Number((await this.dataSource.query('SELECT count(*) FROM outbox'))[0].count);
    while (next < total && !this.stopped) {
      const end = Math.min(total, next + PER_TRANSACTION);
      await this.outbox.transaction(async (_manager, emit) => {
        for (let i = next; i < end; i++) {
          const event = burstEvent(i);
          // A burst's payloads carry only the fields the consumers fold, not every field of the catalogue's.
          emit(event.type as EventType, event.data as never, { workspaceId: event.workspaceId, actorId: null });
        }
      });
      next = end;
    }
  }
}

@Module({})
class BurstProducerModule {
  static forRoot(runtime: ServiceRuntime): DynamicModule {
    return { module: BurstProducerModule, imports: [ServiceKitModule.forRoot(runtime, { entities: [] })], providers: [BurstProducer] };
  }
}

export const burstProducer: ServiceDefinition = { module: (runtime) => BurstProducerModule.forRoot(runtime), database: true };
