import { DataSource } from 'typeorm';
import {
  IDENTITY_EVENTS,
  addDays,
  matchTeams,
  utcToday,
  type MatchPayload,
  type TeamResponse,
  type TournamentResponse,
  type UserRegisteredData,
  type WorkspaceRole,
} from '@cricket/contracts';
import { newEnvelope } from '@cricket/service-kit';
import { actor, type Actor, type TestService } from '@cricket/service-kit/testing';

/** Test data for the matches service's medium tests (CONVENTIONS.md: factories). */
let sequence = 0;

export { colleague, outboxEvents, type Actor as Member } from '@cricket/service-kit/testing';

/** A signed-in member of a workspace (a new one unless named), as the gateway would sign them (role's default module rows). */
export const member = (role: WorkspaceRole = 'admin', workspace?: { id: number; name: string }): Actor =>
  actor({ role, workspaceId: workspace?.id, workspaceName: workspace?.name });

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

export async function newTeam(service: TestService, owner: Actor, overrides: Record<string, unknown> = {}): Promise<TeamResponse> {
  const res = await service.http().post('/api/my/teams').set(owner.headers).send({ name: `Team ${++sequence}`, ...overrides });
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

/** A tournament open for registration: it starts in a month (its status follows its dates). */
export async function newTournament(service: TestService, owner: Actor, overrides: Record<string, unknown> = {}): Promise<TournamentResponse> {
  const res = await service
    .http()
    .post('/api/tournaments')
    .set(owner.headers)
    .send({ name: `Cup ${++sequence}`, startDate: addDays(utcToday(), 30), maxTeams: 8, ...overrides });
  if (res.status !== 201) throw new Error(`tournament failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

