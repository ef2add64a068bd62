import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { withinLength } from '@cricket/contracts';

type Check = (value: unknown, object: Record<string, unknown>) => string | null;

/**
 * One rule per field that names its own message, so the first failing field answers with
 * exactly the spec's text (the validation pipe reports the first message).
 */
export const Rule = (check: Check) =>
  ValidateBy({
    name: 'rule',
    validator: {
      validate: (value, args) => check(value, (args?.object ?? {}) as Record<string, unknown>) === null,
      defaultMessage: (args) => check(args?.value, (args?.object ?? {}) as Record<string, unknown>) ?? '',
    },
  });

/** Empty optional values are stored as null (booking §5). */
export function emptyToNull(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return value === undefined ? null : value;
}
export const EmptyToNull = () => Transform(({ value }) => emptyToNull(value));

/** A number, or its decimal text ("12", "12.5"); anything else is left as is to fail. */
export function toNumber(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}
export const ToNumber = () => Transform(({ value }) => toNumber(value));
export const ToOptionalNumber = () => Transform(({ value }) => toNumber(emptyToNull(value)));

export function isNonEmptyText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** One rule per field (a second `Rule` would share its constraint name): present, then within `max` characters. */
export const RequiredText = (message: string, max: number, tooLong: string) =>
  Rule((value) => (!isNonEmptyText(value) ? message : withinLength(value, max) ? null : tooLong));

/** Absent, or text within `max` characters. */
export const OptionalText = (message: string, max: number, tooLong: string) =>
  Rule((value) => (value != null && typeof value !== 'string' ? message : withinLength(value, max) ? null : tooLong));

export function isPositiveInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}


/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
