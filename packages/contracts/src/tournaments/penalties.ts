import { TOURNAMENT_MESSAGES, TOURNAMENT_PENALTY } from './messages';

/** Whole points from 0 to the maximum. */
export function isPenaltyPoints(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= TOURNAMENT_PENALTY.maxPoints;
}

/** From 0 to the maximum, in thousandths (the precision a table publishes). */
export function isPenaltyNetRunRate(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= TOURNAMENT_PENALTY.maxNetRunRate &&
    Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6
  );
}

/** A penalty must take something away: the message when it deducts neither points nor net run rate. */
export function emptyPenaltyProblem(penalty: { points?: number | null; netRunRate?: number | null }): string | null {
  return (penalty.points ?? 0) > 0 || (penalty.netRunRate ?? 0) > 0 ? null : TOURNAMENT_MESSAGES.penaltyNothing;
}
