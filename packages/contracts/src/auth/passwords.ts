import { PASSWORD_MIN, REGISTRATION_MESSAGES } from '../validation';

/** Above this a password is refused (and never hashed: argon2 work stays bounded). */
export const PASSWORD_MAX = 128;

/**
 * Password rules beyond the spec's minimum (NIST SP 800-63B): length only, no composition rules;
 * a password of nothing but whitespace and one of the most common passwords are refused.
 */
export const PASSWORD_MESSAGES = {
  tooShort: REGISTRATION_MESSAGES.password,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  onlyWhitespace: 'Password cannot be only spaces',
  common: 'This password is one of the most commonly used passwords. Please choose a less common one.',
} as const;

/**
 * The message for a new password the form and identity both refuse, or null. The common-password
 * check needs the bundled list, so only identity makes it (its message is `PASSWORD_MESSAGES.common`).
 */
export function newPasswordProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (value.length > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  if (value.trim() === '') return PASSWORD_MESSAGES.onlyWhitespace;
  return null;
}
