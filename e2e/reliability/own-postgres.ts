import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@cricket/service-kit';
import { ROOT } from '../../scripts/launch/processes';

export interface OwnPostgres {
  url: string;
  /** Stops the server (fast shutdown: open connections are cut), keeping its data for `start`. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  destroy(): Promise<void>;
}

function launch(dataDir: string, port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(join(__dirname, 'postgres-process.ts'), [dataDir, String(port)], {
    cwd: ROOT,
    execArgv: ['-r', '@swc-node/register'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve({ child, url: message.url }));
    child.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited with code ${code}:\n${errors.join('')}`)));
  });
}

/**
 * A PostgreSQL of the test's own (the embedded one `npm start` uses, which runs as a
 * `postgres` user when tests run as root), so an outage test never stops the machine's.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reliability-pg-'));
  const port = await freePort();
  let running: ChildProcess | null = null;
  const start = async () => {
    if (!running) running = (await launch(dataDir, port)).child;
  };
  const stop = async () => {
    const child = running;
    running = null;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  };
  const first = await launch(dataDir, port);
  running = first.child;
  return {
    url: first.url,
    stop,
    start,
    destroy: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
