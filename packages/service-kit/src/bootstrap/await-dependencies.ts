import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { ServiceConfig } from '../config/service-config';
import { ensureDatabase } from '../database/ensure-database';
import type { EventBus } from '../events/event-bus';
import { announcePort } from './announce-port';
import { createEventBus } from './create-event-bus';

/** How long a starting app waits for PostgreSQL and NATS before it exits non-zero (STARTUP_TIMEOUT_SECONDS). */
export const DEFAULT_STARTUP_TIMEOUT_SECONDS = 120;
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 5000;

export interface AwaitDependenciesOptions {
  config: ServiceConfig;
  logger: Logger;
  /** Whether the app owns a database to wait for (and create on first start). */
  database: boolean;
  /** Where the app will listen; a stand-in answers its probes there meanwhile. Port 0 takes a free one. */
  host: string;
  port: number;
  env?: NodeJS.ProcessEnv;
}

export interface Dependencies {
  bus: EventBus;
  /** The port the stand-in holds (the one asked for, or the one the system gave for 0): the app listens there. */
  port: number;
  /** Frees the port for the app: call right before it listens. */
  release: () => Promise<void>;
}

function startupTimeoutMs(env: NodeJS.ProcessEnv): number {
  const seconds = Number(env.STARTUP_TIMEOUT_SECONDS ?? DEFAULT_STARTUP_TIMEOUT_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_STARTUP_TIMEOUT_SECONDS) * 1000;
}

/** Runs `attempt` until it succeeds, backing off and logging each failure; past `deadline` the last error stands. */
async function retry<T>(what: string, attempt: () => Promise<T>, logger: Logger, deadline: number): Promise<T> {
  let wait = FIRST_RETRY_MS;
  for (let tries = 1; ; tries++) {
    try {
      const result = await attempt();
      if (tries > 1) logger.info({ tries }, `${what} reached`);
      return result;
    } catch (error) {
      const left = deadline - Date.now();
      const reason = error instanceof Error ? error.message : String(error);
      if (left <= 0) throw new Error(`${what} unreachable after ${tries} tries: ${reason}`, { cause: error });
      const retryInMs = Math.min(wait, left);
      logger.warn({ tries, retryInMs, reason }, `waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, retryInMs));
      wait = Math.min(wait * 2, MAX_RETRY_MS);
    }
  }
}

/**
 * Distributed mode's start in any order: waits for NATS and the app's database (created on a first
 * start) with backoff, logging each try, and fails after STARTUP_TIMEOUT_SECONDS (120 s by default,
 * inside Kubernetes' startup probe budget) so that the process exits non-zero. Meanwhile a stand-in
 * on the app's port answers /health/live and, with 503, /health/ready: alive, not ready.
 */
export async function awaitDependencies({ config, logger, database, host, port, env = process.env }: AwaitDependenciesOptions): Promise<Dependencies> {
  const deadline = Date.now() + startupTimeoutMs(env);
  // Every answer closes its connection: a prober that kept one alive would keep the stand-in
  // serving it after close(), and the app would never get its port.
  const standIn = createServer((request, reply) => {
    const live = request.url?.startsWith('/health/live');
    reply.writeHead(live ? 200 : 503, { 'content-type': 'application/json', connection: 'close' });
    reply.end(JSON.stringify(live ? { status: 'ok', service: config.name } : { status: 'starting', service: config.name }));
  });
  await new Promise<void>((resolve, reject) => standIn.once('error', reject).listen(port, host, resolve));
  const held = (standIn.address() as AddressInfo).port;
  announcePort(held);
  const release = () =>
    new Promise<void>((resolve) => {
      standIn.close(() => resolve());
      // A probe still in flight is cut off rather than waited for: the app answers the next one.
      standIn.closeAllConnections();
    });
  try {
    const bus = await retry('NATS', () => createEventBus(config.natsUrl, config.name, logger, config.eventNamespace), logger, deadline);
    if (database) {
      try {
        await retry('PostgreSQL', () => ensureDatabase(config.databaseUrl), logger, deadline);
      } catch (error) {
        await bus.close();
        throw error;
      }
    }
    return { bus, release, port: held };
  } catch (error) {
    await release();
    throw error;
  }
}
