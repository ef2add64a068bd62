import type { ServiceDefinition } from '@cricket/service-kit';
import { MatchesAppModule } from './app.module';

/** The matches app as the launcher, the gateway's tests and `main.ts` start it. */
export const matchesService: ServiceDefinition = { module: (runtime) => MatchesAppModule.forRoot(runtime), database: true };
