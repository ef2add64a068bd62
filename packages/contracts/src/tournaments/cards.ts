import { daysBetween } from '../matches';
import { TOURNAMENT_TEXTS } from './messages';

/** Card countdown of core §2: 'Starts in N days' while the start is in the future, else 'Started'. Dates YYYY-MM-DD. */
export function tournamentCountdown(startDate: string, today: string): string {
  const days = daysBetween(today, startDate);
  return days > 0 ? TOURNAMENT_TEXTS.startsIn(days) : TOURNAMENT_TEXTS.started;
}

/** Card fallback of core §9: 2 × maxTeams − 1 matches when not supplied. */
export function tournamentMatchesCount(t: { matchesCount?: number | null; maxTeams: number }): number {
  return t.matchesCount ?? 2 * t.maxTeams - 1;
}

/**
 * Whether the card's matches figure is the §9 fallback rather than a count of real matches: the
 * service supplies the count once fixtures are generated or matches are put in the tournament.
 */
export function isTournamentMatchesCountEstimated(t: { matchesCount?: number | null }): boolean {
  return t.matchesCount === null || t.matchesCount === undefined;
}

/** Card fallback of core §9: ceil(maxTeams / 8) venues when not supplied. */
export function tournamentVenuesCount(t: { venues?: number | null; maxTeams: number }): number {
  return t.venues ?? Math.ceil(t.maxTeams / 8);
}
