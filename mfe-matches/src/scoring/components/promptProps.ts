import type { MatchResponse, MatchSetup, MatchState, ScoringEvent } from '@cricket/contracts';

/** What each prompt of the console gets: the match, the engine's setup and state, the events so far, and the way to record one. */
export interface PromptProps {
  match: MatchResponse;
  setup: MatchSetup;
  state: MatchState;
  events: readonly ScoringEvent[];
  disabled: boolean;
  record: (event: ScoringEvent) => boolean;
}
