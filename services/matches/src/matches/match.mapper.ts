import type { MatchResponse, ScoreResponse } from '@cricket/contracts';
import type { Match } from './match.entity';

export function toMatchResponse(m: Match, tournamentName: string | null): MatchResponse {
  return {
    id: m.id,
    workspaceId: m.workspaceId,
    team1Id: m.team1Id,
    team2Id: m.team2Id,
    team1Name: m.team1Name,
    team1ShortName: m.team1ShortName,
    team2Name: m.team2Name,
    team2ShortName: m.team2ShortName,
    format: m.format,
    status: m.status,
    date: m.date,
    time: m.time,
    venue: m.venue,
    overs: m.overs,
    playersPerSide: m.playersPerSide,
    tournamentId: m.tournamentId,
    tournamentName,
    round: m.round,
    tossComplete: m.tossWinner !== null,
    tossWinner: m.tossWinner,
    tossDecision: m.tossDecision,
    result: m.result,
    outcome: m.outcome,
    winnerTeamId: m.winnerTeamId,
    createdBy: m.createdBy,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** Null until the scorer has started an innings or recorded a result. */
export function toScoreResponse(m: Match): ScoreResponse | null {
  if (m.currentInnings === 0 && m.outcome === null) return null;
  return {
    battingTeam: m.battingTeam,
    currentInnings: m.currentInnings,
    team1Score: m.team1Score,
    team1Wickets: m.team1Wickets,
    team1Overs: m.team1Overs,
    team2Score: m.team2Score,
    team2Wickets: m.team2Wickets,
    team2Overs: m.team2Overs,
  };
}

/** The match's score columns (what GET /api/matches/{id} answers) for a score. */
export function scoreColumns(score: ScoreResponse): Pick<Match, 'battingTeam' | 'currentInnings' | 'team1Score' | 'team1Wickets' | 'team1Overs' | 'team2Score' | 'team2Wickets' | 'team2Overs'> {
  return {
    battingTeam: score.battingTeam,
    currentInnings: score.currentInnings,
    team1Score: score.team1Score,
    team1Wickets: score.team1Wickets,
    team1Overs: score.team1Overs,
    team2Score: score.team2Score,
    team2Wickets: score.team2Wickets,
    team2Overs: score.team2Overs,
  };
}

export function assignScore(m: Match, score: ScoreResponse): void {
  Object.assign(m, scoreColumns(score));
}
