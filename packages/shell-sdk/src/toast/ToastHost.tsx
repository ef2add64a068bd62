import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from './toast';

const NotificationHost = lazy(() =>
  import(/* webpackChunkName: "toast-host", webpackPrefetch: true */ './NotificationHost').then((m) => ({ default: m.NotificationHost })),
);

/**
 * Mount once inside the app's ConfigProvider so toasts carry the theme. antd's
 * notification code is prefetched at idle time and mounted with the first toast.
 */
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
