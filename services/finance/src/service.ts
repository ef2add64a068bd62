import type { ServiceDefinition } from '@cricket/service-kit';
import { FinanceAppModule } from './app.module';

/** The finance app as the launcher, the tests and `main.ts` start it. */
export const financeService: ServiceDefinition = { module: (runtime) => FinanceAppModule.forRoot(runtime), database: true };
