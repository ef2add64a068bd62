import {
  ANONYMOUS,
  diaryStats,
  IDENTITY_EVENTS,
  MATCH_EVENTS,
  matchBallTotals,
  matchTotals,
  STATISTICS_API,
  STATISTICS_EVENTS,
  UPTIME_WINDOW_DAYS,
  TRAINING_EVENTS,
  type AuthContext,
  type EventEnvelope,
  type MatchImportedData,
  type PlatformStatistics,
  type ScoringSummary,
  type ScoringEvent,
} from '@cricket/contracts';
import { DataSource } from 'typeorm';
import { createLogger, EventConsumers, NatsEventBus } from '@cricket/service-kit';
import { authHeader, startTestNatsServer, startTestService, type TestNatsServer, type TestService } from '@cricket/service-kit/testing';
import { STATISTICS_CONSUMER } from '../src/projection/statistics-events.consumer';
import { READ_MODEL_TABLES } from '../src/projection/subjects';
import { statisticsService } from '../src/service';
import { diaryEntry, envelope, nextId, ONE_OVER_MATCH, scoreMatch } from './factories';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const anonymous = authHeader(ANONYMOUS);
const globalAdmin: AuthContext = {
  user: { id: 1, username: 'root', name: 'Root', email: 'root@example.com', role: 'admin' },
  workspace: { id: 1, name: 'Platform', role: 'admin' },
  permissions: [],
};

const ball = (runs: number, more: Partial<Extract<ScoringEvent, { type: 'delivery' }>> = {}): ScoringEvent => ({ type: 'delivery', runs, ...more });
/** Lions make 15 in their over (a four, a six, a wicket, a wide, dots); Tigers start the chase. */
const SCORING: ScoringEvent[] = [
  { type: 'innings_start', battingTeam: 'team1', striker: 'L1', nonStriker: 'L2', bowler: 'T11' },
  ball(4, { boundary: 4 }),
  ball(0),
  ball(0, { extra: 'wide' }),
  ball(6, { boundary: 6 }),
  ball(0, { wicket: { kind: 'bowled' } }),
  { type: 'batter_in', batter: 'L3' },
  ball(1),
  ball(4, { runsKind: 'bye', boundary: 4 }),
  { type: 'innings_start', battingTeam: 'team2', striker: 'T1', nonStriker: 'T2', bowler: 'L11' },
  ball(0),
  ball(2),
];

describe('statistics: a read model of every service’s events', () => {
  const logger = createLogger('statistics-test', 'silent');
  let nats: TestNatsServer;
  let statisticsBus: NatsEventBus;
  let otherServices: NatsEventBus;
  let statistics: TestService;

  const read = async () => (await statistics.http().get(STATISTICS_API.statistics).set(anonymous).expect(200)).body as PlatformStatistics;

  beforeAll(async () => {
    process.env.STATISTICS_HEARTBEAT_MS = '0';
    nats = await startTestNatsServer();
    statisticsBus = await NatsEventBus.connect(nats.url, 'statistics', logger);
    otherServices = await NatsEventBus.connect(nats.url, 'others', logger);
    statistics = await startTestService('statistics', statisticsService, { bus: statisticsBus });
  });
  afterAll(async () => {
    await statistics.close();
    await statisticsBus.close();
    await otherServices.close();
    await nats.destroy();
    delete process.env.STATISTICS_HEARTBEAT_MS;
  });

  it('answers zeros publicly before anything happened', async () => {
    const empty = await read();
    expect(empty.userStats.total).toBe(0);
    expect(empty.matchStats).toEqual({ total: 0, live: 0 });
    expect(empty.technicalStats).toEqual({ peakConcurrentLiveMatches: 0, avgScoringUpdatesPerMinute: 0, systemUptimePercentage: 0, winProbabilityCalculationsPerMatch: 0 });
  });

  it('equals what was done across the platform, and a rebuild from the event log gives the same answer', async () => {
    const published: EventEnvelope[] = [];
    // Each subject has its own consumer: wait until every published event is in the log.
    const logged = async () => Number((await statistics.app.get(DataSource).query('SELECT count(*) FROM statistics_events'))[0].count);
    const settled = async () => {
      for (let attempt = 0; attempt < 200 && (await logged()) < published.length; attempt++) await sleep(50);
      expect(await logged()).toBe(published.length);
    };
    const publish = async (type: string, data: unknown, occurredAt?: string) => {
      published.push(envelope(type, data, occurredAt));
      await otherServices.publish(published[published.length - 1]);
    };
    const roles = ['player', 'player', 'player', 'coach', 'coach', 'umpire', 'team_manager', 'general', 'admin'];
    for (const role of roles) await publish(IDENTITY_EVENTS.userRegistered, { userId: nextId(), username: `u${nextId()}`, name: 'Someone', role });
    const changesRole = nextId();
    await publish(IDENTITY_EVENTS.userRegistered, { userId: changesRole, username: 'late_coach', name: 'Late Coach', role: 'general' });
    await publish(IDENTITY_EVENTS.userUpdated, { userId: changesRole, role: 'coach' });

    const teams = [nextId(), nextId(), nextId()];
    for (const teamId of teams) await publish(MATCH_EVENTS.teamCreated, { teamId });
    await publish(MATCH_EVENTS.teamUpdated, { teamId: teams[0] });
    await publish(MATCH_EVENTS.teamDeleted, { teamId: teams[2] });
    const tournaments = [nextId(), nextId()];
    for (const tournamentId of tournaments) await publish(MATCH_EVENTS.tournamentCreated, { tournamentId });

    // Three matches: one goes live by status, one is scored (live from its first ball), one stays upcoming.
    const [byStatus, scored, stillUpcoming] = [nextId(), nextId(), nextId()];
    // services/matches sends each match's status with it; a match logged before it did still counts as upcoming.
    for (const matchId of [byStatus, scored]) await publish(MATCH_EVENTS.matchCreated, { matchId, status: 'upcoming' });
    await publish(MATCH_EVENTS.matchCreated, { matchId: stillUpcoming });
    await publish(MATCH_EVENTS.matchUpdated, { matchId: stillUpcoming, status: 'upcoming' });
    await publish(MATCH_EVENTS.matchUpdated, { matchId: byStatus, status: 'live' });

    const { changes, state } = scoreMatch(scored, ONE_OVER_MATCH, SCORING);
    // Scoring starts at the next whole minute, after the matches were created; a change every 10 s.
    const start = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
    let change = 0;
    for (const { type, data } of changes) {
      await publish(type, data, new Date(start + change * 10_000).toISOString());
      if (type === MATCH_EVENTS.scoreUpdated) change += 1;
    }
    // The byStatus match ends after the scored one went live; the peak of two live matches at once stays measured.
    await settled();
    await publish(MATCH_EVENTS.matchUpdated, { matchId: byStatus, status: 'completed' });

    const entries = [diaryEntry(), diaryEntry({ mood: 3, trainingHours: 1, batting: null, fielding: { catches: 2, runOuts: 1, fieldingActions: 9, effort: 6 } })];
    for (const entry of entries) await publish(TRAINING_EVENTS.diarySaved, entry);
    const removed = diaryEntry();
    await publish(TRAINING_EVENTS.diarySaved, removed);
    await publish(TRAINING_EVENTS.diaryDeleted, { entryId: removed.entryId, userId: removed.userId, date: removed.date });

    // Beats in minutes 0, 1 and 3 of four: 75 % up. A beat before the uptime window (an install
    // stopped long ago) weighs nothing: counted, the four minutes would be 3 of some 58,000.
    for (const minute of [0, 1, 3]) await publish(STATISTICS_EVENTS.heartbeat, { instance: 'test' }, new Date(start + minute * 60_000 + 5_000).toISOString());
    await publish(STATISTICS_EVENTS.heartbeat, { instance: 'test' }, new Date(start - (UPTIME_WINDOW_DAYS + 10) * 86_400_000).toISOString());

    const totals = matchTotals(state);
    const scoreUpdates = changes.filter((c) => c.type === MATCH_EVENTS.scoreUpdated).map((c) => c.data as ScoringSummary);
    const calculations = scoreUpdates.filter((summary) => summary.winProbability !== null).length;
    await settled();
    const answer = await read();

    expect(answer.userStats).toEqual({ total: 10, players: 3, coaches: 3, team_managers: 1, umpires: 1, admins: 1, general: 1 });
    expect(answer.teamCount).toBe(2);
    expect(answer.tournamentCount).toBe(2);
    expect(answer.matchStats).toEqual({ total: 3, live: 1 });
    expect(answer.cricketStats).toEqual({
      // L1, L2, L3 and T11 in the first innings; T1, T2 and L11 in the chase.
      totalPlayers: 7,
      totalOvers: 2,
      dotBalls: totals.dotBalls,
      fours: 1,
      sixes: 1,
      wickets: 1,
    });
    expect([totals.fours, totals.sixes, totals.wickets]).toEqual([1, 1, 1]);
    expect([changes.length - scoreUpdates.length, scoreUpdates.length, calculations]).toEqual([9, 12, 3]);
    expect(answer.technicalStats).toEqual({
      peakConcurrentLiveMatches: 2,
      // Twelve scoring changes, six in each of two minutes.
      avgScoringUpdatesPerMinute: 6,
      systemUptimePercentage: 75,
      // The chase's start and its two balls recalculated the win probability; one match was scored.
      winProbabilityCalculationsPerMatch: 3,
    });
    expect(answer.diaryStats).toEqual(diaryStats(entries));
    expect(answer.diaryStats).toMatchObject({ totalEntries: 2, totalTrainingHours: 3.5, averageMood: 3.5, awards: { total: 4, manOfMatch: 2, matchWinner: 2 } });

    // Events delivered again (as after a lost ack) change nothing.
    await statistics.app.get(EventConsumers).handle(STATISTICS_CONSUMER, published);
    expect(await read()).toEqual(answer);

    // Rebuild: the read model is lost, then refolded from the log.
    await statistics.app.get(DataSource).query(`TRUNCATE ${READ_MODEL_TABLES.join(', ')}`);
    expect((await read()).userStats.total).toBe(0);
    await statistics.http().post('/api/statistics/rebuild').set(authHeader({ ...globalAdmin, user: { ...globalAdmin.user!, role: 'player' } })).expect(403);
    const rebuilt = await statistics.http().post('/api/statistics/rebuild').set(authHeader(globalAdmin)).expect(200);
    expect(rebuilt.body).toEqual(answer);
    expect(await read()).toEqual(answer);
  });
  it('counts an imported match whole: its balls and players as if folded one by one, removed again when it is deleted', async () => {
    const database = statistics.app.get(DataSource);
    const logged = async () => Number((await database.query('SELECT count(*) FROM statistics_events'))[0].count);
    let expected = await logged();
    const publish = async (type: string, data: unknown) => {
      expected += 1;
      await otherServices.publish(envelope(type, data));
    };
    const settled = async () => {
      for (let attempt = 0; attempt < 200 && (await logged()) < expected; attempt++) await sleep(50);
      expect(await logged()).toBe(expected);
    };
    // New players, so the match's players are not already counted.
    const fresh = (prefix: string) => Array.from({ length: 11 }, (_, i) => ({ id: `${prefix}${i + 1}`, name: `${prefix} ${i + 1}` }));
    const setup = { ...ONE_OVER_MATCH, teams: { team1: { name: 'Hawks', players: fresh('H') }, team2: { name: 'Owls', players: fresh('O') } } };
    const scoring = SCORING.map((event) =>
      event.type === 'innings_start'
        ? { ...event, striker: event.striker.replace(/^L/, 'H').replace(/^T/, 'O'), nonStriker: event.nonStriker.replace(/^L/, 'H').replace(/^T/, 'O'), bowler: event.bowler.replace(/^L/, 'H').replace(/^T/, 'O') }
        : event.type === 'batter_in'
          ? { ...event, batter: event.batter.replace(/^L/, 'H') }
          : event,
    );
    const before = await read();

    const scored = nextId();
    await publish(MATCH_EVENTS.matchCreated, { matchId: scored, status: 'upcoming' });
    const { changes, state } = scoreMatch(scored, setup, scoring);
    for (const { type, data } of changes) await publish(type, data);
    await publish(MATCH_EVENTS.matchUpdated, { matchId: scored, status: 'completed' });
    await settled();
    const byBalls = await read();
    expect(byBalls.cricketStats.totalPlayers).toBe(before.cricketStats.totalPlayers + 7);
    expect(byBalls.cricketStats.fours).toBe(before.cricketStats.fours + 1);

    await publish(MATCH_EVENTS.matchDeleted, { matchId: scored });
    await settled();
    expect((await read()).cricketStats).toEqual(before.cricketStats);

    const imported = nextId();
    const data: MatchImportedData = {
      matchId: imported,
      tournamentId: null,
      status: 'completed',
      score: changes.filter((c) => c.type === MATCH_EVENTS.scoreUpdated).pop()!.data as ScoringSummary,
      balls: matchBallTotals(state),
    };
    const importEvent = envelope(MATCH_EVENTS.matchImported, data);
    expected += 1;
    await otherServices.publish(importEvent);
    await settled();
    const whole = await read();
    expect(whole.cricketStats).toEqual(byBalls.cricketStats);
    expect(whole.matchStats).toEqual(byBalls.matchStats);

    // Delivered again, it counts once.
    await statistics.app.get(EventConsumers).handle(STATISTICS_CONSUMER, [importEvent]);
    expect((await read()).cricketStats).toEqual(byBalls.cricketStats);

    await publish(MATCH_EVENTS.matchDeleted, { matchId: imported });
    await settled();
    const deleted = await read();
    expect(deleted.cricketStats).toEqual(before.cricketStats);
    expect(deleted.matchStats).toEqual(before.matchStats);
  });
  it('keeps the status a match event set against a ball of the same instant, whichever consumer folds first', async () => {
    const consumers = statistics.app.get(EventConsumers);
    const before = await read();
    // The organiser completes the match in the millisecond of its last ball: match and score
    // events come through different consumers, so either may be folded first.
    for (const statusFirst of [true, false]) {
      const matchId = nextId();
      const at = new Date().toISOString();
      await consumers.handle(STATISTICS_CONSUMER, [envelope(MATCH_EVENTS.matchCreated, { matchId, status: 'upcoming' }, new Date(Date.parse(at) - 60_000).toISOString())]);
      const completed = [envelope(MATCH_EVENTS.matchUpdated, { matchId, status: 'completed' }, at)];
      const balls = scoreMatch(matchId, ONE_OVER_MATCH, SCORING.slice(0, 2)).changes.map(({ type, data }) => envelope(type, data, at));
      for (const batch of statusFirst ? [completed, balls] : [balls, completed]) await consumers.handle(STATISTICS_CONSUMER, batch);
      expect((await read()).matchStats).toEqual({ total: before.matchStats.total + 1, live: before.matchStats.live });
      await consumers.handle(STATISTICS_CONSUMER, [envelope(MATCH_EVENTS.matchDeleted, { matchId })]);
      const after = await read();
      expect([after.matchStats, after.cricketStats]).toEqual([before.matchStats, before.cricketStats]);
    }
  });
  it('reports on /health what its durable consumer folded and how far behind it is', async () => {
    const health = async () => (await statistics.http().get('/health').expect(200)).body.consumers as { consumer: string; events: number; handled: number }[];
    // Acknowledgements reach NATS just after the fold committed.
    let consumers = await health();
    for (let attempt = 0; attempt < 100 && consumers[0]?.events !== 0; attempt++) consumers = await sleep(50).then(health);
    expect(consumers).toEqual([{ consumer: STATISTICS_CONSUMER, events: 0, seconds: 0, handled: expect.any(Number), eventsPerSecond: expect.any(Number) }]);
    expect(consumers[0].handled).toBeGreaterThan(50);
  });
});
