import { netRunRateFigures, pointsOutcome, scoreResponse, scoringSummary, type MatchState, type ScoreResponse, type ScoringSummary, type TeamSide } from '@cricket/contracts';
import { assignScore } from '../matches/match.mapper';
import type { Match } from '../matches/match.entity';

export function teamIds(match: Match): Record<TeamSide, number> {
  return { team1: match.team1Id, team2: match.team2Id };
}

export function summaryOf(match: Match, state: MatchState): ScoringSummary {
  return scoringSummary(match.id, state, scoreResponse(state, teamIds(match)));
}

/**
 * A match scored to its result: status, result text, the points-table outcome and figures. The
 * net run rate balls are the engine's (a side bowled out counts its full overs, revised overs
 * count as the quota, any balls per over), which the score columns alone cannot tell.
 */
export function completeMatch(match: Match, state: MatchState): ScoreResponse {
  const result = state.result!;
  const score = scoreResponse(state, teamIds(match));
  const figures = netRunRateFigures(state);
  assignScore(match, score);
  Object.assign(match, {
    status: result.outcome === 'abandoned' ? 'abandoned' : 'completed',
    result: result.text,
    outcome: pointsOutcome(state),
    winnerTeamId: result.winner ? teamIds(match)[result.winner] : null,
    team1NrrRuns: figures.team1.runsScored,
    team1NrrBalls: figures.team1.ballsFaced,
    team2NrrRuns: figures.team2.runsScored,
    team2NrrBalls: figures.team2.ballsFaced,
  });
  return score;
}

/** A result undone (the scorer undid or edited the ball that decided it): the match is live again, without it. */
export function reopenMatch(match: Match, score: ScoreResponse): void {
  assignScore(match, score);
  Object.assign(match, { status: 'live', ...NO_RESULT });
}

/** What a match without a result holds in place of one. */
export const NO_RESULT = {
  result: null,
  outcome: null,
  winnerTeamId: null,
  team1NrrRuns: null,
  team1NrrBalls: null,
  team2NrrRuns: null,
  team2NrrBalls: null,
} as const;
