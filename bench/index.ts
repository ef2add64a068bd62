/**
 * `npm run bench`: every bench in turn, then one table (area | measure | value | target | met?).
 * Needs the PostgreSQL at PG_URL and the NATS with JetStream at NATS_URL (defaults on 127.0.0.1),
 * where it runs the whole system in distributed mode with databases and an event namespace of its
 * own, dropped afterwards. The cold start runs first, while the machine is otherwise quiet; the
 * embedded mode's event consumers (issue 15) run last, in databases of their own.
 *
 *   npm run bench
 */
import { cpus, loadavg } from 'node:os';
import { run as bookingContention } from './booking-contention';
import { run as bundles } from './bundles';
import { run as careersBench } from './careers';
import { run as coldStart } from './cold-start';
import { run as eventConsumers } from './event-consumers';
import { run as firstPaint } from './first-paint';
import { run as gatewayOverhead } from './gateway-overhead';
import { run as matchImportBench } from './match-import';
import { run as offlineScoring } from './offline-scoring';
import { run as phone } from './phone';
import { run as scoringBench } from './scoring';
import { startBenchSystem, type BenchSystem } from './lib/system';
import { failedRow, formatTable, row, type BenchRow } from './lib/table';
import { run as wsFanout } from './ws-fanout';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);
/** Every figure here is shared with whatever else the machine runs: say how busy it was. */
const load = () => loadavg()[0].toFixed(1);

/** Runs one bench into the table; a bench that throws leaves a line saying so and the rest still run. */
async function measure(area: string, rows: BenchRow[], bench: () => Promise<BenchRow[]>): Promise<boolean> {
  progress(`${area} (load average ${load()})…`);
  try {
    rows.push(...(await bench()));
    return true;
  } catch (error) {
    rows.push(failedRow(area, error));
    return false;
  }
}

async function scoring(): Promise<BenchRow[]> {
  return (await scoringBench()).rows.map((r) => row('scoring', r.name, r.value));
}

async function matchImport(): Promise<BenchRow[]> {
  return (await matchImportBench()).rows.map((r) => row('match import', r.name, r.value, r.target, r.met ?? null));
}

async function careers(): Promise<BenchRow[]> {
  return (await careersBench()).rows.map((r) => row('careers', r.name, r.value, r.target, r.met ?? null));
}

async function main(): Promise<void> {
  const rows: BenchRow[] = [];
  const startLoad = load();
  const ran = [await measure('front end', rows, bundles), await measure('cold start', rows, coldStart)];
  progress('starting the system (distributed mode)…');
  let bench: BenchSystem | null = null;
  try {
    bench = await startBenchSystem();
  } catch (error) {
    rows.push(failedRow('system', error));
    ran.push(false);
  }
  if (bench) {
    const system = bench;
    try {
      ran.push(await measure('booking', rows, () => bookingContention(system)));
      ran.push(await measure('front end', rows, () => firstPaint(system)));
      ran.push(await measure('phone', rows, () => phone(system)));
      ran.push(await measure('offline scoring', rows, () => offlineScoring(system)));
      ran.push(await measure('http', rows, () => gatewayOverhead(system)));
    } finally {
      await system.system.stop();
    }
  }
  ran.push(await measure('ws fan-out', rows, wsFanout));
  ran.push(await measure('scoring', rows, scoring));
  ran.push(await measure('match import', rows, matchImport));
  ran.push(await measure('careers', rows, careers));
  ran.push(await measure('events', rows, eventConsumers));
  console.log(formatTable(rows));
  const failed = ran.filter((ok) => !ok).length;
  const missed = rows.filter((r) => r.met === false).length;
  console.log(`\n${rows.length} figures, ${missed} missing their target${failed ? `, ${failed} benches could not run` : ''}`);
  console.log(`${cpus().length} CPUs; 1-minute load average ${startLoad} at the start, ${load()} at the end`);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
