import type { MatchDetailResponse, ScorerLockResponse, ScoringStateResponse } from '@cricket/contracts';
import { errorMessage, keepPageOffline, toastError } from '@cricket/shell-sdk';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { clearOfflineMatch, loadOfflineMatch, saveOfflineMatch, type OfflineMatch } from '../utils/offlineMatchStore';
import { transient } from '../utils/scoringQueue';

/** The console's reads as the server answered them (undefined until it has). */
export interface ConsoleReads {
  detail: MatchDetailResponse | undefined;
  view: ScoringStateResponse | undefined;
  viewUpdatedAt: number;
  lock: ScorerLockResponse | undefined;
}

/** The match as downloaded for offline scoring on this device, by this user (`copy`, null when it is not). */
export function useOfflineMatch(matchId: number, userId: number | null) {
  const queryClient = useQueryClient();
  const queryKey = ['offline-match', userId, matchId];
  const copy = useQuery({
    queryKey,
    queryFn: () => loadOfflineMatch(userId!, matchId),
    enabled: matchId > 0 && userId !== null,
    // The device's own storage: no network to wait for, and nothing else changes it.
    networkMode: 'always',
    staleTime: Infinity,
  });
  const save = useMutation({
    // The scorer's download also keeps the app itself: "ready" means the console opens with no signal.
    mutationFn: async ({ copy, keepApp }: { copy: OfflineMatch; keepApp: boolean }) => {
      if (keepApp && !(await keepPageOffline())) throw new Error(TEXTS.offlineAppNotKept);
      return saveOfflineMatch(copy);
    },
    networkMode: 'always',
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
    onError: (error) => toastError(TEXTS.offlineSaveFailed, errorMessage(error, TEXTS.offlineSaveFailed)),
  });
  const clear = useMutation({ mutationFn: () => clearOfflineMatch(userId!, matchId), networkMode: 'always', onSuccess: () => queryClient.setQueryData(queryKey, null) });
  return {
    userId,
    copy: copy.data ?? null,
    isLoading: copy.isLoading,
    busy: save.isPending || clear.isPending,
    /** Saves what the console shows now (the holder's view); the scorer's own download (`keepApp`) also keeps the app on the device. */
    download: (reads: Pick<OfflineMatch, 'detail' | 'view' | 'lock'>, keepApp = false) =>
      userId !== null && save.mutate({ copy: { userId, matchId, ...reads, savedAt: Date.now() }, keepApp }),
    clear: clear.mutate,
  };
}

/**
 * A downloaded copy follows every state loaded from the server (the queue loads one after each
 * confirmed sync), so it opens offline as last synced; it goes once the server says someone else
 * scores the match.
 */
export function useFreshOfflineCopy(offline: ReturnType<typeof useOfflineMatch>, live: ConsoleReads) {
  const { copy, userId, busy, download, clear } = offline;
  const { detail, view, viewUpdatedAt, lock } = live;
  useEffect(() => {
    if (!copy || !detail || !view || !lock || busy) return;
    if (lock.holder !== null && lock.holder.id !== userId) clear();
    else if (viewUpdatedAt > copy.savedAt) download({ detail, view, lock });
  });
}

/** The request never got an answer: the browser is offline (react-query pauses the read) or the fetch failed, not a 4xx. */
function unreachable(query: UseQueryResult<unknown>): boolean {
  return query.data === undefined && (query.fetchStatus === 'paused' || (query.isError && transient(query.error)));
}

/** A read of the console, or its downloaded copy when the network does not answer. */
export function readOrCopy<T>(query: UseQueryResult<T>, offline: { copy: OfflineMatch | null; isLoading: boolean }, pick: (copy: OfflineMatch) => T | undefined) {
  const stored = offline.copy ? pick(offline.copy) : undefined;
  if (!unreachable(query)) return { data: query.data, isLoading: query.isLoading, error: query.error, updatedAt: query.dataUpdatedAt, fromCopy: false };
  if (stored === undefined) return { data: undefined, isLoading: offline.isLoading, error: query.error, updatedAt: 0, fromCopy: false };
  return { data: stored, isLoading: false, error: null, updatedAt: offline.copy!.savedAt, fromCopy: true };
}
