import type { ServiceDefinition } from '@cricket/service-kit';
import { TrainingAppModule } from './app.module';

/** The training app as the launcher, the tests and `main.ts` start it. */
export const trainingService: ServiceDefinition = { module: (runtime) => TrainingAppModule.forRoot(runtime), database: true };
