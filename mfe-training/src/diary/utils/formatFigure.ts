/** A derived figure with two decimals, or '—' when there is nothing to derive it from. */
export function formatFigure(value: number | null, suffix = ''): string {
  return value === null ? '—' : `${value.toFixed(2)}${suffix}`;
}
