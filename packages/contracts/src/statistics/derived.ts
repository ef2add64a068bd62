import { groupDigits } from '../numbers';

/** "Data Points Processed Daily" is total matches × 250 (booking spec §2, §9). */
export const DATA_POINTS_PER_MATCH = 250;

export function dataPointsProcessedDaily(totalMatches: number): number {
  return totalMatches * DATA_POINTS_PER_MATCH;
}

/** "12+" feature updates per year is static text (booking spec §2). */
export const FEATURE_UPDATES_PER_YEAR = '12+';

/** A count rounded to a whole number, its thousands grouped: 12,345. */
export const formatCount = (n: number) => groupDigits(Math.round(n));
/** Averages are shown to 1 decimal (booking spec §2). */
export const formatOneDecimal = (n: number) => n.toFixed(1);
/** Economy rate and wickets per session are shown to 2 decimals (booking spec §2). */
export const formatTwoDecimals = (n: number) => n.toFixed(2);

/** A ratio for the answer: zero when nothing was measured, else rounded to 2 decimals (display rounds further). */
export function ratio(numerator: number, denominator: number): number {
  return denominator > 0 ? Math.round((numerator / denominator) * 100) / 100 : 0;
}
