import type { MatchAlert } from './matchAlerts';

/**
 * The registration once its worker has finished activating. A worker registered moments ago (the
 * fan just opted in) may not be active yet, and `ready` already answers while it activates: a
 * notification shown then was lost in Chromium (never listed by getNotifications).
 */
async function activatedRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (worker?.state === 'activating') {
    await new Promise<void>((resolve) => worker.addEventListener('statechange', () => resolve(), { once: true }));
  }
  return registration;
}

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
  if (registered) await (await activatedRegistration()).showNotification(alert.title, options);
  else new Notification(alert.title, options);
}
