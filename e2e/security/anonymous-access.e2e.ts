import { AUTH_MESSAGES, INVITE_MESSAGES, MATCH_MESSAGES } from '@cricket/contracts';
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

/**
 * Every public read, each deliberate and with why: the OpenAPI document's public GETs must be
 * exactly these. `shows` names the answer's fields that may carry the owning workspace's data,
 * because showing it is what the read is for; the rest of the answer carries none.
 */
const PUBLIC_READS: Record<string, { reason: string; shows?: string[] }> = {
  'GET /api/matches/{id}': { reason: "issue 21: a stranger opens a public match's shared link" },
  'GET /api/matches/{id}/scorecard': { reason: "issue 21: the shared match's scorecard" },
  'GET /api/matches/{id}/scoring': { reason: "issue 21: the shared match's live score" },
  'GET /api/matches/{id}/player-of-the-match': { reason: "the shared match's player of the match, shown with its scorecard" },
  'GET /api/players/{id}': { reason: "a player of a workspace whose matches are public: a fan follows a shared match's player of the match (issue 17)" },
  'GET /api/players/{id}/career': { reason: "that player's career, over the public matches only" },
  'GET /api/statistics': { reason: "booking §2 About: the platform's statistics are shown without signing in" },
  'GET /api/invites/{token}': {
    reason:
      "issue 22, item 5: whoever holds an invite link sees what it offers before signing in: the workspace's name, the role and the link's state, nothing else (the token is the key)",
    shows: ['workspaceName'],
  },
};

/** Without the fields a public read may show of its workspace. */
function withoutShown(body: unknown, shown: string[]): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([field]) => !shown.includes(field)));
}

/** A path parameter's stand-in when only the refusal matters: the guard answers before anything reads it. */
const placeholder = (path: string) => fillPath(path, [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => (name === 'date' ? '2027-01-15' : '1')));

/**
 * Issue 21: a stranger (no session at all) reads a public match by its shared link and nothing
 * else but the deliberate public reads of PUBLIC_READS (an invite link's preview, issue 22 item 5).
 * Generated from the merged OpenAPI document, where service-kit's `@Public()` marks the
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
    expect(reads.map(routeKey).sort()).toEqual(['GET /api/matches/{id}', 'GET /api/matches/{id}/player-of-the-match', 'GET /api/matches/{id}/scorecard', 'GET /api/matches/{id}/scoring']);
    expect(reads.every((op) => op.public)).toBe(true);
    expect(operations.filter((op) => op.public && op.path.startsWith('/api/my/')).map(routeKey)).toEqual([]);
  });

  it('has no public read but the deliberate ones', () => {
    expect(operations.filter((op) => op.public && op.method === 'GET').map(routeKey).sort()).toEqual(Object.keys(PUBLIC_READS).sort());
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

  it("answers a stranger every public read of a workspace's resource, without its workspace's data beyond what the read is for", async () => {
    const problems: string[] = [];
    for (const op of operations.filter((one) => one.public && one.method === 'GET' && one.path.includes('{'))) {
      const fixtures = await makeFixtures(op.path, actors.owner, FIXTURES);
      if (typeof fixtures === 'string') {
        problems.push(`${routeKey(op)}: ${fixtures}`);
        continue;
      }
      const res = await send(stranger, op.method, fillPath(op.path, fixtures.created.map((c) => c.value)), undefined);
      if (res.status !== 200) problems.push(`${routeKey(op)}: ${res.status} ${JSON.stringify(res.body)}`);
      // The owner's tag is in its admin's name and its teams' names: only the teams' names may show,
      // and the fields the read is for (an invite's workspace name is its admin's, 'Owner …'s Workspace').
      const rest = withoutShown(res.body, PUBLIC_READS[routeKey(op)]?.shows ?? []);
      if (JSON.stringify(rest).includes(`Owner ${actors.owner.tag}`)) problems.push(`${routeKey(op)}: carries the owner's name`);
    }
    expect(problems).toEqual([]);
  });

  it("shows a stranger an invite link's workspace name, role and state and nothing else; accepting it needs signing in", async () => {
    const { owner } = actors;
    const fixtures = await makeFixtures('/api/invites/{token}', owner, FIXTURES);
    if (typeof fixtures === 'string') throw new Error(fixtures);
    const [link] = fixtures.created;
    const { workspace } = await expectOk<{ workspace: { name: string } }>(await owner.api.request('GET', '/api/workspaces/current'), 'reading the workspace');
    expect(await send(stranger, 'GET', `/api/invites/${link.value}`, undefined)).toEqual({
      status: 200,
      body: { workspaceName: workspace.name, role: 'member', state: 'active', memberOfWorkspaceId: null },
    });
    const before = await link.read();
    expect(await send(stranger, 'POST', `/api/invites/${link.value}/accept`, {})).toEqual({ status: 401, body: GUARD_REFUSAL });
    expect(await link.read()).toEqual(before);
    // A token of the right form that no workspace issued says nothing of any workspace.
    expect(await send(stranger, 'GET', `/api/invites/${'A'.repeat(43)}`, undefined)).toEqual({ status: 404, body: { statusCode: 404, message: INVITE_MESSAGES.invalid, error: 'Not Found' } });
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
