import { isDeepStrictEqual } from 'node:util';
import { ROOT } from '../../scripts/launch/processes';
import { startSystem, type ApiSession, type System } from '../harness';
import { workspaceActors, type Actors } from './actors';
import { EXCEPTIONS, type Outcome } from './exceptions';
import { FIXTURES, makeFixtures } from './fixtures';
import { controllersHiddenFromDocs, fillPath, HTTP_AREAS, idAddressedRoutes, parameterPrefixes, routeKey, WRITE_METHODS, type IdRoute } from './routes';
import { BODIES, QUERIES } from './inputs';
import { readsBack, send } from './snapshot';

const NOT_FOUND: Outcome = { status: 404 };
const FORBIDDEN: Outcome = { status: 403 };
const isWrite = (route: IdRoute) => WRITE_METHODS.includes(route.method.toLowerCase());

/**
 * Every id-addressed route of every service, generated from the OpenAPI document (routes.ts):
 * a member of another workspace gets 404 and a read-only member of the owning workspace gets 403
 * on writes, except where exceptions.ts says otherwise and why; neither request changes the
 * owner's resource, and the foreign answer never carries it.
 */
describe('workspace isolation of every id-addressed route', () => {
  let system: System;
  let actors: Actors;
  let routes: IdRoute[];
  beforeAll(async () => {
    system = await startSystem();
    actors = await workspaceActors(system.baseUrl);
    routes = await idAddressedRoutes(system.baseUrl);
  });
  afterAll(() => system?.stop());

  it('takes the routes of every service from the OpenAPI document, and no controller hides from it', () => {
    expect(controllersHiddenFromDocs(ROOT)).toEqual([]);
    const areas = new Set(routes.map((r) => r.area));
    // Platform statistics has no id-addressed route; every other area has some.
    expect(HTTP_AREAS.filter((area) => !areas.has(area))).toEqual(['Platform statistics']);
  });

  it('has a fixture for every parameter, and no exception or input for a route that is gone', () => {
    const missing = [...new Set(routes.flatMap((r) => parameterPrefixes(r.path)).filter((prefix) => !FIXTURES[prefix]))];
    expect(missing.map((prefix) => `no fixture for ${prefix}: add one to e2e/security/fixtures.ts`)).toEqual([]);
    const keys = new Set(routes.map(routeKey));
    expect([...Object.keys(EXCEPTIONS), ...Object.keys(BODIES)].filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(HTTP_AREAS.filter((area) => area !== 'Platform statistics'))('%s: another workspace gets 404, a read-only member 403 on writes, and nothing changes', async (area) => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.area === area)) problems.push(...(await check(route)));
    expect(problems).toEqual([]);
  });

  async function check(route: IdRoute): Promise<string[]> {
    const key = routeKey(route);
    const fixtures = await makeFixtures(route.path, actors.owner);
    if (typeof fixtures === 'string') return [`${key}: ${fixtures}`];
    const { created, facts } = fixtures;
    const query = QUERIES[key] ? `?${new URLSearchParams(QUERIES[key])}` : '';
    const path = fillPath(route.path, created.map((c) => c.value)) + query;
    const body = isWrite(route) ? (BODIES[key]?.(facts) ?? {}) : undefined;
    const read = () => Promise.all(created.map((c) => c.read()));
    const problems: string[] = [];

    const attempt = async (who: string, api: ApiSession, expected: Outcome, hideOwnerData: boolean) => {
      const before = await read();
      if (!readsBack(before)) return void problems.push(`${key}: the fixture does not read back for its owner: ${JSON.stringify(before)}`);
      const res = await send(api, route.method, path, body);
      if (res.status !== expected.status) {
        const hint = res.status === 400 ? ' (validation ran first: give it a valid body or query in e2e/security/inputs.ts)' : '';
        problems.push(`${key}: ${who} got ${res.status} ${JSON.stringify(res.body)}, expected ${expected.status}${hint}`);
      }
      if (hideOwnerData && !expected.shows && JSON.stringify(res.body).includes(actors.owner.tag)) problems.push(`${key}: ${who}'s answer carries the owner's data`);
      const after = await read();
      if (!expected.changes && !isDeepStrictEqual(before, after)) problems.push(`${key}: ${who}'s request changed the resource: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
    };

    const exception = EXCEPTIONS[key];
    try {
      await attempt("another workspace's member", actors.foreign, exception?.foreign ?? NOT_FOUND, true);
      if (isWrite(route)) await attempt('a read-only member', actors.readonly, exception?.readonly ?? FORBIDDEN, false);
    } finally {
      // What a request allowed to change A on purpose left there (a caller who joined A) must not outlast its check.
      for (const c of created) await c.cleanUp?.();
    }
    return problems;
  }
});
