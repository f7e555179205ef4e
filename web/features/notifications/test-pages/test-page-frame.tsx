// The frame of the developer test pages (docs/product/notifications.md): what the page tests, who is signed in, and the live state
// of realtime and of the browser permission (connected, disconnected or error; default, granted or denied).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CONNECTION_LABELS, testPageConnectionLabel } from '@/shared/notifications/labels';
import type { RealtimeState } from '@/shared/notifications/realtime';
import { paths } from '@/shared/routes/paths';
import { Badge } from '@/shared/ui/badge';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useBrowserPermission } from '../hooks/use-browser-permission';
import { permissionLabel } from '../lib/alerts';
import { notificationsText } from '@/web/features/notifications/i18n';

const STATE_VARIANT = {
  connected: 'success',
  disconnected: 'warning',
  error: 'danger',
} as const;
const PERMISSION_VARIANT = {
  granted: 'success',
  default: 'warning',
  denied: 'danger',
  unsupported: 'outline',
} as const;

export function TestPageFrame({
  title,
  children,
  realtimeState,
  intro,
}: {
  title: string;
  intro: ReactNode;
  realtimeState: RealtimeState;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const { user } = useSession();
  const { permission } = useBrowserPermission();
  const state = testPageConnectionLabel(realtimeState);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <p className="text-xs font-semibold uppercase tracking-wider text-base-content/60">
        {notificationsText.t('developerTools')}
      </p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-2 text-base-content/75">{intro}</p>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 rounded-box border border-base-300 bg-base-100 p-3 text-sm">
        <div className="flex items-center gap-2">
          <dt>{notificationsText.t('signedIn')}</dt>
          <dd>
            {user ? (
              user.email
            ) : (
              <Link to={paths.login} className="link">
                {notificationsText.t('signInToTest')}
              </Link>
            )}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>{notificationsText.t('realtime')}</dt>
          <dd>
            <Badge size="sm" variant={STATE_VARIANT[state]} data-testid="realtime-state">
              {CONNECTION_LABELS[state]}
            </Badge>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>{notificationsText.t('browserPermission')}</dt>
          <dd>
            <Badge size="sm" variant={PERMISSION_VARIANT[permission]} data-testid="browser-permission">
              {permissionLabel(permission)}
            </Badge>
          </dd>
        </div>
      </dl>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}
