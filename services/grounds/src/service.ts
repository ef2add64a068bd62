import type { ServiceDefinition } from '@cricket/service-kit';
import { GroundsAppModule } from './app.module';

/** The grounds app as the launcher, the tests and `main.ts` start it. */
export const groundsService: ServiceDefinition = { module: (runtime) => GroundsAppModule.forRoot(runtime), database: true };
