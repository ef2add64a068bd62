import { join } from 'node:path';
import type { ServiceName } from '@cricket/contracts';
import type { ServiceDefinition } from '@cricket/service-kit';

/** Every back-end app that exists today; a new service adds one line here. */
export interface ServiceApp {
  name: ServiceName;
  main: string;
  /** Module and export of the app's ServiceDefinition, loaded only by the embedded launcher. */
  definition: [module: string, exportName: string];
}

export const SERVICE_APPS: ServiceApp[] = [
  { name: 'identity', main: 'services/identity/src/main.ts', definition: ['services/identity/src/service', 'identityService'] },
  { name: 'matches', main: 'services/matches/src/main.ts', definition: ['services/matches/src/service', 'matchesService'] },
  { name: 'realtime', main: 'services/realtime/src/main.ts', definition: ['services/realtime/src/service', 'realtimeService'] },
  { name: 'grounds', main: 'services/grounds/src/main.ts', definition: ['services/grounds/src/service', 'groundsService'] },
  { name: 'training', main: 'services/training/src/main.ts', definition: ['services/training/src/service', 'trainingService'] },
  { name: 'finance', main: 'services/finance/src/main.ts', definition: ['services/finance/src/service', 'financeService'] },
  { name: 'statistics', main: 'services/statistics/src/main.ts', definition: ['services/statistics/src/service', 'statisticsService'] },
  { name: 'commerce', main: 'services/commerce/src/main.ts', definition: ['services/commerce/src/service', 'commerceService'] },
];

export const GATEWAY_MAIN = 'gateway/src/main.ts';

export function loadDefinition(root: string, app: ServiceApp): ServiceDefinition {
  const [module, exportName] = app.definition;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(root, module))[exportName] as ServiceDefinition;
}
