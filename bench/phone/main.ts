/** The phone bench alone: `node -r @swc-node/register bench/phone/main.ts`. */
import { runAlone } from '../lib/run-alone';
import { run } from '.';

runAlone(run);
