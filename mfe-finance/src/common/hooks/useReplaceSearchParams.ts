import { useCallback } from 'react';
import { useSearchParams } from '@cricket/shell-sdk/router';

/** The address's query string, and a setter that changes some of its parameters in place (no new history entry). */
export function useReplaceSearchParams(): [URLSearchParams, (values: Record<string, string>) => void] {
  const [search, setSearch] = useSearchParams();
  const replace = useCallback(
    (values: Record<string, string>) =>
      setSearch(
        (previous) => {
          const params = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(values)) params.set(name, value);
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [search, replace];
}
