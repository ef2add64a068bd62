import type { ServiceDefinition } from '@cricket/service-kit';
import { IdentityAppModule } from './app.module';

/** The identity app as the launcher, the gateway's tests and `main.ts` start it. */
export const identityService: ServiceDefinition = { module: (runtime) => IdentityAppModule.forRoot(runtime), database: true };
