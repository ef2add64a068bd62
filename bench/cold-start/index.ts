/**
 * Cold start of `npm start`: spawns `node scripts/start.mjs` as a person would (embedded
 * PostgreSQL, every app in one process), on free ports so nothing already running is disturbed,
 * times it to its ready line and to /health answering, then stops it with Ctrl-C (SIGINT).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@cricket/service-kit';
import { SERVICE_APPS } from '../../scripts/launch/apps';
import { ROOT } from '../../scripts/launch/processes';
import { msSince } from '../lib/stats';
import { row, type BenchRow } from '../lib/table';

const READY_LINE = /\[cricket\] Ready in [\d.]+ s/;
const TARGET_MS = 60_000;
const GIVE_UP_MS = 180_000;
const STOP_GRACE_MS = 30_000;

export async function run(): Promise<BenchRow[]> {
  const firstStart = !existsSync(join(ROOT, '.data', 'postgres', 'PG_VERSION'));
  const gatewayPort = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(gatewayPort), EMBEDDED_PG_PORT: String(await freePort()) };
  for (const service of SERVICE_APPS) env[`${service.name.toUpperCase()}_PORT`] = String(await freePort());
  // What `npm start` does with nothing set: embedded PostgreSQL, its own secret, its default log level.
  for (const name of ['PG_URL', 'DATABASE_URL', 'INTERNAL_TOKEN_SECRET', 'LOG_LEVEL', 'REBUILD']) delete env[name];

  const started = process.hrtime.bigint();
  // Its own process group, so whatever it started can be ended with it if it does not stop.
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const readyMs = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready after ${GIVE_UP_MS / 1000} s`)), GIVE_UP_MS);
      const onData = (chunk: Buffer) => {
        output.push(chunk.toString());
        if (READY_LINE.test(output.join(''))) {
          clearTimeout(timer);
          resolve(msSince(started));
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited with ${code}: ${output.join('').trim().split('\n').slice(-3).join(' / ')}`));
      });
    });
    const healthMs = await healthAnswers(gatewayPort, started);
    const stopStarted = process.hrtime.bigint();
    child.kill('SIGINT');
    const code = await Promise.race([exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), STOP_GRACE_MS))]);
    const stopMs = msSince(stopStarted);
    const clean = code === 0;
    const which = firstStart ? 'first start: initdb' : 'data in .data/ kept';
    return [
      row('cold start', `npm start to its ready line (${which})`, `${(readyMs / 1000).toFixed(1)} s`, `< ${TARGET_MS / 1000} s`, readyMs < TARGET_MS),
      row('cold start', 'npm start to /health answering', `${(healthMs / 1000).toFixed(1)} s`, `< ${TARGET_MS / 1000} s`, healthMs < TARGET_MS),
      row('cold start', 'Ctrl-C to exit', clean ? `${(stopMs / 1000).toFixed(1)} s, exit 0` : `exit ${code}`, 'clean exit', clean),
    ];
  } finally {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
  }
}

async function healthAnswers(port: number, started: bigint): Promise<number> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then((res) => res.ok, () => false);
    if (ok) return msSince(started);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('/health did not answer after the ready line');
}
