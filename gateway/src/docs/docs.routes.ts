import type { FastifyInstance } from 'fastify';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
import { NOT_FOUND_BODY } from '../errors';

/** The Swagger UI files the viewer page loads, and nothing else of the package. */
const VIEWER_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'favicon-16x16.png', 'favicon-32x32.png']);

export function registerDocsAssets(fastify: FastifyInstance): void {
  const root = getAbsoluteFSPath();
  fastify.get('/api/docs/*', async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (!VIEWER_FILES.has(file)) return reply.code(404).send(NOT_FOUND_BODY);
    reply.header('cache-control', 'public, max-age=3600');
    return reply.sendFile(file, root, { cacheControl: false });
  });
}
