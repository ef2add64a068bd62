import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../net/free-port';

export interface TestNatsServer {
  url: string;
  /** Stops the server, keeping its JetStream store for `start`. */
  stop(): Promise<void>;
  /** Starts it again on the same port and store. */
  start(): Promise<void>;
  /** Stops it and removes its store. */
  destroy(): Promise<void>;
}

function findBinary(): string {
  const candidates = (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/local/bin']).map((d) => join(d, 'nats-server'));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('nats-server is not installed (Debian: apt-get install nats-server)');
  return found;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('data', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A real NATS server with JetStream that one test owns, so outage tests can stop and
 * restart it without touching the machine's shared server.
 */
export async function startTestNatsServer(): Promise<TestNatsServer> {
  const binary = findBinary();
  const port = await freePort();
  const store = mkdtempSync(join(tmpdir(), 'test-nats-'));
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (await answers(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('test nats-server did not start');
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    stop,
    start,
    destroy: async () => {
      await stop();
      rmSync(store, { recursive: true, force: true });
    },
  };
}
