import { MATCH_TEXTS, type AddPlayerPayload, type CreateTeamPayload, type TeamResponse, type UpdatePlayerPayload } from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';
import { fetchList } from '../../common/utils/fetchList';
import { pathsUnder } from '../../common/utils/queryPaths';
import { MY_TEAMS_PATH, teamPath } from './teamKeys';



/** After a write every cached team read is stale (the list and every team's detail). */
export const TEAM_READS = pathsUnder(MY_TEAMS_PATH);

/** GET /api/my/teams, wrapped or bare (core §3). */
export const fetchMyTeams = () => fetchList<TeamResponse>(MY_TEAMS_PATH, 'teams', MATCH_TEXTS.fetchTeamsFailed);

export const createTeam = (payload: CreateTeamPayload) => apiRequest<TeamResponse>('POST', MY_TEAMS_PATH, payload);

export const addPlayer = (teamId: string, payload: AddPlayerPayload) => apiRequest('POST', `${teamPath(teamId)}/players`, payload);

export const updatePlayer = (teamId: string, playerId: number, changes: UpdatePlayerPayload) => apiRequest('PATCH', `${teamPath(teamId)}/players/${playerId}`, changes);

export const removePlayer = (teamId: string, playerId: number) => apiRequest('DELETE', `${teamPath(teamId)}/players/${playerId}`);

export const joinTeam = (code: string) => apiRequest<TeamResponse>('POST', `${MY_TEAMS_PATH}/join/${encodeURIComponent(code)}`);
