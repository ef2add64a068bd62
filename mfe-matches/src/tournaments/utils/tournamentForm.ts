import { DEFAULT_MATCH_FORMAT, DEFAULT_TIE_BREAKERS, PLAYERS_PER_SIDE, type CreateTournamentPayload, type TieBreaker, type TournamentResponse } from '@cricket/contracts';
import type { Rule } from 'antd/es/form';
import { blankToNull } from '../../common/utils/text';

/** What the tournament form holds. */
export interface TournamentFormValues {
  name: string;
  format: string;
  startDate: string;
  endDate?: string;
  registrationDeadline?: string;
  maxTeams: number;
  playersPerSide: number;
  venueNames?: string[];
  coverImage?: string;
  description?: string;
  tieBreakers: TieBreaker[];
}

/** The form's start: the tournament being edited, or the defaults of a new one. */
export function tournamentFormValues(tournament: TournamentResponse | undefined): Partial<TournamentFormValues> {
  if (!tournament) return { format: DEFAULT_MATCH_FORMAT, maxTeams: 8, playersPerSide: PLAYERS_PER_SIDE, venueNames: [], tieBreakers: [...DEFAULT_TIE_BREAKERS] };
  return {
    name: tournament.name,
    format: tournament.format,
    startDate: tournament.startDate,
    endDate: tournament.endDate ?? undefined,
    registrationDeadline: tournament.registrationDeadline ?? undefined,
    maxTeams: tournament.maxTeams,
    playersPerSide: tournament.playersPerSide,
    venueNames: tournament.venueNames,
    coverImage: tournament.coverImage ?? undefined,
    description: tournament.description ?? undefined,
    tieBreakers: tournament.tieBreakers,
  };
}

/** The payload the form's values save: texts trimmed, blank optional fields null, empty venues left out. */
export function tournamentPayload(values: TournamentFormValues): CreateTournamentPayload {
  return {
    name: values.name.trim(),
    format: values.format as CreateTournamentPayload['format'],
    startDate: values.startDate,
    endDate: blankToNull(values.endDate),
    registrationDeadline: blankToNull(values.registrationDeadline),
    maxTeams: values.maxTeams,
    playersPerSide: values.playersPerSide,
    venueNames: (values.venueNames ?? []).map((v) => v.trim()).filter(Boolean),
    coverImage: blankToNull(values.coverImage),
    description: blankToNull(values.description),
    tieBreakers: values.tieBreakers,
  };
}

/** A date checked against the start date (when both are given): `ok` says whether the two agree. */
export const afterStart = (message: string, ok: (start: string, value: string) => boolean): Rule => ({ getFieldValue }) => ({
  validator: (_, value: string | undefined) => {
    const start = getFieldValue('startDate') as string | undefined;
    return !value || !start || ok(start, value) ? Promise.resolve() : Promise.reject(new Error(message));
  },
});
