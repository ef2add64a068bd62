import { MATCH_TEXTS } from '@cricket/contracts';
import { isApiError, toastError } from '@cricket/shell-sdk';
import { useEffect } from 'react';
import { useMatchDetail } from './useMatchQueries';

/** The match a page shows; a failure other than 'not found' raises the load-error toast of core §8. */
export function useLoadedMatch(id: string, published: boolean) {
  const detail = useMatchDetail(id, published);
  const failedToLoad = detail.isError && !(isApiError(detail.error) && detail.error.status === 404);
  useEffect(() => {
    if (failedToLoad) toastError(MATCH_TEXTS.loadErrorTitle, MATCH_TEXTS.loadError);
  }, [failedToLoad]);
  return detail;
}
