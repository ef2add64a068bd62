import { appendEvent, replaceEvent, ScoringError, type MatchSetup, type ScoringEvent } from '@cricket/contracts';

/**
 * Why the engine would refuse `event` after `events`, or null when it is allowed. The console
 * asks before queueing a tap and to disable the players who cannot come on, so the scorer
 * hears the server's own message at once instead of after a round trip.
 */
export function refusal(setup: MatchSetup, events: readonly ScoringEvent[], event: ScoringEvent): string | null {
  return engineAnswer(() => appendEvent(setup, events, event));
}

/** Why the engine would refuse `event` in place of the event at `seq` (the server's own message), or null. */
export function correctionRefusal(setup: MatchSetup, events: readonly ScoringEvent[], seq: number, event: ScoringEvent): string | null {
  return engineAnswer(() => replaceEvent(setup, events, seq, event));
}

function engineAnswer(change: () => unknown): string | null {
  try {
    change();
    return null;
  } catch (error) {
    if (error instanceof ScoringError) return error.message;
    throw error;
  }
}
