import {
  MATCH_EVENTS,
  MATCH_MESSAGES,
  PLAYING_XI_MESSAGES,
  SCORING_API_MESSAGES,
  SCORING_PATHS,
  type MatchResponse,
  type ScoringEvent,
  type ScoringStateResponse,
  type ScoringSummary,
} from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { matchesService } from '../src/service';
import { matchPayload, member, newSquad, newTeam, newTournament, outboxEvents, type Member } from './factories';

/** A seven-a-side club match of Lions v Tigers, two overs a side, with squads of nine. */
interface Fixture {
  match: MatchResponse;
  lions: string[];
  tigers: string[];
}

describe('matches service: match day (playing XI, reset, a match that ends itself)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('matches', matchesService);
  });
  afterAll(() => service.close());

  async function fixture(owner: Member, { squads = [9, 9], ...overrides }: { squads?: [number, number] } & Record<string, unknown> = {}): Promise<Fixture> {
    const [a, b] = [await newTeam(service, owner, { name: 'Lions' }), await newTeam(service, owner, { name: 'Tigers' })];
    const res = await service.http().post('/api/my/matches').set(owner.headers).send(matchPayload(a, b, { overs: 2, playersPerSide: 7, ...overrides }));
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return { match: res.body, lions: await newSquad(service, owner, a.id, 'Lion', squads[0]), tigers: await newSquad(service, owner, b.id, 'Tiger', squads[1]) };
  }

  const startScoring = (who: Member, matchId: number, body: object) => service.http().post(SCORING_PATHS.scoring(matchId)).set(who.headers).send(body);
  const xi = (ids: string[], captain: string, wicketKeeper: string) => ({ players: ids.slice(0, 7), captain, wicketKeeper });
  const both = ({ lions, tigers }: Fixture) => ({ team1: xi(lions, lions[0], lions[1]), team2: xi(tigers, tigers[0], tigers[6]) });
  const detail = async (who: Member, matchId: number) => (await service.http().get(`/api/my/matches/${matchId}`).set(who.headers)).body as { match: MatchResponse };
  const view = async (who: Member, matchId: number) => (await service.http().get(SCORING_PATHS.scoring(matchId)).set(who.headers)).body as ScoringStateResponse;

  async function record(who: Member, matchId: number, events: ScoringEvent[]): Promise<ScoringSummary> {
    let summary = (await view(who, matchId)).summary!;
    for (const event of events) {
      const res = await service.http().post(SCORING_PATHS.events(matchId)).set(who.headers).send({ expectedSequence: summary.eventCount, event });
      if (res.status !== 201) throw new Error(`${JSON.stringify(event)}: ${res.status} ${JSON.stringify(res.body)}`);
      summary = res.body;
    }
    return summary;
  }

  const ball = (runs = 0, more: Partial<Extract<ScoringEvent, { type: 'delivery' }>> = {}): ScoringEvent => ({ type: 'delivery', runs, ...more });
  const start = (battingTeam: 'team1' | 'team2', striker: string, nonStriker: string, bowler: string): ScoringEvent => ({ type: 'innings_start', battingTeam, striker, nonStriker, bowler });

  it('stores each side’s playing XI with its captain and wicket-keeper, and checks it against the squad and the players per side', async () => {
    const asha = member();
    const f = await fixture(asha);
    const refusals: [unknown, string][] = [
      [{}, PLAYING_XI_MESSAGES.required('Lions', 7)],
      [{ team1: xi(f.lions, f.lions[0], f.lions[1]) }, PLAYING_XI_MESSAGES.required('Tigers', 7)],
      [{ ...both(f), team1: { players: f.lions.slice(0, 8) } }, PLAYING_XI_MESSAGES.size('Lions', 7)],
      [{ ...both(f), team2: { players: [f.tigers[0], f.lions[0]] } }, PLAYING_XI_MESSAGES.notInSquad('Tigers')],
      [{ ...both(f), team1: xi(f.lions, f.lions[8], f.lions[1]) }, PLAYING_XI_MESSAGES.captain('Lions')],
      [{ ...both(f), team2: xi(f.tigers, f.tigers[0], f.tigers[7]) }, PLAYING_XI_MESSAGES.wicketKeeper('Tigers')],
      [{ team1: { players: 'everyone' } }, PLAYING_XI_MESSAGES.shape],
    ];
    for (const [playingXI, message] of refusals) {
      expect((await startScoring(asha, f.match.id, { playingXI })).body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    }
    expect((await view(asha, f.match.id)).started).toBe(false);

    const res = await startScoring(asha, f.match.id, { playingXI: both(f) });
    expect(res.status).toBe(201);
    expect(res.body.setup.teams.team1).toMatchObject({ playingXI: f.lions.slice(0, 7), captain: f.lions[0], wicketKeeper: f.lions[1] });
    expect(res.body.setup.teams.team2).toMatchObject({ playingXI: f.tigers.slice(0, 7), captain: f.tigers[0], wicketKeeper: f.tigers[6] });
    // The squad stays whole: its other two are the substitutes.
    expect(res.body.setup.teams.team1.players).toHaveLength(9);
    expect((await view(member(), f.match.id)).setup?.teams.team2.playingXI).toEqual(f.tigers.slice(0, 7));
    // Only the XI bat and bowl.
    const benched = await service.http().post(SCORING_PATHS.events(f.match.id)).set(asha.headers).send({ expectedSequence: 0, event: start('team1', f.lions[0], f.lions[8], f.tigers[0]) });
    expect(benched.body.message).toBe('Lion 9 is not playing');
  });

  it('players per side come from the match, else its tournament, else eleven', async () => {
    const asha = member();
    const sixes = await newTournament(service, asha, { playersPerSide: 6 });
    expect(sixes.playersPerSide).toBe(6);
    const [a, b] = [await newTeam(service, asha), await newTeam(service, asha)];
    for (const team of [a, b]) await service.http().post(`/api/tournaments/${sixes.id}/teams`).set(asha.headers).send({ teamId: team.id });
    const inCup = await service.http().post('/api/my/matches').set(asha.headers).send(matchPayload(a, b, { tournamentId: sixes.id }));
    const eights = await service.http().post('/api/my/matches').set(asha.headers).send(matchPayload(a, b, { tournamentId: sixes.id, playersPerSide: 8 }));
    const friendly = await service.http().post('/api/my/matches').set(asha.headers).send(matchPayload(a, b));
    expect([inCup.body.playersPerSide, eights.body.playersPerSide, friendly.body.playersPerSide]).toEqual([6, 8, 11]);
    const wrong = await service.http().post('/api/my/matches').set(asha.headers).send(matchPayload(a, b, { playersPerSide: 1 }));
    expect([wrong.status, wrong.body.message]).toEqual([400, MATCH_MESSAGES.playersPerSide]);
  });

  it('a squad of fewer than two players is refused before scoring starts, naming the team; nothing starts', async () => {
    const asha = member();
    const f = await fixture(asha, { squads: [5, 1] });
    const res = await startScoring(asha, f.match.id, {});
    expect(res.body).toEqual({ statusCode: 400, message: 'Tigers needs at least 2 players in its squad before scoring can start', error: 'Bad Request' });
    expect((await detail(asha, f.match.id)).match.status).toBe('upcoming');
    const empty = await fixture(asha, { squads: [0, 5] });
    expect((await startScoring(asha, empty.match.id, {})).body.message).toBe(PLAYING_XI_MESSAGES.squadTooSmall('Lions'));
  });

  it('any match goes back to upcoming while no ball has been recorded: scoring, toss and status are cleared', async () => {
    const asha = member();
    const f = await fixture(asha);
    const path = `/api/my/matches/${f.match.id}`;
    await service.http().put(`${path}/toss`).set(asha.headers).send({ tossWinner: f.match.team1Id, tossDecision: 'bat' });
    expect((await startScoring(asha, f.match.id, { playingXI: both(f) })).status).toBe(201);
    await record(asha, f.match.id, [start('team1', f.lions[0], f.lions[1], f.tigers[0])]);

    const reset = await service.http().post(`${path}/status`).set(asha.headers).send({ status: 'upcoming' });
    expect(reset.body).toMatchObject({ status: 'upcoming', tossComplete: false, tossWinner: null, result: null });
    expect(await view(asha, f.match.id)).toMatchObject({ status: 'upcoming', started: false, events: [] });
    expect((await detail(asha, f.match.id)).match.status).toBe('upcoming');
    const updates = (await outboxEvents(service, MATCH_EVENTS.matchUpdated)).filter((e) => (e.data as { matchId: number }).matchId === f.match.id);
    expect(updates.map((e) => (e.data as { status: string }).status).slice(-1)).toEqual(['upcoming']);

    // Abandoned before a ball: back to upcoming too. Once a ball is recorded: refused, and nothing changes.
    await service.http().post(`${path}/status`).set(asha.headers).send({ status: 'abandoned' });
    expect((await service.http().post(`${path}/status`).set(asha.headers).send({ status: 'upcoming' })).body.status).toBe('upcoming');
    await startScoring(asha, f.match.id, { playingXI: both(f) });
    await record(asha, f.match.id, [start('team1', f.lions[0], f.lions[1], f.tigers[0]), ball(0)]);
    const late = await service.http().post(`${path}/status`).set(asha.headers).send({ status: 'upcoming' });
    expect([late.status, late.body.message]).toEqual([409, MATCH_MESSAGES.resetAfterBall]);
    expect((await view(asha, f.match.id)).summary).toMatchObject({ eventCount: 2, team1Overs: '0.1' });
  });

  it('the winning hit completes the match at once with its margin (seven-a-side: 6 − wickets lost); undo reopens it', async () => {
    const asha = member();
    const cup = await newTournament(service, asha, { playersPerSide: 7 });
    const f = await fixture(asha, { tournamentId: cup.id, playersPerSide: undefined });
    for (const teamId of [f.match.team1Id, f.match.team2Id]) await service.http().post(`/api/tournaments/${cup.id}/teams`).set(asha.headers).send({ teamId });
    await startScoring(asha, f.match.id, { playingXI: both(f) });
    // Lions 12 off two overs; Tigers need 13, lose a wicket, and hit the winning six off the fourth ball.
    await record(asha, f.match.id, [
      start('team1', f.lions[0], f.lions[1], f.tigers[0]),
      ...Array.from({ length: 6 }, () => ball(1)),
      { type: 'bowler', bowler: f.tigers[1] },
      ...Array.from({ length: 6 }, () => ball(1)),
      start('team2', f.tigers[0], f.tigers[1], f.lions[0]),
      ball(0, { wicket: { kind: 'bowled' } }),
      { type: 'batter_in', batter: f.tigers[2] },
      ball(6, { boundary: 6 }),
    ]);
    const beforeWin = (await view(asha, f.match.id)).summary!;
    expect(beforeWin.live?.chase).toMatchObject({ runsNeeded: 7, ballsRemaining: 10 });
    const won = await record(asha, f.match.id, [ball(6, { boundary: 6 }), ball(1)]);
    expect(won).toMatchObject({ completed: true, result: 'Tigers won by 5 wickets', team2Score: 13 });
    expect((await detail(asha, f.match.id)).match).toMatchObject({ status: 'completed', result: 'Tigers won by 5 wickets', outcome: 'win', winnerTeamId: f.match.team2Id });
    const table = async () =>
      (await service.http().get(`/api/tournaments/${cup.id}/points-table`).set(member().headers)).body.rows.map((row: { teamName: string; won: number; points: number }) => [row.teamName, row.won, row.points]);
    expect(await table()).toEqual([
      ['Tigers', 1, 2],
      ['Lions', 0, 0],
    ]);
    const completed = (await outboxEvents(service, MATCH_EVENTS.matchUpdated)).filter((e) => (e.data as { matchId: number }).matchId === f.match.id).pop();
    expect(completed?.data).toMatchObject({ status: 'completed', totals: { runs: 25, wickets: 1 } });

    // The scorer undoes the winning ball: live again, no result, nothing in the table; the ball again completes it.
    const undone = await service.http().post(SCORING_PATHS.undo(f.match.id)).set(asha.headers).send({ expectedSequence: won.eventCount });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ completed: false, result: null, next: 'delivery', team2Score: 12 });
    expect((await detail(asha, f.match.id)).match).toMatchObject({ status: 'live', result: null, outcome: null, winnerTeamId: null });
    expect(await table()).toEqual([
      ['Lions', 0, 0],
      ['Tigers', 0, 0],
    ]);
    const reopened = (await outboxEvents(service, MATCH_EVENTS.matchUpdated)).filter((e) => (e.data as { matchId: number }).matchId === f.match.id).pop();
    expect(reopened?.data).toMatchObject({ status: 'live' });
    const again = await record(asha, f.match.id, [ball(4, { boundary: 4 })]);
    expect(again).toMatchObject({ completed: true, result: 'Tigers won by 5 wickets', team2Score: 16 });
    expect((await detail(asha, f.match.id)).match.status).toBe('completed');
    const refused = await service.http().post(SCORING_PATHS.events(f.match.id)).set(asha.headers).send({ expectedSequence: again.eventCount, event: ball(1) });
    expect([refused.status, refused.body.message]).toEqual([400, 'The match is over']);
  });

  it('the last wicket of the last innings completes the match too, won by runs', async () => {
    const asha = member();
    const f = await fixture(asha, { squads: [3, 3], playersPerSide: 11 });
    await startScoring(asha, f.match.id, {});
    const allOut = await record(asha, f.match.id, [
      start('team1', f.lions[0], f.lions[1], f.tigers[0]),
      ball(4, { boundary: 4 }),
      ...Array.from({ length: 5 }, () => ball(0)),
      { type: 'bowler', bowler: f.tigers[1] },
      ...Array.from({ length: 6 }, () => ball(0)),
      start('team2', f.tigers[0], f.tigers[1], f.lions[0]),
      ball(1),
      ball(0, { wicket: { kind: 'bowled' } }),
      { type: 'batter_in', batter: f.tigers[2] },
      ball(0, { wicket: { kind: 'bowled' } }),
    ]);
    // A squad of three plays whole: two wickets are all out.
    expect(allOut).toMatchObject({ completed: true, result: 'Lions won by 3 runs' });
    expect((await detail(asha, f.match.id)).match).toMatchObject({ status: 'completed', result: 'Lions won by 3 runs' });
    // Another workspace cannot reopen it.
    const stranger = await service.http().post(SCORING_PATHS.undo(f.match.id)).set(member().headers).send({ expectedSequence: allOut.eventCount });
    expect(stranger.status).toBe(403);
  });

  it('a match closed by hand (abandoned mid-innings) takes no more scoring changes', async () => {
    const asha = member();
    const f = await fixture(asha);
    await startScoring(asha, f.match.id, { playingXI: both(f) });
    const summary = await record(asha, f.match.id, [start('team1', f.lions[0], f.lions[1], f.tigers[0]), ball(1)]);
    await service.http().post(`/api/my/matches/${f.match.id}/status`).set(asha.headers).send({ status: 'abandoned' });
    const undo = await service.http().post(SCORING_PATHS.undo(f.match.id)).set(asha.headers).send({ expectedSequence: summary.eventCount });
    expect([undo.status, undo.body.message]).toEqual([409, SCORING_API_MESSAGES.closed]);
  });
});
