import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';

/**
 * Adds to a route's Fastify config. Nest's `RouteConfig` replaces the whole config, so two
 * decorators using it on one route (a body limit and an own body shape) would drop one.
 */
export function MergeRouteConfig(config: Record<string, unknown>): MethodDecorator {
  return (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const current = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as Record<string, unknown> | undefined) ?? {};
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...current, ...config }, handler);
    return descriptor;
  };
}
