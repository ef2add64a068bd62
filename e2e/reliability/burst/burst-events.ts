import { GROUND_EVENTS, MATCH_EVENTS, type BookingPaymentData } from '@cricket/contracts';

/** Ten events per unit: a match created, four balls each with its score update, and a payment for finance. */
const UNIT = 10;
const START = Date.parse('2026-11-20T10:00:00.000Z');

export interface BurstEvent {
  type: string;
  data: unknown;
  workspaceId: number;
}

/**
 * The i-th event of a burst, the same on every run: what statistics and finance fold from, with
 * undone-free scoring, boundaries, wickets, completed matches and refunds, so a lost or doubled
 * event changes a figure.
 */
export function burstEvent(i: number): BurstEvent {
  const unit = Math.floor(i / UNIT);
  const step = i % UNIT;
  const matchId = unit + 1;
  const workspaceId = 1 + (unit % 3);
  const occurredAt = new Date(START + i * 10).toISOString();
  if (step === 0) return { type: MATCH_EVENTS.matchCreated, data: { matchId, status: 'upcoming' }, workspaceId };
  if (step === UNIT - 1) {
    // Every fifth payment is a refund of the previous unit's booking.
    const refund = unit % 5 === 4;
    const data: BookingPaymentData = {
      bookingId: refund ? unit - 1 : unit,
      groundId: 7,
      workspaceId: refund ? 1 + ((unit - 1) % 3) : workspaceId,
      date: '2026-11-12',
      amountPaise: 10_000 + unit,
      paymentStatus: refund ? 'refunded' : 'paid',
    };
    return { type: refund ? GROUND_EVENTS.bookingRefunded : GROUND_EVENTS.bookingPaid, data, workspaceId: data.workspaceId };
  }
  const ball = Math.floor((step - 1) / 2);
  const completed = ball === 3;
  if (step % 2 === 0) {
    return { type: MATCH_EVENTS.scoreUpdated, data: { matchId, eventCount: ball + 1, completed, winProbability: ball === 2 ? { team: 'team2', probability: 0.5 } : null, occurredAt }, workspaceId };
  }
  const runs = [0, 4, 6, 0][ball];
  const delivery = {
    over: 0,
    legal: true,
    totalRuns: runs,
    batterRuns: runs,
    event: { boundary: runs === 4 || runs === 6 ? runs : undefined },
    dismissed: ball === 3 ? { kind: 'bowled' } : null,
    striker: `B${unit % 40}`,
    nonStriker: `B${(unit + 1) % 40}`,
    bowler: `W${unit % 25}`,
  };
  return { type: MATCH_EVENTS.ballRecorded, data: { matchId, seq: ball, innings: 1, delivery, score: { completed: false } }, workspaceId };
}
