import { TOURNAMENT_STATUSES, type TournamentStatus } from '../matches';

/** The organiser moves a tournament registration_open → ongoing → completed. */
export const TOURNAMENT_STATUS_TRANSITIONS: Record<TournamentStatus, readonly TournamentStatus[]> = {
  registration_open: ['ongoing'],
  ongoing: ['completed'],
  completed: [],
};

export function canMoveTournament(from: TournamentStatus, to: TournamentStatus): boolean {
  return TOURNAMENT_STATUS_TRANSITIONS[from].includes(to);
}

/** Dates of a tournament as stored: YYYY-MM-DD; no end date means it runs until the organiser completes it. */
interface TournamentDates {
  startDate: string;
  endDate: string | null;
}

/**
 * Where a tournament's dates put it on `today` (YYYY-MM-DD, UTC as `utcToday`): registration open
 * before the start date, ongoing from the start date through the end date, completed after it.
 */
export function tournamentStatusByDates({ startDate, endDate }: TournamentDates, today: string): TournamentStatus {
  if (today < startDate) return 'registration_open';
  return endDate !== null && today > endDate ? 'completed' : 'ongoing';
}

/**
 * The status a tournament shows, is listed under and is checked by (registration, moves, fixtures).
 * The stored status is the organiser's: it starts at registration_open and only their Start and
 * Complete move it, always forward. Whichever of it and the dates is further along wins, so an
 * organiser can start or complete ahead of the dates, and a tournament nobody moved still follows
 * them. Applying it again to an answer that already went through it changes nothing.
 */
export function tournamentStatusOn(t: TournamentDates & { status: TournamentStatus }, today: string): TournamentStatus {
  const byDates = tournamentStatusByDates(t, today);
  return TOURNAMENT_STATUSES.indexOf(byDates) > TOURNAMENT_STATUSES.indexOf(t.status) ? byDates : t.status;
}

/**
 * Whether teams may still register or withdraw: until the organiser starts it, and not once its
 * dates have completed it. Its start date passing alone does not close entries: clubs enter their
 * last teams on the day, and a tournament set up on or after its start date must still fill up
 * before its fixtures can be drawn.
 */
export function tournamentTakesEntries(t: TournamentDates & { status: TournamentStatus }, today: string): boolean {
  return t.status === 'registration_open' && tournamentStatusByDates(t, today) !== 'completed';
}

/** What a list shows first: what is being played, then what can still be entered, then results. */
const LIST_ORDER: Record<TournamentStatus, number> = { ongoing: 0, registration_open: 1, completed: 2 };

/**
 * Tournaments in the order a list shows them on `today`: ongoing ones, latest start first; then those
 * open for registration, soonest start first; then completed ones, latest finish (end date, else
 * start date) first. Ties put the newest tournament first. A new tournament is never buried below
 * finished ones.
 */
export function sortTournamentsForList<T extends TournamentDates & { id: number; status: TournamentStatus }>(tournaments: readonly T[], today: string): T[] {
  const keyed = tournaments.map((t) => ({ t, status: tournamentStatusOn(t, today) }));
  const byDate = ({ t, status }: (typeof keyed)[number]): [string, 1 | -1] =>
    status === 'registration_open' ? [t.startDate, 1] : status === 'ongoing' ? [t.startDate, -1] : [t.endDate ?? t.startDate, -1];
  return keyed
    .sort((a, b) => {
      if (a.status !== b.status) return LIST_ORDER[a.status] - LIST_ORDER[b.status];
      const [dateA, direction] = byDate(a);
      const [dateB] = byDate(b);
      if (dateA !== dateB) return (dateA < dateB ? -1 : 1) * direction;
      return b.t.id - a.t.id;
    })
    .map(({ t }) => t);
}
