import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { readRouteDeclaration } from '@cricket/shell-sdk/remote-routes';
import type { Page } from 'playwright-core';
import { ROUTE_TABLE } from '../../shell/src/routes/routeTable';
import { registerUser, signedInContextPage, useJourney } from '../harness';
import { expectOk, type Owner } from './actors';
import { FIXTURES, type Fixture } from './fixtures';

/** Every route (about 120), signed out and signed in, each loaded and scanned in Chromium: about 4 minutes. */
jest.setTimeout(900_000);

/** WCAG 2.0 and 2.1, levels A and AA (issue 22, item 6). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['critical', 'serious']);
const VIEWPORT = { width: 1280, height: 900 };

const ROOT = join(__dirname, '..', '..');

/**
 * Every path of the route table of core §2: the shell's own pages (its redirects only lead to
 * one of these) and each remote's src/routes.json, the declaration the gateway's manifest serves.
 */
function routePaths(): string[] {
  const shell = ROUTE_TABLE.filter((entry) => entry.target.kind !== 'redirect').map((entry) => entry.path);
  const remotes = readdirSync(ROOT)
    .filter((folder) => folder.startsWith('mfe-'))
    .flatMap((folder) => {
      const declaration = readRouteDeclaration(JSON.parse(readFileSync(join(ROOT, folder, 'src', 'routes.json'), 'utf8')));
      if (declaration.errors.length) throw new Error(`${folder}/src/routes.json: ${declaration.errors.join('; ')}`);
      return declaration.routes.map((route) => route.path);
    });
  return [...new Set([...shell, ...remotes])];
}

/** The value of one fixture of the security suites, made once for the whole file. */
function once(make: (owner: Owner) => Promise<string>): (owner: Owner) => Promise<string> {
  let made: Promise<string> | undefined;
  return (owner) => (made ??= make(owner));
}
const fixture = (key: string) => once(async (owner) => (await (FIXTURES[key] as Fixture)(owner, [])).value);

const match = fixture('/api/my/matches/{id}');
const team = fixture('/api/my/teams/{id}');
const joinCode = fixture('/api/my/teams/join/{code}');
const tournament = fixture('/api/tournaments/{id}');
const player = fixture('/api/players/{id}');
const product = fixture('/api/catalog/{id}');
const order = fixture('/api/orders/{id}');
const listing = fixture('/api/listings/{id}');
const subscriber = fixture('/api/subscribers/{id}');
const billingCycle = fixture('/api/billing-cycles/{id}');
const billingGroup = fixture('/api/billing-cycles/group/{groupKey}');
const expense = fixture('/api/expenses/{id}');
const income = fixture('/api/income/{id}');
const budget = fixture('/api/budgets/{id}');
const batch = fixture('/api/training-batches/{id}');
const attendanceList = fixture('/api/attendance/lists/{id}');
const session = fixture('/api/attendance/sessions/{id}');
const diaryDate = fixture('/api/diary/entries/{date}');
const qrCode = once(async (owner) => {
  const id = await session(owner);
  return (await expectOk<{ qrCode: string }>(await owner.api.request('GET', `/api/attendance/sessions/${id}`), 'attendance session')).qrCode;
});

const inviteToken = once(async (owner) => {
  const body = { role: 'member', expiresInDays: 7, maxUses: null };
  return (await expectOk<{ token: string }>(await owner.api.request('POST', `/api/workspaces/${owner.workspaceId}/invites`, body), 'invite link')).token;
});

/** What each page's parameter names, keyed by its path up to that parameter. */
const PARAMETERS: Record<string, (owner: Owner) => Promise<string>> = {
  '/matches/:id': match,
  '/my/matches/:id': match,
  '/my/teams/:id': team,
  '/join-team/:code': joinCode,
  '/tournaments/:id': tournament,
  '/players/:id': player,
  '/catalog/:id': product,
  '/catalog/orders/:id': order,
  '/catalog/orders/simplified/:id': order,
  '/catalog/orders/debug/:id': order,
  '/listings/:id': listing,
  '/subscribers/view/:id': subscriber,
  '/subscribers/edit/:id': subscriber,
  '/billing-cycles/group/:groupKey': billingGroup,
  '/billing-cycles/:id': billingCycle,
  '/billing-cycles/view/:id': billingCycle,
  '/view-expense/:id': expense,
  '/edit-expense/:id': expense,
  '/view-income/:id': income,
  '/edit-income/:id': income,
  '/view-budget/:id': budget,
  '/edit-budget/:id': budget,
  '/training-batches/:id': batch,
  '/view-list/:id': attendanceList,
  '/lists/:id': attendanceList,
  '/edit-list/:id': attendanceList,
  '/sessions/:id': session,
  '/view-session/:id': session,
  '/qr/:code': qrCode,
  '/join/:code': qrCode,
  '/invite/:token': inviteToken,
  '/diary/entry/:date': diaryDate,
};

/** `path` with each parameter filled by the owner's real resource. */
async function concrete(path: string, owner: Owner): Promise<string> {
  let filled = '';
  for (const part of path.split(/(?=\/)/)) {
    if (part.startsWith('/:')) {
      const make = PARAMETERS[path.slice(0, path.indexOf(part) + part.length)];
      if (!make) throw new Error(`no fixture for the parameter of ${path}: add one to PARAMETERS`);
      filled += `/${encodeURIComponent(await make(owner))}`;
    } else {
      filled += part;
    }
  }
  return filled;
}

type State = 'signed out' | 'signed in';

interface Finding {
  route: string;
  state: State;
  rule: string;
  impact: string;
  count: number;
  target: string;
}

/** Waits until neither the app frame's nor a page's loading state shows. */
async function rendered(page: Page): Promise<void> {
  const settled = () => !document.querySelector('.loading') && !document.querySelector('main .ant-spin-spinning');
  await page.waitForFunction(settled, undefined, { timeout: 20_000 });
  // A page may start a second request once the first answers: let the network go quiet, then check again.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForFunction(settled, undefined, { timeout: 20_000 });
}

async function scan(page: Page, baseUrl: string, route: string, url: string, state: State): Promise<Finding[]> {
  await page.goto(baseUrl + url, { waitUntil: 'load' });
  // A page still loading after 20 s is reported as such, and scanned as it stands.
  const unrendered: Finding[] = await rendered(page).then(
    () => [],
    () => [{ route, state, rule: 'page-still-loading', impact: 'serious', count: 1, target: page.url() }],
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      route,
      state,
      rule: violation.id,
      impact: violation.impact ?? '',
      count: violation.nodes.length,
      target: violation.nodes[0]?.target.join(' ') ?? '',
    }));
  return [...unrendered, ...violations];
}

async function scanAll(baseUrl: string, page: Page, routes: [string, string][], state: State): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [route, url] of routes) findings.push(...(await scan(page, baseUrl, route, url, state)));
  return findings;
}

const line = (f: Finding) => `${f.route} [${f.state}] ${f.rule} (${f.impact}) ×${f.count}: ${f.target}`;

/**
 * Issue 22, item 6: every route of the route table passes axe-core's WCAG 2.1 AA rules with no
 * critical or serious violation, for a visitor and for a signed-in workspace admin, at 1280 px.
 */
describe('accessibility of every route', () => {
  const journey = useJourney();
  let findings: Finding[] = [];
  let scanned = 0;

  // Scanned once for the file: a violation is a fact of the page, and the browser tier's retry
  // would otherwise load and scan all the routes a second time only to fail the same way.
  beforeAll(async () => {
    const { baseUrl, browser } = journey;
    const admin = await registerUser(baseUrl, { name: 'Axe Admin' });
    const owner: Owner = {
      api: admin.session,
      userId: admin.registered.id,
      workspaceId: admin.registered.workspace.id,
      tag: `a11y${Date.now().toString(36)}`,
      // No route names a workspace member, so the member fixtures that need a colleague are never made.
      colleagueId: admin.registered.id,
    };
    const routes: [string, string][] = [];
    for (const path of routePaths()) routes.push([path, await concrete(path, owner)]);
    scanned = routes.length;

    const visitor = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    const member = await signedInContextPage(browser, baseUrl, admin.session, VIEWPORT);
    const [signedOut, signedIn] = await Promise.all([scanAll(baseUrl, visitor, routes, 'signed out'), scanAll(baseUrl, member, routes, 'signed in')]);
    findings = [...signedOut, ...signedIn];
    await Promise.all([visitor.context().close(), member.context().close()]);

    const byRule = new Map<string, number>();
    for (const f of findings) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
    const totals = [...byRule].map(([rule, n]) => `${rule}: ${n}`).join(', ') || 'none';
    process.stdout.write(`\naccessibility: ${routes.length} routes × 2 states scanned; critical or serious violations by rule (route-state pairs): ${totals}\n${findings.map(line).join('\n')}\n`);
  }, 900_000);

  it('finds no critical or serious axe violation on any route, signed out or signed in', () => {
    expect(scanned).toBeGreaterThan(80);
    expect(findings.map(line)).toEqual([]);
  });
});
