import type { FinancePeriod } from '@cricket/contracts';
import { useCallback, useMemo } from 'react';
import { periodFromSearch, todayIso } from '../utils/period';
import { useReplaceSearchParams } from './useReplaceSearchParams';

/** The period of a finance screen, kept in `?from=&to=` so a reload or a shared link shows the same figures. */
export function useFinancePeriod(): [FinancePeriod, (period: FinancePeriod) => void] {
  const [search, replaceSearch] = useReplaceSearchParams();
  const period = useMemo(() => periodFromSearch(search, todayIso()), [search]);
  const setPeriod = useCallback((next: FinancePeriod) => replaceSearch({ from: next.from, to: next.to }), [replaceSearch]);
  return [period, setPeriod];
}
