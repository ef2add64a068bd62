import { foldMatch } from './fold';
import { SCORING_MESSAGES, ScoringError } from './messages';
import type { MatchSetup, MatchState, ScoringEvent } from './types';

/** An event list and the state it folds to; every change below re-folds, so later state is always recomputed. */
export interface ScoredMatch {
  events: ScoringEvent[];
  state: MatchState;
}

/** Records one more event; throws a ScoringError (and changes nothing) when the state does not allow it. */
export function appendEvent(setup: MatchSetup, events: readonly ScoringEvent[], event: ScoringEvent): ScoredMatch {
  const next = [...events, event];
  return { events: next, state: foldMatch(setup, next) };
}

/** Undo = the fold of every event but the last, so everything the last event changed is restored. */
export function undoLast(setup: MatchSetup, events: readonly ScoringEvent[]): ScoredMatch {
  if (events.length === 0) throw new ScoringError(SCORING_MESSAGES.nothingToUndo, 0);
  const next = events.slice(0, -1);
  return { events: next, state: foldMatch(setup, next) };
}

/** Undoes the last delivery and whatever was entered after it (the next bowler, the new batter). */
export function undoLastDelivery(setup: MatchSetup, events: readonly ScoringEvent[]): ScoredMatch {
  const last = events.map((event) => event.type).lastIndexOf('delivery');
  if (last < 0) throw new ScoringError(SCORING_MESSAGES.nothingToUndo, 0);
  const next = events.slice(0, last);
  return { events: next, state: foldMatch(setup, next) };
}

/** Edits a past event; everything after it is recomputed, and an edit that makes a later event impossible is refused. */
export function replaceEvent(setup: MatchSetup, events: readonly ScoringEvent[], index: number, event: ScoringEvent): ScoredMatch {
  if (!Number.isInteger(index) || index < 0 || index >= events.length) throw new ScoringError(SCORING_MESSAGES.noSuchEvent, index);
  const next = events.map((existing, position) => (position === index ? event : existing));
  return { events: next, state: foldMatch(setup, next) };
}
