import type { CreateTournamentPayload, TournamentStatus } from '@cricket/contracts';
import { useInvalidatingMutation } from '../../common/hooks/useInvalidatingMutation';
import { moveTournament, saveTournament, TOURNAMENT_READS } from '../api/tournamentsApi';

export function useSaveTournament(id: string | null) {
  return useInvalidatingMutation((payload: CreateTournamentPayload) => saveTournament(id, payload), TOURNAMENT_READS);
}

export function useTournamentStatus(id: string) {
  return useInvalidatingMutation((status: TournamentStatus) => moveTournament(id, status), TOURNAMENT_READS);
}
