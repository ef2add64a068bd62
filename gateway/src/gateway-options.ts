import type { ServiceName } from '@cricket/contracts';
import type { ServiceRuntime } from '@cricket/service-kit';

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
  /** Login throttling; the defaults are the product's (5 failures per account per 15 min, 30 attempts per address per minute). */
  loginLimits?: Partial<LoginLimits>;
}

export interface LoginLimits {
  accountFailures: number;
  accountWindowMs: number;
  addressAttempts: number;
  addressWindowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  accountFailures: 5,
  accountWindowMs: 15 * 60_000,
  addressAttempts: 30,
  addressWindowMs: 60_000,
};

/** The options with every default filled in, as the gateway's providers see them. */
export interface ResolvedGatewayOptions {
  serviceUrls: Partial<Record<ServiceName, string>>;
  frontendDir: string;
  remotesDir: string;
  cookieSecure: boolean;
  allowedOrigins: string[];
  trustProxy: boolean;
  loginLimits: LoginLimits;
  internalTokenSecret: string;
}

export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');
