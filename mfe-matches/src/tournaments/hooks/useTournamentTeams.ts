import type { RegisterTeamPayload, TournamentTeamResponse } from '@cricket/contracts';
import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../common/hooks/useInvalidatingMutation';
import { fetchTournamentTeams, registerTeam, TOURNAMENT_READS, tournamentTeamsQueryKey } from '../api/tournamentsApi';

/** The teams registered in a tournament (core §7: GET /api/tournaments/{id}/teams). */
export function useTournamentTeams(id: string) {
  return useQuery<TournamentTeamResponse[]>({ queryKey: tournamentTeamsQueryKey(id), queryFn: () => fetchTournamentTeams(id) });
}

export function useRegisterTeam(id: string) {
  return useInvalidatingMutation((payload: RegisterTeamPayload) => registerTeam(id, payload), TOURNAMENT_READS);
}
