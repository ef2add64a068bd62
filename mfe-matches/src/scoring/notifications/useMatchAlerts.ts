import { SERVICE_WORKER_PATH, type MatchState } from '@cricket/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { matchAlerts } from './matchAlerts';
import { showMatchAlert } from './showMatchAlert';

export type AlertPermission = NotificationPermission | 'unsupported';

const optInKey = (matchId: number) => `match-alerts:${matchId}`;

const permissionNow = (): AlertPermission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

export interface MatchAlertsState {
  /** The watcher asked for this match's notifications on this device and the browser allows them. */
  enabled: boolean;
  permission: AlertPermission;
  setEnabled: (enabled: boolean) => Promise<void>;
}

/**
 * A watcher's opt-in to a match's notifications, remembered per match on the device. Each change
 * of the live state is compared with the one before; the state the page opened with is only the
 * starting point, so what had already happened is never announced.
 */
export function useMatchAlerts(matchId: number, state: MatchState | null): MatchAlertsState {
  const [, changed] = useReducer((count: number) => count + 1, 0);
  const permission = permissionNow();
  const enabled = matchId > 0 && permission === 'granted' && localStorage.getItem(optInKey(matchId)) === 'on';
  const previous = useRef<MatchState | null>(null);

  useEffect(() => {
    if (!state) return;
    const before = previous.current;
    previous.current = state;
    if (!before || !enabled) return;
    for (const alert of matchAlerts(before, state)) void showMatchAlert(matchId, alert);
  }, [state, enabled, matchId]);

  const setEnabled = useCallback(
    async (on: boolean) => {
      if (on) {
        const answer = permissionNow() === 'default' ? await Notification.requestPermission() : permissionNow();
        if (answer === 'granted') {
          localStorage.setItem(optInKey(matchId), 'on');
          // A fan without an account has no service worker yet (the signed-in header registers it),
          // and Android shows notifications only through one.
          await navigator.serviceWorker?.register(SERVICE_WORKER_PATH).catch(() => undefined);
        }
      } else {
        localStorage.removeItem(optInKey(matchId));
      }
      changed();
    },
    [matchId],
  );

  return { enabled, permission, setEnabled };
}
