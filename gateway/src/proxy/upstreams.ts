import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Pool } from 'undici';
import { SERVICE_NAMES, type ServiceName } from '@cricket/contracts';
import { GATEWAY_OPTIONS, type ResolvedGatewayOptions } from '../gateway-options';

export const CONNECT_TIMEOUT_MS = 3_000;
export const HEADERS_TIMEOUT_MS = 30_000;
export const BODY_TIMEOUT_MS = 60_000;

/** One keep-alive connection pool per configured service. */
@Injectable()
export class Upstreams implements OnModuleDestroy {
  private readonly pools = new Map<ServiceName, Pool>();

  constructor(@Inject(GATEWAY_OPTIONS) options: ResolvedGatewayOptions) {
    for (const name of SERVICE_NAMES) {
      const url = options.serviceUrls[name];
      if (!url) continue;
      this.pools.set(
        name,
        new Pool(new URL(url).origin, {
          connections: 128,
          connect: { timeout: CONNECT_TIMEOUT_MS },
          headersTimeout: HEADERS_TIMEOUT_MS,
          bodyTimeout: BODY_TIMEOUT_MS,
          keepAliveTimeout: 4_000,
        }),
      );
    }
  }

  /** The pool of a service, or null when the service is not configured. */
  pool(name: ServiceName): Pool | null {
    return this.pools.get(name) ?? null;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.destroy().catch(() => undefined)));
  }
}
