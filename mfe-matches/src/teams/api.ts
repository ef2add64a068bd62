import {
  MATCH_TEXTS,
  type AddPlayerPayload,
  type CreateTeamPayload,
  type TeamDetailResponse,
  type TeamResponse,
  type UpdatePlayerPayload,
} from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchList } from '../common/fetchList';

export const MY_TEAMS_PATH = '/api/my/teams';
const teamPath = (id: string | number) => `${MY_TEAMS_PATH}/${id}`;

/** GET /api/my/teams, wrapped or bare, retried once (core §7). */
export function useMyTeams({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<TeamResponse[]>({
    queryKey: [MY_TEAMS_PATH],
    queryFn: () => fetchList<TeamResponse>(MY_TEAMS_PATH, 'teams', MATCH_TEXTS.fetchTeamsFailed),
    retry: 1,
    enabled,
  });
}

export function useTeamDetail(id: string) {
  return useQuery<TeamDetailResponse>({ queryKey: [teamPath(id)] });
}

function useInvalidateTeams() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: ({ queryKey: [path] }) => typeof path === 'string' && path.startsWith(MY_TEAMS_PATH) });
}

export function useCreateTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: (payload: CreateTeamPayload) => apiRequest<TeamResponse>('POST', MY_TEAMS_PATH, payload),
    onSuccess: invalidate,
  });
}

export function useAddPlayer(teamId: string) {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: (payload: AddPlayerPayload) => apiRequest('POST', `${teamPath(teamId)}/players`, payload),
    onSuccess: invalidate,
  });
}

export function useUpdatePlayer(teamId: string) {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: ({ playerId, changes }: { playerId: number; changes: UpdatePlayerPayload }) =>
      apiRequest('PATCH', `${teamPath(teamId)}/players/${playerId}`, changes),
    onSuccess: invalidate,
  });
}

export function useRemovePlayer(teamId: string) {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: (playerId: number) => apiRequest('DELETE', `${teamPath(teamId)}/players/${playerId}`),
    onSuccess: invalidate,
  });
}

export function useJoinTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: (code: string) => apiRequest<TeamResponse>('POST', `${MY_TEAMS_PATH}/join/${encodeURIComponent(code)}`),
    onSuccess: invalidate,
  });
}
