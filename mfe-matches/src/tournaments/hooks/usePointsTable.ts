import type { PointsTableResponse, TournamentPenaltyPayload, TournamentPenaltyResponse } from '@cricket/contracts';
import { useAreaMutation } from '@cricket/shell-sdk';
import { useQuery } from '@tanstack/react-query';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { addPenalty, pointsTableQueryKey, removePenalty, TOURNAMENT_READS } from '../api/tournamentsApi';

/** A tournament's points table, computed by the service, with its penalties. */
export function usePointsTable(id: string) {
  return useQuery<PointsTableResponse>({ queryKey: pointsTableQueryKey(id) });
}

export function useAddPenalty(id: string) {
  return useAreaMutation(
    (payload: TournamentPenaltyPayload) => addPenalty(id, payload),
    { success: (_payload, penalty) => [TOURNAMENT_SCREEN_TEXTS.penaltyAddedTitle, penalty.teamName], failure: TOURNAMENT_SCREEN_TEXTS.penaltyFailed },
    TOURNAMENT_READS,
  );
}

export function useRemovePenalty(id: string) {
  return useAreaMutation(
    (penalty: TournamentPenaltyResponse) => removePenalty(id, penalty),
    { success: (penalty) => [TOURNAMENT_SCREEN_TEXTS.penaltyRemovedTitle, penalty.teamName], failure: TOURNAMENT_SCREEN_TEXTS.penaltyFailed },
    TOURNAMENT_READS,
  );
}
