import { GROUND_EVENTS, MATCH_EVENTS, type EventEnvelope } from '@cricket/contracts';
import { deliveryFor } from './event-messages';
import { RecentEventIds } from './recent-event-ids';

const event = (type: string, workspaceId: number | null, data: Record<string, unknown>): EventEnvelope => ({
  id: 'e1', type, workspaceId, occurredAt: '2026-01-01T00:00:00.000Z', actorId: 1, data,
});

describe('event → socket message table', () => {
  it('sends a match change to its subscribers and its workspace', () => {
    const d = deliveryFor(event(MATCH_EVENTS.matchUpdated, 4, { matchId: 9, secret: 'x' }));
    expect(d?.audiences).toEqual([{ kind: 'match', matchId: 9 }, { kind: 'workspace', workspaceId: 4 }]);
    expect(d?.message).toMatchObject({ type: 'MATCH_UPDATE', data: { matchId: 9 } });
    expect(d?.message.data).toEqual({ matchId: 9 });
  });

  it.each([
    [MATCH_EVENTS.ballRecorded, 'BALL_RECORDED'],
    [MATCH_EVENTS.strikerSwapped, 'STRIKER_SWAP'],
    [MATCH_EVENTS.scoreUpdated, 'SCORE_UPDATE'],
  ])('passes %s through to match subscribers only as %s', (subject, type) => {
    const d = deliveryFor(event(subject, 4, { matchId: 9, runs: 6 }));
    expect(d?.audiences).toEqual([{ kind: 'match', matchId: 9 }]);
    expect(d?.message).toMatchObject({ type, data: { matchId: 9, runs: 6 } });
  });

  it.each([MATCH_EVENTS.matchUpdated, MATCH_EVENTS.ballRecorded, MATCH_EVENTS.scoreUpdated, MATCH_EVENTS.forceRefresh, MATCH_EVENTS.matchImported])(
    "keeps %s of a members-only match to its workspace's subscribers",
    (subject) => {
      expect(deliveryFor(event(subject, 4, { matchId: 9, membersOnly: true }))?.audiences[0]).toEqual({ kind: 'match', matchId: 9, membersOf: 4 });
    },
  );

  it('sends FORCE_REFRESH with a top-level matchId', () => {
    expect(deliveryFor(event(MATCH_EVENTS.forceRefresh, 4, { matchId: 9 }))?.message).toMatchObject({ type: 'FORCE_REFRESH', matchId: 9 });
  });

  it('turns an imported match into one FORCE_REFRESH for its watchers', () => {
    const d = deliveryFor(event(MATCH_EVENTS.matchImported, 4, { matchId: 9, status: 'completed' }));
    expect(d).toEqual({ audiences: [{ kind: 'match', matchId: 9 }], message: expect.objectContaining({ type: 'FORCE_REFRESH', matchId: 9 }) });
  });

  it('keeps team changes in their workspace and drops those without one', () => {
    const d = deliveryFor(event(MATCH_EVENTS.teamDeleted, 4, { teamId: 2, name: 'X' }));
    expect(d).toMatchObject({ audiences: [{ kind: 'workspace', workspaceId: 4 }], message: { type: 'TEAM_UPDATE', data: { teamId: 2 } } });
    expect(d?.message.data).toEqual({ teamId: 2 });
    expect(deliveryFor(event(MATCH_EVENTS.teamUpdated, null, { teamId: 2 }))).toBeNull();
  });

  it('publishes tournaments and grounds to every signed-in socket', () => {
    expect(deliveryFor(event(MATCH_EVENTS.tournamentUpdated, 4, { tournamentId: 5 }))).toMatchObject({
      audiences: [{ kind: 'signed-in' }],
      message: { type: 'TOURNAMENT_UPDATE', data: { tournamentId: 5 } },
    });
    expect(deliveryFor(event(GROUND_EVENTS.groundCreated, 4, { groundId: 1 }))?.message.type).toBe('GROUND_CREATE');
    expect(deliveryFor(event(GROUND_EVENTS.groundUpdated, 4, { groundId: 1 }))?.message.type).toBe('GROUND_UPDATE');
    expect(deliveryFor(event(GROUND_EVENTS.groundDeleted, 4, { groundId: 1 }))?.message.type).toBe('GROUND_DELETE');
  });

  it('tells everyone a booking changed availability, never its details', () => {
    const d = deliveryFor(event(GROUND_EVENTS.bookingPaid, 4, { groundId: 1, date: '2026-12-01', customerName: 'Ravi', phone: '9' }));
    expect(d).toMatchObject({ audiences: [{ kind: 'signed-in' }], message: { type: 'GROUND_UPDATE' } });
    expect(d?.message.data).toEqual({ groundId: 1, date: '2026-12-01' });
  });

  it('ignores events without a message or without their id', () => {
    expect(deliveryFor(event('identity.user.registered', null, { userId: 1 }))).toBeNull();
    expect(deliveryFor(event(MATCH_EVENTS.ballRecorded, 4, {}))).toBeNull();
    expect(deliveryFor(event(GROUND_EVENTS.groundCreated, 4, { groundId: 'x' }))).toBeNull();
  });
});

describe('RecentEventIds', () => {
  it('remembers ids once and forgets the oldest beyond its capacity', () => {
    const ids = new RecentEventIds(2);
    expect(ids.remember('a')).toBe(true);
    expect(ids.remember('a')).toBe(false);
    ids.remember('b');
    ids.remember('c');
    expect(ids.size).toBe(2);
    expect(ids.remember('a')).toBe(true);
    expect(ids.remember('c')).toBe(false);
  });
});
