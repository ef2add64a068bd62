import { foldMatch, ScoringError, type MatchState, type ScoringEvent, type ScoringStateResponse } from '@cricket/contracts';
import { errorMessage, toastError } from '@cricket/shell-sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { SCORING_SCREEN_TEXTS } from '../../texts';
import { scoringQueryKey, sendScoringOp } from '../api/scoringApi';
import { correctionRefusal, refusal } from '../utils/refusal';
import { applyOp, baseEvents, ScoringQueue } from '../utils/scoringQueue';

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

/**
 * The scorer's console state. Taps are checked by the shared engine, queued and sent in order
 * (ScoringQueue); the screen shows their effect at once, the queue's answers confirm it.
 */
export function useScoringConsole(view: ScoringStateResponse, loadedAt: number) {
  const { matchId } = view;
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const refuse = useCallback((message: string) => {
    setNotice(message);
    toastError(SCORING_SCREEN_TEXTS.refusedTitle, message);
  }, []);
  const queue = useMemo(
    () =>
      new ScoringQueue({
        send: (op, expectedSequence) => sendScoringOp(matchId, op, expectedSequence),
        reload: async () => {
          const queryKey = scoringQueryKey(matchId, false);
          await queryClient.refetchQueries({ queryKey, exact: true });
          return queryClient.getQueryData<ScoringStateResponse>(queryKey)?.events.map((record) => record.event) ?? [];
        },
        onRefused: (error) => refuse(errorMessage(error, SCORING_SCREEN_TEXTS.refusedTitle)),
      }),
    [matchId, queryClient, refuse],
  );
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const loaded = useMemo(() => view.events.map((record) => record.event), [view.events]);
  const events = useMemo(() => snapshot.pending.reduce<ScoringEvent[]>(applyOp, [...baseEvents(snapshot, loaded, loadedAt)]), [snapshot, loaded, loadedAt]);
  const state = useMemo(() => foldOrLoaded(view, events), [view, events]);

  /** Queues the event, or tells the scorer at once why the engine refuses it; nothing while the state reloads. */
  const record = (event: ScoringEvent): boolean => {
    if (snapshot.reloading) return false;
    const problem = view.setup ? refusal(view.setup, events, event) : null;
    if (problem) {
      refuse(problem);
      return false;
    }
    setNotice(null);
    queue.push({ kind: 'event', event }, loaded, loadedAt);
    return true;
  };

  const undo = () => {
    setNotice(null);
    queue.push({ kind: 'undo' }, loaded, loadedAt);
  };

  /** Queues a correction of the event at `seq`, or tells the scorer why the refolded match refuses it. */
  const correct = (seq: number, event: ScoringEvent): boolean => {
    if (snapshot.reloading) return false;
    const problem = view.setup ? correctionRefusal(view.setup, events, seq, event) : null;
    if (problem) {
      refuse(problem);
      return false;
    }
    setNotice(null);
    queue.push({ kind: 'correct', seq, event }, loaded, loadedAt);
    return true;
  };

  return { state, events, snapshot, record, undo, correct, notice, dismissNotice: () => setNotice(null) };
}
