import { SERVICE_DEFAULT_PORTS, type ServiceName } from '@cricket/contracts';

export interface ServiceConfig {
  name: ServiceName | 'gateway';
  host: string;
  port: number;
  databaseUrl: string;
  /** NATS server; null means the in-process bus (embedded mode). */
  natsUrl: string | null;
  /** Isolates this deployment's events on a shared NATS server (stream and subject prefix). */
  eventNamespace: string;
  internalTokenSecret: string;
  logLevel: string;
}

export const DEV_INTERNAL_TOKEN_SECRET = 'cricket-dev-internal-secret';

/** Postgres URL of one service's own database on a server given by its base URL. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function databaseNameFor(name: ServiceConfig['name']): string {
  return `cricket_${name}`;
}

/**
 * Configuration of one app from the environment (distributed mode). Embedded mode
 * builds the same object in code, so defaults here are those of a local machine.
 */
export function loadServiceConfig(name: ServiceConfig['name'], env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const defaultPort = name === 'gateway' ? 8080 : SERVICE_DEFAULT_PORTS[name];
  const secret = env.INTERNAL_TOKEN_SECRET ?? DEV_INTERNAL_TOKEN_SECRET;
  if (env.NODE_ENV === 'production' && secret === DEV_INTERNAL_TOKEN_SECRET) {
    throw new Error('INTERNAL_TOKEN_SECRET must be set in production');
  }
  return {
    name,
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? defaultPort),
    databaseUrl: env.DATABASE_URL ?? databaseUrlFor(env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', databaseNameFor(name)),
    natsUrl: env.NATS_URL === 'in-process' ? null : (env.NATS_URL ?? 'nats://127.0.0.1:4222'),
    eventNamespace: env.EVENT_NAMESPACE ?? '',
    internalTokenSecret: secret,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
