import { DEFAULT_MATCH_FORMAT, FRIENDLY_TOURNAMENT_CHOICE, MATCH_FORMATS, MAX_PLAYERS_PER_SIDE, MIN_PLAYERS_PER_SIDE, type MatchFormat } from './constants';
import { isIsoDate, isMatchTime } from './dates';
import { TEAM_NAME_MAX, TEAM_SHORT_NAME_MAX } from '../teams';
import { INT4_MAX, parseId } from '../validation/input';
import { MATCH_MESSAGES, MATCH_VENUE_MAX } from './messages';
import type { MatchPayload } from './types';

/** Form fields in the order their messages are reported (core §5). */
export const MATCH_FIELDS = [
  'team1Id', 'team1Name', 'team1ShortName', 'team2Id', 'team2Name', 'team2ShortName',
  'format', 'venue', 'date', 'time', 'overs', 'playersPerSide', 'tournamentId',
] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];
export type MatchFieldErrors = Partial<Record<MatchField, string>>;

type Input = Record<string, unknown>;

/** An id: a positive integer PostgreSQL's `integer` holds, also from its plain decimal text (selects give strings). */
export function positiveInteger(value: unknown): number | null {
  if (typeof value === 'string') return parseId(value.trim());
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= INT4_MAX ? value : null;
}

/** The message for text that is missing, or longer than `max`. */
function textError(value: unknown, missing: string, max: number, tooLong: string): string | undefined {
  const trimmed = text(value);
  if (!trimmed) return missing;
  return trimmed.length > max ? tooLong : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function blank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** overs is optional and converted to an integer (core §5); undefined when it cannot be. */
function oversOf(value: unknown): number | null | undefined {
  if (blank(value)) return null;
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value), 10);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Players per side are optional (null: the tournament's, else 11); undefined when not a whole number from 2 to 11. */
function playersPerSideOf(value: unknown): number | null | undefined {
  if (blank(value)) return null;
  const ok = typeof value === 'number' && Number.isInteger(value) && value >= MIN_PLAYERS_PER_SIDE && value <= MAX_PLAYERS_PER_SIDE;
  return ok ? value : undefined;
}

/** tournamentId is optional; 'none' means a friendly (core §5); undefined when invalid. */
function tournamentOf(value: unknown): number | null | undefined {
  if (blank(value) || value === FRIENDLY_TOURNAMENT_CHOICE) return null;
  return positiveInteger(value) ?? undefined;
}

/** Every field's message of core §5 (a missing format is not an error: it defaults to t20). */
export function matchPayloadErrors(input: Input): MatchFieldErrors {
  const errors: MatchFieldErrors = {};
  if (positiveInteger(input.team1Id) === null) errors.team1Id = MATCH_MESSAGES.team1Id;
  errors.team1Name = textError(input.team1Name, MATCH_MESSAGES.team1Name, TEAM_NAME_MAX, MATCH_MESSAGES.teamNameTooLong);
  errors.team1ShortName = textError(input.team1ShortName, MATCH_MESSAGES.team1ShortName, TEAM_SHORT_NAME_MAX, MATCH_MESSAGES.shortNameTooLong);
  if (positiveInteger(input.team2Id) === null) errors.team2Id = MATCH_MESSAGES.team2Id;
  errors.team2Name = textError(input.team2Name, MATCH_MESSAGES.team2Name, TEAM_NAME_MAX, MATCH_MESSAGES.teamNameTooLong);
  errors.team2ShortName = textError(input.team2ShortName, MATCH_MESSAGES.team2ShortName, TEAM_SHORT_NAME_MAX, MATCH_MESSAGES.shortNameTooLong);
  if (!blank(input.format) && !(MATCH_FORMATS as readonly unknown[]).includes(input.format)) errors.format = MATCH_MESSAGES.format;
  errors.venue = textError(input.venue, MATCH_MESSAGES.venue, MATCH_VENUE_MAX, MATCH_MESSAGES.venueTooLong);
  if (blank(input.date)) errors.date = MATCH_MESSAGES.date;
  else if (!isIsoDate(input.date)) errors.date = MATCH_MESSAGES.dateFormat;
  if (blank(input.time)) errors.time = MATCH_MESSAGES.time;
  else if (!isMatchTime(input.time)) errors.time = MATCH_MESSAGES.timeFormat;
  if (oversOf(input.overs) === undefined) errors.overs = MATCH_MESSAGES.overs;
  if (playersPerSideOf(input.playersPerSide) === undefined) errors.playersPerSide = MATCH_MESSAGES.playersPerSide;
  if (tournamentOf(input.tournamentId) === undefined) errors.tournamentId = MATCH_MESSAGES.tournamentId;
  for (const field of MATCH_FIELDS) if (errors[field] === undefined) delete errors[field];
  return errors;
}

/** The first message the service answers with: field errors in form order, then the same-team rule. */
export function matchPayloadError(input: Input): string | null {
  const errors = matchPayloadErrors(input);
  const first = MATCH_FIELDS.find((field) => errors[field]);
  if (first) return errors[first] ?? null;
  if (positiveInteger(input.team1Id) === positiveInteger(input.team2Id)) return MATCH_MESSAGES.sameTeam;
  return null;
}

/** The stored form of a payload that passed matchPayloadError (playersPerSide null: the service resolves it). */
export function normalizeMatchPayload(input: Input): MatchPayload & { playersPerSide: number | null } {
  return {
    team1Id: positiveInteger(input.team1Id) as number,
    team2Id: positiveInteger(input.team2Id) as number,
    team1Name: text(input.team1Name),
    team1ShortName: text(input.team1ShortName),
    team2Name: text(input.team2Name),
    team2ShortName: text(input.team2ShortName),
    format: blank(input.format) ? DEFAULT_MATCH_FORMAT : (input.format as MatchFormat),
    venue: text(input.venue),
    date: input.date as string,
    time: input.time as string,
    tournamentId: tournamentOf(input.tournamentId) ?? null,
    overs: oversOf(input.overs) ?? null,
    playersPerSide: playersPerSideOf(input.playersPerSide) ?? null,
  };
}

/** Short name fallback of core §5: the first 3 letters of the name in upper case, else T1 or T2. */
export function shortNameFallback(name: string | null | undefined, slot: 1 | 2): string {
  const letters = (name ?? '').replace(/[^\p{L}]/gu, '').slice(0, 3).toUpperCase();
  return letters || `T${slot}`;
}

/** A team as a match names it. */
export interface MatchSideTeam {
  id: number;
  name: string;
  shortName: string;
}

/** The teams' fields of a match payload, from the two teams it is between. */
export function matchTeams(team1: MatchSideTeam, team2: MatchSideTeam): Pick<MatchPayload, 'team1Id' | 'team2Id' | 'team1Name' | 'team1ShortName' | 'team2Name' | 'team2ShortName'> {
  return { team1Id: team1.id, team2Id: team2.id, team1Name: team1.name, team1ShortName: team1.shortName, team2Name: team2.name, team2ShortName: team2.shortName };
}
