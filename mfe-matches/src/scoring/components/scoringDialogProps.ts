import type { MatchState, ScoringEvent } from '@cricket/contracts';

/** What every dialog of the console gets: the state, the engine's answer to an event, and the two ways out. */
export interface ScoringDialogProps {
  state: MatchState;
  /** Why the engine would refuse an event now (null = it accepts it). */
  refused: (event: ScoringEvent) => string | null;
  onRecord: (event: ScoringEvent) => void;
  onClose: () => void;
}
