import { ValidateBy, type ValidationOptions } from 'class-validator';
import { newPasswordProblem, PASSWORD_MESSAGES } from '@cricket/contracts';
import { isCommonPassword } from './common-passwords';

/** Why identity refuses a new password (the form's rules plus the common-password list), or null. */
export function refusedPasswordMessage(value: unknown): string | null {
  const problem = newPasswordProblem(value);
  if (problem) return problem;
  return isCommonPassword(value as string) ? PASSWORD_MESSAGES.common : null;
}

/** A new password (registration, change): the message says which rule it broke. */
export const IsAcceptablePassword = (options: ValidationOptions = {}) =>
  ValidateBy(
    {
      name: 'isAcceptablePassword',
      validator: {
        validate: (value: unknown) => refusedPasswordMessage(value) === null,
        defaultMessage: (args) => refusedPasswordMessage(args?.value) ?? PASSWORD_MESSAGES.tooShort,
      },
    },
    options,
  );
