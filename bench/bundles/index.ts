/**
 * The JavaScript each front end's routes cost as served (brotli), from the route budgets the
 * builds compute on their real chunk graphs and leave in dist/route-budget.json
 * (packages/shell-sdk/route-budget.js): per app, its heaviest route opened cold and its heaviest
 * move into a route once the shell runs. What a browser really receives is bench/phone's figure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/launch/processes';
import { row, type BenchRow } from '../lib/table';

interface RouteBudgetReport {
  limits: { coldKb: number; moveKb: number };
  routes: { name: string; coldBytes: number; moveBytes: number }[];
}

const APPS = ['shell', ...readdirSync(ROOT).filter((d) => d.startsWith('mfe-') && existsSync(join(ROOT, d, 'webpack.config.js'))).sort()];
const reportOf = (app: string) => join(ROOT, app, 'dist', 'route-budget.json');

/** Builds every front end when one of them has no build (a fresh clone): the browser benches serve them too. */
export function ensureFrontendsBuilt(): void {
  if (APPS.every((app) => existsSync(reportOf(app)))) return;
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-frontends.mjs')], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
  if (built.status !== 0) throw new Error('building the front ends failed');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(): Promise<BenchRow[]> {
  ensureFrontendsBuilt();
  const rows: BenchRow[] = [];
  for (const app of APPS) {
    const { limits, routes } = JSON.parse(readFileSync(reportOf(app), 'utf8')) as RouteBudgetReport;
    const cold = routes.reduce((a, b) => (b.coldBytes > a.coldBytes ? b : a));
    const move = routes.reduce((a, b) => (b.moveBytes > a.moveBytes ? b : a));
    rows.push(row('front end', `${app}: heaviest route opened cold (${cold.name}, brotli)`, kb(cold.coldBytes), `≤ ${limits.coldKb} KB`, cold.coldBytes <= limits.coldKb * 1024));
    rows.push(row('front end', `${app}: heaviest move into a route (${move.name}, brotli)`, kb(move.moveBytes), `≤ ${limits.moveKb} KB`, move.moveBytes <= limits.moveKb * 1024));
  }
  return rows;
}
