import type { ScorerLockResponse } from '@cricket/contracts';
import { errorMessage, toastError } from '@cricket/shell-sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { askToScore, scorerLockQueryKey, stopScoring, takeScoring } from '../api/scorerLockApi';
import { unsyncedTaps, type OfflineMatch } from '../utils/offlineMatchStore';
import { readOrCopy } from './useOfflineMatch';

/** How often the console looks who holds the match: a request or a release shows within this. */
const LOCK_POLL_MS = 5_000;

/**
 * Who scores the match (issue 16): the console takes a free match when it opens, and keeps looking,
 * so a request reaches the holder and a release reaches whoever waits. With no network it goes by
 * the downloaded copy (`offline`). Taking the match reports the taps this device has stored and not
 * synced, and `report` tells the count again when it changes.
 */
export function useScorerLock(matchId: number, userId: number | null, offline: { copy: OfflineMatch | null; isLoading: boolean }) {
  const queryClient = useQueryClient();
  const key = scorerLockQueryKey(matchId);
  const lock = useQuery<ScorerLockResponse>({ queryKey: key, enabled: matchId > 0 && userId !== null, refetchInterval: LOCK_POLL_MS });
  // A copy downloaded while this user held the match: offline, the match is still theirs.
  const read = readOrCopy(lock, offline, (copy) => (copy.lock.holder?.id === userId ? copy.lock : undefined));
  const settle = (answer: ScorerLockResponse | void) => {
    if (answer) queryClient.setQueryData(key, answer);
    else void queryClient.invalidateQueries({ queryKey: key });
  };
  const onError = (title: string) => (error: Error) => {
    toastError(title, errorMessage(error, title));
    void queryClient.invalidateQueries({ queryKey: key });
  };
  const take = useMutation({
    mutationFn: async (takeOver: boolean) => takeScoring(matchId, takeOver, userId === null ? 0 : await unsyncedTaps(userId, matchId)),
    onSuccess: settle,
    onError: onError(TEXTS.lockTakeFailed),
  });
  // A failed report is told again on the next change of the lock or of the count.
  const report = useMutation({ mutationFn: (unsynced: number) => takeScoring(matchId, false, unsynced), onSuccess: settle });
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

  const holder = read.data?.holder ?? null;
  return {
    lock: read.data,
    /** Who holds the match as the server last said, without the offline copy. */
    serverLock: lock.data,
    isLoading: read.isLoading,
    mine: holder !== null && holder.id === userId,
    take: (takeOver = false) => take.mutate(takeOver),
    ask: () => ask.mutate(),
    release: () => release.mutate(),
    report: report.mutate,
    busy: take.isPending || ask.isPending || release.isPending,
  };
}
