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

export interface Credentials {
  username: string;
  password: string;
}

export interface Actors {
  owner: Owner;
  /** The colleague: an ordinary member of A with A as current workspace. */
  member: ApiSession;
  /** A workspace_readonly member of A with A as current workspace. */
  readonly: ApiSession;
  /** The admin of another workspace B, current workspace B: permitted everything there, nothing in A. */
  foreign: ApiSession;
  /** How A's three people sign in, for a session of their own that a request may end. */
  credentials: Record<'owner' | 'member' | 'readonly', Credentials>;
}

export async function expectOk<T>(res: { status: number; body: unknown }, what: string): Promise<T> {
  if (res.status < 200 || res.status > 299) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** Makes A the session's current workspace and checks the role it has there. */
async function switchTo(session: ApiSession, workspaceId: number, role: string, who: string): Promise<void> {
  await expectOk(await session.request('POST', '/api/workspaces/switch', { workspaceId }), `switching ${who} to A`);
  const current = await session.request<{ workspace: { id: number; role: string } }>('GET', '/api/workspaces/current');
  if (current.body.workspace?.id !== workspaceId || current.body.workspace.role !== role) {
    throw new Error(`${who}'s current workspace is ${JSON.stringify(current.body)}`);
  }
}

/** Registers the owner, a colleague and a read-only member (both added by the owner and switched to A) and a foreign admin. */
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
  await switchTo(colleague.session, workspaceId, 'member', 'the colleague');
  await switchTo(reader.session, workspaceId, 'workspace_readonly', 'the read-only member');
  const signIn = ({ user }: { user: Credentials }): Credentials => ({ username: user.username, password: user.password });
  return {
    owner: { api: owner.session, userId: owner.registered.id, workspaceId, tag, colleagueId: colleague.registered.id },
    member: colleague.session,
    readonly: reader.session,
    foreign: foreign.session,
    credentials: { owner: signIn(owner), member: signIn(colleague), readonly: signIn(reader) },
  };
}
