/** The offline scoring bench alone: `node -r @swc-node/register bench/offline-scoring/main.ts`. */
import { runAlone } from '../lib/run-alone';
import { run } from '.';

runAlone(run);
