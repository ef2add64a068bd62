import { DataSource } from 'typeorm';
import {
  IDENTITY_EVENTS,
  defaultModulePermissions,
  matchTeams,
  type AuthContext,
  type EventEnvelope,
  type MatchPayload,
  type TeamResponse,
  type TournamentResponse,
  type UserRegisteredData,
  type WorkspaceRole,
} from '@cricket/contracts';
import { newEnvelope } from '@cricket/service-kit';
import { authHeader, type TestService } from '@cricket/service-kit/testing';

/** Test data for the matches service's medium tests (CONVENTIONS.md: factories). */
let sequence = 0;
const run = Math.floor(Math.random() * 100_000);
const nextId = () => run * 1000 + ++sequence;

export interface Member {
  context: AuthContext;
  header: Record<string, string>;
  user: NonNullable<AuthContext['user']>;
  workspace: NonNullable<AuthContext['workspace']>;
}

/** A signed-in member of a workspace, as the gateway would sign them (role's default module rows). */
export function member(role: WorkspaceRole = 'admin', workspace?: { id: number; name: string }): Member {
  const id = nextId();
  const ws = { id: workspace?.id ?? nextId(), name: workspace?.name ?? `Club ${sequence}`, role };
  const user = { id, username: `player_${id}`, name: `Player ${id}`, email: `player_${id}@example.com`, role: 'player' };
  const context: AuthContext = { user, workspace: ws, permissions: defaultModulePermissions(role) };
  return { context, header: authHeader(context), user, workspace: ws };
}

/** Another member of the same workspace. */
export function colleague(of: Member, role: WorkspaceRole): Member {
  return member(role, of.workspace);
}

/** Tells the service, as identity would, that a user registered; resolves once the projection has them. */
export async function registerUser(service: TestService, user: { id: number; username: string; name: string }): Promise<void> {
  const data: UserRegisteredData = { userId: user.id, username: user.username, name: user.name, role: 'player' };
  await service.bus.publish(newEnvelope(IDENTITY_EVENTS.userRegistered, data, { workspaceId: null, actorId: user.id }));
  const dataSource = service.app.get(DataSource);
  for (let i = 0; i < 250; i++) {
    const rows: unknown[] = await dataSource.query('SELECT 1 FROM users WHERE id = $1', [user.id]);
    if (rows.length) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`user ${user.id} never reached the projection`);
}

export async function newTeam(service: TestService, owner: Member, overrides: Record<string, unknown> = {}): Promise<TeamResponse> {
  const res = await service.http().post('/api/my/teams').set(owner.header).send({ name: `Team ${++sequence}`, ...overrides });
  if (res.status !== 201) throw new Error(`team failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function matchPayload(team1: TeamResponse, team2: TeamResponse, overrides: Partial<MatchPayload> = {}): MatchPayload {
  return {
    ...matchTeams(team1, team2),
    format: 't20',
    venue: 'Wankhede Stadium',
    date: '2026-12-05',
    time: '14:00',
    status: 'upcoming',
    ...overrides,
  };
}

export async function newTournament(service: TestService, owner: Member, overrides: Record<string, unknown> = {}): Promise<TournamentResponse> {
  const res = await service
    .http()
    .post('/api/tournaments')
    .set(owner.header)
    .send({ name: `Cup ${++sequence}`, startDate: '2026-12-10', maxTeams: 8, ...overrides });
  if (res.status !== 201) throw new Error(`tournament failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The events the service wrote to its outbox (same-transaction events share a timestamp). */
export async function outboxEvents(service: TestService, type?: string): Promise<EventEnvelope[]> {
  const rows: { envelope: EventEnvelope }[] = await service.app
    .get(DataSource)
    .query(`SELECT envelope FROM outbox ${type ? 'WHERE type = $1' : ''} ORDER BY created_at`, type ? [type] : []);
  return rows.map((r) => r.envelope);
}
