import { changePasswordBody, newPassword, PASSWORD_MESSAGES, problemOf, registerBody, v } from '@cricket/contracts';
import { isCommonPassword } from './common-passwords';

/** A new password as identity takes it: the form's rules, then not one of the most common passwords (a list the forms do not bundle). */
const acceptablePassword = v.pipe(newPassword, v.check((password) => !isCommonPassword(password), PASSWORD_MESSAGES.common));

/** Why identity refuses a new password, or null. */
export const refusedPasswordMessage = (value: unknown): string | null => problemOf(acceptablePassword, value);

/** The registration body with identity's own password rule. */
export const registration = v.object({ ...registerBody.entries, password: acceptablePassword });

/** The password change body with identity's own password rule. */
export const passwordChange = v.object({ ...changePasswordBody.entries, newPassword: acceptablePassword });
