// `npm run infra:check`: validates infra/ offline (see scripts/infra-check/run.ts). The checks are
// TypeScript because they read SERVICE_APPS from scripts/launch/apps.ts.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('@swc-node/register');
require('./infra-check/run.ts');
