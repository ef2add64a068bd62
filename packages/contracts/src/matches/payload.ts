import { parseWith, problemOf, v } from '../validation/schema';
import { matchBody, type MatchBody } from './requests';
import type { MatchPayload } from './types';

/** Form fields in the order their messages are reported (core §5). */
export const MATCH_FIELDS = [
  'team1Id', 'team1Name', 'team1ShortName', 'team2Id', 'team2Name', 'team2ShortName',
  'format', 'venue', 'date', 'time', 'overs', 'playersPerSide', 'tournamentId',
] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];
export type MatchFieldErrors = Partial<Record<MatchField, string>>;

type Input = Record<string, unknown>;

/** Every field's message of core §5 (matchBody's rule of each field on its own). */
export function matchPayloadErrors(input: Input): MatchFieldErrors {
  const errors: MatchFieldErrors = {};
  for (const field of MATCH_FIELDS) {
    const message = problemOf(matchBody.entries[field], input[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first message the service answers with: field errors in form order, then the same-team rule. */
export function matchPayloadError(input: Input): string | null {
  const result = parseWith(matchBody, input);
  return result.ok ? null : result.message;
}

/** The stored form of a payload that passed matchPayloadError (playersPerSide null: the service resolves it). */
export const normalizeMatchPayload = (input: Input): MatchBody => v.parse(matchBody, input);

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
