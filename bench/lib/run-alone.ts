import { loadavg } from 'node:os';
import { startBenchSystem, type BenchSystem } from './system';
import { formatTable, type BenchRow } from './table';

/** Runs one bench against its own system and prints its table with the machine's load around it. */
export function runAlone(run: (bench: BenchSystem) => Promise<BenchRow[]>): void {
  const main = async () => {
    const startLoad = loadavg()[0].toFixed(1);
    const bench = await startBenchSystem();
    try {
      console.log(formatTable(await run(bench)));
      console.log(`1-minute load average ${startLoad} at the start, ${loadavg()[0].toFixed(1)} at the end`);
    } finally {
      await bench.system.stop();
    }
  };
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
