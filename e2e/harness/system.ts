import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { EVENT_STREAM } from '@cricket/contracts';
import { dropDatabase, freePort } from '@cricket/service-kit';
import { startDistributed, type RunningSystem } from '../../scripts/launch/processes';

export interface System extends Omit<RunningSystem, 'gatewayUrl'> {
  baseUrl: string;
}

/**
 * The whole system in distributed mode on free ports, with databases and an event
 * namespace of its own, against the PostgreSQL and NATS that `npm test` provides.
 */
export async function startSystem(): Promise<System> {
  const namespace = `e2e${randomBytes(4).toString('hex')}`;
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const running = await startDistributed({
    pgUrl: process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    natsUrl,
    namespace,
    gatewayPort: await freePort(),
    servicePorts: {},
    internalTokenSecret: randomBytes(32).toString('hex'),
    logLevel: process.env.E2E_LOG_LEVEL ?? 'warn',
    inheritOutput: false,
  });
  return {
    ...running,
    baseUrl: running.gatewayUrl,
    stop: async () => {
      await running.stop();
      await Promise.all(running.databaseUrls.map((url) => dropDatabase(url).catch(() => undefined)));
      await deleteStream(natsUrl, `${EVENT_STREAM.name}_${namespace}`);
    },
  };
}

async function deleteStream(url: string, stream: string): Promise<void> {
  const connection = await connect({ servers: url });
  try {
    await (await jetstreamManager(connection)).streams.delete(stream).catch(() => undefined);
  } finally {
    await connection.close();
  }
}
