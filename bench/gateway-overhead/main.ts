/** The gateway-overhead bench alone: `node -r @swc-node/register bench/gateway-overhead/main.ts`. */
import { runAlone } from '../lib/run-alone';
import { run } from '.';

runAlone(run);
