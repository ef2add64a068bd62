import type { PlayerId, TeamSide } from '../scoring';
import type { PlayerMatchFigures } from './match-figures';
import { byPlayerId, sum } from './helpers';

/**
 * The points of the player-of-the-match suggestion (the award itself is the match officials'):
 *
 *   batting     = Σ innings: runs + ½ × (runs − balls) when limited-overs and at least 10 balls faced
 *   bowling     = Σ innings: 25 × wickets + 5 × maidens + ½ × (balls − runs) when limited-overs and at least 12 balls bowled
 *   fielding    = 10 × (catches + stumpings + run outs)
 *   winningSide = 20 for a player of the side that won
 *   total       = batting + bowling + fielding + winningSide
 *
 * Limited-overs is every format but Test. The tempo terms weigh runs against a run a ball, the batter's gain the bowler's loss; a Test
 * is no race, so they count in limited-overs matches only, and only over enough balls to mean
 * something. The most points is the suggestion; ties go to more runs, then more wickets, then
 * the player id in code-point order. Substitute fielders played no match and are not suggested.
 */
export const PLAYER_OF_THE_MATCH_POINTS = {
  run: 1,
  strikeRateWeight: 0.5,
  strikeRateMinBalls: 10,
  wicket: 25,
  maiden: 5,
  economyWeight: 0.5,
  economyMinBalls: 12,
  catch: 10,
  stumping: 10,
  runOut: 10,
  winningSide: 20,
} as const;

export interface PlayerOfTheMatchPoints {
  player: PlayerId;
  name: string;
  side: TeamSide;
  batting: number;
  bowling: number;
  fielding: number;
  winningSide: number;
  total: number;
}

const POINTS = PLAYER_OF_THE_MATCH_POINTS;

/** One player's points by the formula above. */
export function playerOfTheMatchPoints(record: PlayerMatchFigures): PlayerOfTheMatchPoints {
  const limitedOvers = record.format !== 'test';
  const batting = sum(record.batting, (one) => one.runs * POINTS.run + (limitedOvers && one.balls >= POINTS.strikeRateMinBalls ? POINTS.strikeRateWeight * (one.runs - one.balls) : 0));
  const bowling = sum(
    record.bowling,
    (one) => one.wickets * POINTS.wicket + one.maidens * POINTS.maiden + (limitedOvers && one.balls >= POINTS.economyMinBalls ? POINTS.economyWeight * (one.balls - one.runs) : 0),
  );
  const { catches, stumpings, runOuts } = record.fielding;
  const fielding = catches * POINTS.catch + stumpings * POINTS.stumping + runOuts * POINTS.runOut;
  const winningSide = record.result === 'won' ? POINTS.winningSide : 0;
  return { player: record.player, name: record.name, side: record.side, batting, bowling, fielding, winningSide, total: batting + bowling + fielding + winningSide };
}

const runsOf = (record: PlayerMatchFigures) => sum(record.batting, (one) => one.runs);
const wicketsOf = (record: PlayerMatchFigures) => sum(record.bowling, (one) => one.wickets);

/** The match's players who played, by points, the suggestion first. */
export function playerOfTheMatchRanking(records: readonly PlayerMatchFigures[]): PlayerOfTheMatchPoints[] {
  return records
    .filter((record) => record.played)
    .map((record) => ({ record, points: playerOfTheMatchPoints(record) }))
    .sort(
      (a, b) =>
        b.points.total - a.points.total ||
        runsOf(b.record) - runsOf(a.record) ||
        wicketsOf(b.record) - wicketsOf(a.record) ||
        byPlayerId(a.record.player, b.record.player),
    )
    .map(({ points }) => points);
}

/** The suggested player of the match from one match's records; null when no one played. */
export function suggestPlayerOfTheMatch(records: readonly PlayerMatchFigures[]): PlayerOfTheMatchPoints | null {
  return playerOfTheMatchRanking(records)[0] ?? null;
}
