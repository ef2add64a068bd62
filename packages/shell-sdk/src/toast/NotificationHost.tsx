import { LIMITS } from '@cricket/contracts';
import { notification } from 'antd';
import { useEffect } from 'react';
import { setToastApi, TOAST_CONFIG } from './toast';

/** Owns antd's notification instance; F8 moves focus to the newest toast (core §9). */
export function NotificationHost() {
  const [api, holder] = notification.useNotification(TOAST_CONFIG);

  useEffect(() => {
    setToastApi(api);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== LIMITS.toast.hotkey) return;
      document.querySelector<HTMLElement>('.ant-notification-notice .ant-notification-notice-close')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      setToastApi(null);
      window.removeEventListener('keydown', onKey);
    };
  }, [api]);

  return holder;
}
