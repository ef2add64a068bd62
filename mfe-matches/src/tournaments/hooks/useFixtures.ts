import type { FixturesResponse, GenerateFixturesPayload } from '@cricket/contracts';
import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../common/hooks/useInvalidatingMutation';
import { fixturesQueryKey, generateFixtures, TOURNAMENT_READS } from '../api/tournamentsApi';

/** A tournament's fixtures (its matches by round, the byes). */
export function useFixtures(id: string) {
  return useQuery<FixturesResponse>({ queryKey: fixturesQueryKey(id) });
}

export function useGenerateFixtures(id: string) {
  return useInvalidatingMutation((payload: GenerateFixturesPayload) => generateFixtures(id, payload), TOURNAMENT_READS);
}
