import { isDeepStrictEqual } from 'node:util';
import { defaultModulePermissions, SERVICE_AREAS, WORKSPACE_ROLES, type ModulePermission, type PermissionSubject, type WorkspaceRole } from '@cricket/contracts';
import { apiSession, registerUser, startSystem, type ApiSession, type System } from '../harness';
import { expectOk, workspaceActors, type Actors, type Credentials, type Owner } from './actors';
import { FIXTURES, makeFixtures, type Fixture } from './fixtures';
import { BODIES, CREATES, QUERIES } from './inputs';
import { allows, EXPECTATIONS, KNOWN_MISMATCHES, pairKey, type Gate } from './role-expectations';
import { documentedOperations, fillPath, HTTP_AREAS, routeKey, WRITE_METHODS, type Operation } from './routes';
import { readsBack, send } from './snapshot';

// The project-level testTimeout of jest.config.js does not reach tests run from a project list.
jest.setTimeout(600_000);

/**
 * Finance first: its income list is fed by the payment events other areas' requests publish, which
 * must not land between the two reads around a refused request. The gateway's own area comes last.
 */
const AREAS = [SERVICE_AREAS.finance, ...HTTP_AREAS.filter((area) => area !== SERVICE_AREAS.finance), 'Sign-in and sessions'];
/** What an allowed request may answer besides 2xx: the body's own rules refusing it, never the permission. */
const ALLOWED_REFUSALS = [400, 404, 409];

const ACTOR_OF: Record<WorkspaceRole, keyof Actors['credentials']> = { admin: 'owner', member: 'member', workspace_readonly: 'readonly' };

/**
 * Bodies of its own where inputs.ts' would only test the lookup: check-in with a code that works,
 * the one personal write where the session's workspace is checked.
 */
const OWN_CREATES: Record<string, (owner: Owner) => Promise<unknown>> = {
  'POST /api/attendance/check-in': async (owner) => {
    const session = await owner.api.request('POST', '/api/attendance/sessions', await CREATES['POST /api/attendance/sessions'](owner));
    return { code: (await expectOk<{ qrCode: string }>(session, 'attendance session')).qrCode };
  },
};

const byModule = (rows: readonly ModulePermission[]) => [...rows].sort((a, b) => a.module.localeCompare(b.module));

/**
 * Every mutating operation of the OpenAPI document (routes.ts), sent by the admin, an ordinary
 * member and a workspace_readonly member of workspace A, each on a fresh fixture. What each may do
 * is derived from the spec: the gate of role-expectations.ts, decided by the contracts'
 * `decidePermission` (core §6) for the role with the spec's default rows. Allowed: any answer but
 * 401/403 (a 400, 404 or 409 is the body's own rules). Refused: 403 and the resource as it was.
 */
describe('role matrix: what admin, member and read-only member of a workspace may change', () => {
  let system: System;
  let actors: Actors;
  let operations: Operation[];
  let readable: Set<string>;
  const subjects = {} as Record<WorkspaceRole, PermissionSubject>;
  /** The outcome and answer of each pair, once even when jest retries an area. */
  const checked = new Map<string, { outcome: 'allowed' | 'refused' | 'known mismatch'; status: number }>();

  beforeAll(async () => {
    system = await startSystem();
    actors = await workspaceActors(system.baseUrl);
    const documented = await documentedOperations(system.baseUrl);
    operations = documented.filter((op) => WRITE_METHODS.includes(op.method.toLowerCase()));
    readable = new Set(documented.filter((op) => op.method === 'GET').map((op) => op.path));
    for (const role of WORKSPACE_ROLES) subjects[role] = await subjectOf(sessionOf(role), actors.owner.workspaceId);
  });

  afterAll(async () => {
    if (checked.size) {
      const tally = (pick: (pair: { outcome: string; status: number }) => string) =>
        [...checked.values()].reduce((counts, pair) => counts.set(pick(pair), (counts.get(pick(pair)) ?? 0) + 1), new Map<string, number>());
      const outcomes = [...tally((pair) => pair.outcome)].map(([outcome, n]) => `${n} ${outcome}`).join(', ');
      const answers = [...tally((pair) => String(pair.status))].sort().map(([status, n]) => `${status}: ${n}`).join(', ');
      const listed = Object.entries(KNOWN_MISMATCHES).map(([pair, m]) => `\n  ${pair}: answers ${m.got}; ${m.reason}`);
      process.stdout.write(`\nrole matrix: ${checked.size} (operation, role) pairs checked (${outcomes}); answers by status ${answers}${listed.join('')}\n`);
    }
    await system?.stop();
  });

  it('has a gate for every mutating operation and an area for each, and nothing listed for a route that is gone', () => {
    const keys = new Set(operations.map(routeKey));
    expect(operations.filter((op) => !EXPECTATIONS[routeKey(op)]).map((op) => `${routeKey(op)}: add its gate to e2e/security/role-expectations.ts`)).toEqual([]);
    expect(Object.keys(EXPECTATIONS).filter((key) => !keys.has(key))).toEqual([]);
    const pairs = new Set(operations.flatMap((op) => WORKSPACE_ROLES.map((role) => pairKey(routeKey(op), role))));
    expect(Object.keys(KNOWN_MISMATCHES).filter((pair) => !pairs.has(pair))).toEqual([]);
    expect([...new Set(operations.map((op) => op.area))].filter((area) => !AREAS.includes(area))).toEqual([]);
  });

  it("gives each role of A the rows the spec's defaults say, so deciding with them is deciding with what the services see", async () => {
    for (const role of WORKSPACE_ROLES) {
      expect(subjects[role]).toMatchObject({ workspaceId: actors.owner.workspaceId, workspaceRole: role });
      const rows = await sessionOf(role).request<ModulePermission[]>('GET', `/api/workspaces/${actors.owner.workspaceId}/members/me/permissions`);
      expect(rows.status).toBe(200);
      expect(byModule(rows.body.map(({ module, canView, canCreate, canEdit, canDelete }) => ({ module, canView, canCreate, canEdit, canDelete })))).toEqual(
        byModule(defaultModulePermissions(role)),
      );
    }
  });

  it.each(AREAS)('%s: each role gets what the permission table says, and a refused request changes nothing', async (area) => {
    const problems: string[] = [];
    for (const operation of operations.filter((op) => op.area === area)) {
      for (const role of WORKSPACE_ROLES) problems.push(...(await check(operation, role)));
    }
    expect(problems).toEqual([]);
  });

  function sessionOf(role: WorkspaceRole): ApiSession {
    const actor = ACTOR_OF[role];
    return actor === 'owner' ? actors.owner.api : actors[actor];
  }

  /** A fresh sign-in of the role, for a request that ends the session it is sent with. */
  async function signedIn(credentials: Credentials): Promise<ApiSession> {
    const session = await apiSession(system.baseUrl);
    await expectOk(await session.request('POST', '/api/login', credentials), 'signing in again');
    return session;
  }

  /** Role changes and removals act on a member of their own, so that the colleague stays the member actor. */
  const memberOfItsOwn: Fixture = async (owner, parents) => {
    const { registered } = await registerUser(system.baseUrl);
    await expectOk(await owner.api.request('POST', `/api/workspaces/${owner.workspaceId}/members`, { userId: registered.id, role: 'member' }), 'adding a member');
    return FIXTURES['/api/workspaces/{id}/members/{userId}']({ ...owner, colleagueId: registered.id }, parents);
  };
  const ownFixtures: Record<string, Fixture> = { ...FIXTURES, '/api/workspaces/{id}/members/{userId}': memberOfItsOwn };

  async function requestFor(gate: Gate, role: WorkspaceRole, key: string, facts: Record<string, unknown>): Promise<{ api: ApiSession; body: unknown }> {
    const credentials = actors.credentials[ACTOR_OF[role]];
    const body = BODIES[key]?.(facts) ?? (await (OWN_CREATES[key] ?? CREATES[key])?.(actors.owner)) ?? {};
    if (gate.kind !== 'session') return { api: sessionOf(role), body };
    if (gate.sends === 'own-credentials') return { api: await apiSession(system.baseUrl), body: credentials };
    if (gate.sends === 'new-account') return { api: await apiSession(system.baseUrl), body };
    return { api: await signedIn(credentials), body };
  }

  async function check(operation: Operation, role: WorkspaceRole): Promise<string[]> {
    const key = routeKey(operation);
    const gate = EXPECTATIONS[key];
    if (!gate) return [`${key}: no gate in e2e/security/role-expectations.ts`];
    const pair = pairKey(key, role);
    const fixtures = await makeFixtures(operation.path, actors.owner, ownFixtures);
    if (typeof fixtures === 'string') return [`${pair}: ${fixtures}`];
    const { created, facts } = fixtures;
    const query = QUERIES[key] ? `?${new URLSearchParams(QUERIES[key])}` : '';
    const path = fillPath(operation.path, created.map((c) => c.value)) + query;
    // A create has no fixture: the owner's list at the same path stands for what it would change.
    const collection = !created.length && readable.has(operation.path) ? operation.path : null;
    const read = async () => (collection ? [await actors.owner.api.request('GET', collection)] : Promise.all(created.map((c) => c.read())));
    const { api, body } = await requestFor(gate, role, key, facts);

    const before = await read();
    if (!readsBack(before)) return [`${pair}: the fixture does not read back for its owner: ${JSON.stringify(before)}`];
    const res = await send(api, operation.method, path, body);
    const after = await read();

    const allowed = allows(gate, subjects[role]);
    const mismatch = KNOWN_MISMATCHES[pair];
    const answer = `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
    const problems: string[] = [];
    checked.set(pair, { outcome: mismatch ? 'known mismatch' : allowed ? 'allowed' : 'refused', status: res.status });
    if (mismatch) {
      if (res.status !== mismatch.got) problems.push(`${pair}: listed as a known mismatch answering ${mismatch.got}, now answers ${answer}: remove it from role-expectations.ts if the spec is met`);
    } else if (allowed) {
      const fine = (res.status >= 200 && res.status < 300) || ALLOWED_REFUSALS.includes(res.status);
      if (!fine) problems.push(`${pair}: the spec allows it (${cite(gate)}), the service answers ${answer}`);
    } else if (res.status !== 403) {
      problems.push(`${pair}: the spec refuses it (${cite(gate)}), the service answers ${answer}`);
    }
    const mustRefuse = mismatch ? mismatch.got === 403 : !allowed;
    if (mustRefuse && !isDeepStrictEqual(before, after)) problems.push(`${pair}: refused, yet the resource changed: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
    return problems;
  }
});

/** The permission subject of a session, as core §6 reads it: global role, current workspace and role, and the spec's default rows for that role. */
async function subjectOf(session: ApiSession, workspaceId: number): Promise<PermissionSubject> {
  const user = await expectOk<{ role: string }>(await session.request('GET', '/api/user'), 'reading the user');
  const { workspace } = await expectOk<{ workspace: { id: number; role: WorkspaceRole } | null }>(await session.request('GET', '/api/workspaces/current'), 'reading the workspace');
  if (workspace?.id !== workspaceId) throw new Error(`the current workspace is ${JSON.stringify(workspace)}, not A`);
  return { role: user.role, workspaceId: workspace.id, workspaceRole: workspace.role, permissions: defaultModulePermissions(workspace.role) };
}

function cite(gate: Gate): string {
  return gate.kind === 'module' ? `${gate.module}/${gate.action}, ${gate.spec}` : `${gate.kind}: ${gate.reason}`;
}
