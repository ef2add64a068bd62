import { formatOvers, type BattingInningsFigures, type BowlingInningsFigures, type FieldingFigures } from '@cricket/contracts';

/** A rate as the career tables print it: two decimals, or a dash where there is none yet. */
export const rateText = (value: number | null): string => (value === null ? '—' : value.toFixed(2));

/** '45* (30)': runs, not out marked, balls faced. */
export const inningsText = (innings: BattingInningsFigures): string => `${innings.runs}${innings.notOut ? '*' : ''} (${innings.balls})`;

/** '2/24 (4)': wickets, runs and overs of one innings' bowling. */
export const spellText = (spell: BowlingInningsFigures, ballsPerOver: number): string => `${spell.wickets}/${spell.runs} (${formatOvers(spell.balls, ballsPerOver)})`;

/** '1 ct, 1 st, 1 ro', or nothing for a match without a fielding dismissal. */
export function fieldingText({ catches, stumpings, runOuts }: FieldingFigures): string {
  return [
    [catches, 'ct'],
    [stumpings, 'st'],
    [runOuts, 'ro'],
  ]
    .filter(([count]) => Number(count) > 0)
    .map(([count, short]) => `${count} ${short}`)
    .join(', ');
}
