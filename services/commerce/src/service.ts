import type { ServiceDefinition } from '@cricket/service-kit';
import { CommerceAppModule } from './app.module';

/** The commerce app as the launcher, the tests and `main.ts` start it. */
export const commerceService: ServiceDefinition = { module: (runtime) => CommerceAppModule.forRoot(runtime), database: true };
