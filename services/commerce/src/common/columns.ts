import type { ValueTransformer } from 'typeorm';

/** bigint columns (order totals) come back from pg as text; amounts stay far below 2^53. */
export const bigintNumber: ValueTransformer = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** Today as YYYY-MM-DD (UTC), the day a payment is marked and cycles turn overdue. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
