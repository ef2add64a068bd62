import { useSyncExternalStore } from 'react';

// Booking §2: a card list under 768 px, a table from there up.
const WIDE_QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(WIDE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useIsWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_QUERY).matches, () => true);
}
