import { DEFAULT_MATCH_FORMAT, DEFAULT_MATCH_TIME, FRIENDLY_TOURNAMENT_CHOICE, shortNameFallback, type MatchField, type MatchResponse, type TeamResponse } from '@cricket/contracts';
import { todayIso } from '../../common/utils/dates';

/** What the match form holds: the payload's fields, with the tournament choice 'none' for a friendly. */
export type MatchFormValues = Record<MatchField, unknown>;

/** A new match: the default format and time, today, a friendly (core §5). */
export function defaultMatchFormValues(): Partial<MatchFormValues> {
  return { format: DEFAULT_MATCH_FORMAT, date: todayIso(), time: DEFAULT_MATCH_TIME, tournamentId: FRIENDLY_TOURNAMENT_CHOICE };
}

/** A match being edited, as the form holds it. */
export function formValuesOf(match: MatchResponse): Partial<MatchFormValues> {
  return {
    team1Id: match.team1Id,
    team1Name: match.team1Name,
    team1ShortName: match.team1ShortName,
    team2Id: match.team2Id,
    team2Name: match.team2Name,
    team2ShortName: match.team2ShortName,
    format: match.format,
    overs: match.overs ?? undefined,
    playersPerSide: match.playersPerSide,
    venue: match.venue,
    date: match.date,
    time: match.time,
    tournamentId: match.tournamentId ?? FRIENDLY_TOURNAMENT_CHOICE,
  };
}

/** Which of the match's two teams a field belongs to. */
export type Slot = 1 | 2;

/** The fields of one team of the match: its id and names. */
export const fieldsOf = (slot: Slot) =>
  ({ id: `team${slot}Id`, name: `team${slot}Name`, shortName: `team${slot}ShortName` }) as const satisfies Record<string, MatchField>;

/** Picking a team fills its names (core §5); a team without a short name gets the fallback. */
export function namesOf(team: TeamResponse, slot: Slot) {
  return { name: team.name, shortName: team.shortName || shortNameFallback(team.name, slot) };
}
