import { Transform } from 'class-transformer';

/** Trims a string input; other inputs are left for the validators to refuse. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lower-cases (emails and codes are compared lower-cased). */
export const TrimLower = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** Accepts a positive integer or its decimal string ("12"); anything else is left as is to fail. */
export function toPositiveInt(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value.trim());
  return value;
}
export const ToInt = () => Transform(({ value }) => toPositiveInt(value));
