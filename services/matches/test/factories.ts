import { DataSource } from 'typeorm';
import {
  IDENTITY_EVENTS,
  MATCH_FILE_PATHS,
  addDays,
  importBatches,
  matchTeams,
  utcToday,
  type MatchImportBatchResponse,
  type MatchPayload,
  type PlayerResponse,
  type TeamResponse,
  type TournamentResponse,
  type UserRegisteredData,
  type WorkspaceRole,
} from '@cricket/contracts';
import { newEnvelope } from '@cricket/service-kit';
import { actor, type Actor, type TestService } from '@cricket/service-kit/testing';
import { cricsheetFiles, readCricsheet } from '@cricket/contracts/testing';

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

/** A squad of `size` all-rounders named '<prefix> 1', '<prefix> 2', …; their ids as the scoring events name them. */
export async function newSquad(service: TestService, owner: Actor, teamId: number, prefix: string, size = 5): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= size; i++) {
    const res = await service.http().post(`/api/my/teams/${teamId}/players`).set(owner.headers).send({ name: `${prefix} ${i}`, playingRole: 'all-rounder' });
    if (res.status !== 201) throw new Error(`player failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(String((res.body as PlayerResponse).id));
  }
  return ids;
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

/**
 * A whole league stage of the real matches beside the repository (`dev/seasons/<season>`; Data
 * from Cricsheet, cricsheet.org, Open Data Commons Attribution License) imported into a new
 * tournament over HTTP, batch by batch as the import page sends them; fails on any file refused.
 */
export async function importedSeason(service: TestService, organiser: Actor, season: string, matches: number, maxTeams: number): Promise<TournamentResponse> {
  const files = cricsheetFiles(`dev/seasons/${season}`).map((path) => {
    const match = readCricsheet(path);
    return { name: path.split('/').pop()!, size: JSON.stringify(match).length, match };
  });
  if (files.length !== matches) throw new Error(`${season}: ${files.length} files, not ${matches}`);
  // The tournament starts on the season's first day, as its organiser would have entered it.
  const startDate = files.flatMap(({ match }) => match.info.dates ?? []).sort()[0];
  const tournament = await newTournament(service, organiser, { name: season, maxTeams, startDate });
  const results: MatchImportBatchResponse['results'] = [];
  for (const batch of importBatches(files)) {
    const res = await service
      .http()
      .post(MATCH_FILE_PATHS.importBatch('cricsheet', tournament.id))
      .set(organiser.headers)
      .send({ files: batch.map(({ name, match }) => ({ name, match })) });
    if (res.status !== 200) throw new Error(`${season}: import answered ${res.status} ${JSON.stringify(res.body)}`);
    results.push(...(res.body as MatchImportBatchResponse).results);
  }
  const refused = results.filter((result) => 'error' in result);
  if (refused.length) throw new Error(`${season}: files refused ${JSON.stringify(refused)}`);
  return tournament;
}
