/** The apps of DESIGN.md §2, their default loopback ports and the API paths each owns. */
export const SERVICE_NAMES = ['identity', 'matches', 'grounds', 'commerce', 'finance', 'training', 'statistics', 'realtime'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const GATEWAY_DEFAULT_PORT = 8080;

export const SERVICE_DEFAULT_PORTS: Record<ServiceName, number> = {
  identity: 3101,
  matches: 3102,
  grounds: 3103,
  commerce: 3104,
  finance: 3105,
  training: 3106,
  statistics: 3107,
  realtime: 3108,
};

/** How a 503 names the area that is down. */
export const SERVICE_AREAS: Record<ServiceName, string> = {
  identity: 'Accounts and workspaces',
  matches: 'Matches, teams and tournaments',
  grounds: 'Ground booking',
  commerce: 'Catalog, listings and subscriptions',
  finance: 'Finance',
  training: 'Training, attendance and diary',
  statistics: 'Platform statistics',
  realtime: 'Live updates',
};

/** The 503 message when an area cannot answer: its service is down or has lost its database. */
export const serviceUnavailableMessage = (service: ServiceName) => `${SERVICE_AREAS[service]} is unavailable right now. Please try again shortly.`;

/** Path prefixes routed to each service; the longest match wins. */
export const SERVICE_ROUTES: Record<Exclude<ServiceName, 'realtime'>, readonly string[]> = {
  identity: ['/api/user', '/api/users', '/api/workspaces', '/api/feature-requests', '/api/invites'],
  matches: ['/api/my/matches', '/api/matches', '/api/my/teams', '/api/teams', '/api/tournaments', '/api/my/tournaments', '/api/players', '/api/my/players', '/api/leaderboards'],
  grounds: ['/api/grounds', '/api/ground-bookings', '/ground-bookings'],
  commerce: ['/api/catalog', '/api/orders', '/api/listings', '/api/subscription-plans', '/api/subscribers', '/api/billing-cycles'],
  finance: ['/api/expenses', '/api/income', '/api/budgets', '/api/revenue'],
  training: ['/api/training-batches', '/api/enrollments', '/api/attendance', '/api/diary'],
  statistics: ['/api/statistics'],
};

export function serviceUrlEnv(name: ServiceName): string {
  return `${name.toUpperCase()}_SERVICE_URL`;
}

export function routeOwner(path: string): Exclude<ServiceName, 'realtime'> | null {
  let best: { name: Exclude<ServiceName, 'realtime'>; length: number } | null = null;
  for (const [name, prefixes] of Object.entries(SERVICE_ROUTES) as [Exclude<ServiceName, 'realtime'>, readonly string[]][]) {
    for (const prefix of prefixes) {
      const hit = path === prefix || path.startsWith(prefix + '/') || path.startsWith(prefix + '?');
      if (hit && (!best || prefix.length > best.length)) best = { name, length: prefix.length };
    }
  }
  return best?.name ?? null;
}
