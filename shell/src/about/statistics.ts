import { normalizeStatistics, ZERO_STATISTICS } from '@cricket/contracts';
import { apiGet, queryKeys } from '@cricket/shell-sdk';
import { useQuery } from '@tanstack/react-query';

/** Live figures; a failed load shows zeros and no message (booking spec §2). */
export function usePlatformStatistics() {
  const query = useQuery({
    queryKey: queryKeys.statistics,
    queryFn: async () => normalizeStatistics(await apiGet<unknown>(queryKeys.statistics[0])),
  });
  return { statistics: query.data ?? ZERO_STATISTICS, isLoading: query.isLoading };
}
