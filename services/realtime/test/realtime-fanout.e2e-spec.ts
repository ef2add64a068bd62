import { randomUUID } from 'node:crypto';
import { ANONYMOUS, MATCH_EVENTS, type EventEnvelope } from '@cricket/contracts';
import { createLogger, InProcessEventBus } from '@cricket/service-kit';
import { RealtimeSocketServer } from '../src/sockets/realtime-socket.server';
import { member, startRealtime, TestSocket, waitFor, type RunningRealtime } from './realtime-client';

const WORKSPACE_ID = 4;

function envelope(type: string, data: Record<string, unknown>): EventEnvelope {
  return { id: randomUUID(), type, workspaceId: WORKSPACE_ID, occurredAt: new Date().toISOString(), actorId: null, data };
}

/** Fan-out as the embedded mode runs it: the matches service's relay hands realtime each committed batch. */
describe('realtime fan-out to a crowd', () => {
  const bus = new InProcessEventBus(createLogger('realtime-fanout-test', 'silent'));
  let realtime: RunningRealtime;
  let server: RealtimeSocketServer;
  const sockets: TestSocket[] = [];
  const watch = async (matchId: number, count: number) => {
    const opened = await Promise.all(Array.from({ length: count }, (_, i) => TestSocket.open(realtime.port, i % 2 ? ANONYMOUS : member(100 + i, WORKSPACE_ID))));
    sockets.push(...opened);
    for (const socket of opened) socket.send({ type: 'SUBSCRIBE_MATCH', matchId });
    await Promise.all(opened.map((socket) => socket.processed()));
    return opened;
  };

  beforeAll(async () => {
    realtime = await startRealtime(bus);
    server = realtime.app.get(RealtimeSocketServer);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.ws.terminate();
  });
  afterAll(async () => {
    await realtime.close();
    await bus.close();
  });

  it("brings a ball's BALL_RECORDED and SCORE_UPDATE to every watcher as two messages, in order, and nothing to the rest", async () => {
    const watchers = await watch(1, 40);
    const [elsewhere] = await watch(2, 1);
    await bus.publishBatch([envelope(MATCH_EVENTS.ballRecorded, { matchId: 1, seq: 7, runs: 4 }), envelope(MATCH_EVENTS.scoreUpdated, { matchId: 1, eventCount: 8 })]);
    for (const socket of watchers) {
      await socket.next('SCORE_UPDATE');
      expect(socket.messages.map((m) => m.type)).toEqual(['connection', 'FORCE_REFRESH', 'pong', 'BALL_RECORDED', 'SCORE_UPDATE']);
      expect(socket.messages[3].data).toEqual({ matchId: 1, seq: 7, runs: 4 });
    }
    // Still answered in order after the ready-made frames.
    await elsewhere.processed();
    expect(elsewhere.messages.map((m) => m.type)).toEqual(['connection', 'FORCE_REFRESH', 'pong', 'pong']);
  });

  it('closes a socket that stops reading once its backlog passes the bound, and the reading one still gets every ball', async () => {
    const [reader, slow] = await watch(3, 2);
    slow.ws.pause();
    const filler = 'x'.repeat(64 * 1024);
    let seq = 0;
    // The slow socket's kernel buffers fill first, then its backlog in realtime: a few tens of MB at most.
    while (server.registry.size === 2 && seq < 1000) {
      await bus.publishBatch(Array.from({ length: 8 }, () => envelope(MATCH_EVENTS.ballRecorded, { matchId: 3, seq: ++seq, filler })));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(server.registry.size).toBe(1);
    await waitFor(() => reader.ofType('BALL_RECORDED').length === seq, 15_000);
    expect(reader.ofType('BALL_RECORDED').map((m) => (m.data as { seq: number }).seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    const closed = new Promise<number>((resolve) => slow.ws.once('close', resolve));
    slow.ws.resume();
    expect(await closed).toBe(1006);
    expect(slow.ofType('BALL_RECORDED').length).toBeLessThan(seq);
  });
});
