// The latest activity on the farm (docs/product/dashboard.md "Recent activity"): who did what and when, from
// the activity log; shown to people who may read the log (the server sends nothing otherwise).
import { History } from 'lucide-react';
import type { DashboardActivity } from '@/shared/contracts/farm-dashboard';
import { formatDateTime } from '@/shared/i18n/format';
import { paths } from '@/shared/routes/paths';
import { dashboardsText } from '../i18n';
import { CardEmpty, DashboardCard } from './dashboard-card';

const t = dashboardsText.t;
const when = (iso: string) =>
  formatDateTime(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The entry in a sentence of the language shown: the route passes the activity log's own wording. */
export type DescribeActivity = (entry: DashboardActivity) => string;

export function ActivityCard({
  entries,
  describe = (entry) => entry.summary,
}: {
  entries: DashboardActivity[];
  describe?: DescribeActivity;
}) {
  return (
    <DashboardCard
      icon={History}
      title={t('recentActivity')}
      source={{ to: paths.farmer.activities, label: t('openActivity') }}
      className="md:col-span-2 xl:col-span-3"
    >
      {entries.length === 0 ? (
        <CardEmpty text={t('noActivityYet')} />
      ) : (
        <ul className="divide-y divide-base-300 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
              <span>{describe(entry)}</span>
              <span className="text-xs text-base-content/70">
                {t('byWhoWhen', { name: entry.actor_name ?? t('theSystem'), when: when(entry.created_at) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
