import type { ServiceDefinition } from '@cricket/service-kit';
import { RealtimeModule } from './app.module';

/** The realtime app: `createServiceApp(realtimeService, runtime)` alone yields a working /ws. */
export const realtimeService: ServiceDefinition = { module: (runtime) => RealtimeModule.forRoot(runtime), database: false };
