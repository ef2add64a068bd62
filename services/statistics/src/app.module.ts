import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule, type ServiceRuntime } from '@cricket/service-kit';
import { HeartbeatService } from './heartbeat/heartbeat.service';
import { CreateStatistics1763700000700 } from './migrations/1763700000700-create-statistics';
import { CreateMatchTotals1764000000700 } from './migrations/1764000000700-create-match-totals';
import { AddMatchStatusExplicit1764100000700 } from './migrations/1764100000700-add-match-status-explicit';
import { Projector } from './projection/projector';
import { StatisticsEventsConsumer } from './projection/statistics-events.consumer';
import { StatisticsController } from './statistics/statistics.controller';
import { StatisticsService } from './statistics/statistics.service';

export const STATISTICS_MIGRATIONS = [CreateStatistics1763700000700, CreateMatchTotals1764000000700, AddMatchStatusExplicit1764100000700];

/** Platform statistics: a read model folded from every service's events (booking spec §3, issue #10). */
@Module({})
export class StatisticsAppModule {
  static forRoot(runtime: ServiceRuntime): DynamicModule {
    return {
      module: StatisticsAppModule,
      // No entities: the log and the read model are plain tables written by the projector's SQL.
      imports: [ServiceKitModule.forRoot(runtime, { entities: [], migrations: STATISTICS_MIGRATIONS })],
      controllers: [StatisticsController],
      providers: [Projector, StatisticsService, StatisticsEventsConsumer, HeartbeatService],
    };
  }
}
