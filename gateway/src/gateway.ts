import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { resolve } from 'node:path';
import type { Server } from 'node:http';
import { createServiceApp, SERVICE_LOGGER } from '@cricket/service-kit';
import { AppModule } from './app.module';
import { AuthContextService } from './context/auth-context.service';
import { InternalTokens } from './context/internal-tokens';
import { registerDocsAssets } from './docs/docs.routes';
import { DocsService } from './docs/docs.service';
import { type GatewayOptions, type ResolvedGatewayOptions } from './gateway-options';
import { registerProxyRoutes } from './proxy/proxy.routes';
import { registerSecurityHeaders } from './security/security-headers';
import { DEFAULT_THROTTLE_RULES } from './security/throttle-rules';
import { ProxyService } from './proxy/proxy.service';
import { Upstreams } from './proxy/upstreams';
import { SessionEndings } from './sessions/session-endings';
import { SessionService } from './sessions/session.service';
import { registerCompression } from './static/compression';
import { registerStaticRoutes } from './static/static.routes';
import { WsProxy } from './ws/ws-proxy';

export type { GatewayOptions } from './gateway-options';

const REPO_ROOT = resolve(__dirname, '..', '..');

function resolveOptions(options: GatewayOptions): ResolvedGatewayOptions {
  return {
    serviceUrls: options.serviceUrls,
    frontendDir: options.frontendDir ?? resolve(REPO_ROOT, 'shell', 'dist'),
    remotesDir: options.remotesDir ?? REPO_ROOT,
    cookieSecure: options.cookieSecure ?? false,
    allowedOrigins: options.allowedOrigins ?? [],
    trustProxy: options.trustProxy ?? false,
    throttling: { ...DEFAULT_THROTTLE_RULES, ...options.throttling },
    internalTokenSecret: options.runtime.config.internalTokenSecret,
  };
}

/**
 * Builds the gateway in either run mode: migrated, routes registered and ready, not yet
 * listening (call `listen`, or hand `getHttpServer()` to supertest).
 */
export async function createGateway(options: GatewayOptions): Promise<NestFastifyApplication> {
  const resolved = resolveOptions(options);
  const app = await createServiceApp({ module: (runtime) => AppModule.forRoot(runtime, resolved), database: true }, options.runtime);
  const fastify = app.getHttpAdapter().getInstance();

  const document = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('Gateway').setVersion('1').build());
  app.get(DocsService).setGatewayDocument(document);

  await registerSecurityHeaders(fastify);
  await registerCompression(fastify);
  // Exact routes (sign-in, docs, health, manifest) win over these wildcards whatever the order.
  await registerProxyRoutes(fastify, app.get(ProxyService), app.get(Upstreams));
  registerDocsAssets(fastify);
  await registerStaticRoutes(fastify, { frontendDir: resolved.frontendDir, remotesDir: resolved.remotesDir });

  const ws = new WsProxy({
    realtimeUrl: resolved.serviceUrls.realtime,
    tokens: app.get(InternalTokens),
    contexts: app.get(AuthContextService),
    sessions: app.get(SessionService),
    endings: app.get(SessionEndings),
    logger: app.get(SERVICE_LOGGER),
  });
  ws.attach(app.getHttpServer() as Server);
  fastify.addHook('onClose', async () => ws.closeAll());

  await fastify.ready();
  return app;
}
