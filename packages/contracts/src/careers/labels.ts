import type { FormatGroup } from './career';
import type { LeaderboardKind } from './leaderboards';

/** How a format group is named on a career or a board. */
export const FORMAT_GROUP_LABELS: Record<FormatGroup, string> = {
  t20: 'T20',
  odi: 'One-day',
  test: 'Test',
  other: 'Other',
};

/** A board's title and the heading of the figure it ranks. */
export const LEADERBOARD_LABELS: Record<LeaderboardKind, { title: string; figure: string }> = {
  most_runs: { title: 'Most runs', figure: 'Runs' },
  most_wickets: { title: 'Most wickets', figure: 'Wickets' },
  best_strike_rate: { title: 'Best strike rate', figure: 'Strike rate' },
  best_economy: { title: 'Best economy', figure: 'Economy' },
  most_sixes: { title: 'Most sixes', figure: 'Sixes' },
};
