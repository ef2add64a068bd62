/**
 * Maximum lengths of free text, one per kind of field. The database column (varchar), the
 * request rule and the form's `maxLength` of a field all use the same number.
 */
export const TEXT_MAX = {
  name: 100,
  shortName: 10,
  place: 150,
  address: 300,
  phone: 20,
  paragraph: 2000,
} as const;

/** 'Address must be at most 300 characters': the wording of the spec's own length messages. */
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Text within `max` characters, or a value that is not text (its own rule refuses that). */
export function withinLength(value: unknown, max: number): boolean {
  return typeof value !== 'string' || value.length <= max;
}
