/** The phone bench alone: `node -r @swc-node/register bench/phone/main.ts`. */
import { loadavg } from 'node:os';
import { startBenchSystem } from '../lib/system';
import { formatTable } from '../lib/table';
import { run } from '.';

async function main(): Promise<void> {
  const bench = await startBenchSystem();
  try {
    console.log(formatTable(await run(bench)));
    console.log(`1-minute load average ${loadavg()[0].toFixed(1)}`);
  } finally {
    await bench.system.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
