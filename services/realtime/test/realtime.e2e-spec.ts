import { randomInt, randomUUID } from 'node:crypto';
import { ANONYMOUS, GROUND_EVENTS, IDENTITY_EVENTS, MATCH_EVENTS, type EventEnvelope } from '@cricket/contracts';
import { createLogger, NatsEventBus, signInternalToken } from '@cricket/service-kit';
import { TEST_NATS_URL } from '@cricket/service-kit/testing';
import { PROTOCOL_ERRORS } from '../src/sockets/client-protocol';
import { member, PROBE_TYPE, RefusedError, startRealtime, TestSocket, waitFor, type RunningRealtime } from './realtime-client';

/** Ids unique to this run: the NATS server is shared with other test files. */
const base = randomInt(1_000_000, 900_000_000);
let next = 0;
const fresh = () => base + ++next;

function envelope(type: string, workspaceId: number | null, data: Record<string, unknown>): EventEnvelope {
  return { id: randomUUID(), type, workspaceId, occurredAt: new Date().toISOString(), actorId: null, data };
}

describe('realtime over NATS', () => {
  const logger = createLogger('realtime-test', 'silent');
  let realtimeBus: NatsEventBus;
  let otherService: NatsEventBus;
  let realtime: RunningRealtime;
  const sockets: TestSocket[] = [];
  const open = async (...args: Parameters<typeof TestSocket.open>) => {
    const socket = await TestSocket.open(...args);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    realtimeBus = await NatsEventBus.connect(TEST_NATS_URL, 'realtime-test', logger);
    otherService = await NatsEventBus.connect(TEST_NATS_URL, 'matches-test', logger);
    realtime = await startRealtime(realtimeBus);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  /**
   * Every event published before it has been handled: events reach the sockets in the order they
   * were published, so once each socket has the probe that follows them, what it lacks never comes.
   */
  const quiet = async (...watched: TestSocket[]) => {
    const tournamentId = fresh();
    await otherService.publish(envelope(MATCH_EVENTS.tournamentCreated, null, { tournamentId }));
    const probed = (socket: TestSocket) => socket.ofType(PROBE_TYPE).some((m) => (m.data as { tournamentId?: number }).tournamentId === tournamentId);
    await waitFor(() => watched.every(probed));
  };
  const withoutProbes = (socket: TestSocket) => socket.messages.filter((m) => m.type !== PROBE_TYPE).map((m) => m.type);

  afterAll(async () => {
    await realtime.close();
    await realtimeBus.close();
    await otherService.close();
  });

  it('greets with connection and answers PING with pong', async () => {
    const workspaceId = fresh();
    const socket = await open(realtime.port, member(11, workspaceId));
    const hello = await socket.next('connection');
    expect(hello).toMatchObject({ type: 'connection', data: { userId: 11, workspaceId } });
    expect(typeof hello.timestamp).toBe('string');
    socket.send({ type: 'PING', source: 'diagnostics' });
    const pong = await socket.next('pong');
    expect(pong).toEqual({ type: 'pong', timestamp: expect.any(String) });
  });

  it('delivers an event published by another service to the sockets subscribed to its match, in both subscribe shapes', async () => {
    const workspaceId = fresh();
    const matchId = fresh();
    const topLevel = await open(realtime.port, member(21, workspaceId));
    const underData = await open(realtime.port, member(22, fresh()));
    const notSubscribed = await open(realtime.port, member(23, workspaceId));
    topLevel.send({ type: 'SUBSCRIBE_MATCH', matchId });
    underData.send({ type: 'SUBSCRIBE_MATCH', data: { matchId: String(matchId) } });
    await Promise.all([topLevel.processed(), underData.processed()]);
    const subscribed = topLevel.messages.length;

    await otherService.publish(envelope(MATCH_EVENTS.ballRecorded, workspaceId, { matchId, runs: 4, over: 3, ball: 2 }));
    const ball = await topLevel.next('BALL_RECORDED');
    expect(ball.data).toEqual({ matchId, runs: 4, over: 3, ball: 2 });
    expect(await underData.next('BALL_RECORDED')).toMatchObject({ data: { matchId, runs: 4 } });

    await otherService.publish(envelope(MATCH_EVENTS.strikerSwapped, workspaceId, { matchId }));
    await otherService.publish(envelope(MATCH_EVENTS.scoreUpdated, workspaceId, { matchId, runs: 87 }));
    await otherService.publish(envelope(MATCH_EVENTS.forceRefresh, workspaceId, { matchId }));
    expect(await topLevel.next('STRIKER_SWAP')).toMatchObject({ data: { matchId } });
    expect(await topLevel.next('SCORE_UPDATE')).toMatchObject({ data: { matchId, runs: 87 } });
    expect(await topLevel.next('FORCE_REFRESH', 5000, subscribed)).toMatchObject({ matchId });
    await quiet(notSubscribed);
    expect(withoutProbes(notSubscribed)).toEqual(['connection']);

    underData.send({ type: 'UNSUBSCRIBE_MATCH', data: { matchId } });
    await underData.processed();
    const before = underData.messages.filter((m) => m.type === 'BALL_RECORDED').length;
    await otherService.publish(envelope(MATCH_EVENTS.ballRecorded, workspaceId, { matchId, runs: 1 }));
    await topLevel.next('BALL_RECORDED', 5000, topLevel.messages.indexOf(ball) + 1);
    await quiet(underData);
    expect(underData.ofType('BALL_RECORDED')).toHaveLength(before);
  });

  it('sends a match change to its subscribers and to the sockets of its workspace', async () => {
    const workspaceId = fresh();
    const matchId = fresh();
    const sameWorkspace = await open(realtime.port, member(31, workspaceId));
    const fan = await open(realtime.port, member(32, fresh()));
    const stranger = await open(realtime.port, member(33, fresh()));
    fan.send({ type: 'SUBSCRIBE_MATCH', matchId });
    await fan.processed();
    await otherService.publish(envelope(MATCH_EVENTS.matchUpdated, workspaceId, { matchId, status: 'live' }));
    expect(await sameWorkspace.next('MATCH_UPDATE')).toMatchObject({ data: { matchId } });
    expect(await fan.next('MATCH_UPDATE')).toMatchObject({ data: { matchId } });
    await quiet(stranger);
    expect(stranger.ofType('MATCH_UPDATE')).toEqual([]);
  });

  it('keeps a private change inside its workspace and sends a published one to every signed-in socket', async () => {
    const workspaceId = fresh();
    const teamId = fresh();
    const tournamentId = fresh();
    const groundId = fresh();
    const inside = await open(realtime.port, member(41, workspaceId));
    const outside = await open(realtime.port, member(42, fresh()));
    const noWorkspace = await open(realtime.port, member(43, null));

    await otherService.publish(envelope(MATCH_EVENTS.teamUpdated, workspaceId, { teamId, name: 'Secret XI' }));
    expect(await inside.next('TEAM_UPDATE')).toMatchObject({ data: { teamId } });

    await otherService.publish(envelope(MATCH_EVENTS.tournamentCreated, workspaceId, { tournamentId }));
    await otherService.publish(envelope(GROUND_EVENTS.groundCreated, workspaceId, { groundId }));
    await otherService.publish(
      envelope(GROUND_EVENTS.bookingCreated, workspaceId, { groundId, date: '2026-12-01', bookingId: 5, customerName: 'Ravi', phone: '9999999999' }),
    );
    for (const socket of [inside, outside, noWorkspace]) {
      expect(await socket.next('TOURNAMENT_UPDATE')).toMatchObject({ data: { tournamentId } });
      expect(await socket.next('GROUND_CREATE')).toMatchObject({ data: { groundId } });
      const booking = await socket.next('GROUND_UPDATE');
      expect(booking.data).toEqual({ groundId, date: '2026-12-01' });
    }
    const otherTeams = [...outside.ofType('TEAM_UPDATE'), ...noWorkspace.ofType('TEAM_UPDATE')];
    expect(otherTeams.filter((m) => (m.data as { teamId: number }).teamId === teamId)).toEqual([]);
    expect(JSON.stringify(outside.messages)).not.toContain('Secret XI');
    expect(JSON.stringify(outside.messages)).not.toContain('Ravi');
  });

  it('stops private messages to a member removed from the workspace', async () => {
    const workspaceId = fresh();
    const removed = await open(realtime.port, member(51, workspaceId));
    const stays = await open(realtime.port, member(52, workspaceId));
    await otherService.publish(envelope(IDENTITY_EVENTS.memberRemoved, workspaceId, { workspaceId, userId: 51 }));
    const teamId = fresh();
    await otherService.publish(envelope(MATCH_EVENTS.teamUpdated, workspaceId, { teamId }));
    expect(await stays.next('TEAM_UPDATE')).toMatchObject({ data: { teamId } });
    await quiet(removed);
    expect(removed.ofType('TEAM_UPDATE')).toEqual([]);
  });

  it("lets a fan without an account watch a public match, and nothing else: no members-only match, no workspace's or signed-in messages", async () => {
    const workspaceId = fresh();
    const open_ = fresh();
    const closed = fresh();
    const fan = await open(realtime.port, ANONYMOUS);
    expect(await fan.next('connection')).toMatchObject({ data: { userId: null, workspaceId: null } });
    const inside = await open(realtime.port, member(91, workspaceId));
    for (const socket of [fan, inside]) {
      socket.send({ type: 'SUBSCRIBE_MATCH', matchId: open_ });
      socket.send({ type: 'SUBSCRIBE_MATCH', matchId: closed });
      await socket.processed();
    }
    await otherService.publish(envelope(MATCH_EVENTS.ballRecorded, workspaceId, { matchId: closed, runs: 6, membersOnly: true }));
    await otherService.publish(envelope(MATCH_EVENTS.matchUpdated, workspaceId, { matchId: closed, membersOnly: true }));
    await otherService.publish(envelope(MATCH_EVENTS.teamUpdated, workspaceId, { teamId: fresh() }));
    await otherService.publish(envelope(MATCH_EVENTS.tournamentCreated, workspaceId, { tournamentId: fresh() }));
    await otherService.publish(envelope(MATCH_EVENTS.ballRecorded, workspaceId, { matchId: open_, runs: 4 }));
    // Events reach sockets in the order they were published: once the public ball is here, the rest never comes.
    expect(await fan.next('BALL_RECORDED')).toMatchObject({ data: { matchId: open_, runs: 4 } });
    expect(fan.messages.map((m) => m.type)).toEqual(['connection', 'FORCE_REFRESH', 'FORCE_REFRESH', 'pong', 'BALL_RECORDED']);
    expect(await inside.next('BALL_RECORDED')).toMatchObject({ data: { matchId: closed, runs: 6 } });
    expect(await inside.next('MATCH_UPDATE')).toMatchObject({ data: { matchId: closed } });
  });

  it("answers a new subscription with its match's FORCE_REFRESH, once: what the page read before may miss a ball", async () => {
    const matchId = fresh();
    const socket = await open(realtime.port, member(62, fresh()));
    socket.send({ type: 'SUBSCRIBE_MATCH', matchId });
    expect(await socket.next('FORCE_REFRESH')).toEqual({ type: 'FORCE_REFRESH', matchId, timestamp: expect.any(String) });
    socket.send({ type: 'SUBSCRIBE_MATCH', data: { matchId } });
    await socket.processed();
    expect(socket.ofType('FORCE_REFRESH')).toHaveLength(1);
    // Subscribed again after letting go: refreshed again.
    socket.send({ type: 'UNSUBSCRIBE_MATCH', matchId });
    socket.send({ type: 'SUBSCRIBE_MATCH', matchId });
    await socket.processed();
    expect(socket.ofType('FORCE_REFRESH')).toHaveLength(2);
  });

  it('sends an event once even when it is published twice', async () => {
    const matchId = fresh();
    const socket = await open(realtime.port, member(61, fresh()));
    socket.send({ type: 'SUBSCRIBE_MATCH', matchId });
    await socket.processed();
    const event = envelope(MATCH_EVENTS.ballRecorded, null, { matchId });
    await otherService.publish(event);
    await otherService.publish(event);
    await realtimeBus.publish(event);
    await socket.next('BALL_RECORDED');
    await quiet(socket);
    expect(socket.ofType('BALL_RECORDED')).toHaveLength(1);
  });

  it("refuses a socket without the gateway's token", async () => {
    await expect(TestSocket.open(realtime.port, null)).rejects.toEqual(new RefusedError(401));
    await expect(TestSocket.open(realtime.port, member(71, 1), {}, 'not-the-shared-secret')).rejects.toEqual(new RefusedError(401));
    await expect(TestSocket.open(realtime.port, null, { 'x-internal-auth': 'garbage' })).rejects.toEqual(new RefusedError(401));
  });

  it('refuses a foreign Origin and accepts the host the browser asked the gateway for', async () => {
    await expect(TestSocket.open(realtime.port, member(72, 1), { Origin: 'https://evil.example' })).rejects.toEqual(new RefusedError(403));
    await expect(TestSocket.open(realtime.port, member(72, 1), { Origin: 'null' })).rejects.toEqual(new RefusedError(403));
    const proxied = await open(realtime.port, member(72, 1), {
      Origin: 'https://cricket.example',
      'x-forwarded-host': 'cricket.example',
    });
    expect(await proxied.next('connection')).toMatchObject({ data: { userId: 72 } });
  });

  it('refuses upgrades on other paths', async () => {
    const { WebSocket } = await import('ws');
    const ws = new WebSocket(`ws://127.0.0.1:${realtime.port}/other`, { headers: { 'x-internal-auth': signInternalToken(member(1, 1), 'x') } });
    const status = await new Promise<number>((resolve) => {
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', () => resolve(-1));
    });
    expect(status).toBe(404);
  });

  it('answers malformed input with error and keeps the socket open', async () => {
    const socket = await open(realtime.port, member(81, fresh()));
    await socket.next('connection');
    socket.send('not json at all');
    socket.send('[1,2]');
    socket.send({ type: 'DANCE' });
    socket.send({ type: 'SUBSCRIBE_MATCH' });
    socket.send({ type: 'SUBSCRIBE_MATCH', matchId: 'abc' });
    socket.send({ type: 'UNSUBSCRIBE_MATCH', data: { matchId: -3 } });
    socket.send({ type: 'PING' });
    await socket.next('pong');
    expect(socket.ofType('error').map((m) => m.message)).toEqual([
      PROTOCOL_ERRORS.malformed,
      PROTOCOL_ERRORS.malformed,
      PROTOCOL_ERRORS.unknownType,
      PROTOCOL_ERRORS.invalidMatchId,
      PROTOCOL_ERRORS.invalidMatchId,
      PROTOCOL_ERRORS.invalidMatchId,
    ]);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });

  it('runs as several replicas, each delivering to its own sockets', async () => {
    const secondBus = await NatsEventBus.connect(TEST_NATS_URL, 'realtime-test-2', logger);
    const second = await startRealtime(secondBus);
    try {
      const matchId = fresh();
      const onFirst = await open(realtime.port, member(91, fresh()));
      const onSecond = await open(second.port, member(92, fresh()));
      onFirst.send({ type: 'SUBSCRIBE_MATCH', matchId });
      onSecond.send({ type: 'SUBSCRIBE_MATCH', matchId });
      await Promise.all([onFirst.processed(), onSecond.processed()]);
      await otherService.publish(envelope(MATCH_EVENTS.ballRecorded, null, { matchId }));
      await onFirst.next('BALL_RECORDED');
      await onSecond.next('BALL_RECORDED');
      await quiet(onFirst, onSecond);
      expect(onFirst.ofType('BALL_RECORDED')).toHaveLength(1);
      expect(onSecond.ofType('BALL_RECORDED')).toHaveLength(1);
    } finally {
      for (const socket of sockets.splice(0)) socket.close();
      await second.close();
      await secondBus.close();
    }
  });
});
