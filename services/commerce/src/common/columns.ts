import type { ValueTransformer } from 'typeorm';

/** bigint columns (order totals) come back from pg as text; amounts stay far below 2^53. */
export const bigintNumber: ValueTransformer = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
