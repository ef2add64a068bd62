import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from './toast';

const loadNotificationHost = () => import(/* webpackChunkName: "toast-host" */ './NotificationHost');
const NotificationHost = lazy(() => loadNotificationHost().then((m) => ({ default: m.NotificationHost })));

/**
 * Fetches antd's notification code ahead of the first toast. The shell calls it once the opened
 * page has painted and the browser is idle: prefetched with the frame, its 25 KB competed with the
 * page's own files on a phone's network (issue 23).
 */
export function preloadToastHost(): void {
  loadNotificationHost().catch(() => undefined);
}

/** Mount once inside the app's ConfigProvider so toasts carry the theme; mounted with the first toast. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  );
}
