// The browser's notification permission (docs/product/notifications.md: default, granted, denied), kept current when the person
// changes it in the site settings, and a way to ask (from a click, which browsers require).
import { useCallback, useEffect, useState } from 'react';
import { browserPermission, type BrowserPermission } from '../lib/alerts';

export function useBrowserPermission() {
  const [permission, setPermission] = useState<BrowserPermission>(browserPermission);

  useEffect(() => {
    const reread = () => setPermission(browserPermission());
    let status: PermissionStatus | null = null;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        status = s;
        s.onchange = reread;
      })
      .catch(() => undefined);
    window.addEventListener('focus', reread);
    return () => {
      window.removeEventListener('focus', reread);
      if (status) status.onchange = null;
    };
  }, []);

  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(browserPermission());
    }
  }, []);

  return { permission, request };
}
