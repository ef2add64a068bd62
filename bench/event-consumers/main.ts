/** The event consumers bench alone: `node -r @swc-node/register bench/event-consumers/main.ts`. */
import { loadavg } from 'node:os';
import { formatTable } from '../lib/table';
import { run } from '.';

async function main(): Promise<void> {
  const before = loadavg()[0].toFixed(1);
  console.log(formatTable(await run()));
  console.log(`1-minute load average ${before} at the start, ${loadavg()[0].toFixed(1)} at the end`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
