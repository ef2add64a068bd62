import { GROUND_API, STATISTICS_API, serviceUnavailableMessage, type GroundResponse, type PlatformStatistics, type TeamResponse } from '@cricket/contracts';
import { httpErrorBody } from '@cricket/service-kit';
import { startTestNatsServer, type TestNatsServer } from '@cricket/service-kit/testing';
import { apiSession, registerUser, startSystem, type ApiSession, type System } from '../harness';
import { LiveSocket } from './live-socket';
import { startOwnPostgres, type OwnPostgres } from './own-postgres';
import { pollUntil } from './poll';
import { unfinishedRequest } from './unfinished-request';

const TEAMS = '/api/my/teams';
/** Time the gateway gets to pass a half-sent request on before the service dies under it. */
const IN_FLIGHT_MS = 500;
/** An answer about a dead process or database comes at once (connection refused), never after a hang. */
const PROMPT_MS = 5_000;
/** How long a redelivered event would take to show up after the first delivery. */
const REDELIVERY_WINDOW_MS = 1_500;

/**
 * Parts of the running platform going away (issue #11): an app process, the gateway, NATS,
 * PostgreSQL. One system for all four keeps the suite short; NATS and PostgreSQL belong to
 * this file, so stopping them touches no other test. Every test leaves them running.
 */
describe('reliability', () => {
  let nats: TestNatsServer;
  let postgres: OwnPostgres;
  let system: System;
  let anonymous: ApiSession;
  // Everything this file creates, across a retried test too: the platform statistics must equal it exactly.
  let usersRegistered = 0;
  let teamsCreated = 0;

  beforeAll(async () => {
    // One after the other, so that afterAll finds whichever started when the other failed.
    nats = await startTestNatsServer();
    postgres = await startOwnPostgres();
    system = await startSystem({ natsUrl: nats.url, pgUrl: postgres.url });
    anonymous = await apiSession(system.baseUrl);
  }, 120_000);
  afterAll(async () => {
    await system?.stop();
    await Promise.all([nats?.destroy(), postgres?.destroy()]);
  });

  const register = async () => {
    const registered = await registerUser(system.baseUrl);
    usersRegistered += 1;
    return registered;
  };
  const createTeam = async (session: ApiSession, name: string) => {
    const res = await session.request<TeamResponse>('POST', TEAMS, { name });
    expect(res.status).toBe(201);
    teamsCreated += 1;
    return res.body.id;
  };
  const statistics = async () => (await anonymous.request<PlatformStatistics>('GET', STATISTICS_API.statistics)).body;
  const statisticsMatch = (s: PlatformStatistics) => s.userStats.total === usersRegistered && s.teamCount === teamsCreated;

  const ground = (name: string) => ({ name, address: '1 Marine Drive', city: 'Mumbai', operatingHours: '9:00 AM - 8:00 PM' });

  it('answers 503 naming the area when ground booking dies mid-request, keeps the other areas working, and answers again once it is restarted', async () => {
    const { session } = await register();
    const groundName = `Crash Oval ${Date.now().toString(36)}`;
    const upload = unfinishedRequest(system.baseUrl, 'POST', GROUND_API.grounds, session.cookie, ground(groundName));
    const unavailable = httpErrorBody(503, serviceUnavailableMessage('grounds'));
    try {
      await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_MS));
      await system.kill('grounds');
      expect(await upload.answer).toEqual({ status: 503, body: unavailable });
    } finally {
      upload.abandon();
    }

    const started = Date.now();
    const down = await session.request('GET', GROUND_API.grounds);
    expect(down).toEqual({ status: 503, body: unavailable });
    expect(Date.now() - started).toBeLessThan(PROMPT_MS);

    // Every other area still answers, signed in and anonymous.
    expect((await session.request('GET', '/api/user')).status).toBe(200);
    expect((await session.request('GET', TEAMS)).status).toBe(200);
    expect((await anonymous.request('GET', STATISTICS_API.statistics)).status).toBe(200);

    await system.restart('grounds');
    const back = await session.request<GroundResponse[]>('GET', GROUND_API.ownGrounds);
    expect(back.status).toBe(200);
    // The request the crash cut off left nothing half-made behind.
    expect(back.body.map((g) => g.name)).not.toContain(groundName);
    expect(await session.request('POST', GROUND_API.grounds, ground(groundName))).toMatchObject({ status: 201, body: { name: groundName } });
  });

  it('keeps a signed-in user signed in when the gateway process is restarted', async () => {
    const { user, session } = await register();
    expect(await session.request('GET', '/api/user')).toMatchObject({ status: 200, body: { username: user.username } });

    await system.restart('gateway');

    // Sessions live in the gateway's database, not its memory: the same cookie still works.
    expect(await session.request('GET', '/api/user')).toMatchObject({ status: 200, body: { username: user.username } });
    expect((await session.request('POST', '/api/auth/logout')).status).toBe(200);
    expect((await session.request('GET', '/api/user')).status).toBe(401);
  });

  it('loses and doubles no event while NATS is down: the outbox sends them once it is back and each consumer sees each once', async () => {
    const owner = await register();
    const socket = await LiveSocket.open(system.baseUrl, owner.session.cookie);
    try {
      const teams = [await createTeam(owner.session, 'Before the outage')];
      expect(await pollUntil(async () => socket.idsOf('TEAM_UPDATE', 'teamId'), (ids) => ids.includes(teams[0]), 15_000)).toContain(teams[0]);
      const beforeOutage = await pollUntil(statistics, statisticsMatch, 15_000);
      expect({ users: beforeOutage.userStats.total, teams: beforeOutage.teamCount }).toEqual({ users: usersRegistered, teams: teamsCreated });

      await nats.stop();
      try {
        // Users and teams are made while no event can leave: identity's and matches' outboxes hold them.
        for (const name of ['During one', 'During two', 'During three']) teams.push(await createTeam(owner.session, name));
        await register();
        await register();
        // The outage is real: none of it has reached a consumer.
        expect(await statistics()).toMatchObject({ userStats: { total: beforeOutage.userStats.total }, teamCount: beforeOutage.teamCount });
        expect(socket.idsOf('TEAM_UPDATE', 'teamId')).toEqual([teams[0]]);
      } finally {
        await nats.start();
      }
      teams.push(await createTeam(owner.session, 'After the outage'));

      // Statistics (a durable consumer) and realtime (a live one) both catch up.
      const caughtUp = await pollUntil(statistics, statisticsMatch, 30_000);
      expect({ users: caughtUp.userStats.total, teams: caughtUp.teamCount }).toEqual({ users: usersRegistered, teams: teamsCreated });
      const delivered = await pollUntil(async () => socket.idsOf('TEAM_UPDATE', 'teamId'), (ids) => teams.every((id) => ids.includes(id)), 30_000);
      expect(delivered).toEqual(expect.arrayContaining(teams));

      // Nothing arrives a second time.
      await new Promise((resolve) => setTimeout(resolve, REDELIVERY_WINDOW_MS));
      expect([...socket.idsOf('TEAM_UPDATE', 'teamId')].sort((a, b) => a - b)).toEqual([...teams].sort((a, b) => a - b));
      const settled = await statistics();
      expect({ users: settled.userStats.total, teams: settled.teamCount }).toEqual({ users: usersRegistered, teams: teamsCreated });
    } finally {
      socket.close();
    }
  });

  it('answers a clear error while PostgreSQL is down, and the same processes answer again once it is back', async () => {
    const { session } = await register();
    expect((await session.request('GET', TEAMS)).status).toBe(200);

    await postgres.stop();
    try {
      const started = Date.now();
      const signedIn = await session.request<{ statusCode: number }>('GET', TEAMS);
      const publicRead = await anonymous.request<{ statusCode: number }>('GET', STATISTICS_API.statistics);
      // The one error format, promptly: no hang, no driver detail.
      expect(Date.now() - started).toBeLessThan(PROMPT_MS);
      // The gateway reads the session from its own database unless it read it within the last
      // few seconds: the request stops at sign-in, or at the teams' service.
      expect([httpErrorBody(503, serviceUnavailableMessage('identity')), httpErrorBody(503, serviceUnavailableMessage('matches'))]).toContainEqual(signedIn.body);
      expect(signedIn.status).toBe(503);
      expect(publicRead).toEqual({ status: 503, body: httpErrorBody(503, serviceUnavailableMessage('statistics')) });
    } finally {
      await postgres.start();
    }

    // Nothing restarts the apps: the processes that lost their connections answer on their own.
    const back = await pollUntil(() => session.request('GET', TEAMS), (answer) => answer.status === 200, 15_000);
    expect(back.status).toBe(200);
    for (const [name, url] of Object.entries(system.serviceUrls)) {
      const health = await pollUntil(async () => (await fetch(`${url}/health`)).status, (status) => status === 200, 15_000);
      expect({ name, health }).toEqual({ name, health: 200 });
    }
    // Writes and their events flow again too.
    await createTeam(session, 'After the database came back');
    const caughtUp = await pollUntil(statistics, statisticsMatch, 30_000);
    expect({ users: caughtUp.userStats.total, teams: caughtUp.teamCount }).toEqual({ users: usersRegistered, teams: teamsCreated });
  });
});
