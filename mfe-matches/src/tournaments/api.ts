import {
  MATCH_TEXTS,
  type CreateTournamentPayload,
  type FixturesResponse,
  type GenerateFixturesPayload,
  type PointsTableResponse,
  type RegisterTeamPayload,
  type TournamentPenaltyPayload,
  type TournamentPenaltyResponse,
  type TournamentResponse,
  type TournamentStatus,
  type TournamentTeamResponse,
} from '@cricket/contracts';
import { apiRequest, useAreaMutation } from '@cricket/shell-sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchList } from '../common/fetchList';
import { TOURNAMENT_SCREEN_TEXTS } from '../texts';

export const TOURNAMENTS_PATH = '/api/tournaments';
export const MY_TOURNAMENTS_PATH = '/api/my/tournaments';
const tournamentPath = (id: string | number) => `${TOURNAMENTS_PATH}/${id}`;

/** GET /api/tournaments: every workspace's tournaments, for browsing (core §7). */
export function useTournaments() {
  return useQuery<TournamentResponse[]>({
    queryKey: [TOURNAMENTS_PATH],
    queryFn: () => fetchList<TournamentResponse>(TOURNAMENTS_PATH, 'tournaments', MATCH_TEXTS.fetchTournamentsFailed),
  });
}

/** GET /api/my/tournaments, wrapped or bare, retried once (core §7). */
export function useMyTournaments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<TournamentResponse[]>({
    queryKey: [MY_TOURNAMENTS_PATH],
    queryFn: () => fetchList<TournamentResponse>(MY_TOURNAMENTS_PATH, 'tournaments', MATCH_TEXTS.fetchTournamentsFailed),
    retry: 1,
    enabled,
  });
}

export function useTournament(id: string) {
  return useQuery<TournamentResponse>({ queryKey: [tournamentPath(id)] });
}

export function useTournamentTeams(id: string) {
  return useQuery<TournamentTeamResponse[]>({
    queryKey: [`${tournamentPath(id)}/teams`],
    queryFn: () => fetchList<TournamentTeamResponse>(`${tournamentPath(id)}/teams`, 'teams', MATCH_TEXTS.fetchTeamsFailed),
  });
}

export function useFixtures(id: string) {
  return useQuery<FixturesResponse>({ queryKey: [`${tournamentPath(id)}/fixtures`] });
}

export function usePointsTable(id: string) {
  return useQuery<PointsTableResponse>({ queryKey: [`${tournamentPath(id)}/points-table`] });
}

/** A tournament write makes every tournament read stale, and fixtures create matches. */
const isTournamentDataKey = ([path]: readonly unknown[]) =>
  typeof path === 'string' && [TOURNAMENTS_PATH, MY_TOURNAMENTS_PATH, '/api/my/matches'].some((prefix) => path.startsWith(prefix));

function useInvalidateTournaments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => isTournamentDataKey(queryKey) });
}

export function useSaveTournament(id: string | null) {
  const invalidate = useInvalidateTournaments();
  return useMutation({
    mutationFn: (payload: CreateTournamentPayload) =>
      id === null
        ? apiRequest<TournamentResponse>('POST', TOURNAMENTS_PATH, payload)
        : apiRequest<TournamentResponse>('PATCH', tournamentPath(id), payload),
    onSuccess: invalidate,
  });
}

export function useRegisterTeam(id: string) {
  const invalidate = useInvalidateTournaments();
  return useMutation({
    mutationFn: (payload: RegisterTeamPayload) => apiRequest('POST', `${tournamentPath(id)}/teams`, payload),
    onSuccess: invalidate,
  });
}

export function useGenerateFixtures(id: string) {
  const invalidate = useInvalidateTournaments();
  return useMutation({
    mutationFn: (payload: GenerateFixturesPayload) => apiRequest<FixturesResponse>('POST', `${tournamentPath(id)}/fixtures`, payload),
    onSuccess: invalidate,
  });
}

export function useTournamentStatus(id: string) {
  const invalidate = useInvalidateTournaments();
  return useMutation({
    mutationFn: (status: TournamentStatus) => apiRequest<TournamentResponse>('POST', `${tournamentPath(id)}/status`, { status }),
    onSuccess: invalidate,
  });
}

export function useAddPenalty(id: string) {
  return useAreaMutation(
    (payload: TournamentPenaltyPayload) => apiRequest<TournamentPenaltyResponse>('POST', `${tournamentPath(id)}/penalties`, payload),
    { success: (_payload, penalty) => [TOURNAMENT_SCREEN_TEXTS.penaltyAddedTitle, penalty.teamName], failure: TOURNAMENT_SCREEN_TEXTS.penaltyFailed },
    isTournamentDataKey,
  );
}

export function useRemovePenalty(id: string) {
  return useAreaMutation(
    (penalty: TournamentPenaltyResponse) => apiRequest('DELETE', `${tournamentPath(id)}/penalties/${penalty.id}`),
    { success: (penalty) => [TOURNAMENT_SCREEN_TEXTS.penaltyRemovedTitle, penalty.teamName], failure: TOURNAMENT_SCREEN_TEXTS.penaltyFailed },
    isTournamentDataKey,
  );
}
