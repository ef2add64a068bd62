import { parseId } from '@cricket/contracts';
import { useRealtime } from '@cricket/shell-sdk';
import { useEffect } from 'react';

/**
 * Live score updates reach the page while it is open (core §7: SUBSCRIBE_MATCH); each one
 * invalidates the cached match reads. A fan without an account gets a socket for it too.
 * The page's route id is enough: watching starts with the page, not once its reads arrived,
 * so moving between a match's pages never lets go of the socket or the subscription.
 */
export function useMatchSubscription(routeId: string) {
  const { client, watch } = useRealtime();
  const matchId = parseId(routeId);
  const watching = matchId !== null;
  useEffect(() => (watching ? watch() : undefined), [watching, watch]);
  useEffect(() => {
    if (!client || matchId === null) return;
    client.subscribeMatch(matchId);
    return () => client.unsubscribeMatch(matchId);
  }, [client, matchId]);
}
