import {
  SCORING_PATHS,
  type MatchResponse,
  type MatchStatusPayload,
  type PlayingXIRequest,
  type ScoringRuleSettings,
  type StartScoringRequest,
  type ScoringStateResponse,
  type ScoringSummary,
  type TossPayload,
} from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScoringOp } from './scoringQueue';

/** The scorer reads under /api/my; a fan's shared link reads the published view. */
export function scoringPath(matchId: number, published: boolean): string {
  return published ? SCORING_PATHS.publicScoring(matchId) : SCORING_PATHS.scoring(matchId);
}

export function useScoringView(matchId: number, published: boolean) {
  return useQuery<ScoringStateResponse>({ queryKey: [scoringPath(matchId, published)], enabled: Number.isInteger(matchId) && matchId > 0 });
}

/** Every cached match read (details, scoring views, lists, tournaments' fixtures) is stale after a start or a reset. */
function useInvalidateMatchReads() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [path] }) => typeof path === 'string' && (path.startsWith('/api/my/matches') || path.startsWith('/api/matches') || path.startsWith('/api/tournaments')),
    });
}

export interface StartScoringInput {
  /** Recorded first when the match has no toss yet: it decides who bats first. */
  toss: TossPayload | null;
  rules: ScoringRuleSettings;
  playingXI: PlayingXIRequest;
}

export function useStartScoring(matchId: number) {
  const invalidate = useInvalidateMatchReads();
  return useMutation({
    mutationFn: async ({ toss, rules, playingXI }: StartScoringInput) => {
      if (toss) await apiRequest('PUT', `/api/my/matches/${matchId}/toss`, toss);
      return apiRequest<ScoringStateResponse>('POST', SCORING_PATHS.scoring(matchId), { rules, playingXI } satisfies StartScoringRequest);
    },
    onSettled: invalidate,
  });
}

/** Back to upcoming while no ball has been recorded (the sides may then name their XIs and toss again). */
export function useResetToUpcoming(matchId: number) {
  const invalidate = useInvalidateMatchReads();
  return useMutation({
    mutationFn: () => apiRequest<MatchResponse>('POST', `/api/my/matches/${matchId}/status`, { status: 'upcoming' } satisfies MatchStatusPayload),
    onSettled: invalidate,
  });
}

/** One queued tap, sent with the sequence the scorer expects the match to be at. */
export function sendScoringOp(matchId: number, op: ScoringOp, expectedSequence: number): Promise<ScoringSummary> {
  if (op.kind === 'event') return apiRequest<ScoringSummary>('POST', SCORING_PATHS.events(matchId), { expectedSequence, event: op.event });
  if (op.kind === 'correct') return apiRequest<ScoringSummary>('PUT', SCORING_PATHS.event(matchId, op.seq), { expectedSequence, event: op.event });
  return apiRequest<ScoringSummary>('POST', SCORING_PATHS.undo(matchId), { expectedSequence, last: 'event' });
}
