import { MergeRouteConfig } from './route-config';
import type { FastifyInstance } from 'fastify';

/** A route that takes a larger request body than the app's limit (an imported match file). */
export const BodyLimit = (bytes: number) => MergeRouteConfig({ bodyLimit: bytes });

/** Gives the routes marked with BodyLimit their own limit; must be registered before the routes are. */
export function applyRouteBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
}
