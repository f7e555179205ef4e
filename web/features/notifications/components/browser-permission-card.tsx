// Browser notifications on this device: the permission (docs/product/notifications.md), a way to allow them, the denied message
// (docs/product/notifications.md) and a local test.
import { BROWSER_DENIED, BROWSER_UNSUPPORTED, showBrowserNotification } from '../lib/alerts';
import { useBrowserPermission } from '../hooks/use-browser-permission';
import { ChannelCard } from './channel-card';

const VARIANT = { granted: 'success', denied: 'danger', default: 'warning', unsupported: 'outline' } as const;

export function BrowserPermissionCard() {
  const { permission, request } = useBrowserPermission();
  return (
    <ChannelCard title="Browser notifications" status={permission} variant={VARIANT[permission]}>
      {permission === 'granted' && (
        <p>New notifications pop up on this device, even when Shamba is in another tab.</p>
      )}
      {permission === 'default' && (
        <>
          <p>This browser has not been allowed to show notifications yet.</p>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => void request()}>
            Allow browser notifications
          </button>
        </>
      )}
      {permission === 'denied' && <p role="alert">{BROWSER_DENIED}</p>}
      {permission === 'unsupported' && <p>{BROWSER_UNSUPPORTED}</p>}
      {permission === 'granted' && (
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() =>
            showBrowserNotification({
              id: `local-test-${Date.now()}`,
              title: 'Shamba test notification',
              message: 'Browser notifications work on this device.',
              severity: 'info',
            })
          }
        >
          Show a test browser notification
        </button>
      )}
    </ChannelCard>
  );
}
