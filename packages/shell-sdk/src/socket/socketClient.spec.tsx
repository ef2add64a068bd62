import { LIMITS, SOCKET_TEXTS } from '@cricket/contracts';
import { QueryClient } from '@tanstack/react-query';
import { createSocketClient, GROUND_TOAST_TEXTS } from './socketClient';
import { FakeSocket } from '../testing/FakeSocket';
import { matchIdFromPath } from './invalidation';

function setup(path = '/') {
  const queryClient = new QueryClient();
  const toast = jest.fn();
  const onMessage = jest.fn();
  const client = createSocketClient({
    url: 'ws://localhost/ws?t=1',
    queryClient,
    toast,
    onMessage,
    currentPath: () => path,
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
  });
  return { client, queryClient, toast, onMessage };
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.instances = [];
  FakeSocket.failNext = 0;
});
afterEach(() => jest.useRealTimers());

describe('socket client', () => {
  it('connects only when asked and queues messages until open', () => {
    const { client } = setup();
    expect(FakeSocket.instances).toHaveLength(0);
    client.send({ type: 'PING', source: 'early' });
    client.connect();
    const socket = FakeSocket.instances[0];
    expect(client.state).toBe('connecting');
    expect(socket.sent).toEqual([]);
    socket.serverOpens();
    expect(client.state).toBe('open');
    expect(socket.sent).toEqual([JSON.stringify({ type: 'PING', source: 'early' })]);
  });

  it('pings every 10 s and subscribes to the page match 100 ms after open', () => {
    const { client } = setup('/matches/42');
    client.connect();
    const socket = FakeSocket.instances[0];
    socket.serverOpens();
    jest.advanceTimersByTime(LIMITS.socket.subscribeDelayMs - 1);
    expect(socket.sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(JSON.parse(socket.sent[0])).toEqual({ type: 'SUBSCRIBE_MATCH', matchId: 42, data: { matchId: 42 } });
    jest.advanceTimersByTime(LIMITS.socket.pingIntervalMs * 2);
    expect(socket.types).toEqual(['SUBSCRIBE_MATCH', 'PING', 'PING']);
  });

  it('does not subscribe when the path has no match id', () => {
    const { client } = setup('/tournaments');
    client.connect();
    FakeSocket.instances[0].serverOpens();
    jest.advanceTimersByTime(500);
    expect(FakeSocket.instances[0].sent).toEqual([]);
  });

  it('gives up after 3 s without open, toasts, and never reconnects by itself', () => {
    const { client, toast } = setup();
    client.connect();
    jest.advanceTimersByTime(LIMITS.socket.connectTimeoutMs);
    expect(client.state).toBe('closed');
    expect(toast).toHaveBeenCalledWith({ title: SOCKET_TEXTS.connectFailedTitle, description: SOCKET_TEXTS.connectFailed, variant: 'destructive' });
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('does not reconnect after the server closes', () => {
    const { client } = setup();
    client.connect();
    FakeSocket.instances[0].serverOpens();
    FakeSocket.instances[0].close();
    expect(client.state).toBe('closed');
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('retries 2 s after a failed construction', () => {
    FakeSocket.failNext = 1;
    const { client } = setup();
    client.connect();
    expect(FakeSocket.instances).toHaveLength(0);
    jest.advanceTimersByTime(LIMITS.socket.constructRetryMs - 1);
    expect(FakeSocket.instances).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(client.state).toBe('connecting');
  });

  it('toasts when a message cannot be sent', () => {
    const { client, toast } = setup();
    client.connect();
    const socket = FakeSocket.instances[0];
    socket.serverOpens();
    socket.send = () => {
      throw new Error('broken');
    };
    client.send({ type: 'PING' });
    expect(toast).toHaveBeenCalledWith({ title: SOCKET_TEXTS.errorTitle, description: SOCKET_TEXTS.sendFailed, variant: 'destructive' });
  });

  it('invalidates the cached reads each update concerns and shows the spec toasts', async () => {
    const { client, queryClient, toast, onMessage } = setup();
    const keys = ['/api/my/matches', '/api/matches/7', '/api/my/teams', '/api/tournaments', '/api/grounds', '/api/ground-bookings', '/api/user'];
    for (const key of keys) queryClient.setQueryData([key], 1);
    const stale = () => keys.filter((key) => queryClient.getQueryState([key])?.isInvalidated);
    client.connect();
    const socket = FakeSocket.instances[0];
    socket.serverOpens();

    socket.serverSends({ type: 'BALL_RECORDED', data: { matchId: 7 } });
    jest.advanceTimersByTime(LIMITS.socket.refetchCoalesceMs);
    expect(stale()).toEqual(['/api/my/matches', '/api/matches/7']);
    socket.serverSends({ type: 'TEAM_UPDATE', data: { teamId: 1 } });
    jest.advanceTimersByTime(LIMITS.socket.refetchCoalesceMs);
    expect(stale()).toContain('/api/my/teams');
    expect(toast).toHaveBeenLastCalledWith({ title: SOCKET_TEXTS.teamUpdatedTitle, description: SOCKET_TEXTS.teamUpdated });
    socket.serverSends({ type: 'TOURNAMENT_UPDATE', data: { tournamentId: 1 } });
    expect(toast).toHaveBeenLastCalledWith({ title: SOCKET_TEXTS.tournamentUpdatedTitle, description: SOCKET_TEXTS.tournamentUpdated });
    socket.serverSends({ type: 'GROUND_CREATE', data: { groundId: 1 } });
    expect(toast).toHaveBeenLastCalledWith({ title: GROUND_TOAST_TEXTS.GROUND_CREATE, description: GROUND_TOAST_TEXTS.refreshed });
    jest.advanceTimersByTime(LIMITS.socket.refetchCoalesceMs);
    expect(stale()).toEqual(keys.slice(0, 6));

    toast.mockClear();
    socket.serverSends({ type: 'GROUND_UPDATE', data: { groundId: 1, date: '2026-12-01' } });
    expect(toast).not.toHaveBeenCalled();
    socket.serverSends('{not json');
    expect(onMessage).toHaveBeenCalledTimes(5);
  });
});

describe("a ball's updates", () => {
  it('make the reads stale once, 50 ms after the first, however many arrive together', () => {
    const { client, queryClient } = setup('/matches/7');
    for (const key of ['/api/matches/7', '/api/matches/7/scoring', '/api/my/teams']) queryClient.setQueryData([key], 1);
    client.connect();
    const socket = FakeSocket.instances[0];
    socket.serverOpens();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    socket.serverSends({ type: 'BALL_RECORDED', data: { matchId: 7 } });
    socket.serverSends({ type: 'SCORE_UPDATE', data: { matchId: 7 } });
    socket.serverSends({ type: 'STRIKER_SWAP', data: { matchId: 7 } });
    socket.serverSends({ type: 'pong' });
    jest.advanceTimersByTime(LIMITS.socket.refetchCoalesceMs - 1);
    expect(invalidate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    const stale = (key: string) => queryClient.getQueryState([key])?.isInvalidated;
    expect([stale('/api/matches/7'), stale('/api/matches/7/scoring'), stale('/api/my/teams')]).toEqual([true, true, false]);
    // The next ball is another round.
    socket.serverSends({ type: 'BALL_RECORDED', data: { matchId: 7 } });
    jest.advanceTimersByTime(LIMITS.socket.refetchCoalesceMs);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});

describe('matchIdFromPath', () => {
  it('reads the match id of match pages only', () => {
    expect(matchIdFromPath('/matches/12')).toBe(12);
    expect(matchIdFromPath('/matches/12/score')).toBe(12);
    expect(matchIdFromPath('/matches/new')).toBeNull();
    expect(matchIdFromPath('/tournaments/3')).toBeNull();
  });
});
