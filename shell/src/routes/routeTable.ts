import { INVITE_LINK_ROUTE, type RemoteManifestEntry } from '@cricket/contracts';

/** Screens the shell renders itself; each is a lazily loaded page (see pages.tsx). */
export type ShellPage =
  | 'home'
  | 'signIn'
  | 'register'
  | 'authDebug'
  | 'safariLanding'
  | 'profile'
  | 'aboutUs'
  | 'comingSoon'
  | 'privacyPolicy'
  | 'termsOfService'
  | 'faqs'
  | 'cookiePolicy'
  | 'workspaceSettings'
  | 'join'
  | 'wsTest';

export type RouteParams = Record<string, string | undefined>;

export type RouteTarget =
  | { kind: 'page'; page: ShellPage }
  | { kind: 'redirect'; to: (params: RouteParams) => string }
  | { kind: 'remote'; remote: RemoteManifestEntry; area: string };

export interface RouteEntry {
  path: string;
  target: RouteTarget;
}

const page = (path: string, name: ShellPage): RouteEntry => ({ path, target: { kind: 'page', page: name } });
const redirect = (path: string, to: string | ((params: RouteParams) => string)): RouteEntry => ({
  path,
  target: { kind: 'redirect', to: typeof to === 'string' ? () => to : to },
});

/** Local date as YYYY-MM-DD, the key of a diary entry. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The shell's rows of the route table of core §2: its own pages and the redirects, dev-era paths
 * leading to the working screen of the same purpose. Each remote declares its own paths in its
 * src/routes.json, which reach the shell through the manifest (resolveRoute joins them).
 */
export const ROUTE_TABLE: RouteEntry[] = [
  // Auth
  page('/login', 'signIn'),
  page('/register', 'register'),
  page('/auth/login', 'signIn'),
  page('/auth/register', 'register'),
  redirect('/auth', '/login'),
  page('/auth-debug', 'authDebug'),
  page('/auth-login', 'signIn'),
  page('/safari-landing', 'safariLanding'),
  page('/profile', 'profile'),

  // Matches and teams
  redirect('/matches', '/my/matches'),
  redirect('/teams', '/my/teams'),
  redirect('/teams/:id', '/my/teams'),

  // Static pages
  page('/about-us', 'aboutUs'),
  page('/coming-soon', 'comingSoon'),
  page('/privacy-policy', 'privacyPolicy'),
  page('/terms-of-service', 'termsOfService'),
  page('/faqs', 'faqs'),
  page('/cookie-policy', 'cookiePolicy'),

  // Subscriptions
  page('/subscribers/billing-cycles', 'comingSoon'),
  page('/subscribers/hierarchical-view', 'comingSoon'),

  // Catalog
  redirect('/my-catalog', '/catalog/my-catalog'),
  redirect('/orders', '/catalog/orders'),
  redirect('/orders/:id', ({ id }) => `/catalog/orders/${id}`),
  redirect('/catalog/item/:id', ({ id }) => `/catalog/${id}`),

  // Finance
  redirect('/expenses/test', '/expenses'),

  // Attendance
  redirect('/add-list-direct', '/new-list'),
  redirect('/new-list-old', '/new-list'),
  redirect('/test-create', '/new-list'),
  redirect('/direct-list/:id', ({ id }) => `/lists/${id}`),

  // Diary
  redirect('/diary/entry', () => `/diary/entry/${todayIso()}`),

  // Other
  page('/workspace-settings', 'workspaceSettings'),
  page(INVITE_LINK_ROUTE, 'join'),
  page('/ws-test', 'wsTest'),
  page('/', 'home'),
];
