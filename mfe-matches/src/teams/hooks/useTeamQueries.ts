import type { TeamDetailResponse, TeamResponse } from '@cricket/contracts';
import { useQuery } from '@tanstack/react-query';
import { myTeamsQueryKey, teamDetailQueryKey } from '../api/teamKeys';
import { fetchMyTeams } from '../api/teamsApi';

/** GET /api/my/teams, wrapped or bare, retried once (core §7). */
export function useMyTeams({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<TeamResponse[]>({
    queryKey: myTeamsQueryKey,
    queryFn: fetchMyTeams,
    retry: 1,
    enabled,
  });
}

export function useTeamDetail(id: string) {
  return useQuery<TeamDetailResponse>({ queryKey: teamDetailQueryKey(id) });
}
