import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Dispatcher, Pool } from 'undici';
import { SERVICE_NAMES, type ServiceName } from '@cricket/contracts';
import { GATEWAY_OPTIONS, type ResolvedGatewayOptions } from '../gateway-options';

export const CONNECT_TIMEOUT_MS = 3_000;
export const HEADERS_TIMEOUT_MS = 30_000;
export const BODY_TIMEOUT_MS = 60_000;

/**
 * Sends each request to the pool of the service whose origin it names: what `@fastify/reply-from`
 * dispatches through, so relayed requests share the keep-alive pools of the gateway's own calls.
 */
class ServicePools extends Dispatcher {
  constructor(private readonly byOrigin: ReadonlyMap<string, Pool>) {
    super();
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const pool = this.byOrigin.get(String(options.origin));
    // Only the proxy dispatches here, and only to an origin it took from `origin(name)`.
    if (!pool) throw new Error(`no service pool for ${String(options.origin)}`);
    return pool.dispatch(options, handler);
  }
}

/** One keep-alive connection pool per configured service. */
@Injectable()
export class Upstreams implements OnModuleDestroy {
  private readonly pools = new Map<ServiceName, Pool>();
  private readonly origins = new Map<ServiceName, string>();
  /** Every service pool behind one dispatcher, chosen by the request's origin. */
  readonly dispatcher: Dispatcher;

  constructor(@Inject(GATEWAY_OPTIONS) options: ResolvedGatewayOptions) {
    const byOrigin = new Map<string, Pool>();
    for (const name of SERVICE_NAMES) {
      const url = options.serviceUrls[name];
      if (!url) continue;
      const origin = new URL(url).origin;
      const pool =
        byOrigin.get(origin) ??
        new Pool(origin, {
          connections: 128,
          connect: { timeout: CONNECT_TIMEOUT_MS },
          headersTimeout: HEADERS_TIMEOUT_MS,
          bodyTimeout: BODY_TIMEOUT_MS,
          keepAliveTimeout: 4_000,
        });
      byOrigin.set(origin, pool);
      this.pools.set(name, pool);
      this.origins.set(name, origin);
    }
    this.dispatcher = new ServicePools(byOrigin);
  }

  /** The pool of a service, or null when the service is not configured. */
  pool(name: ServiceName): Pool | null {
    return this.pools.get(name) ?? null;
  }

  /** The origin (`http://host:port`) of a service, or null when the service is not configured. */
  origin(name: ServiceName): string | null {
    return this.origins.get(name) ?? null;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...new Set(this.pools.values())].map((pool) => pool.destroy().catch(() => undefined)));
  }
}
