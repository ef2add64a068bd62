import type { HttpAdapterHost } from '@nestjs/core';
import type { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocket } from 'ws';
import type { ServerMessage } from '@cricket/contracts';
import type { ServiceConfig } from '@cricket/service-kit';
import type { Delivery } from '../events/event-messages';
import { MAX_BUFFERED_BYTES, RealtimeSocketServer } from './realtime-socket.server';

const { Receiver } = WebSocket as unknown as { Receiver: new (options: { isServer: boolean }) => Writable };

/** The message types a browser reads out of the bytes one write put on its socket. */
function typesIn(bytes: Buffer): string[] {
  const types: string[] = [];
  const receiver = new Receiver({ isServer: false });
  receiver.on('message', (data: Buffer) => types.push((JSON.parse(data.toString()) as ServerMessage).type));
  receiver.write(bytes);
  return types;
}

/** An open socket as ws hands it over: what was written to it, in one list per write. */
class FakeSocket {
  readyState: number = WebSocket.OPEN;
  bufferedAmount = 0;
  extensions = '';
  terminated = false;
  readonly writes: Buffer[] = [];
  readonly _sender = { _state: 0, sendFrame: (list: Buffer[]) => this.writes.push(list.length === 1 ? list[0] : Buffer.concat(list)) };

  send(): void {
    throw new Error('frames are written ready-made');
  }

  terminate(): void {
    this.terminated = true;
    this.readyState = WebSocket.CLOSING;
  }
}

const message = (type: ServerMessage['type'], matchId: number): ServerMessage => ({ type, data: { matchId }, timestamp: '2026-01-01T00:00:00.000Z' });
const ball = (matchId: number, membersOf?: number): Delivery[] => [
  { audiences: [{ kind: 'match', matchId, membersOf }], message: message('BALL_RECORDED', matchId) },
  { audiences: [{ kind: 'match', matchId, membersOf }], message: message('SCORE_UPDATE', matchId) },
];

describe('RealtimeSocketServer.deliver', () => {
  let logger: { warn: jest.Mock; debug: jest.Mock; info: jest.Mock };
  let server: RealtimeSocketServer;

  beforeEach(() => {
    logger = { warn: jest.fn(), debug: jest.fn(), info: jest.fn() };
    server = new RealtimeSocketServer({} as HttpAdapterHost, {} as ServiceConfig, logger as unknown as Logger);
  });

  function open(userId: number | null, workspaceId: number | null, ...matches: number[]): FakeSocket {
    const socket = new FakeSocket();
    const client = server.registry.add(socket as unknown as WebSocket, userId, workspaceId);
    for (const matchId of matches) server.registry.subscribe(client, matchId);
    return socket;
  }

  it("writes a ball's messages to every watcher in one write, the same bytes for all: serialised once, not per socket", () => {
    const watchers = Array.from({ length: 50 }, (_, i) => open(i % 2 ? null : i, null, 7));
    const elsewhere = open(1, 1, 8);
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      expect(server.deliver(ball(7))).toBe(50);
      const messagesSerialised = stringify.mock.calls.filter(([value]) => (value as Partial<ServerMessage> | null)?.timestamp !== undefined);
      expect(messagesSerialised).toHaveLength(2);
    } finally {
      stringify.mockRestore();
    }
    for (const watcher of watchers) expect(watcher.writes).toHaveLength(1);
    expect(new Set(watchers.map((w) => w.writes[0])).size).toBe(1);
    expect(typesIn(watchers[0].writes[0])).toEqual(['BALL_RECORDED', 'SCORE_UPDATE']);
    expect(elsewhere.writes).toEqual([]);
  });

  it('closes a socket whose backlog passed the bound instead of writing to it, and writes every other one', () => {
    const [before, slow, after] = [open(null, null, 7), open(null, null, 7), open(null, null, 7)];
    slow.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    expect(server.deliver(ball(7))).toBe(2);
    expect(slow.terminated).toBe(true);
    expect(slow.writes).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    for (const socket of [before, after]) expect(typesIn(socket.writes[0])).toEqual(['BALL_RECORDED', 'SCORE_UPDATE']);
  });

  it('keeps writing a socket up to the bound, and skips one already closing', () => {
    const full = open(null, null, 7);
    full.bufferedAmount = MAX_BUFFERED_BYTES;
    const closing = open(null, null, 7);
    closing.readyState = WebSocket.CLOSING;
    expect(server.deliver(ball(7))).toBe(1);
    expect(full.writes).toHaveLength(1);
    expect(full.terminated).toBe(false);
    expect(closing.writes).toEqual([]);
  });

  it('writes each socket its own messages of a mixed batch, in order, still once', () => {
    const fan = open(null, null, 7);
    const member = open(1, 10, 7);
    const colleague = open(2, 10);
    const deliveries: Delivery[] = [
      ...ball(7, 10),
      { audiences: [{ kind: 'match', matchId: 7 }, { kind: 'workspace', workspaceId: 10 }], message: message('MATCH_UPDATE', 7) },
      { audiences: [{ kind: 'signed-in' }], message: message('TOURNAMENT_UPDATE', 7) },
    ];
    expect(server.deliver(deliveries)).toBe(3);
    expect(fan.writes.map(typesIn)).toEqual([['MATCH_UPDATE']]);
    expect(member.writes.map(typesIn)).toEqual([['BALL_RECORDED', 'SCORE_UPDATE', 'MATCH_UPDATE', 'TOURNAMENT_UPDATE']]);
    expect(colleague.writes.map(typesIn)).toEqual([['MATCH_UPDATE', 'TOURNAMENT_UPDATE']]);
  });

  it('writes nothing for a batch without recipients', () => {
    const other = open(null, null, 8);
    expect(server.deliver([])).toBe(0);
    expect(server.deliver(ball(7))).toBe(0);
    expect(other.writes).toEqual([]);
  });
});
