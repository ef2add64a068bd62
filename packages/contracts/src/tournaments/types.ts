import type { MatchFormat, MatchResponse, TournamentStatus } from '../matches';
import type { PointsTableRow, TieBreaker } from './points-table';

export const TOURNAMENT_FIXTURE_TYPES = ['round_robin', 'knockout'] as const;
export type TournamentFixtureType = (typeof TOURNAMENT_FIXTURE_TYPES)[number];
export const TOURNAMENT_FIXTURE_TYPE_LABELS: Record<TournamentFixtureType, string> = {
  round_robin: 'Round Robin',
  knockout: 'Knockout',
};

/** Tournament as read (core §3), published to every signed-in user (DESIGN.md §4). */
export interface TournamentResponse {
  id: number;
  workspaceId: number;
  workspaceName: string;
  name: string;
  /** The match format its fixtures are played in. */
  format: MatchFormat;
  /** As of today (UTC): the organiser's status, or further along where its dates have passed (tournamentStatusOn). */
  status: TournamentStatus;
  /** Whether teams may register or withdraw today (tournamentTakesEntries): a started date alone does not close entries. */
  acceptsEntries: boolean;
  startDate: string;
  endDate: string | null;
  registrationDeadline: string | null;
  maxTeams: number;
  /** Players each side of its matches names in its XI (six-, seven- or eight-a-side; 11 by default). */
  playersPerSide: number;
  teamsCount: number;
  /** Matches in it (fixtures, imported or added ones); null until fixtures are generated or a match is put in it (cards then show 2 × maxTeams − 1, marked as an estimate). */
  matchesCount: number | null;
  /** How many venues; null when none named (cards then show ceil(maxTeams / 8)). */
  venues: number | null;
  venueNames: string[];
  coverImage: string | null;
  description: string | null;
  fixtureType: TournamentFixtureType | null;
  /** What separates teams level on points, in order. */
  tieBreakers: TieBreaker[];
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/tournaments[?status=&search=] and GET /api/my/tournaments. */
export interface TournamentsResponse {
  tournaments: TournamentResponse[];
}

/** POST /api/tournaments; PATCH /api/tournaments/{id} takes any subset of the same fields. */
export interface CreateTournamentPayload {
  name: string;
  format?: MatchFormat;
  startDate: string;
  endDate?: string | null;
  registrationDeadline?: string | null;
  maxTeams: number;
  playersPerSide?: number;
  venueNames?: string[];
  coverImage?: string | null;
  description?: string | null;
  tieBreakers?: TieBreaker[];
}
export type UpdateTournamentPayload = Partial<CreateTournamentPayload>;

/** POST /api/tournaments/{id}/status. */
export interface TournamentStatusPayload {
  status: TournamentStatus;
}

/** POST /api/tournaments/{id}/teams. */
export interface RegisterTeamPayload {
  teamId: number;
}

/** A registered team (core §3: items have teamId). */
export interface TournamentTeamResponse {
  id: number;
  tournamentId: number;
  teamId: number;
  teamName: string;
  teamShortName: string;
  workspaceId: number;
  workspaceName: string;
  registeredBy: number;
  registeredAt: string;
}

/** GET /api/tournaments/{id}/teams. */
export interface TournamentTeamsResponse {
  teams: TournamentTeamResponse[];
}

/** POST /api/tournaments/{id}/fixtures. */
export interface GenerateFixturesPayload {
  type: TournamentFixtureType;
}

/** POST and GET /api/tournaments/{id}/fixtures: the tournament's matches by round; byes of a knockout's first round. */
export interface FixturesResponse {
  fixtureType: TournamentFixtureType | null;
  matches: MatchResponse[];
  byes: number[];
}

/** GET /api/tournaments/{id}/points-table. */
export interface PointsTableResponse {
  tournamentId: number;
  rows: PointsTableRow[];
  /** The tie-breakers the rows are ordered by after points. */
  tieBreakers: TieBreaker[];
  /** The deductions the rows include, oldest first. */
  penalties: TournamentPenaltyResponse[];
}

/** A points or net run rate deduction the organiser recorded against a registered team. */
export interface TournamentPenaltyResponse {
  id: number;
  tournamentId: number;
  teamId: number;
  teamName: string;
  points: number;
  netRunRate: number;
  reason: string;
  createdBy: number;
  createdAt: string;
}

/** POST /api/tournaments/{id}/penalties: at least one of points and net run rate above 0. */
export interface TournamentPenaltyPayload {
  teamId: number;
  points?: number;
  netRunRate?: number;
  reason: string;
}
