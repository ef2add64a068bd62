import type { FinancePeriod, RevenueSummaryResponse } from '@cricket/contracts';
import { useFinanceRead } from '../../common/hooks/useFinanceRead';
import { revenueKeys } from '../api/revenueKeys';

export const useRevenueSummary = (period: FinancePeriod) => useFinanceRead<RevenueSummaryResponse>(revenueKeys.summary(period));
