import {
  MATCH_TEXTS,
  type CreateTournamentPayload,
  type FixturesResponse,
  type GenerateFixturesPayload,
  type RegisterTeamPayload,
  type TournamentPenaltyPayload,
  type TournamentPenaltyResponse,
  type TournamentResponse,
  type TournamentStatus,
  type TournamentTeamResponse,
} from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';
import { fetchList } from '../../common/utils/fetchList';
import { pathsUnder } from '../../common/utils/queryPaths';
import { MY_TOURNAMENTS_PATH, TOURNAMENTS_PATH, tournamentPath } from './tournamentKeys';


export const tournamentTeamsQueryKey = (id: string) => [`${tournamentPath(id)}/teams`];
export const fixturesQueryKey = (id: string) => [`${tournamentPath(id)}/fixtures`];
export const pointsTableQueryKey = (id: string) => [`${tournamentPath(id)}/points-table`];

/** A tournament write makes every tournament read stale, and fixtures create matches. */
export const TOURNAMENT_READS = pathsUnder(TOURNAMENTS_PATH, MY_TOURNAMENTS_PATH, '/api/my/matches');

/** GET /api/tournaments: every workspace's tournaments, for browsing (core §7). */
export const fetchTournaments = () => fetchList<TournamentResponse>(TOURNAMENTS_PATH, 'tournaments', MATCH_TEXTS.fetchTournamentsFailed);

/** GET /api/my/tournaments, wrapped or bare (core §3). */
export const fetchMyTournaments = () => fetchList<TournamentResponse>(MY_TOURNAMENTS_PATH, 'tournaments', MATCH_TEXTS.fetchTournamentsFailed);

export const fetchTournamentTeams = (id: string) => fetchList<TournamentTeamResponse>(`${tournamentPath(id)}/teams`, 'teams', MATCH_TEXTS.fetchTeamsFailed);

/** Creates a tournament (id null) or changes one. */
export const saveTournament = (id: string | null, payload: CreateTournamentPayload) =>
  id === null ? apiRequest<TournamentResponse>('POST', TOURNAMENTS_PATH, payload) : apiRequest<TournamentResponse>('PATCH', tournamentPath(id), payload);

export const registerTeam = (id: string, payload: RegisterTeamPayload) => apiRequest('POST', `${tournamentPath(id)}/teams`, payload);

export const generateFixtures = (id: string, payload: GenerateFixturesPayload) => apiRequest<FixturesResponse>('POST', `${tournamentPath(id)}/fixtures`, payload);

export const moveTournament = (id: string, status: TournamentStatus) => apiRequest<TournamentResponse>('POST', `${tournamentPath(id)}/status`, { status });

export const addPenalty = (id: string, payload: TournamentPenaltyPayload) => apiRequest<TournamentPenaltyResponse>('POST', `${tournamentPath(id)}/penalties`, payload);

export const removePenalty = (id: string, penalty: TournamentPenaltyResponse) => apiRequest('DELETE', `${tournamentPath(id)}/penalties/${penalty.id}`);
