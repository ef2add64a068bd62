import type { TournamentStatus } from '../matches';

/** The organiser moves a tournament registration_open → ongoing → completed. */
export const TOURNAMENT_STATUS_TRANSITIONS: Record<TournamentStatus, readonly TournamentStatus[]> = {
  registration_open: ['ongoing'],
  ongoing: ['completed'],
  completed: [],
};

export function canMoveTournament(from: TournamentStatus, to: TournamentStatus): boolean {
  return TOURNAMENT_STATUS_TRANSITIONS[from].includes(to);
}
