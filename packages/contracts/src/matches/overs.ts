import { BALLS_PER_OVER, type MatchFormat } from './constants';

/**
 * Balls of an innings for the headline: the match's own overs, else the format's (core §4 and §9's
 * 120 for t20 and 300 for odi; tN is N overs); null where overs are unlimited (test, custom without overs).
 */
export function headlineTotalBalls(format: string, overs?: number | null): number | null {
  const quota = oversQuota(format, overs);
  return quota === null ? null : quota * BALLS_PER_OVER;
}

/** An overs figure such as 12.3 means 12 overs and 3 balls: 12*6+3 = 75 balls (core §4). */
export function ballsFromOversFigure(overs: number | string | null | undefined): number {
  if (overs === null || overs === undefined || overs === '') return 0;
  const [whole, part = '0'] = String(overs).split('.');
  const balls = Number(whole) * 6 + Number(part.slice(0, 1));
  return Number.isFinite(balls) && balls > 0 ? balls : 0;
}

/** 75 balls → '12.3'. */
export function oversFigureFromBalls(balls: number): string {
  const rest = balls % 6;
  return rest === 0 ? String(Math.floor(balls / 6)) : `${Math.floor(balls / 6)}.${rest}`;
}

const FORMAT_OVERS: Partial<Record<MatchFormat, number>> = {
  t20: 20, odi: 50, t15: 15, t10: 10, t9: 9, t8: 8, t7: 7, t6: 6, t5: 5, t4: 4, t3: 3, t2: 2, t1: 1,
};

/**
 * Overs each side may face: the match's own overs when set, else the format's
 * (tN is N overs); null when neither says (test, custom without overs).
 */
export function oversQuota(format: string, overs?: number | null): number | null {
  if (overs !== null && overs !== undefined && overs > 0) return overs;
  return FORMAT_OVERS[format as MatchFormat] ?? null;
}
