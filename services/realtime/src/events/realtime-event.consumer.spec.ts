import type { Logger } from 'pino';
import { IDENTITY_EVENTS, MATCH_EVENTS, type EventEnvelope } from '@cricket/contracts';
import type { EventBus } from '@cricket/service-kit';
import type { RealtimeSocketServer } from '../sockets/realtime-socket.server';
import type { Delivery } from './event-messages';
import { RealtimeEventConsumer } from './realtime-event.consumer';

let ids = 0;
const event = (type: string, data: Record<string, unknown>, workspaceId: number | null = 4): EventEnvelope => ({
  id: `e${++ids}`, type, workspaceId, occurredAt: '2026-01-01T00:00:00.000Z', actorId: 1, data,
});

describe('RealtimeEventConsumer', () => {
  const calls: string[] = [];
  const sockets = {
    deliver: (deliveries: readonly Delivery[]) => {
      calls.push(`deliver ${deliveries.map((d) => d.message.type).join(' ')}`);
      return 1;
    },
    registry: { revokeWorkspace: (userId: number, workspaceId: number) => calls.push(`revoke ${userId}@${workspaceId}`) },
  };
  const logger = { debug: () => undefined, error: () => undefined } as unknown as Logger;
  const consumer = new RealtimeEventConsumer({} as EventBus, logger, sockets as unknown as RealtimeSocketServer);

  beforeEach(() => calls.splice(0));

  it("fans a scoring change's events out together: one delivery of BALL_RECORDED and SCORE_UPDATE", async () => {
    await consumer.handleBatch([event(MATCH_EVENTS.ballRecorded, { matchId: 9, seq: 3 }), event(MATCH_EVENTS.scoreUpdated, { matchId: 9, eventCount: 4 })]);
    expect(calls).toEqual(['deliver BALL_RECORDED SCORE_UPDATE']);
  });

  it('sends an event once however often it comes, and skips events without a message', async () => {
    const ball = event(MATCH_EVENTS.ballRecorded, { matchId: 9 });
    await consumer.handleBatch([ball, ball, event('identity.user.registered', { userId: 1 })]);
    await consumer.handle(ball);
    await consumer.handleBatch([event('identity.user.registered', { userId: 2 })]);
    expect(calls).toEqual(['deliver BALL_RECORDED']);
  });

  it('lets a removal from a workspace take effect between the messages before it and those after it', async () => {
    await consumer.handleBatch([
      event(MATCH_EVENTS.teamUpdated, { teamId: 1 }),
      event(IDENTITY_EVENTS.memberRemoved, { userId: 5, workspaceId: 4 }),
      event(MATCH_EVENTS.teamUpdated, { teamId: 2 }),
    ]);
    expect(calls).toEqual(['deliver TEAM_UPDATE', 'revoke 5@4', 'deliver TEAM_UPDATE']);
  });
});
