import { registerUser, type ApiSession } from '../harness';

/** The owning workspace A, as its admin sees it. */
export interface Owner {
  api: ApiSession;
  userId: number;
  workspaceId: number;
  /** In the names of A's resources and its admin's name: an answer that carries it carries A's data. */
  tag: string;
  /** An ordinary member of A, for the member endpoints. */
  colleagueId: number;
}

export interface Actors {
  owner: Owner;
  /** A workspace_readonly member of A with A as current workspace. */
  readonly: ApiSession;
  /** The admin of another workspace B, current workspace B: permitted everything there, nothing in A. */
  foreign: ApiSession;
}

export async function expectOk<T>(res: { status: number; body: unknown }, what: string): Promise<T> {
  if (res.status < 200 || res.status > 299) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** Registers the owner, a colleague, a read-only member (added by the owner and switched to A) and a foreign admin. */
export async function workspaceActors(baseUrl: string): Promise<Actors> {
  const tag = `sec${Date.now().toString(36)}`;
  const owner = await registerUser(baseUrl, { name: `Owner ${tag}` });
  const workspaceId = owner.registered.workspace.id;
  const colleague = await registerUser(baseUrl);
  const reader = await registerUser(baseUrl);
  const foreign = await registerUser(baseUrl);
  const members = `/api/workspaces/${workspaceId}/members`;
  await expectOk(await owner.session.request('POST', members, { userId: colleague.registered.id, role: 'member' }), 'adding the colleague');
  await expectOk(await owner.session.request('POST', members, { userId: reader.registered.id, role: 'workspace_readonly' }), 'adding the read-only member');
  await expectOk(await reader.session.request('POST', '/api/workspaces/switch', { workspaceId }), 'switching the read-only member to A');
  const current = await reader.session.request<{ workspace: { id: number; role: string } }>('GET', '/api/workspaces/current');
  if (current.body.workspace?.id !== workspaceId || current.body.workspace.role !== 'workspace_readonly') {
    throw new Error(`the read-only member's current workspace is ${JSON.stringify(current.body)}`);
  }
  return {
    owner: { api: owner.session, userId: owner.registered.id, workspaceId, tag, colleagueId: colleague.registered.id },
    readonly: reader.session,
    foreign: foreign.session,
  };
}
