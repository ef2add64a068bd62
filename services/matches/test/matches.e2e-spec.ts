import { AUTH_MESSAGES, MATCH_EVENTS, MATCH_MESSAGES, TEAM_MESSAGES, type MatchResponse } from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { matchesService } from '../src/service';
import { colleague, matchPayload, member, newTeam, newTournament, outboxEvents, type Member } from './factories';

const matchShape = {
  id: expect.any(Number),
  workspaceId: expect.any(Number),
  team1Id: expect.any(Number),
  team2Id: expect.any(Number),
  team1Name: expect.any(String),
  team1ShortName: expect.any(String),
  team2Name: expect.any(String),
  team2ShortName: expect.any(String),
  format: 't20',
  status: 'upcoming',
  date: '2026-12-05',
  time: '14:00',
  venue: 'Wankhede Stadium',
  overs: null,
  playersPerSide: 11,
  tournamentId: null,
  tournamentName: null,
  round: null,
  tossComplete: false,
  tossWinner: null,
  tossDecision: null,
  result: null,
  outcome: null,
  winnerTeamId: null,
  createdBy: expect.any(Number),
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};

describe('matches service: matches', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('matches', matchesService);
  });
  afterAll(() => service.close());

  async function friendly(owner: Member, overrides = {}): Promise<MatchResponse> {
    const [a, b] = [await newTeam(service, owner), await newTeam(service, owner)];
    const res = await service.http().post('/api/my/matches').set(owner.headers).send(matchPayload(a, b, overrides));
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body;
  }

  it('POST /api/my/matches creates an upcoming friendly with an id and emits matches.match.created', async () => {
    const asha = member();
    const [a, b] = [await newTeam(service, asha), await newTeam(service, asha)];
    const res = await service
      .http()
      .post('/api/my/matches')
      .set(asha.headers)
      .send({ ...matchPayload(a, b), format: undefined, tournamentId: 'none', overs: '18', status: 'live', workspaceId: 999 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ...matchShape, workspaceId: asha.workspace.id, team1Id: a.id, team2Id: b.id, team1Name: a.name, team2Name: b.name,
      team1ShortName: a.shortName, team2ShortName: b.shortName, overs: 18, createdBy: asha.user.id,
    });
    const event = (await outboxEvents(service, MATCH_EVENTS.matchCreated)).find((e) => (e.data as { matchId: number }).matchId === res.body.id);
    expect(event).toMatchObject({ workspaceId: asha.workspace.id, actorId: asha.user.id, data: { matchId: res.body.id, status: 'upcoming' } });
  });

  it('answers every validation message of core §5 and stores nothing', async () => {
    const asha = member();
    const [a, b] = [await newTeam(service, asha), await newTeam(service, asha)];
    const valid = matchPayload(a, b);
    const cases: [Record<string, unknown>, string][] = [
      [{ team1Id: undefined }, 'Team 1 is required'],
      [{ team1Name: '' }, 'Team 1 name is required'],
      [{ team1ShortName: '  ' }, 'Team 1 short name is required'],
      [{ team2Id: null }, 'Team 2 is required'],
      [{ team2Name: undefined }, 'Team 2 name is required'],
      [{ team2ShortName: '' }, 'Team 2 short name is required'],
      [{ venue: '' }, 'Venue is required'],
      [{ date: '' }, 'Date is required'],
      [{ time: undefined }, 'Time is required'],
      [{ team2Id: a.id }, 'Team 1 and Team 2 cannot be the same'],
      [{ format: 't99' }, MATCH_MESSAGES.format],
      [{ date: '05/12/2026' }, MATCH_MESSAGES.dateFormat],
      [{ time: '2pm' }, MATCH_MESSAGES.timeFormat],
      [{ overs: 'twenty' }, MATCH_MESSAGES.overs],
      [{ tournamentId: 'cup' }, MATCH_MESSAGES.tournamentId],
    ];
    for (const [override, message] of cases) {
      const res = await service.http().post('/api/my/matches').set(asha.headers).send({ ...valid, ...override });
      expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    }
    const empty = await service.http().post('/api/my/matches').set(asha.headers).send({});
    expect(empty.body.message).toBe('Team 1 is required');
    const unknownTournament = await service.http().post('/api/my/matches').set(asha.headers).send({ ...valid, tournamentId: 999999 });
    expect([unknownTournament.status, unknownTournament.body.message]).toEqual([404, MATCH_MESSAGES.tournamentNotFound]);
    expect((await service.http().get('/api/my/matches').set(asha.headers)).body).toEqual({ matches: [] });
  });

  it('accepts every format of core §5', async () => {
    const asha = member();
    const [a, b] = [await newTeam(service, asha), await newTeam(service, asha)];
    for (const format of ['t20', 'odi', 'test', 't15', 't10', 't9', 't8', 't7', 't6', 't5', 't4', 't3', 't2', 't1', 'custom'] as const) {
      const res = await service.http().post('/api/my/matches').set(asha.headers).send(matchPayload(a, b, { format }));
      expect([res.status, res.body.format]).toEqual([201, format]);
    }
  });

  it('GET /api/my/matches lists {matches} of my workspace, filtered by status', async () => {
    const asha = member();
    const first = await friendly(asha, { date: '2026-12-01' });
    const second = await friendly(asha, { date: '2026-12-02' });
    await friendly(member());
    await service.http().post(`/api/my/matches/${first.id}/status`).set(asha.headers).send({ status: 'live' });
    const all = await service.http().get('/api/my/matches').set(asha.headers);
    expect(all.body.matches.map((m: MatchResponse) => m.id)).toEqual([second.id, first.id]);
    const live = await service.http().get('/api/my/matches?status=live').set(asha.headers);
    expect(live.body.matches.map((m: MatchResponse) => [m.id, m.status])).toEqual([[first.id, 'live']]);
    const bad = await service.http().get('/api/my/matches?status=finished').set(asha.headers);
    expect([bad.status, bad.body.message]).toEqual([400, MATCH_MESSAGES.statusFilter]);
  });

  it('GET /api/my/matches/{id} and /api/matches/{id} answer {match, score}; absent answers 404 Match not found', async () => {
    const asha = member();
    const match = await friendly(asha);
    for (const path of [`/api/my/matches/${match.id}`, `/api/matches/${match.id}`]) {
      const res = await service.http().get(path).set(asha.headers);
      expect(res.body).toEqual({ match: { ...match, updatedAt: expect.any(String) }, score: null });
    }
    for (const path of ['/api/my/matches/999999', '/api/matches/abc']) {
      const res = await service.http().get(path).set(asha.headers);
      expect(res.body).toEqual({ statusCode: 404, message: MATCH_MESSAGES.notFound, error: 'Not Found' });
    }
  });

  it('PUT /api/my/matches/{id} edits with the same rules', async () => {
    const asha = member();
    const match = await friendly(asha);
    const base = { ...match, status: 'upcoming' };
    const ok = await service.http().put(`/api/my/matches/${match.id}`).set(asha.headers).send({ ...base, venue: 'Eden Gardens', format: 'odi', time: '09:30' });
    expect(ok.body).toMatchObject({ id: match.id, venue: 'Eden Gardens', format: 'odi', time: '09:30' });
    const bad = await service.http().put(`/api/my/matches/${match.id}`).set(asha.headers).send({ ...base, venue: '' });
    expect(bad.body.message).toBe('Venue is required');
    const same = await service.http().put(`/api/my/matches/${match.id}`).set(asha.headers).send({ ...base, team2Id: match.team1Id });
    expect(same.body.message).toBe('Team 1 and Team 2 cannot be the same');
    expect((await service.http().get(`/api/my/matches/${match.id}`).set(asha.headers)).body.match.venue).toBe('Eden Gardens');
    const updated = (await outboxEvents(service, MATCH_EVENTS.matchUpdated)).filter((e) => (e.data as { matchId: number }).matchId === match.id);
    expect(updated.map((e) => e.data)).toEqual([{ matchId: match.id, status: 'upcoming' }]);
  });

  it('records the toss, goes live, keeps the score and completes with a result; status moves only forward', async () => {
    const asha = member();
    const match = await friendly(asha);
    const path = `/api/my/matches/${match.id}`;
    const badToss = await service.http().put(`${path}/toss`).set(asha.headers).send({ tossWinner: 12345, tossDecision: 'bat' });
    expect(badToss.body.message).toBe(MATCH_MESSAGES.tossWinner);
    expect((await service.http().put(`${path}/toss`).set(asha.headers).send({ tossWinner: match.team1Id, tossDecision: 'field' })).body.message).toBe(MATCH_MESSAGES.tossDecision);
    const toss = await service.http().put(`${path}/toss`).set(asha.headers).send({ tossWinner: match.team2Id, tossDecision: 'bowl' });
    expect(toss.body).toMatchObject({ tossComplete: true, tossWinner: match.team2Id, tossDecision: 'bowl' });

    const early = await service.http().put(`${path}/result`).set(asha.headers).send({ outcome: 'win', winnerTeamId: match.team1Id, team1Score: 1, team1Wickets: 0, team1Overs: '1', team2Score: 0, team2Wickets: 0, team2Overs: '1' });
    expect([early.status, early.body.message]).toEqual([409, MATCH_MESSAGES.resultNotLive]);
    const score = { battingTeam: match.team1Id, currentInnings: 1, team1Score: 0, team1Wickets: 0, team1Overs: '0', team2Score: 0, team2Wickets: 0, team2Overs: '0' };
    expect((await service.http().put(`${path}/score`).set(asha.headers).send(score)).body.message).toBe(MATCH_MESSAGES.scoreNotLive);
    expect((await service.http().post(`${path}/status`).set(asha.headers).send({ status: 'upcoming' })).body.message).toBe(MATCH_MESSAGES.transition('upcoming', 'upcoming'));
    expect((await service.http().post(`${path}/status`).set(asha.headers).send({ status: 'over' })).body.message).toBe(MATCH_MESSAGES.status);

    expect((await service.http().post(`${path}/status`).set(asha.headers).send({ status: 'live' })).body.status).toBe('live');
    const live = await service.http().put(`${path}/score`).set(asha.headers).send({ ...score, team1Score: 88, team1Wickets: 2, team1Overs: 12.3 });
    expect(live.body.score).toEqual({ ...score, team1Score: 88, team1Wickets: 2, team1Overs: '12.3' });
    const scoreEvent = (await outboxEvents(service, MATCH_EVENTS.scoreUpdated)).find((e) => (e.data as { matchId: number }).matchId === match.id);
    expect(scoreEvent?.data).toMatchObject({ matchId: match.id, team1Score: 88 });
    expect((await service.http().put(`${path}/score`).set(asha.headers).send({ ...score, team1Overs: '12.7' })).body.message).toBe(MATCH_MESSAGES.resultOvers);

    const result = { outcome: 'win', winnerTeamId: match.team1Id, team1Score: 171, team1Wickets: 6, team1Overs: '20', team2Score: 150, team2Wickets: 10, team2Overs: '18.4' };
    expect((await service.http().put(`${path}/result`).set(asha.headers).send({ ...result, winnerTeamId: 777 })).body.message).toBe(MATCH_MESSAGES.resultWinner);
    expect((await service.http().put(`${path}/result`).set(asha.headers).send({ ...result, outcome: 'draw' })).body.message).toBe(MATCH_MESSAGES.resultOutcome);
    expect((await service.http().put(`${path}/result`).set(asha.headers).send({ ...result, team2Wickets: 11 })).body.message).toBe(MATCH_MESSAGES.resultScore);
    const done = await service.http().put(`${path}/result`).set(asha.headers).send(result);
    expect(done.body).toMatchObject({ status: 'completed', outcome: 'win', winnerTeamId: match.team1Id, result: `${match.team1Name} won the match` });
    const detail = await service.http().get(path).set(asha.headers);
    expect(detail.body.score).toMatchObject({ team1Score: 171, team2Wickets: 10, team2Overs: '18.4' });

    const back = await service.http().post(`${path}/status`).set(asha.headers).send({ status: 'live' });
    expect([back.status, back.body.message]).toEqual([409, MATCH_MESSAGES.transition('completed', 'live')]);
    // Balls were bowled (the score kept by hand says so): the match cannot go back to upcoming.
    const reset = await service.http().post(`${path}/status`).set(asha.headers).send({ status: 'upcoming' });
    expect([reset.status, reset.body.message]).toEqual([409, MATCH_MESSAGES.resetAfterBall]);
    // A finished match changes only its tournament (match-files.e2e-spec.ts attaches one).
    const edit = await service.http().put(path).set(asha.headers).send({ ...match, venue: 'Elsewhere' });
    expect([edit.status, edit.body.message]).toEqual([409, MATCH_MESSAGES.notEditable]);
    // Statistics counts live matches from the status each event carries (toss, live, result).
    const updates = (await outboxEvents(service, MATCH_EVENTS.matchUpdated)).filter((e) => (e.data as { matchId: number }).matchId === match.id);
    expect(updates.map((e) => (e.data as { status: string }).status)).toEqual(['upcoming', 'live', 'completed']);
  });

  it('abandons an upcoming match', async () => {
    const asha = member();
    const match = await friendly(asha);
    const res = await service.http().post(`/api/my/matches/${match.id}/status`).set(asha.headers).send({ status: 'abandoned' });
    expect(res.body.status).toBe('abandoned');
    expect((await service.http().post(`/api/my/matches/${match.id}/status`).set(asha.headers).send({ status: 'live' })).status).toBe(409);
  });

  it("another workspace's match is readable but every change answers 403 (absent ones 404)", async () => {
    const asha = member();
    const match = await friendly(asha);
    const other = member();
    expect((await service.http().get(`/api/my/matches/${match.id}`).set(other.headers)).body.match.id).toBe(match.id);
    expect((await service.http().get(`/api/matches/${match.id}`).set(other.headers)).status).toBe(200);
    const path = `/api/my/matches/${match.id}`;
    const changes = [
      service.http().put(path).set(other.headers).send(match),
      service.http().delete(path).set(other.headers),
      service.http().post(`${path}/status`).set(other.headers).send({ status: 'live' }),
      service.http().put(`${path}/toss`).set(other.headers).send({ tossWinner: match.team1Id, tossDecision: 'bat' }),
    ];
    for (const res of await Promise.all(changes)) expect([res.status, res.body.message]).toEqual([403, AUTH_MESSAGES.forbidden]);
    expect((await service.http().get('/api/my/matches').set(other.headers)).body.matches).toEqual([]);
    const tournament = await newTournament(service, other);
    const [a, b] = [await newTeam(service, asha), await newTeam(service, asha)];
    const inOthers = await service.http().post('/api/my/matches').set(asha.headers).send(matchPayload(a, b, { tournamentId: tournament.id }));
    expect(inOthers.status).toBe(403);
    const absent = await service.http().put('/api/my/matches/999999').set(asha.headers).send(match);
    expect(absent.status).toBe(404);
  });

  it("names another workspace's team only when it is registered in the match's tournament; otherwise 404 and nothing stored", async () => {
    const asha = member();
    const other = member();
    const [mine, theirs] = [await newTeam(service, asha), await newTeam(service, other)];
    const before = (await service.http().get('/api/my/matches').set(asha.headers)).body.matches;

    const friendlyAgainstTheirs = await service.http().post('/api/my/matches').set(asha.headers).send(matchPayload(mine, theirs));
    expect([friendlyAgainstTheirs.status, friendlyAgainstTheirs.body.message]).toEqual([404, TEAM_MESSAGES.notFound]);
    expect((await service.http().get('/api/my/matches').set(asha.headers)).body.matches).toEqual(before);
    expect((await service.http().get('/api/my/matches').set(other.headers)).body.matches).toEqual([]);

    const cup = await newTournament(service, asha);
    const registered = await service.http().post(`/api/tournaments/${cup.id}/teams`).set(other.headers).send({ teamId: theirs.id });
    expect(registered.status).toBe(201);
    const fixture = await service.http().post('/api/my/matches').set(asha.headers).send(matchPayload(mine, theirs, { tournamentId: cup.id }));
    expect(fixture.status).toBe(201);

    const edited = await service.http().put(`/api/my/matches/${fixture.body.id}`).set(asha.headers).send(matchPayload(mine, theirs));
    expect([edited.status, edited.body.message]).toEqual([404, TEAM_MESSAGES.notFound]);
    expect((await service.http().get(`/api/my/matches/${fixture.body.id}`).set(asha.headers)).body.match.tournamentId).toBe(cup.id);
  });

  it('readonly members read but get 403 on every write', async () => {
    const asha = member();
    const match = await friendly(asha);
    const reader = colleague(asha, 'workspace_readonly');
    expect((await service.http().get('/api/my/matches').set(reader.headers)).body.matches).toHaveLength(1);
    const path = `/api/my/matches/${match.id}`;
    const writes = [
      service.http().post('/api/my/matches').set(reader.headers).send(match),
      service.http().put(path).set(reader.headers).send(match),
      service.http().delete(path).set(reader.headers),
      service.http().post(`${path}/status`).set(reader.headers).send({ status: 'live' }),
      service.http().put(`${path}/toss`).set(reader.headers).send({ tossWinner: match.team1Id, tossDecision: 'bat' }),
      service.http().put(`${path}/result`).set(reader.headers).send({}),
    ];
    for (const res of await Promise.all(writes)) expect([res.status, res.body.message]).toEqual([403, AUTH_MESSAGES.forbidden]);
  });

  it('deletes a match and emits matches.match.deleted', async () => {
    const asha = member();
    const match = await friendly(asha);
    expect((await service.http().delete(`/api/my/matches/${match.id}`).set(asha.headers)).status).toBe(204);
    expect((await service.http().get(`/api/my/matches/${match.id}`).set(asha.headers)).status).toBe(404);
    const deleted = (await outboxEvents(service, MATCH_EVENTS.matchDeleted)).find((e) => (e.data as { matchId: number }).matchId === match.id);
    expect(deleted).toMatchObject({ workspaceId: asha.workspace.id, data: { matchId: match.id, status: 'upcoming' } });
  });
});
