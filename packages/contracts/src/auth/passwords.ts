import { PASSWORD_MIN, REGISTRATION_MESSAGES, v } from '../validation';

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
 * A new password (registration, change) as the form and identity both check it. The
 * common-password check needs the bundled list, so only identity adds it (its message is
 * `PASSWORD_MESSAGES.common`).
 */
export const newPassword = v.pipe(
  v.string(PASSWORD_MESSAGES.tooShort),
  v.minLength(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort),
  v.maxLength(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong),
  v.check((password) => password.trim() !== '', PASSWORD_MESSAGES.onlyWhitespace),
);
