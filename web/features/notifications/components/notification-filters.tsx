// All / Unread tabs and the type filter of /farmer/notifications (docs/product/notifications.md types).
import clsx from 'clsx';
import { NOTIFICATION_TYPES, type NotificationType } from '@/shared/notifications/rules';
import { NOTIFICATION_TYPE_LABELS } from '@/shared/notifications/labels';
import { notificationsText } from '@/web/features/notifications/i18n';

const TABS = ['all', 'unread'] as const;

export type Tab = 'all' | 'unread';

export function NotificationFilters({
  tab,
  type,
  onTab,
  onType,
}: {
  tab: Tab;
  type: NotificationType | '';
  onTab: (tab: Tab) => void;
  onType: (type: NotificationType | '') => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div role="tablist" aria-label={notificationsText.t('show')} className="tabs tabs-box tabs-sm">
        {TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            className={clsx('tab', tab === value && 'tab-active')}
            onClick={() => onTab(value)}
          >
            {value === 'all' ? notificationsText.t('all2') : notificationsText.t('unread2')}
          </button>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <span>{notificationsText.t('type')}</span>
        <select
          className="select select-sm w-44"
          value={type}
          onChange={(e) => onType(e.target.value as NotificationType | '')}
        >
          <option value="">{notificationsText.t('allTypes')}</option>
          {NOTIFICATION_TYPES.map((t) => (
            <option key={t} value={t}>
              {NOTIFICATION_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
