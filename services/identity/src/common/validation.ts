import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isValidEmail } from '@cricket/contracts';

/** The email rule the shell's form uses (contracts `isValidEmail`). */
export const IsSpecEmail = (options: ValidationOptions) =>
  ValidateBy({ name: 'isSpecEmail', validator: { validate: (value: unknown) => isValidEmail(value) } }, options);


