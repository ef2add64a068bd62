import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isIsoDate } from '@cricket/contracts';

/** A real calendar date written YYYY-MM-DD (contracts `isIsoDate`). */
export const IsIsoDate = (options: ValidationOptions) =>
  ValidateBy({ name: 'isIsoDate', validator: { validate: (value: unknown) => isIsoDate(value) } }, options);

/** Today as YYYY-MM-DD (UTC). */
export const today = (): string => new Date().toISOString().slice(0, 10);
