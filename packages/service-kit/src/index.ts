import 'reflect-metadata';

export type { NestFastifyApplication } from '@nestjs/platform-fastify';

export * from './config/service-config';
export * from './database/ensure-database';
export * from './database/run-migrations';
export * from './database/database-errors';
export * from './net/free-port';
export * from './events';
export * from './auth/internal-token';
export * from './auth/internal-token.strategy';
export * from './auth/decorators';
export * from './auth/auth.guard';
export * from './http/error-filter';
export * from './http/validation';
export * from './http/body-limit';
export * from './http/transforms';
export * from './http/input-boundary';
export * from './http/image-rule';
export * from './health/health.controller';
export * from './logging/logger';
export * from './bootstrap/tokens';
export * from './bootstrap/service-runtime';
export * from './bootstrap/service-kit.module';
export * from './bootstrap/create-service-app';
export * from './bootstrap/create-event-bus';
export * from './bootstrap/run-service';
export * from './bootstrap/stop-on-signals';
