import type { ServiceDefinition } from '@cricket/service-kit';
import { StatisticsAppModule } from './app.module';

/** The statistics app as the launcher, the tests and `main.ts` start it. */
export const statisticsService: ServiceDefinition = { module: (runtime) => StatisticsAppModule.forRoot(runtime), database: true };
