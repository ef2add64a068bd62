import { formatShortDate, type PlayerMatchEntry } from '@cricket/contracts';
import { BarChart } from '@cricket/shell-sdk/charts';
import { PLAYER_SCREEN_TEXTS as TEXTS } from '../texts';

/** Innings the chart shows: the latest, enough to see form without scrolling far on a phone. */
export const RUNS_CHART_INNINGS = 20;

/** Runs in each of the latest innings, oldest on the left. */
export function RunsChart({ matches }: { matches: PlayerMatchEntry[] }) {
  const innings = [...matches]
    .reverse()
    .flatMap((entry) => entry.figures.batting.map((one) => ({ entry, one })))
    .slice(-RUNS_CHART_INNINGS);
  if (innings.length === 0) return null;
  return (
    <BarChart
      title={TEXTS.runsPerInnings}
      groups={innings.map(({ entry, one }) => ({ key: `${entry.matchId}-${one.innings}`, label: formatShortDate(entry.date), values: [one.runs] }))}
    />
  );
}
