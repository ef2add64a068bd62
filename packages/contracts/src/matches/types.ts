import type { MatchFormat, MatchStatus, ResultOutcome, TossDecision } from './constants';

/** Match payload of core §3: POST /api/my/matches and PUT /api/my/matches/{id}. */
export interface MatchPayload {
  team1Id: number;
  team2Id: number;
  team1Name: string;
  team1ShortName: string;
  team2Name: string;
  team2ShortName: string;
  format: MatchFormat;
  venue: string;
  date: string;
  time: string;
  tournamentId?: number | null;
  overs?: number | null;
  /** Players each side names in its XI (2–11); the tournament's, else 11, when missing. */
  playersPerSide?: number | null;
  /** Always 'upcoming' on creation; ignored by the service. */
  status?: 'upcoming';
  /** Sent by the form; the service takes the workspace from the auth context only. */
  workspaceId?: number | null;
}

/** Score as read (core §3); overs are figures such as '12.3'. */
export interface ScoreResponse {
  battingTeam: number | null;
  currentInnings: number;
  team1Score: number;
  team1Wickets: number;
  team1Overs: string;
  team2Score: number;
  team2Wickets: number;
  team2Overs: string;
}

/** Match as read (core §3), plus what the detail screens and points table need. */
export interface MatchResponse {
  id: number;
  workspaceId: number;
  team1Id: number;
  team2Id: number;
  team1Name: string;
  team1ShortName: string;
  team2Name: string;
  team2ShortName: string;
  format: MatchFormat;
  status: MatchStatus;
  date: string;
  time: string;
  venue: string;
  overs: number | null;
  /** Players each side names in its XI. */
  playersPerSide: number;
  tournamentId: number | null;
  tournamentName: string | null;
  /** Knockout/round-robin round of a generated fixture, else null. */
  round: number | null;
  tossComplete: boolean;
  tossWinner: number | null;
  tossDecision: TossDecision | null;
  result: string | null;
  outcome: ResultOutcome | null;
  winnerTeamId: number | null;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/my/matches/{id} and GET /api/matches/{id}: the match and its score (core §7). */
export interface MatchDetailResponse {
  match: MatchResponse;
  score: ScoreResponse | null;
}

/** GET /api/my/matches[?status=…]. */
export interface MatchesResponse {
  matches: MatchResponse[];
}

/** POST /api/my/matches/{id}/status. */
export interface MatchStatusPayload {
  status: MatchStatus;
}

/** PUT /api/my/matches/{id}/toss. */
export interface TossPayload {
  tossWinner: number;
  tossDecision: TossDecision;
}

/** PUT /api/my/matches/{id}/score: the live score as the scorer keeps it. */
export type ScorePayload = ScoreResponse;

/**
 * PUT /api/my/matches/{id}/result: final scores and the outcome; completes the match.
 * `result` is the text shown (for example 'Lions won by 5 wickets'); a default is written when missing.
 */
export interface ResultPayload {
  outcome: ResultOutcome;
  winnerTeamId?: number | null;
  result?: string | null;
  team1Score: number;
  team1Wickets: number;
  team1Overs: string | number;
  team2Score: number;
  team2Wickets: number;
  team2Overs: string | number;
}
