import type { AddPlayerPayload, UpdatePlayerPayload } from '@cricket/contracts';
import { useInvalidatingMutation } from '../../common/hooks/useInvalidatingMutation';
import { addPlayer, createTeam, joinTeam, removePlayer, TEAM_READS, updatePlayer } from '../api/teamsApi';

export function useCreateTeam() {
  return useInvalidatingMutation(createTeam, TEAM_READS);
}

export function useAddPlayer(teamId: string) {
  return useInvalidatingMutation((payload: AddPlayerPayload) => addPlayer(teamId, payload), TEAM_READS);
}

export function useUpdatePlayer(teamId: string) {
  return useInvalidatingMutation(({ playerId, changes }: { playerId: number; changes: UpdatePlayerPayload }) => updatePlayer(teamId, playerId, changes), TEAM_READS);
}

export function useRemovePlayer(teamId: string) {
  return useInvalidatingMutation((playerId: number) => removePlayer(teamId, playerId), TEAM_READS);
}

export function useJoinTeam() {
  return useInvalidatingMutation(joinTeam, TEAM_READS);
}
