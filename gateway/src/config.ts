import { SERVICE_DEFAULT_PORTS, SERVICE_NAMES, serviceUrlEnv, type ServiceName } from '@cricket/contracts';

export interface GatewayEnvironment {
  serviceUrls: Record<ServiceName, string>;
  cookieSecure: boolean;
  allowedOrigins: string[];
  trustProxy: boolean;
  frontendDir?: string;
  remotesDir?: string;
}

/** Distributed mode: where each service is (`<NAME>_SERVICE_URL`, default its loopback port) and the cookie/origin settings. */
export function loadGatewayEnvironment(env: NodeJS.ProcessEnv = process.env): GatewayEnvironment {
  const serviceUrls = {} as Record<ServiceName, string>;
  for (const name of SERVICE_NAMES) {
    serviceUrls[name] = env[serviceUrlEnv(name)] || `http://127.0.0.1:${SERVICE_DEFAULT_PORTS[name]}`;
  }
  return {
    serviceUrls,
    cookieSecure: env.COOKIE_SECURE === 'true',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true',
    frontendDir: env.FRONTEND_DIR || undefined,
    remotesDir: env.REMOTES_DIR || undefined,
  };
}
