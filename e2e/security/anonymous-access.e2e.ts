import { AUTH_MESSAGES, MATCH_MESSAGES } from '@cricket/contracts';
import { apiSession, startSystem, type ApiSession, type System } from '../harness';
import { workspaceActors, expectOk, type Actors } from './actors';
import { FIXTURES, makeFixtures } from './fixtures';
import { documentedOperations, fillPath, routeKey, WRITE_METHODS, type Operation } from './routes';
import { send } from './snapshot';

jest.setTimeout(180_000);

const GUARD_REFUSAL = { statusCode: 401, message: AUTH_MESSAGES.notAuthenticated, error: 'Unauthorized' };
const MATCH_NOT_FOUND = { statusCode: 404, message: MATCH_MESSAGES.notFound, error: 'Not Found' };
/** A match id no fixture ever makes (ids are below PostgreSQL's integer limit, so it reaches the service). */
const ABSENT_MATCH = '2000000000';
const isMatchRead = (op: Operation) => op.method === 'GET' && op.path.startsWith('/api/matches/{id}');

/** A path parameter's stand-in when only the refusal matters: the guard answers before anything reads it. */
const placeholder = (path: string) => fillPath(path, [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => (name === 'date' ? '2027-01-15' : '1')));

/**
 * Issue 21: a stranger (no session at all) reads a public match by its shared link and nothing
 * else. Generated from the merged OpenAPI document, where service-kit's `@Public()` marks the
 * operations reachable without signing in: every other one answers the guard's 401.
 */
describe('anonymous access, generated from the OpenAPI document', () => {
  let system: System;
  let actors: Actors;
  let operations: Operation[];
  let stranger: ApiSession;
  beforeAll(async () => {
    system = await startSystem();
    actors = await workspaceActors(system.baseUrl);
    operations = await documentedOperations(system.baseUrl);
    stranger = await apiSession(system.baseUrl);
  });
  afterAll(() => system?.stop());

  it("marks a match's published reads public, and no member path", () => {
    const reads = operations.filter(isMatchRead);
    expect(reads.map(routeKey).sort()).toEqual(['GET /api/matches/{id}', 'GET /api/matches/{id}/scorecard', 'GET /api/matches/{id}/scoring']);
    expect(reads.every((op) => op.public)).toBe(true);
    expect(operations.filter((op) => op.public && op.path.startsWith('/api/my/')).map(routeKey)).toEqual([]);
  });

  it('answers a stranger 401 on every operation that is not public', async () => {
    const problems: string[] = [];
    for (const op of operations.filter((one) => !one.public)) {
      const res = await send(stranger, op.method, placeholder(op.path), WRITE_METHODS.includes(op.method.toLowerCase()) ? {} : undefined);
      if (JSON.stringify(res.body) !== JSON.stringify(GUARD_REFUSAL)) problems.push(`${routeKey(op)}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(problems).toEqual([]);
    expect(operations.filter((one) => !one.public).length).toBeGreaterThan(100);
  });

  it("answers a stranger every public read of a workspace's match, without its workspace's data", async () => {
    const problems: string[] = [];
    for (const op of operations.filter((one) => one.public && one.method === 'GET' && one.path.includes('{'))) {
      const fixtures = await makeFixtures(op.path, actors.owner, FIXTURES);
      if (typeof fixtures === 'string') {
        problems.push(`${routeKey(op)}: ${fixtures}`);
        continue;
      }
      const res = await send(stranger, op.method, fillPath(op.path, fixtures.created.map((c) => c.value)), undefined);
      if (res.status !== 200) problems.push(`${routeKey(op)}: ${res.status} ${JSON.stringify(res.body)}`);
      // The owner's tag is in its admin's name and its teams' names: only the teams' names may show.
      if (JSON.stringify(res.body).includes(`Owner ${actors.owner.tag}`)) problems.push(`${routeKey(op)}: carries the owner's name`);
    }
    expect(problems).toEqual([]);
  });

  it('answers 404 for a match that does not exist', async () => {
    for (const op of operations.filter(isMatchRead)) {
      expect(await send(stranger, op.method, fillPath(op.path, [ABSENT_MATCH]), undefined)).toEqual({ status: 404, body: MATCH_NOT_FOUND });
    }
  });

  it("keeps a members-only workspace's match from strangers and other workspaces (404), not from its members", async () => {
    const { owner, member, foreign } = actors;
    const fixtures = await makeFixtures('/api/matches/{id}', owner, FIXTURES);
    if (typeof fixtures === 'string') throw new Error(fixtures);
    const id = fixtures.created[0].value;
    await expectOk(await owner.api.request('PATCH', `/api/workspaces/${owner.workspaceId}`, { matchVisibility: 'members' }), 'members-only');
    // Identity's event reaches the matches service: the public read turns 404 (the signal waited on).
    const deadline = Date.now() + 15_000;
    while ((await send(stranger, 'GET', `/api/matches/${id}`, undefined)).status !== 404) {
      if (Date.now() > deadline) throw new Error('the setting never reached the matches service');
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const op of operations.filter((one) => one.method === 'GET' && (isMatchRead(one) || one.path.startsWith('/api/my/matches/{id}')) && !one.path.includes('export') && one.path.split('{').length === 2)) {
      const path = fillPath(op.path, [id]);
      if (op.public) expect([routeKey(op), await send(stranger, 'GET', path, undefined)]).toEqual([routeKey(op), { status: 404, body: MATCH_NOT_FOUND }]);
      expect([routeKey(op), await send(foreign, 'GET', path, undefined)]).toEqual([routeKey(op), { status: 404, body: MATCH_NOT_FOUND }]);
      expect([routeKey(op), (await send(member, 'GET', path, undefined)).status]).toEqual([routeKey(op), 200]);
    }
  });
});
