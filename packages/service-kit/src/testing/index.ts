import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { INTERNAL_AUTH_HEADER, type AuthContext } from '@cricket/contracts';
import { DEV_INTERNAL_TOKEN_SECRET, databaseUrlFor, type ServiceConfig } from '../config/service-config';
import { dropDatabase, ensureDatabase } from '../database/ensure-database';
import { signInternalToken } from '../auth/internal-token';
import type { EventBus } from '../events/event-bus';
import { InProcessEventBus } from '../events/in-process-bus';
import { createLogger } from '../logging/logger';
import { createServiceApp, type ServiceDefinition } from '../bootstrap/create-service-app';

export const TEST_PG_URL = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/** A database of its own for one test file (CONVENTIONS.md: medium tests). */
export async function createTestDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const url = databaseUrlFor(TEST_PG_URL, name);
  await ensureDatabase(url);
  return { url, drop: () => dropDatabase(url) };
}

export function testConfig(name: ServiceConfig['name'], databaseUrl: string): ServiceConfig {
  return {
    name,
    host: '127.0.0.1',
    port: 0,
    databaseUrl,
    natsUrl: null,
    eventNamespace: '',
    internalTokenSecret: DEV_INTERNAL_TOKEN_SECRET,
    logLevel: process.env.LOG_LEVEL ?? 'silent',
  };
}

/** The signed header a request carries when the gateway forwards it for this context. */
export function authHeader(context: AuthContext): Record<string, string> {
  return { [INTERNAL_AUTH_HEADER]: signInternalToken(context, DEV_INTERNAL_TOKEN_SECRET) };
}

export interface TestService {
  app: NestFastifyApplication;
  bus: EventBus;
  databaseUrl: string;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/** One service app over HTTP against a real Postgres database made for the test file. */
export async function startTestService(
  name: ServiceConfig['name'],
  definition: ServiceDefinition,
  options: { bus?: EventBus } = {},
): Promise<TestService> {
  const database = await createTestDatabase(name);
  const config = testConfig(name, database.url);
  const logger = createLogger(name, config.logLevel);
  const bus = options.bus ?? new InProcessEventBus(logger);
  const app = await createServiceApp(definition, { config, logger, bus });
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    bus,
    databaseUrl: database.url,
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

export * from './nats-server';
export * from './actors';
export * from './outbox-events';
