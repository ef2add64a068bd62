import fc from 'fast-check';
import type { Schema } from './routes';

/**
 * Stands for JSON nested 5,000 levels deep (which once overflowed a service's stack): too deep for
 * this process's own `JSON.stringify`, so `toJson` writes it in place of the marker.
 */
export const DEEPLY_NESTED = '\u2063deeply-nested\u2063';
const DEEP_JSON = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;

export function toJson(body: unknown): string {
  return JSON.stringify(body).replaceAll(JSON.stringify(DEEPLY_NESTED), DEEP_JSON);
}

/** Longer than any free-text field may be: every field that takes text has a maximum. */
export const OVERLONG_TEXT = 'x'.repeat(100_000);

/** What an attacker types into any field: text no database stores, numbers past every column, dates past every calendar. */
export const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  OVERLONG_TEXT,
  '      ',
  '',
  '0x10',
  '1e1',
  '-1',
  '2147483648',
  '0000-01-01',
  '9999-12-31',
  '9999-12',
  '2026-02-30',
  '25:61',
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  1e308,
  -1,
  0,
  0.5,
  null,
  true,
  [],
  {},
  ['a\u0000b'],
  [{ a: 'a\u0000b' }],
  DEEPLY_NESTED,
];

/**
 * Path values, written as they travel (percent-encoded). `%ED%A0%80` is a lone surrogate in
 * UTF-8 form; `%00` a NUL.
 */
export const HOSTILE_PATH_VALUES = ['2147483648', '99999999999999999999', '0x10', '1e1', '-1', '0', '+1', '07', 'a%00b', '%ED%A0%80', '%FF', '0000-01-01', '9999-12-31', 'x'.repeat(2_000)];

/** Query values, percent-encoded. */
export const HOSTILE_QUERY_VALUES = ['a%00b', '%ED%A0%80', '2147483648', '-1', '0x10', '0000-01-01', '9999-12-31', '9999-12', 'true', '', 'x'.repeat(5_000)];

/** Values drawn from a field's documented type (or the valid body's value), a few per field, the same on every run. */
export function drawnValues(schema: Schema | undefined, example: unknown, field: string): unknown[] {
  const type = schema?.type ?? (Array.isArray(example) ? 'array' : typeof example);
  const text = fc.string({ unit: 'binary', maxLength: 40 });
  const arbitrary: fc.Arbitrary<unknown> =
    type === 'integer' || type === 'number'
      ? fc.oneof(fc.integer(), fc.double(), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(Number))
      : type === 'boolean'
        ? fc.oneof(fc.boolean(), text)
        : type === 'array'
          ? fc.array(fc.oneof(text, fc.integer(), fc.constant(null)), { maxLength: 5 })
          : type === 'object'
            ? fc.dictionary(text, fc.oneof(text, fc.integer()), { maxKeys: 4 })
            : schema?.format === 'date' || /date/i.test(field)
              ? fc.date({ min: new Date(-62_198_755_200_000), max: new Date(253_402_300_799_000), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
              : text;
  return fc.sample(arbitrary, { seed: hash(field), numRuns: 4 });
}

function hash(text: string): number {
  let h = 7;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) | 0;
  return h;
}
