import { FINANCE_API, type FinancePeriod } from '@cricket/contracts';

/** Query keys are the API paths (core §7); a period travels as the query string. */
export const revenueKeys = {
  summary: (period: FinancePeriod) => [FINANCE_API.revenueSummary, period] as const,
};
