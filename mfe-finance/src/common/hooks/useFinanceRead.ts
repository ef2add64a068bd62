import type { FinancePeriod } from '@cricket/contracts';
import { apiGet, useWorkspace } from '@cricket/shell-sdk';
import { useQuery } from '@tanstack/react-query';

/** A read of one API path (the key's head) with the key's period as query string, once a workspace is chosen. */
export function useFinanceRead<T>(queryKey: readonly [string, FinancePeriod?], enabled = true) {
  const { current } = useWorkspace();
  const [path, period] = queryKey;
  return useQuery({
    queryKey,
    queryFn: () => apiGet<T>(path, period ? { from: period.from, to: period.to } : undefined),
    enabled: enabled && !!current,
  });
}
