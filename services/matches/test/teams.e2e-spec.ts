import { AUTH_MESSAGES, MATCH_EVENTS, TEAM_MESSAGES } from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { matchesService } from '../src/service';
import { colleague, matchPayload, member, newTeam, outboxEvents, registerUser } from './factories';

const teamShape = {
  id: expect.any(Number),
  workspaceId: expect.any(Number),
  name: expect.any(String),
  shortName: expect.any(String),
  description: null,
  logoUrl: null,
  homeGround: null,
  joinCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
  captainId: null,
  viceCaptainId: null,
  playersCount: 0,
  createdBy: expect.any(Number),
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};

describe('matches service: teams', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('matches', matchesService);
  });
  afterAll(() => service.close());

  it('POST /api/my/teams creates a team with a short-name fallback and emits matches.team.created', async () => {
    const asha = member();
    const res = await service.http().post('/api/my/teams').set(asha.headers).send({ name: '  Royal Strikers ', homeGround: 'Oval Maidan' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ...teamShape, name: 'Royal Strikers', shortName: 'ROY', homeGround: 'Oval Maidan', workspaceId: asha.workspace.id, createdBy: asha.user.id });
    const named = await newTeam(service, asha, { name: 'Lions', shortName: 'LNS', description: 'Sunday side' });
    expect(named).toMatchObject({ shortName: 'LNS', description: 'Sunday side' });
    const [event] = (await outboxEvents(service, MATCH_EVENTS.teamCreated)).filter((e) => e.workspaceId === asha.workspace.id);
    expect(event).toMatchObject({ actorId: asha.user.id, data: { teamId: res.body.id } });
  });

  it('refuses a team without a name, or with names too long, storing nothing', async () => {
    const asha = member();
    for (const name of ['', '   ', undefined, 42]) {
      const res = await service.http().post('/api/my/teams').set(asha.headers).send({ name });
      expect(res.body).toEqual({ statusCode: 400, message: TEAM_MESSAGES.nameRequired, error: 'Bad Request' });
    }
    expect((await service.http().post('/api/my/teams').set(asha.headers).send({ name: 'x'.repeat(101) })).body.message).toBe(TEAM_MESSAGES.nameTooLong);
    expect((await service.http().post('/api/my/teams').set(asha.headers).send({ name: 'Ok', shortName: 'ABCDEFGHIJK' })).body.message).toBe(TEAM_MESSAGES.shortNameTooLong);
    expect((await service.http().get('/api/my/teams').set(asha.headers)).body).toEqual({ teams: [] });
  });

  it('GET /api/my/teams answers {teams} of my workspace only; GET /api/my/teams/manager/{userId} the ones a user created', async () => {
    const asha = member();
    const ravi = colleague(asha, 'member');
    const other = member();
    const a = await newTeam(service, asha, { name: 'Alpha' });
    const b = await newTeam(service, ravi, { name: 'Bravo' });
    await newTeam(service, other, { name: 'Elsewhere' });
    const list = await service.http().get('/api/my/teams').set(asha.headers);
    expect(list.status).toBe(200);
    expect(list.body.teams.map((t: { id: number }) => t.id)).toEqual([a.id, b.id]);
    const managed = await service.http().get(`/api/my/teams/manager/${ravi.user.id}`).set(asha.headers);
    expect(managed.body).toEqual({ teams: [{ ...b, updatedAt: expect.any(String) }] });
  });

  it('manages a squad: players by username or by name, roles, styles, jersey numbers, one captain and one vice-captain, removal', async () => {
    const asha = member();
    const team = await newTeam(service, asha, { name: 'Lions' });
    const kiran = member();
    await registerUser(service, kiran.user);
    const path = `/api/my/teams/${team.id}/players`;

    const byUsername = await service.http().post(path).set(asha.headers).send({ username: kiran.user.username.toUpperCase(), playingRole: 'batter', jerseyNumber: 7, isCaptain: true });
    expect(byUsername.status).toBe(201);
    expect(byUsername.body).toEqual({
      id: expect.any(Number), teamId: team.id, userId: kiran.user.id, username: kiran.user.username, name: kiran.user.name,
      playingRole: 'batter', battingStyle: null, bowlingStyle: null, jerseyNumber: 7, isCaptain: true, isViceCaptain: false, isGuest: false, createdAt: expect.any(String),
    });
    const guest = await service.http().post(path).set(asha.headers).send({ name: 'Guest Bowler', playingRole: 'bowler', isViceCaptain: true, battingStyle: 'left-hand', bowlingStyle: 'left-arm-orthodox' });
    expect(guest.body).toMatchObject({ userId: null, username: null, name: 'Guest Bowler', isGuest: true, isViceCaptain: true, battingStyle: 'left-hand', bowlingStyle: 'left-arm-orthodox' });
    const keeper = await service.http().post(path).set(asha.headers).send({ name: 'Keeper', playingRole: 'wicket-keeper', jerseyNumber: '10' });
    expect(keeper.body).toMatchObject({ playingRole: 'wicket-keeper', jerseyNumber: 10 });

    const refusals: [Record<string, unknown>, number, string][] = [
      [{ playingRole: 'batter' }, 400, TEAM_MESSAGES.playerIdentity],
      [{ name: 'X', playingRole: 'captain' }, 400, TEAM_MESSAGES.playingRole],
      [{ name: 'X' }, 400, TEAM_MESSAGES.playingRole],
      [{ name: 'X', playingRole: 'bowler', jerseyNumber: 1000 }, 400, TEAM_MESSAGES.jerseyNumber],
      [{ name: 'X', playingRole: 'bowler', battingStyle: 'ambidextrous' }, 400, TEAM_MESSAGES.battingStyle],
      [{ name: 'X', playingRole: 'bowler', bowlingStyle: 'chinaman' }, 400, TEAM_MESSAGES.bowlingStyle],
      [{ name: 'X', playingRole: 'bowler', jerseyNumber: 7 }, 409, TEAM_MESSAGES.jerseyTaken],
      [{ username: 'nobody_here', playingRole: 'bowler' }, 404, TEAM_MESSAGES.userNotFound],
      [{ username: kiran.user.username, playingRole: 'bowler' }, 409, TEAM_MESSAGES.alreadyInTeam],
      [{ name: 'X', playingRole: 'bowler', isCaptain: true, isViceCaptain: true }, 400, TEAM_MESSAGES.captainAndVice],
    ];
    for (const [body, status, message] of refusals) {
      const res = await service.http().post(path).set(asha.headers).send(body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }

    // A new captain replaces the old one.
    const promoted = await service.http().patch(`${path}/${keeper.body.id}`).set(asha.headers).send({ isCaptain: true, playingRole: 'all-rounder' });
    expect(promoted.body).toMatchObject({ isCaptain: true, playingRole: 'all-rounder' });
    // A style is given, cleared with null, and left as it is when left out.
    const styled = await service.http().patch(`${path}/${guest.body.id}`).set(asha.headers).send({ bowlingStyle: null, battingStyle: 'right-hand' });
    expect(styled.body).toMatchObject({ battingStyle: 'right-hand', bowlingStyle: null, isViceCaptain: true });
    expect((await service.http().patch(`${path}/${guest.body.id}`).set(asha.headers).send({ bowlingStyle: 'swing' })).body.message).toBe(TEAM_MESSAGES.bowlingStyle);
    expect((await service.http().patch(`${path}/${guest.body.id}`).set(asha.headers).send({ jerseyNumber: 44 })).body).toMatchObject({ battingStyle: 'right-hand', bowlingStyle: null });
    const detail = await service.http().get(`/api/my/teams/${team.id}`).set(asha.headers);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: team.id, playersCount: 3, captainId: keeper.body.id, viceCaptainId: guest.body.id, recentMatches: [] });
    expect(detail.body.players.filter((p: { isCaptain: boolean }) => p.isCaptain)).toHaveLength(1);

    const removed = await service.http().delete(`${path}/${guest.body.id}`).set(asha.headers);
    expect(removed.status).toBe(204);
    expect((await service.http().delete(`${path}/${guest.body.id}`).set(asha.headers)).body.message).toBe(TEAM_MESSAGES.playerNotFound);
    const after = await service.http().get(`/api/my/teams/${team.id}`).set(asha.headers);
    expect(after.body).toMatchObject({ playersCount: 2, viceCaptainId: null });
    const updates = (await outboxEvents(service, MATCH_EVENTS.teamUpdated)).filter((e) => (e.data as { teamId: number }).teamId === team.id);
    expect(updates.length).toBeGreaterThanOrEqual(5);
  });

  it('shows recent matches on the team detail', async () => {
    const asha = member();
    const [a, b] = [await newTeam(service, asha), await newTeam(service, asha)];
    const match = await service.http().post('/api/my/matches').set(asha.headers).send(matchPayload(a, b));
    const detail = await service.http().get(`/api/my/teams/${a.id}`).set(asha.headers);
    expect(detail.body.recentMatches).toEqual([expect.objectContaining({ id: match.body.id, team1Id: a.id, team2Id: b.id })]);
  });

  it('joins the signed-in user by code, once, and lets them read the team from another workspace', async () => {
    const asha = member();
    const team = await newTeam(service, asha);
    const kiran = member();
    const joined = await service.http().post(`/api/my/teams/join/${team.joinCode.toLowerCase()}`).set(kiran.headers).send({});
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id: team.id, playersCount: 1 });
    const again = await service.http().post(`/api/my/teams/join/${team.joinCode}`).set(kiran.headers).send({ playingRole: 'bowler' });
    expect(again.body.playersCount).toBe(1);
    const mine = await service.http().get('/api/my/teams').set(kiran.headers);
    expect(mine.body.teams.map((t: { id: number }) => t.id)).toEqual([team.id]);
    const detail = await service.http().get(`/api/my/teams/${team.id}`).set(kiran.headers);
    expect(detail.body.players).toEqual([expect.objectContaining({ userId: kiran.user.id, username: kiran.user.username, playingRole: 'batter' })]);
    const bad = await service.http().post('/api/my/teams/join/NOPE1234').set(kiran.headers).send({});
    expect([bad.status, bad.body.message]).toEqual([404, TEAM_MESSAGES.invalidJoinCode]);
    // Kiran plays for the team but cannot change it.
    const change = await service.http().patch(`/api/my/teams/${team.id}`).set(kiran.headers).send({ name: 'Mine now' });
    expect([change.status, change.body.message]).toEqual([404, TEAM_MESSAGES.notFound]);
  });

  it("another workspace's team answers 404 to every call", async () => {
    const asha = member();
    const team = await newTeam(service, asha);
    const other = member();
    const calls = [
      service.http().get(`/api/my/teams/${team.id}`).set(other.headers),
      service.http().patch(`/api/my/teams/${team.id}`).set(other.headers).send({ name: 'Taken' }),
      service.http().delete(`/api/my/teams/${team.id}`).set(other.headers),
      service.http().post(`/api/my/teams/${team.id}/players`).set(other.headers).send({ name: 'X', playingRole: 'batter' }),
      service.http().get('/api/my/teams/abc').set(other.headers),
    ];
    for (const res of await Promise.all(calls)) expect([res.status, res.body.message]).toEqual([404, TEAM_MESSAGES.notFound]);
    expect((await service.http().get(`/api/my/teams/${team.id}`).set(asha.headers)).body.name).toBe(team.name);
  });

  it('readonly members read but get 403 on every write', async () => {
    const asha = member();
    const team = await newTeam(service, asha);
    const reader = colleague(asha, 'workspace_readonly');
    expect((await service.http().get('/api/my/teams').set(reader.headers)).body.teams).toHaveLength(1);
    expect((await service.http().get(`/api/my/teams/${team.id}`).set(reader.headers)).status).toBe(200);
    const writes = [
      service.http().post('/api/my/teams').set(reader.headers).send({ name: 'Nope' }),
      service.http().patch(`/api/my/teams/${team.id}`).set(reader.headers).send({ name: 'Nope' }),
      service.http().delete(`/api/my/teams/${team.id}`).set(reader.headers),
      service.http().post(`/api/my/teams/${team.id}/players`).set(reader.headers).send({ name: 'X', playingRole: 'batter' }),
    ];
    for (const res of await Promise.all(writes)) expect([res.status, res.body.message]).toEqual([403, AUTH_MESSAGES.forbidden]);
  });

  it('updates and deletes a team, emitting team.updated and team.deleted', async () => {
    const asha = member();
    const team = await newTeam(service, asha, { name: 'Old' });
    const blank = await service.http().patch(`/api/my/teams/${team.id}`).set(asha.headers).send({ name: '   ' });
    expect([blank.status, blank.body.message]).toEqual([400, TEAM_MESSAGES.nameRequired]);
    expect((await service.http().get(`/api/my/teams/${team.id}`).set(asha.headers)).body.name).toBe('Old');
    const res = await service.http().patch(`/api/my/teams/${team.id}`).set(asha.headers).send({ name: 'New Name', shortName: '' });
    expect(res.body).toMatchObject({ name: 'New Name', shortName: 'NEW' });
    expect((await service.http().delete(`/api/my/teams/${team.id}`).set(asha.headers)).status).toBe(204);
    expect((await service.http().get(`/api/my/teams/${team.id}`).set(asha.headers)).status).toBe(404);
    const deleted = (await outboxEvents(service, MATCH_EVENTS.teamDeleted)).find((e) => (e.data as { teamId: number }).teamId === team.id);
    expect(deleted).toMatchObject({ workspaceId: asha.workspace.id, actorId: asha.user.id });
  });
});
