import { foldMatch, ScoringError, type MatchState, type ScoringEvent, type ScoringStateResponse } from '@cricket/contracts';
import { errorMessage, toastError } from '@cricket/shell-sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { SCORING_SCREEN_TEXTS } from '../../texts';
import { sendScoringOp } from '../api/scoringApi';
import { scoringQueryKey } from '../api/scoringKeys';
import { storedQueue } from '../utils/offlineMatchStore';
import { correctionRefusal, refusal } from '../utils/refusal';
import { applyOp, baseEvents, ScoringQueue, type ScoringQueueSnapshot } from '../utils/scoringQueue';

/** The state the scorer sees: the server's, or the engine's fold of it plus the queued taps. */
function foldOrLoaded(view: ScoringStateResponse, events: readonly ScoringEvent[]): MatchState | null {
  if (!view.setup) return null;
  try {
    return foldMatch(view.setup, events);
  } catch (error) {
    // Only a server that disagrees with this engine gets here; show what it answered.
    if (error instanceof ScoringError) return view.state;
    throw error;
  }
}

/** The events on screen: the server's match beside taps refused as stale, else the queued taps on the events they follow. */
function shownEvents(snapshot: ScoringQueueSnapshot, loaded: readonly ScoringEvent[], loadedAt: number): readonly ScoringEvent[] {
  return snapshot.conflict ? loaded : snapshot.pending.reduce<readonly ScoringEvent[]>(applyOp, baseEvents(snapshot, loaded, loadedAt));
}

/**
 * The scorer's console state. Taps are checked by the shared engine, stored on the device, queued
 * and sent in order (ScoringQueue); the screen shows their effect once stored, the queue's answers
 * confirm it. Taps a previous page of this scorer stored for the match are restored and sent.
 */
export function useScoringConsole(view: ScoringStateResponse, loadedAt: number, userId: number) {
  const { matchId } = view;
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const refuse = useCallback((message: string) => {
    setNotice(message);
    toastError(SCORING_SCREEN_TEXTS.refusedTitle, message);
  }, []);
  const queue = useMemo(() => {
    const viewKey = scoringQueryKey(matchId, false);
    return new ScoringQueue({
      send: (op, expectedSequence) => sendScoringOp(matchId, op, expectedSequence),
      reload: async () => {
        await queryClient.refetchQueries({ queryKey: viewKey, exact: true });
        return queryClient.getQueryData<ScoringStateResponse>(viewKey)?.events.map((record) => record.event) ?? [];
      },
      dropLoads: () => void queryClient.cancelQueries({ queryKey: viewKey, exact: true }),
      onRefused: (error) => refuse(errorMessage(error, SCORING_SCREEN_TEXTS.refusedTitle)),
      store: storedQueue(userId, matchId),
    });
  }, [matchId, userId, queryClient, refuse]);
  useEffect(() => {
    queue.start();
    return () => queue.stop();
  }, [queue]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const loaded = useMemo(() => view.events.map((record) => record.event), [view.events]);
  const events = useMemo(() => shownEvents(snapshot, loaded, loadedAt), [snapshot, loaded, loadedAt]);
  const state = useMemo(() => foldOrLoaded(view, events), [view, events]);
  const blocked = snapshot.reloading || snapshot.conflict !== null;
  const { setup } = view;

  // The handlers read the queue when called, not the render that made them: they stay the same
  // from tap to tap, so the pad and the calls do not render again for every ball.
  /** The events a new tap follows: those on screen and any tap waiting for the stored ones to be read; null while taps are held. */
  const latest = useCallback((): readonly ScoringEvent[] | null => {
    const now = queue.getSnapshot();
    if (now.reloading || now.conflict) return null;
    return queue.unshownTaps().reduce<readonly ScoringEvent[]>(applyOp, shownEvents(now, loaded, loadedAt));
  }, [queue, loaded, loadedAt]);

  /** Why the engine would refuse `event` next (null = it accepts it). */
  const refused = useCallback((event: ScoringEvent) => (setup ? refusal(setup, latest() ?? loaded, event) : null), [setup, latest, loaded]);

  /** Queues the event, or tells the scorer at once why the engine refuses it; nothing while the state reloads or a conflict waits. */
  const record = useCallback(
    (event: ScoringEvent): boolean => {
      const before = latest();
      if (!before) return false;
      const problem = setup ? refusal(setup, before, event) : null;
      if (problem) {
        refuse(problem);
        return false;
      }
      setNotice(null);
      queue.push({ kind: 'event', event }, loaded, loadedAt);
      return true;
    },
    [latest, setup, refuse, queue, loaded, loadedAt],
  );

  const undo = useCallback(() => {
    if (!latest()) return;
    setNotice(null);
    queue.push({ kind: 'undo' }, loaded, loadedAt);
  }, [latest, queue, loaded, loadedAt]);

  /** Queues a correction of the event at `seq`, or tells the scorer why the refolded match refuses it. */
  const correct = useCallback(
    (seq: number, event: ScoringEvent): boolean => {
      const before = latest();
      if (!before) return false;
      const problem = setup ? correctionRefusal(setup, before, seq, event) : null;
      if (problem) {
        refuse(problem);
        return false;
      }
      setNotice(null);
      queue.push({ kind: 'correct', seq, event }, loaded, loadedAt);
      return true;
    },
    [latest, setup, refuse, queue, loaded, loadedAt],
  );

  /** Drops this device's taps refused as stale, and loads the server's match. */
  const discard = () => {
    setNotice(null);
    void queue.discard();
  };

  return { state, events, snapshot, blocked, record, refused, undo, correct, discard, notice, dismissNotice: () => setNotice(null) };
}
