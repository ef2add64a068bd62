import type { ScorerLockResponse } from '@cricket/contracts';
import { errorMessage, toastError } from '@cricket/shell-sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { askToScore, scorerLockQueryKey, stopScoring, takeScoring } from '../api/scorerLockApi';

/** How often the console looks who holds the match: a request or a release shows within this. */
const LOCK_POLL_MS = 5_000;

/**
 * Who scores the match (issue 16): the console takes a free match when it opens, and keeps looking,
 * so a request reaches the holder and a release reaches whoever waits.
 */
export function useScorerLock(matchId: number, userId: number | null) {
  const queryClient = useQueryClient();
  const key = scorerLockQueryKey(matchId);
  const lock = useQuery<ScorerLockResponse>({ queryKey: key, enabled: matchId > 0 && userId !== null, refetchInterval: LOCK_POLL_MS });
  const settle = (answer: ScorerLockResponse | void) => {
    if (answer) queryClient.setQueryData(key, answer);
    else void queryClient.invalidateQueries({ queryKey: key });
  };
  const onError = (title: string) => (error: Error) => {
    toastError(title, errorMessage(error, title));
    void queryClient.invalidateQueries({ queryKey: key });
  };
  const take = useMutation({ mutationFn: (takeOver: boolean) => takeScoring(matchId, takeOver), onSuccess: settle, onError: onError(TEXTS.lockTakeFailed) });
  const ask = useMutation({ mutationFn: () => askToScore(matchId), onSuccess: settle, onError: onError(TEXTS.lockAskFailed) });
  const release = useMutation({ mutationFn: () => stopScoring(matchId), onSuccess: () => settle(), onError: onError(TEXTS.lockReleaseFailed) });

  // The first to open the console holds the match, and a match handed over goes to whoever asked:
  // a free match is taken when the console first sees it, or when this scorer had asked for it.
  const looked = useRef(false);
  const asked = useRef(false);
  const data = lock.data;
  const takeMatch = take.mutate;
  useEffect(() => {
    if (!data) return;
    const takeIt = data.holder === null && (!looked.current || asked.current);
    looked.current = true;
    asked.current = data.holder !== null && data.requestedBy?.id === userId;
    if (takeIt) takeMatch(false);
  }, [data, takeMatch, userId]);

  const holder = data?.holder ?? null;
  return {
    lock: data,
    isLoading: lock.isLoading,
    mine: holder !== null && holder.id === userId,
    take: (takeOver = false) => take.mutate(takeOver),
    ask: () => ask.mutate(),
    release: () => release.mutate(),
    busy: take.isPending || ask.isPending || release.isPending,
  };
}
