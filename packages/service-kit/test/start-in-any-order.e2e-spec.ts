import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { databaseUrlFor, dropDatabase, freePort, isPortAnnouncement } from '@cricket/service-kit';
import { TEST_NATS_URL, TEST_PG_URL } from '@cricket/service-kit/testing';

const ROOT = join(__dirname, '..', '..', '..');
const MAIN = join(ROOT, 'services', 'training', 'src', 'main.ts');
// A real service process: compiling it through @swc-node/register takes seconds on a loaded machine.
jest.setTimeout(120_000);

interface Started {
  child: ChildProcess;
  /** Resolves with the first JSON log line whose message matches. */
  logged: (message: RegExp) => Promise<Record<string, unknown>>;
  exited: Promise<number | null>;
  /** The port the service says it holds (asked for port 0, as the launcher does). */
  port: Promise<number>;
}

/** The training service's own main, as the launcher runs it (port 0, an IPC channel), with this environment. */
function startService(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', MAIN], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', NATS_URL: TEST_NATS_URL, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const port = new Promise<number>((resolve) =>
    child.on('message', (message) => {
      if (isPortAnnouncement(message)) resolve(message.port);
    }),
  );
  const lines: Record<string, unknown>[] = [];
  const waiters: { message: RegExp; resolve: (line: Record<string, unknown>) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.message.test(String(line.msg)))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const logged = (message: RegExp) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const seen = lines.find((line) => message.test(String(line.msg)));
      if (seen) return resolve(seen);
      waiters.push({ message, resolve });
      void exited.then((code) => reject(new Error(`exited with ${code} before logging ${message}`)));
    });
  return { child, logged, exited, port };
}

/** A TCP relay to the test PostgreSQL: "PostgreSQL comes up" on this port when it starts. */
async function relayToPostgres(port: number): Promise<Server> {
  const target = new URL(TEST_PG_URL);
  const relay = createServer((socket) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  return relay;
}

describe('a service started before PostgreSQL', () => {
  const database = `test_start_order_${randomBytes(4).toString('hex')}`;
  let started: Started | undefined;
  let relay: Server | undefined;

  afterEach(async () => {
    if (started && started.child.exitCode === null) {
      started.child.kill('SIGTERM');
      await started.exited;
    }
    relay?.close();
  });

  afterAll(() => dropDatabase(databaseUrlFor(TEST_PG_URL, database)));

  it('waits, not ready, logging each try, and serves once PostgreSQL answers', async () => {
    const pgPort = await freePort();
    const viaRelay = new URL(databaseUrlFor(TEST_PG_URL, database));
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(pgPort);
    started = startService({ DATABASE_URL: viaRelay.toString(), EVENT_NAMESPACE: `start_${randomBytes(3).toString('hex')}` });

    const port = await started.port;
    const firstTry = await started.logged(/^waiting for PostgreSQL$/);
    expect(firstTry).toMatchObject({ level: 40, tries: 1 });
    await started.logged(/^waiting for PostgreSQL$/);
    const live = await fetch(`http://127.0.0.1:${port}/health/live`);
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
    expect([live.status, ready.status]).toEqual([200, 503]);
    expect(await ready.json()).toEqual({ status: 'starting', service: 'training' });
    // No prober may keep the stand-in's connection: it would keep the stand-in serving it after its close.
    expect(ready.headers.get('connection')).toBe('close');
    // A probe still in flight when the app takes its port (half a request sent) does not hold the port.
    const inFlight = connect(port, '127.0.0.1');
    await new Promise((resolve) => inFlight.once('connect', resolve));
    inFlight.write('GET /health/ready HTTP/1.1\r\nHost: probe\r\n');
    const cutOff = new Promise((resolve) => inFlight.once('close', resolve));

    relay = await relayToPostgres(pgPort);
    await started.logged(/^PostgreSQL reached$/);
    // Without cutting it off, the app would wait for the stand-in's 60 s header timeout.
    const listening = started.logged(/^training listening$/);
    const held = new Promise((_, reject) => setTimeout(() => reject(new Error('the port was held by a probe in flight')), 20_000).unref());
    await Promise.race([listening, held]);
    await cutOff;
    const nowReady = await fetch(`http://127.0.0.1:${port}/health/ready`);
    expect(nowReady.status).toBe(200);
    expect(await nowReady.json()).toEqual({ status: 'ok', service: 'training' });
  });

  it('exits non-zero once STARTUP_TIMEOUT_SECONDS pass without PostgreSQL', async () => {
    const pgPort = await freePort();
    const nowhere = new URL(databaseUrlFor(TEST_PG_URL, database));
    nowhere.hostname = '127.0.0.1';
    nowhere.port = String(pgPort);
    started = startService({ DATABASE_URL: nowhere.toString(), STARTUP_TIMEOUT_SECONDS: '2' });

    const failed = started.logged(/^training failed to start$/);
    expect(await started.exited).toBe(1);
    const line = await failed;
    expect(JSON.stringify(line.err)).toMatch(/PostgreSQL unreachable after \d+ tries/);
  });
});
