// `npm test`: unit, web, service (real PostgreSQL and NATS) and browser tiers.
// Extra arguments go to jest (`npm test -- services/identity`).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { ensureInstalled } from './lib/ensure-installed.mjs';

ensureInstalled(ROOT);
const { ensurePostgres, ensureNats } = await import('./lib/infra.mjs');

const postgres = await ensurePostgres(ROOT, process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
let nats;
try {
  nats = await ensureNats(process.env.NATS_URL ?? 'nats://127.0.0.1:4222');
} catch (error) {
  console.error(`[test] ${error.message}`);
  await postgres.stop();
  process.exit(1);
}
const env = { ...process.env, PG_URL: postgres.url, NATS_URL: nats.url, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', NODE_NO_WARNINGS: '1' };

const extra = process.argv.slice(2);
const runBrowser = extra.length === 0 || extra.some((a) => a.includes('e2e'));
if (runBrowser) {
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-frontends.mjs')], { stdio: 'inherit', env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const reports = join(ROOT, '.test-artifacts');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Retried tests pass CI up to this many in a run; past it the run fails, so a race is fixed rather than lived with. */
const RETRY_BUDGET = 2;

function jest(name, args) {
  const outputFile = join(reports, `${name}.json`);
  // --forceExit: a handle left open by a component library or a socket must not hang CI;
  // jest still prints its open-handle warning.
  const result = spawnSync('npx', ['jest', '--json', '--forceExit', `--outputFile=${outputFile}`, ...args], { cwd: ROOT, stdio: 'inherit', env });
  let counts = { passed: 0, failed: 0, skipped: 0, retried: [] };
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    const retried = report.testResults.flatMap((file) => file.assertionResults.filter((test) => test.status === 'passed' && test.invocations > 1).map((test) => `${test.fullName} (${file.name.slice(ROOT.length + 1)})`));
    counts = { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests, retried };
    // A suite that fails to load has no failed test but must still fail the run.
    if (report.numFailedTestSuites > 0 && counts.failed === 0) counts.failed = report.numFailedTestSuites;
  } catch {
    counts.failed = Math.max(1, counts.failed);
  }
  return { ok: result.status === 0, ...counts };
}

const phases = extra.length
  ? [jest('selected', ['--maxWorkers=2', ...extra])]
  : [jest('fast', ['--selectProjects', 'unit', 'web', 'service', '--maxWorkers=2']), jest('browser', ['--selectProjects', 'e2e', '--runInBand'])];

await nats.stop();
await postgres.stop();
const total = phases.reduce(
  (t, p) => ({ passed: t.passed + p.passed, failed: t.failed + p.failed, skipped: t.skipped + p.skipped, retried: [...t.retried, ...p.retried] }),
  { passed: 0, failed: 0, skipped: 0, retried: [] },
);
const withinBudget = total.retried.length <= RETRY_BUDGET;
const ok = phases.every((p) => p.ok) && total.failed === 0 && total.passed > 0 && withinBudget;
if (total.retried.length) {
  console.log(`\nPassed only when retried (a race to fix, ${withinBudget ? 'within' : 'past'} the budget of ${RETRY_BUDGET}):`);
  for (const name of total.retried) console.log(`  - ${name}`);
}
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped, ${total.retried.length} retried`);
process.exit(ok ? 0 : 1);
