import type { FinancePeriod } from '@cricket/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { periodFromSearch, todayIso } from '../utils/period';

/** The period of a finance screen, kept in `?from=&to=` so a reload or a shared link shows the same figures. */
export function useFinancePeriod(): [FinancePeriod, (period: FinancePeriod) => void] {
  const [search, setSearch] = useSearchParams();
  const period = useMemo(() => periodFromSearch(search, todayIso()), [search]);
  const setPeriod = useCallback(
    (next: FinancePeriod) =>
      setSearch(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.set('from', next.from);
          params.set('to', next.to);
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [period, setPeriod];
}
