import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the corpus's most common passwords are refused (NIST SP 800-63B's blocklist). */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/**
 * zxcvbn-ts ships the most common passwords of a public breach corpus, most common first, all
 * lower-case; a case variant of one is as guessable, so the check ignores case.
 */
const COMMON = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
