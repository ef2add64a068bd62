/** One line of the bench table: what was measured, the figure, and the target it is held to. */
export interface BenchRow {
  area: string;
  measure: string;
  value: string;
  /** Empty when the figure is informational. */
  target: string;
  /** null when there is no target (or the bench could not run). */
  met: boolean | null;
}

export function row(area: string, measure: string, value: string, target = '', met: boolean | null = null): BenchRow {
  return { area, measure, value, target, met };
}

/** A bench that could not run still gets its line, so the table shows what is missing and why. */
export function failedRow(area: string, error: unknown): BenchRow {
  const message = error instanceof Error ? error.message : String(error);
  return row(area, 'could not run', message.split('\n')[0].slice(0, 120), '', false);
}

const COLUMNS = ['area', 'measure', 'value', 'target', 'met?'] as const;

export function formatTable(rows: BenchRow[]): string {
  const cells = rows.map((r) => [r.area, r.measure, r.value, r.target || '—', r.met === null ? '' : r.met ? 'yes' : 'NO']);
  const widths = COLUMNS.map((title, i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values: readonly string[]) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  return [line(COLUMNS), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}
