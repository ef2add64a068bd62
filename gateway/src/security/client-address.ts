import type { FastifyRequest } from 'fastify';

/**
 * The address rate limits key on. Behind a proxy (TRUST_PROXY=true) it is the hop that proxy
 * appended last to X-Forwarded-For; earlier entries are the client's to invent.
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip' | 'headers'>, trustProxy: boolean): string {
  if (trustProxy) {
    const header = request.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((h) => h.trim()).filter(Boolean);
    if (hops.length) return hops[hops.length - 1];
  }
  return request.ip;
}
