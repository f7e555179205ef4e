// docs/product/notifications.md Push notifications, on becoming authenticated: ask for notification permission; when granted, get a
// device token, save it (POST /api/notifications/fcm-token) and reload the list; otherwise go on without one
// (docs/product/notifications.md: "Notification permission denied" is logged). Foreground messages show a system notification.
import { useEffect, useState } from 'react';
import { saveDeviceToken } from '@/shared/api/notifications';
import {
  PERMISSION_ASKED_KEY,
  sessionMark,
  shouldAskPermission,
} from '@/shared/notifications/permission-prompt';
import { webStorage } from '@/shared/platform/web-storage';
import { useApi } from '@/web/lib/api';
import { PUSH_ICON } from '@/shared/notifications/rules';
import { browserPermission, showBrowserNotification } from '../lib/alerts';
import {
  createFirebasePushClient,
  noPushClient,
  readFirebaseConfig,
  type PushClient,
} from '../lib/push-client';

export interface PushStatus {
  /** null until known. */
  configured: boolean | null;
  tokenSaved: boolean;
}

export async function choosePushClient(api: ReturnType<typeof useApi>): Promise<PushClient> {
  try {
    // Read loosely: another Pusher-protocol backend may send no `push` at all, and then push is off.
    const body = (await api.get('/api/realtime/config')) as { push?: { firebase?: unknown } } | null;
    const remote = readFirebaseConfig(body?.push?.firebase);
    return remote ? createFirebasePushClient(remote) : noPushClient;
  } catch {
    return noPushClient;
  }
}

/** Asks once per sign-in while the browser's answer is 'default' (shared/notifications/permission-prompt). */
export async function askPermissionForSession(
  sessionToken: string,
): Promise<NotificationPermission | 'unsupported'> {
  const current = browserPermission();
  if (!shouldAskPermission(current, webStorage.getItem(PERMISSION_ASKED_KEY), sessionToken)) return current;
  webStorage.setItem(PERMISSION_ASKED_KEY, sessionMark(sessionToken));
  try {
    return await Notification.requestPermission();
  } catch {
    return browserPermission();
  }
}

export function usePushRegistration(
  sessionToken: string,
  onListChanged: () => void,
  enabled = true,
): PushStatus {
  const api = useApi();
  const [status, setStatus] = useState<PushStatus>({ configured: null, tokenSaved: false });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    void (async () => {
      const permission = await askPermissionForSession(sessionToken);
      const client = await choosePushClient(api);
      if (cancelled) return;
      setStatus((s) => ({ ...s, configured: client.configured }));
      if (permission !== 'granted') {
        console.info('Notification permission denied');
        return;
      }
      if (!client.configured) return;
      const saved = await saveDeviceToken(api, await client.getToken());
      if (cancelled) return;
      setStatus({ configured: true, tokenSaved: saved });
      if (saved) onListChanged();
      const off = await client.onForegroundMessage((message) => {
        showBrowserNotification({
          // Tagged by the notification's id, as its realtime arrival is: the browser replaces rather than adds.
          id: message.id ?? `push-${Date.now()}`,
          title: message.title,
          message: message.body,
          severity: message.severity,
          icon: PUSH_ICON,
        });
        onListChanged();
      });
      if (cancelled) off();
      else unsubscribe = off;
    })();
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
    // onListChanged is stable (a query invalidation); re-running would ask and register again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, enabled, sessionToken]);

  return status;
}

/** Whether push is set up for this site (null while finding out), for pages outside the provider. */
export function usePushConfigured(): boolean | null {
  const api = useApi();
  const [configured, setConfigured] = useState<boolean | null>(null);
  useEffect(() => {
    let cancelled = false;
    void choosePushClient(api).then((client) => !cancelled && setConfigured(client.configured));
    return () => {
      cancelled = true;
    };
  }, [api]);
  return configured;
}
