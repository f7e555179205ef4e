// The figures of the farmer dashboard (docs/product/dashboard.md): one card per block the caller may see, each
// linked to where its figures come from. A block the server answered as null (no permission) is left out.
import type { ReactNode } from 'react';
import type { FarmDashboard } from '@/shared/contracts/farm-dashboard';
import { localizeApiMessage } from '@/shared/api/i18n';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useFarmDashboard } from '../hooks/use-farm-dashboard';
import { dashboardsText } from '../i18n';
import { ActivityCard, type DescribeActivity } from './activity-card';
import { CropsCard } from './crops-card';
import { MoneyCard } from './money-card';
import { NotificationsCard } from './notifications-card';
import { StockCard } from './stock-card';
import { TasksCard } from './tasks-card';

export interface FarmOverviewSlots {
  /** The farm's weather, from the farms feature (the route composes it). */
  weather?: ReactNode;
  describeActivity?: DescribeActivity;
}

export function FarmOverviewView({
  data,
  weather,
  describeActivity,
}: { data: FarmDashboard } & FarmOverviewSlots) {
  return (
    <section
      aria-label={dashboardsText.t('overview')}
      data-tour="dashboard-overview"
      className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
    >
      {data.money && <MoneyCard money={data.money} />}
      {data.tasks && <TasksCard tasks={data.tasks} today={data.today} />}
      {data.stock && <StockCard stock={data.stock} farmId={data.farm.id} currency={data.farm.currency} />}
      {data.crops && <CropsCard crops={data.crops} />}
      <NotificationsCard unread={data.notifications.unread} />
      {data.activity && <ActivityCard entries={data.activity} describe={describeActivity} />}
      {weather && <div className="md:col-span-2 xl:col-span-3 [&>section]:mb-0">{weather}</div>}
    </section>
  );
}

export function FarmOverview({ farmId, ...slots }: { farmId: string } & FarmOverviewSlots) {
  const query = useFarmDashboard(farmId);
  if (query.isPending) return <LoadingState label={dashboardsText.t('loadingDashboard')} />;
  if (query.error)
    return (
      <ErrorState message={localizeApiMessage(query.error.message)} onRetry={() => void query.refetch()} />
    );
  return <FarmOverviewView data={query.data} {...slots} />;
}
