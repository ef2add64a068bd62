import { SCORING_MESSAGES } from './messages';
import type { BatterStatus, DeliveryDismissalKind, DeliveryEvent, Dismissal, DismissalKind, PlayerId } from './types';

export const DISMISSAL_LABELS: Record<DismissalKind, string> = {
  bowled: 'bowled',
  caught: 'caught',
  caught_and_bowled: 'caught and bowled',
  lbw: 'lbw',
  stumped: 'stumped',
  run_out: 'run out',
  hit_wicket: 'hit wicket',
  hit_the_ball_twice: 'hit the ball twice',
  obstructing_the_field: 'obstructing the field',
  timed_out: 'timed out',
  retired_out: 'retired out',
};

/** The bowler gets the wicket (Laws 32–36, 39); not for run out, obstruction, hitting twice, timed or retired out. */
export const BOWLER_CREDITED: ReadonlySet<DismissalKind> = new Set(['bowled', 'caught', 'caught_and_bowled', 'lbw', 'stumped', 'hit_wicket']);

/** Either batter can be out this way; every other kind dismisses the striker only. */
export const EITHER_BATTER: ReadonlySet<DismissalKind> = new Set(['run_out', 'obstructing_the_field']);

/** Runs completed before the wicket still count (Law 38.2 run out, Law 37.5 obstruction). */
export const RUNS_KEPT: ReadonlySet<DismissalKind> = new Set(['run_out', 'obstructing_the_field']);

/** Law 22.8: off a wide only hit wicket, obstructing the field, run out or stumped. */
export const OUT_OFF_WIDE: ReadonlySet<DeliveryDismissalKind> = new Set(['hit_wicket', 'obstructing_the_field', 'run_out', 'stumped']);
/** Law 21.18: off a no-ball only hit the ball twice, obstructing the field or run out. */
export const OUT_OFF_NO_BALL: ReadonlySet<DeliveryDismissalKind> = new Set(['hit_the_ball_twice', 'obstructing_the_field', 'run_out']);
/** Free hit (playing conditions): only the ways possible off a no-ball, even when it is called wide. */
export const OUT_OFF_FREE_HIT = OUT_OFF_NO_BALL;

/** Which ways a batter can be out off this kind of ball. */
export function possibleDismissals(extra: DeliveryEvent['extra'], freeHit: boolean): DeliveryDismissalKind[] {
  return (['bowled', 'caught', 'caught_and_bowled', 'lbw', 'stumped', 'run_out', 'hit_wicket', 'hit_the_ball_twice', 'obstructing_the_field'] as const).filter(
    (kind) => (!freeHit || OUT_OFF_FREE_HIT.has(kind)) && (extra !== 'wide' || OUT_OFF_WIDE.has(kind)) && (extra !== 'no_ball' || OUT_OFF_NO_BALL.has(kind)),
  );
}

/**
 * Why the dismissal on this delivery cannot happen, or null when it can. `asCalled`: the umpire gave
 * it, so the Laws' checks of the kind of ball and its runs stand aside; who can be out still holds.
 */
export function dismissalError(delivery: DeliveryEvent, freeHit: boolean, striker: PlayerId, asCalled = false): string | null {
  const wicket = delivery.wicket;
  if (!wicket) return null;
  const label = DISMISSAL_LABELS[wicket.kind];
  const kind = wicket.kind as DismissalKind;
  // Stored or posted JSON may name a kind that never happens on a ball.
  if (kind === 'timed_out' || kind === 'retired_out') return SCORING_MESSAGES.dismissalNotOnDelivery(label);
  if (wicket.batter !== undefined && wicket.batter !== striker && !EITHER_BATTER.has(wicket.kind)) return SCORING_MESSAGES.strikerOnly(label);
  if (asCalled) return null;
  if (delivery.extra === 'wide' && !OUT_OFF_WIDE.has(wicket.kind)) return SCORING_MESSAGES.dismissalOff(label, 'a wide');
  if (delivery.extra === 'no_ball' && !OUT_OFF_NO_BALL.has(wicket.kind)) return SCORING_MESSAGES.dismissalOff(label, 'a no-ball');
  if (freeHit && !OUT_OFF_FREE_HIT.has(wicket.kind)) return SCORING_MESSAGES.dismissalOff(label, 'a free hit');
  if (delivery.runs > 0 && !RUNS_KEPT.has(wicket.kind)) return SCORING_MESSAGES.noRunsWith(label);
  if (delivery.boundary) return SCORING_MESSAGES.boundaryWithWicket;
  return null;
}

/** Scorecard 'how out' text: 'c Smith b Jones', 'c & b Jones', 'run out (Smith)', 'not out'. */
export function howOut(dismissal: Dismissal | null, name: (id: PlayerId) => string, status: BatterStatus = 'out'): string {
  if (status === 'absent_hurt') return 'absent hurt';
  if (status === 'retired_hurt') return 'retired hurt';
  if (status === 'retired_not_out') return 'retired not out';
  if (!dismissal) return 'not out';
  const bowler = dismissal.bowler ? name(dismissal.bowler) : '';
  const fielders = dismissal.fielders.map(name);
  switch (dismissal.kind) {
    case 'bowled':
      return `b ${bowler}`;
    case 'caught':
      return fielders.length ? `c ${fielders[0]} b ${bowler}` : `c ? b ${bowler}`;
    case 'caught_and_bowled':
      return `c & b ${bowler}`;
    case 'lbw':
      return `lbw b ${bowler}`;
    case 'stumped':
      return fielders.length ? `st ${fielders[0]} b ${bowler}` : `st ? b ${bowler}`;
    case 'hit_wicket':
      return `hit wicket b ${bowler}`;
    case 'run_out':
      return fielders.length ? `run out (${fielders.join('/')})` : 'run out';
    default:
      return DISMISSAL_LABELS[dismissal.kind];
  }
}
