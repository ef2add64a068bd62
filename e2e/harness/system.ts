import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { EVENT_STREAM } from '@cricket/contracts';
import { dropDatabase } from '@cricket/service-kit';
import { startDistributed, type RunningSystem } from '../../scripts/launch/processes';

export interface System extends Omit<RunningSystem, 'gatewayUrl'> {
  baseUrl: string;
}

export interface SystemInfrastructure {
  pgUrl?: string;
  natsUrl?: string;
  /** Log level of every app (default E2E_LOG_LEVEL, else warn). */
  logLevel?: string;
  /** Receives everything the apps print, for tests that read the logs. */
  onOutput?: (app: string, chunk: string) => void;
  /** Start of the event namespace and of the database names' suffix (default e2e). */
  label?: string;
  /** Folder holding the built remotes the gateway serves (default the repository's). */
  remotesDir?: string;
  /** What the gateway signs its internal token with (default random): the bench signs direct requests with it too. */
  internalTokenSecret?: string;
}

/**
 * The whole system in distributed mode on free ports, with databases and an event
 * namespace of its own, against the PostgreSQL and NATS that `npm test` provides, or
 * against servers a reliability test owns (so it may stop them).
 */
export async function startSystem(infrastructure: SystemInfrastructure = {}): Promise<System> {
  const namespace = `${infrastructure.label ?? 'e2e'}${randomBytes(4).toString('hex')}`;
  const natsUrl = infrastructure.natsUrl ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const running = await startDistributed({
    pgUrl: infrastructure.pgUrl ?? process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    natsUrl,
    namespace,
    servicePorts: {},
    internalTokenSecret: infrastructure.internalTokenSecret ?? randomBytes(32).toString('hex'),
    logLevel: infrastructure.logLevel ?? process.env.E2E_LOG_LEVEL ?? 'warn',
    inheritOutput: false,
    onOutput: infrastructure.onOutput,
    remotesDir: infrastructure.remotesDir,
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
