/**
 * What every request meets before its own rules: text PostgreSQL can store, ids it can hold, and
 * bodies a parser can walk. Hostile values end here as a 400 naming the field, never a 500.
 */
export const JSON_DEPTH_MAX = 32;
/** PostgreSQL's `integer`, the type of every id and count column. */
export const INT4_MAX = 2_147_483_647;

export const INPUT_MESSAGES = {
  unstorableText: (field: string) => `${field} contains a character that is not allowed`,
  tooDeep: `Request body is nested more than ${JSON_DEPTH_MAX} levels deep`,
  notAnObject: 'Request body must be a JSON object',
  outOfRange: (field: string) => `${field} is out of range`,
  tooLong: (field: string) => `${field} is too long`,
  required: (field: string) => `${field} is required`,
  invalidValue: (field: string) => `${field} is not valid`,
  conflict: 'This change conflicts with existing data',
} as const;

// NUL, which PostgreSQL refuses in text, and UTF-16 halves without their pair, which no encoding can store.
// eslint-disable-next-line no-control-regex -- NUL is the character looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

export type InputProblem = { kind: 'unstorableText'; field: string } | { kind: 'tooDeep' };

/**
 * The first string (value or key) in a parsed JSON value that cannot be stored, or nesting past
 * `JSON_DEPTH_MAX`. Walks iteratively, so a body nested thousands deep is refused, not a stack overflow.
 */
export function findInputProblem(value: unknown): InputProblem | null {
  const stack: { value: unknown; field: string; depth: number }[] = [{ value, field: '', depth: 0 }];
  while (stack.length) {
    const { value: current, field, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { kind: 'unstorableText', field: field || 'body' };
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (depth >= JSON_DEPTH_MAX) return { kind: 'tooDeep' };
    if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, field: `${field}[${i}]`, depth: depth + 1 }));
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      const child = field ? `${field}.${key}` : key;
      if (!isStorableText(key)) return { kind: 'unstorableText', field: field || 'body' };
      stack.push({ value: item, field: child, depth: depth + 1 });
    }
  }
  return null;
}

/** A whole number in a path: plain decimal digits that PostgreSQL's `integer` can hold (no `0x10`, `1e1`, `+1` or `07`). */
export function parseWholeNumber(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^(0|[1-9][0-9]{0,9})$/.test(raw)) return null;
  const value = Number(raw);
  return value <= INT4_MAX ? value : null;
}

/** A path id: a whole number from 1 (ids are serial). */
export function parseId(raw: unknown): number | null {
  const id = parseWholeNumber(raw);
  return id === 0 ? null : id;
}

/**
 * A table's entry for a key a client sent: only the table's own entries, so that keys such as
 * `valueOf` or `__proto__` find nothing instead of a method of every object.
 */
export function ownEntry<V>(table: Readonly<Record<string, V>>, key: string | undefined): V | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}
