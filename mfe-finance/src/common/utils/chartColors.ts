import { cricketTheme } from '@cricket/shell-sdk';

/** Bar colours of the finance charts, from the one theme. */
export const CHART_COLORS = {
  income: cricketTheme.token?.colorSuccess ?? '#16a34a',
  expenses: cricketTheme.token?.colorError ?? '#dc2626',
  current: cricketTheme.token?.colorPrimary ?? '#0f7b3f',
  previous: '#94a3b8',
} as const;
