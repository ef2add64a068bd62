/** A query-string value as trimmed text; absent, empty or repeated (array) values read as absent. */
export function queryText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}
