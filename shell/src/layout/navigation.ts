import { accountMenuVisibility, FINANCE_MODULES, type Action, type Module } from '@cricket/contracts';

export interface NavLink {
  label: string;
  to: string;
}

/** Top navigation of core §2, in the spec's order. */
export const TOP_NAV: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Matches', to: '/my/matches' },
  { label: 'Teams', to: '/my/teams' },
  { label: 'Tournaments', to: '/tournaments' },
  { label: 'Training', to: '/training-batches' },
  { label: 'Ground Booking', to: '/ground-booking' },
  { label: 'Catalog', to: '/catalog' },
  { label: 'Daily Diary', to: '/diary' },
  { label: 'Hunting for', to: '/listings' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Coming Soon', to: '/coming-soon' },
];

/** The navigation entry a path belongs to, for highlighting. */
export function activeNavPath(pathname: string, links: NavLink[] = TOP_NAV): string | undefined {
  if (pathname === '/') return '/';
  const prefixes: Record<string, string[]> = {
    '/my/matches': ['/my/matches', '/matches'],
    '/my/teams': ['/my/teams', '/teams'],
    '/tournaments': ['/tournaments', '/my/tournaments'],
    '/training-batches': ['/training-batches'],
    '/catalog': ['/catalog'],
    '/diary': ['/diary'],
    '/listings': ['/listings'],
  };
  return links.find(({ to }) => to !== '/' && (prefixes[to] ?? [to]).some((p) => pathname === p || pathname.startsWith(`${p}/`)))?.to;
}

/** The account menu's action when the browser offers to install the app (issue 16). */
export const INSTALL_APP_LABEL = 'Install app';

export interface AccountMenuGroup {
  label?: string;
  links: NavLink[];
}

/** The permission decision of core §6 for the current workspace (`usePermissions().can`). */
export type Can = (module: Module, action: Action) => boolean;

/**
 * Management (Expenses, Attendance) of core §2, each only where the member may list what it
 * opens: the same decision the services make, so no link leads to a refusal.
 */
function managementLinks(can: Can): NavLink[] {
  const links: NavLink[] = [];
  if (can(FINANCE_MODULES.entries, 'list')) links.push({ label: 'Expenses', to: '/expenses' });
  if (can('attendance', 'list')) links.push({ label: 'Attendance', to: '/attendance' });
  return links;
}

/**
 * The account dropdown of core §2 with the visibility rules of core §6 (both readings of
 * the player role hide the finance links; see accountMenuVisibility).
 */
export function accountMenuGroups(role: string | null | undefined, workspaceRole: string | null | undefined, can: Can): AccountMenuGroup[] {
  const show = accountMenuVisibility(role, workspaceRole);
  const personal: NavLink[] = [
    { label: 'Profile', to: '/profile' },
    { label: 'Daily Diary', to: '/diary' },
    { label: 'Matches', to: '/my/matches' },
    { label: 'My Tournaments', to: '/my/tournaments' },
    { label: 'Teams', to: '/my/teams' },
  ];
  if (show.myEnrollments) personal.push({ label: 'My Enrollments', to: '/player-enrollments' });
  if (show.coachEnrollments) personal.push({ label: 'Coach Enrollments', to: '/coach-enrollments' });
  if (show.revenueSummary) personal.push({ label: 'Revenue Summary', to: '/revenue-summary' });
  if (show.subscriptionManager) personal.push({ label: 'Subscription Manager', to: '/subscription-manager' });

  const groups: AccountMenuGroup[] = [
    { links: personal },
    {
      label: 'Resource Listings',
      links: [
        { label: 'My Listings', to: '/listings/user' },
        { label: 'Workspace Listings', to: '/listings/workspace' },
      ],
    },
    {
      label: 'Catalog',
      links: [
        { label: 'My Products', to: '/catalog/my-catalog' },
        { label: 'My Orders', to: '/catalog/orders' },
      ],
    },
  ];
  const management = managementLinks(can);
  if (management.length > 0) groups.push({ label: 'Management', links: management });
  if (show.workspaceSettings) groups.push({ links: [{ label: 'Settings', to: '/workspace-settings' }] });
  return groups;
}

/** Management links of the mobile slide-out menu (signed in). */
export function mobileManagementLinks(workspaceRole: string | null | undefined, can: Can): NavLink[] {
  const links = managementLinks(can);
  if (accountMenuVisibility(null, workspaceRole).workspaceSettings) links.push({ label: 'Settings', to: '/workspace-settings' });
  return links;
}

/** Initials of the username: first letters of up to two words (core §2). */
export function initialsOf(username: string | null | undefined): string {
  const words = (username ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  return words.map((w) => w[0]).join('').toUpperCase() || '?';
}
