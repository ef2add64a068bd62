import { useMutation } from '@tanstack/react-query';
import { useInvalidate } from '../../common/hooks/useInvalidate';
import { MATCH_AND_TOURNAMENT_READS, resetToUpcoming, startScoring, type StartScoringInput } from '../api/scoringApi';

export function useStartScoring(matchId: number) {
  const invalidate = useInvalidate(MATCH_AND_TOURNAMENT_READS);
  return useMutation({
    mutationFn: (input: StartScoringInput) => startScoring(matchId, input),
    onSettled: invalidate,
  });
}

/** Back to upcoming while no ball has been recorded (the sides may then name their XIs and toss again). */
export function useResetToUpcoming(matchId: number) {
  const invalidate = useInvalidate(MATCH_AND_TOURNAMENT_READS);
  return useMutation({
    mutationFn: () => resetToUpcoming(matchId),
    onSettled: invalidate,
  });
}
