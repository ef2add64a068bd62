import { foldMatch, playerName } from './fold';
import { SCORING_MESSAGES, ScoringError } from './messages';
import type { DeliveryRecord, MatchSetup, MatchState, ScoringEvent } from './types';

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

/**
 * Corrects a past event: the whole match is folded again with it, so everything after it is
 * recomputed. A correction the match no longer allows is refused with a message naming the entry
 * corrected and, when a later one is what breaks, that one too (positions in the corrected history).
 */
export function replaceEvent(setup: MatchSetup, events: readonly ScoringEvent[], index: number, event: ScoringEvent): ScoredMatch {
  if (!Number.isInteger(index) || index < 0 || index >= events.length) throw new ScoringError(SCORING_MESSAGES.noSuchEvent, index);
  const next = events.map((existing, position) => (position === index ? event : existing));
  try {
    return { events: next, state: foldMatch(setup, next) };
  } catch (error) {
    if (!(error instanceof ScoringError)) throw error;
    const entry = entryName(setup, next, index);
    const message =
      error.eventIndex === index
        ? SCORING_MESSAGES.correctionRefused(capitalised(entry), error.message)
        : SCORING_MESSAGES.correctionBreaksLater(entry, entryName(setup, next, error.eventIndex), error.message);
    throw new ScoringError(message, error.eventIndex);
  }
}

/** A ball as scorecards number it: the over and the ball in it ('1.3'); a wide or no-ball has the number of the ball that replaces it. */
export function ballNumber(record: Pick<DeliveryRecord, 'over' | 'ballInOver' | 'legal'>): string {
  return `${record.over}.${record.legal ? record.ballInOver : record.ballInOver + 1}`;
}

const ENTRY_NAMES: Record<Exclude<ScoringEvent['type'], 'delivery' | 'innings_start' | 'bowler'>, string> = {
  end_over: 'the end of the over',
  another_ball: 'another ball',
  absent_hurt: 'the batter absent hurt',
  substitute: 'the substitute',
  batter_in: 'the new batter',
  retire: 'the retirement',
  timed_out: 'the batter timed out',
  penalty: 'the penalty runs',
  swap_strike: 'the change of ends',
  declare: 'the declaration',
  end_innings: 'the end of the innings',
  revise: 'the revised target',
  result: 'the result',
};

/**
 * Where an entry stands in the match, for a message: 'ball 1.3 of innings 1', 'the new batter
 * after ball 1.2 of innings 1'. The events before it fold (the caller's list is valid up to it).
 */
function entryName(setup: MatchSetup, events: readonly ScoringEvent[], index: number): string {
  const before = foldMatch(setup, events.slice(0, index));
  const event = events[index];
  const current = before.current;
  if (event.type === 'innings_start') return `the start of innings ${before.innings.length + 1}`;
  if (event.type === 'delivery' && current) return `ball ${current.completedOvers}.${current.ballsInOver + 1} of innings ${current.number}`;
  const name = event.type === 'delivery' ? 'a ball' : event.type === 'bowler' ? `the change of bowler to ${playerName(before, event.bowler)}` : ENTRY_NAMES[event.type];
  const innings = current ?? before.innings[before.innings.length - 1];
  if (!innings) return name;
  const last = innings.deliveries[innings.deliveries.length - 1];
  return last ? `${name} after ball ${ballNumber(last)} of innings ${innings.number}` : `${name} before the first ball of innings ${innings.number}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
