import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';
import type { ProxyService } from './proxy.service';
import type { Upstreams } from './upstreams';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Registers the catch-all API routes in their own Fastify context, where request bodies are not
 * parsed: they stream through to the service. `@fastify/reply-from` relays them over the
 * services' keep-alive pools (`Upstreams`). The gateway's own endpoints (sign-in, docs, health)
 * are exact paths and win over these wildcards.
 */
export async function registerProxyRoutes(fastify: FastifyInstance, proxy: ProxyService, upstreams: Upstreams): Promise<void> {
  await fastify.register(async (scope) => {
    // The pools are the gateway's (closed with its module); the request log is the kit's one line per request.
    await scope.register(replyFrom, { undici: upstreams.dispatcher, disableRequestLogging: true });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const url of ['/api', '/api/*', '/ground-bookings', '/ground-bookings/*']) {
      scope.route({ method: [...METHODS], url, handler: (request, reply) => proxy.handle(request, reply) });
    }
  });
}
