import { clearable, v } from '../validation/schema';

/*
 * Builders the matches service's request schemas share (matches, teams, tournaments, scoring)
 * beside the generic ones of validation/schema.ts, for rules those do not cover.
 */

/** The wording the service has answered with where a field has no message of its own. */
export const FIELD_MESSAGES = {
  text: (field: string) => `${field} must be a string`,
  tooLong: (field: string, max: number) => `${field} must be shorter than or equal to ${max} characters`,
  flag: (field: string) => `${field} must be a boolean value`,
} as const;

/** Free text whose rules carry FIELD_MESSAGES: trimmed, blank is null, at most `max` characters. */
export const plainText = (field: string, max: number) =>
  clearable(v.pipe(v.string(FIELD_MESSAGES.text(field)), v.trim(), v.maxLength(max, FIELD_MESSAGES.tooLong(field, max))));
