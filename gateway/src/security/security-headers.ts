import helmet from 'helmet';
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

/**
 * Security headers on every answer of the gateway: front ends, `/api/*` and its own endpoints.
 * Helmet's middleware is built once here (its Fastify plugin builds it again for every request).
 */
export async function registerSecurityHeaders(fastify: FastifyInstance): Promise<void> {
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent only where the browser came over TLS (directly or through a TLS proxy): below.
    strictTransportSecurity: false,
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error) return done(error as Error);
      if (isSecureRequest(request.headers, request.protocol === 'https', false)) reply.header('strict-transport-security', HSTS);
      done();
    });
  });
}
