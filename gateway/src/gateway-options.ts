import type { ServiceName } from '@cricket/contracts';
import type { ServiceRuntime } from '@cricket/service-kit';
import type { ThrottleRules } from './security/throttle-rules';

/** How one gateway is started: the kit's runtime plus where the services and front ends are. */
export interface GatewayOptions {
  runtime: ServiceRuntime;
  /** Base URL of each service; a service left out answers 503 naming its area. */
  serviceUrls: Partial<Record<ServiceName, string>>;
  /** Built shell (default `<repo>/shell/dist`). */
  frontendDir?: string;
  /** Folder holding `mfe-<name>/dist` of each built remote (default `<repo>`). */
  remotesDir?: string;
  /** Always mark the session cookie Secure (env COOKIE_SECURE); it is also Secure for https requests. */
  cookieSecure?: boolean;
  /** Origins besides the gateway's own that may send mutations (env ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
  /** Take the client address from the last X-Forwarded-For hop (env TRUST_PROXY): only behind a proxy that sets it. */
  trustProxy?: boolean;
  /** Throttling; the defaults are the product's (`DEFAULT_THROTTLE_RULES`). */
  throttling?: Partial<ThrottleRules>;
}

/** The options with every default filled in, as the gateway's providers see them. */
export interface ResolvedGatewayOptions {
  serviceUrls: Partial<Record<ServiceName, string>>;
  frontendDir: string;
  remotesDir: string;
  cookieSecure: boolean;
  allowedOrigins: string[];
  trustProxy: boolean;
  throttling: ThrottleRules;
  internalTokenSecret: string;
}

export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');
