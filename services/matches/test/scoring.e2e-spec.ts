import {
  AUTH_MESSAGES,
  MATCH_EVENTS,
  MATCH_MESSAGES,
  SCORING_API_MESSAGES,
  SCORING_MESSAGES,
  SCORER_LOCK_MESSAGES,
  SCORER_LOCK_PATHS,
  SCORING_PATHS,
  type EventEnvelope,
  type MatchResponse,
  type ScoringEvent,
  type ScoringStateResponse,
} from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { matchesService } from '../src/service';
import { colleague, matchPayload, member, newSquad, newTeam, newTournament, outboxEvents, type Member } from './factories';

/** A scored match: its squads' player ids by batting order (L1 = lions[0]). */
interface Fixture {
  match: MatchResponse;
  lions: string[];
  tigers: string[];
}

describe('matches service: ball-by-ball scoring', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('matches', matchesService);
  });
  afterAll(() => service.close());

  /** A t2 (2 overs a side) match of Lions v Tigers with squads of five, optionally in a tournament. */
  async function fixture(owner: Member, overrides: Record<string, unknown> = {}): Promise<Fixture> {
    const [a, b] = [await newTeam(service, owner, { name: 'Lions' }), await newTeam(service, owner, { name: 'Tigers' })];
    const tournamentId = overrides.tournamentId as number | undefined;
    if (tournamentId) {
      for (const team of [a, b]) await service.http().post(`/api/tournaments/${tournamentId}/teams`).set(owner.headers).send({ teamId: team.id });
    }
    const res = await service.http().post('/api/my/matches').set(owner.headers).send(matchPayload(a, b, { format: 't2', ...overrides }));
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return { match: res.body, lions: await newSquad(service, owner, a.id, 'Lion'), tigers: await newSquad(service, owner, b.id, 'Tiger') };
  }

  async function started(owner: Member, overrides: Record<string, unknown> = {}): Promise<Fixture> {
    const f = await fixture(owner, overrides);
    const res = await service.http().post(SCORING_PATHS.scoring(f.match.id)).set(owner.headers).send({});
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return f;
  }

  const append = (who: Member, matchId: number, expectedSequence: number, event: unknown) =>
    service.http().post(SCORING_PATHS.events(matchId)).set(who.headers).send({ expectedSequence, event });

  /** Records events one after another, each expecting the count so far. */
  async function record(who: Member, matchId: number, events: ScoringEvent[]): Promise<void> {
    let sequence = (await view(who, matchId)).summary?.eventCount ?? 0;
    for (const event of events) {
      const res = await append(who, matchId, sequence, event);
      if (res.status !== 201) throw new Error(`event ${sequence} ${JSON.stringify(event)}: ${res.status} ${JSON.stringify(res.body)}`);
      sequence = res.body.eventCount;
    }
  }

  async function view(who: Member, matchId: number): Promise<ScoringStateResponse> {
    return (await service.http().get(SCORING_PATHS.scoring(matchId)).set(who.headers)).body;
  }

  const ofMatch = (events: EventEnvelope[], matchId: number) => events.filter((e) => (e.data as { matchId: number }).matchId === matchId);

  const ball = (runs = 0, more: Partial<Extract<ScoringEvent, { type: 'delivery' }>> = {}): ScoringEvent => ({ type: 'delivery', runs, ...more });
  const start = (battingTeam: 'team1' | 'team2', striker: string, nonStriker: string, bowler: string): ScoringEvent => ({
    type: 'innings_start', battingTeam, striker, nonStriker, bowler,
  });

  /** Lions 21/1 in 2 overs: a wide, a no-ball then a six off the free hit, a bowled and a new batter. */
  const lionsInnings = ({ lions, tigers }: Fixture): ScoringEvent[] => [
    start('team1', lions[0], lions[1], tigers[0]),
    ball(1),
    ball(0, { extra: 'wide' }),
    ball(4, { boundary: 4 }),
    ball(0, { extra: 'no_ball' }),
    ball(6, { boundary: 6 }),
    ball(0),
    ball(0, { wicket: { kind: 'bowled' } }),
    { type: 'batter_in', batter: lions[2] },
    ball(2),
    { type: 'bowler', bowler: tigers[1] },
    ...Array.from({ length: 6 }, () => ball(1)),
  ];

  it('scores a whole t2 match through HTTP to its result, completes it and feeds the points table', async () => {
    const asha = member();
    const cup = await newTournament(service, asha);
    const f = await started(asha, { tournamentId: cup.id });
    const { match, lions, tigers } = f;
    expect((await service.http().get(`/api/matches/${match.id}`).set(asha.headers)).body.match.status).toBe('live');

    await record(asha, match.id, lionsInnings(f));
    const between = await view(asha, match.id);
    expect(between.summary).toMatchObject({ next: 'innings_start', team1Score: 21, team1Wickets: 1, team1Overs: '2', currentInnings: 1, battingTeam: match.team1Id });
    expect(between.scorecard.innings[0].extras).toMatchObject({ wides: 1, noBalls: 1, total: 2 });
    expect(between.scorecard.innings[0].batting.map((row) => [row.name, row.runs, row.howOut])).toEqual([
      ['Lion 1', 4, 'not out'],
      ['Lion 2', 10, 'b Tiger 1'],
      ['Lion 3', 5, 'not out'],
    ]);

    // Tigers: a swap of ends, then a run out off the first ball of the second over, completed run kept.
    await record(asha, match.id, [
      start('team2', tigers[0], tigers[1], lions[0]),
      { type: 'swap_strike' },
      ...Array.from({ length: 6 }, () => ball(0)),
      { type: 'bowler', bowler: lions[1] },
      ball(1, { wicket: { kind: 'run_out', batter: tigers[0], fielders: [lions[3]] } }),
      { type: 'batter_in', batter: tigers[2] },
    ]);
    const chase = await view(asha, match.id);
    expect(chase.summary?.live?.chase).toEqual({ runsNeeded: 21, ballsRemaining: 5, requiredRunRate: 25.2 });
    const detail = await service.http().get(`/api/my/matches/${match.id}`).set(asha.headers);
    expect(detail.body.score).toEqual({
      battingTeam: match.team2Id, currentInnings: 2, team1Score: 21, team1Wickets: 1, team1Overs: '2', team2Score: 1, team2Wickets: 1, team2Overs: '1.1',
    });

    const early = await service.http().post(SCORING_PATHS.finish(match.id)).set(asha.headers);
    expect([early.status, early.body.message]).toEqual([409, SCORING_API_MESSAGES.noResult]);
    // The last ball of the last over completes the match with its result at once.
    await record(asha, match.id, Array.from({ length: 5 }, () => ball(1)));
    const over = await view(asha, match.id);
    expect(over.summary).toMatchObject({ completed: true, next: 'none', result: 'Lions won by 15 runs', team2Score: 6, team2Wickets: 1, team2Overs: '2' });
    expect(over.scorecard.result).toBe('Lions won by 15 runs');
    const finished = await service.http().get(`/api/my/matches/${match.id}`).set(asha.headers);
    expect(finished.body.match).toMatchObject({ status: 'completed', result: 'Lions won by 15 runs', outcome: 'win', winnerTeamId: match.team1Id });
    expect(finished.body.score).toMatchObject({ team1Score: 21, team1Wickets: 1, team1Overs: '2', team2Score: 6, team2Wickets: 1, team2Overs: '2' });
    const table = await service.http().get(`/api/tournaments/${cup.id}/points-table`).set(member().headers);
    expect(table.body.rows.map((row: { teamName: string; won: number; points: number; runsFor: number; oversFor: string }) => [row.teamName, row.won, row.points, row.runsFor, row.oversFor])).toEqual([
      ['Lions', 1, 2, 21, '2'],
      ['Tigers', 0, 0, 6, '2'],
    ]);
    const updated = ofMatch(await outboxEvents(service, MATCH_EVENTS.matchUpdated), match.id);
    expect(updated.map((e) => (e.data as { status?: string }).status)).toEqual(['live', 'completed']);
    expect(updated[1].data).toMatchObject({ totals: { legalBalls: 24, fours: 1, sixes: 1, wickets: 2, runs: 27 } });
    const cupUpdates = (await outboxEvents(service, MATCH_EVENTS.tournamentUpdated)).filter((e) => (e.data as { tournamentId: number }).tournamentId === cup.id);
    expect(cupUpdates.length).toBeGreaterThanOrEqual(2);

    const closed = await append(asha, match.id, over.summary!.eventCount, ball(0));
    expect([closed.status, closed.body.message]).toEqual([400, SCORING_MESSAGES.matchOver]);
  });

  it('writes BALL_RECORDED, STRIKER_SWAP and SCORE_UPDATE events per change, and FORCE_REFRESH after undo and edit', async () => {
    const asha = member();
    const { match, lions, tigers } = await started(asha);
    await record(asha, match.id, [start('team1', lions[0], lions[1], tigers[0]), ball(4, { boundary: 4 }), { type: 'swap_strike' }]);
    const balls = ofMatch(await outboxEvents(service, MATCH_EVENTS.ballRecorded), match.id);
    expect(balls).toHaveLength(1);
    expect(balls[0]).toMatchObject({
      workspaceId: asha.workspace.id,
      actorId: asha.user.id,
      data: {
        matchId: match.id, seq: 1, innings: 1,
        delivery: { label: '4', striker: lions[0], bowler: tigers[0], totalRuns: 4, batterRuns: 4, over: 0, ballInOver: 1, legal: true },
        score: { matchId: match.id, eventCount: 2, team1Score: 4, team1Overs: '0.1', live: { striker: lions[0], thisOver: ['4'] } },
      },
    });
    const swaps = ofMatch(await outboxEvents(service, MATCH_EVENTS.strikerSwapped), match.id);
    expect(swaps.map((e) => e.data)).toEqual([{ matchId: match.id, seq: 2, striker: lions[1], nonStriker: lions[0] }]);
    expect(ofMatch(await outboxEvents(service, MATCH_EVENTS.scoreUpdated), match.id).map((e) => (e.data as { eventCount: number }).eventCount)).toEqual([1, 2, 3]);
    expect(ofMatch(await outboxEvents(service, MATCH_EVENTS.forceRefresh), match.id)).toHaveLength(0);

    expect((await service.http().post(SCORING_PATHS.undo(match.id)).set(asha.headers).send({ expectedSequence: 3 })).status).toBe(200);
    const edit = await service.http().put(SCORING_PATHS.event(match.id, 1)).set(asha.headers).send({ expectedSequence: 2, event: ball(6, { boundary: 6 }) });
    expect(edit.body).toMatchObject({ eventCount: 2, team1Score: 6 });
    expect(ofMatch(await outboxEvents(service, MATCH_EVENTS.forceRefresh), match.id).map((e) => e.data)).toEqual([{ matchId: match.id }, { matchId: match.id }]);
    expect(ofMatch(await outboxEvents(service, MATCH_EVENTS.scoreUpdated), match.id)).toHaveLength(5);
  });

  it('refuses deliveries the engine does not allow with its message and stores nothing', async () => {
    const asha = member();
    const { match, lions, tigers } = await started(asha);
    await record(asha, match.id, [start('team1', lions[0], lions[1], tigers[0]), ...Array.from({ length: 6 }, () => ball(0))]);
    const before = await view(asha, match.id);
    const outboxBefore = ofMatch(await outboxEvents(service), match.id).length;
    const at = before.summary!.eventCount;
    const refused: [unknown, string][] = [
      [ball(0), SCORING_MESSAGES.bowlerRequired],
      [{ type: 'bowler', bowler: tigers[0] }, SCORING_MESSAGES.consecutiveOvers],
      [{ type: 'bowler', bowler: lions[3] }, SCORING_MESSAGES.bowlerNotFielding],
      [{ type: 'batter_in', batter: lions[2] }, SCORING_MESSAGES.noVacancy],
      [{ type: 'innings_start', battingTeam: 'team2', striker: tigers[0], nonStriker: tigers[1], bowler: lions[0] }, SCORING_MESSAGES.inningsInProgress],
      [{ type: 'walk' }, SCORING_API_MESSAGES.eventType],
      [{ type: 'delivery', runs: 'four' }, SCORING_MESSAGES.invalidRuns],
      [{ type: 'delivery', runs: 1, wicket: { kind: 'stumped', fielders: 'keeper' } }, SCORING_API_MESSAGES.fielders],
      [undefined, SCORING_API_MESSAGES.eventRequired],
    ];
    for (const [event, message] of refused) {
      const res = await append(asha, match.id, at, event);
      expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    }
    await record(asha, match.id, [{ type: 'bowler', bowler: tigers[1] }]);
    for (const [event, message] of [
      [ball(0, { extra: 'no_ball', wicket: { kind: 'lbw' } }), SCORING_MESSAGES.dismissalOff('lbw', 'a no-ball')],
      [ball(13), SCORING_MESSAGES.invalidRuns],
      [ball(6, { boundary: 6, runsKind: 'bye' }), SCORING_MESSAGES.sixOffTheBat],
    ] as const) {
      expect((await append(asha, match.id, at + 1, event)).body.message).toBe(message);
    }
    const missing = await service.http().post(SCORING_PATHS.events(match.id)).set(asha.headers).send({ event: ball(1) });
    expect(missing.body.message).toBe(SCORING_API_MESSAGES.expectedSequence);
    await service.http().post(SCORING_PATHS.undo(match.id)).set(asha.headers).send({ expectedSequence: at + 1 });
    expect(await view(asha, match.id)).toEqual(before);
    // The bowler (SCORE_UPDATE) and its undo (SCORE_UPDATE, FORCE_REFRESH); nothing for the refused ones.
    expect(ofMatch(await outboxEvents(service), match.id).length).toBe(outboxBefore + 3);
  });

  it('undo after a wicket restores the state exactly, and undo of the delivery also removes the new batter', async () => {
    const asha = member();
    const { match, lions, tigers } = await started(asha);
    await record(asha, match.id, [start('team1', lions[0], lions[1], tigers[0]), ball(1), ball(2)]);
    const before = await view(asha, match.id);
    const detailBefore = (await service.http().get(`/api/matches/${match.id}`).set(asha.headers)).body;

    await record(asha, match.id, [ball(0, { wicket: { kind: 'caught', fielders: [tigers[3]] } })]);
    const out = await view(asha, match.id);
    expect(out.summary).toMatchObject({ team1Wickets: 1, next: 'batter' });
    const undone = await service.http().post(SCORING_PATHS.undo(match.id)).set(asha.headers).send({ expectedSequence: out.summary!.eventCount });
    expect(undone.body).toMatchObject({ eventCount: before.summary!.eventCount, team1Wickets: 0, next: 'delivery' });
    expect(await view(asha, match.id)).toEqual(before);
    expect((await service.http().get(`/api/matches/${match.id}`).set(asha.headers)).body).toEqual({ ...detailBefore, match: { ...detailBefore.match, updatedAt: expect.any(String) } });

    await record(asha, match.id, [ball(0, { wicket: { kind: 'lbw' } }), { type: 'batter_in', batter: lions[4] }]);
    const last = (await view(asha, match.id)).summary!.eventCount;
    const res = await service.http().post(SCORING_PATHS.undo(match.id)).set(asha.headers).send({ expectedSequence: last, last: 'delivery' });
    expect(res.body.eventCount).toBe(before.summary!.eventCount);
    expect(await view(asha, match.id)).toEqual(before);

    const nothing = await service.http().post(SCORING_PATHS.undo(match.id)).set(asha.headers).send({ expectedSequence: before.summary!.eventCount, last: 'over' });
    expect(nothing.body.message).toBe(SCORING_API_MESSAGES.undoLast);
  });

  it('corrects a ball of an earlier over: later state is recomputed, the correction is kept, and one that breaks the match is refused naming the ball', async () => {
    const asha = member();
    const scorer = colleague(asha, 'member');
    const f = await started(asha);
    await record(asha, f.match.id, lionsInnings(f));
    const at = (await view(asha, f.match.id)).summary!.eventCount;
    // Asha hands the match over; the first ball (seq 1) was a single; as a four Lion 1 keeps the strike and faces the rest of the over.
    await service.http().delete(SCORER_LOCK_PATHS.lock(f.match.id)).set(asha.headers).expect(204);
    const res = await service.http().put(SCORING_PATHS.event(f.match.id, 1)).set(scorer.headers).send({ expectedSequence: at, event: ball(4, { boundary: 4 }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ eventCount: at, team1Score: 24, team1Wickets: 1 });
    const after = await view(asha, f.match.id);
    // The event stands corrected; who first recorded it and what it was are kept.
    expect(after.events[1]).toEqual({
      seq: 1,
      event: { type: 'delivery', runs: 4, boundary: 4 },
      recordedBy: asha.user.id,
      recordedAt: expect.any(String),
      corrections: [{ previous: { type: 'delivery', runs: 1 }, correctedBy: scorer.user.id, correctedAt: expect.any(String) }],
    });
    expect(after.events[2].corrections).toBeUndefined();
    expect(after.scorecard.innings[0].batting.map((row) => [row.name, row.runs, row.howOut])).toEqual([
      ['Lion 1', 14, 'b Tiger 1'],
      ['Lion 2', 3, 'not out'],
      ['Lion 3', 5, 'not out'],
    ]);
    // Tiger 2 opening the bowling makes Tiger 2's second over consecutive.
    const broken = await service.http().put(SCORING_PATHS.event(f.match.id, 0)).set(scorer.headers).send({ expectedSequence: at, event: start('team1', f.lions[0], f.lions[1], f.tigers[1]) });
    expect([broken.status, broken.body.message]).toEqual([
      400,
      SCORING_MESSAGES.correctionBreaksLater('the start of innings 1', 'the change of bowler to Tiger 2 after ball 0.6 of innings 1', SCORING_MESSAGES.consecutiveOvers),
    ]);
    const impossible = await service.http().put(SCORING_PATHS.event(f.match.id, 7)).set(scorer.headers).send({ expectedSequence: at, event: ball(0, { extra: 'wide', wicket: { kind: 'caught' } }) });
    expect([impossible.status, impossible.body.message]).toEqual([400, SCORING_MESSAGES.correctionRefused('Ball 0.5 of innings 1', SCORING_MESSAGES.dismissalOff('caught', 'a wide'))]);
    const absent = await service.http().put(SCORING_PATHS.event(f.match.id, 999)).set(scorer.headers).send({ expectedSequence: at, event: ball(1) });
    expect(absent.body.message).toBe(SCORING_MESSAGES.noSuchEvent);
    expect(await view(asha, f.match.id)).toEqual(after);

    // Undone back to the innings' start, the ball and its correction go: the next ball at seq 1 is a new one.
    for (let sequence = at; sequence > 1; sequence -= 1) await service.http().post(SCORING_PATHS.undo(f.match.id)).set(scorer.headers).send({ expectedSequence: sequence }).expect(200);
    await record(scorer, f.match.id, [ball(2)]);
    expect((await view(asha, f.match.id)).events[1]).toEqual({ seq: 1, event: ball(2), recordedBy: scorer.user.id, recordedAt: expect.any(String) });
  });

  it("the scorer's devices expecting the same sequence: one 201, the rest 409, nothing counted twice; another scorer is refused by name", async () => {
    const asha = member();
    const scorer = colleague(asha, 'member');
    const { match, lions, tigers } = await started(asha);
    await record(asha, match.id, [start('team1', lions[0], lions[1], tigers[0])]);
    const results = await Promise.all([asha, asha, asha, asha, asha].map((who) => append(who, match.id, 1, ball(4, { boundary: 4 }))));
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const res of results.filter((one) => one.status === 409)) expect(res.body.message).toBe(SCORING_API_MESSAGES.stale(1, 2));
    const other = await append(scorer, match.id, 2, ball(1));
    expect([other.status, other.body.message]).toEqual([409, SCORER_LOCK_MESSAGES.heldBy(asha.user.name)]);
    const after = await view(asha, match.id);
    expect(after.summary).toMatchObject({ eventCount: 2, team1Score: 4 });
    expect(after.events.map((e) => e.seq)).toEqual([0, 1]);
    expect(ofMatch(await outboxEvents(service, MATCH_EVENTS.ballRecorded), match.id)).toHaveLength(1);
  });

  it('starts from the match: squads, settings, toss order; refuses a second start once scored', async () => {
    const asha = member();
    const f = await fixture(asha);
    const path = SCORING_PATHS.scoring(f.match.id);
    expect(await view(asha, f.match.id)).toEqual({
      matchId: f.match.id, status: 'upcoming', started: false, setup: null, events: [], summary: null, state: null, scorecard: { innings: [], result: null },
    });
    const notStarted = await append(asha, f.match.id, 0, start('team1', f.lions[0], f.lions[1], f.tigers[0]));
    expect([notStarted.status, notStarted.body.message]).toEqual([409, SCORING_API_MESSAGES.notStarted]);
    for (const [rules, message] of [
      [{ ballsPerOver: 0 }, SCORING_API_MESSAGES.ballsPerOver],
      [{ playersPerSide: 12 }, SCORING_API_MESSAGES.playersPerSide],
      [{ freeHit: 'no' }, SCORING_API_MESSAGES.ruleFlag('freeHit')],
      [{ wideRuns: 2 }, SCORING_API_MESSAGES.rules],
      [{ playersPerSide: 7 }, SCORING_API_MESSAGES.playersPerSideOfMatch],
    ] as const) {
      expect((await service.http().post(path).set(asha.headers).send({ rules })).body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    }
    const res = await service.http().post(path).set(asha.headers).send({ rules: { freeHit: false, ballsPerOver: 5 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'live', started: true, summary: { eventCount: 0, next: 'innings_start', battingTeam: null }, events: [] });
    expect(res.body.setup).toEqual({
      format: 't2',
      overs: null,
      teams: {
        // Squads of five fit an eleven-a-side match: no XI named, each plays whole.
        team1: { name: 'Lions', shortName: 'LIO', players: f.lions.map((id, i) => ({ id, name: `Lion ${i + 1}` })), playingXI: f.lions },
        team2: { name: 'Tigers', shortName: 'TIG', players: f.tigers.map((id, i) => ({ id, name: `Tiger ${i + 1}` })), playingXI: f.tigers },
      },
      rules: { freeHit: false, ballsPerOver: 5 },
    });
    expect(res.body.state.rules).toMatchObject({ format: 't2', oversPerInnings: 2, ballsPerOver: 5, freeHit: false, maxOversPerBowler: 1 });

    await service.http().put(`/api/my/matches/${f.match.id}/toss`).set(asha.headers).send({ tossWinner: f.match.team2Id, tossDecision: 'bowl' });
    const wrongSide = await append(asha, f.match.id, 0, start('team2', f.tigers[0], f.tigers[1], f.lions[0]));
    expect(wrongSide.body.message).toBe(SCORING_API_MESSAGES.tossOrder('Lions'));
    const stranger = await append(asha, f.match.id, 0, start('team1', f.lions[0], 'someone', f.tigers[0]));
    expect(stranger.body.message).toBe(SCORING_MESSAGES.notInTeam('someone', 'Lions'));
    // Squad ids may be sent as numbers.
    const numeric = await append(asha, f.match.id, 0, { ...start('team1', f.lions[0], f.lions[1], f.tigers[0]), striker: Number(f.lions[0]) });
    expect([numeric.status, numeric.body.live.striker]).toEqual([201, f.lions[0]]);
    const again = await service.http().post(path).set(asha.headers).send({});
    expect([again.status, again.body.message]).toEqual([409, SCORING_API_MESSAGES.alreadyStarted]);
  });

  it('a match scored ball by ball refuses a hand-kept score or result and changes of teams, format or overs', async () => {
    const asha = member();
    const { match, lions, tigers } = await started(asha);
    await record(asha, match.id, [start('team1', lions[0], lions[1], tigers[0]), ball(2)]);
    const path = `/api/my/matches/${match.id}`;
    const figures = { team1Score: 50, team1Wickets: 0, team1Overs: '1', team2Score: 0, team2Wickets: 0, team2Overs: '0' };
    const score = await service.http().put(`${path}/score`).set(asha.headers).send({ ...figures, battingTeam: match.team1Id, currentInnings: 1 });
    const result = await service.http().put(`${path}/result`).set(asha.headers).send({ ...figures, outcome: 'win', winnerTeamId: match.team1Id });
    for (const res of [score, result]) expect([res.status, res.body.message]).toEqual([409, SCORING_API_MESSAGES.keptBallByBall]);
    const format = await service.http().put(path).set(asha.headers).send({ ...match, format: 't20' });
    expect([format.status, format.body.message]).toEqual([409, SCORING_API_MESSAGES.setupLocked]);
    const venue = await service.http().put(path).set(asha.headers).send({ ...match, venue: 'Eden Gardens' });
    expect([venue.status, venue.body.venue]).toEqual([200, 'Eden Gardens']);
    expect((await service.http().get(path).set(asha.headers)).body.score).toMatchObject({ team1Score: 2, team1Overs: '0.1' });
  });

  it("another workspace reads the scoring but cannot score (403); readonly members 403; absent match 404", async () => {
    const asha = member();
    const { match, lions, tigers } = await started(asha);
    await record(asha, match.id, [start('team1', lions[0], lions[1], tigers[0]), ball(1)]);
    const other = member();
    const reader = colleague(asha, 'workspace_readonly');
    for (const who of [other, reader]) {
      for (const path of [SCORING_PATHS.scoring(match.id), SCORING_PATHS.publicScoring(match.id)]) {
        const res = await service.http().get(path).set(who.headers);
        expect([res.status, res.body.summary.team1Score]).toEqual([200, 1]);
      }
      for (const path of [SCORING_PATHS.scorecard(match.id), SCORING_PATHS.publicScorecard(match.id)]) {
        const res = await service.http().get(path).set(who.headers);
        expect([res.status, res.body.innings[0].runs, res.body.result]).toEqual([200, 1, null]);
      }
      const writes = [
        service.http().post(SCORING_PATHS.scoring(match.id)).set(who.headers).send({}),
        append(who, match.id, 2, ball(1)),
        service.http().put(SCORING_PATHS.event(match.id, 1)).set(who.headers).send({ expectedSequence: 2, event: ball(4, { boundary: 4 }) }),
        service.http().post(SCORING_PATHS.undo(match.id)).set(who.headers).send({ expectedSequence: 2 }),
        service.http().post(SCORING_PATHS.finish(match.id)).set(who.headers),
      ];
      for (const res of await Promise.all(writes)) expect([res.status, res.body.message]).toEqual([403, AUTH_MESSAGES.forbidden]);
    }
    expect((await view(asha, match.id)).summary).toMatchObject({ eventCount: 2, team1Score: 1 });
    for (const path of [SCORING_PATHS.scoring(999999), SCORING_PATHS.scorecard(999999), SCORING_PATHS.events(999999)]) {
      const res = await (path.endsWith('events') ? append(asha, 999999, 0, ball(0)) : service.http().get(path).set(asha.headers));
      expect([res.status, res.body.message]).toEqual([404, MATCH_MESSAGES.notFound]);
    }
  });
});
