// Browser notifications on this device: the permission (docs/product/notifications.md), a way to allow them, the denied message
// (docs/product/notifications.md) and a local test.
import {
  browserDeniedMessage,
  browserUnsupportedMessage,
  permissionLabel,
  showBrowserNotification,
} from '../lib/alerts';
import { useBrowserPermission } from '../hooks/use-browser-permission';
import { ChannelCard } from './channel-card';
import { notificationsText } from '@/web/features/notifications/i18n';

const VARIANT = { granted: 'success', denied: 'danger', default: 'warning', unsupported: 'outline' } as const;

export function BrowserPermissionCard() {
  const { permission, request } = useBrowserPermission();
  return (
    <ChannelCard
      title={notificationsText.t('browserNotifications')}
      status={permissionLabel(permission)}
      variant={VARIANT[permission]}
    >
      {permission === 'granted' && <p>{notificationsText.t('newNotificationsPopUpOn')}</p>}
      {permission === 'default' && (
        <>
          <p>{notificationsText.t('thisBrowserHasNotBeen')}</p>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => void request()}>
            {notificationsText.t('allowBrowserNotifications')}
          </button>
        </>
      )}
      {permission === 'denied' && <p role="alert">{browserDeniedMessage()}</p>}
      {permission === 'unsupported' && <p>{browserUnsupportedMessage()}</p>}
      {permission === 'granted' && (
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() =>
            showBrowserNotification({
              id: `local-test-${Date.now()}`,
              title: notificationsText.t('testNotificationTitle'),
              message: notificationsText.t('browserNotificationsWorkOnThisDevice'),
              severity: 'info',
            })
          }
        >
          {notificationsText.t('showATestBrowserNotification')}
        </button>
      )}
    </ChannelCard>
  );
}
