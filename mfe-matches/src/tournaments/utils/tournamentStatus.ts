import { tournamentStatusOn, utcToday, type TournamentResponse } from '@cricket/contracts';

/**
 * The tournament with the status it shows today (UTC, the day the service compares with): the
 * service's answer already is, but a cached one may predate a start or end date.
 */
export function asOfToday(tournament: TournamentResponse): TournamentResponse {
  return { ...tournament, status: tournamentStatusOn(tournament, utcToday()) };
}
