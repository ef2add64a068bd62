import type { RemoteName } from '@cricket/shell-sdk';

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
  | 'wsTest';

export type RouteParams = Record<string, string | undefined>;

export type RouteTarget =
  | { kind: 'page'; page: ShellPage }
  | { kind: 'redirect'; to: (params: RouteParams) => string }
  | { kind: 'remote'; remote: RemoteName; area: string };

export interface RouteEntry {
  path: string;
  target: RouteTarget;
  /** The path only counts as listed when its parameters pass (catalog ids are numeric). */
  accepts?: (params: RouteParams) => boolean;
}

const page = (path: string, name: ShellPage): RouteEntry => ({ path, target: { kind: 'page', page: name } });
const redirect = (path: string, to: string | ((params: RouteParams) => string)): RouteEntry => ({
  path,
  target: { kind: 'redirect', to: typeof to === 'string' ? () => to : to },
});
const remote = (remoteName: RemoteName, area: string, paths: string[]): RouteEntry[] =>
  paths.map((path) => ({ path, target: { kind: 'remote', remote: remoteName, area } }));

/** Local date as YYYY-MM-DD, the key of a diary entry. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The route table of core §2, one row per path. Dev-era paths lead to the working
 * screen of the same purpose; a domain whose remote is not deployed yet shows a
 * 'not available yet' card instead of a 404.
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

  // Matches
  ...remote('mfe_matches', 'Matches', [
    '/matches/create',
    '/my/matches/create',
    '/my/matches/import',
    '/matches/:id/edit',
    '/my/matches/:id/edit',
    '/matches/:id/score',
    '/matches/:id/scoring',
    '/my/matches/:id/score',
    '/my/matches/:id/scoring',
    '/matches/:id',
    '/my/matches/:id',
    '/my/matches',
  ]),
  redirect('/matches', '/my/matches'),

  // Teams
  // /join-team/:code joins the team first, then the remote goes on to /my/teams (core §2).
  ...remote('mfe_matches', 'Teams', ['/my/teams', '/my/teams/create', '/my/teams/:id', '/my/teams/:id/manage', '/join-team/:code']),
  redirect('/teams', '/my/teams'),
  redirect('/teams/:id', '/my/teams'),

  // Tournaments
  ...remote('mfe_matches', 'Tournaments', [
    '/tournaments',
    '/tournaments/create',
    '/tournaments/:id',
    '/tournaments/:id/edit',
    '/my/tournaments',
  ]),

  // Ground booking and static pages
  ...remote('mfe_grounds', 'Ground Booking', ['/ground-booking']),
  page('/about-us', 'aboutUs'),
  page('/coming-soon', 'comingSoon'),
  page('/privacy-policy', 'privacyPolicy'),
  page('/terms-of-service', 'termsOfService'),
  page('/faqs', 'faqs'),
  page('/cookie-policy', 'cookiePolicy'),

  // Training
  ...remote('mfe_training', 'Training', [
    '/training-batches',
    '/training-batches/mine',
    '/training-batches/create',
    '/coach-enrollments',
    '/player-enrollments',
    '/workspace-enrollments',
    '/workspace-batches',
    '/training-batches/:id',
  ]),

  // Subscriptions
  ...remote('mfe_commerce', 'Subscriptions', [
    '/subscription-manager',
    '/subscription-plans',
    '/subscription-plans/new',
    '/subscription-analytics',
    '/subscribers',
    '/subscribers/all',
    '/subscribers/new',
    '/subscribers/view/:id',
    '/subscribers/edit/:id',
  ]),
  page('/subscribers/billing-cycles', 'comingSoon'),
  page('/subscribers/hierarchical-view', 'comingSoon'),

  // Billing
  ...remote('mfe_commerce', 'Billing', [
    '/billing-cycles',
    '/billing-cycles/hierarchical',
    '/billing-cycles/analytics',
    '/billing-cycles/generate',
    '/billing-cycles/group/:groupKey/subscribers',
    '/billing-cycles/:id/subscribers',
    '/billing-cycles/view/:id',
  ]),
  ...remote('mfe_finance', 'Revenue Summary', ['/revenue-summary']),

  // Listings ('Hunting for')
  ...remote('mfe_commerce', 'Resource Listings', [
    '/listings',
    '/listings/user',
    '/listings/workspace',
    '/listings/create',
    '/listings/:id',
    '/listings/:id/edit',
  ]),

  // Catalog
  ...remote('mfe_commerce', 'Catalog', [
    '/catalog',
    '/catalog/create',
    '/catalog/:id/edit',
    '/catalog/:id/direct-edit',
    '/catalog/my-catalog',
    '/catalog/workspace-products',
    '/catalog/workspace-orders',
    '/catalog/orders',
    '/catalog/orders/:id',
    '/catalog/orders/simplified/:id',
    '/catalog/orders/debug/:id',
  ]),
  {
    path: '/catalog/:id',
    target: { kind: 'remote', remote: 'mfe_commerce', area: 'Catalog' },
    accepts: ({ id }) => /^\d+$/.test(id ?? ''),
  },
  redirect('/my-catalog', '/catalog/my-catalog'),
  redirect('/orders', '/catalog/orders'),
  redirect('/orders/:id', ({ id }) => `/catalog/orders/${id}`),
  redirect('/catalog/item/:id', ({ id }) => `/catalog/${id}`),

  // Finance
  ...remote('mfe_finance', 'Expenses', [
    '/expenses',
    '/expenses/new',
    '/new-expense',
    '/new-income',
    '/new-budget',
    '/view-expense/:id',
    '/edit-expense/:id',
    '/view-income/:id',
    '/edit-income/:id',
    '/view-budget/:id',
    '/edit-budget/:id',
  ]),
  redirect('/expenses/test', '/expenses'),

  // Attendance
  ...remote('mfe_training', 'Attendance', [
    '/attendance',
    '/lists',
    '/new-list',
    '/view-list/:id',
    '/lists/:id',
    '/edit-list/:id',
    '/sessions',
    '/sessions/:id',
    '/view-session/:id',
    '/new-session',
    '/mark-attendance',
    '/qr/:code',
    '/join/:code',
    '/dashboard',
    '/qr-guide',
  ]),
  redirect('/add-list-direct', '/new-list'),
  redirect('/new-list-old', '/new-list'),
  redirect('/test-create', '/new-list'),
  redirect('/direct-list/:id', ({ id }) => `/lists/${id}`),

  // Diary
  ...remote('mfe_training', 'Daily Diary', ['/diary', '/diary/entry/:date', '/diary/history']),
  redirect('/diary/entry', () => `/diary/entry/${todayIso()}`),

  // Other
  page('/workspace-settings', 'workspaceSettings'),
  page('/ws-test', 'wsTest'),
  page('/', 'home'),
];
