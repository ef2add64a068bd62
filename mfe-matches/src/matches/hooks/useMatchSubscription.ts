import { useRealtime } from '@cricket/shell-sdk';
import { useEffect } from 'react';

/**
 * Live score updates reach the page while it is open (core §7: SUBSCRIBE_MATCH); each one
 * invalidates the cached match reads. A fan without an account gets a socket for it too.
 */
export function useMatchSubscription(matchId: number | null) {
  const { client, watch } = useRealtime();
  const watching = matchId !== null;
  useEffect(() => (watching ? watch() : undefined), [watching, watch]);
  useEffect(() => {
    if (!client || matchId === null) return;
    client.subscribeMatch(matchId);
    return () => client.unsubscribeMatch(matchId);
  }, [client, matchId]);
}
