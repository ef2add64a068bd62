import type { MatchAlert } from './matchAlerts';

/**
 * Shows an alert through the service worker (the only way on Android, and it outlives the tab's
 * focus), or as a page notification where none is registered (development builds).
 */
export async function showMatchAlert(matchId: number, alert: MatchAlert): Promise<void> {
  const options: NotificationOptions = {
    body: alert.body,
    tag: `match-${matchId}-${alert.tag}`,
    icon: '/icons/icon-192.png',
    data: { url: `/matches/${matchId}/score` },
  };
  const registered = 'serviceWorker' in navigator && (await navigator.serviceWorker.getRegistration()) !== undefined;
  // A worker registered moments ago (the fan just opted in) may not be active yet: wait for it.
  if (registered) await (await navigator.serviceWorker.ready).showNotification(alert.title, options);
  else new Notification(alert.title, options);
}
