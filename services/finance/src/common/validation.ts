import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import type { FieldCheck } from '@cricket/contracts';

/** A field validated by its finance check from contracts: the first failing field answers with that check's message. */
export const Checked = (check: FieldCheck) =>
  ValidateBy({
    name: 'financeCheck',
    validator: {
      validate: (value) => check(value) === null,
      defaultMessage: (args) => check(args?.value) ?? '',
    },
  });

/** A check that also reads the other fields of the body (a period's end against its start). */
export const CheckedWith = (check: (value: unknown, body: Record<string, unknown>) => string | null) =>
  ValidateBy({
    name: 'financeCheckWith',
    validator: {
      validate: (value, args) => check(value, (args?.object ?? {}) as Record<string, unknown>) === null,
      defaultMessage: (args) => check(args?.value, (args?.object ?? {}) as Record<string, unknown>) ?? '',
    },
  });

/** Trims text; blank optional text is stored as null. */
export const OptionalText = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value ?? null;
    return value.trim() === '' ? null : value.trim();
  });

export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Amounts arrive as numbers; decimal text ("1250") is read as its number, anything else is left to fail. */
export const ToAmount = () =>
  Transform(({ value }) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value));
