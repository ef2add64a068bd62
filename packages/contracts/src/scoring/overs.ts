import { BALLS_PER_OVER } from '../matches';
import { SCORING_MESSAGES } from './messages';
import type { InningsState, OverSummary } from './types';

/** 75 legal balls → 12.3 (12 overs and 3 balls). */
export function ballsToOvers(balls: number, ballsPerOver: number = BALLS_PER_OVER): number {
  return Number(formatOvers(balls, ballsPerOver));
}

/** 75 legal balls → '12.3'; 72 → '12'. */
export function formatOvers(balls: number, ballsPerOver: number = BALLS_PER_OVER): string {
  const rest = balls % ballsPerOver;
  const whole = Math.floor(balls / ballsPerOver);
  return rest === 0 ? String(whole) : `${whole}.${rest}`;
}

/** 12.3 or '12.3' → 75 legal balls. The part after the point counts balls, so it must be below the balls per over. */
export function oversToBalls(overs: number | string, ballsPerOver: number = BALLS_PER_OVER): number {
  const match = /^(\d+)(?:\.(\d))?$/.exec(String(overs).trim());
  const balls = match ? Number(match[2] ?? 0) : NaN;
  if (!match || balls >= ballsPerOver) throw new RangeError(SCORING_MESSAGES.invalidOvers(String(overs), ballsPerOver));
  return Number(match[1]) * ballsPerOver + balls;
}

/** Runs per over, as the scoreboard shows it (two decimals); 0 before the first legal ball. */
export function runRate(runs: number, balls: number, ballsPerOver: number = BALLS_PER_OVER): number {
  return balls === 0 ? 0 : Math.round((runs * ballsPerOver * 100) / balls) / 100;
}

/** An innings' length as its overs were called (Law 17.5: an over of five or seven balls counts as one). */
export function calledBalls(innings: { completedOvers: number; ballsInOver: number }, ballsPerOver: number = BALLS_PER_OVER): number {
  return innings.completedOvers * ballsPerOver + innings.ballsInOver;
}

/** Overs the umpires called complete at other than the balls per over (the over being bowled aside). */
export function miscountedOvers(innings: Pick<InningsState, 'overs' | 'completedOvers'>, ballsPerOver: number = BALLS_PER_OVER): OverSummary[] {
  return innings.overs.filter((over) => over.number <= innings.completedOvers && over.legalBalls !== ballsPerOver);
}
