import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isSecureRequest } from '../sessions/session-cookie';

/**
 * The shell and every remote are served from the gateway's own origin (remotes under
 * `/remotes/<folder>/`, found through the manifest), so 'self' is exactly their origins.
 * Styles also allow inline ones: antd writes its CSS-in-JS as <style> elements at run time and
 * the shell's index.html carries its layout rules inline. Images may come from any https URL
 * (a profile picture is an http(s) or data URL).
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const HSTS = 'max-age=31536000; includeSubDomains';

/** Security headers on every answer of the gateway: front ends, `/api/*` and its own endpoints. */
export async function registerSecurityHeaders(fastify: FastifyInstance): Promise<void> {
  await fastify.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent only where the browser came over TLS (directly or through a TLS proxy): below.
    strictTransportSecurity: false,
  });
  fastify.addHook('onRequest', async (request, reply) => {
    if (isSecureRequest(request.headers, request.protocol === 'https', false)) reply.header('strict-transport-security', HSTS);
  });
}
