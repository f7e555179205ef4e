// /test-browser-notifications (docs/product/notifications.md): the browser permission (default, granted or denied), a local test,
// whether push is configured, and the note that only administrators can send browser notifications to all users.
import { useState } from 'react';
import { normalizeUserType } from '@/shared/session/dashboard';
import { useSession } from '@/web/lib/session';
import { FormAlert } from '@/web/components/form/form-alert';
import { BroadcastForm } from '../components/broadcast-form';
import { useBrowserPermission } from '../hooks/use-browser-permission';
import { usePushConfigured } from '../hooks/use-push-registration';
import { useNotificationRealtime } from '../hooks/use-realtime';
import {
  browserDeniedMessage,
  browserUnsupportedMessage,
  permissionLabel,
  showBrowserNotification,
} from '../lib/alerts';
import { pushOffMessage } from '../lib/push-client';
import { TestPageFrame } from './test-page-frame';
import { notificationsText } from '@/web/features/notifications/i18n';

export function TestBrowserPage() {
  const { user } = useSession();
  const { state } = useNotificationRealtime(user?.id ?? null);
  const { permission, request } = useBrowserPermission();
  const pushConfigured = usePushConfigured();
  const [severity, setSeverity] = useState<'info' | 'warning' | 'error'>('info');
  const [shown, setShown] = useState<boolean | null>(null);
  const isAdmin = user ? normalizeUserType(user.user_type) === 'superadmin' : false;

  const show = () =>
    setShown(
      showBrowserNotification({
        id: `browser-test-${Date.now()}`,
        title: notificationsText.t('testNotificationTitle'),
        message:
          severity === 'error'
            ? notificationsText.t('errorSeverityStays')
            : notificationsText.t('closesAfterFiveSeconds'),
        severity,
      }),
    );

  return (
    <TestPageFrame
      title={notificationsText.t('testBrowserNotifications')}
      realtimeState={state}
      intro={notificationsText.t('testBrowserIntro')}
    >
      <section className="card border border-base-300 bg-base-100">
        <div className="card-body gap-3 p-4 sm:p-5">
          <h2 className="font-semibold">{notificationsText.t('thisBrowser')}</h2>
          <p className="text-sm">
            {notificationsText.t('permission')}{' '}
            <strong data-testid="permission-state">{permissionLabel(permission)}</strong>
          </p>
          {permission === 'denied' && <FormAlert kind="error">{browserDeniedMessage()}</FormAlert>}
          {permission === 'unsupported' && <FormAlert kind="error">{browserUnsupportedMessage()}</FormAlert>}
          <div className="flex flex-wrap items-center gap-2">
            {permission === 'default' && (
              <button type="button" className="btn btn-sm btn-primary" onClick={() => void request()}>
                {notificationsText.t('askForPermission')}
              </button>
            )}
            <select
              aria-label={notificationsText.t('severity')}
              className="select select-sm w-32"
              value={severity}
              onChange={(e) => setSeverity(e.target.value as typeof severity)}
            >
              <option value="info">{notificationsText.t('info')}</option>
              <option value="warning">{notificationsText.t('warning')}</option>
              <option value="error">{notificationsText.t('error')}</option>
            </select>
            <button type="button" className="btn btn-sm" onClick={show} disabled={permission !== 'granted'}>
              {notificationsText.t('showATestBrowserNotification')}
            </button>
          </div>
          {shown === true && (
            <FormAlert kind="success">{notificationsText.t('shownLookAtYourSystem')}</FormAlert>
          )}
          {shown === false && (
            <FormAlert kind="error">{notificationsText.t('notShownThisBrowserDoes')}</FormAlert>
          )}
          <p className="text-sm">
            {notificationsText.t('pushMessages')}{' '}
            {pushConfigured === null
              ? notificationsText.t('checking')
              : pushConfigured
                ? notificationsText.t('configuredForThisSite')
                : pushOffMessage()}
          </p>
        </div>
      </section>
      <FormAlert kind="info">{notificationsText.t('onlyAdministratorsCanSendBrowser')}</FormAlert>
      {isAdmin && <BroadcastForm />}
    </TestPageFrame>
  );
}
