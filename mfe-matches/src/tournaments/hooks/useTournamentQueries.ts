import type { TournamentResponse } from '@cricket/contracts';
import { useQuery } from '@tanstack/react-query';
import { myTournamentsQueryKey, tournamentQueryKey, tournamentsQueryKey } from '../api/tournamentKeys';
import { fetchMyTournaments, fetchTournaments } from '../api/tournamentsApi';

/** GET /api/tournaments: every workspace's tournaments, for browsing (core §7). */
export function useTournaments() {
  return useQuery<TournamentResponse[]>({ queryKey: tournamentsQueryKey, queryFn: fetchTournaments });
}

/** GET /api/my/tournaments, wrapped or bare, retried once (core §7). */
export function useMyTournaments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<TournamentResponse[]>({
    queryKey: myTournamentsQueryKey,
    queryFn: fetchMyTournaments,
    retry: 1,
    enabled,
  });
}

export function useTournament(id: string) {
  return useQuery<TournamentResponse>({ queryKey: tournamentQueryKey(id) });
}
