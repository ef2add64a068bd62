import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { LogController } from 'fastify';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { REQUEST_ID_HEADER, SERVICE_AREAS, type ServiceName } from '@cricket/contracts';
import { ensureDatabase } from '../database/ensure-database';
import { runMigrations } from '../database/run-migrations';
import { applyRouteBodyLimits } from '../http/body-limit';
import { applyInputBoundary } from '../http/input-boundary';
import { PinoNestLogger } from '../logging/logger';
import type { ServiceRuntime } from './service-runtime';

export interface ServiceDefinition {
  /** The app's root module for a runtime (config, logger, bus). */
  module: (runtime: ServiceRuntime) => DynamicModule;
  /** Whether the app owns a database (created on first start, migrated at every start). */
  database: boolean;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds one app, migrates its database and makes it ready to listen; the same in every run mode. */
export async function createServiceApp(definition: ServiceDefinition, runtime: ServiceRuntime): Promise<NestFastifyApplication> {
  const { config, logger } = runtime;
  if (definition.database) await ensureDatabase(config.databaseUrl);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // Fastify's own two lines per request are replaced by the one line below.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
  });
  const app = await NestFactory.create<NestFastifyApplication>(definition.module(runtime), adapter, {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  applyRouteBodyLimits(fastify);
  applyInputBoundary(fastify);
  // The spec's client sends a JSON content type on every request, bodiless ones too
  // (logout, DELETE); an empty JSON body reads as no body instead of a 400.
  const parseJson = fastify.getDefaultJsonParser('error', 'ignore');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    parseJson(request, body.toString(), done);
  });
  // One line per request, with its id; bodies are never logged. Probes (every few seconds per
  // container) log at debug, so info shows the traffic.
  fastify.addHook('onResponse', async (request, reply) => {
    const url = request.url.split('?')[0];
    const level = url.startsWith('/health') ? 'debug' : 'info';
    request.log[level]({ method: request.method, url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
  if (config.name !== 'gateway') {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle(SERVICE_AREAS[config.name as ServiceName]).setVersion('1').build(),
    );
    fastify.get('/openapi.json', async () => document);
  }
  // Providers exist after create; lifecycle hooks (the outbox relay) start at init, after migrations.
  if (definition.database) await runMigrations(app.get(DataSource));
  await app.init();
  return app;
}
