import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isImageReference } from '@cricket/contracts';

/** A picture the platform stores, as a DTO rule (contracts `isImageReference`). */
export const IsImageReference = (options: ValidationOptions) =>
  ValidateBy({ name: 'isImageReference', validator: { validate: (value: unknown) => isImageReference(value) } }, options);
