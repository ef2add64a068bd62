import { readCricsheet } from '@cricket/contracts/testing';
import {
  AUTH_MESSAGES,
  DEFAULT_TIE_BREAKERS,
  MATCH_EVENTS,
  MATCH_FILE_PATHS,
  MATCH_MESSAGES,
  TOURNAMENT_MESSAGES,
  addDays,
  utcToday,
  type MatchResponse,
  type TournamentResponse,
  type TournamentStatus,
} from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { matchesService } from '../src/service';
import { colleague, member, newTeam, newTournament, outboxEvents, type Member } from './factories';

/** A date `days` from today (UTC, the day the service compares with): statuses follow dates. */
const inDays = (days: number) => addDays(utcToday(), days);

const tournamentShape = {
  id: expect.any(Number),
  workspaceId: expect.any(Number),
  workspaceName: expect.any(String),
  name: expect.any(String),
  format: 't20',
  status: 'registration_open',
  acceptsEntries: true,
  startDate: inDays(13),
  endDate: null,
  registrationDeadline: null,
  maxTeams: 8,
  playersPerSide: 11,
  teamsCount: 0,
  matchesCount: null,
  venues: null,
  venueNames: [],
  coverImage: null,
  description: null,
  fixtureType: null,
  tieBreakers: [...DEFAULT_TIE_BREAKERS],
  createdBy: expect.any(Number),
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};

describe('matches service: tournaments', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('matches', matchesService);
  });
  afterAll(() => service.close());

  async function register(who: Member, tournamentId: number, teamId: number) {
    return service.http().post(`/api/tournaments/${tournamentId}/teams`).set(who.headers).send({ teamId });
  }

  it('POST /api/tournaments creates one with every field and emits matches.tournament.created', async () => {
    const asha = member();
    const res = await service.http().post('/api/tournaments').set(asha.headers).send({
      name: ' Winter Cup ', format: 'odi', startDate: inDays(13), endDate: inDays(23), registrationDeadline: inDays(4),
      maxTeams: '6', venueNames: ['Oval', ' ', 'Azad Maidan'], coverImage: 'https://example.com/cup.png', description: 'Open to all',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ...tournamentShape, name: 'Winter Cup', format: 'odi', endDate: inDays(23), registrationDeadline: inDays(4), maxTeams: 6,
      venues: 2, venueNames: ['Oval', 'Azad Maidan'], coverImage: 'https://example.com/cup.png', description: 'Open to all',
      workspaceId: asha.workspace.id, workspaceName: asha.workspace.name, createdBy: asha.user.id,
    });
    const created = (await outboxEvents(service, MATCH_EVENTS.tournamentCreated)).find((e) => (e.data as { tournamentId: number }).tournamentId === res.body.id);
    expect(created).toMatchObject({ workspaceId: asha.workspace.id, data: { tournamentId: res.body.id } });
  });

  it('refuses invalid tournaments with their messages, storing nothing', async () => {
    const asha = member();
    const valid = { name: 'Cup', startDate: inDays(13), maxTeams: 8 };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, TOURNAMENT_MESSAGES.nameRequired],
      [{ name: undefined }, TOURNAMENT_MESSAGES.nameRequired],
      [{ startDate: undefined }, TOURNAMENT_MESSAGES.startDate],
      [{ startDate: '10/12/2026' }, TOURNAMENT_MESSAGES.dateFormat],
      [{ maxTeams: 1 }, TOURNAMENT_MESSAGES.maxTeams],
      [{ maxTeams: 65 }, TOURNAMENT_MESSAGES.maxTeams],
      [{ maxTeams: undefined }, TOURNAMENT_MESSAGES.maxTeams],
      [{ format: 't99' }, TOURNAMENT_MESSAGES.format],
      [{ endDate: inDays(4) }, TOURNAMENT_MESSAGES.endBeforeStart],
      [{ registrationDeadline: inDays(14) }, TOURNAMENT_MESSAGES.deadlineAfterStart],
      [{ venueNames: 'Oval' }, TOURNAMENT_MESSAGES.venueNames],
      [{ playersPerSide: 12 }, MATCH_MESSAGES.playersPerSide],
      [{ playersPerSide: '7' }, MATCH_MESSAGES.playersPerSide],
    ];
    for (const [override, message] of cases) {
      const res = await service.http().post('/api/tournaments').set(asha.headers).send({ ...valid, ...override });
      expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    }
    expect((await service.http().get('/api/my/tournaments').set(asha.headers)).body).toEqual({ tournaments: [] });
  });

  it('GET /api/tournaments browses every workspace (with workspaceName), by status and search; GET /api/tournaments/{id} reads one', async () => {
    const asha = member();
    const other = member();
    const tag = `T${Date.now()}`;
    const mine = await newTournament(service, asha, { name: `${tag} Alpha Cup`, startDate: inDays(4) });
    const theirs = await newTournament(service, other, { name: `${tag} Bravo League`, startDate: inDays(5) });
    const all = await service.http().get(`/api/tournaments?search=${tag}`).set(other.headers);
    expect(all.body.tournaments.map((t: TournamentResponse) => [t.id, t.workspaceName])).toEqual([
      [mine.id, asha.workspace.name],
      [theirs.id, other.workspace.name],
    ]);
    const search = await service.http().get(`/api/tournaments?search=${tag}%20bravo`).set(asha.headers);
    expect(search.body.tournaments.map((t: TournamentResponse) => t.id)).toEqual([theirs.id]);
    await service.http().post(`/api/tournaments/${theirs.id}/status`).set(other.headers).send({ status: 'ongoing' });
    const open = await service.http().get(`/api/tournaments?status=registration_open&search=${tag}`).set(asha.headers);
    expect(open.body.tournaments.map((t: TournamentResponse) => t.id)).toEqual([mine.id]);
    const ongoing = await service.http().get(`/api/tournaments?status=ongoing&search=${tag}`).set(asha.headers);
    expect(ongoing.body.tournaments.map((t: TournamentResponse) => t.id)).toEqual([theirs.id]);
    expect((await service.http().get(`/api/tournaments?status=closed`).set(asha.headers)).body.message).toBe(TOURNAMENT_MESSAGES.status);
    const one = await service.http().get(`/api/tournaments/${theirs.id}`).set(asha.headers);
    expect(one.body).toMatchObject({ id: theirs.id, status: 'ongoing', workspaceName: other.workspace.name });
    expect((await service.http().get('/api/tournaments/999999').set(asha.headers)).body).toEqual({ statusCode: 404, message: TOURNAMENT_MESSAGES.notFound, error: 'Not Found' });
  });

  it('GET /api/my/tournaments lists the ones I organise or my teams play in', async () => {
    const asha = member();
    const other = member();
    const organised = await newTournament(service, asha);
    const entered = await newTournament(service, other);
    await newTournament(service, other);
    const team = await newTeam(service, asha);
    expect((await register(asha, entered.id, team.id)).status).toBe(201);
    const res = await service.http().get('/api/my/tournaments').set(asha.headers);
    expect(res.body.tournaments.map((t: TournamentResponse) => t.id).sort()).toEqual([organised.id, entered.id].sort());
  });

  it('lists ongoing tournaments first, then open ones by nearest start, then completed ones by latest end: a new one is not buried', async () => {
    const asha = member();
    const tag = `O${Date.now()}`;
    const cup = (name: string, dates: { startDate: string; endDate?: string }) => newTournament(service, asha, { name: `${tag} ${name}`, ...dates });
    const oldFinal = await cup('Old Final', { startDate: inDays(-400), endDate: inDays(-390) });
    const lastSeason = await cup('Last Season', { startDate: inDays(-40), endDate: inDays(-30) });
    const league = await cup('League', { startDate: inDays(-5), endDate: inDays(5) });
    const later = await cup('Later Cup', { startDate: inDays(40) });
    const created = await cup('New Cup', { startDate: inDays(10) });
    const order = [league.id, created.id, later.id, lastSeason.id, oldFinal.id];
    const ids = (res: { body: { tournaments: TournamentResponse[] } }) => res.body.tournaments.map((t) => t.id);
    expect(ids(await service.http().get(`/api/tournaments?search=${tag}`).set(member().headers))).toEqual(order);
    expect(ids(await service.http().get('/api/my/tournaments').set(asha.headers))).toEqual(order);
  });

  it('shows the status its dates have reached until the organiser moves it, and filters by that status', async () => {
    const asha = member();
    const tag = `S${Date.now()}`;
    const cup = (name: string, dates: { startDate: string; endDate?: string }) => newTournament(service, asha, { name: `${tag} ${name}`, ...dates });
    const open = await cup('Open', { startDate: inDays(1) });
    const today = await cup('Today', { startDate: inDays(0), endDate: inDays(3) });
    const endsToday = await cup('Ends Today', { startDate: inDays(-3), endDate: inDays(0) });
    const noEnd = await cup('No End', { startDate: inDays(-30) });
    const finished = await cup('Finished', { startDate: inDays(-10), endDate: inDays(-1) });
    expect([open, today, endsToday, noEnd, finished].map((t) => t.status)).toEqual(['registration_open', 'ongoing', 'ongoing', 'ongoing', 'completed']);
    const listed = async (status: TournamentStatus) =>
      (await service.http().get(`/api/tournaments?status=${status}&search=${tag}`).set(member().headers)).body.tournaments.map((t: TournamentResponse) => t.name.replace(`${tag} `, ''));
    expect(await listed('registration_open')).toEqual(['Open']);
    expect(await listed('ongoing')).toEqual(['Today', 'Ends Today', 'No End']);
    expect(await listed('completed')).toEqual(['Finished']);

    // Entries stay open on and after the start date until the organiser starts it (the last teams
    // enter on the day); a tournament its dates have completed takes none.
    expect([open, today, endsToday, noEnd, finished].map((t) => t.acceptsEntries)).toEqual([true, true, true, true, false]);
    expect((await register(asha, today.id, (await newTeam(service, asha)).id)).status).toBe(201);
    const closed = await register(asha, finished.id, (await newTeam(service, asha)).id);
    expect([closed.status, closed.body.message]).toEqual([409, TOURNAMENT_MESSAGES.registrationClosed]);
    const fixtures = await service.http().post(`/api/tournaments/${finished.id}/fixtures`).set(asha.headers).send({ type: 'knockout' });
    expect([fixtures.status, fixtures.body.message]).toEqual([409, TOURNAMENT_MESSAGES.fixturesClosed]);
    const status = (t: TournamentResponse, to: TournamentStatus) => service.http().post(`/api/tournaments/${t.id}/status`).set(asha.headers).send({ status: to });
    expect((await status(today, 'ongoing')).body.message).toBe(TOURNAMENT_MESSAGES.transition('ongoing', 'ongoing'));

    // The organiser's Start and Complete win over the dates, and Start closes the entries.
    expect((await status(open, 'ongoing')).body).toMatchObject({ status: 'ongoing', acceptsEntries: false });
    expect((await status(today, 'completed')).body.status).toBe('completed');
    expect(await listed('ongoing')).toEqual(['Open', 'Ends Today', 'No End']);
    expect(await listed('completed')).toEqual(['Today', 'Finished']);

    // Edited dates move a tournament nobody moved.
    const moved = await service.http().patch(`/api/tournaments/${noEnd.id}`).set(asha.headers).send({ startDate: inDays(7) });
    expect(moved.body.status).toBe('registration_open');
  });

  it('counts real matches once there are any or fixtures exist, generated or imported; null (the card fallback) before', async () => {
    const asha = member();
    const tag = `M${Date.now()}`;
    const roundRobin = await newTournament(service, asha, { name: `${tag} Round Robin`, maxTeams: 4 });
    for (let i = 0; i < 4; i++) await register(asha, roundRobin.id, (await newTeam(service, asha)).id);
    const read = async (id: number) => (await service.http().get(`/api/tournaments/${id}`).set(member().headers)).body as TournamentResponse;
    expect((await read(roundRobin.id)).matchesCount).toBeNull();
    await service.http().post(`/api/tournaments/${roundRobin.id}/fixtures`).set(asha.headers).send({ type: 'round_robin' });
    expect((await read(roundRobin.id)).matchesCount).toBe(6);
    const browsed = (await service.http().get(`/api/tournaments?search=${tag}`).set(member().headers)).body.tournaments;
    expect(browsed.map((t: TournamentResponse) => t.matchesCount)).toEqual([6]);
    const mine = (await service.http().get('/api/my/tournaments').set(asha.headers)).body.tournaments;
    expect(mine.map((t: TournamentResponse) => t.matchesCount)).toEqual([6]);

    // Fixtures whose matches were all deleted: a real 0, not the fallback.
    const final = await newTournament(service, asha, { maxTeams: 2 });
    for (let i = 0; i < 2; i++) await register(asha, final.id, (await newTeam(service, asha)).id);
    const [match] = (await service.http().post(`/api/tournaments/${final.id}/fixtures`).set(asha.headers).send({ type: 'knockout' })).body.matches;
    expect((await service.http().delete(`/api/my/matches/${match.id}`).set(asha.headers)).status).toBe(204);
    expect((await read(final.id)).matchesCount).toBe(0);

    const season = await newTournament(service, asha, { maxTeams: 4 });
    const imported = await service.http().post(MATCH_FILE_PATHS.import('cricsheet', season.id)).set(asha.headers).send(readCricsheet('ipl_335982.json'));
    expect(imported.status).toBe(201);
    expect(await read(season.id)).toMatchObject({ matchesCount: 1, fixtureType: null });
  });

  it('registers my teams while open and below maxTeams; GET teams answers {teams} with teamId', async () => {
    const organiser = member();
    const tournament = await newTournament(service, organiser, { maxTeams: 2 });
    const asha = member();
    const [a, b, c] = [await newTeam(service, asha, { name: 'Alpha' }), await newTeam(service, asha, { name: 'Bravo' }), await newTeam(service, asha)];
    const first = await register(asha, tournament.id, a.id);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number), tournamentId: tournament.id, teamId: a.id, teamName: 'Alpha', teamShortName: 'ALP',
      workspaceId: asha.workspace.id, workspaceName: asha.workspace.name, registeredBy: asha.user.id, registeredAt: expect.any(String),
    });
    expect((await register(asha, tournament.id, a.id)).body.message).toBe(TOURNAMENT_MESSAGES.alreadyRegistered);
    const foreignTeam = await newTeam(service, member());
    expect((await register(asha, tournament.id, foreignTeam.id)).body).toEqual({ statusCode: 404, message: TOURNAMENT_MESSAGES.teamNotFound, error: 'Not Found' });
    expect((await register(asha, tournament.id, 'x' as unknown as number)).body.message).toBe(TOURNAMENT_MESSAGES.teamRequired);
    expect((await register(asha, tournament.id, b.id)).status).toBe(201);
    const full = await register(asha, tournament.id, c.id);
    expect([full.status, full.body.message]).toEqual([409, TOURNAMENT_MESSAGES.full]);
    const teams = await service.http().get(`/api/tournaments/${tournament.id}/teams`).set(member().headers);
    expect(teams.body.teams.map((t: { teamId: number }) => t.teamId)).toEqual([a.id, b.id]);
    expect((await service.http().get(`/api/tournaments/${tournament.id}`).set(asha.headers)).body.teamsCount).toBe(2);
    const events = (await outboxEvents(service, MATCH_EVENTS.tournamentUpdated)).filter((e) => (e.data as { tournamentId: number }).tournamentId === tournament.id);
    expect(events.map((e) => [e.workspaceId, (e.data as { teamId: number }).teamId])).toEqual([[organiser.workspace.id, a.id], [organiser.workspace.id, b.id]]);

    // Withdrawing frees a place; closed registration refuses.
    expect((await service.http().delete(`/api/tournaments/${tournament.id}/teams/${b.id}`).set(asha.headers)).status).toBe(204);
    await service.http().post(`/api/tournaments/${tournament.id}/status`).set(organiser.headers).send({ status: 'ongoing' });
    const closed = await register(asha, tournament.id, c.id);
    expect([closed.status, closed.body.message]).toEqual([409, TOURNAMENT_MESSAGES.registrationClosed]);
  });

  it('never passes maxTeams under 20 concurrent registrations', async () => {
    const organiser = member();
    const tournament = await newTournament(service, organiser, { maxTeams: 8 });
    const clubs = Array.from({ length: 20 }, () => member());
    const teams = await Promise.all(clubs.map((club) => newTeam(service, club)));
    const results = await Promise.all(clubs.map((club, i) => register(club, tournament.id, teams[i].id)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(8);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(Array(12).fill(TOURNAMENT_MESSAGES.full));
    const listed = await service.http().get(`/api/tournaments/${tournament.id}/teams`).set(organiser.headers);
    expect(listed.body.teams).toHaveLength(8);
    expect((await service.http().get(`/api/tournaments/${tournament.id}`).set(organiser.headers)).body.teamsCount).toBe(8);
  });

  it('moves registration_open → ongoing → completed only', async () => {
    const asha = member();
    const t = await newTournament(service, asha);
    const path = `/api/tournaments/${t.id}/status`;
    expect((await service.http().post(path).set(asha.headers).send({ status: 'completed' })).body.message).toBe(TOURNAMENT_MESSAGES.transition('registration_open', 'completed'));
    expect((await service.http().post(path).set(asha.headers).send({ status: 'ongoing' })).body.status).toBe('ongoing');
    expect((await service.http().post(path).set(asha.headers).send({ status: 'completed' })).body.status).toBe('completed');
    expect((await service.http().post(path).set(asha.headers).send({ status: 'ongoing' })).status).toBe(409);
    expect((await service.http().post(path).set(asha.headers).send({ status: 'paused' })).body.message).toBe(TOURNAMENT_MESSAGES.status);
  });

  it('PATCH /api/tournaments/{id} edits, keeping maxTeams at or above the registered teams', async () => {
    const asha = member();
    const t = await newTournament(service, asha, { maxTeams: 4 });
    const [a, b, c] = [await newTeam(service, asha), await newTeam(service, asha), await newTeam(service, asha)];
    for (const team of [a, b, c]) await register(asha, t.id, team.id);
    const res = await service.http().patch(`/api/tournaments/${t.id}`).set(asha.headers).send({ name: 'Renamed', description: 'Now with lights', venueNames: ['Oval'] });
    expect(res.body).toMatchObject({ name: 'Renamed', description: 'Now with lights', venues: 1, teamsCount: 3 });
    expect((await service.http().patch(`/api/tournaments/${t.id}`).set(asha.headers).send({ maxTeams: 2 })).body.message).toBe(TOURNAMENT_MESSAGES.maxTeamsBelowRegistered);
    expect((await service.http().patch(`/api/tournaments/${t.id}`).set(asha.headers).send({ endDate: '2026-01-01' })).body.message).toBe(TOURNAMENT_MESSAGES.endBeforeStart);
    expect((await service.http().get(`/api/tournaments/${t.id}`).set(asha.headers)).body).toMatchObject({ maxTeams: 4, endDate: null });
  });

  it('PATCH /api/tournaments/{id} sets the tie-breakers the points table orders by after points; bad ones are 400', async () => {
    const asha = member();
    const t = await newTournament(service, asha);
    const res = await service.http().patch(`/api/tournaments/${t.id}`).set(asha.headers).send({ tieBreakers: ['head_to_head', 'net_run_rate'] });
    expect(res.body).toMatchObject({ tieBreakers: ['head_to_head', 'net_run_rate'] });
    expect((await service.http().get(`/api/tournaments/${t.id}/points-table`).set(asha.headers)).body.tieBreakers).toEqual(['head_to_head', 'net_run_rate']);
    for (const tieBreakers of [['coin_toss'], ['wins', 'wins'], 'wins']) {
      const refused = await service.http().patch(`/api/tournaments/${t.id}`).set(asha.headers).send({ tieBreakers });
      expect([refused.status, refused.body.message]).toEqual([400, TOURNAMENT_MESSAGES.tieBreakers]);
    }
  });

  it('generates a single round robin (every pair once) and computes the points table with NRR from results', async () => {
    const asha = member();
    const t = await newTournament(service, asha, { maxTeams: 4, venueNames: ['Oval', 'Azad Maidan'] });
    const teams = [await newTeam(service, asha, { name: 'Alpha' }), await newTeam(service, asha, { name: 'Bravo' }), await newTeam(service, asha, { name: 'Charlie' })];
    expect((await service.http().post(`/api/tournaments/${t.id}/fixtures`).set(asha.headers).send({ type: 'round_robin' })).body.message).toBe(TOURNAMENT_MESSAGES.notEnoughTeams);
    for (const team of teams) await register(asha, t.id, team.id);
    expect((await service.http().post(`/api/tournaments/${t.id}/fixtures`).set(asha.headers).send({ type: 'league' })).body.message).toBe(TOURNAMENT_MESSAGES.fixtureType);
    const res = await service.http().post(`/api/tournaments/${t.id}/fixtures`).set(asha.headers).send({ type: 'round_robin' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fixtureType: 'round_robin', byes: [] });
    const matches: MatchResponse[] = res.body.matches;
    const pairs = matches.map((m) => [m.team1Id, m.team2Id].sort((x, y) => x - y).join('-')).sort();
    const ids = teams.map((team) => team.id);
    expect(pairs).toEqual([`${ids[0]}-${ids[1]}`, `${ids[0]}-${ids[2]}`, `${ids[1]}-${ids[2]}`].sort());
    expect(matches[0]).toMatchObject({ tournamentId: t.id, tournamentName: t.name, round: 1, status: 'upcoming', date: t.startDate, time: '14:00', venue: 'Oval' });
    expect((await service.http().post(`/api/tournaments/${t.id}/fixtures`).set(asha.headers).send({ type: 'knockout' })).body.message).toBe(TOURNAMENT_MESSAGES.fixturesExist);
    expect((await service.http().get(`/api/tournaments/${t.id}`).set(asha.headers)).body).toMatchObject({ matchesCount: 3, fixtureType: 'round_robin' });
    expect((await service.http().get(`/api/tournaments/${t.id}/fixtures`).set(asha.headers)).body.matches).toHaveLength(3);
    const created = (await outboxEvents(service, MATCH_EVENTS.matchCreated)).filter((e) => matches.some((m) => m.id === (e.data as { matchId: number }).matchId));
    expect(created.map((e) => e.data).sort((x, y) => (x as { matchId: number }).matchId - (y as { matchId: number }).matchId)).toEqual(
      matches.map((m) => ({ matchId: m.id, status: 'upcoming' })).sort((x, y) => x.matchId - y.matchId),
    );

    // Alpha beats Bravo (Bravo bowled out inside 20 overs: counted as 20); Charlie v Alpha tied; Bravo v Charlie abandoned.
    const find = (x: number, y: number) => matches.find((m) => [m.team1Id, m.team2Id].sort().join() === [x, y].sort().join()) as MatchResponse;
    async function finish(m: MatchResponse, figures: Record<number, [number, number, string]>, outcome: string, winner: number | null) {
      await service.http().post(`/api/my/matches/${m.id}/status`).set(asha.headers).send({ status: 'live' });
      const [one, two] = [figures[m.team1Id], figures[m.team2Id]];
      const res = await service.http().put(`/api/my/matches/${m.id}/result`).set(asha.headers).send({
        outcome, winnerTeamId: winner, team1Score: one[0], team1Wickets: one[1], team1Overs: one[2], team2Score: two[0], team2Wickets: two[1], team2Overs: two[2],
      });
      expect(res.status).toBe(200);
    }
    await finish(find(ids[0], ids[1]), { [ids[0]]: [160, 5, '20'], [ids[1]]: [100, 10, '15'] }, 'win', ids[0]);
    await finish(find(ids[0], ids[2]), { [ids[0]]: [140, 8, '20'], [ids[2]]: [140, 7, '20'] }, 'tie', null);
    await service.http().post(`/api/my/matches/${find(ids[1], ids[2]).id}/status`).set(asha.headers).send({ status: 'abandoned' });

    const table = await service.http().get(`/api/tournaments/${t.id}/points-table`).set(member().headers);
    expect(table.body.tournamentId).toBe(t.id);
    expect(table.body.rows).toEqual([
      { teamId: ids[0], teamName: 'Alpha', teamShortName: 'ALP', played: 2, won: 1, lost: 0, tied: 1, noResult: 0, points: 3, netRunRate: 1.5, pointsDeducted: 0, netRunRateDeducted: 0, runsFor: 300, oversFor: '40', runsAgainst: 240, oversAgainst: '40' },
      { teamId: ids[2], teamName: 'Charlie', teamShortName: 'CHA', played: 2, won: 0, lost: 0, tied: 1, noResult: 1, points: 2, netRunRate: 0, pointsDeducted: 0, netRunRateDeducted: 0, runsFor: 140, oversFor: '20', runsAgainst: 140, oversAgainst: '20' },
      { teamId: ids[1], teamName: 'Bravo', teamShortName: 'BRA', played: 2, won: 0, lost: 1, tied: 0, noResult: 1, points: 1, netRunRate: -3, pointsDeducted: 0, netRunRateDeducted: 0, runsFor: 100, oversFor: '20', runsAgainst: 160, oversAgainst: '20' },
    ]);
  });

  it('records penalties against registered teams: the table deducts them, lists them with their reason, and loses them when removed', async () => {
    const asha = member();
    const t = await newTournament(service, asha, { maxTeams: 4 });
    const [alpha, bravo, stranger] = [await newTeam(service, asha, { name: 'Alpha' }), await newTeam(service, asha, { name: 'Bravo' }), await newTeam(service, asha)];
    for (const team of [alpha, bravo]) await register(asha, t.id, team.id);
    const penalties = `/api/tournaments/${t.id}/penalties`;
    const add = (body: object, who: Member = asha) => service.http().post(penalties).set(who.headers).send(body);

    const refused = [
      [{ teamId: alpha.id, reason: 'Slow over rate' }, TOURNAMENT_MESSAGES.penaltyNothing],
      [{ teamId: alpha.id, points: 0, netRunRate: 0, reason: 'Slow over rate' }, TOURNAMENT_MESSAGES.penaltyNothing],
      [{ teamId: alpha.id, points: 1.5, reason: 'x' }, TOURNAMENT_MESSAGES.penaltyPoints],
      [{ teamId: alpha.id, points: -2, reason: 'x' }, TOURNAMENT_MESSAGES.penaltyPoints],
      [{ teamId: alpha.id, netRunRate: 0.0505, reason: 'x' }, TOURNAMENT_MESSAGES.penaltyNetRunRate],
      [{ teamId: alpha.id, netRunRate: '0.05', reason: 'x' }, TOURNAMENT_MESSAGES.penaltyNetRunRate],
      [{ teamId: alpha.id, netRunRate: 11, reason: 'x' }, TOURNAMENT_MESSAGES.penaltyNetRunRate],
      [{ teamId: alpha.id, points: 2, reason: '  ' }, TOURNAMENT_MESSAGES.penaltyReason],
      [{ teamId: alpha.id, points: 2, reason: 'x'.repeat(201) }, TOURNAMENT_MESSAGES.penaltyReasonTooLong],
      [{ teamId: stranger.id, points: 2, reason: 'Not in it' }, TOURNAMENT_MESSAGES.penaltyTeam],
      [{ points: 2, reason: 'No team' }, TOURNAMENT_MESSAGES.penaltyTeam],
    ] as const;
    for (const [body, message] of refused) {
      const res = await add(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const other = member();
    expect((await add({ teamId: alpha.id, points: 2, reason: 'Hijack' }, other)).status).toBe(403);
    expect((await add({ teamId: alpha.id, points: 2, reason: 'Reader' }, colleague(asha, 'workspace_readonly'))).status).toBe(403);
    expect((await service.http().post('/api/tournaments/999999/penalties').set(asha.headers).send({ teamId: alpha.id, points: 2, reason: 'x' })).status).toBe(404);
    expect((await service.http().get(`/api/tournaments/${t.id}/points-table`).set(asha.headers)).body.penalties).toEqual([]);

    const first = await add({ teamId: alpha.id, netRunRate: 0.05, reason: ' Slow over rate, one over down ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number), tournamentId: t.id, teamId: alpha.id, teamName: 'Alpha', points: 0, netRunRate: 0.05,
      reason: 'Slow over rate, one over down', createdBy: asha.user.id, createdAt: expect.any(String),
    });
    const second = await add({ teamId: alpha.id, points: 3, netRunRate: 0.05, reason: 'Ineligible player' });
    const updated = (await outboxEvents(service, MATCH_EVENTS.tournamentUpdated)).filter((e) => (e.data as { tournamentId: number }).tournamentId === t.id);
    expect(updated.length).toBeGreaterThanOrEqual(2);

    const table = (await service.http().get(`/api/tournaments/${t.id}/points-table`).set(other.headers)).body;
    expect(table.penalties.map((p: { reason: string }) => p.reason)).toEqual(['Slow over rate, one over down', 'Ineligible player']);
    expect(table.rows.map((r: { teamName: string; points: number; netRunRate: number; pointsDeducted: number; netRunRateDeducted: number }) =>
      [r.teamName, r.points, r.netRunRate, r.pointsDeducted, r.netRunRateDeducted])).toEqual([['Bravo', 0, 0, 0, 0], ['Alpha', -3, -0.1, 3, 0.1]]);

    const path = `${penalties}/${second.body.id}`;
    expect((await service.http().delete(path).set(other.headers)).status).toBe(403);
    for (const bad of [`${penalties}/0x10`, `${penalties}/999999`, `/api/tournaments/${(await newTournament(service, asha)).id}/penalties/${first.body.id}`]) {
      const res = await service.http().delete(bad).set(asha.headers);
      expect([res.status, res.body.message]).toEqual([404, TOURNAMENT_MESSAGES.penaltyNotFound]);
    }
    expect((await service.http().delete(path).set(asha.headers)).status).toBe(204);
    const after = (await service.http().get(`/api/tournaments/${t.id}/points-table`).set(asha.headers)).body;
    expect(after.penalties.map((p: { id: number }) => p.id)).toEqual([first.body.id]);
    expect(after.rows.find((r: { teamId: number }) => r.teamId === alpha.id)).toMatchObject({ points: 0, netRunRate: -0.05, pointsDeducted: 0, netRunRateDeducted: 0.05 });
  });

  it('generates a knockout first round with byes for 5 teams', async () => {
    const asha = member();
    const t = await newTournament(service, asha);
    const teams = [];
    for (let i = 0; i < 5; i++) teams.push(await newTeam(service, asha));
    for (const team of teams) await register(asha, t.id, team.id);
    const res = await service.http().post(`/api/tournaments/${t.id}/fixtures`).set(asha.headers).send({ type: 'knockout' });
    expect(res.body.byes).toEqual(teams.slice(0, 3).map((team) => team.id));
    expect(res.body.matches.map((m: MatchResponse) => [m.round, m.team1Id, m.team2Id])).toEqual([[1, teams[3].id, teams[4].id]]);
  });

  it("another workspace's tournament is readable but every change answers 403", async () => {
    const asha = member();
    const t = await newTournament(service, asha);
    const other = member();
    expect((await service.http().get(`/api/tournaments/${t.id}`).set(other.headers)).status).toBe(200);
    const changes = [
      service.http().patch(`/api/tournaments/${t.id}`).set(other.headers).send({ name: 'Hijacked' }),
      service.http().post(`/api/tournaments/${t.id}/status`).set(other.headers).send({ status: 'ongoing' }),
      service.http().post(`/api/tournaments/${t.id}/fixtures`).set(other.headers).send({ type: 'knockout' }),
    ];
    for (const res of await Promise.all(changes)) expect([res.status, res.body.message]).toEqual([403, AUTH_MESSAGES.forbidden]);
    const team = await newTeam(service, asha);
    await register(asha, t.id, team.id);
    const withdraw = await service.http().delete(`/api/tournaments/${t.id}/teams/${team.id}`).set(other.headers);
    expect([withdraw.status, withdraw.body.message]).toEqual([404, TOURNAMENT_MESSAGES.notRegistered]);
    expect((await service.http().get(`/api/tournaments/${t.id}`).set(asha.headers)).body).toMatchObject({ name: t.name, status: 'registration_open', teamsCount: 1 });
  });

  it('readonly members read but get 403 on every write', async () => {
    const asha = member();
    const t = await newTournament(service, asha);
    const team = await newTeam(service, asha);
    const reader = colleague(asha, 'workspace_readonly');
    expect((await service.http().get('/api/my/tournaments').set(reader.headers)).body.tournaments).toHaveLength(1);
    const writes = [
      service.http().post('/api/tournaments').set(reader.headers).send({ name: 'Cup', startDate: inDays(13), maxTeams: 8 }),
      service.http().patch(`/api/tournaments/${t.id}`).set(reader.headers).send({ name: 'X' }),
      service.http().post(`/api/tournaments/${t.id}/status`).set(reader.headers).send({ status: 'ongoing' }),
      service.http().post(`/api/tournaments/${t.id}/teams`).set(reader.headers).send({ teamId: team.id }),
      service.http().post(`/api/tournaments/${t.id}/fixtures`).set(reader.headers).send({ type: 'knockout' }),
    ];
    for (const res of await Promise.all(writes)) expect([res.status, res.body.message]).toEqual([403, AUTH_MESSAGES.forbidden]);
  });
});
