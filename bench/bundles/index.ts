/**
 * The JavaScript each front end ships, gzipped as the shell's build measures it: the shell's
 * initial load for '/' (the figure its BundleBudgetPlugin computes from the chunk graph and leaves
 * in dist/bundle-budget.json), and every remote's total.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../../scripts/launch/processes';
import { row, type BenchRow } from '../lib/table';

const SHELL_TARGET_KB = 200;
const BUDGET_FILE = join(ROOT, 'shell', 'dist', 'bundle-budget.json');

interface BudgetReport {
  files: { file: string; gzip: number }[];
}

function remotes(): string[] {
  return readdirSync(ROOT)
    .filter((d) => d.startsWith('mfe-') && existsSync(join(ROOT, d, 'webpack.config.js')))
    .sort();
}

/** Builds every front end when one of them has no build (a fresh clone): the FCP bench serves them too. */
export function ensureFrontendsBuilt(): void {
  const missing = !existsSync(BUDGET_FILE) || remotes().some((r) => !existsSync(join(ROOT, r, 'dist', 'remoteEntry.js')));
  if (!missing) return;
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-frontends.mjs')], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
  if (built.status !== 0) throw new Error('building the front ends failed');
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(): Promise<BenchRow[]> {
  ensureFrontendsBuilt();
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as BudgetReport;
  const shellBytes = budget.files.reduce((sum, f) => sum + f.gzip, 0);
  const rows = [row('front end', `shell initial JS for '/' (${budget.files.length} files, gzip)`, kb(shellBytes), `< ${SHELL_TARGET_KB} KB`, shellBytes / 1024 < SHELL_TARGET_KB)];
  for (const remote of remotes()) {
    const files = jsFiles(join(ROOT, remote, 'dist'));
    // Level 9, as the shell's budget plugin measures.
    const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
    rows.push(row('front end', `${remote} all JS (${files.length} files, gzip)`, kb(bytes)));
  }
  return rows;
}
